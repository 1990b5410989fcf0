"""The table as a person uses it: clicks, drags, keys — through the real event loop.

Issue "The table": select + drag plays the cards, an illegal drop is refused
with its reason and loses no card, Pass works, the hot-seat curtain hides the
hand, a full seeded hand with computer seats runs to the summary screen.
"""
from __future__ import annotations

import time
from contextlib import contextmanager

import pygame
import pytest

from game.rules import LayOut, Pass, Play
from game.ui.seats import MatchSetup, computer, person
from game.ui.table import TableScene


def post(kind, **fields):
    pygame.event.post(pygame.event.Event(kind, **fields))


def frames(app, n=2):
    for _ in range(n):
        app.step()


def settle(app, table, until=None, seconds=20.0):
    """Run frames until nothing is being presented (and ``until`` holds, if given).

    Each frame sleeps a moment, as the real loop does (clock.tick): a loop that
    never sleeps starves the computers' thinking thread of the interpreter."""
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.step()
        time.sleep(0.001)
        idle = not table.queue and not table.flights.busy and app.now() >= table.busy_until \
            and not table.thinker.thinking
        if idle and (until is None or until()):
            return
    g = table.game
    raise AssertionError(
        "the table did not settle: "
        f"over={g is not None and g.is_over} actor={None if g is None else g.current_player} "
        f"phase={getattr(g, 'phase', None)} overlay={type(table.overlay).__name__} "
        f"queue={len(table.queue)} thinking={table.thinker.thinking} "
        f"last={[] if g is None else [repr(a) for a in g.log.actions[-4:]]}")


def click(app, pos):
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    frames(app, 1)


def drag(app, start, end, steps=8):
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    frames(app, 1)
    for k in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * k // steps, start[1] + (end[1] - start[1]) * k // steps)
        post(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0))
        frames(app, 1)
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    frames(app, 1)


def table_with_hands(app, hands, dealer=0, seats=None):
    """A table whose first hand is a set position (the engine's hands=), for exact situations."""
    from game.rules import new_game
    setup = MatchSetup(seats=seats or (person("You"), computer("Ming"), computer("Lan")),
                       hands=1, seed=1, delay=0.0)
    app.start_match(setup)
    table = app.scene
    table.match.game = new_game(table.variant, players=len(hands), dealer=dealer, hands=hands)
    table.match.logs[-1] = table.match.game.log
    table.new_hand()
    frames(app, 2)
    return table


def index_of(table, card, skip=()):
    return next(i for i, (c, _) in enumerate(table.hand_rects()) if str(c) == card and i not in skip)


def person_turns(app, table, seconds=120.0):
    """Each time the person is asked, until the hand's (or round's) summary shows or ``seconds`` pass:
    yields the game, and the caller answers by mouse or keys; then waits for the summary."""
    end = time.perf_counter() + seconds
    while table.overlay is None and time.perf_counter() < end:
        settle(app, table, until=lambda: table.overlay is not None or table.my_turn(), seconds=60)
        if table.overlay is not None:
            break
        yield table.game
    settle(app, table, until=lambda: table.overlay == "summary", seconds=30)


@contextmanager
def resumed_in_a_new_window(app, family: str):
    """The window closes (its saves written) and a new one resumes the match: yields the new app and its
    table, checked to be a ``family`` table; the new app's table and saves are closed after."""
    app.writer.shutdown(wait=True)
    from game.ui.app import App
    again = App((1280, 800), sound=False, anim_scale=0.0, computer_delay=0.0)
    try:
        again.resume()
        resumed = again.scene
        assert isinstance(resumed, TableScene) and resumed.board.family == family
        yield again, resumed
    finally:
        if hasattr(again.scene, "close"):
            again.scene.close()
        again.writer.shutdown(wait=True)


def statistics_open(app) -> None:
    """The statistics screen opens and draws (with whatever the finished hands recorded)."""
    app.statistics()
    frames(app, 2)
    assert type(app.scene).__name__ == "StatsScene"


def test_select_then_drag_plays_the_cards(app):
    table = table_with_hands(app, [["1:3", "1:3", "1:4", "5:6"], ["2:2"], ["3:3"]])
    assert table.my_turn()
    a, b = index_of(table, "1:3"), index_of(table, "1:3", skip={index_of(table, "1:3")})
    c = index_of(table, "1:4")
    for i in (a, b, c):
        click(app, table.hand_rects()[i][1].center)
        time.sleep(0.4)  # not a double-click
    assert {str(card) for card in table.selected_cards()} == {"1:3", "1:4"} and len(table.selected) == 3
    start = table.hand_rects()[a][1].center
    drag(app, start, table.layout.trick_zone.center)
    g = table.game
    assert sorted(str(c) for c in g.hands[0]) == ["5:6"]
    assert g.log.actions[-1] == Play(["1:3", "1:3", "1:4"])


