"""The Hard computer player: determinized Monte Carlo search over Normal's candidates.

For a decision with a real choice it
1. asks Normal for its ranking and keeps the best few actions (always Normal's
   own choice, and passing when it may pass);
2. deals the unseen cards to the other seats at random by their known hand
   sizes (``knowledge.Sampler``: the only hands it ever plays with are its own
   guesses), rebuilds the position with ``ClimbingGame.from_observation``;
3. plays the hand out from there once for each candidate, the same deal for
   all of them (common random numbers, so their differences are sharp), every
   seat played by Normal's brain looking straight at the sampled hands (a fast,
   sharp playout policy: inside its own sample, looking is not cheating);
4. repeats with new deals until its thinking budget (seconds) is spent;
5. scores each candidate by the hand's chips for its seat, and leaves Normal's
   choice only for a candidate that did better by more than ``z`` standard
   errors of the paired difference, so that a small budget cannot make it
   play worse than Normal by chasing noise.
"""
from __future__ import annotations

import random
import time
from typing import Sequence

from game.ai.knowledge import Sampler, holds_beater, tables_for, variant_of
from game.ai.normal import PASS, Brain, Situation
from game.ai.search import mean_and_error
from game.rules import Action, Observation, Pass
from game.rules.climbing import ClimbingGame


def playout(game: ClimbingGame, brain: Brain) -> None:
    """Play ``game`` (a sampled copy) to its end, every seat by ``brain`` with the hands in view.

    The brain chooses from the legal plays of the position it sees, so each
    action goes in unchecked and unlogged (``step``). More than half the
    decisions of a playout are a seat holding nothing that beats the top play;
    the brain would pass there, so it passes without building a ``Situation``.
    Decisions facing the same other hands share their chances (``memo``).
    """
    tables = brain.t
    beat_tests = tables.beat_tests
    choose = brain.choose
    from_game = Situation.from_game
    step = game.step
    memo: dict = {}
    while game.phase != "over":
        top = game.top
        if top is not None and game.phase == "play" and not holds_beater(
                game.packed_hands[game.current_player], beat_tests[top[1].id]):
            step(PASS)
            continue
        action, _ = choose(from_game(game, tables, memo))
        step(action)


class HardPlayer:
    level = "hard"

    def __init__(self, seed: int | None = None, budget: float = 1.0, candidates: int = 8, z: float = 1.0,
                 max_worlds: int | None = None, samples: int = 16, race: bool = False) -> None:
        self.rng = random.Random(seed)
        self.budget = budget
        self.candidates = candidates
        self.z = z
        self.max_worlds = max_worlds
        self.samples = samples
        self.race = race
        self.reason = ""
        self.last_worlds = 0
        self.last_playouts = 0  # hands played out for the last decision (deals × candidates): the bench's measure
        self._brain: Brain | None = None

    @staticmethod
    def _survivors(active: list[int], n: list[int], diffs: list[float], squares: list[float]) -> list[int]:
        """Drop the candidates clearly worse than the best so far (two standard errors); Normal's choice stays."""
        stats = {i: mean_and_error(n[i], diffs[i], squares[i]) for i in active}
        stats[0] = (0.0, 0.0)
        top = max(stats.values(), key=lambda ms: ms[0] - 2 * ms[1])
        floor = top[0] - 2 * top[1]
        return [i for i in active if i == 0 or stats[i][0] + 2 * stats[i][1] >= floor]

    def brain(self, obs: Observation) -> Brain:
        v = variant_of(obs)
        if self._brain is None or self._brain.t.variant is not v:
            self._brain = Brain(tables_for(v))
        return self._brain

    def dealer(self, obs: Observation, brain: Brain):
        """What deals the hands a search plays with: guesses of the unseen cards, consistent with ``obs``."""
        return Sampler(obs, brain.t.variant, brain.t).packed

    def act(self, observation: Observation, legal: Sequence[Action]) -> Action:
        action, self.reason = self.choose(observation, legal)
        return action

    def choose(self, obs: Observation, legal: Sequence[Action]) -> tuple[Action, str]:
        self.last_worlds = 0
        self.last_playouts = 0
        if len(legal) == 1:
            return legal[0], "the only choice"
        start = time.perf_counter()
        # Stop early enough that the answer, not the last playout, is what lands on time.
        deadline = start + self.budget * 0.92
        brain = self.brain(obs)
        v = brain.t.variant
        rng = self.rng
        s = Situation.from_observation(obs, brain.t, rng, self.samples if obs.phase == "play" else 0, legal)
        ranked = [(a, why) for a, why in brain.ranked(s) if a in legal]
        if not ranked:
            return legal[0], "the only choice"
        if obs.phase == "play" and obs.top is None and brain.p_win(s, brain.t.by_packed[ranked[0][0].packed]) >= 1.0:
            # Leading a sure winner banks its wu and keeps the lead: searching cannot improve on it.
            return ranked[0]
        cands = ranked[: self.candidates]
        if Pass() in legal and all(a != Pass() for a, _ in cands):
            cands.append((Pass(), "keeps its cards"))
        if len(cands) == 1:
            return cands[0]
        deal = self.dealer(obs, brain)
        seat = obs.seat
        k = len(cands)
        # Paired statistics of each candidate against Normal's choice (candidate 0), over the deals it was played on.
        n = [0] * k
        diffs = [0.0] * k
        squares = [0.0] * k
        active = list(range(k))
        worlds = 0
        limit = self.max_worlds
        while limit is None or worlds < limit:
            if time.perf_counter() >= deadline:
                break
            base = ClimbingGame.from_observation(v, obs, deal(rng), log=False)
            rewards = []
            for i in active:
                g = base.copy()
                g.step(cands[i][0])  # a candidate is one of ``legal``, the real position's legal actions
                playout(g, brain)
                rewards.append(g.chips[seat])
                if limit is None and time.perf_counter() >= deadline and len(rewards) < len(active):
                    break
            if len(rewards) < len(active):
                break  # an unfinished deal is dropped: the candidates are judged on the same deals
            worlds += 1
            self.last_playouts += len(rewards)
            r0 = rewards[0]
            for i, r in zip(active, rewards):
                d = r - r0
                n[i] += 1
                diffs[i] += d
                squares[i] += d * d
            if self.race and worlds % 8 == 0 and len(active) > 2:
                active = self._survivors(active, n, diffs, squares)
        self.last_worlds = worlds
        if worlds < 2:
            return cands[0]
        best, best_gain = 0, 0.0
        for i in active[1:]:
            mean, se = mean_and_error(n[i], diffs[i], squares[i])
            if mean > self.z * se and mean > best_gain:
                best, best_gain = i, mean
        action, why = cands[best]
        if best == 0:
            return action, why or f"searched {worlds} deals: nothing did better"
        return action, f"searched {worlds} deals: {best_gain:+.2f} chips a hand over the obvious play"
