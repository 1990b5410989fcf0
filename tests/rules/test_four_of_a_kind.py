"""sap-ng-wu.md §7: the four-of-a-kind bonus (default played_together, option collected),
with §8's dealer_pays_double."""
from __future__ import annotations

from .helpers import COLLECTED, DEALER_DOUBLE, DECLARE, PASS, L, P, kinds, pass_out, position, variant_with, win

HEAVEN_12 = "6:6 6:6 6:6 6:6 4:5 4:5 4:5 4:5 3:6 3:6 3:6 3:6"


def test_winning_four_identical_cards_is_paid_one_chip_by_each_other_player():
    """§7; seed 000: four identical cards played together, not beaten, become wu: each other pays 1."""
    g = position("5:5 5:5 5:5 5:5 1:5", "1:6", "5:6")
    ev = g.apply(P("5:5 5:5 5:5 5:5"))
    assert g.chips == [0, 0, 0]                     # not yet: the play could still be beaten
    ev = pass_out(g)
    bonus = kinds(ev, "BonusPaid")
    assert bonus and bonus[0].seat == 0 and [str(c) for c in bonus[0].kinds] == ["5:5"]
    assert bonus[0].payments == (2, -1, -1)
    assert g.chips == [2, -1, -1]


def test_four_players_pay_three_chips_in_all():
    """§7: 1 chip from *each* other player."""
    g = position("5:5 5:5 5:5 5:5 1:5", "1:6", "5:6", "4:6")
    win(g, "5:5 5:5 5:5 5:5")
    assert g.chips == [3, -1, -1, -1]


def test_three_of_a_kind_pays_nothing():
    """§7: it takes four identical cards."""
    g = position("5:5 5:5 5:5 1:5", "1:6", "5:6")
    win(g, "5:5 5:5 5:5")
    assert g.chips == [0, 0, 0] and g.wu == [3, 0, 0]


def test_four_within_a_mixed_play_are_paid():
    """§7: four identical cards within a larger combination."""
    g = position("4:4 4:4 4:4 4:4 3:4 1:5", "1:6", "5:6")
    ev = win(g, "4:4 4:4 4:4 4:4 3:4")
    assert g.chips == [2, -1, -1] and kinds(ev, "BonusPaid")


def test_twelve_card_heaven_nine_is_paid_three_chips_by_each():
    """§7: a 12-card heaven-nine of four 6:6, four 4:5 and four 3:6 is paid 3 chips by each."""
    g = position(HEAVEN_12 + " 1:5", "1:6", "5:6")
    ev = win(g, HEAVEN_12)
    assert g.chips == [6, -3, -3]
    assert sorted(str(c) for e in kinds(ev, "BonusPaid") for c in e.kinds) == ["3:6", "4:5", "6:6"]


def test_four_within_a_led_supreme_are_paid():
    """§7: four identical cards within a supreme that wins (a led supreme wins at once)."""
    g = position("2:4 2:4 2:4 2:4 1:2 1:5", "1:6", "5:6")
    g.apply(PASS)                                   # not laid out
    g.apply(P("2:4 2:4 2:4 2:4 1:2"))
    assert g.wu[0] == 5 and g.chips == [2, -1, -1]


def test_led_eight_card_supreme_is_paid_for_both_kinds():
    """§7: for each kind of which the play holds all four."""
    g = position("2:4 2:4 2:4 2:4 1:2 1:2 1:2 1:2 1:5", "1:6", "5:6")
    g.apply(PASS)
    g.apply(P("2:4 2:4 2:4 2:4 1:2 1:2 1:2 1:2"))
    assert g.chips == [4, -2, -2]


def test_a_beaten_play_pays_nothing_however_many_identical_cards():
    """§7: a play that is beaten pays nothing; seed 000: 'and these are not beaten'."""
    g = position("1:5 1:5 1:5 1:5 3:3", "5:6 5:6 5:6 5:6 2:2", "4:6")
    g.apply(P("1:5 1:5 1:5 1:5"))
    g.apply(P("5:6 5:6 5:6 5:6"))                   # beats the four 1:5
    ev = pass_out(g)
    assert g.wu == [0, 4, 0]
    bonus = kinds(ev, "BonusPaid")
    assert len(bonus) == 1 and bonus[0].seat == 1
    assert g.chips == [-1, 2, -1]                   # seat 0's four 1:5 earned nothing


def test_laid_out_supreme_pays_no_bonus_by_default():
    """§7: a laid-out supreme is not a play: under the default it pays no bonus, even with four 2:4."""
    g = position("2:4 2:4 2:4 2:4 1:2 1:5", "1:6", "5:6")
    ev = g.apply(L("2:4 2:4 2:4 2:4 1:2"))
    assert not kinds(ev, "BonusPaid") and g.chips == [0, 0, 0] and g.wu[0] == 5
    g2 = position("2:4 2:4 2:4 2:4 1:2 1:2 1:2 1:2 1:5", "1:6", "5:6")
    g2.apply(L("2:4 2:4 2:4 2:4 1:2 1:2 1:2 1:2"))
    assert g2.chips == [0, 0, 0] and g2.phase == "decide"


