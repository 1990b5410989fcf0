"""Si Se Pai at the table, through real pygame events (docs/rules/si-se-pai.md; issue 15, "The table").

The person melds by dragging hand cards onto the card on offer (§3, §4), claims
another player's card from the claim bar (§5), discards by dragging a card up
off the hand (§4.3); refusals come back in the engine's words; the end of a hand
lays out the winning hand meld by meld with who paid whom (§7, §8). In a claim
window the table never shows who is being asked (§5): with two people at one
screen both pass behind the curtain for every window, whoever was asked.
"""
from __future__ import annotations

import time

import pygame
import pytest

from game.rules import Pass, new_game
from game.rules.rummy.actions import Claim, Discard
from game.ui.seats import MatchSetup, computer, person
from game.ui.table import TableScene
from tests.ui.test_table import (click, drag, frames, index_of, person_turns, post, resumed_in_a_new_window,
                                 settle, statistics_open)

VARIANT = "si-se-pai"


def rummy_table(app, seats=None, seed=3, hands=1) -> TableScene:
    seats = seats or (person("You"), computer("Ming", "easy"), computer("Lan", "easy"), computer("Wei", "easy"))
    app.start_match(MatchSetup(VARIANT, seats, hands=hands, seed=seed, delay=0.0))
    table = app.scene
    assert isinstance(table, TableScene) and table.board.family == "rummy"
    return table


def set_position(app, hands, pile, dealer=0, seats=None) -> TableScene:
    """A table whose first hand is a set position (the engine's hands= and pile=, top card first)."""
    table = rummy_table(app, seats=seats)
    table.match.game = new_game(table.variant, players=len(hands), dealer=dealer, hands=hands, pile=pile)
    table.match.logs[-1] = table.match.game.log
    table.new_hand()
    frames(app, 2)
    return table


def press(app, table, label):
    button = next(b for b in table.buttons if b.label == label)
    assert button.enabled, label
    click(app, button.rect.center)


def meld_by_mouse(app, table, cards):
    """Select all but the last of ``cards`` by clicks, then drag the last onto the card on offer."""
    chosen: list[int] = []
    for card in cards[:-1]:
        i = index_of(table, card, skip=set(chosen))
        click(app, table.hand_rects()[i][1].center)
        chosen.append(i)
    last = index_of(table, cards[-1], skip=set(chosen))
    drag(app, table.hand_rects()[last][1].center, table.layout.offer_rect.center)


def discard_by_mouse(app, table, card):
    i = index_of(table, card)
    start = table.hand_rects()[i][1].center
    drag(app, start, (start[0], table.layout.hand_wide.top - table.layout.lift - 40))


# §11 case 1: seat 0 turns up W-Hs holding W-Ch W-Cn W-Hs G-Ch G-Cn (and a General it may never throw)
CASE_1 = [["W-Ch", "W-Cn", "W-Hs", "G-Ch", "G-Cn", "R-Gn"], ["Y-Ad"], ["Y-El"], ["R-Ad"]]
CASE_1_PILE = ["W-Hs", "G-Sd", "Y-Sd", "R-Sd", "W-Sd", "Y-Hs", "R-Hs"]


def test_dragging_hand_cards_onto_the_card_on_offer_melds_them(app):
    """§3, §4.2: the field group W-Ch W-Hs W-Cn, made by a click and a drag, lies exposed by the person."""
    table = set_position(app, CASE_1, CASE_1_PILE)
    settle(app, table, until=table.my_turn)
    g = table.game
    assert g.phase == "claim" and g.offered[1].name and str(g.offered[1]) == "W-Hs"
    assert "drag hand cards onto it" in table.board.prompt()
    meld_by_mouse(app, table, ["W-Ch", "W-Cn"])
    assert g.log.actions[-1] == Claim(["W-Ch", "W-Cn"])
    assert [tuple(map(str, m)) for m in g.exposed[0]] == [("W-Ch", "W-Hs", "W-Cn")]
    settle(app, table, until=table.my_turn)
    assert g.phase == "discard" and [tuple(map(str, m)) for m in table.board.shown.exposed[0]] == \
        [("W-Ch", "W-Hs", "W-Cn")]


