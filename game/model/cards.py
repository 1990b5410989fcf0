"""Chinese domino cards as small interned values.

A card is one of the 21 pairs ``a:b`` (1 ≤ a ≤ b ≤ 6), written smaller number
first (sap-ng-wu.md §1). Parsing accepts either order. Every card of a kind is
the same object, so cards compare and hash fast, and each carries ``index``,
its place in the packed count vectors of ``game.model.counts``.
"""
from __future__ import annotations

from typing import Iterable


class Card:
    """One kind of domino card; the deck holds several copies of each kind."""

    __slots__ = ("lo", "hi", "index", "_text")

    _by_text: dict[str, "Card"] = {}
    _by_index: list["Card"] = []

    def __init__(self, lo: int, hi: int, index: int) -> None:
        self.lo = lo
        self.hi = hi
        self.index = index
        self._text = f"{lo}:{hi}"

    @property
    def spots(self) -> int:
        return self.lo + self.hi

    @property
    def is_double(self) -> bool:
        return self.lo == self.hi

    @classmethod
    def parse(cls, text: "str | Card") -> "Card":
        """``Card.parse("3:1") is Card.parse("1:3")``; anything else raises ValueError."""
        if isinstance(text, Card):
            return text
        card = cls._by_text.get(text) if isinstance(text, str) else None
        if card is None:
            raise ValueError(f"not a card: {text!r} (cards are written a:b with 1 ≤ a, b ≤ 6, e.g. '1:3')")
        return card

    @classmethod
    def from_index(cls, index: int) -> "Card":
        return cls._by_index[index]

    @classmethod
    def all(cls) -> list["Card"]:
        """The 21 kinds, in index order (1:1, 1:2, ..., 6:6)."""
        return list(cls._by_index)

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card('{self._text}')"

    def __hash__(self) -> int:
        return self.index

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and other.index == self.index

    def __lt__(self, other: "Card") -> bool:
        return self.index < other.index

    def __reduce__(self):
        # Copies and pickles come back as the interned card.
        return (Card.parse, (self._text,))


def _build_kinds() -> None:
    index = 0
    for lo in range(1, 7):
        for hi in range(lo, 7):
            card = Card(lo, hi, index)
            Card._by_index.append(card)
            Card._by_text[f"{lo}:{hi}"] = card
            Card._by_text[f"{hi}:{lo}"] = card
            index += 1


_build_kinds()
KIND_COUNT = len(Card._by_index)


def parse_card(text: "str | Card") -> Card:
    return Card.parse(text)


def parse_cards(cards: Iterable["str | Card"]) -> list[Card]:
    """Cards from strings or cards; a bare string is refused, since iterating it would read characters."""
    if isinstance(cards, str):
        raise ValueError(f"expected a list of cards, got the string {cards!r}")
    return [Card.parse(c) for c in cards]
