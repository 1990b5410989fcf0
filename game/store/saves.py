"""Saved matches: one JSON file per match, written after every action.

A match is its seed plus its actions (DESIGN.md), so a save is
``Match.to_dict()`` with the table around it (the seats, a name, dates).
Writing after every action, atomically, means a closed lid, a crash or a
power cut costs nothing: on start, ``unfinished()`` offers the latest match
that was not played to the end, and ``load`` replays it to the exact position.

Files are ``<data dir>/saves/<key>.json``. The key is the match's identity
here and in the score book, so a resumed match goes on recording into the
same row of statistics. A file that cannot be read is moved aside as
``<key>.damaged-<time>.json``, never deleted, and a Notice says so; a file
whose variant is not installed is left alone (it is not damaged).

Tidying (``tidy``): a Quick match left in its first hand for another match is
removed, unless the player renamed it or came back to it; everything else
stays until the player deletes it (docs/store.md, "Which saves are kept").
"""
from __future__ import annotations

import json
import os
import re
import time
import uuid
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Sequence

from game.rules import Match, load_variant
from game.store import atomic
from game.i18n import N_, _, chinese, month
from game.store.notices import DAMAGED, NEWER, UNPLAYABLE, UNWRITABLE, Notice, said
from game.store.places import APP_NAME, places
from game.store.seats import Seat, is_practice

SAVE_FORMAT = 1
_KEY = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_STALE_TEMP_SECONDS = 3600


def now() -> datetime:
    """Local time with its offset: a save made in Hong Kong and read in London sorts right.

    Microseconds are kept: saves made in the same second must still sort by when they were made.
    """
    return datetime.now().astimezone()


@dataclass
class SavedMatch:
    """A match and its table, as the table plays it and as the file keeps it."""

    match: Match
    seats: list[Seat]
    name: str
    key: str = field(default_factory=lambda: uuid.uuid4().hex)
    created: datetime = field(default_factory=now)
    saved: datetime | None = None
    quick: bool = False         # a Quick match nobody renamed or came back to: tidied away once abandoned

    @classmethod
    def new(cls, match: Match, seats: Sequence[Seat], name: str | None = None, quick: bool = False) -> "SavedMatch":
        """A new save for a match just started; named after its variant and the time unless named."""
        if len(seats) != match.players:
            raise ValueError(f"{len(seats)} seats for a match of {match.players} players")
        created = now()
        v = match.variant
        game = v.chinese if chinese() and v.chinese else (v.name or v.id)   # in the language shown at the start
        default = _("{game}, {day} {month} {year} {time}").format(
            game=game, day=created.day, month=month(created.month), year=created.year, time=f"{created:%H:%M}")
        return cls(match, list(seats), name or default, created=created, quick=quick)

    @property
    def practice(self) -> bool:
        """One person against computers: Undo is allowed."""
        return is_practice(self.seats)

    def to_dict(self) -> dict[str, Any]:
        m = self.match
        return {
            "format": SAVE_FORMAT, "app": APP_NAME, "key": self.key, "name": self.name,
            "created": self.created.isoformat(), "saved": (self.saved or now()).isoformat(),
            "variant": m.variant.ref, "players": m.players, "length": m.length,
            "hand_number": m.hand_number, "hands_finished": len(m.results), "finished": m.is_over,
            "totals": m.standing, "seats": [s.to_dict() for s in self.seats],
            **({"quick": True} if self.quick else {}),
            "match": m.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Any, key: str) -> "SavedMatch":
        """Rebuild the match by replaying it; ValueError says what is wrong with the data.

        A missing variant raises ``VariantMissing`` instead: the file is sound,
        the game simply cannot play it now.
        """
        info = _header(data, key)
        try:
            variant = load_variant(data["match"]["variant"])
        except (KeyError, TypeError) as err:
            raise ValueError(f"the match is missing or malformed: {err}") from None
        except ValueError as err:
            raise VariantMissing(str(err)) from None
        match = Match.from_dict(data["match"], variant)
        if len(match.results) != info.hands_finished:
            raise ValueError(f"the save says {info.hands_finished} hands were finished, "
                             f"its log shows {len(match.results)}")
        if match.players != len(info.seats):
            raise ValueError(f"{len(info.seats)} seats for a match of {match.players} players")
        return cls(match, list(info.seats), info.name, key, info.created, info.saved, info.quick)


