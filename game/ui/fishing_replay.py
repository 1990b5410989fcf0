"""Replay a finished fishing hand step by step, every hand open (docs/rules/fishing.md).

The climbing replay's screen, buttons and keys (ReplayScene) with the fishing
table drawn instead: the lake, the card turned up and the pile, and for each
seat its hand and its catch in scoring-group order with its points. The line
at the top says what the step did: "Ming: 2:4 catches 3:3 (+20)",
"You release 4:4", "Lan turns up 5:5".
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import _, chinese
from game.model.cards import Card
from game.ui import theme
from game.ui.boards.base import variant_style
from game.ui.boards.fishing import FISH_MARK
from game.ui.fishing_scores import FISH_COLOUR, line_label, pair_words
from game.ui.faces import FaceStyle, face_for, face_size, render_back, render_face
from game.ui.replay_screen import ReplayScene
from game.ui.said import by


@dataclass(frozen=True)
class CatchGroup:
    """One scoring group of a catch as the replay lays it out: its cards, the fish they count as, and
    its score in a few words ("Sky-nine 90") for the end step."""

    cards: list[Card]
    fish: str | None
    words: str


def catch_groups(variant, cards) -> list[CatchGroup]:
    """A catch split into its scoring groups (§7), so the replay lays it out as the table does; the
    bonuses (§7) follow as groups without cards."""
    if not cards:
        return []
    score = variant.catch_score(cards)
    groups = [CatchGroup(list(line.cards), line.fish, f"{line_label(line)} {line.points}") for line in score.lines
              if line.cards]
    if sorted(c for g in groups for c in g.cards) != sorted(cards):
        return [CatchGroup(sorted(cards), None, "")]
    return groups + [CatchGroup([], None, _("bonus {group} +{points}").format(
        group=(b.chinese or b.group) if chinese() else b.group, points=b.points)) for b in score.bonuses]


def standing_chips(variant, g) -> list[int]:
    """What each seat would win or pay if the hand ended at this step: the settlement of §8 on the
    points so far (the chips change hands only at the end)."""
    seats = sorted(g.seats_from_dealer())
    return list(variant.settle(g.points, seats).chips)


def event_words(event, names: list[str], named: bool = True) -> str | None:
    """One fishing event in a few words, or None for those the step line leaves out; ``named`` False:
    the seat was named by the step's earlier event ("Ming: 2:4 catches 3:3 (+20) · then turns up 5:5")."""
    kind = type(event).__name__
    seat = getattr(event, "seat", None)
    who = names[seat] if seat is not None else ""

    def act(you: str, other: str, then_you: str, then_other: str, **fields: object) -> str:
        return by(who, you, other, **fields) if named else by(who, then_you, then_other, **fields)

    if kind == "Captured":
        fish = ", ".join(map(str, event.fish))
        said = _("{who}: {bait} catches {fish} (+{gained})") if named else _("then {bait} catches {fish} (+{gained})")
        return said.format(who=who, bait=event.bait, fish=fish, gained=event.gained)
    if kind == "Released":
        return act(_("You release {card}"), _("{who} releases {card}"), _("then release {card}"),
                   _("then releases {card}"), card=event.card)
    if kind == "TurnedUp":
        return act(_("You turn up {card}"), _("{who} turns up {card}"), _("then turn up {card}"),
                   _("then turns up {card}"), card=event.card)
    if kind == "LaidOut":
        return act(_("You lay out a heaven pair (+{points})"), _("{who} lays out a heaven pair (+{points})"),
                   _("then lay out a heaven pair (+{points})"), _("then lays out a heaven pair (+{points})"),
                   points=event.points)
    if kind == "LayoutDeclined":
        return act(_("You keep the heaven pair in hand"), _("{who} keeps the heaven pair in hand"),
                   _("then keep the heaven pair in hand"), _("then keeps the heaven pair in hand"))
    if kind == "HandOver":
        return _("the hand is over")
    return None


