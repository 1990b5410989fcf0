"""Hard's searches keep the cyclic collector off the old heap, and give it back after (docs/ai.md "Decisions on time").

A full pass of the collector over the tables, memos and window takes 10-30 ms,
too long for a 0.05 s decision; frozen, the objects alive before the search
are not walked while it runs. Left frozen, they would never be collected, so
every decision must end with nothing frozen, whatever happens in it.
"""
from __future__ import annotations

import gc

import pytest

from game.ai import make_player
from game.ai.search import old_objects_set_aside
from game.rules import load_variant, new_game


def test_the_old_heap_is_frozen_only_while_the_search_runs():
    assert gc.get_freeze_count() == 0
    with old_objects_set_aside():
        assert gc.get_freeze_count() > 0
    assert gc.get_freeze_count() == 0
    with pytest.raises(RuntimeError):
        with old_objects_set_aside():
            raise RuntimeError("a search that fails")
    assert gc.get_freeze_count() == 0


@pytest.mark.parametrize("vid, players", [("sap-ng-wu", 3), ("shi-wu-hu-fishing", 3), ("si-se-pai", 4)])
def test_every_family_s_hard_searches_beside_a_frozen_heap(vid, players):
    """Collections during Hard's decisions see the old heap frozen; between decisions nothing is frozen.

    The only collections of a decision that may see nothing frozen are its first and last ones, made by what
    the player does before its search takes the heap or after it has given it back (asking and answering)."""
    v = load_variant(vid)
    g = new_game(v, players=players, seed=3)
    hard = make_player("hard", seed=1, budget=0.02, family=v.family)
    normal = make_player("normal", seed=2, family=v.family)
    decisions: list[list[bool]] = []   # for each decision of Hard's, whether each collection saw the heap frozen
    deciding = [False]

    def seen(phase: str, info: dict) -> None:
        if phase == "start" and deciding[0]:
            decisions[-1].append(gc.get_freeze_count() > 0)

    gc.callbacks.append(seen)
    thresholds = gc.get_threshold()
    gc.set_threshold(50, 5, 5)   # collections every few dozen objects, however little the search has time to make
    try:
        while not g.is_over and sum(map(len, decisions)) < 20:
            seat = g.current_player
            legal = g.legal_actions()
            if seat == 0:
                decisions.append([])
                deciding[0] = True
                action = hard.act(g.observation(seat), legal)
                deciding[0] = False
                assert gc.get_freeze_count() == 0
            else:
                action = normal.act(g.observation(seat), legal)
            g.apply(action)
    finally:
        gc.set_threshold(*thresholds)
        gc.callbacks.remove(seen)
    assert any(any(d) for d in decisions), "no collection ran with the heap frozen while Hard searched"
    for frozen in decisions:
        start = frozen.index(True) if True in frozen else len(frozen)
        end = len(frozen) - frozen[::-1].index(True) if True in frozen else 0
        assert all(frozen[start:end]), "a collection saw nothing frozen in the middle of a search"
