"""sap-ng-wu.md §6: tricks (and §3.4's Decision that a led supreme ends its trick)."""
from __future__ import annotations

import pytest

from game.rules import Pass, Play

from .helpers import (CONTINUE, OBLIGATION, PASS, P, kinds, ms, pass_out, position, ref_beats, ref_classify,
                      sub_multisets, variant_with, win)


def legal_plays(g):
    return {a for a in g.legal_actions() if isinstance(a, Play)}


def test_the_leader_may_lead_any_legal_play_and_may_not_pass():
    """§6: the dealer leads any legal play; §3: legal plays are those of §3 (checked by brute force)."""
    hand = "6:6 6:6 4:5 3:6 1:1 2:6 2:4 1:2 1:5"
    g = position(hand, "1:6", "5:6")
    g.apply(PASS)  # decline to lay out the supreme
    expected = {Play(s) for s in sub_multisets(hand.split()) if ref_classify(s) is not None}
    assert legal_plays(g) == expected
    assert Pass() not in g.legal_actions() and len(g.legal_actions()) == len(expected)
    assert g.why_illegal(Pass()) is not None
    with pytest.raises(ValueError):
        g.apply(Pass())


def test_a_responder_may_beat_the_top_play_or_pass():
    """§6: in turn, each player either beats the current top play or passes."""
    hand = "6:6 6:6 1:1 1:1 4:4 2:6 3:5 4:5 3:4 1:3"
    g = position("1:3 1:4 1:5", hand, "5:6")
    g.apply(P("1:3 1:4"))
    expected = {Play(s) for s in sub_multisets(hand.split()) if ref_beats(s, ["1:3", "1:4"])}
    assert expected == {P("6:6 4:5"), P("1:1 2:6"), P("4:4 3:4")}
    assert legal_plays(g) == expected and Pass() in g.legal_actions()
    assert len(g.legal_actions()) == len(expected) + 1


def test_a_pass_is_not_final():
    """§6 Decision: a player who passed may beat a later play in the same trick."""
    g = position("1:5 1:1", "5:6 6:6", "1:6 4:4")
    g.apply(P("1:5"))
    g.apply(PASS)                  # seat 1 passes on 1:5 ...
    g.apply(P("1:6"))              # seat 2 beats
    g.apply(PASS)                  # seat 0 passes
    assert g.current_player == 1
    assert P("5:6") in g.legal_actions() and P("6:6") in g.legal_actions()
    g.apply(P("5:6"))              # ... and seat 1 beats later in the same trick
    assert g.top[0] == 1 and g.phase == "play"


def test_trick_ends_when_every_other_holder_passed_in_succession():
    """§6: the last play alone becomes wu (one per card); earlier plays are set aside."""
    g = position("1:5 1:5 4:6 3:3", "1:6 1:6 6:6", "5:6 5:6 2:2")
    g.apply(P("1:5 1:5"))
    g.apply(P("1:6 1:6"))
    g.apply(P("5:6 5:6"))
    g.apply(PASS)                  # seat 0 passes
    assert g.phase == "play" and g.top[0] == 2
    ev = g.apply(PASS)             # seat 1 passes: both others passed in succession
    won = kinds(ev, "TrickWon")
    assert won and won[0].seat == 2 and won[0].wu_gained == 2
    assert g.wu == [0, 0, 2]
    assert ms(g.wu_cards(2)) == ms(["5:6", "5:6"])
    assert ms(g.set_aside) == ms(["1:5", "1:5", "1:6", "1:6"]) == ms(won[0].set_aside)
    assert g.top is None and g.trick == []


def test_passes_must_be_in_succession_since_the_last_play():
    """§6: a pass before the latest play does not count towards ending the trick."""
    g = position("1:5 4:6", "5:6 6:6", "1:6 3:3")
    g.apply(P("1:5"))
    g.apply(PASS)                  # seat 1
    g.apply(P("1:6"))              # seat 2 beats: seat 1's pass no longer counts
    g.apply(PASS)                  # seat 0
    assert g.phase == "play" and g.top[0] == 2 and g.current_player == 1
    g.apply(PASS)                  # seat 1
    assert g.wu == [0, 0, 1]


