"""The end of a fishing hand as a table (docs/rules/fishing.md §7, §8; issue 14, "The table"):
scoring groups down, players across, then each pair's settlement, then the hand's and the match's chips.

Computers play a whole hand through the real window loop; the summary that comes up is
checked for what it says (every catch's points by group, every pair, the chips) and for
how it is laid out at 1024×640 and 1280×800 with 2, 3 and 4 players (a sitter), long and
Chinese names: every piece inside the panel, none over another, each name whole or
plainly cut in its own column.
"""
from __future__ import annotations

import re

import pygame
import pytest

from game.ui.seats import MatchSetup, computer
from tests.ui.test_table import frames, post, settle

DECKS = ("shi-wu-hu-fishing", "shi-wu-hu-fishing-dominoes")
TABLES = (
    (DECKS[1], ("Ming", "Lan")),
    (DECKS[0], ("Grandmother Wong-Lau the Third", "陳大文", "Auntie Mei-Ling Chan-Fitzgerald")),
    (DECKS[1], ("Maximilian Fitzgerald", "歐陽嘉欣", "Lan", "Wong Ka-wai Josephine")),
)


def summary_at(size, variant, names, seed=7):
    from game.ui.app import App
    app = App(size, sound=False, anim_scale=0.0, computer_delay=0.0)
    app.start_match(MatchSetup(variant, tuple(computer(n) for n in names), hands=3, seed=seed, delay=0.0))
    table = app.scene
    settle(app, table, until=lambda: table.overlay == "summary", seconds=90)
    app.draw(app.now())
    return app, table


def close(app) -> None:
    app.scene.close()
    app.writer.shutdown(wait=True)
    pygame.quit()


def points_in(cell: str) -> int:
    """A group cell "3 big 90" or a bonus "+300": the points, its last number."""
    return int(re.findall(r"\d+", cell)[-1])


@pytest.mark.parametrize("size", ((1024, 640), (1280, 800)))
@pytest.mark.parametrize("variant,names", TABLES, ids=("2-tiles", "3-cards-long", "4-tiles-sitter"))
def test_the_summary_is_a_table_of_groups_by_player_that_fits(own_home, size, variant, names):
    app, table = summary_at(size, variant, names)
    try:
        g = table.game
        assert g.is_over and table.overlay == "summary"
        view = table.summary_view()
        tb = view.table
        playing = g.seats_from_dealer()
        # what it says: each catch, group by group, adds up to its points (§7) ...
        groups = [r for r in tb.groups if r.kind in ("group", "bonus")]
        assert [r.label for r in tb.groups][-1] == "catch points"
        for seat in range(g.players):
            cells = [r.cells[seat] for r in groups if r.cells[seat]]
            if seat not in playing:
                assert not cells and tb.totals[0].cells[seat] == "sat out" and tb.sitting[seat]
                continue
            assert sum(points_in(c) for c in cells) == g.points[seat] and tb.groups[-1].cells[seat] == str(g.points[seat])
            fish = sum(int(c.split()[0]) for r, c in ((r, r.cells[seat]) for r in groups if r.kind == "group") if c)
            assert fish == len(g.catches[seat])
            score = g.catch_score(seat)
            for line in score.lines:
                row = next(r for r in groups if r.label == f"{line.group} {line.chinese}".strip())
                assert row.cells[seat] == f"{len(line.cards)} {line.fish} {line.points}" and row.fish[seat] == line.fish
        # ... the groups in the variant's order, each once
        labels = [r.label for r in groups if r.kind == "group"]
        assert len(labels) == len(set(labels))
        names_order = [gr.name for gr in g.variant.scoring.groups] + ["Other fish"]
        firsts = [next(i for i, n in enumerate(names_order) if label.startswith(n)) for label in labels]
        assert firsts == sorted(firsts)
        # then every pair's settlement (§8), then the chips of the hand and the match
        assert len(tb.pairs) == len(playing) * (len(playing) - 1) // 2
        for p, words in zip(g.settlement.pairs, tb.pairs):
            assert table.name(p.lower) in words and table.name(p.higher) in words and f"= {p.difference}" in words
        assert [tb.totals[0].cells[s] for s in playing] == [f"{g.chips[s]:+d}" for s in playing]
        assert list(tb.totals[1].cells) == [f"{t:+d}" for t in table.match.standing]
        # how it is laid out: inside the panel and the window, nothing over anything else
        panel = table.summary_rect()
        window = pygame.Rect((0, 0), size)
        assert window.contains(panel)
        rects = list(view.drawn.items())
        assert len(rects) > 4 * len(names)
        for key, rect in rects:
            assert panel.contains(rect), (key, rect, panel)
        for i, (k1, r1) in enumerate(rects):
            for k2, r2 in rects[i + 1:]:
                assert not r1.colliderect(r2), (k1, r1, k2, r2)
        for b in table.buttons:
            assert panel.contains(b.rect) and not any(b.rect.colliderect(r) for _, r in rects), b.label
        # each name over its own column: whole (on two lines if it must), or cut with "…"
        left = panel.left + int(40 * table.layout.s)
        for seat, name in enumerate(names):
            head = view.drawn[("", seat)]
            column = pygame.Rect(left + view.label_w + seat * view.col_w, panel.top, view.col_w, panel.height)
            assert column.contains(head), (name, head, column)
            shown = view.words[("", seat)]
            assert shown == name or (shown.endswith("…") and name.startswith(shown[:-1].rstrip())), (name, shown)
    finally:
        close(app)


def test_a_long_name_takes_two_lines_rather_than_a_cut(own_home):
    """At 1024×640 with four at the table, "Maximilian Fitzgerald" is read whole over its column."""
    app, table = summary_at((1024, 640), *TABLES[2])
    try:
        view = table.summary_view()
        assert view.words[("", 0)] == "Maximilian Fitzgerald" and view.heads[0] == ["Maximilian", "Fitzgerald"]
        assert view.words[("", 1)] == "歐陽嘉欣"
    finally:
        close(app)


def test_resting_the_pointer_on_a_cell_says_why_it_scores_so(own_home):
    """§7: a group that counts small fish says what it lacks ("no 6:6: small fish"), one that counts says what
    made it, as the engine explains the catch; moving away takes the label off."""
    app, table = summary_at((1280, 800), *TABLES[1])
    try:
        view = table.summary_view()
        g = table.game
        seat = next(iter(g.seats_from_dealer()))
        line = g.catch_score(seat).lines[0]
        label = f"{line.group} {line.chinese}".strip()
        rect = view.drawn[(label, seat)]
        post(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0, 0, 0))
        frames(app, 1)
        assert view.hovered is not None and view.hovered[0] == (label, seat)
        assert view.hovered[1].endswith(f"{label}: {line.why}") or view.hovered[1].endswith("…")
        post(pygame.MOUSEMOTION, pos=(2, 2), rel=(1, 1), buttons=(0, 0, 0))
        frames(app, 1)
        assert view.hovered is None
    finally:
        close(app)
