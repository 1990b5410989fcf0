"""Faces drawn in code: Chinese domino cards and tiles, crisp at any size.

Why in code: the table scales with the window, and a bitmap scaled up blurs
while one scaled down loses its thin lines; drawing each size afresh keeps
every size sharp. The art (spot layouts, colours, proportions) is data, in
``sprites/faces.yaml`` (see ``face_art``), tuned by eye without touching code.

Two halves, as DESIGN.md asks ("the face-drawing code takes a face
*description*, not a domino hard-wired"):

* a **description** says what is on the face as *marks* (spots, text, lines)
  in face-width units: ``DominoFace`` turns two numbers into spots by the
  layouts of ``faces.yaml``. Mahjong tiles and four-colour cards will be other
  descriptions producing the same marks (characters, bamboo, xiangqi names);
* the **renderer** (``render_face``) draws a body (paper card or ivory tile,
  from ``FaceStyle.kind``), then the marks, supersampled and smoothed down to
  the size asked, and caches the result per (face, size, style).

Rendered surfaces are shared through the cache: blit them, never draw on them.

The package's other modules draw the other families' faces through the same
cache, each from its own art file: ``mahjong`` (Sap Tim Pun's tiles,
``sprites/mahjong.yaml``), ``four_colour`` (Si Se Pai's cards,
``sprites/four_colour.yaml``), with ``names`` for their hover names, ``pen``
(the supersampled drawing surface they share) and ``art_data`` (their checked
YAML reader). They take a tile or card by its text form, ``str(x)``, so they
work with whatever value class an engine uses. This module holds the dominoes.
"""
from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Hashable, Protocol, Sequence, Union

import pygame

from game.ui.face_art import BODY_KINDS, RGBA, Body, FaceArt, FaceArtError, Layout, load_art
from game.ui.fonts import load_font

__all__ = [
    "FaceStyle", "DominoFace", "CharacterFace", "face_for", "FaceDescription", "Spot", "Text", "Line", "Mark",
    "render_face", "render_back", "render_shadow", "face_size", "load_font",
    "load_art", "set_art", "clear_cache", "FaceArt", "FaceArtError",
]


@dataclass(frozen=True)
class FaceStyle:
    """How faces look, independent of which face: part of every cache key.

    kind: "card" (long paper card, Hong Kong 十五湖 cards) or "tile" (ivory tile).
    coalesced_five: draw the 5 as one blob, as Hong Kong cards print it (faces.md).
    ring_red: colour-blind option, a ring around every red spot (faces.md).
    corner_label: print the face's name (DominoFace.label) small on the face.
    """

    kind: str = "card"
    coalesced_five: bool = False
    ring_red: bool = False
    corner_label: bool = False

    def __post_init__(self) -> None:
        if self.kind not in BODY_KINDS:
            raise ValueError(f"FaceStyle.kind: {self.kind!r} is not one of {', '.join(BODY_KINDS)}")


# --- marks: what a description puts on a face ---------------------------------
# Coordinates are in face widths from the face's top-left corner (x across,
# y down, so y runs to height/width); radii and sizes are in face widths too.

@dataclass(frozen=True)
class Spot:
    """A round spot; ``ink`` names a colour of faces.yaml."""

    x: float
    y: float
    r: float
    ink: str


@dataclass(frozen=True)
class Text:
    """A short text, centred on (x, y); ``size`` is the character height."""

    text: str
    x: float
    y: float
    size: float
    ink: str
    vertical: bool = False
    min_px: int = 0


@dataclass(frozen=True)
class Line:
    """A straight line, drawn engraved on tiles and printed on cards."""

    x0: float
    y0: float
    x1: float
    y1: float
    width: float
    ink: str


Mark = Union[Spot, Text, Line]


class FaceDescription(Protocol, Hashable):
    """Anything that can say what is on its face; must be hashable (cache key)."""

    def marks(self, art: FaceArt, style: FaceStyle, aspect: float) -> Sequence[Mark]:
        """The marks on a face of this style whose height is ``aspect`` widths."""
        ...


