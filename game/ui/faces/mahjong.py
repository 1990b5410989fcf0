"""Mahjong tiles drawn in code, for Sap Tim Pun 十點半 (docs/rules/faces.md, "Mahjong tiles").

A tile is named by its text form, the one the banker engine writes
(``str(tile)``): ``1b``-``9b`` bamboo 條, ``1d``-``9d`` dots 筒, ``1c``-``9c``
characters 萬, winds ``E S W N``, dragons ``Dr Dg Dw``, flowers ``F1``-``F4``,
seasons ``S1``-``S4``. So these faces work with whatever value class the
engine uses for a tile.

Drawn as a real tile is made: an ivory face on a coloured back, seen from the
front and a little from above, so the bone layer and the back show as bands
below the face; a hidden tile shows its coloured back, clearly apart from the
green felt. Colours, layouts and proportions are data (``sprites/mahjong.yaml``);
every size is drawn afresh and cached per (tile, size), like the dominoes.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

import pygame

from game.paths import sprites_dir
from game.ui.face_art import RGBA
from game.ui.faces import _cached, _size
from game.ui.faces.art_data import ArtReader, read_yaml
from game.ui.faces.pen import Pen, mix

__all__ = [
    "TILE_CODES", "SUIT_CODES", "HONOUR_CODES", "BONUS_CODES", "MahjongArt", "load_mahjong_art",
    "tile_code", "tile_size", "render_tile", "render_tile_back", "set_mahjong_art",
]

SUIT_CODES = tuple(f"{n}{s}" for s in "bdc" for n in range(1, 10))
HONOUR_CODES = ("E", "S", "W", "N", "Dr", "Dg", "Dw")
BONUS_CODES = ("F1", "F2", "F3", "F4", "S1", "S2", "S3", "S4")
TILE_CODES = SUIT_CODES + HONOUR_CODES + BONUS_CODES

NUMERALS = "一二三四五六七八九"
WINDS = {"E": "東", "S": "南", "W": "西", "N": "北"}
DRAGONS = {"Dr": ("中", "red"), "Dg": ("發", "green")}
FLOWERS = "梅蘭菊竹"
SEASONS = "春夏秋冬"

REQUIRED_COLOURS = ("ivory", "ivory_shade", "ivory_side", "highlight", "back", "back_light", "back_edge",
                    "blue", "green", "red", "black", "gold", "flower", "season", "numeral")


@dataclass(frozen=True, eq=False)
class MahjongArt:
    """The whole of ``sprites/mahjong.yaml``. Compared and hashed by identity: it keys the cache."""

    path: Path
    colours: Mapping[str, RGBA]
    body: Mapping[str, float]
    hidden: Mapping[str, float]
    rings: tuple[float, ...]
    dots: Mapping[str, tuple[float, tuple]]             # number -> (radius, spots)
    bamboo: Mapping[str, tuple[float, float, tuple]]    # number -> (length, width, sticks)
    characters: Mapping[str, float]
    honours: Mapping[str, float]
    flowers: Mapping[str, float]

    def colour(self, ink: str) -> RGBA:
        return self.colours[ink]


def load_mahjong_art(path: Path | str | None = None) -> MahjongArt:
    """Read and check the art file; FaceArtError names the file and the key."""
    path = Path(path) if path is not None else sprites_dir() / "mahjong.yaml"
    r = ArtReader(path)
    top = r.mapping(read_yaml(path), "")
    colours = r.colours(r.get(top, "colours", ""), REQUIRED_COLOURS)
    body = r.numbers(r.section(top, "body"), "aspect corner side bottom ivory_share bevel margin edge", "body")
    if not 1.0 <= body["aspect"] <= 2.0:
        raise r.fail("body.aspect", f"{body['aspect']} is out of range (1.0 to 2.0)")
    for key in ("corner", "side", "bottom", "bevel", "margin", "edge"):
        if body[key] > 0.4:
            raise r.fail(f"body.{key}", f"{body[key]} is out of range (0.0 to 0.4)")
    if body["ivory_share"] > 1:
        raise r.fail("body.ivory_share", f"{body['ivory_share']} is out of range (0.0 to 1.0)")
    hidden = r.numbers(r.section(top, "hidden"), "panel_inset panel_corner", "hidden", high=0.4)
    dot = r.section(top, "dot")
    rings_raw = r.get(dot, "rings", "dot")
    if (not isinstance(rings_raw, list) or not rings_raw
            or not all(isinstance(v, (int, float)) and not isinstance(v, bool) and 0 < v <= 1 for v in rings_raw)):
        raise r.fail("dot.rings", f"expected a list of radii between 0 and 1, got {rings_raw!r}")
    dots_raw = r.section(top, "dots")
    bamboo_raw = r.section(top, "bamboo")
    dots = {}
    for n in range(1, 10):
        where = f"dots.{n}"
        node = r.mapping(r.get(dots_raw, str(n), "dots"), where)
        spots = r.marks(node, "spots", where, extra=False)
        if len(spots) != n:
            raise r.fail(f"{where}.spots", f"{len(spots)} spots on the {n} of dots")
        dots[str(n)] = (r.number(node, "radius", where, high=0.5), spots)
    bamboo = {}
    for n in range(2, 10):
        where = f"bamboo.{n}"
        node = r.mapping(r.get(bamboo_raw, str(n), "bamboo"), where)
        sticks = r.marks(node, "sticks", where, extra=True)
        if len(sticks) != n:
            raise r.fail(f"{where}.sticks", f"{len(sticks)} sticks on the {n} of bamboo")
        bamboo[str(n)] = (r.number(node, "length", where, high=1.0), r.number(node, "width", where, high=0.5),
                          sticks)
    return MahjongArt(
        path, colours, body, hidden, tuple(float(v) for v in rings_raw), dots, bamboo,
        r.numbers(r.section(top, "characters"), "numeral_size numeral_v wan_size wan_v", "characters", high=1.0),
        r.numbers(r.section(top, "honours"), "size frame_inset frame_width frame_gap", "honours", high=1.0),
        r.numbers(r.section(top, "flowers"), "size v number_size number_u number_v", "flowers", high=1.0),
    )


_art: MahjongArt | None = None


def _current() -> MahjongArt:
    global _art
    if _art is None:
        _art = load_mahjong_art()
    return _art


def set_mahjong_art(art: MahjongArt | None) -> None:
    """Use other art (None: reload sprites/mahjong.yaml next time); its cache key is its own."""
    global _art
    _art = art


def tile_code(tile: object) -> str:
    """The tile's text form (``str(tile)``), checked: ValueError for anything that is no tile."""
    code = str(tile)
    if code not in TILE_CODES:
        raise ValueError(f"{code!r} is not a mahjong tile (1b-9b, 1d-9d, 1c-9c, E S W N, Dr Dg Dw, F1-F4, S1-S4)")
    return code


