"""What one seat of a fishing hand may see (docs/rules/fishing.md §10), as a plain value.

Its own hand, the lake, every catch face up with its score, the pile's count,
the card turned up, who dealt; other hands only by their counts. Computer
players get only this (DESIGN.md "Information sets are honest"): it holds
copies in a canonical order, so positions that look the same from a seat give
equal observations whatever the hidden cards are.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.model.cards import Card

Cards = tuple[Card, ...]


@dataclass(frozen=True)
class FishingObservation:
    variant: str
    """What ``load_variant`` takes to load these rules (a ref, with options)."""
    seat: int
    players: int
    dealer: int
    sitter: int | None
    phase: str
    current_player: int
    hand: Cards
    hand_sizes: tuple[int, ...]
    lake: Cards
    catches: tuple[Cards, ...]
    points: tuple[int, ...]
    pile: int
    """Face-down cards left in the pile."""
    drawn: Card | None
    chips: tuple[int, ...]

    @property
    def unseen(self) -> int:
        """Cards this seat cannot see: the other hands and the pile."""
        return sum(self.hand_sizes) - len(self.hand) + self.pile
