"""The words the program shows, in the player's language: English, 繁體中文 (Hong Kong) or 简体中文.

The standard library's ``gettext`` with one catalogue per language
(``data/locale/<id>/LC_MESSAGES/fifteen_lakes.po``, compiled to ``.mo``).
English is the source language: the messages in the code are the English
words, so English needs no catalogue. ``game/catalogues.py`` extracts the
marked messages from the source, checks every catalogue against them and
compiles the ``.mo`` files (docs/translating.md says how to keep them in step).

Every call of ``_`` and ``ngettext`` asks the language chosen *now*: a screen
that draws its words each frame, or builds them again when ``generation()``
changes, follows a switch at once without a restart.

Markers the extractor recognises (each with literal strings only):

- ``_("Words")``: translated now;
- ``ngettext("{n} card", "{n} cards", n)``: translated now, by number;
- ``N_("Words")``: only marked (a table of words built at import); ``_`` it where it is shown;
- ``NN_("{n} card", "{n} cards")``: a plural pair only marked; ``plural_of(pair, n)`` where shown.

Placeholders are named (``"{name} · hand {hand} of {length}"``) so that a
translation may put them in another order.
"""
from __future__ import annotations

import gettext
import io
import locale
import os
from pathlib import Path

from game.paths import data_dir

DOMAIN = "fifteen_lakes"
ENGLISH = "en"
TRADITIONAL = "zh_Hant"
SIMPLIFIED = "zh_Hans"

# Each language by its id (the saved setting) and by its own name, as the Settings screen offers it.
LANGUAGES: dict[str, str] = {ENGLISH: "English", TRADITIONAL: "繁體中文", SIMPLIFIED: "简体中文"}

_current = ENGLISH
_translations: gettext.NullTranslations = gettext.NullTranslations()
_loaded: dict[str, gettext.NullTranslations] = {}
_generation = 0


def locale_dir() -> Path:
    """The folder of the catalogues: ``<id>/LC_MESSAGES/fifteen_lakes.po`` (and ``.mo`` once built)."""
    return data_dir() / "locale"


def catalogue_path(language: str, suffix: str = ".po") -> Path:
    return locale_dir() / language / "LC_MESSAGES" / (DOMAIN + suffix)


def _load(language: str) -> gettext.NullTranslations:
    """The compiled catalogue of ``language``: its ``.mo`` (committed beside the ``.po`` and shipped
    in the bundle; tests/test_catalogues.py fails when it is not the ``.po`` compiled), else, while a
    translator works on a new language, the ``.po`` compiled in memory. English, or a language with
    no catalogue, gets the messages as written."""
    if language in _loaded:
        return _loaded[language]
    po, mo = catalogue_path(language, ".po"), catalogue_path(language, ".mo")
    data: bytes | None = None
    if mo.is_file():
        data = mo.read_bytes()
    elif po.is_file():
        from game.catalogues import compile_po, read_po
        data = compile_po(read_po(po))
    found = gettext.GNUTranslations(io.BytesIO(data)) if data else gettext.NullTranslations()
    _loaded[language] = found
    return found


def set_language(language: str) -> None:
    """Show every word from now on in ``language`` (an id of LANGUAGES; anything else means English)."""
    global _current, _translations, _generation
    language = language if language in LANGUAGES else ENGLISH
    if language != _current:
        _generation += 1
    _current = language
    _translations = _load(language) if language != ENGLISH else gettext.NullTranslations()


def language() -> str:
    """The id of the language words are shown in now."""
    return _current


def generation() -> int:
    """A number that changes whenever the language does: screens that keep built words compare it."""
    return _generation


def chinese() -> bool:
    """Whether the words are shown in one of the Chinese scripts (game names then lead in Chinese)."""
    return _current != ENGLISH


def _(message: str) -> str:
    """``message`` in the language chosen now."""
    return _translations.gettext(message) if message else message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of ``singular``/``plural`` for the number ``n`` in the language chosen now
    (English: one and other; Chinese: one form for every number)."""
    return _translations.ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Marks ``message`` for the catalogue without translating it (``_`` it where it is shown)."""
    return message


def NN_(singular: str, plural: str) -> tuple[str, str]:
    """Marks a plural pair for the catalogue without translating it (``plural_of`` where it is shown)."""
    return singular, plural


def plural_of(pair: tuple[str, str], n: int) -> str:
    return ngettext(pair[0], pair[1], n)


# The months as dates show them ("23 Nov", "11月23日"): the saved matches, statistics, a save's name.
MONTHS = (N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"),
          N_("Jul"), N_("Aug"), N_("Sep"), N_("Oct"), N_("Nov"), N_("Dec"))


def month(number: int) -> str:
    """Month ``number`` (1-12) as a date shows it in the language chosen now."""
    return _(MONTHS[number - 1])


def from_locale(name: str | None) -> str:
    """The language for a system locale name: Hong Kong, Taiwan and Macau read Traditional Chinese,
    mainland China and Singapore Simplified; any other (or none) English.

    ``zh_HK.UTF-8``, ``zh-TW``, ``zh_Hant_HK`` and ``zh_CN`` are all understood; a bare ``zh``
    (no region) reads Simplified, the script most readers of a bare ``zh`` use."""
    if not name:
        return ENGLISH
    if name.lower().startswith("chinese"):      # Windows: "Chinese (Traditional)_Hong Kong SAR", "Chinese_China"
        words = name.lower()
        return TRADITIONAL if any(w in words for w in ("traditional", "hong kong", "taiwan", "macao")) else SIMPLIFIED
    code = name.split(".")[0].split("@")[0].replace("-", "_")
    parts = [p.lower() for p in code.split("_")]
    if parts[0] != "zh":
        return ENGLISH
    rest = set(parts[1:])
    if "hant" in rest or rest & {"hk", "tw", "mo"}:
        return TRADITIONAL
    return SIMPLIFIED


def system_language() -> str:
    """The language of the system's locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG as gettext reads them, then
    the C library's)."""
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(key)
        if value:
            return from_locale(value.split(":")[0])
    try:
        name = locale.getlocale()[0]
    except (ValueError, TypeError):
        name = None
    return from_locale(name)