def tile_size(height: int, turned: bool = False, art: MahjongArt | None = None) -> tuple[int, int]:
    """(width, height) of a tile ``height`` pixels tall upright; ``turned``: the same tile lying on its side."""
    aspect = (art or _current()).body["aspect"]
    w, h = max(4, round(height / aspect)), int(height)
    return (h, w) if turned else (w, h)


def render_tile(tile: object, size: tuple[int, int], turned: bool = False,
                art: MahjongArt | None = None) -> pygame.Surface:
    """The tile's face at exactly ``size`` (w, h), cached per (tile, size).

    ``turned``: lying on its side (a quarter turn anticlockwise), for a wall or
    a tile laid across; ``size`` is then the lying tile's size. Drawn afresh
    for every size, never scaled. Shared through the cache: never draw on it.
    """
    code = tile_code(tile)
    w, h = _size(size)
    art = art or _current()
    key = ("mahjong", code, w, h, turned, art)

    def draw() -> pygame.Surface:
        uw, uh = (h, w) if turned else (w, h)
        pen = Pen(uw, uh, art.colour("back_edge"))
        box = _body(pen, art)
        _Face(pen, art, box).draw(code)
        surface = pen.finish()
        return pygame.transform.rotate(surface, 90) if turned else surface

    return _cached(key, draw)


