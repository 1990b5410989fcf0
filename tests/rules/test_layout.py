"""sap-ng-wu.md §5: laying out supremes before the first lead (and §8 declaring on it)."""
from __future__ import annotations

import itertools

import pytest

from .helpers import CONTINUE, DECLARE, LAYOUT_ALL, LED_16, PASS, L, P, kinds, ms, position, variant_with, win

FULL = "2:4 2:4 2:4 2:4 1:2 1:2 1:2 1:2"


def test_nobody_holding_a_supreme_means_play_starts_at_once():
    """§5: players without a supreme are not asked; if nobody holds one, play starts at once."""
    g = position("2:4 2:4 1:5", "1:2 1:2 1:6", "5:6", dealer=1)   # 2:4s alone or 1:2s alone are no supreme
    assert g.phase == "play" and g.current_player == 1


def test_only_holders_are_asked_starting_with_the_dealer_in_turn_order():
    """§5: starting with the dealer, in turn order, each player holding a supreme is asked."""
    g = position("2:4 1:2 1:5", "1:6 1:6", "2:4 1:2 5:6", dealer=1)
    assert g.phase == "layout" and g.current_player == 2      # dealer 1 holds none: 2, then 0
    g.apply(PASS)
    assert g.phase == "layout" and g.current_player == 0
    g.apply(PASS)
    assert g.phase == "play" and g.current_player == 1        # then the dealer leads


def test_the_dealer_is_asked_first_when_holding_a_supreme():
    """§5: starting with the dealer."""
    g = position("2:4 1:2 1:5", "2:4 1:2 1:6", "2:4 1:2 5:6", dealer=2)
    order = []
    while g.phase == "layout":
        order.append(g.current_player)
        g.apply(PASS)
    assert order == [2, 0, 1]
    assert g.phase == "play" and g.current_player == 2


def test_under_choose_every_supreme_in_the_hand_may_be_laid_out_or_none():
    """§5 Decision (supreme_layout: choose, default): optional, and the player picks the cards."""
    g = position("2:4 2:4 1:2 1:2 1:5", "1:6", "5:6")
    expected = {L(["2:4"] * a + ["1:2"] * b) for a, b in itertools.product((1, 2), repeat=2)} | {PASS}
    assert set(g.legal_actions()) == expected
    assert len(g.legal_actions()) == len(expected)


def test_laying_out_is_optional():
    """§5 Decision: laying out is optional; a player who declines keeps the cards."""
    g = position("2:4 1:2 1:5", "1:6", "5:6")
    ev = g.apply(PASS)
    assert kinds(ev, "DeclinedLayout") and g.wu == [0, 0, 0]
    assert ms(g.hands[0]) == ms("2:4 1:2 1:5".split())
    assert g.phase == "play" and g.current_player == 0


def test_laying_out_part_keeps_the_rest_for_play():
    """§5 Decision: a human may prefer to keep a 2:4 for play."""
    g = position("2:4 2:4 1:2 1:5", "1:6", "5:6")
    ev = g.apply(L("2:4 1:2"))
    laid = kinds(ev, "LaidOut")
    assert laid and laid[0].wu_gained == 2 and laid[0].seat == 0
    assert g.wu[0] == 2 and ms(g.wu_cards(0)) == ms(["2:4", "1:2"])
    assert ms(g.hands[0]) == ms(["2:4", "1:5"])
    assert g.phase == "play" and g.current_player == 0
    assert P("2:4") in g.legal_actions()


def test_one_1_2_and_three_2_4_laid_out_count_4_wu():
    """§5; seed 002's example: 1:2 ×1 and 2:4 ×3 laid out count 4 wu."""
    g = position("1:2 2:4 2:4 2:4 5:5", "1:6", "5:6")
    g.apply(L("1:2 2:4 2:4 2:4"))
    assert g.wu == [4, 0, 0]


def test_seven_card_supreme_counts_seven():
    """§5: a laid-out supreme counts as many wu as it has cards; only the full 8 doubles."""
    g = position("2:4 2:4 2:4 2:4 1:2 1:2 1:2 5:5", "1:6", "5:6")
    g.apply(L("2:4 2:4 2:4 2:4 1:2 1:2 1:2"))
    assert g.wu[0] == 7 and g.phase == "play"


def test_under_all_every_supreme_card_goes_out_together(tmp_path):
    """§5 option supreme_layout: all (seed 002's reading)."""
    v = variant_with(tmp_path, LAYOUT_ALL)
    g = position("2:4 2:4 1:2 1:5", "1:6", "5:6", variant=v)
    assert set(g.legal_actions()) == {L("2:4 2:4 1:2"), PASS}
    for partial in ("2:4 1:2",):
        assert g.why_illegal(L(partial)) is not None
        with pytest.raises(ValueError):
            g.apply(L(partial))
    g.apply(L("2:4 2:4 1:2"))
    assert g.wu[0] == 3 and ms(g.hands[0]) == ms(["1:5"])


def test_all_eight_laid_out_count_16_and_may_declare_at_once():
    """§5: all four 2:4 and all four 1:2 laid out count 16 wu; seed 000 "8-card supreme": the
    owner can declare a win immediately (15–17 wu: 1 chip from each other player, §8)."""
    g = position(FULL + " 5:5", "1:6", "5:6")
    ev = g.apply(L(FULL))
    assert g.wu[0] == 16 and kinds(ev, "LaidOut")[0].wu_gained == 16
    assert g.phase == "decide" and g.current_player == 0
    assert set(g.legal_actions()) == {DECLARE, CONTINUE}
    offered = kinds(ev, "DecisionOffered")
    assert offered and offered[0].chips == 1
    ev = g.apply(DECLARE)
    assert g.is_over and g.winner == 0 and g.chips == [2, -1, -1]
    assert kinds(ev, "Declared")[0].payments == (2, -1, -1)


