"""Issue 13, item 10: every game's summary explains each payment, from the engine's events.

For every climbing variant, hands played out by computers: the payment lines add up, seat by seat, to
what the hand paid, one line per payment event; and each way of being paid reads as what it is —
tiers, declaring, four of a kind, points × multipliers, gods of wealth, the cards running out, seats
sitting out, redeals, a hand thrown in.
"""
from __future__ import annotations

import re

import pytest

from game.ai import make_player
from game.rules import (Continue, Declare, LayOut, Match, Pass, Play, PlayOn, Redeal, ThrowIn, load_variant,
                        new_game)
from game.rules import events as E
from game.store import hand_events
from game.ui.summary_words import PAYMENTS, explain, headline

NAMES = ["You", "Ming", "Lan", "Wei"]
VARIANTS = ["sap-ng-wu", "chang-pai", "wu-han", "luan-chuo", "luan-chuo?gods_of_wealth", "luan-chuo-dun",
            "ma-hua-hua"]


def play_out(game, choose=None):
    """The hand to its end: ``choose(game, legal)`` first, else a simple computer; returns every event."""
    bots = [make_player("simple", seed=s) for s in range(game.players)]
    events = list(game.start_events)
    while not game.is_over:
        legal = game.legal_actions()
        action = choose(game, legal) if choose else None
        if action is None:
            seat = game.current_player
            action = bots[seat].act(game.observation(seat), legal)
        events += game.apply(action)
    return events


@pytest.mark.parametrize("ref", VARIANTS)
def test_the_payment_lines_add_up_to_the_hand_in_every_variant(ref):
    v = load_variant(ref)
    for players in v.seat_counts:
        m = Match.start(v, players, seed=5, length=4)
        while not m.is_over:
            g = m.game
            events = play_out(g)
            assert hand_events(g.log, v) == events, "the summary reads the same events the table was given"
            story = explain(events, g, NAMES)
            assert len(story.payments) == len([e for e in events if isinstance(e, PAYMENTS) and any(e.payments)])
            assert [sum(p.amounts[s] for p in story.payments) for s in range(players)] == g.chips
            if g.sitter is not None:
                assert f"{NAMES[g.sitter]} sat this hand out: pays and receives nothing" in story.notes
            if not story.payments:
                assert story.notes, "a hand with no payments says why"
            m.finish_hand()


def test_sap_ng_wu_tells_the_four_of_a_kind_bonus_apart_from_declaring():
    g = new_game("sap-ng-wu", 3, dealer=0, hands=[["2:4"] * 4 + ["1:2"] * 4 + ["6:6"] * 4 + ["5:6"],
                                                   ["1:5", "1:6"], ["3:3", "2:2"]])
    moves = [LayOut(["2:4"] * 4 + ["1:2"] * 4), Continue(), Play(["6:6"] * 4), Pass(), Pass(), Declare()]
    events = play_out(g, lambda game, legal: moves.pop(0))
    story = explain(events, g, NAMES)
    assert [p.words for p in story.payments] == [
        "Four of a kind (6:6) won by You: 1 chip from each player",
        "You declared 食湖 with 20 wu: tier 18; 2 chips from each player"]
    assert [p.amount_words(NAMES) for p in story.payments] == ["You +2 · Ming −1 · Lan −1",
                                                               "You +4 · Ming −2 · Lan −2"]
    assert headline(events, NAMES, " 食湖") == "You declared 食湖 with 20 wu"


@pytest.mark.parametrize("ref", ["luan-chuo", "luan-chuo?gods_of_wealth", "luan-chuo-dun"])
def test_points_times_multipliers_when_declaring_and_when_the_cards_run_out(ref):
    v = load_variant(ref)
    declared = ran_out = False
    for seed in range(40):
        # declare at once (or never): both ways a Luan Chuo hand is paid
        never = seed % 2 == 1
        g = new_game(v, 3, seed=seed, dealer=0)
        events = play_out(g, lambda game, legal: (Continue() if never else Declare()) if Declare() in legal else None)
        story = explain(events, g, NAMES)
        words = " ".join(p.words for p in story.payments)
        if any(isinstance(e, E.Declared) for e in events):
            declared = True
            assert "declared with" in words and re.search(r"\d+ points? × \d+", words) and "from each player" in words
        if any(isinstance(e, E.Settled) and e.reason == "most" for e in events):
            ran_out = True
            assert words.startswith("The cards ran out: ") and "has the most winning cards" in words
            assert "is paid as if declaring" in words and " × " in words
        if declared and ran_out:
            break
    assert declared and ran_out


def test_gods_of_wealth_are_named_in_the_multipliers():
    v = load_variant("luan-chuo?gods_of_wealth")
    for seed in range(60):
        g = new_game(v, 3, seed=seed, dealer=0)
        events = play_out(g, lambda game, legal: Declare() if Declare() in legal else None)
        if g.winner is not None and g.laid_aside(g.winner):
            words = explain(events, g, NAMES).payments[-1].words
            assert f"财神×{len(g.laid_aside(g.winner))}" in words
            return
    pytest.fail("no seed where the winner held a god of wealth")


def test_a_redeal_is_told():
    v = load_variant("luan-chuo-dun")
    g = new_game(v, 3, seed=43, dealer=0)
    events = play_out(g, lambda game, legal: Redeal() if game.phase == "redeal" and Redeal() in legal else None)
    redeals = [e for e in events if isinstance(e, E.Redealt)]
    assert redeals
    notes = explain(events, g, NAMES).notes
    assert any(n.startswith("Dealt again ") and NAMES[redeals[0].seat] in n for n in notes)


def test_ma_hua_hua_settles_every_score_and_a_throw_in_pays_nothing():
    v = load_variant("ma-hua-hua")
    g = new_game(v, 3, seed=0, dealer=0)
    events = play_out(g)
    story = explain(events, g, NAMES)
    if any(g.chips):
        assert any("every two players settle the difference" in p.words for p in story.payments)
    thrown = new_game(v, 3, seed=1, dealer=0)
    events = play_out(thrown, lambda game, legal: ThrowIn() if ThrowIn() in legal else
                      (Pass() if game.phase == "bid" and Pass() in legal else None))
    assert thrown.thrown_in and not any(thrown.chips)
    story = explain(events, thrown, NAMES)
    assert story.payments == () and any("threw the hand in: nobody pays" in n for n in story.notes)
    assert headline(events, NAMES).endswith("threw the hand in")


def test_a_void_hand_says_nobody_declared():
    v = load_variant("sap-ng-wu")
    for seed in range(40):
        g = new_game(v, 3, seed=seed, dealer=0)
        events = play_out(g, lambda game, legal: Continue() if Continue() in legal else None)
        if not any(g.chips):
            story = explain(events, g, NAMES)
            assert story.notes == ("Nobody declared before the cards ran out: a void hand, no payments",)
            assert headline(events, NAMES) == "A void hand: nobody declared"
            return
    pytest.fail("no void hand found")


def test_ma_hua_hua_hand_events_follow_a_sitter_that_moves_on():
    """The replay of a 4-player Ma Hua Hua hand uses its own sitter (match.sitter: moves_on), not the default."""
    v = load_variant("ma-hua-hua")
    m = Match.start(v, 4, seed=5, length=4)
    moved = False
    for _ in range(4):
        g = m.game
        moved |= g.sitter != v.sitter_seat(4, g.dealer)
        events = play_out(g)
        assert hand_events(g.log, v) == events
        m.finish_hand()
    assert moved, "a hand whose sitter is not the seat opposite the dealer"
