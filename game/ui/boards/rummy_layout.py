"""Where Si Se Pai's things sit: the climbing table's seats and prompt line, plus each seat's melds and
discards, the pile and the card on offer in the middle, and a hand of twenty long narrow cards.

Four-colour cards are about 1:4 (sprites/four_colour.yaml), so a card small enough to lie twenty in a
row by a plate would be a sliver. The melds and discards on the table are therefore drawn as *stubs*:
the top of each card, where its colour letter and its character are printed, a little taller than
wide. The hand shows whole cards side by side, each group set apart; the card on offer is large.
"""
from __future__ import annotations

import pygame

from game.ui.faces import FaceStyle
from game.ui.faces.four_colour import card_size
from game.ui.table_layout import TableLayout

STUB = 1.42            # a stub's height in card widths: the letter and the character's circle


class RummyLayout(TableLayout):
    def __init__(self, size: tuple[int, int], players: int, viewer: int, style: FaceStyle) -> None:
        super().__init__(size, players, viewer, style)
        w, h = size
        s = self.s
        m = self.margin
        gap = int(6 * s)
        self.stub_w = max(12, int(25 * s))
        self.stub_h = int(self.stub_w * STUB)
        self.stub_card = card_size(int(self.stub_w * 3.8))
        self.stub_step = self.stub_w + max(1, int(2 * s))
        self.meld_gap = int(8 * s)
        # the hand: whole cards between Undo/Hint and the buttons, as tall as the climbing hand at most
        self.hand_height = self.hand_wide.height
        # the middle: the pile, the card on offer (large), and room for the claim bar beside it
        zone = self.trick_zone
        self.offer_card = card_size(int(min(zone.height * 0.86, h * 0.3)))
        ow, oh = self.offer_card
        self.offer_rect = pygame.Rect(0, 0, ow, oh)
        self.offer_rect.center = (zone.centerx - int(40 * s), zone.centery + int(6 * s))
        self.pile_card = card_size(int(oh * 0.62))
        self.pile = pygame.Rect(0, 0, self.pile_card[0] + 6, self.pile_card[1] + 6)
        self.pile.midright = (self.offer_rect.left - int(60 * s), self.offer_rect.centery)
        self.claim_bar = pygame.Rect(self.offer_rect.right + int(28 * s), zone.top, 0, zone.height)
        self.claim_bar.width = min(int(250 * s), zone.right + int(40 * s) - self.claim_bar.left)
        # each seat: a rectangle for its exposed melds and one for its discards
        self.melds: dict[int, pygame.Rect] = {}
        self.discard_rows: dict[int, pygame.Rect] = {}
        side_plate_w = int(216 * s)
        bottom_plate = self.places[viewer].plate
        for seat, place in self.places.items():
            plate = place.plate
            if place.side == "bottom":
                left = plate.right + m
                right = w - m - side_plate_w - m
                top = min(plate.top, self.status.top - gap - 2 * self.stub_h - gap)
                self.melds[seat] = pygame.Rect(left, top, right - left, self.stub_h + 2)
                self.discard_rows[seat] = pygame.Rect(left, top + self.stub_h + gap, right - left, self.stub_h + 2)
            elif place.side in ("right", "left"):
                top = plate.bottom + int(10 * s)
                floor = (self.status.top if place.side == "right" else bottom_plate.top) - gap
                half = (floor - top) // 2
                self.melds[seat] = pygame.Rect(plate.left, top, plate.width, half - gap)
                self.discard_rows[seat] = pygame.Rect(plate.left, top + half, plate.width, floor - top - half)
            else:
                floor = zone.top - gap
                left = m + side_plate_w + m
                right = w - m - side_plate_w - m
                self.melds[seat] = pygame.Rect(plate.right + m, plate.top, right - plate.right - m,
                                               floor - plate.top)
                self.discard_rows[seat] = pygame.Rect(left, plate.top, plate.left - m - left, floor - plate.top)
        # announcements (a claim, a win) over the middle, clear of the words above the card on offer
        self.banner_at = (w // 2, self.offer_rect.top - int(56 * s))
        # the claim bar: beside the card on offer, above the person's melds
        self.claim_bar.height = min(zone.bottom, self.melds[viewer].top - gap) - zone.top
        self.dialog_space = pygame.Rect(0, self.top_bar.bottom + gap, w,
                                        self.melds[viewer].top - gap - self.top_bar.bottom - gap)

    def hand_cards(self, n: int, breaks: int) -> tuple[tuple[int, int], int, int]:
        """Card size, the step between cards and the gap between groups for ``n`` cards in ``breaks + 1``
        groups: as tall as allowed, narrower when the row would not fit between Undo/Hint and the buttons."""
        area = self.hand_wide
        cw, ch = card_size(self.hand_height)
        step_gap = max(1, int(2 * self.s))
        room = area.width
        need = n * (cw + step_gap) + breaks * int(cw * 0.45)
        ch = self.hand_height
        while need > room and ch > 24:
            ch = min(ch - 1, int(ch * room / need))
            cw, ch = card_size(ch)
            need = n * (cw + step_gap) + breaks * int(cw * 0.45)
        return (cw, ch), cw + step_gap, int(cw * 0.45)


def four_colour_picture(entry, size: tuple[int, int], style: FaceStyle) -> pygame.Surface:
    """The new-game list's picture of a rummy game: four four-colour cards side by side, one of each colour
    (a command group's General, a field group, a Soldier), as a hand holds them."""
    from game.ui.faces.four_colour import render_card
    w, h = size
    picture = pygame.Surface((w, h), pygame.SRCALPHA)
    cards = ("R-Gn", "Y-Ch", "G-Hs", "W-Sd")
    cw, ch = card_size(h)
    if cw * 4 + 6 > w:
        cw, ch = card_size(int(h * w / (cw * 4 + 6)))
    x = (w - (cw * 4 + 6)) // 2
    for i, c in enumerate(cards):
        picture.blit(render_card(c, (cw, ch)), (x + i * (cw + 2), (h - ch) // 2))
    return picture
