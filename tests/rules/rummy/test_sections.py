"""Each section of docs/rules/si-se-pai.md checked on its own: deck, deal, melds, turn, claims, winning,
scoring, payment, the void hand and the match, what a seat sees, and the details settled for the engine."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from game.model.four_colour import FourColourCard
from game.rules import GameLog, Match, VariantError, load_variant, new_game, replay
from game.rules.rummy import RummyObservation
from game.rules.rummy.melds import MELDS, classify

from .helpers import Claim, Discard, Pass, V, game, names

EXTRA = load_variant("si-se-pai", options={"dealer_extra_card": True})


# -- §1 deck ------------------------------------------------------------------------------------
def test_deck_has_117_cards_four_of_each_and_five_jokers():
    """§1: four colours × seven ranks × four copies, and five jokers (option 0–8)."""
    deck = Counter(str(c) for c in V.deck)
    assert len(V.deck) == 117 and deck["Jk"] == 5 and deck["R-Gn"] == 4 and len(deck) == 29
    assert len(load_variant("si-se-pai", options={"jokers": "0"}).deck) == 112
    assert len(load_variant("si-se-pai", options={"jokers": "8"}).deck) == 120
    with pytest.raises(VariantError):
        load_variant("si-se-pai", options={"jokers": "9"})


def test_card_text_and_names():
    """§1: cards written colour-rank; red and yellow print 帥仕相俥傌炮兵, green and white 將士象車馬包卒."""
    assert str(FourColourCard.parse("R-Gn")) == "R-Gn" and FourColourCard.parse("Jk").is_joker
    assert "".join(FourColourCard.parse(f"Y-{r}").chinese for r in ("Gn", "Ad", "El", "Ch", "Hs", "Cn", "Sd")) \
        == "帥仕相俥傌炮兵"
    assert "".join(FourColourCard.parse(f"W-{r}").chinese for r in ("Gn", "Ad", "El", "Ch", "Hs", "Cn", "Sd")) \
        == "將士象車馬包卒"
    assert V.card_name("G-Hs").en == "green Horse" and V.card_name("R-Gn").zh == "帥"
    for bad in ("R-Xx", "r-gn", "B-Gn", "1:3", "JK"):
        with pytest.raises(ValueError):
            FourColourCard.parse(bad)


# -- §2 deal ------------------------------------------------------------------------------------
@pytest.mark.parametrize("players, pile", [(2, 77), (3, 57), (4, 37)])
def test_deal_twenty_each_and_the_dealer_draws_first(players, pile):
    """§2: 20 cards each, the rest the pile; the dealer begins by turning up the top card."""
    seeds = 0
    for seed in range(40):
        g = new_game(V, players=players, seed=seed)
        if g.phase == "claim" and g.offered[0] == g.dealer and g.offered[2] == "draw" and not any(g.discards):
            assert [len(h) for h in g.hands] == [20] * players and len(g.pile) == pile - 1
            seeds += 1
    assert seeds > 10


def test_dealer_extra_card_option():
    """§2 option: the dealer holds 21 and begins by discarding."""
    g = new_game(EXTRA, players=4, seed=3)
    assert g.phase == "discard" and g.current_player == g.dealer
    assert sorted(len(h) for h in g.hands) == [20, 20, 20, 21] and len(g.pile) == 36
    # 21 dealt cards all in melds: the dealer wins at once, as on a drawn card (everyone pays).
    g = game([["R-Gn", "Jk", "W-Sd", "W-Sd"], [], [], []], v=EXTRA)
    assert g.is_over and g.winner == 0 and g.chips == [6, -2, -2, -2]


def test_same_seed_same_deal_and_dealer():
    """§2: a hand is its seed: the same seed deals the same cards to the same dealer."""
    a, b = new_game(V, players=4, seed=11), new_game(V, players=4, seed=11)
    assert a.hands == b.hands and a.dealer == b.dealer and a.pile == b.pile


# -- §3 melds -----------------------------------------------------------------------------------
@pytest.mark.parametrize("cards, kind", [
    (["R-Gn"], "one_card"), (["Jk"], "one_card"), (["W-Ch", "W-Ch"], "pair"),
    (["G-Gn", "G-Ad", "G-El"], "command"), (["Y-Ch", "Y-Hs", "Y-Cn"], "field"), (["R-Sd"] * 3, "triple"),
    (["Y-Sd", "R-Sd", "W-Sd"], "three_footman"), (["W-Hs"] * 4, "quad"),
    (["Y-Sd", "R-Sd", "G-Sd", "W-Sd"], "four_footman"),
    (["R-Ch"], None), (["R-Gn", "R-Gn"], None), (["Jk", "Jk"], None), (["Jk"] * 3, None),
    (["R-Ch", "W-Ch"], None), (["G-Ch", "W-Hs", "W-Cn"], None), (["R-Gn", "R-Ad", "G-El"], None),
    (["Y-Sd", "Y-Sd", "R-Sd"], None), (["R-Gn"] * 4, None), (["Jk", "R-Ad", "R-El"], None), ([], None),
])
def test_the_eight_melds(cards, kind):
    """§3: exactly eight kinds; Generals and jokers only alone (or a General in its command group); one colour."""
    assert V.meld_kind(cards) == kind
    assert len(MELDS) == 8


def test_claimed_cards_go_to_exposed_melds_never_the_hand():
    """§3: a drawn or claimed card goes into an exposed meld or to the discards, never into the hand."""
    g = game([["W-Hs", "W-Cn", "Y-Ch"], [], [], []], pile=["W-Ch", "Y-Ad"])
    g.apply(Claim(["W-Hs", "W-Cn"]))
    assert names(g.hands[0]) == ["Y-Ch"] and [names(m) for m in g.exposed[0]] == [["W-Ch", "W-Hs", "W-Cn"]]


# -- §4 a turn ----------------------------------------------------------------------------------
def test_a_meld_needs_a_discard_after_it_or_a_win():
    """§4: a meld that would leave only Generals and jokers is offered only as a win."""
    g = game([["W-Hs", "W-Cn", "R-Gn", "R-El"], [], [], []], pile=["W-Ch"])
    assert Claim(["W-Hs", "W-Cn"]) in g.legal_actions()
    g = game([["W-Hs", "W-Cn", "R-Gn"], [], [], []], pile=["W-Ch"])
    legal = g.legal_actions()
    assert Claim(["W-Hs", "W-Cn"], win=True) in legal and Claim(["W-Hs", "W-Cn"]) not in legal
    with pytest.raises(ValueError, match="no card to discard"):
        g.apply(Claim(["W-Hs", "W-Cn"]))


def test_discard_after_a_meld_and_play_passes_right():
    """§4.3, §4.4: the melder discards (not a General or a joker); the next seat then draws."""
    g = game([["W-Hs", "W-Cn", "Y-Ch", "R-Gn"], [], [], []], pile=["W-Ch", "G-Ad"])
    g.apply(Claim(["W-Hs", "W-Cn"]))
    assert g.phase == "discard" and g.legal_actions() == [Discard("Y-Ch")]
    with pytest.raises(ValueError):
        g.apply(Discard("R-Gn"))
    g.apply(Discard("Y-Ch"))
    assert names(g.discards[0]) == ["Y-Ch"]
    assert names(g.discards[1]) == ["G-Ad"]    # seat 1 turned up G-Ad; nobody could meld it


def test_declining_a_win():
    """§4: a player who could win may meld without winning, or pass, if a card to discard is left."""
    g = game([["W-Hs", "W-Cn", "Y-Ch", "Y-Ch"], [], [], []], pile=["W-Ch"])
    legal = g.legal_actions()
    assert {Claim(["W-Hs", "W-Cn"], win=True), Claim(["W-Hs", "W-Cn"]), Pass()} <= set(legal)


# -- §5 claims ----------------------------------------------------------------------------------
def test_asked_in_turn_order_from_the_drawer():
    """§5: on a draw the drawer is asked first, then the seats after it; only seats with a claim are asked."""
    g = game([["Y-Ch", "Y-Ch", "R-El"], ["Y-Hs", "Y-Cn", "R-Ad"], [], ["Y-Ch", "W-Ad"]], pile=["Y-Ch", "G-Ad"])
    asked = []
    while g.phase == "claim" and g.offered and names([g.offered[1]]) == ["Y-Ch"]:
        asked.append(g.current_player)
        g.apply(Pass())
    assert asked == [0, 1]    # seat 3's single Y-Ch makes only a pair: no claim, not asked


def test_pong_by_any_seat_beats_the_drawers_group():
    """§5 rank 3 over rank 4: a pong from across the table beats the drawer's own group."""
    g = game([["W-Hs", "W-Cn", "Y-Ch"], [], ["W-Ch", "W-Ch", "R-El"], []], pile=["W-Ch"])
    g.apply(Claim(["W-Hs", "W-Cn"]))
    events = g.apply(Claim(["W-Ch", "W-Ch"]))
    assert [(e.seat, e.call) for e in events if e.kind == "Claimed"] == [(2, "pong")]
    assert g.current_player == 2 and g.phase == "discard" and sorted(names(g.hands[0])) == ["W-Cn", "W-Hs", "Y-Ch"]


