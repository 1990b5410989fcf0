"""Ma Hua Hua 抹花花 (climbing-variants.md "Ma Hua Hua" and "Common to all of them"; seed 000
"Mā Huā Huā - a 48-card game from Northwest China")."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from game.rules import (Declare, GameLog, Match, Pass, Play, PlayOn, ThrowIn, load_variant, new_game, replay)
from game.rules import events as E
from game.rules.climbing import ClimbingGame

from .helpers import check_random_hands

V = load_variant("ma-hua-hua")


def c(text):
    return text.split()


def test_the_48_card_deck():
    """Four each of ten kinds, two each of 3:6, 2:6, 2:4, 1:2; no 1:3 and no other military card."""
    deck = Counter(str(x) for x in V.deck)
    assert len(V.deck) == 48
    for kind in "6:6 1:1 4:4 5:5 3:3 2:2 5:6 4:6 1:6 1:5".split():
        assert deck[kind] == 4
    for kind in "3:6 2:6 2:4 1:2".split():
        assert deck[kind] == 2
    assert "1:3" not in deck and "4:5" not in deck


def test_three_players_of_16_and_four_with_one_sitting_out():
    g = new_game(V, players=3, seed=1)
    assert [len(h) for h in g.hands] == [16, 16, 16]
    g4 = new_game(V, players=4, seed=1)
    assert len(g4.hands[g4.sitter]) == 0 and sorted(len(h) for h in g4.hands) == [0, 16, 16, 16]


def test_the_sources_chain_of_triples():
    """Seed: [1:1]×3 < fish [1:1][2:2][3:3] < pendulum [4:4][5:5][6:6] < bull [2:6][2:6][3:6]."""
    chain = ["1:1 1:1 1:1", "1:1 2:2 3:3", "4:4 5:5 6:6", "2:6 2:6 3:6"]
    for low, high in zip(chain, chain[1:]):
        assert V.beats(c(high), c(low)) and not V.beats(c(low), c(high))
    assert V.beats(c("6:6 6:6 6:6"), c("2:6 2:6 3:6"))                # 6:6 sets > bull


def test_a_pair_is_beaten_only_by_two_cards():
    """Seed: [1:1][1:1] is not beaten by a fish or pendulum, but by a bull [2:6][3:6] or [6:6][6:6]."""
    assert not V.beats(c("1:1 2:2 3:3"), c("1:1 1:1")) and not V.beats(c("4:4 5:5 6:6"), c("1:1 1:1"))
    assert V.beats(c("2:6 3:6"), c("1:1 1:1")) and V.beats(c("6:6 6:6"), c("1:1 1:1"))


def test_other_cards_rank_in_the_sources_order():
    """1:1 > 4:4 > 5:5 > 3:3 > 2:2 > 5:6 > 4:6 > 1:6 > 1:5 > 3:6 > 2:6 > 2:4 > 1:2 (lone bull/happy cards here)."""
    order = "1:1 4:4 5:5 3:3 2:2 5:6 4:6 1:6 1:5 3:6 2:6 2:4 1:2".split()
    for high, low in zip(order, order[1:]):
        assert V.beats([high], [low]) and not V.beats([low], [high])
    assert V.beats(["6:6"], ["1:1"])


def test_happy_is_unbeatable_when_led_and_beats_nothing():
    """Happy (2:4 with 1:2, 2–4 cards): unbeatable, ends its trick at once (common "Unbeatable leads")."""
    for cards in ("2:4 1:2", "2:4 2:4 1:2", "2:4 2:4 1:2 1:2"):
        assert V.classify(c(cards)).kind == "supreme"
        assert not V.beats(c(cards), c("1:5 1:5"))
        assert not V.beats(c("6:6 6:6 6:6 6:6"), c(cards))
    g = new_game(V, players=3, dealer=0, hands=[c("2:4 1:2 5:6"), c("6:6 6:6"), c("1:5")])
    assert g.phase == "play"                                          # a set position has no bid round
    events = g.apply(Play(c("2:4 1:2")))
    assert any(isinstance(e, E.TrickWon) for e in events) and g.wu[0] == 2 and g.current_player == 0


def test_bull_pendulum_fish_and_expanded_forms():
    """Bull: 3:6 and 2:6, 2–4 cards; pendulum/fish: 3 cards, expanded 6, 8 or 12 from the group's kinds."""
    assert V.classify(c("3:6 2:6 2:6")).group == "Bull"
    assert V.classify(c("3:6 3:6")).kind == "set"                     # not a bull: a pair of 3:6
    assert V.classify(c("4:4 5:5 6:6 6:6")) is None                   # no pendulum of 4
    assert V.classify(c("1:1 1:1 2:2 2:2 3:3 3:3")).group == "Fish"
    assert V.classify(c("4:4 4:4 4:4 4:4 5:5 5:5 5:5 5:5 6:6 6:6 6:6 6:6")).group == "Pendulum"
    assert V.classify(c("1:1 1:1 1:1 2:2 2:2 2:2 3:3 3:3")).size == 8
    # Decision: equal bulls and plain pendulums are equal; expanded ones by spots
    assert not V.beats(c("3:6 3:6 2:6"), c("3:6 2:6 2:6"))
    assert V.beats(c("4:4 5:5 6:6 6:6 6:6 6:6"), c("4:4 4:4 4:4 5:5 5:5 6:6"))
    assert V.beats(c("4:4 4:4 5:5 5:5 6:6 6:6"), c("1:1 1:1 2:2 2:2 3:3 3:3"))   # expanded pendulum > fish


