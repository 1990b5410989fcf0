"""The window remembers (issue "Nothing lost"): saves after every action, resume, undo, notices.

Each test has its own FIFTEEN_LAKES_HOME (tests/ui/conftest.py), so the files
are real files in a real folder, read back by a new App as a restart would.
"""
from __future__ import annotations

import time

import pygame

from game.rules import Continue, Pass, Play
from game.ui.app import App
from game.ui.table import TableScene

from .test_table import click, frames, settle


SEED = 7        # a fixed deal: these tests are about memory, not about whatever a random deal brings


def new_app() -> App:
    return App((1280, 800), sound=False, anim_scale=0.0, computer_delay=0.0)


def close(app: App) -> None:
    if hasattr(app.scene, "close"):
        app.scene.close()
    app.writer.shutdown(wait=True)
    pygame.quit()


def play_until_my_actions(app, table, n):
    """Play the person's seat until it has acted ``n`` times: its first play, else go on (continue
    rather than declare, pass), so the person never ends the hand the test goes on playing."""
    acted = 0
    while acted < n:
        settle(app, table, until=table.my_turn)
        g = table.game
        legal = g.legal_actions()
        action = next((a for kind in (Play, Continue, Pass) for a in legal if isinstance(a, kind)), legal[0])
        assert table.apply(action)
        acted += 1


def test_a_restart_offers_the_unfinished_match_and_resumes_it_exactly(own_home):
    app = new_app()
    app.quick_match(seed=SEED)
    table = app.scene
    play_until_my_actions(app, table, 3)
    settle(app, table)
    log = [repr(a) for a in table.game.log.actions]
    hands = table.game.hands
    close(app)

    again = new_app()
    try:
        frames(again, 2)
        labels = [b.label for b in again.scene.buttons]
        assert labels[0] == "Continue"
        click(again, again.scene.buttons[0].rect.center)
        assert isinstance(again.scene, TableScene)
        resumed = again.scene
        assert [repr(a) for a in resumed.game.log.actions] == log
        assert resumed.game.hands == hands
        assert resumed.shown.sizes == [len(h) for h in hands]
    finally:
        close(again)


def test_undo_takes_back_my_play_and_the_replies(own_home):
    app = new_app()
    try:
        app.quick_match(seed=SEED)
        table = app.scene
        play_until_my_actions(app, table, 2)
        settle(app, table, until=table.my_turn)
        before = list(table.game.log.actions)
        frames(app, 2)
        undo = next(b for b in table.buttons if b.label == "Undo")
        assert undo.enabled
        click(app, undo.rect.center)
        after = table.game.log.actions
        assert len(after) < len(before) and before[:len(after)] == after
        assert table.game.current_player == 0 and table.my_turn()
        assert "taken back" in table.message
    finally:
        close(app)


def test_a_damaged_settings_file_is_set_aside_and_the_window_says_so(own_home):
    config = own_home / "config"
    config.mkdir(parents=True)
    (config / "settings.yaml").write_text("face_style: [unclosed\n", encoding="utf-8")
    app = new_app()
    try:
        assert app.notices and "settings" in str(app.notices[0]).lower()
        kept = [p for p in config.iterdir() if "damaged" in p.name]
        assert kept and kept[0].read_text(encoding="utf-8") == "face_style: [unclosed\n"
        frames(app, 2)
        click(app, (10, 10))            # a click dismisses the notice
        assert not app.notices
    finally:
        close(app)


def test_settings_changed_in_the_menu_persist(own_home):
    app = new_app()
    app.set_face_style(kind="tile")
    app.toggle_highlight()
    close(app)
    again = new_app()
    try:
        assert again.face_style.kind == "tile" and again.highlight_playable is False
    finally:
        close(again)


def test_a_finished_hand_is_in_the_score_book(own_home):
    from game.ui.seats import MatchSetup, computer
    app = new_app()
    try:
        app.start_match(MatchSetup(seats=(computer("A"), computer("B"), computer("C")), hands=1, seed=3, delay=0.0))
        table = app.scene
        settle(app, table, until=lambda: table.overlay == "summary", seconds=60)
        stats = {s.player: s for s in app.book.stats()}
        assert set(stats) == {"A", "B", "C"} and all(s.hands == 1 for s in stats.values())
        assert sum(s.chips for s in stats.values()) == 0
    finally:
        close(app)


