"""The banker family's variant files: their schema, checks and the numbers the engine asks for.

A banker file (``family: banker``) names its tiles (``deck: {tiles: mahjong}``,
docs/rules/sap-tim-pun.md §1), the table sizes (§2), the drawing rules (§6:
the target 10½, must draw below 6, at most 3 tiles, the east-wind event of §5),
the limits a banker may declare (§3), the round (§10: hands per bank) and the
match (rounds). The options of sap-tim-pun.md (``default_limit``,
``hands_per_bank``, ``rounds``) are choices of the file's ``options:`` that set
these keys. Values are kept in half-points, so 10½ is 21. Problems are
reported as ``file:line: key: what``.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any, Iterable

from game.model.mahjong import FULL_SET, Tile, half_points
from game.rules.checker import Checker
from game.rules.loading import CardName, Family, Variant
from game.rules.yamlsource import VariantError, join

FAMILY_KEYS = ("seats", "play", "limits", "round", "match")
TILE_SETS = ("mahjong",)


class BankerVariant(Variant):
    """The immutable rules of one banker game (docs/rules/sap-tim-pun.md)."""

    def __init__(self, id: str, source: str) -> None:
        super().__init__(id, source)
        self.family = "banker"
        self.tiles: dict[Tile, int] = dict(FULL_SET)   # §1: the 144 tiles
        self.target = 21               # §6, §7: 10½ in half-points; above it is bust
        self.must_draw_below = 12      # §6: below 6 points a hand of 1 or 2 tiles must draw
        self.most_tiles = 3            # §6
        self.east_wind = True          # §5: the east wind as a first tile is an event
        self.limits: tuple[int, ...] = (1, 2, 5, 10)   # §3
        self.default_limit = 5
        self.hands_per_bank = 0        # §10: 0 is the whole wall
        self.banks_each = 1            # §10: rounds in a match = seats x banks_each
        self.match_hands = 4

    # -- questions the engine and the table ask -------------------------------------------
    def hand_value(self, tiles: Iterable["str | Tile"]) -> float:
        """A hand's value in points (§1): 9.5 for ``["9d", "Dw"]``; multiples of 0.5."""
        if isinstance(tiles, (str, Tile)):
            raise ValueError(f"expected a list of tiles, got {tiles!r}")
        return half_points(tiles) / 2

    def hand_half_points(self, tiles: Iterable["str | Tile"]) -> int:
        """A hand's value in half-points (21 is 10½)."""
        return half_points(tiles)

    def card_name(self, card: "str | Tile") -> CardName:  # type: ignore[override]
        """A tile's English and Chinese names ("nine of dots", 九筒); the other families' question, for tiles."""
        tile = Tile.parse(card)
        return CardName(tile.name, tile.chinese)

    @property
    def pieces(self) -> list[Tile]:
        """Every tile of the set, each kind repeated by its copies (``deck`` is for domino cards)."""
        return [t for t in Tile.all() for _ in range(self.tiles.get(t, 0))]

    @property
    def set_size(self) -> int:
        return sum(self.tiles.values())

    def reserve(self, players: int) -> int:
        """The fewest tiles the wall must hold for a new hand to start (§10): 3 x seats + the east winds."""
        easts = self.tiles.get(Tile.parse("E"), 0) if self.east_wind else 0
        return self.most_tiles * players + easts

    def rounds(self, players: int) -> int:
        """Rounds in a match (§10): each seat banks ``banks_each`` times."""
        return players * self.banks_each

    def __repr__(self) -> str:
        return f"<Variant {self.id}: {self.name}, {self.set_size} tiles, banker>"


# -- reading -----------------------------------------------------------------------------

def read(ck: Checker, root: dict, v: BankerVariant) -> None:
    """Read the banker sections, the deck included (a banker file's deck is tiles, not dominoes)."""
    _read_deck(ck, root.get("deck"), v)
    _read_seats(ck, root.get("seats"), v)
    _read_play(ck, root.get("play", {}), v)
    _read_limits(ck, root.get("limits", {}), v)
    _read_round(ck, root.get("round", {}), v)
    _read_match(ck, root.get("match", {}), v)
    if ck.problems:
        raise VariantError(ck.problems)


