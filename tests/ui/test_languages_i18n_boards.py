"""The fishing, Sap Tim Pun and Si Se Pai tables speak the chosen language (issue 17), driven by real events.

The language is chosen in Settings as a player would; then a whole hand (a whole round of Sap Tim
Pun) is played with the mouse to its summary, and the summary's Replay hand is stepped to the end.
Every word those boards and replays draw or hand to the table to draw (prompt, plates, banners,
bubbles, buttons, the claim bar, the history panel's lines, the summary, the replay's lines) is
recorded, and none may hold an English word but the players' names. The table shell's own words
(top bar, menus, the summary's buttons) belong to the shell and are checked with it; here only
words that come from these boards count: those drawn while one of their files is on the stack,
and those their methods return.
"""
from __future__ import annotations

import sys

import pygame
import pytest

from game import i18n
from game.i18n import SIMPLIFIED, TRADITIONAL
from game.ui import theme
from game.ui.boards.banker import BankerBoard
from game.ui.boards.fishing import FishingBoard
from game.ui.boards.rummy import RummyBoard
from game.ui.history import Line
from game.ui.table import TableScene
from game.ui.widgets import Button

from .test_banker_table import banker_table
from .test_fishing_table import fishing_table
from .test_fishing_table import play_hand_with_the_mouse as fish_with_the_mouse
from .test_languages import ENGLISH_WORD, choose_language, english_left
from .test_rummy_table import play_hand_with_the_mouse as meld_with_the_mouse
from .test_rummy_table import rummy_table
from .test_table import click, frames, person_turns

MINE = tuple(f"game/ui/{p}" for p in ("boards/fishing.py", "boards/banker.py", "boards/rummy.py",
                                       "fishing_replay.py", "banker_replay.py", "rummy_replay.py",
                                       "fishing_scores.py", "said.py"))
SAID = ("prompt", "seat_line", "seat_state", "hand_banner", "summary_title", "summary_columns", "summary_cells",
        "summary_lines", "story", "waiting_words", "taken_back_words", "button_labels")
NAMES = ["You", "Ming", "Lan", "Wei"]


def from_mine() -> bool:
    frame = sys._getframe(2)
    while frame is not None:
        if frame.f_code.co_filename.replace("\\", "/").endswith(MINE):
            return True
        frame = frame.f_back
    return False


def flatten(value, out: list[str]) -> None:
    """The words in what a board method returned: strings, lists of them, history Lines, summary pairs."""
    if isinstance(value, str):
        out.append(value)
    elif isinstance(value, Line):
        out.append(value.words)
    elif isinstance(value, Button):
        out.append(value.label)
    elif isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], str) and isinstance(value[1], str):
        out.append(value[0])                     # a summary line and its kind ("line", "note")
    elif isinstance(value, (list, tuple)):
        for v in value:
            flatten(v, out)


@pytest.fixture
def said(monkeypatch):
    """Every string the three boards draw or give the table, in order; ``said.fits`` the (words, as drawn)
    of every box-fitted string of theirs (a cut one ends in '…')."""
    seen: list[str] = []
    fits: list[tuple[str, str]] = []
    labels: set[str] = set()

    for name in ("text", "text_in"):
        original = getattr(theme, name)

        def record(surface, words, *args, _original=original, **kwargs):
            if from_mine():
                seen.append(words)
            return _original(surface, words, *args, **kwargs)
        monkeypatch.setattr(theme, name, record)
    original_fit = theme.fit

    def fit(words, *args, **kwargs):
        out = original_fit(words, *args, **kwargs)
        if words in labels or from_mine():
            fits.append((words, out[0]))
        return out
    monkeypatch.setattr(theme, "fit", fit)
    for name in ("show_banner", "say"):
        original = getattr(TableScene, name)

        def told(self, words, *args, _original=original, **kwargs):
            if from_mine():
                seen.append(words)
            return _original(self, words, *args, **kwargs)
        monkeypatch.setattr(TableScene, name, told)
    for cls in (FishingBoard, BankerBoard, RummyBoard):
        for name in SAID + ("buttons",):
            if name not in vars(cls):
                continue                     # the shell's own default words, not these boards'
            original = vars(cls)[name]

            def returned(self, *args, _original=original, _name=name, **kwargs):
                out = _original(self, *args, **kwargs)
                words: list[str] = []
                flatten(out, words)
                seen.extend(words)
                if _name == "buttons":
                    labels.update(words)
                return out
            monkeypatch.setattr(cls, name, returned)
    recorder = type("Said", (), {})()
    recorder.words, recorder.fits = seen, fits
    return recorder


