"""Where everything sits on the table, from the window size alone.

Seats are placed counter-clockwise as the game is played (sap-ng-wu.md §4):
the person whose hand is shown sits at the bottom, the next player to their
right, then across, then to their left. Every size follows the window height,
so the same table reads at 1024×640 and at 4K.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.faces import FaceStyle, face_size


@dataclass(frozen=True)
class SeatPlace:
    side: str                 # bottom, right, top, left
    plate: pygame.Rect        # name, counts, chips
    backs: tuple[int, int]    # where the fan of card backs starts (opponents)
    wu: tuple[int, int]       # where the face-up wu pile starts
    wu_step: tuple[int, int]  # direction the wu pile grows
    wu_width: int             # room for one row of the wu pile


class TableLayout:
    def __init__(self, size: tuple[int, int], players: int, viewer: int, style: FaceStyle) -> None:
        w, h = size
        self.size = size
        self.s = s = max(0.6, h / 800)
        self.margin = m = int(16 * s)
        self.hand_card = face_size(int(h * 0.185), style)
        self.trick_card = face_size(int(h * 0.15), style)
        self.small_card = face_size(int(h * 0.085), style)
        self.wu_card = face_size(int(h * 0.075), style)
        self.top_bar = pygame.Rect(0, 0, w, int(38 * s))
        hand_top = h - self.hand_card[1] - m
        self.hand_area = pygame.Rect(int(w * 0.17), hand_top, int(w * 0.66), self.hand_card[1])
        self.lift = int(self.hand_card[1] * 0.16)
        bw, bh = int(120 * s), int(42 * s)
        right = w - m - bw
        self.play_button = pygame.Rect(right, hand_top + int(8 * s), bw, bh)
        self.pass_button = pygame.Rect(right, self.play_button.bottom + int(10 * s), bw, bh)
        self.sort_button = pygame.Rect(right, self.pass_button.bottom + int(10 * s), bw, int(30 * s))
        self.undo_button = pygame.Rect(m, h - m - int(34 * s), int(84 * s), int(34 * s))
        self.hint_button = pygame.Rect(self.undo_button.right + int(8 * s), self.undo_button.top, int(84 * s),
                                       int(34 * s))
        self.trick_zone = pygame.Rect(int(w * 0.24), int(h * 0.2), int(w * 0.52), int(h * 0.42))
        self.status_at = (w // 2, hand_top - self.lift - int(12 * s))
        self.set_aside_at = (int(w * 0.80), int(h * 0.12))
        plate_w, plate_h = int(200 * s), int(74 * s)
        sides = {3: ["bottom", "right", "left"], 4: ["bottom", "right", "top", "left"]}.get(
            players, ["bottom", "right", "top", "left"][:players])
        self.places: dict[int, SeatPlace] = {}
        for r, side in enumerate(sides):
            seat = (viewer + r) % players
            below_backs = plate_h + int(8 * s) + self.small_card[1] + int(14 * s)
            if side == "bottom":
                plate = pygame.Rect(m, hand_top - plate_h - self.lift - int(4 * s), plate_w, plate_h)
                wu = (plate.right + m, plate.top)
                place = SeatPlace(side, plate, (plate.centerx, plate.bottom), wu, (1, 0),
                                  self.trick_zone.left - wu[0] + int(w * 0.1))
            elif side == "right":
                plate = pygame.Rect(w - m - plate_w, int(h * 0.22), plate_w, plate_h)
                wu = (plate.right, plate.top + below_backs)
                place = SeatPlace(side, plate, (plate.centerx, plate.bottom + int(8 * s)), wu, (-1, 0), plate_w)
            elif side == "left":
                plate = pygame.Rect(m, int(h * 0.22), plate_w, plate_h)
                wu = (plate.left, plate.top + below_backs)
                place = SeatPlace(side, plate, (plate.centerx, plate.bottom + int(8 * s)), wu, (1, 0), plate_w)
            else:
                plate = pygame.Rect((w - plate_w) // 2, self.top_bar.bottom + int(6 * s), plate_w, plate_h)
                wu = (plate.right + m, plate.top)
                place = SeatPlace(side, plate, (plate.centerx, plate.bottom + int(6 * s)), wu, (1, 0), plate_w)
            self.places[seat] = place
        self.banner_at = (w // 2, self.top_bar.bottom + int(40 * s))
        if players == 4:
            self.trick_zone.top = int(h * 0.27)
            self.trick_zone.height = int(h * 0.36)
            # the seat across sits at the top: messages go to the top of the trick zone instead
            self.banner_at = (w // 2, self.trick_zone.top + int(26 * s))

    def seat_center(self, seat: int) -> tuple[int, int]:
        return self.places[seat].plate.center
