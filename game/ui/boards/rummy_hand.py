"""How the person's Si Se Pai hand is sorted for the eye: by colour, or into the melds it already holds.

Twenty long narrow cards read best in groups. *By colour* puts yellow, red,
green and white apart (each in rank order, jokers last): what a player looks
at to see groups coming. *By meld* lays out the melds the hand already holds
(docs/rules/si-se-pai.md §3) — the split that puts the most cards into melds,
then the most points — with the loose cards last: what a player looks at to
see how near the hand is to a win. Pure functions, no pygame.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from game.model.four_colour import JOKER, FourColourCard
from game.rules.rummy import melds as M

SOLDIER = 6
_POINTS = {"one_card": 1, "pair": 0, "command": 2, "field": 1, "triple": 3, "three_footman": 3, "quad": 8,
           "four_footman": 5}


def by_colour(cards: Sequence[FourColourCard]) -> list[list[FourColourCard]]:
    """The hand in colour groups (yellow, red, green, white, then the jokers), each in rank order."""
    groups: dict[int, list[FourColourCard]] = {}
    for c in sorted(cards, key=lambda c: c.index):
        groups.setdefault(4 if c.is_joker else c.colour, []).append(c)
    return [groups[k] for k in sorted(groups)]


def by_meld(cards: Sequence[FourColourCard]) -> list[list[FourColourCard]]:
    """The melds the hand holds, best first found, then one group of the loose cards (by colour).

    "Best": the most cards in melds, then the most points (the concealed Taiwanese values;
    only the order of the display depends on them)."""
    counts = [0] * (JOKER + 1)
    for c in cards:
        counts[c.index] += 1
    _, _, melds = _best(tuple(counts))
    out = [[FourColourCard.from_index(i) for i in m] for m in melds]
    used = [0] * (JOKER + 1)
    for m in melds:
        for i in m:
            used[i] += 1
    loose = [FourColourCard.from_index(i) for i in range(JOKER + 1) for _ in range(counts[i] - used[i])]
    out.sort(key=lambda m: (-len(m), m[0].index))
    return out + ([loose] if loose else [])


def _candidates(first: int, counts: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The melds whose lowest card is ``first`` that these counts can make."""
    out: list[tuple[int, ...]] = []
    card = FourColourCard.from_index(first)
    n = counts[first]
    if card.alone_only:
        out.append((first,))
        if card.is_general:
            adv, ele = first + 1, first + 2
            if counts[adv] and counts[ele]:
                out.append((first, adv, ele))
        return out
    for size in (4, 3, 2):
        if n >= size:
            out.append((first,) * size)
    if card.rank == 3 and counts[first + 1] and counts[first + 2]:          # Chariot Horse Cannon
        out.append((first, first + 1, first + 2))
    if card.rank == SOLDIER:
        others = [M.idx(c, SOLDIER) for c in range(card.colour + 1, 4) if counts[M.idx(c, SOLDIER)]]
        for k in range(len(others)):
            for j in range(k + 1, len(others)):
                out.append((first, others[k], others[j]))
        if len(others) == 3:
            out.append((first, *others))
    return out


@lru_cache(maxsize=4096)
def _best(counts: tuple[int, ...]) -> tuple[int, int, tuple[tuple[int, ...], ...]]:
    first = next((i for i, n in enumerate(counts) if n), None)
    if first is None:
        return 0, 0, ()
    rest = list(counts)
    rest[first] -= 1
    best = _best(tuple(rest))           # the first card stays loose
    for meld in _candidates(first, counts):
        left = list(counts)
        for i in meld:
            left[i] -= 1
        if min(left) < 0:
            continue
        n, p, ms = _best(tuple(left))
        kind = M.classify(sorted(meld))
        cand = (n + len(meld), p + _POINTS.get(kind or "", 0), (meld,) + ms)
        if cand[:2] > best[:2]:
            best = cand
    return best


def groups_for(cards: Sequence[FourColourCard], order: str) -> list[list[FourColourCard]]:
    """The hand in groups for ``order`` ("colour" or "meld")."""
    return by_meld(cards) if order == "meld" else by_colour(cards)
