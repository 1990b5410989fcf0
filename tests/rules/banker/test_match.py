"""A match of rounds (docs/rules/sap-tim-pun.md §10): the bank passes right after each wall, one round per seat,
running totals, and a match saved and resumed from its logs."""
from __future__ import annotations

import random

from game.rules import Match, load_variant
from game.rules.banker import random_round

from .helpers import VID


def play(match: Match, rng: random.Random) -> list[int]:
    bankers = []
    while not match.is_over:
        bankers.append(match.game.banker)
        random_round(match.game, rng)
        match.finish_hand()
    return bankers


def test_the_bank_passes_right_once_a_round():
    """§10: after each round the bank passes to the next seat; a match is one round per seat."""
    match = Match.start(load_variant(VID), players=4, seed=5, dealer=2)
    assert match.length == 4 and match.game.phase == "limit" and match.game.banker == 2
    assert play(match, random.Random(1)) == [2, 3, 0, 1]
    assert sum(match.totals) == 0 and len(match.results) == 4
    assert [r.dealer for r in match.results] == [2, 3, 0, 1]
    assert match.totals == [sum(r.chips[s] for r in match.results) for s in range(4)]


def test_twice_each_and_three_seats():
    """§10 option rounds: twice_each makes 2 × seats rounds."""
    match = Match.start(load_variant(VID, {"rounds": "twice_each"}), players=3, seed=8, dealer=0)
    assert match.length == 6 and play(match, random.Random(2)) == [0, 1, 2, 0, 1, 2]


def test_a_match_resumes_from_its_logs():
    """§10: an unfinished match is resumed exactly where it stopped."""
    v = load_variant(VID)
    match = Match.start(v, players=4, seed=12)
    rng = random.Random(4)
    random_round(match.game, rng)
    match.finish_hand()
    g = match.game
    for _ in range(7):
        g.apply(g.legal_actions()[-1])
    again = Match.from_dict(match.to_dict(), v)
    assert again.totals == match.totals and again.game.banker == g.banker
    assert [again.game.observation(s) for s in range(4)] == [g.observation(s) for s in range(4)]
