"""Sap Tim Pun 十點半 at the table, through real pygame events (docs/rules/sap-tim-pun.md; issue 16, "The table").

The person plays whole rounds with the mouse: the limit as banker (§3), a stake
by its chip button (§3), Draw and Stand (§6) until the wall runs short (§10);
a Stand under 6 is refused in the engine's words (§6); east winds (§5) and busts
(§7) are shown as they happen; the round's summary says who banked and what
each seat made (§9, §10); hot-seat people never see each other's concealed
tiles; a match is saved and resumed mid-round.
"""
from __future__ import annotations

import time

import pygame
import pytest

from game.rules.banker.actions import Bet, Draw, SetLimit, Stand
from game.ui.seats import MatchSetup, computer, person
from game.ui.table import TableScene
from tests.ui.test_table import (click, frames, person_turns, post, resumed_in_a_new_window, settle,
                                 statistics_open)

VARIANT = "sap-tim-pun"
SHORT = "sap-tim-pun?hands_per_bank=4"       # §10: the bank passes after four hands, for short tests


def banker_table(app, players=2, seed=5, seats=None, variant=SHORT, hands=1) -> TableScene:
    seats = seats or (person("You"),) + tuple(computer(n) for n in ("Ming", "Lan", "Wei")[:players - 1])
    app.start_match(MatchSetup(variant, seats, hands=hands, seed=seed, delay=0.0))
    table = app.scene
    assert isinstance(table, TableScene) and table.board.family == "banker"
    return table


def button(table, label):
    return next(b for b in table.buttons if b.label == label)


def press(app, table, label) -> None:
    click(app, button(table, label).rect.center)


def play_round_with_the_mouse(app, table, stand_from: int = 14) -> dict[str, int]:
    """The person clicks every decision until the round's summary; returns how many of each they made."""
    made = {"limit": 0, "bet": 0, "draw": 0, "stand": 0}
    for g in person_turns(app, table):
        before = len(g.log.actions)
        if g.phase == "limit":
            press(app, table, str(g.variant.limits[-1]))
            made["limit"] += 1
            assert isinstance(g.log.actions[-1], SetLimit)
        elif g.phase == "bet":
            amount = 1 + made["bet"] % g.limit
            press(app, table, str(amount))
            made["bet"] += 1
            assert g.log.actions[-1] == Bet(amount)
        else:
            draw = g.values[table.viewer] < stand_from
            press(app, table, "Draw" if draw else "Stand")
            made["draw" if draw else "stand"] += 1
            assert isinstance(g.log.actions[-1], Draw if draw else Stand)
        assert len(g.log.actions) == before + 1, table.message
    return made


@pytest.mark.parametrize("players", (2, 3, 4))
def test_a_whole_round_played_with_the_mouse_reaches_the_rounds_summary(app, players):
    """§3-§10: stakes by chip buttons, Draw and Stand, four hands from one wall, then the round's summary."""
    table = banker_table(app, players, seed=3 + players)
    made = play_round_with_the_mouse(app, table)
    g = table.game
    assert g.is_over and table.overlay == "summary" and sum(g.chips) == 0
    mine = g.banker == 0
    assert (made["limit"] == 1) == mine and (made["bet"] == 0) == mine
    assert made["draw"] + made["stand"] >= 1
    assert g.hand_number == 4
    words = " ".join(w for w, _ in table.summary_lines())
    assert f"{table.name(g.banker)} bank" in words and "4 hands" in words
    for seat in g.drawing_order[:-1]:
        assert f"{table.name(seat)}: won" in words and f"{g.chips[seat]:+d}" in words
    # the table shows the round's chips: the plates agree with the engine
    assert [table.board.chips_shown(s) for s in range(players)] == list(g.chips)
    assert [b.label for b in table.buttons] == ["Final standings", "Replay round"]
    assert "Round 1 of 1" not in table.board.summary_title()
    frames(app, 2)


def first_round(seed: int, players: int, variant: str = SHORT):
    """The first round of a match of ``players`` with ``seed``, as the table would start it."""
    from game.rules import Match, load_variant
    return Match.start(load_variant(variant), players, seed=seed, length=1).game


def player_seed(players: int = 3) -> int:
    """A seed whose first banker is a computer, so the person bets and draws."""
    return next(s for s in range(50) if first_round(s, players, VARIANT).banker != 0)