def test_a_single_card_can_be_dragged_directly(app):
    table = table_with_hands(app, [["5:6", "2:2"], ["1:5"], ["3:3"]])
    i = index_of(table, "2:2")
    drag(app, table.hand_rects()[i][1].center, table.layout.trick_zone.center)
    assert table.game.log.actions[-1] == Play(["2:2"])


def test_an_illegal_drop_is_refused_with_its_reason_and_loses_nothing(app):
    table = table_with_hands(app, [["6:6", "2:3", "5:6"], ["1:5"], ["3:3"]])
    before = table.game.hands[0]
    for card in ("6:6", "2:3"):
        click(app, table.hand_rects()[index_of(table, card)][1].center)
        time.sleep(0.4)
    drag(app, table.hand_rects()[index_of(table, "6:6")][1].center, table.layout.trick_zone.center)
    assert table.game.hands[0] == before
    assert table.message_error and "is not a combination" in table.message
    settle(app, table)
    assert len(table.hand_rects()) == 3


def test_a_play_that_does_not_beat_is_refused_with_the_rule(app):
    """Ming leads 5:6, Lan beats with 3:3; my 2:2 is lower in the civil suit and is refused (§3.1)."""
    table = table_with_hands(app, [["5:5", "2:2"], ["5:6"], ["3:3", "1:6"]], dealer=1)
    settle(app, table, until=table.my_turn)
    assert [str(c) for c in table.game.top[1].cards] == ["3:3"]
    drag(app, table.hand_rects()[index_of(table, "2:2")][1].center, table.layout.trick_zone.center)
    assert table.message_error and "2:2 ranks below 3:3 in the civil suit" in table.message
    assert len(table.game.hands[0]) == 2
    settle(app, table)
    drag(app, table.hand_rects()[index_of(table, "5:5")][1].center, table.layout.trick_zone.center)
    assert table.game.log.actions[-1] == Play(["5:5"])


def test_double_click_plays_a_single(app):
    table = table_with_hands(app, [["5:6", "2:2"], ["1:5"], ["3:3"]])
    pos = table.hand_rects()[index_of(table, "5:6")][1].center
    click(app, pos)
    click(app, pos)
    assert table.game.log.actions[-1] == Play(["5:6"])


def test_pass_button_and_p_key(app):
    table = table_with_hands(app, [["1:5", "2:3"], ["6:6", "1:1"], ["4:4", "1:3"]], dealer=1)
    settle(app, table, until=table.my_turn)
    assert table.game.top is not None
    click(app, table.layout.pass_button.center)
    assert table.game.log.actions[-1] == Pass()
    settle(app, table, until=table.my_turn)
    if table.game.top is not None:
        post(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="p", scancode=0)
        frames(app, 1)
        assert table.game.log.actions[-1] == Pass()


def test_keyboard_selects_and_plays(app):
    table = table_with_hands(app, [["5:6", "2:2", "2:2"], ["1:5"], ["3:3"]])
    i = index_of(table, "2:2")
    table.board.focus = 0
    for _ in range(i):
        post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
    post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
    post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    frames(app, 2)
    assert table.game.log.actions[-1] == Play(["2:2", "2:2"])


def test_declare_choice_offers_both_and_declare_ends_the_hand(app):
    # You lead 6:6 x4 (four wu) having 12 laid... use a supreme of 16 instead: all four 2:4 and 1:2
    hands = [["2:4"] * 4 + ["1:2"] * 4 + ["5:6"], ["1:5"], ["3:3"]]
    table = table_with_hands(app, hands)
    assert table.game.phase == "layout"
    labels = [b.label for b in table.buttons]
    assert "Lay out all" in labels and "Keep them" in labels
    click(app, next(b for b in table.buttons if b.label == "Lay out all").rect.center)
    settle(app, table, until=lambda: table.game.phase == "decide")
    frames(app, 2)
    labels = [b.label for b in table.buttons]
    assert labels == ["Undo", "Hint", "Declare 食湖", "Continue"]
    click(app, next(b for b in table.buttons if b.label == "Declare 食湖").rect.center)
    settle(app, table, until=lambda: table.overlay == "summary")
    assert table.game.winner == 0 and table.game.chips[0] == 2


