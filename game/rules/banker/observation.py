"""What one seat of a banker round may see (docs/rules/sap-tim-pun.md §11), as a plain value.

Every first tile, its own concealed tiles, every busted hand, each seat's bet and
tile count, the limit, the banker, the wall's count, and the discard heap of
the round (every tile of a settled hand was shown, and every discarded east
wind). Other seats' concealed tiles appear only as counts. Computer players
get only this (DESIGN.md "Information sets are honest"); it holds copies in a
canonical order, so positions that look the same from a seat are equal.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.model.mahjong import Tile

Tiles = tuple[Tile, ...]


@dataclass(frozen=True)
class BankerObservation:
    variant: str
    """What ``load_variant`` takes to load these rules (a ref, with options)."""
    seat: int
    players: int
    banker: int
    phase: str
    current_player: int
    limit: int
    """0 until the banker has set it."""
    bets: tuple[int, ...]
    chips: tuple[int, ...]
    hand: Tiles
    """This seat's tiles this hand, first tile first."""
    shown: tuple[Tiles, ...]
    """What every seat shows: its first tile, or its whole hand once bust."""
    counts: tuple[int, ...]
    """How many tiles each seat holds."""
    busted: tuple[bool, ...]
    done: tuple[bool, ...]
    """Seats that have stood or bust this hand."""
    wall: int
    heap: Tiles
    """Tiles out of play this round that everybody saw: settled hands and discarded east winds, sorted."""
    hand_number: int
    """Hands started this round, this one included."""

    @property
    def seen(self) -> Tiles:
        """Every tile this seat has seen this round: its hand, what the others show, the heap."""
        out = list(self.hand) + list(self.heap)
        for s, tiles in enumerate(self.shown):
            if s != self.seat:
                out += tiles
        return tuple(out)