def test_zhimo_beats_hu_and_hu_on_a_draw_counts_from_the_drawer():
    """§5 ranks 1–2 and §14: the drawer's win beats another's; ties among hu count from the seat after."""
    g = game([["Y-Hs", "Y-Cn"], [], ["Y-Ch"], ["Y-Ch"]], pile=["Y-Ch"])
    g.apply(Claim(["Y-Hs", "Y-Cn"], win=True))
    g.apply(Claim(["Y-Ch"], win=True))
    g.apply(Claim(["Y-Ch"], win=True))
    assert g.winner == 0 and g.chips == [3, -1, -1, -1]
    g = game([["Y-Ch"], ["W-Cn"], [], ["Y-Ch"]], pile=["Y-Ch"], dealer=1)
    asked = []
    while g.phase == "claim":
        asked.append(g.current_player)
        g.apply(Claim(["Y-Ch"], win=True))
    assert asked == [3, 0] and g.winner == 3 and g.chips == [0, 0, 0, 0]


def test_gan_or_pong_with_three_copies_and_no_replacement():
    """§5, §14: three copies in hand may gan (all four) or pong (keeping one); gan draws no card."""
    g = game([["Y-Ch", "Y-Ch", "Y-Ch", "R-El", "W-Ad"], [], [], []], pile=["Y-Ch", "G-Ad", "G-Ad"])
    legal = g.legal_actions()
    assert Claim(["Y-Ch"] * 3) in legal and Claim(["Y-Ch"] * 2) in legal
    g.apply(Claim(["Y-Ch"] * 3))
    assert len(g.pile) == 2 and g.phase == "discard"


