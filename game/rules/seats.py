"""Seats at the table, which every family's hand shares: who deals, who sits the hand out, the turn
order from the dealer, and the seats' hands as cards.

A family's game class takes ``SeatedHand`` as its base (it adds no slots, so the engine's state
stays in the family's own ``__slots__``); the functions check a set position's dealer and sitter.
"""
from __future__ import annotations

from game.model import counts
from game.model.cards import Card


class SeatedHand:
    """What a hand knows of its seats: ``players``, ``dealer``, ``sitter`` and ``_hands`` (packed counts)."""

    __slots__ = ()

    @property
    def hands(self) -> list[tuple[Card, ...]]:
        """Each seat's cards, sorted by kind; a copy."""
        return [tuple(counts.unpack(h)) for h in self._hands]

    def seats_from_dealer(self) -> list[int]:
        """The seats playing this hand, in turn order from the dealer (the sitter left out)."""
        n = self.players
        return [(self.dealer + i) % n for i in range(n) if (self.dealer + i) % n != self.sitter]


def dealer_seat(dealer: int | None, players: int) -> int:
    """The dealer of a set position: seat 0 unless named; ValueError for a seat not at the table."""
    dealer = 0 if dealer is None else dealer
    if not 0 <= dealer < players:
        raise ValueError(f"no seat {dealer} at a table of {players}")
    return dealer


def sitter_seat(variant, players: int, dealer: int, sitter: int | None) -> int | None:
    """The seat sitting the hand out (the variant's rule, or the one named); ValueError where nobody may."""
    default = variant.sitter_seat(players, dealer)
    if sitter is None:
        return default
    if default is None:
        raise ValueError(f"nobody sits out in {variant.name} with {players} at the table: no sitter to name")
    if not 0 <= sitter < players:
        raise ValueError(f"no seat {sitter} at a table of {players}")
    if sitter == dealer:
        raise ValueError(f"the dealer (seat {dealer}) cannot sit the hand out")
    return sitter
