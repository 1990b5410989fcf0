"""The shape of a Si Se Pai hand, as a player judges it (docs/rules/si-se-pai.md §3–§6).

Cards never enter the hand after the deal (§3): a hand improves only by melding
the cards offered to it and throwing away the rest. So what matters about a hand
is how many **loose units** it holds — cards or near-melds that are not yet in a
meld and must be completed by an offered card or thrown away — and how many
unseen cards would complete each of them (its outs). A near-meld is two cards of
a group (``W-Ch W-Hs`` waits for ``W-Cn``; ``Y-Sd R-Sd`` waits for a Soldier of
another colour); a single card waits for its twin, which makes a pair.

The split that leaves fewest units is found per independent part of the hand
(each colour's General-Advisor-Elephant, each colour's Chariot-Horse-Cannon,
the Soldiers of all colours; jokers are always melds), and memoised, so a
decision reads a handful of table entries. Both the Normal player and the Hard
player's playouts use it.
"""
from __future__ import annotations

from functools import lru_cache

from game.model.four_colour import FIELD_BITS, FIELD_MASK, GN, SD

SINGLE = 1.02      # a single card costs a little more than a near-meld: only its twin completes it
Unit = tuple[int, ...]   # the card indices that would complete it


# What each part of the split is (``tempo`` weighs them by who can complete them; ``cost`` and ``units``
# need only the near-melds and singles, the loose units).
NEAR, ALONE, PAIR, TRIPLE = "near", "single", "pair", "triple"
Part = tuple[str, tuple[int, ...]]   # a kind and the card indices (ranks or colours) that would meld with it
LOOSE = (NEAR, ALONE)               # the kinds that are loose units; pairs and triples are melds


def _best(options, recurse) -> tuple[float, tuple]:
    """The option leaving fewest units (the first of equals), with its parts and the rest's."""
    best: tuple[float, tuple] = (99.0, ())
    for rest, cost, part in options:
        sub_cost, sub_parts = recurse(rest)
        total = cost + sub_cost
        if total < best[0]:
            best = (total, sub_parts + ((part,) if part else ()))
    return best


@lru_cache(maxsize=None)
def _group_part(counts: tuple[int, int, int], general: bool) -> tuple[float, tuple[Part, ...]]:
    """Fewest units for one colour's three group ranks (``general``: the first is a General, a meld alone).
    Returns the cost and every part of the split, each as (kind, the ranks 0..2 within the part that
    would meld with it)."""
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
def _soldiers(counts: tuple[int, int, int, int]) -> tuple[float, tuple[Part, ...]]:
    """Fewest units for the Soldiers; every part as (kind, the colours that would meld with it)."""
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


_cost_cache: dict[int, float] = {}


def cost(hand: int) -> float:
    """Loose units of the packed ``hand`` (0: every card is in a meld), memoised for hands met again."""
    c = _cost_cache.get(hand)
    if c is None:
        if len(_cost_cache) > 200_000:
            _cost_cache.clear()
        _cost_cache[hand] = c = split_cost(hand)
    return c


def split_cost(hand: int) -> float:
    """``cost`` without the memo: for hands seldom met again, such as another seat's hand in a random deal,
    which would only fill the memo and have it emptied (10-16 ms) inside a decision."""
    total = 0.0
    for col in range(4):
        base = col * 7
        total += _group_part((_field(hand, base), _field(hand, base + 1), _field(hand, base + 2)), True)[0]
        total += _group_part((_field(hand, base + 3), _field(hand, base + 4), _field(hand, base + 5)), False)[0]
    return total + _soldiers(tuple(_field(hand, col * 7 + SD) for col in range(4)))[0]   # type: ignore[arg-type]


def units(hand: int) -> list[Unit]:
    """The loose units of the best split, each as the card indices that would complete it."""
    out: list[Unit] = []
    for col in range(4):
        base = col * 7
        for offset, general in ((0, True), (3, False)):
            counts = tuple(_field(hand, base + offset + k) for k in range(3))
            for kind, unit in _group_part(counts, general)[1]:   # type: ignore[arg-type]
                if kind in LOOSE:
                    out.append(tuple(base + offset + r for r in unit))
    for kind, unit in _soldiers(tuple(_field(hand, col * 7 + SD) for col in range(4)))[1]:   # type: ignore[arg-type]
        if kind in LOOSE:
            out.append(tuple(c * 7 + SD for c in unit))
    return out


__all__ = ["GN", "cost", "split_cost", "units"]
