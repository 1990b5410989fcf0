"""The player's settings: a readable YAML file in the user config folder.

A person may open ``settings.yaml`` in a text editor, so it is plain YAML in a
fixed order with a comment on top, read with ``yaml.safe_load`` only (a
settings file must never be able to run code). Reading never fails: a missing
file gives the defaults; a damaged one is moved aside (never deleted), every
value that is still good is kept, the rest take their defaults, and the caller
gets a ``Notice`` to show in the window. Keys written by a newer version are
kept and written back, so going back and forth between versions loses nothing.

The settings screen edits a ``Settings`` and calls ``save_settings`` after each
change: changes apply at once and persist (issue 7).
"""
from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import yaml

from game.store import atomic
from game.i18n import N_
from game.store.notices import DAMAGED, UNWRITABLE, Notice, said
from game.store.places import places
from game.store.seats import COMPUTER, HUMAN, Seat

FORMAT = 1
FACE_STYLES = ("card", "tile")          # game.ui.faces.FaceStyle.kind
CARD_NAMES = ("en", "zh", "both")       # the language of card names on the table
LANGUAGES = ("en", "zh_Hant", "zh_Hans")  # the program's words (game.i18n.LANGUAGES); null: the system's
SEAT_COUNTS = range(2, 9)
WINDOW_LIMITS = ((320, 7680), (240, 4320))
BUDGET_LIMITS = (0.05, 600.0)           # seconds a computer may think about one decision
ANIMATION_LIMITS = (0.0, 4.0)           # 0: no animation; 1: normal; 4: four times as fast

HEADER = ("# Fifteen Lakes settings. The game's settings screen writes this file;\n"
          "# you may edit it while the game is closed. A value the game cannot use is\n"
          "# reset to its default, and the old file is kept beside this one.\n")


def _levels() -> tuple[str, ...]:
    """The computer levels this version knows (asked late: the AI package grows levels)."""
    from game.ai import LEVELS

    return tuple(LEVELS)


def default_level() -> str:
    levels = _levels()
    return "normal" if "normal" in levels else levels[0]


def default_seats() -> list[Seat]:
    """You against two computers: the table a new player meets first."""
    level = default_level()
    return [Seat("You", HUMAN), Seat("Ah Lam", COMPUTER, level), Seat("Mei", COMPUTER, level)]


def _default_seat(i: int) -> Seat:
    names = ("You", "Ah Lam", "Mei", "Kwan", "Siu", "Fong", "Wing", "Yan")
    return Seat(names[i], HUMAN) if i == 0 else Seat(names[i % len(names)], COMPUTER, default_level())


