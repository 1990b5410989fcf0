"""Properties of every banker round (docs/rules/sap-tim-pun.md §1, §4–§11): tiles conserved at every step,
chips that sum to zero, every legal action applies and the others are refused with the state unchanged,
replay, and no concealed tile in another seat's observation; thousands of random hands."""
from __future__ import annotations

import random

import pytest

from game.rules import GameLog, load_variant, new_game, replay
from game.rules.banker import random_round

from .helpers import VID, Bet, Draw, SetLimit, Stand, used_tiles

OPTIONS = [{}, {"hands_per_bank": "4"}, {"default_limit": "10", "rounds": "twice_each"}]
EVERY_SHAPE = [SetLimit(1), SetLimit(5), SetLimit(3), SetLimit(11), Bet(0), Bet(1), Bet(2), Bet(5), Bet(10), Bet(11),
               Draw(), Stand()]


def snapshot(g):
    return (g.phase, g.current_player, list(g.chips), list(g.bets), g.limit, [tuple(t) for t in g.tiles],
            g.wall, g.heap, [g.observation(s) for s in range(g.players)])


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()) or "defaults")
def test_every_step_conserves_the_tiles_and_legal_actions_apply(options):
    """§1, §9: hands + heap + wall = 144 at every step; chips sum to zero; each legal action applies and every
    other action is refused with the state unchanged; replay rebuilds an equal round."""
    v = load_variant(VID, options)
    rng = random.Random(str(options))
    for n in range(6):
        players = (2, 3, 4)[n % 3]
        g = new_game(v, players=players, seed=rng.randrange(10 ** 9))
        while not g.is_over:
            assert used_tiles(g) + len(g.wall) == 144 and sum(g.chips) == 0
            legal = g.legal_actions()
            assert legal and len(set(legal)) == len(legal)
            for action in legal:
                g.copy().apply(action)
            for action in EVERY_SHAPE:
                if action not in legal:
                    before = snapshot(g)
                    with pytest.raises(ValueError):
                        g.apply(action)
                    assert snapshot(g) == before
            g.apply(rng.choice(legal))
        assert used_tiles(g) + len(g.wall) == 144 and sum(g.chips) == 0
        assert len(g.wall) < v.reserve(players) or g.hand_number == v.hands_per_bank
        again = replay(GameLog.from_json(g.log.to_json()))
        assert snapshot(again) == snapshot(g)


def test_two_thousand_random_hands():
    """§4–§10 over thousands of hands: conservation, zero sum, every hand ends in a settlement, at most 3 tiles
    a seat, at most four east-wind events a hand, and the round ends only when the wall runs short (§10)."""
    v = load_variant(VID)
    rng = random.Random(2026)
    hands = 0
    while hands < 2000:
        players = rng.choice((2, 3, 4))
        g = new_game(v, players=players, seed=rng.randrange(10 ** 9))
        settled = 0
        while not g.is_over:
            legal = g.legal_actions()
            events = g.apply(legal[int(rng.random() * len(legal))])
            for e in events:
                if e.kind == "HandSettled":
                    settled += 1
                    assert all(len(t) <= 3 for t in e.tiles) and sum(e.hand_chips) == 0
                    assert all(abs(line.amount) <= 2 * line.bet for line in e.lines)
            assert sum(1 for e in events if e.kind == "EastWind") <= 4
            assert sum(g.chips) == 0
        assert used_tiles(g) + len(g.wall) == 144 and len(g.wall) < v.reserve(players)
        assert settled == g.hand_number
        hands += settled
    assert hands >= 2000


def test_random_rounds_by_the_fast_path_match_apply():
    """``play`` (no checks, no events) reaches the same state as ``apply``; the log replays it."""
    v = load_variant(VID)
    for seed in range(5):
        fast = random_round(new_game(v, players=4, seed=seed), random.Random(seed))
        again = replay(fast.log)
        assert snapshot(again) == snapshot(fast)


def test_no_concealed_tile_shows_in_another_seats_observation():
    """§6, §11: swapping a seat's concealed tile for a wall tile changes no other seat's observation (while that
    seat is not bust), and the first tiles, counts and busts are what the others see."""
    v = load_variant(VID)
    rng = random.Random(7)
    checked = 0
    for seed in range(30):
        g = new_game(v, players=4, seed=seed)
        while not g.is_over:
            for p in range(4):
                if len(g._tiles[p]) >= 2 and not g._bust[p] and g._wall:
                    other = g.copy()
                    i = rng.randrange(1, len(other._tiles[p]))
                    w = rng.randrange(len(other._wall))
                    other._tiles[p][i], other._wall[w] = other._wall[w], other._tiles[p][i]
                    for s in range(4):
                        if s != p:
                            assert other.observation(s) == g.observation(s)
                    assert other.observation(p) != g.observation(p) or other._tiles[p] == g._tiles[p]
                    checked += 1
            for s in range(4):
                obs = g.observation(s)
                for q in range(4):
                    assert len(obs.shown[q]) == (obs.counts[q] if obs.busted[q] else min(1, obs.counts[q]))
                assert obs.hand == g.tiles[s]
            legal = g.legal_actions()
            g.apply(legal[int(rng.random() * len(legal))])
    assert checked > 100


def test_observations_are_frozen_copies():
    v = load_variant(VID)
    g = new_game(v, players=3, seed=9)
    obs = g.observation(0)
    with pytest.raises(Exception):
        obs.limit = 3          # type: ignore[misc]
    g.apply(g.legal_actions()[0])
    assert obs.phase == "limit" and g.observation(0).phase == "bet"
