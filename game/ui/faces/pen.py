"""A supersampled drawing surface in face-width units, for the faces drawn shape by shape.

The mahjong tiles and the four-colour cards are drawn from shapes (circles,
sticks, a bird, characters) rather than the dominoes' spots; this pen gives
them the same crispness as ``faces._Canvas``: everything is drawn at 2x or 4x
and smoothed down once, so small faces keep clean edges and big ones keep
their thin lines. Lengths are in face widths (x across, y down).
"""
from __future__ import annotations

import math
from typing import Sequence

import pygame

from game.ui.faces import _supersample
from game.ui.fonts import load_font

RGBA = tuple[int, int, int, int]
Point = tuple[float, float]


def mix(a: RGBA, b: RGBA, t: float) -> RGBA:
    """The colour ``t`` of the way from ``a`` to ``b``."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))  # type: ignore[return-value]


class Pen:
    """Draws one face of ``w`` x ``h`` pixels; ``finish`` gives the smoothed surface."""

    def __init__(self, w: int, h: int, edge: RGBA) -> None:
        self.w, self.h = w, h
        self.ss = _supersample(w, h)
        self.unit = w * self.ss
        self.big = pygame.Surface((w * self.ss, h * self.ss), pygame.SRCALPHA)
        # Transparent pixels carry the edge colour, so smoothing does not pull in a dark fringe.
        self.big.fill((*edge[:3], 0))

    @property
    def height(self) -> float:
        """The face's height in face widths."""
        return self.h / self.w

    def px(self, v: float) -> float:
        return v * self.unit

    def at(self, x: float, y: float) -> tuple[float, float]:
        return x * self.unit, y * self.unit

    def thick(self, width: float) -> int:
        """A line width in pixels, never thinner than one final pixel."""
        return max(self.ss, round(self.px(width)))

    def rect(self, colour: RGBA, x: float, y: float, w: float, h: float, radius: float = 0.0,
             width: float = 0.0) -> None:
        r = pygame.Rect(round(self.px(x)), round(self.px(y)), round(self.px(w)), round(self.px(h)))
        pygame.draw.rect(self.big, colour, r, self.thick(width) if width else 0,
                         border_radius=max(0, round(self.px(radius))))

    def circle(self, colour: RGBA, x: float, y: float, r: float, width: float = 0.0) -> None:
        pygame.draw.circle(self.big, colour, self.at(x, y), self.px(r), self.thick(width) if width else 0)

    def ellipse(self, colour: RGBA, x: float, y: float, rx: float, ry: float, tilt: float = 0.0,
                width: float = 0.0) -> None:
        """An ellipse centred on (x, y), turned ``tilt`` degrees clockwise."""
        self.polygon(colour, ellipse_points(x, y, rx, ry, tilt), width)

    def polygon(self, colour: RGBA, points: Sequence[Point], width: float = 0.0) -> None:
        pygame.draw.polygon(self.big, colour, [self.at(x, y) for x, y in points],
                            self.thick(width) if width else 0)

    def line(self, colour: RGBA, a: Point, b: Point, width: float) -> None:
        """A line with round ends."""
        w = self.thick(width)
        pygame.draw.line(self.big, colour, self.at(*a), self.at(*b), w)
        for p in (a, b):
            pygame.draw.circle(self.big, colour, self.at(*p), w / 2)

    def glyph(self, text: str, colour: RGBA, x: float, y: float, size: float,
              max_width: float | None = None, turn: int = 0) -> None:
        """``text`` with its ink centred on (x, y), the font's em ``size`` tall (face widths).

        Centred on the ink, not the line box, so a character sits where the
        art puts it whatever the font's ascent. Narrowed to ``max_width`` if
        wider; ``turn`` 180 draws it upside down (the foot of a card).
        """
        pixels = max(2, round(self.px(size)))
        surface = load_font(pixels).render(text, True, colour)
        ink = surface.get_bounding_rect()
        if ink.width == 0 or ink.height == 0:
            return
        surface = surface.subsurface(ink).copy()
        if max_width is not None and ink.width > self.px(max_width):
            scale = self.px(max_width) / ink.width
            surface = pygame.transform.smoothscale(
                surface, (max(1, round(ink.width * scale)), max(1, round(ink.height * scale))))
        if turn:
            surface = pygame.transform.rotate(surface, turn)
        self.big.blit(surface, surface.get_rect(center=(round(self.px(x)), round(self.px(y)))))

    def finish(self) -> pygame.Surface:
        return pygame.transform.smoothscale(self.big, (self.w, self.h))


def ellipse_points(x: float, y: float, rx: float, ry: float, tilt: float = 0.0, n: int = 40) -> list[Point]:
    t = math.radians(tilt)
    c, s = math.cos(t), math.sin(t)
    out = []
    for i in range(n):
        a = 2 * math.pi * i / n
        ex, ey = rx * math.cos(a), ry * math.sin(a)
        out.append((x + ex * c - ey * s, y + ex * s + ey * c))
    return out