def test_a_mixed_colour_meld_is_refused_in_the_engines_words(app):
    """§3: G-Ch W-Cn with W-Hs mixes colours — refused with the reason, nothing changes, cards fly home."""
    table = set_position(app, CASE_1, CASE_1_PILE)
    settle(app, table, until=table.my_turn)
    g = table.game
    before = (len(g.log.actions), list(g.hands[0]))
    meld_by_mouse(app, table, ["G-Ch", "W-Cn"])
    reason = g.why_illegal(Claim(["G-Ch", "W-Cn"]))
    assert "one colour" in reason
    assert table.message_error and table.message == reason[0].upper() + reason[1:] + "."
    assert (len(g.log.actions), list(g.hands[0])) == before
    assert any(isinstance(k, tuple) and k[0] == "home" for k in table.flights.keys())


def test_a_general_is_refused_as_a_discard_and_a_dragged_card_is_thrown(app):
    """§4.3: after melding, R-Gn dragged up is refused (Generals and jokers are never discarded); G-Cn goes."""
    table = set_position(app, CASE_1, CASE_1_PILE)
    settle(app, table, until=table.my_turn)
    meld_by_mouse(app, table, ["W-Ch", "W-Cn"])
    settle(app, table, until=table.my_turn)
    g = table.game
    assert g.phase == "discard"
    discard_by_mouse(app, table, "R-Gn")
    assert table.message_error and "Generals and jokers are never discarded" in table.message
    assert g.phase == "discard" and "R-Gn" in map(str, g.hands[0])
    # click + Discard
    settle(app, table, until=table.my_turn)
    click(app, table.hand_rects()[index_of(table, "G-Cn")][1].center)
    time.sleep(0.35)
    press(app, table, "Discard")
    assert g.log.actions[-1] == Discard("G-Cn")


def test_a_pong_from_the_claim_bar_is_announced_and_laid_out(app):
    """§5 rank 3: Wei turns up Y-Cn; the person holds two and is asked; the bar names Pong 碰 and Pass,
    the timer runs; Pong lays the triple out and the person discards."""
    hands = [["Y-Cn", "Y-Cn", "R-Sd", "G-Hs"], ["W-Ad"], ["W-El"], ["R-Ad", "G-Ad"]]
    table = set_position(app, hands, ["Y-Cn", "W-Sd", "W-Sd", "G-Sd", "R-Hs"], dealer=3)
    settle(app, table, until=table.my_turn)
    g = table.game
    assert g.phase == "claim" and g.offered[0] == 3
    labels = [b.label for b in table.buttons]
    assert "Pong 碰 · Y炮 Y炮" in labels and "Pass" in labels
    assert table.board.timer_left(app.now()) is not None
    press(app, table, "Pong 碰 · Y炮 Y炮")
    assert g.log.actions[-1] == Claim(["Y-Cn", "Y-Cn"])
    settle(app, table, until=table.my_turn)
    assert table.board.shown.exposed[0] == [tuple(g.exposed[0][0])]
    assert g.phase == "discard"
    discard_by_mouse(app, table, "G-Hs")
    assert g.log.actions[-1] == Discard("G-Hs")


def test_the_claim_timer_passes_for_the_person_and_can_be_switched_off(app):
    hands = [["Y-Cn", "Y-Cn", "R-Sd", "G-Hs"], ["W-Ad"], ["W-El"], ["R-Ad", "G-Ad"]]
    app.remember(claim_timer=False)
    table = set_position(app, hands, ["Y-Cn", "W-Sd", "W-Sd", "G-Sd", "R-Hs"], dealer=3)
    settle(app, table, until=table.my_turn)
    board = table.board
    assert board.timer_left(app.now()) is None
    assert not table.moving(app.now() + 5)          # nothing runs down: the window may idle
    board.asked_at = (board.asked_at[0], app.now() - 100)
    frames(app, 3)
    assert table.my_turn() and table.game.phase == "claim"          # off: nothing passes for the person
    app.remember(claim_timer=True)
    assert table.moving(app.now() + 5)              # the timer runs down: the window keeps updating
    # the rules page opened over the table for a while: the timer waited, and nothing passed on return
    board.asked_at = (board.asked_at[0], app.now())
    frames(app, 2)
    app.how_to_play()
    frames(app, 2)
    time.sleep(0.6)
    board.asked_at = (board.asked_at[0], board.asked_at[1] - 14.7)    # as if 14.7 s of the 15 had gone by
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b")
    frames(app, 3)
    assert app.scene is table and table.my_turn() and table.game.phase == "claim"
    board.asked_at = (board.asked_at[0], app.now() - 100)
    frames(app, 3)
    assert table.game.log.actions[-1] == Pass()


