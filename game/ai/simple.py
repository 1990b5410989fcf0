"""The simplest computer players worth sitting at a table with.

They exist so the table can be played before the real players are built, and
as baselines the real players must beat. Both look only at what a person in
their seat sees (the observation) and at the legal actions.
"""
from __future__ import annotations

import random
from typing import Protocol, Sequence

from game.rules import Action, Continue, Declare, LayOut, Observation, Pass, Play


class Player(Protocol):
    def act(self, observation: Observation, legal: Sequence[Action]) -> Action: ...


class RandomPlayer:
    """Any legal action, uniformly: the floor every other player must beat."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, observation: Observation, legal: Sequence[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]


class SimplePlayer:
    """Plays like a beginner who knows the rules: lay out every supreme, declare
    at once, lead the biggest play it has (many cards make many wu, and a big mixed
    play is hard to match), beat as cheaply as possible, and pass otherwise."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, observation: Observation, legal: Sequence[Action]) -> Action:
        if Declare() in legal:
            return Declare()
        layouts = [a for a in legal if isinstance(a, LayOut)]
        if layouts:
            return max(layouts, key=lambda a: len(a.cards))
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays:
            return Pass() if Pass() in legal else (Continue() if Continue() in legal else legal[0])
        from game.ai.knowledge import variant_of

        variant = variant_of(observation)

        def rank(action: Play) -> int:
            combo = variant.classify(action.cards)
            return combo.rank if combo is not None else 0

        if observation.top is None:
            return max(plays, key=lambda a: (len(a.cards), -rank(a), self.rng.random()))
        return min(plays, key=lambda a: (rank(a), self.rng.random()))