def test_the_winners_own_earlier_play_is_set_aside_too():
    """§6: all earlier plays of the trick are set aside, whoever made them."""
    g = position("1:5 5:6 3:3", "1:6 2:2", "4:6 4:4")
    g.apply(P("1:5"))
    g.apply(P("1:6"))
    g.apply(PASS)
    g.apply(P("5:6"))
    pass_out(g)
    assert g.wu == [1, 0, 0] and ms(g.wu_cards(0)) == ms(["5:6"])
    assert ms(g.set_aside) == ms(["1:5", "1:6"])


def test_the_winner_leads_the_next_trick():
    """§6: the trick's winner leads the next trick."""
    g = position("1:5 3:3", "1:6 2:2", "5:6 4:4")
    g.apply(P("1:5"))
    g.apply(P("1:6"))
    pass_out(g)
    assert g.phase == "play" and g.current_player == 1 and g.top is None


def test_last_cards_win_then_the_next_player_to_the_right_leads():
    """§6; seed 000: a player who wins with their last cards and does not declare has no card
    to play; the turn passes to the next player to the right (the next seat in turn order)."""
    g = position("1:5 3:3", "1:6", "5:5 4:4")
    g.apply(P("1:5"))
    g.apply(P("1:6"))              # seat 1's last card
    g.apply(PASS)                  # seat 2
    ev = g.apply(PASS)             # seat 0: seat 1 wins with no cards left
    assert g.wu == [0, 1, 0]
    moved = kinds(ev, "LeadPassed")
    assert moved and (moved[0].from_seat, moved[0].to_seat) == (1, 2)
    assert g.phase == "play" and g.current_player == 2 and g.top is None


def test_the_lead_skips_every_seat_without_cards():
    """§6: the next player in turn order *who holds cards* leads."""
    g = position("1:5 3:3", "1:6", "", "5:5 4:4", dealer=0)
    g.apply(P("1:5"))
    g.apply(P("1:6"))
    g.apply(PASS)                  # seat 3 (seat 2 is empty and skipped)
    g.apply(PASS)                  # seat 0
    assert g.wu == [0, 1, 0, 0] and g.current_player == 3


def test_trick_ends_at_once_when_no_one_else_holds_cards():
    """§6: if no other player holds cards, the trick ends as soon as the play is made."""
    g = position("1:5 3:3 3:3", "", "")
    ev = g.apply(P("1:5"))
    assert kinds(ev, "TrickWon") and not kinds(ev, "Passed")
    assert g.wu == [1, 0, 0] and g.current_player == 0 and g.top is None
    g.apply(P("3:3 3:3"))
    assert g.wu == [3, 0, 0]


def test_beating_with_the_last_card_of_the_only_other_holder_ends_the_trick():
    """§6: the play that leaves no other player holding cards wins at once."""
    g = position("1:5", "1:6 4:4", "")
    g.apply(P("1:5"))              # seat 0 empties its hand
    ev = g.apply(P("1:6"))         # no other player holds cards now
    assert kinds(ev, "TrickWon") and g.wu == [0, 1, 0]


def test_four_players_trick_needs_three_passes():
    """§6 with 4 players: every other player holding cards must pass."""
    g = position("1:5 3:3", "1:6 2:2", "5:6 4:4", "4:6 6:6")
    g.apply(P("1:5"))
    for seat in (1, 2):
        assert g.current_player == seat
        g.apply(PASS)
    assert g.phase == "play" and g.top[0] == 0 and g.current_player == 3
    g.apply(PASS)
    assert g.wu == [1, 0, 0, 0] and g.current_player == 0


def test_four_players_with_one_out_of_cards_two_passes_end_the_trick():
    """§6: only players who still hold cards are waited for."""
    g = position("1:5 3:3", "1:6 2:2", "", "4:6 6:6")
    g.apply(P("1:5"))
    g.apply(PASS)
    assert g.current_player == 3
    g.apply(PASS)
    assert g.wu == [1, 0, 0, 0]


