"""docs/rules/fishing.md §2 (deal), §3 (heaven pair), §4 (a turn), §6 (end of hand), §10 (what a player sees),
§15 (details settled for the engine); §12.6, §12.7, §12.9."""
from __future__ import annotations

import random

import pytest

from game.model.cards import Card
from game.rules import GameLog, load_variant, new_game, replay
from game.rules.fishing import events as E

from .helpers import CARDS, DECKS, TILES, Capture, LayOut, Pass, Release, deck_counts, names, position


@pytest.mark.parametrize("vid, players, hand, pile, lake", [
    (CARDS, 2, 15, 30, 24), (CARDS, 3, 10, 30, 24), (TILES, 2, 12, 24, 16), (TILES, 3, 8, 24, 16),
    (CARDS, 4, 10, 30, 24), (TILES, 4, 8, 24, 16)])
def test_the_deal(vid, players, hand, pile, lake):
    """§2: the deal table; at four, the seat opposite the dealer sits out with no cards."""
    v = load_variant(vid)
    for seed in range(5):
        g = new_game(v, players=players, seed=seed)
        sizes = [len(h) for h in g.hands]
        if players == 4:
            assert g.sitter == (g.dealer + 2) % 4 and sizes[g.sitter] == 0
            sizes.pop(g.sitter)
        else:
            assert g.sitter is None
        assert sizes == [hand] * len(sizes) and len(g.lake) == lake
        assert len(g.pile) == pile - (1 if g.phase == "draw" else 0)
        assert deck_counts(g) == {c: n for c, n in v.copies.items()}        # §1: the whole deck, no more
        assert g.phase == "hand" and g.current_player == g.dealer             # §2: the dealer plays first


def test_the_deal_follows_the_seed_and_the_first_dealer_is_random():
    """§2: a game is its seed; the first dealer is drawn, and a given dealer deals the same cards."""
    v = load_variant(CARDS)
    dealers = {new_game(v, players=3, seed=s).dealer for s in range(30)}
    assert dealers == {0, 1, 2}
    a, b = new_game(v, players=2, seed=11), new_game(v, players=2, seed=11)
    assert a.hands == b.hands and a.lake == b.lake and a.pile == b.pile
    c = new_game(v, players=2, seed=11, dealer=a.dealer)
    assert c.hands == a.hands


def test_a_turn_is_a_hand_step_then_a_draw_step():
    """§4: a hand card as bait, then the top of the pile turned up and played at once; then the next seat."""
    g = position(hands=("2:4 5:5", "1:1 6:6"), lake="3:3 4:6", pile="1:2 2:3 1:4 2:2")
    events = g.apply(Capture("2:4", ["3:3"]))
    assert [type(e) for e in events] == [E.Captured, E.TurnedUp]
    assert events[0] == E.Captured(0, Card.parse("2:4"), (Card.parse("3:3"),), False, 20, 20)
    assert events[1] == E.TurnedUp(0, Card.parse("1:2"), 3)
    assert g.phase == "draw" and str(g.drawn) == "1:2" and len(g.pile) == 3 and names(g.pile) == ["1:4", "2:2", "2:3"]
    assert [str(c) for c in g.pile] == ["2:3", "1:4", "2:2"]               # top first (§15)
    assert g.legal_actions() == [Release("1:2")]                            # the drawn card is the bait now
    with pytest.raises(ValueError, match="the bait now is the card turned up from the pile, 1:2"):
        g.apply(Release("5:5"))
    events = g.apply(Release("1:2"))
    assert events == [E.Released(0, Card.parse("1:2"), True)]
    assert g.phase == "hand" and g.current_player == 1 and g.drawn is None and names(g.hands[0]) == ["5:5"]


def test_release_is_free_by_default_and_must_capture_always_binds():
    """§4, §12.6: 4:4 with 3:5 in the lake may be released; under must_capture always it must capture, yet a
    third 5:5 may still be released onto two 5:5 in the lake."""
    g = position(hands=("4:4 5:5", "1:1"), lake="3:5 5:5 5:5", pile="2:2 2:2")
    assert Release("4:4") in g.legal_actions()
    g = position(hands=("4:4 5:5 1:3", "1:1"), lake="3:5 5:5 5:5", pile="2:2 2:2", options={"must_capture": "always"})
    legal = g.legal_actions()
    assert Release("4:4") not in legal and Capture("4:4", ["3:5"]) in legal
    assert Release("5:5") in legal and Capture("5:5", ["5:5"]) in legal
    assert Release("1:3") in legal                    # §15: a card that cannot capture may be released
    with pytest.raises(ValueError, match="4:4 can catch 3:5: a card that can capture must capture"):
        g.apply(Release("4:4"))


