"""Chinese domino cards as small interned values.

A card is one of the 21 pairs ``a:b`` (1 ≤ a ≤ b ≤ 6), written smaller number
first (sap-ng-wu.md §1). Parsing accepts either order. Every card of a kind is
the same object, so cards compare and hash fast, and each carries ``index``,
its place in the packed count vectors of ``game.model.counts``.

Some decks add cards that are no domino: Luan Chuo's gods of wealth 财神
(climbing-variants.md), written ``wealth``. They are kinds like the others,
after the 21, with no spots (``lo == hi == 0``), so hands that hold them are
still one packed int; ``Card.all()`` stays the 21 dominoes.
"""
from __future__ import annotations

from typing import Iterable

from game.i18n import N_
from game.reason import Reason


class Card:
    """One kind of domino card; the deck holds several copies of each kind."""

    __slots__ = ("lo", "hi", "index", "_text")

    _by_text: dict[str, "Card"] = {}
    _by_index: list["Card"] = []

    def __init__(self, lo: int, hi: int, index: int, text: str | None = None) -> None:
        self.lo = lo
        self.hi = hi
        self.index = index
        self._text = text or f"{lo}:{hi}"

    @property
    def is_domino(self) -> bool:
        """False for an extra card such as ``wealth``, which has no spots and no suit of its own."""
        return self.lo > 0

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
            raise ValueError(Reason(N_("not a card: {text} (cards are written {form} with {range}, e.g. '{example}', "
                                       "or {extra})"), text=repr(text), form="a:b", range="1 ≤ a, b ≤ 6",
                                    example="1:3", extra=", ".join(EXTRA_KINDS)))
        return card

    @classmethod
    def from_index(cls, index: int) -> "Card":
        return cls._by_index[index]

    @classmethod
    def all(cls) -> list["Card"]:
        """The 21 domino kinds, in index order (1:1, 1:2, ..., 6:6)."""
        return cls._by_index[:DOMINO_COUNT]

    @classmethod
    def extras(cls) -> list["Card"]:
        """The kinds that are no domino (``wealth``), in index order."""
        return cls._by_index[DOMINO_COUNT:]

    @classmethod
    def every_kind(cls) -> list["Card"]:
        """Every kind a deck may hold: the 21 dominoes, then the extras."""
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
    for name in EXTRA_KINDS:
        card = Card(0, 0, index, name)
        Card._by_index.append(card)
        Card._by_text[name] = card
        index += 1


# Cards some decks add beside the dominoes, by the name a variant file writes.
EXTRA_KINDS = ("wealth",)
DOMINO_COUNT = 21
_build_kinds()
KIND_COUNT = len(Card._by_index)


def parse_card(text: "str | Card") -> Card:
    return Card.parse(text)


def parse_cards(cards: Iterable["str | Card"]) -> list[Card]:
    """Cards from strings or cards; a bare string is refused, since iterating it would read characters."""
    if isinstance(cards, str):
        raise ValueError(f"expected a list of cards, got the string {cards!r}")
    return [Card.parse(c) for c in cards]
