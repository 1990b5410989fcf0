"""The climbing game as a seeded, replayable state machine (sap-ng-wu.md §4–§9).

A hand runs through phases: ``layout`` (supremes laid out, §5), ``play``
(tricks, §6), ``decide`` (declare or continue, §8) and ``over``. Everything a
variant may change comes from its ``Variant``; this module holds only the
mechanisms. Hands are packed count vectors (``game.model.counts``) and plays
come from the variant's precomputed table, so a decision costs a few lookups:
the search players' strength is this module's speed.
"""
from __future__ import annotations

import random
from typing import Iterable, Sequence

from game.i18n import N_
from game.model import counts
from game.model.cards import Card, parse_cards
from game.rules import events as E
from game.rules.actions import (Action, CardsAction, Continue, Declare, LayOut, Pass, Play, PlayOn, Redeal, TakeTalon,
                                ThrowIn)
from game.rules.log import GameLog
from game.reason import Act, Cards, Reason, Seat, Words
from game.rules.seats import SeatedHand, dealer_seat, sitter_seat
from game.rules.climbing.observation import Observation
from game.rules.climbing.plays import Combination
from game.rules.climbing.variant import ClimbingVariant as Variant

PASS = Pass()
DECLARE = Declare()
CONTINUE = Continue()
TAKE_TALON = TakeTalon()
REDEAL = Redeal()
PLAY_ON = PlayOn()
THROW_IN = ThrowIn()
ASKING = ("talon", "redeal", "bid")  # the phases before play that ask seats in turn a yes-or-no question
LOW = counts.GUARD >> 3  # the low bit of every field
GUARD = counts.GUARD
PASSED = [E.Passed(s) for s in range(16)]  # a pass is the same frozen event every time: made once per seat



def layable_supremes(v: Variant, hand: int) -> list[Combination]:
    """The supremes ``hand`` may lay out: each one it holds, or under ``layout_supreme: all`` only the biggest
    (which takes every supreme card). The game offers them; the search player reads from them that a seat which
    laid none out held none."""
    present = (hand | (hand >> 1) | (hand >> 2)) & LOW
    if present & v.supreme_presence != v.supreme_presence or not v.supreme_plays:
        return []
    supremes = [p for p in v.supreme_plays if counts.contains(hand, p.packed)]
    if v.layout_supreme == "all" and supremes:
        return [max(supremes, key=lambda p: p.size)]
    return supremes

