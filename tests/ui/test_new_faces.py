"""The mahjong tiles and four-colour cards drawn in code (game/ui/faces/), checked against
docs/rules/faces.md "Mahjong tiles" and "Four-colour cards", their names ("Names on hover"),
and the domino tile back ("Domino tiles").

Runs headless: SDL's dummy video driver, no window.
"""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
import yaml  # noqa: E402

from game.paths import sprites_dir  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.face_art import FaceArtError  # noqa: E402
from game.ui.faces import FaceStyle, clear_cache, face_size, render_back  # noqa: E402
from game.ui.faces import four_colour as fc  # noqa: E402
from game.ui.faces import mahjong as mj  # noqa: E402
from game.ui.faces.names import card_name, face_name, tile_name, tile_value_text  # noqa: E402
from game.ui.fonts import bundled_characters  # noqa: E402

MJ = mj.load_mahjong_art()
FC = fc.load_four_colour_art()


@pytest.fixture(autouse=True, scope="module")
def _pygame():
    pygame.display.init()
    yield
    clear_cache()


class Tile:
    """A stand-in for an engine's value class: the faces take anything whose str is the code."""

    def __init__(self, code: str) -> None:
        self.code = code

    def __str__(self) -> str:
        return self.code


def _near(surface: pygame.Surface, colour, tolerance: int = 40) -> pygame.mask.Mask:
    r, g, b = colour[:3]
    return pygame.mask.from_threshold(surface, (r, g, b, 255), (tolerance, tolerance, tolerance, 2))


def _not_near(surface: pygame.Surface, colour, tolerance: int = 40) -> pygame.mask.Mask:
    mask = _near(surface, colour, tolerance)
    mask.invert()
    return mask.overlap_mask(pygame.mask.from_surface(surface, 250), (0, 0))


def _box(size: tuple[int, int]) -> pygame.Rect:
    """The drawing box of an upright tile in pixels (from the art's body)."""
    w, h = size
    b = MJ.body
    e = max(b["edge"], 1 / w)
    x = (e + b["margin"]) * w
    fw, fh = 1 - 2 * e - b["side"], h / w - 2 * e - b["bottom"]
    return pygame.Rect(round(x), round(x), round((fw - 2 * b["margin"]) * w), round((fh - 2 * b["margin"]) * w))


def _marks(code: str, height: int = 408) -> tuple[pygame.Surface, pygame.mask.Mask, pygame.Rect]:
    """The tile, the mask of its marks (everything not ivory inside the drawing box), and the box."""
    size = mj.tile_size(height)
    surface = mj.render_tile(code, size)
    box = _box(size)
    area = pygame.mask.Mask(size)
    area.draw(pygame.mask.Mask(box.size, fill=True), box.topleft)
    ink = _not_near(surface, MJ.colour("ivory"), 24)
    return surface, ink.overlap_mask(area, (0, 0)), box


def _outermost(components: list[pygame.mask.Mask]) -> list[pygame.Rect]:
    rects = [c.get_bounding_rects()[0] for c in components]
    return [r for r in rects if not any(o is not r and o.contains(r) and o != r for o in rects)]


# --- mahjong tiles: sizes, cache, codes -------------------------------------------------------

@pytest.mark.parametrize("height", [34, 60, 110, 220])
def test_every_tile_draws_at_its_size_upright_and_lying(height):
    size = mj.tile_size(height)
    lying = mj.tile_size(height, turned=True)
    assert lying == (size[1], size[0])
    for code in mj.TILE_CODES:
        assert mj.render_tile(code, size).get_size() == size
        assert mj.render_tile(code, lying, turned=True).get_size() == lying
    assert mj.render_tile_back(size).get_size() == size
    assert mj.render_tile_back(lying, turned=True).get_size() == lying