def test_the_first_banker_is_the_person_for_some_seed_and_the_limit_buttons_are_the_variants(app):
    from game.rules import load_variant
    v = load_variant(SHORT)
    seed = next(s for s in range(50) if first_round(s, 3).banker == 0)
    table = banker_table(app, 3, seed=seed)
    settle(app, table, until=table.my_turn, seconds=30)
    g = table.game
    assert g.phase == "limit" and g.banker == 0
    labels = [b.label for b in table.buttons if b.label.isdigit()]
    assert labels == [str(n) for n in v.limits]
    press(app, table, "2")
    assert g.limit == 2 and g.phase == "bet"
    settle(app, table, until=lambda: table.my_turn() or table.overlay, seconds=30)
    # the banker's turn comes after every player's (§8), unless every player went bust
    if table.my_turn():
        assert g.phase == "draw" and g.current_player == g.banker
        assert all(g.busted[p] or len(g.tiles[p]) >= 1 for p in g.drawing_order[:-1])
        assert "Banker, you" in table.board.prompt()


def test_a_stand_under_six_is_refused_in_words_and_changes_nothing(app):
    """§6: under 6 the Stand button is refused with the engine's reason; Draw is taken."""
    table = banker_table(app, 3, seed=player_seed(), variant=VARIANT)
    for _ in range(40):
        settle(app, table, until=lambda: table.my_turn() or table.overlay, seconds=30)
        g = table.game
        if table.overlay:
            break
        if g.phase == "draw" and g.values[0] < 12:
            break
        if g.phase in ("limit", "bet"):
            press(app, table, "1")
        else:
            press(app, table, "Stand")
    g = table.game
    assert g.phase == "draw" and g.values[0] < 12, "no hand under 6 came up"
    before = len(g.log.actions)
    press(app, table, "Stand")
    assert len(g.log.actions) == before
    assert table.message_error and "must draw" in table.message and "(§6)" in table.message
    assert "must draw" in table.board.prompt()
    press(app, table, "Draw")
    assert len(g.log.actions) == before + 1


def test_keyboard_bets_draws_and_stands(app):
    """Enter repeats the chosen stake, digits bet that many, D draws and S stands."""
    table = banker_table(app, 3, seed=player_seed(), variant=VARIANT)
    seen = set()
    for _ in range(60):
        settle(app, table, until=lambda: table.my_turn() or table.overlay, seconds=30)
        if table.overlay:
            break
        g = table.game
        before = len(g.log.actions)
        if g.phase == "limit":
            post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
            frames(app, 1)
            assert g.limit == g.variant.default_limit
            seen.add("limit")
        elif g.phase == "bet":
            post(pygame.KEYDOWN, key=pygame.K_1 + min(2, g.limit - 1), mod=0, unicode="", scancode=0)
            frames(app, 1)
            assert g.log.actions[-1] == Bet(min(3, g.limit))
            seen.add("bet")
        else:
            key = pygame.K_s if g.values[0] >= 14 else pygame.K_d
            post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
            frames(app, 1)
            seen.add("stand" if key == pygame.K_s else "draw")
        assert len(g.log.actions) == before + 1
    assert {"bet", "draw"} <= seen


def east_wind_seed(banker_east: bool, players: int = 3) -> int:
    """A seed whose first hand has an east wind as a first tile: the banker's, or a player's."""
    for seed in range(2000):
        g = first_round(seed, players)
        if g.banker == 0:
            continue
        wall = g.wall
        order = g.drawing_order
        first = {seat: wall[i] for i, seat in enumerate(order)}
        if banker_east and str(first[g.banker]) == "E" and all(str(first[p]) != "E" for p in order[:-1]):
            return seed
        if not banker_east and str(first[g.banker]) != "E" and str(first[0]) == "E":
            return seed
    raise AssertionError("no seed")


