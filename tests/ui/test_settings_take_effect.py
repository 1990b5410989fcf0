"""Settings do what the screen says (issue 13, items 3, 8 and 9), driven by real pygame events.

- Your name and the computers' level are for the next match: New game and
  Quick match use them, the match being played keeps its players, and
  ``--quick`` never writes over the name.
- Everything else applies at once, to the match being played too: the pace
  (called "Pace" wherever it shows), the Hard computers' thinking time, auto-pass.
- Auto-pass: when nothing in my hand beats the top play, the table says so and
  passes for me after a short pause; off, it waits for me.
"""
from __future__ import annotations

import time

import pygame
import pytest

from game.rules import Pass
from game.store import load_settings
from game.store.undo import actors
from game.ui.screens import NewGameScene
from game.ui.settings_screen import SettingsScene
from game.ui.table import TableScene

from .test_idle_loop import FakeClock
from .test_table import click, frames, post, settle, table_with_hands


def key(k: int, unicode: str = "") -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0)


def escape(app) -> None:
    key(pygame.K_ESCAPE, "\x1b")
    frames(app, 1)


def open_settings_from_title(app) -> SettingsScene:
    frames(app, 1)
    click(app, next(b for b in app.scene.buttons if b.label == "Settings").rect.center)
    assert isinstance(app.scene, SettingsScene)
    return app.scene


def widget(scene: SettingsScene, label: str):
    return dict(scene.items)[label]


def type_name(app, scene: SettingsScene, name: str) -> None:
    field = widget(scene, "Your name")
    post(pygame.MOUSEBUTTONDOWN, pos=field.rect.center, button=1)
    frames(app, 1)
    for _ in range(25):
        key(pygame.K_BACKSPACE)
    post(pygame.TEXTINPUT, text=name)
    key(pygame.K_RETURN, "\r")
    frames(app, 1)


def choose(app, scene: SettingsScene, label: str, value: str) -> None:
    """Click a cycler's right half until it shows ``value``."""
    for _ in range(8):
        cycler = widget(scene, label)
        if cycler.value == value:
            return
        click(app, (cycler.rect.right - 5, cycler.rect.centery))
    raise AssertionError(f"{label} never showed {value}")


def done(app) -> None:
    click(app, next(b for b in app.scene.buttons if b.label == "Done").rect.center)


def start_new_game(app) -> TableScene:
    frames(app, 1)
    click(app, next(b for b in app.scene.buttons if b.label == "New game").rect.center)
    assert isinstance(app.scene, NewGameScene)
    scene = app.scene
    click(app, next(b for b in scene.buttons if b.label == "Start").rect.center)
    assert isinstance(app.scene, TableScene)
    return app.scene


def test_a_name_and_level_set_in_settings_are_used_by_the_next_new_game(app):
    first = start_new_game(app)                          # a match played from New game first...
    assert first.setup.seats[0].name == "You"
    escape(app)
    click(app, next(b for b in app.menu.buttons if b.label == "Title screen").rect.center)
    scene = open_settings_from_title(app)                # ...then a name and level chosen in Settings
    type_name(app, scene, "Wai 偉")
    choose(app, scene, "Computer players", "hard")
    done(app)
    table = start_new_game(app)
    assert table.setup.seats[0].name == "Wai 偉" and table.setup.seats[0].is_human
    assert [s.level for s in table.setup.seats[1:]] == ["hard", "hard"]


def test_quick_match_plays_under_my_name_at_my_level_and_keeps_the_new_game_table(app):
    scene = open_settings_from_title(app)
    type_name(app, scene, "Ah Mei")
    choose(app, scene, "Computer players", "easy")
    done(app)
    remembered = list(app.settings.seats)
    frames(app, 1)
    click(app, next(b for b in app.scene.buttons if b.label == "Quick match").rect.center)
    table = app.scene
    assert isinstance(table, TableScene)
    assert table.setup.seats[0].name == "Ah Mei" and [s.level for s in table.setup.seats[1:]] == ["easy", "easy"]
    assert app.settings.seats == remembered, "a Quick match leaves the New game table as it was"


