"""Normal in the games scored by points (Luan Chuo, its dun version, Ma Hua Hua): a declaration is open
at every gain and every card adds points, so with sure winners still in hand it plays them first
(climbing-variants.md "Luan Chuo ... [7]": "a player may declare whenever they gain winning cards")."""
from __future__ import annotations

from game.ai import NormalPlayer
from game.rules import Continue, Declare, Play, load_variant, new_game

V = load_variant("luan-chuo")


def at_sixteen(extra: list[str]):
    hand = ["5:5"] * 3 + ["3:3"] * 4 + ["2:2"] * 4 + ["2:6"] * 4 + ["3:4"] + extra
    g = new_game(V, players=3, dealer=0, hands=[hand, ["1:5"], ["1:6"]])
    for cards in (["5:5"] * 3, ["3:3"] * 4, ["2:2"] * 4, ["2:6"] * 4, ["3:4"]):
        g.apply(Play(cards))
    assert g.phase == "decide" and g.wu[0] == 16
    return g


def test_plays_sure_winners_on_before_declaring():
    g = at_sixteen(["6:6"])                  # nothing can beat 6:6 alone: one more point for sure
    action, why = NormalPlayer(seed=0).choose(g.observation(0), g.legal_actions())
    assert action == Continue() and "sure" in why
    g.apply(action)
    g.apply(Play(["6:6"]))
    assert g.phase == "decide" and g.wu[0] == 17
    action, _ = NormalPlayer(seed=0).choose(g.observation(0), g.legal_actions())
    assert action == Declare()              # nothing left to gain: cash it
    g.apply(action)
    assert g.chips[0] == 2 * 2 * (1 + 1 + 2 * 3)


def test_grow_zero_declares_at_once():
    g = at_sixteen(["6:6"])
    action, _ = NormalPlayer(seed=0, grow=0).choose(g.observation(0), g.legal_actions())
    assert action == Declare()
