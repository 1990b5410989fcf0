"""Issue 13, items 6, 10, 12 and 14, through the real event loop: the totals while a summary is open,
where the chips came from, the words ('1 card', 'Your pass was taken back') and looking back at the hand.

What is drawn is read by recording the table's own text calls (``theme.text``) over a frame.
"""
from __future__ import annotations

import pygame
import pytest

from game.model.cards import Card
from game.rules import Pass, Play
from game.ui import theme
from game.ui.seats import MatchSetup, computer, person

from .test_table import click, frames, post, settle, table_with_hands

pytestmark = pytest.mark.usefixtures("own_home")


@pytest.fixture
def drawn(monkeypatch):
    """``drawn(app)``: every string a frame drawn after ``n`` more turns of the loop shows with theme.text."""
    def capture(app, n=1):
        seen: list[str] = []
        real = theme.text
        frames(app, n)              # the frames run as usual; then one frame is drawn and read

        def text(surface, words, *args, **kwargs):
            seen.append(words)
            return real(surface, words, *args, **kwargs)
        monkeypatch.setattr(theme, "text", text)
        try:
            app.draw(app.now())     # drawn now: an idle window draws only when something changes
        finally:
            monkeypatch.setattr(theme, "text", real)
        return seen
    return capture


def key(app, k, n=1):
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    frames(app, n)


def press(app, table, label):
    frames(app, 2)
    click(app, next(b for b in table.buttons if b.label == label).rect.center)


# A Sap Ng Wu hand where You lay out a supreme (16 wu), play on, lead four 6:6 (the four-of-a-kind bonus,
# 1 chip from each player, sap-ng-wu.md §7) and declare at 20 wu (tier 18: 2 chips from each, §8).
BONUS_THEN_DECLARE = [["2:4"] * 4 + ["1:2"] * 4 + ["6:6"] * 4 + ["5:6"], ["1:5", "1:6"], ["3:3", "2:2"]]


def play_bonus_then_declare(app):
    table = table_with_hands(app, BONUS_THEN_DECLARE)
    press(app, table, "Lay out all")
    settle(app, table, until=lambda: table.game.phase == "decide")
    press(app, table, "Continue")
    settle(app, table, until=table.my_turn)
    table.board.selected = {i for i, (c, _) in enumerate(table.hand_rects()) if str(c) == "6:6"}
    table.board.forget_hand()
    press(app, table, "Play")
    settle(app, table, until=lambda: table.game.phase == "decide" and table.my_turn())
    press(app, table, "Declare 食湖")
    settle(app, table, until=lambda: table.overlay == "summary")
    return table


def test_the_sap_ng_wu_summary_says_where_each_chip_came_from(app, drawn):
    """Item 10: the bonus and the declaration each have their line and their amounts, adding up to the hand."""
    table = play_bonus_then_declare(app)
    assert table.game.chips == [6, -3, -3]
    words = drawn(app)
    assert "You declared 食湖 with 20 wu" in words
    assert "Four of a kind (6:6) won by You: 1 chip from each player" in words
    assert "You declared 食湖 with 20 wu: tier 18; 2 chips from each player" in words
    assert words.count("You +2 · Ming −1 · Lan −1") == 1 and words.count("You +4 · Ming −2 · Lan −2") == 1
    # the panel holds every line: the buttons sit below the last one
    panel = table.summary_rect()
    assert all(panel.contains(b.rect) for b in table.buttons)


def test_totals_count_the_hand_as_soon_as_its_summary_shows(app, drawn):
    """Item 6: the top bar and the saved-matches row include the hand just finished while its summary is open."""
    table = play_bonus_then_declare(app)
    assert table.match.totals == [0, 0, 0] and table.overlay == "summary"     # not recorded until Next hand
    bar = [w for w in drawn(app) if w.startswith("Match:")]
    assert bar and "You +6" in bar[0] and "Ming -3" in bar[0] and "Lan -3" in bar[0]
    # the saved-matches row: Esc, Title screen, Saved matches, as a person goes there
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)
    frames(app, 1)
    click(app, next(b for b in app.menu.buttons if b.label == "Title screen").rect.center)
    frames(app, 2)
    click(app, next(b for b in app.scene.buttons if b.label == "Saved matches").rect.center)
    frames(app, 2)
    rows = [w for w in drawn(app) if "You +6" in w]
    assert rows and "Ming -3" in rows[0] and "Lan -3" in rows[0]