def test_there_are_42_distinct_tiles_in_the_banker_engines_codes():
    assert len(mj.TILE_CODES) == len(set(mj.TILE_CODES)) == 42
    assert {"1b", "9b", "1d", "9d", "1c", "9c", "E", "S", "W", "N", "Dr", "Dg", "Dw", "F1", "S4"} <= set(mj.TILE_CODES)


def test_a_tile_is_taken_by_its_text_form_and_cached():
    size = mj.tile_size(90)
    first = mj.render_tile("5d", size)
    assert mj.render_tile(Tile("5d"), size) is first
    assert mj.render_tile("5d", (size[0] + 1, size[1])) is not first
    assert mj.render_tile("5d", size[::-1], turned=True) is not first


def test_every_tile_face_is_its_own():
    size = mj.tile_size(80)
    pictures = {pygame.image.tobytes(mj.render_tile(code, size), "RGBA") for code in mj.TILE_CODES}
    assert len(pictures) == len(mj.TILE_CODES)


@pytest.mark.parametrize("bad", ["0b", "10d", "Dx", "F5", "S0", "e", "", "R-Ch"])
def test_anything_that_is_no_tile_is_refused(bad):
    with pytest.raises(ValueError):
        mj.render_tile(bad, (40, 54))


def test_tiles_are_about_three_by_four_and_lying_ones_turned():
    w, h = mj.tile_size(136)
    assert 1.25 <= h / w <= 1.45
    lying = mj.render_tile("1b", (136, w), turned=True)
    upright = mj.render_tile("1b", (w, 136))
    # a quarter turn anticlockwise: the upright tile's top row becomes the lying tile's left column
    assert lying.get_at((2, lying.get_height() // 2)) == upright.get_at((upright.get_width() // 2, 2))


def test_each_size_is_drawn_afresh_not_scaled():
    small = mj.render_tile("9d", mj.tile_size(60))
    big = mj.render_tile("9d", mj.tile_size(240))
    scaled = pygame.transform.smoothscale(small, big.get_size())
    differ = sum(1 for x in range(0, big.get_width(), 3) for y in range(0, big.get_height(), 3)
                 if sum(abs(a - b) for a, b in zip(big.get_at((x, y)), scaled.get_at((x, y)))) > 60)
    assert differ > 200


# --- mahjong tiles: what is on them (faces.md "Mahjong tiles") ---------------------------------

@pytest.mark.parametrize("n", range(2, 10))
def test_n_of_dots_has_n_dots_each_of_concentric_rings(n):
    _, ink, _ = _marks(f"{n}d")
    components = ink.connected_components(minimum=20)
    dots = _outermost(components)
    assert len(dots) == n
    # concentric: inside each dot's outer ring lie further rings (the art's five discs: three inked)
    assert len(components) == 3 * n


def test_seven_of_dots_is_three_on_a_diagonal_above_four():
    surface, ink, _ = _marks("7d")
    dots = sorted(_outermost(ink.connected_components(minimum=20)), key=lambda r: r.centery)
    top, square = dots[:3], dots[3:]
    assert max(r.bottom for r in top) <= min(r.top for r in square) + top[0].height
    xs = [r.centerx for r in sorted(top, key=lambda r: r.centerx)]
    ys = [r.centery for r in sorted(top, key=lambda r: r.centerx)]
    assert xs[0] < xs[1] < xs[2] and ys[0] < ys[1] < ys[2]  # a diagonal, falling to the right
    green, red = MJ.colour("green"), MJ.colour("red")
    for r, ink_colour in [(t, green) for t in top] + [(s, red) for s in square]:
        assert surface.get_at((r.centerx, r.top + 2))[:3] == pytest.approx(ink_colour[:3], abs=40)


def test_one_of_dots_is_one_large_round():
    _, ink, box = _marks("1d")
    (outer,) = _outermost(ink.connected_components(minimum=20))
    assert outer.width > box.width * 0.8


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6, 7, 9])
def test_n_of_bamboo_has_n_sticks(n):
    _, ink, _ = _marks(f"{n}b")
    assert len(ink.connected_components(minimum=40)) == n


