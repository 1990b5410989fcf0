"""Four-colour cards 四色牌 as small interned values (docs/rules/si-se-pai.md §1).

A card is one of the 28 colour × rank kinds, written colour ``Y R G W`` + ``-`` +
rank ``Gn Ad El Ch Hs Cn Sd`` (``R-Gn``, ``W-Sd``), or the joker ``Jk``. Every card
of a kind is the same object, so cards compare and hash fast, and each carries
``index`` (colour × 7 + rank, the joker 28), its place in the packed count
vectors the rummy engine keeps hands in: five bits a kind, one Python int a hand.
"""
from __future__ import annotations

from typing import Iterable

from game.i18n import N_
from game.reason import Reason

COLOURS = ("Y", "R", "G", "W")
COLOUR_NAMES = ("yellow", "red", "green", "white")
RANKS = ("Gn", "Ad", "El", "Ch", "Hs", "Cn", "Sd")
RANK_NAMES = ("General", "Advisor", "Elephant", "Chariot", "Horse", "Cannon", "Soldier")
RED_PRINT = ("帥", "仕", "相", "俥", "傌", "炮", "兵")     # red and yellow cards (§1)
BLACK_PRINT = ("將", "士", "象", "車", "馬", "包", "卒")   # green and white cards
COLOUR_CHINESE = ("黃", "紅", "綠", "白")
JOKER = 28
KIND_COUNT = 29
FIELD_BITS = 5
FIELD_MASK = 31
ONE = tuple(1 << (FIELD_BITS * i) for i in range(KIND_COUNT))
GN, AD, EL, CH, HS, CN, SD = range(7)


class FourColourCard:
    """One kind of four-colour card; the deck holds several copies of each kind."""

    __slots__ = ("colour", "rank", "index", "_text")

    _by_text: dict[str, "FourColourCard"] = {}
    _by_index: list["FourColourCard"] = []

    def __init__(self, colour: int, rank: int, index: int, text: str) -> None:
        self.colour = colour   # 0..3 (Y R G W), -1 for the joker
        self.rank = rank       # 0..6 (Gn .. Sd), -1 for the joker
        self.index = index
        self._text = text

    @property
    def is_joker(self) -> bool:
        return self.index == JOKER

    @property
    def is_general(self) -> bool:
        return self.rank == GN

    @property
    def alone_only(self) -> bool:
        """Generals and jokers: never paired, never discarded (§3, §4)."""
        return self.index == JOKER or self.rank == GN

    @property
    def name(self) -> str:
        """English name: ``red General``, ``joker``."""
        if self.is_joker:
            return "joker"
        return f"{COLOUR_NAMES[self.colour]} {RANK_NAMES[self.rank]}"

    @property
    def chinese(self) -> str:
        """The character printed on the card: 帥仕相俥傌炮兵 on red and yellow, 將士象車馬包卒 on green and white."""
        if self.is_joker:
            return "王"
        return (RED_PRINT if self.colour in (0, 1) else BLACK_PRINT)[self.rank]

    @classmethod
    def parse(cls, text: "str | FourColourCard") -> "FourColourCard":
        """``FourColourCard.parse("R-Gn")``; anything else raises ValueError."""
        if isinstance(text, FourColourCard):
            return text
        card = cls._by_text.get(text) if isinstance(text, str) else None
        if card is None:
            raise ValueError(Reason(N_("not a four-colour card: {text} (cards are written colour-rank with colour "
                                       "{colours} and rank {ranks}, e.g. '{example}', or {joker} for the joker)"),
                                    text=repr(text), colours="Y R G W", ranks=" ".join(RANKS), example="R-Gn",
                                    joker="Jk"))
        return card

    @classmethod
    def from_index(cls, index: int) -> "FourColourCard":
        return cls._by_index[index]

    @classmethod
    def all(cls) -> list["FourColourCard"]:
        """Every kind, in index order: yellow General .. white Soldier, then the joker."""
        return list(cls._by_index)

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"FourColourCard('{self._text}')"

    def __lt__(self, other: "FourColourCard") -> bool:
        return self.index < other.index

    def __reduce__(self):
        return (FourColourCard.parse, (self._text,))


def _build() -> None:
    for c, colour in enumerate(COLOURS):
        for r, rank in enumerate(RANKS):
            text = f"{colour}-{rank}"
            card = FourColourCard(c, r, c * 7 + r, text)
            FourColourCard._by_index.append(card)
            FourColourCard._by_text[text] = card
    joker = FourColourCard(-1, -1, JOKER, "Jk")
    FourColourCard._by_index.append(joker)
    FourColourCard._by_text["Jk"] = joker


_build()


def card(text: "str | FourColourCard") -> FourColourCard:
    return FourColourCard.parse(text)


def parse_cards(cards: Iterable["str | FourColourCard"]) -> list[FourColourCard]:
    """Cards from text or cards; a bare string is refused (it would be read letter by letter)."""
    if isinstance(cards, (str, FourColourCard)):
        raise ValueError(f"expected a list of cards, got {cards!r}")
    return [FourColourCard.parse(c) for c in cards]


def pack(cards: Iterable[FourColourCard]) -> int:
    """The count vector of ``cards`` (five bits a kind); more than 15 of a kind raises ValueError."""
    total = 0
    for c in cards:
        if (total >> (FIELD_BITS * c.index)) & FIELD_MASK >= 15:
            raise ValueError(f"too many copies of {c}")
        total += ONE[c.index]
    return total


def pack_indices(indices: Iterable[int]) -> int:
    total = 0
    for i in indices:
        total += ONE[i]
    return total


def unpack(packed: int) -> list[FourColourCard]:
    """The cards, each kind repeated by its count, in index order."""
    out: list[FourColourCard] = []
    i = 0
    by = FourColourCard._by_index
    while packed:
        n = packed & FIELD_MASK
        if n:
            out.extend([by[i]] * n)
        packed >>= FIELD_BITS
        i += 1
    return out


def count_of(packed: int, index: int) -> int:
    return (packed >> (FIELD_BITS * index)) & FIELD_MASK


def size(packed: int) -> int:
    n = 0
    while packed:
        n += packed & FIELD_MASK
        packed >>= FIELD_BITS
    return n


GUARD = sum(16 << (FIELD_BITS * i) for i in range(KIND_COUNT))


def contains(hand: int, part: int) -> bool:
    """True when ``hand`` holds at least the cards of ``part`` (counts below 16)."""
    return (hand + GUARD - part) & GUARD == GUARD
