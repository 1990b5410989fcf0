"""Luan Chuo 乱戳 as reference [7] plays it (climbing-variants.md "Luan Chuo, Si Chuan, reference [7]"
and "Common to all of them"; seed 000 "Si Chuan game"). Option gods_of_wealth: test_gods_of_wealth.py."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from game.rules import (Continue, Declare, GameLog, Pass, Play, Redeal, TakeTalon, load_variant, new_game,
                        replay)
from game.rules import events as E

from .helpers import check_random_hands, check_rebuilt_in_talon

V = load_variant("luan-chuo")


def test_talon_of_three_and_27_cards_each():
    """[7]: three play with 27 cards each and a 3-card talon (four at the table: one sits out)."""
    for players in (3, 4):
        g = new_game(V, players=players, seed=5)
        active = [s for s in range(players) if s != g.sitter]
        assert [len(g.hands[s]) for s in active] == [27, 27, 27]
        assert g.phase == "talon" and g.talon_size == 3 and g.current_player == g.dealer
        assert set(g.legal_actions()) == {TakeTalon(), Pass()}
        assert g.observation(active[1]).talon == 3


def test_talon_offered_in_turn_and_the_first_taker_gets_it():
    """[7] Decision: dealer first, then the next active players; 30 cards, no discard."""
    g = new_game(V, players=4, seed=7)
    order = g.seats_from_dealer()
    assert g.sitter not in order and order[0] == g.dealer
    g.apply(Pass())
    assert g.phase == "talon" and g.current_player == order[1]
    before = Counter(map(str, g.hands[order[1]]))
    events = g.apply(TakeTalon())
    assert any(isinstance(e, E.TalonTaken) and e.seat == order[1] and e.size == 3 for e in events)
    assert g.talon_size == 0 and g.phase == "play" and g.current_player == g.dealer
    # the taker's 30 cards: hard cards among them went out with the rest
    assert len(g.hands[order[1]]) + g.wu[order[1]] == 30
    assert sum((Counter(map(str, g.hands[order[1]])) - before).values()) <= 3


def test_talon_left_out_when_everybody_passes():
    g = new_game(V, players=3, seed=8)
    for _ in range(3):
        assert g.phase == "talon"
        events = g.apply(Pass())
    assert any(isinstance(e, E.TalonLeftOut) for e in events)
    assert len(g.out_of_play) == 3 and g.phase == "play"


def test_talon_actions_out_of_phase_are_refused():
    g = new_game(V, players=3, seed=8)
    with pytest.raises(ValueError, match="talon"):
        g.apply(Redeal())
    g.apply(Pass()); g.apply(Pass()); g.apply(Pass())
    with pytest.raises(ValueError, match="talon"):
        g.apply(TakeTalon())


def test_no_talon_in_a_set_position():
    g = new_game(V, players=3, dealer=0, hands=[["5:5"], ["1:1"], ["3:3"]])
    assert g.phase == "play" and g.talon_size == 0


def test_every_hard_card_is_laid_out_alone():
    """[7]: every 2:4 and 1:2 goes face up before play, no combination needed, each one winning card."""
    g = new_game(V, players=3, dealer=0, hands=[["2:4", "6:6"], ["1:2", "1:2", "5:5"], ["1:1"]])
    assert g.wu == [1, 2, 0] and [str(c) for c in g.hands[0]] == ["6:6"]
    assert [type(e).__name__ for e in g.start_events] == ["HardCardsLaidOut", "HardCardsLaidOut"]


@pytest.mark.parametrize("cards,points", [(15, 0), (16, 1), (20, 5), (28, 13)])
def test_points_are_winning_cards_beyond_15(cards, points):
    """[7]: 16 or more to win; points = cards − 15."""
    assert V.score(cards) == points


def test_multipliers_add_one_per_triple_and_two_per_four():
    """[7]: 1 for winning, +1 per triple, +2 per four of identical cards won in one play."""
    assert V.score(18) == 3 and V.score(18, triples=1) == 6 and V.score(18, fours=1) == 9
    assert V.score(18, triples=2, fours=1) == 15


def test_declaring_pays_points_times_multipliers():
    hand = ["5:5"] * 3 + ["3:3"] * 4 + ["2:2"] * 4 + ["2:6"] * 4 + ["3:4"]
    g = new_game(V, players=3, dealer=0, hands=[hand, ["1:5"], ["1:6"]])
    for cards in (["5:5"] * 3, ["3:3"] * 4, ["2:2"] * 4, ["2:6"] * 4):
        g.apply(Play(cards))
        assert g.phase == "play" and g.current_player == 0            # the others hold dead cards only
    assert g.wu[0] == 15
    g.apply(Play(["3:4"]))
    assert g.phase == "decide" and g.wu[0] == 16
    # 1 point × (1 + 1 triple + 2 × 3 fours) = 8
    g.apply(Declare())
    assert g.chips == [16, -8, -8]


def test_yellow_cards_when_nobody_reaches_16():
    g = new_game(V, players=3, dealer=0, hands=[["5:5", "6:6"], ["1:1"], ["3:3"]])
    while not g.is_over:
        g.apply(g.legal_actions()[0])
    assert g.winner is None and g.chips == [0, 0, 0]


@pytest.mark.parametrize("players", [3, 4])
def test_random_hands_conserve_cards_and_chips(players):
    games = check_random_hands(V, players, hands=40, seed=10 + players)
    assert any(g.winner is not None for g in games)


def test_rebuilt_in_the_talon_phase_follows_the_real_one():
    """A game rebuilt from an observation in phase talon plays on like the real one (the talon is
    the cards nobody sees)."""
    check_rebuilt_in_talon(V, games=20, seed=4)


def test_replays_from_its_log():
    rng = random.Random(2)
    g = new_game(V, players=4, seed=33)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    r = replay(GameLog.from_json(g.log.to_json()), V)
    assert r.chips == g.chips and r.hands == g.hands and r.sitter == g.sitter


@pytest.mark.parametrize("players", [3, 4])
def test_rebuilt_game_follows_the_real_one(players):
    from .helpers import check_rebuilt
    assert check_rebuilt(V, players, seed=players) > 10


def test_plays_are_named_with_the_variants_own_card_names():
    """[7] calls 1:3 和 Harmony, not Goose: the file's `names:` name its plays too."""
    assert V.classify(["1:3"]).name == "Harmony 1:3"
    assert V.classify(["1:3", "1:4"]).name.startswith("Harmony-five")
