"""How to play in the window (issue 17): reached from the title, the new-game screen (with the house
rules as set there) and the menu at the table (for the game being played); scrolled by wheel and keys;
other games chosen at its side; cards named on hover; Esc returns to where it was opened, as it was.
Everything through real pygame events."""
from __future__ import annotations

import pygame
import pytest

from game.ui.rules_screen import RulesScene
from game.ui.screens import NewGameScene, TitleScene
from game.ui.seats import MatchSetup, computer, person
from game.ui.table import TableScene

from .test_table import click, frames, post


def key(app, k):
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    frames(app, 1)


def button(scene, label):
    return next(b for b in scene.buttons if b.label == label)


def test_the_title_opens_how_to_play_and_esc_comes_back(app):
    frames(app, 2)
    assert isinstance(app.scene, TitleScene)
    click(app, button(app.scene, "How to play").rect.center)
    scene = app.scene
    assert isinstance(scene, RulesScene) and scene.ref == "sap-ng-wu"
    frames(app, 1)
    assert scene.page.title == "Sap Ng Wu"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, TitleScene) and app.menu is None


def test_the_page_scrolls_with_the_wheel_and_the_keys_and_stops_at_its_ends(app):
    app.how_to_play("sap-ng-wu")
    scene = app.scene
    frames(app, 1)
    post(pygame.MOUSEMOTION, pos=scene.view.center, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False)
    frames(app, 1)
    assert scene.scroll > 0
    key(app, pygame.K_END)
    bottom = scene.scroll
    assert bottom == scene.current_page().get_height() - scene.view.height > 0
    key(app, pygame.K_PAGEDOWN)
    assert scene.scroll == bottom
    key(app, pygame.K_PAGEUP)
    assert scene.scroll < bottom
    key(app, pygame.K_HOME)
    assert scene.scroll == 0
    key(app, pygame.K_UP)
    assert scene.scroll == 0


def test_another_game_is_chosen_at_the_side(app):
    app.how_to_play("sap-ng-wu")
    scene = app.scene
    frames(app, 1)
    rect = next(r for r, ref in scene.rows if ref == "shi-wu-hu-fishing-dominoes")
    click(app, rect.center)
    frames(app, 1)
    assert scene.ref == "shi-wu-hu-fishing-dominoes" and scene.page.faces == "tile"
    assert scene.scroll == 0
    key(app, pygame.K_LEFT)
    assert scene.ref == "shi-wu-hu-fishing"


def test_the_new_game_screen_opens_the_chosen_game_with_its_house_rules_and_keeps_its_choices(app):
    app.new_game()
    scene = app.scene
    assert isinstance(scene, NewGameScene)
    frames(app, 1)
    i = next(k for k, e in enumerate(scene.entries) if e.ref == "luan-chuo")
    scene._set_variant(i)
    scene._set_option("gods_of_wealth", True)
    frames(app, 1)
    click(app, button(scene, "How to play").rect.center)
    rules = app.scene
    assert isinstance(rules, RulesScene) and rules.ref == "luan-chuo?gods_of_wealth"
    frames(app, 1)
    assert "gods of wealth 财神 | on" in rules.page.text()
    click(app, button(rules, "Back").rect.center)
    assert app.scene is scene and scene.entry.ref == "luan-chuo" and scene.chosen["gods_of_wealth"] is True


def test_the_menu_at_the_table_opens_the_game_being_played_and_the_match_waits(app):
    setup = MatchSetup("shi-wu-hu-fishing", (person("You"), computer("Ming", "easy")), hands=2, seed=3, delay=0.0)
    app.start_match(setup)
    table = app.scene
    frames(app, 2)
    key(app, pygame.K_ESCAPE)
    assert app.menu is not None
    click(app, next(b for b in app.menu.buttons if b.label == "How to play").rect.center)
    rules = app.scene
    assert isinstance(rules, RulesScene) and rules.ref == table.variant.ref
    frames(app, 1)
    assert rules.page.family == "fishing"
    key(app, pygame.K_ESCAPE)
    assert app.scene is table and isinstance(table, TableScene)


