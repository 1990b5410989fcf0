"""The new-game screen's list of games (issue 14, "Choosing a game"): the games grouped by family,
each with its summary's first words and a picture of its cards; players' own files under their
family, "(yours)", a broken one greyed with its error. Everything through real pygame events."""
from __future__ import annotations

import pygame
import pytest

from game import paths
from game.store.variants import catalog
from game.ui.game_list import PICTURES, domino_cards, family_heading, fit, one_line, picture_for
from game.ui.screens import NewGameScene
from game.ui.table import TableScene

from .test_own_variants import house_rule, write_own
from .test_table import click, frames, post


def pick(app, scene: NewGameScene, index: int) -> None:
    """Choose entry ``index`` as a player would: wheel the list until its row is in sight, click it."""
    gl = scene.game_list
    for _ in range(50):
        row, view = gl.row_rect(index), gl.rect
        if view.contains(row):
            break
        post(pygame.MOUSEWHEEL, x=0, y=1 if row.top < view.top else -1, flipped=False)
        frames(app, 1)
    click(app, gl.row_rect(index).center)
    assert scene.variant_index == index


def index_of(scene: NewGameScene, name: str) -> int:
    return next(i for i, e in enumerate(scene.entries) if e.ref == name or e.name == name)


def fishing_file() -> str:
    """A file of a family this branch cannot play yet: listed under its own family, greyed."""
    return house_rule().replace("name: Dealer doubles", "name: Lake").replace("family: climbing",
                                                                           "family: fishing")


def test_clicking_a_game_chooses_it_and_starts_it(app, own_home):
    app.new_game()
    scene = app.scene
    assert isinstance(scene, NewGameScene)
    frames(app, 2)
    wu_han = index_of(scene, "wu-han")
    pick(app, scene, wu_han)
    frames(app, 1)
    assert scene.entry.ref == "wu-han" and scene.game_list.chosen == wu_han
    click(app, next(b for b in scene.buttons if b.label == "Start").rect.center)
    assert isinstance(app.scene, TableScene) and app.scene.variant.id == "wu-han"


def test_a_click_between_rows_or_on_a_heading_chooses_nothing(app, own_home):
    app.new_game()
    scene = app.scene
    before = scene.variant_index
    heading = next(r for r in scene.game_list.rows if r.entry is None)
    click(app, scene.game_list.on_screen(heading.rect).center)
    assert scene.variant_index == before


def test_the_arrow_keys_walk_the_list_in_its_order(app, own_home):
    write_own(own_home, "dealer-doubles.yaml", house_rule())
    app.new_game()
    scene = app.scene
    order = scene.game_list.order
    pick(app, scene, order[0])
    seen = [scene.variant_index]
    for _ in range(len(order) + 1):          # one more than there are: the last stays chosen
        post(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)
        frames(app, 1)
        seen.append(scene.variant_index)
    assert seen[:len(order)] == order and seen[-1] == order[-1]
    post(pygame.KEYDOWN, key=pygame.K_UP, mod=0, unicode="", scancode=0)
    frames(app, 1)
    assert scene.variant_index == order[-2]
    climbing = [scene.entries[i].name for i in order if scene.entries[i].family == "climbing"]
    assert climbing[-1] == "Dealer doubles"     # a player's own file after the built-in ones of its family


