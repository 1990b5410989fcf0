"""Computer players. They see only ``observation(seat)`` and the legal actions.

``make_player(level, seed=..., budget=...)`` is the one entry point the table,
the arena and outside tests use; ``player.act(observation, legal_actions)``
returns one of the legal actions. The levels of the computer-players issue
(easy, normal, hard) will arrive behind this same interface; until then the
simple rule-of-thumb player and a random player are what there is.
"""
from __future__ import annotations

from game.ai.simple import Player, RandomPlayer, SimplePlayer

LEVELS = ("simple", "random")


def make_player(level: str = "simple", seed: int | None = None, budget: float = 1.0) -> Player:
    """A computer player of ``level``; ``budget`` is seconds of thinking a decision (unused by these two)."""
    if level == "simple":
        return SimplePlayer(seed)
    if level == "random":
        return RandomPlayer(seed)
    raise ValueError(f"no computer player of level {level!r} (levels: {', '.join(LEVELS)})")


__all__ = ["LEVELS", "Player", "RandomPlayer", "SimplePlayer", "make_player"]
