"""Hard fishing: determinized search over the unseen cards (docs/rules/fishing.md §10; issue 14)."""
from __future__ import annotations

import random
import statistics
import time

import pytest

from game import arena
from game.ai import make_player
from game.ai.fishing import HardFishingPlayer
from game.ai.fishing.hard import Gains, Greedy, sample_world, unseen_of
from game.model import counts
from game.model.cards import Card
from game.rules import LayOut, Pass, load_variant, new_game

DECKS = ("shi-wu-hu-fishing", "shi-wu-hu-fishing-dominoes")


def random_positions(v, players: int, seed: int, every: float = 0.3):
    """Positions of seeded hands played at random, kept with chance ``every`` (the first question always)."""
    rng = random.Random(seed)
    g = new_game(v, players=players, seed=seed)
    yield g
    while not g.is_over:
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])
        if not g.is_over and rng.random() < every:
            yield g


@pytest.mark.parametrize("vid", DECKS)
@pytest.mark.parametrize("players", [2, 3])
def test_hard_answers_a_legal_action_in_every_phase(vid, players):
    """Random positions of both decks, 2 and 3 players, heaven pairs asked (§3 ``choose``): layout, hand and
    draw questions all get one of the legal actions, with a reason for the Hint."""
    v = load_variant(vid, {"heaven_pair": "choose"})
    hard = make_player("hard", seed=3, budget=0.5, family="fishing", max_worlds=3)
    phases = set()
    seed = 0
    while phases != {"layout", "hand", "draw"} or seed < 4:
        for g in random_positions(v, players, seed):
            legal = g.legal_actions()
            action = hard.act(g.observation(g.current_player), legal)
            assert action in legal
            assert hard.reason
            phases.add(g.phase)
        seed += 1
        assert seed < 200, f"no layout question in {seed} deals"


def hidden_twins():
    """Two positions that look the same from seat 0 (its hand, lake, catches, pile count) but hide different
    cards: the other hand and the pile are swapped around."""
    v = load_variant("shi-wu-hu-fishing")
    lake = "1:3 2:2 3:3 4:5 5:6 1:6 2:5 6:6".split()
    mine = "1:5 2:4 3:6 3:4 5:6 2:2 4:4".split()
    hidden = "1:1 1:2 1:4 2:3 2:6 3:5 4:6 5:5 1:1 1:2 1:4 2:3 2:6 3:5".split()
    a = new_game(v, players=2, dealer=0, hands=[mine, hidden[:7]], lake=lake, pile=hidden[7:])
    b = new_game(v, players=2, dealer=0, hands=[mine, hidden[7:]], lake=lake, pile=list(reversed(hidden[:7])))
    return a, b


def test_hard_never_reads_the_hidden_cards():
    """Equal observations with different hidden cards give the same decision and reason (fixed seed, fixed
    number of sampled deals, a budget it never reaches)."""
    a, b = hidden_twins()
    assert a.observation(0) == b.observation(0)
    assert a.hands[1] != b.hands[1] and a.pile != b.pile
    legal = a.legal_actions()
    assert legal == b.legal_actions() and len(legal) > 2
    picks = []
    for g in (a, b):
        hard = HardFishingPlayer(seed=7, budget=60.0, max_worlds=40)
        picks.append((hard.act(g.observation(0), legal), hard.reason, hard.last_worlds))
    assert picks[0] == picks[1]
    assert picks[0][2] == 40


def test_a_sampled_deal_agrees_with_everything_seen():
    """Each sample keeps the seat's hand, the lake, the catches and the drawn card, gives every other seat and
    the pile their seen sizes, and holds exactly the deck (nothing invented, nothing lost)."""
    v = load_variant("shi-wu-hu-fishing-dominoes")
    rng = random.Random(2)
    for g in random_positions(v, 3, seed=4, every=0.5):
        obs = g.observation(g.current_player)
        unseen = unseen_of(v, obs)
        assert len(unseen) == obs.unseen
        for _ in range(5):
            w = sample_world(v, obs, unseen, rng)
            assert w.observation(obs.seat) == obs
            total = sum(w.packed_hands) + w.packed_lake + sum(w.packed_catches) + counts.pack(w.pile)
            if w.drawn is not None:
                total += counts.ONE[w.drawn.index]
            assert total == v.deck_packed
            assert sorted(w.moves()) == sorted(g.moves())