def play_computer_match(app, seed: int, hands: int = 1) -> None:
    from game.ui.seats import MatchSetup, computer
    app.start_match(MatchSetup(seats=(computer("A"), computer("B"), computer("C")), hands=hands, seed=seed, delay=0.0))
    table = app.scene
    settle(app, table, until=lambda: table.overlay is not None, seconds=60)
    while table.overlay == "summary":
        table.next_hand()
        settle(app, table, until=lambda: table.overlay is not None, seconds=60)


def test_settings_screen_changes_apply_at_once_and_persist(own_home):
    from game.ui.settings_screen import SettingsScene
    app = new_app()
    try:
        frames(app, 2)
        click(app, next(b for b in app.scene.buttons if b.label == "Settings").rect.center)
        assert isinstance(app.scene, SettingsScene)
        faces = dict(app.scene.items)["Faces"]
        click(app, faces.rect.center)
        assert app.face_style.kind == "tile"
        click(app, app.scene.buttons[0].rect.center)          # Done: back to the title
    finally:
        close(app)
    again = new_app()
    try:
        assert again.face_style.kind == "tile" and again.settings.face_style == "tile"
    finally:
        close(again)


def test_statistics_screen_shows_the_recorded_players(own_home):
    from game.ui.stats_screen import StatsScene
    app = new_app()
    try:
        play_computer_match(app, seed=3)
        app.title()
        frames(app, 2)
        click(app, next(b for b in app.scene.buttons if b.label == "Statistics").rect.center)
        assert isinstance(app.scene, StatsScene)
        assert app.scene.players == ["A", "B", "C"]
        frames(app, 2)                                       # draws the table and both charts
        click(app, app.scene.buttons[0].rect.center)         # Back
        assert not isinstance(app.scene, StatsScene)
    finally:
        close(app)


def test_saved_matches_can_be_renamed_resumed_and_deleted(own_home):
    from game.ui.saves_screen import SavesScene
    app = new_app()
    try:
        app.quick_match(seed=SEED)
        table = app.scene
        play_until_my_actions(app, table, 1)
        app.title()
        app.saved_matches()
        scene = app.scene
        assert isinstance(scene, SavesScene) and len(scene.infos) == 1
        click(app, next(b for b in scene.buttons if b.label == "Rename").rect.center)
        for _ in range(40):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Evening game"))
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        frames(app, 2)
        assert scene.infos[0].name == "Evening game"
        click(app, next(b for b in scene.buttons if b.label == "Play").rect.center)
        assert isinstance(app.scene, TableScene) and len(app.scene.game.log.actions) >= 1
        app.title()
        app.saved_matches()
        click(app, next(b for b in app.scene.buttons if b.label == "Delete").rect.center)
        assert app.scene.infos == []
    finally:
        close(app)


def test_a_finished_hand_replays_step_by_step_with_every_hand_open(own_home):
    from game.ui.replay_screen import ReplayScene
    app = new_app()
    try:
        from game.ui.seats import MatchSetup, computer
        app.start_match(MatchSetup(seats=(computer("A"), computer("B"), computer("C")), hands=2, seed=5, delay=0.0))
        table = app.scene
        settle(app, table, until=lambda: table.overlay == "summary", seconds=60)
        frames(app, 1)
        click(app, next(b for b in table.buttons if b.label == "Replay hand").rect.center)
        replay = app.scene
        assert isinstance(replay, ReplayScene) and replay.index == 0
        assert all(len(h) > 0 for h in replay.steps[0].game.hands)        # the deal: all hands open
        post_key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
        pygame.event.post(post_key)
        frames(app, 1)
        assert replay.index == 1
        words = replay.step_words()                                       # e.g. "B plays ...", "C passes"
        assert words.split()[1] in ("plays", "passes", "lays") and "playss" not in words
        click(app, next(b for b in replay.buttons if b.label.startswith("Next trick")).rect.center)
        assert any(e.kind in ("TrickWon", "HandOver") for e in replay.steps[replay.index].events)
        click(app, replay.buttons[0].rect.center)                           # Back to the table's summary
        assert app.scene is table and table.overlay == "summary"
    finally:
        close(app)
