"""Computer players of the rummy family (docs/rules/si-se-pai.md); they see only a ``RummyObservation``.

``make_rummy_player(level, seed=...)`` is reached through ``game.ai.make_player``,
which picks the family's players by the observation it is shown.
- ``easy``: any win; other claims at a coin's toss; a random discard (easy.py);
- ``normal``: keeps its melds and near-melds, claims what helps, discards the card
  least useful and least likely to be claimed (normal.py, shape.py);
- ``hard``: its own judge of a hand (a pair or triple waits for anyone's card: tempo.py)
  and discards read over deals of the unseen cards; playouts within ``budget``
  seconds a decision are an option, off by default (hard.py).
"""
from __future__ import annotations

from typing import Any

from game.ai.rummy.easy import EasyRummyPlayer
from game.ai.rummy.normal import NormalRummyPlayer
from game.ai.simple import RandomPlayer


def make_rummy_player(level: str = "normal", seed: int | None = None, budget: float = 1.0, **options: Any):
    """A Si Se Pai player of ``level``; ``budget`` is Hard's seconds a decision, ``options`` go to Hard's class."""
    if level in ("easy", "simple"):
        return EasyRummyPlayer(seed)
    if level == "normal":
        return NormalRummyPlayer(seed)
    if level == "hard":
        from game.ai.rummy.hard import HardRummyPlayer
        return HardRummyPlayer(seed, budget=budget, **options)
    if level == "random":
        return RandomPlayer(seed)
    raise ValueError(f"no rummy player of level {level!r} (levels: easy, normal, hard, simple, random)")


__all__ = ["EasyRummyPlayer", "NormalRummyPlayer", "make_rummy_player"]