def _read_deck(ck: Checker, value: Any, v: BankerVariant) -> None:
    deck = ck.mapping(value, "deck", ("tiles",), required=("tiles",))
    if "tiles" in deck and ck.choice(deck["tiles"], "deck.tiles", TILE_SETS):
        v.tiles = dict(FULL_SET)


def _read_seats(ck: Checker, value: Any, v: BankerVariant) -> None:
    seats = ck.listing(value, "seats")
    for i, n in enumerate(seats):
        players = ck.integer(n, f"seats[{i}]", 2, 8)
        if players is not None:
            v.hand_sizes[players] = v.most_tiles
            v.sitting_out[players] = 0


def _points(ck: Checker, value: Any, path: str, low: int, high: int) -> int | None:
    """Points written 6 or 10.5, as half-points; None (with a problem noted) if not a multiple of ½."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        ck.fail(path, f"expected a number of points (a multiple of 0.5), got {value!r}")
        return None
    half = Fraction(value) * 2
    if half.denominator != 1 or not low <= half <= high:
        ck.fail(path, f"{value} is not a multiple of 0.5 from {low / 2:g} to {high / 2:g}")
        return None
    return int(half)


def _read_play(ck: Checker, value: Any, v: BankerVariant) -> None:
    play = ck.mapping(value, "play", ("target", "must_draw_below", "most_tiles", "east_wind"))
    if "target" in play:
        v.target = _points(ck, play["target"], "play.target", 1, 200) or v.target
    if "must_draw_below" in play:
        n = _points(ck, play["must_draw_below"], "play.must_draw_below", 0, 200)
        v.must_draw_below = v.must_draw_below if n is None else n
    if "most_tiles" in play:
        n = ck.integer(play["most_tiles"], "play.most_tiles", 1, 6)
        v.most_tiles = n or v.most_tiles
        for players in v.hand_sizes:
            v.hand_sizes[players] = v.most_tiles
    if "east_wind" in play:
        b = ck.boolean(play["east_wind"], "play.east_wind")
        v.east_wind = v.east_wind if b is None else b
    if v.must_draw_below > v.target:
        ck.fail("play.must_draw_below", "is above the target: every hand would have to draw past it")


def _read_limits(ck: Checker, value: Any, v: BankerVariant) -> None:
    limits = ck.mapping(value, "limits", ("choices", "default"))
    if "choices" in limits:
        found = [ck.integer(n, f"limits.choices[{i}]", 1, 10000) for i, n in enumerate(ck.listing(limits["choices"],
                                                                                                 "limits.choices"))]
        if None not in found and found:
            if len(set(found)) != len(found):
                ck.fail("limits.choices", "a limit is listed twice")
            v.limits = tuple(sorted(set(found)))   # type: ignore[arg-type]
    if "default" in limits:
        n = ck.integer(limits["default"], "limits.default", 1)
        if n is not None and n not in v.limits:
            ck.fail("limits.default", f"{n} is not one of the limits: {', '.join(map(str, v.limits))}")
        elif n is not None:
            v.default_limit = n
    elif v.default_limit not in v.limits:
        v.default_limit = v.limits[len(v.limits) // 2]


def _read_round(ck: Checker, value: Any, v: BankerVariant) -> None:
    rnd = ck.mapping(value, "round", ("hands_per_bank",))
    if "hands_per_bank" in rnd:
        n = ck.integer(rnd["hands_per_bank"], "round.hands_per_bank", 0, 1000)
        v.hands_per_bank = v.hands_per_bank if n is None else n


def _read_match(ck: Checker, value: Any, v: BankerVariant) -> None:
    match = ck.mapping(value, "match", ("banks_each",))
    if "banks_each" in match:
        n = ck.integer(match["banks_each"], join("match", "banks_each"), 1, 10)
        v.banks_each = n or v.banks_each


FAMILY = Family("banker", BankerVariant, FAMILY_KEYS, ("seats",), read, reads_deck=True)
