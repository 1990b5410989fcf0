"""The table's palette and type, in one place so every screen agrees.

A restrained palette: deep green felt, cream paper, brass for emphasis, one
red for the active seat. Sizes scale with the window height so the table reads
the same at 1024×640 and at 4K.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.i18n import generation
from game.ui.fonts import load_font

FELT = (24, 70, 54)
FELT_DARK = (14, 44, 34)
FELT_LIGHT = (34, 92, 71)
PAPER = (246, 239, 222)
INK = (34, 30, 26)
MUTED = (176, 196, 184)
BRASS = (214, 178, 96)
BRASS_DARK = (150, 118, 52)
RED = (196, 48, 44)
PANEL = (10, 32, 25, 225)
SUMMARY_FILL = (10, 32, 25, 246)   # a hand's summary over a busy table (Si Se Pai's melds, the lake) stays readable
PANEL_EDGE = (214, 178, 96, 140)
BUTTON = (40, 104, 80)
BUTTON_HOVER = (52, 128, 98)
BUTTON_DISABLED = (32, 64, 52)
HIGHLIGHT = (255, 226, 140)
ERROR = (255, 170, 150)
WHITE = (250, 248, 240)


def scale(height: int) -> float:
    """1.0 at an 800-pixel-high window."""
    return max(0.6, height / 800)


def font(size: int) -> pygame.font.Font:
    """The bundled font (Latin and common Chinese, rare characters from a system font) at ``size`` pixels."""
    return load_font(max(8, int(size)))


def text(surface: pygame.Surface, words: str, pos: tuple[float, float], size: int, color=WHITE,
         anchor: str = "topleft", shadow: bool = False) -> pygame.Rect:
    """Draw a line of text anchored at ``pos``; returns its rectangle."""
    f = font(size)
    img = f.render(words, True, color)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        shade = f.render(words, True, (0, 0, 0))
        shade.set_alpha(120)
        surface.blit(shade, rect.move(1, 2))
    surface.blit(img, rect)
    return rect


def fit(words: str, size: int, width: int, smallest: float = 0.78, keep_tail: bool = False) -> tuple[str, int]:
    """``words`` and a type size that fit ``width`` pixels: the size shrinks down to ``smallest``
    of itself first (short overflows stay whole), and what still does not fit is cut with '…'.
    ``keep_tail``: the part after the last " · " stays whole ("Luan Chuo, 23 N… · hand 3 of 8").

    One rule for every box whose text comes from players or the game (names, saved-match
    details, button subtitles), so no text runs out of its box (issue 13, item 7)."""
    width = max(1, int(width))
    least = max(8, int(size * smallest))
    for trial in range(int(size), least - 1, -1):
        if font(trial).size(words)[0] <= width:
            return words, trial
    f = font(least)
    head, tail = words, ""
    if keep_tail and " · " in words:
        head, tail = words.rsplit(" · ", 1)
        tail = " · " + tail
        if f.size("…" + tail)[0] > width:
            head, tail = words, ""
    cut = len(head)
    while cut > 0 and f.size(head[:cut].rstrip() + "…" + tail)[0] > width:
        cut -= 1
    return (head[:cut].rstrip() + "…" + tail) if cut else "", least


def text_in(surface: pygame.Surface, words: str, box: pygame.Rect, size: int, color=WHITE,
            anchor: str = "midleft", shadow: bool = False, smallest: float = 0.78,
            keep_tail: bool = False) -> pygame.Rect:
    """Draw a line of text fitted (``fit``) inside ``box``, anchored to the box's point named
    ``anchor`` ("midleft", "center", "topleft", "midbottom"...); returns the drawn rectangle."""
    words, size = fit(words, size, box.width, smallest, keep_tail)
    return text(surface, words, getattr(box, anchor), size, color, anchor, shadow)


def wrap(words: str, size: int, width: int) -> list[str]:
    """``words`` broken into lines no wider than ``width`` pixels at ``size``; a word longer than a
    line (a file's path in a notice) is broken where it must."""
    f = font(size)
    lines, line = [], ""
    pieces: list[str] = []
    for word in words.split():
        while f.size(word)[0] > width and len(word) > 1:
            cut = len(word) - 1
            while cut > 1 and f.size(word[:cut])[0] > width:
                cut -= 1
            pieces.append(word[:cut])
            word = word[cut:]
        pieces.append(word)
    for word in pieces:
        trial = f"{line} {word}".strip()
        if f.size(trial)[0] > width and line:
            lines.append(line)
            line = word
        else:
            line = trial
    lines.append(line)
    return lines


def paragraph(surface: pygame.Surface, words: str, pos: tuple[float, float], size: int, width: int,
              color=WHITE) -> float:
    """Draw wrapped text from ``pos`` down; returns the y below the last line."""
    x, y = pos
    for line in wrap(words, size, width):
        text(surface, line, (x, y), size, color)
        y += size * 1.35
    return y


class Screen:
    """A full-window screen that lays itself out again whenever the window changes size, or the
    language of its words does (game.i18n: a switch in Settings shows at once)."""

    def __init__(self, app) -> None:
        self.app = app
        self._size: tuple[int, int] | None = None

    def build(self) -> None:
        self._size = self.app.screen.get_size()

    def ensure_built(self) -> None:
        words = generation()
        if self._size != self.app.screen.get_size() or getattr(self, "_words", None) != words:
            self.build()
        self._words = words

    def update(self, now: float) -> None:
        self.ensure_built()


def panel(surface: pygame.Surface, rect: pygame.Rect, radius: int = 14, fill=PANEL, edge=PANEL_EDGE) -> None:
    """A translucent dark panel with a thin brass edge."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=radius)
    pygame.draw.rect(layer, edge, layer.get_rect(), width=1, border_radius=radius)
    surface.blit(layer, rect)


@lru_cache(maxsize=8)
def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table surface: felt with a soft light in the middle and darker rim."""
    w, h = size
    surf = pygame.Surface(size)
    surf.fill(FELT_DARK)
    steps = 28
    for i in range(steps):
        t = i / (steps - 1)
        color = tuple(int(FELT_DARK[k] + (FELT_LIGHT[k] - FELT_DARK[k]) * t ** 1.6) for k in range(3))
        rw, rh = int(w * (1.5 - 1.0 * t)), int(h * (1.5 - 1.0 * t))
        rect = pygame.Rect(0, 0, rw, rh)
        rect.center = (w // 2, int(h * 0.46))
        pygame.draw.ellipse(surf, color, rect)
    return surf