def test_a_seat_with_one_card_shows_1_card(app, drawn):
    """Item 12: '1 card', never '1 cards' (game/ui/words.count)."""
    table = table_with_hands(app, [["1:3", "5:6"], ["1:5"], ["3:3", "2:2"]])
    words = drawn(app)
    assert any(w.startswith("1 card ·") for w in words) and not any("1 cards" in w for w in words)
    assert any(w.startswith("2 cards ·") for w in words)


def test_undoing_a_pass_says_the_pass_was_taken_back(app):
    """Item 12: the undo names what it took back: 'Your pass', not 'Your last play'."""
    setup = MatchSetup(seats=(person("You"), computer("Ming"), computer("Lan")), hands=1, seed=11, delay=0.0)
    app.start_match(setup)
    table = app.scene
    for _ in range(60):                     # play on (first legal action) until a play is there to pass on
        settle(app, table, until=table.my_turn, seconds=60)
        g = table.game
        if g.phase == "play" and g.top is not None and Pass() in g.legal_actions():
            break
        legal = g.legal_actions()
        table.act_as_person(next((a for a in legal if isinstance(a, Play)), legal[0]))
    key(app, pygame.K_p)                    # the person passes, by the key
    assert table.game.log.actions and Pass() in table.game.log.actions
    settle(app, table, until=lambda: table.my_turn() or table.overlay, seconds=60)
    press(app, table, "Undo")
    assert table.message == "Your pass was taken back."
    settle(app, table, until=table.my_turn)
    play = next((a for a in table.game.legal_actions() if isinstance(a, Play)), None)
    if play is None:                        # nothing beats the top play here: the pass was the point
        return
    table.act_as_person(play)
    settle(app, table, until=lambda: table.my_turn() or table.overlay, seconds=60)
    if not table.overlay:
        press(app, table, "Undo")
        assert table.message == f"Your play ({table.variant.classify(play.cards).name}) was taken back."


# -- looking back: the history panel (item 14) ------------------------------------------------

def test_history_opens_with_l_shows_each_play_in_trick_order_and_closes_with_escape(app, drawn):
    table = table_with_hands(app, [["1:3", "5:6", "2:2"], ["1:5", "1:1"], ["6:6", "3:3"]], dealer=2)
    settle(app, table, until=table.my_turn)
    key(app, pygame.K_p)                       # You pass on Lan's lead
    settle(app, table, until=table.my_turn)
    key(app, pygame.K_l)
    assert table.history.open
    words = drawn(app)
    assert "This hand so far" in words
    story = [w for w in words if w.startswith(("Trick", "Lan", "Ming", "You"))]
    first = story.index("Trick 1")
    assert story[first + 1].startswith("Lan leads") and "You pass" in story[first:]
    assert any(w.startswith("Lan wins the trick") or w.startswith("Ming wins the trick") for w in story)
    # Esc closes the panel and does not open the menu
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)
    frames(app, 1)
    assert not table.history.open and app.menu is None
    assert "This hand so far" not in drawn(app)


def test_history_button_opens_a_click_closes_and_the_click_reaches_nothing_else(app):
    table = table_with_hands(app, [["1:3", "5:6", "2:2"], ["1:5", "1:1"], ["6:6", "3:3"]], dealer=2)
    settle(app, table, until=table.my_turn)
    frames(app, 1)
    click(app, table.history.button.center)
    assert table.history.open
    actions = list(table.game.log.actions)
    click(app, next(b for b in table.buttons if b.label == "Pass").rect.center)   # under the panel's click
    assert not table.history.open and table.game.log.actions == actions


def test_a_long_history_shows_the_latest_trick_and_scrolls_back(app, drawn):
    """Computers play a whole Sap Ng Wu hand; opened at the end of play, the latest trick is in view."""
    setup = MatchSetup(seats=(computer("Ming"), computer("Lan"), computer("Wei")), hands=1, seed=3, delay=0.0)
    app.start_match(setup)
    table = app.scene
    settle(app, table, until=lambda: len(table.shown_story()) > 25, seconds=60)
    key(app, pygame.K_l)
    lines = table.shown_story()
    words = drawn(app)
    # opened, the latest is in view and the first trick is scrolled out of sight
    assert lines[-1].words in words and "Trick 1" not in words and "wheel: earlier plays" in words
    rect = table.history.rect_for(table.layout.size, table.layout.top_bar.bottom, table.layout.s)
    assert rect.bottom < table.layout.hand_area.top and rect.top >= table.layout.top_bar.bottom
    for _ in range(40):                        # the wheel goes back to the first trick
        post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0, which=0, touch=False)
    words = drawn(app)
    assert "Trick 1" in words and "wheel: back to the latest" in words


