"""sap-ng-wu.md §8: declaring a win 食湖, tiers, continuing, dealer_pays_double."""
from __future__ import annotations

import pytest

from game.rules import Continue, Declare

from .helpers import CONTINUE, DEALER_DOUBLE, DECLARE, PASS, L, P, kinds, position, variant_with, win

FULL = "2:4 2:4 2:4 2:4 1:2 1:2 1:2 1:2"
HEAVEN_12 = "6:6 6:6 6:6 6:6 4:5 4:5 4:5 4:5 3:6 3:6 3:6 3:6"
EARTH_12 = "1:1 1:1 1:1 1:1 2:6 2:6 2:6 2:6 3:5 3:5 3:5 3:5"
# Seats 1 and 2 hold only low civil cards: nothing of seat 0's can be beaten.
LOW_1, LOW_2 = "1:5 1:5 1:6", "5:6 4:6"


def earth(n):
    """An earth-eight of n cards (2 ≤ n ≤ 12): one 1:1 and n - 1 more from the group."""
    rest = "2:6 2:6 2:6 2:6 3:5 3:5 3:5 3:5 1:1 1:1 1:1".split()
    return " ".join(["1:1"] + rest[: n - 1])


def heaven(n):
    rest = "4:5 4:5 4:5 4:5 3:6 3:6 3:6 3:6 6:6 6:6 6:6".split()
    return " ".join(["6:6"] + rest[: n - 1])


def reach(wu, variant=None, dealer=0):
    """Seat 0 reaches exactly ``wu`` by winning tricks (and, above 24, the 16-wu layout); returns the
    game at that decision and the events of the last step."""
    kw = {"variant": variant} if variant else {}
    if wu <= 24:
        g = position(HEAVEN_12 + " " + EARTH_12, LOW_1, LOW_2, dealer=dealer, **kw)
        if dealer != 0:
            raise ValueError("seat 0 must lead")
        win(g, HEAVEN_12)
        assert g.wu[0] == 12 and g.phase == "play"
        ev = win(g, earth(wu - 12))
    else:
        g = position(FULL + " " + HEAVEN_12 + " " + EARTH_12, LOW_1, LOW_2, dealer=dealer, **kw)
        g.apply(L(FULL))
        g.apply(CONTINUE)
        if wu == 29:
            win(g, "1:1")
            ev = win(g, HEAVEN_12)
        else:
            ev = win(g, heaven(wu - 16))
    assert g.wu[0] == wu and g.phase == "decide" and g.current_player == 0
    return g, ev


def test_no_declaration_below_15():
    """§8: only with ≥ 15 wu."""
    g = position(HEAVEN_12 + " " + EARTH_12, LOW_1, LOW_2)
    ev = win(g, HEAVEN_12)
    assert g.wu[0] == 12 and g.phase == "play" and not kinds(ev, "DecisionOffered")
    ev = win(g, "1:1 2:6")
    assert g.wu[0] == 14 and g.phase == "play"
    with pytest.raises(ValueError):
        g.apply(DECLARE)


@pytest.mark.parametrize("wu,chips", [
    (15, 1), (16, 1), (17, 1), (18, 2), (19, 2), (20, 2), (21, 3), (23, 3), (24, 4), (25, 4), (26, 4),
    (27, 5), (28, 5), (29, 5),
])
def test_tier_table(wu, chips):
    """§8: 15–17 → 1, 18–20 → 2, 21–23 → 3, 24–26 → 4, 27 or more → 5 chips from each other player."""
    g, ev = reach(wu)
    offered = kinds(ev, "DecisionOffered")
    assert offered and offered[-1].chips == chips and offered[-1].wu == wu
    assert set(g.legal_actions()) == {Declare(), Continue()}
    before = list(g.chips)
    ev = g.apply(DECLARE)
    declared = kinds(ev, "Declared")[0]
    assert declared.payments == (2 * chips, -chips, -chips)
    assert [a - b for a, b in zip(g.chips, before)] == [2 * chips, -chips, -chips]
    assert sum(g.chips) == 0


