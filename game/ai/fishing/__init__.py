"""Computer players of the fishing family (docs/rules/fishing.md); they see only a ``FishingObservation``.

``make_fishing_player(level, seed=...)`` is reached through ``game.ai.make_player``,
which picks the family's players by the observation it is shown.
- ``easy``: any legal move, but a capture whenever there is one (easy.py);
- ``normal``: weighs each capture by what it does to the catch's groups (§7),
  counts what it denies the others and what a release hands the next player (normal.py);
- ``hard``: determinized search over deals of the unseen cards, ``budget`` seconds
  a decision, judging Normal's best few moves by greedy playouts (hard.py).
"""
from __future__ import annotations

from typing import Any

from game.ai.fishing.easy import EasyFishingPlayer
from game.ai.fishing.hard import HardFishingPlayer
from game.ai.fishing.normal import NormalFishingPlayer
from game.ai.simple import RandomPlayer


def make_fishing_player(level: str = "normal", seed: int | None = None, budget: float = 1.0, **options: Any):
    """A fishing player of ``level``; ``budget`` is Hard's seconds a decision, ``options`` go to Hard's class
    (e.g. ``max_worlds`` for a deterministic Hard in tests)."""
    if level in ("easy", "simple"):
        return EasyFishingPlayer(seed)
    if level == "normal":
        return NormalFishingPlayer(seed)
    if level == "hard":
        return HardFishingPlayer(seed, budget=budget, **options)
    if level == "random":
        return RandomPlayer(seed)
    raise ValueError(f"no fishing player of level {level!r}")


__all__ = ["EasyFishingPlayer", "HardFishingPlayer", "NormalFishingPlayer", "make_fishing_player"]