def test_changing_the_level_during_a_match_is_for_the_next_match_and_the_screen_says_so(app):
    app.quick_match()
    table = app.scene
    before = tuple(table.setup.seats)
    escape(app)
    click(app, next(b for b in app.menu.buttons if b.label == "All settings").rect.center)
    scene = app.scene
    assert isinstance(scene, SettingsScene)
    assert "In this match, only your name and the computers' level wait" in scene.footer()
    choose(app, scene, "Computer players", "hard")
    done(app)
    assert app.scene is table and tuple(table.setup.seats) == before
    assert all(s.level == "hard" for s in app.settings.seats if not s.is_human)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_settings_rows_stay_above_what_the_screen_says_about_them(own_home, size):
    from game.ui.app import App
    app = App(size, sound=False, anim_scale=0.0, computer_delay=0.0)
    try:
        for in_match in (False, True):
            if in_match:
                app.quick_match()
            app.settings_screen()
            frames(app, 1)
            scene = app.scene
            assert len(scene.footer_lines) == 1
            rows = [w.rect for _, w in scene.items]
            assert max(r.bottom for r in rows) <= scene.footer_top
            assert all(a.bottom <= b.top for a, b in zip(rows, rows[1:])), "rows do not overlap"
    finally:
        app.switch(None)
        app.writer.shutdown(wait=True)
        pygame.quit()


def test_pace_and_thinking_time_change_the_match_being_played_at_once(own_home):
    from game.ui.app import App
    app = App((1280, 800), sound=False)                  # the player's own pace, not a test's pinned one
    try:
        app.quick_match()
        table = app.scene
        table.thinker.player(1, "hard")
        escape(app)
        pace = next(b for b in app.menu.buttons if b.label.startswith("Pace"))
        assert pace.label == "Pace: normal"
        assert not any(b.label.startswith("Computers") for b in app.menu.buttons)
        click(app, next(b for b in app.menu.buttons if b.label == "All settings").rect.center)
        scene = app.scene
        assert "Pace" in dict(scene.items)
        choose(app, scene, "Pace", "fast")
        assert table.setup.delay == app.computer_delay < 0.7
        choose(app, scene, "Thinking time (hard)", "5 s a move")
        assert table.thinker.budget == 5.0 and table.thinker.players[1].inner.budget == 5.0
        done(app)
        escape(app)
        assert any(b.label == "Pace: fast" for b in app.menu.buttons)
    finally:
        app.scene.close()
        app.writer.shutdown(wait=True)
        pygame.quit()


def test_quick_from_the_command_line_keeps_the_saved_name(own_home, monkeypatch):
    from game.__main__ import main
    from game.store import save_settings
    from game.store.settings import Settings
    from game.store.seats import COMPUTER, HUMAN, Seat
    from game.ui.app import App
    save_settings(Settings(seats=[Seat("Wai", HUMAN), Seat("Ah Lam", COMPUTER, "easy"), Seat("Mei", COMPUTER, "easy")]))
    started = []

    def run(self) -> int:
        started.append(self.scene)
        self.scene.close()
        self.writer.shutdown(wait=True)
        pygame.quit()
        return 0
    monkeypatch.setattr(App, "run", run)
    assert main(["--quick", "--seed", "3", "--mute"]) == 0
    [table] = started
    assert table.setup.seats[0].name == "Wai" and table.setup.seats[1].level == "easy"
    settings, _ = load_settings()
    assert settings.seats[0].name == "Wai"


# -- auto-pass ---------------------------------------------------------------------------------

NOTHING_BEATS = [["1:3", "1:4"], ["6:6", "6:6"], ["3:3", "4:4"]]   # Ming leads heaven; I hold nothing higher


def wait(app, seconds: float) -> None:
    """Let ``seconds`` pass on the app's clock (frozen by ``FakeClock``: only this moves it), a frame at a time."""
    app.fake_clock.turns(app, int(seconds * 60))


def freeze(app) -> None:
    app.fake_clock = FakeClock(app)


def test_auto_pass_says_nothing_beats_then_passes_for_me(app):
    assert app.settings.auto_pass, "on for a new player"
    table = table_with_hands(app, NOTHING_BEATS, dealer=1)
    freeze(app)
    settle(app, table, until=table.my_turn)
    assert table.game.legal_actions() == [Pass()]
    mine = len(table.game.log.actions)
    frames(app, 1)
    assert "passing for you" in table.message and "Nothing in your hand beats Ming's" in table.message
    assert len(table.game.log.actions) == mine, "shown first, not done at once"
    wait(app, 0.3)
    assert len(table.game.log.actions) == mine
    wait(app, 1.0)
    assert table.game.log.actions[mine] == Pass() and actors(table.game.log, table.variant)[mine] == 0