@dataclass(frozen=True)
class DominoFace:
    """One Chinese domino: the number at the top end and at the bottom end.

    By convention the game draws the smaller number at the top (``parse`` does
    that); ``top`` and ``bottom`` are kept as given so a caller can choose.
    ``label`` is the name printed when ``FaceStyle.corner_label`` is on; names
    are the rules' business (sap-ng-wu.md §1), so the caller supplies them.
    """

    top: int
    bottom: int
    label: str = ""

    def __post_init__(self) -> None:
        for end in (self.top, self.bottom):
            if isinstance(end, bool) or not isinstance(end, int) or not 1 <= end <= 6:
                raise ValueError(f"DominoFace: {end!r} is not a domino number (1-6)")

    @classmethod
    def parse(cls, text: str, label: str = "") -> "DominoFace":
        """``"3:1"`` or ``"1:3"`` -> the face with 1 at the top."""
        try:
            a, b = (int(part) for part in text.split(":"))
        except ValueError:
            raise ValueError(f"DominoFace.parse: {text!r} is not a card like '1:3'") from None
        return cls(min(a, b), max(a, b), label)

    def __str__(self) -> str:
        return f"{self.top}:{self.bottom}"

    def marks(self, art: FaceArt, style: FaceStyle, aspect: float) -> Sequence[Mark]:
        body = art.bodies[style.kind]
        low, high = sorted((self.top, self.bottom))
        pair = body.pairs.get(f"{low}:{high}")
        marks: list[Mark] = []
        if pair is not None and pair.whole is not None:
            layout = pair.whole
            marks.extend(Spot(x, y * aspect, r, ink) for x, y, ink, r in layout.spots)
        else:
            top_name, bottom_name = str(self.top), str(self.bottom)
            if pair is not None:
                top_name, bottom_name = ((pair.top, pair.bottom) if self.top <= self.bottom
                                         else (pair.bottom, pair.top))
            marks.extend(self._end(art, body, style, top_name, aspect, flip=False))
            marks.extend(self._end(art, body, style, bottom_name, aspect, flip=True))
        label = body.label
        text = None
        if style.corner_label and self.label:
            text = Text(self.label, label.x, label.y * aspect, label.size, "label",
                        label.vertical, label.min_px)
        if body.divider_width > 0 and body.divider_length > 0:
            half, mid = body.divider_length / 2, aspect / 2
            # A label on the divider splits it, like a name cut between the halves.
            gap = 0.0
            if text is not None and not text.vertical and abs(text.y - mid) < text.size:
                gap = min(half, len(self.label) * text.size * 0.55 + text.size * 0.3)
            for x0, x1 in ((0.5 - half, 0.5 - gap), (0.5 + gap, 0.5 + half)):
                if x1 - x0 > body.divider_width:
                    marks.append(Line(x0, mid, x1, mid, body.divider_width, "hole"))
        if text is not None:
            marks.append(text)
        return marks

    @staticmethod
    def _end(art: FaceArt, body: Body, style: FaceStyle, name: str, aspect: float,
             flip: bool) -> list[Spot]:
        """One end's spots; the bottom end is the top one turned half a turn."""
        if style.coalesced_five and name == "5" and "5_coalesced" in art.ends:
            name = "5_coalesced"
        layout: Layout = art.ends[name]
        box = body.end
        width = 1.0 - 2 * box.side
        spots = []
        for u, v, ink, r in layout.spots:
            x = box.side + u * width
            y = box.top + v * box.length
            if flip:
                x, y = 1.0 - x, aspect - y
            spots.append(Spot(x, y, r * width, ink))
        return spots


@dataclass(frozen=True)
class CharacterFace:
    """A card with no spots, printed with its name: Luan Chuo's god of wealth 财神.

    The characters run down the middle between two short rules, in red ink, so
    the card reads from across the table and is told from every domino at once.
    """

    text: str
    ink: str = "red"

    def marks(self, art: FaceArt, style: FaceStyle, aspect: float) -> Sequence[Mark]:
        n = max(1, len(self.text))
        size = min(0.6, aspect * 0.62 / (n * 1.08))
        half = size * 1.08 * n / 2
        mid = aspect / 2
        rule = size * 0.9
        marks: list[Mark] = [Text(self.text, 0.5, mid, size, self.ink, vertical=True)]
        for y in (mid - half - rule * 0.35, mid + half + rule * 0.35):
            marks.append(Line(0.5 - rule / 2, y, 0.5 + rule / 2, y, size * 0.06, self.ink))
        return marks


def face_for(card, name: str = "") -> "DominoFace | CharacterFace":
    """What is on a game card's face: a domino's spots (``name`` as its corner label), or the
    characters ``name`` for a card that is no domino (``card.is_domino`` false)."""
    if card.is_domino:
        return DominoFace(card.lo, card.hi, name)
    return CharacterFace(name or str(card))


# --- art and cache ------------------------------------------------------------

_art: FaceArt | None = None
_cache: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()
CACHE_LIMIT = 1024  # faces kept; a table shows ~100 distinct (face, size) at once


