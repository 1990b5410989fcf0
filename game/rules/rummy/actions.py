"""Si Se Pai's own actions (docs/rules/si-se-pai.md §4, §5): a claim on the offered card, and a discard.

``Pass`` is the shared action of ``game.rules.actions``. Like every action these
are immutable, compare by content (``Claim(["W-Ch", "W-Cn"]) == Claim(["W-Cn",
"W-Ch"])``), ``repr`` like their constructor and round-trip through a game log.
"""
from __future__ import annotations

from typing import Any, Iterable

from game.model.four_colour import FourColourCard, pack, parse_cards
from game.rules.actions import ACTION_TYPES, Action


class Claim(Action):
    """Meld the offered card with ``cards`` from the hand (none: a one-card meld of a General or joker);
    ``win=True`` declares the win with it (zhimo on one's own draw, hu on another's card, §5, §6)."""

    __slots__ = ("cards", "win", "packed")

    def __init__(self, cards: Iterable["str | FourColourCard"] = (), win: bool = False) -> None:
        self.cards: tuple[FourColourCard, ...] = tuple(sorted(parse_cards(cards)))
        self.win: bool = bool(win)
        self.packed: int = pack(self.cards)

    def __eq__(self, other: object) -> bool:
        return (type(other) is Claim and other.packed == self.packed  # type: ignore[attr-defined]
                and other.win == self.win)  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(("Claim", self.packed, self.win))

    def __lt__(self, other: "Claim") -> bool:
        return (self.packed, self.win) < (other.packed, other.win)

    def __repr__(self) -> str:
        cards = [str(c) for c in self.cards]
        return f"Claim({cards!r}, win=True)" if self.win else f"Claim({cards!r})"

    def to_dict(self) -> dict[str, Any]:
        return {"action": "Claim", "cards": [str(c) for c in self.cards], "win": self.win}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Claim":
        return cls(data["cards"], bool(data.get("win", False)))


class Discard(Action):
    """Throw ``card`` from the hand face up (§4.3): never a General or a joker."""

    __slots__ = ("card",)

    def __init__(self, card: "str | FourColourCard") -> None:
        self.card: FourColourCard = FourColourCard.parse(card)

    def __eq__(self, other: object) -> bool:
        return type(other) is Discard and other.card is self.card  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(("Discard", self.card.index))

    def __repr__(self) -> str:
        return f"Discard({str(self.card)!r})"

    def to_dict(self) -> dict[str, Any]:
        return {"action": "Discard", "card": str(self.card)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Discard":
        return cls(data["card"])


ACTION_TYPES["Claim"] = Claim
ACTION_TYPES["Discard"] = Discard
