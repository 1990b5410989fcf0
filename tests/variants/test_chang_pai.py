"""Chang Pai 長牌 (climbing-variants.md "Chang Pai"; seed 000 reference [5])."""
from __future__ import annotations

import random

import pytest

from game.rules import Pass, Play, load_variant, new_game

V = load_variant("chang-pai")


def test_suits_by_colour():
    """Red: only red spots; black: no red spot; mixed: the rest."""
    suits = {s.key: sorted(str(c) for c in s.cards) for s in V.suits}
    assert suits["red"] == ["1:1", "1:4", "4:4"]
    assert suits["black"] == sorted(["2:2", "2:3", "2:5", "2:6", "3:3", "3:5", "3:6", "5:5", "5:6"])
    assert suits["mixed"] == sorted(["1:2", "1:3", "1:5", "1:6", "2:4", "3:4", "4:5", "4:6", "6:6"])


def test_more_spots_beat_fewer_in_a_suit_and_equal_spots_neither():
    assert V.beats(["5:6"], ["5:5"]) and V.beats(["4:6"], ["4:5"])
    assert not V.beats(["1:6"], ["3:4"]) and not V.beats(["3:4"], ["1:6"])   # both 7 spots
    assert not V.beats(["2:6"], ["3:5"]) and not V.beats(["3:5"], ["2:6"])   # both 8


def test_a_red_card_beats_a_black_card_of_equal_or_fewer_spots():
    assert V.beats(["4:4"], ["2:6"]) and V.beats(["4:4"], ["2:2"])          # 8 over 8, 8 over 4
    assert V.beats(["1:4"], ["2:3"]) and not V.beats(["1:4"], ["2:5"])      # 5 over 5, not over 7
    assert not V.beats(["5:6"], ["1:1"])                                   # never black over red
    assert not V.beats(["4:4"], ["4:5"])                                   # nothing else across suits


def test_sets_of_up_to_three_follow_their_cards():
    """A set is beaten by as many identical cards each of which would beat the set's card."""
    assert V.beats(["4:4", "4:4"], ["3:5", "3:5"])
    assert V.beats(["5:6"] * 3, ["5:5"] * 3)
    assert not V.beats(["4:4", "4:4"], ["3:5"])
    assert V.classify(["5:6"] * 4) is None


def test_heaven_plays_only_with_the_small_nail_as_the_highest_mixed_pair():
    assert V.classify(["6:6"]) is None and V.classify(["6:6", "6:6"]) is None
    pair = V.classify(["6:6", "1:2"])
    assert pair is not None and pair.suit == "mixed"
    assert V.beats(["6:6", "1:2"], ["4:6", "4:6"]) and V.beats(["6:6", "1:2"], ["1:2", "1:2"])
    assert not V.beats(["4:6", "4:6"], ["6:6", "1:2"])
    assert not V.beats(["6:6", "1:2"], ["5:6", "5:6"])                     # not across suits


def test_a_lone_heaven_is_a_dead_card():
    """climbing-variants.md "Dead cards": a player whose cards hold no legal lead is out of cards."""
    g = new_game(V, players=3, dealer=0, hands=[["5:6", "6:6"], ["5:5"], ["2:2"]])
    g.apply(Play(["5:6"]))
    g.apply(Pass())
    g.apply(Pass())
    # seat 0 won the trick but holds only 6:6: the lead passes to the next seat holding a playable card
    assert g.current_player == 1 and g.wu[0] == 1
    g.apply(Play(["5:5"]))
    g.apply(Pass())   # seat 2 cannot beat; seat 0 is out
    assert g.current_player == 2 and g.top is None
    g.apply(Play(["2:2"]))
    assert g.is_over and g.winner is None and [str(c) for c in g.hands[0]] == ["6:6"]


def test_random_hands_end_with_zero_sum_chips():
    rng = random.Random(3)
    for seed in range(200):
        g = new_game(V, players=3 if seed % 2 else 4, seed=seed)
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
        assert sum(g.chips) == 0
