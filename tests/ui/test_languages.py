"""The screens outside the table speak the chosen language (issue 17, "Three languages"), driven by
real pygame events: Settings' Language switches the title at once, and in 繁體中文 and 简体中文 the
title, Settings, the new-game screen (every game in its list), the Esc menu, saved matches and
statistics draw no English word of their own.

Every string drawn goes through ``theme.text`` (``text_in``, ``paragraph``, buttons and cyclers
use it); the test records them. What may still be English is what the player or a variant file
wrote: the seats' names, the saves' names, and a variant's name, summary and house-rule words
(the variant files' words are the later part of issue 17: docs/translating.md).
"""
from __future__ import annotations

import re

import pygame
import pytest

from game import i18n
from game.i18n import SIMPLIFIED, TRADITIONAL
from game.ui import theme
from game.ui.screens import NewGameScene, TitleScene, choice_words
from game.ui.settings_screen import SettingsScene

from .test_table import click, frames, post

ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")


@pytest.fixture
def drawn(monkeypatch):
    """Every string drawn from now on, in order."""
    seen: list[str] = []
    original = theme.text

    def record(surface, words, *args, **kwargs):
        seen.append(words)
        return original(surface, words, *args, **kwargs)
    monkeypatch.setattr(theme, "text", record)
    return seen


def key(k: int) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def button(scene, label: str):
    found = [b for b in scene.buttons if b.label == label]
    assert found, f"no button {label!r} among {[b.label for b in scene.buttons]}"
    return found[0]


def press(app, label: str, n: int = 1) -> None:
    """Click the button ``label`` says in the language shown, then draw ``n`` frames."""
    click(app, button(app.scene, i18n._(label)).rect.center)
    frames(app, n)


def choose_language(app, language: str) -> None:
    """From the title: Settings, click the Language row until it shows ``language``, Done."""
    frames(app, 1)
    click(app, button(app.scene, i18n._("Settings")).rect.center)
    scene = app.scene
    assert isinstance(scene, SettingsScene)
    for _attempt in range(4):
        cycler = dict(scene.items)["Language"]
        if cycler.value == language:
            break
        click(app, (cycler.rect.right - 5, cycler.rect.centery))
    assert dict(scene.items)["Language"].value == language == i18n.language()
    frames(app, 1)
    click(app, button(app.scene, i18n._("Done")).rect.center)
    assert isinstance(app.scene, TitleScene)
    frames(app, 2)


def data_words(app) -> list[str]:
    """The words a player or a variant file wrote, which the catalogue does not translate."""
    from game.store.variants import catalog
    out = [s.name for s in app.settings.seats] + ["You", "Ming", "Lan", "Wei"]
    for e in catalog():
        out += [e.name, e.summary, e.ref]
        for o in e.options:
            out += [o.name, o.about] + [choice_words(c) for c in (o.choices or ())]
    infos, _notices = app.saves.list()
    out += [info.name for info in infos]
    return [w for w in out if w]


def english_left(strings: list[str], data: list[str]) -> list[str]:
    """The drawn strings that still hold an English word once the data's words are taken out."""
    lowered = [" ".join(d.split()).lower() for d in data]
    names = sorted(data, key=len, reverse=True)
    left = []
    for words in strings:
        bare = words.replace("…", "").strip().lower()
        if not bare or any(bare in d for d in lowered):
            continue                                 # a variant's name, a line of its summary or of a rule
        rest = words
        for name in names:
            rest = rest.replace(name, " ")
        for part in rest.split(" · "):
            part = part.replace("…", "").strip().lower()
            if part and any(part in d for d in lowered):
                rest = rest.replace(part, " ")
        if ENGLISH_WORD.search(rest.replace("…", "")):
            left.append(words)
    return sorted(set(left))


def tour(app) -> None:
    """Title, Settings, every game of the new-game list, the Esc menu, saved matches, statistics."""
    frames(app, 2)
    press(app, "Settings", 2)
    press(app, "Done")
    click(app, button(app.scene, i18n._("New game")).rect.center)
    scene = app.scene
    assert isinstance(scene, NewGameScene)
    for _game in range(len(scene.entries)):
        key(pygame.K_DOWN)
        frames(app, 1)
    key(pygame.K_ESCAPE)                 # the Esc menu over the new-game screen
    frames(app, 2)
    assert app.menu is not None
    key(pygame.K_ESCAPE)
    frames(app, 1)
    press(app, "Back")
    press(app, "Saved matches", 2)
    press(app, "Back")
    press(app, "Statistics", 2)
    press(app, "Back")
    assert isinstance(app.scene, TitleScene)


def with_a_saved_match(app) -> None:
    app.quick_match()
    frames(app, 2)
    app.title()
    frames(app, 2)


@pytest.mark.parametrize("language, new_game, settings", [(TRADITIONAL, "新遊戲", "設定"),
                                                          (SIMPLIFIED, "新游戏", "设置")])