def press(app, scene, label: str) -> None:
    """Click the button ``label`` says in the language shown."""
    shown = i18n._(label)
    found = [b for b in scene.buttons if b.label == shown]
    assert found, f"no {shown!r} among {[b.label for b in scene.buttons]}"
    click(app, found[0].rect.center)


def bank_with_the_mouse(app, table) -> None:
    """A whole Sap Tim Pun round by the chip buttons and Draw/Stand, in the language shown."""
    bets = 0
    for g in person_turns(app, table):
        before = len(g.log.actions)
        if g.phase == "limit":
            press(app, table, str(g.variant.limits[-1]))
        elif g.phase == "bet":
            bets += 1
            press(app, table, str(1 + bets % g.limit))
        else:
            press(app, table, "Draw" if g.values[table.viewer] < 12 else "Stand")
        assert len(g.log.actions) == before + 1, table.message


def replay_to_the_end(app, table) -> list[str]:
    """The summary's Replay hand, stepped to the end (its skip button first), then Back; the lines shown."""
    press(app, table, "Replay round" if table.board.family == "banker" else "Replay hand")
    replay = app.scene
    frames(app, 1)
    lines = [replay.step_words(), replay.NEXT_LABEL]
    press(app, replay, "Next catch »" if "Fishing" in type(replay).__name__ else
          "Next hand »" if "Banker" in type(replay).__name__ else "Next meld »")
    frames(app, 1)
    while replay.index < len(replay.steps) - 1:
        press(app, replay, "Step ›")
        frames(app, 1)
        lines.append(replay.step_words())
    return lines


FAMILIES = {
    "fishing": (lambda app: fishing_table(app, "shi-wu-hu-fishing", players=3, seed=5), fish_with_the_mouse),
    "dominoes": (lambda app: fishing_table(app, "shi-wu-hu-fishing-dominoes", players=2, seed=7),
                 fish_with_the_mouse),
    "banker": (lambda app: banker_table(app, players=3, seed=6), bank_with_the_mouse),
    "rummy": (lambda app: rummy_table(app, seed=8), meld_with_the_mouse),
}


def walk(app, said, family: str, language: str) -> list[str]:
    frames(app, 2)
    if language != "en":
        choose_language(app, language)
    del said.words[:]
    start, play = FAMILIES[family]
    table = start(app)
    frames(app, 2)
    play(app, table)
    assert table.overlay == "summary"
    frames(app, 2)
    said.words.extend(replay_to_the_end(app, table))
    return said.words


@pytest.mark.parametrize("family", FAMILIES)
@pytest.mark.parametrize("language", [TRADITIONAL, SIMPLIFIED])
def test_a_hand_and_its_replay_draw_no_english_word(app, said, family, language):
    words = walk(app, said, family, language)
    assert len(words) > 100
    left = english_left(words, NAMES)
    assert left == [], f"English drawn in {language} at the {family} table: {left}"
    from game.ui.fonts import bundled_characters
    has = bundled_characters()
    assert {ch for w in words for ch in w if ord(ch) > 0x2E80 and ch not in has} == set()


@pytest.mark.parametrize("family", ["fishing", "banker", "rummy"])
def test_the_check_finds_english_when_the_words_are_english(app, said, family):
    """The same walk in English leaves the boards' own English words: the test above can fail."""
    words = walk(app, said, family, "en")
    left = english_left(words, NAMES)
    expected = {"fishing": "Settlement", "banker": "this round", "rummy": "melds laid"}[family]
    assert expected in left or any(expected in w for w in left), left[:20]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("family", ["fishing", "banker", "rummy"])
