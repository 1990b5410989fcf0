"""What happened in a Si Se Pai hand, as ``RummyGame.apply`` returns it; the table shows these one at a time.

Each event carries what every player may see (docs/rules/si-se-pai.md §10): a
claim window's answers are never events until the window closes (§5), and then
only the claim that was carried out is announced.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.model.four_colour import FourColourCard
from game.rules.events import Event

Cards = tuple[FourColourCard, ...]


@dataclass(frozen=True)
class TurnedUp(Event):
    """``seat`` turned up the top card of the pile for all to see (§4.1); a claim window opens on it."""

    seat: int
    card: FourColourCard
    pile: int
    """Face-down cards left in the pile."""


@dataclass(frozen=True)
class Discarded(Event):
    """``seat`` threw ``card`` from the hand face up (§4.3); a claim window opens on it."""

    seat: int
    card: FourColourCard


@dataclass(frozen=True)
class Claimed(Event):
    """The claim window closed and ``seat``'s claim was carried out (§5): ``call`` is zhimo, hu, gan,
    pong, chi, or meld (the drawer melding its own draw). ``owner`` turned up or discarded the card."""

    seat: int
    call: str
    card: FourColourCard
    owner: int
    source: str
    """"draw" or "discard"."""


@dataclass(frozen=True)
class Melded(Event):
    """``seat`` laid ``meld`` (the claimed card and its hand cards) face up: an exposed meld (§3)."""

    seat: int
    meld: Cards
    meld_type: str
    """The meld type: one_card, pair, command, field, triple, three_footman, quad, four_footman."""
    card: FourColourCard
    """The offered card in it."""


@dataclass(frozen=True)
class NotClaimed(Event):
    """Nobody melded the card: it lies in ``seat``'s discards (§5)."""

    seat: int
    card: FourColourCard
    source: str


@dataclass(frozen=True)
class ScoreLine:
    """One meld of the winning hand and its points (§7)."""

    meld: Cards
    kind: str
    exposed: bool
    points: int


@dataclass(frozen=True)
class Won(Event):
    """``seat`` won (§6): its hand meld by meld with points (§7), and how: ``call`` zhimo, hu or dealt
    (the dealer's 21 dealt cards), on a card of ``owner``'s ``source`` ("draw" or "discard")."""

    seat: int
    call: str
    owner: int
    source: str
    lines: tuple[ScoreLine, ...]
    points: int


@dataclass(frozen=True)
class Paid(Event):
    """``payer`` paid ``payee`` ``amount`` chips (§8)."""

    payer: int
    payee: int
    amount: int


@dataclass(frozen=True)
class VoidHand(Event):
    """``seat`` had to draw from an empty pile: the hand ends with no winner and no payment (§9)."""

    seat: int


@dataclass(frozen=True)
class HandOver(Event):
    """The hand is over: the winner (None for a void hand) and each seat's chips this hand (§8)."""

    winner: int | None
    chips: tuple[int, ...]

    @property
    def void(self) -> bool:
        """True for a void hand: the pile ran out and nobody won (§9)."""
        return self.winner is None
