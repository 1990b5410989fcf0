"""Luan Chuo 乱戳 as reference [8] plays it (climbing-variants.md "Luan Chuo, reference [8]",
with what it shares from "Luan Chuo, Si Chuan, reference [7]" and "Common to all of them";
seed 000 "Si Chuan game", the list after "Reference 8 describes ...")."""
from __future__ import annotations

import random

import pytest

from game.rules import Continue, Declare, GameLog, Match, Pass, Play, Redeal, load_variant, new_game, replay
from game.rules import events as E
from game.rules.climbing import ClimbingGame

from .helpers import check_random_hands, check_rebuilt

V = load_variant("luan-chuo-dun")


# -- suits and plays ([7], shared) ---------------------------------------------------------------
def test_middle_three_and_low_four_rank_equal():
    """[7]: {5:5 = 3:3 = 2:2} and {5:6 = 4:6 = 1:6 = 1:5}, all equal inside each."""
    assert not V.beats(["5:5"], ["2:2"]) and not V.beats(["2:2"], ["5:5"])
    assert not V.beats(["5:6", "5:6"], ["1:5", "1:5"])
    assert V.beats(["2:2", "2:2"], ["5:6", "5:6"]) and V.beats(["1:3"], ["5:5"])


def test_low_four_never_played_singly():
    """[7]: the low four only as sets of 2+ identical cards."""
    for card in ("5:6", "4:6", "1:6", "1:5"):
        assert V.classify([card]) is None and V.classify([card, card]) is not None


def test_military_suits_and_harmony_mixed():
    """[7]: black = 3:6 > {2:6 = 3:5} > 2:5 > 2:3; red = 4:5 > 3:4 > 1:4; 1:3 takes 1:4 and/or 2:3."""
    assert not V.beats(["2:6"], ["3:5"]) and V.beats(["3:6"], ["3:5"]) and V.beats(["3:4"], ["1:4"])
    assert not V.beats(["4:5"], ["3:6"])
    assert V.classify(["1:3", "1:4", "2:3"]).kind == "mixed"
    assert V.beats(["6:6", "4:5", "3:6"], ["1:3", "1:4", "2:3"])


def test_hard_cards_are_never_played():
    """[8]: 2:4 and 1:2 are laid out, never playable."""
    for cards in (["2:4"], ["1:2"], ["2:4", "1:2"], ["2:4", "2:4"]):
        assert V.classify(cards) is None


# -- hard cards [8] --------------------------------------------------------------------------------
def test_hard_cards_go_out_as_a_set_with_each_kind():
    """[8] Decision: a player holding both kinds lays all of them out automatically, each one dun."""
    g = new_game(V, players=3, dealer=0, hands=[["2:4", "2:4", "1:2", "6:6"], ["2:4", "5:5"], ["1:1"]])
    assert g.phase == "play" and g.current_player == 0
    assert g.wu == [3, 0, 0] and sorted(map(str, g.wu_cards(0))) == ["1:2", "2:4", "2:4"]
    assert [str(c) for c in g.hands[1]] == ["2:4", "5:5"]          # unpaired: stays, dead
    assert any(isinstance(e, E.HardCardsLaidOut) and e.seat == 0 for e in g.start_events)


def test_an_unpaired_hard_card_is_dead():
    """Common "Dead cards": a seat with no legal lead is out; the hand ends when nobody can lead."""
    g = new_game(V, players=3, dealer=0, hands=[["5:5"], ["2:4"], ["1:1", "1:2"]])
    g.apply(Play(["5:5"]))
    assert g.current_player == 2                                      # seat 1 is skipped
    g.apply(Play(["1:1"]))
    assert g.is_over and [str(c) for c in g.hands[1]] == ["2:4"] and [str(c) for c in g.hands[2]] == ["1:2"]