@pytest.mark.parametrize("banker_east", (True, False))
def test_an_east_wind_is_shown_swept_or_paid_and_replaced(app, banker_east):
    """§5: the east wind is marked on the table, the stakes swept to the banker (or the banker pays the
    player), the tile is discarded and replaced by a new face-up first tile; the chips agree."""
    table = banker_table(app, 3, seed=east_wind_seed(banker_east))
    app.anim_scale = 1.0
    g = table.game
    settle(app, table, until=table.my_turn, seconds=30)
    press(app, table, "2")
    east_seat = g.banker if banker_east else 0
    saw_mark = saw_banner = saw_sweep = False
    end = time.perf_counter() + 20
    while time.perf_counter() < end:
        frames(app, 1)
        time.sleep(0.005)
        board = table.board
        if board.shown.east == east_seat:
            saw_mark = True
        if table.banner and "East wind" in table.banner[0]:
            saw_banner = True
        keys = table.flights.keys()
        if any(isinstance(k, tuple) and k[0] in ("sweep", "pay") for k in keys):
            saw_sweep = True
        if table.my_turn() or table.overlay:
            break
    assert saw_mark and saw_banner and saw_sweep
    first = table.board.shown.tiles[east_seat][0]
    assert str(first) != "E" and first == g.tiles[east_seat][0]
    assert table.board.shown.heap >= 1
    if banker_east:
        assert g.chips[0] == -2
    else:
        assert g.chips[0] == 2
    assert table.board.chips_shown(0) == g.chips[0]


def test_a_bust_is_shown_and_the_stake_swept(app):
    """§7: drawing past 10½ shows the hand, the stake goes to the banker at once."""
    table = banker_table(app, 3, seed=player_seed(), variant=VARIANT)
    busted = False
    for _ in range(200):
        settle(app, table, until=lambda: table.my_turn() or table.overlay, seconds=30)
        if table.overlay:
            break
        g = table.game
        if g.phase in ("limit", "bet"):
            press(app, table, "1")
            continue
        press(app, table, "Draw")
        if g.busted[0]:
            for _ in range(30):           # the events are shown one a frame: up to the bust
                frames(app, 1)
                if table.board.shown.bust[0]:
                    busted = True
                    break
            break
    assert busted, "no bust came up while always drawing"
    sh = table.board.shown
    assert sh.bust[0] and sh.open[0], "no bust came up while always drawing"
    assert sh.results[0][1] == "bust" and sh.bets[0] == 0
    assert table.board.seat_state(0) == "bust"


def test_hot_seat_curtain_never_shows_another_persons_concealed_tiles(app):
    """§6, §11: two people at one screen; the curtain comes down between them and each sees only their own
    drawn tiles face up."""
    table = banker_table(app, 3, seed=4, seats=(person("Ann"), person("Bo"), computer("Ming")))
    checked = curtains = 0
    for _ in range(80):
        settle(app, table, until=lambda: table.curtain_up() or table.my_turn() or table.overlay, seconds=30)
        if table.overlay:
            break
        if table.curtain_up():
            # only when someone holds a concealed tile: never for the limit or a stake
            assert table.game.phase == "draw"
            curtains += 1
            click(app, (5, 300))
            assert table.viewer == table.game.current_player
            continue
        g = table.game
        board = table.board
        other = 1 - table.viewer
        for k in range(1, len(board.shown.tiles[other])):
            assert not board.sees(other, k) or board.shown.open[other]
            checked += 1
        if g.phase in ("limit", "bet"):
            press(app, table, "1")
        else:
            press(app, table, "Draw" if g.values[table.viewer] < 13 else "Stand")
    assert checked > 0 and curtains > 0


def test_a_round_resumes_after_the_window_closes_and_statistics_show_it(app):
    """Crash resume: the match saved after every action comes back at the same place, tiles, stakes and chips;
    the statistics screen draws a finished round."""
    table = banker_table(app, 3, seed=6)
    for _ in range(5):
        settle(app, table, until=table.my_turn, seconds=30)
        g = table.game
        press(app, table, "1" if g.phase in ("limit", "bet") else "Draw")
    settle(app, table, until=lambda: table.my_turn() or table.game.is_over, seconds=30)
    g = table.game
    tiles, chips, bets, actions = g.tiles, list(g.chips), list(g.bets), list(g.log.actions)
    with resumed_in_a_new_window(app, "banker") as (again, resumed):
        r = resumed.game
        assert (r.tiles, list(r.chips), list(r.bets), list(r.log.actions)) == (tiles, chips, bets, actions)
        assert resumed.board.shown.tiles == [list(t) for t in tiles]
        frames(again, 2)
        play_round_with_the_mouse(again, resumed)
        statistics_open(again)


