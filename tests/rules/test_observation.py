"""sap-ng-wu.md §10: what a player sees (and DESIGN.md: information sets are honest)."""
from __future__ import annotations

import dataclasses

import pytest

from .helpers import CONTINUE, DECLARE, PASS, L, P, ms, position, win

HEAVEN_12 = "6:6 6:6 6:6 6:6 4:5 4:5 4:5 4:5 3:6 3:6 3:6 3:6"


def test_own_hand_and_every_players_card_count():
    """§10: own hand; each player's card count."""
    g = position("1:5 1:5 3:3", "1:6 2:2", "5:6 4:4 4:6 6:6")
    for seat in range(3):
        o = g.observation(seat)
        assert ms(o.hand) == ms(g.hands[seat])
        assert o.hand_sizes == (3, 2, 4)
        assert o.seat == seat and o.players == 3


def test_all_face_up_wu_of_every_player_with_counts():
    """§10: all face-up wu of every player (with counts), laid-out supremes included."""
    g = position("2:4 1:2 1:5 3:3", "1:6 2:2", "5:6 4:4")
    g.apply(L("2:4 1:2"))
    g.apply(P("1:5"))
    g.apply(P("1:6"))
    g.apply(P("5:6"))
    g.apply(PASS)
    g.apply(PASS)
    for seat in range(3):
        o = g.observation(seat)
        assert o.wu == (2, 0, 1)
        assert [ms(w) for w in o.wu_cards] == [ms(["2:4", "1:2"]), ms([]), ms(["5:6"])]


def test_the_current_trick_with_the_top_play_marked_and_who_passed():
    """§10: the current trick (all plays so far this trick, the top one marked); who passed since
    the last play."""
    g = position("1:5 3:3 2:2", "1:6 2:2", "5:6 4:4")
    g.apply(P("1:5"))
    g.apply(PASS)                   # seat 1
    o = g.observation(2)
    assert o.top[0] == 0 and ms(o.top[1]) == ms(["1:5"])
    assert o.passed == (1,)
    g.apply(P("5:6"))               # seat 2 beats: seat 1's pass is no longer "since the last play"
    o = g.observation(1)
    assert o.passed == ()
    assert o.top[0] == 2 and ms(o.top[1]) == ms(["5:6"])
    assert [(s, None if c is None else ms(c)) for s, c in o.trick] == [(0, ms(["1:5"])), (1, None), (2, ms(["5:6"]))]
    g.apply(PASS)                   # seat 0
    o = g.observation(1)
    assert o.passed == (0,)


def test_who_is_continuing_and_at_which_tier():
    """§10: who is continuing and at which tier (the wu they must reach to declare, §8)."""
    g = position(HEAVEN_12 + " 1:1 2:6 3:5 1:5", "1:6", "5:6")
    win(g, HEAVEN_12)
    win(g, "1:1 2:6 3:5")
    g.apply(CONTINUE)
    for seat in range(3):
        assert g.observation(seat).needs == (18, None, None)


def test_the_observation_never_shows_another_seats_hidden_cards():
    """§10 and DESIGN.md: two positions that differ only in cards seat 0 cannot see give equal
    observations for seat 0 at every step (and different ones for the seats that can see them)."""
    seat0 = "1:5 1:1 3:3"
    a = position(seat0, "1:6 4:6 2:3", "5:6 2:2 2:5")
    b = position(seat0, "1:6 2:2 2:5", "5:6 4:6 2:3")     # seats 1 and 2 swapped hidden cards
    c = position(seat0, "1:6 6:6 4:5", "5:6 2:2 2:5")     # seat 1 holds cards that are out of play in a
    script = [P("1:5"), P("1:6"), P("5:6"), P("1:1"), PASS, PASS, P("3:3")]
    for step in range(len(script) + 1):
        assert a.observation(0) == b.observation(0) == c.observation(0), f"step {step}"
        assert a.observation(1) != b.observation(1)
        if step < len(script):
            for g in (a, b, c):
                g.apply(script[step])


def test_hidden_cards_do_not_leak_in_any_field():
    """§10: no field of seat 0's observation holds a card only seat 1 holds."""
    g = position("1:5 3:3", "6:6 6:6 4:5", "5:6")
    o = g.observation(0)
    text = repr(o)
    assert "6:6" not in text and "4:5" not in text


def test_the_observation_is_an_immutable_copy():
    """DESIGN.md: a plain immutable value holding copies, not a view of the game."""
    g = position("1:5 3:3", "1:6 2:2", "5:6 4:4")
    o = g.observation(0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        o.phase = "over"  # type: ignore[misc]
    before = (o.hand, o.hand_sizes, o.trick, o.wu)
    g.apply(P("1:5"))
    g.apply(P("1:6"))
    assert (o.hand, o.hand_sizes, o.trick, o.wu) == before
    assert g.observation(0) != o


def test_observation_of_a_seat_outside_the_table_is_refused():
    g = position("1:5", "1:6", "5:6")
    with pytest.raises(ValueError):
        g.observation(3)


def test_observation_after_a_declaration():
    """§10 and §8: the hand's result is visible to all."""
    g = position(HEAVEN_12 + " 1:1 2:6 3:5", "1:6", "5:6")
    win(g, HEAVEN_12)
    win(g, "1:1 2:6 3:5")
    g.apply(DECLARE)
    o = g.observation(2)
    assert o.phase == "over" and o.wu[0] == 15 and sum(o.chips) == 0


def test_cards_set_aside_are_remembered_not_shown():
    """§10 says set-aside cards are out of view: the *table* does not show them (a practice option may
    show counts). Decision (issue 3 note): the observation is what a player with a perfect memory knows,
    and every set-aside card was face up when it was played, so it carries them, as a count per kind
    would; card counting is how these games are played (issue 5, Normal "counts what has been played")."""
    g = position("1:5 3:3", "1:6 2:2", "5:6 4:4")
    g.apply(P("1:5"))
    g.apply(P("1:6"))
    g.apply(PASS)
    g.apply(PASS)
    assert ms(g.set_aside) == ms(["1:5"])
    for seat in range(3):
        assert ms(g.observation(seat).set_aside) == ms(["1:5"])