def test_declaring_ends_the_hand_at_once():
    """§8, §9: declaring ends the hand; the winner is recorded; nothing more may be done."""
    g, _ = reach(15)
    hands_before = [list(h) for h in g.hands]
    ev = g.apply(DECLARE)
    over = kinds(ev, "HandOver")
    assert over and over[0].winner == 0 and not over[0].void
    assert g.is_over and g.phase == "over" and g.winner == 0
    assert g.legal_actions() == []
    assert [list(h) for h in g.hands] == hands_before       # the rest of the cards stay unplayed
    for a in (DECLARE, CONTINUE, PASS, P("1:5")):
        with pytest.raises(ValueError):
            g.apply(a)


def test_four_players_each_pay_the_tier():
    """§8: every other player pays the tier's chips."""
    g = position(HEAVEN_12 + " " + EARTH_12, LOW_1, LOW_2, "3:3")
    win(g, HEAVEN_12)
    win(g, earth(6))
    assert g.wu[0] == 18
    ev = g.apply(DECLARE)
    assert kinds(ev, "Declared")[0].payments == (6, -2, -2, -2)


def test_declare_only_at_the_moment_of_gaining_wu():
    """§8: a player may declare only at the moment they gain wu."""
    g, _ = reach(15)
    g.apply(CONTINUE)
    assert g.phase == "play" and g.current_player == 0 and g.wu[0] == 15
    for a in (DECLARE, CONTINUE):
        assert g.why_illegal(a) is not None
        with pytest.raises(ValueError):
            g.apply(a)
    assert DECLARE not in g.legal_actions()


def test_declare_and_continue_are_the_only_choices_when_offered():
    """§8: at the moment of gaining wu, declare or continue; nothing else."""
    g, _ = reach(15)
    for a in (PASS, P("1:1"), L(FULL)):
        with pytest.raises(ValueError):
            g.apply(a)
    assert g.phase == "decide" and g.current_player == 0


@pytest.mark.parametrize("wu,needs", [(15, 18), (17, 18), (18, 21), (20, 21), (21, 24), (24, 27), (26, 27)])
def test_continuing_needs_the_next_tier(wu, needs):
    """§8: a player who does not declare continues and may declare only on reaching a higher tier
    than the one passed up (15 → must reach 18, etc.)."""
    g, _ = reach(wu)
    ev = g.apply(CONTINUE)
    assert kinds(ev, "Continued")[0].needs == needs
    assert g.needs(0) == needs and g.needs(1) is None and g.needs(2) is None


def test_continuing_at_15_gaining_2_cannot_declare_at_17_but_can_at_18():
    """§8; seed 000's example: A has 15, continues, gains 2 more: cannot declare at 17; needs 18."""
    g = position(HEAVEN_12 + " " + EARTH_12, LOW_1, LOW_2)
    win(g, HEAVEN_12)
    win(g, "1:1 2:6 3:5")
    assert g.wu[0] == 15 and g.phase == "decide"
    g.apply(CONTINUE)
    ev = win(g, "1:1 2:6")
    assert g.wu[0] == 17 and g.phase == "play" and not kinds(ev, "DecisionOffered")
    ev = win(g, "1:1")
    assert g.wu[0] == 18 and g.phase == "decide" and kinds(ev, "DecisionOffered")[0].chips == 2


def test_continuing_player_jumping_two_tiers_is_offered_the_higher():
    """§8: reaching any higher tier (here 15 → 23) reopens the declaration, at the tier reached."""
    g = position(HEAVEN_12 + " " + EARTH_12, LOW_1, LOW_2)
    win(g, "1:1 2:6 3:5")
    win(g, HEAVEN_12)
    assert g.wu[0] == 15
    g.apply(CONTINUE)
    ev = win(g, "1:1 1:1 1:1 2:6 2:6 2:6 3:5 3:5")
    assert g.wu[0] == 23 and kinds(ev, "DecisionOffered")[0].chips == 3
    g.apply(DECLARE)
    assert g.chips[1] == -3 - 3  # heaven-nine bonus (3 kinds of four) and the tier


