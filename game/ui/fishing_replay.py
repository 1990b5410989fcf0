"""Replay a finished fishing hand step by step, every hand open (docs/rules/fishing.md).

The climbing replay's screen, buttons and keys (ReplayScene) with the fishing
table drawn instead: the lake, the card turned up and the pile, and for each
seat its hand and its catch in scoring-group order with its points. The line
at the top says what the step did: "Ming: 2:4 catches 3:3 (+20)",
"You release 4:4", "Lan turns up 5:5".
"""
from __future__ import annotations

import pygame

from game.model.cards import Card
from game.ui import theme
from game.ui.boards.base import variant_style
from game.ui.faces import FaceStyle, face_for, face_size, render_back, render_face
from game.ui.replay_screen import ReplayScene
from game.ui.words import does


def catch_groups(variant, cards) -> list[list[Card]]:
    """A catch split into its scoring groups (§7), so the replay lays it out as the table does."""
    if not cards:
        return []
    groups = [list(line.cards) for line in variant.catch_score(cards).lines if line.cards]
    if sorted(c for g in groups for c in g) != sorted(cards):
        return [sorted(cards)]
    return groups


def event_words(event, names: list[str]) -> str | None:
    """One fishing event in a few words, or None for those the step line leaves out."""
    kind = type(event).__name__
    if kind == "Captured":
        fish = ", ".join(map(str, event.fish))
        return f"{names[event.seat]}: {event.bait} catches {fish} (+{event.gained})"
    if kind == "Released":
        return f"{does(names[event.seat], 'release')} {event.card}"
    if kind == "TurnedUp":
        return f"{does(names[event.seat], 'turn')} up {event.card}"
    if kind == "LaidOut":
        return f"{does(names[event.seat], 'lay')} out a heaven pair (+{event.points})"
    if kind == "LayoutDeclined":
        return f"{does(names[event.seat], 'keep')} the heaven pair in hand"
    if kind == "HandOver":
        return "the hand is over"
    return None