def test_hovering_a_card_names_it(app):
    app.how_to_play("sap-ng-wu")
    scene = app.scene
    app.draw(app.now())
    rect, card = scene.hits[0]
    for _ in range(60):          # read down to the first card, as a player would
        on_screen = rect.move(scene.view.left + int(8 * scene.s), scene.view.top - scene.scroll)
        if scene.view.contains(on_screen):
            break
        key(app, pygame.K_DOWN)
    assert scene.view.contains(on_screen)
    post(pygame.MOUSEMOTION, pos=on_screen.center, rel=(1, 1), buttons=(0, 0, 0))
    frames(app, 1)
    assert scene.card_under(on_screen.center)[1] == card


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_page_fits_the_window(size, own_home):
    from game.ui.app import App
    app = App(size, sound=False, anim_scale=0.0, computer_delay=0.0)
    try:
        for ref in ("sap-ng-wu", "ma-hua-hua", "shi-wu-hu-fishing", "sap-tim-pun"):
            app.how_to_play(ref)
            scene = app.scene
            app.draw(app.now())
            w, h = size
            assert scene.view.right <= w and scene.view.bottom < scene.buttons[0].rect.top
            assert scene.current_page().get_width() <= scene.view.width
            for rect, _ in scene.rows:
                assert rect.bottom <= scene.view.bottom, "every game of the side list is in sight"
            app.title()
    finally:
        app.writer.shutdown(wait=True)
        pygame.quit()


# -- the guided first hand --------------------------------------------------------------------

def first_hand_from_the_rules_page(app, variant: str, family: str) -> TableScene:
    """The How to play page of ``variant`` offers its guided first hand; its button opens the lesson's table."""
    app.how_to_play(variant)
    scene = app.scene
    frames(app, 1)
    assert scene.lesson_offered()
    click(app, scene.lesson_button.rect.center)
    table = app.scene
    assert isinstance(table, TableScene) and table.lesson is not None and table.variant.family == family
    return table


def follow_the_tips(app, table, limit=200):
    """Do what the coach says, by keys: Enter plays the cards it picked up, P passes, D declares."""
    from .test_table import settle
    for _ in range(limit):
        settle(app, table, until=lambda: table.game.is_over or table.waiting_for_person())
        if table.game.is_over:
            return
        frames(app, 1)                      # the coach advises at the learner's turn
        name = type(table.lesson._tip_action).__name__
        key(app, {"Pass": pygame.K_p, "Declare": pygame.K_d}.get(name, pygame.K_RETURN))
    raise AssertionError("the lesson did not end")


def test_the_first_hand_from_the_title_coaches_to_every_goal_and_is_not_kept(app):
    frames(app, 2)
    click(app, button(app.scene, "First hand").rect.center)
    table = app.scene
    assert isinstance(table, TableScene) and table.lesson is not None
    assert table.variant.id == "sap-ng-wu" and [s.level for s in table.setup.seats[1:]] == ["easy", "easy"]
    follow_the_tips(app, table)
    assert table.lesson.progress.done, table.lesson.progress.open
    assert table.game.chips[0] > 0
    assert app.saves.list()[0] == [], "a lesson leaves no save behind"
    assert app.book.players() == [], "nor a score"


def test_the_rules_page_offers_the_fishing_first_hand(app):
    table = first_hand_from_the_rules_page(app, "shi-wu-hu-fishing-dominoes", "fishing")
    from .test_table import settle
    for _ in range(100):
        settle(app, table, until=lambda: table.game.is_over or table.waiting_for_person())
        if table.game.is_over:
            break
        frames(app, 1)
        assert table.lesson.words
        table.apply(table.lesson._tip_action)      # the drag itself is the fishing table's own tests' work
    assert table.lesson.progress.done


def test_the_rules_page_offers_the_sap_tim_pun_first_hand(app):
    """Issue 17: the How to play page of Sap Tim Pun opens its guided first hand; pressing the keys the tips
    name (Enter stakes, D draws, S stands) reaches every goal."""
    table = first_hand_from_the_rules_page(app, "sap-tim-pun", "banker")
    from .test_table import settle
    for _ in range(100):
        settle(app, table, until=lambda: table.game.is_over or table.waiting_for_person())
        if table.game.is_over or table.lesson.progress.done:
            break
        frames(app, 1)
        assert table.lesson.words
        name = type(table.lesson._tip_action).__name__
        key(app, {"Draw": pygame.K_d, "Stand": pygame.K_s}.get(name, pygame.K_RETURN))
    assert table.lesson.progress.done, table.lesson.progress.open
    assert app.saves.list()[0] == [], "a lesson leaves no save behind"


def test_the_titles_first_hand_is_the_lesson_of_the_game_last_set_up(app):
    """issue 17: every family's first hand can be played again from the title: the title's First hand
    follows the game last chosen on New game, as its How to play does (a newcomer gets Sap Ng Wu's)."""
    app.remember(last_variant="sap-tim-pun")
    frames(app, 2)
    click(app, button(app.scene, "First hand").rect.center)
    table = app.scene
    assert isinstance(table, TableScene) and table.lesson is not None
    assert table.variant.family == "banker" and table.setup.lesson == "banker"