def test_eight_card_supreme_continued_needs_18():
    """§5; seeds 000 and 002: continuing from the 16-wu layout, the owner may declare only at 18."""
    g = position(FULL + " 6:6 6:6 6:6", "1:6 1:6", "5:6 5:6")
    g.apply(L(FULL))
    ev = g.apply(CONTINUE)
    assert kinds(ev, "Continued")[0].needs == 18 and g.needs(0) == 18
    assert g.phase == "play" and g.current_player == 0
    win(g, "6:6")
    assert g.wu[0] == 17 and g.phase == "play"          # 17: no declaration
    with pytest.raises(ValueError):
        g.apply(DECLARE)
    ev = win(g, "6:6")
    assert g.wu[0] == 18 and g.phase == "decide"
    assert kinds(ev, "DecisionOffered")[0].chips == 2
    g.apply(DECLARE)
    assert g.chips == [4, -2, -2]


def test_the_decision_at_a_layout_comes_before_the_next_player_lays_out(tmp_path):
    """§5: laying out gives new wu, so it is a moment to declare (§8); then the next holder is asked.
    (A first tier lowered to 3 wu, so that a small supreme reaches it.)"""
    v = variant_with(tmp_path, ("{wu: 15, chips: 1}", "{wu: 3, chips: 1}"))
    g = position("2:4 2:4 1:2 5:5", "2:4 1:2 1:2 1:6", "5:6", variant=v)
    ev = g.apply(L("2:4 2:4 1:2"))
    assert g.phase == "decide" and g.current_player == 0 and kinds(ev, "DecisionOffered")
    g.apply(CONTINUE)
    assert g.phase == "layout" and g.current_player == 1 and g.needs(0) == 18
    g.apply(L("2:4 1:2 1:2"))
    assert g.phase == "decide" and g.current_player == 1
    g.apply(DECLARE)
    assert g.is_over and g.winner == 1 and g.chips == [-1, 2, -1]


def test_layout_is_refused_during_play_and_play_during_layout():
    """§5: supremes are laid out only before the first lead."""
    g = position("2:4 1:2 1:5", "1:6", "5:6")
    with pytest.raises(ValueError):
        g.apply(P("1:5"))
    with pytest.raises(ValueError):
        g.apply(DECLARE)
    g.apply(PASS)
    with pytest.raises(ValueError):
        g.apply(L("2:4 1:2"))


def test_only_a_supreme_can_be_laid_out():
    """§5: it is a supreme combination that is laid out."""
    g = position("2:4 2:4 1:2 1:5", "1:6", "5:6")
    for bad in ("2:4 2:4", "2:4", "1:5", "1:2 1:5"):
        with pytest.raises(ValueError):
            g.apply(L(bad))


def test_another_seats_supreme_cannot_be_laid_out_out_of_turn():
    """§5: each player lays out from their own hand, in turn."""
    g = position("2:4 1:2 1:5", "2:4 2:4 1:2 1:6", "5:6")
    assert g.current_player == 0
    with pytest.raises(ValueError):
        g.apply(L("2:4 2:4 1:2"))
    assert g.current_player == 0 and g.wu == [0, 0, 0]


def test_a_supreme_not_laid_out_may_be_led_and_wins_at_once():
    """§5 (seed 002) and §3.4 Decision: a led supreme ends its trick; its cards become wu."""
    g = position("2:4 1:2 2:4 1:5", "1:6 5:6", "4:6")
    g.apply(PASS)
    ev = g.apply(P("2:4 2:4 1:2"))
    won = kinds(ev, "TrickWon")
    assert won and won[0].seat == 0 and won[0].wu_gained == 3
    assert not kinds(ev, "Passed")
    assert g.wu == [3, 0, 0] and g.phase == "play" and g.current_player == 0 and g.top is None


def test_led_eight_card_supreme_counts_8_by_default():
    """§5 Decision: a led 8-card supreme counts 8 wu, not 16."""
    g = position(FULL + " 1:5", "1:6", "5:6")
    g.apply(PASS)
    ev = g.apply(P(FULL))
    assert g.wu[0] == 8 and kinds(ev, "TrickWon")[0].wu_gained == 8
    assert g.phase == "play" and g.current_player == 0


def test_led_eight_card_supreme_counts_16_with_the_option(tmp_path):
    """§5 YAML option full_set_wu.led: 16; 16 wu then offers the declaration (§8)."""
    v = variant_with(tmp_path, LED_16)
    g = position(FULL + " 1:5", "1:6", "5:6", variant=v)
    g.apply(PASS)
    g.apply(P(FULL))
    assert g.wu[0] == 16 and g.phase == "decide"


def test_laid_out_supreme_under_layout_none_is_not_asked(tmp_path):
    """YAML layout.supreme: none (for regional variants): nobody is asked."""
    v = variant_with(tmp_path, ("supreme: choose", "supreme: none"))
    g = position("2:4 1:2 1:5", "1:6", "5:6", variant=v)
    assert g.phase == "play" and g.current_player == 0


def test_dealer_who_laid_out_every_card_passes_the_lead_on():
    """§6: a player with no cards is skipped; the next holder in turn order leads."""
    g = position("2:4 1:2", "1:6", "5:6")
    g.apply(L("2:4 1:2"))
    assert g.phase == "play" and g.current_player == 1 and g.wu == [2, 0, 0]
