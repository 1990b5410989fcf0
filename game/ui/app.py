"""The window and its loop: one scene at a time, Esc for the menu.

The loop only reads events, lets the scene update and draws; anything slow
(a computer thinking) happens elsewhere. ``step`` runs one turn of the loop, so
tests drive the real loop with real posted events.

A window nobody touches should cost almost nothing (issue 13): a frame is drawn
only when something may have changed — an event came, the scene says something
moves (``scene.moving(now)``: cards in flight, a banner, a computer about to
act), or the screen shown changed — and once a second as a safety net. While
something moves the loop runs at 60 frames a second; otherwise it rests,
looking for input every 10 ms, and a computer's worker thread wakes it when it
has decided (game.ui.wake). ``tools/idle_cpu.py`` measures the result in a real
window.
"""
from __future__ import annotations

import os
import time

import pygame

from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace

from game.store import ScoreBook, Saves, load_settings, save_settings
from game.store.notices import Notice
from game.i18n import _, set_language, system_language
from game.ui.faces import FaceStyle, clear_cache
from game.ui.fonts import reset_fonts
from game.ui.seats import MatchSetup
from game.ui.sound import Sounds
from game.ui.wake import WAKE

MIN_SIZE = (1024, 640)


SPEEDS = {"slow": 0.5, "normal": 1.0, "fast": 2.5}   # settings.animation_speed
BASE_DELAY = 0.7                                      # seconds a computer waits at normal speed

FRAME_RATE = 60        # frames a second while anything moves
IDLE_REDRAW = 1.0      # seconds between frames while nothing moves (events draw at once)
IDLE_POLL = 0.01       # how often a resting window looks for input: a delay nobody notices


