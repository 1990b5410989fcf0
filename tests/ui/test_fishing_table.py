"""The fishing game at the table, through real pygame events (docs/rules/fishing.md; issue 14, "The table").

The person plays whole hands with the mouse: drag a bait onto a lit lake card
to capture it (§4, §5), onto open water to release it (§4), the card turned up
from the stock the same way (§4 step 2); a capture the rules refuse flies back
with the engine's reason; the end of the hand shows each catch scored line by
line (§7) and the pairwise settlement (§8).
"""
from __future__ import annotations

import time

import pygame
import pytest

from game.rules.fishing.actions import Capture, Release
from game.ui.seats import MatchSetup, computer, person
from game.ui.table import TableScene
from tests.ui.test_table import (drag, frames, person_turns, post, resumed_in_a_new_window, settle,
                                 statistics_open)

DECKS = ("shi-wu-hu-fishing", "shi-wu-hu-fishing-dominoes")


def fishing_table(app, variant, players=2, seed=5, seats=None) -> TableScene:
    seats = seats or (person("You"),) + tuple(computer(n) for n in ("Ming", "Lan", "Wei")[:players - 1])
    app.start_match(MatchSetup(variant, seats, hands=1, seed=seed, delay=0.0))
    table = app.scene
    assert isinstance(table, TableScene) and table.board.family == "fishing"
    return table


def point_of(table, action) -> tuple[tuple[int, int], tuple[int, int]]:
    """Where the person's pointer goes for ``action``: from the bait to the fish, or to open water."""
    g = table.game
    bait = action.bait if isinstance(action, Capture) else action.card
    if g.phase == "draw":
        start = table.layout.drawn_rect.center
    else:
        start = next(r.center for c, r in table.hand_rects() if c == bait)
    if isinstance(action, Capture):
        end = next(r.center for c, r in table.lake_rects() if c == action.fish[0])
    else:
        end = open_water(table)
    return start, end


def open_water(table) -> tuple[int, int]:
    """A point of the lake that no lake card covers."""
    lake = table.layout.lake
    rects = [r for _, r in table.lake_rects()]
    for y in range(lake.top + 4, lake.bottom - 4, 6):
        for x in range(lake.left + 4, lake.right - 4, 6):
            if not any(r.inflate(8, 8).collidepoint(x, y) for r in rects):
                return (x, y)
    raise AssertionError("no open water")


def play_hand_with_the_mouse(app, table) -> int:
    """The person drags every bait until the summary shows; returns how many turns were theirs."""
    turns = 0
    for g in person_turns(app, table):
        if g.phase == "layout":
            layout = next(b for b in table.buttons if b.label.startswith("Lay out"))
            post(pygame.MOUSEBUTTONDOWN, pos=layout.rect.center, button=1)
            post(pygame.MOUSEBUTTONUP, pos=layout.rect.center, button=1)
            frames(app, 1)
            continue
        legal = g.legal_actions()
        captures = [a for a in legal if isinstance(a, Capture)]
        action = captures[turns % len(captures)] if captures else next(a for a in legal if isinstance(a, Release))
        before = len(g.log.actions)
        start, stop = point_of(table, action)
        drag(app, start, stop)
        assert len(g.log.actions) == before + 1, table.message
        assert g.log.actions[-1].__class__ is action.__class__
        turns += 1
    return turns


@pytest.mark.parametrize("variant", DECKS)
@pytest.mark.parametrize("players", (2, 3, 4))
def test_a_whole_hand_played_with_the_mouse_reaches_the_scored_summary(app, variant, players):
    """§4-§8: every turn by dragging; the summary scores each catch line by line, then settles pairwise
    (four at the table: the dealer's sitter sits out, §2)."""
    table = fishing_table(app, variant, players)
    turns = play_hand_with_the_mouse(app, table)
    g = table.game
    playing = g.seats_from_dealer()
    assert (turns > 3 or 0 not in playing) and g.is_over and table.overlay == "summary"
    assert sum(g.chips) == 0
    scores = table.summary_view().table          # groups down, players across (tests/ui/test_fishing_summary.py)
    assert scores.names == tuple(table.seat_names())
    assert [scores.groups[-1].cells[seat] for seat in playing] == [str(g.points[seat]) for seat in playing]
    assert len(scores.pairs) == len(playing) * (len(playing) - 1) // 2
    # each catch lies in scoring-group order, one empty slot between groups, every card with its fish (§7)
    for seat in playing:
        order = table.catch_order(seat)
        score = g.catch_score(seat)
        assert sorted(c for c, _, _ in order) == sorted(g.catches[seat])
        assert all(fish == score.fish_of(c) for c, fish, _ in order)
        gaps = sum(b[2] - a[2] - 1 for a, b in zip(order, order[1:]))
        assert gaps == len([line for line in score.lines if line.cards]) - 1
    labels = [b.label for b in table.buttons]
    assert labels == ["Final standings", "Replay hand"]
    frames(app, 2)