def test_hot_seat_history_shows_only_public_plays_and_hides_under_the_curtain(app, drawn):
    seats = (person("Ann"), person("Mei"), computer("Lan"))
    table = table_with_hands(app, [["5:6", "2:2", "1:1"], ["1:5", "1:6", "3:3"], ["3:3", "4:4"]], seats=seats)
    click(app, (640, 400))                         # Ann is ready
    table.board.selected = {i for i, (c, _) in enumerate(table.hand_rects()) if str(c) == "2:2"}
    table.board.forget_hand()
    press(app, table, "Play")
    settle(app, table, until=table.curtain_up)
    key(app, pygame.K_l)
    assert not table.history.open                  # nothing opens under the curtain
    click(app, (640, 400))                         # Mei is ready
    key(app, pygame.K_l)
    assert table.history.open
    played = {c for line in table.shown_story() for c in line.cards}
    assert played == {Card.parse("2:2")}           # Ann's play, nobody's hand
    words = drawn(app)
    assert "Ann leads single 2:2" in words or any(w.startswith("Ann leads") for w in words)


@pytest.mark.parametrize("variant", ["sap-ng-wu", "chang-pai", "wu-han", "luan-chuo", "luan-chuo-dun", "ma-hua-hua"])
def test_every_games_summary_draws_each_payment_with_its_amounts(app, drawn, variant):
    """Item 10, in each of the six games: computers play a hand to the summary; every payment it made is drawn
    in words with its amounts, and those amounts add up to the hand's column."""
    from game.ui.summary_words import explain
    setup = MatchSetup(variant=variant, seats=(computer("Ming"), computer("Lan"), computer("Wei")), hands=1, seed=2,
                       delay=0.0)
    app.start_match(setup)
    table = app.scene
    settle(app, table, until=lambda: table.overlay == "summary", seconds=120)
    g = table.game
    story = explain(table.hand_events(), g, table.seat_names())
    words = " ".join(drawn(app))
    for payment in story.payments:
        assert payment.words.split(":")[0] in words and payment.amount_words(table.seat_names()) in words
    for note in story.notes:
        assert note.split(":")[0] in words
    assert [sum(p.amounts[s] for p in story.payments) for s in range(g.players)] == g.chips
    assert story.payments or story.notes


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_history_button_and_panel_fit_the_window(size, monkeypatch):
    """At the smallest window and the usual one, with four long names: the button sits in the top bar clear of
    the match totals, and the open panel lies between the top bar and the hand."""
    from game.ui.app import App
    app = App(size, sound=False, anim_scale=0.0, computer_delay=0.0)
    try:
        seats = (person("Grandmother"), computer("Uncle Ming"), computer("Auntie Lan"), computer("Cousin Wei"))
        app.start_match(MatchSetup(variant="luan-chuo", seats=seats, hands=1, seed=4, delay=0.0))
        table = app.scene
        rects = {}
        real = theme.text

        def text(surface, words, *args, **kwargs):
            rect = real(surface, words, *args, **kwargs)
            rects[words.split(":")[0]] = rect
            return rect
        monkeypatch.setattr(theme, "text", text)
        frames(app, 2)
        monkeypatch.setattr(theme, "text", real)
        button, bar = table.history.button, table.layout.top_bar
        assert bar.contains(button) and not button.colliderect(rects["Match"])
        assert button.left > rects[next(k for k in rects if "Luan Chuo" in k)].right
        table.history.show()
        frames(app, 1)
        panel = table.history.rect_for(table.layout.size, bar.bottom, table.layout.s)
        assert panel.top >= bar.bottom and panel.bottom <= table.layout.hand_area.top - table.layout.lift
        assert pygame.Rect((0, 0), size).contains(panel)
    finally:
        if hasattr(app.scene, "close"):
            app.scene.close()
        app.writer.shutdown(wait=True)
        pygame.quit()