def test_own_and_broken_files_appear_under_their_family(app, own_home):
    write_own(own_home, "dealer-doubles.yaml", house_rule())
    write_own(own_home, "broken.yaml", house_rule().replace("copies: 4", "copies: four"))
    write_own(own_home, "lake.yaml", fishing_file())
    app.new_game()
    scene = app.scene
    frames(app, 2)
    gl = scene.game_list
    families = {f: [scene.entries[i] for i in indices] for f, indices in gl.groups}
    climbing = [e.name for e in families["climbing"]]
    assert climbing[:6] == [e.name for e in catalog() if e.builtin and e.family == "climbing"]
    assert climbing[6:] == ["broken", "Dealer doubles"]
    # a file of the fishing family is listed under Fishing, greyed, whatever this build can play
    lake = families["fishing"][-1]
    assert lake.ref.endswith("lake.yaml") and not lake.builtin
    assert all(e.builtin for e in families["fishing"][:-1])
    assert [f for f, _ in gl.groups] == ["climbing", "fishing", "banker", "rummy"]   # sap-tim-pun and si-se-pai are built in (issues 15, 16)
    # the rows say so: "(yours)", and the broken file's error in place of its summary
    words = {scene.entries[r.entry].ref: [p.words for p in gl.pieces(r)] for r in gl.rows if r.entry is not None}
    own = {e.name: e.ref for e in scene.entries if not e.builtin}
    assert "(yours)" in words[own["Dealer doubles"]] and "The Hong Kong climbing game" in words[own["Dealer doubles"]]
    assert any(w.startswith("Cannot be played: deck.copies: expected a whole number") for w in words[own["broken"]])
    assert "(yours)" not in words["sap-ng-wu"]
    heading_words = [p.words for r in gl.rows if r.entry is None for p in gl.pieces(r)]
    assert "Fishing games" in heading_words and "釣魚" in heading_words
    # a broken file can be looked at (its error is shown) but not started
    pick(app, scene, index_of(scene, own["broken"]))
    frames(app, 1)
    assert not next(b for b in scene.buttons if b.label == "Start").enabled


LONG = "A house rule with a name far too long for any row of the list at all, truly"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_every_row_fits_its_words_and_the_screen_fits_the_window(size, own_home):
    from game.ui.app import App
    write_own(own_home, "dealer-doubles.yaml", house_rule())
    write_own(own_home, "long.yaml", house_rule().replace("name: Dealer doubles", f"name: {LONG}"))
    write_own(own_home, "broken.yaml", house_rule().replace("copies: 4", "copies: four"))
    write_own(own_home, "lake.yaml", fishing_file())
    app = App(size, sound=False, anim_scale=0.0, computer_delay=0.0)
    try:
        app.new_game()
        scene = app.scene
        frames(app, 2)
        gl = scene.game_list
        w, h = size
        screen = pygame.Rect(0, 0, w, h)
        assert screen.contains(scene.list_pane) and screen.contains(scene.setup_pane)
        assert not scene.list_pane.colliderect(scene.setup_pane)
        assert gl.rect.width > 0.35 * w             # the list has room, the seats keep theirs
        cut = 0
        for row in gl.rows:
            pieces = gl.pieces(row)
            assert pieces, row
            for piece in pieces:
                assert row.rect.contains(piece.rect), (piece.words, piece.rect, row.rect)
                assert theme_width(piece) <= piece.rect.width
                cut += piece.words.endswith("…")
            if row.entry is not None:
                assert row.rect.contains(gl.picture_rect(row))
                assert not any(gl.picture_rect(row).colliderect(p.rect) for p in pieces)
                line1 = [p for p in pieces if p.rect.top < row.rect.centery - 2]
                assert all(a.rect.right <= b.rect.left for a, b in zip(line1, line1[1:]))
        assert cut >= 1                               # the long name was cut, not spilled
        long_row = next(r for r in gl.rows if r.entry is not None and scene.entries[r.entry].name == LONG)
        assert gl.pieces(long_row)[0].words.endswith("…")
        # the seats, options and buttons of the chosen game are beside the list, inside the window
        for widget in scene.widgets + scene.buttons:
            assert screen.contains(widget.rect) and not gl.rect.colliderect(widget.rect)
        for field in scene.fields:
            assert scene.setup_pane.contains(field.rect)
    finally:
        app.writer.shutdown(wait=True)
        pygame.quit()


def theme_width(piece) -> int:
    from game.ui import theme
    return theme.font(piece.size).size(piece.words)[0]


