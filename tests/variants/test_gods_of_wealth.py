"""Luan Chuo [7] with option ``gods_of_wealth`` (climbing-variants.md "Luan Chuo, Si Chuan, reference [7]":
4 extra cards 财神, laid out like hard cards but no winning cards, each one more multiplier for its holder
if that player wins; 88 cards, 28 each and a talon of 4; seed 000 "Si Chuan game": "Each of these cards
is worth an extra multiplier")."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from game.ai import make_player
from game.ai.knowledge import seen_by, unseen
from game.model.cards import Card
from game.rules import Declare, GameLog, Pass, Play, TakeTalon, load_variant, new_game, replay
from game.rules import events as E

from .helpers import check_random_hands, check_rebuilt, check_rebuilt_in_talon

PLAIN = load_variant("luan-chuo")
V = load_variant("luan-chuo", {"gods_of_wealth": True})
WEALTH = Card.parse("wealth")


def test_off_by_default_and_named_in_the_ref():
    """The option is off unless chosen; the ref carries it, so logs and saves reload the same rules."""
    assert PLAIN.chosen == {"gods_of_wealth": False} and WEALTH not in PLAIN.copies and len(PLAIN.deck) == 84
    assert V.ref == "luan-chuo?gods_of_wealth" and load_variant(V.ref) is V
    assert V.name == "Luan Chuo with gods of wealth" and V.base_name == PLAIN.name == "Luan Chuo"
    assert load_variant("luan-chuo?gods_of_wealth=off") is PLAIN


def test_88_cards_28_each_and_a_talon_of_four():
    assert len(V.deck) == 88 and V.copies[WEALTH] == 4
    for players in (3, 4):
        g = new_game(V, players=players, seed=3)
        active = [s for s in range(players) if s != g.sitter]
        assert [len(g.hands[s]) for s in active] == [28, 28, 28]
        assert g.phase == "talon" and g.talon_size == 4


def test_wealth_is_laid_out_before_play_and_is_no_winning_card():
    g = new_game(V, players=3, dealer=0, hands=[["wealth", "wealth", "2:4", "6:6"], ["wealth", "1:1"], ["5:5"]])
    assert g.phase == "play" and g.wu == [1, 0, 0]
    assert [str(c) for c in g.hands[0]] == ["6:6"] and [str(c) for c in g.hands[1]] == ["1:1"]
    assert g.laid_aside(0) == (WEALTH, WEALTH) and g.laid_aside(1) == (WEALTH,) and g.laid_aside(2) == ()
    laid = [e for e in g.start_events if isinstance(e, E.MultiplierCardsLaidOut)]
    assert [(e.seat, e.multipliers) for e in laid] == [(0, 2), (1, 1)]
    assert g.observation(2).laid_aside == ((WEALTH, WEALTH), (WEALTH,), ())


def test_a_wealth_card_is_never_played():
    assert V.classify(["wealth"]) is None and V.classify(["wealth", "wealth"]) is None
    g = new_game(V, players=3, dealer=0, hands=[["6:6"], ["1:1"], ["5:5"]])
    with pytest.raises(ValueError, match="does not hold"):
        g.apply(Play(["wealth"]))


def test_each_wealth_card_adds_one_multiplier():
    """1 for winning, +1 per triple, +2 per four, +1 per god of wealth."""
    assert V.score(18) == 3 and V.score(18, cards=1) == 6 and V.score(18, triples=1, cards=2) == 12
    assert V.score(15, cards=4) == 0           # below 16 nothing scores, whatever the multipliers


def test_declaring_pays_points_times_multipliers_with_wealth():
    hand = ["5:5"] * 3 + ["3:3"] * 4 + ["2:2"] * 4 + ["2:6"] * 4 + ["3:4"] + ["wealth"] * 2
    g = new_game(V, players=3, dealer=0, hands=[hand, ["1:5", "wealth"], ["1:6"]])
    for cards in (["5:5"] * 3, ["3:3"] * 4, ["2:2"] * 4, ["2:6"] * 4, ["3:4"]):
        g.apply(Play(cards))
    assert g.phase == "decide" and g.wu[0] == 16
    # 1 point × (1 + 1 triple + 2 × 3 fours + 2 gods of wealth) = 10; seat 1's god does nothing for seat 0
    g.apply(Declare())
    assert g.chips == [20, -10, -10]


def test_wealth_in_the_talon_goes_out_with_the_taker():
    for seed in range(200):
        g = new_game(V, players=3, seed=seed)
        talon_wealth = (Counter(V.deck)[WEALTH] - sum(h.count(WEALTH) for h in g.hands))
        if talon_wealth:
            break
    else:
        pytest.fail("no deal put a god of wealth in the talon")
    seat = g.current_player
    before = g.hands[seat].count(WEALTH)
    events = g.apply(TakeTalon())
    laid = [e for e in events if isinstance(e, E.MultiplierCardsLaidOut) and e.seat == seat]
    assert laid and len(laid[0].cards) == before + talon_wealth
    assert WEALTH not in g.hands[seat]


@pytest.mark.parametrize("players", [3, 4])
def test_random_hands_conserve_cards_and_chips(players):
    games = check_random_hands(V, players, hands=40, seed=20 + players)
    assert any(g.winner is not None for g in games)
    assert all(not any(WEALTH in h for h in g.hands) for g in games)


@pytest.mark.parametrize("players", [3, 4])
def test_rebuilt_game_follows_the_real_one(players):
    assert check_rebuilt(V, players, seed=players + 40) > 10


def test_rebuilt_in_the_talon_phase_follows_the_real_one():
    """The gods in a talon nobody sees are rebuilt with it."""
    check_rebuilt_in_talon(V, games=12, seed=9)


def test_replays_from_its_log_through_json():
    rng = random.Random(3)
    g = new_game(V, players=4, seed=12)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    log = GameLog.from_json(g.log.to_json())
    assert log.variant == "luan-chuo?gods_of_wealth"
    r = replay(log, load_variant(log.variant))
    assert r.chips == g.chips and [r.laid_aside(s) for s in range(4)] == [g.laid_aside(s) for s in range(4)]


def test_computer_players_count_the_laid_out_gods_as_seen():
    g = new_game(V, players=3, seed=4)
    g.apply(TakeTalon())
    obs = g.observation(1)
    assert sum(len(a) for a in obs.laid_aside) == 4 - sum(h.count(WEALTH) for h in g.hands) == 4
    assert (unseen(obs) >> (4 * WEALTH.index)) & 15 == 0        # no god of wealth can hide in another hand
    assert seen_by(obs) + unseen(obs) == V.deck_packed


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_computer_players_play_it_to_the_end(level):
    players = [make_player(level, seed=s, budget=0.01) if level == "hard" else make_player(level, seed=s)
               for s in range(3)]
    for seed in range(2):
        g = new_game(V, players=3, seed=seed)
        while not g.is_over:
            seat = g.current_player
            g.apply(players[seat].act(g.observation(seat), g.legal_actions()))
        assert sum(g.chips) == 0


def test_sampled_hands_never_hold_a_god_once_play_has_begun():
    """Every god is laid out before play, so one unseen (in a talon nobody took) is out of play: the
    computer players' guesses at the other hands must not hold it."""
    from game.ai.knowledge import Sampler
    for seed in range(300):
        g = new_game(V, players=3, seed=seed)
        in_talon = 4 - sum(h.count(WEALTH) for h in g.hands)
        if in_talon:
            break
    for _ in range(3):
        g.apply(Pass())                        # the talon, gods and all, stays out of play
    assert g.phase == "play" and WEALTH in g.out_of_play
    sampler = Sampler(g.observation(0), V)
    rng = random.Random(1)
    for _ in range(50):
        hands = sampler.hands(rng)
        assert all(WEALTH not in h for h in hands)
        assert [len(h) for h in hands] == [len(h) for h in g.hands]
