"""Sentences about a seat, in a player's English: 'You pass', 'Ming passes', 'Mei lays out'.

The person at the screen is called "You"; the screens that narrate play (the
replay, the terminal table) share this one rule rather than each bending verbs.
"""
from __future__ import annotations


def does(who: str, verb: str) -> str:
    """``who`` doing ``verb`` (given as after "you": 'pass', 'lay out'), the verb agreeing with ``who``."""
    return f"{who} {agree(who, verb)}"


def agree(who: str, verb: str) -> str:
    """``verb`` as ``who`` does it: 'pass' for You, 'passes' for Ming ('are'/'is' too)."""
    if who == "You":
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
    """'1 card', '2 cards', '0 cards', '1 chip', '3 wu': every number with a noun goes through here."""
    return f"{n} {plural(noun, n)}"


def times(n: int) -> str:
    """'once', 'twice', '3 times'."""
    return {1: "once", 2: "twice"}.get(n, f"{n} times")
