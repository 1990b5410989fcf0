"""Chinese words from the data files in the script shown: 繁體 for Hong Kong, 简体 for the mainland.

Why: the variant files and the card names (``data/cards.yaml``) give one Chinese
form of each word (``chinese: 鵝五``, ``zh: 長衫``), mostly Traditional, a few
Simplified (``财神``, ``乱戳``). Where no translation of the file's own says
otherwise, a screen shows those words in the reader's script; the table below
holds the characters the data uses that differ between the scripts (a test
checks that every Chinese word in the built-in data is covered both ways).
"""
from __future__ import annotations

from game import i18n

# Traditional → Simplified, for the characters of the data's Chinese words.
TO_SIMPLIFIED = {
    "鵝": "鹅", "長": "长", "頭": "头", "紅": "红", "腳": "脚", "釘": "钉", "點": "点", "釣": "钓", "擺": "摆",
    "計": "计", "魚": "鱼", "鈞": "钧", "財": "财", "亂": "乱", "東": "东", "發": "发", "萬": "万", "條": "条",
    "蘭": "兰", "帥": "帅", "將": "将", "車": "车", "馬": "马", "黃": "黄", "綠": "绿", "對": "对", "張": "张",
    "門": "门", "龍": "龙", "圓": "圆", "號": "号", "錢": "钱", "雙": "双", "燈": "灯", "籠": "笼", "兩": "两",
    "個": "个", "風": "风", "塊": "块", "雞": "鸡", "鬥": "斗", "莊": "庄", "雜": "杂", "單": "单", "總": "总",
}
TO_TRADITIONAL = {s: t for t, s in TO_SIMPLIFIED.items() if s != t}


def simplified(text: str) -> str:
    return "".join(TO_SIMPLIFIED.get(ch, ch) for ch in text)


def traditional(text: str) -> str:
    return "".join(TO_TRADITIONAL.get(ch, ch) for ch in text)


def in_script(text: str, language: str | None = None) -> str:
    """``text`` (Chinese from a data file) in the script of ``language`` (default: the one shown);
    English or any other language: unchanged."""
    language = language or i18n.language()
    if language == i18n.SIMPLIFIED:
        return simplified(text)
    if language == i18n.TRADITIONAL:
        return traditional(text)
    return text