def test_cheap_claims_only_to_win():
    """§5: a non-next seat may claim a group only for a win; a pair or a one-card meld only for a win."""
    g = game([["Y-Sd", "R-Ch"], [], ["R-Sd", "G-Sd"], []], v=EXTRA)
    g.apply(Discard("Y-Sd"))
    assert g.current_player == 2 and g.legal_actions() == [Claim(["R-Sd", "G-Sd"], win=True), Pass()]
    with pytest.raises(ValueError, match="next player"):
        g.apply(Claim(["R-Sd", "G-Sd"]))


def test_players_in_between_lose_their_turn():
    """§5: after a claim play continues from the claimant; seats between lose their turn."""
    g = game([["Y-Sd", "R-Ch"], ["W-Ad"], ["Y-Sd", "Y-Sd", "W-El", "W-Cn"], ["W-Hs"]], v=EXTRA,
             pile=["G-Ad", "G-El"])
    g.apply(Discard("Y-Sd"))
    g.apply(Claim(["Y-Sd", "Y-Sd"]))
    g.apply(Discard("W-El"))
    assert names(g.discards[3]) == ["G-Ad"] and len(g.hands[1]) == 1   # seat 3 drew next, not seat 1


# -- §6 winning ---------------------------------------------------------------------------------
def test_min_points_option():
    """§6: with min_points 10 a 3-point hand cannot be declared; a forced General still wins (Decision)."""
    v = load_variant("si-se-pai", options={"min_points": "10"})
    g = game([["Y-Hs", "Y-Cn", "W-Ch", "W-Ch"], [], [], []], pile=["Y-Ch"], v=v)
    assert Claim(["Y-Hs", "Y-Cn"], win=True) not in g.legal_actions()
    with pytest.raises(ValueError, match="less than 10"):
        g.apply(Claim(["Y-Hs", "Y-Cn"], win=True))
    g = game([["Jk"], [], [], []], pile=["R-Gn"], v=v)
    assert g.legal_actions() == [Claim([], win=True)]