def test_collected_pays_for_a_laid_out_supreme(tmp_path):
    """§7 option four_of_a_kind: collected: laid-out supremes included."""
    v = variant_with(tmp_path, COLLECTED)
    g = position("2:4 2:4 2:4 2:4 1:2 1:5", "1:6", "5:6", variant=v)
    ev = g.apply(L("2:4 2:4 2:4 2:4 1:2"))
    assert kinds(ev, "BonusPaid") and g.chips == [2, -1, -1]
    g2 = position("2:4 2:4 2:4 2:4 1:2 1:2 1:2 1:2 1:5", "1:6", "5:6", variant=v)
    g2.apply(L("2:4 2:4 2:4 2:4 1:2 1:2 1:2 1:2"))
    assert g2.chips == [4, -2, -2]


def test_collected_pays_when_wu_first_hold_all_four_however_they_arrived(tmp_path):
    """§7 option collected (seed 002): the fourth copy arriving in the wu pays, once."""
    v = variant_with(tmp_path, COLLECTED)
    g = position("5:5 5:5 5:5 5:5 5:6 5:6 1:5", "1:6", "4:6", variant=v)
    win(g, "5:5 5:5")
    assert g.chips == [0, 0, 0]
    win(g, "5:5")
    assert g.chips == [0, 0, 0]
    ev = win(g, "5:5")
    assert kinds(ev, "BonusPaid") and g.chips == [2, -1, -1]
    win(g, "5:6 5:6")
    assert g.chips == [2, -1, -1]


def test_collected_pays_once_for_four_played_together(tmp_path):
    """§7 option collected: four played together are one 'first time', not two bonuses."""
    v = variant_with(tmp_path, COLLECTED)
    g = position("5:5 5:5 5:5 5:5 1:5", "1:6", "5:6", variant=v)
    win(g, "5:5 5:5 5:5 5:5")
    assert g.chips == [2, -1, -1]


def test_bonus_chips_stay_paid_when_another_player_declares():
    """§7: these chips are paid whether or not the hand is later won (here: won by another)."""
    g = position("6:6 6:6 6:6 4:5 4:5 4:5 3:6 3:6 3:6 1:1 1:1 2:6 2:6 2:6 3:5",
                 "5:5 5:5 5:5 5:5 1:6", "5:6", dealer=1)
    win(g, "5:5 5:5 5:5 5:5")                       # seat 1: bonus, 1 from each
    assert g.chips == [-1, 2, -1]
    g.apply(P("1:6"))                               # seat 1 leads its last card
    g.apply(PASS)                                   # seat 2
    g.apply(P("1:1"))                               # seat 0 beats; seat 1 is out of cards
    g.apply(PASS)                                   # seat 2: seat 0 wins 1 wu
    win(g, "6:6 6:6 6:6 4:5 4:5 4:5 3:6 3:6 3:6")   # 10 wu
    ev = win(g, "1:1 2:6 2:6 2:6 3:5")              # 15 wu
    assert g.wu[0] == 15 and g.phase == "decide"
    ev = g.apply(DECLARE)
    assert kinds(ev, "Declared")[0].payments == (2, -1, -1)
    assert g.chips == [1, 1, -2]                    # seat 1 keeps its bonus and pays the tier


def test_bonus_chips_stay_after_a_void_hand():
    """§7 and §9: four-of-a-kind chips already paid stay paid when the hand is void."""
    g = position("5:5 5:5 5:5 5:5", "1:6", "5:6")
    win(g, "5:5 5:5 5:5 5:5")                       # seat 0 now has no cards
    assert g.current_player == 1
    g.apply(P("1:6"))
    g.apply(P("5:6"))                               # no one else holds cards: seat 2 wins, all empty
    assert g.is_over and g.winner is None
    assert g.chips == [2, -1, -1]


def test_dealer_pays_double_doubles_bonuses_to_the_dealer(tmp_path):
    """§8 option dealer_pays_double: all payments to or from the dealer, bonuses included, doubled."""
    v = variant_with(tmp_path, DEALER_DOUBLE)
    g = position("5:5 5:5 5:5 5:5 1:5", "1:6", "5:6", dealer=0, variant=v)
    win(g, "5:5 5:5 5:5 5:5")
    assert g.chips == [4, -2, -2]


def test_dealer_pays_double_doubles_bonuses_from_the_dealer(tmp_path):
    """§8 option dealer_pays_double: a non-dealer's bonus costs the dealer 2, the others 1."""
    v = variant_with(tmp_path, DEALER_DOUBLE)
    g = position("1:5", "5:5 5:5 5:5 5:5 1:6", "5:6", "4:6", dealer=0, variant=v)
    win(g, "1:5")                                   # dealer's last card; seat 1 leads next
    assert g.current_player == 1
    win(g, "5:5 5:5 5:5 5:5")
    assert g.chips == [-2, 4, -1, -1]


def test_no_bonus_option(tmp_path):
    """YAML four_of_a_kind: none (for regional variants)."""
    v = variant_with(tmp_path, ("four_of_a_kind: played_together", "four_of_a_kind: none"))
    g = position("5:5 5:5 5:5 5:5 1:5", "1:6", "5:6", variant=v)
    win(g, "5:5 5:5 5:5 5:5")
    assert g.chips == [0, 0, 0]
