"""Where everything sits on the table, from the window size alone.

Seats are placed counter-clockwise as the game is played (sap-ng-wu.md §4):
the person whose hand is shown sits at the bottom, the next player to their
right, then across, then to their left. Every size follows the window height,
so the same table reads at 1024×640 and at 4K.

Every seat's plate and its pile of won cards (wu), the prompt line and the hand
each get a rectangle of their own that no other touches (issue 13, item 2):
from the bottom up, the hand (and the room its selected cards rise into), the
prompt line, then the person's plate with their wu beside it. Drawing stays
inside these rectangles; tests check they never overlap.
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
    wu_area: pygame.Rect      # the face-up wu pile stays inside this
    wu_step: int              # the way the pile grows: 1 from the left edge, -1 from the right


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
        self.lift = int(self.hand_card[1] * 0.16)
        bw, bh = int(120 * s), int(42 * s)
        right = w - m - bw
        self.play_button = pygame.Rect(right, hand_top + int(8 * s), bw, bh)
        self.pass_button = pygame.Rect(right, self.play_button.bottom + int(10 * s), bw, bh)
        self.sort_button = pygame.Rect(right, self.pass_button.bottom + int(10 * s), bw, int(30 * s))
        self.undo_button = pygame.Rect(m, h - m - int(34 * s), int(84 * s), int(34 * s))
        self.hint_button = pygame.Rect(self.undo_button.right + int(8 * s), self.undo_button.top, int(84 * s),
                                       int(34 * s))
        # a sitting-out person's one control, where Play stands for the others (issue 13, item 1)
        self.skip_button = pygame.Rect(w - m - int(200 * s), hand_top + int(8 * s), int(200 * s), bh)
        # the hand: centred for a usual hand; a long one spreads between Undo/Hint and the buttons
        wide_left = self.hint_button.right + m
        self.hand_wide = pygame.Rect(wide_left, hand_top, right - m - wide_left, self.hand_card[1])
        self.hand_area = pygame.Rect(int(w * 0.17), hand_top, int(w * 0.66), self.hand_card[1]).clip(self.hand_wide)
        self.trick_zone = pygame.Rect(int(w * 0.24), int(h * 0.2), int(w * 0.52), int(h * 0.42))
        # the prompt and hint line: its own band above the rising cards, the whole width
        status_h = int(24 * s)
        self.status = pygame.Rect(m, hand_top - self.lift - int(4 * s) - status_h, w - 2 * m, status_h)
        self.status_at = self.status.midbottom
        self.set_aside_at = (int(w * 0.80), int(h * 0.12))
        plate_w, plate_h = int(216 * s), int(74 * s)
        gap = int(6 * s)
        sides = {3: ["bottom", "right", "left"], 4: ["bottom", "right", "top", "left"]}.get(
            players, ["bottom", "right", "top", "left"][:players])
        if players == 4:
            self.trick_zone.top = int(h * 0.27)
            self.trick_zone.height = int(h * 0.36)
        bottom_plate = pygame.Rect(m, self.status.top - gap - plate_h, plate_w, plate_h)
        self.places: dict[int, SeatPlace] = {}
        for r, side in enumerate(sides):
            seat = (viewer + r) % players
            below_backs = plate_h + int(8 * s) + self.small_card[1] + int(14 * s)
            if side == "bottom":
                plate = bottom_plate
                left = plate.right + m
                wu = pygame.Rect(left, plate.top, max(plate_w, int(w * 0.62) - left), plate_h)
                place = SeatPlace(side, plate, (plate.centerx, plate.bottom), wu, 1)
            elif side in ("right", "left"):
                x = w - m - plate_w if side == "right" else m
                plate = pygame.Rect(x, int(h * 0.22), plate_w, plate_h)
                top = plate.top + below_backs
                floor = self.status.top if side == "right" else bottom_plate.top
                wu = pygame.Rect(x, top, plate_w, max(self.wu_card[1], floor - gap - top))
                place = SeatPlace(side, plate, (plate.centerx, plate.bottom + int(8 * s)), wu,
                                  -1 if side == "right" else 1)
            else:
                plate = pygame.Rect((w - plate_w) // 2, self.top_bar.bottom + int(6 * s), plate_w, plate_h)
                floor = min(self.trick_zone.top, int(h * 0.22))     # above the side seats' plates
                wu = pygame.Rect(plate.right + m, plate.top, plate_w, max(plate_h, floor - gap - plate.top))
                place = SeatPlace(side, plate, (plate.centerx, plate.bottom + int(6 * s)), wu, 1)
            self.places[seat] = place
        # room for a dialog over the table (the hand's summary): clear of the person's plate and wu
        self.dialog_space = pygame.Rect(0, self.top_bar.bottom + gap, w, bottom_plate.top - gap - self.top_bar.bottom - gap)
        self.banner_at = (w // 2, self.top_bar.bottom + int(40 * s))
        if players == 4:
            # the seat across sits at the top: messages go to the top of the trick zone instead
            self.banner_at = (w // 2, self.trick_zone.top + int(26 * s))

    def seat_center(self, seat: int) -> tuple[int, int]:
        return self.places[seat].plate.center

    def wu_slot(self, seat: int, index: int, count: int) -> tuple[int, int]:
        """Centre of the ``index``-th of ``count`` wu cards of a seat: neat rows inside its wu area,
        closer together when there are many, so the pile never leaves its rectangle."""
        place = self.places[seat]
        area = place.wu_area
        cw, ch = self.wu_card
        row_step = max(1, int(ch * 0.62))
        rows = max(1, (area.height - ch) // row_step + 1)
        step = max(4, int(cw * 0.5))
        per_row = max(1, (area.width - cw) // step + 1)
        count = max(count, index + 1)
        if count > rows * per_row:                     # many wu: squeeze the rows
            per_row = -(-count // rows)
            step = (area.width - cw) / max(1, per_row - 1)
        row, col = divmod(index, per_row)
        row = min(row, rows - 1)
        if place.wu_step > 0:
            x = area.left + col * step + cw / 2
        else:
            x = area.right - col * step - cw / 2
        y = area.top + row * row_step + ch / 2
        return (round(x), round(y))


# How much of a card a fan leaves uncovered: up to the right edge of the centre column of pips
# (a lone pip reaches 0.70 of the width) and a little more, so both ends of every card can be
# read (issue 13, item 15). Pinned by tests/ui/test_table_layout.py against the faces' pips.
SHOWN_PART = 0.74


@dataclass(frozen=True)
class Fan:
    """How a hand of ``n`` cards is spread: card size, the step from one card to the next, the
    extra gap between suits, and the horizontal span the cards are centred in."""

    card: tuple[int, int]
    step: float
    gap: int
    left: int
    right: int
    bottom: int


def hand_fan(layout: TableLayout, n: int, breaks: int) -> Fan:
    """A usual hand sits centred at full size; a long one spreads wider (between Undo/Hint and the
    buttons), and only when even that would hide the middle of the cards are they drawn smaller."""
    cw, ch = layout.hand_card
    natural = cw + int(4 * layout.s)
    for area in (layout.hand_area, layout.hand_wide):
        gap = int(cw * 0.35)
        step = natural if n <= 1 else min(natural, (area.width - cw - breaks * gap) / (n - 1))
        if step >= SHOWN_PART * cw:
            return Fan((cw, ch), step, gap, area.left, area.right, area.bottom)
    area = layout.hand_wide
    width = area.width / (1 + SHOWN_PART * (n - 1) + 0.2 * breaks)
    small = (max(4, int(width)), max(4, int(ch * width / cw)))
    return Fan(small, SHOWN_PART * small[0], int(small[0] * 0.2), area.left, area.right, area.bottom)
