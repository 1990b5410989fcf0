"""Issue 17: the terminal table (``--text``) and ``--help`` speak the language chosen with ``--language``.

A scripted person plays a short match of each family in 繁體中文 and 简体中文, typing a few moves the
engine refuses and a word that is no card; nothing the program says is English, only what is typed
(card and tile codes, the commands p, q, win, all) and the games' English names beside their Chinese
ones. The check can fail: in English the same match prints English everywhere.
"""
from __future__ import annotations

import io
import re

import pytest

from game import i18n
from game.__main__ import main
from game.i18n import SIMPLIFIED, TRADITIONAL
from game.rules import Play, load_variant
from game.ui.text_table import text_table

ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")
# What a player types and reads as codes, the same in every language.
_ = r"(?<![A-Za-z0-9])"    # a code's edge: CJK characters count as word characters for \b
CODES = re.compile(_ + r"(?:(?:[YRGW]-)?(?:Gn|Ad|El|Ch|Hs|Cn|Sd)|Jk|D[rgw]|[FS][1-4]|[1-9][bdc]|p|q|d|s|b|l|r|win|all|"
                   r"history|hint|wealth)(?![A-Za-z0-9])|'[a-z]+'|“[a-z]+”|「[a-z]+」")

GAMES = {   # a variant of each family, and lines the person types before choosing from the list
    "sap-ng-wu": ["1:3 6:6", "2:2 2:2 2:2 2:2 2:2", "zz"],
    "luan-chuo": ["1:3 6:6", "zz"],
    "shi-wu-hu-fishing": ["6:6 1:1", "zz"],
    "sap-tim-pun": ["s", "b 99"],
    "si-se-pai": ["G-Ch W-Cn", "d Y-Gn", "zz"],
}


def play(variant: str, language: str, hands: int = 1) -> str:
    i18n.set_language(language)
    out = io.StringIO()
    scripted = iter(GAMES[variant])
    v = load_variant(variant)

    def ask(prompt: str) -> str:
        """The scripted lines, then the first legal action: its cards for a climbing play, else its number."""
        line = next(scripted, None)
        if line is not None:
            return line
        first = table.match.game.legal_actions()[0]
        return " ".join(map(str, first.cards)) if isinstance(first, Play) else "1"
    table = text_table(variant, players=v.usual_players, seed=5, hands=hands, level="easy", out=out, ask=ask)
    assert table.run() == 0
    return out.getvalue()


def english_left(text: str, variant: str) -> list[str]:
    v = load_variant(variant)
    left = []
    for line in text.splitlines():
        rest = CODES.sub(" ", line.replace(v.name, " "))
        if ENGLISH_WORD.search(rest):
            left.append(line)
    return left


@pytest.mark.parametrize("variant", sorted(GAMES))
@pytest.mark.parametrize("language", [TRADITIONAL, SIMPLIFIED])
def test_a_match_at_the_terminal_says_nothing_in_english(variant, language):
    text = play(variant, language)
    assert english_left(text, variant) == []
    assert ("十五湖" in text) and (("不可以" in text) or variant == "sap-tim-pun")   # a refusal, said in Chinese
    assert ("比賽完結" if language == TRADITIONAL else "比赛完结") in text


def test_the_same_match_in_english_is_english():
    text = play("sap-ng-wu", "en")
    assert "Not allowed: seat 0 does not hold 1:3." in text and "The match is over" in text
    assert len(english_left(text, "sap-ng-wu")) > 10


@pytest.mark.parametrize("language, words", [(TRADITIONAL, "在終端機的文字牌桌上玩"), (SIMPLIFIED, "在终端的文字牌桌上玩")])
def test_help_speaks_the_language_asked(capsys, language, words):
    with pytest.raises(SystemExit):
        main(["--language", language, "--help"])
    out = capsys.readouterr().out
    assert words in out and "play at a text table" not in out
    assert "easy、normal或hard" in out or "easy、normal或hard" in " ".join(out.split())


def test_text_takes_the_language(tmp_path):
    """``python -m game --text --language zh_Hans``: the terminal table in Simplified Chinese."""
    import os
    import subprocess
    import sys
    env = dict(os.environ, FIFTEEN_LAKES_HOME=str(tmp_path), LANGUAGE="en_GB")
    done = subprocess.run([sys.executable, "-m", "game", "--text", "--language", "zh_Hans", "--seed", "1"],
                          input="q\n", capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0
    assert "十五湖 — 十五湖 Sap Ng Wu" in done.stdout and "离开牌桌" in done.stdout