@dataclass
class Settings:
    """Everything the player chose, with the defaults a new player starts from.

    ``seats`` are the table last set up (New game), one per seat: the person's
    name and the computers' level there are also what a Quick match uses, and
    the settings screen edits them for the next match, never the one being
    played. ``match_length`` None means the variant's own number of hands.
    ``auto_pass``: pass for a person when nothing in their hand beats the top
    play (on for new players, who otherwise press Pass again and again).
    ``language``: the words' language (game.i18n), None until the player chooses one in Settings:
    the system's locale decides until then, so a first start speaks the system's language.
    ``count_plays``: the prompt line counts the legal plays the person holds (a learning aid, off by default).
    ``claim_timer``: Si Se Pai's claim bar passes for the person after a few seconds (on by default).
    ``extra`` holds keys this version does not know, written back unchanged.
    """

    seats: list[Seat] = field(default_factory=default_seats)
    thinking_budget: float = 1.0
    animation_speed: float = 1.0
    face_style: str = "card"
    coalesced_five: bool = False
    colour_blind_rings: bool = False
    highlight_playable: bool = True
    auto_pass: bool = True
    count_plays: bool = False
    claim_timer: bool = True
    card_names: str = "both"
    language: str | None = None
    window_size: tuple[int, int] = (1280, 800)
    fullscreen: bool = False
    sound: bool = True
    last_variant: str = "sap-ng-wu"
    match_length: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The YAML mapping, known keys first in a fixed order, then the unknown ones."""
        newer = self.extra.get("format")
        out: dict[str, Any] = {"format": newer if isinstance(newer, int) and newer > FORMAT else FORMAT}
        for f in dataclasses.fields(self):
            if f.name == "extra":
                continue
            value = getattr(self, f.name)
            if f.name == "seats":
                value = [s.to_dict() for s in value]
            elif f.name == "window_size":
                value = [int(v) for v in value]
            out[f.name] = value
        for key, value in self.extra.items():
            if key not in out:
                out[key] = value
        return out

    @classmethod
    def from_dict(cls, data: Any) -> tuple["Settings", list[str]]:
        """Settings from a parsed file, and a list of what was wrong (empty if nothing).

        Each bad value is replaced by its default on its own, so one typo does
        not cost the player their names and levels.
        """
        problems: list[str] = []
        if not isinstance(data, dict):
            kind = "empty" if data is None else f"a {type(data).__name__}, not a mapping of settings"
            return cls(), [f"the file is {kind}"]
        values: dict[str, Any] = {}
        extra: dict[str, Any] = {}
        known = {f.name for f in dataclasses.fields(cls)} - {"extra"}
        for key, value in data.items():
            if key == "format":
                if isinstance(value, bool) or not isinstance(value, int):
                    problems.append(f"format: expected a whole number, got {value!r}")
                elif value > FORMAT:
                    extra["format"] = value  # a newer file: keep saying so when written back
                continue
            if not isinstance(key, str) or key not in known:
                if isinstance(key, (str, int, float, bool)):
                    extra[key] = value
                else:
                    problems.append(f"{key!r}: not a setting name")
                continue
            try:
                values[key] = _CHECKS[key](value, problems)
            except ValueError as err:
                problems.append(f"{key}: {err}")
        return cls(**values, extra=extra), problems


# -- checks: each returns the value to use, or raises ValueError saying what is allowed ---------

def _bool(value: Any, problems: list[str]) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"expected true or false, got {value!r}")
    return value


def _choice(allowed: tuple[str, ...]) -> Callable[[Any, list[str]], str]:
    def check(value: Any, problems: list[str]) -> str:
        if value not in allowed:
            raise ValueError(f"expected one of {', '.join(allowed)}, got {value!r}")
        return value
    return check


def _number(low: float, high: float) -> Callable[[Any, list[str]], float]:
    def check(value: Any, problems: list[str]) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= high:
            raise ValueError(f"expected a number from {low:g} to {high:g}, got {value!r}")
        return float(value)
    return check


def _language(value: Any, problems: list[str]) -> str | None:
    if value is not None and value not in LANGUAGES:
        raise ValueError(f"expected one of {', '.join(LANGUAGES)} (or null for the system's), got {value!r}")
    return value


def _window(value: Any, problems: list[str]) -> tuple[int, int]:
    (wlo, whi), (hlo, hhi) = WINDOW_LIMITS
    if (not isinstance(value, (list, tuple)) or len(value) != 2
            or any(isinstance(v, bool) or not isinstance(v, int) for v in value)
            or not wlo <= value[0] <= whi or not hlo <= value[1] <= hhi):
        raise ValueError(f"expected [width, height] in pixels, like [1280, 800] "
                         f"(width {wlo}-{whi}, height {hlo}-{hhi}), got {value!r}")
    return int(value[0]), int(value[1])


def _text(value: Any, problems: list[str]) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"expected a name, got {value!r}")
    return value


def _length(value: Any, problems: list[str]) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 1000:
        raise ValueError(f"expected a number of hands from 1 to 1000, or null for the variant's own, got {value!r}")
    return value


def _seats(value: Any, problems: list[str]) -> list[Seat]:
    if not isinstance(value, list) or len(value) not in SEAT_COUNTS:
        raise ValueError(f"expected a list of {SEAT_COUNTS[0]} to {SEAT_COUNTS[-1]} seats, got {value!r}")
    from game.ai import PLAYER_LEVELS

    levels = _levels()
    seats = []
    for i, entry in enumerate(value):
        try:
            seats.append(Seat.from_dict(entry, levels, named=PLAYER_LEVELS))
        except ValueError as err:
            problems.append(f"seats[{i}]: {err}")
            seats.append(_default_seat(i))
    return seats


_CHECKS: dict[str, Callable[[Any, list[str]], Any]] = {
    "seats": _seats,
    "thinking_budget": _number(*BUDGET_LIMITS),
    "animation_speed": _number(*ANIMATION_LIMITS),
    "face_style": _choice(FACE_STYLES),
    "coalesced_five": _bool,
    "colour_blind_rings": _bool,
    "highlight_playable": _bool,
    "auto_pass": _bool,
    "count_plays": _bool,
    "claim_timer": _bool,
    "card_names": _choice(CARD_NAMES),
    "language": _language,
    "window_size": _window,
    "fullscreen": _bool,
    "sound": _bool,
    "last_variant": _text,
    "match_length": _length,
}


# -- the file ------------------------------------------------------------------------------------

# Damaged files that could not be moved aside: this session never writes over them.
_left_in_place: set[Path] = set()


def settings_path() -> Path:
    return places().settings_file


def load_settings(path: "str | os.PathLike[str] | None" = None) -> tuple[Settings, Notice | None]:
    """The saved settings, or defaults; never raises for a bad file.

    A damaged file (not YAML, not UTF-8, not a mapping, a value of the wrong
    type or unknown) is moved aside as ``settings.damaged-<time>.yaml`` and the
    repaired settings are written in its place, so the next start is quiet.
    """
    path = Path(path) if path is not None else settings_path()
    try:
        raw = path.read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        return Settings(), None
    except OSError as err:
        return _damaged(path, Settings(), [f"it cannot be read ({err.strerror or err})"], everything=True)
    try:
        data = yaml.safe_load(raw.decode("utf-8"))
    except UnicodeDecodeError:
        return _damaged(path, Settings(), ["it is not text (not UTF-8)"], everything=True)
    except yaml.YAMLError as err:
        where = getattr(err, "problem_mark", None)
        line = f" at line {where.line + 1}" if where is not None else ""
        return _damaged(path, Settings(), [f"it is not valid YAML{line}"], everything=True)
    settings, problems = Settings.from_dict(data)
    if problems:
        return _damaged(path, settings, problems, everything=not isinstance(data, dict))
    return settings, None


def save_settings(settings: Settings, path: "str | os.PathLike[str] | None" = None) -> Notice | None:
    """Write the settings atomically; a Notice (not an exception) if the folder cannot be written."""
    path = Path(path) if path is not None else settings_path()
    if path in _left_in_place:
        return said(N_("Your settings are not saved this time: {path} is damaged and could not be moved aside, "
                       "so the game does not write over it."), UNWRITABLE, path, path=path)
    text = HEADER + yaml.safe_dump(settings.to_dict(), sort_keys=False, allow_unicode=True,
                                   default_flow_style=None, width=100)
    try:
        atomic.write_text(path, text)
    except OSError as err:
        return said(N_("Your settings could not be saved to {path} ({error}); "
                       "changes apply until you close the game."), UNWRITABLE, path, path=path,
                    error=err.strerror or err)
    return None


def _damaged(path: Path, settings: Settings, problems: list[str], everything: bool) -> tuple[Settings, Notice]:
    what = "; ".join(problems[:3])
    if len(problems) > 3:
        rest = [p.split(":", 1)[0] for p in problems[3:]]
        what += f"; and {len(rest)} more: {', '.join(rest)}"
    try:
        moved = atomic.set_aside(path, what)
    except OSError as err:
        _left_in_place.add(path)
        message = (N_("Your settings file {path} is damaged ({what}) and could not be moved aside ({error}); "
                      "the game starts with default settings and leaves the file as it is.") if everything else
                   N_("Your settings file {path} is damaged ({what}) and could not be moved aside ({error}); "
                      "the game starts with default values for what was wrong and leaves the file as it is."))
        return settings, said(message, DAMAGED, path, path=path, what=what, error=err.strerror or err)
    message = (N_("Your settings file was damaged ({what}); it was moved to {moved}; "
                  "the game starts with default settings.") if everything else
               N_("Your settings file was damaged ({what}); it was moved to {moved}; "
                  "the game starts with default values for what was wrong."))
    notice = said(message, DAMAGED, path, moved, what=what, moved=moved)
    failed = save_settings(settings, path)
    return settings, (notice.then(failed) if failed is not None else notice)
