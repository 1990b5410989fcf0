"""sap-ng-wu.md §4 and §9: a match: dealer rotation, running totals, save and resume."""
from __future__ import annotations

import json
import random

import pytest

from game.rules import Match

from .helpers import CONTINUE, DECLARE, V, state


def play_out(game, rng, declare=0.5):
    while not game.is_over:
        legal = game.legal_actions()
        if DECLARE in legal:
            game.apply(DECLARE if rng.random() < declare else CONTINUE)
        else:
            game.apply(rng.choice(legal))


def test_match_length_defaults_to_8_hands():
    """§9 Decision: a match ends after a number of hands chosen at the start (default 8)."""
    m = Match.start(V, players=3, seed=1)
    assert m.length == 8
    rng = random.Random(1)
    hands = 0
    while not m.is_over:
        play_out(m.game, rng)
        m.finish_hand()
        hands += 1
    assert hands == 8 and len(m.results) == 8 and m.game is None


def test_match_length_can_be_chosen():
    m = Match.start(V, players=4, seed=2, length=3)
    rng = random.Random(2)
    while not m.is_over:
        play_out(m.game, rng)
        m.finish_hand()
    assert len(m.results) == 3


def test_totals_are_the_running_sum_of_each_hands_chips():
    """§9: a match has running chip totals, summing to zero."""
    m = Match.start(V, players=3, seed=3, length=6)
    rng = random.Random(3)
    running = [0, 0, 0]
    while not m.is_over:
        g = m.game
        play_out(g, rng)
        chips = list(g.chips)
        result = m.finish_hand()
        running = [a + b for a, b in zip(running, chips)]
        assert result.chips == chips and result.winner == g.winner and result.dealer == g.dealer
        assert m.totals == running and sum(m.totals) == 0


def test_winner_deals_next_and_void_hand_keeps_the_dealer():
    """§4: the winner of the hand deals the next; if nobody declares, the same dealer deals again."""
    seen_void = seen_won = False
    for seed in range(6):
        m = Match.start(V, players=3, seed=seed, length=8)
        rng = random.Random(seed)
        while not m.is_over:
            g = m.game
            play_out(g, rng, declare=0.3)
            m.finish_hand()
            if m.game is None:
                break
            if g.winner is None:
                seen_void = True
                assert m.game.dealer == g.dealer
            else:
                seen_won = True
                assert m.game.dealer == g.winner
    assert seen_void and seen_won


def test_first_dealer_is_random_per_match_seed():
    """§4: first dealer random."""
    assert {Match.start(V, players=3, seed=s).game.dealer for s in range(40)} == {0, 1, 2}
    assert Match.start(V, players=3, seed=5, dealer=2).game.dealer == 2


def test_finishing_an_unfinished_hand_is_refused():
    m = Match.start(V, players=3, seed=1)
    with pytest.raises(ValueError):
        m.finish_hand()


def _round_trip(m):
    return Match.from_dict(json.loads(json.dumps(m.to_dict())), V)


def test_unfinished_match_resumes_exactly_mid_hand():
    """§9 Decision: unfinished matches can be resumed (saved as seeds plus actions)."""
    m = Match.start(V, players=3, seed=21, length=5)
    rng = random.Random(21)
    for _ in range(2):
        play_out(m.game, rng)
        m.finish_hand()
    for _ in range(25):
        m.game.apply(rng.choice(m.game.legal_actions()))
    r = _round_trip(m)
    assert r.totals == m.totals and len(r.results) == len(m.results)
    assert [vars(x) for x in r.results] == [vars(x) for x in m.results]
    assert r.hand_number == m.hand_number and not r.is_over
    assert state(r.game) == state(m.game)
    # both copies play on identically
    ra, rb = random.Random(5), random.Random(5)
    while not m.is_over:
        play_out(m.game, ra)
        play_out(r.game, rb)
        m.finish_hand()
        r.finish_hand()
    assert r.totals == m.totals


def test_match_resumes_between_hands():
    """§9: saved right after a hand was recorded, the next hand resumes from its start."""
    m = Match.start(V, players=4, seed=8, length=4)
    rng = random.Random(8)
    play_out(m.game, rng)
    m.finish_hand()
    r = _round_trip(m)
    assert r.totals == m.totals and state(r.game) == state(m.game)


def test_match_resumes_with_a_finished_hand_not_yet_recorded():
    """§9: a hand over but not yet recorded resumes as it was."""
    m = Match.start(V, players=3, seed=9, length=4)
    play_out(m.game, random.Random(9))
    r = _round_trip(m)
    assert r.game.is_over and r.totals == m.totals == [0, 0, 0]
    r.finish_hand()
    m.finish_hand()
    assert r.totals == m.totals and state(r.game) == state(m.game)


def test_finished_match_round_trips():
    """§9: the table of totals is what the scores screen records; a saved finished match reloads finished."""
    m = Match.start(V, players=3, seed=1, length=2)
    rng = random.Random(0)
    while not m.is_over:
        play_out(m.game, rng)
        m.finish_hand()
    r = _round_trip(m)
    assert r.is_over and len(r.results) == 2 and r.totals == m.totals and r.game is None


def test_a_tampered_save_is_refused():
    """DESIGN.md: a game is its seed plus its actions; a save that does not follow is refused."""
    m = Match.start(V, players=3, seed=30, length=3)
    play_out(m.game, random.Random(30))
    m.finish_hand()
    d = json.loads(json.dumps(m.to_dict()))
    d["hands"][0]["actions"][0] = {"action": "Play", "cards": ["6:6", "6:6", "6:6", "6:6", "6:6"]}
    with pytest.raises(ValueError):
        Match.from_dict(d, V)


def test_a_log_or_match_of_another_variant_is_refused(tmp_path):
    """A saved game replays only with the variant it was played with (a house rule may pay differently)."""
    from game import paths
    from game.rules import load_variant, new_game, replay

    text = (paths.variants_dir() / "sap-ng-wu.yaml").read_text(encoding="utf-8")
    house = tmp_path / "house.yaml"
    house.write_text(text.replace("dealer_pays_double: false", "dealer_pays_double: true"), encoding="utf-8")
    other = load_variant(str(house))
    v = load_variant("sap-ng-wu")
    g = new_game(v, players=3, seed=2)
    with pytest.raises(ValueError, match="variant"):
        replay(g.log, other)
    m = Match.start(v, 3, seed=4, length=2)
    with pytest.raises(ValueError, match="variant"):
        Match.from_dict(m.to_dict(), other)
