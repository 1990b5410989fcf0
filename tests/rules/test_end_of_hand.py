"""sap-ng-wu.md §9: end of hand: declaration, last trick, void hand."""
from __future__ import annotations

import random

import pytest

from game.rules import Match

from .helpers import CONTINUE, DECLARE, PASS, P, V, kinds, position, win

HEAVEN_12 = "6:6 6:6 6:6 6:6 4:5 4:5 4:5 4:5 3:6 3:6 3:6 3:6"


def test_a_declaration_ends_the_hand_at_once():
    """§9: a declaration ends the hand at once, whatever cards are left."""
    g = position(HEAVEN_12 + " 1:1 2:6 3:5 1:5", "1:6 2:2", "5:6")
    win(g, HEAVEN_12)
    ev = win(g, "1:1 2:6 3:5")
    assert g.phase == "decide"
    ev = g.apply(DECLARE)
    assert [type(e).__name__ for e in ev] == ["Declared", "HandOver"]
    assert g.is_over and g.winner == 0 and len(g.hands[1]) == 2


def test_last_cards_winning_a_tier_are_offered_the_declaration_first():
    """§9: the last cards of the hand may win a trick that brings their player to a tier: that
    player is offered the declaration first, as at any gain of wu."""
    g = position(HEAVEN_12 + " 1:1 2:6 3:5", "1:6", "")
    win(g, HEAVEN_12)
    g.apply(P("1:1 2:6 3:5"))            # seat 0's last cards; seat 1 cannot beat and passes
    ev = g.apply(PASS)
    assert g.wu[0] == 15 and all(len(h) == 0 for h in g.hands[:1])
    assert g.phase == "decide" and g.current_player == 0 and kinds(ev, "DecisionOffered")
    g.apply(DECLARE)
    assert g.is_over and g.winner == 0 and g.chips[0] > 0


def test_last_trick_that_brings_no_tier_leaves_the_hand_void():
    """§9: every hand empty after a last trick that brings nobody to a tier: void, no decision."""
    g = position(HEAVEN_12 + " 1:1 2:6", "1:5", "")
    win(g, HEAVEN_12)
    g.apply(P("1:1 2:6"))               # seat 0 is out
    g.apply(PASS)                        # seat 1 cannot beat; seat 0 has 14
    assert g.wu[0] == 14 and g.current_player == 1 and g.phase == "play"
    ev = g.apply(P("1:5"))               # seat 1's last card: the hand is out of cards
    assert g.is_over and g.winner is None  # 1 wu: no tier, so the hand is void


def test_continuing_on_the_last_trick_makes_the_hand_void():
    """§9: the last trick's winner who continues: every hand empty, no one declared: void."""
    g = position(HEAVEN_12 + " 1:1 2:6 3:5", "", "")
    win(g, HEAVEN_12)
    win(g, "1:1 2:6 3:5")
    assert g.phase == "decide"
    ev = g.apply(CONTINUE)
    over = kinds(ev, "HandOver")
    assert over and over[0].void and over[0].winner is None
    assert g.is_over and g.winner is None


def test_all_hands_empty_and_no_declaration_is_a_void_hand():
    """§9; seed 000: if all players run out of cards and no one has declared, there are no payments
    and the same player remains the dealer."""
    g = position("1:5", "1:6", "5:6", dealer=0)
    g.apply(P("1:5"))
    g.apply(P("1:6"))
    ev = g.apply(P("5:6"))               # no one else holds cards: seat 2 wins; every hand is empty
    over = kinds(ev, "HandOver")
    assert over and over[0].void and over[0].winner is None
    assert g.is_over and g.winner is None and g.chips == [0, 0, 0]
    assert g.wu == [0, 0, 1]


def test_void_hand_keeps_bonus_chips():
    """§9: four-of-a-kind chips already paid stay paid."""
    g = position("5:5 5:5 5:5 5:5", "1:6", "5:6")
    win(g, "5:5 5:5 5:5 5:5")
    g.apply(P("1:6"))
    g.apply(P("5:6"))
    assert g.is_over and g.winner is None and g.chips == [2, -1, -1]


def test_after_a_void_hand_the_same_dealer_deals_again():
    """§4 and §9: if nobody declares, the same dealer deals again (checked on a real match)."""
    m = Match.start(V, players=3, seed=4, length=3)
    for _ in range(2):
        g = m.game
        while not g.is_over:                     # nobody ever declares
            legal = g.legal_actions()
            g.apply(CONTINUE if CONTINUE in legal else legal[-1])
        assert g.winner is None
        dealer = g.dealer
        m.finish_hand()
        assert m.game.dealer == dealer


def test_after_a_declared_hand_the_winner_deals():
    """§4: the winner of the hand deals the next."""
    rng = random.Random(1)
    for seed in range(30):
        m = Match.start(V, players=4, seed=seed, length=3)
        g = m.game
        while not g.is_over:
            legal = g.legal_actions()
            g.apply(DECLARE if DECLARE in legal else rng.choice(legal))
        if g.winner is not None and g.winner != g.dealer:
            m.finish_hand()
            assert m.game.dealer == g.winner
            return
    pytest.fail("no hand won by a non-dealer in 30 seeds")


def test_last_cards_winning_a_tier_then_continuing_pass_the_lead_on():
    """§9 and §6; seed 000: the player who won with their last cards may continue instead; having
    no card to play, the next player to the right (next seat in turn order holding cards) leads."""
    g = position(HEAVEN_12 + " 1:1 2:6 3:5", "", "1:6 2:2")
    win(g, HEAVEN_12)
    win(g, "1:1 2:6 3:5")
    assert g.phase == "decide" and len(g.hands[0]) == 0
    ev = g.apply(CONTINUE)
    moved = kinds(ev, "LeadPassed")
    assert moved and moved[0].to_seat == 2
    assert g.phase == "play" and g.current_player == 2 and g.needs(0) == 18