def test_switching_in_settings_changes_the_title_at_once(app, drawn, language, new_game, settings):
    frames(app, 2)
    assert button(app.scene, "New game")
    choose_language(app, language)
    labels = [b.label for b in app.scene.buttons]
    assert new_game in labels and settings in labels and "New game" not in labels
    assert new_game in drawn[-40:]
    assert app.settings.language == language
    from game.store import load_settings
    assert load_settings()[0].language == language, "the choice is saved"
    choose_language(app, "en")
    assert "New game" in [b.label for b in app.scene.buttons]


@pytest.mark.parametrize("language", [TRADITIONAL, SIMPLIFIED])
def test_the_screens_outside_the_table_draw_no_english_word(app, drawn, language):
    with_a_saved_match(app)
    choose_language(app, language)
    del drawn[:]
    tour(app)
    assert len(drawn) > 200
    left = english_left(drawn, data_words(app))
    assert left == [], f"English drawn in {language}: {left}"
    # the Chinese drawn is the catalogue's, every character of it in the bundled font
    from game.ui.fonts import bundled_characters
    has = bundled_characters()
    words = i18n._
    for expected in (words("Quick match"), words("Players"), words("Climbing games"), words("Menu"),
                     words("Saved matches"), words("Statistics"), words("Language")):
        assert any(expected in d for d in drawn), expected
    data = "".join(data_words(app))
    lacking = {ch for d in drawn for ch in d if ord(ch) > 0x2E80 and ch not in has and ch not in data}
    assert lacking == set()


def test_the_check_finds_english_when_the_words_are_english(app, drawn):
    """The test above can fail: the same tour in English leaves plenty of English words."""
    with_a_saved_match(app)
    del drawn[:]
    tour(app)
    left = english_left(drawn, data_words(app))
    assert {"New game", "Settings", "Saved matches", "Climbing games"} <= set(left)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("language", [TRADITIONAL, SIMPLIFIED])
def test_buttons_and_rows_fit_their_boxes_in_chinese(app, language, size):
    """The words fitted to a box (buttons, cyclers) keep their whole text in Chinese: nothing cut with '…'."""
    app.resize(size)
    choose_language(app, language)
    seen: list[tuple[str, str]] = []
    original = theme.fit

    def record(words, size, width, *args, **kwargs):
        out = original(words, size, width, *args, **kwargs)
        seen.append((words, out[0]))
        return out
    theme.fit = record
    try:
        frames(app, 2)
        press(app, "Settings", 2)
        press(app, "Done")
        press(app, "New game", 2)
    finally:
        theme.fit = original
    data = data_words(app)
    cut = [(w, out) for w, out in seen if out != w and not any(w in d or d in w for d in data)]
    assert cut == []


def test_a_notice_about_a_damaged_file_speaks_the_chosen_language(own_home, drawn):
    """The settings file says 繁體中文 and has a bad value: the window starts in Traditional Chinese and
    the notice of the repair (made before the language was known) is shown in it."""
    from game.store import Settings, save_settings
    from game.store.settings import settings_path
    from game.ui.app import App
    save_settings(Settings(language=TRADITIONAL))
    path = settings_path()
    path.write_text(path.read_text("utf-8").replace("face_style: card", "face_style: velvet"), "utf-8")
    app = App((1280, 800), sound=False, anim_scale=0.0, computer_delay=0.0)
    try:
        assert i18n.language() == TRADITIONAL and app.notices
        assert "velvet" in app.notices[0].text and "Your settings file was damaged" in app.notices[0].text
        frames(app, 2)
        shown = " ".join(drawn)
        assert "你的設定檔已損壞" in shown and "按一下或按任何鍵關閉" in shown
        assert "Your settings file" not in shown
    finally:
        app.writer.shutdown(wait=True)
        pygame.quit()


def test_a_match_started_in_chinese_is_named_in_chinese(app):
    frames(app, 1)
    app.quick_match()
    frames(app, 1)
    english = app.playing().saved.name
    assert re.fullmatch(r"Sap Ng Wu, \d{1,2} [A-Z][a-z]{2} \d{4} \d\d:\d\d", english), english
    app.title()
    choose_language(app, TRADITIONAL)
    app.quick_match()
    frames(app, 1)
    name = app.playing().saved.name
    assert re.fullmatch(r"十五湖，\d{4}年\d{1,2}月\d{1,2}日 \d\d:\d\d", name), name


def test_the_language_flag_speaks_for_one_run_and_keeps_the_saved_choice(own_home):
    """``--language`` (App's ``language``) is for this run: the title speaks it, settings.yaml is untouched."""
    from game import i18n
    from game.ui.app import App

    application = App((1280, 800), sound=False, anim_scale=0.0, computer_delay=0.0, language="zh_Hans")
    try:
        assert i18n.language() == "zh_Hans"
        assert i18n._("Settings") != "Settings"
        assert application.settings.language in (None, "")
    finally:
        application.writer.shutdown(wait=True)
        pygame.quit()
        i18n.set_language("en")