def test_must_capture_drawn_binds_the_turned_up_card_only():
    """§4, §15: under must_capture drawn a hand card may be released, the card turned up must capture if it can,
    even a third self-only card."""
    g = position(hands=("4:4", "1:1"), lake="3:5 6:6 6:6", pile="6:6 2:2", options={"must_capture": "drawn"})
    assert Release("4:4") in g.legal_actions()
    g.apply(Release("4:4"))
    assert str(g.drawn) == "6:6" and g.legal_actions() == [Capture("6:6", ["6:6"])]
    with pytest.raises(ValueError, match="a card turned up that can capture must capture"):
        g.apply(Release("6:6"))


def test_the_hand_ends_after_the_last_pile_card():
    """§6, §12.7: 84 cards, two players, no layout: after 30 turns pile and hands are empty, catches + lake = 84."""
    v = load_variant(CARDS)
    g = new_game(v, players=2, seed=5)
    rng = random.Random(5)
    turns = 0
    while not g.is_over:
        if g.phase == "hand":
            turns += 1
        legal = g.legal_actions()
        g.apply(rng.choice(legal))
    assert turns == 30 and not g.pile and all(len(h) == 0 for h in g.hands)
    assert sum(len(c) for c in g.catches) + len(g.lake) == 84
    assert g.legal_actions() == [] and sum(g.chips) == 0
    with pytest.raises(ValueError, match="the hand is over"):
        g.apply(Release("1:1"))


def test_hand_over_event_scores_each_catch_and_settles_each_pair():
    """§6–§8: the last event holds each seat's scoring lines, the pairwise settlement and the lake left over."""
    g = position(hands=("4:5", "1:1"), lake="3:6 4:4", pile="6:6 1:3")
    g.apply(Capture("4:5", ["3:6"]))
    g.apply(Release("6:6"))
    events = g.apply(Release("1:1"))
    events += g.apply(Release("1:3"))
    over = events[-1]
    assert isinstance(over, E.HandOver) and g.is_over
    assert over.points == (20, 0) and over.chips == (2, -2) == tuple(g.chips)
    assert over.scores[0].total == 20 and over.pairs[0].chips == 2
    assert names(over.lake) == ["1:1", "1:3", "4:4", "6:6"]             # §6: the lake scores for nobody


def test_points_are_live_and_chips_settle_at_the_end():
    """§10, §15: g.points is the catch score at every step; g.chips stay 0 until the hand is over."""
    g = position(hands=("4:5 1:1", "6:6"), lake="3:6 6:6", pile="2:2 2:2")
    g.apply(Capture("4:5", ["3:6"]))
    assert g.points == [20, 0] and g.chips == [0, 0]
    g.apply(Release("2:2"))
    events = g.apply(Capture("6:6", ["6:6"]))
    assert g.points == [20, 20] and events[0].gained == 20


def test_an_empty_pile_ends_a_set_position_at_once():
    """§15: a set position whose pile is empty is over at once; hand cards left then score nothing."""
    g = position(hands=("4:5", "1:1"), lake="3:6", pile="")
    assert g.is_over and g.legal_actions() == [] and g.chips == [0, 0]


def test_the_pile_running_out_ends_the_hand_with_cards_in_hand():
    """§15: if the pile runs out while hands hold cards, the hand ends after that turn."""
    g = position(hands=("4:5 4:4", "1:1 2:2"), lake="3:6", pile="1:3")
    g.apply(Capture("4:5", ["3:6"]))
    g.apply(Release("1:3"))
    assert g.is_over and names(g.hands[0]) == ["4:4"] and names(g.hands[1]) == ["1:1", "2:2"]


def test_an_empty_hand_has_draw_only_turns():
    """§3, §15: every hand empty but the pile not: turns are draw steps only, seat after seat."""
    g = position(hands=("", ""), lake="3:6", pile="4:5 2:2 1:1")
    assert g.phase == "draw" and g.current_player == 0 and str(g.drawn) == "4:5"
    g.apply(Capture("4:5", ["3:6"]))
    assert g.phase == "draw" and g.current_player == 1 and str(g.drawn) == "2:2"


def test_set_positions_refuse_more_copies_than_the_deck():
    """§15: a set position is checked only for copies; on the tiles there are two 4:5."""
    with pytest.raises(ValueError, match="3 copies of 4:5"):
        position(TILES, hands=("4:5 4:5", ""), lake="4:5", pile="1:1")
    with pytest.raises(ValueError, match="played by 2 or 3 or 4 players, not 5"):
        new_game(load_variant(CARDS), players=5, seed=1)


