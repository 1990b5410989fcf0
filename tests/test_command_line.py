"""``python -m game``'s options speak the player's words (issue 13, item 12)."""
from __future__ import annotations

import pytest

from game.__main__ import main


def test_help_names_the_levels_a_player_knows(capsys):
    with pytest.raises(SystemExit) as exit:
        main(["--help"])
    assert exit.value.code == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "easy, normal or hard" in text
    assert "simple" not in text and "random" not in text


def test_an_unknown_level_is_refused_in_the_same_words(capsys):
    with pytest.raises(SystemExit):
        main(["--text", "--level", "grandmaster"])
    assert "choose easy, normal or hard" in capsys.readouterr().err


def test_quick_refuses_a_table_size_the_game_is_not_played_by(capsys):
    assert main(["--quick", "--variant", "sap-ng-wu", "--players", "7"]) == 2
    assert "sap-ng-wu is played by 3 or 4 players, not 7" in capsys.readouterr().err


def test_the_four_seat_games_start_at_four_by_default():
    """Sap Tim Pun and Si Se Pai are played four at a table (sap-tim-pun.md §2, si-se-pai.md §2); the others at three."""
    from game.rules import load_variant
    assert load_variant("sap-tim-pun").usual_players == 4
    assert load_variant("si-se-pai").usual_players == 4
    assert load_variant("sap-ng-wu").usual_players == 3
    assert load_variant("shi-wu-hu-fishing").usual_players == 3
