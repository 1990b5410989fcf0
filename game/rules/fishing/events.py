"""What happened in a fishing hand, as ``FishingGame.apply`` returns it; the table shows these one at a time.

Each event carries what a player must see to follow it without looking at the
game: who, which cards, where they went, and the running catch score
(docs/rules/fishing.md §10).
"""
from __future__ import annotations

from dataclasses import dataclass

from game.model.cards import Card
from game.rules.events import Event
from game.rules.fishing.scoring import CatchScore, PairSettlement

Cards = tuple[Card, ...]


@dataclass(frozen=True)
class LaidOut(Event):
    """A heaven pair (or two) laid from the hand into the seat's catch before play (§3)."""

    seat: int
    cards: Cards
    points: int
    """The seat's catch points after it."""


@dataclass(frozen=True)
class LayoutDeclined(Event):
    seat: int


@dataclass(frozen=True)
class TurnedUp(Event):
    """The top card of the pile turned up for all to see (§4 step 2): the seat must play it now."""

    seat: int
    card: Card
    pile: int
    """Face-down cards left in the pile."""


@dataclass(frozen=True)
class Captured(Event):
    """``bait`` took ``fish`` from the lake; all of them went to the seat's catch (§4, §5)."""

    seat: int
    bait: Card
    fish: Cards
    drawn: bool
    """True when the bait was the card turned up from the pile, False for a hand card."""
    points: int
    """The seat's catch points after the capture."""
    gained: int
    """What the capture added to them (a completed group can add more than the cards themselves)."""


@dataclass(frozen=True)
class Released(Event):
    """``card`` went into the lake face up (§4)."""

    seat: int
    card: Card
    drawn: bool


@dataclass(frozen=True)
class HandOver(Event):
    """The hand has ended (§6): each seat's catch scored line by line (§7), then the pairwise settlement (§8).

    ``scores[s]`` explains seat ``s``'s ``points[s]``; ``pairs`` is every pair's
    settlement; ``chips[s]`` is what seat ``s`` won (negative: paid). ``lake``
    holds the cards left in the lake, which score for nobody."""

    points: tuple[int, ...]
    scores: tuple[CatchScore, ...]
    pairs: tuple[PairSettlement, ...]
    chips: tuple[int, ...]
    lake: Cards