def test_heaven_pair_choose_lays_out_one_pair_of_three():
    """§3, §12.9: heaven_pair choose: a player dealt three 6:6 may lay out exactly one pair, then holds two fewer."""
    g = position(hands=("6:6 6:6 6:6 1:3", "1:1"), lake="2:2", pile="1:4 1:4 1:4", options={"heaven_pair": "choose"})
    assert g.phase == "layout" and g.current_player == 0
    assert g.legal_actions() == [LayOut(["6:6", "6:6"]), Pass()]
    with pytest.raises(ValueError, match="holds 3 6:6, not 4"):
        g.apply(LayOut(["6:6"] * 4))
    events = g.apply(LayOut(["6:6", "6:6"]))
    assert events[0] == E.LaidOut(0, (Card.parse("6:6"),) * 2, 20)
    assert len(g.hands[0]) == 2 and names(g.catches[0]) == ["6:6", "6:6"] and g.phase == "hand"


def test_heaven_pair_choose_asks_holders_in_turn_order_from_the_dealer():
    """§3, §15: only holders of two or more 6:6 are asked, from the dealer; four may go out as two pairs."""
    g = position(hands=("6:6 6:6", "1:1", "6:6 6:6"), lake="2:2", pile="1:4", dealer=1,
                 options={"heaven_pair": "choose"})
    assert g.phase == "layout" and g.current_player == 2
    g.apply(Pass())
    assert g.current_player == 0
    assert g.legal_actions() == [LayOut(["6:6", "6:6"]), Pass()]
    g.apply(Pass())
    assert g.phase == "hand" and g.current_player == 1
    g = position(hands=("6:6 6:6 6:6 6:6", "1:1"), lake="2:2", pile="1:4", options={"heaven_pair": "choose"})
    assert LayOut(["6:6"] * 4) in g.legal_actions()


def test_heaven_pair_auto_and_off():
    """§3, §15: auto lays every pair out with no layout phase; off (the default) leaves them in the hand."""
    g = position(hands=("6:6 6:6 6:6 1:3", "6:6 1:1"), lake="2:2", pile="1:4 1:4",
                 options={"heaven_pair": "auto"})
    assert g.phase == "hand" and names(g.catches[0]) == ["6:6", "6:6"] and names(g.hands[0]) == ["1:3", "6:6"]
    assert [type(e) for e in g.start_events] == [E.LaidOut]
    g = position(hands=("6:6 6:6 6:6 1:3", "6:6 1:1"), lake="2:2", pile="1:4 1:4")
    assert g.phase == "hand" and g.catches == [(), ()]


def test_observation_shows_what_a_player_sees():
    """§10: own hand, the lake, every catch with its score, the pile's count, the card turned up, the dealer;
    other hands by their counts only; equal for positions that look the same."""
    a = position(hands=("2:4 5:5", "1:1 6:6"), lake="3:3 4:6", pile="1:2 2:3 1:4 2:2")
    b = position(hands=("2:4 5:5", "3:4 4:4"), lake="4:6 3:3", pile="1:2 2:2 2:2 1:3")
    for g in (a, b):
        g.apply(Capture("2:4", ["3:3"]))
    oa, ob = a.observation(0), b.observation(0)
    assert oa == ob and hash(oa) == hash(ob)
    assert oa.hand == (Card.parse("5:5"),) and oa.hand_sizes == (1, 2) and oa.pile == 3 and str(oa.drawn) == "1:2"
    assert oa.points == (20, 0) and oa.catches[0] == (Card.parse("2:4"), Card.parse("3:3")) and oa.dealer == 0
    assert a.observation(1) != b.observation(1)                 # seat 1 sees its own, different, hand
    with pytest.raises(Exception):
        oa.phase = "over"                                        # frozen


def test_the_log_replays_and_round_trips_through_json():
    """DESIGN.md: a game is its seed plus its actions; a set position's lake and pile are in its log."""
    g = position(hands=("2:4 5:5", "1:1 6:6"), lake="3:3 4:6", pile="1:2 2:3 1:4 2:2")
    g.apply(Capture("2:4", ["3:3"]))
    g.apply(Release("1:2"))
    again = replay(GameLog.from_json(g.log.to_json()))
    assert [again.observation(s) for s in (0, 1)] == [g.observation(s) for s in (0, 1)]
    assert again.log.actions == [Capture("2:4", ["3:3"]), Release("1:2")]