def test_a_long_list_scrolls_with_the_wheel_and_follows_the_keys(own_home):
    from game.ui.app import App
    for i in range(12):
        write_own(own_home, f"rule-{i:02}.yaml", house_rule().replace("name: Dealer doubles", f"name: Rule {i}"))
    app = App((1024, 640), sound=False, anim_scale=0.0, computer_delay=0.0)
    try:
        app.new_game()
        scene = app.scene
        frames(app, 2)
        gl = scene.game_list
        assert gl.scrollable and gl.scroll == 0
        last = next(i for i in gl.order if scene.entries[i].name == "Rule 11")   # the last of the climbing games
        assert not gl.rect.contains(gl.row_rect(last))
        pick(app, scene, last)                      # wheels down to it, then clicks
        assert gl.scroll > 0 and gl.rect.contains(gl.row_rect(last))
        assert scene.entry.name == "Rule 11"
        post(pygame.MOUSEWHEEL, x=0, y=40, flipped=False)     # far up: stops at the top
        frames(app, 1)
        assert gl.scroll == 0
        post(pygame.KEYDOWN, key=pygame.K_UP, mod=0, unicode="", scancode=0)   # the choice comes into sight
        frames(app, 1)
        above = gl.order[gl.order.index(last) - 1]
        assert scene.variant_index == above and gl.rect.contains(gl.row_rect(above))
        # a click on a row scrolled out of sight (under the list's edge) chooses nothing
        hidden = next(i for i in gl.order if not gl.rect.colliderect(gl.row_rect(i)))
        before = scene.variant_index
        click(app, gl.row_rect(hidden).center)
        assert scene.variant_index == before
    finally:
        app.writer.shutdown(wait=True)
        pygame.quit()


def test_the_chosen_game_is_shown_in_the_list_when_the_screen_opens(app, own_home):
    for i in range(12):
        write_own(own_home, f"rule-{i:02}.yaml", house_rule().replace("name: Dealer doubles", f"name: Rule {i}"))
    app.new_game()
    scene = app.scene
    pick(app, scene, next(i for i in scene.game_list.order if scene.entries[i].name == "Rule 11"))
    click(app, next(b for b in scene.buttons if b.label == "Start").rect.center)
    assert isinstance(app.scene, TableScene)
    app.scene.close()
    app.new_game()                                   # the remembered choice, scrolled into sight
    again = app.scene
    assert again.entry.name == "Rule 11"
    assert again.game_list.rect.contains(again.game_list.row_rect(again.variant_index))


def test_family_headings_know_the_planned_families_and_name_any_other():
    assert family_heading("fishing").chinese == "釣魚"
    assert family_heading("climbing").name == "Climbing games"
    assert family_heading("snap-dragon").name == "Snap dragon games"


def test_a_summary_gives_its_lead_to_the_row():
    assert one_line("The Hong Kong climbing game: beat the last play.") == "The Hong Kong climbing game"
    assert one_line("Two sets of tiles. Catch fish.") == "Two sets of tiles"
    assert one_line("Just one line") == "Just one line"
    assert one_line("") == ""


def test_fit_cuts_at_a_word_with_an_ellipsis():
    words = "one two three four five six seven eight nine ten"
    short = fit(words, 16, 120)
    assert short.endswith("…") and words.startswith(short[:-1]) and " " not in short[-2:]
    assert fit(words, 16, 4000) == words


def test_the_picture_is_chosen_by_family_with_domino_cards_by_default(own_home):
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    try:
        [entry] = [e for e in catalog() if e.ref == "chang-pai"]
        assert picture_for("climbing") is domino_cards and picture_for("anything") is domino_cards
        from game.ui.faces import FaceStyle
        img = domino_cards(entry, (66, 46), FaceStyle())
        assert img.get_size() == (66, 46)
        drawn = pygame.mask.from_surface(img).count()
        assert drawn > 0.3 * 66 * 46                # cards, not an empty box
        mine = lambda e, size, style: pygame.Surface(size, pygame.SRCALPHA)   # noqa: E731
        PICTURES["fishing"] = mine
        try:
            assert picture_for("fishing") is mine
        finally:
            del PICTURES["fishing"]
    finally:
        pygame.quit()


