"""The Chinese words a How to play page or a coach's tip takes from the data, in the script shown.

The cards' and the variant files' Chinese names (data/cards.yaml, a suit's or a
group's ``chinese:``) are written in traditional characters, as Hong Kong
players write them; a mainland reader sees the few characters that differ in
their simplified form. The table is small on purpose: it holds the characters
the built-in files use, and a character it lacks is shown as written (still
Chinese, still readable), never dropped.
"""
from __future__ import annotations

from game import i18n

# Traditional → simplified, for the characters of the files' Chinese names.
SIMPLIFIED = str.maketrans({
    "紅": "红", "釘": "钉", "頭": "头", "長": "长", "鵝": "鹅", "擺": "摆", "魚": "鱼", "鈞": "钧", "腳": "脚",
    "點": "点", "計": "计", "財": "财", "亂": "乱", "張": "张", "釣": "钓", "對": "对", "雜": "杂", "萬": "万",
    "條": "条", "東": "东", "風": "风", "發": "发", "龍": "龙", "將": "将", "車": "车", "馬": "马", "帥": "帅",
    "傌": "马", "俥": "车", "兵": "兵", "門": "门", "單": "单", "綠": "绿", "黃": "黄", "總": "总",
})


def script(words: str) -> str:
    """``words`` (a file's Chinese, traditional) in the script shown: simplified for 简体中文."""
    return words.translate(SIMPLIFIED) if i18n.language() == i18n.SIMPLIFIED else words


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