class VariantMissing(ValueError):
    """The save is sound but names a variant that is not installed (or no longer loads)."""


class NewerSave(ValueError):
    """The save was written by a newer version of the game: left exactly as it is."""


@dataclass(frozen=True)
class SaveInfo:
    """What the list of saves shows, read without replaying the match."""

    key: str
    name: str
    path: Path
    created: datetime
    saved: datetime
    variant: str
    players: int
    length: int
    hand_number: int
    hands_finished: int
    finished: bool
    totals: tuple[int, ...]
    seats: tuple[Seat, ...]
    quick: bool = False


class Saves:
    """The saves folder. Every method returns notices instead of raising for a bad file."""

    def __init__(self, folder: "str | os.PathLike[str] | None" = None) -> None:
        self.folder = Path(folder) if folder is not None else places().saves_dir

    def path_for(self, key: str) -> Path:
        if not _KEY.match(key):
            raise ValueError(f"not a save key: {key!r}")
        return self.folder / f"{key}.json"

    def save(self, saved: SavedMatch) -> Notice | None:
        """Write the match now (after every action); a Notice if the folder cannot be written."""
        return self.write(saved.key, self.encode(saved))

    def encode(self, saved: SavedMatch) -> str:
        """The save's text: taken where the match is played, so it is a consistent snapshot
        that another thread may then ``write`` while play goes on."""
        saved.saved = now()
        return json.dumps(saved.to_dict(), ensure_ascii=False, separators=(",", ":"))

    def write(self, key: str, text: str) -> Notice | None:
        """Write an encoded save atomically; a Notice if the folder cannot be written."""
        path = self.path_for(key)
        try:
            atomic.write_text(path, text)
        except OSError as err:
            return said(N_("The match could not be saved to {path} ({error}); "
                           "it goes on, but will be lost if the game closes."), UNWRITABLE, path, path=path,
                        error=err.strerror or err)
        return None

    def list(self) -> tuple[list[SaveInfo], list[Notice]]:
        """Every save, most recently saved first; damaged ones are moved aside, with a notice each."""
        infos: list[SaveInfo] = []
        notices: list[Notice] = []
        try:
            entries = sorted(self.folder.iterdir())
        except OSError:
            return [], []
        for path in entries:
            name = path.name
            if name.startswith("."):
                self._sweep(path)
                continue
            if not name.endswith(".json") or ".damaged-" in name or not _KEY.match(path.stem):
                continue
            try:
                data = json.loads(path.read_bytes().decode("utf-8"))
                infos.append(_header(data, path.stem, path))
            except NewerSave as err:
                notices.append(_newer(path, err))
            except (OSError, UnicodeDecodeError, ValueError) as err:
                notices.append(self._set_aside(path, _why(err)))
        infos.sort(key=lambda i: i.saved, reverse=True)
        return infos, notices

    def unfinished(self) -> tuple[SaveInfo | None, list[Notice]]:
        """The latest match not played to the end, to offer for resuming on start."""
        infos, notices = self.list()
        return next((i for i in infos if not i.finished), None), notices

    def load(self, key: str) -> tuple[SavedMatch | None, Notice | None]:
        """The match exactly where it stopped, or None and a notice saying why."""
        path = self.path_for(key)
        try:
            data = json.loads(path.read_bytes().decode("utf-8"))
        except FileNotFoundError:
            return None, None
        except (OSError, UnicodeDecodeError, ValueError) as err:
            return None, self._set_aside(path, _why(err))
        try:
            return SavedMatch.from_dict(data, key), None
        except NewerSave as err:
            return None, _newer(path, err)
        except VariantMissing as err:
            return None, said(N_("The saved match {name} needs a variant this game cannot load ({error}); "
                                 "it is kept as it is."), UNPLAYABLE, path, name=path.name, error=err)
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as err:
            # Match.from_dict checks what it reads; the other errors are data of a shape it did not expect.
            return None, self._set_aside(path, f"it does not replay ({err})")

    def rename(self, key: str, name: str) -> Notice | None:
        """Give a save a name the player chose; the key (and file name) stays."""
        saved, notice = self.load(key)
        if saved is None:
            return notice
        saved.name = name.strip() or saved.name
        saved.quick = False      # a match worth a name is kept
        return self.save(saved)

    def delete(self, key: str) -> None:
        """Remove a save the player chose to throw away (besides ``tidy``'s abandoned Quick matches)."""
        self.path_for(key).unlink(missing_ok=True)

    def tidy(self, keep: str) -> list[Notice]:
        """Remove the Quick matches left in their first hand for another; ``keep`` is the match just started.

        Only saves marked quick go (a Quick match the player never renamed nor
        came back to) that have not finished a hand: a try-out, left. Finished
        matches, matches with a hand played to the end, matches set up in New
        game and saves from before the mark existed are all kept.
        """
        infos, notices = self.list()
        for info in infos:
            if info.quick and not info.finished and info.hands_finished == 0 and info.key != keep:
                info.path.unlink(missing_ok=True)
        return notices

    def _set_aside(self, path: Path, what: str) -> Notice:
        try:
            moved = atomic.set_aside(path, what)
        except OSError as err:
            return said(N_("The saved match {name} is damaged ({what}) and could not be moved aside "
                           "({error}); it is left as it is."), DAMAGED, path, name=path.name, what=what,
                        error=err.strerror or err)
        return said(N_("The saved match {name} was damaged ({what}); it was moved to {moved} "
                       "and cannot be resumed."), DAMAGED, path, moved, name=path.name, what=what, moved=moved)

    def _sweep(self, path: Path) -> None:
        """Remove our own temporary files left by a crash mid-write, once they are an hour old.

        Such a file is never the player's only copy: the save it was replacing
        is still there, complete.
        """
        if not path.name.endswith(atomic.TEMP_SUFFIX):
            return
        try:
            if time.time() - path.stat().st_mtime > _STALE_TEMP_SECONDS:
                path.unlink()
        except OSError:
            pass


