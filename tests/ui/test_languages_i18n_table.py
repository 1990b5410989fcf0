"""The table speaks the chosen language (issue 17): in 繁體中文 and 简体中文 a real-event walk through a
climbing match — the supreme question, declare or continue, plays and passes, the prompts, the hover
words over a hand card and over the trick's top play, the history panel, undo, the hand's summary,
its replay, the final standings and the hot-seat curtain — draws no English word of the program's own.

What may stay English is what a player or a variant file wrote (the seats' names, the variant's
name and words: the later part of issue 17, docs/translating.md) and the names of keys ("Esc"; a
letter such as "P" is not a word). The same walk in English leaves plenty of English words, so the
check can fail; and at 1024×640 and 1280×800 no fitted Chinese text is cut with '…'.
"""
from __future__ import annotations

import time

import pygame
import pytest

from game import i18n
from game.i18n import SIMPLIFIED, TRADITIONAL
from game.rules import Continue, Declare, LayOut, Pass, Play
from game.ui import theme
from game.ui.boards.climbing import play_label
from game.ui.seats import MatchSetup, computer, person

from .test_languages import choose_language, data_words, drawn, english_left  # noqa: F401  (drawn: a fixture)
from .test_table import click, frames, post, settle, table_with_hands

CHINESE = [TRADITIONAL, SIMPLIFIED]
KEY_NAMES = ("Esc",)

# You lay out a supreme (16 wu), play on, lead four 6:6 (the four-of-a-kind bonus) and declare 食湖 at 20 wu.
BONUS_THEN_DECLARE = [["2:4"] * 4 + ["1:2"] * 4 + ["6:6"] * 4 + ["5:6"], ["1:5", "1:6"], ["3:3", "2:2"]]


def press(app, table_or_scene, message: str, n: int = 2) -> None:
    """Click the button that says ``message`` in the language shown, then draw ``n`` frames."""
    label = play_label() if message == "Play" else i18n._(message)
    found = [b for b in table_or_scene.buttons if b.label == label]
    assert found, f"no button {label!r} among {[b.label for b in table_or_scene.buttons]}"
    click(app, found[0].rect.center)
    frames(app, n)


def hover(app, pos) -> None:
    """Rest the pointer on ``pos`` long enough for the tooltip (0.45 s), then draw."""
    post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    frames(app, 1)
    time.sleep(0.5)
    frames(app, 2)


def key(app, k: int, n: int = 2) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    frames(app, n)


def select(table, cards) -> None:
    """Select these cards in the hand (as clicks on them would) before pressing Play."""
    table.board.selected = set(table.board.indices_of(cards))
    table.board.forget_hand()


def bonus_hand_walk(app) -> None:
    """The supreme, declare-or-continue, four of a kind, 食湖, the summary, its replay, the standings."""
    table = table_with_hands(app, BONUS_THEN_DECLARE)
    card = table.hand_rects()[0][1]
    hover(app, (card.centerx, card.centery))                      # a hand card's name
    press(app, table, "Lay out all")
    settle(app, table, until=lambda: table.game.phase == "decide")
    frames(app, 2)
    press(app, table, "Continue")
    settle(app, table, until=table.my_turn)
    frames(app, 2)
    select(table, [c for c, _r in table.hand_rects() if str(c) == "6:6"])
    frames(app, 1)
    press(app, table, "Play")
    settle(app, table, until=lambda: table.game.phase == "decide" and table.my_turn())
    key(app, pygame.K_l)                                          # the history panel: L opens, L closes
    key(app, pygame.K_l)
    press(app, table, "Declare 食湖")
    settle(app, table, until=lambda: table.overlay == "summary")
    frames(app, 2)
    press(app, table, "Replay hand")
    replay = app.scene
    for _step in range(3):
        press(app, replay, "Step ›", 1)
    press(app, replay, "Next trick »", 1)
    press(app, replay, "‹ Back a step", 1)
    press(app, replay, "Back")
    assert app.scene is table
    press(app, table, "Final standings")
    assert table.overlay == "match"
    frames(app, 2)


