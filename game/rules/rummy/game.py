"""Si Se Pai as a seeded, replayable state machine (docs/rules/si-se-pai.md §2–§9).

A hand runs through phases ``claim`` (a card turned up or thrown away is on
offer and the seats that could claim it are asked, one at a time, §5),
``discard`` (the seat whose claim was carried out throws a card, §4.3) and
``over`` (a win, §6–§8, or a void hand, §9). A card nobody can claim needs no
question: the engine goes straight on to the next draw, so one ``apply`` may
run through several draws.

The claim window: every seat with a legal claim is asked once, in turn order
from the card's owner (a draw: the drawer first) or from the seat after the
discarder. Answers are kept hidden until all are in, then §5's priorities pick
the claim carried out. ``current_player`` is the seat asked now (the table
needs it), but ``observation(seat)`` shows a seat only whether it is asked
itself, so nobody learns who else was asked or what they answered.

Hands are packed count vectors (``game.model.four_colour``) and the claims a
card allows come from ``melds.TEMPLATES``, so a decision is a few
subtractions and dictionary lookups. Inside, a claim move is ``2 * t + win``
(``t`` the offered card's template), a pass ``-1``, and a discard move the
card's index; the public API speaks in cards and actions.
"""
from __future__ import annotations

import random
from typing import Callable, Iterable, Sequence

from game.i18n import N_
from game.model.four_colour import (FIELD_BITS, FIELD_MASK, JOKER, ONE, FourColourCard, pack, parse_cards,
                                    unpack)
from game.rules.actions import Action, Pass
from game.rules.events import Event, Made
from game.rules.log import GameLog
from game.reason import Act, Cards, Reason, Seat, Term, Words
from game.rules.rummy import events as E
from game.rules.rummy import melds as M
from game.rules.rummy.actions import Claim, Discard
from game.rules.rummy.observation import RummyObservation
from game.rules.rummy.variant import RummyVariant

PASS = Pass()
PASS_MOVE = -1
TEMPLATES = M.TEMPLATES
NOT_ALONE = M.NOT_ALONE
GUARD = sum(16 << (FIELD_BITS * i) for i in range(JOKER + 1))
ALONE_KIND = tuple(FourColourCard.from_index(i).alone_only for i in range(JOKER + 1))
CALLS = {"quad": "gan", "triple": "pong"}

_actions: dict[tuple[int, int], Action] = {}


def claim_action(x: int, move: int) -> Action:
    """The action of claim move ``move`` on offered card ``x`` (made once)."""
    a = _actions.get((x, move))
    if a is None:
        if move < 0:
            a = PASS
        else:
            t, win = divmod(move, 2)
            a = Claim([FourColourCard.from_index(i) for i in TEMPLATES[x][t].need], win=bool(win))
        _actions[(x, move)] = a
    return a


CARDS = tuple(FourColourCard.all())
"""Each card by its index."""
MELD = tuple(tuple(tuple(sorted(tm.need + (x,))) for tm in TEMPLATES[x]) for x in range(JOKER + 1))
"""``MELD[x][t]``: the card indices of the meld template ``t`` of card ``x`` makes, sorted."""
DISCARDS = tuple(Discard(card) for card in CARDS)

DRAWER, NEXT, OTHER = range(3)
"""A seat's part in a claim window: the drawer of the card, the seat after its owner, any other (§5)."""


def _meld_moves(role: int, x: int) -> tuple[tuple[int, int, int], ...]:
    """The claims that are not wins a seat of ``role`` may make on card ``x``, as (move, cards needed, those
    of them that could be discarded), in the templates' order: the drawer melds anything, the next seat
    pongs, gans or chis, the others pong or gan."""
    return tuple((2 * t, tm.packed, tm.packed & NOT_ALONE) for t, tm in enumerate(TEMPLATES[x])
                 if role == DRAWER or tm.kind in M.IDENTICAL or (role == NEXT and tm.kind in M.GROUPS))


