"""Whole sentences about a seat for the fishing, banker and Si Se Pai tables, in the language shown.

English bends the verb to the person at the screen ("You release 4:4", "Ming
releases 4:4"); Chinese does not, but says 你 for the person. So every such
sentence is two catalogue messages, one for "You" and one for a named seat,
and ``by`` picks one. The English comes out exactly as ``words.does`` made it.
"""
from __future__ import annotations

from game.ui.seat_names import is_you


def by(who: str, you: str, other: str, me: bool | None = None, **fields: object) -> str:
    """``you`` (already translated, e.g. ``_("You release {card}")``) when ``who`` is the person at the
    screen, else ``other`` (``_("{who} releases {card}")``), with ``who`` and ``fields`` filled in.
    The person is the seat called "You" (as ``words.agree`` has it) unless ``me`` says otherwise."""
    mine = is_you(who) if me is None else me
    return (you if mine else other).format(who=who, **fields)