def test_hint_gives_the_chance_of_busting_and_undo_takes_a_draw_back(app):
    """Practice: the hint names the move and "a draw busts k times in n" counted from the unseen tiles;
    undo takes back the person's draw, tile and all, but never reaches into a settled hand."""
    app.remember(thinking_budget=0.05)
    table = banker_table(app, 3, seed=player_seed(), variant=VARIANT)
    hinted = undone = False
    for _ in range(200):
        settle(app, table, until=lambda: table.my_turn() or table.overlay, seconds=30)
        g = table.game
        if table.overlay or (hinted and undone):
            break
        if g.phase in ("limit", "bet"):
            # a new hand: the last one's actions are settled and cannot be taken back
            assert not table.can_undo() and not button(table, "Undo").enabled
            press(app, table, "1")
            continue
        if not hinted:
            press(app, table, "Hint")
            settle(app, table, until=lambda: table.message.startswith("Hint"), seconds=30)
            assert table.board.bust_words(g.observation(0)) in table.message
            assert " busts " in table.message and " in " in table.message
            hinted = True
        tiles = list(g.tiles[0])
        press(app, table, "Draw")
        settle(app, table, until=lambda: table.my_turn() or table.overlay, seconds=30)
        if not undone and table.my_turn() and g.phase == "draw" and len(g.tiles[0]) == len(tiles) + 1:
            assert table.can_undo()
            press(app, table, "Undo")
            frames(app, 2)
            assert list(table.game.tiles[0]) == tiles and "taken back" in table.message
            assert table.board.shown.tiles[0] == tiles
            undone = True
    assert hinted and undone


def test_the_new_game_screen_starts_sap_tim_pun_with_a_round_a_seat(app):
    """§10: on the new-game screen the match counts rounds, one a seat by default (two with the option
    "twice each"); Start opens the banker table."""
    from game.ui.screens import NewGameScene
    from tests.ui.test_variant_options import choose
    app.new_game()
    scene = app.scene
    assert isinstance(scene, NewGameScene)
    choose(app, scene, VARIANT)
    frames(app, 2)
    assert scene.unit_words == "Rounds" and scene.hands == scene.players
    rounds = next(t for o, t in scene.option_rows if o.key == "rounds")
    click(app, (rounds.rect.right - 5, rounds.rect.centery))
    frames(app, 2)
    assert scene.hands == 2 * scene.players
    click(app, next(b for b in scene.buttons if b.label == "Start").rect.center)
    table = app.scene
    assert isinstance(table, TableScene) and table.board.family == "banker"
    assert table.match.length == 2 * table.setup.players
    frames(app, 2)


def test_next_round_passes_the_bank_and_the_match_ends_with_standings(app):
    """§10: after a round the bank passes one seat on (the badge flies); Next round is live and opens the
    next wall with the next banker; after the last round, the final standings."""
    table = banker_table(app, 2, seed=5, hands=2)
    play_round_with_the_mouse(app, table)
    first = table.game.banker
    nxt = button(table, "Next round")
    assert nxt.enabled
    click(app, nxt.rect.center)
    assert table.overlay is None and table.game.banker == (first + 1) % 2 and table.game.phase == "limit"
    assert table.match.hand_number == 2
    play_round_with_the_mouse(app, table)
    press(app, table, "Final standings")
    assert table.overlay == "match" and sum(table.match.totals) == 0
    assert [table.board.chips_shown(s) for s in range(2)] == list(table.match.totals)
    frames(app, 2)


def test_a_stand_by_rule_never_tells_the_hands_value(app):
    """§6, §11: a hand that stands at three tiles (10½ always holds three) is said to stand at three tiles,
    whatever it is worth; its value stays concealed until the settlement."""
    from game.rules.banker import events as BE
    table = banker_table(app, 2, seed=5)
    settle(app, table, until=table.my_turn, seconds=30)
    board = table.board
    board.present(BE.Stood(1, 21, 3, False), app.now())
    assert board.shown.stood[1] == "stands at 3 tiles" and "10½" not in board.shown.bubbles[1][0]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", (2, 3, 4))
