"""Issue 17, the engine's refusals and the variant files' words in the language shown, by real events.

In 繁體中文 and 简体中文 a refused drop at the table says the engine's reason in Chinese with the cards
named as the game names them (鵝牌, 長衫), and the new-game screen shows each built-in game's summary,
house rules, their settings and what they change in the file's own translation: no English word of
the program's or of a built-in file's is drawn (the game's English name, shown beside its Chinese
name, excepted). The check can fail: in English the same walk draws English everywhere.
"""
from __future__ import annotations

import time

import pygame
import pytest

from game import i18n
from game.i18n import SIMPLIFIED, TRADITIONAL
from game.ui.screens import NewGameScene

from .test_languages import ENGLISH_WORD, button, choose_language, drawn, key  # noqa: F401 (fixture)
from .test_table import click, drag, frames, index_of, settle, table_with_hands

CHINESE = [TRADITIONAL, SIMPLIFIED]


def english_in(strings, allowed=()) -> list[str]:
    """The strings with an English word once the allowed words (players' and games' names) are taken out."""
    out = []
    for words in strings:
        rest = words
        for name in sorted(allowed, key=len, reverse=True):
            rest = rest.replace(name, " ")
        if ENGLISH_WORD.search(rest):
            out.append(words)
    return sorted(set(out))


@pytest.mark.parametrize("language, goose, heaven, no_combination", [
    (TRADITIONAL, "鵝牌", "天牌", "不成一組"), (SIMPLIFIED, "鹅牌", "天牌", "不成一组")])
def test_an_illegal_drop_is_refused_in_chinese_with_the_cards_named(app, drawn, language, goose, heaven,
                                                                     no_combination):
    choose_language(app, language)
    table = table_with_hands(app, [["6:6", "1:3", "5:6"], ["1:5"], ["3:3"]])
    before = table.game.hands[0]
    for card in ("6:6", "1:3"):
        click(app, table.hand_rects()[index_of(table, card)][1].center)
        time.sleep(0.4)
    del drawn[:]
    drag(app, table.hand_rects()[index_of(table, "6:6")][1].center, table.layout.trick_zone.center)
    frames(app, 2)
    assert table.game.hands[0] == before and table.message_error
    message = table.message
    assert goose in message and heaven in message and no_combination in message and message.endswith("。")
    assert english_in([message]) == [], message
    assert any(message in d or d in message for d in drawn if len(d) > 4), "the refusal is drawn"


@pytest.mark.parametrize("language, words", [(TRADITIONAL, ("板凳", "長衫", "文子")),
                                             (SIMPLIFIED, ("板凳", "长衫", "文子"))])
def test_a_play_that_does_not_beat_is_refused_with_the_rule_in_chinese(app, language, words):
    """Ming leads 5:6, Lan beats with 3:3; my 2:2 is lower in the civil suit (§3.1), said in Chinese."""
    choose_language(app, language)
    table = table_with_hands(app, [["5:5", "2:2"], ["5:6"], ["3:3", "1:6"]], dealer=1)
    settle(app, table, until=table.my_turn)
    drag(app, table.hand_rects()[index_of(table, "2:2")][1].center, table.layout.trick_zone.center)
    assert table.message_error and all(w in table.message for w in words), table.message
    assert english_in([table.message]) == [], table.message
    assert len(table.game.hands[0]) == 2


def test_the_refusal_stays_the_engines_english_in_english(app):
    table = table_with_hands(app, [["5:5", "2:2"], ["5:6"], ["3:3", "1:6"]], dealer=1)
    settle(app, table, until=table.my_turn)
    drag(app, table.hand_rects()[index_of(table, "2:2")][1].center, table.layout.trick_zone.center)
    assert table.message == "2:2 ranks below 3:3 in the civil suit."


def walk_the_new_game_list(app) -> None:
    """Every game of the list chosen in turn, by the down key, each drawn with its house rules."""
    frames(app, 2)
    click(app, button(app.scene, i18n._("New game")).rect.center)
    scene = app.scene
    assert isinstance(scene, NewGameScene)
    for _game in range(len(scene.entries) + 1):
        key(pygame.K_DOWN)
        frames(app, 2)


def game_names(app) -> list[str]:
    from game.store.variants import catalog
    return [w for e in catalog() for w in (e.name, e.ref) if w] + [s.name for s in app.settings.seats] + ["You", "Ming", "Lan", "Wei"]


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("language", CHINESE)
def test_the_built_in_games_words_are_drawn_in_chinese(app, drawn, language, size):
    app.resize(size)
    choose_language(app, language)
    del drawn[:]
    walk_the_new_game_list(app)
    left = english_in(drawn, game_names(app))
    assert left == [], f"English drawn in {language}: {left}"
    shown = " ".join(drawn)
    summary = "香港的爬牌遊戲" if language == TRADITIONAL else "香港的爬牌游戏"
    assert summary in shown                                   # Sap Ng Wu's summary, the file's own translation
    for setting in (("必須釣魚", "翻出的牌") if language == TRADITIONAL else ("必须钓鱼", "翻出的牌")):
        assert setting in shown                               # a fishing house rule and one of its settings


def test_the_check_finds_the_files_english_in_english(app, drawn):
    del drawn[:]
    walk_the_new_game_list(app)
    left = " ".join(english_in(drawn, game_names(app)))
    assert "must capture" in left.lower() and "climbing game" in left
