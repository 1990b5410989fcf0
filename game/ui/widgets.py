"""The few widgets the screens need: buttons, choice cyclers and a text field.

Each widget draws itself and answers events; screens own their layout. Kept
small on purpose: a card game needs clear buttons, not a toolkit.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

import pygame

from game.ui import theme


@dataclass
class Button:
    label: str
    rect: pygame.Rect
    action: Callable[[], None]
    enabled: bool = True
    primary: bool = False
    key: int | None = None          # a keyboard shortcut
    hint: str = ""                  # shown small under the label
    hovered: bool = False

    def draw(self, surface: pygame.Surface, size: int) -> None:
        color = theme.BUTTON_DISABLED if not self.enabled else (theme.BUTTON_HOVER if self.hovered else theme.BUTTON)
        if self.primary and self.enabled:
            color = theme.BRASS if self.hovered else theme.BRASS_DARK
        shadow = self.rect.move(0, 3)
        pygame.draw.rect(surface, (0, 0, 0, 90), shadow, border_radius=10)
        pygame.draw.rect(surface, color, self.rect, border_radius=10)
        edge = theme.BRASS if self.enabled else (70, 90, 80)
        pygame.draw.rect(surface, edge, self.rect, width=1, border_radius=10)
        ink = theme.WHITE if self.enabled else (120, 140, 130)
        if self.primary and self.enabled:
            ink = theme.INK
        inner = self.rect.inflate(-max(12, int(size * 0.9)), 0)     # label and hint keep inside the button
        if self.hint:
            label = pygame.Rect(inner.left, self.rect.top, inner.width, int(self.rect.centery - size * 0.1) - self.rect.top)
            theme.text_in(surface, self.label, label, size, ink, "midbottom")
            hint = pygame.Rect(inner.left, int(self.rect.centery + size * 0.05), inner.width,
                               self.rect.bottom - int(self.rect.centery + size * 0.05))
            theme.text_in(surface, self.hint, hint, max(11, int(size * 0.62)), ink, "midtop", smallest=0.92, keep_tail=True)
        else:
            theme.text_in(surface, self.label, inner, size, ink, "center")

    def handle(self, event: pygame.event.Event) -> bool:
        """True if the event was this button's."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            self.action()
            return True
        if event.type == pygame.KEYDOWN and self.key is not None and event.key == self.key:
            self.action()
            return True
        return False


@dataclass
class Cycler:
    """A value chosen from a list by clicking (or the arrows): ``‹ value ›``."""

    values: Sequence[str]
    index: int
    rect: pygame.Rect
    on_change: Callable[[int], None] | None = None
    labels: Sequence[str] | None = None

    @property
    def value(self) -> str:
        return self.values[self.index]

    def draw(self, surface: pygame.Surface, size: int) -> None:
        pygame.draw.rect(surface, theme.BUTTON, self.rect, border_radius=8)
        pygame.draw.rect(surface, theme.BRASS, self.rect, width=1, border_radius=8)
        label = (self.labels or self.values)[self.index]
        theme.text_in(surface, label, self.rect.inflate(-int(size * 2.4), 0), size, theme.WHITE, "center")
        theme.text(surface, "‹", (self.rect.left + size * 0.6, self.rect.centery), size, theme.BRASS, "center")
        theme.text(surface, "›", (self.rect.right - size * 0.6, self.rect.centery), size, theme.BRASS, "center")

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3) and self.rect.collidepoint(event.pos):
            step = -1 if (event.button == 3 or event.pos[0] < self.rect.left + self.rect.width * 0.3) else 1
            self.index = (self.index + step) % len(self.values)
            if self.on_change:
                self.on_change(self.index)
            return True
        return False


@dataclass
class TextField:
    text: str
    rect: pygame.Rect
    focused: bool = False
    limit: int = 14
    on_change: Callable[[str], None] | None = None
    caret_time: float = field(default=0.0)

    def draw(self, surface: pygame.Surface, size: int) -> None:
        pygame.draw.rect(surface, (250, 246, 232) if self.focused else theme.PAPER, self.rect, border_radius=6)
        pygame.draw.rect(surface, theme.BRASS if self.focused else theme.BRASS_DARK, self.rect, width=2 if self.focused else 1,
                         border_radius=6)
        r = theme.text(surface, self.text, (self.rect.left + 10, self.rect.centery), size, theme.INK, "midleft")
        if self.focused:   # a steady caret: a blinking one would keep a still window drawing
            pygame.draw.line(surface, theme.INK, (r.right + 2, self.rect.top + 6), (r.right + 2, self.rect.bottom - 6), 2)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focused = self.rect.collidepoint(event.pos)
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
            elif event.key in (pygame.K_RETURN, pygame.K_TAB, pygame.K_ESCAPE):
                self.focused = False
            else:
                return False
            if self.on_change:
                self.on_change(self.text)
            return True
        if event.type == pygame.TEXTINPUT:
            if len(self.text) < self.limit:
                self.text += event.text
                if self.on_change:
                    self.on_change(self.text)
            return True
        return False
