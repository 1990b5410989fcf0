"""Where the banker game's things sit (docs/rules/sap-tim-pun.md): the wall in the middle, each seat's tiles
and stake in front of its plate, the person's tiles large at the bottom with their running total.

The seats and plates are the shared table's (``TableLayout``); the trick's place holds the wall, drawn as a
square of stacked tiles (§2: a table may still draw it). The ring of 72 stacks is laid out once, so a wall
of ``n`` tiles is its last ``ceil(n / 2)`` stacks: it shrinks from where the tiles are drawn.
"""
from __future__ import annotations

import pygame

from game.ui.faces import FaceStyle
from game.ui.faces.mahjong import tile_size
from game.ui.table_layout import TableLayout

STACKS_A_SIDE = 18          # 144 tiles, two high, four sides


class BankerLayout(TableLayout):
    """The shared seats, the wall square in the trick's place, a tile row and a chip stack for every seat."""

    def __init__(self, size: tuple[int, int], players: int, viewer: int, style: FaceStyle) -> None:
        super().__init__(size, players, viewer, style)
        w, h = size
        s = self.s
        m = self.margin
        self.seat_tile = tile_size(int(h * 0.08))
        self.my_tile = tile_size(int(min(h * 0.15, self.hand_area.height * 0.85)))
        self.chip = (int(26 * s), max(3, int(4 * s)))           # a chip's width and thickness
        zone = self.trick_zone
        side = int(min(zone.width, zone.height) * 0.94)
        self.wall = pygame.Rect(0, 0, side, side)
        self.wall.center = zone.center
        tw = side // (STACKS_A_SIDE + 1)
        th = max(6, int(tw * 1.3))
        self.wall_tile = (tw, th)
        self.wall_depth = max(2, th // 4)        # how far the upper tile of a stack stands above the lower
        self.stacks = self._ring()
        # the person's tiles, centred in the hand's place, with the running total to their right
        self.my_row = pygame.Rect(0, 0, self.my_tile[0] * 3 + int(10 * s) * 2, self.my_tile[1])
        self.my_row.midbottom = (self.hand_area.centerx - int(60 * s), self.hand_area.bottom)
        self.total_box = pygame.Rect(self.my_row.right + int(16 * s), self.my_row.top, int(150 * s), self.my_row.height)
        self.spots: dict[int, pygame.Rect] = {}
        self.chips_at: dict[int, tuple[int, int]] = {}
        tw2, th2 = self.seat_tile
        row_w = tw2 * 3 + int(6 * s) * 2
        for seat, place in self.places.items():
            plate = place.plate
            if place.side == "bottom":
                self.spots[seat] = self.my_row
                self.chips_at[seat] = (plate.right + m + int(40 * s), plate.bottom - int(10 * s))
            elif place.side in ("left", "right"):
                spot = pygame.Rect(0, 0, row_w, th2)
                spot.midtop = (plate.centerx, plate.bottom + int(10 * s))
                self.spots[seat] = spot
                cx = plate.right - int(30 * s) if place.side == "left" else plate.left + int(30 * s)
                self.chips_at[seat] = (cx, spot.bottom + int(100 * s))
            else:
                spot = pygame.Rect(plate.right + m, plate.top + (plate.height - th2) // 2, row_w, th2)
                self.spots[seat] = spot
                self.chips_at[seat] = (spot.right + int(40 * s), plate.bottom - int(8 * s))
        self.banner_at = (w // 2, (self.wall.bottom + self.status.top) // 2)   # clear of the wall and the seats
        self.bet_row = pygame.Rect(self.hand_area.left, self.hand_area.top + int(40 * s), self.hand_area.width,
                                   int(52 * s))

    def _ring(self) -> list[tuple[pygame.Rect, bool]]:
        """The 72 stacks round the square, clockwise from the top left: each its lower tile's rect and
        whether it lies turned (the left and right sides)."""
        tw, th = self.wall_tile
        r = self.wall
        out: list[tuple[pygame.Rect, bool]] = []
        n = STACKS_A_SIDE
        inner = r.width - 2 * th            # the sides' tiles run between the corners' rows
        step_x = (r.width - th) / n
        for i in range(n):                  # top, left to right
            out.append((pygame.Rect(round(r.left + th / 2 + i * step_x), r.top + self.wall_depth, tw, th), False))
        step_y = inner / n
        for i in range(n):                  # right, top to bottom
            out.append((pygame.Rect(r.right - th, round(r.top + th + self.wall_depth + i * step_y), th, tw), True))
        for i in range(n):                  # bottom, right to left
            out.append((pygame.Rect(round(r.right - th / 2 - tw - i * step_x), r.bottom - th, tw, th), False))
        for i in range(n):                  # left, bottom to top
            out.append((pygame.Rect(r.left, round(r.bottom - th - tw - i * step_y), th, tw), True))
        return out

    def wall_stacks(self, tiles: int) -> list[tuple[pygame.Rect, bool, int]]:
        """The stacks a wall of ``tiles`` tiles still has, each with its rect, its turn and its height (1 or 2):
        the draw takes the first stack's upper tile first, so only the first may stand one high."""
        count = min(len(self.stacks), -(-tiles // 2))
        first = len(self.stacks) - count
        out = []
        for k in range(first, len(self.stacks)):
            rect, turned = self.stacks[k]
            out.append((rect, turned, 1 if (k == first and tiles % 2) else 2))
        return out

    def wall_mouth(self, tiles: int) -> tuple[int, int]:
        """Where the next tile comes from: the first stack still standing (the wall's centre when empty)."""
        stacks = self.wall_stacks(tiles)
        return stacks[0][0].center if stacks else self.wall.center

    def tile_slot(self, seat: int, index: int) -> pygame.Rect:
        """Where a seat's ``index``-th tile lies: in its row, the person's large."""
        spot = self.spots[seat]
        big = self.places[seat].side == "bottom"
        tw, th = self.my_tile if big else self.seat_tile
        gap = int((10 if big else 6) * self.s)
        return pygame.Rect(spot.left + index * (tw + gap), spot.bottom - th, tw, th)
