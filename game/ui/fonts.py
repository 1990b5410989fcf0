"""The bundled CJK font subset, so every machine draws the same Chinese text.

The game cannot count on a system CJK font (a fresh Windows or a minimal
Linux has none that pygame finds by name), so it ships a subset of Noto Sans
CJK HK (SIL OFL) holding only the characters the game shows; see
``sprites/fonts/README.md`` and ``tools/subset_font.py``.
"""
from __future__ import annotations

from pathlib import Path

import pygame
import pygame.font

from game.paths import sprites_dir

FONT_FILE = "NotoSansCJKhk-Regular-Subset.otf"


def font_path() -> Path:
    return sprites_dir() / "fonts" / FONT_FILE


_fonts: dict[int, pygame.font.Font] = {}


def load_font(size: int) -> pygame.font.Font:
    """The bundled font at ``size`` pixels, shared: callers must not change its style flags.

    Fonts are kept per size, since opening one parses the file; they are
    dropped if pygame's font module was shut down in between.
    """
    size = max(1, int(size))
    if not pygame.font.get_init():
        pygame.font.init()
        _fonts.clear()
    font = _fonts.get(size)
    if font is None:
        path = font_path()
        if not path.is_file():
            raise FileNotFoundError(f"{path}: the bundled font is missing; run tools/subset_font.py")
        font = _fonts[size] = pygame.font.Font(str(path), size)
    return font


def reset_fonts() -> None:
    """Forget opened fonts: a new window after ``pygame.quit()`` must open them again."""
    _fonts.clear()