def computers_hand_walk(app) -> None:
    """A whole dealt hand against two computers: plays, passes, prompts, the top play's hover words,
    an undo, the history panel with tricks in it, banners and bubbles, the summary."""
    app.remember(thinking_budget=0.05)
    setup = MatchSetup(seats=(person("You"), computer("Ming"), computer("Lan")), hands=2, seed=4, delay=0.0)
    app.start_match(setup)
    table = app.scene
    hovered = undone = hinted = False
    end = time.perf_counter() + 150
    while table.overlay is None and time.perf_counter() < end:
        settle(app, table, until=lambda: table.overlay is not None or table.my_turn(), seconds=60)
        if table.overlay is not None:
            break
        g = table.game
        frames(app, 1)
        if not table.my_turn():
            continue                      # the settings' auto-pass passed for me: nothing beat the top play
        legal = g.legal_actions()
        if not hinted and g.phase == "play":
            press(app, table, "Hint", 1)                          # the hint line, with its reason if shown
            end_hint = time.perf_counter() + 30
            while not table.message.startswith(i18n._("Hint: {why}").format(why="")) and \
                    time.perf_counter() < end_hint:
                frames(app, 1)
                time.sleep(0.002)
            frames(app, 1)
            hinted = True
            if not table.my_turn():
                continue
        if g.phase == "layout":
            press(app, table, "Keep them")
        elif g.phase == "decide":
            press(app, table, "Declare 食湖" if g.wu[0] >= 18 else "Continue")
        elif g.top is not None and not hovered:
            plays = [cards for _s, cards in table.board.shown.trick if cards is not None]
            center, _size = table.board.trick_slots()[-1][0]
            hover(app, center)                                    # the top play: what beats it
            hovered = bool(plays)
            press(app, table, "Pass")
        elif g.top is not None and Pass() in legal and len(g.log.actions) % 3:
            press(app, table, "Pass")
        else:
            play = next(a for a in legal if isinstance(a, (Play, LayOut)))
            select(table, play.cards)
            frames(app, 1)
            press(app, table, "Play")
            if not undone and g.top is not None:
                settle(app, table, until=lambda: table.overlay is not None or table.my_turn(), seconds=60)
                if table.can_undo():
                    press(app, table, "Undo")
                    undone = True
                    key(app, pygame.K_l)
                    key(app, pygame.K_l)
    settle(app, table, until=lambda: table.overlay == "summary", seconds=60)
    assert hovered and undone and hinted
    frames(app, 2)
    press(app, table, "Next hand")
    frames(app, 3)


def hot_seat_walk(app) -> None:
    """Two people at one screen: the curtain between their turns."""
    seats = (person("Ann"), person("Mei"), computer("Lan"))
    table = table_with_hands(app, [["5:6", "2:2"], ["1:5", "1:6"], ["3:3"]], seats=seats)
    assert table.curtain_up()
    frames(app, 2)
    click(app, (640, 400))
    frames(app, 2)


def sitting_out_walk(app) -> None:
    """Luan Chuo for four: the person sits the hand out, watches, skips to the end (the computers' talon,
    banners and a points-and-multipliers summary), with the Esc menu over the table on the way."""
    from .test_sitting_out import sitting_out_table
    table = sitting_out_table(app, "luan-chuo", (person("You"), computer("Ming"), computer("Lan"), computer("Wei")),
                              delay=0.0)
    frames(app, 2)
    key(app, pygame.K_ESCAPE)
    assert app.menu is not None
    key(app, pygame.K_ESCAPE)
    press(app, table, "Skip to the end")
    settle(app, table, until=lambda: table.overlay == "summary", seconds=90)
    frames(app, 2)


def walk(app) -> None:
    sitting_out_walk(app)
    app.title()
    frames(app, 1)
    bonus_hand_walk(app)
    app.title()
    frames(app, 1)
    computers_hand_walk(app)
    app.title()
    frames(app, 1)
    hot_seat_walk(app)


def left_in(drawn_words: list[str], app) -> list[str]:
    """The drawn strings holding an English word of the program's own (not a name, a variant's words or a key)."""
    data = data_words(app) + ["Ann", "Mei", "Wei"]
    return [w for w in english_left(drawn_words, data) if _without_keys(w)]


