"""Who sits at the table: a name, a person or a computer, and the computer's level.

Settings remember the last table, saves remember each match's table, and the
score book files results under these names, so one small value serves all three.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

HUMAN = "human"
COMPUTER = "computer"
KINDS = (HUMAN, COMPUTER)
NAME_LIMIT = 40


@dataclass(frozen=True)
class Seat:
    """One seat: ``level`` is the computer level (game.ai.LEVELS), None for a person."""

    name: str
    kind: str = HUMAN
    level: str | None = None

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.kind == COMPUTER:
            out["level"] = self.level
        return out

    @classmethod
    def from_dict(cls, data: Any, levels: Sequence[str] | None = None, named: Sequence[str] | None = None) -> "Seat":
        """Read a seat back; anything wrong raises ValueError saying what is allowed.

        ``levels`` are the computer levels this version knows; None accepts any
        text (a save names levels only to show them, it never needs them to replay).
        ``named`` are the levels to name in that message: the ones a person can
        choose (Easy, Normal, Hard), not the baselines kept for measuring.
        """
        if not isinstance(data, dict):
            raise ValueError(f"a seat is a mapping like {{name: Ann, kind: human}}, not {data!r}")
        name = data.get("name")
        if not isinstance(name, str) or not name.strip() or len(name) > NAME_LIMIT:
            raise ValueError(f"a seat's name is text of 1 to {NAME_LIMIT} characters, not {name!r}")
        kind = data.get("kind", HUMAN)
        if kind not in KINDS:
            raise ValueError(f"a seat's kind is {' or '.join(KINDS)}, not {kind!r}")
        level = data.get("level")
        if kind == COMPUTER:
            if not isinstance(level, str) or (levels is not None and level not in levels):
                words = list(named or levels or ())
                allowed = (f"{', '.join(words[:-1])} or {words[-1]}" if len(words) > 1 else
                           words[0] if words else "the name of a level")
                raise ValueError(f"a computer's level is {allowed}, not {level!r}")
        else:
            level = None
        return cls(name.strip(), kind, level)


def is_practice(seats: Sequence[Seat]) -> bool:
    """One person against computers: the table where Undo is allowed (issue 7, practice)."""
    return sum(s.is_human for s in seats) == 1 and len(seats) > 1


def human_seat(seats: Sequence[Seat]) -> int | None:
    """The seat of the only person at a practice table, else None."""
    if not is_practice(seats):
        return None
    return next(i for i, s in enumerate(seats) if s.is_human)
