"""Learning at the table (issue 17, "At the table"): hovering the top play names it and says what would beat
it; the optional count of legal plays on the prompt line (Settings, "Count my plays")."""
from __future__ import annotations

import time

import pygame
import pytest

from game.ui import theme

from .test_table import click, frames, post, settle, table_with_hands


def test_hovering_the_top_play_names_it_and_what_beats_it(app):
    table = table_with_hands(app, [["2:2", "5:5", "1:3"], ["3:3", "1:1"], ["4:6", "1:6"]], dealer=1)
    settle(app, table, until=lambda: table.my_turn())
    seat, combo = table.game.top
    slots = table.trick_slots()
    center, size = slots[-1][0]
    post(pygame.MOUSEMOTION, pos=center, rel=(1, 1), buttons=(0, 0, 0))
    frames(app, 1)
    time.sleep(0.5)
    frames(app, 2)
    hit = table.hovered_card()
    assert hit is not None and hit[0] in combo.cards
    words = table.board.hover_words(hit[0])
    assert words.startswith(f"Ming's {combo.name}: beaten by "), words
    higher = [b.name for b in sorted(combo.beaten_by, key=lambda b: b.rank)[:1]]
    assert higher[0] in words, "the cheapest play that beats it is named first"


def test_the_prompt_counts_the_plays_you_hold_when_asked(app):
    table = table_with_hands(app, [["2:2", "5:5", "1:3", "1:3"], ["3:3"], ["4:6"]])
    assert table.my_turn() and table.game.top is None
    assert "you hold" not in table.board.prompt()
    app.remember(count_plays=True)
    legal = sum(type(a).__name__ == "Play" for a in table.game.legal_actions())
    assert table.board.prompt().endswith(f"you hold {legal} plays to lead with")


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_lesson_tip_leaves_the_learners_plate_uncovered(own_home, size):
    """The tip's band used to lie over the bottom of the learner's plate (its wu and chips)."""
    from game.ui.app import App
    from game.ui.table.shell import TableScene
    application = App(size, sound=False, anim_scale=0.0, computer_delay=0.0)
    try:
        application.how_to_play("sap-ng-wu")
        frames(application, 1)
        click(application, application.scene.lesson_button.rect.center)
        table = application.scene
        assert isinstance(table, TableScene) and table.lesson is not None
        frames(application, 3)
        table.lesson.words = table.lesson.words or "a tip " * 60
        L = table.layout
        plates = tuple(place.plate for place in L.places.values())
        band, lines = table.lesson.tip_band(L.status, theme.scale(size[1]), plates)
        assert lines and band.width > 300
        for plate in plates:
            assert not band.colliderect(plate), (band, plate)
        wide, _lines = table.lesson.tip_band(L.status, theme.scale(size[1]))      # without plates to avoid
        assert wide.colliderect(L.places[table.viewer].plate) or wide.width <= band.width
    finally:
        application.writer.shutdown(wait=True)
        pygame.quit()


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_lesson_tip_leaves_the_learners_won_cards_uncovered_while_it_has_room(own_home, size):
    """The tip's band of two or three lines lay over the foot of the learner's wu pile, beside the plate."""
    from game.model.cards import Card
    from game.ui.app import App
    from game.ui.table.shell import TableScene
    application = App(size, sound=False, anim_scale=0.0, computer_delay=0.0)
    try:
        application.how_to_play("sap-ng-wu")
        frames(application, 1)
        click(application, application.scene.lesson_button.rect.center)
        table = application.scene
        assert isinstance(table, TableScene) and table.lesson is not None
        frames(application, 3)
        table.lesson.words = "a tip long enough to take two lines on its band " * 3
        L = table.layout
        s = theme.scale(size[1])
        plates = tuple(place.plate for place in L.places.values())
        shown = table.board.shown
        for count in (4, 10, 16):
            shown.wu[table.viewer] = [Card.parse("6:6")] * count
            piles = table.board.piles()
            mine = next(p for p in piles if L.places[table.viewer].wu_area.contains(p))
            band, lines = table.lesson.tip_band(L.status, s, plates, piles)
            assert not any(band.colliderect(plate) for plate in plates)
            assert not band.colliderect(mine), (count, band, mine)
            assert band.width >= int(400 * s) and len(lines) <= 4
            covering, _lines = table.lesson.tip_band(L.status, s, plates)      # the piles not asked about
            assert covering.colliderect(mine), "the check above can fail: without it the band covers the pile"
    finally:
        application.writer.shutdown(wait=True)
        pygame.quit()
