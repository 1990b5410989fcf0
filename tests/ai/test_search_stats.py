"""The statistics Hard stops on: the plain standard error and batch means over a chain's deals."""
from __future__ import annotations

import math
import random

from game.ai.search import batch_error, mean_and_error


def _ar1(n: int, rho: float, rng: random.Random) -> list[float]:
    """A series whose neighbours are alike, as the gains on a Metropolis chain's consecutive deals are."""
    x, out = 0.0, []
    for _ in range(n):
        x = rho * x + math.sqrt(1 - rho * rho) * rng.gauss(0.0, 1.0)
        out.append(x)
    return out


def test_batch_means_give_the_plain_error_for_independent_values():
    rng = random.Random(3)
    values = [rng.gauss(0.0, 1.0) for _ in range(4000)]
    plain = mean_and_error(len(values), sum(values), sum(v * v for v in values))[1]
    mean, batched = batch_error(values, 40)
    assert mean == sum(values) / len(values)
    assert 0.8 < batched / plain < 1.2


def test_batch_means_see_what_correlated_deals_are_worth():
    # With neighbours correlated at 0.8, n deals are worth about n * 0.2 / 1.8 independent ones: the plain
    # error is three times too small, the batch-means error is not.
    rng = random.Random(5)
    values = _ar1(4000, 0.8, rng)
    plain = mean_and_error(len(values), sum(values), sum(v * v for v in values))[1]
    _, batched = batch_error(values, 50)
    true = math.sqrt(1.8 / 0.2 / len(values))
    assert plain < 0.5 * true
    assert 0.75 < batched / true < 1.25


def test_fewer_than_two_batches_know_no_error_and_a_short_tail_joins_the_last_batch():
    assert batch_error([1.0, 2.0, 3.0], 2) == (2.0, math.inf)
    assert batch_error([], 5)[1] == math.inf
    mean, se = batch_error([0.0, 0.0, 1.0, 1.0, 1.0], 2)   # batches [0, 0] and [1, 1, 1]
    assert mean == 0.6
    assert se == 0.5


def test_hard_with_batch_means_leaves_normals_choice_only_on_an_error_it_can_know():
    """Batches longer than the search leave no error known, so Hard keeps Normal's choice everywhere (as with
    an infinite ``z``); short batches let it leave that choice somewhere. The bar alone decides (``shrink`` 0:
    the records of Normal's places, ``priors``, would stand in for it in this game)."""
    from game.ai.bench_hard import positions
    from game.ai.hard import HardPlayer
    ps = positions("sap-ng-wu", 24)
    left = 0
    for i, p in enumerate(ps):
        def decide(**options):
            return p.primed(HardPlayer(seed=i, budget=math.inf, max_worlds=24, shrink=0, **options)).choose(
                p.obs, p.legal)[0]
        stay = decide(z=1e9)
        assert decide(batch=30) == stay
        left += decide(batch=4) != stay
    assert left > 0


def test_hard_with_independent_chains_deals_in_turn_and_decides_legally(monkeypatch):
    from game.ai import hard as hard_module
    from game.ai.bench_hard import positions
    from game.ai.hard import HardPlayer
    from game.ai.reading import Chain
    used = []

    class Counted(Chain):
        def deal(self, rng):
            used.append(id(self))
            return super().deal(rng)
    monkeypatch.setattr(hard_module, "Chain", Counted)
    read = 0
    for i, p in enumerate(positions("luan-chuo", 6)):
        used.clear()
        hard = p.primed(HardPlayer(seed=i, budget=math.inf, max_worlds=9, chains=3))
        action, _ = hard.choose(p.obs, p.legal)
        assert action in p.legal
        if used:
            read += 1
            assert len(set(used)) == 3 and used[:3] == used[3:6]   # three chains, taken in turn
    assert read > 0   # some positions had leads to read


def test_a_bar_for_one_kind_of_decision_sets_it_there_only():
    """An unreachable bar at one kind of decision (``z_lead``, ``z_beat``, ``z_decide``) keeps Normal's choice
    there, where the usual bar leaves it somewhere; at the other kinds the search is untouched. The bars alone
    decide (``shrink`` 0)."""
    from game.ai.bench_hard import positions
    from game.ai.hard import HardPlayer
    from game.ai.knowledge import decision_kind
    ps = positions("sap-ng-wu", 90)
    for bar in ("lead", "beat", "decide"):
        left = kept = 0
        for i, p in enumerate(ps):
            def decide(**options):
                hard = p.primed(HardPlayer(seed=i, budget=math.inf, max_worlds=24, shrink=0, **options))
                return hard.choose(p.obs, p.legal)[0]
            if decision_kind(p.obs) == bar:
                stay = decide(z=1e9)
                assert decide(**{f"z_{bar}": 1e9}) == stay
                left += decide() != stay
                kept += 1
            elif i % 9 == 0:
                assert decide(**{f"z_{bar}": 1e9}) == decide()
        assert kept > 3 and left > 0, bar


