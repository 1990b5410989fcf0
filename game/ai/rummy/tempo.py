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

from game.ai.rummy.shape import ALONE, NEAR, PAIR, TRIPLE, Part, _field, _group_part, _soldiers
from game.model.four_colour import SD

# The split itself is shape's (one search, one memo): shape keeps each part's kind, and only this
# module looks at the pairs and triples.


_cache: dict[int, tuple[float, list[Part]]] = {}


def parts(hand: int) -> tuple[float, list[Part]]:
    """The loose units of the packed ``hand`` (as ``shape.cost``) and its parts: every near-meld, single,
    pair and triple of the split, each as (kind, the card indices that would meld with it)."""
    got = _cache.get(hand)
    if got is not None:
        return got
    total = 0.0
    out: list[Part] = []
    for col in range(4):
        base = col * 7
        for offset, general in ((0, True), (3, False)):
            counts = tuple(_field(hand, base + offset + k) for k in range(3))
            cost, ps = _group_part(counts, general)   # type: ignore[arg-type]
            total += cost
            out.extend((kind, tuple(base + offset + r for r in idx)) for kind, idx in ps)
    cost, ps = _soldiers(tuple(_field(hand, col * 7 + SD) for col in range(4)))   # type: ignore[arg-type]
    total += cost
    out.extend((kind, tuple(c * 7 + SD for c in idx)) for kind, idx in ps)
    if len(_cache) > 200_000:
        _cache.clear()
    _cache[hand] = got = (total, out)
    return got


__all__ = ["ALONE", "NEAR", "PAIR", "TRIPLE", "parts"]
