"""The banker variant file (docs/rules/sap-tim-pun.md §1–§3, §5, §6, §10 and its options): what it declares,
its options as choices, the schema read as data, and a broken file's ``file:line: key: what`` errors."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from game import paths
from game.rules import VariantError, available_variants, load_variant, new_game

from .helpers import VID, Bet, SetLimit, kinds, padded

ORIGINAL = (paths.variants_dir() / f"{VID}.yaml").read_text(encoding="utf-8")


def written(tmp_path: Path, old: str, new: str) -> Path:
    assert old in ORIGINAL, f"the test's anchor {old!r} is not in the file"
    path = tmp_path / "my-banker.yaml"
    path.write_text(ORIGINAL.replace(old, new, 1), encoding="utf-8")
    return path


def problems(path: Path) -> list[str]:
    with pytest.raises(VariantError) as caught:
        load_variant(str(path))
    return [str(p) for p in caught.value.problems]


def line_of(path: Path, fragment: str) -> int:
    return next(n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if fragment in line)


def test_the_file_declares_the_family_and_the_rules():
    """§1, §2, §3, §6, §10: 144 tiles, 2–4 seats, 10½, must draw under 6, three tiles, limits 1 2 5 10."""
    v = load_variant(VID)
    assert v.family == "banker" and v.chinese == "十點半" and v.summary and v.set_size == 144
    assert v.seat_counts == [2, 3, 4] and (v.target, v.must_draw_below, v.most_tiles) == (21, 12, 3)
    assert v.limits == (1, 2, 5, 10) and v.default_limit == 5 and v.east_wind
    assert VID in available_variants("banker") and VID not in available_variants("fishing")
    assert [o.key for o in v.options] == ["default_limit", "hands_per_bank", "rounds"]
    assert v.chosen == {"default_limit": "5", "hands_per_bank": "whole_wall", "rounds": "once_each"}
    assert v.hands_per_bank == 0 and v.rounds(4) == 4 and v.rounds(3) == 3


def test_options_are_choices():
    """§3 default_limit, §10 hands_per_bank and rounds, in options and in refs."""
    v = load_variant(VID, {"default_limit": 10, "hands_per_bank": "8", "rounds": "twice_each"})
    assert v.default_limit == 10 and v.hands_per_bank == 8 and v.rounds(4) == 8
    assert load_variant(v.ref) is v and "hands per bank: 8" in v.name
    assert load_variant(VID, {"default_limit": "5"}) is load_variant(VID)
    with pytest.raises(VariantError, match="options.default_limit: the number 3 is not one of the choices"):
        load_variant(VID, {"default_limit": 3})


def test_the_rules_are_data(tmp_path):
    """§5, §6 as data: a file may turn the east-wind event off, or change the target and the drawing rule."""
    v = load_variant(str(written(tmp_path, "east_wind: true", "east_wind: false")))
    assert not v.east_wind and v.reserve(4) == 12
    g = new_game(v, players=4, banker=0, wall=padded("5b 5c 5d E"))
    g.apply(SetLimit(5))
    events = [e for b in (1, 2, 3) for e in g.apply(Bet(b))]
    assert "EastWind" not in kinds(events) and g.values[0] == 1 and g.chips == [0, 0, 0, 0]
    v = load_variant(str(written(tmp_path, "must_draw_below: 6", "must_draw_below: 4.5")))
    assert v.must_draw_below == 9


@pytest.mark.parametrize("old,new,key,words", [
    ("tiles: mahjong", "tiles: dominoes", "deck.tiles", "'dominoes' is not one of: mahjong"),
    ("seats: [2, 3, 4]", "seats: [1, 4]", r"seats\[0\]", "out of range"),
    ("target: 10.5", "target: 10.25", "play.target", "not a multiple of 0.5"),
    ("most_tiles: 3", "most_tiles: three", "play.most_tiles", "whole number"),
    ("choices: [1, 2, 5, 10]", "choices: [1, 2, 2]", "limits.choices", "listed twice"),
    ("east_wind: true", "east_wind: sometimes", "play.east_wind", "true or false"),
    ("round: {}", "round: {hands: 3}", "round.hands", "unknown key"),
])
def test_a_broken_file_says_where(tmp_path, old, new, key, words):
    """DESIGN.md "Rules are data": every problem as file:line: key: what."""
    path = written(tmp_path, old, new)
    line = line_of(path, new)
    found = problems(path)
    prefix = re.escape(f"{path}:{line}: ") + key + ": "
    assert any(re.match(prefix, m) and re.search(words, m) for m in found), found


def test_the_rules_document_lists_its_sources_and_guesses():
    """§13: every source the document cites is listed; §14: every section with a Decision is named there."""
    doc = (paths.project_root() / "docs" / "rules" / "sap-tim-pun.md").read_text(encoding="utf-8")
    body, sources = doc.split("## 13. Sources")
    cited = set(re.findall(r"\[T\d\]", body))
    assert cited and cited <= set(re.findall(r"^- (\[T\d\])", sources, re.M))
    guesses = sources.split("## 14. What is a guess")[1].split("## 15.")[0]
    sections = re.split(r"^## (\d+)\. ", body, flags=re.M)
    decided = {n for n, text in zip(sections[1::2], sections[2::2]) if "**Decision" in text}
    assert decided and all(f"§{n}" in guesses for n in decided), (decided, guesses)