@pytest.mark.parametrize("variant", DECKS)
def test_an_illegal_capture_flies_back_with_the_engines_reason(app, variant):
    """§5: a bait that cannot catch a lake card is refused in the engine's words, nothing is lost."""
    table = fishing_table(app, variant, 2, seed=11)
    settle(app, table, until=table.my_turn, seconds=60)
    g = table.game
    assert g.phase == "hand"
    hand = [c for c, _ in table.hand_rects()]
    pair = next((b, f) for b in hand for f in g.lake if g.why_illegal(Capture(b, [f])))
    bait, fish = pair
    before = (len(g.log.actions), list(g.hands[0]), list(g.lake))
    start = next(r.center for c, r in table.hand_rects() if c == bait)
    stop = next(r.center for c, r in table.lake_rects() if c == fish)
    drag(app, start, stop)
    reason = g.why_illegal(Capture(bait, [fish]))
    assert table.message_error and table.message == reason[0].upper() + reason[1:] + "."
    assert (len(g.log.actions), list(g.hands[0]), list(g.lake)) == before
    assert ("home", hand.index(bait)) in table.flights.keys()


def test_hovering_a_hand_card_lights_every_lake_card_it_could_catch(app):
    table = fishing_table(app, DECKS[0], 2, seed=11)
    settle(app, table, until=table.my_turn, seconds=60)
    g = table.game
    card, rect = next((c, r) for c, r in table.hand_rects() if g.catchable(c))
    post(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0, 0, 0))
    frames(app, 1)
    assert table.hovered_bait() == card
    lit = set(table.catchable(table.hovered_bait()))
    assert lit == set(g.catchable(card)) and lit
    # drawn: every lit lake card has the highlight around it
    surface = app.screen
    for c, r in table.lake_rects():
        edge = surface.get_at((r.centerx, r.top - 2))[:3]
        if c in lit:
            assert edge == pygame.Color(*__import__("game.ui.theme", fromlist=["HIGHLIGHT"]).HIGHLIGHT)[:3]


def test_keyboard_chooses_a_bait_and_captures(app):
    table = fishing_table(app, DECKS[0], 2, seed=11)
    settle(app, table, until=table.my_turn, seconds=60)
    g = table.game
    before = len(g.log.actions)
    for _ in range(len(table.hand_rects())):
        post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
        frames(app, 1)
        if table.catchable(table.bait_card()):
            break
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    frames(app, 1)
    assert len(g.log.actions) == before + 1 and isinstance(g.log.actions[-1], Capture)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("players", (2, 3, 4))
def test_the_fishing_table_places_do_not_overlap(size, players):
    from game.ui.boards.fishing import FishingLayout
    from game.ui.faces import FaceStyle
    for kind in ("card", "tile"):
        L = FishingLayout(size, players, 0, FaceStyle(kind))
        places = [("stock", L.stock), ("drawn", L.drawn_rect), ("lake", L.lake), ("status", L.status),
                  ("hand", L.hand_area)]
        for seat, place in L.places.items():
            places += [(f"plate {seat}", place.plate), (f"catch {seat}", place.wu_area)]
        for i, (a, ra) in enumerate(places):
            assert pygame.Rect(0, 0, *size).contains(ra), a
            for b, rb in places[i + 1:]:
                assert not ra.colliderect(rb), (a, b, ra, rb)
        size_, centres = L.lake_slots(24)
        for c in centres:
            r = pygame.Rect(0, 0, *size_)
            r.center = c
            assert L.lake.contains(r)