def test_four_heavens_beat_any_play_of_any_size():
    four = c("6:6 6:6 6:6 6:6")
    for play in ("1:5", "2:6 3:6", "1:1 2:2 3:3", "3:6 3:6 2:6 2:6", "4:4 4:4 5:5 5:5 6:6 6:6",
                 "4:4 4:4 4:4 4:4 5:5 5:5 5:5 5:5 6:6 6:6 6:6 6:6"):
        assert V.beats(four, c(play)), play


# -- the bid round ---------------------------------------------------------------------------------
def test_bid_round_first_two_pass_or_play_third_throws_in():
    """Decision: PlayOn()/Pass() for the first two, PlayOn()/ThrowIn() for the third."""
    g = new_game(V, players=3, seed=4, dealer=1)
    assert g.phase == "bid" and g.current_player == 1 and set(g.legal_actions()) == {PlayOn(), Pass()}
    g.apply(Pass())
    assert g.current_player == 2 and set(g.legal_actions()) == {PlayOn(), Pass()}
    g.apply(Pass())
    assert g.current_player == 0 and set(g.legal_actions()) == {PlayOn(), ThrowIn()}
    with pytest.raises(ValueError):
        g.apply(Pass())
    events = g.apply(ThrowIn())
    assert g.is_over and g.thrown_in and g.winner is None and g.chips == [0, 0, 0]
    assert isinstance(events[0], E.ThrownIn)


def test_the_first_play_on_starts_play_and_the_dealer_leads():
    g = new_game(V, players=4, seed=4, dealer=2)
    order = g.seats_from_dealer()
    g.apply(Pass())
    g.apply(PlayOn())
    assert g.phase == "play" and g.current_player == 2 and g.sitter not in order


def test_rebuilt_in_the_bid_phase():
    g = new_game(V, players=3, seed=9)
    g.apply(Pass())
    copy = ClimbingGame.from_observation(V, g.observation(0), g.hands)
    assert copy.legal_actions() == g.legal_actions() and copy.observation(0) == g.observation(0)
    for game in (g, copy):
        game.apply(Pass())
    assert copy.legal_actions() == g.legal_actions() == [PlayOn(), ThrowIn()]


# -- scoring ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("pillars,points", [(5, 0), (6, 1), (10, 1), (11, 4), (13, 6)])
def test_pillars_to_points(pillars, points):
    """6–10 pillars: 1 point (one family); 11 or more: 4 + 1 per pillar over 11 (two families)."""
    assert V.score(pillars) == points


def test_bonuses_count_only_for_enough_pillars():
    assert V.score(6, bonus=3) == 4 and V.score(5, bonus=3) == 0


def _win(g, cards):
    g.apply(Play(c(cards)))
    while g.phase == "play" and g.top is not None:
        g.apply(Pass())


def test_bonus_for_happy_bull_and_set_of_four():
    """+1 per winning happy play, +1 per winning bull play, +2 per winning set of four identical cards."""
    g = new_game(V, players=3, dealer=0, hands=[c("2:4 1:2 3:6 2:6 5:6 5:6 5:6 5:6 1:1"), c("1:5"), c("1:6")])
    _win(g, "2:4 1:2")
    _win(g, "3:6 2:6")
    _win(g, "5:6 5:6 5:6 5:6")
    assert g.observation(0).sets_won[0][2] == 4 and g.wu[0] == 8
    assert g.score(0) == 1 + 4