class ClimbingGame(SeatedHand):
    """One hand of a climbing game. Build it with ``game.rules.new_game``."""

    __slots__ = (
        "variant", "players", "dealer", "seed", "phase", "current_player", "_hands", "_sizes", "wu", "_wu_cards",
        "chips", "_trick", "_top", "_top_seat", "_passes", "_responders", "_beaten", "_set_aside", "_continuing",
        "_layout_queue", "_after_decide", "winner", "log", "_out_of_play",
        "sitter", "_talon", "_redeals", "_ask", "_triples", "_fours", "_bonuses", "thrown_in", "start_events",
        "_laid_aside",
    )

    def __init__(self, variant: Variant, players: int, dealer: int, hands: Sequence[int], seed: int | None,
                 out_of_play: int, log: GameLog, sitter: int | None = None, talon: int = 0) -> None:
        self.variant = variant
        self.players = players
        self.dealer = dealer
        self.seed = seed
        self._hands = list(hands)
        self._sizes = [counts.size(h) for h in hands]
        self.wu = [0] * players
        self._wu_cards = [0] * players
        self.chips = [0] * players
        self._trick: list[tuple[int, Combination | None]] = []
        self._top: Combination | None = None
        self._top_seat = -1
        self._passes = 0
        self._responders = 0
        self._beaten = 0  # cards of the plays beaten in this trick, to be set aside
        self._set_aside = 0
        self._continuing = [-1] * players  # tier index passed up, -1 while none
        self._layout_queue: list[int] = []
        self._after_decide = "lead"
        self.winner: int | None = None
        self.log: GameLog | None = log  # None only in a game rebuilt for search (from_observation)
        self._out_of_play = out_of_play
        self.phase = "play"
        self.current_player = dealer
        self.sitter = sitter
        self._talon = talon
        self._redeals = 0
        self._ask: list[int] = []
        self._triples = [0] * players
        self._fours = [0] * players
        self._bonuses = [0] * players
        self._laid_aside = [0] * players
        self.thrown_in = False
        # What happened before the first question (hard cards laid out): a table shows these first.
        self.start_events: list[E.Event] = self._start(seed is not None)

    # -- the public surface -----------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def trick(self) -> list[tuple[int, tuple[Card, ...] | None]]:
        """This trick so far: (seat, cards) for each play, (seat, None) for each pass."""
        return [(s, c.cards if c is not None else None) for s, c in self._trick]

    @property
    def top(self) -> tuple[int, Combination] | None:
        """The play to beat, with its seat, or None when the next play is a lead."""
        return (self._top_seat, self._top) if self._top is not None else None

    # What a search player's playout policy reads of its own sampled copy, without cards: plain
    # properties over the packed state (about 50 ns each, measured), read-only: each returns a copy or a value.
    @property
    def packed_hands(self) -> tuple[int, ...]:
        """Each seat's hand as a packed count vector (``game.model.counts``); ``hands`` in cards."""
        return tuple(self._hands)

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """Each seat's count of cards in hand."""
        return tuple(self._sizes)

    @property
    def passed_tiers(self) -> tuple[int, ...]:
        """The tier index each seat passed up by continuing (§8), -1 while none; ``needs`` gives the wu."""
        return tuple(self._continuing)

    @property
    def in_layout(self) -> bool:
        """Whether the hand is still laying out supremes (§5), a decision after a layout included."""
        phase = self.phase
        return phase == "layout" or (phase == "decide" and self._after_decide == "layout")

    @property
    def set_aside(self) -> tuple[Card, ...]:
        return tuple(counts.unpack(self._set_aside))

    def wu_cards(self, seat: int) -> tuple[Card, ...]:
        return tuple(counts.unpack(self._wu_cards[seat]))

    @property
    def out_of_play(self) -> tuple[Card, ...]:
        """Cards dealt to nobody (and a talon nobody took): out of this hand, face down."""
        return tuple(counts.unpack(self._out_of_play))

    @property
    def talon_size(self) -> int:
        """Cards of the face-down talon still on offer (phase ``talon``)."""
        return counts.size(self._talon)

    def sets_won(self, seat: int) -> tuple[int, int, int]:
        """What the seat's winning plays add to its score: (triples, fours, bonus points)."""
        return self._triples[seat], self._fours[seat], self._bonuses[seat]

    def laid_aside(self, seat: int) -> tuple[Card, ...]:
        """Cards the seat laid face up before play that are no winning cards (multiplier cards)."""
        return tuple(counts.unpack(self._laid_aside[seat]))

    def score(self, seat: int) -> int:
        """What the seat would score now: points × multipliers + bonus, 0 below the threshold."""
        return self.variant.score(self.wu[seat], self._triples[seat], self._fours[seat], self._bonuses[seat],
                                  counts.size(self._laid_aside[seat]))

    def needs(self, seat: int) -> int | None:
        """The wu a continuing seat must reach before it may declare again (§8)."""
        passed = self._continuing[seat]
        return self.variant.next_tier_wu(passed) if passed >= 0 else None

    def legal_actions(self) -> list[Action]:
        """Every legal action for the current player, complete."""
        phase = self.phase
        seat = self.current_player
        if phase == "play":
            hand = self._hands[seat]
            top = self._top
            if top is None:
                return self._leads(hand)
            out: list[Action] = [p.action for p in top.beaten_by if (hand + GUARD - p.packed) & GUARD == GUARD]
            if not (out and self.variant.obligation_to_beat):
                out.append(PASS)
            return out
        if phase == "decide":
            return [DECLARE, CONTINUE]
        if phase == "layout":
            return self._layouts(self._hands[seat]) + [PASS]
        if phase == "talon":
            return [TAKE_TALON, PASS]
        if phase == "redeal":
            return [REDEAL, PASS]
        if phase == "bid":
            return [PLAY_ON, THROW_IN] if not self._ask else [PLAY_ON, PASS]
        return []

    def apply(self, action: Action) -> list[E.Event]:
        """Carry out ``action`` for the current player and return what happened.

        An illegal or out-of-turn action raises ValueError saying which rule it
        breaks, and leaves the game unchanged.
        """
        phase = self.phase
        if phase == "play":
            # The common cases first, checked in a few lookups: a Play of a combination the seat holds that
            # leads or beats the top play, or a Pass the rules allow. Anything else takes the full check below,
            # which gives the same verdict and says which rule is broken.
            kind = type(action)
            top = self._top
            if kind is Play:
                combo = self.variant.table.by_packed.get(action.packed)  # type: ignore[attr-defined]
                if combo is not None and (self._hands[self.current_player] + GUARD - combo.packed) & GUARD == GUARD \
                        and (top is None or combo in top.beaten_by):
                    if self.log is not None:
                        self.log.actions.append(action)
                    return self._play(combo)
            elif kind is Pass and top is not None:
                hand = self._hands[self.current_player]
                if not (self.variant.obligation_to_beat
                        and any((hand + GUARD - p.packed) & GUARD == GUARD for p in top.beaten_by)):
                    if self.log is not None:
                        self.log.actions.append(action)
                    return self._pass()
        reason, combo = self._check(action)
        if reason:
            raise ValueError(reason)
        if self.log is not None:  # None only in a game rebuilt for search without one (from_observation)
            self.log.actions.append(action)
        if phase == "play":
            if combo is None:
                return self._pass()
            return self._play(combo)
        if phase == "decide":
            return self._decide(action is DECLARE or isinstance(action, Declare))
        if phase == "layout":
            return self._layout(combo)
        return self._answer(action)

    def step(self, action: Action) -> list[E.Event]:
        """``apply`` for an action known to be legal here, unchecked and unlogged: for a search's own copies.

        A search player plays thousands of hands a decision on copies it made
        itself (``copy``, ``from_observation``), every action taken from
        ``legal_actions()`` of the very position it is applied to; checking it
        again and logging it are wasted there (DESIGN.md "Speed is strength").
        The state and events are exactly ``apply``'s. An action that is not
        legal here leaves the game in an undefined state, and the game's log no
        longer leads to its state: step only a copy you will neither show nor save.
        """
        phase = self.phase
        if phase == "play":
            if action.has_cards:
                return self._play(self.variant.table.by_packed[action.packed])  # type: ignore[attr-defined]
            return self._pass()
        if phase == "decide":
            return self._decide(action is DECLARE or isinstance(action, Declare))
        if phase == "layout":
            return self._layout(self.variant.table.by_packed[action.packed] if action.has_cards else None)  # type: ignore[attr-defined]
        return self._answer(action)

    def why_illegal(self, action: Action) -> str | None:
        """The rule ``action`` breaks now, in a player's words, or None if it is legal."""
        return self._check(action)[0]

    def observation(self, seat: int) -> Observation:
        if not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat} at a table of {self.players}")
        own = self._hands[seat]
        hidden = sum(self._sizes) - self._sizes[seat] + counts.size(self._out_of_play) + counts.size(self._talon)
        passed = []
        for s, c in reversed(self._trick):
            if c is not None:
                break
            passed.append(s)
        return Observation(
            variant=self.variant.ref, seat=seat, players=self.players, dealer=self.dealer, phase=self.phase,
            current_player=self.current_player, hand=tuple(counts.unpack(own)), hand_sizes=tuple(self._sizes),
            wu=tuple(self.wu), wu_cards=tuple(tuple(counts.unpack(w)) for w in self._wu_cards),
            trick=tuple((s, c.cards if c is not None else None) for s, c in self._trick),
            top=(self._top_seat, self._top.cards) if self._top is not None else None,
            passed=tuple(reversed(passed)), needs=tuple(self.needs(s) for s in range(self.players)),
            chips=tuple(self.chips), set_aside=tuple(counts.unpack(self._set_aside)), unseen=hidden,
            in_layout=self.in_layout,
            sitter=self.sitter, talon=counts.size(self._talon), redeals=self._redeals,
            sets_won=tuple(zip(self._triples, self._fours, self._bonuses)),
            laid_aside=tuple(tuple(counts.unpack(a)) for a in self._laid_aside))

    @classmethod
    def from_observation(cls, variant: Variant, obs: Observation, hands: Sequence["int | Iterable[str | Card]"],
                         *, log: bool = True) -> "ClimbingGame":
        """The game as ``obs`` shows it, with ``hands`` as every seat's cards.

        Search players sample the hidden hands (the hands of the other seats,
        consistent with what the observer saw) and play on from here: this is
        the only way they get a game, so they never see the real hidden cards.
        ``hands[obs.seat]`` must be the observer's own hand. A hand may be
        given as its cards or already packed (an int of ``game.model.counts``,
        as a sampler deals them), which spares unpacking and packing again.
        With ``log=False`` the game has no log (``log`` is None; writing the
        hands out in it was half the cost of a rebuild): for a search that only
        ``step``s its copies and never saves or replays them.
        """
        if len(hands) != obs.players:
            raise ValueError(f"{len(hands)} hands for {obs.players} seats")
        if obs.phase == "redeal":
            raise ValueError("a game cannot be rebuilt in phase 'redeal': a redeal deals from the hidden seed")
        packed = [_packed_hand(h) for h in hands]
        if packed[obs.seat] != counts.pack(obs.hand):
            raise ValueError("the observer's own hand differs from the observation")
        sizes = [counts.size(h) for h in packed]
        if sizes != list(obs.hand_sizes):
            raise ValueError(f"hand sizes {sizes} differ from the observation's {list(obs.hand_sizes)}")
        table = variant.table.by_packed
        trick = [(s, table[counts.pack(c)] if c is not None else None) for s, c in obs.trick]
        wu_cards = [counts.pack(w) for w in obs.wu_cards]
        laid_aside = [counts.pack(a) for a in obs.laid_aside] or [0] * obs.players
        visible = sum(packed) + sum(wu_cards) + sum(laid_aside) + counts.pack(obs.set_aside) + sum(
            c.packed for _, c in trick if c is not None)
        if not counts.contains(variant.deck_packed, visible):
            raise ValueError("these hands and the observation hold more cards than the deck")
        game = object.__new__(cls)
        game.variant = variant
        game.players = obs.players
        game.dealer = obs.dealer
        game.seed = None
        game._hands = packed
        game._sizes = sizes
        game.wu = list(obs.wu)
        game._wu_cards = wu_cards
        game.chips = list(obs.chips)
        game._trick = trick
        plays = [(s, c) for s, c in trick if c is not None]
        game._top_seat, game._top = plays[-1] if plays else (-1, None)
        game._beaten = sum(c.packed for _, c in plays[:-1])
        game._set_aside = counts.pack(obs.set_aside)
        game._passes = 0
        for _, c in reversed(trick):
            if c is not None:
                break
            game._passes += 1
        game._continuing = [variant.tier_index(n) - 1 if n is not None else -1 for n in obs.needs]
        game._after_decide = "layout" if obs.in_layout else "lead"
        game.winner = None
        game.phase = obs.phase
        game.current_player = obs.current_player
        game._out_of_play = variant.deck_packed - visible
        game.sitter = obs.sitter
        game._talon = 0
        if obs.talon:
            # The talon is the cards nobody sees; where more are out of play, some of them stand for it.
            rest = counts.unpack(game._out_of_play)
            if len(rest) < obs.talon:
                raise ValueError("these hands leave too few cards for the talon")
            game._talon = counts.pack(rest[:obs.talon])
            game._out_of_play -= game._talon
        game._redeals = obs.redeals
        sets = obs.sets_won or ((0, 0, 0),) * obs.players
        game._triples = [t for t, _, _ in sets]
        game._fours = [f for _, f, _ in sets]
        game._bonuses = [b for _, _, b in sets]
        game._laid_aside = laid_aside
        game.thrown_in = False
        game.start_events = []
        game._ask = []
        if obs.phase in ASKING:
            order = game.seats_from_dealer()
            game._ask = order[order.index(obs.current_player) + 1:]
        game.log = GameLog(variant.ref, obs.players, None, obs.dealer,
                           [[str(c) for c in counts.unpack(h)] for h in packed], [], obs.sitter) if log else None
        game._layout_queue = []
        if obs.in_layout:
            # Seats still to be asked: after the current one (or the one deciding), up to the dealer's turn again.
            order = game.seats_from_dealer()
            game._layout_queue = [s for s in order[order.index(obs.current_player) + 1:] if game._layouts(packed[s])]
        if game._top is not None:
            others = [(game._top_seat + i) % obs.players for i in range(1, obs.players)]
            game._responders = sum(1 for s in others if game._active(s))
        else:
            game._responders = 0
        return game

    def copy(self) -> "ClimbingGame":
        """An independent copy, for search: the log is shared up to now, then separate."""
        other = object.__new__(ClimbingGame)
        for name in ClimbingGame.__slots__:
            setattr(other, name, getattr(self, name))
        other._hands = list(self._hands)
        other._sizes = list(self._sizes)
        other.wu = list(self.wu)
        other._wu_cards = list(self._wu_cards)
        other.chips = list(self.chips)
        other._trick = list(self._trick)
        other._continuing = list(self._continuing)
        other._layout_queue = list(self._layout_queue)
        other._ask = list(self._ask)
        other._triples = list(self._triples)
        other._fours = list(self._fours)
        other._bonuses = list(self._bonuses)
        other._laid_aside = list(self._laid_aside)
        other.log = self.log.copy() if self.log is not None else None
        return other

    def __repr__(self) -> str:
        return (f"<{self.variant.name} hand: {self.players} players, dealer {self.dealer}, phase {self.phase}, "
                f"seat {self.current_player} to act, wu {self.wu}, chips {self.chips}>")

    # -- legality -----------------------------------------------------------------------------
    def _leads(self, hand: int) -> list[Action]:
        """Every lead ``hand`` holds, in the play table's order: a lookup per run of the table (``LeadRun``)."""
        out: list[Action] = []
        for run in self.variant.table.lead_runs:
            got = run.memo.get(hand & run.fields)
            if got is None:
                got = run.leads(hand & run.fields)
            if got:
                out += got
        return out

    def _has_lead(self, hand: int) -> bool:
        """Whether ``hand`` holds any lead: ``bool(self._leads(hand))`` without listing them."""
        for run in self.variant.table.lead_runs:
            got = run.memo.get(hand & run.fields)
            if got is None:
                got = run.leads(hand & run.fields)
            if got:
                return True
        return False

    def _layouts(self, hand: int) -> list[Action]:
        return [p.layout_action for p in layable_supremes(self.variant, hand)]

    def _check(self, action: Action) -> tuple[str | None, Combination | None]:
        seat = self.current_player
        phase = self.phase
        if phase == "over":
            return Reason(N_("the hand is over")), None
        if not isinstance(action, Action):
            return Reason(N_("not an action: {action}"), action=Act(action)), None
        if isinstance(action, CardsAction):
            return self._check_cards(action, seat, phase)
        if isinstance(action, (Declare, Continue)):
            if phase != "decide":
                return Reason(N_("declare only right after gaining wu with enough to declare (§8)") if isinstance(
                    action, Declare) else N_("continue only right after gaining wu with enough to declare (§8)")), None
            return None, None
        if phase in ASKING or isinstance(action, (TakeTalon, Redeal, PlayOn, ThrowIn)):
            return self._check_answer(action, phase), None
        if isinstance(action, Pass):
            if phase == "decide":
                return Reason(N_("declare or continue: passing is not a choice here")), None
            if phase == "play" and self._top is None:
                return Reason(N_("you lead this trick: play any card or combination; you cannot pass")), None
            if phase == "play" and self.variant.obligation_to_beat and any(
                    counts.contains(self._hands[seat], p.packed) for p in self._top.beaten_by):  # type: ignore[union-attr]
                return Reason(N_("you must beat the play when you can (obligation to beat)")), None
            return None, None
        return _not_an_action(action), None

    def _check_answer(self, action: Action, phase: str) -> str | None:
        if action in self.legal_actions():
            return None
        asks = {"talon": N_("take the talon or pass first"), "redeal": N_("demand a redeal or pass first"),
                "bid": N_("play on or pass first") if self._ask else N_("play on or throw the hand in first")}
        if phase in asks:
            return Reason(asks[phase])
        when = {TakeTalon: N_("the talon is offered only right after the deal"),
                Redeal: N_("a redeal is asked for only right after the deal"),
                PlayOn: N_("play on or throw in only in the round after the deal"),
                ThrowIn: N_("only the last seat asked after the deal may throw the hand in")}
        return Reason(when[type(action)]) if type(action) in when else _not_an_action(action)

    def _check_cards(self, action: CardsAction, seat: int, phase: str) -> tuple[str | None, Combination | None]:
        v = self.variant
        if phase == "decide":
            return Reason(N_("declare or continue first")), None
        if phase in ASKING:
            return self._check_answer(action, phase), None
        if isinstance(action, LayOut) and phase != "layout":
            return Reason(N_("supremes are laid out only before the first lead (§5)")), None
        if isinstance(action, Play) and phase != "play":
            return Reason(N_("play starts once the supremes are laid out: lay out or pass")), None
        if not isinstance(action, (Play, LayOut)):
            return _not_an_action(action), None
        hand = self._hands[seat]
        if not counts.contains(hand, action.packed):
            missing = [str(c) for c in counts.unpack(action.packed)
                       if counts.count_of(action.packed, c) > counts.count_of(hand, c)]
            return Reason(N_("seat {seat} does not hold {cards}"), seat=Seat(seat),
                          cards=Cards(tuple(Card.parse(c) for c in sorted(set(missing))))), None
        combo = v.table.by_packed.get(action.packed)
        if combo is None:
            return _not_a_play(action), None
        if isinstance(action, LayOut):
            if combo.kind != "supreme":
                return Reason(N_("only a supreme can be laid out")), None
            if v.layout_supreme == "all" and combo.packed != self._layouts(hand)[0].packed:
                return Reason(N_("every supreme card in the hand is laid out together (layout: all)")), None
            return None, combo
        top = self._top
        if top is not None and combo not in top.beaten_by:
            return v.why_not_beat(combo, top), None
        return None, combo

    # -- the flow of a hand -------------------------------------------------------------------
    def _start(self, dealt: bool) -> list[E.Event]:
        """Before the first lead: redeal, talon and bid questions (dealt hands only), hard cards, supremes."""
        if dealt:
            return self._ask_redeal()
        return self._lay_out_hard()

    def _ask_redeal(self) -> list[E.Event]:
        v = self.variant
        if v.redeal_presence:
            mask = v.redeal_presence
            self._ask = [s for s in self.seats_from_dealer()
                         if not (self._hands[s] | (self._hands[s] >> 1) | (self._hands[s] >> 2)) & mask]
            if self._ask:
                self.phase = "redeal"
                self.current_player = self._ask.pop(0)
                return []
        return self._offer_talon()

    def _offer_talon(self) -> list[E.Event]:
        if self._talon:
            self._ask = self.seats_from_dealer()
            self.phase = "talon"
            self.current_player = self._ask.pop(0)
            return [E.TalonOffered(self.current_player, counts.size(self._talon))]
        return self._ask_bid()

    def _ask_bid(self) -> list[E.Event]:
        if self.variant.bid:
            self._ask = self.seats_from_dealer()
            self.phase = "bid"
            self.current_player = self._ask.pop(0)
            return []
        return self._lay_out_hard()

    def _answer(self, action: Action) -> list[E.Event]:
        """A yes-or-no answer in phase talon, redeal or bid."""
        seat = self.current_player
        phase = self.phase
        yes = not isinstance(action, Pass)
        if phase == "redeal":
            if yes:
                return [E.Redealt(seat, self._redeal())] + self._ask_redeal()
            events: list[E.Event] = [E.RedealDeclined(seat)]
            if self._ask:
                self.current_player = self._ask.pop(0)
                return events
            return events + self._offer_talon()
        if phase == "talon":
            if yes:
                size = counts.size(self._talon)
                self._hands[seat] += self._talon
                self._sizes[seat] += size
                self._talon = 0
                return [E.TalonTaken(seat, size)] + self._ask_bid()
            events = [E.TalonDeclined(seat)]
            if self._ask:
                self.current_player = self._ask.pop(0)
                return events + [E.TalonOffered(self.current_player, counts.size(self._talon))]
            size = counts.size(self._talon)
            self._out_of_play += self._talon
            self._talon = 0
            return events + [E.TalonLeftOut(size)] + self._ask_bid()
        # bid
        if isinstance(action, PlayOn):
            self._ask = []
            return [E.PlayedOn(seat)] + self._lay_out_hard()
        if isinstance(action, ThrowIn):
            self.thrown_in = True
            self.phase = "over"
            self.winner = None
            self.current_player = self.dealer
            return [E.ThrownIn(seat), E.HandOver(None, tuple(self.chips), True)]
        self.current_player = self._ask.pop(0)
        return [E.BidPassed(seat)]

    def _redeal(self) -> int:
        """Deal again with the same dealer and sitter, from a seed that follows from the game's."""
        self._redeals += 1
        seed = random.Random(f"{self.seed}/redeal/{self._redeals}").randrange(2 ** 63)
        _, hands, talon, rest = deal(self.variant, self.players, seed, self.dealer, self.sitter)
        self._hands = hands
        self._sizes = [counts.size(h) for h in hands]
        self._talon = talon
        self._out_of_play = rest
        return self._redeals

    def _lay_out_hard(self) -> list[E.Event]:
        """Hard cards go face up before play, with no choice, each one winning card; multiplier cards
        (gods of wealth) too, no winning cards but each a multiplier for its holder (climbing-variants.md)."""
        v = self.variant
        events: list[E.Event] = []
        if v.hard_cards:
            for s in self.seats_from_dealer():
                hand = self._hands[s]
                present = (hand | (hand >> 1) | (hand >> 2)) & v.hard_presence
                if not present or (v.hard_together and present != v.hard_presence):
                    continue
                cards = hand & v.hard_mask
                n = counts.size(cards)
                self._hands[s] -= cards
                self._sizes[s] -= n
                self.wu[s] += n
                self._wu_cards[s] += cards
                events.append(E.HardCardsLaidOut(s, tuple(counts.unpack(cards)), n, self.wu[s]))
        if v.multiplier_cards:
            for s in self.seats_from_dealer():
                cards = self._hands[s] & v.multiplier_mask
                if cards:
                    n = counts.size(cards)
                    self._hands[s] -= cards
                    self._sizes[s] -= n
                    self._laid_aside[s] += cards
                    events.append(E.MultiplierCardsLaidOut(s, tuple(counts.unpack(cards)), n * v.multiplier_each))
        if v.layout_supreme != "none":
            self._layout_queue = [s for s in self.seats_from_dealer() if self._layouts(self._hands[s])]
        return events + self._next_layout()

    def _next_layout(self) -> list[E.Event]:
        if self._layout_queue:
            self.phase = "layout"
            self.current_player = self._layout_queue.pop(0)
            return []
        return self._lead_from(self.dealer)

    def _active(self, seat: int) -> bool:
        """Holds cards that can still be played (climbing-variants.md "Dead cards")."""
        hand = self._hands[seat]
        if not hand:
            return False
        v = self.variant
        if v.every_card_leads or (hand | (hand >> 1) | (hand >> 2)) & v.single_presence:
            return True  # a card that may be led alone
        return self._has_lead(hand)

    def _lead_from(self, seat: int) -> list[E.Event]:
        """The trick's winner leads; if out of cards, the next seat holding cards (§6)."""
        self._trick = []
        self._top = None
        self._top_seat = -1
        self._passes = 0
        self._beaten = 0
        for i in range(self.players):
            s = (seat + i) % self.players
            if self._active(s):
                self.phase = "play"
                self.current_player = s
                return [E.LeadPassed(seat, s)] if s != seat else []
        return self._end_hand(None)

    def _play(self, combo: Combination) -> list[E.Event]:
        seat = self.current_player
        top = self._top
        lead = top is None
        hands = self._hands
        hands[seat] -= combo.packed
        self._sizes[seat] -= combo.size
        if top is not None:
            self._beaten += top.packed
        self._top = combo
        self._top_seat = seat
        self._trick.append((seat, combo))
        self._passes = 0
        # Events are frozen values: the same play by the same seat is the same event, made once (issue 18).
        index = seat + seat + lead
        played = combo.played_events
        event = played.get(index)
        if event is None:
            event = played[index] = E.Played(seat, combo.cards, combo.name, lead)
        events: list[E.Event] = [event]
        if lead and combo.ends_trick_when_led:
            return events + self._win_trick()
        responders = 0
        nxt = -1
        n = self.players
        every = self.variant.every_card_leads
        for i in range(1, n):
            s = (seat + i) % n
            if hands[s] and (every or self._active(s)):
                responders += 1
                if nxt < 0:
                    nxt = s
        self._responders = responders
        if not responders:
            return events + self._win_trick()
        self.current_player = nxt
        return events

    def _pass(self) -> list[E.Event]:
        seat = self.current_player
        self._trick.append((seat, None))
        self._passes += 1
        events: list[E.Event] = [PASSED[seat]]
        if self._passes >= self._responders:
            return events + self._win_trick()
        n = self.players
        hands = self._hands
        top_seat = self._top_seat
        every = self.variant.every_card_leads
        for i in range(1, n):
            s = (seat + i) % n
            if s != top_seat and hands[s] and (every or self._active(s)):
                self.current_player = s
                break
        return events

    def _win_trick(self) -> list[E.Event]:
        v = self.variant
        seat = self._top_seat
        combo = self._top
        assert combo is not None
        gained = v.full_set_wu_led if combo.full_set else combo.size
        self.wu[seat] += gained
        before = self._wu_cards[seat]
        self._wu_cards[seat] += combo.packed
        self._set_aside += self._beaten
        # The costliest event of a playout, one a trick: made without the dataclass's ``__init__``.
        events: list[E.Event] = [E.without_init(E.TrickWon, seat=seat, cards=combo.cards, wu_gained=gained,
                                                wu=self.wu[seat], set_aside=tuple(counts.unpack(self._beaten)))]
        self._trick = []
        self._top = None
        self._top_seat = -1
        self._beaten = 0
        if combo.triples or combo.fours_won or combo.bonus:
            self._triples[seat] += combo.triples
            self._fours[seat] += combo.fours_won
            self._bonuses[seat] += combo.bonus
        if v.four_of_a_kind == "played_together" and combo.fours:
            events += self._bonus(seat, combo.fours)
        elif v.four_of_a_kind == "collected":
            events += self._collected_bonus(seat, before, combo.packed)
        return events + self._offer_decision(seat, "lead")

    def _layout(self, combo: Combination | None) -> list[E.Event]:
        seat = self.current_player
        if combo is None:
            return [E.DeclinedLayout(seat)] + self._next_layout()
        v = self.variant
        gained = v.full_set_wu_laid_out if combo.full_set else combo.size
        self._hands[seat] -= combo.packed
        self._sizes[seat] -= combo.size
        self.wu[seat] += gained
        before = self._wu_cards[seat]
        self._wu_cards[seat] += combo.packed
        events: list[E.Event] = [E.LaidOut(seat, combo.cards, gained, self.wu[seat])]
        if v.four_of_a_kind == "collected":
            events += self._collected_bonus(seat, before, combo.packed)
        return events + self._offer_decision(seat, "layout")

    def _offer_decision(self, seat: int, then: str) -> list[E.Event]:
        v = self.variant
        wu = self.wu[seat]
        tier = v.tier_index(wu)
        if tier >= 0 and tier > self._continuing[seat] and wu >= v.declare_from:
            self.phase = "decide"
            self.current_player = seat
            self._after_decide = then
            return [E.DecisionOffered(seat, wu, self.score(seat))]
        return self._resume(then, seat)

    def _resume(self, then: str, seat: int) -> list[E.Event]:
        if then == "layout":
            return self._next_layout()
        return self._lead_from(seat)

    def _decide(self, declare: bool) -> list[E.Event]:
        v = self.variant
        seat = self.current_player
        wu = self.wu[seat]
        if declare:
            if v.settlement == "winner":
                payments = self._pay(seat, self.score(seat))
            else:
                payments = self._settle_all()
            self.winner = seat
            return [E.Declared(seat, wu, payments)] + self._end_hand(seat)
        if v.declare_rule == "higher_tier":
            self._continuing[seat] = v.tier_index(wu)
        return [E.Continued(seat, wu, self.needs(seat))] + self._resume(self._after_decide, seat)

    def _pay(self, seat: int, each: int) -> tuple[int, ...]:
        """Every other player pays ``each`` to ``seat``; doubled to or from the dealer if the variant says so."""
        payments = [0] * self.players
        for other in range(self.players):
            if other == seat or other == self.sitter:
                continue
            amount = each
            if self.variant.dealer_pays_double and self.dealer in (seat, other):
                amount *= 2
            payments[other] -= amount
            payments[seat] += amount
        for s, p in enumerate(payments):
            self.chips[s] += p
        return tuple(payments)

    def _bonus(self, seat: int, kinds: tuple[Card, ...]) -> list[E.Event]:
        if not kinds or not self.variant.four_of_a_kind_chips:
            return []
        payments = self._pay(seat, self.variant.four_of_a_kind_chips * len(kinds))
        return [E.BonusPaid(seat, kinds, payments)]

    def _collected_bonus(self, seat: int, before: int, added: int) -> list[E.Event]:
        after = before + added
        kinds = tuple(c for c in counts.unpack(added)
                      if counts.count_of(after, c) >= 4 > counts.count_of(before, c))
        return self._bonus(seat, tuple(sorted(set(kinds))))

    def _settle_all(self) -> tuple[int, ...]:
        """Every seat's score settled: pairwise differences, or non-scorers paying each scorer."""
        seats = self.seats_from_dealer()
        scores = [self.score(s) if s != self.sitter else 0 for s in range(self.players)]
        payments = [0] * self.players
        for i, a in enumerate(seats):
            for b in seats[i + 1:]:
                if self.variant.settlement == "pairwise":
                    amount = scores[a] - scores[b]
                elif scores[a] and not scores[b]:
                    amount = scores[a]
                elif scores[b] and not scores[a]:
                    amount = -scores[b]
                else:
                    amount = 0
                if amount and self.variant.dealer_pays_double and self.dealer in (a, b):
                    amount *= 2
                payments[a] += amount
                payments[b] -= amount
        for s, p in enumerate(payments):
            self.chips[s] += p
        return tuple(payments)

    def _end_hand(self, winner: int | None) -> list[E.Event]:
        events: list[E.Event] = []
        v = self.variant
        paid = False
        if winner is None and v.settlement != "winner":
            # The cards ran out: every seat's score is settled (Ma Hua Hua).
            scores = tuple(self.score(s) if s != self.sitter else 0 for s in range(self.players))
            payments = self._settle_all()
            scorers = [s for s in range(self.players) if scores[s] > 0]
            winner = scorers[0] if len(scorers) == 1 else None
            paid = any(payments)
            events.append(E.Settled(winner, scores, payments, v.settlement))
        elif winner is None and v.unclaimed_win == "paid_to_most":
            # climbing-variants.md "A passed-up win": the most winning cards at or above the threshold.
            best = None
            for s in self.seats_from_dealer():
                if self.wu[s] >= v.declare_from and v.tier_index(self.wu[s]) >= 0 and (
                        best is None or self.wu[s] > self.wu[best]):
                    best = s
            if best is not None:
                scores = tuple(self.score(s) if s == best else 0 for s in range(self.players))
                payments = self._pay(best, scores[best])
                winner = best
                paid = True
                events.append(E.Settled(best, scores, payments, "most"))
        self.phase = "over"
        self.winner = winner
        self.current_player = winner if winner is not None else self.dealer
        return events + [E.HandOver(winner, tuple(self.chips), winner is None and not paid)]


