"""The window and its loop: one scene at a time, 60 frames a second, Esc for the menu.

The loop only reads events, lets the scene update and draws; anything slow
(a computer thinking) happens elsewhere. ``step`` runs one frame, so tests
drive the real loop with real posted events.
"""
from __future__ import annotations

import os
import time

import pygame

from game.ui.faces import FaceStyle, clear_cache
from game.ui.fonts import reset_fonts
from game.ui.seats import MatchSetup, SeatSetup
from game.ui.sound import Sounds

MIN_SIZE = (1024, 640)


class App:
    def __init__(self, size: tuple[int, int] = (1280, 800), fullscreen: bool = False, sound: bool = True,
                 anim_scale: float = 1.0, computer_delay: float = 0.7) -> None:
        pygame.init()
        reset_fonts()
        clear_cache()
        pygame.display.set_caption("Fifteen Lakes 十五湖")
        self.fullscreen = fullscreen
        self.window_size = size
        self.screen = self._open_window()
        self.clock = pygame.time.Clock()
        self.face_style = FaceStyle()
        self.sounds = Sounds(enabled=sound)
        self.anim_scale = anim_scale
        self.computer_delay = computer_delay
        self.highlight_playable = True
        self.last_setup: MatchSetup | None = None
        self.running = True
        self.menu = None
        self.frame_times: list[float] = []
        self._clock_offset = 0.0
        self.probe_path: str | None = None
        self._probe_last = ""
        from game.ui.screens import TitleScene
        self.scene = TitleScene(self)
        pygame.key.set_repeat(300, 40)

    def _open_window(self) -> pygame.Surface:
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.window_size, pygame.RESIZABLE)

    def now(self) -> float:
        return time.perf_counter() + self._clock_offset

    # -- scenes -----------------------------------------------------------------------------
    def switch(self, scene) -> None:
        old = self.scene
        if hasattr(old, "close"):
            old.close()
        self.scene = scene
        self.menu = None

    def title(self) -> None:
        from game.ui.screens import TitleScene
        self.switch(TitleScene(self))

    def new_game(self) -> None:
        from game.ui.screens import NewGameScene
        self.switch(NewGameScene(self))

    def quick_match(self) -> None:
        self.start_match(MatchSetup(delay=self.computer_delay))

    def start_match(self, setup: MatchSetup) -> None:
        from game.ui.table import TableScene
        self.last_setup = setup
        self.switch(TableScene(self, setup))

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

    def toggle_sound(self) -> None:
        self.sounds.enabled = not self.sounds.enabled
        if self.menu:
            self.menu.build()

    def set_face_style(self, **changes) -> None:
        """Change how faces look (cards or tiles, Hong Kong fives, rings on red spots); applies at once."""
        from dataclasses import replace
        self.face_style = replace(self.face_style, **changes)
        if self.menu:
            self.menu.build()

    def toggle_highlight(self) -> None:
        self.highlight_playable = not self.highlight_playable
        if self.menu:
            self.menu.build()

    def cycle_speed(self) -> None:
        """Computer pace: slow, normal, fast."""
        speeds = [1.2, 0.7, 0.25]
        i = speeds.index(self.computer_delay) if self.computer_delay in speeds else 1
        self.computer_delay = speeds[(i + 1) % len(speeds)]
        scene = self.scene
        if hasattr(scene, "setup"):
            scene.setup.delay = self.computer_delay
        if self.menu:
            self.menu.build()

    def quit(self) -> None:
        self.running = False

    # -- the loop ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.window_size = (max(MIN_SIZE[0], event.w), max(MIN_SIZE[1], event.h))
            if self.window_size != (event.w, event.h):
                self.screen = pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
            else:
                self.screen = pygame.display.get_surface()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from game.ui.screens import TitleScene
            if self.menu:
                self.menu = None
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

    def step(self) -> None:
        """One frame: events, update, draw."""
        start = time.perf_counter()
        for event in pygame.event.get():
            self.handle(event)
            if not self.running:
                return
        now = self.now()
        self.scene.update(now)
        self.draw(now)
        pygame.display.flip()
        if self.probe_path:
            self.write_probe()
        self.frame_times.append(time.perf_counter() - start)
        if len(self.frame_times) > 600:
            del self.frame_times[:300]

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
                        trick_zone=list(scene.layout.trick_zone), lead=game.top is None,
                        buttons={b.label: list(b.rect) for b in scene.buttons})
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

    def run(self) -> int:
        while self.running:
            self.step()
            self.clock.tick(60)
        if hasattr(self.scene, "close"):
            self.scene.close()
        pygame.quit()
        return 0
