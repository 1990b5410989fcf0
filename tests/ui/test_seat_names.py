"""The program's own seat names read in the language shown, and are kept in English (game/ui/seat_names.py).

A Chinese window showed "You", "Ming" and "Ah Lam" on the seat plates while its
text table said 你, 阿明 and 阿林. Driven by real events: the language is chosen
in Settings, New game fills its name fields, Start opens the table, and what the
plates and the summary draw is recorded. A name a player typed stays as typed.
"""
from __future__ import annotations

import pytest

from game import i18n
from game.i18n import SIMPLIFIED, TRADITIONAL
from game.store.seats import HUMAN
from game.ui import seat_names, theme
from game.ui.screens import NewGameScene
from game.ui.settings_screen import SettingsScene
from game.ui.table import TableScene

from .test_chinese_names import type_into
from .test_languages import choose_language
from .test_table import click, frames


@pytest.fixture
def drawn(monkeypatch):
    seen: list[str] = []
    real = theme.text

    def spy(surface, words, *args, **kwargs):
        seen.append(words)
        return real(surface, words, *args, **kwargs)
    monkeypatch.setattr(theme, "text", spy)
    return seen


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def test_default_names_are_shown_in_the_language_and_stored_in_english():
    i18n.set_language(TRADITIONAL)
    assert [seat_names.shown(n) for n in ("You", "Ming", "Ah Lam", "Wing")] == ["你", "阿明", "阿林", "阿榮"]
    assert seat_names.shown("Bob") == "Bob" and seat_names.shown("嫲嫲") == "嫲嫲"
    assert seat_names.stored("阿林") == "Ah Lam" and seat_names.stored("你") == "You"
    assert seat_names.stored("Ah Lam") == "Ah Lam" and seat_names.stored("嫲嫲") == "嫲嫲"
    # A person called Wing keeps the name as typed; only "You" is the program's word for a person.
    assert seat_names.shown("Wing", human=True) == "Wing" and seat_names.shown("You", human=True) == "你"
    assert seat_names.stored("阿林", human=True) == "阿林" and seat_names.stored("你", human=True) == "You"
    assert seat_names.is_you("你") and seat_names.is_you("You") and not seat_names.is_you("阿明")
    i18n.set_language(SIMPLIFIED)
    assert seat_names.shown("Wing") == "阿荣" and seat_names.stored("阿荣") == "Wing"
    i18n.set_language("en")
    assert seat_names.shown("Ah Lam") == "Ah Lam" and not seat_names.is_you("你")


def test_every_default_name_has_a_chinese_name_in_both_catalogues():
    for language in (TRADITIONAL, SIMPLIFIED):
        i18n.set_language(language)
        shown = [seat_names.shown(n) for n in seat_names.DEFAULTS]
        assert all(s != n for s, n in zip(shown, seat_names.DEFAULTS)), shown
        assert len(set(shown)) == len(shown), f"two default names read alike in {language}: {shown}"


@pytest.mark.parametrize("language", [TRADITIONAL, SIMPLIFIED])
def test_a_chinese_table_names_its_seats_in_chinese_and_keeps_them_in_english(app, drawn, language):
    choose_language(app, language)
    app.new_game()
    scene = app.scene
    assert isinstance(scene, NewGameScene)
    frames(app, 1)
    assert [f.text for f in scene.fields[:3]] == [i18n._("You"), i18n._("Ah Lam"), i18n._("Mei")]
    click(app, next(b for b in scene.buttons if b.label == i18n._("Start")).rect.center)
    table = app.scene
    assert isinstance(table, TableScene)
    assert [seat.name for seat in table.setup.seats] == ["You", "Ah Lam", "Mei"]      # stored in English
    assert [seat.name for seat in app.settings.seats][:3] == ["You", "Ah Lam", "Mei"]
    drawn.clear()
    frames(app, 2)
    for name in ("你", "阿林", "阿美"):
        assert name in drawn, f"{name} is not on its plate: {drawn[:20]}"
    assert not {"You", "Ah Lam", "Mei"} & set(drawn)
    assert table.is_you(0) and table.name(0) == "你"


def test_settings_shows_your_default_name_in_chinese_and_a_typed_name_as_typed(app, drawn):
    choose_language(app, TRADITIONAL)
    app.settings_screen()
    scene = app.scene
    assert isinstance(scene, SettingsScene)
    assert name_field(scene).text == "你"
    for typed, kept in (("Wing", "Wing"), ("嫲嫲", "嫲嫲"), ("你", "You"), ("", "You")):
        type_into(app, name_field(app.scene), typed)
        assert next(s.name for s in app.settings.seats if s.kind == HUMAN) == kept, typed
    drawn.clear()
    app.settings_screen()
    app.draw(app.now())
    assert "你" in drawn and name_field(app.scene).text == "你"
    type_into(app, name_field(app.scene), "Wing")
    app.settings_screen()
    assert name_field(app.scene).text == "Wing"       # a person called Wing is not 阿榮


def name_field(scene):
    return next(widget for label, widget in scene.items if label == "Your name")


def test_a_computer_turned_person_on_new_game_keeps_the_name_it_showed(app):
    choose_language(app, TRADITIONAL)
    app.new_game()
    scene = app.scene
    frames(app, 1)
    top = scene.seat_rows[1][1]
    kind = next(w for w in scene.widgets if w.rect.top == top and list(w.values) == ["person", "computer"])
    click(app, (kind.rect.left + 5, kind.rect.centery))      # computer -> person
    frames(app, 1)
    assert scene.seats[1].human and scene.fields[1].text == "阿林"
    click(app, next(b for b in scene.buttons if b.label == i18n._("Start")).rect.center)
    assert [(s.name, s.is_human) for s in app.scene.setup.seats][:2] == [("You", True), ("阿林", True)]


def test_the_banker_lessons_welcome_names_the_banker_as_the_table_does(app):
    choose_language(app, TRADITIONAL)
    app.first_hand("banker")
    table = app.scene
    assert isinstance(table, TableScene) and table.lesson is not None
    banker = table.name(table.setup.players - 1)
    assert banker == "阿蘭" and banker in table.lesson.words and "Lan" not in table.lesson.words
