"""The banker family's computer players behind make_player (docs/rules/sap-tim-pun.md §6, §8, §9, §11; issue 16)."""
from __future__ import annotations

import random
import re

import pytest

from game.ai import make_player
from game.ai.banker import EasyBankerPlayer, HardBankerPlayer, NormalBankerPlayer, odds
from game.rules import Bet, Draw, SetLimit, Stand, load_variant, new_game
from tests.rules.banker.helpers import padded, round_at

VID = "sap-tim-pun"
LEVELS = ("easy", "normal", "hard")


def test_make_player_serves_the_banker_family():
    """One call, every family: the default player acts in a banker round too; family="banker" gives its own."""
    v = load_variant(VID)
    for level in LEVELS + ("simple", "random"):
        player = make_player(level, seed=1, budget=0.01)
        g = new_game(v, players=4, seed=5)
        legal = g.legal_actions()
        assert player.act(g.observation(g.current_player), legal) in legal
    assert isinstance(make_player("easy", family="banker"), EasyBankerPlayer)
    assert isinstance(make_player("normal", family="banker"), NormalBankerPlayer)
    assert isinstance(make_player("hard", family="banker"), HardBankerPlayer)
    with pytest.raises(ValueError, match="levels"):
        make_player("grandmaster", family="banker")


@pytest.mark.parametrize("level", LEVELS)
def test_players_finish_rounds_seeing_only_observations(level):
    """Each seat is shown its observation and the legal actions only; rounds end, chips sum to 0, and every
    decision has a one-line reason."""
    v = load_variant(VID)
    for seed in range(2):
        g = new_game(v, players=(3, 4)[seed], seed=seed)
        bots = [make_player(level, seed=s, family="banker") for s in range(g.players)]
        while not g.is_over:
            s = g.current_player
            legal = g.legal_actions()
            action = bots[s].act(g.observation(s), legal)
            assert action in legal and bots[s].reason and "\n" not in bots[s].reason
            g.apply(action)
        assert sum(g.chips) == 0


@pytest.mark.parametrize("level", LEVELS)
def test_hidden_tiles_change_no_decision(level):
    """Honesty (§11): the same observation with other concealed tiles and another wall order gives the same action
    and the same reason."""
    v = load_variant(VID)
    rng = random.Random(level)
    checked = 0
    for seed in range(6):
        g = new_game(v, players=4, seed=seed)
        while not g.is_over:
            s = g.current_player
            other = g.copy()
            hidden = [(p, i) for p in range(4) if p != s and not other._bust[p] for i in range(1, len(other._tiles[p]))]
            if hidden and other._wall:
                p, i = rng.choice(hidden)
                w = rng.randrange(len(other._wall))
                other._tiles[p][i], other._wall[w] = other._wall[w], other._tiles[p][i]
            rng.shuffle(other._wall)
            assert other.observation(s) == g.observation(s)
            one, twin = (make_player(level, seed=seed, family="banker") for _ in range(2))
            legal = g.legal_actions()
            a = one.act(g.observation(s), legal)
            b = twin.act(other.observation(s), legal)
            assert (a, one.reason) == (b, twin.reason)
            checked += 1
            g.apply(a)
    assert checked > 100


def test_easy_draws_below_eight():
    """Easy's house rule: draw below 8, stand from 8 (§6 still forces a draw below 6)."""
    easy = make_player("easy", seed=1, family="banker")
    g, _ = round_at("7d 5b 5c 5d N", bets=[1, 1, 1])
    assert easy.act(g.observation(1), g.legal_actions()) == Draw()
    g.apply(Draw())                                 # 7½
    assert easy.act(g.observation(1), g.legal_actions()) == Draw()
    g, _ = round_at("8d 5b 5c 5d", bets=[1, 1, 1])
    assert easy.act(g.observation(1), g.legal_actions()) == Stand()
    assert "draw below 8" in easy.reason


