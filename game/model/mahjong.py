"""Mahjong tiles as small interned values (docs/rules/sap-tim-pun.md §1).

The set has 144 tiles of 42 kinds: bamboo 條, dots 筒 and characters 萬 from
1 to 9, four of each; the winds 東 南 西 北 and the dragons 中 發 白, four of
each; and eight flowers and seasons, one of each. Each kind has one text form
(``1b``–``9b``, ``1d``–``9d``, ``1c``–``9c``, ``E S W N``, ``Dr Dg Dw``,
``F1``–``F4``, ``S1``–``S4``) and one object, so tiles compare and hash fast,
and each carries ``index`` (its place in ``Tile.all()``) and ``half``, its
value in half-points (a suit tile twice its number, every other tile 1), so
ten and a half is 21 and no floats are ever added.
"""
from __future__ import annotations

from typing import Iterable

from game.i18n import N_
from game.reason import Reason

SUITS = (("b", "bamboo", "條"), ("d", "dots", "筒"), ("c", "characters", "萬"))
WINDS = (("E", "east wind", "東"), ("S", "south wind", "南"), ("W", "west wind", "西"), ("N", "north wind", "北"))
DRAGONS = (("Dr", "red dragon", "中"), ("Dg", "green dragon", "發"), ("Dw", "white dragon", "白"))
FLOWERS = (("F1", "plum", "梅"), ("F2", "orchid", "蘭"), ("F3", "chrysanthemum", "菊"), ("F4", "bamboo flower", "竹"))
SEASONS = (("S1", "spring", "春"), ("S2", "summer", "夏"), ("S3", "autumn", "秋"), ("S4", "winter", "冬"))
NUMERALS = "一二三四五六七八九"
NUMBER_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


class Tile:
    """One kind of mahjong tile; the set holds four copies of each kind but the flowers and seasons."""

    __slots__ = ("index", "text", "suit", "number", "half", "copies", "name", "chinese")

    _by_text: dict[str, "Tile"] = {}
    _by_index: list["Tile"] = []

    def __init__(self, text: str, suit: str, number: int, copies: int, name: str, chinese: str) -> None:
        self.index = len(Tile._by_index)
        self.text = text
        self.suit = suit          # "b", "d", "c", "wind", "dragon", "flower", "season"
        self.number = number      # 1-9 in a suit, 1-4 for flowers and seasons, 0 otherwise
        self.half = 2 * number if suit in ("b", "d", "c") else 1
        self.copies = copies
        self.name = name
        self.chinese = chinese
        Tile._by_text[text] = self
        Tile._by_index.append(self)

    @property
    def is_suit(self) -> bool:
        return self.suit in ("b", "d", "c")

    @property
    def is_east(self) -> bool:
        return self.text == "E"

    @property
    def points(self) -> float:
        """The tile's value in points, for words and display (½ for an honour, flower or season)."""
        return self.half / 2

    @classmethod
    def parse(cls, text: "str | Tile") -> "Tile":
        """``Tile.parse("9d")``; anything that is not a tile's text raises ValueError."""
        if isinstance(text, Tile):
            return text
        tile = cls._by_text.get(text) if isinstance(text, str) else None
        if tile is None:
            raise ValueError(Reason(N_("not a mahjong tile: {text} (tiles are written {forms})"), text=repr(text),
                                    forms="1b-9b, 1d-9d, 1c-9c, E S W N, Dr Dg Dw, F1-F4, S1-S4"))
        return tile

    @classmethod
    def from_index(cls, index: int) -> "Tile":
        return cls._by_index[index]

    @classmethod
    def all(cls) -> list["Tile"]:
        """The 42 kinds in a fixed order: bamboo, dots, characters, winds, dragons, flowers, seasons."""
        return list(cls._by_index)

    def __lt__(self, other: "Tile") -> bool:
        return self.index < other.index

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Tile('{self.text}')"

    def __reduce__(self):   # interned: a copy or a pickle is the same object
        return (Tile.parse, (self.text,))


for _s, _word, _zh in SUITS:
    for _n in range(1, 10):
        Tile(f"{_n}{_s}", _s, _n, 4, f"{NUMBER_WORDS[_n - 1]} of {_word}", f"{NUMERALS[_n - 1]}{_zh}")
for _t, _word, _zh in WINDS:
    Tile(_t, "wind", 0, 4, _word, _zh)
for _t, _word, _zh in DRAGONS:
    Tile(_t, "dragon", 0, 4, _word, _zh)
for _i, (_t, _word, _zh) in enumerate(FLOWERS):
    Tile(_t, "flower", _i + 1, 1, _word, _zh)
for _i, (_t, _word, _zh) in enumerate(SEASONS):
    Tile(_t, "season", _i + 1, 1, _word, _zh)

KIND_COUNT = len(Tile._by_index)
EAST = Tile.parse("E").index
HALF = tuple(t.half for t in Tile._by_index)
"""Each kind's value in half-points, by index: the engine's one table."""
FULL_SET = {t: t.copies for t in Tile._by_index}
"""The 144-tile set: each kind with its copies."""
SET_SIZE = sum(FULL_SET.values())


def parse_tile(text: "str | Tile") -> Tile:
    return Tile.parse(text)


def parse_tiles(tiles: Iterable["str | Tile"]) -> list[Tile]:
    if isinstance(tiles, (str, Tile)):
        raise ValueError(f"expected a list of tiles, got {tiles!r}")
    return [Tile.parse(t) for t in tiles]


def full_set() -> list[Tile]:
    """The 144 tiles in a fixed order, each kind repeated by its copies."""
    return [t for t in Tile._by_index for _ in range(t.copies)]


def half_points(tiles: Iterable["str | Tile"]) -> int:
    """A hand's value in half-points (§1): 21 is ten and a half."""
    return sum(Tile.parse(t).half for t in tiles)


def words(half: int) -> str:
    """Half-points in a player's words: 19 -> "9½", 21 -> "10½", 4 -> "2"."""
    whole, rest = divmod(half, 2)
    return f"{whole}½" if rest and whole else "½" if rest else str(whole)
