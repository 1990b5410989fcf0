"""Replay a finished Sap Tim Pun round step by step, every hand open (docs/rules/sap-tim-pun.md).

The climbing replay's screen, buttons and keys (ReplayScene) with the banker
table drawn instead: the wall's count and the limit, and for each seat its
stake, its tiles (all face up: the round is over) with their value, and the
round's chips. A step that settles a hand shows that hand's tiles and each
player's result. The line at the top says what the step did: "Ming stakes 3",
"Lan draws 7d (9½)", "East wind for Wei: the banker pays 2". "Next hand »"
(Space) goes to the next settlement.
"""
from __future__ import annotations

import pygame

from game.i18n import _
from game.model.mahjong import words
from game.ui import theme
from game.ui.boards.banker import BANK_WORDS, OUTCOME_WORDS
from game.ui.faces.mahjong import render_tile, tile_size
from game.ui.faces.names import code_or_name
from game.ui.replay_screen import ReplayScene
from game.ui.said import by


def event_words(event, names: list[str]) -> str | None:
    """One banker event in a few words, or None for those the step line leaves out."""
    kind = type(event).__name__
    who = names[getattr(event, "seat", 0)]
    if kind == "LimitSet":
        return by(names[event.banker], _("You bank, bets up to {limit}"), _("{who} banks, bets up to {limit}"),
                  limit=event.limit)
    if kind == "BetPlaced":
        return by(who, _("You stake {n}"), _("{who} stakes {n}"), n=event.amount)
    if kind == "FirstTile":
        said = _("{who}: {tile} (for the east wind)") if event.replaces else _("{who}: {tile}")
        return said.format(who=who, tile=code_or_name(event.tile))
    if kind == "EastWind":
        if event.banker:
            return _("east wind for the banker {who}: every stake swept in").format(who=who)
        return _("east wind for {who}: the banker pays {n}").format(who=who, n=event.moves[event.seat])
    if kind == "Drew":
        return by(who, _("You draw {tile} ({value})"), _("{who} draws {tile} ({value})"), tile=code_or_name(event.tile),
                  value=words(event.value))
    if kind == "Stood":
        return by(who, _("You stand on {value}"), _("{who} stands on {value}"), value=words(event.value))
    if kind == "Bust":
        return _("{who} bust with {value}").format(who=who, value=words(event.value))
    if kind == "HandSettled":
        return _("hand {n} settled").format(n=event.number)
    if kind == "RoundOver":
        return _("the round is over: the bank passes to {who}").format(who=names[event.next_banker])
    return None


class BankerReplayScene(ReplayScene):
    """A Sap Tim Pun round replayed; "Next hand" (Space) skips to the next settlement or the end."""

    @property
    def NEXT_LABEL(self) -> str:          # noqa: N802 (the replay screen's name for its skip button's words)
        return _("Next hand »")
    NEXT_KINDS = ("HandSettled", "RoundOver")

    def step_words(self) -> str:
        step = self.steps[self.index]
        g = step.game
        parts = [_("A new wall: {who} banks").format(who=self.names[g.banker])] if step.action is None else []
        parts += [w for w in (event_words(e, self.names) for e in step.events) if w]
        line = " · ".join(parts)
        return line if len(line) < 150 else line[:147] + "…"

    def draw_state(self, surface: pygame.Surface, g) -> None:
        """Each seat: stake, tiles and value (a settling step: the settled hand with its results), chips."""
        w, h = surface.get_size()
        s = self.s
        left = int(24 * s)
        settled = next((e for e in self.steps[self.index].events if type(e).__name__ == "HandSettled"), None)
        tiles = [list(t) for t in (settled.tiles if settled is not None else g.tiles)]
        results = {line.seat: line for line in settled.lines} if settled is not None else {}
        top = int(h * 0.15)
        number = settled.number if settled is not None else g.hand_number
        theme.text(surface, _("limit {limit} · hand {number} · wall {wall}").format(limit=g.limit, number=number,
                                                                                    wall=len(g.wall)), (left, top - int(30 * s)),
                   int(16 * s), theme.MUTED)
        bottom = h - int(90 * s)
        row_h = (bottom - top) // max(1, g.players)
        th = min(int(h * 0.1), row_h - int(12 * s))
        size = tile_size(th)
        self.shown = {"tiles": {}}
        for seat in range(g.players):
            y = top + seat * row_h
            turn = seat == g.current_player and not g.is_over and g.phase == "draw"
            banker = " 莊" if seat == g.banker else ""
            theme.text(surface, ("▶ " if turn else "") + self.names[seat] + banker, (left, y), int(18 * s),
                       theme.HIGHLIGHT if turn else theme.PAPER)
            stake = _("banker") if seat == g.banker else (_("stake {n}").format(n=g.bets[seat]) if g.bets[seat] else "")
            if settled is not None and seat in results:
                stake = _("stake {n}").format(n=results[seat].bet)
            chips = _("round {chips}").format(chips=f"{g.chips[seat]:+d}")
            theme.text(surface, f"{stake} · {chips}".strip(" ·"), (left, y + int(26 * s)),
                       int(14 * s), theme.MUTED)
            x = int(260 * s)
            for tile in tiles[seat]:
                surface.blit(render_tile(tile, size), (x, y))
                x += size[0] + int(4 * s)
            self.shown["tiles"][seat] = tiles[seat]
            if tiles[seat]:
                value = self.variant.hand_half_points(tiles[seat])
                note = _("bust") if value > self.variant.target else words(value)
                if settled is not None:
                    line = results.get(seat)
                    amount = line.amount if line else settled.hand_chips[seat]
                    why = OUTCOME_WORDS[line.outcome] if line else BANK_WORDS
                    why = _("paid at the bust") if why == "bust" else _(why)
                    note += f"   {amount:+d} · {why}"
                theme.text(surface, note, (x + int(16 * s), y + size[1] // 2), int(18 * s),
                           theme.HIGHLIGHT, "midleft")
