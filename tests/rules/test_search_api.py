"""What the search players use to play their own copies fast: ``step``, packed hands, read-only state.

``step`` is ``apply`` without the check and the log (DESIGN.md "Speed is
strength"); it must give exactly the same states and events as ``apply`` for
every legal action, in every variant and option, or Hard would search a
different game from the one it plays.
"""
from __future__ import annotations

import random

import pytest

from game.bench import with_options
from game.model import counts
from game.model.cards import KIND_COUNT
from game.rules import load_variant, new_game
from game.rules.climbing import ClimbingGame
from game.rules import available_variants

VARIANTS = with_options(available_variants("climbing"))


def state(g: ClimbingGame) -> dict:
    """Everything a game holds but its log (its Combinations are the variant's own, compared as they are)."""
    return {name: getattr(g, name) for name in ClimbingGame.__slots__ if name != "log"}


def test_the_variants_include_the_options():
    assert "luan-chuo?gods_of_wealth" in VARIANTS


@pytest.mark.parametrize("vid", VARIANTS)
def test_step_gives_the_same_states_and_events_as_apply(vid):
    v = load_variant(vid)
    rng = random.Random(vid)
    checked = 0
    for players in v.seat_counts:
        for hand in range(25):
            applied = new_game(v, players=players, seed=hand)
            stepped = applied.copy()
            actions = len(applied.log.actions)
            while not applied.is_over:
                action = rng.choice(applied.legal_actions())
                assert stepped.step(action) == applied.apply(action)
                assert state(stepped) == state(applied)
                checked += 1
            assert len(stepped.log.actions) == actions
            assert stepped.chips == applied.chips and stepped.winner == applied.winner
    assert checked > 500


def test_step_leaves_every_log_alone():
    """A copy for search neither shares nor grows the real game's log."""
    g = new_game(load_variant("sap-ng-wu"), players=3, seed=11)
    g.apply(g.legal_actions()[0])
    before = g.log.to_json()
    copy = g.copy()
    while not copy.is_over:
        copy.step(copy.legal_actions()[-1])
    assert g.log.to_json() == before and copy.log.to_json() == before
    assert copy.log is not g.log and copy.log.actions is not g.log.actions


@pytest.mark.parametrize("vid", VARIANTS)
def test_packed_hands_rebuild_the_same_game_as_cards(vid):
    """A sampler's packed deal needs no unpacking: the game is the one the cards give, log and all."""
    v = load_variant(vid)
    rng = random.Random(vid)
    checked = 0
    for players in v.seat_counts:
        for hand in range(6):
            g = new_game(v, players=players, seed=hand)
            while not g.is_over:
                if g.phase != "redeal" and rng.random() < 0.2:
                    obs = g.observation(rng.choice([s for s in range(players) if s != g.sitter]))
                    from_cards = ClimbingGame.from_observation(v, obs, g.hands)
                    from_ints = ClimbingGame.from_observation(v, obs, g.packed_hands)
                    mixed = ClimbingGame.from_observation(v, obs, [list(g.hands[0])] + list(g.packed_hands[1:]))
                    assert state(from_ints) == state(from_cards) == state(mixed)
                    assert from_ints.log == from_cards.log
                    checked += 1
                g.apply(rng.choice(g.legal_actions()))
    assert checked > 20


@pytest.mark.parametrize("bad", [-1, 8, 0x80, 1 << (4 * KIND_COUNT)])
def test_a_packed_hand_no_deal_can_give_is_refused(bad):
    v = load_variant("sap-ng-wu")
    g = new_game(v, players=3, seed=2)
    hands = list(g.packed_hands)
    hands[1] = bad
    with pytest.raises(ValueError, match="not a packed hand"):
        ClimbingGame.from_observation(v, g.observation(0), hands)


@pytest.mark.parametrize("vid", VARIANTS)
def test_the_packed_state_says_what_the_cards_say(vid):
    """The read-only properties a playout reads agree with the card-level surface, and are copies."""
    v = load_variant(vid)
    rng = random.Random(vid)
    for players in v.seat_counts:
        for hand in range(6):
            g = new_game(v, players=players, seed=hand)
            while True:
                assert g.packed_hands == tuple(counts.pack(h) for h in g.hands)
                assert g.hand_sizes == tuple(len(h) for h in g.hands)
                assert tuple(v.next_tier_wu(t) if t >= 0 else None for t in g.passed_tiers) == tuple(
                    g.needs(s) for s in range(players))
                assert g.in_layout == g.observation(g.current_player).in_layout
                if g.is_over:
                    break
                g.apply(rng.choice(g.legal_actions()))


def test_the_packed_state_cannot_be_changed_through_its_properties():
    g = new_game(load_variant("sap-ng-wu"), players=3, seed=3)
    for name in ("packed_hands", "hand_sizes", "passed_tiers", "in_layout"):
        with pytest.raises(AttributeError):
            setattr(g, name, getattr(g, name))
    assert isinstance(g.packed_hands, tuple) and isinstance(g.hand_sizes, tuple)
    assert isinstance(g.passed_tiers, tuple)


def test_a_game_rebuilt_without_a_log_is_the_same_game():
    """``log=False`` (Hard's rebuilt deals) drops only the log; apply, step and copy still work."""
    v = load_variant("sap-ng-wu")
    rng = random.Random(8)
    g = new_game(v, players=3, seed=8)
    for _ in range(10):
        g.apply(rng.choice(g.legal_actions()))
    obs = g.observation(g.current_player)
    logged = ClimbingGame.from_observation(v, obs, g.packed_hands)
    bare = ClimbingGame.from_observation(v, obs, g.packed_hands, log=False)
    assert bare.log is None and state(bare) == state(logged)
    stepped = bare.copy()
    assert stepped.log is None
    while not logged.is_over:
        action = rng.choice(logged.legal_actions())
        assert bare.apply(action) == stepped.step(action) == logged.apply(action)
        assert state(bare) == state(stepped) == state(logged)
    assert bare.log is None