def test_a_seat_that_went_on_and_then_declared_no_longer_says_it_is_continuing(app):
    """§8: once the hand is over, a plate says no more that its seat is continuing (it showed 'continuing,
    needs 18' beside the summary of the very declaration)."""
    hands = [["2:4"] * 4 + ["1:2"] * 4 + ["6:6", "6:6", "5:6"], ["1:5", "1:6"], ["3:3", "2:2"]]
    table = table_with_hands(app, hands)
    click(app, next(b for b in table.buttons if b.label == "Lay out all").rect.center)
    settle(app, table, until=lambda: table.game.phase == "decide")
    frames(app, 2)
    click(app, next(b for b in table.buttons if b.label == "Continue").rect.center)
    settle(app, table, until=lambda: table.my_turn() and table.game.phase == "play")
    assert table.board.seat_state(0) == "continuing, needs 18"
    first = index_of(table, "6:6")
    click(app, table.hand_rects()[first][1].center)
    click(app, table.hand_rects()[index_of(table, "6:6", skip=(first,))][1].center)
    click(app, next(b for b in table.buttons if b.label == "Play").rect.center)
    settle(app, table, until=lambda: table.game.phase == "decide" and table.my_turn())
    frames(app, 2)
    click(app, next(b for b in table.buttons if b.label == "Declare 食湖").rect.center)
    settle(app, table, until=lambda: table.overlay == "summary")
    assert table.game.winner == 0
    assert [table.board.seat_state(i) for i in range(3)] == [None, None, None]


def test_hot_seat_curtain_hides_the_hand_between_people(app):
    seats = (person("Ann"), person("Mei"), computer("Lan"))
    table = table_with_hands(app, [["5:6", "2:2"], ["1:5", "1:6"], ["3:3"]], seats=seats)
    assert table.curtain_up()            # nobody's hand shows until Ann says she is ready
    frames(app, 1)
    click(app, (640, 400))
    assert not table.curtain_up() and table.viewer == 0
    drag(app, table.hand_rects()[index_of(table, "2:2")][1].center, table.layout.trick_zone.center)
    settle(app, table, until=table.curtain_up)
    assert table.game.current_player == 1 and table.curtain_up()
    # while the curtain is up no hand is drawn: the screen shows only the curtain
    frames(app, 1)
    assert table.hand_rects() and not table.can_touch_hand()
    click(app, (640, 400))
    assert table.viewer == 1 and {str(c) for c, _ in table.hand_rects()} == {"1:5", "1:6"}


def test_a_full_seeded_hand_with_computers_reaches_the_summary(app):
    app.computer_delay = 0.0
    setup = MatchSetup(seats=(computer("Ming"), computer("Lan"), computer("Wei")),
                       hands=1, seed=3, delay=0.0)
    app.start_match(setup)
    table = app.scene
    settle(app, table, until=lambda: table.overlay == "summary", seconds=60)
    assert table.game.is_over and sum(table.game.chips) == 0
    assert [b.label for b in table.buttons] == ["Final standings", "Replay hand"]
    click(app, table.buttons[0].rect.center)
    assert table.overlay == "match"


def test_escape_opens_the_menu_and_resume_closes_it(app):
    app.quick_match()
    frames(app, 2)
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)
    frames(app, 1)
    assert app.menu is not None
    click(app, app.menu.buttons[0].rect.center)
    assert app.menu is None


def test_title_new_game_start(app):
    from game.ui.screens import NewGameScene
    frames(app, 2)
    click(app, app.scene.buttons[0].rect.center)       # New game
    assert isinstance(app.scene, NewGameScene)
    scene = app.scene
    click(app, scene.players_cycler.rect.center)        # 3 -> 4 players
    assert scene.players == 4
    click(app, next(b for b in scene.buttons if b.label == "Start").rect.center)
    assert isinstance(app.scene, TableScene) and app.scene.setup.players == 4


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080), (3840, 2160)])
def test_layout_adapts_to_the_window(size):
    from game.ui.app import App
    app = App(size, sound=False, anim_scale=0.0, computer_delay=0.0)
    try:
        app.quick_match()
        frames(app, 3)
        table = app.scene
        w, h = size
        for card, rect in table.hand_rects():
            assert 0 <= rect.left and rect.right <= w and rect.bottom <= h
        for place in table.layout.places.values():
            assert 0 <= place.plate.left and place.plate.right <= w
        assert not table.layout.trick_zone.colliderect(table.layout.hand_area)
    finally:
        app.scene.close()
        app.writer.shutdown(wait=True)
        pygame.quit()