# -- seats -----------------------------------------------------------------------------------------
def test_four_at_the_table_the_seat_opposite_the_dealer_sits_out():
    """Common "Seats": its hand is empty, it is never current, its chips are 0; 28 cards each to three."""
    for seed in range(8):
        g = new_game(V, players=4, seed=seed)
        assert g.sitter == (g.dealer + 2) % 4
        # hard cards may already be laid out: hand + laid-out cards is the deal
        assert [len(g.hands[s]) + g.wu[s] for s in range(4) if s != g.sitter] == [28, 28, 28]
        assert len(g.hands[g.sitter]) == 0
        assert g.observation(0).sitter == g.sitter


def test_sitter_can_be_named_and_is_refused_where_nobody_sits_out():
    g = new_game(V, players=4, seed=3, dealer=0, sitter=1)
    assert g.sitter == 1 and not g.hands[1] and all(len(g.hands[s]) + g.wu[s] == 28 for s in (0, 2, 3))
    with pytest.raises(ValueError):
        new_game(V, players=3, seed=3, sitter=1)
    with pytest.raises(ValueError):
        new_game(load_variant("sap-ng-wu"), players=4, seed=3, sitter=1)
    with pytest.raises(ValueError):
        new_game(V, players=4, seed=3, dealer=1, sitter=1)
    with pytest.raises(ValueError, match="empty"):
        new_game(V, players=4, dealer=0, hands=[["5:5"], ["1:1"], ["6:6"], []])   # default sitter: seat 2


def test_set_position_with_a_sitter_plays_three_handed():
    g = new_game(V, players=4, dealer=0, hands=[["5:5", "2:2"], ["1:1"], [], ["3:3"]])
    assert g.sitter == 2 and g.phase == "play"
    g.apply(Play(["2:2"]))
    assert g.current_player == 1
    g.apply(Pass())
    assert g.current_player == 3                                      # seat 2 is never asked


# -- the redeal question [8] -------------------------------------------------------------------
def _seed_with_redeal(players=3):
    for seed in range(500):
        g = new_game(V, players=players, seed=seed)
        if g.phase == "redeal":
            return seed, g
    raise AssertionError("no deal without 6:6, 3:6 and 4:5 in 500 seeds")


def _has_top(g, seat):
    return any(str(c) in ("6:6", "3:6", "4:5") for c in g.hands[seat])


def test_redeal_is_asked_of_players_holding_none_of_the_top_cards():
    """[8] Decision: each such player, in turn order from the dealer: Redeal() or Pass()."""
    seed, g = _seed_with_redeal()
    order = [(g.dealer + i) % 3 for i in range(3)]
    eligible = [s for s in order if not _has_top(g, s)]
    assert g.current_player == eligible[0] and set(g.legal_actions()) == {Redeal(), Pass()}
    for s in eligible:
        assert g.phase == "redeal" and g.current_player == s
        g.apply(Pass())
    assert g.phase == "play" and g.current_player == g.dealer


def test_redeal_deals_again_same_dealer_from_a_derived_seed():
    seed, g = _seed_with_redeal()
    before = g.hands
    dealer = g.dealer
    events = g.apply(Redeal())
    assert isinstance(events[0], E.Redealt) and g.dealer == dealer and g.hands != before
    assert g.observation(0).redeals == 1
    again = new_game(V, players=3, seed=seed)
    again.apply(Redeal())
    assert again.hands == g.hands                                     # deterministic from seed and count
    if g.phase == "redeal":                                           # the question is asked anew
        assert not _has_top(g, g.current_player)
    r = replay(GameLog.from_json(g.log.to_json()), V)
    assert r.hands == g.hands and r.phase == g.phase


def test_no_redeal_question_in_a_set_position():
    g = new_game(V, players=3, dealer=0, hands=[["5:5"], ["1:1"], ["3:3"]])
    assert g.phase == "play"


