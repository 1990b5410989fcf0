"""What happened, as returned by ``Game.apply``: the table animates these.

The engine says *what* happened in the game's words (a trick won, wu gained,
a bonus paid); the UI decides how it looks (DESIGN.md: the UI knows no rules).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, TypeVar

from game.model.cards import Card

Cards = tuple[Card, ...]
E = TypeVar("E", bound="Event")


class Made(dict):
    """Events made once and shared: ``made[key]`` is ``make(*key)`` the first time, that same object after.

    Events are frozen values, so the engines' random-play loops (and the
    searches' playouts) need not build a new one for a card turned up or a
    release they have made before; a hit is one dict subscript (issue 18).
    """

    def __init__(self, make: Callable[..., object]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key: tuple) -> object:
        value = self[key] = self.make(*key)
        return value


_new = object.__new__


def without_init(cls: type[E], **fields: object) -> E:
    """``cls(**fields)``, equal in every way (value, hash, repr), made without the frozen dataclass's
    ``__init__``, which sets each field through ``object.__setattr__``: for the events made most often
    with values that change (a trick won, a catch with its running points), issue 18."""
    event = _new(cls)
    event.__dict__.update(fields)
    return event


@dataclass(frozen=True)
class Event:
    @property
    def kind(self) -> str:
        return type(self).__name__


@dataclass(frozen=True)
class LaidOut(Event):
    """A supreme laid face up before play (§5); it counts ``wu_gained`` wu."""

    seat: int
    cards: Cards
    wu_gained: int
    wu: int


@dataclass(frozen=True)
class DeclinedLayout(Event):
    seat: int


@dataclass(frozen=True)
class Played(Event):
    """A lead (``lead`` true) or a play that beats the top play."""

    seat: int
    cards: Cards
    name: str
    lead: bool


@dataclass(frozen=True)
class Passed(Event):
    seat: int


@dataclass(frozen=True)
class TrickWon(Event):
    """The last play of the trick becomes its player's wu; the rest are set aside (§6)."""

    seat: int
    cards: Cards
    wu_gained: int
    wu: int
    set_aside: Cards


@dataclass(frozen=True)
class BonusPaid(Event):
    """Four of a kind (§7): ``payments[s]`` is what seat ``s`` received (negative: paid)."""

    seat: int
    kinds: Cards
    payments: tuple[int, ...]


@dataclass(frozen=True)
class DecisionOffered(Event):
    """The seat may declare now at ``wu``, for ``chips`` from each other player (§8)."""

    seat: int
    wu: int
    chips: int


@dataclass(frozen=True)
class Declared(Event):
    seat: int
    wu: int
    payments: tuple[int, ...]


@dataclass(frozen=True)
class Continued(Event):
    """Playing on: the seat may declare again only from ``needs`` wu (§8)."""

    seat: int
    wu: int
    needs: int | None


@dataclass(frozen=True)
class LeadPassed(Event):
    """The trick's winner has no cards, so the next seat holding cards leads (§6)."""

    from_seat: int
    to_seat: int


@dataclass(frozen=True)
class HandOver(Event):
    """The hand has ended: declared (``winner``) or void (no one declared, §9)."""

    winner: int | None
    chips: tuple[int, ...]
    void: bool


@dataclass(frozen=True)
class TalonOffered(Event):
    """The seat may take the ``size``-card talon (phase ``talon``, climbing-variants.md Luan Chuo [7])."""

    seat: int
    size: int


@dataclass(frozen=True)
class TalonTaken(Event):
    """The seat took the talon into its hand; only that seat sees which cards."""

    seat: int
    size: int


@dataclass(frozen=True)
class TalonDeclined(Event):
    seat: int


@dataclass(frozen=True)
class TalonLeftOut(Event):
    """Every seat passed: the talon stays face down, out of play."""

    size: int


@dataclass(frozen=True)
class RedealDeclined(Event):
    seat: int


@dataclass(frozen=True)
class Redealt(Event):
    """The seat demanded a redeal: the cards are dealt again (the ``number``-th redeal), same dealer."""

    seat: int
    number: int


@dataclass(frozen=True)
class BidPassed(Event):
    """In phase ``bid`` the seat passed the decision to the next seat."""

    seat: int


@dataclass(frozen=True)
class PlayedOn(Event):
    """The seat chose to play the hand; the dealer leads."""

    seat: int


@dataclass(frozen=True)
class ThrownIn(Event):
    """The last seat asked threw the hand in: nobody scores, the next seat deals."""

    seat: int


@dataclass(frozen=True)
class HardCardsLaidOut(Event):
    """Hard cards laid face up before play, without a choice; each counts one winning card."""

    seat: int
    cards: Cards
    wu_gained: int
    wu: int


@dataclass(frozen=True)
class MultiplierCardsLaidOut(Event):
    """Multiplier cards (Luan Chuo's gods of wealth 财神) laid face up before play, without a choice:
    no winning cards, but ``multipliers`` more for this seat's score if it wins."""

    seat: int
    cards: Cards
    multipliers: int


@dataclass(frozen=True)
class Settled(Event):
    """The hand's payments: ``scores`` per seat, ``payments[s]`` what seat ``s`` received.

    ``reason`` is ``declared`` (a declaration), ``most`` (cards ran out: the seat with
    the most winning cards at or above the threshold is paid as if declaring, ``winner``),
    ``pairwise`` or ``winners_paid`` (every seat's score settled, climbing-variants.md Ma Hua Hua).
    """

    winner: int | None
    scores: tuple[int, ...]
    payments: tuple[int, ...]
    reason: str
