"""A game is its seed plus its actions (DESIGN.md).

Save, resume, undo, replays and bug reports all rebuild a game from this log,
so it must round-trip through JSON exactly and replay to an identical state.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from game.rules.actions import Action, action_from_dict

LOG_FORMAT = 1


@dataclass
class GameLog:
    """How a hand began (variant, seats, seed or set hands, dealer) and every action since."""

    variant: str
    players: int
    seed: int | None
    dealer: int
    hands: list[list[str]] | None
    actions: list[Action] = field(default_factory=list)
    sitter: int | None = None
    """The seat sitting the hand out, where the variant seats fewer than the table (climbing-variants.md "Seats")."""
    lake: list[str] | None = None
    """A fishing game's set position: the face-up lake (fishing.md §2)."""
    pile: list[str] | None = None
    """A fishing game's set position: the face-down pile, top card first."""
    wall: list[str] | None = None
    """A banker round's set position: the wall, the next tile first (sap-tim-pun.md §2)."""

    def position(self) -> dict[str, list[str]]:
        """What a set position adds to ``hands`` (a fishing game's lake and pile), as ``new_game`` takes it."""
        out = {}
        if self.lake is not None:
            out["lake"] = list(self.lake)
        if self.pile is not None:
            out["pile"] = list(self.pile)
        if self.wall is not None:
            out["wall"] = list(self.wall)
        return out

    def copy(self) -> "GameLog":
        return GameLog(self.variant, self.players, self.seed, self.dealer,
                       [list(h) for h in self.hands] if self.hands is not None else None, list(self.actions),
                       self.sitter, None if self.lake is None else list(self.lake),
                       None if self.pile is None else list(self.pile),
                       None if self.wall is None else list(self.wall))

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": LOG_FORMAT, "variant": self.variant, "players": self.players, "seed": self.seed,
            "dealer": self.dealer, "hands": self.hands, "actions": [a.to_dict() for a in self.actions],
            **({"sitter": self.sitter} if self.sitter is not None else {}),
            **self.position(),
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "GameLog":
        """Read a log back; anything malformed raises ValueError naming what is wrong."""
        if not isinstance(data, dict):
            raise ValueError("a game log is a JSON object")
        if data.get("format") != LOG_FORMAT:
            raise ValueError(f"unknown game log format {data.get('format')!r}")
        try:
            hands = data["hands"]
            return cls(str(data["variant"]), int(data["players"]),
                       None if data["seed"] is None else int(data["seed"]), int(data["dealer"]),
                       None if hands is None else [[str(c) for c in h] for h in hands],
                       [action_from_dict(a) for a in data["actions"]],
                       None if data.get("sitter") is None else int(data["sitter"]),
                       *(None if data.get(k) is None else [str(c) for c in data[k]] for k in ("lake", "pile", "wall")))
        except (KeyError, TypeError) as err:
            raise ValueError(f"a game log entry is missing or malformed: {err}") from None

    @classmethod
    def from_json(cls, text: str) -> "GameLog":
        try:
            data = json.loads(text)
        except json.JSONDecodeError as err:
            raise ValueError(f"a game log is not valid JSON: {err}") from None
        return cls.from_dict(data)
