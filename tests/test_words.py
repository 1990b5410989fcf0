"""The narrating screens' English (game/ui/words.py): the verb agrees with who does it."""
from game.ui.words import agree, count, does, plural, times


def test_you_and_the_others():
    assert does("You", "pass") == "You pass" and does("Ming", "pass") == "Ming passes"
    assert does("Ah Lam", "play") == "Ah Lam plays" and does("You", "play") == "You play"
    assert does("Mei", "lay out") == "Mei lays out" and does("You", "lay out") == "You lay out"
    assert does("Wei", "win") == "Wei wins"


def test_counts_agree_with_their_number():
    """Issue 13, item 12: '1 card', never '1 cards'; wu stays wu."""
    assert count(1, "card") == "1 card" and count(2, "card") == "2 cards" and count(0, "card") == "0 cards"
    assert count(1, "chip") == "1 chip" and count(-1, "chip") == "-1 chip" and count(3, "wu") == "3 wu"
    assert count(2, "god of wealth") == "2 gods of wealth" and plural("pass", 2) == "passes"
    assert agree("You", "are") == "are" and agree("Ming", "are") == "is" and agree("Lan", "lead") == "leads"
    assert times(1) == "once" and times(2) == "twice" and times(3) == "3 times"


def test_no_plural_is_built_by_hand_in_the_screens():
    """Every number with a noun goes through words.count: no "{'s' if n > 1 else ''}" left in the UI."""
    import re
    from pathlib import Path
    ui = Path(__file__).resolve().parents[1] / "game" / "ui"
    hand_made = re.compile(r"""['"]s['"] if |['"]es['"] if """)
    found = [f"{p.name}:{i}" for p in ui.glob("*.py") if p.name != "words.py" for i, line in enumerate(p.read_text("utf-8").splitlines(), 1)
             if hand_made.search(line)]
    assert found == []
