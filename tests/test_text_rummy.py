"""Si Se Pai at the terminal table (docs/rules/si-se-pai.md §4, §5, §10): a scripted person plays a match."""
from __future__ import annotations

import io

from game.ui.text_table import text_table


def test_a_scripted_person_plays_si_se_pai_to_the_end():
    """Picking the first choice every time, a two-hand match ends with chips summing to zero."""
    out = io.StringIO()
    table = text_table("si-se-pai", players=4, seed=4, hands=2, level="normal", out=out, ask=lambda prompt: "1")
    assert table.run() == 0
    text = out.getvalue()
    assert "The match is over" in text and "After hand 2" in text and sum(table.match.totals) == 0
    assert "Your hand:" in text and "On offer:" in text


def test_typed_moves_and_refusals():
    """A typed meld that mixes colours is refused with the engine's reason; 'p' passes."""
    answers = iter(["G-Ch W-Cn", "p", "q"])
    out = io.StringIO()
    table = text_table("si-se-pai", players=4, seed=4, hands=1, out=out, ask=lambda prompt: next(answers))
    g = table.match.game
    assert table.parse("G-Ch W-Cn", [], g) is not None and table.parse("d Y-Sd", [], g) is not None
    assert table.parse("W-Hs W-Hs win", [], g).win
    table.run()
    assert "Leaving the table" in out.getvalue()
