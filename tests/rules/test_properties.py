"""Properties of whole hands, checked on random play (hypothesis and seeded random hands).

Every step: cards are conserved (sap-ng-wu.md §1, §6: hands + this trick + set aside + wu = the
deck), chips sum to zero (§7–§8: every payment is between players), every legal action applies,
sampled illegal actions raise ValueError and change nothing (DESIGN.md Engine API), legal_actions
is complete (§3, §5, §6, brute force over every sub-multiset of small hands), and a game replays
from its log, also through JSON (DESIGN.md: a game is its seed plus its actions).
"""
from __future__ import annotations

import random
import time
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules import Continue, Declare, GameLog, LayOut, Pass, Play, new_game, replay

from .helpers import ALL_KINDS, DECK, V, ms, on_table, ref_beats, ref_classify, state, sub_multisets

SETTINGS = dict(deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
TIERS = [(27, 5), (24, 4), (21, 3), (18, 2), (15, 1)]


def out_of_play(g) -> Counter:
    if g.log.hands is None:
        return Counter()
    dealt = Counter()
    for h in g.log.hands:
        dealt += ms(h)
    return DECK - dealt


def check_invariants(g, out):
    assert on_table(g) + out == DECK
    assert sum(g.chips) == 0
    for s in range(len(g.hands)):
        wu_cards = ms(g.wu_cards(s))
        extra = g.wu[s] - sum(wu_cards.values())
        # §5: only a laid-out full supreme counts more than its cards (16 for 8)
        assert extra == 0 or (extra == 8 and wu_cards["2:4"] == 4 and wu_cards["1:2"] == 4), (s, g.wu[s])
    if g.phase == "over":
        assert g.legal_actions() == []
        if g.winner is None:
            assert all(len(h) == 0 for h in g.hands)
        else:
            assert g.wu[g.winner] >= 15
    else:
        assert g.legal_actions()
    if g.phase == "decide":
        assert set(g.legal_actions()) == {Declare(), Continue()} and g.wu[g.current_player] >= 15


def check_events(events, g, wu_before, chips_before):
    """The events tell the table exactly what changed (DESIGN.md: the UI animates events)."""
    wu = list(wu_before)
    chips = list(chips_before)
    for e in events:
        name = type(e).__name__
        if name in ("TrickWon", "LaidOut"):
            wu[e.seat] += e.wu_gained
            assert e.wu == wu[e.seat] and e.wu_gained > 0
        elif name in ("BonusPaid", "Declared"):
            assert sum(e.payments) == 0 and e.payments[e.seat] > 0
            chips = [a + b for a, b in zip(chips, e.payments)]
        elif name == "DecisionOffered":
            expected = next(c for w, c in TIERS if e.wu >= w)
            assert e.chips == expected and e.wu == wu[e.seat]
        elif name == "HandOver":
            assert g.is_over and e.winner == g.winner and e.void == (g.winner is None)
    assert wu == list(g.wu) and chips == list(g.chips)


def random_small_hands(rng, players):
    deck = [c for c in ALL_KINDS for _ in range(4)]
    # favour plays: draw from a few kinds, including the supreme's and a mixed group's
    pool_kinds = rng.sample(ALL_KINDS, 5) + rng.choice([["2:4", "1:2"], ["6:6", "4:5", "3:6"], ["1:3", "1:4", "2:3"]])
    pool = [c for c in deck if c in pool_kinds]
    rng.shuffle(pool)
    hands, i = [], 0
    for _ in range(players):
        n = rng.randint(0, 7)
        hands.append(pool[i:i + n])
        i += n
    if not any(hands):
        hands[0] = ["1:5"]
    return hands


def sample_illegal(g, rng):
    """Actions that must be refused now, with ones that may be legal filtered by legal_actions."""
    legal = set(g.legal_actions())
    seat = g.current_player
    hand = [str(c) for c in g.hands[seat]]
    out = []
    for _ in range(6):
        if hand:
            sub = rng.sample(hand, rng.randint(1, min(len(hand), 6)))
            out += [Play(sub), LayOut(sub)]
    out += [Pass(), Declare(), Continue(), Play([]), LayOut([])]
    for other in range(len(g.hands)):                 # cards of another seat: out of turn
        theirs = [str(c) for c in g.hands[other]]
        if other != seat and theirs:
            sub = rng.sample(theirs, rng.randint(1, min(len(theirs), 3)))
            if ms(sub) - ms(hand):
                out.append(Play(sub))
    return [a for a in out if a not in legal]


def walk(g, rng, check_all_legal=0.15, check_illegal=0.5):
    out = out_of_play(g)
    check_invariants(g, out)
    steps = 0
    while not g.is_over:
        legal = g.legal_actions()
        assert len(set(legal)) == len(legal)
        if rng.random() < check_all_legal:
            before = state(g)
            for a in legal:                            # every legal action applies without error
                c = g.copy()
                c.apply(a)
                check_invariants(c, out)
            assert all(g.why_illegal(a) is None for a in legal)
            assert state(g) == before                  # copies are independent of the game
        if rng.random() < check_illegal:
            before = state(g)
            for a in sample_illegal(g, rng):
                assert g.why_illegal(a) is not None, a
                with pytest.raises(ValueError):
                    g.apply(a)
            assert state(g) == before
        wu, chips = list(g.wu), list(g.chips)
        events = g.apply(rng.choice(legal))
        check_invariants(g, out)
        check_events(events, g, wu, chips)
        steps += 1
        assert steps < 3000
    return g


@settings(max_examples=40, **SETTINGS)
@given(seed=st.integers(0, 2 ** 32), players=st.sampled_from([3, 4]), dealer=st.integers(0, 3),
       walk_seed=st.integers(0, 2 ** 32))
def test_random_hands_keep_every_invariant(seed, players, dealer, walk_seed):
    g = new_game(V, players=players, seed=seed, dealer=dealer % players)
    walk(g, random.Random(walk_seed))


@settings(max_examples=200, **SETTINGS)
@given(seed=st.integers(0, 2 ** 32), players=st.sampled_from([3, 4]), dealer=st.integers(0, 3))
def test_small_set_positions_keep_every_invariant(seed, players, dealer):
    rng = random.Random(seed)
    g = new_game(V, players=players, dealer=dealer % players, hands=random_small_hands(rng, players))
    walk(g, rng, check_all_legal=0.5, check_illegal=1.0)


@settings(max_examples=400, **SETTINGS)
@given(seed=st.integers(0, 2 ** 32), players=st.sampled_from([3, 4]), dealer=st.integers(0, 3))
def test_legal_actions_are_exactly_what_classify_and_beats_allow(seed, players, dealer):
    """§3, §5, §6: brute force every sub-multiset of the hand; it is legal exactly when the rules
    (and the engine's own classify and beats) say so."""
    rng = random.Random(seed)
    g = new_game(V, players=players, dealer=dealer % players, hands=random_small_hands(rng, players))
    while not g.is_over:
        legal = set(g.legal_actions())
        hand = [str(c) for c in g.hands[g.current_player]]
        subs = sub_multisets(hand)
        if g.phase == "play" and g.top is None:
            expected = {Play(s) for s in subs if V.classify(s) is not None}
            assert expected == {Play(s) for s in subs if ref_classify(s) is not None}
        elif g.phase == "play":
            top = [str(c) for c in g.top[1].cards]
            expected = {Play(s) for s in subs if V.classify(s) is not None and V.beats(s, top)}
            assert expected == {Play(s) for s in subs if ref_beats(s, top)}
            expected.add(Pass())
        elif g.phase == "layout":
            expected = {LayOut(s) for s in subs if (ref_classify(s) or ("",))[0] == "supreme"} | {Pass()}
        else:
            expected = {Declare(), Continue()}
        assert legal == expected
        g.apply(rng.choice(sorted(legal, key=repr)))


@settings(max_examples=40, **SETTINGS)
@given(seed=st.integers(0, 2 ** 32), players=st.sampled_from([3, 4]), dealer=st.integers(0, 3),
       stop=st.floats(0, 1), walk_seed=st.integers(0, 2 ** 32))
def test_replay_from_the_log_gives_the_same_state(seed, players, dealer, stop, walk_seed):
    """DESIGN.md: a game is its seed plus its actions; replay (also through JSON) is identical."""
    g = new_game(V, players=players, seed=seed, dealer=dealer % players)
    full = walk(g.copy(), random.Random(walk_seed), 0, 0)
    n = int(len(full.log.actions) * stop)
    for a in full.log.actions[:n]:
        g.apply(a)
    for r in (replay(g.log), replay(GameLog.from_json(g.log.to_json()))):
        assert state(r) == state(g)
        assert r.log.to_json() == g.log.to_json()


@settings(max_examples=60, **SETTINGS)
@given(seed=st.integers(0, 2 ** 32), players=st.sampled_from([3, 4]), dealer=st.integers(0, 3))
def test_replay_of_set_positions(seed, players, dealer):
    rng = random.Random(seed)
    g = new_game(V, players=players, dealer=dealer % players, hands=random_small_hands(rng, players))
    walk(g, rng, 0, 0)
    r = replay(GameLog.from_json(g.log.to_json()))
    assert state(r) == state(g)


def test_replay_of_a_game_whose_dealer_was_drawn_at_random():
    """DESIGN.md: a game is its seed plus its actions; §4: first dealer random."""
    g = new_game(V, players=3, seed=7)
    r = replay(g.log)
    assert r.dealer == g.dealer and [ms(h) for h in r.hands] == [ms(h) for h in g.hands]
    walk(g, random.Random(1), 0, 0)
    assert state(replay(GameLog.from_json(g.log.to_json()))) == state(g)


def test_two_thousand_random_hands():
    """§4–§9 end to end: 2,000 random full hands (3 and 4 players), invariants at each end."""
    start = time.perf_counter()
    rng = random.Random(2024)
    outcomes = Counter()
    for i in range(2000):
        players = 3 if i % 2 else 4
        g = new_game(V, players=players, seed=rng.randrange(2 ** 32), dealer=rng.randrange(players))
        steps = 0
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
            steps += 1
            assert steps < 3000
        check_invariants(g, Counter())
        assert sum(len(h) for h in g.hands) + sum(len(g.wu_cards(s)) for s in range(players)) \
            + len(g.set_aside) == 84
        outcomes["void" if g.winner is None else "won"] += 1
    assert outcomes["void"] and outcomes["won"]
    assert time.perf_counter() - start < 60
