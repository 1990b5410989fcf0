"""Chinese names are drawn, not blanks (issue 13, item 5).

Names are typed as an input method sends them (one TEXTINPUT event with the
committed characters) into the real name fields of Settings and New game,
and every character drawn must have a real glyph: in the bundled font's
character map, with ink, and unlike the font's empty "missing" glyph. The
system-font fallback is switched off for these, so they test the bundled
font alone, as on a machine with no CJK font.
"""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.paths import project_root, sprites_dir
from game.store.seats import HUMAN
from game.ui import fonts, theme
from game.ui.cmap import font_characters
from game.ui.settings_screen import SettingsScene
from game.ui.table import TableScene
from game.ui.widgets import TextField

from .test_table import click, frames, post

# Names of grandparents, a Hong Kong district and people, in both scripts.
NAMES = ["Wai 偉", "嫲嫲", "婆婆", "爺爺", "陈小明", "黃大仙", "張偉", "李娜", "冼婕", "鄺嘉欣", "刘梓萱", "歐陽靚"]
MISSING = "\ue000"  # a private-use character no font of ours has: it draws the "missing" glyph


@pytest.fixture(autouse=True)
def bundled_font_only():
    """No system font: what is drawn comes from the bundled subset."""
    fonts.use_fallback_font(None)
    yield
    fonts.use_fallback_font(None)
    fonts._fallback_path = False  # looked for again by the next user


def ink(surface: pygame.Surface) -> int:
    return pygame.mask.from_surface(surface).count()


def assert_drawn(words: str, size: int = 24) -> None:
    """Every character of ``words`` has a real glyph in the bundled font."""
    font = fonts.load_font(size)
    lacking = [c for c in words if not c.isspace() and c not in fonts.bundled_characters()]
    assert not lacking, f"{words!r}: the bundled font has no {''.join(lacking)}"
    notdef = pygame.image.tobytes(font.render(MISSING, True, (0, 0, 0)), "RGBA")
    for c in words:
        if c.isspace():
            continue
        glyph = font.render(c, True, (0, 0, 0))
        assert ink(glyph) > 10, f"{c!r} of {words!r} is drawn blank"
        assert pygame.image.tobytes(glyph, "RGBA") != notdef, f"{c!r} of {words!r} is the missing glyph"


class DrawnText:
    """Every string theme.text draws while it is installed."""

    def __init__(self, monkeypatch) -> None:
        self.words: list[str] = []
        real = theme.text

        def spy(surface, words, *args, **kwargs):
            self.words.append(words)
            return real(surface, words, *args, **kwargs)
        monkeypatch.setattr(theme, "text", spy)


def type_into(app, field: TextField, name: str) -> None:
    """Click the field, clear it, and type ``name`` as an input method commits it."""
    click(app, field.rect.center)
    for _ in range(len(field.text)):
        post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)
    post(pygame.TEXTINPUT, text=name)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    frames(app, 2)


@pytest.mark.parametrize("name", NAMES)
def test_a_chinese_name_typed_in_settings_is_saved_and_every_glyph_drawn(app, monkeypatch, name):
    drawn = DrawnText(monkeypatch)
    app.settings_screen()
    scene = app.scene
    assert isinstance(scene, SettingsScene)
    field = next(widget for label, widget in scene.items if label == "Your name")
    type_into(app, field, name)
    assert next(seat.name for seat in app.settings.seats if seat.kind == HUMAN) == name
    drawn.words.clear()
    app.draw(app.now())              # a frame drawn now (an idle window draws only when something changes)
    assert name in drawn.words
    assert_drawn(name)


def test_names_typed_in_new_game_are_drawn_on_the_seat_plates(app, monkeypatch):
    drawn = DrawnText(monkeypatch)
    app.new_game()
    scene = app.scene
    names = ["Wai 偉", "嫲嫲", "陈小明"]
    for field, name in zip(scene.fields, names):
        type_into(app, field, name)
    click(app, next(b for b in scene.buttons if b.label == "Start").rect.center)
    table = app.scene
    assert isinstance(table, TableScene)
    assert [seat.name for seat in table.setup.seats][:3] == names
    drawn.words.clear()
    frames(app, 2)
    for name in names:
        assert name in drawn.words, f"{name} is not on its plate"
        assert_drawn(name, 19)