def test_a_game_cannot_be_rebuilt_in_the_redeal_phase():
    _, g = _seed_with_redeal()
    with pytest.raises(ValueError, match="redeal"):
        ClimbingGame.from_observation(V, g.observation(0), g.hands)


# -- scoring [8] -----------------------------------------------------------------------------------
@pytest.mark.parametrize("dun,score", [(14, 0), (15, 1), (16, 2), (20, 6), (21, 8), (22, 9), (23, 11), (24, 12),
                                       (25, 14)])
def test_the_dun_table(dun, score):
    """[8]: (n − 14), +1 from 21, +1 for every 2 dun beyond 21 — the source's 20→6, 21→8, 22→9, 23→11."""
    assert V.score(dun) == score


def test_civil_triples_double_and_fours_quadruple():
    """[8] Decision: score = table × 2^triples × 4^fours, of 6:6, 1:1, 4:4, 1:3 only."""
    assert V.score(15, triples=1) == 2 and V.score(20, triples=2) == 24 and V.score(15, fours=1) == 4
    assert V.score(15, triples=1, fours=1) == 8


def _play_out(g, plays):
    for seat, cards in plays:
        assert g.current_player == seat, (seat, g)
        g.apply(Play(cards.split()) if cards else Pass())


def test_a_triple_won_inside_a_mixed_play_counts_and_only_civil_top_kinds():
    """Common "Sets inside larger plays": per kind inside any winning play; a four is not also a triple."""
    g = new_game(V, players=3, dealer=0, hands=[["6:6", "6:6", "6:6", "4:5", "5:5", "5:5", "5:5", "2:2"],
                                                 ["3:3"], ["2:3"]])
    g.apply(Play(["6:6", "6:6", "6:6", "4:5"]))
    g.apply(Pass()); g.apply(Pass())
    assert g.observation(0).sets_won[0] == (1, 0, 0)
    g.apply(Play(["5:5", "5:5", "5:5"]))                              # 5:5 is not a top civil kind
    g.apply(Pass()); g.apply(Pass())
    assert g.observation(0).sets_won[0] == (1, 0, 0)
    four = new_game(V, players=3, dealer=0, hands=[["1:1"] * 4 + ["2:2"], ["3:3"], ["2:3"]])
    four.apply(Play(["1:1"] * 4)); four.apply(Pass()); four.apply(Pass())
    assert four.observation(0).sets_won[0] == (0, 1, 0)


def _winner_at(dun_hand, others=(["5:5"], ["3:3"])):
    return new_game(V, players=3, dealer=0, hands=[dun_hand] + [list(o) for o in others])


def test_declare_whenever_gaining_with_15_or_more():
    """[8] + [7] Decision: no tier rule — after continuing, the next gain offers the declaration again."""
    hand = ["1:1"] * 4 + ["4:4"] * 4 + ["2:6"] * 4 + ["3:4"] * 3 + ["2:5"] * 2 + ["6:6"]
    g = _winner_at(hand, (["5:5"], ["3:3"]))
    g.apply(Play(["1:1"] * 4)); g.apply(Pass()); g.apply(Pass())
    g.apply(Play(["4:4"] * 4)); g.apply(Pass()); g.apply(Pass())
    g.apply(Play(["2:6"] * 4)); g.apply(Pass()); g.apply(Pass())
    g.apply(Play(["3:4"] * 3)); g.apply(Pass()); g.apply(Pass())
    assert g.phase == "decide" and g.wu[0] == 15
    g.apply(Continue())
    assert g.needs(0) is None
    g.apply(Play(["6:6"])); g.apply(Pass()); g.apply(Pass())
    assert g.phase == "decide" and g.wu[0] == 16
    events = g.apply(Declare())
    # 16 dun → 2, × 4 (four 1:1) × 4 (four 4:4): 32 from each of the two others
    assert g.chips == [64, -32, -32] and g.winner == 0
    assert any(isinstance(e, E.Declared) for e in events)