def test_two_families_may_declare_and_every_pair_settles():
    """Decision (pairwise): a declaration ends the hand; every pair settles the difference of scores."""
    hand = c("1:1 1:1 1:1 1:1 4:4 4:4 4:4 4:4 5:5 5:5 5:5 6:6")
    g = new_game(V, players=3, dealer=0, hands=[hand, c("3:3 3:3 3:3 3:3 2:2 2:2 2:2"), c("1:5")])
    _win(g, "1:1 1:1 1:1 1:1")                                        # 4 pillars, +2
    assert g.current_player == 0
    _win(g, "4:4 4:4 4:4 4:4")                                        # 8, +2
    _win(g, "5:5 5:5 5:5")                                            # 11: two families
    assert g.phase == "decide" and g.wu[0] == 11
    events = g.apply(Declare())
    # seat 0: 4 + 4 bonus = 8; seats 1 and 2: 0 → seat 0 gets 8 from each
    assert g.chips == [16, -8, -8] and g.winner == 0
    assert any(isinstance(e, E.Declared) for e in events)


def test_pairwise_and_winners_paid_settlements_at_the_end_of_the_cards():
    """Scores 1, 3 (with a set of four) and 0 (5 pillars, not enough): pairwise settles every
    difference; winners_paid (the option) has only the non-scorer pay each scorer."""
    text = open(V.source, encoding="utf-8").read()
    hands = [c("1:1 1:1 1:1 2:2 2:2 2:2"), c("4:4 4:4 4:4 5:5 5:5 5:5 5:5"), c("6:6 6:6 6:6 3:3 3:3")]

    def run(variant):
        g = new_game(variant, players=3, dealer=0, hands=hands)
        while not g.is_over:
            legal = g.legal_actions()
            g.apply(Pass() if Pass() in legal else max(legal, key=lambda a: len(a.cards)))
        return g

    g = run(V)
    scores = [g.score(s) for s in range(3)]
    assert g.wu == [6, 7, 5] and scores == [1, 3, 0]
    assert g.chips == [-1, 5, -4]
    import tempfile
    import os
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "mhh-winners.yaml")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text.replace("settlement: pairwise", "settlement: winners_paid"))
        w = run(load_variant(path))
    ws = [w.score(s) for s in range(3)]
    expect = [0, 0, 0]
    for a in range(3):
        for b in range(3):
            if ws[a] and not ws[b]:
                expect[a] += ws[a]
                expect[b] -= ws[a]
    assert w.chips == expect == [1, 3, -4]


# -- whole hands and matches -----------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4])
def test_random_hands_conserve_cards_and_chips(players):
    games = check_random_hands(V, players, hands=60, seed=20 + players)
    assert any(any(g.chips) for g in games)


def test_in_a_match_the_sitter_moves_on_except_after_a_throw_in():
    """climbing-variants.md "Seats": Ma Hua Hua's sitter moves one seat on each hand; a throw-in does not."""
    m = Match.start(V, players=4, seed=5, length=8)
    rng = random.Random(3)
    last = None
    while not m.is_over:
        g = m.game
        assert g.sitter is not None and g.dealer != g.sitter
        if last is not None:
            assert g.sitter == (last.sitter if last.thrown_in else (last.sitter + 1) % 4)
        while not g.is_over:
            legal = g.legal_actions()
            g.apply(ThrowIn() if ThrowIn() in legal and rng.random() < 0.5 else rng.choice(legal))
        m.finish_hand()
        last = g
    assert sum(m.totals) == 0
    again = Match.from_dict(m.to_dict(), V)
    assert again.totals == m.totals


def test_replays_from_its_log():
    rng = random.Random(8)
    g = new_game(V, players=4, seed=12)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    r = replay(GameLog.from_json(g.log.to_json()), V)
    assert r.chips == g.chips and r.hands == g.hands


@pytest.mark.parametrize("players", [3, 4])
def test_rebuilt_game_follows_the_real_one(players):
    from .helpers import check_rebuilt
    assert check_rebuilt(V, players, seed=players) > 10