def test_eight_of_bamboo_is_an_m_above_a_w():
    """The inner sticks lean together: meeting at the bottom in the upper half (M), the top in the lower (W)."""
    _, ink, box = _marks("8b")
    half = box.height // 2
    for top, meet_low in ((box.top, True), (box.top + half, False)):
        part = pygame.mask.Mask(ink.get_size())
        part.draw(pygame.mask.Mask((box.width, half), fill=True), (box.left, top))
        pieces = sorted(ink.overlap_mask(part, (0, 0)).connected_components(minimum=40),
                        key=lambda m: m.get_bounding_rects()[0].centerx)
        assert len(pieces) == 3  # two upright outer sticks and the joined inner pair
        inner = pieces[1]
        rows = [y for y in range(inner.get_size()[1]) if any(inner.get_at((x, y)) for x in
                range(box.centerx - 2, box.centerx + 3))]
        middle = (min(rows) + max(rows)) / 2
        inner_rect = inner.get_bounding_rects()[0]
        assert (middle > inner_rect.centery) == meet_low


def test_one_of_bamboo_is_a_bird_not_a_stick():
    surface, ink, _ = _marks("1b")
    colours = {name: _near(surface, MJ.colour(name), 30).overlap_area(ink, (0, 0)) for name in
               ("green", "blue", "red", "gold")}
    assert all(count > 100 for count in colours.values()), colours
    assert len(ink.connected_components(minimum=40)) < 9  # one figure (and its perch), not sticks


@pytest.mark.parametrize("n", range(1, 10))
def test_characters_are_a_numeral_above_a_red_wan(n):
    surface, ink, box = _marks(f"{n}c")
    red = _near(surface, MJ.colour("red"), 40).overlap_mask(ink, (0, 0))
    assert red.centroid()[1] > box.centery
    numeral = _near(surface, MJ.colour("numeral"), 50).overlap_mask(ink, (0, 0))
    assert numeral.count() > 50 and numeral.centroid()[1] < box.centery


@pytest.mark.parametrize("code, ink", [("Dr", "red"), ("Dg", "green"), ("Dw", "blue"),
                                       ("E", "black"), ("N", "black")])
def test_dragons_and_winds_in_their_inks(code, ink):
    surface, marks, _ = _marks(code)
    coloured = _near(surface, MJ.colour(ink), 45).overlap_area(marks, (0, 0))
    assert coloured > 0.6 * marks.count()


def test_white_dragon_is_an_empty_blue_frame():
    surface, marks, box = _marks("Dw")
    assert surface.get_at(box.center)[:3] == pytest.approx(MJ.colour("ivory")[:3], abs=12)
    assert len(marks.connected_components(minimum=40)) == 2  # the frame's outer and inner lines


def test_flowers_and_seasons_are_two_series_in_two_inks():
    for series, ink, other in (("F", "flower", "season"), ("S", "season", "flower")):
        for n in range(1, 5):
            surface, marks, _ = _marks(f"{series}{n}")
            mine = _near(surface, MJ.colour(ink), 30).overlap_area(marks, (0, 0))
            theirs = _near(surface, MJ.colour(other), 30).overlap_area(marks, (0, 0))
            assert mine > 5 * max(1, theirs)


def test_a_hidden_tile_stands_out_on_the_felt():
    back = mj.render_tile_back(mj.tile_size(80))
    assert _distance(_mean(back), theme.FELT) > 80
    assert _distance(_mean(back), _mean(mj.render_tile("5d", mj.tile_size(80)))) > 80


# --- four-colour cards (faces.md "Four-colour cards") ------------------------------------------

@pytest.mark.parametrize("height", [60, 120, 190, 400])
def test_every_card_draws_at_its_size(height):
    size = fc.card_size(height)
    for code in fc.CARD_CODES:
        assert fc.render_card(code, size).get_size() == size
    assert fc.render_card_back(size).get_size() == size


