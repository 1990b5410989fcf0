"""Shared checks for the variant tests: random whole hands keep cards and chips (climbing-variants.md)."""
from __future__ import annotations

import random
from collections import Counter

from game.rules import new_game


def on_table(g) -> Counter:
    """Every card of the hand wherever it is: hands, this trick, set aside, wu, laid aside, out of play."""
    c = Counter()
    for h in g.hands:
        c.update(str(x) for x in h)
    for _, cards in g.trick:
        if cards:
            c.update(str(x) for x in cards)
    c.update(str(x) for x in g.set_aside)
    for s in range(g.players):
        c.update(str(x) for x in g.wu_cards(s))
        c.update(str(x) for x in g.laid_aside(s))
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


def check_rebuilt(v, players, hands=15, seed=0, p=0.1):
    """A game rebuilt from an observation and the true hands plays on exactly like the real one
    (tests/test_determinize.py), in every phase that can be rebuilt; returns how many were checked."""
    from game.rules.climbing import ClimbingGame

    rng = random.Random(seed)
    checked = 0
    for hand in range(hands):
        g = new_game(v, players=players, seed=seed * 1000 + hand)
        while not g.is_over:
            if g.phase != "redeal" and rng.random() < p:
                seat = rng.choice([s for s in range(players) if s != g.sitter])
                copy = ClimbingGame.from_observation(v, g.observation(seat), g.hands)
                assert copy.legal_actions() == g.legal_actions()
                assert copy.observation(seat) == g.observation(seat)
                real = g.copy()
                while not real.is_over:
                    a = rng.choice(real.legal_actions())
                    assert real.apply(a) == copy.apply(a)
                    assert real.hands == copy.hands and real.wu == copy.wu and real.chips == copy.chips
                assert real.winner == copy.winner and on_table(real) == on_table(copy)
                checked += 1
            g.apply(rng.choice(g.legal_actions()))
    return checked


def check_rebuilt_in_talon(v, games=20, seed=4):
    """A game rebuilt from an observation in phase talon (after 0 or 1 seats passed) plays on exactly
    like the real one: the talon is the cards nobody sees (climbing-variants.md, Luan Chuo [7])."""
    from game.rules import Pass
    from game.rules.climbing import ClimbingGame

    rng = random.Random(seed)
    for i in range(games):
        g = new_game(v, players=3 + i % 2, seed=i)
        if rng.random() < 0.5:
            g.apply(Pass())
        seat = g.current_player
        copy = ClimbingGame.from_observation(v, g.observation(seat), g.hands)
        assert copy.phase == "talon" and copy.legal_actions() == g.legal_actions()
        assert copy.observation(seat) == g.observation(seat)
        assert copy.talon_size == g.talon_size and copy.out_of_play == g.out_of_play
        real = g.copy()
        while not real.is_over:
            a = rng.choice(real.legal_actions())
            assert real.apply(a) == copy.apply(a)
        assert real.chips == copy.chips and on_table(real) == on_table(copy)