def render_tile_back(size: tuple[int, int], turned: bool = False,
                     art: MahjongArt | None = None) -> pygame.Surface:
    """A hidden tile: its coloured back, with the ivory layer showing below; cached."""
    w, h = _size(size)
    art = art or _current()
    key = ("mahjong-back", w, h, turned, art)

    def draw() -> pygame.Surface:
        uw, uh = (h, w) if turned else (w, h)
        pen = Pen(uw, uh, art.colour("back_edge"))
        b, H = art.body, pen.height
        e = max(b["edge"], 1 / uw)
        pen.rect(art.colour("back_edge"), 0, 0, 1, H, b["corner"])
        pen.rect(art.colour("ivory_side"), e, e, 1 - 2 * e, H - 2 * e, b["corner"] - e)
        top = H - 2 * e - b["bottom"] * b["ivory_share"]
        pen.rect(art.colour("back"), e, e, 1 - 2 * e, top, b["corner"] - e)
        inset, hid = e + art.hidden["panel_inset"], art.hidden
        pen.rect(mix(art.colour("back"), art.colour("back_light"), 0.55), inset, inset,
                 1 - 2 * inset, top - 2 * hid["panel_inset"], hid["panel_corner"])
        pen.rect(art.colour("back_light"), inset, inset, 1 - 2 * inset - 0.02,
                 top - 2 * hid["panel_inset"] - 0.03, hid["panel_corner"])
        surface = pen.finish()
        return pygame.transform.rotate(surface, 90) if turned else surface

    return _cached(key, draw)


@dataclass(frozen=True)
class _Box:
    """Where the marks go, in face widths: the ivory face's drawing area."""

    x: float
    y: float
    w: float
    h: float

    def at(self, u: float, v: float) -> tuple[float, float]:
        return self.x + u * self.w, self.y + v * self.h


def _body(pen: Pen, art: MahjongArt) -> _Box:
    """The tile's body: outline, back, bone side and the bevelled ivory face; returns its drawing box."""
    b, H = art.body, pen.height
    e = max(b["edge"], 1 / pen.w)  # at least one final pixel of outline
    corner = b["corner"]
    pen.rect(art.colour("back_edge"), 0, 0, 1, H, corner)
    pen.rect(art.colour("back"), e, e, 1 - 2 * e, H - 2 * e, corner - e)
    keep = 1 - b["ivory_share"]
    pen.rect(art.colour("ivory_side"), e, e, 1 - 2 * e - b["side"] * keep, H - 2 * e - b["bottom"] * keep,
             corner - e)
    fw, fh = 1 - 2 * e - b["side"], H - 2 * e - b["bottom"]
    bevel = b["bevel"]
    pen.rect(art.colour("highlight"), e, e, fw - bevel * 0.5, fh - bevel * 0.5, corner - e)
    steps = max(1, min(6, round(pen.px(bevel) / pen.ss)))
    shade, ivory = art.colour("ivory_shade"), art.colour("ivory")
    for i in range(steps + 1):
        inset = bevel * 0.6 + bevel * 0.8 * i / steps
        pen.rect(mix(shade, ivory, (i / steps) ** 0.7), e + inset, e + inset, fw - 2 * inset + bevel * 0.3,
                 fh - 2 * inset + bevel * 0.3, max(0.0, corner - e - inset))
    m = b["margin"]
    return _Box(e + m, e + m, fw - 2 * m, fh - 2 * m)