def _current_art() -> FaceArt:
    global _art
    if _art is None:
        _art = load_art()
    return _art


def set_art(art: FaceArt | None) -> None:
    """Use other art (None: reload sprites/faces.yaml next time); drops the cache."""
    global _art
    _art = art
    clear_cache()


def clear_cache() -> None:
    """Forget every rendered surface (after a display mode change, or new art)."""
    _cache.clear()


def _cached(key: tuple, draw) -> pygame.Surface:
    surface = _cache.get(key)
    if surface is not None:
        _cache.move_to_end(key)
        return surface
    surface = draw()
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surface = surface.convert_alpha()  # much faster to blit in the display's format
    _cache[key] = surface
    while len(_cache) > CACHE_LIMIT:
        _cache.popitem(last=False)
    return surface


def _size(size: tuple[int, int]) -> tuple[int, int]:
    w, h = (int(v) for v in size)
    if w < 4 or h < 4:
        raise ValueError(f"face size {size!r}: width and height must be at least 4 pixels")
    return w, h


def face_size(height: int, style: FaceStyle = FaceStyle()) -> tuple[int, int]:
    """(width, height) of a face ``height`` pixels tall in the style's own proportion."""
    body = _current_art().bodies[style.kind]
    return max(4, round(height / body.aspect)), int(height)


def _supersample(w: int, h: int) -> int:
    """Draw at 4x for small faces (smooth edges), 2x for big ones (speed, memory).

    Only powers of two: pygame's smoothscale averages them exactly, while 3x
    or 5x leave an opaque card at alpha 253, letting the table show through.
    """
    return 4 if max(w, h) <= 400 else 2


# --- the renderer -------------------------------------------------------------

def render_face(face: FaceDescription, size: tuple[int, int],
                style: FaceStyle = FaceStyle(), art: FaceArt | None = None) -> pygame.Surface:
    """The face drawn at exactly ``size`` (w, h), with per-pixel alpha; cached.

    Drawn afresh for every size (never a scaled bitmap). The same arguments
    give the same surface object back.
    """
    w, h = _size(size)
    art = art or _current_art()
    key = ("face", face, w, h, style, art)

    def draw() -> pygame.Surface:
        canvas = _Canvas(w, h, art)
        body = art.bodies[style.kind]
        if style.kind == "tile":
            canvas.tile_body(body, "ivory", "ivory_shade")
        else:
            canvas.card_body(body)
        canvas.marks(face.marks(art, style, h / w), engraved=style.kind == "tile",
                     ring=(body.ring_radius, body.ring_width) if style.ring_red else None)
        return canvas.finish()

    return _cached(key, draw)


def render_back(size: tuple[int, int], style: FaceStyle = FaceStyle(),
                art: FaceArt | None = None) -> pygame.Surface:
    """The back of a card (framed lattice) or tile (coloured, edged, a framed panel), at ``size``; cached."""
    w, h = _size(size)
    art = art or _current_art()
    key = ("back", w, h, style.kind, art)

    def draw() -> pygame.Surface:
        canvas = _Canvas(w, h, art)
        body = art.bodies[style.kind]
        if style.kind == "tile":
            # A coloured back with a dark edge and a framed panel: the old plain green back all
            # but vanished on the green felt, where the fishing game keeps hidden tiles.
            canvas.tile_body(body, "tile_back", "tile_back_pattern", edge="tile_back_edge")
            canvas.tile_back_panel(body)
        else:
            canvas.card_body(body, border=False)
            canvas.card_back_panel(body)
        return canvas.finish()

    return _cached(key, draw)


def render_shadow(size: tuple[int, int], style: FaceStyle = FaceStyle(),
                  art: FaceArt | None = None) -> tuple[pygame.Surface, tuple[int, int]]:
    """A soft drop shadow for a face of ``size``, and where to blit it.

    Returns (surface, (dx, dy)): blit the surface at the face's top-left plus
    (dx, dy), before the face. Kept apart from the face so that a face's
    surface is exactly the card, for hit-testing and layout.
    """
    w, h = _size(size)
    art = art or _current_art()
    key = ("shadow", w, h, style.kind, art)
    blur = max(2, round(w * 0.07))
    offset = (round(w * 0.03) - 2 * blur, round(w * 0.06) - 2 * blur)

    def draw() -> pygame.Surface:
        body = art.bodies[style.kind]
        colour = art.colour("shadow")
        surface = pygame.Surface((w + 4 * blur, h + 4 * blur), pygame.SRCALPHA)
        surface.fill((*colour[:3], 0))
        pygame.draw.rect(surface, colour, (2 * blur, 2 * blur, w, h),
                         border_radius=round(body.corner * w))
        return pygame.transform.gaussian_blur(surface, blur)

    return _cached(key, draw), offset