def test_the_arrow_keys_leave_the_game_alone_while_a_name_is_typed(app, own_home):
    app.new_game()
    scene = app.scene
    before = scene.variant_index
    click(app, scene.fields[0].rect.center)           # into the first seat's name
    assert scene.fields[0].focused
    post(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)
    frames(app, 1)
    assert scene.variant_index == before and scene.fields[0].focused
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)    # done typing
    post(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)
    frames(app, 1)
    assert scene.variant_index == scene.game_list.order[scene.game_list.order.index(before) + 1]


def test_the_chosen_row_is_lit_on_screen_and_the_last_one_no_longer(app, own_home):
    from game.ui import theme
    app.new_game()
    scene = app.scene
    frames(app, 2)
    gl = scene.game_list
    old, new = scene.variant_index, index_of(scene, "chang-pai")

    def lit(index: int) -> bool:     # a spot of the row's own background, right of its words
        rect = gl.row_rect(index)
        return tuple(app.screen.get_at((rect.right - int(30 * gl.s), rect.centery)))[:3] == theme.BUTTON

    assert lit(old) and not lit(new)
    pick(app, scene, new)
    frames(app, 1)
    assert lit(new) and not lit(old)


def test_a_fishing_game_shows_its_choices_and_starts_at_its_table(app):
    """Fishing's options are choices (docs/rules/fishing.md §4 must_capture: never | drawn | always), shown
    as such; Start seats the players at the fishing board with the option chosen."""
    from game.ui import screens
    app.new_game()
    scene = app.scene
    fishing = next(i for i in scene.game_list.order if scene.entries[i].ref == "shi-wu-hu-fishing")
    pick(app, scene, fishing)
    rows = {option.key: toggle for option, toggle in scene.option_rows}
    assert rows["must_capture"].values == ["never", "drawn", "always"]
    click(app, (rows["must_capture"].rect.right - 8, rows["must_capture"].rect.centery))
    frames(app, 1)
    assert scene.chosen["must_capture"] in ("drawn", "always") and scene.current is not None
    assert "must_capture=" in scene.ref
    assert "fishing" in screens.TABLE_FAMILIES
    start = next(b for b in scene.buttons if b.label == "Start")
    assert start.enabled
    chosen = scene.chosen["must_capture"]
    click(app, start.rect.center)
    frames(app, 2)
    assert isinstance(app.scene, TableScene) and app.scene.board.family == "fishing"
    assert app.scene.variant.must_capture == chosen


def test_the_table_size_follows_the_game_until_the_person_chooses_one(app, own_home):
    """Sap Tim Pun and Si Se Pai are played four at a table (sap-tim-pun.md §2, si-se-pai.md §2): choosing
    one from a three-player game seats four; a size the person picked stays where the new game allows it."""
    app.new_game()
    scene = app.scene
    frames(app, 2)
    pick(app, scene, index_of(scene, "sap-ng-wu"))
    assert scene.players == 3
    pick(app, scene, index_of(scene, "sap-tim-pun"))
    frames(app, 1)
    assert scene.players == 4 and len(scene.seat_rows) == 4
    pick(app, scene, index_of(scene, "sap-ng-wu"))
    assert scene.players == 3
    pick(app, scene, index_of(scene, "sap-tim-pun"))
    left = scene.players_cycler.rect
    click(app, (left.left + 8, left.centery))                      # the person steps the table down to three
    frames(app, 1)
    assert scene.players == 3
    pick(app, scene, index_of(scene, "si-se-pai"))
    assert scene.players == 3                                       # their choice stays
