"""What a player can do: immutable values that compare by content.

``Play(["1:4", "1:3"]) == Play(["3:1", "4:1"])``: an action's cards are a
multiset, so the order they were picked up in never matters (DESIGN.md
"Engine API"). ``repr`` reads like the constructor, as python-chess's moves do,
and ``to_dict``/``from_dict`` carry actions through a JSON game log.
"""
from __future__ import annotations

from typing import Any, Iterable

from game.model import counts
from game.model.cards import Card, parse_cards


class Action:
    """Base of all actions; the subclasses without cards are all equal to their own kind."""

    __slots__ = ()
    has_cards = False

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self)

    def __hash__(self) -> int:
        return hash(type(self).__name__)

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"

    def to_dict(self) -> dict[str, Any]:
        return {"action": type(self).__name__}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Action":
        """The inverse of ``to_dict`` for this kind (a family's own actions say how they read)."""
        return cls()


class CardsAction(Action):
    """An action that puts cards down; equal when the same cards, in any order."""

    __slots__ = ("cards", "packed")
    has_cards = True

    def __init__(self, cards: Iterable["str | Card"]) -> None:
        parsed = sorted(parse_cards(cards))
        self.cards: tuple[Card, ...] = tuple(parsed)
        self.packed: int = counts.pack(parsed)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.packed == self.packed  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.packed))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({[str(c) for c in self.cards]!r})"

    def to_dict(self) -> dict[str, Any]:
        return {"action": type(self).__name__, "cards": [str(c) for c in self.cards]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Action":
        return cls(data.get("cards", []))


class Play(CardsAction):
    """Lead or beat with a combination (sap-ng-wu.md §3, §6)."""

    __slots__ = ()


class LayOut(CardsAction):
    """Lay a supreme face up before the first lead (§5)."""

    __slots__ = ()


class Pass(Action):
    """Decline: to beat the top play, to lay out a supreme, to take the talon, to redeal, or to play on."""

    __slots__ = ()


class Declare(Action):
    """Declare a win, 食湖 (§8)."""

    __slots__ = ()


class Continue(Action):
    """Play on instead of declaring, to reach a higher tier (§8)."""

    __slots__ = ()


class TakeTalon(Action):
    """Take the talon into the hand, in phase ``talon`` (climbing-variants.md, Luan Chuo [7])."""

    __slots__ = ()


class Redeal(Action):
    """Demand a new deal, in phase ``redeal`` (climbing-variants.md, Luan Chuo [8])."""

    __slots__ = ()


class PlayOn(Action):
    """Say the hand is played, in phase ``bid`` (climbing-variants.md, Ma Hua Hua)."""

    __slots__ = ()


class ThrowIn(Action):
    """The last seat asked in phase ``bid`` throws the hand in: nobody scores, the deal moves on."""

    __slots__ = ()


ACTION_TYPES: dict[str, type[Action]] = {t.__name__: t for t in (Play, LayOut, Pass, Declare, Continue, TakeTalon,
                                                                   Redeal, PlayOn, ThrowIn)}
"""Every action a log may hold, by name; a family's package adds its own actions here when imported."""


def action_from_dict(data: dict[str, Any]) -> Action:
    """The inverse of ``Action.to_dict``; a bad entry raises ValueError."""
    kind = ACTION_TYPES.get(data.get("action", "")) if isinstance(data, dict) else None
    if kind is None:
        raise ValueError(f"not an action: {data!r}")
    try:
        return kind.from_dict(data)
    except (KeyError, TypeError) as err:
        raise ValueError(f"not an action: {data!r} ({err})") from None
