"""Replay a finished Si Se Pai hand step by step, every hand open (docs/rules/si-se-pai.md).

The climbing replay's screen, buttons and keys (ReplayScene) with Si Se Pai's
table drawn instead: the pile and the card on offer at the top, and for each
seat its hand (in the melds it holds), its exposed melds and its discards, as
the tops of the cards. The hand is over, so the replay also says who answered
what in each claim window ("Lan passes"), which the table never shows while
the hand is played (§5). "Next meld" (Space) skips to the next card melded.
"""
from __future__ import annotations

import pygame

from game.i18n import _
from game.rules.rummy.actions import Claim, Discard
from game.ui import theme
from game.ui.boards.rummy import CALL_WORDS, meld_name
from game.ui.boards.rummy_hand import by_meld
from game.ui.faces.four_colour import card_size, render_card
from game.ui.faces.names import code_or_name
from game.ui.replay_screen import ReplayScene
from game.ui.said import by

STUB = 1.42            # a card's top, in card widths


def event_words(event, names: list[str]) -> str | None:
    """One Si Se Pai event in a few words, or None for those the step line leaves out."""
    kind = type(event).__name__
    who = names[getattr(event, "seat", 0)]
    if kind == "TurnedUp":
        return by(who, _("You turn up {card}"), _("{who} turns up {card}"), card=code_or_name(event.card))
    if kind == "Discarded":
        return by(who, _("You discard {card}"), _("{who} discards {card}"), card=code_or_name(event.card))
    if kind == "Claimed" and event.call != "meld":
        return _("{who}: {call}").format(who=who, call=_(CALL_WORDS[event.call]))
    if kind == "Melded":
        return by(who, _("You meld a {kind}"), _("{who} melds a {kind}"), kind=meld_name(event.meld_type))
    if kind == "Won":
        return by(who, _("You win {n} points"), _("{who} wins {n} points"), n=event.points)
    if kind == "VoidHand":
        return _("the pile is empty: a void hand")
    return None


class RummyReplayScene(ReplayScene):
    """A Si Se Pai hand replayed; "Next meld" (Space) skips to the next meld laid, or the end."""

    @property
    def NEXT_LABEL(self) -> str:          # noqa: N802 (the replay screen's name for its skip button's words)
        return _("Next meld »")
    NEXT_KINDS = ("Melded", "HandOver")

    def step_words(self) -> str:
        step = self.steps[self.index]
        g = step.game
        if step.action is None:
            parts = [by(self.names[g.dealer], _("The deal: You deal"), _("The deal: {who} deals"))]
        else:
            who = self.names[step.seat]
            a = step.action
            if isinstance(a, Discard):
                parts = []
            elif isinstance(a, Claim):
                cards = " ".join(map(code_or_name, a.cards))
                if a.cards:
                    said = _("{who} claims the win with {cards}") if a.win else _("{who} claims with {cards}")
                else:
                    said = _("{who} claims the win alone") if a.win else _("{who} claims alone")
                parts = [said.format(who=who, cards=cards)]
            else:
                parts = [by(who, _("You pass"), _("{who} passes"))]
        parts += [w for w in (event_words(e, self.names) for e in step.events) if w]
        return " · ".join(parts)

    def stub(self, surface, card, x: int, y: int, width: int, lit: bool = False) -> pygame.Rect:
        img = render_card(card, card_size(int(width * 3.8)))
        top = img.subsurface(pygame.Rect(0, 0, img.get_width(), min(img.get_height(), int(width * STUB))))
        rect = surface.blit(top, (x, y))
        pygame.draw.line(surface, theme.INK, rect.bottomleft, rect.bottomright)
        if lit:
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(4, 4), 2, border_radius=3)
        return rect

    def groups(self, surface, groups, x: int, y: int, width: int, right: int, lit=()) -> int:
        """Groups of card tops from ``x``, a gap between groups, squeezed to end before ``right``."""
        lit = list(lit)
        n = sum(map(len, groups))
        gap = max(3, width // 3)
        step = min(width + 1, (right - x - gap * max(0, len(groups) - 1) - width) / max(1, n - 1))
        for group in groups:
            for card in group:
                hit = card in lit
                if hit:
                    lit.remove(card)
                self.stub(surface, card, round(x), y, width, hit)
                x += step
            x += gap
        return round(x)

    def draw_state(self, surface: pygame.Surface, g) -> None:
        """The hand at the step shown; ``self.shown`` keeps what was laid where (the tests read it)."""
        w, h = surface.get_size()
        s = self.s
        left = int(24 * s)
        self.shown: dict[str, object] = {"offered": g.offered, "hands": {}, "exposed": {}, "discards": {}}
        top = int(h * 0.14)
        theme.text(surface, _("Pile · {n}").format(n=g.pile_size), (left, top), int(16 * s), theme.MUTED)
        if g.offered is not None:
            owner, card, source = g.offered
            words = (_("{who} turned up") if source == "draw" else _("{who} threw away")).format(who=self.names[owner])
            theme.text(surface, words, (left + int(130 * s), top), int(16 * s), theme.HIGHLIGHT)
            self.stub(surface, card, left + int(130 * s) + theme.font(int(16 * s)).size(words)[0] + int(12 * s),
                      top - int(4 * s), int(26 * s), True)
        lit = [c for e in self.steps[self.index].events if type(e).__name__ == "Melded" for c in e.meld]
        first = top + int(62 * s)
        bottom = h - int(86 * s)
        row_h = (bottom - first) // max(1, g.players)
        width = max(12, min(int(24 * s), int((row_h - int(8 * s)) / (2 * STUB + 0.4))))
        hand_right = int(w * 0.62)
        for seat in range(g.players):
            y = first + seat * row_h
            turn = seat == g.current_player and not g.is_over
            name = ("▶ " if turn else "") + self.names[seat]
            theme.text(surface, name, (left, y), int(17 * s), theme.HIGHLIGHT if turn else theme.PAPER)
            line = _("{n} in hand").format(n=len(g.hands[seat])) + (f" · {g.chips[seat]:+d}" if g.is_over else "")
            theme.text(surface, line, (left, y + int(24 * s)), int(14 * s), theme.MUTED)
            hand = by_meld(g.hands[seat])
            self.shown["hands"][seat] = [c for grp in hand for c in grp]
            self.groups(surface, hand, int(190 * s), y, width, hand_right)
            exposed = [list(m) for m in g.exposed[seat]]
            self.shown["exposed"][seat] = exposed
            self.groups(surface, exposed, hand_right + int(16 * s), y, width, w - int(16 * s), lit)
            discards = list(g.discards[seat])
            self.shown["discards"][seat] = discards
            self.groups(surface, [discards], int(190 * s), y + int(width * STUB) + int(6 * s), width,
                        w - int(16 * s))
        theme.text(surface, _("hands, then discards"), (int(190 * s), first - int(20 * s)), int(13 * s), theme.MUTED)
        theme.text(surface, _("melds laid"), (hand_right + int(16 * s), first - int(20 * s)), int(13 * s), theme.MUTED)