def test_a_win_is_offered_and_the_summary_lays_the_hand_out_meld_by_meld(app):
    """§6-§8: the person turns up R-Gn holding R-Ad R-El and a pair: Zhimo 自摸 is offered first; the summary
    shows each meld with its points and every payer."""
    hands = [["R-Ad", "R-El", "W-Hs", "W-Hs"], ["G-Ad"], ["G-El"], ["Y-Ad"]]
    table = set_position(app, hands, ["R-Gn", "W-Sd", "G-Sd"])
    settle(app, table, until=table.my_turn)
    assert "You can win" in table.board.prompt()
    bar = [b for b in table.buttons if b.label not in ("Undo", "Hint", "Meld", "Discard", "By colour", "By meld")]
    assert bar[0].label == "Zhimo 自摸 — win · R仕 R相" and bar[0].primary
    meld_by_mouse(app, table, ["R-Ad", "R-El"])
    g = table.game
    assert g.log.actions[-1] == Claim(["R-Ad", "R-El"], win=True) and g.winner == 0
    settle(app, table, until=lambda: table.overlay == "summary", seconds=20)
    lines = table.summary_lines()
    words = " ".join(w for w, _ in lines)
    assert "You won on your own draw" in words
    assert sum(1 for _, kind in lines if kind == "meld") == len(table.board.summary_meld_rows(540))
    assert [w for w, kind in lines if kind == "amount"] == [f"{n} pays You {g.win_points} chips"
                                                          for n in ("Ming", "Lan", "Wei")]
    frames(app, 2)


def test_the_hand_sorts_by_meld_or_by_colour(app):
    hands = [["W-Sd", "Y-Ch", "Y-Hs", "Y-Cn", "W-Sd", "G-Sd", "R-Sd", "Y-Sd", "Jk"], ["G-Ad"], ["G-El"], ["Y-Ad"]]
    table = set_position(app, hands, ["R-Ad", "W-El", "G-Sd"])
    board = table.board
    assert board.order == "meld"
    shown = [str(c) for c, _ in table.hand_rects()]
    # every card in a meld (three-footman and a pair rather than four-footman and a loose W-Sd), the longest first
    assert shown == ["Y-Ch", "Y-Hs", "Y-Cn", "Y-Sd", "R-Sd", "G-Sd", "W-Sd", "W-Sd", "Jk"]
    press(app, table, "By colour")
    shown = [str(c) for c, _ in table.hand_rects()]
    assert shown[:3] == ["Y-Ch", "Y-Hs", "Y-Cn"] and shown[-1] == "Jk"
    # groups stand apart: a wider step where a group begins
    rects = [r for _, r in table.hand_rects()]
    steps = [b.left - a.left for a, b in zip(rects, rects[1:])]
    for k in table.board.group_breaks():
        assert steps[k - 1] > min(steps)


def play_hand_with_the_mouse(app, table) -> int:
    """The person answers every question by mouse until the summary: wins and melds by dragging, claims
    from the bar, passes from the bar, discards by dragging up."""
    turns = 0
    for g in person_turns(app, table, seconds=150):
        before = len(g.log.actions)
        legal = g.legal_actions()
        if g.phase == "discard":
            card = next(a.card for a in legal if isinstance(a, Discard))
            discard_by_mouse(app, table, str(card))
            assert g.log.actions[-1] == Discard(card), table.message
        else:
            claims = sorted((a for a in legal if isinstance(a, Claim)), key=lambda a: (not a.win, -len(a.cards)))
            action = claims[0] if claims and (claims[0].win or turns % 2 == 0 or Pass() not in legal) else Pass()
            if isinstance(action, Claim) and action.cards:
                meld_by_mouse(app, table, [str(c) for c in action.cards])
            else:
                press(app, table, table.board.claim_label(action))
            assert len(g.log.actions) == before + 1 and g.log.actions[-1] == action, table.message
        turns += 1
    return turns


