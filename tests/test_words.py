"""The narrating screens' English (game/ui/words.py): the verb agrees with who does it."""
from game.ui.words import does


def test_you_and_the_others():
    assert does("You", "pass") == "You pass" and does("Ming", "pass") == "Ming passes"
    assert does("Ah Lam", "play") == "Ah Lam plays" and does("You", "play") == "You play"
    assert does("Mei", "lay out") == "Mei lays out" and does("You", "lay out") == "You lay out"
    assert does("Wei", "win") == "Wei wins"
