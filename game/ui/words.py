"""Sentences about a seat, in a player's English: 'You pass', 'Ming passes', 'Mei lays out'.

The person at the screen is called "You"; the screens that narrate play (the
replay, the terminal table) share this one rule rather than each bending verbs.
"""
from __future__ import annotations


def does(who: str, verb: str) -> str:
    """``who`` doing ``verb`` (given as after "you": 'pass', 'lay out'), the verb agreeing with ``who``."""
    if who == "You":
        return f"You {verb}"
    head, space, rest = verb.partition(" ")
    ending = "es" if head.endswith(("ss", "sh", "ch", "x")) else "s"
    return f"{who} {head}{ending}{space}{rest}"
