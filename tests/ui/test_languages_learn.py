"""How to play and the guided first hands speak the chosen language (issue 17), driven by real pygame
events: in 繁體中文 and 简体中文 the How to play window (every game of its list, each page scrolled to its
end, a card hovered) and a first hand of every family (its tips and goals, followed by the keys and
drops the tips name) draw no English word of the program's own, and the Chinese fits at 1280×800 and
1024×640. English words still drawn are a variant file's (names, summaries, house rules, suits and
plays: game.ui.variant_words, translated by the files' own words), the keys as the keyboard prints
them, a document's path, and the seats' names."""
from __future__ import annotations

import re
import sys

import pygame
import pytest

from game import i18n
from game.i18n import SIMPLIFIED, TRADITIONAL
from game.ui import theme
from game.ui.rules_screen import PageRenderer, RulesScene
from game.ui.table import TableScene

from .test_languages import choose_language, data_words
from .test_table import click, frames, post, settle

ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")
KEYS = ("Page Up/Down", "Enter", "Esc")


def key(app, k: int) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    frames(app, 1)


def drawn_by_ours(frame, depth: int = 4) -> bool:
    """Whether the line is drawn for the How to play window or the lesson (through text_in, a button ...)."""
    for _level in range(depth):
        if frame is None:
            return False
        where = frame.f_code.co_filename.replace("\\", "/")
        if where.endswith(("ui/rules_screen.py", "ui/table/lesson.py")):
            return True
        frame = frame.f_back
    return False


@pytest.fixture
def drawn(monkeypatch):
    """Every string the How to play window and the lesson draw: the page's words (PageRenderer.words)
    and the lines theme.text draws for the rules screen and the lesson's tip and goals."""
    seen: list[str] = []
    text, words = theme.text, PageRenderer.words

    def record_text(surface, line, *args, **kwargs):
        if drawn_by_ours(sys._getframe(1)):
            seen.append(line)
        return text(surface, line, *args, **kwargs)

    def record_words(self, surface, line, *args, **kwargs):
        if surface is not None:
            seen.append(line)
        return words(self, surface, line, *args, **kwargs)
    monkeypatch.setattr(theme, "text", record_text)
    monkeypatch.setattr(PageRenderer, "words", record_words)
    return seen


def variant_words() -> list[str]:
    """Every built-in file's words a page may show: suits, plays, groups (besides data_words' names)."""
    from game.rules import available_variants, load_variant
    out = []
    for vid in available_variants():
        v = load_variant(vid)
        out += [s.name for s in getattr(v, "suits", ())]
        out += [p.name.split(" of ")[0] for p in getattr(v, "plays", ())]
        out += [p.group for p in getattr(v, "plays", ()) if getattr(p, "group", None)]
    # a mahjong tile's hover name is game.ui.faces.names' (i18n-boards makes it Chinese there)
    from game.ui.faces.names import tile_name, tile_value_text
    out += [f"{tile_name(t)} · {tile_value_text(t)}" for t in load_variant("sap-tim-pun").tiles]
    return [w for w in out if w]


def english_left(strings: list[str], data: list[str]) -> list[str]:
    names = sorted({" ".join(d.split()) for d in data}, key=len, reverse=True)
    left = []
    for words in strings:
        rest = re.sub(r"docs/rules/\S+", " ", " ".join(words.split()))
        for k in KEYS:
            rest = rest.replace(k, " ")
        if rest.endswith("…"):          # a name cut to fit its row: the start of a data word
            tail = rest[:-1].split("  ")[-1].strip()
            start = next((tail[i:] for i in range(len(tail)) if any(n.startswith(tail[i:]) for n in names)), "")
            if start and ENGLISH_WORD.search(start):
                rest = rest[:-1 - len(start)] if rest[:-1].endswith(start) else rest
        for name in names:
            rest = rest.replace(name, " ")
        if ENGLISH_WORD.search(rest.replace("…", "")):
            left.append(words)
    return sorted(set(left))


