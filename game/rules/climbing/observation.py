"""What one seat may see (sap-ng-wu.md §10), as a plain value.

Computer players get only this, never the game (DESIGN.md "Information sets
are honest"), so it holds copies, not views, and two positions that look the
same from a seat give equal observations whatever the hidden cards are.

``set_aside`` lists the cards played earlier and turned away: every one of them
was face up on the table when it was played, so a player with a perfect memory
knows them; the table shows them only as a practice aid.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.model.cards import Card

Cards = tuple[Card, ...]


@dataclass(frozen=True)
class Observation:
    variant: str
    """What ``load_variant`` takes to load these rules: a built-in id, or a player's file's full path."""
    seat: int
    players: int
    dealer: int
    phase: str
    current_player: int
    hand: Cards
    hand_sizes: tuple[int, ...]
    wu: tuple[int, ...]
    wu_cards: tuple[Cards, ...]
    trick: tuple[tuple[int, Cards | None], ...]
    """This trick so far, in order: (seat, cards) for a play, (seat, None) for a pass."""
    top: tuple[int, Cards] | None
    passed: tuple[int, ...]
    """Seats that passed since the top play."""
    needs: tuple[int | None, ...]
    """For a seat that continued instead of declaring, the wu it must reach to declare (§8)."""
    chips: tuple[int, ...]
    set_aside: Cards
    unseen: int
    """Cards this seat cannot see: the other hands and any out of play."""
    in_layout: bool = False
    """True until the first lead: supremes are still being laid out (a decision may be pending)."""
    sitter: int | None = None
    """The seat sitting this hand out (empty hand, never asked, chips 0), or None (climbing-variants.md "Seats")."""
    talon: int = 0
    """Cards of the face-down talon still on offer (phase ``talon``)."""
    redeals: int = 0
    """How many times this hand has been dealt again on demand (phase ``redeal``)."""
    sets_won: tuple[tuple[int, int, int], ...] = ()
    """Per seat, for scoring by multipliers and bonuses: (triples, fours, bonus points) won in plays so far."""
    laid_aside: tuple[Cards, ...] = ()
    """Per seat, cards laid face up before play that are no winning cards (multiplier cards, e.g. the gods
    of wealth): each adds to the seat's multipliers."""