def test_hot_seat_curtain_between_two_people_fishing(app):
    """§10: two people at one screen — the curtain hides the table until the one to play clicks; after
    their whole turn (hand step and draw step) it comes down again for the other."""
    table = fishing_table(app, DECKS[1], 2, seats=(person("Ann"), person("Bo")))
    settle(app, table, seconds=30)
    assert table.curtain_up()
    first = table.game.current_player
    post(pygame.MOUSEBUTTONDOWN, pos=(5, 300), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(5, 300), button=1)
    frames(app, 2)
    assert not table.curtain_up() and table.my_turn() and table.viewer == first
    while table.game.current_player == first and not table.game.is_over:
        settle(app, table, until=table.my_turn, seconds=30)
        g = table.game
        action = next((a for a in g.legal_actions() if isinstance(a, Capture)), None) or \
            next(a for a in g.legal_actions() if isinstance(a, Release))
        start, stop = point_of(table, action)
        drag(app, start, stop)
    settle(app, table, seconds=30)
    assert table.curtain_up() and table.game.current_player != first


def test_a_fishing_match_resumes_after_the_window_closes_and_statistics_show_it(app):
    """A game is its seed plus its actions: the saved fishing match comes back as it was; the statistics
    screen draws a finished fishing hand."""
    table = fishing_table(app, DECKS[0], 2, seed=5)
    settle(app, table, until=table.my_turn, seconds=60)
    start, stop = point_of(table, table.game.legal_actions()[0])
    drag(app, start, stop)
    settle(app, table, until=lambda: table.my_turn() or table.game.is_over, seconds=60)
    lake, hands = list(table.game.lake), list(table.game.hands[0])
    with resumed_in_a_new_window(app, "fishing") as (again, resumed):
        assert list(resumed.game.lake) == lake and list(resumed.game.hands[0]) == hands
        frames(again, 2)
        play_hand_with_the_mouse(again, resumed)
        statistics_open(again)


def test_undo_takes_back_a_catch_and_hint_names_a_bait(app):
    app.remember(thinking_budget=0.05)
    table = fishing_table(app, DECKS[1], 2, seed=11)
    settle(app, table, until=table.my_turn, seconds=60)
    g = table.game
    lake = list(g.lake)
    capture = next(a for a in g.legal_actions() if isinstance(a, Capture))
    start, stop = point_of(table, capture)
    drag(app, start, stop)
    settle(app, table, until=table.my_turn, seconds=60)
    undo = next(b for b in table.buttons if b.label == "Undo")
    assert undo.enabled
    post(pygame.MOUSEBUTTONDOWN, pos=undo.rect.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=undo.rect.center, button=1)
    frames(app, 2)
    assert list(table.game.lake) == lake and "taken back" in table.message
    settle(app, table, until=table.my_turn, seconds=60)
    hint = next(b for b in table.buttons if b.label == "Hint")
    post(pygame.MOUSEBUTTONDOWN, pos=hint.rect.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=hint.rect.center, button=1)
    end = time.perf_counter() + 20
    while not table.message.startswith("Hint:") and time.perf_counter() < end:
        frames(app, 1)
        time.sleep(0.002)
    assert table.message.startswith("Hint: catch") or table.message.startswith("Hint: release")
    assert table.bait_card() is not None


def test_the_heaven_pair_question_lays_the_pair_into_the_catch(app):
    """§3 heaven_pair: choose — the person is asked; Lay out puts both 6:6 into their catch."""
    table = fishing_table(app, "shi-wu-hu-fishing?heaven_pair=choose", 2, seed=5)
    settle(app, table, until=table.my_turn, seconds=60)
    frames(app, 1)
    assert table.game.phase == "layout"
    assert [b.label for b in table.buttons][-2:] == ["Lay out", "Keep them"]
    assert "heaven pair" in table.board.prompt()
    lay = next(b for b in table.buttons if b.label == "Lay out")
    post(pygame.MOUSEBUTTONDOWN, pos=lay.rect.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=lay.rect.center, button=1)
    frames(app, 1)
    settle(app, table, seconds=30)
    assert [str(c) for c in table.game.catches[0]].count("6:6") == 2
    assert [str(c) for c in table.shown.catches[0]].count("6:6") == 2


