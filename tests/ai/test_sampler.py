"""The determinization sampler: the search player's guesses at the hidden hands.

Unseen cards are the deck less the seat's own hand, every face-up wu card, the
set-aside cards and the plays of this trick (§10); they are dealt to the other
seats by their known hand sizes, and what is left is out of play.
"""
from __future__ import annotations

import random
from collections import Counter

from game.ai.knowledge import Sampler, sample_hands, unseen
from game.model import counts
from game.rules import load_variant, new_game
from game.rules.climbing import ClimbingGame

from tests.ai.helpers import V, positions, variant_file


def test_sampled_hands_fit_the_observation():
    rng = random.Random(1)
    checked = 0
    for players in (3, 4):
        for g, seat in positions(players=players, hands=6, seed=players, every=0.3):
            obs = g.observation(seat)
            pool = Counter(counts.unpack(unseen(obs)))
            hands = sample_hands(obs, rng)
            assert hands[seat] == list(obs.hand)
            dealt = Counter()
            for s, h in enumerate(hands):
                assert len(h) == obs.hand_sizes[s]
                if s != seat:
                    dealt.update(h)
            # only unseen cards, never more copies than are unseen: so never the observer's own cards
            assert not dealt - pool
            assert sum(pool.values()) - sum(dealt.values()) == sum(
                len(c) for c in g.hands) - sum(obs.hand_sizes) + counts.size(g._out_of_play)
            rebuilt = ClimbingGame.from_observation(V, obs, hands)
            assert rebuilt.observation(seat) == obs
            checked += 1
    assert checked > 30


def test_unseen_is_what_the_others_hold_and_what_is_out_of_play():
    for g, seat in positions(hands=4, seed=8, every=0.2):
        obs = g.observation(seat)
        truth = sum(counts.pack(h) for s, h in enumerate(g.hands) if s != seat) + g._out_of_play
        assert unseen(obs) == truth


def test_samples_vary_and_spread_every_unseen_card():
    g = new_game(V, players=3, seed=2, dealer=0)
    obs = g.observation(0)
    sampler = Sampler(obs)
    rng = random.Random(3)
    holders = Counter()
    deals = {tuple(map(tuple, sampler.hands(rng))) for _ in range(50)}
    assert len(deals) == 50
    for _ in range(300):
        hands = sampler.hands(rng)
        holders.update((str(c), s) for s in (1, 2) for c in set(hands[s]))
    for card in set(map(str, counts.unpack(sampler.unseen))):
        assert holders[(card, 1)] > 0 and holders[(card, 2)] > 0


def test_under_the_obligation_to_beat_a_pass_says_the_seat_cannot_beat(tmp_path):
    v = load_variant(variant_file(tmp_path, {"obligation_to_beat: false": "obligation_to_beat: true"}))
    rng = random.Random(4)
    found = 0
    for g, seat in positions(variant=v, hands=20, seed=6):
        obs = g.observation(seat)
        passers = [s for s in obs.passed if s != seat]
        if g.phase != "play" or not passers:
            continue
        top = v.table.by_packed[counts.pack(obs.top[1])]
        for _ in range(5):
            hands = Sampler(obs, v).packed(rng)
            for s in passers:
                assert not any(counts.contains(hands[s], b.packed) for b in top.beaten_by)
        found += 1
    assert found > 5


def test_once_the_layouts_are_over_laid_out_deals_give_no_other_seat_a_supreme():
    """Normal lays out every supreme it holds (the biggest, which takes every supreme card), so a Sampler told
    so (``laid_out``, Hard's ``layouts``) deals none to another seat once play has begun; without it some deals
    do, and with layouts turned off (``layout: supreme: none``) a supreme stays where it was dealt."""
    from game.ai.knowledge import layout_options, layouts_over

    rng = random.Random(9)
    told = untold = checked = 0
    for g, seat in positions(hands=12, seed=3, every=0.3):
        obs = g.observation(seat)
        if g.phase != "play":
            continue
        others = [s for s in range(obs.players) if s != seat]
        assert not any(layout_options(V, counts.pack(g.hands[s])) for s in others)  # what Normal left
        for _ in range(20):
            told += any(layout_options(V, Sampler(obs, V, laid_out=True).packed(rng)[s]) for s in others)
            untold += any(layout_options(V, Sampler(obs, V).packed(rng)[s]) for s in others)
        checked += 1
    assert checked > 20
    assert told == 0 and untold > 10
    assert layouts_over(V, obs) and not layouts_over(load_variant("ma-hua-hua"), obs)