def test_the_missing_glyph_is_what_a_name_looked_like_before():
    """The check above can fail: a character outside the font draws the empty glyph."""
    font = fonts.load_font(24)
    rare = "\u9f98"  # 龘, in no common list
    assert rare not in fonts.bundled_characters()
    assert ink(font.render(rare, True, (0, 0, 0))) == 0
    with pytest.raises(AssertionError):
        assert_drawn("Wai " + rare)


def own_text() -> str:
    """Every string the game draws from its own files: rules, variants, art data, source."""
    root = project_root()
    paths = [*(root / "data").glob("**/*.yaml"), *(root / "sprites").glob("**/*.yaml"),
             *(root / "game").glob("**/*.py"), *(root / "docs" / "rules").glob("*.md")]
    return "".join(p.read_text(encoding="utf-8") for p in paths)


def test_every_character_of_the_games_own_text_is_in_the_font():
    has = fonts.bundled_characters()
    lacking = {c for c in own_text() if (c.isprintable() and not c.isspace() and c not in has)}
    assert not lacking, f"the font lacks {''.join(sorted(lacking))}; run tools/subset_font.py"


def test_the_font_covers_the_common_characters_of_both_scripts():
    has = fonts.bundled_characters()
    common = "的一是不了人我在有他这为之大来以个中上们到说国和地也子时道出而要于就下得可你年生"
    traditional = "這為個們來說國時會對後還從體點開頭電實現樣關經進長應處發過問讓給聽書學機當線"
    hong_kong = "嫲嬤婆爺佢冇咗嘅喺啱邨"
    assert not [c for c in common + traditional + hong_kong if c not in has]
    assert 9000 < len(has) < 11000


def test_characters_txt_lists_exactly_the_fonts_characters():
    listed = set((sprites_dir() / "fonts" / "characters.txt").read_text(encoding="utf-8")) - {"\n"}
    assert listed == set(fonts.bundled_characters())


# --- the fallback to a system font ----------------------------------------------------

def pygame_font() -> Path:
    """pygame's own Latin font: it has characters (Ł, ő) our subset lacks, on every machine."""
    return Path(pygame.__file__).parent / "freesansbold.ttf"


def test_characters_outside_the_subset_come_from_the_fallback_font(app):
    font = fonts.load_font(24)
    assert "Ł" not in fonts.bundled_characters() and "Ł" in font_characters(pygame_font())
    blank = font.render("Łukasz", True, (0, 0, 0))
    fonts.use_fallback_font(pygame_font())
    whole = font.render("Łukasz", True, (0, 0, 0))
    runs = font.runs("Łukasz 偉")
    assert [part for _, part in runs] == ["Ł", "ukasz 偉"] and runs[1][0] is font
    assert ink(whole) > ink(blank) + 30
    assert font.size("Łukasz")[0] == whole.get_width()
    assert ink(whole.subsurface((0, 0, font.size("Ł")[0], whole.get_height()))) > 30


def test_with_no_fallback_font_the_rest_of_the_name_is_still_drawn(app):
    font = fonts.load_font(24)
    rare = "\u9f98"
    alone = font.render("Wai", True, (0, 0, 0))
    with_rare = font.render(f"Wai{rare}", True, (0, 0, 0))
    assert ink(with_rare) == ink(alone) > 50


def test_a_system_cjk_font_draws_a_rare_character_when_one_is_installed(app):
    fonts._fallback_path = False
    path = fonts.system_cjk_font()
    if path is None:
        pytest.skip("no system CJK font installed")
    rare = "\u9f98"
    assert rare in font_characters(path)
    assert ink(fonts.load_font(24).render(f"Wai{rare}", True, (0, 0, 0))) > \
        ink(fonts.load_font(24).render("Wai", True, (0, 0, 0))) + 30


def test_the_character_map_reader_agrees_with_a_format_4_font():
    chars = font_characters(pygame_font())
    assert {"A", "z", "é", "Ł"} <= chars and "偉" not in chars