def test_holding_a_card_or_asking_a_hint_during_the_pause_calls_the_pass_off(app):
    table = table_with_hands(app, NOTHING_BEATS, dealer=1)
    freeze(app)
    settle(app, table, until=table.my_turn)
    mine = len(table.game.log.actions)
    frames(app, 1)
    assert "passing for you" in table.message
    card = table.hand_rects()[0][1]
    post(pygame.MOUSEBUTTONDOWN, pos=card.center, button=1)      # a card held: the player is doing something
    wait(app, 2.0)
    assert table.pass_at is None and table.message == "" and len(table.game.log.actions) == mine
    post(pygame.MOUSEBUTTONUP, pos=card.center, button=1)
    frames(app, 1)
    assert "passing for you" in table.message                    # let go: the pause starts again
    key(pygame.K_h, "h")                                         # Hint: no pass while it is thought about
    frames(app, 1)
    assert table.pass_at is None and len(table.game.log.actions) == mine


def test_auto_pass_switched_off_in_settings_waits_for_me(app):
    scene = open_settings_from_title(app)
    choose(app, scene, "Auto-pass", "off")
    done(app)
    assert load_settings()[0].auto_pass is False, "kept with the other settings"
    table = table_with_hands(app, NOTHING_BEATS, dealer=1)
    freeze(app)
    settle(app, table, until=table.my_turn)
    mine = len(table.game.log.actions)
    wait(app, 3.0)
    assert len(table.game.log.actions) == mine and table.my_turn()
    assert "passing for you" not in table.message
    key(pygame.K_p, "p")                                 # P still passes
    frames(app, 1)
    assert table.game.log.actions[mine] == Pass()


def test_auto_pass_does_not_pass_again_after_i_undo_it(app):
    """Undo back to a pass made for me leaves the choice to me: no second pass by itself.

    Seed 10: my first turn has nothing that beats, and my turn comes again in the same hand."""
    app.quick_match(seed=10)
    table = app.scene
    freeze(app)
    settle(app, table, until=table.my_turn)
    assert table.game.legal_actions() == [Pass()]
    mine = len(table.game.log.actions)
    wait(app, 1.5)
    assert table.game.log.actions[mine] == Pass()
    settle(app, table, until=table.my_turn)              # my turn again, before anything is passed for me
    assert len(table.game.log.actions) > mine + 1
    frames(app, 1)
    click(app, next(b for b in table.buttons if b.label == "Undo").rect.center)
    assert len(table.game.log.actions) == mine and table.my_turn()
    assert table.game.legal_actions() == [Pass()]
    wait(app, 3.0)
    assert len(table.game.log.actions) == mine, "an undone pass is not made again by itself"
    key(pygame.K_p, "p")
    frames(app, 1)
    assert table.game.log.actions[mine] == Pass()


def test_a_hint_asked_where_nothing_beats_stays_on_screen_and_leaves_the_pass_to_me(app):
    """Seed 10: my first turn has nothing that beats. The hint's words are not overwritten by auto-pass."""
    app.remember(thinking_budget=0.05)
    app.quick_match(seed=10)
    table = app.scene
    settle(app, table, until=table.my_turn)
    assert table.game.legal_actions() == [Pass()]
    mine = len(table.game.log.actions)
    frames(app, 1)
    click(app, next(b for b in table.buttons if b.label == "Hint").rect.center)
    end = time.perf_counter() + 20
    while not table.message.startswith("Hint:") and time.perf_counter() < end:
        frames(app, 1)
        time.sleep(0.002)
    assert table.message.startswith("Hint: pass")
    freeze(app)
    wait(app, 3.0)
    assert table.message.startswith("Hint: pass") and len(table.game.log.actions) == mine


def test_a_quick_match_for_four_seats_me_and_three_computers(app):
    app.quick_match(players=4)
    table = app.scene
    assert isinstance(table, TableScene)
    assert len(table.setup.seats) == 4 and not any(s.is_human for s in table.setup.seats[1:])
    assert len({s.name for s in table.setup.seats}) == 4