def test_when_cards_run_out_the_most_at_15_or_more_is_paid():
    """Common "A passed-up win": paid as if declaring with the final count."""
    hand = ["2:6"] * 4 + ["3:4"] * 4 + ["2:5"] * 4 + ["2:3"] * 3
    g = _winner_at(hand, (["5:5"], ["3:3"]))
    for cards in (["2:6"] * 4, ["3:4"] * 4, ["2:5"] * 4):
        g.apply(Play(cards)); g.apply(Pass()); g.apply(Pass())
    g.apply(Play(["2:3"] * 3)); g.apply(Pass()); g.apply(Pass())
    assert g.phase == "decide"
    g.apply(Continue())
    assert g.current_player == 1
    # seat 1 leads 5:5; seat 2 cannot beat it with 3:3 (equal) and passes; seat 0 has no cards
    g.apply(Play(["5:5"]))
    g.apply(Pass())
    assert g.current_player == 2
    events = g.apply(Play(["3:3"]))
    assert g.is_over and g.winner == 0 and g.chips == [2, -1, -1]
    assert any(isinstance(e, E.Settled) and e.reason == "most" for e in events)


def test_ties_at_the_end_go_to_the_first_from_the_dealer_and_below_15_is_yellow_cards():
    g = new_game(V, players=3, dealer=1, hands=[["5:5"], ["3:3"], ["2:2"]])
    g.wu[:] = [15, 12, 15]                                           # a position where two reached 15
    g.apply(Play(["3:3"])); g.apply(Pass())
    assert g.current_player == 0
    g.apply(Pass())
    # seat 1 won and leads on: nothing left for it, so seat 2 leads 2:2, then seat 0 5:5 ends it
    while not g.is_over:
        g.apply(Continue() if g.phase == "decide" else g.legal_actions()[0])
    assert g.wu[0] == g.wu[2] == 16
    assert g.winner == 2 and g.chips == [-2, -2, 4]                   # seat 2 comes first from dealer 1
    y = new_game(V, players=3, dealer=0, hands=[["5:5"], ["3:3"], ["2:2"]])
    while not y.is_over:
        y.apply(y.legal_actions()[0])
    assert y.winner is None and y.chips == [0, 0, 0]                  # yellow cards


# -- whole hands -----------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4])
def test_random_hands_conserve_cards_and_chips(players):
    games = check_random_hands(V, players, hands=40, seed=players)
    assert any(g.winner is not None for g in games)


def test_rebuilt_game_follows_the_real_one():
    """tests/test_determinize.py for a table of four with a seat sitting out."""
    assert check_rebuilt(V, 4, hands=15, seed=3) > 10


def test_a_match_keeps_the_sitter_opposite_the_dealer_and_resumes():
    m = Match.start(V, players=4, seed=11, length=4)
    rng = random.Random(1)
    while not m.is_over:
        g = m.game
        assert g.sitter == (g.dealer + 2) % 4
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
        m.finish_hand()
    assert sum(m.totals) == 0
    again = Match.from_dict(m.to_dict(), V)
    assert again.totals == m.totals


def test_next_dealer_is_the_winner_else_one_seat_on():
    """climbing-variants.md "Next dealer in a match": yellow cards move the deal one active seat on."""
    m = Match.start(V, players=3, seed=1, length=2)
    y = new_game(V, players=3, dealer=1, hands=[["5:5"], ["3:3"], ["2:2"]])
    while not y.is_over:
        y.apply(y.legal_actions()[0])
    assert y.winner is None and m.next_dealer(y) == 2
    w = new_game(V, players=4, dealer=3, hands=[["5:5"], [], ["2:2"], ["3:3"]])
    w.wu[2] = 20
    while not w.is_over:
        w.apply(Continue() if w.phase == "decide" else w.legal_actions()[0])
    m4 = Match.start(V, players=4, seed=1, length=2)
    assert w.winner == 2 and m4.next_dealer(w) == 2