def test_cards_are_long_and_narrow_and_cached():
    w, h = fc.card_size(190)
    assert 3.4 <= h / w <= 4.4
    first = fc.render_card("R-Ch", (w, h))
    assert fc.render_card(Tile("R-Ch"), (w, h)) is first
    assert fc.render_card("R-Ch", (w, h + 1)) is not first
    assert len(fc.CARD_CODES) == 29


@pytest.mark.parametrize("bad", ["R-Xx", "B-Gn", "Jkr", "RGn", "5d", ""])
def test_anything_that_is_no_card_is_refused(bad):
    with pytest.raises(ValueError):
        fc.render_card(bad, (40, 150))


def test_the_paper_is_the_cards_colour_and_the_four_are_far_apart():
    size = fc.card_size(190)
    papers = {}
    for colour in fc.COLOURS:
        card = fc.render_card(f"{colour}-Sd", size)
        papers[colour] = card.get_at((size[0] // 2, size[1] // 2))[:3]
        assert papers[colour] == pytest.approx(FC.suits[colour].paper[:3], abs=6)
    for a in fc.COLOURS:
        for b in fc.COLOURS:
            if a < b:
                assert _distance(papers[a], papers[b]) > 90, (a, b)
    joker = _commonest(fc.render_card("Jk", size))
    assert joker[0] > 2 * max(joker[1:]) and sum(joker) < sum(papers["R"]) - 100  # a deeper red


def _top_ink(code: str, size) -> pygame.mask.Mask:
    """Black ink in the card's head, where the character sits."""
    card = fc.render_card(code, size)
    ink = _near(card, FC.colour("ink"), 70)
    disc = pygame.Surface(size, pygame.SRCALPHA)
    ring = FC.card["ring"] * size[0]
    pygame.draw.circle(disc, (255, 255, 255, 255), (size[0] / 2, FC.card["glyph_y"] * size[1]),
                       ring - FC.card["ring_width"] * size[0] * 1.5)  # inside the ring, not the ring
    return ink.overlap_mask(pygame.mask.from_surface(disc), (0, 0))


def _extent(mask: pygame.mask.Mask) -> pygame.Rect:
    rects = mask.get_bounding_rects()
    return rects[0].unionall(rects[1:])


def test_the_character_is_large_black_and_each_sides_own():
    size = fc.card_size(300)
    for rank in fc.RANKS:
        red_side, black_side = _top_ink(f"R-{rank}", size), _top_ink(f"G-{rank}", size)
        assert red_side.count() > 200
        assert _extent(red_side).height > 0.45 * size[0], rank
        # yellow prints what red prints (帥仕相俥傌炮兵), white what green prints (將士象車馬包卒)
        assert _top_ink(f"Y-{rank}", size).overlap_area(red_side, (0, 0)) > 0.9 * red_side.count()
        assert _top_ink(f"W-{rank}", size).overlap_area(black_side, (0, 0)) > 0.9 * black_side.count()
        if rank not in ("Ad",):  # 仕 and 士 differ by one stroke only
            assert red_side.overlap_area(black_side, (0, 0)) < 0.8 * red_side.count(), rank
    assert fc.PRINT["R"]["Ch"] == "俥" and fc.PRINT["Y"]["Hs"] == "傌" and fc.PRINT["W"]["Cn"] == "包"


def test_colour_blind_mark_each_colour_has_its_own_corner_letter():
    size = fc.card_size(300)
    corner = pygame.Rect(0, 0, round(size[0] * 0.42), round(FC.card["letter_y"] * 2 * size[0]))
    marks = {}
    for colour in fc.COLOURS:
        card = fc.render_card(f"{colour}-Ch", size)
        ink = _near(card, FC.colour("ink"), 70)
        area = pygame.mask.Mask(size)
        area.draw(pygame.mask.Mask(corner.size, fill=True), corner.topleft)
        marks[colour] = ink.overlap_mask(area, (0, 0))
        assert marks[colour].count() > 30, colour
    for a in fc.COLOURS:
        for b in fc.COLOURS:
            if a < b:
                same = marks[a].overlap_area(marks[b], (0, 0))
                assert same < 0.8 * min(marks[a].count(), marks[b].count()), (a, b)
    assert len({s.letter for s in FC.suits.values()}) == 4
    assert len({s.frame for s in FC.suits.values()}) == 4


def test_the_card_back_is_orange_and_stands_out_on_the_felt():
    back = fc.render_card_back(fc.card_size(190))
    r, g, b = _mean(back)
    assert r > g > b and r - b > 100
    assert _distance((r, g, b), theme.FELT) > 120


# --- the domino tile back (faces.md "Domino tiles") --------------------------------------------

def test_a_hidden_domino_tile_stands_out_on_the_felt():
    """The fishing game keeps its hidden tiles on the green felt: their back must not be felt-coloured."""
    tile = FaceStyle(kind="tile")
    back = render_back(face_size(100, tile), tile)
    assert _distance(_mean(back), theme.FELT) > 80
    edge = back.get_at((back.get_width() // 2, 0))[:3]
    assert _distance(edge, theme.FELT) > 80  # its edge too


def test_the_card_back_of_the_climbing_games_is_unchanged():
    """Only the tile back changed: the cards' back keeps its red lattice."""
    back = render_back((60, 200), FaceStyle())
    r, g, b = _mean(back)
    assert r > 120 and g < 110 and b < 100


# --- names (faces.md "Names on hover") -----------------------------------------------------------

def test_names_of_tiles():
    assert str(tile_name("5d")) == "Five of Dots 五筒"
    assert str(tile_name("E")) == "East Wind 東"
    assert str(tile_name("1b")) == "One of Bamboo 一條"
    assert str(tile_name("9c")) == "Nine of Characters 九萬"
    assert str(tile_name("Dw")) == "White Dragon 白"
    assert str(tile_name("F2")) == "Flower 2, Orchid 蘭"
    assert str(tile_name("S4")) == "Season 4, Winter 冬"
    assert tile_value_text("5d") == "5" and tile_value_text("Dr") == "½" and tile_value_text("S1") == "½"


def test_names_of_cards():
    assert str(card_name("R-Ch")) == "Red Chariot 俥"
    assert str(card_name("G-Ch")) == "Green Chariot 車"
    assert str(card_name("Y-Hs")) == "Yellow Horse 傌"
    assert str(card_name("W-Gn")) == "White General 將"
    assert str(card_name("Jk")) == "Joker"
    assert str(face_name(Tile("W"))) == "West Wind 西" and str(face_name("W-Sd")) == "White Soldier 卒"


def test_every_code_has_a_distinct_name():
    tiles = {str(tile_name(c)) for c in mj.TILE_CODES}
    cards = {str(card_name(c)) for c in fc.CARD_CODES}
    assert len(tiles) == 42 and len(cards) == 29
    for bad in ("0b", "X-Gn"):
        with pytest.raises(ValueError):
            face_name(bad)


# --- font: every glyph the faces and names draw ------------------------------------------------

def test_every_glyph_of_the_faces_and_names_is_in_the_bundled_font():
    text = "".join(str(tile_name(c)) + tile_value_text(c) for c in mj.TILE_CODES)
    text += "".join(str(card_name(c)) for c in fc.CARD_CODES)
    text += mj.NUMERALS + "萬" + "".join(mj.WINDS.values()) + "中發" + mj.FLOWERS + mj.SEASONS + "1234"
    text += "".join(fc.PRINT["R"].values()) + "".join(fc.PRINT["G"].values())
    text += "".join(s.letter for s in FC.suits.values()) + "JOKER"
    has = bundled_characters()
    missing = sorted({ch for ch in text if not ch.isspace() and ch not in has})
    assert not missing, f"the font lacks {''.join(missing)}; run tools/subset_font.py"
    assert "俥" in has and "傌" in has


# --- the art files ----------------------------------------------------------------------------

@pytest.mark.parametrize("loader, name, edit, key", [
    (mj.load_mahjong_art, "mahjong.yaml", lambda d: d["dots"]["7"].pop("radius"), "dots.7.radius: missing"),
    (mj.load_mahjong_art, "mahjong.yaml", lambda d: d["dots"]["7"]["spots"].pop(), "dots.7.spots: 6 spots"),
    (mj.load_mahjong_art, "mahjong.yaml", lambda d: d["bamboo"]["8"]["sticks"][0].__setitem__(2, "pink"),
     "bamboo.8.sticks[0]: unknown ink 'pink'"),
    (mj.load_mahjong_art, "mahjong.yaml", lambda d: d["colours"].pop("back"), "colours.back: missing"),
    (fc.load_four_colour_art, "four_colour.yaml", lambda d: d["suits"]["G"].pop("letter"),
     "suits.G.letter: missing"),
    (fc.load_four_colour_art, "four_colour.yaml", lambda d: d["suits"]["G"].__setitem__("letter", "R"),
     "suits: the colour letters must differ"),
    (fc.load_four_colour_art, "four_colour.yaml", lambda d: d["card"].__setitem__("aspect", 9),
     "card.aspect: 9"),
])
def test_art_errors_name_the_file_and_key(tmp_path, loader, name, edit, key):
    data = yaml.safe_load((sprites_dir() / name).read_text(encoding="utf-8"))
    edit(data)
    path = tmp_path / name
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    with pytest.raises(FaceArtError) as err:
        loader(path)
    assert str(err.value).startswith(f"{path}: {key}")


def test_other_art_keys_its_own_cache(tmp_path):
    data = yaml.safe_load((sprites_dir() / "mahjong.yaml").read_text(encoding="utf-8"))
    data["colours"]["back"] = [200, 40, 40]
    path = tmp_path / "mahjong.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    other = mj.load_mahjong_art(path)
    size = mj.tile_size(60)
    assert mj.render_tile_back(size, art=other) is not mj.render_tile_back(size)
    assert _distance(_mean(mj.render_tile_back(size, art=other)), _mean(mj.render_tile_back(size))) > 60


# --- helpers ----------------------------------------------------------------------------------

def _mean(surface: pygame.Surface) -> tuple[float, float, float]:
    """The mean colour of the opaque pixels."""
    total, n = [0, 0, 0], 0
    for x in range(0, surface.get_width(), 2):
        for y in range(0, surface.get_height(), 2):
            c = surface.get_at((x, y))
            if c.a > 200:
                total = [t + v for t, v in zip(total, c[:3])]
                n += 1
    return tuple(t / n for t in total)  # type: ignore[return-value]


def _commonest(surface: pygame.Surface) -> tuple[int, int, int]:
    """The colour most pixels have: a card's paper."""
    counts: dict[tuple, int] = {}
    for x in range(0, surface.get_width(), 2):
        for y in range(0, surface.get_height(), 2):
            c = tuple(surface.get_at((x, y))[:3])
            counts[c] = counts.get(c, 0) + 1
    return max(counts, key=counts.get)  # type: ignore[arg-type]


def _distance(a, b) -> float:
    return sum((x - y) ** 2 for x, y in zip(a[:3], b[:3])) ** 0.5


def test_a_whole_set_draws_fast_enough_for_a_new_table():
    """A table drawing every tile and card afresh (a new window size) must not stall a frame for long."""
    import time
    mj.set_mahjong_art(None)
    fc.set_four_colour_art(None)
    start = time.perf_counter()
    for code in mj.TILE_CODES:
        mj.render_tile(code, mj.tile_size(97))
    for code in fc.CARD_CODES:
        fc.render_card(code, fc.card_size(171))
    assert time.perf_counter() - start < 2.0  # about 0.15 s on a 2020 laptop
