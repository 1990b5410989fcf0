"""Issue 13, item 7: text that comes from players or the game fits its box (theme.fit/text_in).

Every line drawn with theme.text_in is measured against its box on the screens
where text overflowed: the title's Continue subtitle with a long game name, the
saved matches' details (which ran under the Play button), a seat's plate.
"""
from __future__ import annotations

import pygame
import pytest

from game.ui import theme
from game.ui.seats import MatchSetup, computer, person
from tests.ui.test_table import frames
from tests.ui.test_table_layout import inside


def test_fit_shrinks_a_little_then_ends_in_an_ellipsis(app):
    words = "Grandmother Wong-Lau the Third"
    full = theme.font(20).size(words)[0]
    assert theme.fit(words, 20, full + 2) == (words, 20)
    same, size = theme.fit(words, 20, int(full * 0.9))
    assert same == words and 15 <= size < 20                       # a short overflow only shrinks
    cut, size = theme.fit(words, 20, full // 3)
    assert cut.endswith("…") and theme.font(size).size(cut)[0] <= full // 3
    assert theme.fit(words, 20, 1)[0] in ("", "…") or theme.font(15).size(theme.fit(words, 20, 1)[0])[0] <= 1


@pytest.fixture
def measured(monkeypatch):
    """Every (words, box, drawn rectangle) drawn with theme.text_in."""
    drawn: list[tuple[str, pygame.Rect, pygame.Rect]] = []
    real = theme.text_in

    def record(surface, words, box, *args, **kw):
        rect = real(surface, words, box, *args, **kw)
        drawn.append((words, pygame.Rect(box), rect))
        return rect
    monkeypatch.setattr(theme, "text_in", record)
    return drawn


LONG = "Grandmother Wong-Lau the Third's Sunday afternoon Luan Chuo with the gods of wealth"


def long_named_match(app):
    seats = (person("Grandmother Wong-Lau the Third"), computer("Auntie Mei-Ling Chan-Fitzgerald"),
             computer("Uncle Bartholomew Ho-Yin"), computer("Great-Aunt Philippa Leung"))
    app.start_match(MatchSetup(variant="luan-chuo?gods_of_wealth", seats=seats, hands=8, seed=4, delay=0.0))
    frames(app, 2)
    key = app.scene.saved.key
    app.flush()
    app.saves.rename(key, LONG)
    return key


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_title_and_saved_matches_keep_their_words_in_their_boxes(size, measured, own_home):
    from game.ui.app import App

    app = App(size, sound=False, anim_scale=0.0, computer_delay=0.0)
    try:
        long_named_match(app)
        app.title()
        frames(app, 2)
        measured.clear()
        app.draw(app.now())
        cont = next(b for b in app.scene.buttons if b.label == "Continue")
        assert LONG[:20] in cont.hint
        hint = [(w, box, r) for w, box, r in measured if w.startswith(LONG[:20])]
        assert hint, "the Continue subtitle is fitted"
        for words, box, rect in measured:
            assert inside(rect, box), f"{words!r} {rect} runs out of {box}"
        for words, box, rect in hint:
            assert cont.rect.contains(rect)
        app.saved_matches()
        frames(app, 2)
        measured.clear()
        app.draw(app.now())
        plays = [b.rect for b in app.scene.buttons if b.label == "Play"]
        rows = [(w, box, r) for w, box, r in measured if w.startswith(LONG[:20]) or "hand 1 of 8" in w]
        assert len(rows) >= 2, [w for w, _, _ in measured]
        for words, box, rect in measured:
            assert inside(rect, box), f"{words!r} {rect} runs out of {box}"
        for words, box, rect in rows:
            assert all(rect.right < play.left for play in plays), f"{words!r} runs under the Play button"
    finally:
        if hasattr(app.scene, "close"):
            app.scene.close()
        app.writer.shutdown(wait=True)
        pygame.quit()


def test_a_cut_subtitle_keeps_its_hand_number(app):
    words = f"{LONG} · hand 3 of 8"
    cut, size = theme.fit(words, 16, 200, keep_tail=True)
    assert cut.endswith("… · hand 3 of 8") and theme.font(size).size(cut)[0] <= 200


def test_a_long_word_wraps_within_the_width(app):
    """A damaged save's notice names a long path: no line of it runs past the notice's edge."""
    words = "It was moved to /tmp/tmp.Tn4SDCWPHX/data/saves/40bf6c6aaa8d4a95b619f285a2ae85b7.damaged-20261123.json and"
    for line in theme.wrap(words, 17, 300):
        assert theme.font(17).size(line)[0] <= 300, line
    assert "".join(theme.wrap(words, 17, 300)).replace(" ", "") == words.replace(" ", "")


def test_the_summary_fits_long_names_in_their_column(app, measured):
    from tests.ui.test_sitting_out import sitting_out_table
    seats = (person("Grandmother Wong-Lau the Third"), computer("Auntie Mei-Ling Chan-Fitzgerald"),
             computer("Uncle Bartholomew Ho-Yin"), computer("Great-Aunt Philippa Leung"))
    table = sitting_out_table(app, "ma-hua-hua", seats, delay=0.0)
    table.skip_hand()
    for _ in range(400):
        app.step()
        if table.overlay == "summary":
            break
    assert table.overlay == "summary"
    measured.clear()
    app.draw(app.now())
    panel = table.summary_rect()
    rows = [w for w, box, r in measured if panel.contains(box) and (w in [s.name for s in seats] or w.endswith("…"))]
    assert len(rows) == 4, rows                      # each player's row names them, fitted
    for words, box, rect in measured:
        assert inside(rect, box), f"{words!r} {rect} runs out of {box}"