class Melds:
    """The claims that are not wins a seat of one role may make on one card (``_meld_moves``), with those a
    hand holds the cards of remembered by its counts of the few kinds they need (at most 625 patterns)."""

    __slots__ = ("moves", "mask", "held")

    def __init__(self, role: int, x: int) -> None:
        self.moves = _meld_moves(role, x)
        self.mask = 0
        """The fields of every kind these melds need."""
        for _, need, _ in self.moves:
            for i in range(JOKER + 1):
                if (need >> (FIELD_BITS * i)) & FIELD_MASK:
                    self.mask |= FIELD_MASK << (FIELD_BITS * i)
        self.held: dict[int, tuple[tuple[int, int], ...]] = {}

    def of(self, hand: int) -> list[int]:
        """The moves whose cards ``hand`` holds and that leave it a card to discard (its discardable cards
        are more than the meld takes of them): the claims of a hand the offered card does not complete."""
        key = hand & self.mask
        held = self.held.get(key)
        if held is None:
            held = self.held[key] = tuple((m, taken) for m, need, taken in self.moves
                                          if (key + GUARD - need) & GUARD == GUARD)
        if not held:
            return []
        discards = hand & NOT_ALONE
        return [m for m, taken in held if discards != taken]


MELDS_OF = tuple(tuple(Melds(role, x) for role in (DRAWER, NEXT, OTHER)) for x in range(JOKER + 1))
"""For each offered card, for each role: its ``Melds``."""


def _seatings(players: int, owner: int, draw: bool) -> tuple[tuple[int, int], ...]:
    """Who is asked about a card of ``owner``, in turn order (a draw: the drawer first), each with its role."""
    order = [(owner + i) % players for i in range(0 if draw else 1, players)]
    return tuple((s, DRAWER if draw and s == owner else NEXT if s == (owner + 1) % players else OTHER)
                 for s in order)


SEATINGS = {(n, owner, draw): _seatings(n, owner, draw) for n in range(2, 9) for owner in range(n)
            for draw in (False, True)}

# -- the discards a hand allows, a colour at a time ------------------------------------------------
COLOUR_FIELDS = 7 * FIELD_BITS
HELD_BITS = sum(1 << (FIELD_BITS * i) for i in range(JOKER)) & NOT_ALONE
"""The lowest bit of each kind that may be discarded: ``_held`` marks there the kinds a hand holds."""


def _held(hand: int) -> int:
    """``hand``'s discardable kinds, one bit each (at the lowest bit of its field); a colour card has at most
    four copies, so three bits of a count say whether there is one."""
    return (hand | hand >> 1 | hand >> 2) & HELD_BITS


def _by_colour(value) -> tuple[dict[int, tuple], ...]:
    """For each colour, every pattern of ``_held`` bits in its seven fields -> the tuple of ``value(kind)`` of
    the kinds marked, in index order."""
    out = []
    for c in range(4):
        table = {}
        for marks in range(1 << 7):
            ranks = [r for r in range(7) if marks >> r & 1]
            table[sum(1 << (FIELD_BITS * r) for r in ranks)] = tuple(value(c * 7 + r) for r in ranks)
        out.append(table)
    return tuple(out)


DISCARD_MOVES = _by_colour(int)
DISCARD_ACTIONS = _by_colour(lambda i: DISCARDS[i])
COLOUR_MASK = (1 << COLOUR_FIELDS) - 1


def _discards_of(hand: int, tables: tuple[dict[int, tuple], ...]) -> list:
    """What ``hand`` may discard (§4.3), in index order, from ``DISCARD_MOVES`` or ``DISCARD_ACTIONS``:
    four lookups instead of a step per kind."""
    held = _held(hand)
    y, r, g, w = tables
    return [*y[held & COLOUR_MASK], *r[(held >> COLOUR_FIELDS) & COLOUR_MASK],
            *g[(held >> 2 * COLOUR_FIELDS) & COLOUR_MASK], *w[held >> 3 * COLOUR_FIELDS]]


# -- the answers an action can be, for apply's few lookups ---------------------------------------------
CLAIM_TEMPLATE = tuple({tm.packed: t for t, tm in enumerate(TEMPLATES[x])} for x in range(JOKER + 1))
"""For each offered card: the cards a claim on it takes from the hand (packed) -> the meld's template."""


class ClaimActions(dict):
    """The actions of a claim window's moves on one card, in their order: ``CLAIM_ACTIONS[x][moves]``,
    made once for each."""

    def __init__(self, x: int) -> None:
        super().__init__()
        self.x = x

    def __missing__(self, moves: tuple[int, ...]) -> tuple[Action, ...]:
        actions = self[moves] = tuple(claim_action(self.x, m) for m in moves)
        return actions


