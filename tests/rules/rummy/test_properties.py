"""Properties of every Si Se Pai hand (docs/rules/si-se-pai.md §1–§10): the 117 cards conserved at every step,
chips that sum to zero, every legal action applies and others are refused with the state unchanged, replay,
and the claim window's secrecy in every observation (§5, §10); thousands of random hands."""
from __future__ import annotations

import dataclasses
import random

import pytest

from game.model.four_colour import FourColourCard
from game.rules import GameLog, load_variant, new_game, replay
from game.rules.rummy import random_playout

from .helpers import Claim, Discard, Pass, hand_total, seen_total

OPTIONS = [{}, {"scoring": "hakka", "dealer_extra_card": True}, {"min_points": "10", "jokers": "0"},
           {"four_card_points": "4", "jokers": "8"}]
KINDS = FourColourCard.all()


def refused_sample(g, rng: random.Random, n: int = 5) -> list:
    legal = set(g.legal_actions())
    out = []
    while len(out) < n:
        cards = [rng.choice(KINDS) for _ in range(rng.randrange(4))]
        candidate = rng.choice([Claim(cards), Claim(cards, win=True), Discard(rng.choice(KINDS)), Pass()])
        if candidate not in legal:
            out.append(candidate)
    return out


def snapshot(g):
    return (g.phase, g.current_player, g.offered, g.hands, g.exposed, g.discards, g.pile, list(g.chips))


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()) or "defaults")
def test_every_step_conserves_the_deck_and_legal_actions_apply(players, options):
    """§1, §2, §4–§9: hands + exposed + discards + pile + the offered card = the deck at every step; between
    turns hand + exposed = 20 each (§11.10); each legal action applies and a sample of others is refused with
    the state unchanged; chips sum to zero; the log replays to an equal game."""
    v = load_variant("si-se-pai", options)
    deck = len(v.deck)
    assert deck == 112 + v.jokers
    rng = random.Random(players * 100 + len(options))
    for hand in range(8):
        g = new_game(v, players=players, seed=rng.randrange(10 ** 9))
        while not g.is_over:
            assert seen_total(g) == deck
            o = g.offered
            if g.phase == "claim" and o[2] == "draw" and g.current_player == o[0] and not v.dealer_extra_card:
                assert all(hand_total(g, s) == 20 for s in range(players))
            for bad in refused_sample(g, rng):
                before = snapshot(g)
                with pytest.raises(ValueError):
                    g.apply(bad)
                assert snapshot(g) == before
            g.apply(rng.choice(g.legal_actions()))
            assert sum(g.chips) == 0
        assert seen_total(g) == deck and sum(g.chips) == 0
        if g.winner is not None:
            assert hand_total(g, g.winner) == 20 + 1
            assert g.chips[g.winner] > 0 or g.win_points == 0
        again = replay(GameLog.from_json(g.log.to_json()))
        assert [again.observation(s) for s in range(players)] == [g.observation(s) for s in range(players)]
        with pytest.raises(ValueError):
            g.apply(Pass())


def test_two_thousand_random_hands():
    """§4–§9 over 2,000 random four-player hands by the fast path: each ends in a win or a void hand, the
    winner holds 21 cards all in melds, and the chips sum to zero and match the winner's points (§8)."""
    v = load_variant("si-se-pai")
    rng = random.Random(15)
    wins = 0
    for seed in range(2000):
        g = new_game(v, players=4, seed=seed)
        random_playout(g, rng)
        assert g.is_over and sum(g.chips) == 0
        if g.winner is not None:
            wins += 1
            w = g.winner
            assert hand_total(g, w) == 21
            pts = v.hand_points(exposed=g.exposed[w], concealed=g.hands[w])
            assert pts == g.win_points and g.chips[w] in (pts, 3 * pts)
        else:
            assert g.chips == [0, 0, 0, 0] and len(g.pile) == 0
        assert seen_total(g) == 117
    assert 100 < wins < 2000


def test_claim_window_secrecy_at_every_answer():
    """§5, §10: while a window is open, an answer changes no seat's observation except whose turn it is to
    answer; nobody's observation says who else is asked or what anyone answered."""
    v = load_variant("si-se-pai")
    rng = random.Random(5)
    windows = 0
    for seed in range(60):
        g = new_game(v, players=4, seed=seed)
        while not g.is_over:
            legal = g.legal_actions()
            action = rng.choice(legal)
            if g.phase == "claim":
                before = [g.observation(s) for s in range(4)]
                events = g.apply(action)
                if g.phase == "claim" and not events:       # the window is still open
                    windows += 1
                    after = [g.observation(s) for s in range(4)]
                    for s in range(4):
                        assert after[s] == dataclasses.replace(before[s], to_act=g.current_player == s)
            else:
                g.apply(action)
    assert windows > 20


def test_observation_hides_who_is_asked():
    """§5, §10: two positions that differ only in which hidden hand can claim look the same to a third seat."""
    from .helpers import game

    extra = load_variant("si-se-pai", options={"dealer_extra_card": True})
    a = game([["Y-Sd", "R-Ch"], ["W-Ad", "W-Hs"], ["Y-Sd", "Y-Sd", "W-El"], ["W-Cn", "W-Cn", "G-El"]], v=extra)
    b = game([["Y-Sd", "R-Ch"], ["W-Ad", "W-Hs"], ["W-Cn", "W-Cn", "W-El"], ["Y-Sd", "Y-Sd", "G-El"]], v=extra)
    for g in (a, b):
        g.apply(Discard("Y-Sd"))
        assert g.phase == "claim"
    assert a.current_player == 2 and b.current_player == 3
    assert a.observation(1) == b.observation(1) and a.observation(0) == b.observation(0)
    assert not a.observation(1).to_act and a.observation(2).to_act
