"""Where a line of words may break, in English and in Chinese.

Why its own module: English breaks at spaces, Chinese between any two
characters (it writes no spaces), and a closing mark (，。）」) must not begin a
line nor an opening one (（「) end it. ``theme.wrap`` breaks at spaces only,
which leaves a Chinese sentence as one long "word" cut where the pixels run
out; the How to play page and the lesson's tip break here instead.
"""
from __future__ import annotations

import re

from game.ui import theme

_CJK = "\u2e80-\u9fff\uf900-\ufaff"
_CLOSE = "，。、；：！？）」』”’》〉…"
_OPEN = "（「『“‘《〈"
_PIECE = re.compile(rf"[{_OPEN}]*[{_CJK}][{_CLOSE}]*|[{_OPEN}]*[^\s{_CJK}]+[{_CLOSE}]*|[{_CLOSE}]+")


def pieces(text: str) -> list[tuple[str, bool]]:
    """``text`` as the pieces a line may break between, each with whether a space comes before it."""
    return [(m.group(), m.start() > 0 and text[m.start() - 1].isspace()) for m in _PIECE.finditer(text)]


def wrap(words: str, size: int, width: int) -> list[str]:
    """``words`` in lines no wider than ``width`` pixels at ``size`` (a piece wider than a line keeps a
    line of its own); English lines are the ones ``theme.wrap`` makes when no word is too long."""
    f = theme.font(size)
    lines, line = [], ""
    for piece, spaced in pieces(words):
        trial = f"{line} {piece}" if spaced and line else line + piece
        if line and f.size(trial)[0] > width:
            lines.append(line)
            line = piece
        else:
            line = trial
    lines.append(line)
    return lines
