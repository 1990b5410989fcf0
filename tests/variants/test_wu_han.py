"""Wu Han 撮牌 (climbing-variants.md "Wu Han"; seed 000 "Wu Han games", reference [4])."""
from __future__ import annotations

import random

import pytest

from game.rules import LayOut, Pass, Play, load_variant, new_game

V = load_variant("wu-han")


def test_military_cards_split_by_red_spots():
    """Red military = 4:5, 3:4, 2:4, 1:4, 1:2; black military = 3:6, 2:6, 3:5, 2:5, 2:3."""
    suits = {s.key: [str(c) for c in s.cards] for s in V.suits}
    assert suits["red"] == ["4:5", "3:4", "2:4", "1:4", "1:2"]
    assert suits["black"] == ["3:6", "2:6", "3:5", "2:5", "2:3"]
    assert V.beats(["3:4"], ["1:4"]) and not V.beats(["3:6"], ["4:5"])   # no beating across the two suits


def test_the_two_black_eights_are_equal():
    """Decision: 2:6 and 3:5 rank equal: neither beats the other, singly or in sets."""
    assert not V.beats(["2:6"], ["3:5"]) and not V.beats(["3:5"], ["2:6"])
    assert not V.beats(["2:6", "2:6"], ["3:5", "3:5"])
    assert V.beats(["3:6"], ["2:6"]) and V.beats(["2:6"], ["2:5"])


def test_mixed_shape_is_counted_over_civil_red_black():
    """Earth-eight takes both black eights: 1:1 2:6 is (civil 1, black 1), beaten by Heaven-nine of the same shape."""
    earth = V.classify(["1:1", "2:6"])
    assert earth.shape == (1, 0, 1)
    assert V.beats(["6:6", "3:6"], ["1:1", "2:6"])
    assert not V.beats(["6:6", "4:5"], ["1:1", "2:6"])        # red nine: another shape
    assert V.beats(["1:1", "3:5"], ["4:4", "2:5"])            # Earth-eight over Person-seven, both (1, 0, 1)


def test_a_player_who_can_beat_must_beat():
    """Obligation to beat: Pass is legal only when no beating play exists."""
    g = new_game(V, players=3, dealer=0, hands=[["1:5", "2:2"], ["5:6", "1:6"], ["4:6", "3:3"]])
    g.apply(Play(["1:5"]))
    assert Pass() not in g.legal_actions()
    with pytest.raises(ValueError, match="must beat"):
        g.apply(Pass())
    assert set(g.legal_actions()) == {Play(["5:6"]), Play(["1:6"])}   # a choice of which
    g.apply(Play(["1:6"]))
    assert set(g.legal_actions()) == {Play(["4:6"]), Play(["3:3"])}


def test_a_player_who_cannot_beat_may_pass():
    g = new_game(V, players=3, dealer=0, hands=[["6:6", "2:2"], ["5:6"], ["4:6"]])
    g.apply(Play(["6:6"]))
    assert g.legal_actions() == [Pass()]


def test_supremes_are_laid_out_before_play_as_in_sap_ng_wu():
    g = new_game(V, players=3, dealer=0, hands=[["2:4", "1:2", "5:6"], ["1:5"], ["1:6"]])
    assert g.phase == "layout" and LayOut(["2:4", "1:2"]) in g.legal_actions()


def test_random_hands_keep_chips_zero_sum_under_the_obligation():
    rng = random.Random(6)
    for seed in range(200):
        g = new_game(V, players=3 if seed % 2 else 4, seed=seed)
        while not g.is_over:
            legal = g.legal_actions()
            if g.phase == "play" and g.top is not None and len(legal) > 1:
                assert Pass() not in legal
            g.apply(rng.choice(legal))
        assert sum(g.chips) == 0
