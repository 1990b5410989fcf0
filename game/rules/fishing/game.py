"""The fishing game as a seeded, replayable state machine (docs/rules/fishing.md §2–§8).

A hand runs through phases: ``layout`` (heaven pairs laid out, §3, option
``choose``), then turns of ``hand`` (a hand card as bait, §4 step 1) and
``draw`` (the card turned up from the pile as bait, §4 step 2), and ``over``
(§6). Hands, lake and catches are packed count vectors
(``game.model.counts``) and the pile a list of card indices with its top at
the end, so a decision is a few shifts and table lookups: a search player's
strength is this module's speed. Inside, a move is ``(bait, fish, n)`` of
card indices (``fish`` -1 for a release, ``n`` the fish taken); the public
API speaks in cards and actions.
"""
from __future__ import annotations

import random
from typing import Iterable, Sequence

from game.i18n import N_
from game.model import counts
from game.model.cards import KIND_COUNT, Card, parse_cards
from game.rules.actions import Action, LayOut, Pass
from game.rules.events import Event, Made, without_init
from game.rules.fishing import events as E
from game.rules.fishing.actions import Capture, Release
from game.rules.fishing.observation import FishingObservation
from game.rules.fishing.scoring import CatchScore, Settlement
from game.rules.fishing.variant import SEVENS, FishingVariant, Move
from game.rules.log import GameLog
from game.reason import Act, Cards, Reason, Seat, Term, Words, reason_of
from game.rules.seats import SeatedHand, dealer_seat, sitter_seat

SHIFT = tuple(counts.FIELD_BITS * i for i in range(KIND_COUNT))
ONE = tuple(counts.ONE)
MASK = counts.FIELD_MASK
GUARD = counts.GUARD
PASS = Pass()
CARDS = tuple(Card.from_index(i) for i in range(KIND_COUNT))


# The settings of ``must_capture`` as a refusal names them (fishing.md §4).
MUST_CAPTURE_WORDS = {"never": N_("never"), "drawn": N_("drawn"), "always": N_("always")}