def test_tallies_of_the_same_candidates_add_up_as_one_search():
    """A helper's tally (game.ai.helpers) adds to Hard's: the sums stay paired per candidate, the deals and
    playouts add, and a candidate a race left behind stays left behind."""
    import pytest
    from game.ai.search import Tally
    ours, theirs = Tally.empty(3), Tally.empty(3)
    for d1, d2 in ((1.0, -1.0), (2.0, 0.0)):
        ours.add(0, 0.0), ours.add(1, d1), ours.add(2, d2)
    ours.worlds, ours.playouts, ours.dropped = 2, 6, {2}
    theirs.add(0, 0.0), theirs.add(1, 3.0), theirs.add(2, 1.0)
    theirs.worlds, theirs.playouts = 1, 3
    ours.merge(theirs)
    assert ours.n == [3, 3, 3] and ours.diffs == [0.0, 6.0, 0.0] and ours.squares == [0.0, 14.0, 2.0]
    assert ours.series[1] == [1.0, 2.0, 3.0] and (ours.worlds, ours.playouts) == (3, 9) and ours.dropped == {2}
    assert mean_and_error(ours.n[1], ours.diffs[1], ours.squares[1])[0] == 2.0
    with pytest.raises(ValueError):
        ours.merge(Tally.empty(2))


def _lead_tallies(**options) -> list:
    """The tallies of Hard's searches at the leads (of 6 candidates or more) of 40 positions, 40 deals each."""
    from game.ai.bench_hard import positions
    from game.ai.hard import HardPlayer
    from game.ai.knowledge import decision_kind
    out = []
    for i, p in enumerate(positions("sap-ng-wu", 40)):
        if decision_kind(p.obs) != "lead":
            continue
        tallies: list = []
        hard = p.primed(HardPlayer(seed=i, budget=math.inf, max_worlds=40, lead_candidates=16, **options))
        search = hard.search
        hard.search = lambda *a, **k: tallies.append(search(*a, **k)) or tallies[-1]
        action, _ = hard.choose(p.obs, p.legal)
        assert action in p.legal
        out += [t for t in tallies if len(t.n) >= 6]
    return out


def test_successive_halving_plays_the_worse_half_less_and_keeps_normals_choice_throughout():
    """With ``halve`` 8, every 8 deals the worse half of the candidates stop being played: at a lead of 16
    candidates and 40 deals, Normal's choice is played on every deal, one other survives to the end, the
    rest stopped at 8, 16, 24 or 32 deals, and they count as dropped (never chosen on fewer deals)."""
    tallies = _lead_tallies(halve=8)
    assert len(tallies) >= 3
    for t in tallies:
        assert t.worlds == 40 and t.n[0] == 40
        assert sorted(t.n)[-2:] == [40, 40] and set(t.n) <= {8, 16, 24, 32, 40}
        assert t.dropped == {j for j, n in enumerate(t.n) if n < 40}
        assert t.playouts == sum(t.n) < 40 * len(t.n)


def test_racing_drops_only_at_its_checks_and_keeps_normals_choice_throughout():
    """With ``race``, every 8 deals the candidates clearly worse than the best stop being played; Normal's
    choice never does, and somewhere a candidate is dropped."""
    tallies = _lead_tallies(race=1)
    assert len(tallies) >= 3
    for t in tallies:
        assert t.worlds == 40 and t.n[0] == 40 and set(t.n) <= {8, 16, 24, 32, 40}
        assert t.dropped == {j for j, n in enumerate(t.n) if n < 40}
    assert any(t.dropped for t in tallies)


def test_doubt_is_a_floor_under_each_candidates_error():
    """``doubt``: a candidate's standard error counts as never below it, so a gain a sharp search measures
    clears the bar at a doubt under it and not at one above it; with the records on, a large doubt leaves
    the record alone to speak."""
    from game.ai.hard import HardPlayer
    from game.ai.search import Tally
    tally = Tally.empty(2)
    for d in (0.09, 0.11) * 500:   # a gain of 0.1 chip, error about 0.0003
        tally.add(0, 0.0)
        tally.add(1, d)
    game = ("none", 3)   # no records
    assert HardPlayer(shrink=0).pick([(None, 0), (None, 1)], tally, "beat", game)[0] == 1
    assert HardPlayer(shrink=0, doubt=0.05).pick([(None, 0), (None, 1)], tally, "beat", game)[0] == 1
    assert HardPlayer(shrink=0, doubt=0.2).pick([(None, 0), (None, 1)], tally, "beat", game)[0] == 0
