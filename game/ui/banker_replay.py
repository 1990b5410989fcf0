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

from game.model.mahjong import words
from game.ui import theme
from game.ui.boards.banker import OUTCOME_WORDS
from game.ui.faces.mahjong import render_tile, tile_size
from game.ui.replay_screen import ReplayScene
from game.ui.words import does


def event_words(event, names: list[str]) -> str | None:
    """One banker event in a few words, or None for those the step line leaves out."""
    kind = type(event).__name__
    if kind == "LimitSet":
        return f"{does(names[event.banker], 'bank')}, bets up to {event.limit}"
    if kind == "BetPlaced":
        return f"{does(names[event.seat], 'stake')} {event.amount}"
    if kind == "FirstTile":
        return f"{names[event.seat]}: {event.tile}" + (" (for the east wind)" if event.replaces else "")
    if kind == "EastWind":
        if event.banker:
            return f"east wind for the banker {names[event.seat]}: every stake swept in"
        return f"east wind for {names[event.seat]}: the banker pays {event.moves[event.seat]}"
    if kind == "Drew":
        return f"{does(names[event.seat], 'draw')} {event.tile} ({words(event.value)})"
    if kind == "Stood":
        return f"{does(names[event.seat], 'stand')} on {words(event.value)}"
    if kind == "Bust":
        return f"{names[event.seat]} bust with {words(event.value)}"
    if kind == "HandSettled":
        return f"hand {event.number} settled"
    if kind == "RoundOver":
        return f"the round is over: the bank passes to {names[event.next_banker]}"
    return None


class BankerReplayScene(ReplayScene):
    """A Sap Tim Pun round replayed; "Next hand" (Space) skips to the next settlement or the end."""

    NEXT_LABEL = "Next hand »"
    NEXT_KINDS = ("HandSettled", "RoundOver")

    def step_words(self) -> str:
        step = self.steps[self.index]
        g = step.game
        parts = [f"A new wall: {self.names[g.banker]} banks"] if step.action is None else []
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
        theme.text(surface, f"limit {g.limit} · hand {number} · wall {len(g.wall)}", (left, top - int(30 * s)),
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
            stake = "banker" if seat == g.banker else (f"stake {g.bets[seat]}" if g.bets[seat] else "")
            if settled is not None and seat in results:
                stake = f"stake {results[seat].bet}"
            theme.text(surface, f"{stake} · round {g.chips[seat]:+d}".strip(" ·"), (left, y + int(26 * s)),
                       int(14 * s), theme.MUTED)
            x = int(260 * s)
            for tile in tiles[seat]:
                surface.blit(render_tile(tile, size), (x, y))
                x += size[0] + int(4 * s)
            self.shown["tiles"][seat] = tiles[seat]
            if tiles[seat]:
                value = self.variant.hand_half_points(tiles[seat])
                note = "bust" if value > self.variant.target else words(value)
                if settled is not None:
                    line = results.get(seat)
                    amount = line.amount if line else settled.hand_chips[seat]
                    why = OUTCOME_WORDS[line.outcome] if line else "the bank"
                    why = "paid at the bust" if why == "bust" else why
                    note += f"   {amount:+d} · {why}"
                theme.text(surface, note, (x + int(16 * s), y + size[1] // 2), int(18 * s),
                           theme.HIGHLIGHT, "midleft")