def _without_keys(words: str) -> bool:
    """Whether English is left once the keys' names are taken out."""
    from .test_languages import ENGLISH_WORD
    for name in KEY_NAMES:
        words = words.replace(name, " ")
    for name in ("You", "Ming", "Lan", "Ann", "Mei", "Wei"):
        words = words.replace(name, " ")
    return bool(ENGLISH_WORD.search(words))


@pytest.mark.parametrize("language", CHINESE)
def test_the_table_draws_no_english_word_of_its_own(app, drawn, language):
    choose_language(app, language)
    del drawn[:]
    walk(app)
    assert len(drawn) > 500
    left = left_in(drawn, app)
    assert left == [], f"English drawn at the table in {language}: {left}"
    shown = " ".join(drawn)
    words = i18n._
    for expected in ("食湖", words("The match is over"), words("This hand so far"), words("Pass to {who}").format(
            who="Ann"), words("click when ready"), words("Final standings"), "至尊", words("Hint: {why}").format(why="")):
        assert expected in shown, expected
    # every Chinese character drawn is in the bundled font
    from game.ui.fonts import bundled_characters
    has = bundled_characters()
    assert {ch for d in drawn for ch in d if ord(ch) > 0x2E80 and ch not in has} == set()


def test_the_check_finds_english_when_the_table_speaks_english(app, drawn):
    """The walk above can fail: in English it leaves the table's own English words."""
    walk(app)
    left = left_in(drawn, app)
    assert {"Lay out all", "Continue", "The match is over", "click when ready"} <= set(left)


def test_the_two_scripts_name_plays_and_cards_each_in_its_own(app):
    """Plays are named from the file's Chinese in the script shown: 一對長衫 for Hong Kong, 一对长衫 for the
    mainland; English keeps the engine's own name."""
    from game.rules import load_variant
    from game.ui.play_words import card_called, play_name
    v = load_variant("sap-ng-wu")
    pair = v.classify(["3:3", "3:3"])
    mixed = v.classify(["6:6", "4:5", "3:6"])
    assert play_name(v, pair) == pair.name == "pair of Long three 3:3"
    i18n.set_language(TRADITIONAL)
    assert play_name(v, pair) == "一對長衫 3:3" and card_called(v, "4:6") == "紅頭十"
    assert play_name(v, mixed) == "天九（文子×1、武子一×1、武子二×1）"
    i18n.set_language(SIMPLIFIED)
    assert play_name(v, pair) == "一对长衫 3:3" and card_called(v, "4:6") == "红头十"
    assert card_called(v, "4:6", "en") == "Red-head ten", "a player who chose English card names keeps them"
    from game.ui.play_words import in_script
    assert in_script("長牌 莊") == "长牌 庄" and load_variant("luan-chuo?gods_of_wealth").card_name("wealth").zh == "财神"
    i18n.set_language(TRADITIONAL)
    assert in_script("乱戳 财神") == "亂戳 財神", "a file's Simplified name reads in Traditional for Hong Kong"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("language", CHINESE)
def test_the_tables_chinese_fits_its_boxes(app, language, size):
    """Fitted words (buttons, plates, the prompt line, the summary's title) keep their whole text in
    Chinese at both sizes, and every word drawn is inside the window."""
    app.resize(size)
    choose_language(app, language)
    cut: list[tuple[str, str]] = []
    outside: list[str] = []
    real_fit, real_text = theme.fit, theme.text

    def fit(words, font_size, width, *args, **kwargs):
        out = real_fit(words, font_size, width, *args, **kwargs)
        if out[0] != words:
            cut.append((words, out[0]))
        return out

    def text(surface, words, *args, **kwargs):
        rect = real_text(surface, words, *args, **kwargs)
        if surface.get_size() == size and not surface.get_rect().contains(rect):
            outside.append(words)
        return rect
    theme.fit, theme.text = fit, text
    try:
        bonus_hand_walk(app)
        app.title()
        frames(app, 1)
        hot_seat_walk(app)
    finally:
        theme.fit, theme.text = real_fit, real_text
    assert cut == [] and outside == []