CLAIM_ACTIONS = tuple(ClaimActions(x) for x in range(JOKER + 1))


# -- events, made once and shared ---------------------------------------------------------------------
# A random hand announces the same few thousand turn-ups, discards and claims over and over, and a frozen
# dataclass's ``__init__`` costs more than a lookup; events are frozen values, so each is made once and the
# same object returned every time: equal, with the same hash and repr (tests/rules/rummy/test_speed.py).
MAX_SEATS = 8
SOURCES = ("discard", "draw")
"""A card's source by ``draw``: ``SOURCES[draw]``."""
DISCARDED = tuple(tuple(E.Discarded(s, card) for card in CARDS) for s in range(MAX_SEATS))
"""``DISCARDED[seat][card index]``."""
NOT_CLAIMED = tuple(tuple(tuple(E.NotClaimed(s, card, source) for card in CARDS) for s in range(MAX_SEATS))
                    for source in SOURCES)
"""``NOT_CLAIMED[draw][seat][card index]``."""


def _turned_up(seat: int, x: int, pile: int) -> E.TurnedUp:
    return E.TurnedUp(seat, CARDS[x], pile)


def _claimed(seat: int, rank: int, x: int, t: int, owner: int, draw: bool) -> tuple[E.Claimed, E.Melded]:
    """The two events of ``seat``'s claim on card ``x`` with template ``t`` at priority ``rank`` (§5): who
    called what, and the meld laid."""
    tm = TEMPLATES[x][t]
    call = "zhimo" if rank == 1 else "hu" if rank == 2 else CALLS.get(tm.kind, "chi") if rank in (3, 5) else "meld"
    card = CARDS[x]
    return (E.Claimed(seat, call, card, owner, SOURCES[draw]),
            E.Melded(seat, tuple(CARDS[i] for i in MELD[x][t]), tm.kind, card))


TURNED_UP = Made(_turned_up)
"""``TURNED_UP[seat, card index, pile]``."""
CLAIMED = Made(_claimed)
"""``CLAIMED[seat, rank, card index, template, owner, draw]``: the Claimed and Melded events."""


