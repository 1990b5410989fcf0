"""Computer players. They see only ``observation(seat)`` and the legal actions.

``make_player(level, seed=..., budget=...)`` is the one entry point the table,
the arena and outside tests use; ``player.act(observation, legal_actions)``
returns one of the legal actions, and ``player.reason`` then holds a one-line
reason for it (for the Hint button), where the player can give one.

Levels (docs/ai.md has the design and the measured strength of each):
- ``easy``: a beginner's play with a beginner's mistakes;
- ``normal``: a sound club player's rules (counts cards, keeps its plays together);
- ``hard``: determinized Monte Carlo search over Normal's candidates, ``budget``
  seconds a decision;
- ``simple`` and ``random``: baselines.
"""
from __future__ import annotations

from typing import Any

from game.ai.easy import EasyPlayer
from game.ai.hard import HardPlayer
from game.ai.normal import NormalPlayer
from game.ai.questions import Answering
from game.ai.simple import Player, RandomPlayer, SimplePlayer

LEVELS = ("easy", "normal", "hard", "simple", "random")
PLAYER_LEVELS = ("easy", "normal", "hard")   # what a person chooses from; the others are baselines


def make_player(level: str = "normal", seed: int | None = None, budget: float = 1.0, **options: Any) -> Player:
    """A computer player of ``level``; ``budget`` is Hard's seconds of thinking a decision (ignored by the others).

    ``options`` pass through to the player's class (e.g. ``max_worlds`` for a
    deterministic Hard in tests).
    """
    if level == "easy":
        return Answering(EasyPlayer(seed, **options))
    if level == "normal":
        return Answering(NormalPlayer(seed, **options))
    if level == "hard":
        return Answering(HardPlayer(seed, budget=budget, **options))
    if level == "simple":
        return Answering(SimplePlayer(seed))
    if level == "random":
        return RandomPlayer(seed)
    raise ValueError(f"no computer player of level {level!r} (levels: {', '.join(LEVELS)})")


__all__ = ["LEVELS", "PLAYER_LEVELS", "EasyPlayer", "HardPlayer", "NormalPlayer", "Player", "RandomPlayer", "SimplePlayer",
           "make_player"]
