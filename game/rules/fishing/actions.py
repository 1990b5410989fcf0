"""The fishing game's own actions (docs/rules/fishing.md §4): a bait captures fish, or is released.

``LayOut`` (a heaven pair, §3) and ``Pass`` are the shared actions of
``game.rules.actions``. Like every action these are immutable, compare by
content (``Capture("4:2", ["3:3"]) == Capture("2:4", ["3:3"])``), ``repr``
like their constructor and round-trip through a game log.
"""
from __future__ import annotations

from typing import Any, Iterable

from game.model import counts
from game.model.cards import Card, parse_card, parse_cards
from game.rules.actions import ACTION_TYPES, Action


class Capture(Action):
    """``bait`` (a hand card, or the drawn card in phase ``draw``) takes ``fish`` from the lake: one card,
    or three identical self-only cards at once (§5.3)."""

    __slots__ = ("bait", "fish", "packed")

    def __init__(self, bait: "str | Card", fish: Iterable["str | Card"]) -> None:
        if isinstance(fish, (str, Card)):
            raise ValueError(f"the fish are a list of cards, e.g. Capture('2:4', ['3:3']), not {fish!r}")
        self.bait: Card = parse_card(bait)
        self.fish: tuple[Card, ...] = tuple(sorted(parse_cards(fish)))
        self.packed: int = counts.pack(self.fish)

    def __eq__(self, other: object) -> bool:
        return type(other) is Capture and other.bait is self.bait and other.packed == self.packed  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(("Capture", self.bait.index, self.packed))

    def __repr__(self) -> str:
        return f"Capture({str(self.bait)!r}, {[str(c) for c in self.fish]!r})"

    def to_dict(self) -> dict[str, Any]:
        return {"action": "Capture", "bait": str(self.bait), "fish": [str(c) for c in self.fish]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Capture":
        return cls(data["bait"], data["fish"])


class Release(Action):
    """``card`` goes into the lake face up (§4): a hand card, or the drawn card in phase ``draw``."""

    __slots__ = ("card",)

    def __init__(self, card: "str | Card") -> None:
        self.card: Card = parse_card(card)

    def __eq__(self, other: object) -> bool:
        return type(other) is Release and other.card is self.card  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(("Release", self.card.index))

    def __repr__(self) -> str:
        return f"Release({str(self.card)!r})"

    def to_dict(self) -> dict[str, Any]:
        return {"action": "Release", "card": str(self.card)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Release":
        return cls(data["card"])


ACTION_TYPES["Capture"] = Capture
ACTION_TYPES["Release"] = Release