@pytest.mark.parametrize("seed", (3, 8))
def test_a_whole_hand_played_with_the_mouse_reaches_the_summary(app, seed):
    table = rummy_table(app, seed=seed)
    turns = play_hand_with_the_mouse(app, table)
    g = table.game
    assert g.is_over and table.overlay == "summary" and turns > 0 and sum(g.chips) == 0
    words = " ".join(w for w, _ in table.summary_lines())
    if g.winner is None:
        assert "ran out" in words and "void" in table.board.summary_title()
    else:
        assert f"won" in words and "pay" in words
    assert [b.label for b in table.buttons] == ["Final standings", "Replay hand"]
    frames(app, 2)
    press(app, table, "Final standings")
    assert table.overlay == "match"


def test_the_replay_steps_through_the_hand_with_every_hand_open(app):
    """The summary's Replay hand: step by step from the deal, every hand, meld and discard as the engine had
    it; Next meld skips to a meld; Back returns to the table."""
    table = rummy_table(app, seed=8)
    play_hand_with_the_mouse(app, table)
    press(app, table, "Replay hand")
    replay = app.scene
    assert type(replay).__name__ == "RummyReplayScene"
    frames(app, 1)
    first = replay.steps[0].game
    assert sorted(map(str, replay.shown["hands"][0])) == sorted(map(str, first.hands[0])) and \
        len(replay.shown["hands"][0]) == 20
    press(app, replay, "Next meld »")
    step = replay.steps[replay.index]
    assert any(type(e).__name__ == "Melded" for e in step.events) or replay.index == len(replay.steps) - 1
    frames(app, 1)
    assert replay.shown["exposed"] == {s: [list(m) for m in step.game.exposed[s]] for s in range(4)}
    assert "meld" in replay.step_words() or "win" in replay.step_words()
    while replay.index < len(replay.steps) - 1:
        press(app, replay, "Step ›")
    assert replay.steps[-1].game.is_over
    press(app, replay, "Back")
    assert app.scene is table


def test_a_computer_being_asked_is_never_shown(app):
    """§5: while a claim window waits on a computer, no plate is lit and the line names no one."""
    table = rummy_table(app, seed=3)
    seen = 0
    end = time.perf_counter() + 60
    while table.overlay is None and time.perf_counter() < end and seen < 5:
        frames(app, 1)
        g = table.game
        if g.phase == "claim" and not table.human(table.actor()) and not table.queue:
            seen += 1
            assert not table.board.shows_turn()
            words = table.board.waiting_words(table.actor())
            assert table.name(table.actor()) not in words and words.startswith("Claims on")
        if table.my_turn():
            table.board.act_as_person(g.legal_actions()[-1])
    assert seen >= 1


def test_hot_seat_claim_windows_visit_every_person_whoever_was_asked(app):
    """§5 secrecy with two people at one screen: on Wei's turned-up Y-Cn only Ann (seat 0) can pong; on a
    like position only Bo (seat 2) can. In both the curtain comes down for Ann, then for Bo; the one
    not asked sees "nothing to claim" and goes on; the claim is carried out only once both were visited."""
    seats = (person("Ann"), computer("Ming", "easy"), person("Bo"), computer("Wei", "easy"))
    sequences = []
    for asked in (0, 2):
        hands = [["R-Sd", "G-Hs", "W-Ad"], ["W-Ad"], ["W-El", "R-Sd", "G-Hs"], ["R-Ad", "G-Ad"]]
        hands[asked] = ["Y-Cn", "Y-Cn"] + hands[asked][:2]
        table = set_position(app, hands, ["Y-Cn", "W-Sd", "W-Sd", "G-Sd", "R-Hs"], dealer=3, seats=seats)
        settle(app, table)
        seen = []
        while table.game.phase == "claim" and table.game.offered and str(table.game.offered[1]) == "Y-Cn":
            assert table.curtain_up()
            seen.append(table.actor())
            click(app, (5, 300))
            assert table.my_turn() and table.viewer == seen[-1]
            labels = [b.label for b in table.buttons]
            if table.viewer == asked:
                assert "Pong 碰 · Y炮 Y炮" in labels
                press(app, table, "Pong 碰 · Y炮 Y炮")
            else:
                assert "Go on" in labels and table.board.prompt().startswith("Nothing of yours")
                press(app, table, "Go on")
            frames(app, 1)
            if len(seen) < 2:
                assert table.game.phase == "claim" and not table.game.exposed[asked]
            settle(app, table)
        assert seen == [0, 2]
        assert [tuple(map(str, m)) for m in table.game.exposed[asked]] == [("Y-Cn", "Y-Cn", "Y-Cn")]
        sequences.append(seen)
        table.close()
    assert sequences[0] == sequences[1]


