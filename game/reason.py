"""A refusal (or a card that could not be read) in a player's words, able to be said again in the language shown.

Why a ``str`` subclass: ``why_illegal`` returns, and ``apply`` raises, the
reason as English text; the contract, the tests, the logs and the terminal
rely on that text and it must not change. A ``Reason`` *is* that text, and
also keeps the catalogue message it was made from (``template``, marked with
``N_`` where the engine makes it) and its named ``fields``, so that a screen
can say it in 繁體中文 or 简体中文 (``game.ui.refusal.shown``) with the cards
named in that language too. The engine stays free of the UI: it only marks.

Field values are plain numbers and text, or one of the small wrappers below,
which tell a screen what a field is: cards to be named (``Cards``), a seat
(``Seat``), a word of the catalogue (``Term``), a word of the variant file
(``FileWord``), or another reason (a rule quoted inside a refusal).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["Reason", "Cards", "Seat", "Term", "FileWord", "Words", "Named", "Act", "PlayName", "reason_of", "cards"]


@dataclass(frozen=True)
class Cards:
    """Cards named in a reason: ``str`` gives the engine's text forms joined by ``sep`` ("1:3, 2:4")."""

    cards: tuple
    sep: str = ", "

    def __str__(self) -> str:
        return self.sep.join(str(c) for c in self.cards)

    def __bool__(self) -> bool:
        return bool(self.cards)


def cards(items: Any, sep: str = ", ") -> Cards:
    return Cards(tuple(items), sep)


@dataclass(frozen=True)
class Seat:
    """A seat named in a reason: its number in English ("seat 2"); a screen may say the player's name."""

    number: int

    def __str__(self) -> str:
        return str(self.number)


@dataclass(frozen=True)
class Term:
    """A word of the program's catalogue inside a reason ("pair", "chow"); marked with ``N_`` where made."""

    english: str

    def __str__(self) -> str:
        return self.english


@dataclass(frozen=True)
class FileWord:
    """A word of the variant file inside a reason (a suit's or a play's name), with its path in the file
    ("suits.civil.name"), so a screen can show the file's own translation of it."""

    path: str
    english: str

    def __str__(self) -> str:
        return self.english


@dataclass(frozen=True)
class Act:
    """An action named in a reason ("not Stand()"): English gives its ``repr``; a screen names it in words."""

    action: Any

    def __str__(self) -> str:
        return repr(self.action)


@dataclass(frozen=True)
class Named:
    """A name from the variant file with the Chinese name the file gives beside it (a fishing group:
    "Heaven-nine", 天九): a screen shows the Chinese in the reader's script."""

    english: str
    chinese: str = ""

    def __str__(self) -> str:
        return self.english


@dataclass(frozen=True)
class Words:
    """Several words (terms, file words, reasons) joined by ``sep`` (", " or " or "): each said in the
    language shown, and joined as that language joins them."""

    items: tuple
    sep: str = " or "

    def __str__(self) -> str:
        return self.sep.join(str(w) for w in self.items)


@dataclass(frozen=True)
class PlayName:
    """A play of the climbing games by its name ("pair of Goose 1:3", "Heaven-nine (2 civil, 1 group 1)"),
    with its cards, the group it belongs to (a file's name, e.g. "Heaven-nine") and its kind, so that a
    screen can name it in the language shown."""

    english: str
    cards: tuple
    group: str = ""
    kind: str = ""

    def __str__(self) -> str:
        return self.english


class Reason(str):
    """The English sentence of a refusal, with the message it was made from and its fields."""

    template: str
    fields: dict[str, Any]

    def __new__(cls, template: str, **fields: Any) -> "Reason":
        self = super().__new__(cls, template.format(**{k: str(v) for k, v in fields.items()}))
        self.template = template
        self.fields = fields
        return self

    def __reduce__(self):      # pickles (the thinking worker's pipe) as what it is
        return (_rebuild, (self.template, self.fields))


def _rebuild(template: str, fields: dict[str, Any]) -> Reason:
    return Reason(template, **fields)


def reason_of(err: BaseException) -> str:
    """The reason an engine's ValueError carries: the ``Reason`` itself when it is one, else its text."""
    if err.args and isinstance(err.args[0], Reason):
        return err.args[0]
    return str(err)