class RummyGame:
    """One hand of Si Se Pai. Build it with ``game.rules.new_game``."""

    __slots__ = ("variant", "players", "dealer", "sitter", "seed", "phase", "current_player", "_hands", "_exposed",
                 "_kinds", "_discards", "_pile", "_offer", "_window", "_asked", "_answers", "chips", "winner",
                 "win_points", "log", "start_events", "_splitter")

    def __init__(self, variant: RummyVariant, players: int, dealer: int, hands: Sequence[int], pile: Sequence[int],
                 seed: int | None, log: GameLog | None) -> None:
        self.variant = variant
        self.players = players
        self.dealer = dealer
        self.sitter = None              # nobody sits out a rummy hand
        self.seed = seed
        self.phase = "claim"
        self.current_player = dealer
        self._hands = list(hands)
        self._exposed: list[list[tuple[int, ...]]] = [[] for _ in range(players)]
        self._kinds: list[list[str]] = [[] for _ in range(players)]
        self._discards: list[list[int]] = [[] for _ in range(players)]
        self._pile = list(reversed(pile))   # the top card last, to pop
        self._offer: tuple[int, int, bool] | None = None
        self._window: list[tuple[int, tuple[int, ...]]] = []
        self._asked = 0
        self._answers: list[tuple[int, int]] = []
        self.chips = [0] * players
        self.winner: int | None = None
        self.win_points = 0
        self.log = log
        self._splitter = variant.splitter
        self.start_events: list[Event] = self._start()

    # -- the public surface -----------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def hands(self) -> list[tuple[FourColourCard, ...]]:
        """Each seat's concealed cards, sorted by kind; a copy."""
        return [tuple(unpack(h)) for h in self._hands]

    @property
    def exposed(self) -> list[list[tuple[FourColourCard, ...]]]:
        """Each seat's exposed melds in the order laid, each a tuple of cards."""
        by = FourColourCard.from_index
        return [[tuple(by(i) for i in m) for m in melds] for melds in self._exposed]

    @property
    def discards(self) -> list[list[FourColourCard]]:
        """Each seat's discards in order, the latest last."""
        by = FourColourCard.from_index
        return [[by(i) for i in d] for d in self._discards]

    @property
    def pile(self) -> tuple[FourColourCard, ...]:
        """The face-down pile, its top card first (hidden from players: only its length is seen)."""
        return tuple(FourColourCard.from_index(i) for i in reversed(self._pile))

    @property
    def offered(self) -> "tuple[int, FourColourCard, str] | None":
        """(owner seat, card, "draw" | "discard") while a claim window is open, else None."""
        if self.phase != "claim" or self._offer is None:
            return None
        owner, x, draw = self._offer
        return owner, FourColourCard.from_index(x), "draw" if draw else "discard"

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(_size(h) for h in self._hands)

    # What a search reads of its own copy, without cards.
    @property
    def packed_hands(self) -> tuple[int, ...]:
        return tuple(self._hands)

    @property
    def pile_size(self) -> int:
        return len(self._pile)

    def seats_from_dealer(self) -> list[int]:
        return [(self.dealer + i) % self.players for i in range(self.players)]

    def exposed_points(self, seat: int) -> int:
        table = self.variant.table.exposed
        return sum(table[k] for k in self._kinds[seat])

    def moves(self) -> list[int]:
        """The current player's legal moves (see the module doc)."""
        if self.phase == "claim":
            return list(self._window[self._asked][1])
        if self.phase == "discard":
            return _discards_of(self._hands[self.current_player], DISCARD_MOVES)
        return []

    def legal_actions(self) -> list[Action]:
        """Every legal action of the current player, complete; ``[]`` once the hand is over."""
        if self.phase == "claim":
            return list(CLAIM_ACTIONS[self._offer[1]][self._window[self._asked][1]])  # type: ignore[index]
        if self.phase == "discard":
            return _discards_of(self._hands[self.current_player], DISCARD_ACTIONS)
        return []

    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action`` for the current player and return what happened.

        An illegal or out-of-turn action raises ValueError saying why, in a player's
        words, and leaves the game unchanged. An answer in a claim window that is
        not the last returns no event: answers stay hidden until all are in (§5)."""
        move = self._move_of(action)
        if move is None:
            raise ValueError(self._why_not(action))
        events: list[Event] = []
        self._play(move, events)
        if self.log is not None:
            self.log.actions.append(action)
        return events

    def _move_of(self, action: Action) -> int | None:
        """The legal move ``action`` stands for, or None if it is not legal: from a lookup and a check of the
        window's moves or the hand, without listing every legal action."""
        phase = self.phase
        kind = type(action)    # actions equal only actions of their very type (game.rules.actions)
        if phase == "claim":
            if kind is Claim:
                t = CLAIM_TEMPLATE[self._offer[1]].get(action.packed)  # type: ignore[index,attr-defined]
                move = None if t is None else 2 * t + action.win   # type: ignore[attr-defined]
            else:
                move = PASS_MOVE if kind is Pass else None
            return move if move is not None and move in self._window[self._asked][1] else None
        if phase == "discard" and kind is Discard:
            move = action.card.index   # type: ignore[attr-defined]
            if not ALONE_KIND[move] and (self._hands[self.current_player] >> (FIELD_BITS * move)) & FIELD_MASK:
                return move
        return None

    def play(self, move: int) -> None:
        """``apply`` for a move from ``moves()``, unchecked and without events: for a search's copies and
        fast playouts. The log still records it (when there is one)."""
        if self.log is not None:
            self.log.actions.append(claim_action(self._offer[1], move) if self.phase == "claim"  # type: ignore[index]
                                    else DISCARDS[move])
        self._play(move, None)

    def why_illegal(self, action: Action) -> str | None:
        """The reason ``action`` is refused now, in a player's words, or None if it is legal."""
        if self._move_of(action) is not None:
            return None
        return self._why_not(action)

    def observation(self, seat: int) -> RummyObservation:
        """What ``seat`` sees (§10): a frozen copy, equal for positions that look the same from there."""
        by = FourColourCard.from_index
        phase = self.phase
        winner = self.winner
        return RummyObservation(
            variant=self.variant.ref, seat=seat, players=self.players, dealer=self.dealer, phase=phase,
            to_act=phase != "over" and self.current_player == seat,
            discarding=self.current_player if phase == "discard" else None,
            hand=tuple(unpack(self._hands[seat])), hand_sizes=self.hand_sizes,
            exposed=tuple(tuple(tuple(by(i) for i in m) for m in melds) for melds in self._exposed),
            discards=tuple(tuple(by(i) for i in d) for d in self._discards), pile=len(self._pile),
            offered=self.offered, chips=tuple(self.chips), winner=winner,
            won_hand=tuple(unpack(self._hands[winner])) if winner is not None else ())

    def copy(self) -> "RummyGame":
        """An independent copy without a log, for search."""
        g = RummyGame.__new__(RummyGame)
        for name in RummyGame.__slots__:
            setattr(g, name, getattr(self, name))
        g._hands = list(self._hands)
        g._exposed = [list(m) for m in self._exposed]
        g._kinds = [list(k) for k in self._kinds]
        g._discards = [list(d) for d in self._discards]
        g._pile = list(self._pile)
        g._window = list(self._window)
        g._answers = list(self._answers)
        g.chips = list(self.chips)
        g.log = None
        g.start_events = []
        return g

    def __repr__(self) -> str:
        return (f"<{self.variant.name} hand: {self.players} players, dealer {self.dealer}, phase {self.phase}, "
                f"seat {self.current_player} to act, pile {len(self._pile)}>")

    # -- claims (§5) ---------------------------------------------------------------------------
    def claims_of(self, seat: int, x: int, owner: int, draw: bool) -> list[int]:
        """The claim moves ``seat`` may make on card ``x`` of ``owner`` (a draw or a discard), without Pass."""
        hand = self._hands[seat]
        if self._splitter.waits(hand) >> x & 1:
            return self._claims_with_wins(seat, x, owner, draw)
        role = DRAWER if draw and seat == owner else NEXT if seat == (owner + 1) % self.players else OTHER
        return MELDS_OF[x][role].of(hand)

    def _claims_with_wins(self, seat: int, x: int, owner: int, draw: bool) -> list[int]:
        """``claims_of`` for a hand ``x`` would complete: every meld, each tried as a win too."""
        hand = self._hands[seat]
        drawer = draw and seat == owner
        nxt = seat == (owner + 1) % self.players
        splitter = self._splitter
        out: list[int] = []
        t = 0
        for tm in TEMPLATES[x]:
            need = tm.packed
            if need and (hand + GUARD - need) & GUARD != GUARD:
                t += 1
                continue
            rest = hand - need
            kind = tm.kind
            goes_on = rest & NOT_ALONE
            if splitter.complete(rest) and self._enough(seat, kind, rest, drawer and not goes_on):
                out.append(2 * t + 1)
            if goes_on and (drawer or kind in M.IDENTICAL or (nxt and kind in M.GROUPS)):
                out.append(2 * t)
            t += 1
        return out

    def _enough(self, seat: int, kind: str, rest: int, forced: bool) -> bool:
        """Whether a win with this meld reaches ``min_points`` (§6); a drawer left with nothing it may
        discard wins whatever the points (**Decision**, docs/rules/si-se-pai.md §6)."""
        least = self.variant.min_points
        if not least or forced:
            return True
        total = self.exposed_points(seat) + self.variant.table.exposed[kind] + self._splitter.points(rest)
        return total >= least

    def _open(self, owner: int, x: int, draw: bool) -> bool:
        """Open the claim window on ``x``; False (and nothing changed) when nobody may claim it.

        ``claims_of`` for each seat, unrolled: most seats can claim nothing, and learn it from the card's
        count in the hand (the others only pong or gan) and whether the card would complete it."""
        hands = self._hands
        waits = self._splitter.known_waits
        melds = MELDS_OF[x]
        shift = FIELD_BITS * x
        window = []
        for s, role in SEATINGS[self.players, owner, draw]:
            hand = hands[s]
            if waits[hand] >> x & 1:
                claims = self._claims_with_wins(s, x, owner, draw)
            elif role == OTHER and (hand >> shift) & FIELD_MASK < 2:
                continue
            else:
                meld = melds[role]
                if not meld.held.get(hand & meld.mask, True):
                    continue        # known to hold the cards of none of them
                claims = meld.of(hand)
            if claims:
                if not (role == DRAWER and ALONE_KIND[x]):
                    claims.append(PASS_MOVE)
                window.append((s, tuple(claims)))
        if not window:
            return False
        self._offer = (owner, x, draw)
        self._window = window
        self._asked = 0
        self._answers = []
        self.phase = "claim"
        self.current_player = window[0][0]
        return True

    def _priority(self, seat: int, move: int) -> tuple[int, int]:
        owner, x, draw = self._offer  # type: ignore[misc]
        t, win = divmod(move, 2)
        kind = TEMPLATES[x][t].kind
        drawer = draw and seat == owner
        if win:
            return (1, 0) if drawer else (2, (seat - owner) % self.players)
        if kind in M.IDENTICAL:
            return 3, 0
        if drawer:
            return (6, 0) if kind == "pair" else (4, 0)
        return 5, 0          # chi: only the next seat is ever offered a group claim

    def _resolve(self, out: list[Event] | None) -> None:
        """Close the claim window: carry out the claim §5 puts first, or let the card lie and draw on."""
        owner, x, draw = self._offer  # type: ignore[misc]
        claims = [(self._priority(s, m), s, m) for s, m in self._answers if m >= 0]
        self._window = []
        self._answers = []
        if not claims:
            self._offer = None
            self._discards[owner].append(x)
            if out is not None:
                out.append(NOT_CLAIMED[draw][owner][x])
            self._draw((owner + 1) % self.players, out)
            return
        (rank, _), seat, move = min(claims)
        t, win = divmod(move, 2)
        tm = TEMPLATES[x][t]
        self._hands[seat] -= tm.packed
        self._exposed[seat].append(MELD[x][t])
        self._kinds[seat].append(tm.kind)
        self._offer = None
        if out is not None:
            out += CLAIMED[seat, rank, x, t, owner, draw]
        if win:
            self._win(seat, "zhimo" if rank == 1 else "hu", owner, draw, out)
            return
        self.phase = "discard"
        self.current_player = seat

    # -- the turn ------------------------------------------------------------------------------
    def _play(self, move: int, out: list[Event] | None) -> None:
        """Carry out ``move``, adding what happened to ``out`` (None: no events, for the fast path)."""
        if self.phase == "claim":
            self._answers.append((self.current_player, move))
            self._asked += 1
            if self._asked < len(self._window):
                self.current_player = self._window[self._asked][0]
            else:
                self._resolve(out)
            return
        seat = self.current_player
        self._hands[seat] -= ONE[move]
        if out is not None:
            out.append(DISCARDED[seat][move])
        if self._open(seat, move, False):
            return
        self._discards[seat].append(move)
        if out is not None:
            out.append(NOT_CLAIMED[False][seat][move])
        self._draw((seat + 1) % self.players, out)

    def _draw(self, seat: int, out: list[Event] | None) -> None:
        """``seat`` turns up the top card (§4.1); on through every card nobody can claim."""
        pile = self._pile
        n = self.players
        while True:
            if not pile:
                self._void(seat, out)
                return
            x = pile.pop()
            if out is not None:
                out.append(TURNED_UP[seat, x, len(pile)])
            if self._open(seat, x, True):
                return
            self._discards[seat].append(x)
            if out is not None:
                out.append(NOT_CLAIMED[True][seat][x])
            seat = (seat + 1) % n

    def _start(self) -> list[Event]:
        out: list[Event] = []
        if not self.variant.dealer_extra_card:
            self._draw(self.dealer, out)
            return out
        # §2 option: the dealer holds 21 and begins by discarding, unless the 21 are all melds.
        d = self.dealer
        hand = self._hands[d]
        goes_on = hand & NOT_ALONE
        if self._splitter.complete(hand) and (not goes_on or self._splitter.points(hand) >= self.variant.min_points):
            self._win(d, "dealt", d, True, out)
        elif not goes_on:
            self._draw(d, out)
        else:
            self.phase = "discard"
            self.current_player = d
        return out

    # -- the end (§6–§9) ------------------------------------------------------------------------
    def _win(self, seat: int, call: str, owner: int, draw: bool, out: list[Event] | None) -> None:
        v = self.variant
        concealed = self._hands[seat]
        points = self.exposed_points(seat) + self._splitter.points(concealed)
        self.phase = "over"
        self.winner = seat
        self.win_points = points
        self._offer = None
        payers = [s for s in range(self.players) if s != seat] if draw else [owner]
        for p in payers:
            self.chips[p] -= points
            self.chips[seat] += points
        if out is None:
            return
        by = FourColourCard.from_index
        lines = [E.ScoreLine(tuple(by(i) for i in m), k, True, v.table.exposed[k])
                 for m, k in zip(self._exposed[seat], self._kinds[seat])]
        lines += [E.ScoreLine(tuple(by(i) for i in cs), k, False, v.table.concealed[k])
                  for k, cs in self._splitter.split(concealed)]
        out.append(E.Won(seat, call, owner, "draw" if draw else "discard", tuple(lines), points))
        out += [E.Paid(p, seat, points) for p in payers]
        out.append(E.HandOver(seat, tuple(self.chips)))

    def _void(self, seat: int, out: list[Event] | None) -> None:
        self.phase = "over"
        self.current_player = seat
        self._offer = None
        if out is not None:
            out += [E.VoidHand(seat), E.HandOver(None, tuple(self.chips))]

    # -- explaining a refusal -------------------------------------------------------------------
    def _why_not(self, action: Action) -> str:
        phase = self.phase
        seat = self.current_player
        if phase == "over":
            return Reason(N_("the hand is over"))
        if phase == "discard":
            if not isinstance(action, Discard):
                return Reason(N_("seat {seat} has melded and must now discard a card from the hand, not {action}"),
                              seat=Seat(seat), action=Act(action))
            c = action.card
            if not (self._hands[seat] >> (FIELD_BITS * c.index)) & FIELD_MASK:
                return Reason(N_("seat {seat} holds no {card}"), seat=Seat(seat), card=Cards((c,)))
            return Reason(N_("{card} may not be discarded: Generals and jokers are never discarded (§4)"),
                          card=Cards((c,)))
        owner, x, draw = self._offer  # type: ignore[misc]
        card = FourColourCard.from_index(x)
        drawer = draw and seat == owner
        if isinstance(action, Discard):
            return Reason(N_("seat {seat} is asked about {card} now: claim it or pass, not discard"), seat=Seat(seat),
                          card=Cards((card,)))
        if isinstance(action, Pass):
            return Reason(N_("{card} is a General or a joker: the drawer must meld it (§4)"), card=Cards((card,)))
        if not isinstance(action, Claim):
            return Reason(N_("not an action of this game: {action}"), action=Act(action))
        need = action.packed
        hand = self._hands[seat]
        if (hand + GUARD - need) & GUARD != GUARD:
            return Reason(N_("seat {seat} does not hold {cards}"), seat=Seat(seat), cards=Cards(tuple(action.cards), " "))
        cards = sorted([c.index for c in action.cards] + [x])
        kind = M.classify(cards)
        if kind is None:
            return _why_no_meld(cards)
        rest = hand - need
        if action.win:
            if not self._splitter.complete(rest):
                return Reason(N_("the rest of the hand does not split into melds: no win yet (§6)"))
            return Reason(N_("this hand is worth less than {points} points: it cannot be declared (§6)"),
                          points=self.variant.min_points)
        word = Term(M.MELD_WORDS[kind])
        if not drawer:
            if kind in ("one_card", "pair"):
                return Reason(N_("a {meld} may be made from another player's card only to win (§5)"), meld=word)
            if kind in M.GROUPS and seat != (owner + 1) % self.players:
                return Reason(N_("only the next player may chi a {meld} from another player's card, unless it wins (§5)"),
                              meld=word)
        if not rest & NOT_ALONE:
            return Reason(N_("after this meld there would be no card to discard: declare the win or pass (§4)"))
        return Reason(N_("seat {seat} cannot claim {card} that way now"), seat=Seat(seat), card=Cards((card,)))