class FishingGame(SeatedHand):
    """One hand of a fishing game. Build it with ``game.rules.new_game``."""

    __slots__ = ("variant", "players", "dealer", "sitter", "seed", "phase", "current_player", "_hands", "_lake",
                 "_catches", "_pile", "_drawn", "_ask", "chips", "settlement", "log", "start_events")

    def __init__(self, variant: FishingVariant, players: int, dealer: int, sitter: int | None, hands: Sequence[int],
                 lake: int, pile: Sequence[int], seed: int | None, log: GameLog | None) -> None:
        self.variant = variant
        self.players = players
        self.dealer = dealer
        self.sitter = sitter
        self.seed = seed
        self.phase = "hand"
        self.current_player = dealer
        self._hands = list(hands)
        self._lake = lake
        self._catches = [0] * players
        self._pile = list(reversed(pile))   # the top card last, to pop
        self._drawn = -1
        self._ask: list[int] = []
        self.chips = [0] * players
        self.settlement: Settlement | None = None
        self.log = log
        # What happened before the first question (heaven pairs laid out, the first card turned up).
        self.start_events: list[Event] = self._start()

    # -- the public surface -----------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def lake(self) -> list[Card]:
        """The face-up lake, sorted by kind (identical cards together, as §5.3 counts them)."""
        return counts.unpack(self._lake)

    @property
    def catches(self) -> list[tuple[Card, ...]]:
        """Each seat's catch, face up, sorted by kind."""
        return [tuple(counts.unpack(c)) for c in self._catches]

    @property
    def pile(self) -> tuple[Card, ...]:
        """The face-down pile, its top card first (hidden from players: only its length is seen)."""
        return tuple(Card.from_index(i) for i in reversed(self._pile))

    @property
    def drawn(self) -> Card | None:
        """The card turned up in phase ``draw``, else None."""
        return Card.from_index(self._drawn) if self._drawn >= 0 else None

    @property
    def points(self) -> list[int]:
        """Each seat's catch points now (§7), live at every step."""
        score = self.variant.scoring.points
        return [score(c) for c in self._catches]

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(counts.size(h) for h in self._hands)

    # What a search reads of its own copy, without cards.
    @property
    def packed_hands(self) -> tuple[int, ...]:
        return tuple(self._hands)

    @property
    def packed_lake(self) -> int:
        return self._lake

    @property
    def packed_catches(self) -> tuple[int, ...]:
        return tuple(self._catches)

    def catch_score(self, seat: int) -> CatchScore:
        """The seat's catch scored line by line (group, fish, points) with its bonuses, for the summary."""
        return self.variant.scoring.explain(self._catches[seat])

    def catchable(self, bait: "str | Card") -> list[Card]:
        """The lake cards ``bait`` could catch now, one per kind (a table highlights them on hover)."""
        b = Card.parse(bait).index
        lake = self._lake
        return [Card.from_index(f) for f in self.variant.capture.fish_of[b] if (lake >> SHIFT[f]) & MASK]

    def moves(self) -> list[Move]:
        """Every legal move of the current player, as ``(bait, fish, n)`` card indices (fish -1: release)."""
        return self._choices(0)

    def legal_actions(self) -> list[Action]:
        """Every legal action for the current player, complete; ``[]`` once the hand is over."""
        if self.phase == "layout":
            return self._layouts()
        return self._choices(1)

    def _choices(self, which: int) -> list:
        """The current player's legal moves (``which`` 0) or actions (1): the turned-up card's choices, or
        those of each kind in hand in the capture table's order, each a lookup by the lake's counts."""
        phase = self.phase
        lake = self._lake
        if phase == "draw":
            return list(self.variant.baits.of(self._drawn, True, lake)[which])
        if phase != "hand":
            return []
        baits = self.variant.baits
        in_hand = baits.in_hand
        held = (self._hands[self.current_player] + SEVENS) & GUARD     # ``baits.held``, inline
        out: list = []
        while held:
            bit = held & -held       # the lowest kind still to list
            held ^= bit
            b, fields, table = in_hand[bit]
            key = lake & fields
            got = table.get(key)
            if got is None:
                got = table[key] = baits.remember(b, False, key)
            out += got[which]
        return out

    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action`` for the current player and return what happened.

        An illegal or out-of-turn action raises ValueError saying which rule it
        breaks, in a player's words, and leaves the game unchanged."""
        if self.phase == "layout":
            events = self._answer_layout(action)
        else:
            move = self._legal_move(action)
            if move is None:
                move = self._check(action)
            events = self._play(move, True)
        if self.log is not None:
            self.log.actions.append(action)
        return events

    def _legal_move(self, action: Action) -> Move | None:
        """The move ``action`` makes when a few lookups show it legal: the common case, an action of
        ``legal_actions``. None sends it to the full check (``_check``), which words any refusal."""
        kind = type(action)
        if kind is Capture:
            fish = action.fish           # type: ignore[attr-defined]
            n = len(fish)
            if n != 1 and (n != 3 or fish[0] is not fish[2]):   # sorted: three alike when the ends are
                return None
            b = action.bait.index        # type: ignore[attr-defined]
            move = (b, fish[0].index, n)
        elif kind is Release:
            b = action.card.index        # type: ignore[attr-defined]
            move = (b, -1, 0)
        else:
            return None
        phase = self.phase
        if phase == "draw":
            if b != self._drawn:
                return None
        elif phase != "hand" or not (self._hands[self.current_player] >> SHIFT[b]) & MASK:
            return None
        baits = self.variant.baits
        drawn = phase == "draw"
        got = (baits.turned_up if drawn else baits.from_hand)[b].get(self._lake & baits.fields[b])   # ``of``, inline
        if got is None:
            got = baits.of(b, drawn, self._lake)
        return move if move in got[0] else None

    def play(self, move: Move) -> None:
        """``apply`` for a move from ``moves()`` here (phases ``hand`` and ``draw``), unchecked and without
        events: for a search's own copies and fast playouts. The log still records it (when there is one),
        so a replay rebuilds the state. A move that is not legal here leaves the game undefined."""
        self._play(move, False)
        if self.log is not None:
            self.log.actions.append(self.variant.action_of(move))

    def why_illegal(self, action: Action) -> str | None:
        """The reason ``action`` is refused now, in a player's words, or None if it is legal."""
        try:
            if self.phase == "layout":
                self._layout_cards(action)
            else:
                self._check(action)
        except ValueError as err:
            return reason_of(err)
        return None

    def observation(self, seat: int) -> FishingObservation:
        """What ``seat`` sees (§10): a frozen copy, equal for positions that look the same from there."""
        return FishingObservation(
            variant=self.variant.ref, seat=seat, players=self.players, dealer=self.dealer, sitter=self.sitter,
            phase=self.phase, current_player=self.current_player, hand=tuple(counts.unpack(self._hands[seat])),
            hand_sizes=self.hand_sizes, lake=tuple(counts.unpack(self._lake)),
            catches=tuple(tuple(counts.unpack(c)) for c in self._catches), points=tuple(self.points),
            pile=len(self._pile), drawn=self.drawn, chips=tuple(self.chips))

    def copy(self) -> "FishingGame":
        """An independent copy without a log, for search."""
        g = FishingGame.__new__(FishingGame)
        for name in FishingGame.__slots__:
            setattr(g, name, getattr(self, name))
        g._hands = list(self._hands)
        g._catches = list(self._catches)
        g._pile = list(self._pile)
        g._ask = list(self._ask)
        g.chips = list(self.chips)
        g.log = None
        g.start_events = []
        return g

    def __repr__(self) -> str:
        return (f"<{self.variant.name} hand: {self.players} players, dealer {self.dealer}, phase {self.phase}, "
                f"seat {self.current_player} to act, pile {len(self._pile)}, points {self.points}>")

    # -- the turn -----------------------------------------------------------------------------
    def _play(self, move: Move, events: bool) -> list[Event]:
        """Carry out a legal move; with ``events``, say what happened (``apply``), else only play (``play``)."""
        b, f, n = move
        seat = self.current_player
        drawn = self.phase == "draw"
        if not drawn:
            self._hands[seat] -= ONE[b]
        out: list[Event] = []
        if f < 0:
            self._lake += ONE[b]
            if events:
                out.append(RELEASED[seat, b, drawn])
        else:
            before = self._catches[seat]
            self._lake -= n * ONE[f]
            self._catches[seat] = before + ONE[b] + n * ONE[f]
            if events:
                points, gained = self.variant.scoring.after_capture(before, b, f, n)
                out.append(without_init(E.Captured, seat=seat, bait=CARDS[b], fish=(CARDS[f],) * n, drawn=drawn,
                                        points=points, gained=gained))
        pile = self._pile
        if not drawn:         # ``_turn_up``, inline: the hand step is always followed by the pile's card
            card = self._drawn = pile.pop()
            self.phase = "draw"
            if events:
                out.append(TURNED_UP[seat, card, len(pile)])
            return out
        self._drawn = -1
        if not pile:
            out += self._end(events)
            return out
        seat = (seat + 1) % self.players
        if seat == self.sitter:
            seat = (seat + 1) % self.players
        self.current_player = seat     # ``_start_turn``, inline for the usual case
        if self._hands[seat]:
            self.phase = "hand"
        else:
            self._turn_up(out if events else None)
        return out

    def _start_turn(self, seat: int, out: list[Event] | None) -> None:
        """Seat ``seat`` is to play: its hand step, or (an empty hand has none, §3, §15) the pile's card."""
        self.current_player = seat
        if self._hands[seat]:
            self.phase = "hand"
        else:
            self._turn_up(out)

    def _turn_up(self, out: list[Event] | None) -> None:
        """The pile's top card turned up for the current player (§4 step 2); its event added to ``out``."""
        pile = self._pile
        card = self._drawn = pile.pop()
        self.phase = "draw"
        if out is not None:
            out.append(TURNED_UP[self.current_player, card, len(pile)])

    def _end(self, events: bool) -> list[Event]:
        """The hand is over (§6): every catch scored (§7), every pair settled (§8)."""
        self.phase = "over"
        points = self.points
        self.settlement = self.variant.settle(points, sorted(self.seats_from_dealer()))
        self.chips = list(self.settlement.chips)
        if not events:
            return []
        scores = tuple(self.catch_score(s) for s in range(self.players))
        return [E.HandOver(tuple(points), scores, self.settlement.pairs, tuple(self.chips), tuple(self.lake))]

    def _start(self) -> list[Event]:
        v = self.variant
        events: list[Event] = []
        if v.heaven_pair != "off" and v.pair_card is not None:
            k = v.pair_card.index
            holders = [s for s in self.seats_from_dealer() if (self._hands[s] >> SHIFT[k]) & MASK >= 2]
            if v.heaven_pair == "auto":
                for s in holders:
                    n = ((self._hands[s] >> SHIFT[k]) & MASK) // 2 * 2
                    events += self._lay_out(s, n)
            elif holders:
                self._ask = holders[1:]
                self.phase = "layout"
                self.current_player = holders[0]
                return events
        return events + self._begin_play()

    def _begin_play(self) -> list[Event]:
        self.current_player = self.dealer
        if not self._pile:
            return self._end(True)   # §15: a set position with an empty pile is over at once
        events: list[Event] = []
        self._start_turn(self.dealer, events)
        return events

    # -- the layout (§3) ------------------------------------------------------------------------
    def _layouts(self) -> list[Action]:
        card = self.variant.pair_card
        held = counts.count_of(self._hands[self.current_player], card)
        return [LayOut([card] * n) for n in (2, 4) if n <= held] + [PASS]

    def _layout_cards(self, action: Action) -> int:
        """How many pair cards ``action`` lays out (0 for a pass); ValueError with the reason if it may not."""
        card = self.variant.pair_card
        if isinstance(action, Pass):
            return 0
        if not isinstance(action, LayOut):
            raise ValueError(Reason(N_("seat {seat} is asked whether to lay out a pair of {card} first: "
                                       "lay it out or pass, not {action}"), seat=Seat(self.current_player),
                                    card=Cards((card,)), action=Act(action)))
        n = len(action.cards)
        if any(c is not card for c in action.cards) or n not in (2, 4):
            raise ValueError(Reason(N_("only pairs of {card} are laid out: two of them, or four"), card=Cards((card,))))
        held = counts.count_of(self._hands[self.current_player], card)
        if n > held:
            raise ValueError(Reason(N_("seat {seat} holds {held} {card}, not {n}"), seat=Seat(self.current_player),
                                    held=held, card=Cards((card,)), n=n))
        return n

    def _answer_layout(self, action: Action) -> list[Event]:
        n = self._layout_cards(action)
        seat = self.current_player
        events = self._lay_out(seat, n) if n else [E.LayoutDeclined(seat)]
        if self._ask:
            self.current_player = self._ask.pop(0)
            return events
        return events + self._begin_play()

    def _lay_out(self, seat: int, n: int) -> list[Event]:
        card = self.variant.pair_card
        self._hands[seat] -= n * ONE[card.index]
        self._catches[seat] += n * ONE[card.index]
        return [E.LaidOut(seat, (card,) * n, self.variant.scoring.points(self._catches[seat]))]

    # -- checking -------------------------------------------------------------------------------
    def _check(self, action: Action) -> Move:
        """The move ``action`` makes, or ValueError saying in a player's words why it may not."""
        phase = self.phase
        if phase == "over":
            raise ValueError(Reason(N_("the hand is over")))
        if isinstance(action, Capture):
            bait, fish = action.bait, action.fish
            move = (bait.index, fish[0].index, len(fish)) if fish and all(c is fish[0] for c in fish) else None
        elif isinstance(action, Release):
            bait, fish, move = action.card, (), (action.card.index, -1, 0)
        else:
            raise ValueError(Reason(N_("a turn plays a bait: capture a fish from the lake or release it, not {action}"),
                                    action=Act(action)))
        if move is not None and move in self.moves():
            return move
        raise ValueError(self._why_not(bait, fish, isinstance(action, Capture)))

    def _why_not(self, bait: Card, fish: tuple[Card, ...], capture: bool) -> str:
        v = self.variant
        seat = self.current_player
        if self.phase == "draw":
            drawn = Card.from_index(self._drawn)
            if bait is not drawn:
                return Reason(N_("the bait now is the card turned up from the pile, {drawn}, not {bait}"),
                              drawn=Cards((drawn,)), bait=Cards((bait,)))
        elif not counts.count_of(self._hands[seat], bait):
            return Reason(N_("seat {seat} holds no {bait}"), seat=Seat(seat), bait=Cards((bait,)))
        here = counts.count_of(self._lake, bait)
        if not capture:
            can = self.catchable(bait)
            if v.must_capture == "drawn":
                return Reason(N_("{bait} can catch {fish}: a card turned up that can capture must capture "
                                 "(must capture: {rule})"), bait=Cards((bait,)), fish=Cards(tuple(can)),
                              rule=Term(MUST_CAPTURE_WORDS.get(v.must_capture, v.must_capture)))
            return Reason(N_("{bait} can catch {fish}: a card that can capture must capture (must capture: {rule})"),
                          bait=Cards((bait,)), fish=Cards(tuple(can)), rule=Term(MUST_CAPTURE_WORDS.get(v.must_capture, v.must_capture)))
        if not fish:
            return Reason(N_("a capture takes a fish from the lake"))
        triple = len(fish) == 3 and all(c is fish[0] for c in fish)
        if len(fish) != 1 and not triple:
            return Reason(N_("a bait takes exactly one fish (or three identical ones, to the fourth of their kind)"))
        if triple and not (fish[0] is bait and v.capture.triple[bait.index]):
            return Reason(N_("three cards go together only to the fourth of a kind that catches only itself "
                             "({cards})"), cards=Cards(tuple(v.capture.self_only)))
        held = counts.count_of(self._lake, fish[0])
        if held < len(fish):
            if not held:
                return Reason(N_("the lake holds no {card}"), card=Cards(fish[:1]))
            return Reason(N_("the lake holds {held} {card}, not {n}"), held=held, card=Cards(fish[:1]), n=len(fish))
        f = fish[0]
        if not v.capture.catches(bait.index, f.index):
            return v.capture.why_not(bait, f)
        if v.capture.triple[bait.index] and here == 3:
            return Reason(N_("three {bait} are in the lake: the fourth {bait} takes all three at once"),
                          bait=Cards((bait,)))
        return Reason(N_("{bait} cannot capture {fish} now"), bait=Cards((bait,)), fish=Cards(tuple(fish)))


