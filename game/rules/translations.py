"""A variant file's own words in other languages: the optional ``translations:`` section.

Why in the file: a variant's words (its summary, suit and play names, house
rules and what they change) are the file's, not the program's, and a
player's own file must be able to carry its translations as well as a
built-in one. The section is keyed by language, then by the same paths as the
words it translates::

    translations:
      zh_Hant:
        summary: 香港的爬牌遊戲……
        suits: {civil: {name: 文子, short: 文}}
        options: {gods_of_wealth: {name: 財神, about: 多加四隻牌……}}
      zh_Hans: {...}

Every translated path must name words the file has (a typo would otherwise
be silently English); a choice of an option may be translated by its name
(``options.must_capture.choices.never: 不用``). Problems are reported as
``file:line: key: what`` like every other key. What is not translated is
shown in English (``game.ui.variant_words.text``).
"""
from __future__ import annotations

from typing import Any

from game.rules.checker import Checker, kind_of
from game.rules.yamlsource import join

LANGUAGES = ("zh_Hant", "zh_Hans")


def read_translations(ck: Checker, value: Any, file_top: Any) -> dict[str, dict[str, str]]:
    """The file's translations, each language's as ``{"suits.civil.name": "文子", ...}``."""
    out: dict[str, dict[str, str]] = {}
    langs = ck.mapping(value, "translations", LANGUAGES)
    top = file_top if isinstance(file_top, dict) else {}
    for lang, tree in langs.items():
        if lang not in LANGUAGES:
            continue
        words: dict[str, str] = {}
        _walk(ck, tree, join("translations", lang), "", top, words)
        out[lang] = words
    return out


def _walk(ck: Checker, tree: Any, at: str, path: str, english: Any, words: dict[str, str]) -> None:
    if not isinstance(tree, dict):
        ck.fail(at, f"expected a mapping of keys, got {kind_of(tree)}")
        return
    for key, value in tree.items():
        here, inner = join(at, key), join(path, key)
        original = _get(english, key)
        if original is None or isinstance(original, (list, bool, int, float)):
            ck.fail(here, f"the file has no words at '{inner}' to translate")
            continue
        if isinstance(value, dict):
            if not isinstance(original, dict):
                ck.fail(here, f"'{inner}' is text: give its translation as text")
                continue
            _walk(ck, value, here, inner, original, words)
            continue
        if not isinstance(value, str) or not value.strip():
            ck.fail(here, f"expected text, got {kind_of(value)}")
            continue
        if isinstance(original, dict) and not _is_choice(inner):
            ck.fail(here, f"'{inner}' is a section, not words: translate the words inside it")
            continue
        words[inner] = " ".join(value.split())


def _is_choice(path: str) -> bool:
    """``options.<key>.choices.<choice>``: a choice's name, translated as one word."""
    parts = path.split(".")
    return len(parts) == 4 and parts[0] == "options" and parts[2] == "choices"


def _get(english: Any, key: Any) -> Any:
    """The file's value at ``key``, a choice written ``10`` or ``off`` found by its text too."""
    if not isinstance(english, dict):
        return None
    if key in english:
        return english[key]
    for k, v in english.items():
        if str(k).lower() == str(key).lower() or (isinstance(k, bool) and str(key) == ("on" if k else "off")):
            return v
    return None
