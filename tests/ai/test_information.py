"""Computer players see what a person in their seat sees, and nothing else (DESIGN.md
"Information sets are honest"; sap-ng-wu.md §10).

The proof has three parts: a player is handed only an observation and the
legal actions, and nothing reachable from them leads to a game or to another
seat's cards; two games that look the same from a seat, with different hidden
hands, get the same decision from a player with the same seed; and a player
keeps no reference to the real game after it has acted.
"""
from __future__ import annotations

import gc
import random

import pytest

from game.ai import LEVELS, make_player
from game.ai.knowledge import Sampler
from game.model.cards import Card
from game.rules import Action, GameLog, Observation, new_game
from game.rules.climbing import ClimbingGame

from tests.ai.helpers import V, kind_of, layout_decision, positions


def reachable(*roots, limit=200_000):
    """Every object reachable from ``roots`` through references (modules, classes and functions are not followed)."""
    seen, stack, out = set(), list(roots), []
    skip = (type, type(gc), type(reachable))
    while stack and len(out) < limit:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, skip):
            continue
        seen.add(id(obj))
        out.append(obj)
        stack.extend(gc.get_referents(obj))
    return out


def deterministic(level: str, seed: int = 5):
    """Hard thinks for a fixed number of deals here, not a fixed time, so its answer can be compared."""
    if level == "hard":
        return make_player("hard", seed=seed, budget=60.0, max_worlds=6)
    return make_player(level, seed=seed)


def twin(g: ClimbingGame, seat: int, seed: int) -> ClimbingGame:
    """The same position seen from ``seat``, with the other hands dealt differently."""
    obs = g.observation(seat)
    other = ClimbingGame.from_observation(V, obs, Sampler(obs).hands(random.Random(seed)))
    assert other.observation(seat) == obs
    assert other.legal_actions() == g.legal_actions()
    return other


def sample_positions():
    kinds = {}
    for g, seat in positions(hands=30, seed=21):
        k = kind_of(g)
        if len(g.legal_actions()) > 1:
            kinds.setdefault(k, []).append((g, seat))
    kinds["decide-layout"] = [(layout_decision(), 0)]
    return [p for k in sorted(kinds) for p in kinds[k][:3]]


POSITIONS = sample_positions()


def test_the_positions_cover_every_kind_of_decision():
    assert {kind_of(g) for g, _ in POSITIONS} == {"layout", "lead", "respond", "decide", "decide-layout"}


def test_nothing_reachable_from_what_a_player_is_given_leads_to_the_game():
    for g, seat in POSITIONS:
        obs, legal = g.observation(seat), g.legal_actions()
        assert isinstance(obs, Observation) and all(isinstance(a, Action) for a in legal)
        found = reachable(obs, legal)
        assert not any(isinstance(o, (ClimbingGame, GameLog)) for o in found)
        assert not any(o is g._hands or o is g.log for o in found)
        # The cards in view are the seat's own hand, the face-up wu, the set-aside cards and the trick.
        assert obs.hand == g.hands[seat]


@pytest.mark.parametrize("level", LEVELS)
def test_same_view_different_hidden_hands_same_decision(level):
    differ = 0
    for i, (g, seat) in enumerate(POSITIONS):
        other = twin(g, seat, seed=i)
        differ += other.hands != g.hands
        a = deterministic(level).act(g.observation(seat), g.legal_actions())
        b = deterministic(level).act(other.observation(seat), other.legal_actions())
        assert a == b, (kind_of(g), a, b)
    assert differ >= len(POSITIONS) - 2  # the twins really hold other cards


@pytest.mark.parametrize("options", [{"tree": 3, "tree_least": 1}, {"blind": "lead+beat+decide"}])
def test_hard_searching_its_own_later_decisions_otherwise_still_sees_only_its_view(options):
    """The measuring options that change how Hard's own later play is played out (``tree``, ``blind``) search
    the same deals of the view, never the hands behind it."""
    for i, (g, seat) in enumerate(POSITIONS):
        other = twin(g, seat, seed=i)
        a = make_player("hard", seed=5, budget=60.0, max_worlds=12, **options).act(g.observation(seat),
                                                                                    g.legal_actions())
        b = make_player("hard", seed=5, budget=60.0, max_worlds=12, **options).act(other.observation(seat),
                                                                                    other.legal_actions())
        assert a == b, (kind_of(g), a, b)


@pytest.mark.parametrize("level", LEVELS)
def test_act_is_given_only_an_observation_and_keeps_no_game(level):
    """Play a hand through a referee that hands each player its observation, then search the players for the game."""
    players = [make_player(level, seed=s, budget=0.01) for s in range(3)]
    calls = []

    class Spy:
        def __init__(self, inner):
            self.inner = inner

        def act(self, *args, **kwargs):
            calls.append((args, kwargs))
            return self.inner.act(*args, **kwargs)

    spies = [Spy(p) for p in players]
    g = new_game(V, players=3, seed=77)
    while not g.is_over:
        s = g.current_player
        g.apply(spies[s].act(g.observation(s), g.legal_actions()))
    assert calls
    for args, kwargs in calls:
        assert not kwargs and len(args) == 2
        assert isinstance(args[0], Observation) and isinstance(args[1], list)
    for p in players:
        found = reachable(p)
        assert not any(o is g or o is g._hands or o is g.log for o in found)


def test_an_observation_shows_no_other_hand():
    """Two deals that agree on seat 0's hand give seat 0 equal observations (nothing else leaks in)."""
    g = new_game(V, players=3, seed=5, dealer=0)
    obs = g.observation(0)
    other = twin(g, 0, seed=1)
    assert other.hands[1:] != g.hands[1:]
    assert other.observation(0) == obs
    assert all(isinstance(c, Card) for c in obs.hand)