def _why_no_meld(cards: list[int]) -> Reason:
    cs = [FourColourCard.from_index(i) for i in cards]
    shown = Cards(tuple(cs), " ")
    if len({c.colour for c in cs if not c.is_joker}) > 1 and not all(c.rank == 6 for c in cs):
        return Reason(N_("{cards} is not a meld: the cards of a meld are all of one colour (Soldiers of different "
                         "colours excepted, §3)"), cards=shown)
    if any(c.alone_only for c in cs) and len(cs) > 1 and not (len(cs) == 3 and cs[0].is_general):
        return Reason(N_("{cards} is not a meld: Generals and jokers never pair, triple or quad (§3)"), cards=shown)
    return Reason(N_("{cards} is not a meld (§3)"), cards=shown)


def _size(packed: int) -> int:
    n = 0
    while packed:
        n += packed & FIELD_MASK
        packed >>= FIELD_BITS
    return n


# -- making a hand -------------------------------------------------------------------------------

def _table(variant: RummyVariant, players: int) -> None:
    if players not in variant.hand_sizes:
        raise ValueError(Reason(N_("{game} is played by {counts} players, not {players}"), game=variant.name,
                                counts=Words(tuple(variant.seat_counts)), players=players))


def new_rummy_game(variant: RummyVariant, players: int = 4, seed: int | None = None, dealer: int | None = None,
                   hands: Sequence[Iterable["str | FourColourCard"]] | None = None, sitter: int | None = None,
                   pile: Iterable["str | FourColourCard"] | None = None) -> RummyGame:
    """A dealt hand (``seed``, §2) or a set position (``hands``, ``pile`` top card first; the cards not listed
    are out of play), run to its first question."""
    _table(variant, players)
    if sitter is not None:
        raise ValueError("nobody sits out a Si Se Pai hand: no sitter to name")
    if hands is not None or pile is not None:
        hands = [[] for _ in range(players)] if hands is None else hands
        if len(hands) != players:
            raise ValueError(f"{len(hands)} hands given for {players} players")
        dealer = 0 if dealer is None else dealer
        if not 0 <= dealer < players:
            raise ValueError(f"no seat {dealer} at a table of {players}")
        parsed = [parse_cards(h) for h in hands]
        pile_cards = parse_cards(pile or [])
        every = [c for h in parsed for c in h] + pile_cards
        for card in set(every):
            if every.count(card) > variant.copies.get(card, 0):   # type: ignore[call-overload]
                raise ValueError(f"{every.count(card)} copies of {card} in this position; "
                                 f"the deck has {variant.copies.get(card, 0)}")   # type: ignore[call-overload]
        log = GameLog(variant.ref, players, None, dealer, [[str(c) for c in sorted(h)] for h in parsed], [], None,
                      None, [str(c) for c in pile_cards])
        return RummyGame(variant, players, dealer, [pack(h) for h in parsed], [c.index for c in pile_cards],
                         None, log)
    if seed is None:
        seed = random.SystemRandom().randrange(2 ** 63)
    if dealer is None:
        dealer = random.Random(f"{seed}/dealer").randrange(players)
    elif not 0 <= dealer < players:
        raise ValueError(f"no seat {dealer} at a table of {players}")
    packed, pile_order = deal(variant, players, seed, dealer)
    log = GameLog(variant.ref, players, seed, dealer, None, [])
    return RummyGame(variant, players, dealer, packed, pile_order, seed, log)


