"""Easy Si Se Pai: a beginner who knows the melds but not the game (docs/rules/si-se-pai.md §3–§6).

It always declares a win it is offered, and it keeps the melds it already holds:
it throws away a random card among those no complete meld of its hand needs
(never a General or a joker: those are not offered), and takes another claim,
most of the time, when the meld uses up cards that were in no meld. It never
weighs near-melds against each other, counts outs, or thinks about what a
discard gives the next player: that is Normal's.
"""
from __future__ import annotations

import random
from typing import Sequence

from game.ai.rummy import shape
from game.i18n import N_
from game.model.four_colour import pack
from game.reason import Reason
from game.rules import Action, Claim, Discard, Pass
from game.rules.rummy import RummyObservation


class EasyRummyPlayer:
    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.reason = ""

    def act(self, obs: RummyObservation, legal: Sequence[Action]) -> Action:
        wins = [a for a in legal if isinstance(a, Claim) and a.win]
        if wins:
            self.reason = Reason(N_("a win: declare it"))
            return wins[0]
        hand = pack(obs.hand)
        now = int(shape.cost(hand))
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards:
            loose = [a for a in discards if int(shape.cost(hand - (1 << (5 * a.card.index)))) < now]
            self.reason = Reason(N_("a card in no meld")) if loose else Reason(N_("any card will do"))
            return self.rng.choice(loose or discards)
        claims = [a for a in legal if isinstance(a, Claim) and int(shape.cost(hand - a.packed)) < now]
        if claims and (Pass() not in legal or self.rng.random() < 0.7):
            self.reason = Reason(N_("a meld of cards that were in no meld"))
            return self.rng.choice(claims)
        if Pass() in legal:
            self.reason = Reason(N_("not this one"))
            return Pass()
        self.reason = Reason(N_("it must be melded"))
        return self.rng.choice(list(legal))
