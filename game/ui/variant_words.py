"""A variant file's own words (its summary, suit and play names, house rules) in the language shown.

Why a module of its own: the words of a variant come from its file, not from
the program's catalogue, and a player's own file must be able to carry its
own translations too. Every screen that shows a variant's words asks here,
giving the English text it has and where in the file it comes from, so the
way files declare their translations can change in one place.

A file carries them in ``translations:`` (``game/rules/translations.py``,
data/README.md): per language, the same paths as the words. Where a file has
none for a name, the Chinese name it gives beside it (``chinese:`` of a suit,
a play or a house rule) is used, in the script shown; anything else stays in
the file's English.
"""
from __future__ import annotations

from game import i18n
from game.ui.script import in_script


def text(variant: object, path: str, english: str) -> str:
    """The file's words at ``path`` ("summary", "suits.civil.name", "options.gods_of_wealth.about",
    "plays.mixed.name" ...) in the language shown; ``english`` when the file has no translation."""
    language = i18n.language()
    if language == i18n.ENGLISH or variant is None:
        return english
    own = (getattr(variant, "translations", None) or {}).get(language) or {}
    if path in own:
        return own[path]
    chinese = _chinese_name(variant, path, english)
    return in_script(chinese, language) if chinese else english


def _chinese_name(variant: object, path: str, english: str) -> str:
    """The file's ``chinese:`` beside the name at ``path``: a suit's, a house rule's, a play's."""
    parts = path.split(".")
    if len(parts) == 3 and parts[2] in ("name", "short"):
        section, key = parts[0], parts[1]
        if section == "suits":
            for suit in getattr(variant, "suits", ()) or ():
                if getattr(suit, "key", None) == key:
                    return getattr(suit, "chinese", "") or ""
        if section == "options" and parts[2] == "name":
            for option in getattr(variant, "options", ()) or ():
                if getattr(option, "key", None) == key:
                    return getattr(option, "chinese", "") or ""
        if section == "plays" and parts[2] == "name":
            return (getattr(variant, "play_chinese", {}) or {}).get(english, "")
    return ""


def option_name(variant: object, key: str, english: str) -> str:
    return text(variant, f"options.{key}.name", english)


def choice_name(variant: object, key: str, choice: object, english: str) -> str:
    """A choice of a house rule ("two military") by the file's translation of it, else as written."""
    return text(variant, f"options.{key}.choices.{choice}", english)
