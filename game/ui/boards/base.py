"""What every family's board shares: its view of the table, card faces, the person's hand under the
pointer, cards flying home, bubbles by the plates and the hover tooltip.

A board (climbing, fishing) subclasses ``Board`` and adds how its own state is drawn and which
gestures make which actions; what is written here once was the same in every board.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import N_, _
from game.model.cards import Card
from game.rules import Action
from game.ui import line_breaks, theme
from game.ui.faces import FaceStyle, face_for, render_back, render_face
from game.ui.play_words import card_called
from game.ui.table_layout import TableLayout
from game.ui.words import agree, does, said

DRAG_START = 6              # pixels the pointer moves before a press becomes a drag


def variant_style(variant, style: FaceStyle) -> FaceStyle:
    """The player's face style, drawn with what the game's own file says (``faces: tile`` for the
    fishing game on two domino sets, ``faces: card`` for the 84 cards) where it says so."""
    kind = getattr(variant, "faces", None)
    if kind not in ("card", "tile") or kind == style.kind:
        return style
    return FaceStyle(kind, style.coalesced_five, style.ring_red, style.corner_label)


@dataclass
class Held:
    """One card picked up by the pointer (``follow_drag`` moves it): its index in the shown hand (fishing:
    -1 for the card turned up), where the press began, where the pointer is, the pointer's offset on the
    card, and whether it has moved far enough to be a drag."""

    index: int
    card: object
    start: tuple[int, int]
    pos: tuple[int, int]
    grab: tuple[int, int]
    moving: bool = False


class Board:
    """One hand of a family's game on the table; ``table`` is the shell it sits in."""

    family = ""
    launch: dict[Card, list[tuple[int, int]]]
    _hand_cache: tuple | None

    # -- what the shell reads -----------------------------------------------------------------
    @property
    def game(self):
        return self.table.game

    @property
    def variant(self):
        return self.table.variant

    @property
    def layout(self) -> TableLayout:
        return self.table.layout

    @property
    def style(self) -> FaceStyle:
        return self.table.style

    def after_undo(self) -> None:
        """An undo: nothing stays launched or chosen, and the table shows the engine's state again."""
        self.launch = {}
        self.acted()
        self.sync_shown()

    def reveal(self) -> None:
        """Hot-seat: the next person sits down; nothing of the last person's choice stays."""
        self.acted()

    def seat_state(self, seat: int) -> str | None:
        """What matters now about a seat, in place of person/computer; nothing by default."""
        return None

    def piles(self) -> tuple[pygame.Rect, ...]:
        """Where the cards a seat has won lie beside its plate, as drawn now: what a lesson's tip leaves
        uncovered where it can (table.lesson). None by default."""
        return ()

    def seat_seal(self, surface: pygame.Surface, seat: int) -> pygame.Rect | None:
        """A seal drawn by the seat's plate (climbing's gods of wealth); none by default."""
        return None

    def hand_hidden(self) -> bool:
        """The person's hand is not drawn: no game, a computer at the screen, or hot-seat before the
        next person has sat down (the curtain)."""
        t = self.table
        return self.game is None or not t.human(t.viewer) or (len(t.setup.humans) > 1 and not t.revealed)

    def forget_hand(self) -> None:
        """The shown hand must be laid out again (a new viewer, a new size, an undo)."""
        self._hand_cache = None

    def chips_shown(self, seat: int) -> int:
        return self.shown.chips[seat]

    # The hand's banner for a dealer who does ``first`` first, as whole sentences (the person "You", another).
    BANNERS = {"lead": (N_("Hand {hand} of {length} — {who} deal and lead"),
                        N_("Hand {hand} of {length} — {who} deals and leads"))}

    def banner_words(self, first: str) -> str:
        """"Hand 2 of 8 — Bo deals and leads": the dealer does ``first`` (a verb) first. A verb without a
        whole sentence in BANNERS is told in English grammar (a family's board may add its own)."""
        t = self.table
        dealer = t.name(self.game.dealer)
        if first in self.BANNERS:
            you, other = self.BANNERS[first]
            return said(dealer, you, other, hand=t.match.hand_number, length=t.match.length)
        return f"Hand {t.match.hand_number} of {t.match.length} — {does(dealer, 'deal')} and {agree(dealer, first)}"

    # -- geometry -------------------------------------------------------------------------------
    def face(self, card: Card, size: tuple[int, int]) -> pygame.Surface:
        name = self.variant.card_name(card).zh
        return render_face(face_for(card, name), size, self.style)

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The index in the shown hand of the card under ``pos`` (the top one where cards overlap)."""
        for i, (card, rect) in reversed(list(enumerate(self.hand_rects()))):
            if rect.collidepoint(pos):
                return i
        return None

    def launch_point(self, seat: int, card: Card) -> tuple[int, int]:
        """Where a played card starts its flight: where the person let it go, else the seat's plate."""
        if self.launch.get(card):
            return self.launch[card].pop(0)
        return self.layout.seat_center(seat)

    # -- gestures -------------------------------------------------------------------------------
    def follow_drag(self, pos: tuple[int, int]) -> None:
        """The pointer moved with a card held: past DRAG_START pixels the press becomes a drag."""
        self.drag.pos = pos
        dx, dy = pos[0] - self.drag.start[0], pos[1] - self.drag.start[1]
        if not self.drag.moving and dx * dx + dy * dy >= DRAG_START ** 2:
            self.drag.moving = True

    def apply_launched(self, action: Action) -> bool:
        """Apply the person's action, its cards flying from ``launch``; refused, nothing stays launched."""
        if not self.table.apply(action):
            self.launch = {}
            return False
        return True

    def homing(self) -> set:
        """The keys (hand indices) of the cards flying home after a refused drop: not drawn in the hand."""
        return {k[1] for k in self.table.flights.keys() if isinstance(k, tuple) and k[0] == "home"}

    # -- drawing --------------------------------------------------------------------------------
    def draw_backs(self, surface: pygame.Surface, seat: int, place) -> None:
        """An opponent's hand by its plate: a row of backs, as many as the cards held."""
        L = self.layout
        n = self.shown.sizes[seat]
        if n <= 0:
            return
        back = render_back(L.small_card, self.style)
        cw, ch = L.small_card
        step = max(2, min(int(cw * 0.3), int((place.plate.width - cw) / max(1, n - 1))))
        width = cw + step * (n - 1)
        x0 = place.backs[0] - width // 2
        for k in range(n):
            surface.blit(back, (x0 + k * step, place.backs[1]))

    def draw_bubble(self, surface: pygame.Surface, seat: int, now: float, size: int) -> None:
        """The seat's bubble (its last words) under its plate, while it lasts."""
        bubble = self.shown.bubbles.get(seat)
        if not (bubble and now < bubble[1]):
            return
        s = self.layout.s
        plate = self.layout.places[seat].plate
        at = (plate.centerx, plate.bottom + 22 * s)
        r = theme.text(surface, bubble[0], at, int(size * s), theme.INK, "center")
        pygame.draw.rect(surface, theme.PAPER, r.inflate(22 * s, 10 * s), border_radius=int(12 * s))
        theme.text(surface, bubble[0], at, int(size * s), theme.INK, "center")

    def hover_settled(self, card: Card | None, now: float) -> bool:
        """True once the pointer has rested 0.45 s on ``card`` (the shell keeps since when)."""
        t = self.table
        if card != t.hover_since[0]:
            t.hover_since = (card, now)
            return False
        return card is not None and now - t.hover_since[1] >= 0.45

    def called(self, card: Card) -> str:
        """The card's name as the person chose (English, Chinese or both), in the language shown
        (game.ui.play_words.card_called: Chinese words show the Chinese name)."""
        return card_called(self.variant, card, self.table.app.settings.card_names)

    def table_card_at(self, pos: tuple[int, int]) -> tuple[Card, pygame.Rect] | None:
        """A face-up card on the table (not in the hand) under ``pos`` and its rect, for the tooltip."""
        return None

    def draw_hover(self, surface: pygame.Surface, now: float) -> None:
        """After a moment over a card (in the hand, else one ``table_card_at`` finds), its name and code."""
        t = self.table
        if self.drag or t.overlay:
            return
        i = self.card_at(t.mouse) if t.can_touch_hand() else None
        hit = self.hand_rects()[i] if i is not None else self.table_card_at(t.mouse)
        card = hit[0] if hit else None
        if not self.hover_settled(card, now):
            return
        self.draw_tooltip(surface, hit[1], f"{self.called(card)} · {card}")

    def draw_tooltip(self, surface: pygame.Surface, card: pygame.Rect, words: str) -> None:
        """``words`` on a paper label over the card at ``card``, in lines no wider than two thirds of the
        window: what beats a mixed play names three plays of several suits each, longer than the window."""
        s = self.layout.s
        size = int(16 * s)
        lines = [theme.font(size).render(line, True, theme.INK)
                 for line in line_breaks.wrap(words, size, self.layout.size[0] * 2 // 3)]
        width = max(img.get_width() for img in lines)
        step = lines[0].get_height()
        box = self.tooltip_rect(card, (width, step * len(lines)))
        pygame.draw.rect(surface, theme.PAPER, box, border_radius=int(8 * s))
        pygame.draw.rect(surface, theme.BRASS_DARK, box, width=1, border_radius=int(8 * s))
        top = box.centery - step * len(lines) // 2
        for i, img in enumerate(lines):
            surface.blit(img, img.get_rect(midtop=(box.centerx, top + i * step)))

    def tooltip_rect(self, card: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
        """Where a card's name is shown: above the card, and for a hand card above the prompt line
        too, so the prompt stays readable; always inside the window."""
        L = self.layout
        s = L.s
        box = pygame.Rect(0, 0, size[0] + int(18 * s), size[1] + int(10 * s))
        box.midbottom = (card.centerx, card.top - int(6 * s))
        if card.top > L.status.top:
            box.bottom = L.status.top - int(2 * s)
        return box.clamp(pygame.Rect(0, 0, *L.size))

    # -- whose turn the table shows (Si Se Pai keeps a claim window's askees secret) -------------
    def actor(self) -> int:
        """The seat the table waits on: the engine's current player."""
        return self.game.current_player

    def shows_turn(self) -> bool:
        """Whether the plate of the seat to act is lit."""
        return True

    def waiting_words(self, seat: int) -> str:
        """The prompt line while a computer acts."""
        return _("{who} is thinking…").format(who=self.table.name(seat))

    def computer_wait(self, wait: float) -> float:
        """Seconds a computer waits before acting, as the shell would have it."""
        return wait