@pytest.mark.parametrize("vid", DECKS)
def test_fast_gains_equal_the_catch_scores(vid):
    """The playouts' table lookups give exactly the points §7 gives: catch + cards, less catch."""
    v = load_variant(vid)
    gains = Gains(v)
    points = v.scoring.points
    deck = [c.index for c in v.deck]
    rng = random.Random(5)
    checked = 0
    for _ in range(3000):
        rng.shuffle(deck)
        k = rng.randrange(0, 40)
        catch = sum(counts.ONE[i] for i in deck[:k])
        b, f = deck[k], deck[k + 1]
        n = rng.choice([0, 1, 1, 3])
        if n == 3:
            f = b
        after = catch + counts.ONE[b] + n * counts.ONE[f]
        if any(counts.count_of(after, c) > m for c, m in v.copies.items()):
            continue
        assert gains.gain(catch, b, f, n) == points(after) - points(catch)
        checked += 1
    assert checked > 2000


def test_greedy_playouts_end_every_hand_settled():
    """The playout policy plays any hand to its end, layouts included, and the chips sum to zero."""
    v = load_variant("shi-wu-hu-fishing", {"heaven_pair": "choose"})
    policy = Greedy(v)
    rng = random.Random(1)
    for seed in range(30):
        g = new_game(v, players=2 + seed % 2, seed=seed)
        g.log = None
        policy.playout(g, rng)
        assert g.is_over and sum(g.chips) == 0


def test_hard_lays_out_or_keeps_a_heaven_pair_by_search():
    """A layout question (§3 ``choose``) is searched like any other: the answer is a layout or a pass."""
    v = load_variant("shi-wu-hu-fishing", {"heaven_pair": "choose"})
    g = new_game(v, players=2, dealer=0, hands=["6:6 6:6 1:3 2:4".split(), "6:6 3:3 4:4 1:1".split()],
                 lake="2:2 1:5 5:6".split(), pile="2:5 3:4 4:5 3:6 1:6 2:6".split())
    assert g.phase == "layout"
    hard = HardFishingPlayer(seed=1, budget=60.0, max_worlds=20)
    action = hard.act(g.observation(0), g.legal_actions())
    assert isinstance(action, (LayOut, Pass))
    assert hard.last_worlds == 20


def test_hard_keeps_to_its_budget():
    """Hard's decisions stay about within the budget: the median under it, none far over it."""
    v = load_variant("shi-wu-hu-fishing")
    hard = make_player("hard", seed=1, budget=0.05, family="fishing")
    times = []
    for g in random_positions(v, 2, seed=11, every=0.5):
        legal = g.legal_actions()
        if len(legal) < 2:
            continue
        t = time.perf_counter()
        hard.act(g.observation(g.current_player), legal)
        times.append(time.perf_counter() - t)
        if len(times) >= 10:
            break
    assert statistics.median(times) <= 0.05 * 1.25   # roughly: the machine may be busy with other work
    assert max(times) <= 0.05 + 0.5


def test_the_arena_plays_a_tiny_fishing_match_with_hard(capsys):
    """``python -m game.arena`` runs the fishing variants, Hard at its arena budget included."""
    assert arena.main(["--variant", "shi-wu-hu-fishing-dominoes", "--players", "hard,normal", "--deals", "1",
                       "--budget", "0.005", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "1 deals x 2 rotations = 2 hands" in out
    assert "hard (0.005 s)" in out and "hard - normal:" in out


def test_a_playout_cut_at_its_horizon_scores_the_catch_margins():
    """With ``horizon`` a playout stops that many moves on and scores the seat's margins in catch worth (as
    chips); a hand played to its end scores its chips."""
    v = load_variant("shi-wu-hu-fishing")
    policy = Greedy(v, hope=0.0)
    g = new_game(v, players=2, seed=3)
    g.log = None
    policy.playout(g, random.Random(1), horizon=6)
    assert not g.is_over
    points = g.points
    assert policy.outcome(g, 0) == (points[0] - points[1]) / 10 == -policy.outcome(g, 1)
    policy.playout(g, random.Random(1))
    assert g.is_over and policy.outcome(g, 0) == g.chips[0]


def test_the_bench_prints_playout_rates(capsys):
    """``python -m game.ai.fishing.bench`` (and bench_hard with a fishing variant) measures Hard's search."""
    from game.ai import bench_hard

    assert bench_hard.main(["--variant", "shi-wu-hu-fishing-dominoes", "--positions", "2", "--worlds", "2",
                            "--runs", "1"]) == 0
    out = capsys.readouterr().out
    assert "2 positions x 2 deals" in out and "playouts/s" in out and "digest" in out
