"""sap-ng-wu.md §4: players, deal, seating (and the turn order of §6 that follows from it)."""
from __future__ import annotations

from collections import Counter

import pytest

from game.rules import Pass, Play, new_game

from .helpers import DECK, V, ms, position


@pytest.mark.parametrize("players,size", [(3, 28), (4, 21)])
def test_three_players_get_28_cards_four_get_21(players, size):
    """§4: 3 players (28 cards each) or 4 (21 each)."""
    for seed in range(5):
        g = new_game(V, players=players, seed=seed)
        assert [len(h) for h in g.hands] == [size] * players
        total = Counter()
        for h in g.hands:
            total += ms(h)
        assert total == DECK


@pytest.mark.parametrize("players", [1, 2, 5, 6])
def test_other_table_sizes_are_refused(players):
    """§4: 3 or 4 players."""
    with pytest.raises(ValueError):
        new_game(V, players=players, seed=1)


def test_first_dealer_is_random_and_follows_the_seed():
    """§4: first dealer random; a game is its seed (DESIGN.md), so the same seed gives the same deal."""
    dealers = {new_game(V, players=3, seed=s).dealer for s in range(60)}
    assert dealers == {0, 1, 2}
    dealers4 = {new_game(V, players=4, seed=s).dealer for s in range(80)}
    assert dealers4 == {0, 1, 2, 3}
    a, b = new_game(V, players=3, seed=42), new_game(V, players=3, seed=42)
    assert a.dealer == b.dealer and a.hands == b.hands


def test_deal_starts_with_the_dealer():
    """§4: cards taken one at a time starting with the dealer: the same shuffle dealt by another
    dealer gives the same hands, turned round the table to start at the new dealer."""
    for players in (3, 4):
        base = new_game(V, players=players, seed=9, dealer=0)
        for d in range(players):
            g = new_game(V, players=players, seed=9, dealer=d)
            for i in range(players):
                assert ms(g.hands[(d + i) % players]) == ms(base.hands[i])


def test_explicit_dealer_out_of_range_is_refused():
    with pytest.raises(ValueError):
        new_game(V, players=3, seed=1, dealer=3)


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_dealer_leads_when_nobody_holds_a_supreme(dealer):
    """§5–§6: nobody holding a supreme, play starts at once and the dealer leads."""
    g = position("1:5 1:6", "5:6 4:6", "2:2 3:3", dealer=dealer)
    assert g.phase == "play" and g.current_player == dealer and g.top is None


def test_seats_follow_in_turn_order_with_four_players():
    """§4: after seat i comes seat (i + 1) % players (counter-clockwise: the player to the right)."""
    g = position("1:5 1:5", "1:6 1:6", "4:6 4:6", "5:6 5:6", dealer=2)
    seen = [g.current_player]
    g.apply(Play(["4:6"]))
    seen.append(g.current_player)
    g.apply(Play(["5:6"]))
    seen.append(g.current_player)
    g.apply(Pass())
    seen.append(g.current_player)
    assert seen == [2, 3, 0, 1]


def test_a_player_with_no_cards_is_skipped():
    """§6: a player with no cards is skipped."""
    g = position("1:5 1:5", "", "5:6 5:6")
    g.apply(Play(["1:5"]))
    assert g.current_player == 2
    g.apply(Pass())
    # seat 2 passed, the only other seat holding cards: seat 0 wins and leads again
    assert g.wu == [1, 0, 0] and g.current_player == 0 and g.top is None


def test_set_position_needs_one_hand_per_player_and_no_more_than_the_deck():
    """§1: four copies of each card; a set position must respect the deck."""
    with pytest.raises(ValueError):
        new_game(V, players=3, hands=[["6:6"] * 3, ["6:6"] * 2, []])
    with pytest.raises(ValueError):
        new_game(V, players=3, hands=[["6:6"], ["1:1"]])
