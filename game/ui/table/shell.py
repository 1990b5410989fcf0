"""The table shell: a match in the window, for people and computers, knowing no family.

The engine owns the rules and advances at once; the table *presents* what the
engine reports (``apply`` returns events) one at a time, each with its
animation, so people can follow. Computers act only when the presentation has
caught up. With several people at one screen (hot-seat), a curtain hides the
table between their turns, so nobody sees another person's hand.

What is the same for every family lives here: seats and plates, whose turn, the
match's flow, the summary and match-end panels, hint and undo, the curtain, the
history panel, the thinking worker, banners, sitting a hand out. What a family's
state looks like and which gestures make which actions is its board's
(game/ui/boards/, Aisleriot's split: one generic table, one small board per
family). Attributes the shell does not have are the board's: ``table.selected``
reads the board's selection.
"""
from __future__ import annotations

import time

import pygame

from game import i18n
from game.i18n import N_, _
from game.reason import Reason
from game.rules import Action, Match, load_variant
from game.rules import events as E
from game.store import SavedMatch, can_undo, hand_events, human_seat, undo
from game.ui import seat_names, theme
from game.ui.anim import Flights
from game.ui.boards import board_for
from game.ui.boards.base import variant_style
from game.ui.faces import FaceStyle, face_size
from game.ui.history import Line
from game.ui.history_panel import HistoryPanel
from game.ui.play_words import in_script
from game.ui.refusal import at_table, shown
from game.ui.seats import MatchSetup, Thinker
from game.ui.table.lesson import LessonCoach
from game.ui.widgets import Button
from game.ui.words import COUNTED


# What one game of the match is called (a board's ``unit``), in whole messages: the top bar's
# "hand 2 of 8", the summary's "Hand 2 of 8" and its buttons. English reads the unit in lower case in
# the top bar; Chinese says 第2局，共8局 in both.
UNIT_WORDS: dict[str, dict[str, str]] = {
    "hand": {"bar": N_("hand {number} of {length}"), "title": N_("Hand {number} of {length}"),
             "next": N_("Next hand"), "replay": N_("Replay hand")},
    "round": {"bar": N_("round {number} of {length}"), "title": N_("Round {number} of {length}"),
              "next": N_("Next round"), "replay": N_("Replay round")},
}


