"""Saved matches keep what a player wants (issue 13, item 13), through the title screen's buttons.

Abandoned Quick matches no longer pile up: starting another match tidies away a
Quick match left in its first hand; one the player came back to (Continue) or
set up in New game stays. The saves screen says so.
"""
from __future__ import annotations

from game.ui.app import App
from game.ui.saves_screen import SavesScene
from game.ui.table import TableScene

from .test_memory import close, new_app
from .test_table import click, frames, settle


def title_button(app, label: str):
    app.title()
    frames(app, 1)
    return next(b for b in app.scene.buttons if b.label == label)


def quick_match_from_the_title(app) -> TableScene:
    click(app, title_button(app, "Quick match").rect.center)
    table = app.scene
    assert isinstance(table, TableScene)
    settle(app, table, until=table.my_turn, seconds=30)
    return table


def listed(app) -> list:
    app.flush()
    return app.saves.list()[0]


def test_quick_matches_tried_and_left_leave_one_save(own_home):
    app = new_app()
    try:
        for _ in range(4):
            latest = quick_match_from_the_title(app)
        assert [i.key for i in listed(app)] == [latest.saved.key]
        app.saved_matches()
        frames(app, 1)
        assert isinstance(app.scene, SavesScene) and len(app.scene.infos) == 1
        assert "tidied away" in app.scene.policy()
    finally:
        close(app)


def test_a_quick_match_i_came_back_to_and_a_new_game_match_are_kept(own_home):
    app = new_app()
    first = quick_match_from_the_title(app).saved.key
    close(app)
    again: App = new_app()
    try:
        click(again, title_button(again, "Continue").rect.center)       # came back to it: kept from now on
        assert again.scene.saved.key == first
        click(again, title_button(again, "New game").rect.center)
        click(again, next(b for b in again.scene.buttons if b.label == "Start").rect.center)
        set_up = again.scene.saved.key
        quick_match_from_the_title(again)
        quick_match_from_the_title(again)
        keys = {i.key for i in listed(again)}
        assert first in keys and set_up in keys and len(keys) == 3
    finally:
        close(again)
