"""Replay a fishing hand from its summary, through real pygame events (docs/rules/fishing.md).

Computers play a whole hand; "Replay hand" opens the fishing replay at the
deal with every hand open; Right / "Step ›" / Space walk it to the end, where
the lake and the catches drawn are the game's own end state; Back returns to
the summary.
"""
from __future__ import annotations

import pygame
import pytest

from game.ui.fishing_replay import FishingReplayScene, event_words
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


def test_each_step_shows_the_chips_as_they_stand_and_the_end_scores_every_group(app):
    """§7, §8 in the replay: every step before the end says what each seat would win or pay if the hand ended
    there (the settlement on the points so far); the end step says the chips won and paid, writes each group's
    score under its cards as the summary scores it, and each pair's settlement."""
    seats = tuple(computer(n) for n in ("Ming", "Lan", "Wei"))
    app.start_match(MatchSetup(DECKS[0], seats, hands=2, seed=7, delay=0.0))
    table = app.scene
    settle(app, table, until=lambda: table.overlay == "summary", seconds=90)
    click(app, next(b for b in table.buttons if b.label == "Replay hand").rect.center)
    replay = app.scene
    v = table.variant
    moved = False
    for _ in range(len(replay.steps) - 1):
        g = replay.steps[replay.index].game
        frames(app, 1)
        standing = v.settle(g.points, sorted(g.seats_from_dealer())).chips
        for seat in g.seats_from_dealer():
            assert replay.shown["seats"][seat] == [f"{g.points[seat]} points", f"{standing[seat]:+d} if it ended now"]
        moved |= any(standing)
        assert not replay.shown["scores"] and not replay.shown["settlement"]
        key(app, pygame.K_RIGHT)
    assert moved                                   # the chips as they stand did change during the hand
    frames(app, 1)
    g = replay.steps[-1].game
    assert g.is_over and replay.index == len(replay.steps) - 1
    for seat in g.seats_from_dealer():
        assert replay.shown["seats"][seat] == [f"{g.points[seat]} points", f"{g.chips[seat]:+d} chips"]
        score = g.catch_score(seat)
        want = [f"{line.group} {line.points}" for line in score.lines] + [f"bonus {b.group} +{b.points}"
                                                                          for b in score.bonuses]
        words = [w for w, _ in replay.shown["scores"][seat]]
        assert words == want, (words, want)
        rects = [r for _, r in replay.shown["scores"][seat]]
        assert all(a.right <= b.left for a, b in zip(rects, rects[1:]))           # side by side, none over another
        assert all(app.screen.get_rect().contains(r) for r in rects)
    assert len(replay.shown["settlement"]) == len(g.settlement.pairs) == 3
    assert "Lan" in " ".join(replay.shown["settlement"]) or "Ming" in " ".join(replay.shown["settlement"])


def test_a_long_step_line_is_shortened_to_a_small_window(own_home):
    """At 1024×640 a step that catches three 4:6 with the fourth and turns up a card, by a player with a
    40-character Chinese name, says more than the window is wide: the line is drawn smaller or cut with "…",
    never past the window's edges. The seat is named once a line ("… · then turns up 1:2")."""
    from game.rules import load_variant, new_game
    from game.ui import theme
    from game.ui.app import App
    v = load_variant(DECKS[1])
    g = new_game(v, players=3, dealer=0, hands=[["4:6", "1:1"], ["2:2", "3:3"], ["1:3", "5:5"]],
                 lake=["4:6", "4:6", "4:6", "2:6"], pile=["1:2", "2:3", "2:4", "1:4", "3:4", "2:5"])
    assert g.current_player == 0
    while not g.is_over:
        legal = g.legal_actions()
        g.apply(max(legal, key=lambda a: len(getattr(a, "fish", ()))))
    names = ["歐陽" * 20, "Auntie Mei-Ling Chan-Fitzgerald-Kowloon", "Lan"]
    app = App((1024, 640), sound=False, anim_scale=0.0, computer_delay=0.0)
    try:
        app.scene = FishingReplayScene(app, g.log, v, names, lambda: None)
        replay = app.scene
        window = app.screen.get_rect()
        too_long = 0
        for _ in range(len(replay.steps)):
            frames(app, 1)
            words = replay.step_words()
            size = int(20 * replay.s)
            whole = theme.font(size).size(words)                   # where the line would lie if drawn whole
            too_long += whole[0] > window.width - int(48 * replay.s)
            line = getattr(replay, "step_line", None) or pygame.Rect(window.centerx - whole[0] // 2, 0, *whole)
            assert window.contains(line) and line.left >= int(24 * replay.s) - 1, (words, line)
            assert words.count(names[0]) <= 1 and words.count(names[1]) <= 1, words
            key(app, pygame.K_RIGHT)
        assert too_long > 0                        # the test did meet a line longer than the window
        assert replay.steps[1].events and "then turns up" in " ".join(
            event_words(e, names, named=False) or "" for e in replay.steps[1].events)
    finally:
        app.writer.shutdown(wait=True)
        pygame.quit()