def test_the_chinese_fits_its_boxes(app, said, size, family):
    """Buttons, the claim bar, plates' lines and the summary's words keep their whole text in Chinese
    (nothing cut with '…') at both window sizes."""
    app.resize(size)
    walk(app, said, family, TRADITIONAL)
    assert len({w for w, _out in said.fits}) > 10, "the boards' fitted words were seen"
    cut = sorted({w for w, out in said.fits if out != w and not any(n in w for n in NAMES)})
    assert cut == []


@pytest.mark.parametrize("language, names", [
    (TRADITIONAL, ["五筒", "三索", "九萬", "東風", "紅中", "發財", "白板", "蘭", "紅俥", "綠將", "鬼牌"]),
    (SIMPLIFIED, ["五筒", "三条", "九万", "东风", "红中", "发财", "白板", "兰", "红俥", "绿将", "鬼牌"])])
def test_hover_names_are_chinese_alone_in_chinese_and_both_in_english(language, names):
    from game.ui.faces.names import face_name
    codes = ["5d", "3b", "9c", "E", "Dr", "Dg", "Dw", "F2", "R-Ch", "G-Gn", "Jk"]
    assert str(face_name("5d")) == "Five of Dots 五筒" and face_name("5d").shown() == "Five of Dots 五筒"
    assert face_name("R-Ch").shown("en") == "Red Chariot" and face_name("R-Ch").shown("zh") == "俥"
    i18n.set_language(language)
    try:
        assert [face_name(c).shown() for c in codes] == names
        assert [face_name(c).shown("en") for c in codes] == names        # the setting is English readers' choice
        assert not any(ENGLISH_WORD.search(n) for n in names)
    finally:
        i18n.set_language("en")
    assert face_name("E").shown() == "East Wind 東"


def test_a_hovered_tile_at_the_banker_table_is_named_in_chinese(app, said):
    """Pointing at a face-up tile at the Sap Tim Pun table names it in Chinese and gives its value."""
    frames(app, 2)
    choose_language(app, SIMPLIFIED)
    table = banker_table(app, players=2, seed=6)
    for g in person_turns(app, table):
        if g.phase == "draw":
            break
        press(app, table, str(g.variant.limits[-1]) if g.phase == "limit" else "1")
    tile, rect = table.board.hand_rects()[0]
    shown: list[str] = []
    original = table.board.draw_tooltip
    table.board.draw_tooltip = lambda surface, card, words: (shown.append(words), original(surface, card, words))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0, 0, 0)))
    frames(app, 1)
    table.hover_since = (tile, app.now() - 1.0)
    frames(app, 2)
    assert shown and not ENGLISH_WORD.search(shown[-1]), shown
    from game.ui.faces.names import tile_name
    assert shown[-1].startswith(tile_name(tile).shown())


@pytest.mark.parametrize("language", [TRADITIONAL, SIMPLIFIED])
def test_the_heaven_pair_question_and_a_hot_seat_stake_speak_chinese(app, said, language):
    """Paths a whole hand seldom meets: the heaven pair question (heaven_pair: choose) and its answer,
    and a Sap Tim Pun prompt named for the person at a hot-seat table."""
    from game.ui.seats import computer, person

    from .test_table import settle
    frames(app, 2)
    choose_language(app, language)
    del said.words[:]
    table = fishing_table(app, "shi-wu-hu-fishing?heaven_pair=choose", 2, seed=5)
    settle(app, table, until=table.my_turn, seconds=60)
    frames(app, 2)
    assert table.game.phase == "layout"
    press(app, table, "Keep them")
    settle(app, table, seconds=30)
    frames(app, 2)
    app.title()
    frames(app, 2)
    table = banker_table(app, players=3, seed=6, seats=(person("You"), person("Mei"), computer("Ming")))
    settle(app, table, until=table.my_turn, seconds=60)
    frames(app, 2)
    words = said.words
    assert any(i18n._("Heaven pair 天牌") in w for w in words) and any(i18n._("Mei") in w or i18n._("You") in w for w in words)
    left = english_left(words, NAMES + ["Mei"])
    assert left == [], left