def test_the_hint_counts_the_tiles_that_bust():
    """The reason names how many of the unseen tiles would bust a draw (issue 16: "a draw busts 9 times in 31")."""
    g, _ = round_at("9d 5b 5c 5d", bets=[1, 1, 1])
    obs = g.observation(1)
    pool = odds.unseen_pool(obs.seen)
    busting = sum(pool[c] for c in odds.CLASSES if 18 + c > 21)       # any suit tile of 2 or more busts 9
    assert busting == 3 * 8 * 4 - 3 - 1   # 2-9 of three suits, less the 5b 5c 5d shown and the 9d in hand
    for level in LEVELS:
        player = make_player(level, seed=1, family="banker")
        player.act(obs, g.legal_actions())
        found = re.search(r"a draw busts (\d+) times in (\d+)", player.reason)
        assert found and (int(found[1]), int(found[2])) == (busting, 144 - 4), player.reason


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_ten_stands_and_five_and_a_half_draws(level):
    """Anyone sensible stands on 10 (only a ½ tile helps, most tiles bust) and draws on a low hand."""
    player = make_player(level, seed=1, family="banker")
    g, _ = round_at("9d 5b 5c 8c 1b", bets=[1, 1, 1])
    g.apply(Draw())                                 # 9 + 1 = 10
    assert player.act(g.observation(1), g.legal_actions()) == Stand()
    g, _ = round_at("6d 5b 5c 9c", bets=[1, 1, 1])
    assert player.act(g.observation(1), g.legal_actions()) == Draw()   # 6 against a banker showing 9


def test_hard_banker_draws_to_beat_what_it_sees():
    """§8: a Hard banker on 6 against a player who stood on a shown 9 (one tile) draws: standing loses for sure."""
    g, _ = round_at("9d 6c", players=2, bets=[5])
    g.apply(Stand())
    hard = make_player("hard", seed=1, family="banker")
    assert g.current_player == 0 and hard.act(g.observation(0), g.legal_actions()) == Draw()
    g2, _ = round_at("7d 9c", players=2, bets=[5])
    g2.apply(Stand())                               # the player stood on 7; the banker holds 9
    assert hard.act(g2.observation(0), g2.legal_actions()) == Stand()


def test_bets_and_limits_are_legal_and_by_expectation():
    """Bets within the limit (§3); Hard bets 1 on a fresh wall (a player's expectation there is negative) and,
    as banker, declares the largest limit."""
    v = load_variant(VID)
    g = new_game(v, players=4, seed=3)
    hard = make_player("hard", seed=1, family="banker")
    assert hard.act(g.observation(g.banker), g.legal_actions()) == SetLimit(10)
    g.apply(SetLimit(10))
    assert hard.act(g.observation(g.current_player), g.legal_actions()) == Bet(1)
    assert HardBankerPlayer(1).edge(g.observation(g.current_player), v) < 0


def test_the_odds_draw_without_replacement():
    """odds.banker_finals: a pool of one 9 and one ½; a banker on 6 drawing below 10½ busts whichever comes first
    (after the ½ only the 9 is left); one standing from 6½ busts only on the 9."""
    pool = [0] * 19
    pool[18] = pool[1] = 1
    assert odds.banker_finals(12, 1, pool, lambda v, n: v < 21, 21, 3) == {odds.BUST: 1.0}
    assert odds.banker_finals(12, 1, pool, lambda v, n: v < 13, 21, 3) == {odds.BUST: 0.5, 13: 0.5}
    assert pool[18] == pool[1] == 1                  # the pool is left as it was


def test_the_player_values_are_the_settlement_averaged():
    """odds.player_values: on 10 with only ½ tiles unseen, a draw makes 10½ for sure (paid double unless the banker
    holds 10½); standing on 10 against a banker sure to end on 9 wins 1."""
    pool = [0] * 19
    pool[1] = 5
    finals = {18: 1.0}
    stand, draw = odds.player_values(20, 2, pool, lambda left, n: finals, 21, 12, 3)
    assert (stand, draw) == (1.0, 2.0)
    stand, draw = odds.player_values(20, 2, pool, lambda left, n: {21: 0.5, odds.BUST: 0.5}, 21, 12, 3)
    assert (stand, draw) == (0.0, 0.5)     # 10 loses to 10½ and wins on a bust; 10½ loses to 10½, +2 on a bust


def test_reading_a_hand_that_stood_on_two_tiles():
    """§6, §11: a hand that stood on two tiles was worth at least 6 (below it must draw) and is not bust."""
    pool = odds.full_pool()
    dist = odds.reading(2, 2, True, pool, 21, 12)     # a face-up 1 and one concealed tile
    assert min(dist) >= 12 and max(dist) <= 21 and abs(sum(dist.values()) - 1) < 1e-9
    assert set(dist) == {12, 14, 16, 18, 20}         # 1 + 5 .. 9
