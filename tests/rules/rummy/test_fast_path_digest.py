"""The fast path plays exactly as before the speed work: digests of ``moves()``/``play(move)`` hands.

``tests/rules/test_engine_digests.py`` covers ``apply``; the rummy search players (``game.ai.rummy``) play
through ``moves()`` and ``play(move)`` instead, so their decisions hang on those move lists and their order.
Each digest hashes, for 30 seeded random hands at 3 and 4 seats, every move list (with the seat and phase
asked), and the chips at the end. Recorded before the claim windows were sped up (on commit eaae7fa).
Regenerate only for a deliberate rules change: ``python -m tests.rules.rummy.test_fast_path_digest``.
"""
from __future__ import annotations

import hashlib
import random

import pytest

from game.rules import load_variant, new_game

HANDS = 30

RECORDED: dict[str, str] = {
    'si-se-pai': '7731e4e96700f61e',
    'si-se-pai?scoring=hakka': '3b28c1cfe6ea0a7a',
    'si-se-pai?four_card_points=4': '7731e4e96700f61e',
    'si-se-pai?dealer_extra_card': 'e86447e5579bac94',
    'si-se-pai?min_points=10': '1e4391ef732ba486',
    'si-se-pai?jokers=0': '97beac0d08ad366a',
    'si-se-pai?jokers=1': '47b6fb9d829a007a',
    'si-se-pai?jokers=2': '667717d0e9898e5e',
    'si-se-pai?jokers=3': 'd48a9f1a5acddc70',
    'si-se-pai?jokers=4': '07d791aac1011869',
    'si-se-pai?jokers=6': 'de33c2a45dd274c2',
    'si-se-pai?jokers=7': 'afaa086b3dde6243',
    'si-se-pai?jokers=8': 'a5fbffb75d123255',
}


def digest(ref: str, hands: int = HANDS) -> str:
    """A hash of every move list, seat and phase of ``hands`` seeded random fast-path hands."""
    v = load_variant(ref)
    h = hashlib.sha256()
    for i in range(hands):
        g = new_game(v, players=(3, 4)[i % 2], seed=2000 + i)
        g.log = None
        rng = random.Random(i)
        while g.phase != "over":
            moves = g.moves()
            h.update(repr((g.current_player, g.phase, moves)).encode())
            g.play(moves[int(rng.random() * len(moves))])
        h.update(repr((g.chips, g.winner, g.win_points)).encode())
    return h.hexdigest()[:16]


def refs() -> list[str]:
    from game.bench import with_options

    return with_options(["si-se-pai"])


@pytest.mark.parametrize("ref", sorted(RECORDED))
def test_fast_path_plays_as_recorded(ref: str) -> None:
    assert digest(ref) == RECORDED[ref]


def test_every_option_is_recorded() -> None:
    assert set(refs()) <= set(RECORDED)


if __name__ == "__main__":
    for r in refs():
        print(f"    {r!r}: {digest(r)!r},")
