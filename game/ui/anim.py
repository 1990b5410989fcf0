"""Cards in flight: the table moves cards the way hands would, so a player can follow.

A flight carries a picture from one point to another over a short time with a
gentle ease; when it lands it may call back (a wu pile grows only when the
cards arrive). Time is passed in, never read here, so tests can step it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame


def ease_out(t: float) -> float:
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


@dataclass
class Flight:
    image: pygame.Surface
    start: tuple[float, float]
    end: tuple[float, float]
    t0: float
    duration: float
    on_land: Callable[[], None] | None = None
    fade: bool = False
    key: object = None

    def progress(self, now: float) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, max(0.0, (now - self.t0) / self.duration))

    def position(self, now: float) -> tuple[float, float]:
        k = ease_out(self.progress(now))
        return (self.start[0] + (self.end[0] - self.start[0]) * k, self.start[1] + (self.end[1] - self.start[1]) * k)

    def draw(self, surface: pygame.Surface, now: float) -> None:
        if now < self.t0:
            return
        x, y = self.position(now)
        img = self.image
        if self.fade:
            img = img.copy()
            img.set_alpha(int(255 * (1 - self.progress(now))))
        surface.blit(img, img.get_rect(center=(round(x), round(y))))


class Flights:
    """All cards in the air; lands them in order."""

    def __init__(self) -> None:
        self.items: list[Flight] = []

    def add(self, flight: Flight) -> None:
        self.items.append(flight)

    def update(self, now: float) -> None:
        landed = [f for f in self.items if f.progress(now) >= 1.0]
        if landed:
            self.items = [f for f in self.items if f.progress(now) < 1.0]
            for f in landed:
                if f.on_land:
                    f.on_land()

    def draw(self, surface: pygame.Surface, now: float) -> None:
        for f in self.items:
            f.draw(surface, now)

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def keys(self) -> set:
        return {f.key for f in self.items if f.key is not None}
