"""Hard's playouts go through ``ClimbingGame.step``, unchecked, so the playout policy must only ever
choose legal actions: checked here in every variant and option, at every seat count, from sampled deals."""
from __future__ import annotations

import random

import pytest

from game.ai.hard import playout
from game.ai.knowledge import Sampler, tables_for
from game.ai.normal import Brain, Situation
from game.bench import with_options
from game.rules import load_variant, new_game
from game.rules.climbing import ClimbingGame
from game.rules import available_variants

VARIANTS = with_options(available_variants("climbing"))


def sampled_games(v, players: int, deals: int, rng: random.Random):
    """Games as Hard builds them: from a seat's observation of a real hand, the other hands sampled."""
    for deal in range(deals):
        g = new_game(v, players=players, seed=deal)
        while not g.is_over:
            if g.phase in ("play", "decide", "layout") and rng.random() < 0.2:
                obs = g.observation(g.current_player)
                yield ClimbingGame.from_observation(v, obs, Sampler(obs, v).packed(rng))
            g.apply(rng.choice(g.legal_actions()))


@pytest.mark.parametrize("vid", VARIANTS)
def test_the_playout_policy_chooses_only_legal_actions(vid):
    v = load_variant(vid)
    brain = Brain(tables_for(v))
    rng = random.Random(vid)
    decisions = 0
    for players in v.seat_counts:
        for g in sampled_games(v, players, 8, rng):
            checked = g.copy()
            while not g.is_over:
                action, _ = brain.choose(Situation.from_game(g, brain.t))
                assert action in g.legal_actions(), (vid, g, action)
                assert g.step(action) == checked.apply(action)
                decisions += 1
    assert decisions > 300


@pytest.mark.parametrize("vid", VARIANTS)
def test_a_playout_ends_as_the_brain_would_play_every_decision(vid):
    """``playout`` passes without asking the brain where nothing beats the top play: the brain would too."""
    v = load_variant(vid)
    brain = Brain(tables_for(v))
    rng = random.Random(vid)
    for players in v.seat_counts:
        for g in sampled_games(v, players, 5, rng):
            reference = g.copy()
            playout(g, brain)
            while not reference.is_over:
                reference.apply(brain.choose(Situation.from_game(reference, brain.t))[0])
            assert (g.chips, g.wu, g.packed_hands, g.winner) == (
                reference.chips, reference.wu, reference.packed_hands, reference.winner)


@pytest.mark.parametrize("vid", VARIANTS)
def test_choose_is_the_first_of_ranked(vid):
    """``Brain.choose`` takes the best score without sorting; it must pick what ``ranked`` puts first."""
    v = load_variant(vid)
    brain = Brain(tables_for(v))
    rng = random.Random(vid)
    for players in v.seat_counts:
        for g in sampled_games(v, players, 4, rng):
            while not g.is_over:
                s = Situation.from_game(g, brain.t)
                action, why = brain.choose(s)
                ranked = brain.ranked(Situation.from_game(g, brain.t))
                assert action == ranked[0][0]
                if s.phase == "play" and ranked[1:]:
                    assert why == ranked[0][1]
                g.step(action)


def test_a_playout_plays_the_hand_to_its_end():
    v = load_variant("sap-ng-wu")
    brain = Brain(tables_for(v))
    for g in sampled_games(v, 3, 2, random.Random(5)):
        playout(g, brain)
        assert g.is_over and sum(g.chips) == 0


def test_a_playout_stops_at_its_time_and_says_so(monkeypatch):
    """A playout reads the clock before each seat's decision and stops, unfinished, once ``stop`` has passed:
    one long playout begun just before the deadline made most late decisions with four players (docs/ai.md,
    session 25). Without ``stop`` it plays to the end."""
    import game.ai.hard as hard
    v = load_variant("sap-ng-wu")
    brain = Brain(tables_for(v))
    decisions = []
    real = brain.choose

    def counted(s):
        decisions.append(s)
        return real(s)
    monkeypatch.setattr(brain, "choose", counted)
    clock = iter(range(1000))
    monkeypatch.setattr(hard.time, "perf_counter", lambda: next(clock))   # each reading a second later
    for g in sampled_games(v, 4, 2, random.Random(6)):
        if g.phase != "play":
            continue
        copy = g.copy()
        decisions.clear()
        start = hard.time.perf_counter()
        assert hard.playout(g, brain, stop=start + 3) is False
        assert not g.is_over and len(decisions) == 2   # read at start + 1 and + 2, stopped at + 3
        assert hard.playout(copy, brain) is True and copy.is_over
