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