def _packed_hand(hand: "int | Iterable[str | Card]") -> int:
    """A hand given as cards or as a packed count vector, packed; a vector no hand can be raises ValueError."""
    if isinstance(hand, int):
        if not 0 <= hand < GUARD or hand & GUARD:
            raise ValueError(f"{hand:#x} is not a packed hand: counts run from 0 to {counts.MAX_COPIES}")
        return hand
    return counts.pack(parse_cards(hand))


def _not_a_play(action: CardsAction) -> str:
    if not action.cards:
        return Reason(N_("no cards chosen"))
    return Reason(N_("{cards} is not a combination: play one card, identical cards, "
                     "a civil card with military cards of its group, or a supreme"), cards=Cards(tuple(action.cards)))


def _not_an_action(action: Action) -> str:
    return Reason(N_("{name} is not an action of this game"), name=type(action).__name__)


def deal(variant: Variant, players: int, seed: int, dealer: int | None,
         sitter: int | None = None) -> tuple[int, list[int], int, int]:
    """Shuffle with ``seed`` and let each seat playing take a card in turn, the dealer first (§4).

    Returns the dealer, the hands, the talon and the cards left out of play."""
    if players not in variant.hand_sizes:
        raise ValueError(Reason(N_("{game} is played by {counts} players, not {players}"), game=variant.name,
                                counts=Words(tuple(variant.seat_counts)), players=players))
    if dealer is None:
        # The dealer comes from its own stream, so the same seed deals the same cards whether
        # the dealer was drawn or given: a replay passes the drawn dealer back in.
        dealer = random.Random(f"{seed}/dealer").randrange(players)
    elif not 0 <= dealer < players:
        raise ValueError(f"no seat {dealer} at a table of {players}")
    cards = variant.deck
    random.Random(seed).shuffle(cards)
    size = variant.hand_sizes[players]
    order = [(dealer + i) % players for i in range(players) if (dealer + i) % players != sitter]
    k = len(order)
    hands = [0] * players
    for i in range(size * k):
        hands[order[i % k]] += counts.ONE[cards[i].index]
    talon_end = size * k + variant.talon_sizes.get(players, 0)
    talon = counts.pack(cards[size * k:talon_end])
    rest = counts.pack(cards[talon_end:])
    return dealer, hands, talon, rest


