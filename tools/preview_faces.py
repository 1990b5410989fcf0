"""Render a sheet of every face to a PNG, to judge the art by eye.

    SDL_VIDEODRIVER=dummy python tools/preview_faces.py /tmp/faces/sheet.png
    python tools/preview_faces.py out.png --large out-large.png

The sheet shows the 21 cards at two sizes (60x200 and 36x120), tiles, backs,
the coalesced-five and red-ring options and the name label, on a felt table
with the drop shadows the table will use. ``--large`` also writes a few cards
at 150x500 to check detail. ``--mahjong`` and ``--four-colour`` write sheets of
every mahjong tile and every four-colour card at three sizes, with their backs,
tiles lying down, and the hover names:

    python tools/preview_faces.py out.png --mahjong mj.png --four-colour fc.png
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.ui.faces import (  # noqa: E402
    DominoFace, FaceStyle, face_size, load_font, render_back, render_face, render_shadow,
)

# Rank order of sap-ng-wu.md §2: civil, then military group 1, then group 2.
ORDER = ["6:6", "1:1", "4:4", "1:3", "5:5", "3:3", "2:2", "5:6", "4:6", "1:6", "1:5",
         "4:5", "2:6", "3:4", "2:4", "1:4", "1:2", "3:6", "3:5", "2:5", "2:3"]
# Names of sap-ng-wu.md §1 (the preview's own copy; the game takes them from its rules data).
NAMES = {"6:6": "天", "1:1": "地", "4:4": "人", "1:3": "鵝", "5:5": "梅", "3:3": "長衫",
         "2:2": "板凳", "5:6": "斧頭", "4:6": "紅頭十", "1:6": "高腳七", "1:5": "梅花六",
         "4:5": "紅九", "3:6": "黑九", "2:6": "平八", "3:5": "斜八", "3:4": "紅七",
         "2:5": "黑七", "2:4": "大頭六", "1:4": "紅五", "2:3": "黑五", "1:2": "么釘"}
FELT = (28, 74, 56)
INK = (232, 224, 200)


class Sheet:
    def __init__(self, width: int) -> None:
        self.width = width
        self.rows: list[tuple[str, list[tuple[pygame.Surface, tuple, str]], int]] = []

    def row(self, title: str, items: list[tuple[pygame.Surface, tuple, str]], gap: int) -> None:
        self.rows.append((title, items, gap))

    def render(self) -> pygame.Surface:
        small = load_font(15)
        tiny = load_font(12)
        height = 60
        width = self.width
        for _, items, gap in self.rows:
            height += 34 + max(s.get_height() for s, _, _ in items) + 26
            width = max(width, 32 + sum(s.get_width() + gap for s, _, _ in items))
        sheet = pygame.Surface((width, height))
        sheet.fill(FELT)
        sheet.blit(load_font(24).render("十五湖 Fifteen Lakes — faces", True, INK), (16, 12))
        y = 60
        for title, items, gap in self.rows:
            sheet.blit(small.render(title, True, INK), (16, y))
            y += 30
            x = 16
            for surface, shadow, caption in items:
                if shadow:
                    shade, (dx, dy) = shadow
                    sheet.blit(shade, (x + dx, y + dy))
                sheet.blit(surface, (x, y))
                if caption:
                    text = tiny.render(caption, True, INK)
                    sheet.blit(text, text.get_rect(midtop=(x + surface.get_width() // 2,
                                                           y + surface.get_height() + 4)))
                x += surface.get_width() + gap
            y += max(s.get_height() for s, _, _ in items) + 26
        return sheet


def faces(cards: list[str], size: tuple[int, int], style: FaceStyle, named: bool = False):
    items = []
    for text in cards:
        face = DominoFace.parse(text, NAMES[text])
        items.append((render_face(face, size, style), render_shadow(size, style),
                      text + (" " + NAMES[text] if named else "")))
    return items


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Render every face to a PNG sheet.")
    parser.add_argument("output", type=Path)
    parser.add_argument("--large", type=Path, help="also write a few cards at 150x500 here")
    parser.add_argument("--mahjong", type=Path, help="also write every mahjong tile at three sizes here")
    parser.add_argument("--four-colour", type=Path, help="also write every four-colour card at three sizes here")
    args = parser.parse_args(argv)

    pygame.display.init()
    pygame.display.set_mode((1, 1))
    card = FaceStyle()
    tile = FaceStyle(kind="tile")
    big, small = (60, 200), (36, 120)
    sheet = Sheet(21 * (60 + 14) + 30)
    sheet.row("Cards 60×200 (rank order: civil 文子, then military 武子)",
              faces(ORDER, big, card, named=True), 14)
    sheet.row("Cards 36×120", faces(ORDER, small, card), 38)
    tile_size = face_size(170, tile)
    sheet.row(f"Tiles {tile_size[0]}×{tile_size[1]}", faces(ORDER[:14], tile_size, tile), 14)
    sheet.row("Tiles (cont.), coalesced five on tiles",
              faces(ORDER[14:], tile_size, tile)
              + faces(["1:5", "5:5", "5:6"], tile_size, FaceStyle(kind="tile", coalesced_five=True)),
              14)
    sheet.row("Coalesced five (Hong Kong) · red rings (colour-blind option) · name label",
              faces(["1:5", "2:5", "3:5", "4:5", "5:5", "5:6"], big,
                    FaceStyle(coalesced_five=True))
              + faces(["6:6", "1:1", "4:4", "1:3", "1:4", "2:4", "4:5"], big,
                      FaceStyle(ring_red=True))
              + faces(["3:3", "4:6", "1:6", "1:2", "2:3"], big, FaceStyle(corner_label=True)),
              14)
    backs = [(render_back(big, card), render_shadow(big, card), "back 60×200"),
             (render_back(small, card), render_shadow(small, card), "36×120"),
             (render_back(tile_size, tile), render_shadow(tile_size, tile), "tile back")]
    backs += faces(["1:4", "6:6"], tile_size, FaceStyle(kind="tile", ring_red=True))
    backs += faces(["4:4", "1:3"], tile_size, FaceStyle(kind="tile", corner_label=True), named=True)
    backs += faces(["6:6", "1:4", "3:3"], (90, 300), FaceStyle(corner_label=True))
    sheet.row("Backs · tiles with rings and labels · cards 90×300 with labels", backs, 24)

    args.output.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet.render(), str(args.output))
    print(args.output)
    if args.large:
        large = (150, 500)
        cards = ["6:6", "1:3", "3:3", "4:5", "5:5", "2:6"]
        surface = pygame.Surface((len(cards) * 180 + 200, 560))
        surface.fill(FELT)
        for i, text in enumerate(cards):
            style = FaceStyle(coalesced_five=(text == "5:5"), corner_label=(text == "1:3"))
            shade, (dx, dy) = render_shadow(large, style)
            surface.blit(shade, (20 + i * 180 + dx, 20 + dy))
            surface.blit(render_face(DominoFace.parse(text, NAMES[text]), large, style),
                         (20 + i * 180, 20))
        surface.blit(render_back(large, card), (20 + len(cards) * 180, 20))
        pygame.image.save(surface, str(args.large))
        print(args.large)
    if args.mahjong:
        save(mahjong_sheet(), args.mahjong)
    if args.four_colour:
        save(four_colour_sheet(), args.four_colour)
    return 0


def save(sheet: Sheet, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet.render(), str(path))
    print(path)


def mahjong_sheet() -> Sheet:
    """Every tile at three heights, by suit, with backs, lying tiles and the names on hover."""
    from game.ui.faces.mahjong import TILE_CODES, render_tile, render_tile_back, tile_size
    from game.ui.faces.names import tile_name, tile_value_text

    groups = [TILE_CODES[i:i + 9] for i in (0, 9, 18)] + [TILE_CODES[27:34], TILE_CODES[34:]]
    big, mid, small = tile_size(150), tile_size(88), tile_size(52)
    sheet = Sheet(9 * (big[0] + 14) + 40)

    def row(codes, size, names=False):
        return [(render_tile(c, size), None, (str(tile_name(c)).split(" ")[-1] + " " + tile_value_text(c))
                 if names else c) for c in codes]

    titles = ("Bamboo 條", "Dots 筒", "Characters 萬", "Winds and dragons", "Flowers and seasons")
    for title, codes in zip(titles, groups):
        sheet.row(f"{title} — {big[0]}×{big[1]} (name and Sap Tim Pun value below)", row(codes, big, True), 14)
    for size in (mid, small):
        sheet.row(f"Every tile {size[0]}×{size[1]}", row(TILE_CODES[:21], size), 6)
        sheet.row("", row(TILE_CODES[21:], size), 6)
    lying = tile_size(88, turned=True)
    extra = [(render_tile_back(s), None, f"back {s[0]}×{s[1]}") for s in (big, mid, small)]
    extra += [(render_tile(c, lying, turned=True), None, f"{c} lying") for c in ("1b", "7d", "Dw")]
    extra += [(render_tile_back(lying, turned=True), None, "back lying")]
    sheet.row("Hidden tiles (backs) and tiles lying on their side (a wall)", extra, 14)
    return sheet


def four_colour_sheet() -> Sheet:
    """Every card at three heights, by colour, with the joker, the back and the hover names."""
    from game.ui.faces.four_colour import CARD_CODES, card_size, render_card, render_card_back
    from game.ui.faces.names import card_name

    big, mid, small = card_size(300), card_size(190), card_size(120)
    sheet = Sheet(15 * (big[0] + 12) + 40)
    for start, title in ((0, "Yellow and red: 帥仕相俥傌炮兵"), (14, "Green and white: 將士象車馬包卒")):
        items = [(render_card(c, big), None, c) for c in CARD_CODES[start:start + 14]]
        if start:
            items += [(render_card("Jk", big), None, "Jk"), (render_card_back(big), None, "back")]
        sheet.row(f"{title} — {big[0]}×{big[1]}", items, 12)
    for size in (mid, small):
        sheet.row(f"Every card {size[0]}×{size[1]}",
                  [(render_card(c, size), None, "") for c in CARD_CODES] + [(render_card_back(size), None, "")], 6)
    names = ", ".join(str(card_name(c)) for c in ("R-Ch", "Y-Hs", "G-Ch", "W-Gn", "Jk"))
    sheet.row(f"Hover names: {names}", [(render_card(c, mid), None, str(card_name(c)))
                                         for c in ("R-Ch", "Y-Hs", "G-Ch", "W-Gn", "Jk")], 90)
    return sheet


if __name__ == "__main__":
    sys.exit(main())