def test_complete_after_a_discard_is_no_win():
    """§6: the win is declared only after melding; a hand all in melds after a discard must wait (20 cards)."""
    g = game([["W-Hs", "W-Cn", "Y-Ch", "R-Gn"], [], [], []], pile=["W-Ch", "G-Ad"])
    g.apply(Claim(["W-Hs", "W-Cn"]))
    g.apply(Discard("Y-Ch"))
    assert g.winner is None


# -- §7 scoring ---------------------------------------------------------------------------------
def test_exposed_and_concealed_points_and_options():
    """§7: triples 1 exposed, 3 concealed; quads 6/8; four_card_points 4 replaces both; a joker is 1."""
    assert V.hand_points(exposed=[["W-Hs"] * 3], concealed=["W-El"] * 3) == 4
    assert V.hand_points(exposed=[["W-Hs"] * 4], concealed=["W-El"] * 4) == 14
    four = load_variant("si-se-pai", options={"four_card_points": "4"})
    assert four.hand_points(exposed=[["W-Hs"] * 4], concealed=["Y-Sd", "R-Sd", "G-Sd", "W-Sd"]) == 8
    assert V.hand_points(concealed=["Jk"]) == V.hand_points(concealed=["Y-Gn"]) == 1
    with pytest.raises(ValueError):
        V.hand_points(concealed=["W-Hs"])
    with pytest.raises(ValueError):
        V.hand_points(exposed=[["W-Hs", "W-Ch"]], concealed=[])


def test_no_odd_checksum():
    """§7, §12: the seed's 'always odd' does not hold here: a command group alone scores 2."""
    assert V.hand_points(concealed=["G-Gn", "G-Ad", "G-El"]) == 2


def test_the_winning_hand_is_laid_out_meld_by_meld():
    """§7: the Won event lists every meld with its points, adding up to the total."""
    g = game([["G-Gn", "G-Ad", "Jk", "W-Sd", "W-Sd", "W-Sd"], [], [], []], pile=["G-El"])
    events = g.apply(Claim(["G-Gn", "G-Ad"], win=True))
    won = [e for e in events if e.kind == "Won"][0]
    assert sum(line.points for line in won.lines) == won.points == 2 + 1 + 3
    assert [line.kind for line in won.lines] == ["command", "one_card", "triple"]


