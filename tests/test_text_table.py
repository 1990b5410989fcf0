"""The terminal table plays a whole match with a scripted person (README: "play")."""
from __future__ import annotations

import io
import subprocess
import sys

from game import paths
from game.rules import Play
from game.ui.text_table import TextTable


def scripted(answers):
    it = iter(answers)

    def ask(prompt: str) -> str:
        return next(it)
    return ask


def test_a_scripted_person_plays_a_match_to_the_end():
    """The person always picks the first offered choice, or types the first card of the hand."""
    out = io.StringIO()
    table = TextTable(players=3, seed=11, hands=2, out=out, ask=lambda prompt: "1")
    # "1" is a numbered choice when the list is short; on a long lead list it is not a card,
    # so teach the script to lead the first card it holds.
    def ask(prompt: str) -> str:
        g = table.match.game
        if g.phase == "play" and g.top is None and len(g.legal_actions()) > 24:
            return str(g.hands[0][0])
        return "1"
    table.ask = ask
    assert table.run() == 0
    text = out.getvalue()
    assert "The match is over" in text and "After hand 2" in text
    assert sum(table.match.totals) == 0


def test_a_refused_play_shows_the_engine_reason():
    """Typing two cards that make no combination is refused with the rule, and the hand is unchanged."""
    out = io.StringIO()
    table = TextTable(players=3, seed=3, hands=1, out=out)
    typed = []

    def ask(prompt: str) -> str:
        g = table.match.game
        if typed:
            return "q"
        hand = g.hands[0]
        pair = next((a, b) for a in hand for b in hand
                    if a != b and table.variant.classify([a, b]) is None)
        typed.append(g.hands[0])
        return f"{pair[0]} {pair[1]}"

    table.ask = ask
    table.run()
    assert "Not allowed:" in out.getvalue()
    assert "is not a combination" in out.getvalue() or "declare or continue" in out.getvalue() \
        or "play starts once the supremes are laid out" in out.getvalue()
    assert table.match.game.hands[0] == typed[0]


def test_python_m_game_runs_and_leaves_cleanly_on_end_of_input():
    run = subprocess.run([sys.executable, "-m", "game", "--text", "--seed", "5", "--hands", "1"], input="q\n",
                         capture_output=True, text=True, timeout=60, cwd=paths.project_root())
    assert run.returncode == 0, run.stderr
    assert "Sap Ng Wu" in run.stdout and "Leaving the table" in run.stdout


def test_the_declare_prompt_gives_the_whole_score():
    """Luan Chuo scores points × multipliers: the prompt must offer what a declaration pays, not the points."""
    from game.rules import Play, new_game
    out = io.StringIO()
    table = TextTable(variant="luan-chuo?gods_of_wealth", players=3, seed=1, hands=1, out=out,
                      ask=lambda prompt: "d")
    hand = ["5:5"] * 3 + ["3:3"] * 4 + ["2:2"] * 4 + ["2:6"] * 4 + ["3:4"] + ["wealth"] * 2
    g = new_game(table.variant, players=3, dealer=0, hands=[hand, ["1:5"], ["1:6"]])
    for cards in (["5:5"] * 3, ["3:3"] * 4, ["2:2"] * 4, ["2:6"] * 4, ["3:4"]):
        g.apply(Play(cards))
    table.choose(g, g.legal_actions())
    assert "declare now for 10 chips from each player" in out.getvalue()     # 1 point × (1 + 1 + 6 + 2)


def test_history_prints_the_hand_so_far_trick_by_trick():
    """Issue 13, item 14: at the terminal, 'history' lists every play of the hand with who made it."""
    out = io.StringIO()
    table = TextTable(players=3, seed=11, hands=1, out=out)
    typed = []

    def ask(prompt: str) -> str:
        g = table.match.game
        if typed and typed[-1] == "history":
            typed.append("q")
        elif sum(1 for a in g.log.actions if isinstance(a, Play)) >= 4:
            typed.append("history")
        else:
            legal = g.legal_actions()
            typed.append(str(g.hands[0][0]) if g.phase == "play" and g.top is None and len(legal) > 24 else "1")
        return typed[-1]
    table.ask = ask
    table.run()
    text = out.getvalue()
    story = text.split("This hand so far:")[1]
    assert "Trick 1:" in story
    plays = [line.strip() for line in story.splitlines() if line.strip().startswith(("You", "Ming", "Lan"))]
    assert len([p for p in plays if " leads " in p or " beats with " in p]) >= 4
    assert all("1 cards" not in line for line in text.splitlines())


def test_the_fishing_game_plays_to_the_end_at_the_terminal():
    """docs/rules/fishing.md §4, §7, §8: a person who types moves (a capture by its cards, then numbered choices)
    plays a two-hand match; each hand ends with every catch scored line by line and each pair's settlement."""
    from game.ui.text_table import text_table
    from game.ui.text_fishing import FishingTextTable
    out = io.StringIO()
    table = text_table("shi-wu-hu-fishing", players=2, seed=5, hands=2, out=out)
    assert isinstance(table, FishingTextTable)
    typed: list[str] = []

    def ask(prompt: str) -> str:
        g = table.match.game
        captures = [a for a in g.legal_actions() if type(a).__name__ == "Capture"]
        if g.phase == "draw" and captures and not typed:
            typed.append(str(captures[0].fish[0]))       # in the draw step the fish alone names the move
            return typed[-1]
        return "1"
    table.ask = ask
    assert table.run() == 0
    text = out.getvalue()
    assert typed, "the script never typed a capture"
    assert "The match is over" in text and "After hand 2" in text and "The pile is out" in text
    assert (" pays " in text or "You pay " in text) and " points" in text and " fish " in text
    assert sum(table.match.totals) == 0


def test_a_refused_fishing_move_says_why():
    """§5.2: 4:6 and 5:5 do not catch each other; the engine's reason is printed and the turn goes on."""
    from game.ui.text_fishing import FishingTextTable
    out = io.StringIO()
    table = FishingTextTable("shi-wu-hu-fishing", players=2, seed=1, hands=1, out=out)
    g = table.match.game
    answers = iter(["4:6 5:5", "q"])
    table.ask = lambda prompt: next(answers)
    assert table.run() == 0
    assert "Not allowed:" in out.getvalue() and g.log.actions == []
