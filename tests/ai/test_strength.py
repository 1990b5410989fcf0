"""Small, seeded strength checks (the full measurements are in docs/ai.md).

Seeded, so they are not flaky: the same deals and the same players give the
same figures on every run. The margins are large compared with their intervals.
"""
from __future__ import annotations

from game import arena


def test_normal_beats_random_over_60_duplicate_deals():
    report = arena.run(["normal", "random", "random"], deals=60, seed=11, progress=False)
    mean, half = arena.interval(report.tallies["normal"].per_deal)
    assert mean - half > 0.5


def test_normal_beats_easy_over_60_duplicate_deals():
    report = arena.run(["normal", "easy", "easy"], deals=60, seed=12, progress=False)
    mean, half = arena.interval(report.differences)
    assert mean - half > 0


def test_easy_beats_random():
    """Easy is weak on purpose, but it plays the game."""
    report = arena.run(["easy", "random", "random"], deals=40, seed=13, progress=False)
    mean, half = arena.interval(report.tallies["easy"].per_deal)
    assert mean - half > 0
