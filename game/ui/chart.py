"""A small line chart drawn in the window: chips over a match, chips over the last matches.

Drawn with pygame's anti-aliased lines on the table's palette; no plotting
library, since the game ships as one small bundle.
"""
from __future__ import annotations

from typing import Sequence

import pygame

from game.ui import theme

LINE_COLOURS = [(236, 200, 110), (120, 200, 230), (235, 130, 120), (170, 220, 140), (210, 160, 230)]


def nice_step(span: float) -> int:
    for step in (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000):
        if span / step <= 6:
            return step
    return 1000


def draw_line_chart(surface: pygame.Surface, rect: pygame.Rect, series: Sequence[tuple[str, Sequence[float]]],
                    x_labels: Sequence[str], title: str, size: int) -> None:
    """Lines over a shared x axis, with a zero line, a few grid lines and a legend."""
    theme.panel(surface, rect, radius=12)
    theme.text(surface, title, (rect.left + 14, rect.top + 10), size, theme.HIGHLIGHT)
    plot = pygame.Rect(rect.left + int(size * 3), rect.top + int(size * 2.4), rect.width - int(size * 4),
                       rect.height - int(size * 4.6))
    values = [v for _, vs in series for v in vs] or [0]
    low, high = min(0, min(values)), max(0, max(values))
    if high == low:
        high, low = high + 1, low - 1
    step = nice_step(high - low)
    low = (low // step) * step
    high = -((-high) // step) * step
    n = max(len(x_labels), max((len(vs) for _, vs in series), default=1))

    def at(i: int, v: float) -> tuple[int, int]:
        x = plot.left + (plot.width * i / max(1, n - 1))
        y = plot.bottom - (plot.height * (v - low) / (high - low))
        return (round(x), round(y))

    v = low
    while v <= high:
        y = at(0, v)[1]
        pygame.draw.line(surface, (60, 96, 82) if v else (150, 170, 160), (plot.left, y), (plot.right, y), 1)
        theme.text(surface, f"{int(v):+d}" if v else "0", (plot.left - 8, y), int(size * 0.75), theme.MUTED, "midright")
        v += step
    every = max(1, n // 10)
    for i, label in enumerate(x_labels):
        if i % every == 0 or i == n - 1:
            theme.text(surface, label, (at(i, low)[0], plot.bottom + 6), int(size * 0.7), theme.MUTED, "midtop")
    for k, (name, vs) in enumerate(series):
        colour = LINE_COLOURS[k % len(LINE_COLOURS)]
        points = [at(i, v) for i, v in enumerate(vs)]
        if len(points) >= 2:
            pygame.draw.aalines(surface, colour, False, points)
            pygame.draw.lines(surface, colour, False, points, 2)
        for p in points:
            pygame.draw.circle(surface, colour, p, max(2, size // 6))
        lx = rect.right - 14 - (len(series) - k) * int(size * 6)
        pygame.draw.line(surface, colour, (lx, rect.top + size), (lx + size, rect.top + size), 3)
        theme.text(surface, name, (lx + size + 6, rect.top + size), int(size * 0.8), theme.PAPER, "midleft")
