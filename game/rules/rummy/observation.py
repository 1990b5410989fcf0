"""What one seat of a Si Se Pai hand may see (docs/rules/si-se-pai.md §10), as a plain value.

Its own hand; every seat's exposed melds and discards in order; the card on
offer and whose it is; hand counts, the pile count, the dealer. During a claim
window (§5) it holds only whether *this* seat is to answer now (``to_act``):
never who else was asked or what anyone answered, so that every position which
looks the same from this seat gives an equal observation. Computer players get
only this (DESIGN.md "Information sets are honest").
"""
from __future__ import annotations

from dataclasses import dataclass

from game.model.four_colour import FourColourCard

Cards = tuple[FourColourCard, ...]


@dataclass(frozen=True)
class RummyObservation:
    variant: str
    """What ``load_variant`` takes to load these rules (a ref, with options)."""
    seat: int
    players: int
    dealer: int
    phase: str
    to_act: bool
    """Whether this seat must act now: answer the claim window, or discard."""
    discarding: int | None
    """The seat that must discard in phase ``discard`` (public: it has just melded), else None."""
    hand: Cards
    hand_sizes: tuple[int, ...]
    exposed: tuple[tuple[Cards, ...], ...]
    discards: tuple[Cards, ...]
    pile: int
    """Face-down cards left in the pile."""
    offered: "tuple[int, FourColourCard, str] | None"
    """(owner seat, card, "draw" | "discard") while a claim window is open, else None."""
    chips: tuple[int, ...]
    winner: int | None
    won_hand: Cards
    """The winner's concealed cards, shown to all after a win (§14); empty otherwise."""

    @property
    def unseen(self) -> int:
        """Cards this seat cannot see: the other hands and the pile."""
        return sum(self.hand_sizes) - len(self.hand) + self.pile