def _mix(a: RGBA, b: RGBA, t: float) -> RGBA:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))  # type: ignore[return-value]


class _Canvas:
    """A supersampled drawing surface for one face, in face-width units."""

    def __init__(self, w: int, h: int, art: FaceArt) -> None:
        self.w, self.h, self.art = w, h, art
        self.ss = _supersample(w, h)
        self.unit = w * self.ss  # pixels per face width on the big surface
        self.big = pygame.Surface((w * self.ss, h * self.ss), pygame.SRCALPHA)
        # Transparent pixels carry the edge colour, so smoothing the corners
        # down does not pull a dark fringe in from (0, 0, 0, 0).
        self.big.fill((*art.colour("edge")[:3], 0))

    def px(self, v: float) -> float:
        return v * self.unit

    def rrect(self, colour: RGBA, inset: float, radius: float, width: int = 0,
              offset: tuple[float, float] = (0.0, 0.0), surface: pygame.Surface | None = None
              ) -> None:
        """A rounded rectangle inset by ``inset`` pixels from the edges."""
        surface = surface or self.big
        W, H = surface.get_size()
        rect = pygame.Rect(round(inset + offset[0]), round(inset + offset[1]),
                           round(W - 2 * inset), round(H - 2 * inset))
        pygame.draw.rect(surface, colour, rect, width, border_radius=max(0, round(radius)))

    def rim(self, outer: str, inner: str, start: float, depth: float, radius: float) -> None:
        """Fill with ``inner``, shading towards ``outer`` over ``depth`` pixels at the edge."""
        steps = max(1, min(8, round(depth / self.ss)))
        a, b = self.art.colour(outer), self.art.colour(inner)
        for i in range(steps + 1):
            inset = start + depth * i / steps
            self.rrect(_mix(a, b, (i / steps) ** 0.7), inset, max(0.0, radius - inset + start))

    def card_body(self, body: Body, border: bool = True) -> None:
        radius = self.px(body.corner)
        self.rrect(self.art.colour("edge"), 0, radius)
        hair = self.ss  # one final pixel of cut edge
        self.rim("paper_shade", "paper", hair, self.px(body.rim), radius - hair)
        if border and body.border_width > 0:
            self.rrect(self.art.colour("border"), self.px(body.border_inset),
                       self.px(body.border_corner), max(self.ss, round(self.px(body.border_width))))

    def tile_body(self, body: Body, face: str, shade: str, edge: str = "tile_edge") -> None:
        radius = self.px(body.corner)
        bevel = max(self.ss, self.px(body.bevel))
        self.rrect(self.art.colour(edge), 0, radius)
        # Light from the upper left: that bevel is bright, the lower right one dark.
        W, H = self.big.get_size()
        lit = pygame.Rect(0, 0, round(W - bevel * 0.6), round(H - bevel * 0.6))
        pygame.draw.rect(self.big, self.art.colour("highlight"), lit,
                         border_radius=round(radius))
        self.rim(shade, face, bevel, self.px(body.rim), radius - bevel * 0.5)

    def tile_back_panel(self, body: Body) -> None:
        """A frame line inside a tile's back, so it reads as a made surface, not a hole in the felt."""
        inset = self.px(body.bevel + body.rim + 0.08)
        width = max(self.ss, round(self.px(0.03)))
        self.rrect(self.art.colour("tile_back_pattern"), inset, max(0.0, self.px(body.corner) - inset), width)

    def card_back_panel(self, body: Body) -> None:
        back = self.art.back
        inset = self.px(back.frame_inset)
        W, H = self.big.get_size()
        panel = pygame.Surface((round(W - 2 * inset), round(H - 2 * inset)), pygame.SRCALPHA)
        panel.fill(self.art.colour("back"))
        pattern = self.art.colour("back_pattern")
        step = self.px(back.lattice)
        line = max(self.ss, round(self.px(back.lattice_width)))
        pw, ph = panel.get_size()
        # A diagonal lattice centred on the panel, so the pattern sits symmetric.
        cx, cy = pw / 2, ph / 2
        n = int((pw + ph) / step) + 2
        for i in range(-n, n + 1):
            d = i * step
            pygame.draw.line(panel, pattern, (cx + d - ph, cy - ph), (cx + d + ph, cy + ph), line)
            pygame.draw.line(panel, pattern, (cx + d + ph, cy - ph), (cx + d - ph, cy + ph), line)
        if back.medallion > 0:
            r = self.px(back.medallion)
            diamond = [(cx, cy - r * 1.6), (cx + r, cy), (cx, cy + r * 1.6), (cx - r, cy)]
            pygame.draw.polygon(panel, self.art.colour("back"), diamond)
            pygame.draw.polygon(panel, self.art.colour("back_frame"), diamond, line)
            inner = [(cx, cy - r * 0.8), (cx + r * 0.5, cy), (cx, cy + r * 0.8), (cx - r * 0.5, cy)]
            pygame.draw.polygon(panel, pattern, inner)
        frame = max(self.ss, round(self.px(back.frame_width)))
        corner = max(0.0, self.px(body.corner) - inset)
        pygame.draw.rect(panel, self.art.colour("back_frame"), panel.get_rect().inflate(
            -2 * frame, -2 * frame), frame, border_radius=round(corner * 0.6))
        # Clip the panel to its rounded outline.
        mask = pygame.Surface(panel.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=round(corner))
        mask.blit(panel, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        self.big.blit(mask, (round(inset), round(inset)))

    def marks(self, marks: Sequence[Mark], engraved: bool,
              ring: tuple[float, float] | None) -> None:
        spots = [m for m in marks if isinstance(m, Spot)]
        for mark in marks:
            if isinstance(mark, Line):
                self.line(mark, engraved)
        if engraved:
            # Drilled look: every hole's dark wall first, so overlapping spots
            # (the coalesced five) read as one hole, not a stack of crescents.
            hole = self.art.colour("hole")
            for s in spots:
                pygame.draw.circle(self.big, _mix(self.art.colour(s.ink), hole, 0.55),
                                   (self.px(s.x), self.px(s.y)), self.px(s.r))
            for s in spots:
                r = self.px(s.r)
                shift = r * 0.16
                pygame.draw.circle(self.big, self.art.colour(s.ink),
                                   (self.px(s.x) + shift * 0.6, self.px(s.y) + shift * 0.8),
                                   r - shift)
        else:
            for s in spots:
                pygame.draw.circle(self.big, self.art.colour(s.ink),
                                   (self.px(s.x), self.px(s.y)), self.px(s.r))
        if ring is not None:
            scale, width = ring
            for s in spots:
                if s.ink == "red":
                    r = self.px(s.r)
                    pygame.draw.circle(self.big, self.art.colour("red"),
                                       (self.px(s.x), self.px(s.y)), r * scale,
                                       max(self.ss, round(r * width)))
        for mark in marks:
            if isinstance(mark, Text):
                self.text(mark)

    def line(self, mark: Line, engraved: bool) -> None:
        width = max(self.ss, self.px(mark.width))
        x0, y0, x1, y1 = (self.px(v) for v in (mark.x0, mark.y0, mark.x1, mark.y1))
        if engraved:
            light = pygame.Rect(0, 0, abs(x1 - x0) + width, abs(y1 - y0) + width)
            light.center = ((x0 + x1) / 2 + width * 0.25, (y0 + y1) / 2 + width * 0.45)
            pygame.draw.rect(self.big, self.art.colour("highlight"), light,
                             border_radius=round(width / 2))
        rect = pygame.Rect(0, 0, abs(x1 - x0) + width, abs(y1 - y0) + width)
        rect.center = ((x0 + x1) / 2, (y0 + y1) / 2)
        pygame.draw.rect(self.big, self.art.colour(mark.ink), rect, border_radius=round(width / 2))

    def text(self, mark: Text) -> None:
        if mark.size * self.w < mark.min_px:
            return  # too small to read: leave the face clean
        font = load_font(round(self.px(mark.size)))
        colour = self.art.colour(mark.ink)
        if mark.vertical:
            glyphs = [font.render(ch, True, colour) for ch in mark.text]
            step = self.px(mark.size) * 1.08
            top = self.px(mark.y) - step * len(glyphs) / 2
            for i, glyph in enumerate(glyphs):
                rect = glyph.get_rect(center=(self.px(mark.x), top + step * (i + 0.5)))
                self.big.blit(glyph, rect)
        else:
            glyph = font.render(mark.text, True, colour)
            self.big.blit(glyph, glyph.get_rect(center=(self.px(mark.x), self.px(mark.y))))

    def finish(self) -> pygame.Surface:
        return pygame.transform.smoothscale(self.big, (self.w, self.h))