def test_a_winning_mixed_play_gives_one_wu_per_card():
    """§6: each card of the winning play counts one wu."""
    g = position("1:3 1:3 1:4 2:3 2:3 5:5", "1:1 1:1 2:6 3:5 3:5 1:6", "5:6")
    g.apply(P("1:3 1:3 1:4 2:3 2:3"))
    g.apply(P("1:1 1:1 2:6 3:5 3:5"))
    pass_out(g)
    assert g.wu == [0, 5, 0] and ms(g.set_aside) == ms("1:3 1:3 1:4 2:3 2:3".split())


def test_a_led_supreme_ends_its_trick_at_once_and_its_player_leads_again():
    """§3.4 Decision: nobody is asked to pass; the player takes the cards as wu and leads again."""
    g = position("2:4 1:2 1:5", "6:6 1:6", "5:6")
    g.apply(PASS)                  # does not lay it out
    ev = g.apply(P("2:4 1:2"))
    assert [type(e).__name__ for e in ev][:2] == ["Played", "TrickWon"]
    assert not kinds(ev, "Passed")
    assert g.wu == [2, 0, 0] and g.current_player == 0 and g.top is None and g.phase == "play"


def test_a_led_supreme_that_reaches_a_tier_offers_the_declaration_then_leads_again():
    """§3.4 Decision: may declare if that brings a tier, and leads again."""
    g = position("6:6 6:6 6:6 6:6 4:5 4:5 4:5 4:5 3:6 3:6 3:6 3:6 2:4 2:4 1:2 1:5", "1:6", "5:6")
    g.apply(PASS)
    win(g, "6:6 6:6 6:6 6:6 4:5 4:5 4:5 4:5 3:6 3:6 3:6 3:6")
    assert g.wu[0] == 12
    ev = g.apply(P("2:4 2:4 1:2"))
    assert g.wu[0] == 15 and g.phase == "decide" and g.current_player == 0
    g.apply(CONTINUE)
    assert g.phase == "play" and g.current_player == 0 and g.top is None


def test_nothing_can_be_played_on_top_of_a_beaten_play_by_its_own_player_out_of_turn():
    """§6: players act in turn; an action is always the current player's."""
    g = position("1:5 5:6", "1:6", "4:6")
    g.apply(P("1:5"))
    assert g.current_player == 1
    with pytest.raises(ValueError):
        g.apply(P("5:6"))          # seat 0's card, not seat 1's turn to use it
    assert g.current_player == 1 and ms(g.hands[0]) == ms(["5:6"])


def test_obligation_to_beat_option(tmp_path):
    """§6 YAML option turn.obligation_to_beat (Wu Han, seed 000 variations): Pass only when no play beats."""
    v = variant_with(tmp_path, OBLIGATION)
    g = position("1:5 2:3", "1:6 3:5", "1:5 1:5", variant=v)
    g.apply(P("1:5"))
    assert g.legal_actions() == [P("1:6")]
    with pytest.raises(ValueError):
        g.apply(PASS)
    g.apply(P("1:6"))
    assert g.legal_actions() == [PASS]        # seat 2 cannot beat 1:6
    g.apply(PASS)
    g.apply(PASS)
    assert g.wu == [0, 1, 0]


def test_without_the_option_a_player_may_pass_even_when_able_to_beat():
    """§6: each player either beats or passes (no obligation by default)."""
    g = position("1:5 3:3", "6:6 2:2", "5:6")
    g.apply(P("1:5"))
    assert PASS in g.legal_actions()
    g.apply(PASS)
    assert g.current_player == 2


@pytest.mark.parametrize("bad", ["1:5", None, 15, ("Play", ["1:5"])])
def test_something_that_is_not_an_action_is_refused(bad):
    """DESIGN.md Engine API: an illegal action raises ValueError and changes nothing."""
    g = position("1:5 3:3", "1:6", "5:6")
    with pytest.raises(ValueError):
        g.apply(bad)
    assert g.current_player == 0 and len(g.hands[0]) == 2 and g.log.actions == []
