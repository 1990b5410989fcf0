"""Replay a fishing hand from its summary, through real pygame events (docs/rules/fishing.md).

Computers play a whole hand; "Replay hand" opens the fishing replay at the
deal with every hand open; Right / "Step ›" / Space walk it to the end, where
the lake and the catches drawn are the game's own end state; Back returns to
the summary.
"""
from __future__ import annotations

import pygame
import pytest

from game.ui.fishing_replay import FishingReplayScene
from game.ui.seats import MatchSetup, computer
from tests.ui.test_table import click, frames, post, settle

DECKS = ("shi-wu-hu-fishing", "shi-wu-hu-fishing-dominoes")


def key(app, k) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    frames(app, 1)


@pytest.mark.parametrize("variant,players", ((DECKS[0], 3), (DECKS[1], 2)))
def test_a_fishing_hand_replays_from_the_deal_to_the_end_state(app, variant, players):
    seats = tuple(computer(n) for n in ("Ming", "Lan", "Wei")[:players])
    app.start_match(MatchSetup(variant, seats, hands=2, seed=7, delay=0.0))
    table = app.scene
    settle(app, table, until=lambda: table.overlay == "summary", seconds=90)
    frames(app, 1)
    g = table.game
    assert g.is_over
    labels = [b.label for b in table.buttons]
    assert "Replay hand" in labels
    click(app, next(b for b in table.buttons if b.label == "Replay hand").rect.center)
    replay = app.scene
    assert isinstance(replay, FishingReplayScene) and replay.index == 0
    frames(app, 1)
    first = replay.steps[0].game
    assert replay.shown["lake"] == sorted(first.lake) and replay.shown["lake"]          # the deal's lake, open
    assert all(replay.shown["hands"][s] == list(first.hands[s]) for s in first.seats_from_dealer())
    assert replay.step_words().startswith("The deal:")
    assert [b.label for b in replay.buttons] == ["Back", "‹ Back a step", "Step ›", "Next catch »"]
    key(app, pygame.K_RIGHT)                                    # the first play, told in words
    assert replay.index == 1
    words = replay.step_words()
    assert " catches " in words or " releases " in words or "heaven pair" in words, words
    click(app, next(b for b in replay.buttons if b.label == "Step ›").rect.center)
    assert replay.index == 2
    key(app, pygame.K_LEFT)
    assert replay.index == 1
    key(app, pygame.K_SPACE)                                    # Next catch: a step with a capture in it
    caught = [e for e in replay.steps[replay.index].events if type(e).__name__ in ("Captured", "HandOver")]
    assert caught
    if type(caught[0]).__name__ == "Captured":
        e = caught[0]
        assert f"{e.bait} catches " in replay.step_words() and f"(+{e.gained})" in replay.step_words()
    nxt = next(b for b in replay.buttons if b.label == "Step ›")
    for _ in range(len(replay.steps)):
        click(app, nxt.rect.center)
    assert replay.index == len(replay.steps) - 1
    frames(app, 1)
    assert replay.shown["lake"] == sorted(g.lake)                                   # the end state, as played
    for seat in g.seats_from_dealer():
        assert sorted(replay.shown["catches"][seat]) == sorted(g.catches[seat])
    assert "the hand is over" in replay.step_words()
    turned = [e for st in replay.steps for e in st.events if type(e).__name__ == "TurnedUp"]
    assert turned
    for i, st in enumerate(replay.steps):
        if any(type(e).__name__ == "TurnedUp" for e in st.events):
            replay.index = i
            break
    assert f"turns up {turned[0].card}" in replay.step_words()
    click(app, replay.buttons[0].rect.center)                    # Back to the summary
    assert app.scene is table and table.overlay == "summary"