# -- making a hand -------------------------------------------------------------------------------

def _table(variant: FishingVariant, players: int) -> None:
    if players not in variant.deals:
        raise ValueError(Reason(N_("{game} is played by {counts} players, not {players}"), game=variant.name,
                                counts=Words(tuple(variant.seat_counts)), players=players))


def new_fishing_game(variant: FishingVariant, players: int = 2, seed: int | None = None, dealer: int | None = None,
                     hands: Sequence[Iterable["str | Card"]] | None = None, sitter: int | None = None,
                     lake: Iterable["str | Card"] | None = None,
                     pile: Iterable["str | Card"] | None = None) -> FishingGame:
    """A dealt hand (``seed``, §2) or a set position (``hands``, ``lake``, ``pile`` top card first; the cards
    not listed are out of play), ready for its first action."""
    _table(variant, players)
    if hands is not None or lake is not None or pile is not None:
        hands = [[] for _ in range(players)] if hands is None else hands
        if len(hands) != players:
            raise ValueError(f"{len(hands)} hands given for {players} players")
        dealer = dealer_seat(dealer, players)
        sitter = sitter_seat(variant, players, dealer, sitter)
        parsed = [parse_cards(h) for h in hands]
        lake_cards = parse_cards(lake or [])
        pile_cards = parse_cards(pile or [])
        if sitter is not None and parsed[sitter]:
            raise ValueError(f"seat {sitter} sits this hand out: its hand must be empty")
        every = [c for h in parsed for c in h] + lake_cards + pile_cards
        for card in set(every):
            if every.count(card) > variant.copies.get(card, 0):
                raise ValueError(f"{every.count(card)} copies of {card} in this position; "
                                 f"the deck has {variant.copies.get(card, 0)}")
        log = GameLog(variant.ref, players, None, dealer, [[str(c) for c in sorted(h)] for h in parsed], [], sitter,
                      [str(c) for c in lake_cards], [str(c) for c in pile_cards])
        return FishingGame(variant, players, dealer, sitter, [counts.pack(h) for h in parsed],
                           counts.pack(lake_cards), [c.index for c in pile_cards], None, log)
    if seed is None:
        seed = random.SystemRandom().randrange(2 ** 63)
    if dealer is None:
        # Its own stream, so the same seed deals the same cards whether the dealer was drawn or given (§2).
        dealer = random.Random(f"{seed}/dealer").randrange(players)
    elif not 0 <= dealer < players:
        raise ValueError(f"no seat {dealer} at a table of {players}")
    sitter = sitter_seat(variant, players, dealer, sitter)
    packed, lake_packed, pile_order = deal(variant, players, seed, dealer, sitter)
    log = GameLog(variant.ref, players, seed, dealer, None, [], sitter)
    return FishingGame(variant, players, dealer, sitter, packed, lake_packed, pile_order, seed, log)