def test_the_banker_table_places_do_not_overlap(size, players):
    """The wall, the prompt line, every plate, every seat's three tiles and its stake each keep their own room."""
    from game.ui.boards.banker_layout import BankerLayout
    from game.ui.faces import FaceStyle
    L = BankerLayout(size, players, 0, FaceStyle())
    places = [("wall", L.wall), ("status", L.status)]
    for seat, place in L.places.items():
        row = L.tile_slot(seat, 0).union(L.tile_slot(seat, 2))
        cx, bottom = L.chips_at[seat]
        stake = pygame.Rect(cx - L.chip[0] // 2, bottom - L.chip[0] // 2 - 10 * L.chip[1], L.chip[0], 10 * L.chip[1])
        places += [(f"plate {seat}", place.plate), (f"tiles {seat}", row), (f"stake {seat}", stake)]
    screen = pygame.Rect(0, 0, *size)
    for i, (a, ra) in enumerate(places):
        assert screen.contains(ra), a
        for b, rb in places[i + 1:]:
            assert not ra.colliderect(rb), (a, b, ra, rb)
    # the wall's 72 stacks lie inside its square, and a full wall shows every one of them
    assert len(L.wall_stacks(144)) == 72 and all(L.wall.inflate(2, 2).contains(r) for r, _, _ in L.wall_stacks(144))
    assert len(L.wall_stacks(15)) == 8 and L.wall_stacks(15)[0][2] == 1


def test_the_round_replays_step_by_step_with_every_hand_open(app):
    """From the round's summary: the replay walks the round's log; "Next hand" stops at each settlement,
    where every seat's settled tiles are shown; Back returns to the summary."""
    from game.ui.banker_replay import BankerReplayScene
    table = banker_table(app, 3, seed=6)
    play_round_with_the_mouse(app, table)
    g = table.game
    press(app, table, "Replay round")
    replay = app.scene
    assert isinstance(replay, BankerReplayScene)
    frames(app, 1)
    settled = [e for e in table.hand_events() if type(e).__name__ == "HandSettled"]
    for hand in settled:
        post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
        frames(app, 1)
        assert replay.shown["tiles"] == {s: list(t) for s, t in enumerate(hand.tiles)}
        assert f"hand {hand.number} settled" in replay.step_words()
    post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    frames(app, 1)
    assert "bank passes" in replay.step_words() and replay.index == len(replay.steps) - 1
    post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)
    frames(app, 1)
    assert app.scene is table and table.overlay == "summary" and g is table.game


def test_the_history_panel_tells_the_hand_without_naming_a_concealed_tile(app):
    """§11: the story of the hand says who staked, each first tile by name, who drew (never what), who stood,
    and a bust's tiles (shown to all)."""
    table = banker_table(app, 3, seed=player_seed(), variant=VARIANT)
    for _ in range(40):
        settle(app, table, until=lambda: table.my_turn() or table.overlay, seconds=30)
        g = table.game
        if g.phase == "draw" and len(g.tiles[0]) >= 2:
            break
        press(app, table, "1" if g.phase in ("limit", "bet") else "Draw")
    post(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0)
    frames(app, 2)
    assert table.history.open
    lines = table.shown_story()
    words = [ln.words for ln in lines]
    drawn = [e for e in table.hand_events()[-len(words) * 3:] if type(e).__name__ == "Drew"]
    assert any(w == "You draw a tile" for w in words)
    assert all(ln.cards == () for ln in lines)
    first = [w for w in words if "first tile" in w]
    assert len(first) == 3 and all(any(ch.isalpha() for ch in w.split("first tile ")[1]) for w in first)
    for e in drawn:
        if not g.busted[e.seat]:
            assert not any(w.endswith(f"draws {e.tile}") or f"draw {e.tile}" in w for w in words)


def test_the_bank_passes_with_the_badge_flying_before_the_rounds_summary(app):
    """§10: at the round's end the 莊 badge flies from the banker's plate to the next seat's, and the
    round's summary comes up only after it."""
    from game.rules.banker import events as BE
    table = banker_table(app, 3, seed=5)
    settle(app, table, until=table.my_turn, seconds=30)
    app.anim_scale = 1.0
    g = table.game
    now = app.now()
    wait = table.board.present(BE.RoundOver(g.banker, (g.banker + 1) % 3, 4, 20, (0, 0, 0)), now)
    assert wait > 1.0 and ("bank",) in table.flights.keys()
    flight = next(f for f in table.flights.items if f.key == ("bank",))
    L = table.layout
    assert flight.start == L.seat_center(g.banker) and flight.end == L.seat_center((g.banker + 1) % 3)
    assert table.overlay is None and type(table.queue[0]).__name__ == "ShowSummary"
    assert "passes to" in table.banner[0]