class FishingReplayScene(ReplayScene):
    """A fishing hand replayed; "Next catch" (Space) skips to the next capture or the end."""

    @property
    def NEXT_LABEL(self) -> str:          # noqa: N802 (the replay screen's name for its skip button's words)
        return _("Next catch »")
    NEXT_KINDS = ("Captured", "HandOver")

    @property
    def style(self) -> FaceStyle:
        """Cards or tiles as the table draws this variant (its file's ``faces:``), the player's other settings kept."""
        return variant_style(self.variant, self.app.face_style)

    def face(self, card: Card, size) -> pygame.Surface:
        return render_face(face_for(card, self.variant.card_name(card).zh), size, self.style)

    def row(self, surface, cards, x: int, y: int, height: int, width: int, lit=()) -> list[Card]:
        """Cards side by side (overlapping when they must) from ``x``; returns those drawn wholly on the window."""
        return self.catch_row(surface, [CatchGroup(list(cards), None, "")], x, y, height, width, lit)

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
        parts = [by(self.names[g.dealer], _("The deal: You deal"), _("The deal: {who} deals"))] \
            if step.action is None else []
        said: int | None = None                 # the seat the line has named: its next event needs no name
        for e in step.events:
            seat = getattr(e, "seat", None)
            words = event_words(e, self.names, named=seat is None or seat != said)
            if words:
                parts.append(words)
                said = seat if seat is not None else said
        return " · ".join(parts)

    def draw_state(self, surface: pygame.Surface, g) -> None:
        """Draws the step's table, and keeps in ``self.shown`` which cards it laid where (the tests read it)."""
        self.shown: dict[str, object] = {"lake": [], "drawn": g.drawn, "hands": {}, "catches": {}, "seats": {},
                                         "scores": {}, "settlement": []}
        w, h = surface.get_size()
        s = self.s
        left = int(24 * s)
        lit_lake, caught = self.lit_cards()
        # the lake, with the pile and the card turned up at its right
        lake_h = int(h * 0.12)
        top = int(h * 0.15)
        theme.text(surface, _("Lake · {n}").format(n=len(g.lake)), (left, top - int(22 * s)), int(15 * s), theme.MUTED)
        self.shown["lake"] = self.row(surface, sorted(g.lake), left, top, lake_h, int(w * 0.70), lit_lake)
        pile_x = int(w * 0.72)
        back_size = face_size(lake_h, self.style)
        if g.is_over:
            self.draw_settlement(surface, g, pygame.Rect(pile_x, top - int(22 * s), w - int(16 * s) - pile_x,
                                                         lake_h + int(22 * s)))
        else:
            if g.pile:
                surface.blit(render_back(back_size, self.style), (pile_x, top))
            theme.text(surface, _("Pile · {n}").format(n=len(g.pile)), (pile_x, top - int(22 * s)), int(15 * s), theme.MUTED)
        drawn_x = pile_x + max(back_size[0], int(90 * s)) + int(16 * s)   # clear of the pile's label
        if g.drawn is not None:
            theme.text(surface, _("Turned up"), (drawn_x, top - int(22 * s)), int(15 * s), theme.HIGHLIGHT)
            surface.blit(self.face(g.drawn, back_size), (drawn_x, top))
        # each seat: name, points and chips, hand, catch in scoring groups (scored under it at the end)
        first = top + lake_h + int(40 * s)
        bottom = h - int(86 * s)
        sitter_h = int(60 * s)              # a seat sitting the hand out needs a line, not a row of cards
        sitting = g.sitter is not None
        row_h = (bottom - first - (sitter_h if sitting else 0)) // max(1, g.players - sitting)
        card_h = min(int(h * 0.1), row_h - int(30 * s))
        widest = max(len(hand) for hand in g.hands) * (face_size(card_h, self.style)[0] + 3)
        catch_x = min(int(w * 0.5), int(240 * s) + widest)   # the catches take the room the hands leave
        if widest:
            theme.text(surface, _("hands"), (int(210 * s), first - int(20 * s)), int(13 * s), theme.MUTED)
        theme.text(surface, _("catches, scored by group") if g.is_over else _("catches"), (catch_x, first - int(20 * s)),
                   int(13 * s), theme.MUTED)
        chips = list(g.chips) if g.is_over else standing_chips(self.variant, g)
        label_h = int(19 * s) if g.is_over else 0
        column = int(210 * s) - left - int(8 * s)
        y = first
        for seat in range(g.players):
            if seat:
                y += sitter_h if seat - 1 == g.sitter else row_h
            turn = seat == g.current_player and not g.is_over
            name = ("▶ " if turn else "") + self.names[seat]
            theme.text_in(surface, name, pygame.Rect(left, y, column, int(22 * s)), int(17 * s),
                          theme.HIGHLIGHT if turn else theme.PAPER, "topleft")
            if seat == g.sitter:
                theme.text(surface, _("sits out"), (left, y + int(24 * s)), int(14 * s), theme.MUTED)
                continue
            chip = f"{chips[seat]:+d}"
            lines = [(_("{n} points").format(n=g.points[seat]), theme.MUTED),
                     (_("{chips} chips").format(chips=chip) if g.is_over else
                      _("{chips} if it ended now").format(chips=chip), theme.BRASS if g.is_over else theme.MUTED)]
            for k, (words, color) in enumerate(lines):
                theme.text_in(surface, words, pygame.Rect(left, y + int((24 + 18 * k) * s), column, int(18 * s)),
                              int(14 * s), color, "topleft")
            self.shown["seats"][seat] = [words for words, _color in lines]
            self.shown["hands"][seat] = self.row(surface, g.hands[seat], int(210 * s), y, card_h,
                                                 catch_x - int(230 * s))
            groups = catch_groups(self.variant, g.catches[seat])
            height = min(card_h * 4 // 5, row_h - label_h - int(12 * s)) if g.is_over else card_h * 4 // 5
            self.shown["catches"][seat] = self.catch_row(surface, groups, catch_x, y + (0 if g.is_over else card_h // 5),
                                                         height, w - int(16 * s) - catch_x, caught.get(seat, ()),
                                                         seat if g.is_over else None)

    def draw_settlement(self, surface: pygame.Surface, g, box: pygame.Rect) -> None:
        """At the end, where the pile lay: each pair's settlement (§8), a line a pair."""
        s = self.s
        theme.text(surface, _("Settlement"), box.topleft, int(15 * s), theme.MUTED)
        pairs = g.settlement.pairs if g.settlement else ()
        step = min(int(20 * s), (box.height - int(22 * s)) // max(1, len(pairs)))
        for k, p in enumerate(pairs):
            line = pygame.Rect(box.left, box.top + int(22 * s) + k * step, box.width, step)
            words = pair_words(p, self.names)
            shown, size = theme.fit(words, int(14 * s), line.width, smallest=0.7)
            theme.text(surface, shown, line.topleft, size, theme.BRASS)
            self.shown["settlement"].append(shown)

    def catch_row(self, surface, groups: list[CatchGroup], x: int, y: int, height: int, width: int,
                  lit=(), scored: int | None = None) -> list[Card]:
        """A catch's groups in one row, a small gap between groups, overlapping as much as a big catch needs,
        each card's fish marked as the table marks it, the cards in ``lit`` framed; returns the cards drawn
        wholly on the window. With ``scored`` (a seat, at the end step) each group's score is written under
        its cards, the group as wide as its words need."""
        lit = list(lit)
        if not any(g.cards for g in groups):
            return []
        drawn, framed = [], []
        window = surface.get_rect()
        size = face_size(height, self.style)
        cw = size[0]
        gap = max(int(8 * self.s), cw * 2 // 3) if len(groups) > 1 else 0     # sets the groups plainly apart
        label = max(10, int(13 * self.s))
        wide = [theme.font(label).size(g.words)[0] + int(8 * self.s) if scored is not None else 0 for g in groups]

        def extent(group: CatchGroup, step: float) -> float:
            return cw + (len(group.cards) - 1) * step if group.cards else 0

        def total(step: float) -> float:
            return sum(max(extent(g, step), n) for g, n in zip(groups, wide)) + gap * (len(groups) - 1)

        step = float(cw + 3)
        if total(step) > width:             # overlap the cards as much as the row needs, no more
            lo, hi = 0.0, step
            for _try in range(24):
                mid = (lo + hi) / 2
                lo, hi = (mid, hi) if total(mid) <= width else (lo, mid)
            step = lo
        scores = []
        for group, need in zip(groups, wide):
            start = x
            for card in group.cards:
                rect = surface.blit(self.face(card, size), (round(x), y))
                if group.fish in FISH_MARK:
                    radius = max(3, rect.width // 6)
                    centre = (rect.left + radius + 2, rect.top + radius + 2)
                    pygame.draw.circle(surface, FISH_MARK[group.fish], centre, radius)
                    pygame.draw.circle(surface, theme.INK, centre, radius, width=1)
                if card in lit:
                    lit.remove(card)
                    framed.append(rect)
                if window.contains(rect):
                    drawn.append(card)
                x += step
            room = max(extent(group, step), need)
            if scored is not None:
                box = pygame.Rect(round(start), y + height + int(3 * self.s), round(room), int(18 * self.s))
                color = FISH_COLOUR.get(group.fish or "small") if group.cards else theme.HIGHLIGHT
                words, fitted = theme.fit(group.words, label, box.width)
                scores.append((words, theme.text(surface, words, box.topleft, fitted, color)))
            x = start + room + gap
        if scored is not None:
            self.shown["scores"][scored] = scores
        for rect in framed:                 # over the cards, so an overlapping neighbour does not hide it
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=5)
        return drawn
