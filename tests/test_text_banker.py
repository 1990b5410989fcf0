"""The banker game at the terminal table (docs/rules/sap-tim-pun.md §3, §6, §10, §11): a scripted person plays
a match to the end; a refused action shows the engine's reason; other seats' concealed tiles stay backs."""
from __future__ import annotations

import io

from game.ui.text_table import text_table
from game.ui.text_banker import BankerTextTable


def test_a_scripted_person_plays_a_banker_match():
    """§10: rounds of one wall each, the bank passing; the person always takes the first choice."""
    out = io.StringIO()
    table = text_table("sap-tim-pun", players=3, seed=5, out=out, ask=lambda prompt: "1")
    assert isinstance(table, BankerTextTable)
    assert table.run() == 0
    text = out.getvalue()
    assert "The match is over" in text and "After round 3" in text and "the bank passes to" in text
    assert sum(table.match.totals) == 0 and len(table.match.results) == 3


def test_a_forced_draw_refuses_stand_with_the_reason():
    """§6: under 6 the person may not stand: the engine's reason is printed and the hand goes on."""
    out = io.StringIO()
    answers = []
    table = text_table("sap-tim-pun", players=2, seed=1, out=out)

    def ask(prompt: str) -> str:
        g = table.match.game
        if g.phase == "draw" and g.current_player == 0 and g.values[0] < 12 and "s" not in answers:
            answers.append("s")
            return "s"
        if answers and answers[-1] == "s" and g.phase == "draw":
            return "q"
        return "1"
    table.ask = ask
    table.run()
    text = out.getvalue()
    assert "s" in answers and "Not allowed:" in text and "must draw" in text


def test_the_others_concealed_tiles_are_backs():
    """§11: the table shows another seat's first tile and a back for each concealed tile."""
    out = io.StringIO()
    table = text_table("sap-tim-pun", players=4, seed=4, out=out)
    seen = []

    def ask(prompt: str) -> str:
        g = table.match.game
        if g.phase == "draw" and g.current_player == 0:
            seen.append([list(t) for t in g.tiles])
            return "q"
        return "1"
    table.ask = ask
    table.run()
    text = out.getvalue()
    tiles = seen[0]
    for s in range(1, 4):
        for hidden in tiles[s][1:]:
            assert f" {hidden} " not in text.split("Wall:")[-1].split("[1]")[0] or hidden == tiles[s][0]
    assert "•" in text
