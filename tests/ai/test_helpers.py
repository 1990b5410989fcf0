"""Hard's helper processes (game.ai.helpers, docs/ai.md "Helpers on the spare cores"): real processes, real pipes.

A helper is asked what Hard is about to search and plays deals of its own; its
tally adds to Hard's. It never holds Hard up: a late answer is dropped, a question
past its deadline is answered with nothing, a dead helper leaves Hard alone.
"""
from __future__ import annotations

import time

import pytest

from game.ai import helpers as helper_module
from game.ai.bench_hard import positions, searched
from game.ai.hard import HardPlayer
from game.ai.helpers import Helpers, spare_cores
from game.ai.oracle import OraclePlayer
from game.ai.search import Tally


@pytest.fixture(scope="module")
def position():
    return next(p for p in positions("sap-ng-wu", 12, 3, seed=5) if searched(p) and len(p.legal) > 2)


@pytest.fixture
def one_helper():
    h = Helpers(1)
    yield h
    h.close()


def _question(hard: HardPlayer, position, seconds: float):
    """What Hard would ask: its options, the observation, Normal's candidates, its memory, a seed, a deadline."""
    brain = hard.brain(position.obs)
    from game.ai.normal import Situation
    s = Situation.from_observation(position.obs, brain.t, hard.rng, hard.samples, position.legal)
    cands = [(a, why) for a, why in brain.ranked(s) if a in position.legal][:4]
    assert len(cands) > 2
    return hard.helper_options(), position.obs, cands, hard.memory, 11, time.perf_counter() + seconds


def test_a_helper_plays_every_candidate_on_deals_of_its_own(position, one_helper):
    hard = position.primed(HardPlayer(seed=1, budget=0.2))
    options, obs, cands, memory, seed, deadline = _question(hard, position, 2.0)   # time to start the process
    asked = one_helper.ask(options, obs, cands, memory, seed, deadline)
    tallies = asked.gather(deadline + 2.0)
    assert len(tallies) == 1
    t = tallies[0]
    assert isinstance(t, Tally) and len(t.n) == len(cands)
    assert t.worlds >= 2 and all(n == t.worlds for n in t.n)    # each deal played with every candidate
    assert t.diffs[0] == 0.0 and t.playouts == t.worlds * len(cands)


def test_a_question_past_its_deadline_gets_nothing_and_the_next_is_answered(position, one_helper):
    hard = position.primed(HardPlayer(seed=1, budget=0.2))
    options, obs, cands, memory, seed, _ = _question(hard, position, 0.0)
    late = one_helper.ask(options, obs, cands, memory, seed, time.perf_counter() - 1.0)
    start = time.perf_counter()
    assert late.gather(time.perf_counter() + 3.0) == []          # answered at once, with nothing
    assert time.perf_counter() - start < 3.0
    deadline = time.perf_counter() + 0.3
    asked = one_helper.ask(options, obs, cands, memory, seed, deadline)
    assert [t.worlds >= 1 for t in asked.gather(deadline + 2.0)] == [True]


def test_a_helper_still_busy_is_not_asked_again_and_its_late_answer_is_dropped(position, one_helper):
    hard = position.primed(HardPlayer(seed=1, budget=0.2))
    options, obs, cands, memory, seed, _ = _question(hard, position, 0.0)
    first = one_helper.ask(options, obs, cands[:2], memory, seed, time.perf_counter() + 3.0)
    assert first.gather(time.perf_counter()) == []              # not waited for
    second = one_helper.ask(options, obs, cands, memory, seed, time.perf_counter() + 0.5)
    assert second.conns == []                                   # nothing queues behind the first question
    time.sleep(3.5)                                             # the first answer comes, too late for anyone
    deadline = time.perf_counter() + 0.3
    third = one_helper.ask(options, obs, cands, memory, seed, deadline)
    assert len(third.conns) == 1
    got = third.gather(deadline + 2.0)
    assert len(got) == 1 and len(got[0].n) == len(cands)         # the third's tally, not the first's (two candidates)