class FishingReplayScene(ReplayScene):
    """A fishing hand replayed; "Next catch" (Space) skips to the next capture or the end."""

    NEXT_LABEL = "Next catch »"
    NEXT_KINDS = ("Captured", "HandOver")

    @property
    def style(self) -> FaceStyle:
        """Cards or tiles as the table draws this variant (its file's ``faces:``), the player's other settings kept."""
        return variant_style(self.variant, self.app.face_style)

    def face(self, card: Card, size) -> pygame.Surface:
        return render_face(face_for(card, self.variant.card_name(card).zh), size, self.style)

    def row(self, surface, cards, x: int, y: int, height: int, width: int, lit=()) -> list[Card]:
        """Cards side by side (overlapping when they must) from ``x``; returns those drawn wholly on the window."""
        return self.catch_row(surface, [list(cards)], x, y, height, width, lit)

    def lit_cards(self) -> tuple[list[Card], dict[int, list[Card]]]:
        """What the step shown moved, to frame: a card released into the lake, each seat's new catch cards."""
        lake: list[Card] = []
        caught: dict[int, list[Card]] = {}
        for e in self.steps[self.index].events:
            kind = type(e).__name__
            if kind == "Released":
                lake.append(e.card)
            elif kind == "Captured":
                caught.setdefault(e.seat, []).extend((e.bait, *e.fish))
            elif kind == "LaidOut":
                caught.setdefault(e.seat, []).extend(e.cards)
        return lake, caught

    def step_words(self) -> str:
        step = self.steps[self.index]
        g = step.game
        parts = [f"The deal: {does(self.names[g.dealer], 'deal')}"] if step.action is None else []
        parts += [w for w in (event_words(e, self.names) for e in step.events) if w]
        return " · ".join(parts)

    def draw_state(self, surface: pygame.Surface, g) -> None:
        """Draws the step's table, and keeps in ``self.shown`` which cards it laid where (the tests read it)."""
        self.shown: dict[str, object] = {"lake": [], "drawn": g.drawn, "hands": {}, "catches": {}}
        w, h = surface.get_size()
        s = self.s
        left = int(24 * s)
        lit_lake, caught = self.lit_cards()
        # the lake, with the pile and the card turned up at its right
        lake_h = int(h * 0.12)
        top = int(h * 0.15)
        theme.text(surface, f"Lake · {len(g.lake)}", (left, top - int(22 * s)), int(15 * s), theme.MUTED)
        self.shown["lake"] = self.row(surface, sorted(g.lake), left, top, lake_h, int(w * 0.70), lit_lake)
        pile_x = int(w * 0.72)
        back_size = face_size(lake_h, self.style)
        if g.pile:
            surface.blit(render_back(back_size, self.style), (pile_x, top))
        theme.text(surface, f"Pile · {len(g.pile)}", (pile_x, top - int(22 * s)), int(15 * s), theme.MUTED)
        drawn_x = pile_x + max(back_size[0], int(90 * s)) + int(16 * s)   # clear of the pile's label
        if g.drawn is not None:
            theme.text(surface, "Turned up", (drawn_x, top - int(22 * s)), int(15 * s), theme.HIGHLIGHT)
            surface.blit(self.face(g.drawn, back_size), (drawn_x, top))
        # each seat: name, points (and chips at the end), hand, catch in scoring groups
        first = top + lake_h + int(40 * s)
        bottom = h - int(86 * s)
        row_h = (bottom - first) // max(1, g.players)
        card_h = min(int(h * 0.1), row_h - int(30 * s))
        widest = max(len(hand) for hand in g.hands) * (face_size(card_h, self.style)[0] + 3)
        catch_x = min(int(w * 0.5), int(240 * s) + widest)   # the catches take the room the hands leave
        if widest:
            theme.text(surface, "hands", (int(210 * s), first - int(20 * s)), int(13 * s), theme.MUTED)
        theme.text(surface, "catches", (catch_x, first - int(20 * s)), int(13 * s), theme.MUTED)
        for seat in range(g.players):
            y = first + seat * row_h
            turn = seat == g.current_player and not g.is_over
            name = ("▶ " if turn else "") + self.names[seat]
            theme.text(surface, name, (left, y), int(17 * s), theme.HIGHLIGHT if turn else theme.PAPER)
            if seat == g.sitter:
                theme.text(surface, "sits out", (left, y + int(24 * s)), int(14 * s), theme.MUTED)
                continue
            line = f"{g.points[seat]} points" + (f" · {g.chips[seat]:+d}" if g.is_over else "")
            theme.text(surface, line, (left, y + int(24 * s)), int(14 * s), theme.MUTED)
            self.shown["hands"][seat] = self.row(surface, g.hands[seat], int(210 * s), y, card_h,
                                                 catch_x - int(230 * s))
            groups = catch_groups(self.variant, g.catches[seat])
            self.shown["catches"][seat] = self.catch_row(surface, groups, catch_x, y + card_h // 5, card_h * 4 // 5,
                                                         w - int(16 * s) - catch_x, caught.get(seat, ()))

    def catch_row(self, surface, groups: list[list[Card]], x: int, y: int, height: int, width: int,
                  lit=()) -> list[Card]:
        """A catch's groups in one row, a small gap between groups, overlapping as much as a big catch needs,
        the cards in ``lit`` framed; returns the cards drawn wholly on the window."""
        lit = list(lit)
        n = sum(map(len, groups))
        if not n:
            return []
        drawn, framed = [], []
        window = surface.get_rect()
        size = face_size(height, self.style)
        gap = max(4, size[0] // 3) if n > 1 else 0
        room = width - size[0] - gap * (len(groups) - 1)
        step = min(size[0] + 3, room / max(1, n - 1))
        for group in groups:
            for card in group:
                rect = surface.blit(self.face(card, size), (round(x), y))
                if card in lit:
                    lit.remove(card)
                    framed.append(rect)
                if window.contains(rect):
                    drawn.append(card)
                x += step
            x += gap
        for rect in framed:                 # over the cards, so an overlapping neighbour does not hide it
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=5)
        return drawn