def test_another_player_declares_first_and_the_continuing_player_pays():
    """§8; seed 000's example: A continues with 15 and reaches 17; B achieves 15 and declares before
    A reaches 18: B wins and A pays like everyone else."""
    a = HEAVEN_12 + " 1:1 1:1 1:1 1:1 2:6 2:6 2:6 3:5 1:5"
    b = "1:6 4:4 4:4 4:4 4:4 3:4 3:4 3:4 3:4 2:5 2:5 2:5 2:5 1:3 1:3"
    c = "5:6"
    g = position(a, b, c)
    win(g, HEAVEN_12)
    win(g, "1:1 2:6 3:5")
    assert g.wu[0] == 15
    g.apply(CONTINUE)                              # A continues with 15 ...
    win(g, "1:1 2:6")
    assert g.wu[0] == 17 and g.phase == "play"     # ... and cannot declare at 17
    g.apply(P("1:5"))                              # A leads low
    g.apply(P("1:6"))                              # B beats
    g.apply(PASS)                                  # C
    g.apply(PASS)                                  # A (could beat with 1:1, chooses not to)
    assert g.wu[1] == 1 and g.current_player == 1
    win(g, "4:4 4:4 4:4 4:4 3:4 3:4 3:4 3:4 2:5 2:5 2:5 2:5")
    assert g.wu[1] == 13
    g.apply(P("1:3 1:3"))
    g.apply(PASS)                                  # C
    g.apply(PASS)                                  # A passes (could beat with 1:1 1:1)
    assert g.wu[1] == 15 and g.phase == "decide" and g.current_player == 1
    chips_before = list(g.chips)
    ev = g.apply(DECLARE)
    assert g.winner == 1 and g.is_over
    assert kinds(ev, "Declared")[0].payments == (-1, 2, -1)
    assert g.chips[0] - chips_before[0] == -1      # A, 17 wu and continuing, pays


def test_27_or_more_pays_5_and_continuing_there_can_never_declare_again():
    """§8: 27 or more → 5 chips; a player continuing at the top tier has no higher tier to reach."""
    g, ev = reach(28)
    assert kinds(ev, "DecisionOffered")[0].chips == 5
    g.apply(CONTINUE)
    assert g.needs(0) is None
    ev = win(g, "1:1 1:1 2:6 3:5")
    assert g.wu[0] == 32 and g.phase == "play" and not kinds(ev, "DecisionOffered")


def test_dealer_pays_double_when_the_dealer_declares(tmp_path):
    """§8 option dealer_pays_double: payments to the dealer are doubled."""
    v = variant_with(tmp_path, DEALER_DOUBLE)
    g, _ = reach(18, variant=v)
    ev = g.apply(DECLARE)
    assert kinds(ev, "Declared")[0].payments == (8, -4, -4)


def test_dealer_pays_double_when_another_player_declares(tmp_path):
    """§8 option dealer_pays_double: the dealer pays double, the others single."""
    v = variant_with(tmp_path, DEALER_DOUBLE)
    g = position(LOW_1, HEAVEN_12 + " " + EARTH_12, LOW_2, dealer=0, variant=v)
    g.apply(P("1:5"))
    g.apply(P("6:6"))
    g.apply(PASS)
    g.apply(PASS)                                  # seat 1 wins 1 wu and leads
    win(g, "6:6 6:6 6:6 4:5 4:5 4:5 4:5 3:6 3:6 3:6 3:6")
    win(g, "1:1 2:6 3:5")
    assert g.wu[1] == 15 and g.phase == "decide"
    ev = g.apply(DECLARE)
    assert kinds(ev, "Declared")[0].payments == (-2, 3, -1)


def test_default_has_no_dealer_doubling():
    """§8: dealer_pays_double is off by default."""
    g, _ = reach(18)
    ev = g.apply(DECLARE)
    assert kinds(ev, "Declared")[0].payments == (4, -2, -2)