class _Face:
    """The marks of one tile's face, drawn in its box."""

    def __init__(self, pen: Pen, art: MahjongArt, box: _Box) -> None:
        self.pen, self.art, self.box = pen, art, box

    def c(self, ink: str) -> RGBA:
        return self.art.colour(ink)

    def draw(self, code: str) -> None:
        if code in SUIT_CODES:
            n, suit = code[0], code[1]
            {"d": self.dots, "b": self.bamboo, "c": self.characters}[suit](n)
        elif code in WINDS:
            self.big(WINDS[code], "black")
        elif code in DRAGONS:
            self.big(*DRAGONS[code])
        elif code == "Dw":
            self.white_dragon()
        else:
            self.bonus(code)

    # -- dots 筒 ---------------------------------------------------------------------------------
    def dots(self, n: str) -> None:
        radius, spots = self.art.dots[n]
        r = radius * self.box.w
        if n == "1":
            self.big_dot(*self.box.at(spots[0][0], spots[0][1]), r)
            return
        for u, v, ink, _ in spots:
            self.dot(*self.box.at(u, v), r, ink)

    def dot(self, x: float, y: float, r: float, ink: str) -> None:
        """Concentric circles: ink and ivory in turn, as the dots are printed."""
        colours = (self.c(ink), self.c("ivory"))
        for i, k in enumerate(self.art.rings):
            self.pen.circle(colours[i % 2], x, y, r * k)

    def big_dot(self, x: float, y: float, r: float) -> None:
        """The one of dots: a large round with a ring of petals and a red heart."""
        pen, ivory = self.pen, self.c("ivory")
        pen.circle(self.c("green"), x, y, r)
        pen.circle(ivory, x, y, r * 0.9)
        pen.circle(self.c("blue"), x, y, r * 0.84)
        pen.circle(ivory, x, y, r * 0.76)
        for i in range(12):
            a = 2 * math.pi * i / 12
            pen.ellipse(self.c("green"), x + math.cos(a) * r * 0.6, y + math.sin(a) * r * 0.6,
                        r * 0.13, r * 0.07, math.degrees(a))
        pen.circle(self.c("red"), x, y, r * 0.42)
        pen.circle(ivory, x, y, r * 0.33)
        pen.circle(self.c("red"), x, y, r * 0.26)
        for i in range(8):
            a = 2 * math.pi * (i + 0.5) / 8
            pen.circle(ivory, x + math.cos(a) * r * 0.17, y + math.sin(a) * r * 0.17, r * 0.045)
        pen.circle(self.c("green"), x, y, r * 0.08)

    # -- bamboo 條 -------------------------------------------------------------------------------
    def bamboo(self, n: str) -> None:
        if n == "1":
            self.bird()
            return
        length, width, sticks = self.art.bamboo[n]
        for u, v, ink, tilt in sticks:
            self.stick(*self.box.at(u, v), length * self.box.w, width * self.box.w, ink, tilt)

    def stick(self, x: float, y: float, length: float, width: float, ink: str, tilt: float) -> None:
        """One bamboo stick: a rounded stem pinched by a joint in the middle and at the ends."""
        pen = self.pen
        t = math.radians(tilt)
        dx, dy = math.sin(t), -math.cos(t)  # along the stick, towards its top
        px, py = -dy, dx                     # across it
        half = length / 2 - width / 2
        a, b = (x + dx * half, y + dy * half), (x - dx * half, y - dy * half)
        colour = self.c(ink)
        dark = mix(colour, (0, 0, 0, 255), 0.35)
        light = mix(colour, (255, 255, 255, 255), 0.45)
        pen.line(dark, a, b, width)
        pen.line(colour, a, b, width * 0.7)
        off = width * 0.12
        pen.line(light, (a[0] - px * off, a[1] - py * off), (b[0] - px * off, b[1] - py * off), width * 0.16)
        for k in (-1.0, 0.0, 1.0):
            cx, cy = x + dx * half * k, y + dy * half * k
            w = width * (0.62 if k else 0.58)
            pen.line(dark, (cx - px * w, cy - py * w), (cx + px * w, cy + py * w), width * 0.2)

    def bird(self) -> None:
        """The one of bamboo: a bird (the sparrow 幺雞) standing on a stem of bamboo."""
        box, pen = self.box, self.pen
        bw = box.w

        def P(u: float, v: float) -> tuple[float, float]:
            return box.at(u, v)

        green, blue, red = self.c("green"), self.c("blue"), self.c("red")
        gold, ink, ivory = self.c("gold"), self.c("black"), self.c("ivory")
        # the tail: long feathers fanning up and to the right, each with an eye
        base = P(0.55, 0.6)
        for i, (tu, tv) in enumerate(((0.98, 0.12), (1.0, 0.3), (0.96, 0.48), (0.86, 0.03), (0.9, 0.62))):
            tip = P(tu, tv)
            mx, my = (base[0] + tip[0]) / 2, (base[1] + tip[1]) / 2
            length = math.hypot(tip[0] - base[0], tip[1] - base[1])
            angle = math.degrees(math.atan2(tip[1] - base[1], tip[0] - base[0]))
            pen.ellipse(blue if i % 2 else green, mx, my, length / 2, bw * 0.075, angle)
            ex, ey = base[0] + (tip[0] - base[0]) * 0.8, base[1] + (tip[1] - base[1]) * 0.8
            pen.circle(gold, ex, ey, bw * 0.055)
            pen.circle(red, ex, ey, bw * 0.03)
        # the stem it stands on
        self.stick(*P(0.45, 0.93), bw * 0.9, bw * 0.09, "green", 90)
        # legs
        for lu in (0.4, 0.5):
            pen.line(red, P(lu, 0.7), P(lu - 0.04, 0.9), bw * 0.035)
        # body and wing
        pen.ellipse(green, *P(0.42, 0.58), bw * 0.27, bw * 0.17, -25)
        pen.ellipse(mix(green, ivory, 0.55), *P(0.38, 0.64), bw * 0.16, bw * 0.08, -25)
        pen.ellipse(blue, *P(0.5, 0.54), bw * 0.16, bw * 0.075, -32)
        for k in range(3):
            pen.line(mix(blue, ivory, 0.5), P(0.42 + k * 0.05, 0.58 - k * 0.02), P(0.54 + k * 0.05, 0.5 - k * 0.03),
                     bw * 0.018)
        # head, crest, beak and eye
        hx, hy = P(0.2, 0.36)
        crest = [P(0.16, 0.28), P(0.1, 0.13), P(0.2, 0.24), P(0.24, 0.1), P(0.26, 0.26), P(0.34, 0.17),
                 P(0.3, 0.31)]
        pen.polygon(red, crest)
        pen.circle(green, hx, hy, bw * 0.13)
        pen.polygon(gold, [P(0.06, 0.34), P(-0.07, 0.41), P(0.07, 0.42)])
        pen.circle(ivory, hx - bw * 0.03, hy - bw * 0.02, bw * 0.045)
        pen.circle(ink, hx - bw * 0.035, hy - bw * 0.02, bw * 0.025)
        pen.ellipse(red, *P(0.27, 0.46), bw * 0.06, bw * 0.035, 60)

    # -- characters 萬, honours, flowers ---------------------------------------------------------
    def characters(self, n: str) -> None:
        box, ch = self.box, self.art.characters
        x = box.x + box.w / 2
        self.pen.glyph(NUMERALS[int(n) - 1], self.c("numeral"), x, box.y + box.h * ch["numeral_v"],
                       box.h * ch["numeral_size"], max_width=box.w)
        self.pen.glyph("萬", self.c("red"), x, box.y + box.h * ch["wan_v"], box.h * ch["wan_size"],
                       max_width=box.w)

    def big(self, text: str, ink: str) -> None:
        box = self.box
        self.pen.glyph(text, self.c(ink), box.x + box.w / 2, box.y + box.h / 2, box.h * self.art.honours["size"],
                       max_width=box.w * 1.02)

    def white_dragon(self) -> None:
        """白: no character, a blue frame — two lines, as the printed tile has."""
        box, hon, pen = self.box, self.art.honours, self.pen
        blue = self.c("blue")
        inset, width, gap = hon["frame_inset"] * box.w, hon["frame_width"] * box.w, hon["frame_gap"] * box.w
        corner = width * 1.2
        pen.rect(blue, box.x + inset, box.y + inset, box.w - 2 * inset, box.h - 2 * inset, corner, width)
        inner = inset + width + gap
        pen.rect(blue, box.x + inner, box.y + inner, box.w - 2 * inner, box.h - 2 * inner, corner * 0.6,
                 width * 0.45)

    def bonus(self, code: str) -> None:
        """A flower or a season: its character large, its number in the corner, each series its own ink."""
        box, fl = self.box, self.art.flowers
        series, ink = (FLOWERS, "flower") if code[0] == "F" else (SEASONS, "season")
        n = int(code[1])
        self.pen.glyph(series[n - 1], self.c(ink), box.x + box.w / 2, box.y + box.h * fl["v"],
                       box.h * fl["size"], max_width=box.w)
        self.pen.glyph(str(n), self.c(ink), box.x + box.w * fl["number_u"], box.y + box.h * fl["number_v"],
                       box.h * fl["number_size"])
        # a short sprig beside the number: the flowers' stem, the seasons' sun
        sx, sy = box.at(0.68, fl["number_v"])
        if code[0] == "F":
            self.pen.line(self.c("green"), (sx - box.w * 0.12, sy + box.h * 0.04), (sx + box.w * 0.2, sy), box.w * 0.03)
            for k, du in enumerate((-0.06, 0.06, 0.18)):
                self.pen.ellipse(self.c("green"), sx + box.w * du, sy - box.h * (0.015 if k % 2 else -0.03),
                                 box.w * 0.06, box.w * 0.028, -30 if k % 2 else 30)
            self.pen.circle(self.c(ink), sx + box.w * 0.22, sy, box.w * 0.045)
        else:
            self.pen.circle(self.c("red"), sx + box.w * 0.08, sy, box.w * 0.07)
            for i in range(8):
                a = 2 * math.pi * i / 8
                self.pen.line(self.c("red"), (sx + box.w * (0.08 + 0.1 * math.cos(a)), sy + box.w * 0.1 * math.sin(a)),
                              (sx + box.w * (0.08 + 0.14 * math.cos(a)), sy + box.w * 0.14 * math.sin(a)),
                              box.w * 0.025)