def read_every_page(app) -> RulesScene:
    """From the title: How to play, then every game with →, each scrolled to its end and a card hovered."""
    click(app, next(b for b in app.scene.buttons if b.label == i18n._("How to play")).rect.center)
    scene = app.scene
    assert isinstance(scene, RulesScene)
    frames(app, 1)
    for _game in range(len(scene.rows)):
        key(app, pygame.K_END)
        key(app, pygame.K_HOME)
        frames(app, 1)
        shown = [r.move(scene.view.left + int(8 * scene.s), scene.view.top - scene.scroll) for r, _c in scene.hits]
        shown = [r for r in shown if scene.view.contains(r)]
        if shown:
            rect = shown[0]
            post(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
            frames(app, 1)
            assert scene.card_under(rect.center) is not None
        key(app, pygame.K_RIGHT)
    return scene


def lesson(app, variant: str) -> TableScene:
    """The lesson of ``variant``'s family from its How to play page, played by what its tips say: keys
    for the climbing and banker tables, the tip's own action for the fishing and rummy drops (the drags
    are those tables' own tests' work)."""
    app.how_to_play(variant)
    scene = app.scene
    frames(app, 1)
    click(app, scene.lesson_button.rect.center)
    table = app.scene
    assert isinstance(table, TableScene) and table.lesson is not None
    family = table.variant.family
    for _turn in range(150):
        settle(app, table, until=lambda: table.game.is_over or table.waiting_for_person())
        if table.game.is_over or table.lesson.progress.done:
            break
        frames(app, 1)
        assert table.lesson.words
        action = table.lesson._tip_action
        name = type(action).__name__
        if family in ("fishing", "rummy"):
            table.apply(action)
        else:
            keys = {"Pass": pygame.K_p, "Declare": pygame.K_d, "Draw": pygame.K_d, "Stand": pygame.K_s}
            key(app, keys.get(name, pygame.K_RETURN))
    frames(app, 2)
    assert table.lesson.progress.done, (variant, table.lesson.progress.open)
    return table


LESSONS = ("sap-ng-wu", "shi-wu-hu-fishing", "si-se-pai", "sap-tim-pun")


@pytest.mark.parametrize("language", [TRADITIONAL, SIMPLIFIED])
def test_how_to_play_and_the_first_hands_draw_no_english_word(app, drawn, language):
    choose_language(app, language)
    del drawn[:]
    read_every_page(app)
    pages = list(drawn)
    assert len(pages) > 300
    for variant in LESSONS:
        app.title()
        frames(app, 1)
        lesson(app, variant)
    data = data_words(app) + variant_words()
    left = english_left(drawn, data)
    assert left == [], f"English drawn in {language}: {left}"
    words = i18n._
    for expected in (words("How to play"), words("House rules in force"), words("Lead a trick"),
                     words("Place a stake"), words("Meld your draw"), words("Release a card")):
        assert any(expected in d for d in drawn), expected
    assert any("目標" in d or "目标" in d for d in pages), "the family's words in Chinese"
    from game.ui.fonts import bundled_characters
    has = bundled_characters()
    lacking = {ch for d in drawn for ch in d if ord(ch) > 0x2E80 and ch not in has}
    assert lacking == set()


def test_the_check_finds_english_in_english(app, drawn):
    """The test above can fail: the same walk in English leaves the program's own English words."""
    frames(app, 2)
    del drawn[:]
    read_every_page(app)
    lesson(app, "sap-ng-wu")
    left = english_left(drawn, data_words(app) + variant_words())
    assert {"How to play", "House rules in force", "Lead a trick"} <= set(left)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("language", [TRADITIONAL, SIMPLIFIED])
def test_the_chinese_fits_at_both_sizes(app, language, size):
    """Nothing of the How to play window is cut ('…') in Chinese; its page is no wider than its view and
    scrolls; the lesson's tip keeps within its three lines."""
    app.resize(size)
    choose_language(app, language)
    seen: list[tuple[str, str]] = []
    from game.ui.table.lesson import LessonCoach
    fit, band = theme.fit, LessonCoach.tip_band
    tips: list[tuple[str, int]] = []

    def record_fit(words, *args, **kwargs):
        out = fit(words, *args, **kwargs)
        seen.append((words, out[0]))
        return out

    def record_band(coach, *args, **kwargs):
        rect, lines = band(coach, *args, **kwargs)
        tips.append((coach.words, len(lines)))
        return rect, lines
    theme.fit, LessonCoach.tip_band = record_fit, record_band
    try:
        scene = read_every_page(app)
        assert scene.current_page().get_width() <= scene.view.width
        key(app, pygame.K_END)
        assert scene.scroll > 0, "the page scrolls"
        for variant in LESSONS:
            app.title()
            frames(app, 1)
            lesson(app, variant)
    finally:
        theme.fit, LessonCoach.tip_band = fit, band
    data = data_words(app)
    cut = [(w, out) for w, out in seen if out != w and not any(w in d or d in w for d in data)]
    assert cut == []
    assert tips and max(n for _w, n in tips) <= 3, [t for t in tips if t[1] > 3]
