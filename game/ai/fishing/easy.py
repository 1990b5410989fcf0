"""Easy fishing: a beginner who knows what catches what and always takes a fish when one is there.

Any legal capture, chosen at random (a heaven pair is always laid out: it is a
catch too); a random release only when nothing can be caught. It never thinks
about groups, bonuses or what a release hands the next player — that is
Normal's (docs/ai.md would compare them with ``python -m game.arena``).
"""
from __future__ import annotations

import random
from typing import Sequence

from game.i18n import N_
from game.reason import Reason
from game.rules import Action, Capture, FishingObservation, LayOut


class EasyFishingPlayer:
    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.reason = ""

    def act(self, observation: FishingObservation, legal: Sequence[Action]) -> Action:
        takes = [a for a in legal if isinstance(a, (Capture, LayOut))]
        if takes:
            action = self.rng.choice(takes)
            self.reason = Reason(N_("a catch whenever there is one"))
        else:
            action = self.rng.choice(list(legal))
            self.reason = Reason(N_("nothing to catch: let it go"))
        return action
