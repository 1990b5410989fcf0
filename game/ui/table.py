"""The table: a match of a climbing game in the window, for people and computers.

The engine owns the rules and advances at once; the table *presents* what the
engine reports (``apply`` returns events) one at a time, each with its
animation, so people can follow. Computers act only when the presentation has
caught up; a person acts by selecting and dragging cards, by double-click, by
the buttons or by the keyboard. An illegal drop flies back and shows the
engine's own reason. With several people at one screen (hot-seat), a curtain
hides the table between their turns, so nobody sees another person's hand.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field

import pygame

from game.model.cards import Card
from game.rules import Action, Continue, Declare, LayOut, Match, Pass, Play, load_variant
from game.rules import events as E
from game.store import SavedMatch, can_undo, hand_events, human_seat, undo
from game.ui import theme
from game.ui.anim import Flight, Flights
from game.ui.faces import FaceStyle, face_for, face_size, render_back, render_face, render_shadow
from game.ui.history import Line, look_back
from game.ui.history_panel import HistoryPanel
from game.ui.seats import MatchSetup, Thinker
from game.ui.sound import Sounds
from game.ui.summary_words import HandStory, explain, headline
from game.ui.table_layout import TableLayout, hand_fan
from game.ui.widgets import Button
from game.ui.words import agree, count, does

DOUBLE_CLICK = 0.35
DRAG_START = 6
AUTO_PASS_PAUSE = 1.2       # seconds at normal pace before passing for you (settings: auto-pass)


@dataclass
class Drag:
    indices: list[int]
    start: tuple[int, int]
    pos: tuple[int, int]
    grab: tuple[int, int]     # offset of the pointer from the first dragged card's top-left
    moving: bool = False


@dataclass
class Shown:
    """What the table shows, which trails the engine by the events not yet presented."""

    trick: list[tuple[int, tuple[Card, ...] | None]] = field(default_factory=list)
    winner: int | None = None          # the trick's winner, while its cards linger
    wu: list[list[Card]] = field(default_factory=list)
    sizes: list[int] = field(default_factory=list)
    chips: list[int] = field(default_factory=list)
    set_aside: int = 0
    laid_aside: list[int] = field(default_factory=list)   # multiplier cards (gods of wealth) laid out, per seat
    bubbles: dict[int, tuple[str, float]] = field(default_factory=dict)  # seat -> (words, until)


class TableScene:
    def __init__(self, app, setup: MatchSetup, saved: SavedMatch | None = None) -> None:
        self.app = app
        self.setup = setup
        self.variant = load_variant(setup.variant)
        if saved is None:
            match = Match.start(self.variant, setup.players, seed=setup.seed, length=setup.hands)
            saved = SavedMatch.new(match, setup.seats, quick=setup.quick)
            app.persist(saved)
        self.saved = saved
        self.variant = saved.match.variant
        self._undo_cache: tuple[int, bool] = (-1, False)
        self.thinker = Thinker(budget=app.settings.thinking_budget)
        self.flights = Flights()
        self.sounds = app.sounds
        humans = setup.humans
        self.viewer = humans[0] if humans else 0
        self.revealed = len(humans) <= 1     # hot-seat: hands stay hidden until the person is ready
        self.sort_mode = "suit"
        self.selected: set[int] = set()
        self.focus = 0
        self.drag: Drag | None = None
        self.keyboard_active = False
        self.last_click: tuple[int, float] = (-1, 0.0)
        self.message = ""
        self.message_error = False
        self.banner: tuple[str, float] | None = None
        self.queue: list[E.Event] = []
        self.busy_until = 0.0
        self.act_after = 0.0
        self.launch: dict[Card, list[tuple[int, int]]] = {}
        self.overlay: str | None = None     # "summary" | "match" while shown
        self.buttons: list[Button] = []
        self.layout: TableLayout | None = None
        self._hand_cache: tuple | None = None
        self._layout_key = None
        self.mouse = (0, 0)
        self.hover_since = (None, 0.0)
        self.skipping = False              # a sitting-out person asked to skip to the end of the hand
        self.history = HistoryPanel()
        self._events: tuple[tuple, list[E.Event]] = ((), [])
        self._story_cache: tuple = (None, [])
        self.pass_at: float | None = None     # auto-pass: when the pass for you is made
        self.no_pass_at = -1                  # auto-pass: not at this log length (just undone to)
        self.new_hand()
        if self.match.is_over:
            self.overlay = "match"
        elif self.game.is_over:
            self.overlay = "summary"

    # -- the match --------------------------------------------------------------------------
    @property
    def match(self) -> Match:
        return self.saved.match

    @property
    def game(self):
        return self.match.game

    @property
    def style(self) -> FaceStyle:
        return self.app.face_style

    def sync_shown(self) -> None:
        """Show the game exactly as the engine has it (a new hand, a resumed match, an undo)."""
        g = self.game
        if g is None:
            self.shown = Shown(wu=[[] for _ in range(self.setup.players)], sizes=[0] * self.setup.players,
                               chips=list(self.match.totals))
            return
        self.shown = Shown(trick=list(g.trick), wu=[list(g.wu_cards(s)) for s in range(g.players)],
                           sizes=[len(h) for h in g.hands],
                           chips=[t + c for t, c in zip(self.match.totals, g.chips)], set_aside=len(g.set_aside),
                           laid_aside=[len(g.laid_aside(s)) for s in range(g.players)])

    def new_hand(self) -> None:
        g = self.game
        self.sync_shown()
        if g is None:
            return
        self.selected.clear()
        self.queue.clear()
        self.skipping = False
        humans = self.setup.humans
        playing = [s for s in humans if s != getattr(g, "sitter", None)]
        if len(humans) > 1 and playing and self.viewer not in playing:
            # hot-seat: a person sitting this hand out only watches it; the table faces one who plays
            self.viewer = playing[0]
            self._hand_cache = None
        # what happened before the first question (hard cards laid out): shown first, as it happens
        start = list(getattr(g, "start_events", ()) or ())
        if start and not g.log.actions:
            self.shown = Shown(wu=[[] for _ in range(g.players)],
                               sizes=[len(h) + len(g.wu_cards(s)) + len(g.laid_aside(s)) for s, h in enumerate(g.hands)],
                               chips=list(self.match.totals), laid_aside=[0] * g.players)
        self.overlay = None
        self.act_after = self.app.now() + self.computer_wait()
        if start and not g.log.actions:
            self.queue.extend(start)
        dealer = self.name(g.dealer)
        self.banner = (f"Hand {self.match.hand_number} of {self.match.length} — "
                       f"{does(dealer, 'deal')} and {agree(dealer, 'lead')}", self.app.now() + 2.0)
        self.message = ""

    def name(self, seat: int) -> str:
        return self.setup.seats[seat].name

    def is_you(self, seat: int) -> bool:
        return seat == self.viewer and self.human(seat) and len(self.setup.humans) == 1 and self.name(seat) == "You"

    def verb(self, seat: int, you: str, other: str) -> str:
        """'You take', 'Ming takes'."""
        return you if self.is_you(seat) else other

    def human(self, seat: int) -> bool:
        return self.setup.seats[seat].is_human

    def apply(self, action: Action) -> bool:
        """Carry out an action for the current seat; False (and the reason shown) if illegal."""
        g = self.game
        reason = g.why_illegal(action)
        if reason:
            self.say(reason[0].upper() + reason[1:] + ".", error=True)
            return False
        events = g.apply(action)
        self.queue.extend(events)
        self.selected.clear()
        self.message = ""
        self.act_after = self.app.now() + self.computer_wait()
        self.app.persist(self.saved)
        if g.is_over:
            self.app.record(self.saved)
        return True

    # -- practice: undo ---------------------------------------------------------------------
    def practice_seat(self) -> int | None:
        return human_seat(self.setup.seats)

    def can_undo(self) -> bool:
        """Practice only: the person has acted in this hand (cached per log length: undo replays)."""
        seat = self.practice_seat()
        g = self.game
        if seat is None or g is None or g.is_over:
            return False
        key = len(g.log.actions)
        if self._undo_cache[0] != key:
            self._undo_cache = (key, can_undo(self.match, seat, within_hand=True))
        return self._undo_cache[1]

    def hint(self) -> None:
        """Practice: ask the Hard player what to do here; its cards are selected and its reason shown."""
        if self.practice_seat() is None or not self.my_turn() or self.thinker.hint is not None:
            return
        g = self.game
        self.thinker.ask_hint(g.observation(self.viewer), g.legal_actions())
        self.say("Thinking about a hint…")

    def take_hint(self) -> None:
        answer = self.thinker.hint_answer()
        if answer is None:
            return
        action, reason = answer
        if not self.my_turn() or action not in self.game.legal_actions():
            return                      # the moment passed (an undo, say): the hint no longer fits
        why = f" — {reason}" if reason else ""
        if isinstance(action, (Play, LayOut)):
            self.selected = set(self.indices_of(action.cards))
            self._hand_cache = None
            combo = self.variant.classify(action.cards)
            verb = "lay out" if isinstance(action, LayOut) else "play"
            self.say(f"Hint: {verb} {combo.name if combo else ''}{why}")
        else:
            words = {"Pass": "pass", "Declare": "declare now", "Continue": "continue"}.get(type(action).__name__, "")
            self.say(f"Hint: {words}{why}")

    def undo(self) -> None:
        """Take back the person's last action and the computers' replies since (issue 7)."""
        seat = self.practice_seat()
        if seat is None or not self.can_undo() or self.thinker.thinking:
            return
        what = self.taken_back_words(seat)
        match = undo(self.match, seat, within_hand=True)
        if match is None:
            return
        self.saved.match = match
        self.queue.clear()
        self.flights.items.clear()
        self.busy_until = 0.0
        self.launch = {}
        self.selected.clear()
        self._hand_cache = None
        self._undo_cache = (-1, False)
        self.no_pass_at = len(match.game.log.actions)
        self.sync_shown()
        self.act_after = self.app.now() + self.computer_wait()
        self.say(what)
        self.app.persist(self.saved)

    def taken_back_words(self, seat: int) -> str:
        """What an undo takes back, in words: 'Your pass was taken back.', 'Your play (Pair) was taken back.'"""
        g = self.game
        mine = [e for e in self.hand_events() if getattr(e, "seat", None) == seat
                and e.kind in ("Played", "Passed", "LaidOut", "DeclinedLayout", "Declared", "Continued",
                               "TalonTaken", "TalonDeclined", "Redealt", "RedealDeclined", "BidPassed", "PlayedOn",
                               "ThrownIn")]
        last = mine[-1] if mine else None
        whose = "Your" if self.is_you(seat) else f"{self.name(seat)}'s"
        what = {"Passed": "pass", "LaidOut": "supreme laid out", "DeclinedLayout": "choice to keep the supreme",
                "Continued": "choice to continue", "TalonTaken": "taking the talon",
                "TalonDeclined": "choice to leave the talon", "BidPassed": "pass",
                "Redealt": "demand for a new deal", "RedealDeclined": "choice to keep the deal",
                "PlayedOn": "choice to play the hand"}.get(last.kind if last else "", "last move")
        if isinstance(last, E.Played):
            what = f"play ({last.name})"
        return f"{whose} {what} was taken back." if g is not None else ""

    def hand_events(self) -> list[E.Event]:
        """Every event of this hand so far, from the engine (its log replayed), cached until the next action."""
        g = self.game
        if g is None:
            return []
        key = (id(g.log), len(g.log.actions))
        if self._events[0] != key:
            self._events = (key, hand_events(g.log, self.variant))
        return self._events[1]

    def shown_story(self) -> list[Line]:
        """The history panel's lines: the events already presented (not those still queued to be shown)."""
        events = self.hand_events()
        presented = events[:len(events) - len(self.queue)] if self.queue else events
        return look_back(presented, [self.name(s) for s in range(self.setup.players)])

    def hand_story(self) -> HandStory:
        """The summary's account of every payment of the finished hand."""
        return explain(self.hand_events(), self.game, [self.name(s) for s in range(self.setup.players)])

    # -- presenting events ------------------------------------------------------------------
    def scaled(self, seconds: float) -> float:
        if self.skipping:
            return 0.0
        if self.watching():
            return seconds * min(self.app.anim_scale, self.WATCHING_PACE)
        return seconds * self.app.anim_scale

    # -- sitting a hand out (issue 13, item 1) ----------------------------------------------------
    WATCHING_PACE = 0.4     # the settings' fastest pace (app.SPEEDS["fast"] = 2.5): animations × 0.4
    WATCHING_WAIT = 0.28    # and a computer's wait before acting at that pace (0.7 s / 2.5)

    def watching(self) -> bool:
        """Every person at the table sits this hand out: the computers play it while they watch."""
        g = self.game
        humans = self.setup.humans
        sitter = getattr(g, "sitter", None) if g is not None else None
        return sitter is not None and not g.is_over and bool(humans) and set(humans) == {sitter}

    def computer_wait(self) -> float:
        """Seconds a computer waits before acting: none when skipping, the fastest pace when watching."""
        if self.skipping:
            return 0.0
        return min(self.setup.delay, self.WATCHING_WAIT) if self.watching() else self.setup.delay

    def skip_hand(self) -> None:
        """Play the computers' hand out at once (no animations, no waits) and show its summary."""
        if self.watching():
            self.skipping = True
            self.banner = None
            self.act_after = 0.0
            self.build_buttons()

    def sound(self, name: str) -> None:
        if not self.skipping:
            self.sounds.play(name)

    def present(self, event: E.Event, now: float) -> float:
        """Show one event; returns how long before the next may be shown."""
        L = self.layout
        sh = self.shown
        if isinstance(event, E.Played):
            self.sound("play")
            starts = [self.launch_point(event.seat, c) for c in event.cards]
            sh.sizes[event.seat] -= len(event.cards)
            sh.trick.append((event.seat, event.cards))
            sh.bubbles.pop(event.seat, None)
            slots = self.trick_slots()[-1]
            for card, start, (center, size) in zip(event.cards, starts, slots):
                self.flights.add(Flight(self.face(card, size), start, center, now, self.scaled(0.28),
                                        key=("trick", len(sh.trick) - 1)))
            return self.scaled(0.32)
        if isinstance(event, E.Passed):
            self.sound("pass")
            sh.trick.append((event.seat, None))
            sh.bubbles[event.seat] = ("Pass", now + max(1.2, self.scaled(1.2)))
            return self.scaled(0.25)
        if isinstance(event, E.TrickWon):
            sh.winner = event.seat
            self.sound("trick")
            linger = self.scaled(0.75)
            slots = self.trick_slots()
            plays = [(s, c) for s, c in sh.trick if c is not None]
            top_slots = slots[-1] if slots else []
            for i, (card, (center, size)) in enumerate(zip(event.cards, top_slots)):
                dest = self.wu_slot(event.seat, len(sh.wu[event.seat]) + i)
                self.flights.add(Flight(self.face(card, size), center, dest, now + linger, self.scaled(0.45),
                                        key=("trick", len(sh.trick) - 1)))
            for (seat, cards), slot in zip(plays[:-1], slots[:-1]):
                for card, (center, size) in zip(cards, slot):
                    self.flights.add(Flight(self.face(card, size), center, L.set_aside_at, now + linger,
                                            self.scaled(0.45), fade=True, key=("aside",)))

            def land() -> None:
                sh.wu[event.seat].extend(event.cards)
                sh.set_aside += len(event.set_aside)
                sh.trick = []
                sh.winner = None
                sh.bubbles.clear()
            self.flights.items[-1].on_land = land if self.flights.items else None
            if not self.flights.items:
                land()
            return linger + self.scaled(0.5)
        if isinstance(event, E.LaidOut) or event.kind == "HardCardsLaidOut":
            sh.sizes[event.seat] -= len(event.cards)
            start = self.launch_point(event.seat, event.cards[0])
            for i, card in enumerate(event.cards):
                dest = self.wu_slot(event.seat, len(sh.wu[event.seat]) + i)
                self.flights.add(Flight(self.face(card, L.wu_card), start, dest, now + i * self.scaled(0.05),
                                        self.scaled(0.45)))
            sh.wu[event.seat].extend(event.cards)
            what = "hard cards 硬张" if event.kind == "HardCardsLaidOut" else "a supreme 至尊"
            self.show_banner(f"{self.name(event.seat)} {self.verb(event.seat, 'lay', 'lays')} out {what}: "
                             f"+{event.wu_gained} wu", 1.6)
            return self.scaled(0.9)
        if isinstance(event, E.MultiplierCardsLaidOut):
            sh.sizes[event.seat] -= len(event.cards)
            start = self.launch_point(event.seat, event.cards[0])
            dest = self.laid_aside_at(event.seat)

            def counted(seat: int = event.seat) -> None:
                sh.laid_aside[seat] += 1
            for i, card in enumerate(event.cards):
                flight = Flight(self.face(card, L.wu_card), start, dest, now + i * self.scaled(0.08), self.scaled(0.5),
                                fade=True)
                flight.on_land = counted
                self.flights.add(flight)
            name = self.variant.card_name(event.cards[0])
            n = len(event.cards)
            what = f"a {name.en.lower()}" if n == 1 else count(n, name.en.lower())
            self.show_banner(f"{self.name(event.seat)} {self.verb(event.seat, 'lay', 'lays')} out {what} {name.zh}: "
                             f"+{count(event.multipliers, 'multiplier')} if winning", 1.8)
            return self.scaled(1.0)
        if isinstance(event, E.BonusPaid):
            for s, p in enumerate(event.payments):
                sh.chips[s] += p
            kinds = ", ".join(str(k) for k in event.kinds)
            self.show_banner(f"Four of a kind ({kinds}): {self.name(event.seat)} "
                             f"{agree(self.name(event.seat), 'are')} paid {count(event.payments[event.seat], 'chip')}",
                             2.0)
            return self.scaled(1.0)
        if isinstance(event, E.Declared):
            for s, p in enumerate(event.payments):
                sh.chips[s] += p
            self.sound("declare")
            self.show_banner(f"{self.name(event.seat)} {self.verb(event.seat, 'declare', 'declares')}"
                             f"{self.declare_term()} with {event.wu} wu!", 2.5)
            return self.scaled(1.3)
        if isinstance(event, E.Continued):
            if not self.human(event.seat):
                self.show_banner(f"{self.name(event.seat)} plays on with {event.wu} wu", 1.4)
            return self.scaled(0.5)
        if isinstance(event, E.LeadPassed):
            self.show_banner(f"{self.name(event.from_seat)} has no cards: {self.name(event.to_seat)} leads", 1.4)
            return self.scaled(0.5)
        words = self.question_event_words(event)
        if words is not None:
            if event.kind == "Redealt":
                self.sync_shown()             # every hand is new
            text, bubble = words
            seat = getattr(event, "seat", None)
            if bubble and seat is not None:
                sh.bubbles[seat] = (text, now + max(1.2, self.scaled(1.2)))
            else:
                self.show_banner(text, 1.8)
            return self.scaled(0.5)
        if isinstance(event, E.HandOver):
            if event.void:
                self.show_banner("Every hand is empty and nobody declared: a void hand", 2.5)
            self.overlay = "summary"
            self.build_buttons()
            return 0.0
        return 0.0

    def question_event_words(self, event: E.Event) -> tuple[str, bool] | None:
        """Words for the events of the questions before play (talon, redeal, bid) and of scoring:
        (text, shown as a bubble at the seat rather than a banner); None for other events."""
        n = lambda seat: self.name(seat)  # noqa: E731
        kind = event.kind
        if kind == "TalonOffered":
            return None
        if kind == "TalonTaken":
            self.shown.sizes[event.seat] += event.size
            return f"{n(event.seat)} {self.verb(event.seat, 'take', 'takes')} the talon ({count(event.size, 'card')})", False
        if kind == "TalonDeclined":
            return "No talon", True
        if kind == "TalonLeftOut":
            return f"Nobody takes the talon: its {count(event.size, 'card')} stay out of play", False
        if kind == "RedealDeclined":
            return "Keeps the deal", True
        if kind == "Redealt":
            return f"{n(event.seat)} {self.verb(event.seat, 'demand', 'demands')} a new deal", False
        if kind == "BidPassed":
            return "Pass", True
        if kind == "PlayedOn":
            return f"{n(event.seat)}: the hand is played", False
        if kind == "ThrownIn":
            return f"{n(event.seat)} {self.verb(event.seat, 'throw', 'throws')} the hand in", False
        if kind == "Settled":
            for seat, paid in enumerate(event.payments):
                self.shown.chips[seat] += paid
            if not any(event.payments):
                return "The cards are out and nobody reached the winning count: no score", False
            if event.reason == "most" and event.winner is not None:
                return (f"The cards are out: {n(event.winner)} has the most winning cards and "
                        f"{agree(n(event.winner), 'are')} paid {count(event.payments[event.winner], 'chip')}"), False
            if event.reason == "pairwise":
                return "The cards are out: every two players settle the difference of their scores", False
            if event.reason == "winners_paid":
                return "The cards are out: each winner is paid by the others", False
            return None
        return None

    QUESTIONS = {
        "talon": ("The talon", "Take the face-down talon into your hand (no discard), or leave it?"),
        "redeal": ("A new deal?", "You hold none of the highest cards: you may demand that the cards be dealt again."),
        "bid": ("Play this hand?", "Say the hand is played, or pass the choice on (the last to choose may throw it in)."),
    }
    ANSWERS = {"TakeTalon": "Take the talon", "Redeal": "Deal again", "PlayOn": "Play this hand",
               "ThrowIn": "Throw it in"}
    PASS_WORDS = {"talon": "Leave it", "redeal": "Keep these cards", "bid": "Pass the choice"}

    def show_banner(self, words: str, seconds: float) -> None:
        if self.skipping:
            return
        self.banner = (words, self.app.now() + max(seconds * min(1.0, self.app.anim_scale * 4), 0.8))

    def say(self, words: str, error: bool = False) -> None:
        self.message = words
        self.message_error = error

    # -- geometry ---------------------------------------------------------------------------
    def face(self, card: Card, size: tuple[int, int]) -> pygame.Surface:
        name = self.variant.card_name(card).zh
        return render_face(face_for(card, name), size, self.style)

    def ensure_layout(self) -> TableLayout:
        size = self.app.screen.get_size()
        key = (size, self.viewer, self.style)
        if self.layout is None or self._layout_key != key:
            self.layout = TableLayout(size, self.game.players if self.game else self.setup.players, self.viewer,
                                      self.style)
            self._layout_key = key
            self._hand_cache = None
            self.prewarm()
            self.build_buttons()
        return self.layout

    def prewarm(self) -> None:
        """Draw every face at the table's sizes now, so no frame mid-trick waits for a first drawing."""
        L = self.layout
        sizes = {L.hand_card, L.trick_card, L.wu_card}
        sizes.update((int(L.trick_card[0] * k), int(L.trick_card[1] * k)) for k in (0.78, 0.72, 0.66, 0.6, 0.55))
        for card in self.variant.copies:
            for size in sizes:
                self.face(card, size)
        for size in (L.hand_card, L.trick_card):
            render_shadow(size, self.style)
        render_back(L.small_card, self.style)

    def sorted_hand(self) -> list[Card]:
        g = self.game
        hand = list(g.hands[self.viewer])
        v = self.variant
        suit_order = {s.key: i for i, s in enumerate(v.suits)}

        def by_suit(c: Card):
            suit = v.suit_of.get(c)
            if suit is None:          # cards in no suit (Luan Chuo's hard cards) go last
                return (len(suit_order), 0, c.index)
            return (suit_order[suit.key], -suit.ranks[c], c.index)
        if self.sort_mode == "suit":
            return sorted(hand, key=by_suit)
        group_of: dict[Card, int] = {}
        for i, grp in enumerate(v.mixed_groups):
            for c in grp.civil + grp.military:
                group_of[c] = i
        supreme = set(v.supreme_cards)

        def by_group(c: Card):
            if c in group_of:
                grp = v.mixed_groups[group_of[c]]
                return (0, group_of[c], 0 if c in grp.civil else 1, by_suit(c))
            if c in supreme:
                return (1, 0, 0, by_suit(c))
            return (2, 0, 0, by_suit(c))
        return sorted(hand, key=by_group)

    def hand_rects(self) -> list[tuple[Card, pygame.Rect]]:
        """The shown hand's cards and where they are drawn (selected cards lifted)."""
        L = self.ensure_layout()
        cards = self.sorted_hand()
        key = (tuple(cards), frozenset(self.selected), L.size, self.sort_mode)
        if self._hand_cache and self._hand_cache[0] == key:
            return self._hand_cache[1]
        n = len(cards)
        v = self.variant
        # a small gap between suits (or groups) helps the eye
        breaks = 0
        groups = []
        for i, c in enumerate(cards):
            suit = v.suit_of.get(c)
            g = (suit.key if suit else "none") if self.sort_mode == "suit" else self._group_key(c)
            if i and g != groups[-1]:
                breaks += 1
            groups.append(g)
        fan = hand_fan(L, n, breaks)
        cw, ch = fan.card
        gap, step = fan.gap, fan.step
        total = cw + step * (n - 1) + breaks * gap if n else 0
        x = min(max(fan.left, L.size[0] / 2 - total / 2), fan.right - total)
        out = []
        for i, c in enumerate(cards):
            if i and groups[i] != groups[i - 1]:
                x += gap
            y = fan.bottom - ch - (L.lift if i in self.selected else 0)
            out.append((c, pygame.Rect(round(x), y, cw, ch)))
            x += step
        self._hand_cache = (key, out)
        return out

    def _group_key(self, c: Card) -> str:
        for grp in self.variant.mixed_groups:
            if c in grp.civil or c in grp.military:
                return grp.name
        return "supreme" if c in self.variant.supreme_cards else "other"

    def card_at(self, pos: tuple[int, int]) -> int | None:
        for i, (card, rect) in reversed(list(enumerate(self.hand_rects()))):
            if rect.collidepoint(pos):
                return i
        return None

    def launch_point(self, seat: int, card: Card) -> tuple[int, int]:
        if self.launch.get(card):
            return self.launch[card].pop(0)
        return self.layout.seat_center(seat)

    def trick_slots(self) -> list[list[tuple[tuple[int, int], tuple[int, int]]]]:
        """For each shown play of the trick, each card's centre and size: the top play biggest, in front."""
        L = self.layout
        plays = [cards for _, cards in self.shown.trick if cards is not None]
        zone = L.trick_zone
        out = []
        n = len(plays)
        for i, cards in enumerate(plays):
            depth = n - 1 - i                      # 0 for the top play
            k = 1.0 if depth == 0 else max(0.55, 0.78 - 0.06 * depth)
            cw, ch = int(L.trick_card[0] * k), int(L.trick_card[1] * k)
            step = min(cw * 0.72, (zone.width * 0.8) / max(1, len(cards)))
            width = cw + step * (len(cards) - 1)
            if depth == 0:
                cx, cy = zone.centerx, zone.centery + int(zone.height * 0.12)
            else:
                cx = zone.centerx + (-1 if depth % 2 else 1) * int(zone.width * 0.05 * min(depth, 3))
                cy = zone.centery - int(zone.height * 0.16) - int(zone.height * 0.05 * min(depth, 3))
            x0 = cx - width / 2 + cw / 2
            out.append([((round(x0 + j * step), cy), (cw, ch)) for j in range(len(cards))])
        return out

    def laid_aside_at(self, seat: int) -> tuple[int, int]:
        """Where multiplier cards fly to: the seal at the plate's bottom right."""
        plate = self.layout.places[seat].plate
        s = self.layout.s
        return (plate.right - int(40 * s), plate.bottom - int(16 * s))

    def wu_slot(self, seat: int, index: int) -> tuple[int, int]:
        """Centre of the ``index``-th wu card of a seat: neat rows inside the seat's wu area."""
        return self.layout.wu_slot(seat, index, len(self.shown.wu[seat]))

    # -- who acts ---------------------------------------------------------------------------
    def waiting_for_person(self) -> bool:
        g = self.game
        return (g is not None and not g.is_over and not self.queue and not self.flights.busy
                and self.human(g.current_player) and self.overlay is None)

    def curtain_up(self) -> bool:
        """Hot-seat: the table is hidden until the person whose turn it is says they are ready."""
        g = self.game
        return (len(self.setup.humans) > 1 and g is not None and not g.is_over and self.human(g.current_player)
                and (g.current_player != self.viewer or not self.revealed) and not self.queue
                and not self.flights.busy)

    def update(self, now: float) -> None:
        self.ensure_layout()
        self.flights.update(now)
        if self.skipping:
            self.play_out(now)
            return
        if now < self.busy_until:
            return
        if self.queue:
            event = self.queue.pop(0)
            self.busy_until = now + self.present(event, now)
            return
        g = self.game
        if g is None or g.is_over or self.overlay or self.flights.busy:
            return
        seat = g.current_player
        if self.human(seat):
            self.take_hint()
            self.pass_for_you(now)
            return
        if self.thinker.thinking:
            action = self.thinker.answer()
            if action is not None:
                self.apply(action)
            return
        if now >= self.act_after:
            self.thinker.ask(seat, self.setup.seats[seat].level, g.observation(seat), g.legal_actions())

    def play_out(self, now: float, seconds: float = 0.04) -> None:
        """Skipping to the end: the computers act and their events are shown at once, for at most
        ``seconds`` a frame so the window keeps answering, until the hand's summary is up."""
        end = time.perf_counter() + seconds
        while True:
            while self.queue and not self.overlay:
                self.present(self.queue.pop(0), now)
                self.flights.update(now)
            self.flights.update(now)
            self.busy_until = 0.0
            g = self.game
            if self.overlay or g is None or g.is_over or self.human(g.current_player):
                self.skipping = self.skipping and not self.overlay
                return
            if not self.thinker.thinking:
                seat = g.current_player
                self.thinker.ask(seat, self.setup.seats[seat].level, g.observation(seat), g.legal_actions(),
                                 hurry=True)
            action = self.thinker.wait(max(0.0, end - time.perf_counter()))
            if action is None:
                return
            self.apply(action)
    def pass_for_you(self, now: float) -> None:
        """Settings' auto-pass: when nothing in the person's hand beats the top play, pass for them
        after a pause that says so (issue 13: new players pressed P again and again). Not while a
        hint is coming, a card is dragged, or at a question the player has just undone back to or
        asked a hint about (the hint's words stay; the choice is theirs)."""
        g = self.game
        if self.thinker.hint is not None and g is not None:
            self.no_pass_at = len(g.log.actions)
        asked = (self.app.settings.auto_pass and g.phase == "play" and g.top is not None and self.my_turn()
                 and self.drag is None and self.thinker.hint is None and self.no_pass_at != len(g.log.actions))
        legal = g.legal_actions() if asked else []      # cheap with a play to beat (a lead's would not be)
        if not (Pass() in legal and not any(isinstance(a, Play) for a in legal)):
            if self.pass_at is not None and self.message.endswith("passing for you"):
                self.say("")                            # called off (a hint asked for, a drag): say so no more
            self.pass_at = None
            return
        if self.pass_at is None:
            self.pass_at = now + max(0.6, AUTO_PASS_PAUSE * self.app.anim_scale)
            top_seat, combo = g.top
            self.say(f"Nothing in your hand beats {self.name(top_seat)}'s {combo.name} — passing for you")
        elif now >= self.pass_at:
            self.pass_at = None
            self.apply(Pass())

    def moving(self, now: float) -> bool:
        """Whether the table changes by itself now, so the window draws at full rate (game.ui.app):
        events to present or cards in flight, a banner or bubble still up, a drag, a card's name
        about to show (draw_hover, 0.45 s), a computer about to be asked, a pass about to be made.
        A computer thinking is not motion: its worker wakes the loop when it has decided."""
        g = self.game
        if (self.queue or self.flights.busy or now < self.busy_until or self.drag or self.pass_at is not None
                or self.skipping):
            return True
        if (self.banner and now < self.banner[1]) or any(now < t for _, t in self.shown.bubbles.values()):
            return True
        if self.hover_since[0] is not None and now - self.hover_since[1] < 0.5:
            return True
        return (g is not None and not g.is_over and self.overlay is None and not self.human(g.current_player)
                and not self.thinker.thinking)

    # -- the person's actions ---------------------------------------------------------------
    def my_turn(self) -> bool:
        return self.waiting_for_person() and not self.curtain_up() and self.game.current_player == self.viewer

    def indices_of(self, cards) -> list[int]:
        """Where these cards stand in the shown hand (each copy of a kind in a place of its own)."""
        rects = self.hand_rects()
        places: list[int] = []
        for card in cards:
            places.append(next(i for i, (c, _) in enumerate(rects) if c == card and i not in places))
        return places

    def act_as_person(self, action: Action) -> None:
        """Carry out an action the way the person's clicks would (autopilots: screenshots, benches)."""
        if isinstance(action, (Play, LayOut)):
            self.play_cards(self.indices_of(action.cards))
        else:
            self.apply(action)

    def selected_cards(self) -> list[Card]:
        rects = self.hand_rects()
        return [rects[i][0] for i in sorted(self.selected) if i < len(rects)]

    def play_cards(self, indices: list[int], from_points: list[tuple[int, int]] | None = None) -> bool:
        rects = self.hand_rects()
        cards = [rects[i][0] for i in indices]
        g = self.game
        action: Action = LayOut(cards) if g.phase == "layout" else Play(cards)
        points = from_points or [rects[i][1].center for i in indices]
        self.launch = {}
        for c, p in zip(cards, points):
            self.launch.setdefault(c, []).append(p)
        if not self.apply(action):
            self.launch = {}
            return False
        return True

    def pass_turn(self) -> None:
        if self.my_turn() and Pass() in self.game.legal_actions():
            self.apply(Pass())

    def play_selected(self) -> None:
        if self.my_turn() and self.selected:
            self.play_cards(sorted(self.selected))

    def lay_out_all(self) -> None:
        layouts = [a for a in self.game.legal_actions() if isinstance(a, LayOut)]
        if layouts and self.my_turn():
            best = max(layouts, key=lambda a: len(a.cards))
            self.play_cards(self.indices_of(best.cards))

    def toggle_sort(self) -> None:
        self.sort_mode = "group" if self.sort_mode == "suit" else "suit"
        self.selected.clear()
        self._hand_cache = None
        self.build_buttons()

    def can_look_back(self) -> bool:
        """The history panel may show: a hand in play, no summary over it, no hot-seat curtain."""
        return self.game is not None and not self.overlay and not self.curtain_up()

    def closes_with_escape(self) -> bool:
        """Esc closes the history panel first (the app asks before opening its menu)."""
        if self.history.open:
            self.history.close()
            return True
        return False

    def handle(self, event: pygame.event.Event) -> None:
        if self.history.handle(event, self.can_look_back()):
            return
        for b in list(self.buttons):
            if b.handle(event):
                return
        if self.curtain_up():
            if event.type == pygame.MOUSEMOTION:
                self.mouse = event.pos          # the next person's pointer, not the last one's
            if event.type == pygame.MOUSEBUTTONUP or (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)):
                self.viewer = self.game.current_player
                self.revealed = True
                self.selected.clear()
                self._hand_cache = None
                # no tooltip left from the person before (issue 13, item 11): hover starts afresh
                self.mouse = getattr(event, "pos", (-1, -1))
                self.hover_since = (None, self.app.now())
            return
        if self.overlay:
            return
        if event.type == pygame.KEYDOWN:
            self.keyboard_active = True
            self.handle_key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self.card_at(event.pos)
            if i is not None and self.can_touch_hand():
                rect = self.hand_rects()[i][1]
                indices = sorted(self.selected) if i in self.selected else [i]
                first = self.hand_rects()[indices[0]][1]
                self.drag = Drag(indices, event.pos, event.pos, (event.pos[0] - first.left, event.pos[1] - first.top))
                self.focus = i
        elif event.type == pygame.MOUSEMOTION and not self.drag:
            self.keyboard_active = False
            self.mouse = event.pos
        elif event.type == pygame.MOUSEMOTION and self.drag:
            self.drag.pos = event.pos
            dx, dy = event.pos[0] - self.drag.start[0], event.pos[1] - self.drag.start[1]
            if not self.drag.moving and dx * dx + dy * dy >= DRAG_START ** 2:
                self.drag.moving = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag:
            drag, self.drag = self.drag, None
            if drag.moving:
                self.drop(drag, event.pos)
            else:
                self.click_card(drag.indices[0] if len(drag.indices) == 1 else self.card_at(drag.start))

    def can_touch_hand(self) -> bool:
        g = self.game
        return (g is not None and not g.is_over and self.human(self.viewer) and not self.curtain_up()
                and (self.revealed or len(self.setup.humans) <= 1))

    def click_card(self, i: int | None) -> None:
        if i is None:
            return
        now = self.app.now()
        last_i, last_t = self.last_click
        self.last_click = (i, now)
        if last_i == i and now - last_t < DOUBLE_CLICK:
            self.last_click = (-1, 0.0)
            if self.my_turn() and self.game.phase == "play":
                self.selected = {i}
                self._hand_cache = None
                self.play_cards([i])
            return
        if i in self.selected:
            self.selected.discard(i)
        else:
            self.selected.add(i)
        self._hand_cache = None
        self.build_buttons()

    def dragged_cards_positions(self, drag: Drag) -> list[tuple[int, int]]:
        cw, ch = self.hand_rects()[drag.indices[0]][1].size
        step = int(cw * 0.55)
        x0 = drag.pos[0] - drag.grab[0]
        y0 = drag.pos[1] - drag.grab[1]
        return [(x0 + cw // 2 + k * step, y0 + ch // 2) for k in range(len(drag.indices))]

    def drop(self, drag: Drag, pos: tuple[int, int]) -> None:
        points = self.dragged_cards_positions(drag)
        if self.layout.trick_zone.collidepoint(pos) and self.my_turn():
            if self.play_cards(drag.indices, points):
                return
        elif not self.my_turn():
            self.say("Wait for your turn.", error=True)
        # back to the hand: fly each card home
        now = self.app.now()
        rects = self.hand_rects()
        for k, i in enumerate(drag.indices):
            card, rect = rects[i]
            self.flights.add(Flight(self.face(card, rect.size), points[k], rect.center, now,
                                    self.scaled(0.25) or 0.0001, key=("home", i)))

    def handle_key(self, event: pygame.event.Event) -> None:
        n = len(self.hand_rects())
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and n:
            self.focus = (self.focus + (1 if event.key == pygame.K_RIGHT else -1)) % n
        elif event.key == pygame.K_SPACE and n and self.can_touch_hand():
            self._toggle(self.focus)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            g = self.game
            if g.phase == "decide":
                self.decide(True)
            elif g.phase == "layout" and not self.selected:
                self.lay_out_all()
            else:
                self.play_selected()
        elif event.key == pygame.K_p:
            self.pass_turn()
        elif event.key == pygame.K_s:
            self.toggle_sort()

    def _toggle(self, i: int) -> None:
        self.selected.symmetric_difference_update({i})
        self._hand_cache = None
        self.build_buttons()

    def decide(self, declare: bool) -> None:
        if self.my_turn() and self.game.phase == "decide":
            self.apply(Declare() if declare else Continue())

    def next_hand(self) -> None:
        if self.match.is_over or (self.game and not self.game.is_over):
            return
        self.match.finish_hand()
        self.app.persist(self.saved)
        self.app.record(self.saved)
        if self.match.is_over:
            self.overlay = "match"
        else:
            self.new_hand()
            if len(self.setup.humans) > 1:
                self.revealed = False
        self.build_buttons()

    def tiered(self) -> bool:
        """Sap Ng Wu's way of winning: tiers of chips, declared at a higher tier after continuing."""
        return getattr(self.variant, "declare_rule", "higher_tier") == "higher_tier"

    def declare_term(self) -> str:
        """' 食湖' (eating the lake) where wu are counted in tiers, as in Sap Ng Wu; nothing elsewhere."""
        return " 食湖" if self.tiered() else ""

    def declare_label(self) -> str:
        return "Declare" + self.declare_term()

    def declare_words(self, g) -> str:
        if self.tiered():
            each = self.variant.tier_chips(g.wu[self.viewer])
            others = len([s for s in range(g.players) if s != getattr(g, "sitter", None)]) - 1
            return f"Declare now: each player pays you {each} (+{each * others} in all)"
        return f"Declare now for a score of {g.score(self.viewer)}; it grows with every winning card you add"

    def answer_label(self, action: Action, phase: str) -> str:
        name = type(action).__name__
        if name == "Pass":
            return self.PASS_WORDS.get(phase, "Pass")
        return self.ANSWERS.get(name, name)

    def replay_hand(self) -> None:
        """The hand just finished, step by step with every hand open; Back returns here."""
        from game.ui.replay_screen import ReplayScene
        g = self.game
        names = [seat.name for seat in self.setup.seats]

        def back() -> None:
            self.app.scene = self
        self.app.scene = ReplayScene(self.app, g.log, self.variant, names, back)

    # -- buttons ----------------------------------------------------------------------------
    def build_buttons(self) -> None:
        L = self.layout
        if L is None:
            return
        s = L.s
        self.buttons = []
        g = self.game
        w, h = L.size
        if self.overlay == "summary":
            label = "Next hand" if len(self.match.results) + 1 < self.match.length else "Final standings"
            bottom = self.summary_rect().bottom - int(68 * s)
            self.buttons.append(Button(label, pygame.Rect(w // 2 + int(10 * s), bottom, int(220 * s), int(48 * s)),
                                       self.next_hand, primary=True, key=pygame.K_RETURN))
            self.buttons.append(Button("Replay hand", pygame.Rect(w // 2 - int(230 * s), bottom, int(220 * s), int(48 * s)),
                                       self.replay_hand, key=pygame.K_r))
            return
        if self.overlay == "match":
            bottom = self.summary_rect().bottom - int(68 * s)
            self.buttons.append(Button("New match", pygame.Rect(w // 2 - int(230 * s), bottom, int(210 * s), int(48 * s)),
                                       self.app.new_game, primary=True, key=pygame.K_RETURN))
            self.buttons.append(Button("Title", pygame.Rect(w // 2 + int(20 * s), bottom, int(210 * s), int(48 * s)),
                                       self.app.title))
            return
        if g is None:
            return
        if self.watching():
            # sitting the hand out: nothing to play, pass or hint; only the way to the summary
            if not self.skipping:
                self.buttons.append(Button("Skip to the end", L.skip_button, self.skip_hand, primary=True,
                                           key=pygame.K_RETURN))
            return
        if self.practice_seat() is not None:
            self.buttons.append(Button("Undo", L.undo_button, self.undo, key=pygame.K_u))
            self.buttons.append(Button("Hint", L.hint_button, self.hint, key=pygame.K_h))
        phase = g.phase
        mine = g.current_player == self.viewer and self.human(self.viewer)
        if phase == "decide" and mine:
            v = self.variant
            wu = g.wu[self.viewer]
            bw, bh = int(230 * s), int(58 * s)
            cx, y = w // 2, int(h * 0.5)
            if self.tiered():
                each = v.tier_chips(wu)
                nxt = v.next_tier_wu(v.tier_index(wu))
                declare_hint = f"{count(each, 'chip')} from each player"
                continue_hint = f"declare again from {nxt} wu" if nxt else "no higher tier"
            else:
                declare_hint = f"a score of {g.score(self.viewer)}"
                continue_hint = "play on for more"
            self.buttons.append(Button(self.declare_label(), pygame.Rect(cx - bw - int(10 * s), y, bw, bh),
                                       lambda: self.decide(True), primary=True, key=pygame.K_d, hint=declare_hint))
            self.buttons.append(Button("Continue", pygame.Rect(cx + int(10 * s), y, bw, bh), lambda: self.decide(False),
                                       key=pygame.K_c, hint=continue_hint))
            return
        if phase in self.QUESTIONS and mine:
            answers = g.legal_actions()
            bw, bh, gap = int(200 * s), int(52 * s), int(12 * s)
            x = w // 2 - (len(answers) * bw + (len(answers) - 1) * gap) // 2
            for i, action in enumerate(answers):
                label = self.answer_label(action, phase)
                self.buttons.append(Button(label, pygame.Rect(x + i * (bw + gap), int(h * 0.5), bw, bh),
                                           lambda a=action: self.apply(a), primary=i == 0))
            return
        if phase == "layout" and mine:
            bw, bh = int(200 * s), int(52 * s)
            cx, y = w // 2, int(h * 0.5)
            self.buttons.append(Button("Lay out all", pygame.Rect(cx - bw * 3 // 2 - int(12 * s), y, bw, bh),
                                       self.lay_out_all, primary=True))
            if self.variant.layout_supreme == "choose":
                self.buttons.append(Button("Lay out selected", pygame.Rect(cx - bw // 2, y, bw, bh), self.play_selected,
                                           enabled=bool(self.selected)))
            self.buttons.append(Button("Keep them", pygame.Rect(cx + bw // 2 + int(12 * s), y, bw, bh),
                                       self.pass_turn, key=pygame.K_p))
            return
        self.buttons.append(Button("Play", L.play_button, self.play_selected, primary=True,
                                   enabled=bool(self.selected)))
        self.buttons.append(Button("Pass", L.pass_button, self.pass_turn))
        self.buttons.append(Button("Sort: suit" if self.sort_mode == "suit" else "Sort: group", L.sort_button,
                                   self.toggle_sort))

    def refresh_buttons(self) -> None:
        """Enable what the moment allows (cheap; every frame)."""
        g = self.game
        for b in self.buttons:
            if b.label == "Play":
                b.enabled = self.my_turn() and bool(self.selected) and g.phase == "play"
            elif b.label == "Pass":
                b.enabled = self.my_turn() and g.phase == "play" and g.top is not None
            elif b.label == "Lay out selected":
                b.enabled = bool(self.selected) and self.my_turn()
            elif b.label == "Undo":
                b.enabled = self.my_turn() and self.can_undo()
            elif b.label == "Hint":
                b.enabled = self.my_turn() and self.thinker.hint is None

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, now: float) -> None:
        L = self.ensure_layout()
        expected = self._expected_buttons()
        if expected != [b.label for b in self.buttons]:
            self.build_buttons()
        self.refresh_buttons()
        surface.blit(theme.felt(L.size), (0, 0))
        if self.curtain_up():
            self.draw_top_bar(surface)
            self.draw_curtain(surface)
            return
        self.draw_top_bar(surface)
        self.draw_set_aside(surface)
        for seat in range(self.setup.players):
            self.draw_seat(surface, seat, now)
        self.draw_trick(surface, now)
        self.draw_hand(surface)
        self.flights.draw(surface, now)
        self.draw_drag(surface)
        self.draw_status(surface, now)
        self.draw_hover(surface, now)
        self.draw_dialogs(surface)
        for b in self.buttons:
            b.draw(surface, int(19 * L.s))
        if self.history.open and self.can_look_back():
            self.draw_history(surface)

    def draw_history(self, surface: pygame.Surface) -> None:
        """This hand's public plays so far, small, at the side (game/ui/history_panel.py)."""
        L = self.layout
        size = face_size(HistoryPanel.card_height(L.s), self.style)
        rect = HistoryPanel.rect_for(L.size, L.top_bar.bottom, L.s)
        self.history.draw(surface, rect, self.shown_story(), self.seat_names(), self.face, size, L.s)

    def _expected_buttons(self) -> list[str]:
        g = self.game
        if self.overlay == "summary":
            return ["Next hand" if len(self.match.results) + 1 < self.match.length else "Final standings", "Replay hand"]
        if self.overlay == "match":
            return ["New match", "Title"]
        if g is None:
            return []
        if self.watching():
            return [] if self.skipping else ["Skip to the end"]
        practice = ["Undo", "Hint"] if self.practice_seat() is not None else []
        mine = g.current_player == self.viewer and self.human(self.viewer) and not self.queue
        if g.phase == "decide" and mine:
            return practice + [self.declare_label(), "Continue"]
        if g.phase in self.QUESTIONS and mine:
            return practice + [self.answer_label(a, g.phase) for a in g.legal_actions()]
        if g.phase == "layout" and mine:
            return practice + ["Lay out all"] + (["Lay out selected"] if self.variant.layout_supreme == "choose"
                                                 else []) + ["Keep them"]
        return practice + ["Play", "Pass", "Sort: suit" if self.sort_mode == "suit" else "Sort: group"]

    def draw_top_bar(self, surface: pygame.Surface) -> None:
        L = self.layout
        s = L.s
        bar = L.top_bar
        layer = pygame.Surface(bar.size, pygame.SRCALPHA)
        layer.fill((0, 0, 0, 70))
        surface.blit(layer, bar)
        v = self.variant
        number = min(self.match.hand_number, self.match.length)
        title = theme.text(surface, f"{v.chinese}  {v.name}  ·  hand {number} of {self.match.length}",
                           (L.margin, bar.centery), int(18 * s), theme.PAPER, "midleft")
        self.history.place_button(bar, title.right, s)
        if self.can_look_back():
            self.history.draw_button(surface, s)
        right_of = self.history.button.right
        room = pygame.Rect(right_of + 2 * L.margin, bar.top, bar.right - L.margin - right_of - 2 * L.margin, bar.height)
        # with the hand just finished once its summary shows (Match.standing), not only after Next hand
        standing = self.match.standing
        words = ""
        for short in (False, True):          # long names: first words only, so every total still shows
            names = [(self.name(i).split() or [""])[0] if short else self.name(i) for i in range(len(standing))]
            totals = "   ".join(f"{n} {t:+d}" for n, t in zip(names, standing))
            words = f"Match: {totals}    ·    Esc: menu"
            if theme.fit(words, int(16 * s), room.width)[0] == words:
                break
        theme.text_in(surface, words, room, int(16 * s), theme.MUTED, "midright")

    def draw_set_aside(self, surface: pygame.Surface) -> None:
        n = self.shown.set_aside
        if not n:
            return
        L = self.layout
        back = render_back(L.small_card, self.style)
        x, y = L.set_aside_at
        for k in range(min(4, 1 + n // 12)):
            surface.blit(back, back.get_rect(center=(x + k * 2, y - k * 2)))
        theme.text(surface, f"{n} set aside", (x + L.small_card[0], y), int(13 * L.s), theme.MUTED, "midleft")

    def draw_seat(self, surface: pygame.Surface, seat: int, now: float) -> None:
        L = self.layout
        s = L.s
        g = self.game
        place = L.places[seat]
        plate = place.plate
        active = g is not None and not g.is_over and g.current_player == seat and not self.queue
        theme.panel(surface, plate, radius=int(12 * s),
                    edge=(theme.RED + (255,)) if active else theme.PANEL_EDGE)
        if active:
            pygame.draw.rect(surface, theme.RED, plate.inflate(4, 4), width=2, border_radius=int(13 * s))
        seat_setup = self.setup.seats[seat]
        inner = plate.inflate(-int(22 * s), 0)           # every line fits inside the plate (issue 13, item 7)
        chips = self.shown.chips[seat]
        chip_box = pygame.Rect(0, 0, int(64 * s), int(22 * s))
        chip_box.topright = (inner.right, plate.top + int(7 * s))
        chip_rect = theme.text_in(surface, f"{chips:+d}", chip_box, int(18 * s), theme.BRASS, "topright")
        dealer = g is not None and seat == g.dealer
        name_box = pygame.Rect(inner.left, plate.top + int(6 * s),
                               chip_rect.left - int(8 * s) - inner.left - (int(30 * s) if dealer else 0), int(24 * s))
        r = theme.text_in(surface, seat_setup.name, name_box, int(19 * s), theme.PAPER, "topleft")
        if dealer:
            # the dealer's badge: 莊 on a brass disc
            centre = (r.right + int(16 * s), r.centery + 1)
            pygame.draw.circle(surface, theme.BRASS, centre, int(11 * s))
            theme.text(surface, "莊", centre, int(14 * s), theme.INK, "center")
        seal = None
        if self.shown.laid_aside and self.shown.laid_aside[seat]:
            # multiplier cards laid out (gods of wealth): a red seal with the card's name and how many
            zh = self.variant.card_name(self.variant.multiplier_cards[0]).zh
            words = f"{zh}×{self.shown.laid_aside[seat]}"
            width = theme.font(int(12 * s)).size(words)[0]
            seal = pygame.Rect(0, 0, width + int(10 * s), int(17 * s))
            seal.bottomright = (plate.right - int(8 * s), plate.bottom - int(4 * s))
            pygame.draw.rect(surface, theme.RED, seal, border_radius=int(5 * s))
            theme.text(surface, words, seal.center, int(12 * s), theme.PAPER, "center")
        wu_count = sum(self.wu_value(seat))
        line = f"{count(self.shown.sizes[seat], 'card')} · {wu_count} wu"
        if self.tiered():
            tier = self.variant.tier_index(wu_count)
            if tier >= 0:
                line += f" · tier {self.variant.tiers[tier].wu}"
        elif g is not None and g.score(seat) > 0:
            line += f" · score {g.score(seat)}"
        theme.text_in(surface, line, pygame.Rect(inner.left, plate.top + int(32 * s), inner.width, int(20 * s)),
                      int(14 * s), theme.PAPER, "topleft")
        kind = "person" if seat_setup.is_human else f"computer · {seat_setup.level}"
        sits_out = g is not None and getattr(g, "sitter", None) == seat
        if sits_out:
            kind = "sits out this hand"
        if active and not seat_setup.is_human and not self.queue:
            kind = "thinking…"
        needs = g.needs(seat) if g is not None else None
        if needs and kind != "thinking…":
            kind = f"continuing, needs {needs}"      # what matters now, whole, in place of person/computer
        kind_right = (seal.left - int(4 * s)) if seal else inner.right
        theme.text_in(surface, kind, pygame.Rect(inner.left, plate.top + int(51 * s), kind_right - inner.left,
                                                 int(18 * s)), int(12 * s),
                      theme.HIGHLIGHT if kind == "thinking…" else theme.MUTED, "topleft", smallest=0.85)
        if place.side != "bottom":
            self.draw_backs(surface, seat, place)
        for i, card in enumerate(self.shown.wu[seat]):
            img = self.face(card, L.wu_card)
            surface.blit(img, img.get_rect(center=self.wu_slot(seat, i)))
        bubble = self.shown.bubbles.get(seat)
        if bubble and now < bubble[1]:
            r = theme.text(surface, bubble[0], (plate.centerx, plate.bottom + 22 * s), int(18 * s), theme.INK, "center")
            pygame.draw.rect(surface, theme.PAPER, r.inflate(22 * s, 10 * s), border_radius=int(12 * s))
            theme.text(surface, bubble[0], (plate.centerx, plate.bottom + 22 * s), int(18 * s), theme.INK, "center")

    def wu_value(self, seat: int) -> list[int]:
        """The wu shown for a seat: its wu cards, or the engine's count once they have landed."""
        g = self.game
        if g is not None and len(self.shown.wu[seat]) == len(g.wu_cards(seat)):
            return [g.wu[seat]]
        return [len(self.shown.wu[seat])]

    def draw_backs(self, surface: pygame.Surface, seat: int, place) -> None:
        L = self.layout
        n = self.shown.sizes[seat]
        if n <= 0:
            return
        back = render_back(L.small_card, self.style)
        cw, ch = L.small_card
        step = max(2, min(int(cw * 0.3), int((place.plate.width - cw) / max(1, n - 1))))
        width = cw + step * (n - 1)
        x0 = place.backs[0] - width // 2
        for k in range(n):
            surface.blit(back, (x0 + k * step, place.backs[1]))

    def draw_trick(self, surface: pygame.Surface, now: float) -> None:
        L = self.layout
        s = L.s
        flying = self.flights.keys()
        plays = [(seat, cards) for seat, cards in self.shown.trick if cards is not None]
        slots = self.trick_slots()
        zone = L.trick_zone
        if self.drag and self.drag.moving and self.my_turn():
            ok = self.drag_is_legal()
            color = (120, 220, 150, 70) if ok else (240, 120, 110, 60)
            layer = pygame.Surface(zone.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, color, layer.get_rect(), border_radius=int(24 * s))
            pygame.draw.rect(layer, color[:3] + (180,), layer.get_rect(), width=2, border_radius=int(24 * s))
            surface.blit(layer, zone)
        elif not plays and self.my_turn() and self.game.phase == "play":
            layer = pygame.Surface(zone.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (255, 255, 255, 22), layer.get_rect(), border_radius=int(24 * s))
            surface.blit(layer, zone)
            theme.text(surface, "Your lead: drag cards here", zone.center, int(20 * s), (220, 230, 220), "center")
        for index, ((seat, cards), slot) in enumerate(zip(plays, slots)):
            trick_index = [i for i, (_, c) in enumerate(self.shown.trick) if c is not None][index]
            if ("trick", trick_index) in flying:
                continue
            top = index == len(plays) - 1
            for card, (center, size) in zip(cards, slot):
                if top:
                    shade, off = render_shadow(size, self.style)
                    surface.blit(shade, shade.get_rect(center=(center[0] + off[0], center[1] + off[1])))
                img = self.face(card, size)
                if not top:
                    img = img.copy()
                    img.fill((40, 40, 40, 0), special_flags=pygame.BLEND_RGBA_SUB)
                surface.blit(img, img.get_rect(center=center))
            if top:
                combo = self.variant.classify(cards)
                words = f"{self.name(seat)}: {combo.name if combo else ''}"
                color = theme.HIGHLIGHT if self.shown.winner is None else theme.BRASS
                if self.shown.winner is not None:
                    words = f"{self.name(seat)} wins the trick"
                y = slot[0][0][1] + slot[0][1][1] // 2 + 14 * s
                theme.text(surface, words, (zone.centerx, y), int(17 * s), color, "midtop", shadow=True)

    def drag_is_legal(self) -> bool:
        if not self.drag:
            return False
        rects = self.hand_rects()
        cards = [rects[i][0] for i in self.drag.indices]
        g = self.game
        action = LayOut(cards) if g.phase == "layout" else Play(cards)
        return g.why_illegal(action) is None

    def playable_cards(self) -> set[Card] | None:
        """Cards that appear in some legal beating play, when a play is to be beaten (highlight setting)."""
        g = self.game
        if not (self.app.highlight_playable and self.my_turn() and g.phase == "play" and g.top is not None):
            return None
        out: set[Card] = set()
        for a in g.legal_actions():
            if isinstance(a, Play):
                out.update(a.cards)
        return out

    def draw_hand(self, surface: pygame.Surface) -> None:
        L = self.layout
        g = self.game
        if self.watching():
            self.draw_sitting_out(surface)
            return
        if g is None or not self.human(self.viewer) or (len(self.setup.humans) > 1 and not self.revealed):
            return
        rects = self.hand_rects()
        dragging = set(self.drag.indices) if self.drag and self.drag.moving else set()
        homing = {k[1] for k in self.flights.keys() if isinstance(k, tuple) and k[0] == "home"}
        playable = self.playable_cards()
        for i, (card, rect) in enumerate(rects):
            if i in dragging or i in homing:
                continue
            shade, off = render_shadow(rect.size, self.style)
            surface.blit(shade, rect.move(off))
            surface.blit(self.face(card, rect.size), rect)
            if playable is not None and card not in playable:
                dim = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(dim, (10, 30, 20, 110), dim.get_rect(), border_radius=int(rect.width * 0.12))
                surface.blit(dim, rect)
            if i in self.selected:
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(4, 4), width=3, border_radius=int(rect.width * 0.14))
            if i == self.focus and self.keyboard_used():
                pygame.draw.line(surface, theme.BRASS, (rect.left + 4, rect.bottom + 4), (rect.right - 4, rect.bottom + 4), 3)

    def draw_sitting_out(self, surface: pygame.Surface) -> None:
        """Where the hand would be: plainly, that the person sits this hand out (issue 13, item 1)."""
        L = self.layout
        s = L.s
        box = L.hand_area.inflate(0, -int(L.hand_area.height * 0.3))
        theme.panel(surface, box, radius=int(14 * s))
        inner = box.inflate(-int(24 * s), 0)
        top = pygame.Rect(inner.left, box.top + int(10 * s), inner.width, box.height // 2)
        theme.text_in(surface, "You sit this hand out", top, int(28 * s), theme.HIGHLIGHT, "midtop")
        line = pygame.Rect(inner.left, box.centery + int(4 * s), inner.width, box.height // 2 - int(8 * s))
        theme.text_in(surface, f"Hand {self.match.hand_number} of {self.match.length} is played by the others; "
                      "you are dealt in again next hand.", line, int(16 * s), theme.PAPER, "midtop")

    def keyboard_used(self) -> bool:
        return self.keyboard_active

    def hovered_card(self) -> tuple[Card, pygame.Rect] | None:
        """The card under the pointer: in the shown hand, or in the trick's top play."""
        if self.drag or self.overlay:
            return None
        if self.can_touch_hand() or not self.setup.humans:
            i = self.card_at(self.mouse)
            if i is not None:
                return self.hand_rects()[i]
        slots = self.trick_slots()
        plays = [cards for _, cards in self.shown.trick if cards is not None]
        if slots:
            for card, (center, size) in reversed(list(zip(plays[-1], slots[-1]))):
                rect = pygame.Rect(0, 0, *size)
                rect.center = center
                if rect.collidepoint(self.mouse):
                    return card, rect
        return None

    def draw_hover(self, surface: pygame.Surface, now: float) -> None:
        """After a moment over a card, its name in English and Chinese, and its suit."""
        hit = self.hovered_card()
        card = hit[0] if hit else None
        if card != self.hover_since[0]:
            self.hover_since = (card, now)
            return
        if card is None or now - self.hover_since[1] < 0.45:
            return
        rect = hit[1]
        s = self.layout.s
        name = self.variant.card_name(card)
        suit = self.variant.suit_of.get(card)
        language = self.app.settings.card_names
        called = {"en": name.en, "zh": name.zh}.get(language, f"{name.en} {name.zh}")
        words = f"{called} · {card}" + (f" · {suit.name.lower()}" if suit else "")
        img = theme.font(int(16 * s)).render(words, True, theme.INK)
        box = self.tooltip_rect(rect, img.get_size())
        pygame.draw.rect(surface, theme.PAPER, box, border_radius=int(8 * s))
        pygame.draw.rect(surface, theme.BRASS_DARK, box, width=1, border_radius=int(8 * s))
        surface.blit(img, img.get_rect(center=box.center))

    def tooltip_rect(self, card: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
        """Where a card's name is shown: above the card, and for a hand card above the prompt line
        too, so the prompt stays readable; always inside the window."""
        L = self.layout
        s = L.s
        box = pygame.Rect(0, 0, size[0] + int(18 * s), size[1] + int(10 * s))
        box.midbottom = (card.centerx, card.top - int(6 * s))
        if card.top > L.status.top:
            box.bottom = L.status.top - int(2 * s)
        return box.clamp(pygame.Rect(0, 0, *L.size))

    def draw_drag(self, surface: pygame.Surface) -> None:
        if not (self.drag and self.drag.moving):
            return
        rects = self.hand_rects()
        for k, point in enumerate(self.dragged_cards_positions(self.drag)):
            card, rect = rects[self.drag.indices[k]]
            img = self.face(card, rect.size)
            shade, off = render_shadow(img.get_size(), self.style)
            r = img.get_rect(center=point)
            surface.blit(shade, r.move(off[0] * 3, off[1] * 3))
            surface.blit(img, r)

    def draw_status(self, surface: pygame.Surface, now: float) -> None:
        L = self.layout
        s = L.s
        g = self.game
        words, color = self.message, (theme.ERROR if self.message_error else theme.PAPER)
        if self.watching():
            words = ("Playing the hand to the end…" if self.skipping else
                     "The computers play this hand: watch, or skip to the end")
            color = theme.HIGHLIGHT
        elif not words and g is not None and not g.is_over and not self.queue:
            seat = g.current_player
            if seat == self.viewer and self.human(seat):
                if g.phase == "play":
                    if g.top is None:
                        words = "Your lead — select cards and drag them to the table, or double-click one card"
                    else:
                        top_seat, combo = g.top
                        if any(isinstance(a, Play) for a in g.legal_actions()):
                            words = f"Beat {self.name(top_seat)}'s {combo.name}, or pass (P)"
                        else:
                            words = f"Nothing in your hand beats {self.name(top_seat)}'s {combo.name}: pass (P)"
                elif g.phase == "layout":
                    words = "You hold a supreme 至尊: lay it out now for wu?"
                elif g.phase in self.QUESTIONS:
                    words = ""
                elif g.phase == "decide":
                    words = ""
                color = theme.HIGHLIGHT
            elif not self.human(seat):
                words = f"{self.name(seat)} is thinking…"
                color = theme.MUTED
        if words:
            theme.text_in(surface, words, L.status, int(18 * s), color, "midbottom", shadow=True)
        if self.banner and now < self.banner[1] and not self.overlay:
            r = pygame.Rect(0, 0, int(L.size[0] * 0.5), int(46 * s))
            r.center = L.banner_at
            theme.panel(surface, r, radius=int(12 * s))
            theme.text(surface, self.banner[0], r.center, int(19 * s), theme.HIGHLIGHT, "center")

    def draw_dialogs(self, surface: pygame.Surface) -> None:
        L = self.layout
        s = L.s
        w, h = L.size
        g = self.game
        if self.overlay in ("summary", "match"):
            # the table dims behind the panel: the seats it covers are plainly underneath it
            shade = pygame.Surface(L.size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 90))
            surface.blit(shade, (0, 0))
        if self.overlay == "summary":
            self.draw_summary(surface)
            return
        if self.overlay == "match":
            self.draw_match_end(surface)
            return
        if g is None or self.queue or g.current_player != self.viewer or not self.human(self.viewer):
            return
        if g.phase == "decide":
            r = pygame.Rect(0, 0, int(560 * s), int(200 * s))
            r.midbottom = (w // 2, int(h * 0.5) + int(76 * s))
            theme.panel(surface, r)
            wu = g.wu[self.viewer]
            theme.text(surface, f"You have {wu} wu", (r.centerx, r.top + 18 * s), int(26 * s), theme.HIGHLIGHT, "midtop")
            theme.text(surface, self.declare_words(g), (r.centerx, r.top + 58 * s), int(17 * s), theme.PAPER, "midtop")
        elif g.phase in self.QUESTIONS:
            title, words = self.QUESTIONS[g.phase]
            r = pygame.Rect(0, 0, int(720 * s), int(170 * s))
            r.midbottom = (w // 2, int(h * 0.5) + int(70 * s))
            theme.panel(surface, r)
            theme.text(surface, title, (r.centerx, r.top + 16 * s), int(26 * s), theme.HIGHLIGHT, "midtop")
            theme.text(surface, words, (r.centerx, r.top + 56 * s), int(16 * s), theme.PAPER, "midtop")
        elif g.phase == "layout":
            r = pygame.Rect(0, 0, int(700 * s), int(170 * s))
            r.midbottom = (w // 2, int(h * 0.5) + int(70 * s))
            theme.panel(surface, r)
            layouts = [a for a in g.legal_actions() if isinstance(a, LayOut)]
            best = max(layouts, key=lambda a: len(a.cards)) if layouts else None
            wu = (self.variant.full_set_wu_laid_out if best and self.variant.classify(best.cards).full_set
                  else len(best.cards) if best else 0)
            theme.text(surface, "Supreme 至尊", (r.centerx, r.top + 16 * s), int(26 * s), theme.HIGHLIGHT, "midtop")
            theme.text(surface, f"Lay out your 2:4 and 1:2 cards face up for {wu} wu, or select some and lay out those.",
                       (r.centerx, r.top + 56 * s), int(16 * s), theme.PAPER, "midtop")

    def draw_summary(self, surface: pygame.Surface) -> None:
        L = self.layout
        s = L.s
        g = self.game
        story = self.summary_story()
        r = self.summary_rect()
        theme.panel(surface, r)
        title = headline(self.hand_events(), self.seat_names(), self.declare_term())
        theme.text(surface, f"Hand {len(self.match.results) + 1} of {self.match.length}", (r.centerx, r.top + 18 * s),
                   int(16 * s), theme.MUTED, "midtop")
        theme.text(surface, title, (r.centerx, r.top + 42 * s), int(26 * s), theme.HIGHLIGHT, "midtop")
        cols = [r.left + 40 * s, r.left + 290 * s, r.left + 400 * s, r.left + 520 * s]
        y = r.top + 86 * s
        for x, head in zip(cols, ("Player", "wu", "this hand", "match")):
            theme.text(surface, head, (x, y), int(15 * s), theme.MUTED, "topleft" if x == cols[0] else "topright")
        for seat in range(g.players):
            y += 34 * s
            total = self.match.standing[seat]
            color = theme.HIGHLIGHT if seat == g.winner else theme.PAPER
            name_box = pygame.Rect(int(cols[0]), int(y), int(cols[1] - 40 * s - cols[0]), int(26 * s))
            theme.text_in(surface, self.name(seat), name_box, int(19 * s), color, "topleft")
            theme.text(surface, str(g.wu[seat]), (cols[1], y), int(19 * s), color, "topright")
            theme.text(surface, f"{g.chips[seat]:+d}", (cols[2], y), int(19 * s), color, "topright")
            theme.text(surface, f"{total:+d}", (cols[3], y), int(19 * s), theme.BRASS, "topright")
        # where the chips came from: every payment of the hand, from the engine's events
        y += 44 * s
        x = r.left + 40 * s
        for payment, lines in story:
            for k, words in enumerate(lines):
                theme.text(surface, words, (x, y), int(15 * s), theme.PAPER if payment else theme.MUTED)
                y += 20 * s
            if payment:
                theme.text(surface, payment.amount_words(self.seat_names()), (x + 16 * s, y), int(14 * s), theme.BRASS)
                y += 22 * s

    def seat_names(self) -> list[str]:
        return [self.name(seat) for seat in range(self.setup.players)]

    def summary_story(self) -> list[tuple]:
        """The summary's explanation, wrapped to the panel: (payment or None for a note, its lines of words)."""
        g = self.game
        s = self.layout.s
        key = (id(g.log), len(g.log.actions), self.layout.size)
        if self._story_cache[0] != key:
            story = self.hand_story()
            width = int(540 * s)
            out = [(p, theme.wrap(p.words, int(15 * s), width)) for p in story.payments]
            out += [(None, theme.wrap(note, int(15 * s), width)) for note in story.notes]
            self._story_cache = (key, out)
        return self._story_cache[1]

    def summary_rect(self) -> pygame.Rect:
        """The end-of-hand and end-of-match panel, sized to its rows, with its buttons inside."""
        L = self.layout
        s = L.s
        w, h = L.size
        rows = self.setup.players
        extra = 0
        if self.overlay == "summary" and self.game is not None and self.game.is_over:
            story = self.summary_story()
            extra = 12 + sum(20 * len(lines) + (22 if payment else 0) for payment, lines in story)
        r = pygame.Rect(0, 0, int(620 * s), int((160 + 36 * rows + 80 + extra) * s))
        r.center = (w // 2, int(h * 0.45))
        # clear of the person's plate and wu pile below it (issue 13, item 2)
        if r.height <= L.dialog_space.height:
            return r.clamp(L.dialog_space)
        # taller than that room (many payments to explain): within the window, under the top bar
        r.bottom = min(r.bottom, h - int(8 * s))
        r.top = max(r.top, L.top_bar.bottom + int(4 * s))
        return r

    def draw_match_end(self, surface: pygame.Surface) -> None:
        L = self.layout
        s = L.s
        w, h = L.size
        r = self.summary_rect()
        theme.panel(surface, r)
        totals = self.match.totals
        order = sorted(range(len(totals)), key=lambda i: -totals[i])
        theme.text(surface, "The match is over", (r.centerx, r.top + 22 * s), int(28 * s), theme.HIGHLIGHT, "midtop")
        y = r.top + 90 * s
        for place, seat in enumerate(order, 1):
            theme.text_in(surface, f"{place}.  {self.name(seat)}",
                          pygame.Rect(int(r.left + 60 * s), int(y), int(r.width - 260 * s), int(30 * s)), int(22 * s),
                          theme.PAPER, "topleft")
            theme.text(surface, f"{totals[seat]:+d} chips", (r.right - 60 * s, y), int(22 * s), theme.BRASS, "topright")
            y += 40 * s

    def draw_curtain(self, surface: pygame.Surface) -> None:
        L = self.layout
        s = L.s
        w, h = L.size
        r = pygame.Rect(0, 0, int(560 * s), int(200 * s))
        r.center = (w // 2, h // 2)
        theme.panel(surface, r)
        seat = self.game.current_player
        theme.text(surface, f"Pass to {self.name(seat)}", (r.centerx, r.top + 40 * s), int(32 * s), theme.HIGHLIGHT, "midtop")
        theme.text(surface, "click when ready", (r.centerx, r.top + 100 * s), int(20 * s), theme.PAPER, "midtop")

    def close(self) -> None:
        self.thinker.close()
