"""Shared helpers for the banker tests (docs/rules/sap-tim-pun.md)."""
from __future__ import annotations

from collections import Counter

from game.model.mahjong import FULL_SET, Tile
from game.rules import Bet, Draw, SetLimit, Stand, load_variant, new_game

VID = "sap-tim-pun"
__all__ = ["Bet", "Draw", "SetLimit", "Stand", "VID", "padded", "round_at", "used_tiles"]


def padded(tiles: str, players: int = 4, extra: int = 0) -> list[str]:
    """The wall ``tiles`` (draw order, next first) followed by enough plain tiles (no east wind) that the
    round's threshold (§10) lets a hand start and no draw runs dry."""
    wall = tiles.split()
    left = Counter({t: n for t, n in FULL_SET.items() if t.text != "E"})
    left.subtract(Counter(Tile.parse(t) for t in wall))
    need = max(0, 3 * players + 4 + extra - len(wall)) + 3 * players
    pool = [t.text for t in sorted(left) for _ in range(max(0, left[t]))]
    # Middling tiles first: a filler drawn by accident should not bust anybody at once.
    pool.sort(key=lambda t: abs(Tile.parse(t).half - 4))
    return wall + pool[:need]


def round_at(wall: str, players: int = 4, banker: int = 0, limit: int | None = 5, bets=None, options=None,
             pad: bool = True):
    """A set round: the wall (next tile first, padded), the limit set, and the players' ``bets`` placed in
    drawing order (banker + 1 first) when given."""
    v = load_variant(VID, options or {})
    g = new_game(v, players=players, banker=banker, wall=padded(wall, players) if pad else wall.split())
    events = []
    if limit is not None:
        events += g.apply(SetLimit(limit))
    for b in bets or ():
        events += g.apply(Bet(b))
    return g, events


def used_tiles(g) -> int:
    """Tiles in play this round outside the wall: the seats' hands and the discard heap."""
    return sum(len(t) for t in g.tiles) + len(g.heap)


def kinds(events) -> list[str]:
    return [e.kind for e in events]
