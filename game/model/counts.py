"""Hands and piles as packed count vectors: one int, four bits per kind of card.

Why: the search players play thousands of hands a decision, and the engine's
speed is their strength (DESIGN.md "Speed is strength"). A hand of 28 cards is
one Python int; whether a hand holds a play is one subtraction and one mask
(every field has a guard bit that a borrow would clear), and taking a play out
of a hand is one subtraction. Counts per kind stay below 8.
"""
from __future__ import annotations

from typing import Iterable

from game.model.cards import KIND_COUNT, Card

FIELD_BITS = 4
FIELD_MASK = (1 << FIELD_BITS) - 1
GUARD = sum(8 << (FIELD_BITS * i) for i in range(KIND_COUNT))
ONE = [1 << (FIELD_BITS * i) for i in range(KIND_COUNT)]


MAX_COPIES = 7


def pack(cards: Iterable[Card]) -> int:
    """The count vector of ``cards``; more than seven of one kind cannot be held and raises ValueError."""
    total = 0
    for card in cards:
        total += ONE[card.index]
        if (total >> (FIELD_BITS * card.index)) & FIELD_MASK > MAX_COPIES:
            raise ValueError(f"more than {MAX_COPIES} copies of {card}: no deck holds that many")
    return total


def fewer(a: int, b: int) -> int:
    """Each kind's count in ``a`` or in ``b``, whichever is smaller: one subtraction against the guard bits."""
    m = (((a + GUARD - b) & GUARD) >> 3) * FIELD_MASK   # 15 in each field where a >= b
    return (b & m) | (a & ~m)


def count_of(packed: int, card: Card) -> int:
    return (packed >> (FIELD_BITS * card.index)) & FIELD_MASK


def counts(packed: int) -> list[int]:
    """Copies of each kind, by card index."""
    return [(packed >> (FIELD_BITS * i)) & FIELD_MASK for i in range(KIND_COUNT)]


def _byte_cards(position: int, byte: int) -> tuple[Card, ...] | None:
    """The cards of two neighbouring kinds' fields, as one byte of a packed vector holds them (None: no such kind)."""
    cards: list[Card] = []
    for half in (0, 1):
        n = (byte >> (FIELD_BITS * half)) & FIELD_MASK
        index = 2 * position + half
        if n and index >= KIND_COUNT:
            return None
        cards += [Card.from_index(index)] * n
    return tuple(cards)


# The cards of every byte value at every byte position: unpacking reads a byte (two kinds) a step.
_BYTES = [[_byte_cards(j, b) for b in range(256)] for j in range((KIND_COUNT + 1) // 2)]


def unpack(packed: int) -> list[Card]:
    """The cards, each kind repeated by its count, in index order."""
    cards: list[Card] = []
    rest = packed
    if rest >= 0:
        for table in _BYTES:
            if not rest:
                return cards
            got = table[rest & 255]
            if got is None:
                break
            cards += got
            rest >>= 8
        else:
            if not rest:
                return cards
    # Beyond the kinds (or negative): read field by field, as unpacking always did, failing the same way.
    cards = []
    i = 0
    while packed:
        n = packed & FIELD_MASK
        if n:
            cards.extend([Card.from_index(i)] * n)
        packed >>= FIELD_BITS
        i += 1
    return cards


_BYTE_SIZES = [(b & FIELD_MASK) + (b >> FIELD_BITS) for b in range(256)]


def size(packed: int) -> int:
    """How many cards: the counts summed, a byte (two kinds) a step."""
    n = 0
    if packed >= 0:
        while packed:
            n += _BYTE_SIZES[packed & 255]
            packed >>= 8
        return n
    while packed:
        n += packed & FIELD_MASK
        packed >>= FIELD_BITS
    return n


def contains(hand: int, part: int) -> bool:
    """True when ``hand`` holds at least the cards of ``part``."""
    return (hand + GUARD - part) & GUARD == GUARD
