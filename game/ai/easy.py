"""The Easy computer player: a beginner who knows the rules and makes a beginner's mistakes.

It plays its plays the way Normal splits its hand, but:
- it forgets the cards set aside (it "sees" only its hand and the face-up wu),
  so it misjudges which of its plays are sure winners;
- without a sure winner it leads its biggest play, which a stronger player
  beats and collects;
- it beats whenever it can, with its cheapest beating play, without asking
  what that breaks up, except now and then when it shyly passes;
- it declares the moment it may (§8) and lays out every supreme (§5);
- now and then it plays any legal play at all.
A person who has learned the rules beats it; it never plays an illegal action.
"""
from __future__ import annotations

import random
from typing import Sequence

from game.ai.knowledge import tables_for, variant_of
from game.ai.normal import Brain, Situation
from game.i18n import N_
from game.reason import Reason
from game.rules import Action, Declare, LayOut, Observation, Pass, Play


class EasyPlayer:
    level = "easy"

    def __init__(self, seed: int | None = None, blunder: float = 0.12, shy: float = 0.25) -> None:
        self.rng = random.Random(seed)
        self.blunder = blunder
        self.shy = shy
        self.reason = ""
        self._brain: Brain | None = None

    def act(self, observation: Observation, legal: Sequence[Action]) -> Action:
        action, self.reason = self.choose(observation, legal)
        return action

    def choose(self, obs: Observation, legal: Sequence[Action]) -> tuple[Action, str]:
        if len(legal) == 1:
            return legal[0], Reason(N_("the only choice"))
        if Declare() in legal:
            return Declare(), Reason(N_("declares at once"))
        layouts = [a for a in legal if isinstance(a, LayOut)]
        if layouts:
            return max(layouts, key=lambda a: len(a.cards)), Reason(N_("lays out everything"))
        plays = [a for a in legal if isinstance(a, Play)]
        rng = self.rng
        if plays and rng.random() < self.blunder:
            return plays[rng.randrange(len(plays))], Reason(N_("a whim"))
        v = variant_of(obs)
        if self._brain is None or self._brain.t.variant is not v:
            self._brain = Brain(tables_for(v))
        brain = self._brain
        s = Situation.from_observation(obs, brain.t, rng, 0, legal, count_cards=False)
        if obs.top is None:
            planned, _ = brain.partition(s, s.hand)
            sure = [c for c in planned if brain.p_win(s, c) >= 1.0]
            pick = max(sure or planned, key=lambda c: (c.size, -c.rank, rng.random()))
            action = pick.action
            return (action if action in legal else plays[0]), Reason(N_("leads its biggest play"))
        if not plays:
            return Pass(), Reason(N_("cannot beat it"))
        if Pass() in legal and rng.random() < self.shy:
            return Pass(), Reason(N_("keeps its cards"))
        combos = [brain.t.by_packed[a.packed] for a in plays]
        cheapest = min(combos, key=lambda c: (c.rank, c.size, rng.random()))
        return cheapest.action, Reason(N_("beats it as cheaply as it can"))
