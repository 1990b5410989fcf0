"""The Hard benchmark measures fixed work: the same positions and the same decisions every run.

Its rates are only comparable between versions of the code because of that
(docs/ai.md "Speed"), so the positions and the decisions' digest must not drift.
"""
from __future__ import annotations

from game.ai import bench_hard


def test_positions_are_fixed_and_searched():
    first = bench_hard.positions("sap-ng-wu", 4)
    again = bench_hard.positions("sap-ng-wu", 4)
    assert [p.obs for p in first] == [p.obs for p in again]
    assert all(len(p.legal) > 1 and bench_hard.searched(p) for p in first)


def test_runs_do_the_same_work():
    ps = bench_hard.positions("sap-ng-wu", 3)
    a = bench_hard.run(ps, 3)
    b = bench_hard.run(ps, 3)
    assert a[1:] == b[1:]
    assert a[2] == 3 * len(ps) and a[1] >= 2 * a[2]


def test_whole_hands_are_played_out_in_every_kind_of_variant():
    for vid in ("sap-ng-wu", "luan-chuo", "ma-hua-hua"):  # no questions, talon and redeal, a bid
        hands, decisions = bench_hard.whole_hands(vid, 0.02)
        assert hands > 0 and decisions > 10 * hands


def test_the_budget_bench_counts_decisions_over_budget_on_the_clock_and_in_processor_time(capsys):
    assert bench_hard.main(["--positions", "2", "--budget", "0.01", "--runs", "2"]) == 0
    out = capsys.readouterr().out
    assert "over 2 positions x 2 runs" in out
    line = next(x for x in out.splitlines() if "over the budget" in x)
    assert " of 4 decisions on the clock, " in line and "in processor time (longest " in line


def test_the_budget_bench_counts_the_helpers_deals_with_hards(capsys):
    from game.ai.helpers import close_all
    try:
        assert bench_hard.main(["--positions", "2", "--budget", "0.2", "--runs", "1", "--helpers", "1"]) == 0
    finally:
        close_all()
    out = capsys.readouterr().out
    assert "deals searched at 0.2 s a decision with 1 helper over 2 positions x 1 runs" in out


def test_the_budget_bench_says_where_each_kind_of_decisions_time_went(capsys):
    """Hard's parts (ranking, the reading's set-up, dealing, playouts) fit in its decision, and the bench prints
    them by kind: at 0.05 s most of a lead goes to playouts (docs/ai.md, session 22)."""
    from game.ai.hard import HardPlayer

    p = bench_hard.positions("sap-ng-wu", 1)[0]
    hard = p.primed(HardPlayer(seed=1, budget=0.05))
    hard.choose(p.obs, p.legal)
    parts = hard.last_parts
    assert set(parts) == {"ranking", "reading", "dealing", "playing"}
    assert parts["playing"] > 0 and parts["ranking"] > 0 and sum(parts.values()) < 0.06
    assert bench_hard.main(["--positions", "3", "--budget", "0.02"]) == 0
    kinds = [line for line in capsys.readouterr().out.splitlines() if "positions, median" in line]
    assert kinds and all("ms a decision" in line and "playouts" in line and "%)" in line for line in kinds)
