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

Every family has its own players behind the same call (DESIGN.md "Four
families, one program"): ``make_player(level, family="fishing")`` gives the
fishing players of ``game.ai.fishing``; without ``family`` the player serves
any family, choosing by the observation it is shown (a ``FishingObservation``
goes to the fishing player of the same level, a ``BankerObservation`` to the
banker family's, ``game.ai.banker``).
"""
from __future__ import annotations

from typing import Any

from game.ai.banker import make_banker_player
from game.ai.easy import EasyPlayer
from game.ai.fishing import make_fishing_player
from game.ai.hard import HardPlayer
from game.ai.normal import NormalPlayer
from game.ai.questions import Answering
from game.ai.rummy import make_rummy_player
from game.ai.simple import Player, RandomPlayer, SimplePlayer
from game.rules import BankerObservation, FishingObservation, RummyObservation

LEVELS = ("easy", "normal", "hard", "simple", "random")
PLAYER_LEVELS = ("easy", "normal", "hard")   # what a person chooses from; the others are baselines


def make_player(level: str = "normal", seed: int | None = None, budget: float = 1.0, family: str | None = None,
                **options: Any) -> Player:
    """A computer player of ``level``; ``budget`` is Hard's seconds of thinking a decision (ignored by the others).

    ``family`` picks the family's own players (``climbing``, ``fishing``, ``rummy``); by
    default the player serves every family. ``options`` pass through to the
    player's class (e.g. ``max_worlds`` for a deterministic Hard in tests).
    """
    if level not in LEVELS:
        raise ValueError(f"no computer player of level {level!r} (levels: {', '.join(LEVELS)})")
    if family == "fishing":
        return make_fishing_player(level, seed, budget, **options)
    if family == "banker":
        return make_banker_player(level, seed, budget, **options)
    if family == "rummy":
        return make_rummy_player(level, seed, budget, **options)
    if family is None:
        return ByFamily(level, seed, _climbing_player(level, seed, budget, **options), budget)
    if family != "climbing":
        raise ValueError(f"no computer players for the {family!r} family")
    return _climbing_player(level, seed, budget, **options)


class ByFamily:
    """One seat's computer player for whichever family's game it is shown: the climbing player, and the
    fishing player of the same level made when first needed. Anything else is asked of the climbing player."""

    def __init__(self, level: str, seed: int | None, climbing: Player, budget: float = 1.0) -> None:
        self.level = level
        self.seed = seed
        self.budget = budget   # Hard fishing's seconds a decision
        self.climbing = climbing
        self.fishing: Player | None = None
        self.banker: Player | None = None
        self.rummy: Player | None = None
        self.reason = ""
        self.last_player: Player | None = None   # the family's player that decided last

    def act(self, observation: Any, legal: Any) -> Any:
        if isinstance(observation, FishingObservation):
            if self.fishing is None:
                self.fishing = make_fishing_player(self.level, self.seed, self.budget)
            player = self.fishing
        elif isinstance(observation, BankerObservation):
            if self.banker is None:
                self.banker = make_banker_player(self.level, self.seed, self.budget)
            player = self.banker
        elif isinstance(observation, RummyObservation):
            if self.rummy is None:
                self.rummy = make_rummy_player(self.level, self.seed, self.budget)
            player = self.rummy
        else:
            player = self.climbing
        action = player.act(observation, legal)
        self.reason = getattr(player, "reason", "")
        self.last_player = player
        return action

    @property
    def last_worlds(self) -> int:
        """The deals the family's player that decided last searched (0 for a player that does not search)."""
        return getattr(self.last_player or self.climbing, "last_worlds", 0)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") or name == "climbing":   # not set yet (copy, pickle): no recursion
            raise AttributeError(name)
        return getattr(self.climbing, name)


def _climbing_player(level: str, seed: int | None, budget: float, **options: Any) -> Player:
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


__all__ = ["LEVELS", "PLAYER_LEVELS", "ByFamily", "EasyPlayer", "HardPlayer", "NormalPlayer", "Player", "RandomPlayer", "SimplePlayer",
           "make_player"]