def _header(data: Any, key: str, path: Path | None = None) -> SaveInfo:
    """The fields a list needs, checked; ValueError names the first one that is wrong."""
    if not isinstance(data, dict):
        raise ValueError("it is not a JSON object")
    version = data.get("format")
    if isinstance(version, int) and not isinstance(version, bool) and version > SAVE_FORMAT:
        raise NewerSave(f"save format {version}; this version knows {SAVE_FORMAT}")
    if version != SAVE_FORMAT:
        raise ValueError(f"unknown save format {version!r}")

    def get(name: str, kind: type | tuple[type, ...]) -> Any:
        value = data.get(name)
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
            raise ValueError(f"{name!r} is missing or not a {getattr(kind, '__name__', kind)}")
        return value

    seats = get("seats", list)
    try:
        seat_values = tuple(Seat.from_dict(s) for s in seats)
        created = datetime.fromisoformat(get("created", str))
        saved = datetime.fromisoformat(get("saved", str))
    except ValueError as err:
        raise ValueError(f"a seat or date is malformed: {err}") from None
    totals = get("totals", list)
    if any(isinstance(t, bool) or not isinstance(t, int) for t in totals):
        raise ValueError("'totals' are not whole numbers")
    get("match", dict)
    quick = data.get("quick", False)
    if not isinstance(quick, bool):
        raise ValueError("'quick' is not true or false")
    return SaveInfo(key, get("name", str), path or Path(f"{key}.json"), created, saved, get("variant", str),
                    get("players", int), get("length", int), get("hand_number", int), get("hands_finished", int),
                    get("finished", bool), tuple(totals), seat_values, quick)


def _newer(path: Path, err: Exception) -> Notice:
    return said(N_("The saved match {name} was made by a newer version of Fifteen Lakes ({error}); "
                   "it is kept as it is."), NEWER, path, name=path.name, error=err)


def _why(err: Exception) -> str:
    if isinstance(err, UnicodeDecodeError):
        return "it is not text"
    if isinstance(err, json.JSONDecodeError):
        return f"it is not valid JSON (line {err.lineno}, column {err.colno})"
    if isinstance(err, OSError):
        return f"it cannot be read ({err.strerror or err})"
    return str(err)
