"""docs/rules/fishing.md §2 (the deal passes to the next seat; four at the table) and §9 (a match of 6 hands,
running chip totals, saved and resumed)."""
from __future__ import annotations

import random

import pytest

from game.rules import Match, load_variant
from game.rules.fishing import random_playout

from .helpers import CARDS, DECKS


@pytest.mark.parametrize("vid", DECKS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_match_passes_the_deal_and_keeps_totals(vid, players):
    """§2, §9: 6 hands by default, each dealt by the seat after the last dealer; at four the seat opposite the
    dealer sits out; chip totals are the sum of the hands'."""
    v = load_variant(vid)
    m = Match.start(v, players=players, seed=17)
    assert m.length == 6
    dealers, sitters, points = [], [], []
    rng = random.Random(1)
    while not m.is_over:
        dealers.append(m.game.dealer)
        sitters.append(m.game.sitter)
        random_playout(m.game, rng)
        points.append(m.game.points)
        m.finish_hand()
    assert dealers == [(m.first_dealer + i) % players for i in range(6)]
    assert sitters == ([(d + 2) % 4 for d in dealers] if players == 4 else [None] * 6)
    assert m.totals == [sum(r.chips[s] for r in m.results) for s in range(players)] and sum(m.totals) == 0
    assert [r.wu for r in m.results] == points and all(r.winner is None for r in m.results)   # wu: catch points


def test_a_match_is_saved_and_resumed_mid_hand():
    """§9: a match can be resumed exactly where it stopped, from its seed and actions."""
    v = load_variant(CARDS, {"must_capture": "drawn"})
    m = Match.start(v, players=3, seed=99)
    rng = random.Random(3)
    random_playout(m.game, rng)
    m.finish_hand()
    for _ in range(7):
        m.game.apply(rng.choice(m.game.legal_actions()))
    again = Match.from_dict(m.to_dict(), v)
    assert again.totals == m.totals and again.game.observation(1) == m.game.observation(1)
    assert again.game.dealer == (m.first_dealer + 1) % 3
