"""The fishing family's computer players behind make_player (docs/rules/fishing.md §7, §8; issue 14)."""
from __future__ import annotations

import pytest

from game.ai import make_player
from game.ai.fishing import EasyFishingPlayer, NormalFishingPlayer
from game.model import counts
from game.model.cards import Card
from game.rules import Capture, Release, load_variant, new_game

CARDS = "shi-wu-hu-fishing"


def position(hands, lake, pile, catches=None, vid=CARDS):
    g = new_game(load_variant(vid), players=len(hands), dealer=0, hands=[h.split() for h in hands],
                 lake=lake.split(), pile=pile.split())
    for seat, cards in (catches or {}).items():       # a catch made earlier, set directly for the test
        g._catches[seat] = counts.pack([Card.parse(c) for c in cards.split()])
    return g


def test_make_player_serves_every_family():
    """One call, every family: the default player acts in a climbing and in a fishing game alike."""
    for level in ("easy", "normal", "hard", "simple", "random"):
        player = make_player(level, seed=1, budget=0.01)
        for vid in ("sap-ng-wu", CARDS):
            g = new_game(load_variant(vid), players=3, seed=5)
            legal = g.legal_actions()
            assert player.act(g.observation(g.current_player), legal) in legal
    assert isinstance(make_player("normal", family="fishing"), NormalFishingPlayer)
    assert isinstance(make_player("easy", family="fishing"), EasyFishingPlayer)
    with pytest.raises(ValueError, match="levels"):
        make_player("grandmaster", family="fishing")


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_players_finish_hands_seeing_only_observations(level):
    """Each seat's player is shown its observation and the legal actions only; hands end, chips sum to 0."""
    v = load_variant(CARDS, {"heaven_pair": "choose", "must_capture": "drawn"})
    for seed in range(3):
        g = new_game(v, players=3, seed=seed)
        bots = [make_player(level, seed=s) for s in range(3)]
        while not g.is_over:
            legal = g.legal_actions()
            action = bots[g.current_player].act(g.observation(g.current_player), legal)
            assert action in legal
            g.apply(action)
        assert sum(g.chips) == 0


def test_easy_takes_a_fish_whenever_there_is_one():
    """Easy: random legal, but a capture whenever one is legal."""
    g = position(["1:3 6:6 2:5", "1:1"], "2:2 5:6", "3:3 3:3")
    for seed in range(20):
        action = make_player("easy", seed=seed, family="fishing").act(g.observation(0), g.legal_actions())
        assert action == Capture("1:3", ["2:2"])


def test_normal_completes_a_group_rather_than_take_small_fish():
    """§7: with 6:6 and 4:5 in its catch, Normal takes 3:6 with 4:5 (sky-nine: all big) over 2:2 with 1:3."""
    g = position(["4:5 1:3", "1:1"], "3:6 2:2", "3:3 3:3", catches={0: "6:6 4:5"})
    player = make_player("normal", seed=0, family="fishing")
    assert player.act(g.observation(0), g.legal_actions()) == Capture("4:5", ["3:6"])
    assert "+100" in player.reason


def test_normal_does_not_release_what_completes_the_next_players_group():
    """§7, §8: with nothing to catch, Normal lets 2:2 go rather than 6:6, which would complete the next
    player's sky-nine (4:5 and 3:6 in their catch, 6:6s unseen)."""
    g = position(["6:6 2:2", "1:1"], "1:4", "3:3 3:3", catches={1: "4:5 3:6 4:5"})
    legal = g.legal_actions()
    assert set(legal) == {Release("6:6"), Release("2:2")}
    for seed in range(10):                      # not a lucky tie-break: every seed
        assert make_player("normal", seed=seed, family="fishing").act(g.observation(0), legal) == Release("2:2")


def test_normal_beats_easy_on_duplicate_deals():
    """Normal against Easy on the same deals with the seats swapped (a fixed sample; docs: the arena's figures)."""
    v = load_variant(CARDS)
    total = 0
    for seed in range(30):
        for normal_seat in (0, 1):
            g = new_game(v, players=2, seed=seed, dealer=0)
            bots = {normal_seat: make_player("normal", seed=seed, family="fishing"),
                    1 - normal_seat: make_player("easy", seed=seed, family="fishing")}
            while not g.is_over:
                s = g.current_player
                g.apply(bots[s].act(g.observation(s), g.legal_actions()))
            total += g.chips[normal_seat]
    assert total > 0
