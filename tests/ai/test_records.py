"""Judging Hard's choice offline (``game.ai.records``): positions searched on read deals and on the real hands."""
from __future__ import annotations

import json
import math

import pytest

from game.ai.bench_hard import positions
from game.ai.priors import PASS, Prior
from game.ai.records import bar, fit, judge, main, measure, with_records


@pytest.fixture(scope="module")
def records():
    ps = positions("sap-ng-wu", 6, players=3, per_deal=3, seed=7)
    out = [r for i, p in enumerate(ps) if (r := measure(p, i, searches=2, deals=5, real=6)) is not None]
    assert out
    return out


def test_a_record_holds_every_candidates_gain_deal_by_deal_on_read_deals_and_on_the_real_hands(records):
    for r in records:
        k = len(r["passing"])
        assert k >= 2
        assert len(r["read"]) == 2 and len(r["real"]) == k
        for search in r["read"]:
            assert len(search) == k and all(len(gains) == 5 for gains in search)
            assert search[0] == [0.0] * 5            # gains over Normal's choice, candidate 0 itself
        assert r["real"][0] == [0.0] * 6
        assert r["kind"] in ("lead", "beat", "decide", "layout")
    # the real hands' deals differ in the other seats' guesses (``vary``): not one playout repeated
    assert any(len(set(gains)) > 1 for r in records for gains in r["real"])


def test_records_of_places_rest_on_the_candidates_in_them(records):
    table = fit(records)
    counted = sum(n for places in table.values() for _, n in places.values())
    assert counted == sum(len(r["passing"]) - 1 for r in records)
    for places in table.values():
        for record, _ in places.values():
            assert record.spread > 0


def test_judging_pairs_every_rule_with_the_first_and_bounds_it_by_the_oracle(records):
    # A record far below nothing keeps Normal's choice everywhere: worth exactly nothing over it.
    hopeless = {kind: {w: (Prior(-100.0, 0.01), 1) for w in (1, 2, 3, 4, 5, 6, PASS)}
                for kind in ("lead", "beat", "decide", "layout")}
    table = judge(records, {"bar": bar(1.0), "never": with_records(hopeless, 1.0), "pooled, z=0": bar(0.0)},
                  pooled=frozenset({"pooled, z=0"}))
    overall = table["all"]
    assert overall["positions"] == len(records)
    assert overall["bar"][2] == 0.0                       # the first rule paired with itself
    assert overall["never"][0] == 0.0
    assert overall["never"][2] == pytest.approx(-overall["bar"][0])
    assert math.isfinite(overall["the oracle's ceiling"][0])


def test_the_command_measures_fits_and_judges(tmp_path, capsys):
    out = tmp_path / "r.json"
    assert main(["--positions", "3", "--seed", "2", "--out", str(out)]) == 0
    assert main(["--fit", str(out)]) == 0
    assert main(["--judge", str(out), "--on", str(out)]) == 0
    assert main(["--judge", str(out), "--deals", "lead=10,beat=5"]) == 0
    with pytest.raises(SystemExit):
        main(["--judge", str(out), "--deals", "leads=10"])
    text = capsys.readouterr().out
    assert "positions measured into" in text
    assert "Prior(" in text
    assert "the oracle's ceiling" in text and "records, shrink 0.5" in text


def test_settings_are_compared_by_the_candidate_each_picks_judged_on_the_real_hands(tmp_path, capsys):
    out = tmp_path / "s.json"
    assert main(["--positions", "4", "--seed", "3", "--out", str(out), "--searched", "6", "--real", "4",
                 "--settings", "read", "uniform:read=0", "z:z=0.5", "more:deals=12"]) == 0
    records = json.loads(out.read_text(encoding="utf-8"))
    assert records
    for r in records:
        assert set(r["picks"]) == {"read", "uniform", "z", "more"}
        assert r["real"][0] == 0.0 and all(0 <= i < len(r["real"]) for i in r["picks"].values())
    assert main(["--compare", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "uniform" in printed and "the oracle's ceiling" in printed


def test_a_setting_is_a_name_and_hards_options():
    from game.ai.records import parse_setting

    assert parse_setting("read") == ("read", {})
    assert parse_setting("u:read=0:z=0.5:blind=lead+beat") == ("u", {"read": 0, "z": 0.5, "blind": "lead+beat"})
    with pytest.raises(ValueError):
        parse_setting("u:read")
