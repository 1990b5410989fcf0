"""Waking the window's loop from another thread.

While nothing moves the loop rests and only looks for input now and then
(game.ui.app); a computer that finishes thinking in its worker thread posts
``WAKE`` so the table acts on the answer at once, not at the next idle frame.
"""
from __future__ import annotations

import pygame

WAKE = pygame.event.custom_type()


def wake(*_: object) -> None:
    """Post WAKE (safe from any thread; usable as a Future's done-callback)."""
    try:
        pygame.event.post(pygame.event.Event(WAKE))
    except pygame.error:
        pass  # the window has closed: nobody to wake
