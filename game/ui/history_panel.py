"""The history panel: this hand's plays so far, drawn small at the side of the table (issue 13, item 14).

Opened with its button in the top bar or the L key ("look back"); closed with
Esc, L or a click anywhere. The latest trick is always in view at the bottom;
the mouse wheel scrolls back to earlier ones. The panel only draws what
``game.ui.history.look_back`` tells, which is what every player saw.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from game.i18n import _
from game.model.cards import Card
from game.ui import theme
from game.ui.history import Line

KEY = pygame.K_l


def label() -> str:
    """The button's words in the language shown, with the key that opens the panel."""
    return _("History ({key})").format(key="L")


@dataclass
class Row:
    line: Line
    height: int
    cards_below: bool


class HistoryPanel:
    """Open or closed, and how far back it is scrolled (0: the latest line at the bottom)."""

    def __init__(self) -> None:
        self.open = False
        self.scroll = 0
        self.button = pygame.Rect(0, 0, 0, 0)
        self.hovered = False

    # -- geometry ---------------------------------------------------------------------------
    @staticmethod
    def rect_for(size: tuple[int, int], top: int, s: float) -> pygame.Rect:
        """At the right of the table, under the top bar, clear of the hand at the bottom."""
        w, h = size
        width = int(min(w * 0.42, 470 * s))
        bottom = int(h * 0.70)
        return pygame.Rect(w - width - int(12 * s), top + int(8 * s), width, bottom - top - int(8 * s))

    @staticmethod
    def card_height(s: float) -> int:
        return max(36, int(60 * s))

    def place_button(self, bar: pygame.Rect, left: int, s: float) -> None:
        """The button sits in the top bar, just right of the game's title (``left``)."""
        width = theme.font(int(15 * s)).size(label())[0] + int(22 * s)
        self.button = pygame.Rect(left + int(18 * s), bar.top + int(5 * s), width, bar.height - int(10 * s))

    # -- events -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event, available: bool) -> bool:
        """True if the event was the panel's (opening, closing, scrolling)."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.button.collidepoint(event.pos)
            return False
        if not available:
            self.open = False
            return False
        if self.open:
            if event.type == pygame.KEYDOWN and event.key in (KEY, pygame.K_ESCAPE):
                self.close()
                return True
            if event.type == pygame.MOUSEWHEEL:
                self.scroll = max(0, self.scroll + int(event.y) * 40)
                return True
            if event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
                return True          # the wheel, as old SDL reports it: MOUSEWHEEL does the scrolling
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                return True          # the click closes on release, and reaches nothing under the panel
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                self.close()
                return True
            return False
        if event.type == pygame.KEYDOWN and event.key == KEY:
            self.show()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.button.collidepoint(event.pos):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.button.collidepoint(event.pos):
            self.show()
            return True
        return False

    def show(self) -> None:
        self.open = True
        self.scroll = 0

    def close(self) -> None:
        self.open = False
        self.scroll = 0

    # -- drawing ----------------------------------------------------------------------------
    def draw_button(self, surface: pygame.Surface, s: float) -> None:
        color = theme.BUTTON_HOVER if (self.hovered or self.open) else theme.BUTTON
        pygame.draw.rect(surface, color, self.button, border_radius=int(8 * s))
        pygame.draw.rect(surface, theme.BRASS, self.button, width=1, border_radius=int(8 * s))
        theme.text(surface, label(), self.button.center, int(15 * s), theme.WHITE, "center")

    def rows(self, lines: Sequence[Line], width: int, s: float, card_width: int) -> list[Row]:
        """Each line's height: cards beside the words when they fit, else under them."""
        ch = self.card_height(s)
        out = []
        for line in lines:
            if line.kind == "trick":
                out.append(Row(line, int(30 * s), False))
            elif line.cards and line.kind in ("play", "note"):
                words = theme.font(int(15 * s)).size(line.words)[0]
                cards = card_width + int(card_width * 0.62) * (len(line.cards) - 1)
                below = words + cards + int(40 * s) > width
                out.append(Row(line, ch + int(8 * s) + (int(22 * s) if below else 0), below))
            else:
                out.append(Row(line, int(24 * s), False))
        return out

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, lines: Sequence[Line], names: Sequence[str],
             face: Callable[[Card, tuple[int, int]], pygame.Surface], card_size: tuple[int, int], s: float) -> None:
        """The panel with the latest lines at the bottom, ``scroll`` pixels back from there."""
        theme.panel(surface, rect, fill=(10, 32, 25, 255))
        pad = int(14 * s)
        theme.text(surface, _("This hand so far"), (rect.left + pad, rect.top + int(10 * s)), int(19 * s),
                   theme.HIGHLIGHT)
        theme.text(surface, _("{esc}, {key} or click: close").format(esc="Esc", key="L"), (rect.right - pad, rect.top + int(12 * s)), int(13 * s),
                   theme.MUTED, "topright")
        view = pygame.Rect(rect.left + pad, rect.top + int(50 * s), rect.width - 2 * pad,
                           rect.height - int(58 * s))
        if not lines:
            theme.text(surface, _("Nothing has been played yet."), (view.left, view.top + int(8 * s)), int(16 * s),
                       theme.PAPER)
            return
        rows = self.rows(lines, view.width, s, card_size[0])
        total = sum(r.height for r in rows)
        self.scroll = max(0, min(self.scroll, total - view.height))
        y = view.bottom - total + self.scroll if total > view.height else view.top
        clip = surface.get_clip()
        surface.set_clip(view)
        for row in rows:
            if y >= view.top and y + row.height <= view.bottom + 1:     # whole rows only: none cut in half
                self.draw_row(surface, row, view, y, face, card_size, s)
            y += row.height
        surface.set_clip(clip)
        if total > view.height:
            # under the close hint, in the header: the wheel shows earlier tricks
            hint = _("wheel: earlier plays") if self.scroll < total - view.height else _("wheel: back to the latest")
            theme.text(surface, hint, (rect.right - pad, rect.top + int(31 * s)), int(12 * s), theme.MUTED,
                       "topright")

    def draw_row(self, surface: pygame.Surface, row: Row, view: pygame.Rect, y: int,
                 face: Callable[[Card, tuple[int, int]], pygame.Surface], card_size: tuple[int, int],
                 s: float) -> None:
        line = row.line
        size = int(15 * s)
        if line.kind == "trick":
            pygame.draw.line(surface, theme.BRASS_DARK, (view.left, y + int(6 * s)), (view.right, y + int(6 * s)), 1)
            theme.text(surface, line.words, (view.left, y + int(10 * s)), int(14 * s), theme.BRASS)
            return
        color = {"pass": theme.MUTED, "won": theme.HIGHLIGHT, "note": theme.PAPER}.get(line.kind, theme.WHITE)
        if not line.cards or line.kind == "won":
            theme.text(surface, line.words, (view.left + int(10 * s), y + int(3 * s)), size, color)
            return
        cw, ch = card_size
        step = int(cw * 0.62)
        x = view.right - cw - step * (len(line.cards) - 1)        # the cards in a column of their own, at the right
        if row.cards_below:
            theme.text(surface, line.words, (view.left + int(10 * s), y + int(3 * s)), size, color)
            top = y + int(24 * s)
        else:
            theme.text(surface, line.words, (view.left + int(10 * s), y + (ch + int(8 * s) - size) // 2), size, color)
            top = y + int(4 * s)
        for card in line.cards:
            surface.blit(face(card, card_size), (x, top))
            x += step
