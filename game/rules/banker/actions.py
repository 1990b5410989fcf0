"""The banker game's actions (docs/rules/sap-tim-pun.md §3, §6): set the limit, bet, draw or stand.

Like every action these are immutable, compare by content (``Bet(2) == Bet(2)``),
``repr`` like their constructor and round-trip through a game log.
"""
from __future__ import annotations

from typing import Any

from game.rules.actions import ACTION_TYPES, Action


class _Amount(Action):
    """An action with a whole number of chips."""

    __slots__ = ("amount",)

    def __init__(self, amount: int) -> None:
        if isinstance(amount, bool) or not isinstance(amount, int):
            raise ValueError(f"{type(self).__name__} takes a whole number of chips, not {amount!r}")
        self.amount = amount

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.amount == self.amount  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.amount))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.amount})"

    def to_dict(self) -> dict[str, Any]:
        return {"action": type(self).__name__, "amount": self.amount}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Action":
        return cls(data["amount"])


class SetLimit(_Amount):
    """The banker declares the most any player may bet this round (§3), once a round."""

    __slots__ = ()


class Bet(_Amount):
    """A player stakes 1 to the limit chips on this hand (§3)."""

    __slots__ = ()


class Draw(Action):
    """Take another tile from the wall, concealed (§6)."""

    __slots__ = ()


class Stand(Action):
    """Keep the hand as it is (§6): allowed from 6 points."""

    __slots__ = ()


for _kind in (SetLimit, Bet, Draw, Stand):
    ACTION_TYPES[_kind.__name__] = _kind