def test_a_rummy_match_resumes_after_the_window_closes(app):
    """Saves: the match comes back as it was, with the same hand and melds, and plays on."""
    table = rummy_table(app, seed=8)
    settle(app, table, until=table.my_turn, seconds=60)
    g = table.game
    action = g.legal_actions()[0]
    table.board.act_as_person(action)
    settle(app, table, until=lambda: table.my_turn() or table.game.is_over, seconds=60)
    hand, exposed = list(table.game.hands[0]), table.game.exposed
    with resumed_in_a_new_window(app, "rummy") as (again, resumed):
        assert list(resumed.game.hands[0]) == hand and resumed.game.exposed == exposed
        assert resumed.board.shown.exposed == [list(m) for m in exposed]
        frames(again, 2)
        play_hand_with_the_mouse(again, resumed)
        statistics_open(again)


def test_undo_takes_back_the_persons_answer_and_hint_names_one(app):
    app.remember(thinking_budget=0.05)
    table = rummy_table(app, seed=8)
    settle(app, table, until=table.my_turn, seconds=60)
    g = table.game
    before = len(g.log.actions)
    hand = list(g.hands[0])
    action = g.legal_actions()[-1]
    table.board.act_as_person(action)
    settle(app, table, until=lambda: table.my_turn() and table.can_undo(), seconds=60)
    press(app, table, "Undo")
    g = table.game
    assert "taken back" in table.message and len(g.log.actions) == before and list(g.hands[0]) == hand
    settle(app, table, until=table.my_turn)
    press(app, table, "Hint")
    end = time.perf_counter() + 20
    while not table.message.startswith("Hint:") and time.perf_counter() < end:
        frames(app, 1)
        time.sleep(0.002)
    assert table.message.startswith("Hint:")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("players", (2, 3, 4))
def test_the_rummy_table_places_do_not_overlap_and_21_cards_fit(size, players):
    from game.model.four_colour import FourColourCard
    from game.ui.boards.rummy_layout import RummyLayout
    from game.ui.faces import FaceStyle
    L = RummyLayout(size, players, 0, FaceStyle())
    places = [("pile", L.pile), ("offer", L.offer_rect), ("bar", L.claim_bar), ("status", L.status),
              ("hand", L.hand_wide)]
    for seat, place in L.places.items():
        places += [(f"plate {seat}", place.plate), (f"melds {seat}", L.melds[seat]),
                   (f"discards {seat}", L.discard_rows[seat])]
    for i, (a, ra) in enumerate(places):
        assert pygame.Rect(0, 0, *size).contains(ra), a
        for b, rb in places[i + 1:]:
            assert not ra.colliderect(rb), (a, b, ra, rb)
    (cw, ch), step, gap = L.hand_cards(21, 7)
    assert 21 * step + 7 * gap <= L.hand_wide.width and cw >= 20
    assert L.stub_h >= L.stub_w and L.stub_w >= 12
    del FourColourCard