class App:
    """The game's window. Settings, the score book and saved matches are read once here.

    ``anim_scale`` and ``computer_delay`` given by a caller (tests, the screenshot
    run) override the player's settings for this run without changing them; so does ``language``.
    """

    def __init__(self, size: tuple[int, int] | None = None, fullscreen: bool | None = None, sound: bool | None = None,
                 anim_scale: float | None = None, computer_delay: float | None = None,
                 language: str | None = None) -> None:
        self.notices: list[Notice] = []
        self.settings, notice = load_settings()
        self._notice(notice)
        self.saves = Saves()
        self.book, notice = ScoreBook.open()
        self._notice(notice)
        self.writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="saver")
        st = self.settings
        # ``language`` (--language) is for this run only; else the saved choice, else the system's language
        set_language(language or st.language or system_language())
        pygame.init()
        reset_fonts()
        clear_cache()
        pygame.display.set_caption("Fifteen Lakes 十五湖")
        self._set_icon()
        self.fullscreen = st.fullscreen if fullscreen is None else fullscreen
        self.window_size = tuple(size or st.window_size)
        self.screen = self._open_window()
        self.clock = pygame.time.Clock()
        self.face_style = FaceStyle(kind=st.face_style, coalesced_five=st.coalesced_five, ring_red=st.colour_blind_rings)
        self.sounds = Sounds(enabled=st.sound if sound is None else sound)
        speed = st.animation_speed or 1.0
        self.anim_scale = 1.0 / speed if anim_scale is None else anim_scale
        self.computer_delay = BASE_DELAY / speed if computer_delay is None else computer_delay
        self._pinned = anim_scale is not None or computer_delay is not None
        self._covered = None      # the scene under a screen opened over it (settings over a match)
        self.highlight_playable = st.highlight_playable
        self.running = True
        self.menu = None
        self.frame_times: list[float] = []
        self._drawn_at = float("-inf")
        self._drawn_screen: tuple = ()
        self._moving = True
        self._clock_offset = 0.0
        self.probe_path: str | None = None
        self._probe_last = ""
        from game.ui.screens import TitleScene
        self.scene = TitleScene(self)
        pygame.key.set_repeat(300, 40)

    @staticmethod
    def _set_icon() -> None:
        """The window's icon, drawn from the game's own faces (tools/make_icon.py); set before the window opens."""
        from game.paths import sprites_dir
        try:
            icon = pygame.image.load(str(sprites_dir() / "icon.png"))
            pygame.display.set_icon(pygame.transform.smoothscale(icon, (64, 64)))
        except (pygame.error, OSError):
            pass  # no icon is no reason not to play

    def _open_window(self) -> pygame.Surface:
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.window_size, pygame.RESIZABLE)

    def _notice(self, notice: Notice | None) -> None:
        if notice is not None:
            self.notices.append(notice)

    # -- settings, saves, scores ------------------------------------------------------------
    def remember(self, **changes) -> None:
        """Change settings and write them at once (changes apply at once and persist)."""
        self.settings = replace(self.settings, **changes)
        self._notice(save_settings(self.settings))

    def speed_name(self) -> str:
        speed = self.settings.animation_speed
        return min(SPEEDS, key=lambda k: abs(SPEEDS[k] - speed))

    def resumable(self):
        """The latest unfinished saved match, if any (moves damaged saves aside, with a notice)."""
        if not hasattr(self, "_resumable"):
            self.flush()
            info, notices = self.saves.unfinished()
            for n in notices:
                self._notice(n)
            self._resumable = info
        return self._resumable

    def resume(self, key: str | None = None) -> None:
        """Resume the latest unfinished match, or the saved match ``key``."""
        if key is None:
            info = self.resumable()
            if info is None:
                return
            key = info.key
        saved, notice = self.saves.load(key)
        self._notice(notice)
        if saved is None:
            self.__dict__.pop("_resumable", None)
            self.title()
            return
        from game.ui.table import TableScene
        if saved.quick:
            saved.quick = False     # a Quick match the player came back to is kept (docs/store.md)
            self.persist(saved)
        setup = MatchSetup(saved.match.variant.ref, tuple(saved.seats), saved.match.length, saved.match.seed,
                           delay=self.computer_delay)
        self.switch(TableScene(self, setup, saved))

    def persist(self, saved) -> None:
        """Save after every action: encoded here (a consistent snapshot), written by a worker."""
        text = self.saves.encode(saved)
        self.writer.submit(self._write, saved.key, text)

    def flush(self) -> None:
        """Wait for the saves being written: before the saves are listed or read back."""
        self.writer.submit(lambda: None).result()

    def _write(self, key: str, text: str) -> None:
        self._notice(self.saves.write(key, text))

    def record(self, saved) -> None:
        """A hand has finished: make the score book agree with the match."""
        self._notice(self.book.record_match(saved.key, saved.match, saved.seats, saved.created))

    def now(self) -> float:
        return time.perf_counter() + self._clock_offset

    # -- scenes -----------------------------------------------------------------------------
    def switch(self, scene) -> None:
        for old in (self.scene, self._covered):
            if hasattr(old, "close"):
                old.close()
        self.scene = scene
        self._covered = None
        self.menu = None

    def playing(self):
        """The table being played, if any: the scene, or the one under a screen opened over it (settings)."""
        from game.ui.table import TableScene
        return next((s for s in (self.scene, self._covered) if isinstance(s, TableScene)), None)

    def title(self) -> None:
        from game.ui.screens import TitleScene
        if hasattr(self, "_resumable"):
            del self._resumable
        self.switch(TitleScene(self))

    def new_game(self) -> None:
        from game.ui.screens import NewGameScene
        self.switch(NewGameScene(self))

    def remembered_setup(self) -> MatchSetup:
        """The table last set up (names, people and computers, levels, variant, length), from settings.

        Settings hold one table: the New game screen starts from it and writes it
        back on Start, and the settings screen edits its person's name and its
        computers' level, so a name or level set there is what the next match uses.
        """
        st = self.settings
        from pathlib import Path
        from game.rules import available_variants, split_ref
        base = split_ref(st.last_variant)[0] if st.last_variant else ""
        known = base in available_variants() or (base and Path(base).is_file())
        variant = st.last_variant if known else "sap-ng-wu"
        return MatchSetup(variant, tuple(st.seats), st.match_length, delay=self.computer_delay)

    def quick_match(self, variant: str = "sap-ng-wu", hands: int | None = None, seed: int | None = None,
                    level: str | None = None, players: int = 3) -> None:
        """You (by your name in settings) against computers at the level in settings: two, unless the
        command line asks for another table size (``--quick --players 4``).

        A Quick match leaves the remembered New game table as it was, and its
        save is marked quick: abandoned, it is tidied away (docs/store.md).
        """
        from game.store.seats import HUMAN
        from game.ui.seats import computer, person
        from game.ai import PLAYER_LEVELS
        st = self.settings
        me = next((s.name for s in st.seats if s.kind == HUMAN), "You")
        level = level or next((s.level for s in st.seats if s.level in PLAYER_LEVELS), "normal")
        others = [n for n in ("Ming", "Lan", "Wei", "Hua") if n != me][:players - 1]
        seats = (person(me),) + tuple(computer(name, level) for name in others)
        self.start_match(MatchSetup(variant, seats, hands, seed, delay=self.computer_delay, quick=True))

    def first_hand(self, family: str | None = None) -> None:
        """A guided first hand of the family (game.learn.lessons): you against Easy players on a chosen
        deal, with a coach; not saved and not scored, so it can be left at any moment and played again.

        From the title (no ``family``) it is the family of the game last set up, as How to play shows that
        game's page: a person who chose Si Se Pai learns Si Se Pai; a newcomer gets Sap Ng Wu."""
        from game.learn.lessons import lesson_for
        from game.store.seats import HUMAN
        from game.ui.seats import computer, person
        if family is None:
            family = self._remembered_family()
        lesson = lesson_for(family) or lesson_for("climbing")
        if lesson is None:
            return
        me = next((s.name for s in self.settings.seats if s.kind == HUMAN), lesson.names[0])
        others = [n for n in lesson.names[1:] if n != me] + [n for n in ("Wei", "Hua") if n != me]
        seats = (person(me),) + tuple(computer(n, "easy") for n in others[:lesson.players - 1])
        self.start_match(MatchSetup(lesson.variant, seats, 1, lesson.seed, delay=self.computer_delay, quick=True,
                                    lesson=lesson.family))

    def _remembered_family(self) -> str:
        from game.rules import VariantError, load_variant
        try:
            return getattr(load_variant(self.remembered_setup().variant), "family", "climbing")
        except (VariantError, ValueError, OSError):
            return "climbing"

    def start_match(self, setup: MatchSetup) -> None:
        """Start a match; a set-up one (not Quick) becomes the table New game offers next time.
        Then abandoned Quick matches are tidied away (Saves.tidy), after the new match's first save."""
        from game.ui.table import TableScene
        if hasattr(self, "_resumable"):
            del self._resumable
        if not setup.quick:
            self.remember(seats=list(setup.seats), last_variant=setup.variant, match_length=setup.hands)
        table = TableScene(self, setup)
        self.switch(table)
        if not setup.lesson:
            self.writer.submit(self._tidy, table.saved.key)

    def _tidy(self, keep: str) -> None:
        for notice in self.saves.tidy(keep):
            self._notice(notice)

    def open_menu(self) -> None:
        from game.ui.screens import MenuOverlay
        self.menu = MenuOverlay(self)

    def close_menu(self) -> None:
        self.menu = None

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        self.screen = self._open_window()
        clear_cache()
        self.menu = None
        self.remember(fullscreen=self.fullscreen)

    def resize(self, size: tuple[int, int]) -> None:
        """A new window size (from settings); the layout follows on the next frame."""
        self.window_size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        if not self.fullscreen:
            self.screen = pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
        self.remember(window_size=self.window_size)

    def settings_screen(self) -> None:
        from game.ui.settings_screen import SettingsScene
        self._open_over(SettingsScene)

    def statistics(self) -> None:
        from game.ui.stats_screen import StatsScene
        self._open_over(StatsScene)

    def how_to_play(self, ref: str | None = None) -> None:
        """The rules page of ``ref`` (the game being played, else the one last set up), over this screen."""
        from game.ui.rules_screen import RulesScene
        if ref is None:
            table = self.playing()
            ref = table.variant.ref if table is not None else self.remembered_setup().variant
        self._open_over(lambda app, back: RulesScene(app, back=back, ref=ref))

    def saved_matches(self) -> None:
        from game.ui.saves_screen import SavesScene
        self.flush()
        self._open_over(SavesScene)

    def _open_over(self, kind) -> None:
        """Open a screen over the current one; Back returns to it as it was (a match keeps going after)."""
        previous = self.scene
        self.menu = None

        def back() -> None:
            self.scene, self._covered = previous, None
        self._covered = previous
        self.scene = kind(self, back=back)

    def set_language(self, language: str) -> None:
        """Show every word in ``language`` from the next frame (each screen builds its words again
        when game.i18n.generation() changes) and keep the choice."""
        set_language(language)
        self.remember(language=language)
        if self.menu:
            self.menu.build()

    def toggle_sound(self) -> None:
        self.sounds.enabled = not self.sounds.enabled
        self.remember(sound=self.sounds.enabled)
        if self.menu:
            self.menu.build()

    def set_face_style(self, **changes) -> None:
        """Change how faces look (cards or tiles, Hong Kong fives, rings on red spots); applies at once."""
        self.face_style = replace(self.face_style, **changes)
        st = self.face_style
        self.remember(face_style=st.kind, coalesced_five=st.coalesced_five, colour_blind_rings=st.ring_red)
        if self.menu:
            self.menu.build()

    def toggle_highlight(self) -> None:
        self.highlight_playable = not self.highlight_playable
        self.remember(highlight_playable=self.highlight_playable)
        if self.menu:
            self.menu.build()

    def cycle_speed(self) -> None:
        """The pace of play (animations and computers' waits): slow, normal, fast; applies at once."""
        names = list(SPEEDS)
        name = names[(names.index(self.speed_name()) + 1) % len(names)]
        self.remember(animation_speed=SPEEDS[name])
        table = self.playing()
        if not self._pinned:
            self.anim_scale = 1.0 / SPEEDS[name]
            self.computer_delay = BASE_DELAY / SPEEDS[name]
            if table is not None:
                table.setup.delay = self.computer_delay
        if self.menu:
            self.menu.build()

    def set_thinking_budget(self, seconds: float) -> None:
        """How long a Hard computer thinks a move: kept, and used from its next move in the match being played."""
        self.remember(thinking_budget=seconds)
        table = self.playing()
        if table is not None:
            table.thinker.set_budget(seconds)

    def quit(self) -> None:
        self.running = False

    # -- the loop ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == WAKE:
            return          # a worker has finished: the update that follows picks up its answer
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.window_size = (max(MIN_SIZE[0], event.w), max(MIN_SIZE[1], event.h))
            if self.window_size != (event.w, event.h):
                self.screen = pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
            else:
                self.screen = pygame.display.get_surface()
            self.remember(window_size=self.window_size)
            return
        if self.notices and event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.notices.pop(0)   # a notice is read, then dismissed with a click or a key
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from game.ui.screens import TitleScene
            if self.menu:
                self.menu = None
            elif getattr(self.scene, "closes_with_escape", lambda: False)():
                pass                      # Esc closed a panel of the scene (the table's history)
            elif not isinstance(self.scene, TitleScene):
                self.open_menu()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if self.menu:
            self.menu.handle(event)
            return
        self.scene.handle(event)

    def step(self) -> bool:
        """One turn of the loop: events, update, and a frame if anything may have changed.

        Never waits (``run`` paces the loop), so tests can drive it turn by turn.
        Returns whether a frame was drawn.
        """
        start = time.perf_counter()
        events = pygame.event.get()
        for event in events:
            self.handle(event)
            if not self.running:
                return False
        now = self.now()
        self.scene.update(now)
        moving = self.scene_moving(now)
        screen = (id(self.scene), id(self.menu), len(self.notices), self.screen.get_size())
        due = (bool(events) or moving or self._moving or screen != self._drawn_screen
               or now - self._drawn_at >= IDLE_REDRAW)
        if due:
            self.draw(now)
            pygame.display.flip()
            self._drawn_at, self._drawn_screen = now, screen
            self.frame_times.append(time.perf_counter() - start)
            if len(self.frame_times) > 600:
                del self.frame_times[:300]
            moving = self.scene_moving(now)   # drawing may start something (a hover's tooltip pending)
        self._moving = moving
        if self.probe_path:
            self.write_probe()
        return due

    def scene_moving(self, now: float) -> bool:
        """Whether the scene changes by itself now, so the next frame must come at full rate."""
        moving = getattr(self.scene, "moving", None)
        return bool(moving and moving(now))

    def rest(self) -> None:
        """Nothing moves: sleep until input arrives (or a WAKE from a worker) or the next idle frame is due."""
        until = self._drawn_at + IDLE_REDRAW
        while self.running and not pygame.event.peek() and self.now() < until:
            time.sleep(IDLE_POLL)

    def write_probe(self) -> None:
        """For real-window tests: where the cards and zones are, and what has happened (JSON)."""
        import json
        scene = self.scene
        data: dict = {"scene": type(scene).__name__}
        game = getattr(scene, "game", None)
        if game is not None:
            data.update(phase=game.phase, current=game.current_player, my_turn=scene.my_turn(),
                        actions=[repr(a) for a in game.log.actions],
                        hand=[[str(c), *r] for c, r in scene.hand_rects()],
                        trick_zone=list(scene.layout.trick_zone), lead=getattr(game, "top", None) is None,
                        buttons={b.label: list(b.rect) for b in scene.buttons})
            if hasattr(scene.board, "lake_rects"):        # the fishing board: its lake, for real-window tests
                data.update(lake=[[str(c), *r] for c, r in scene.board.lake_rects()])
                drawn = scene.board.drawn_rect()
                data.update(drawn=[str(scene.board.shown.drawn), *drawn] if drawn is not None else None)
        text = json.dumps(data)
        if text != self._probe_last:
            self._probe_last = text
            tmp = self.probe_path + ".tmp"
            with open(tmp, "w", encoding="utf-8") as f:
                f.write(text)
            os.replace(tmp, self.probe_path)

    def draw(self, now: float) -> None:
        self.scene.draw(self.screen, now)
        if self.menu:
            self.menu.draw(self.screen)
        if self.notices:
            self.draw_notice(self.screen, self.notices[0])

    def draw_notice(self, surface: pygame.Surface, notice: Notice) -> None:
        """What happened to a damaged or unwritable file, in words, until the player dismisses it."""
        from game.ui import theme
        w, h = surface.get_size()
        s = theme.scale(h)
        width = int(min(w * 0.8, 760 * s))
        lines = theme.wrap(str(notice), int(17 * s), int(width - 40 * s))
        box = pygame.Rect(0, 0, width, int((70 + 26 * len(lines)) * s))
        box.midtop = (w // 2, int(h * 0.08))
        theme.panel(surface, box, fill=(10, 32, 25, 250))
        y = box.top + 18 * s
        for text in lines:
            theme.text(surface, text, (box.left + 20 * s, y), int(17 * s), theme.PAPER)
            y += 26 * s
        theme.text(surface, _("click or press a key to close"), (box.centerx, box.bottom - 12 * s), int(13 * s),
                   theme.MUTED, "midbottom")

    def run(self) -> int:
        while self.running:
            self.step()
            self.clock.tick(FRAME_RATE)      # never more than 60 frames a second
            if not self._moving:
                self.rest()
        if hasattr(self.scene, "close"):
            self.scene.close()
        self.writer.shutdown(wait=True)   # the last save reaches the disk
        pygame.quit()
        return 0
