"""Reading a variant file's values, one problem noted for each that is wrong.

Every family's file is checked the same way (DESIGN.md "Rules are data"): all
problems are collected, each as ``file:line: key: what is wrong`` with the
allowed values, so a player writing a house rule can fix the file without
reading Python.
"""
from __future__ import annotations

from typing import Any, Iterable

from game.model.cards import Card
from game.rules.yamlsource import Problem, Source, item, join


class Checker:
    """Reads values out of a parsed file, noting a problem for each one that is wrong."""

    def __init__(self, src: Source) -> None:
        self.src = src
        self.problems: list[Problem] = []

    def fail(self, path: str, message: str) -> None:
        self.problems.append(Problem(self.src.file, self.src.line(path), path, message))

    def mapping(self, value: Any, path: str, allowed: Iterable[str] | None = None, required: Iterable[str] = ()) -> dict:
        if not isinstance(value, dict):
            self.fail(path, f"expected a mapping of keys, got {kind_of(value)}")
            return {}
        if allowed is not None:
            allowed = tuple(allowed)
            for key in value:
                if key not in allowed:
                    self.fail(join(path, key), f"unknown key (allowed: {', '.join(allowed)})")
        for key in required:
            if key not in value:
                self.fail(path, f"missing key '{key}'")
        return value

    def integer(self, value: Any, path: str, low: int | None = None, high: int | None = None) -> int | None:
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(path, f"expected a whole number, got {kind_of(value)}")
            return None
        if (low is not None and value < low) or (high is not None and value > high):
            bounds = f"from {low} to {high}" if high is not None else f"at least {low}"
            self.fail(path, f"{value} is out of range ({bounds})")
            return None
        return value

    def boolean(self, value: Any, path: str) -> bool | None:
        if not isinstance(value, bool):
            self.fail(path, f"expected true or false, got {kind_of(value)}")
            return None
        return value

    def text(self, value: Any, path: str) -> str | None:
        if not isinstance(value, str) or not value.strip():
            self.fail(path, f"expected text, got {kind_of(value)}")
            return None
        return value

    def choice(self, value: Any, path: str, allowed: tuple[str, ...]) -> str | None:
        if value not in allowed:
            self.fail(path, f"{show(value)} is not one of: {', '.join(allowed)}")
            return None
        return value

    def listing(self, value: Any, path: str, nonempty: bool = True) -> list:
        if not isinstance(value, list):
            self.fail(path, f"expected a list, got {kind_of(value)}")
            return []
        if nonempty and not value:
            self.fail(path, "the list is empty")
        return value

    def card(self, value: Any, path: str, deck: dict[Card, int] | None = None) -> Card | None:
        if isinstance(value, int) and not isinstance(value, bool):
            self.fail(path, f"unknown card {value} (write cards as a:b, e.g. 1:3)")
            return None
        try:
            card = Card.parse(value)
        except ValueError:
            self.fail(path, f"unknown card {show(value)} (cards are a:b with 1 ≤ a, b ≤ 6, or "
                            f"{', '.join(str(c) for c in Card.extras())})")
            return None
        if deck is not None and card not in deck:
            self.fail(path, f"card '{card}' is not in this variant's deck")
            return None
        return card

    def cards(self, value: Any, path: str, deck: dict[Card, int] | None = None) -> list[Card]:
        out = []
        for i, entry in enumerate(self.listing(value, path)):
            card = self.card(entry, item(path, i), deck)
            if card is not None:
                out.append(card)
        return out


def kind_of(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"{str(value).lower()}"
    if isinstance(value, (int, float)):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the text {value!r}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return type(value).__name__


def show(value: Any) -> str:
    return repr(value) if isinstance(value, str) else kind_of(value)


