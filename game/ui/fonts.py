"""The bundled CJK font subset, so every machine draws the same Chinese text.

The game cannot count on a system CJK font (a fresh Windows or a minimal
Linux has none that pygame finds by name), so it ships a subset of Noto Sans
CJK HK (SIL OFL) with the common characters of both scripts (~9,600: the
Simplified and Traditional standard lists, Hong Kong's, and the game's own
text); see ``sprites/fonts/README.md`` and ``tools/subset_font.py``.

A player's name may still hold a rare character the subset lacks. pygame
would draw it as a blank, so such characters are drawn, run by run, from a
system CJK font when one is installed (found once, the first time one is
needed, so a normal start never looks for it); with none, the rest of the
name is still drawn.
"""
from __future__ import annotations

from pathlib import Path

import pygame
import pygame.font

from game.paths import sprites_dir
from game.ui.cmap import font_characters

FONT_FILE = "NotoSansCJKhk-Regular-Subset.otf"

# System fonts with Chinese glyphs, as pygame.font.match_font names them
# (lower case, no spaces), Hong Kong and Traditional forms first: Linux
# (fontconfig families), Windows (registry names) and macOS (file names).
SYSTEM_CJK_FONTS = (
    "notosanscjkhk", "notosanscjktc", "notosanscjksc", "notosanscjkjp", "notosanscjk",
    "sourcehansanshc", "sourcehansanstc", "sourcehansanssc", "sourcehansans",
    "microsoftjhenghei", "microsoftyahei", "mingliuhkscs", "pmingliu", "mingliu", "simsun",
    "pingfang", "pingfanghk", "pingfangtc", "pingfangsc", "hiraginosansgb", "stheiti", "heititc",
    "wenquanyizenhei", "wenquanyimicrohei", "droidsansfallback", "arplumingtw", "arplumingcn",
    "notoserifcjkhk", "notoserifcjktc", "notoserifcjksc",
)


def font_path() -> Path:
    return sprites_dir() / "fonts" / FONT_FILE


class TextFont(pygame.font.Font):
    """The bundled font at one size; characters it lacks come from a system CJK font.

    ``render`` and ``size`` split the text into runs of characters the
    bundled font has and runs it lacks, draw each run with its font and
    join them on one baseline. Text the bundled font covers (everything the
    game itself says) takes pygame's own path unchanged.
    """

    def __init__(self, path: Path, size: int) -> None:
        super().__init__(str(path), size)
        self.pixels = size

    def runs(self, text: str) -> list[tuple[pygame.font.Font, str]]:
        """``text`` cut into (font, characters) runs, in order."""
        has = bundled_characters()
        other = fallback_font(self.pixels)
        out: list[tuple[pygame.font.Font, str]] = []
        for ch in text:
            font = self if (other is None or ch in has or ch.isspace()) else other
            if out and out[-1][0] is font:
                out[-1] = (font, out[-1][1] + ch)
            else:
                out.append((font, ch))
        return out

    def _simple(self, text: str) -> bool:
        return text.isascii() or all(ch in bundled_characters() for ch in text)

    def render(self, text, antialias, color, bgcolor=None, wraplength=0) -> pygame.Surface:
        if wraplength or not isinstance(text, str) or self._simple(text):
            return super().render(text, antialias, color, bgcolor, wraplength)
        runs = self.runs(text)
        if len(runs) == 1 and runs[0][0] is self:
            return super().render(text, antialias, color, bgcolor)
        pieces = [(font, self._draw(font, part, antialias, color)) for font, part in runs]
        height = self.get_height()
        surface = pygame.Surface((sum(p.get_width() for _, p in pieces), height), pygame.SRCALPHA)
        if bgcolor is not None:
            surface.fill(bgcolor)
        x = 0
        for font, piece in pieces:
            surface.blit(piece, (x, self.get_ascent() - font.get_ascent()))
            x += piece.get_width()
        return surface

    def _draw(self, font: pygame.font.Font, part: str, antialias, color) -> pygame.Surface:
        return pygame.font.Font.render(font, part, antialias, color)

    def size(self, text) -> tuple[int, int]:
        if not isinstance(text, str) or self._simple(text):
            return super().size(text)
        measure = pygame.font.Font.size
        width = sum(measure(font, part)[0] for font, part in self.runs(text))
        return width, self.get_height()


_fonts: dict[int, TextFont] = {}
_bundled: frozenset[str] | None = None
_fallback_path: str | None | bool = False  # False: not looked for yet; None: there is none
_fallbacks: dict[int, pygame.font.Font] = {}


def load_font(size: int) -> TextFont:
    """The bundled font at ``size`` pixels, shared: callers must not change its style flags.

    Fonts are kept per size, since opening one parses the file; they are
    dropped if pygame's font module was shut down in between.
    """
    size = max(1, int(size))
    if not pygame.font.get_init():
        pygame.font.init()
        _fonts.clear()
        _fallbacks.clear()
    font = _fonts.get(size)
    if font is None:
        path = font_path()
        if not path.is_file():
            raise FileNotFoundError(f"{path}: the bundled font is missing; run tools/subset_font.py")
        font = _fonts[size] = TextFont(path, size)
    return font


def bundled_characters() -> frozenset[str]:
    """Every character the bundled font draws, read once from its character map."""
    global _bundled
    if _bundled is None:
        _bundled = font_characters(font_path())
    return _bundled


def system_cjk_font() -> str | None:
    """The file of an installed font with Chinese glyphs, or None; looked for once."""
    global _fallback_path
    if _fallback_path is False:
        try:
            _fallback_path = pygame.font.match_font(list(SYSTEM_CJK_FONTS))
        except Exception:  # noqa: BLE001 - a broken font listing must not stop the game
            _fallback_path = None
    return _fallback_path or None


def use_fallback_font(path: str | Path | None) -> None:
    """Draw missing characters from ``path`` (None: from no font); for tests and the curious."""
    global _fallback_path
    _fallback_path = str(path) if path is not None else None
    _fallbacks.clear()


def fallback_font(size: int) -> pygame.font.Font | None:
    """The system CJK font at ``size`` pixels, or None when there is none (or it will not open)."""
    font = _fallbacks.get(size)
    if font is None:
        path = system_cjk_font()
        if path is None:
            return None
        try:
            font = _fallbacks[size] = pygame.font.Font(path, size)
        except (OSError, pygame.error):
            use_fallback_font(None)
            return None
    return font


def reset_fonts() -> None:
    """Forget opened fonts: a new window after ``pygame.quit()`` must open them again."""
    _fonts.clear()
    _fallbacks.clear()
