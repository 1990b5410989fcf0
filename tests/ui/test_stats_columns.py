"""The statistics table names what each family counts: only climbing games declare (食湖) and gather wu.

A Si Se Pai or Sap Tim Pun record under "Declared" and "Avg wu" would read as
nonsense (0.0 wu for every player), so those columns follow the games shown.
"""
from __future__ import annotations

import pygame
import pytest

from game.store import Seat
from game.ui import theme
from tests.store.test_rummy_scores import play

SEATS = [Seat("You"), Seat("Ming", "computer", "normal"), Seat("Lan", "computer", "normal"),
         Seat("Wei", "computer", "normal")]


@pytest.fixture
def drawn(monkeypatch):
    seen: list[str] = []
    original = theme.text

    def record(surface, words, *args, **kwargs):
        seen.append(words)
        return original(surface, words, *args, **kwargs)
    monkeypatch.setattr(theme, "text", record)
    return seen


def headings(app, variant: str | None, drawn: list[str]) -> list[str]:
    from game.ui.stats_screen import StatsScene
    scene = StatsScene(app)
    if variant is not None:
        scene._set_variant(scene.variants.index(variant))
    drawn.clear()
    scene.draw(app.screen, 0.0)
    return list(drawn)


def test_a_climbing_record_shows_declarations_and_wu(app, drawn):
    assert app.book.record_match("c1", play("sap-ng-wu", 3, 5, None), SEATS[:3]) is None
    shown = headings(app, "sap-ng-wu", drawn)
    assert "Declared" in shown and "Avg wu" in shown
    assert "Hands won" not in shown


def test_a_si_se_pai_record_counts_hands_won_and_no_wu(app, drawn):
    assert app.book.record_match("r1", play("si-se-pai", 4, 21, "rummy", length=3), SEATS) is None
    shown = headings(app, "si-se-pai", drawn)
    assert "Hands won" in shown
    assert "Avg wu" not in shown and "Declared" not in shown
    assert not any(" wu, " in words for words in shown)       # its best hand is chips and a date


def test_all_variants_together_drop_the_wu_column_when_another_family_is_in(app, drawn):
    assert app.book.record_match("c1", play("sap-ng-wu", 3, 5, None), SEATS[:3]) is None
    assert app.book.record_match("r1", play("si-se-pai", 4, 21, "rummy", length=2), SEATS) is None
    shown = headings(app, None, drawn)
    assert "Avg wu" not in shown and "Hands won" in shown
    assert "Avg wu" in headings(app, "sap-ng-wu", drawn)      # one climbing game chosen: its wu again
    pygame.event.clear()