def deal(variant: RummyVariant, players: int, seed: int, dealer: int) -> tuple[list[int], list[int]]:
    """Shuffle with ``seed`` and deal ``hand`` cards to each seat from the dealer, and one more to the dealer
    under ``dealer_extra_card`` (§2); the rest is the pile. Returns the packed hands and the pile, top first."""
    size = variant.hand_sizes[players]
    cards = list(variant.deck_indices)
    shuffle(cards, random.Random(seed))
    hands = [0] * players
    k = size * players + (1 if variant.dealer_extra_card else 0)
    one = ONE.__getitem__
    for i in range(players):    # card i goes to seat dealer + i, round the table
        hands[(dealer + i) % players] = sum(map(one, cards[i:k:players]))
    return hands, cards[k:]


def shuffle(cards: list[int], rng: random.Random) -> None:
    """``rng.shuffle(cards)``, the very same order from the same draws, at two thirds of the time: a deal is
    a good part of a short random hand. Random.shuffle swaps each place from the last down with one drawn
    below it by ``_randbelow``, which takes just enough bits and draws again while too high; here those
    steps are written out, without its two calls a card (tests/rules/rummy/test_speed.py compares them)."""
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        bits = n.bit_length()
        j = getrandbits(bits)
        while j >= n:
            j = getrandbits(bits)
        cards[i], cards[j] = cards[j], cards[i]



def random_playout(game: RummyGame, rng: random.Random) -> RummyGame:
    """Play ``game`` to its end with uniformly random legal moves: the fast path for tests and the bench."""
    r = rng.random
    moves, play = game.moves, game.play
    while game.phase != "over":
        legal = moves()
        play(legal[int(r() * len(legal))])
    return game
