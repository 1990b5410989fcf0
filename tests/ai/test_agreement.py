"""``python -m game.ai.agreement``: where Hard and the oracle choose otherwise (docs/ai.md, issue 18, session 13)."""
from __future__ import annotations

from game.ai.agreement import Agreement, agreement, main


def test_the_table_counts_agreement_with_the_oracle_by_kind():
    a = Agreement()
    a.add("decide", "Declare", "Declare", "Continue")
    a.add("decide", "Declare", "Continue", "Continue")
    a.add("decide", "Declare", "Continue", "Continue")
    a.add("decide", "Continue", "Continue", "Continue")
    text = a.text()
    assert "decide: 4 decisions; Hard chose as the oracle 75%, Normal 25%" in text
    assert "Hard left Normal's choice 2 times: the oracle chose as Hard 2, as Normal 0, neither 0" in text
    assert text.splitlines()[2].split() == ["Normal", "Declare", "Hard", "Continue", "oracle", "Continue", "2"]


def test_every_counted_decision_is_one_of_hards_with_a_choice_of_the_kinds_asked(capsys):
    a = agreement(2, seed=3, hard="hard:max_worlds=4", kinds=("lead", "beat"))
    assert set(a.answers) == {"lead", "beat"}
    for counts in a.answers.values():
        assert sum(counts.values()) > 0
        for normal, hard, oracle in counts:
            assert all(isinstance(x, str) and x for x in (normal, hard, oracle))
    assert any(hard == "Pass" or oracle == "Pass" for _, hard, oracle in a.answers["beat"])
    assert main(["--deals", "1", "--seed", "3", "--hard", "hard:max_worlds=4", "--kinds", "decide+lead"]) == 0
    assert "lead:" in capsys.readouterr().out