# -- §8 payment, dealer -------------------------------------------------------------------------
def test_dealer_stays_on_a_win_and_moves_otherwise():
    """§8, §9: the next hand's dealer is the same after the dealer's win, the next seat otherwise."""
    m = Match.start(V, players=4, seed=2, dealer=1)
    rng = random.Random(3)
    dealers = []
    while not m.is_over:
        g = m.game
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
        dealers.append((g.dealer, g.winner))
        m.finish_hand()
    for (d, w), (nd, _) in zip(dealers, dealers[1:]):
        assert nd == (d if w == d else (d + 1) % 4)
    assert len(dealers) == 8 and sum(m.totals) == 0


# -- §9 void hand, match ------------------------------------------------------------------------
def test_a_claim_on_the_last_card_goes_through():
    """§9, §14: the last card of the pile may still be claimed; the hand is void only at the next draw."""
    g = game([["W-Hs", "W-Cn", "Y-Ch"], [], [], []], pile=["W-Ch"])
    g.apply(Claim(["W-Hs", "W-Cn"]))
    assert g.phase == "discard" and len(g.pile) == 0
    events = g.apply(Discard("Y-Ch"))
    assert [e.kind for e in events][-2:] == ["VoidHand", "HandOver"] and g.is_over and g.winner is None


def test_match_saves_and_resumes():
    """§9: a match is 8 hands by default and rebuilds from its log."""
    m = Match.start(V, players=3, seed=9)
    rng = random.Random(1)
    for _ in range(3):
        g = m.game
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
        m.finish_hand()
    g = m.game
    for _ in range(5):
        if not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
    again = Match.from_dict(m.to_dict(), V)
    assert m.length == 8 and again.totals == m.totals
    assert again.game.observation(0) == m.game.observation(0)


# -- §10 what a player sees ---------------------------------------------------------------------
def test_observation_holds_what_a_seat_sees():
    """§10: own hand, all exposed melds and discards, counts, the offered card; after a win, the winner's hand."""
    g = game([["W-Hs", "W-Cn", "Y-Ch"], ["R-Ad", "R-Ad"], [], []], pile=["W-Ch", "G-Ad"])
    obs = g.observation(1)
    assert isinstance(obs, RummyObservation) and names(obs.hand) == ["R-Ad", "R-Ad"]
    assert obs.hand_sizes == (3, 2, 0, 0) and obs.pile == 1 and names([obs.offered[1]]) == ["W-Ch"]
    assert not obs.to_act and g.observation(0).to_act
    with pytest.raises(Exception):
        obs.hand = ()   # frozen
    g = game([["G-Gn", "G-Ad", "Jk"], [], [], []], pile=["G-El"])
    g.apply(Claim(["G-Gn", "G-Ad"], win=True))
    assert names(g.observation(2).won_hand) == ["Jk"]


# -- §12, §13 -----------------------------------------------------------------------------------
def test_scoring_tables_offered():
    """§12, §13: the tables offered are taiwan (default, [P3]) and hakka ([P4]); Wei-Hwa's is lost."""
    option = {o.key: o for o in V.options}["scoring"]
    assert option.default == "taiwan" and set(option.choices) == {"taiwan", "hakka"}


# -- §14 details --------------------------------------------------------------------------------
def test_set_positions_are_checked():
    """§14: more copies than the deck holds is a ValueError; short hands and piles are allowed."""
    with pytest.raises(ValueError):
        game([["Jk"] * 6, [], [], []])
    with pytest.raises(ValueError):
        new_game(V, players=5, seed=1)
    g = game([["R-Ch"], [], [], []], pile=[])
    assert g.is_over and g.winner is None


def test_logs_replay_and_round_trip():
    """§14: a set position's log carries hands and pile and replays to the same state."""
    g = game([["W-Hs", "W-Cn", "Y-Ch"], [], [], []], pile=["W-Ch", "G-Ad"])
    g.apply(Claim(["W-Hs", "W-Cn"]))
    log = GameLog.from_json(g.log.to_json())
    assert log.pile == ["W-Ch", "G-Ad"]
    again = replay(log)
    assert again.observation(0) == g.observation(0) and again.phase == "discard"
