"""A game rebuilt from an observation and the true hidden hands plays on exactly like the real one.

The search players will only ever get games this way (DESIGN.md "Information
sets are honest"), so the rebuilt game must be the real one in every respect
the future depends on.
"""
from __future__ import annotations

import random

import pytest

from game.rules import load_variant, new_game
from game.rules.climbing import ClimbingGame

V = load_variant("sap-ng-wu")


def _state(g):
    return (g.phase, g.current_player, g.hands, g.wu, g.chips, [g.wu_cards(s) for s in range(g.players)],
            g.trick, g.set_aside, [g.needs(s) for s in range(g.players)], g.is_over, g.winner)


@pytest.mark.parametrize("players", [3, 4])
def test_rebuilt_game_follows_the_real_one(players):
    rng = random.Random(players)
    checked = 0
    for hand in range(60):
        g = new_game(V, players=players, seed=1000 + hand)
        while not g.is_over:
            if rng.random() < 0.15:
                seat = rng.randrange(players)
                copy = ClimbingGame.from_observation(V, g.observation(seat), g.hands)
                assert copy.legal_actions() == g.legal_actions()
                assert copy.observation(seat) == g.observation(seat)
                # play both on with the same actions to the end of the hand
                real = g.copy()
                r2 = random.Random(hand)
                while not real.is_over:
                    a = r2.choice(real.legal_actions())
                    assert real.apply(a) == copy.apply(a)
                    assert _state(real) == _state(copy)
                checked += 1
            g.apply(rng.choice(g.legal_actions()))
    assert checked > 100


def test_rebuilding_refuses_hands_that_do_not_fit():
    g = new_game(V, players=3, seed=4)
    obs = g.observation(0)
    hands = g.hands
    with pytest.raises(ValueError, match="own hand"):
        ClimbingGame.from_observation(V, obs, [hands[1], hands[0], hands[2]])
    with pytest.raises(ValueError, match="hand sizes"):
        ClimbingGame.from_observation(V, obs, [hands[0], hands[1][:-1], hands[2]])
