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
    # The text's sentences as the message catalogue has them, (message, ((field, value), ...)) each, so
    # the window shows them in the player's language (game.i18n); ``text`` stays the English, for logs.
    words: tuple = ()

    def __str__(self) -> str:
        """The notice in the language shown now."""
        if not self.words:
            return self.text
        from game.i18n import _
        return " ".join(_(message).format(**dict(fields)) for message, fields in self.words)

    def then(self, more: "Notice") -> "Notice":
        """This notice followed by another's sentences (a damaged file whose repair could not be written)."""
        return Notice(f"{self.text} {more.text}", self.kind, self.path, self.moved_to,
                      (self.words or ((self.text, ()),)) + (more.words or ((more.text, ()),)))


def said(message: str, kind: str, file: Path, moved_to: Path | None = None, /, **fields) -> Notice:
    """A notice of one sentence marked for the catalogue (``N_("... {path} ...")``) and its fields
    (a field may be called ``path``: the notice's own arguments are positional only)."""
    values = tuple((k, str(v)) for k, v in fields.items())
    return Notice(message.format(**dict(values)), kind, file, moved_to, ((message, values),))
