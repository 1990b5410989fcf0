"""``knowledge.beat_test`` answers "does this hand hold a play that beats it?" with one addition:
it must say exactly what trying every beater says, for every play of every variant."""
from __future__ import annotations

import random

import pytest

from game.ai.knowledge import contains, holds_beater, tables_for
from game.bench import with_options
from game.model import counts
from game.model.cards import KIND_COUNT
from game.rules import load_variant
from game.rules import available_variants


@pytest.mark.parametrize("vid", with_options(available_variants("climbing")))
def test_the_beat_test_agrees_with_every_beater(vid):
    v = load_variant(vid)
    t = tables_for(v)
    rng = random.Random(vid)
    deck = v.deck
    hands = [0, v.deck_packed] + [counts.pack(rng.sample(deck, rng.randrange(1, 30))) for _ in range(150)]
    # and counts no deck of these has, up to the most a field holds
    hands += [sum(rng.randrange(counts.MAX_COPIES + 1) << (counts.FIELD_BITS * i) for i in range(KIND_COUNT))
              for _ in range(50)]
    held = 0
    for c in t.plays:
        test = t.beat_tests[c.id]
        for h in hands:
            expected = any(contains(h, b) for b in t.beaters[c.id])
            assert holds_beater(h, test) == expected, (c, counts.unpack(h))
            held += expected
    assert held