class TableScene:
    def __init__(self, app, setup: MatchSetup, saved: SavedMatch | None = None) -> None:
        self.app = app
        self.setup = setup
        self.variant = load_variant(setup.variant)
        if saved is None:
            match = Match.start(self.variant, setup.players, seed=setup.seed, length=setup.hands)
            saved = SavedMatch.new(match, setup.seats, quick=setup.quick)
            if not setup.lesson:
                app.persist(saved)
        self.saved = saved
        self.variant = saved.match.variant
        self.board = board_for(self.variant)(self)
        self._undo_cache: tuple[int, bool] = (-1, False)
        self.thinker = Thinker(budget=app.settings.thinking_budget)
        self.flights = Flights()
        self.sounds = app.sounds
        humans = setup.humans
        self.viewer = humans[0] if humans else 0
        self.revealed = len(humans) <= 1     # hot-seat: hands stay hidden until the person is ready
        self.message = ""
        self.message_error = False
        self.banner: tuple[str, float] | None = None
        self.queue: list[E.Event] = []
        self.busy_until = 0.0
        self.act_after = 0.0
        self.overlay: str | None = None     # "summary" | "match" while shown
        self.buttons: list[Button] = []
        self.layout = None
        self._layout_key = None
        self.mouse = (0, 0)
        self.hover_since = (None, 0.0)
        self.skipping = False              # a sitting-out person asked to skip to the end of the hand
        self.history = HistoryPanel()
        self.lesson = (LessonCoach(self.variant.family, setup.humans[0], self.name(setup.players - 1))
                       if setup.lesson else None)
        self._events: tuple[tuple, list[E.Event]] = ((), [])
        self.no_pass_at = -1                  # auto-pass: not at this log length (just undone to)
        self.new_hand()
        if self.match.is_over:
            self.overlay = "match"
        elif self.game.is_over:
            self.overlay = "summary"

    def __getattr__(self, name: str):
        """What the shell does not have is the board's (its selection, its hand, its shown state)."""
        board = self.__dict__.get("board")
        if board is None or name.startswith("__"):
            raise AttributeError(name)
        return getattr(board, name)

    # -- the match --------------------------------------------------------------------------
    @property
    def match(self) -> Match:
        return self.saved.match

    @property
    def game(self):
        return self.match.game

    @property
    def style(self) -> FaceStyle:
        """The player's faces, or what the variant file's ``faces:`` says the game is drawn with."""
        return variant_style(self.variant, self.app.face_style)

    def new_hand(self) -> None:
        g = self.game
        start = self.board.new_hand()
        if g is None:
            return
        self.queue.clear()
        self.skipping = False
        humans = self.setup.humans
        playing = [s for s in humans if s != getattr(g, "sitter", None)]
        if len(humans) > 1 and playing and self.viewer not in playing:
            # hot-seat: a person sitting this hand out only watches it; the table faces one who plays
            self.viewer = playing[0]
            self.board.forget_hand()
        self.overlay = None
        self.act_after = self.app.now() + self.computer_wait()
        self.queue.extend(start)
        self.banner = (self.board.hand_banner(), self.app.now() + 2.0)
        if self.lesson is not None:
            self.banner = (_("Your first hand: do what the tips above your cards say"), self.app.now() + 4.0)
        self.message = ""

    def actor(self) -> int:
        """The seat the table waits on: the engine's current player, unless the board says otherwise
        (Si Se Pai's hot-seat claim window visits every person, asked or not: boards/rummy.py)."""
        return self.board.actor()

    @property
    def unit(self) -> str:
        """What one game of the match is called: a hand, or for the banker family a round (one wall)."""
        return getattr(self.board, "unit", "hand")

    def unit_words(self, what: str, **fields: object) -> str:
        """The unit's words ``what`` ("bar", "title", "next", "replay") in the language shown."""
        words = UNIT_WORDS.get(self.unit, UNIT_WORDS["hand"])[what]
        return _(words).format(**fields)

    def name(self, seat: int) -> str:
        """The seat's name as the window shows it (a default name in the language shown: seat_names)."""
        setup = self.setup.seats[seat]
        return seat_names.shown(setup.name, setup.is_human)

    def seat_names(self) -> list[str]:
        return [self.name(seat) for seat in range(self.setup.players)]

    def is_you(self, seat: int) -> bool:
        return (seat == self.viewer and self.human(seat) and len(self.setup.humans) == 1
                and self.setup.seats[seat].name == seat_names.YOU)

    def verb(self, seat: int, you: str, other: str) -> str:
        """'You take', 'Ming takes' (English only: ``sentence`` makes a whole message)."""
        return you if self.is_you(seat) else other

    def sentence(self, seat: int, you: str, other: str, **fields: object) -> str:
        """A whole sentence about ``seat`` in the language shown: the catalogue message ``you`` for the
        person at the screen ('{who} lay out …'), else ``other`` ('{who} lays out …'); ``who`` is the seat's name."""
        return _(you if self.is_you(seat) else other).format(who=self.name(seat), **fields)

    def human(self, seat: int) -> bool:
        return self.setup.seats[seat].is_human

    def apply(self, action: Action) -> bool:
        """Carry out an action for the current seat; False (and the engine's reason shown) if illegal."""
        g = self.game
        reason = g.why_illegal(action)
        if reason:
            self.say(at_table(self, reason), error=True)     # the engine's reason in the language shown
            return False
        events = g.apply(action)
        self.queue.extend(events)
        self.board.acted()
        self.message = ""
        self.act_after = self.app.now() + self.computer_wait()
        self.keep()
        if g.is_over and not self.setup.lesson:
            self.app.record(self.saved)
        return True

    def keep(self) -> None:
        """Save the match (crash resume); a guided first hand is not kept (nor scored)."""
        if not self.setup.lesson:
            self.app.persist(self.saved)

    # -- practice: hint and undo ------------------------------------------------------------
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
            may = getattr(self.board, "may_undo", None)     # a family may keep undo inside a smaller step
            self._undo_cache = (key, can_undo(self.match, seat, within_hand=True) and (may is None or may(seat)))
        return self._undo_cache[1]

    def hint(self) -> None:
        """Practice: ask the Hard player what to do here; the board shows it and its reason."""
        if self.practice_seat() is None or not self.my_turn() or self.thinker.hint is not None:
            return
        g = self.game
        self.thinker.ask_hint(g.observation(self.viewer), g.legal_actions())
        self.say(_("Thinking about a hint…"))

    def take_hint(self) -> None:
        answer = self.thinker.hint_answer()
        if answer is None:
            return
        action, reason = answer
        if not self.my_turn() or action not in self.game.legal_actions():
            return                      # the moment passed (an undo, say): the hint no longer fits
        reason = self.hint_reason(reason)
        self.say(self.board.show_hint(action, f" — {reason}" if reason else ""))

    def hint_reason(self, reason: str) -> str:
        """The computer's reason for its hint in the language shown. The computer players give a
        ``game.reason.Reason`` (a catalogue message and its fields, as the engine's refusals carry): it is
        said as the refusals are (``game.ui.refusal.shown``), the cards by their Chinese names. In Chinese
        an English-only reason the catalogue does not know is left out, and the hint names the move
        alone rather than mixing the languages."""
        if not reason or not i18n.chinese():
            return reason
        if isinstance(reason, Reason):
            return shown(reason, self.variant)
        words = _(reason)
        return words if words != reason else ""

    def undo(self) -> None:
        """Take back the person's last action and the computers' replies since (issue 7)."""
        seat = self.practice_seat()
        if seat is None or not self.can_undo() or self.thinker.thinking:
            return
        what = self.board.taken_back_words(seat)
        match = undo(self.match, seat, within_hand=True)
        if match is None:
            return
        self.saved.match = match
        self.queue.clear()
        self.flights.items.clear()
        self.busy_until = 0.0
        self._undo_cache = (-1, False)
        self.no_pass_at = len(match.game.log.actions)
        self.board.after_undo()
        self.act_after = self.app.now() + self.computer_wait()
        self.say(what)
        self.keep()

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
        return self.board.story(presented)

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
        wait = min(self.setup.delay, self.WATCHING_WAIT) if self.watching() else self.setup.delay
        pace = getattr(self.board, "wait_factor", None)     # a family's quick steps (the banker game's stakes)
        return self.board.computer_wait(wait * pace() if pace is not None else wait)

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
        """Show one event (the board animates it); returns how long before the next may be shown."""
        if self.lesson is not None:
            self.lesson.saw(event)
        return self.board.present(event, now)

    def show_banner(self, words: str, seconds: float) -> None:
        if self.skipping:
            return
        self.banner = (words, self.app.now() + max(seconds * min(1.0, self.app.anim_scale * 4), 0.8))

    def say(self, words: str, error: bool = False) -> None:
        self.message = words
        self.message_error = error

    def hand_over(self) -> None:
        """The board has presented the end of the hand: the summary comes up."""
        self.overlay = "summary"
        self.build_buttons()

    # -- geometry ---------------------------------------------------------------------------
    def ensure_layout(self):
        size = self.app.screen.get_size()
        key = (size, self.viewer, self.style)
        if self.layout is None or self._layout_key != key:
            self.layout = self.board.make_layout(size, self.game.players if self.game else self.setup.players,
                                                 self.viewer)
            self._layout_key = key
            self.board.forget_hand()
            self.board.prewarm()
            self.build_buttons()
        return self.layout

    # -- who acts ---------------------------------------------------------------------------
    def waiting_for_person(self) -> bool:
        g = self.game
        return (g is not None and not g.is_over and not self.queue and not self.flights.busy
                and self.human(self.actor()) and self.overlay is None)

    def curtain_up(self) -> bool:
        """Hot-seat: the table is hidden until the person whose turn it is says they are ready."""
        g = self.game
        private = getattr(self.board, "private", None)      # a family may have moments with nothing to hide
        return (len(self.setup.humans) > 1 and g is not None and not g.is_over and self.human(self.actor())
                and (self.actor() != self.viewer or not self.revealed) and not self.queue
                and not self.flights.busy and (private is None or private()))

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
        seat = self.actor()
        if self.human(seat):
            self.take_hint()
            if self.lesson is not None and seat == self.viewer:
                self.lesson.advise(self)
            self.board.your_turn(now)
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
            if self.overlay or g is None or g.is_over or self.human(self.actor()):
                self.skipping = self.skipping and not self.overlay
                return
            if not self.thinker.thinking:
                seat = self.actor()
                self.thinker.ask(seat, self.setup.seats[seat].level, g.observation(seat), g.legal_actions(),
                                 hurry=True)
            action = self.thinker.wait(max(0.0, end - time.perf_counter()))
            if action is None:
                return
            self.apply(action)

    def moving(self, now: float) -> bool:
        """Whether the table changes by itself now, so the window draws at full rate (game.ui.app):
        events to present or cards in flight, a banner still up, the board's own motion (a drag,
        a bubble, a pass about to be made), a card's name about to show (0.45 s), a computer about
        to be asked. A computer thinking is not motion: its worker wakes the loop when it has decided."""
        g = self.game
        if self.queue or self.flights.busy or now < self.busy_until or self.skipping or self.board.moving(now):
            return True
        if self.banner and now < self.banner[1]:
            return True
        if self.hover_since[0] is not None and now - self.hover_since[1] < 0.5:
            return True
        return (g is not None and not g.is_over and self.overlay is None and not self.human(self.actor())
                and not self.thinker.thinking)

    # -- the person's actions ---------------------------------------------------------------
    def my_turn(self) -> bool:
        return self.waiting_for_person() and not self.curtain_up() and self.actor() == self.viewer

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
                self.viewer = self.actor()
                self.revealed = True
                self.board.reveal()
                # no tooltip left from the person before (issue 13, item 11): hover starts afresh
                self.mouse = getattr(event, "pos", (-1, -1))
                self.hover_since = (None, self.app.now())
            return
        if self.overlay:
            if event.type == pygame.MOUSEMOTION:
                self.mouse = event.pos          # a summary may say more about what the pointer rests on
            return
        self.board.handle(event)

    def can_touch_hand(self) -> bool:
        g = self.game
        return (g is not None and not g.is_over and self.human(self.viewer) and not self.curtain_up()
                and (self.revealed or len(self.setup.humans) <= 1))

    def next_hand(self) -> None:
        if self.match.is_over or (self.game and not self.game.is_over):
            return
        self.match.finish_hand()
        self.keep()
        if not self.setup.lesson:
            self.app.record(self.saved)
        if self.match.is_over:
            self.overlay = "match"
        else:
            self.new_hand()
            if len(self.setup.humans) > 1:
                self.revealed = False
        self.build_buttons()

    def can_replay(self) -> bool:
        """The summary offers a replay where the family has a replay screen."""
        return getattr(self.board, "replayable", True)

    def replay_hand(self) -> None:
        """The hand just finished, step by step with every hand open; Back returns here."""
        from game.ui.replay_screen import ReplayScene
        scene = self.board.replay_scene() if hasattr(self.board, "replay_scene") else ReplayScene
        g = self.game
        names = self.seat_names()

        def back() -> None:
            self.app.scene = self
        self.app.scene = scene(self.app, g.log, self.variant, names, back)

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
            label = self.unit_words("next") if len(self.match.results) + 1 < self.match.length else _("Final standings")
            bottom = self.summary_rect().bottom - int(68 * s)
            left = w // 2 + int(10 * s) if self.can_replay() else w // 2 - int(110 * s)
            self.buttons.append(Button(label, pygame.Rect(left, bottom, int(220 * s), int(48 * s)),
                                       self.next_hand, primary=True, key=pygame.K_RETURN))
            if self.can_replay():
                self.buttons.append(Button(self.unit_words("replay"), pygame.Rect(w // 2 - int(230 * s), bottom, int(220 * s),
                                                                      int(48 * s)), self.replay_hand, key=pygame.K_r))
            return
        if self.overlay == "match":
            bottom = self.summary_rect().bottom - int(68 * s)
            self.buttons.append(Button(_("New match"), pygame.Rect(w // 2 - int(230 * s), bottom, int(210 * s), int(48 * s)),
                                       self.app.new_game, primary=True, key=pygame.K_RETURN))
            self.buttons.append(Button(_("Title"), pygame.Rect(w // 2 + int(20 * s), bottom, int(210 * s), int(48 * s)),
                                       self.app.title))
            return
        if g is None:
            return
        if self.watching():
            # sitting the hand out: nothing to play, pass or hint; only the way to the summary
            if not self.skipping:
                self.buttons.append(Button(_("Skip to the end"), L.skip_button, self.skip_hand, primary=True,
                                           key=pygame.K_RETURN))
            return
        if self.practice_seat() is not None:
            self.buttons.append(Button(_("Undo"), L.undo_button, self.undo, key=pygame.K_u))
            self.buttons.append(Button(_("Hint"), L.hint_button, self.hint, key=pygame.K_h))
        self.buttons.extend(self.board.buttons())

    def refresh_buttons(self) -> None:
        """Enable what the moment allows (cheap; every frame)."""
        for b in self.buttons:
            if b.label == _("Undo"):
                b.enabled = self.my_turn() and self.can_undo()
            elif b.label == _("Hint"):
                b.enabled = self.my_turn() and self.thinker.hint is None
            else:
                self.board.refresh(b)

    def _expected_buttons(self) -> list[str]:
        g = self.game
        if self.overlay == "summary":
            return ([self.unit_words("next") if len(self.match.results) + 1 < self.match.length
                     else _("Final standings")] + ([self.unit_words("replay")] if self.can_replay() else []))
        if self.overlay == "match":
            return [_("New match"), _("Title")]
        if g is None:
            return []
        if self.watching():
            return [] if self.skipping else [_("Skip to the end")]
        practice = [_("Undo"), _("Hint")] if self.practice_seat() is not None else []
        mine = self.actor() == self.viewer and self.human(self.viewer) and not self.queue
        return practice + self.board.button_labels(mine)

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
        self.board.draw_under(surface, now)
        for seat in range(self.setup.players):
            self.draw_seat(surface, seat, now)
        self.board.draw_middle(surface, now)
        if self.watching():
            self.draw_sitting_out(surface)
        self.flights.draw(surface, now)
        self.board.draw_over(surface, now)
        self.draw_status(surface, now)
        self.board.draw_hover(surface, now)
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
        self.history.draw(surface, rect, self.shown_story(), self.seat_names(), self.board.face, size, L.s)

    def draw_top_bar(self, surface: pygame.Surface) -> None:
        L = self.layout
        s = L.s
        bar = L.top_bar
        layer = pygame.Surface(bar.size, pygame.SRCALPHA)
        layer.fill((0, 0, 0, 70))
        surface.blit(layer, bar)
        v = self.variant
        number = min(self.match.hand_number, self.match.length)
        # the game by its Chinese name, and in English its English name too (a player's own file may have no Chinese)
        game_name = in_script(v.chinese) if i18n.chinese() and v.chinese else f"{v.chinese}  {v.name}".strip()
        unit = self.unit_words("bar", number=number, length=self.match.length)
        title = theme.text(surface, f"{game_name}  ·  {unit}",
                           (L.margin, bar.centery), int(18 * s), theme.PAPER, "midleft")
        self.history.place_button(bar, title.right, s)
        if self.can_look_back():
            self.history.draw_button(surface, s)
        right_of = self.history.button.right
        room = pygame.Rect(right_of + 2 * L.margin, bar.top, bar.right - L.margin - right_of - 2 * L.margin, bar.height)
        if self.lesson is not None:
            self.lesson.draw_goals(surface, room, s)
            return
        # with the hand just finished once its summary shows (Match.standing), not only after Next hand
        standing = self.match.standing
        words = ""
        for short in (False, True):          # long names: first words only, so every total still shows
            names = [(self.name(i).split() or [""])[0] if short else self.name(i) for i in range(len(standing))]
            totals = "   ".join(f"{n} {t:+d}" for n, t in zip(names, standing))
            words = _("Match: {totals}    ·    {esc}: menu").format(totals=totals, esc="Esc")   # the key's name
            if theme.fit(words, int(16 * s), room.width)[0] == words:
                break
        theme.text_in(surface, words, room, int(16 * s), theme.MUTED, "midright")

    def draw_seat(self, surface: pygame.Surface, seat: int, now: float) -> None:
        """A seat's plate: name, dealer's badge, chips, the board's line, who sits there; then the
        board's things beside it."""
        L = self.layout
        s = L.s
        g = self.game
        place = L.places[seat]
        plate = place.plate
        active = (g is not None and not g.is_over and self.actor() == seat and not self.queue
                  and self.board.shows_turn())
        theme.panel(surface, plate, radius=int(12 * s),
                    edge=(theme.RED + (255,)) if active else theme.PANEL_EDGE)
        if active:
            pygame.draw.rect(surface, theme.RED, plate.inflate(4, 4), width=2, border_radius=int(13 * s))
        seat_setup = self.setup.seats[seat]
        inner = plate.inflate(-int(22 * s), 0)           # every line fits inside the plate (issue 13, item 7)
        chips = self.board.chips_shown(seat)
        chip_box = pygame.Rect(0, 0, int(64 * s), int(22 * s))
        chip_box.topright = (inner.right, plate.top + int(7 * s))
        chip_rect = theme.text_in(surface, f"{chips:+d}", chip_box, int(18 * s), theme.BRASS, "topright")
        dealer = g is not None and seat == g.dealer
        name_box = pygame.Rect(inner.left, plate.top + int(6 * s),
                               chip_rect.left - int(8 * s) - inner.left - (int(30 * s) if dealer else 0), int(24 * s))
        r = theme.text_in(surface, self.name(seat), name_box, int(19 * s), theme.PAPER, "topleft")
        if dealer:
            # the dealer's badge: 莊 on a brass disc
            centre = (r.right + int(16 * s), r.centery + 1)
            pygame.draw.circle(surface, theme.BRASS, centre, int(11 * s))
            theme.text(surface, in_script("莊"), centre, int(14 * s), theme.INK, "center")
        seal = self.board.seat_seal(surface, seat)
        theme.text_in(surface, self.board.seat_line(seat),
                      pygame.Rect(inner.left, plate.top + int(32 * s), inner.width, int(20 * s)),
                      int(14 * s), theme.PAPER, "topleft")
        kind = _("person") if seat_setup.is_human else _("computer · {level}").format(level=_(seat_setup.level))
        sits_out = g is not None and getattr(g, "sitter", None) == seat
        if sits_out:
            kind = _("sits out this hand")
        thinking = active and not seat_setup.is_human and not self.queue
        if thinking:
            kind = _("thinking…")
        state = self.board.seat_state(seat)
        if state and not thinking:
            kind = state      # what matters now, whole, in place of person/computer
        kind_right = (seal.left - int(4 * s)) if seal else inner.right
        theme.text_in(surface, kind, pygame.Rect(inner.left, plate.top + int(51 * s), kind_right - inner.left,
                                                 int(18 * s)), int(12 * s),
                      theme.HIGHLIGHT if thinking else theme.MUTED, "topleft", smallest=0.85)
        self.board.draw_seat_things(surface, seat, now)

    def draw_sitting_out(self, surface: pygame.Surface) -> None:
        """Where the hand would be: plainly, that the person sits this hand out (issue 13, item 1)."""
        L = self.layout
        s = L.s
        box = L.hand_area.inflate(0, -int(L.hand_area.height * 0.3))
        theme.panel(surface, box, radius=int(14 * s))
        inner = box.inflate(-int(24 * s), 0)
        top = pygame.Rect(inner.left, box.top + int(10 * s), inner.width, box.height // 2)
        theme.text_in(surface, _("You sit this hand out"), top, int(28 * s), theme.HIGHLIGHT, "midtop")
        line = pygame.Rect(inner.left, box.centery + int(4 * s), inner.width, box.height // 2 - int(8 * s))
        theme.text_in(surface, _("Hand {hand} of {length} is played by the others; you are dealt in again next hand.")
                      .format(hand=self.match.hand_number, length=self.match.length),
                      line, int(16 * s), theme.PAPER, "midtop")

    def draw_status(self, surface: pygame.Surface, now: float) -> None:
        L = self.layout
        s = L.s
        g = self.game
        words, color = self.message, (theme.ERROR if self.message_error else theme.PAPER)
        if self.watching():
            words = (_("Playing the hand to the end…") if self.skipping else
                     _("The computers play this hand: watch, or skip to the end"))
            color = theme.HIGHLIGHT
        elif not words and g is not None and not g.is_over and not self.queue:
            seat = self.actor()
            if seat == self.viewer and self.human(seat):
                words = self.board.prompt()
                color = theme.HIGHLIGHT
            elif not self.human(seat):
                words = self.board.waiting_words(seat)
                color = theme.MUTED
        coached = (self.lesson is not None and not self.message_error and g is not None and not g.is_over
                   and not self.queue and self.actor() == self.viewer)
        if coached:
            places = getattr(L, "places", {})
            self.lesson.draw_tip(surface, L.status, s, tuple(p.plate for p in places.values()), self.board.piles())
        elif words:
            theme.text_in(surface, words, L.status, int(18 * s), color, "midbottom", shadow=True)
        if self.banner and now < self.banner[1] and not self.overlay:
            r = pygame.Rect(0, 0, int(L.size[0] * 0.5), int(46 * s))
            r.center = L.banner_at
            theme.panel(surface, r, radius=int(12 * s))
            theme.text(surface, self.banner[0], r.center, int(19 * s), theme.HIGHLIGHT, "center")

    def draw_dialogs(self, surface: pygame.Surface) -> None:
        L = self.layout
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
        if g is None or self.queue or self.actor() != self.viewer or not self.human(self.viewer):
            return
        self.board.draw_question(surface)

    # -- the summary of a hand, the end of the match -------------------------------------------
    SUMMARY_WIDTH = 540          # the explanation's width in the panel (at scale 1)
    LINE_HEIGHT = {"line": 20, "note": 20, "amount": 22, "meld": 38}

    def summary_lines(self) -> list[tuple[str, str]]:
        s = self.layout.s
        return self.board.summary_lines(int(self.SUMMARY_WIDTH * s), int(15 * s))

    def draw_summary(self, surface: pygame.Surface) -> None:
        L = self.layout
        s = L.s
        g = self.game
        board = self.board
        r = self.summary_rect()
        theme.panel(surface, r, fill=theme.SUMMARY_FILL)   # the table must not show through its words
        theme.text(surface, self.unit_words("title", number=len(self.match.results) + 1, length=self.match.length),
                   (r.centerx, r.top + 18 * s),
                   int(16 * s), theme.MUTED, "midtop")
        theme.text_in(surface, board.summary_title(), pygame.Rect(r.left + int(20 * s), int(r.top + 42 * s),
                                                                  r.width - int(40 * s), int(34 * s)),
                      int(26 * s), theme.HIGHLIGHT, "midtop")
        view = self.summary_view()
        if view is not None:        # the family's own table (fishing: groups down, players across)
            view.draw(surface, r.left + int(40 * s), r.top + int(86 * s), self.mouse)
            return
        lines = self.summary_lines()
        middle = board.summary_columns()
        cols = [r.left + 40 * s] + [r.left + (290 + 110 * k) * s for k in range(len(middle))] + [r.left + 520 * s]
        y = r.top + 86 * s
        for x, head in zip(cols, [_("Player"), *middle, _("match")]):
            theme.text(surface, head, (x, y), int(15 * s), theme.MUTED, "topleft" if x == cols[0] else "topright")
        winner = board.summary_winner()
        for seat in range(g.players):
            y += 34 * s
            total = self.match.standing[seat]
            color = theme.HIGHLIGHT if seat == winner else theme.PAPER
            name_box = pygame.Rect(int(cols[0]), int(y), int(cols[1] - 40 * s - cols[0]), int(26 * s))
            theme.text_in(surface, self.name(seat), name_box, int(19 * s), color, "topleft")
            for x, cell in zip(cols[1:-1], board.summary_cells(seat)):
                theme.text(surface, cell, (x, y), int(19 * s), color, "topright")
            theme.text(surface, f"{total:+d}", (cols[-1], y), int(19 * s), theme.BRASS, "topright")
        # where the chips came from: every payment of the hand, from the engine's events
        y += 44 * s
        x = r.left + 40 * s
        rows = {"x": int(x), "width": int(self.SUMMARY_WIDTH * s), "meld": []}
        for words, kind in lines:
            if kind == "meld":          # a row of cards the board draws (Si Se Pai's winning hand)
                rows["meld"].append(int(y))
            elif kind == "amount":
                theme.text(surface, words, (x + 16 * s, y), int(14 * s), theme.BRASS)
            else:
                theme.text(surface, words, (x, y), int(15 * s), theme.PAPER if kind == "line" else theme.MUTED)
            y += self.LINE_HEIGHT[kind] * s
        if rows["meld"]:
            board.draw_summary_extra(surface, rows)

    def summary_view(self):
        """The board's own drawing of the summary's body (``board.summary_view(width)``), else None:
        the shell's rows of players and lines of payments."""
        if not (hasattr(self.board, "summary_view") and self.overlay == "summary" and self.game is not None
                and self.game.is_over):
            return None
        s = self.layout.s
        return self.board.summary_view(int((self.board.SUMMARY_PANEL - 80) * s))

    def summary_rect(self) -> pygame.Rect:
        """The end-of-hand and end-of-match panel, sized to its rows, with its buttons inside."""
        L = self.layout
        s = L.s
        w, h = L.size
        rows = self.setup.players
        view = self.summary_view()
        if view is not None:
            r = pygame.Rect(0, 0, int(self.board.SUMMARY_PANEL * s), int(86 * s) + view.height + int(96 * s))
        else:
            extra = 0
            if self.overlay == "summary" and self.game is not None and self.game.is_over:
                extra = 12 + sum(self.LINE_HEIGHT[kind] for _words, kind in self.summary_lines())
            r = pygame.Rect(0, 0, int(620 * s), int((160 + 36 * rows + 80 + extra) * s))
        r.center = (w // 2, int(h * 0.45))
        # clear of the person's plate and the things beside it below (issue 13, item 2)
        if r.height <= L.dialog_space.height:
            return r.clamp(L.dialog_space)
        # taller than that room (many payments to explain): within the window, under the top bar
        r.bottom = min(r.bottom, h - int(8 * s))
        r.top = max(r.top, L.top_bar.bottom + int(4 * s))
        return r

    def draw_match_end(self, surface: pygame.Surface) -> None:
        L = self.layout
        s = L.s
        r = self.summary_rect()
        theme.panel(surface, r, fill=theme.SUMMARY_FILL)   # the table must not show through its words
        totals = self.match.totals
        order = sorted(range(len(totals)), key=lambda i: -totals[i])
        theme.text(surface, _("The match is over"), (r.centerx, r.top + 22 * s), int(28 * s), theme.HIGHLIGHT, "midtop")
        y = r.top + 90 * s
        for place, seat in enumerate(order, 1):
            theme.text_in(surface, f"{place}.  {self.name(seat)}",
                          pygame.Rect(int(r.left + 60 * s), int(y), int(r.width - 260 * s), int(30 * s)), int(22 * s),
                          theme.PAPER, "topleft")
            chips = i18n.plural_of(COUNTED["chip"], abs(totals[seat])).format(n=f"{totals[seat]:+d}")
            theme.text(surface, chips, (r.right - 60 * s, y), int(22 * s), theme.BRASS, "topright")
            y += 40 * s

    def draw_curtain(self, surface: pygame.Surface) -> None:
        L = self.layout
        s = L.s
        w, h = L.size
        r = pygame.Rect(0, 0, int(560 * s), int(200 * s))
        r.center = (w // 2, h // 2)
        theme.panel(surface, r)
        seat = self.actor()
        theme.text(surface, _("Pass to {who}").format(who=self.name(seat)), (r.centerx, r.top + 40 * s), int(32 * s),
                   theme.HIGHLIGHT, "midtop")
        theme.text(surface, _("click when ready"), (r.centerx, r.top + 100 * s), int(20 * s), theme.PAPER, "midtop")

    def close(self) -> None:
        self.thinker.close()