def test_hard_adds_its_helpers_deals_to_its_own(position, monkeypatch):
    own = []
    search = HardPlayer.search

    def counted(self, *args, **kwargs):
        tally = search(self, *args, **kwargs)
        own.append(tally.worlds)
        return tally
    monkeypatch.setattr(HardPlayer, "search", counted)
    hard = position.primed(HardPlayer(seed=2, budget=2.0, helpers=1))   # the first question also starts the helper
    try:
        action = hard.act(position.obs, position.legal)
        assert action in position.legal
        assert own and hard.last_worlds > own[-1]               # the helper's deals were counted in
    finally:
        helper_module.close_all()


def test_hard_with_a_dead_helper_searches_alone(position):
    helpers = helper_module.shared(1)
    try:
        helpers.start()
        for p in helpers.processes:
            p.kill()
            p.join(2.0)
        hard = position.primed(HardPlayer(seed=3, budget=0.1, helpers=1))
        start = time.perf_counter()
        assert hard.act(position.obs, position.legal) in position.legal
        assert time.perf_counter() - start < 0.5
        assert hard.last_worlds >= 1 and helpers.conns == []     # the dead helper was let go
    finally:
        helper_module.close_all()


def test_a_fixed_number_of_deals_asks_no_helper(position, monkeypatch):
    def no(count):
        raise AssertionError("a deterministic search asked a helper")
    monkeypatch.setattr("game.ai.hard.shared_helpers", no)
    hard = position.primed(HardPlayer(seed=4, max_worlds=6, helpers=2))
    assert hard.act(position.obs, position.legal) in position.legal
    assert hard.last_worlds == 6


def test_a_helpers_hard_reads_and_searches_as_the_asking_hard_does():
    """A helper's Hard is made from ``helper_options`` and searches alone at the same thinking time; the choices
    measured by effort (thinking time times cores) must follow the asking Hard's effort, not its own. At the
    arena's 0.05 s with one helper that is the thorough reading with the chain of the table's times (effort
    0.1), where a Hard alone at 0.05 s would read with the swift chain."""
    from game.rules import load_variant
    sap = load_variant("sap-ng-wu")

    def reading(hard):
        return tuple(hard.reading_option(k, sap) for k in ("burn", "rough", "answers", "balance", "swap")) + (
            hard.moves(sap), hard.leads(sap, 3))
    for budget, helpers in ((0.05, 1), (0.05, 3), (1.0, 1)):
        asking = HardPlayer(seed=1, budget=budget, helpers=helpers)
        helper = HardPlayer(**asking.helper_options())
        assert helper.helpers == 0 and helper.effort() == asking.effort()
        assert reading(helper) == reading(asking)
    assert reading(HardPlayer(seed=1, budget=0.05)) != reading(HardPlayer(seed=1, budget=0.05, helpers=1))


def test_the_oracle_searches_alone():
    with pytest.raises(ValueError, match="alone"):
        OraclePlayer(seed=1, helpers=1)


def test_at_the_table_hard_gets_the_spare_cores_and_the_other_levels_none():
    from game.ui.seats import Thinker
    thinker = Thinker(budget=1.0)
    try:
        hard = thinker.player(1, "hard")
        normal = thinker.player(2, "normal")
        assert hard.climbing.inner.helpers == spare_cores()
        assert not hasattr(normal.climbing.inner, "helpers")
    finally:
        thinker.close()
    assert 0 <= spare_cores() <= helper_module.MOST


def test_ctrl_c_is_the_games_to_answer_not_its_helpers(position, one_helper):
    """Ctrl-C in a terminal reaches every process of the group; a helper must not die of it mid-search."""
    import os
    import signal
    hard = position.primed(HardPlayer(seed=1, budget=0.2))
    options, obs, cands, memory, seed, deadline = _question(hard, position, 2.0)
    asked = one_helper.ask(options, obs, cands, memory, seed, deadline)
    time.sleep(1.0)                                            # started and searching
    os.kill(one_helper.processes[0].pid, signal.SIGINT)
    got = asked.gather(deadline + 2.0)
    assert len(got) == 1 and got[0].worlds >= 1 and one_helper.alive == 1
