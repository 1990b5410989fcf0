"""Replay a finished hand step by step, every hand open: how was that hand won?

The steps come from the hand's log (game.store.replay_steps): the deal, then
each action with what it caused, so a replay is exactly the hand that was played.
"""
from __future__ import annotations

import pygame

from game.i18n import N_, _
from game.model.cards import Card
from game.rules import GameLog, Pass, Variant
from game.store import replay_steps
from game.ui import theme
from game.ui.boards.base import variant_style
from game.ui.faces import face_for, render_face
from game.ui.play_words import card_zh, play_name
from game.ui.widgets import Button
from game.ui.words import count, said

# The steps that are neither a play nor a pass, as whole sentences ("{who}" is the seat's name).
ACTION_WORDS = {"Declare": N_("{who}: declares"), "Continue": N_("{who}: plays on"),
                "TakeTalon": N_("{who}: takes the talon"), "Redeal": N_("{who}: demands a redeal"),
                "PlayOn": N_("{who}: plays the hand"), "ThrowIn": N_("{who}: throws the hand in")}


class ReplayScene(theme.Screen):
    """A climbing hand replayed; a family's own replay (game.ui.fishing_replay) keeps the buttons and
    keys and redraws only ``draw_state``, ``step_words`` and what "next" skips to."""

    NEXT_LABEL = N_("Next trick »")     # a family's replay marks its own with N_; shown through _()
    NEXT_KINDS = ("TrickWon", "HandOver")

    def __init__(self, app, log: GameLog, variant: Variant, names: list[str], back) -> None:
        self.app = app
        self.variant = variant
        self.names = names
        self.back = back
        self.steps = list(replay_steps(log, variant))
        self.index = 0
        self._size = None
        self.build()

    def build(self) -> None:
        w, h = self.app.screen.get_size()
        self._size = (w, h)
        self.s = s = theme.scale(h)
        y = h - int(70 * s)
        bw, bh = int(170 * s), int(46 * s)
        self.buttons = [
            Button(_("Back"), pygame.Rect(int(24 * s), y, bw, bh), self.back, key=pygame.K_BACKSPACE),
            Button(_("‹ Back a step"), pygame.Rect(w // 2 - bw - int(8 * s), y, bw, bh), lambda: self.go(-1),
                   key=pygame.K_LEFT),
            Button(_("Step ›"), pygame.Rect(w // 2 + int(8 * s), y, bw, bh), lambda: self.go(1), primary=True,
                   key=pygame.K_RIGHT),
            Button(_(self.NEXT_LABEL), pygame.Rect(w // 2 + bw + int(24 * s), y, bw, bh), self.next_trick, key=pygame.K_SPACE),
        ]

    def go(self, step: int) -> None:
        self.index = max(0, min(len(self.steps) - 1, self.index + step))

    def next_trick(self) -> None:
        """Forward to the next trick won (a catch, in fishing), or the end."""
        while self.index < len(self.steps) - 1:
            self.index += 1
            if any(e.kind in self.NEXT_KINDS for e in self.steps[self.index].events):
                return

    def handle(self, event) -> None:
        self.ensure_built()
        for b in self.buttons:
            if b.handle(event):
                return


    def face(self, card: Card, size) -> pygame.Surface:
        return render_face(face_for(card, "" if card.is_domino else self.variant.card_name(card).zh), size,
                           variant_style(self.variant, self.app.face_style))

    def row(self, surface, cards, x: int, y: int, height: int, width: int) -> None:
        size = (max(8, int(height / 3.3)), height)
        step = min(size[0] + 2, (width - size[0]) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
        for i, card in enumerate(cards):
            surface.blit(self.face(card, size), (round(x + i * step), y))

    def step_words(self) -> str:
        """What the step shown did, in a sentence: 'Ah Lam plays Heaven-nine', 'You pass'."""
        step = self.steps[self.index]
        g = step.game
        if step.action is None:
            what = _("The deal: {who} deals and leads").format(who=self.names[g.dealer])
        else:
            who = self.names[step.seat]
            name = type(step.action).__name__
            if isinstance(step.action, Pass):
                what = said(who, N_("{who} pass"), N_("{who} passes"))
            elif hasattr(step.action, "cards"):
                play = play_name(self.variant, self.variant.classify(step.action.cards))
                if name == "LayOut":
                    what = said(who, N_("{who} lay out {play}"), N_("{who} lays out {play}"), play=play)
                else:
                    what = said(who, N_("{who} play {play}"), N_("{who} plays {play}"), play=play)
            elif name in ACTION_WORDS:
                what = _(ACTION_WORDS[name]).format(who=who)
            else:
                what = f"{who}: {name}"
        won = [e for e in step.events if e.kind == "TrickWon"]
        if won:
            what += _(" — {who} wins the trick (+{wu})").format(who=self.names[won[0].seat],
                                                                 wu=count(won[0].wu_gained, "wu"))
        return what

    def draw(self, surface: pygame.Surface, now: float) -> None:
        w, h = surface.get_size()
        s = self.s
        surface.blit(theme.felt((w, h)), (0, 0))
        step = self.steps[self.index]
        g = step.game
        theme.text(surface, _("Replay · step {step} of {steps}").format(step=self.index, steps=len(self.steps) - 1),
                   (int(24 * s), int(16 * s)),
                   int(24 * s), theme.HIGHLIGHT)
        # a step that did several things (a catch, then the card turned up) is shortened to the window
        line = pygame.Rect(0, int(60 * s), w - int(48 * s), int(28 * s))
        line.centerx = w // 2
        self.step_line = theme.text_in(surface, self.step_words(), line, int(20 * s), theme.PAPER, "midtop",
                                       smallest=0.7)
        self.draw_state(surface, g)
        for b in self.buttons:
            b.draw(surface, int(18 * s))

    def draw_state(self, surface: pygame.Surface, g) -> None:
        """The hand at the step shown: each seat's hand and wu, and the trick on the table."""
        w, h = surface.get_size()
        s = self.s
        card_h = int(h * 0.1)
        top = int(h * 0.14)
        row_h = int(card_h * 1.5)
        for seat in range(g.players):
            y = top + seat * row_h
            mark = "▶ " if seat == g.current_player and not g.is_over else ""
            theme.text(surface, f"{mark}{self.names[seat]}", (int(24 * s), y), int(17 * s),
                       theme.HIGHLIGHT if mark else theme.PAPER)
            line = f"{count(g.wu[seat], 'wu')} · {g.chips[seat]:+d}"
            aside = g.laid_aside(seat)
            if aside:       # multiplier cards laid out before play (gods of wealth)
                line += f" · {card_zh(self.variant, aside[0])}×{len(aside)}"
            theme.text(surface, line, (int(24 * s), y + int(24 * s)), int(14 * s), theme.MUTED)
            self.row(surface, g.hands[seat], int(200 * s), y, card_h, int(w * 0.5))
            self.row(surface, g.wu_cards(seat), int(w * 0.66), y + card_h // 4, card_h * 3 // 4, int(w * 0.32))
        theme.text(surface, _("hands"), (int(200 * s), top - int(22 * s)), int(13 * s), theme.MUTED)
        theme.text(surface, _("wu"), (int(w * 0.66), top - int(22 * s)), int(13 * s), theme.MUTED)
        trick_y = top + g.players * row_h + int(10 * s)
        theme.text(surface, _("This trick:"), (int(24 * s), trick_y), int(16 * s), theme.MUTED)
        x = int(200 * s)
        for seat, cards in g.trick:
            label = _("{who}: pass").format(who=self.names[seat]) if cards is None else self.names[seat]
            theme.text(surface, label, (x, trick_y), int(13 * s), theme.PAPER)
            if cards:
                self.row(surface, cards, x, trick_y + int(20 * s), card_h, int(34 * s) * len(cards))
                x += int(card_h / 3.3 + 2) * len(cards) + int(24 * s)
            else:
                x += int(90 * s)
            if x > w - 100:
                break
