"""Draw the application icon, ``sprites/icon.png``, from the game's own faces.

    python tools/make_icon.py                 # writes sprites/icon.png (512x512, transparent)
    python tools/make_icon.py --size 256 out.png

The icon is a fan of three cards drawn by ``game.ui.faces`` exactly as the
table draws them: 地 1:1, 天 6:6 and 鵝 1:3 (the goose that the game's
supreme plays turn on), on a transparent square. The PyInstaller spec
(``build.spec``) gives this PNG to the Windows and macOS executables, where
PyInstaller converts it to ``.ico`` / ``.icns`` with Pillow (the ``bundle``
extra installs it); the game can set it as the window icon at run time with
``pygame.display.set_icon``. Run this again after changing ``sprites/faces.yaml``,
and commit the new PNG.
"""
from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.ui.faces import DominoFace, FaceStyle, face_size, render_face, render_shadow  # noqa: E402

CARDS = (("1:1", -24.0), ("6:6", 24.0), ("1:3", 0.0))   # drawn in this order: the goose on top
OUTPUT = ROOT / "sprites" / "icon.png"


def draw_icon(size: int = 512) -> pygame.Surface:
    """The icon at ``size`` pixels square: drawn at twice the size, then smoothed down."""
    big = size * 2
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    canvas.fill((0, 0, 0, 0))
    style = FaceStyle(kind="card")
    card_h = int(big * 0.80)
    w, h = face_size(card_h, style)
    pivot = (big / 2, big * 0.93)           # the cards turn about a point near their bottom ends
    for text, angle in CARDS:
        face = render_face(DominoFace.parse(text), (w, h), style)
        shadow, (dx, dy) = render_shadow((w, h), style)
        rad = math.radians(angle)
        reach = h * 0.5 + big * 0.02         # from the pivot to the card's centre
        cx = pivot[0] + math.sin(rad) * reach
        cy = pivot[1] - math.cos(rad) * reach
        for img, off in ((shadow, (dx + shadow.get_width() / 2 - w / 2, dy + shadow.get_height() / 2 - h / 2)),
                         (face, (0, 0))):
            turned = pygame.transform.rotozoom(img, -angle, 1.0)
            canvas.blit(turned, turned.get_rect(center=(round(cx + off[0]), round(cy + off[1]))))
    return pygame.transform.smoothscale(canvas, (size, size))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output", nargs="?", default=str(OUTPUT), help=f"PNG to write (default {OUTPUT})")
    parser.add_argument("--size", type=int, default=512, help="pixels square (default 512)")
    args = parser.parse_args(argv)
    pygame.init()
    pygame.display.set_mode((1, 1))
    icon = draw_icon(args.size)
    Path(args.output).parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(icon, args.output)
    print(args.output)
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
