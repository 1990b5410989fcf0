"""Issue 13, item 1: a person who sits a hand out watches it, plainly, fast, or skips it.

In 4-player Ma Hua Hua and Luan Chuo the seat opposite the dealer sits the hand
out. When that seat is the only person at the table, the table says so, offers
no control that would do nothing (Play, Pass, Hint, Undo), plays at the fastest
pace, and "Skip to the end" plays the computers' hand out at once to the summary.
In hot-seat, the table faces a person who plays, never the one sitting out.
"""
from __future__ import annotations

import time

import pytest

from game.rules import new_game
from game.ui.seats import MatchSetup, computer, person
from tests.ui.test_table import click, frames


def sitting_out_table(app, variant: str, seats, delay: float = 0.7):
    """A 4-player table whose first hand is dealt by seat 2, so seat 0 sits it out."""
    app.start_match(MatchSetup(variant=variant, seats=seats, hands=2, seed=5, delay=delay))
    table = app.scene
    table.match.game = new_game(table.variant, players=4, dealer=2, seed=5)
    table.match.logs[-1] = table.match.game.log
    table.new_hand()
    frames(app, 2)
    assert table.game.sitter == 0
    return table


ALONE = (person("Grandmother Wong-Lau the Third"), computer("Ming"), computer("Lan"), computer("Hoi"))


@pytest.mark.parametrize("variant", ["ma-hua-hua", "luan-chuo"])
def test_the_only_person_sitting_out_sees_it_and_gets_no_idle_controls(app, variant, monkeypatch):
    table = sitting_out_table(app, variant, ALONE)
    drawn: list[str] = []
    from game.ui import theme
    real_in, real_text = theme.text_in, theme.text
    monkeypatch.setattr(theme, "text_in", lambda s, w, *a, **k: drawn.append(w) or real_in(s, w, *a, **k))
    monkeypatch.setattr(theme, "text", lambda s, w, *a, **k: drawn.append(w) or real_text(s, w, *a, **k))
    frames(app, 2)
    assert table.watching()
    labels = [b.label for b in table.buttons]
    assert labels == ["Skip to the end"]           # no Play, Pass, Sort, Hint or Undo that would do nothing
    assert "You sit this hand out" in drawn
    assert not any(w in ("Play", "Pass", "Hint", "Undo") for w in drawn)
    # the fastest pace: the settings' fast animations and waits, whatever the chosen pace
    app.anim_scale = 1.0
    assert table.scaled(1.0) == pytest.approx(0.4)
    assert table.computer_wait() == pytest.approx(0.28)


@pytest.mark.parametrize("variant", ["ma-hua-hua", "luan-chuo"])
def test_skip_to_the_end_plays_the_hand_out_at_once(app, variant):
    """Even Hard computers (a second's thought a move in play) finish the hand in a few seconds."""
    app.anim_scale = 1.0                             # a person's own pace: animations as in play
    app.remember(thinking_budget=1.0)
    hard = (ALONE[0],) + tuple(computer(seat.name, "hard") for seat in ALONE[1:])
    table = sitting_out_table(app, variant, hard, delay=0.7)
    skip = next(b for b in table.buttons if b.label == "Skip to the end")
    start = time.perf_counter()
    click(app, skip.rect.center)
    longest = 0.0
    while table.overlay is None and time.perf_counter() - start < 20:
        t = time.perf_counter()
        app.step()
        longest = max(longest, time.perf_counter() - t)
    took = time.perf_counter() - start
    assert table.overlay == "summary" and table.game.is_over
    assert took < 8.0, f"skipping took {took:.1f} s"
    assert longest < 0.5, f"a frame took {longest:.2f} s: the window stopped answering"
    assert [b.label for b in table.buttons][0] in ("Next hand", "Final standings")
    assert not table.skipping


def test_a_sitting_out_person_in_hot_seat_only_watches(app):
    """Two people: the one sitting out is never the one the table faces; the other plays."""
    seats = (person("Ah Lam"), person("Wai"), computer("Ming"), computer("Lan"))
    table = sitting_out_table(app, "ma-hua-hua", seats)
    assert not table.watching()                     # somebody plays: no skipping past a person's hand
    assert table.viewer == 1
    frames(app, 2)
    assert "Skip to the end" not in [b.label for b in table.buttons]
    assert table.layout.places[0].side != "bottom"  # the watcher's seat is not the one whose hand shows
