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

from game.model.four_colour import FIELD_BITS, FIELD_MASK, SD

SINGLE = 1.02   # as shape: a single costs a little more than a near-meld

NEAR, ALONE, PAIR, TRIPLE = "near", "single", "pair", "triple"
Part = tuple[str, tuple[int, ...]]   # a kind and the card indices that would meld with it


def _best(options, recurse) -> tuple[float, tuple]:
    best: tuple[float, tuple] = (99.0, ())
    for rest, cost, part in options:
        sub_cost, sub_parts = recurse(rest)
        total = cost + sub_cost
        if total < best[0] - 1e-9:
            best = (total, sub_parts + ((part,) if part else ()))
    return best


@lru_cache(maxsize=None)
def _group_part(counts: tuple[int, int, int], general: bool) -> tuple[float, tuple]:
    """Fewest units for one colour's three group ranks, with every part as (kind, ranks 0..2)."""
    a, b, c = counts
    if a == b == c == 0:
        return 0.0, ()
    options = []
    if a and b and c:
        options.append(((a - 1, b - 1, c - 1), 0.0, None))
    if general and a:
        options.append(((a - 1, b, c), 0.0, None))
    for i in range(3):
        n = counts[i]
        if general and i == 0:
            continue
        for k in (2, 3, 4):
            if n >= k:
                rest = list(counts)
                rest[i] -= k
                part = (PAIR, (i,)) if k == 2 else (TRIPLE, (i,)) if k == 3 else None
                options.append((tuple(rest), 0.0, part))
    for i in range(3):
        for j in range(i + 1, 3):
            if counts[i] and counts[j]:
                rest = list(counts)
                rest[i] -= 1
                rest[j] -= 1
                options.append((tuple(rest), 1.0, (NEAR, (3 - i - j,))))
    for i in range(3):
        if counts[i] and not (general and i == 0):
            rest = list(counts)
            rest[i] -= 1
            options.append((tuple(rest), SINGLE, (ALONE, (i,))))
    return _best(options, lambda rest: _group_part(rest, general))


@lru_cache(maxsize=None)
def _soldiers(counts: tuple[int, int, int, int]) -> tuple[float, tuple]:
    """Fewest units for the Soldiers, with every part as (kind, colours)."""
    if not any(counts):
        return 0.0, ()
    options = []
    if all(counts):
        options.append((tuple(n - 1 for n in counts), 0.0, None))
    for skip in range(4):
        if all(counts[c] for c in range(4) if c != skip):
            options.append((tuple(n - (c != skip) for c, n in enumerate(counts)), 0.0, None))
    for c in range(4):
        for k in (2, 3, 4):
            if counts[c] >= k:
                rest = list(counts)
                rest[c] -= k
                part = (PAIR, (c,)) if k == 2 else (TRIPLE, (c,)) if k == 3 else None
                options.append((tuple(rest), 0.0, part))
    for c in range(4):
        for d in range(c + 1, 4):
            if counts[c] and counts[d]:
                rest = list(counts)
                rest[c] -= 1
                rest[d] -= 1
                options.append((tuple(rest), 1.0, (NEAR, tuple(o for o in range(4) if o not in (c, d)))))
    for c in range(4):
        if counts[c]:
            rest = list(counts)
            rest[c] -= 1
            options.append((tuple(rest), SINGLE, (ALONE, (c,))))
    return _best(options, _soldiers)


def _field(hand: int, i: int) -> int:
    return (hand >> (FIELD_BITS * i)) & FIELD_MASK


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