def test_how_to_play_si_se_pai_draws_the_melds_as_four_colour_cards_and_names_them(app):
    """Issue 17: the family's words from docs/rules/si-se-pai.md 'How to play', the eight melds drawn from the
    variant with its points (hakka chosen: three-footman 1), each card named on hover."""
    from game.ui.rules_screen import RulesScene
    app.how_to_play("si-se-pai?scoring=hakka")
    scene = app.scene
    app.draw(app.now())
    assert isinstance(scene, RulesScene) and scene.page.faces == "four-colour"
    text = scene.page.text()
    assert "Be the first to hold" in text and "Chi 吃" in text
    assert "[Three-footman group] Y-Sd R-Sd W-Sd — 1 point" in text
    rect, card = scene.hits[0]
    assert card == "R-Gn" and rect.height > rect.width * 3          # a long narrow card, not a domino card
    for _ in range(80):
        on_screen = rect.move(scene.view.left + int(8 * scene.s), scene.view.top - scene.scroll)
        if scene.view.contains(on_screen):
            break
        post(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="")
        frames(app, 1)
    post(pygame.MOUSEMOTION, pos=on_screen.center, rel=(1, 1), buttons=(0, 0, 0))
    frames(app, 1)
    assert scene.card_under(on_screen.center)[1] == "R-Gn"
    assert app.scene.variant.card_name("R-Gn").zh == "帥"


def test_the_rules_page_offers_the_si_se_pai_first_hand_and_its_tips_are_followed_by_keys(app):
    """Issue 17: a guided first hand — the coach's cards are picked up, Enter melds or discards them, P passes;
    every goal is ticked (meld your draw, claim a card, discard); the lesson is neither saved nor scored."""
    from tests.ui.test_rules_screen import first_hand_from_the_rules_page, follow_the_tips
    table = first_hand_from_the_rules_page(app, "si-se-pai", "rummy")
    assert [s.level for s in table.setup.seats[1:]] == ["easy"] * 3
    follow_the_tips(app, table)
    assert table.lesson.progress.done, table.lesson.progress.open
    assert table.game.winner == 0
    assert app.saves.list()[0] == [] and app.book.players() == []


def test_pointing_at_a_claim_names_the_hand_cards_it_lays_out(app):
    hands = [["Y-Cn", "Y-Cn", "R-Sd", "G-Hs"], ["W-Ad"], ["W-El"], ["R-Ad", "G-Ad"]]
    table = set_position(app, hands, ["Y-Cn", "W-Sd", "W-Sd", "G-Sd", "R-Hs"], dealer=3)
    settle(app, table, until=table.my_turn)
    pong = next(b for b in table.buttons if b.label.startswith("Pong"))
    passing = next(b for b in table.buttons if b.label == "Pass")
    post(pygame.MOUSEMOTION, pos=pong.rect.center, rel=(1, 1), buttons=(0, 0, 0))
    frames(app, 1)
    assert [str(c) for c in table.board.bar_hover_cards()] == ["Y-Cn", "Y-Cn"]
    post(pygame.MOUSEMOTION, pos=passing.rect.center, rel=(1, 1), buttons=(0, 0, 0))
    frames(app, 1)
    assert table.board.bar_hover_cards() == ()


def test_the_drawer_s_own_triple_and_quad_are_called_pong_and_gan(app):
    """§5 rank 3: gan and pong are anyone's call, the drawer's too; the drawer's pair is a plain meld."""
    hands = [["R-Hs", "R-Hs", "R-Hs", "G-Ch", "W-Sd"], ["W-Ad"], ["W-El"], ["R-Ad", "G-Ad"]]
    table = set_position(app, hands, ["R-Hs", "W-Sd", "G-Sd", "R-Cn"])
    settle(app, table, until=table.my_turn)
    labels = [b.label for b in table.buttons]
    assert "Gan 槓 · R傌 R傌 R傌" in labels and "Pong 碰 · R傌 R傌" in labels and "Meld pair · R傌" in labels
    assert "Throw it away" in labels


def test_the_history_panel_names_the_cards_turned_up_and_thrown_away(app):
    """The history panel (L) tells Si Se Pai's draws and discards by the cards' names, as the hover does,
    never by their codes ("Red Chariot 俥", not "R-Ch")."""
    table = rummy_table(app)
    frames(app, 2)
    for _ in range(400):
        if any(type(e).__name__ == "Discarded" for e in table.hand_events()):
            break
        frames(app, 1)
        if table.my_turn():
            legal = table.game.legal_actions()
            table.act_as_person(next((a for a in legal if isinstance(a, Discard)), Pass()))
    lines = [line.words for line in table.board.story(table.hand_events())]
    told = [t for t in lines if " up " in t or "discard" in t]
    assert told and all("-" not in t.split(" ")[-1] for t in told), told
    assert any(word in " ".join(told) for word in ("Red", "Yellow", "Green", "White", "Joker")), told