def test_hovering_a_card_names_it_in_english_and_chinese(app):
    table = table_with_hands(app, [["1:3", "5:6"], ["1:5"], ["3:3"]])
    rect = table.hand_rects()[index_of(table, "1:3")][1]
    post(pygame.MOUSEMOTION, pos=(rect.left + 4, rect.centery), rel=(1, 1), buttons=(0, 0, 0))
    frames(app, 2)
    card, _ = table.hovered_card()
    assert str(card) == "1:3" and table.variant.card_name(card).zh == "鵝"


def test_the_menu_switches_faces_to_tiles_and_the_table_redraws(app):
    app.quick_match()
    frames(app, 2)
    before = app.scene.layout.hand_card
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)
    frames(app, 1)
    click(app, next(b for b in app.menu.buttons if b.label == "Faces: cards").rect.center)
    assert app.face_style.kind == "tile"
    frames(app, 2)
    assert app.scene.layout.hand_card != before   # tiles are wider: the table laid itself out again


def _practice_at_my_turn(app):
    """A quick match (one person against computers) at the person's first turn, and its Hint button.
    Auto-pass is off: on a random deal where nothing beats the first play it passed for the person
    (0.6 s) before the click, and the hint tests failed on those seeds (0 and 10, say)."""
    app.remember(thinking_budget=0.05, auto_pass=False)
    app.quick_match()
    table = app.scene
    settle(app, table, until=table.my_turn, seconds=60)
    frames(app, 1)
    return table, next(b for b in table.buttons if b.label == "Hint")


def _hint_said(app, table, hint) -> str:
    """Click Hint and run the loop until the hint is on screen (at most 20 s): what the table says."""
    table.message = ""
    click(app, hint.rect.center)
    end = time.perf_counter() + 20
    while not table.message.startswith("Hint:") and time.perf_counter() < end:
        frames(app, 1)
        time.sleep(0.002)   # as the real loop sleeps: the hint is thought out on another thread
    return table.message


def test_hint_asks_the_hard_player_and_selects_its_cards(app):
    """Practice (one person against computers): Hint shows the Hard player's choice with a reason."""
    table, hint = _practice_at_my_turn(app)
    assert hint.enabled
    assert _hint_said(app, table, hint).startswith("Hint:")
    legal = table.game.legal_actions()
    if table.selected:
        cards = table.selected_cards()
        action = LayOut(cards) if table.game.phase == "layout" else Play(cards)
        assert action in legal


def test_hint_asked_twice_at_one_moment_names_the_same_play_without_searching_again(app):
    """A new search draws new deals, and at a near tie it could name the other play: pressing Hint again
    when nothing has changed must not make the hint change its mind."""
    table, hint = _practice_at_my_turn(app)
    first = _hint_said(app, table, hint)
    searched = []
    table.thinker._hinter.act = lambda obs, legal: searched.append(obs)    # a second search would show here
    assert first.startswith("Hint:") and _hint_said(app, table, hint) == first
    assert searched == []


def test_no_tooltip_from_the_last_person_after_the_curtain(app):
    """Issue 13, item 11: Ann's pointer rested on a card; Mei clicks the curtain away elsewhere and
    sees no tooltip where Ann's pointer was."""
    seats = (person("Ann"), person("Mei"), computer("Lan"))
    table = table_with_hands(app, [["5:6", "2:2"], ["1:5", "1:6"], ["3:3"]], seats=seats)
    frames(app, 1)
    click(app, (640, 400))
    rect = table.hand_rects()[index_of(table, "5:6")][1]
    spot = (rect.left + 3, rect.centery)
    post(pygame.MOUSEMOTION, pos=spot, rel=(1, 1), buttons=(0, 0, 0))
    frames(app, 1)
    assert str(table.hovered_card()[0]) == "5:6"
    table.pass_turn() if table.game.top is not None else table.play_cards([index_of(table, "5:6")])
    settle(app, table, until=table.curtain_up)
    post(pygame.MOUSEMOTION, pos=(30, 300), rel=(1, 1), buttons=(0, 0, 0))
    frames(app, 1)
    click(app, (30, 300))                    # Mei's pointer is far from the cards
    assert table.viewer == 1
    time.sleep(0.5)
    frames(app, 2)
    assert table.card_at(spot) is not None    # one of Mei's cards lies where Ann's pointer was
    assert table.hovered_card() is None
