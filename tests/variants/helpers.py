"""Shared checks for the variant tests: random whole hands keep cards and chips (climbing-variants.md)."""
from __future__ import annotations

import random
from collections import Counter

from game.rules import new_game


def on_table(g) -> Counter:
    """Every card of the hand wherever it is: hands, this trick, set aside, wu, talon, out of play."""
    c = Counter()
    for h in g.hands:
        c.update(str(x) for x in h)
    for _, cards in g.trick:
        if cards:
            c.update(str(x) for x in cards)
    c.update(str(x) for x in g.set_aside)
    for s in range(g.players):
        c.update(str(x) for x in g.wu_cards(s))
    c.update(str(x) for x in g.out_of_play)
    return c


def check_random_hands(v, players, hands=60, seed=0, chooser=None):
    """Play random legal hands to the end; return the finished games."""
    deck = Counter(str(c) for c in v.deck)
    rng = random.Random(seed)
    done = []
    for i in range(hands):
        g = new_game(v, players=players, seed=seed * 1000 + i)
        steps = 0
        while not g.is_over:
            legal = g.legal_actions()
            assert legal and len(set(legal)) == len(legal)
            if g.sitter is not None:
                assert g.current_player != g.sitter
            action = chooser(g, legal, rng) if chooser else rng.choice(legal)
            g.apply(action)
            steps += 1
            assert steps < 5000
            assert sum(on_table(g).values()) + g.talon_size == len(v.deck)
            assert not (on_table(g) - deck)
            assert sum(g.chips) == 0
            if g.sitter is not None:
                assert g.chips[g.sitter] == 0 and not g.hands[g.sitter] and not g.wu[g.sitter]
        assert g.legal_actions() == []
        done.append(g)
    return done
