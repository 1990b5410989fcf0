"""The race of a Si Se Pai hand: what can still meld into it, and from whom (docs/rules/si-se-pai.md §3–§5).

``shape`` counts a hand's loose units; this module splits the same way and also
says what *kind* each part is, because the rules let different cards reach them:

- a **near-meld** (two cards of a group) takes its missing card from our own draw
  or, as chi, from the seat before us (§5: only the next player may chi);
- a **single** card waits for its twin, and another seat's card never makes a
  pair unless it wins (§5): only our own draw completes it;
- a **pair** or **triple** in the hand is already a meld, but a pong or a gan on
  it may come from *any* seat's card (§5, rank 3), and that meld lets a loose card
  go at once: a pair is a claim waiting to happen, worth keeping.

So the chance that a part improves per card shown differs by kind, which
Normal's single outs count does not see. Hard's judge (``hard.py``) weighs each
kind's unseen cards by its own weight, tuned in duels against Normal.
"""
from __future__ import annotations

from functools import lru_cache

from game.ai.rummy.shape import ALONE, NEAR, PAIR, TRIPLE, Part, _field, _group_part, _soldiers
from game.model.four_colour import SD

# The split itself is shape's (one search, one memo): shape keeps each part's kind, and only this
# module looks at the pairs and triples.
#
# There is no memo per hand. One held up to 200,000 hands, each with a list of fresh tuples: the
# collector's full passes over it took 20-315 ms and emptying it 130-190 ms, inside Hard's decisions
# (budget 0.05 s). The memos below are per independent part of the hand, keyed by its card counts:
# a few thousand entries at most, never emptied, and every hand shares their tuples.

GROUPS = tuple((col * 7 + offset, offset == 0) for col in range(4) for offset in (0, 3))
"""Each colour's General-Advisor-Elephant and Chariot-Horse-Cannon: the first card index, and whether
it starts with a General (a meld alone)."""


@lru_cache(maxsize=None)
def _group_parts(base: int, counts: tuple[int, int, int], general: bool) -> tuple[float, tuple[Part, ...]]:
    """One group's loose units and parts, with the ranks turned into card indices from ``base``."""
    cost, ps = _group_part(counts, general)
    return cost, tuple((kind, tuple(base + r for r in idx)) for kind, idx in ps)


@lru_cache(maxsize=None)
def _soldier_parts(counts: tuple[int, int, int, int]) -> tuple[float, tuple[Part, ...]]:
    """The Soldiers' loose units and parts, with the colours turned into card indices."""
    cost, ps = _soldiers(counts)
    return cost, tuple((kind, tuple(c * 7 + SD for c in idx)) for kind, idx in ps)


def parts(hand: int) -> tuple[float, tuple[Part, ...]]:
    """The loose units of the packed ``hand`` (as ``shape.cost``) and its parts: every near-meld, single,
    pair and triple of the split, each as (kind, the card indices that would meld with it)."""
    total = 0.0
    out: tuple[Part, ...] = ()
    for base, general in GROUPS:
        cost, ps = _group_parts(base, (_field(hand, base), _field(hand, base + 1), _field(hand, base + 2)), general)
        total += cost
        out += ps
    cost, ps = _soldier_parts(tuple(_field(hand, col * 7 + SD) for col in range(4)))   # type: ignore[arg-type]
    return total + cost, out + ps


__all__ = ["ALONE", "NEAR", "PAIR", "TRIPLE", "parts"]
