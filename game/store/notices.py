"""What the window tells the player about their files.

Every store function that can meet a damaged, newer or unwritable file returns
one of these instead of raising, so the game always starts and the player
always learns what happened and where their old file went (issue 7: "tells
the player what happened, in the window").
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

DAMAGED = "damaged"        # unreadable or invalid: moved aside, defaults used
NEWER = "newer"            # written by a newer version: left exactly as it is
UNWRITABLE = "unwritable"  # cannot be written: this session's changes are not kept
UNPLAYABLE = "unplayable"  # an intact file the game cannot use now (its variant is missing): left as it is


@dataclass(frozen=True)
class Notice:
    """A message for the player, in their words, with the file it concerns.

    ``moved_to`` is where a damaged file now is (it is never deleted), so a
    screen can offer to open that folder.
    """

    text: str
    kind: str
    path: Path
    moved_to: Path | None = None

    def __str__(self) -> str:
        return self.text
