"""The faces drawn in code (game/ui/faces/__init__.py), checked against faces.md.

Runs headless: SDL's dummy video driver, no window.
"""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
import yaml  # noqa: E402

from game.paths import project_root, sprites_dir  # noqa: E402
from game.ui import faces  # noqa: E402
from game.ui.face_art import FaceArtError, load_art  # noqa: E402
from game.ui.faces import (  # noqa: E402
    DominoFace, FaceStyle, clear_cache, face_size, load_font, render_back, render_face,
    render_shadow,
)

ALL_CARDS = [f"{a}:{b}" for a in range(1, 7) for b in range(a, 7)]
CARD = FaceStyle()
TILE = FaceStyle(kind="tile")
ART = load_art()


@pytest.fixture(autouse=True, scope="module")
def _pygame():
    pygame.display.init()
    yield
    clear_cache()


def _mask(surface: pygame.Surface, ink: str) -> pygame.mask.Mask:
    """Pixels close to one of the art's inks, fully opaque."""
    r, g, b, _ = ART.colour(ink)
    return pygame.mask.from_threshold(surface, (r, g, b, 255), (40, 40, 40, 2))


def _spots(surface: pygame.Surface, ink: str) -> list[pygame.mask.Mask]:
    return _mask(surface, ink).connected_components(minimum=12)


def _has_red(card: str) -> bool:
    """faces.md: every 1 and 4 spot is red, and half of 6:6."""
    return "1" in card or "4" in card or card == "6:6"


# --- size and alpha ----------------------------------------------------------

