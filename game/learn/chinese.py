"""The Chinese words a How to play page or a coach's tip takes from the data, in the script shown.

The cards' and the variant files' Chinese names (data/cards.yaml, a suit's or a
group's ``chinese:``) are written in traditional characters, as Hong Kong
players write them; a mainland reader sees the few characters that differ in
their simplified form. The table is small on purpose: it holds the characters
the built-in files use, and a character it lacks is shown as written (still
Chinese, still readable), never dropped.
"""
from __future__ import annotations

from game.ui.script import in_script

def script(words: str) -> str:
    """``words`` (a file's Chinese) in the script shown (``game.ui.script``: the one table of the
    characters the data uses that differ between the scripts)."""
    return in_script(words)


def card(variant, code) -> str:
    """A card by its Chinese name and its code, in the script shown: "天 6:6", "红九 4:5"."""
    name = variant.card_name(str(code)).zh
    return f"{script(name)} {code}" if name else str(code)


# A Si Se Pai card's colour (its code's first letter), before its Chinese name: 白卒, 紅帥.
COLOURS = {"R-": "紅", "Y-": "黃", "G-": "綠", "W-": "白"}


def four_colour(variant, code) -> str:
    """A four-colour card by its colour and Chinese name, in the script shown: "白卒", "红帅"; a joker "王"."""
    name = variant.card_name(str(code)).zh
    return script(COLOURS.get(str(code)[:2], "") + name) if name else str(code)
