"""What happened in a round of the banker game, as ``BankerGame.apply`` returns it; the table animates these.

Events tell the whole truth, concealed tiles included (a ``Drew`` names its
tile): the table shows a concealed tile to its owner only, and a computer
player never sees events, only its observation (docs/rules/sap-tim-pun.md §11).
Chip figures are whole chips; hand values are half-points (21 is 10½).
"""
from __future__ import annotations

from dataclasses import dataclass

from game.model.mahjong import Tile
from game.rules.events import Event

Tiles = tuple[Tile, ...]


@dataclass(frozen=True)
class LimitSet(Event):
    """The banker declared the round's maximum bet (§3)."""

    banker: int
    limit: int


@dataclass(frozen=True)
class BetPlaced(Event):
    seat: int
    amount: int


@dataclass(frozen=True)
class FirstTile(Event):
    """A seat's face-up first tile (§4 step 2), or its replacement after an east wind (§5)."""

    seat: int
    tile: Tile
    replaces: bool
    """True when it replaces a discarded east wind."""
    wall: int
    """Tiles left in the wall after it."""


@dataclass(frozen=True)
class EastWind(Event):
    """An east wind as a first tile (§5): the banker's sweeps every stake, a player's is paid by the banker.

    ``moves[s]`` is what seat ``s`` gained by it (negative: paid); ``chips`` the round's totals after it.
    The east wind goes to the discard heap and a ``FirstTile`` with ``replaces`` follows."""

    seat: int
    banker: bool
    moves: tuple[int, ...]
    chips: tuple[int, ...]


@dataclass(frozen=True)
class Turn(Event):
    """``seat`` is to draw or stand now (§6); ``banker`` true when it is the banker's turn (§8)."""

    seat: int
    banker: bool


@dataclass(frozen=True)
class Drew(Event):
    """``seat`` drew ``tile``, concealed (§6): the table shows it to its owner only."""

    seat: int
    tile: Tile
    value: int
    """The hand's value after it, in half-points."""
    wall: int


@dataclass(frozen=True)
class Stood(Event):
    """``seat`` stands (§6): by choice, at three tiles, or at 10½."""

    seat: int
    value: int
    tiles: int
    """How many tiles the hand holds."""
    chose: bool
    """False when the hand stood by rule (three tiles, or 10½)."""


@dataclass(frozen=True)
class Bust(Event):
    """``seat`` went over 10½ (§7): its tiles are shown; a player's bet goes to the banker at once."""

    seat: int
    tiles: Tiles
    value: int
    paid: int
    """Chips the seat paid the banker (0 for the banker's own bust)."""
    chips: tuple[int, ...]


@dataclass(frozen=True)
class SettlementLine:
    """One player against the banker (§9): what the player got (negative: paid)."""

    seat: int
    value: int
    bet: int
    outcome: str
    """``ten_and_a_half`` (+2b), ``beats`` (+b), ``banker_bust`` (+b), ``banker_ten_and_a_half`` (−b),
    ``tie`` (−b), ``lower`` (−b), ``bust`` (paid at the bust)."""
    amount: int


@dataclass(frozen=True)
class HandSettled(Event):
    """The hand is over (§9): every hand shown, each player's line, and what each seat made this hand.

    ``hand_chips`` counts the east-wind transfers and the busts as well as the
    settlement; ``chips`` are the round's totals after it."""

    number: int
    banker: int
    tiles: tuple[Tiles, ...]
    values: tuple[int, ...]
    lines: tuple[SettlementLine, ...]
    hand_chips: tuple[int, ...]
    chips: tuple[int, ...]


@dataclass(frozen=True)
class NextHand(Event):
    """Another hand from the same wall (§10): same banker, same limit, new bets."""

    number: int
    wall: int


@dataclass(frozen=True)
class RoundOver(Event):
    """The wall is too short for another hand, or the bank's hands are played (§10): the bank passes right."""

    banker: int
    next_banker: int
    hands: int
    wall: int
    chips: tuple[int, ...]