def test_click_the_bait_then_the_fish_and_the_history_tells_it(app):
    """§4 by clicks: the bait rises when chosen; a click on a lit lake card catches it; the history
    panel (L) tells the catch."""
    table = fishing_table(app, DECKS[0], 2, seed=11)
    settle(app, table, until=table.my_turn, seconds=60)
    g = table.game
    capture = next(a for a in g.legal_actions() if isinstance(a, Capture) and len(a.fish) == 1)
    index, rect = next((i, r) for i, (c, r) in enumerate(table.hand_rects()) if c == capture.bait)
    post(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)
    frames(app, 1)
    assert table.bait == index and table.hand_rects()[index][1].top < rect.top
    target = next(r.center for c, r in table.lake_rects() if c == capture.fish[0])
    post(pygame.MOUSEBUTTONDOWN, pos=target, button=1)
    post(pygame.MOUSEBUTTONUP, pos=target, button=1)
    frames(app, 1)
    assert g.log.actions[-1] == capture
    settle(app, table, until=table.my_turn, seconds=60)
    post(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0)
    frames(app, 2)
    assert table.history.open
    story = table.shown_story()
    mine = [line for line in story if line.seat == 0]
    assert mine[0].cards == (capture.bait, *capture.fish) and mine[0].words == f"You catch {capture.fish[0]} with {capture.bait}"


def test_the_real_window_probe_describes_a_fishing_table(app, tmp_path):
    """The probe real-window tests read (game.ui.app.write_probe) works at a fishing table and gives its lake."""
    import json
    app.probe_path = str(tmp_path / "probe.json")
    table = fishing_table(app, DECKS[0], 2, seed=11)
    settle(app, table, until=table.my_turn, seconds=60)
    frames(app, 2)
    probe = json.loads((tmp_path / "probe.json").read_text())
    assert probe["my_turn"] and sorted(c for c, *_ in probe["lake"]) == sorted(str(c) for c in table.game.lake)


@pytest.mark.parametrize("setting", ("card", "tile"))
def test_the_domino_set_is_drawn_with_tiles_and_the_84_cards_with_cards(app, setting):
    """Issue 14: the two-domino-set variant shows tiles, the 84-card one cards, whatever the face setting."""
    from game.ui.faces import face_size, FaceStyle
    app.set_face_style(kind=setting)
    for variant, kind in ((DECKS[1], "tile"), (DECKS[0], "card")):
        table = fishing_table(app, variant, 2, seed=11)
        settle(app, table, until=table.my_turn, seconds=60)
        frames(app, 1)
        assert table.board.style.kind == kind
        height = table.layout.hand_card[1]
        assert table.hand_rects()[0][1].size == face_size(height, FaceStyle(kind))
        table.close()


def test_enter_with_nothing_chosen_chooses_the_first_card(app):
    """A newcomer pressing Enter at once sees a bait chosen (and its fish lit), not nothing; a second Enter plays it."""
    table = fishing_table(app, DECKS[0], 2, seed=11)
    settle(app, table, until=table.my_turn, seconds=60)
    g = table.game
    before = len(g.log.actions)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    frames(app, 1)
    assert table.bait_card() == table.hand_rects()[0][0] and len(g.log.actions) == before
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    frames(app, 1)
    assert len(g.log.actions) == before + 1


@pytest.mark.parametrize("setting", ("card", "tile"))
def test_a_players_fishing_file_is_drawn_as_its_faces_key_says_not_by_its_name(app, own_home, setting):
    """Issue 14: a file's ``faces:`` decides cards or tiles (a file named "…-dominoes" saying ``faces: card``
    draws cards); a file without the key follows the player's face setting, as a climbing game does."""
    from game import paths
    from tests.ui.test_own_variants import write_own
    app.set_face_style(kind=setting)
    text = (paths.variants_dir() / f"{DECKS[1]}.yaml").read_text(encoding="utf-8")
    assert "\nfaces: tile" in text
    cards = write_own(own_home, "my-dominoes.yaml", text.replace("\nfaces: tile", "\nfaces: card", 1))
    unsaid = write_own(own_home, "my-fishing-dominoes.yaml", text.replace("\nfaces: tile", "\n", 1))
    for path, kind in ((cards, "card"), (unsaid, setting)):
        table = fishing_table(app, str(path), 2, seed=11)
        settle(app, table, until=table.my_turn, seconds=60)
        frames(app, 1)
        assert table.board.style.kind == kind, path.name
        table.close()


def test_the_game_list_pictures_the_domino_set_game_with_tiles(app):
    """Issue 14: the new-game list's small picture shows each game's own cards or tiles: the domino-set
    fishing game tiles even when the player's faces are cards, the climbing games the player's faces."""
    app.set_face_style(kind="card")
    app.new_game()
    frames(app, 2)
    scene = app.scene
    kinds = {ref: style.kind for ref, _, style in scene.game_list._pictures}
    assert kinds[DECKS[1]] == "tile" and kinds[DECKS[0]] == "card" and kinds["sap-ng-wu"] == "card"