def deal(variant: FishingVariant, players: int, seed: int, dealer: int, sitter: int | None) -> tuple[list[int], int, list[int]]:
    """Shuffle with ``seed``, deal the hands a card at a time from the dealer, turn up the lake; the rest is
    the pile (§2). Returns the hands, the lake and the pile's card indices, top first."""
    size = variant.deals[players]
    cards = list(variant.deck_indices)
    random.Random(seed).shuffle(cards)
    order = [(dealer + i) % players for i in range(players) if (dealer + i) % players != sitter]
    k = len(order)
    hands = [0] * players
    for i in range(size.hand * k):
        hands[order[i % k]] += ONE[cards[i]]
    start = size.hand * k
    lake = sum(ONE[i] for i in cards[start:start + size.lake])
    return hands, lake, cards[start + size.lake:]


def random_playout(game: FishingGame, rng: random.Random) -> FishingGame:
    """Play ``game`` to its end with uniformly random legal moves (heaven pairs laid out when asked): the fast
    path for tests, the bench and search playouts."""
    random = rng.random
    moves, play = game.moves, game.play
    while game.phase == "layout":
        legal = game.legal_actions()
        game.apply(legal[int(random() * len(legal))])
    while game.phase != "over":
        legal = moves()
        play(legal[int(random() * len(legal))])
    return game


# -- events, made fast (issue 18) ------------------------------------------------------------------
# A card turned up for a seat with so many left, and a release, are made once and shared.

TURNED_UP = Made(lambda seat, card, pile: E.TurnedUp(seat, CARDS[card], pile))
"""``TURNED_UP[seat, card index, cards left in the pile]``."""
RELEASED = Made(lambda seat, card, drawn: E.Released(seat, CARDS[card], drawn))
"""``RELEASED[seat, card index, drawn]``."""
