"""A variant file's own words (its summary, suit and play names, house rules) in the language shown.

Why a module of its own: the words of a variant come from its file, not from
the program's catalogue, and a player's own file must be able to carry its
own translations too. Every screen that shows a variant's words asks here,
giving the English text it has and where in the file it comes from, so the
way files declare their translations can change in one place.
"""
from __future__ import annotations


def text(variant: object, path: str, english: str) -> str:
    """The file's words at ``path`` ("summary", "suits.civil.name", "options.gods_of_wealth.about",
    "plays.mixed.name" ...) in the language shown; ``english`` when the file has no translation."""
    return english
