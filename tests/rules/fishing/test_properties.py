"""Properties of every fishing hand (docs/rules/fishing.md §1, §4–§8): conservation at every step, chips that
sum to zero, every legal action applies and the others are refused, replay; thousands of random hands."""
from __future__ import annotations

import random

import pytest

from game.model.cards import Card
from game.rules import GameLog, load_variant, new_game, replay
from game.rules.fishing import random_playout

from .helpers import DECKS, Capture, LayOut, Pass, Release, deck_counts

OPTIONS = [{}, {"must_capture": "drawn"}, {"must_capture": "always", "heaven_pair": "choose"},
           {"heaven_pair": "auto", "mixed_rule": "one_military", "points_per_chip": 5}]


def refused_sample(g, rng: random.Random, n: int = 6) -> list:
    """Actions that are not legal here, of every shape: other baits, other fish, releases, layouts, passes."""
    kinds = Card.all()
    legal = set(g.legal_actions())
    out = []
    while len(out) < n:
        bait = rng.choice(kinds)
        candidate = rng.choice([Capture(bait, [rng.choice(kinds)]), Capture(bait, [bait] * 3), Release(bait),
                                Capture(bait, [rng.choice(kinds), rng.choice(kinds)]), Pass(), LayOut(["6:6", "6:6"])])
        if candidate not in legal:
            out.append(candidate)
    return out


@pytest.mark.parametrize("vid", DECKS)
@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()) or "defaults")
def test_every_step_conserves_the_deck_and_legal_actions_apply(vid, options):
    """§1, §6: hands + lake + catches + pile (+ the card turned up) = the deck at every step; each legal action
    applies and a sample of others is refused with the state unchanged; chips sum to zero; replay is equal."""
    v = load_variant(vid, options)
    rng = random.Random(hash((vid, str(options))) & 0xFFFF)
    for hand in range(6):
        players = (2, 3, 4)[hand % 3]
        g = new_game(v, players=players, seed=rng.randrange(10 ** 9))
        deck = dict(v.copies)
        while not g.is_over:
            assert deck_counts(g) == deck
            legal = g.legal_actions()
            assert legal and len(set(legal)) == len(legal)
            for action in refused_sample(g, rng):
                before = [g.observation(s) for s in range(players)]
                with pytest.raises(ValueError):
                    g.apply(action)
                assert [g.observation(s) for s in range(players)] == before
            for action in legal:                        # every legal action applies (on a copy)
                probe = g.copy()
                probe.apply(action)
                assert deck_counts(probe) == deck
            g.apply(rng.choice(legal))
            assert sum(g.chips) == 0 and g.points == [v.catch_points(c) for c in g.catches]
        assert deck_counts(g) == deck and sum(g.chips) == 0 and g.legal_actions() == []
        assert sum(len(c) for c in g.catches) + len(g.lake) + sum(len(h) for h in g.hands) == len(v.deck)
        if g.sitter is not None:
            assert g.chips[g.sitter] == 0 and g.catches[g.sitter] == ()
        again = replay(GameLog.from_json(g.log.to_json()))
        assert [again.observation(s) for s in range(players)] == [g.observation(s) for s in range(players)]


@pytest.mark.parametrize("vid", DECKS)
def test_two_thousand_random_hands(vid):
    """§2–§8 on 2,000 random hands per deck (the fast path a search uses): every hand ends with empty hands and
    pile, the whole deck in catches and lake, live points equal to §7's score, chips summing to zero as §8
    settles them."""
    v = load_variant(vid)
    rng = random.Random(2000)
    total = len(v.deck)
    for i in range(2000):
        g = new_game(v, players=2 + i % 2, seed=i)
        g.log = None
        random_playout(g, rng)
        catches = g.packed_catches
        assert g.is_over and not any(g.packed_hands) and not g.pile and g.drawn is None
        assert sum(len(c) for c in g.catches) + len(g.lake) == total
        assert sum(g.chips) == 0
        points = g.points
        assert g.chips == list(v.settle(points).chips)
        assert all(p % 10 == 0 for p in points) and len(catches) == g.players


@pytest.mark.parametrize("vid", DECKS)
def test_the_fast_path_plays_exactly_as_the_public_api(vid):
    """The search's moves()/play() and legal_actions()/apply() are one rule: the same choices give the same game."""
    v = load_variant(vid, {"must_capture": "always"})
    for seed in range(20):
        fast, slow = new_game(v, players=2 + seed % 2, seed=seed), new_game(v, players=2 + seed % 2, seed=seed)
        rng = random.Random(seed)
        while not fast.is_over:
            moves, legal = fast.moves(), slow.legal_actions()
            assert [v.action_of(m) for m in moves] == legal
            i = rng.randrange(len(moves))
            fast.play(moves[i])
            slow.apply(legal[i])
            assert fast.observation(0) == slow.observation(0)
        assert fast.chips == slow.chips and fast.log.actions == slow.log.actions
        assert replay(fast.log).observation(1) == slow.observation(1)


def test_copy_is_independent():
    """A search's copy shares nothing with the game it was made from."""
    v = load_variant(DECKS[0])
    g = new_game(v, players=3, seed=4)
    c = g.copy()
    random_playout(c, random.Random(1))
    assert c.is_over and not g.is_over and g.observation(0) == new_game(v, players=3, seed=4).observation(0)
