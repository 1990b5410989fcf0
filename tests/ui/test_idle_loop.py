"""A window nobody touches costs almost nothing (issue 13, item 4).

The loop draws a frame only when something may have changed: an event, the
scene saying something moves, another screen shown, and once a second as a
safety net. These tests count the frames actually shown (``pygame.display.flip``)
over many turns of the loop with a clock the test moves, and measure the CPU
time of the real ``run`` loop.
"""
from __future__ import annotations

import time

import pygame
import pytest

from game.rules import Play
from game.ui import app as app_module
from game.ui.seats import Thinker
from game.ui.wake import WAKE

from .test_table import frames, post, settle, table_with_hands

FPS = 60


@pytest.fixture
def flips(monkeypatch):
    """How many frames were shown: every pygame.display.flip the loop makes."""
    count = [0]
    real = pygame.display.flip

    def counting() -> None:
        count[0] += 1
        real()
    monkeypatch.setattr(app_module.pygame.display, "flip", counting)
    return count


class FakeClock:
    """The app's clock, moved by the test one frame (1/60 s) per turn of the loop."""

    def __init__(self, app) -> None:
        self.t = app.now()
        app.now = lambda: self.t

    def turns(self, app, n: int) -> None:
        for _ in range(n):
            self.t += 1 / FPS
            app.step()


def test_a_still_title_screen_draws_about_once_a_second_not_sixty_times(app, flips):
    clock = FakeClock(app)
    clock.turns(app, 5)
    flips[0] = 0
    clock.turns(app, 10 * FPS)                  # ten seconds of nothing
    assert flips[0] <= 11, f"{flips[0]} frames in 10 idle seconds: the loop redraws when nothing changed"
    assert flips[0] >= 9, "the once-a-second safety frame keeps coming"


def test_an_event_is_drawn_at_once(app, flips):
    clock = FakeClock(app)
    clock.turns(app, 5)
    flips[0] = 0
    new_game = app.scene.buttons[0]
    post(pygame.MOUSEMOTION, pos=new_game.rect.center, rel=(1, 1), buttons=(0, 0, 0))
    clock.turns(app, 1)
    assert flips[0] == 1 and new_game.hovered


def test_waiting_for_my_move_draws_little_but_a_play_moves_at_full_rate(app, flips):
    table = table_with_hands(app, [["1:3", "1:4", "5:6"], ["2:2", "6:6"], ["3:3", "4:4"]])
    settle(app, table, until=table.my_turn)
    clock = FakeClock(app)
    clock.turns(app, 3 * FPS)                   # the deal's banner goes
    flips[0] = 0
    clock.turns(app, 10 * FPS)
    assert flips[0] <= 11, f"{flips[0]} frames in 10 s waiting for my move"
    assert table.my_turn()
    # a play: every turn of the loop draws while the card flies (0.28 s at normal pace)
    app.anim_scale = 1.0
    table.act_as_person(Play([next(c for c, _ in table.hand_rects() if str(c) == "5:6")]))
    flips[0] = 0
    clock.turns(app, 10)
    assert flips[0] == 10


def test_the_computers_worker_wakes_the_loop_when_it_has_decided(app):
    """The resting loop needs no polling of the worker: its answer arrives as a WAKE event."""
    from game.rules import load_variant, new_game
    game = new_game(load_variant("sap-ng-wu"), players=3, seed=4)
    pygame.event.clear()
    thinker = Thinker()
    try:
        thinker.ask(game.current_player, "normal", game.observation(game.current_player), game.legal_actions())
        end = time.perf_counter() + 20
        woken = []
        while not woken and time.perf_counter() < end:
            woken = pygame.event.get(WAKE)
            time.sleep(0.01)
        assert woken, "no WAKE event after the computer decided"
        assert thinker.answer() in game.legal_actions()
    finally:
        thinker.close()


def test_the_real_loop_rests_when_nothing_moves(app, flips):
    """``run`` on the title screen for two seconds: a few frames, and a small part of a core."""
    pygame.time.set_timer(pygame.QUIT, 2000, loops=1)
    wall, cpu = time.perf_counter(), time.process_time()
    assert app.run() == 0
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    assert flips[0] <= 6, f"{flips[0]} frames in {wall:.1f} s on a still title screen"
    assert cpu < 0.25 * wall, f"{cpu:.2f} s of CPU in {wall:.1f} s on a still title screen"


def test_the_resting_loop_answers_input_at_once(app):
    """Input posted while the loop rests is handled within a few milliseconds, not at the next idle frame."""
    frames(app, 3)
    app._moving = False
    start = time.perf_counter()
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)
    app.rest()
    assert time.perf_counter() - start < 0.2
    assert pygame.event.peek(pygame.KEYDOWN)