@pytest.mark.parametrize("size", [(60, 200), (36, 120), (17, 53), (150, 500), (80, 200)])
@pytest.mark.parametrize("style", [CARD, TILE, FaceStyle(corner_label=True, ring_red=True)])
def test_size_is_honoured(size, style):
    surface = render_face(DominoFace(1, 3, "鵝"), size, style)
    assert surface.get_size() == size
    assert surface.get_flags() & pygame.SRCALPHA
    assert surface.get_at((0, 0)).a < 128, "rounded corners are transparent"
    assert surface.get_at((size[0] // 2, size[1] // 2)).a == 255
    assert render_back(size, style).get_size() == size


def test_face_size_keeps_the_style_proportion():
    w, h = face_size(200, CARD)
    assert h == 200 and 3.0 < h / w < 3.6  # cards about 1:3.3
    w, h = face_size(200, TILE)
    assert 2.3 < h / w < 2.7  # tiles about 1:2.5


def test_tiny_sizes_are_refused_clearly():
    with pytest.raises(ValueError, match="at least 4 pixels"):
        render_face(DominoFace(1, 1), (2, 10), CARD)


# --- spots and colours (faces.md) --------------------------------------------

@pytest.mark.parametrize("style", [CARD, TILE], ids=["card", "tile"])
@pytest.mark.parametrize("card", ALL_CARDS)
def test_red_spots_exactly_on_ones_fours_and_heaven(card, style):
    surface = render_face(DominoFace.parse(card), (60, 200), style)
    assert (_mask(surface, "red").count() > 0) == _has_red(card)


@pytest.mark.parametrize("card", ["2:3", "5:6", "3:3", "2:2", "5:5", "3:6"])
def test_all_black_cards_have_no_red(card):
    for style in (CARD, TILE, FaceStyle(coalesced_five=True, ring_red=True)):
        assert _mask(render_face(DominoFace.parse(card), (60, 200), style), "red").count() == 0


@pytest.mark.parametrize("card", ALL_CARDS)
def test_one_spot_per_pip(card):
    a, b = (int(n) for n in card.split(":"))
    surface = render_face(DominoFace(a, b), (120, 400), CARD)
    red, black = _spots(surface, "red"), _spots(surface, "black")
    assert len(red) + len(black) == a + b
    expected_red = 6 if card == "6:6" else sum(n for n in (a, b) if n in (1, 4))
    assert len(red) == expected_red


def test_heaven_has_three_red_and_three_black_at_each_end():
    surface = render_face(DominoFace(6, 6), (120, 400), CARD)
    for ink in ("red", "black"):
        centres = [m.centroid() for m in _spots(surface, ink)]
        assert sum(y < 200 for _, y in centres) == 3
        assert sum(y > 200 for _, y in centres) == 3
        # one column of three along the card per end
        top_columns = {round(x / 10) for x, y in centres if y < 200}
        assert len(top_columns) == 1


def test_one_is_a_single_larger_spot():
    surface = render_face(DominoFace(1, 2), (120, 400), CARD)
    (one,) = _spots(surface, "red")
    two = _spots(surface, "black")
    assert len(two) == 2
    assert one.count() > 1.8 * max(m.count() for m in two)


def test_two_lies_across_the_card():
    surface = render_face(DominoFace(2, 2), (120, 400), CARD)
    centres = sorted(m.centroid() for m in _spots(surface, "black"))
    top = [c for c in centres if c[1] < 200]
    assert len(top) == 2 and abs(top[0][1] - top[1][1]) <= 1 and top[1][0] - top[0][0] > 30


def test_three_is_a_diagonal_except_long_three():
    surface = render_face(DominoFace(1, 3), (120, 400), CARD)
    xs, ys = zip(*sorted(m.centroid() for m in _spots(surface, "black")))
    assert xs[0] < xs[1] < xs[2] and ys[0] < ys[1] < ys[2]
    # 3:3: two across, two along, two across
    surface = render_face(DominoFace(3, 3), (120, 400), CARD)
    rows = sorted(m.centroid() for m in _spots(surface, "black"))
    rows.sort(key=lambda c: c[1])
    across_top, along, across_bottom = rows[:2], rows[2:4], rows[4:]
    for pair in (across_top, across_bottom):
        assert abs(pair[0][1] - pair[1][1]) <= 1 and abs(pair[0][0] - pair[1][0]) > 30
    assert abs(along[0][0] - along[1][0]) <= 1 and abs(along[0][1] - along[1][1]) > 30


def test_coalesced_five_is_one_blob_per_end():
    plain = render_face(DominoFace(5, 5), (120, 400), CARD)
    blob = render_face(DominoFace(5, 5), (120, 400), FaceStyle(coalesced_five=True))
    assert len(_spots(plain, "black")) == 10
    assert len(_spots(blob, "black")) == 2


def test_red_ring_option_adds_a_ring_round_each_red_spot():
    plain = render_face(DominoFace(1, 4), (120, 400), CARD)
    ringed = render_face(DominoFace(1, 4), (120, 400), FaceStyle(ring_red=True))
    assert len(_spots(plain, "red")) == 5
    assert len(_spots(ringed, "red")) == 10
    assert len(_spots(ringed, "black")) == 0


def test_smaller_number_at_the_top_by_convention():
    face = DominoFace.parse("3:1")
    assert (face.top, face.bottom) == (1, 3) and str(face) == "1:3"
    surface = render_face(face, (60, 200), CARD)
    (one,) = _spots(surface, "red")
    assert one.centroid()[1] < 100


def test_bad_faces_and_styles_are_refused():
    with pytest.raises(ValueError):
        DominoFace(0, 7)
    with pytest.raises(ValueError):
        DominoFace.parse("x")
    with pytest.raises(ValueError, match="card, tile"):
        FaceStyle(kind="mahjong")


def test_label_shows_only_with_the_option():
    face = DominoFace(3, 3, "長衫")
    plain = render_face(face, (90, 300), CARD)
    labelled = render_face(face, (90, 300), FaceStyle(corner_label=True))
    assert _mask(labelled, "label").count() > _mask(plain, "label").count() + 20


def test_tile_has_a_divider_and_card_none():
    """faces.md: no dividing line on cards; a divider is fine for tiles."""
    def dark_across_middle(surface: pygame.Surface) -> int:
        w, h = surface.get_size()
        return sum(max(surface.get_at((x, y))[:3]) < 120
                   for x in range(w // 4, 3 * w // 4) for y in (h // 2 - 1, h // 2, h // 2 + 1))

    assert dark_across_middle(render_face(DominoFace(2, 2), (68, 170), TILE)) > 30
    assert dark_across_middle(render_face(DominoFace(2, 2), (68, 200), CARD)) == 0


# --- the cache and fresh drawing ---------------------------------------------

def test_cache_returns_the_same_surface():
    face = DominoFace(2, 4)
    first = render_face(face, (60, 200), CARD)
    assert render_face(DominoFace(2, 4), (60, 200), FaceStyle()) is first
    assert render_face(face, (60, 200), FaceStyle(ring_red=True)) is not first
    assert render_face(face, (60, 200), TILE) is not first
    assert render_back((60, 200), CARD) is render_back((60, 200), CARD)
    clear_cache()
    assert render_face(face, (60, 200), CARD) is not first


def test_each_size_is_drawn_afresh_not_scaled():
    """A scaled bitmap would thicken the one-pixel cut edge; a fresh drawing keeps it."""
    face = DominoFace(6, 6)
    small = render_face(face, (60, 200), CARD)
    for w, h in [(60, 200), (120, 400), (240, 800)]:
        surface = render_face(face, (w, h), CARD)
        assert surface is not small or w == 60
        edge, inside = surface.get_at((0, h // 2)), surface.get_at((1, h // 2))
        assert inside.r > edge.r + 40, f"{w}x{h}: the cut edge should be one pixel wide"


def test_render_face_is_fast_enough_for_a_deal():
    """84 cards at 60x200 uncached should take a few ms each at most."""
    import time

    clear_cache()
    start = time.perf_counter()
    for i in range(84):
        card = ALL_CARDS[i % 21]
        render_face(DominoFace.parse(card), (60, 200 + i // 21), CARD)  # sizes differ: no hits
    per_card = (time.perf_counter() - start) / 84
    assert per_card < 0.02


def test_shadow_is_larger_than_its_face_and_offset():
    surface, (dx, dy) = render_shadow((60, 200), CARD)
    assert surface.get_width() > 60 and surface.get_height() > 200
    assert dx < 0 and dy < 0
    assert 0 < surface.get_at((surface.get_width() // 2, surface.get_height() // 2)).a < 255


# --- font -----------------------------------------------------------------------

def test_font_renders_the_game_name():
    font = load_font(24)
    text = font.render("十五湖", True, (0, 0, 0))
    assert text.get_width() > 24 * 2 and text.get_height() > 0
    assert load_font(24) is font
    # the glyphs are real, not empty boxes: ink in the middle of each character
    assert pygame.mask.from_surface(text).count() > 100


def test_font_subset_lists_every_character_of_the_rules():
    listed = set((sprites_dir() / "fonts" / "characters.txt").read_text(encoding="utf-8"))
    texts = list((project_root() / "data").glob("**/*.yaml"))
    rules = project_root() / "docs" / "rules"
    texts += list(rules.glob("*.md"))
    for extra in ("十五湖撮牌長牌乱戳抹花花至尊文子武子食湖天九地八人七鵝五"):
        assert extra in listed
    for path in texts:
        lacking = {c for c in path.read_text(encoding="utf-8") if ord(c) > 0x2E80} - listed
        assert not lacking, f"{path}: {''.join(sorted(lacking))} not in the font; run tools/subset_font.py"


def test_font_file_is_small_and_licensed():
    folder = sprites_dir() / "fonts"
    fonts = list(folder.glob("*.otf")) + list(folder.glob("*.ttf"))
    # ~9,600 characters (test_chinese_names) in 2.3 MB; twice that means the subset took in
    # other regions' glyph forms again (sprites/fonts/README.md)
    assert fonts and all(f.stat().st_size < 3_000_000 for f in fonts)
    assert "SIL Open Font License" in (folder / "OFL.txt").read_text(encoding="utf-8")


# --- the art file -------------------------------------------------------------------

def _broken_art(tmp_path: Path, edit) -> Path:
    data = yaml.safe_load((sprites_dir() / "faces.yaml").read_text(encoding="utf-8"))
    edit(data)
    path = tmp_path / "faces.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return path


@pytest.mark.parametrize("edit, key", [
    (lambda d: d["card"]["end"].pop("top"), "card.end.top"),
    (lambda d: d["colours"].pop("red"), "colours.red"),
    (lambda d: d["ends"]["4"].pop("radius"), "ends.4.radius"),
    (lambda d: d.pop("tile"), "tile"),
    (lambda d: d["ends"].pop("6"), "ends.6"),
])
def test_missing_key_names_the_file_and_key(tmp_path, edit, key):
    path = _broken_art(tmp_path, edit)
    with pytest.raises(FaceArtError) as caught:
        load_art(path)
    message = str(caught.value)
    assert str(path) in message and f": {key}: missing" in message


def test_wrong_values_are_explained(tmp_path):
    path = _broken_art(tmp_path, lambda d: d["ends"]["2"].update(ink="green"))
    with pytest.raises(FaceArtError, match=r"ends\.2\.ink: unknown ink 'green'; the colours are"):
        load_art(path)
    path = _broken_art(tmp_path, lambda d: d["colours"].update(red=[300, 0, 0]))
    with pytest.raises(FaceArtError, match=r"colours\.red: expected \[r, g, b\]"):
        load_art(path)
    path = _broken_art(tmp_path, lambda d: d["card"]["pairs"].update({"6:6": {"ends": "7"}}))
    with pytest.raises(FaceArtError, match=r"card\.pairs\.6:6\.ends: no end layout named '7'"):
        load_art(path)
    with pytest.raises(FaceArtError, match="cannot read"):
        load_art(tmp_path / "absent.yaml")


def test_other_art_can_be_used_and_keys_its_own_cache(tmp_path):
    path = _broken_art(tmp_path, lambda d: d["colours"].update(black=[0, 0, 200]))
    blue = load_art(path)
    face = DominoFace(2, 3)
    default = render_face(face, (60, 200), CARD)
    other = render_face(face, (60, 200), CARD, art=blue)
    assert other is not default
    assert pygame.mask.from_threshold(other, (0, 0, 200, 255), (30, 30, 30, 2)).count() > 0
    faces.set_art(None)