def new_climbing_game(variant: Variant, players: int = 3, seed: int | None = None, dealer: int | None = None,
                      hands: Sequence[Iterable["str | Card"]] | None = None,
                      sitter: int | None = None) -> ClimbingGame:
    """A dealt hand (``seed``) or a set position (``hands``), ready for its first action."""
    if hands is not None:
        if len(hands) != players:
            raise ValueError(f"{len(hands)} hands given for {players} players")
        if players not in variant.hand_sizes:
            raise ValueError(Reason(N_("{game} is played by {counts} players"), game=variant.name,
                                    counts=Words(tuple(variant.seat_counts))))
        dealer = dealer_seat(dealer, players)
        sitter = sitter_seat(variant, players, dealer, sitter)
        parsed = [parse_cards(h) for h in hands]
        if sitter is not None and parsed[sitter]:
            raise ValueError(f"seat {sitter} sits this hand out: its hand must be empty")
        packed = [counts.pack(h) for h in parsed]
        total = sum(packed)
        for card in Card.every_kind():
            have = counts.count_of(total, card)
            if have > variant.copies.get(card, 0):
                raise ValueError(f"{have} copies of {card} in the hands; the deck has {variant.copies.get(card, 0)}")
        rest = variant.deck_packed - total
        log = GameLog(variant.ref, players, None, dealer,
                      [[str(c) for c in sorted(h)] for h in parsed], [], sitter)
        return ClimbingGame(variant, players, dealer, packed, None, rest, log, sitter)
    if seed is None:
        seed = random.SystemRandom().randrange(2 ** 63)
    if dealer is None:
        dealer = random.Random(f"{seed}/dealer").randrange(players) if players in variant.hand_sizes else 0
    sitter = sitter_seat(variant, players, dealer, sitter)
    dealer, packed, talon, rest = deal(variant, players, seed, dealer, sitter)
    log = GameLog(variant.ref, players, seed, dealer, None, [], sitter)
    return ClimbingGame(variant, players, dealer, packed, seed, rest, log, sitter, talon)
