"""Sentences about a seat, in the language shown: 'You pass', 'Ming passes', 'Mei lays out', '阿林過'.

The person at the screen is called "You"; the screens that narrate play (the
table, the history panel, the replay) share one rule rather than each bending
verbs. A sentence is a *whole* catalogue message with named fields
(``said(who, N_("{who} pass"), N_("{who} passes"))``): Chinese has no verb
agreement and puts the words in its own order, so English grammar is never
built from pieces that a translation would have to follow. ``does`` and ``agree``
build English only: the terminal table (English) still uses them.
"""
from __future__ import annotations

from game.i18n import N_, NN_, _, ngettext, plural_of
from game.ui.seat_names import is_you

# The nouns the program counts, each a plural pair in the message catalogue (docs/translating.md):
# English has "1 card" and "2 cards", Chinese one form ("1 張牌", "2 張牌"). A noun not listed here
# (a play's name from a variant file) keeps the English rule below.
COUNTED: dict[str, tuple[str, str]] = {
    "card": NN_("{n} card", "{n} cards"),
    "chip": NN_("{n} chip", "{n} chips"),
    "wu": NN_("{n} wu", "{n} wu"),
    "hand": NN_("{n} hand", "{n} hands"),
    "player": NN_("{n} player", "{n} players"),
    "play": NN_("{n} play", "{n} plays"),
    "multiplier": NN_("{n} multiplier", "{n} multipliers"),
    "point": NN_("{n} point", "{n} points"),
    "triple": NN_("{n} triple", "{n} triples"),
    "four": NN_("{n} four", "{n} fours"),
}


def said(who: str, you: str, other: str, **fields: object) -> str:
    """A whole sentence about ``who`` in the language shown: the message ``you`` when ``who`` is the
    person called "You" ('{who} pass'), else ``other`` ('{who} passes'). Both are catalogue messages
    (mark them ``N_`` where written); ``who`` and ``fields`` fill their placeholders."""
    return _(you if is_you(who) else other).format(who=who, **fields)


def does(who: str, verb: str) -> str:
    """English only: ``who`` doing ``verb`` (given as after "you": 'pass', 'lay out'), the verb agreeing
    with ``who``. Screens in the window use ``said`` (whole messages) instead."""
    return f"{who} {agree(who, verb)}"


def agree(who: str, verb: str) -> str:
    """English only: ``verb`` as ``who`` does it: 'pass' for You, 'passes' for Ming ('are'/'is' too)."""
    if is_you(who):
        return verb
    if verb == "are":
        return "is"
    head, space, rest = verb.partition(" ")
    ending = "es" if head.endswith(("ss", "sh", "ch", "x")) else "s"
    return f"{head}{ending}{space}{rest}"


# Nouns whose plural is the same word: "1 wu, 3 wu" (the game's own word for winning cards).
_UNCHANGED = {"wu"}


def plural(noun: str, n: int) -> str:
    """``noun`` agreeing with ``n``: 'card' for 1, 'cards' otherwise ('wu' stays 'wu')."""
    if n == 1 or n == -1:
        return noun
    if noun in _UNCHANGED:
        return noun
    head, space, rest = noun.partition(" ")
    if space:                           # "chip from each player" -> "chips from each player"
        return f"{plural(head, n)} {rest}"
    if noun.endswith(("s", "sh", "ch", "x")):
        return noun + "es"
    return noun + "s"


def count(n: int, noun: str) -> str:
    """'1 card', '2 cards', '0 cards', '1 chip', '3 wu': every number with a noun goes through here,
    and through the catalogue's plural forms (``ngettext``) for the nouns in COUNTED."""
    pair = COUNTED.get(noun)
    if pair is not None:
        return plural_of(pair, abs(n)).format(n=n)
    return f"{n} {plural(noun, n)}"


_TIMES = {1: N_("once"), 2: N_("twice")}


def times(n: int) -> str:
    """'once', 'twice', '3 times' in the language shown ('一次', '兩次', '3 次')."""
    if n in _TIMES:
        return _(_TIMES[n])
    return ngettext("{n} time", "{n} times", n).format(n=n)
