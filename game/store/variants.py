"""Every variant a player can choose: the built-in ones and the player's own files.

A player writes a house rule as a YAML file in the user data folder's
``variants/`` (data/README.md explains the format). A broken file never stops
the game: it is listed with its first error, ``file:line: key: problem``, so
the new-game screen can show it greyed out and say what to fix.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.rules import Variant, VariantError, VariantOption, load_variant
from game.rules.loading import available_variants, variant_path
from game.rules.yamlsource import read_yaml
from game.store.places import places


@dataclass(frozen=True)
class OptionEntry:
    """An option the file offers; ``error`` is set when the file cannot be played with it changed."""

    key: str
    name: str
    chinese: str
    about: str
    default: "bool | str"
    error: str | None = None
    choices: tuple[str, ...] = ()
    """For an option that is a choice (fishing.md's must_capture: never | drawn | always), its settings;
    empty for a switch."""


@dataclass(frozen=True)
class VariantEntry:
    """One choice on the new-game screen; ``error`` is set when the file cannot be played."""

    ref: str                  # what load_variant takes: a built-in id, or the file's full path
    name: str
    chinese: str
    builtin: bool
    seat_counts: tuple[int, ...] = ()
    match_hands: int = 8
    error: str | None = None
    options: tuple[OptionEntry, ...] = ()
    start: dict[str, bool] = field(default_factory=dict)   # the options as the screen first shows them
    family: str = "climbing"  # the file's ``family:`` (read from the text even when the file is broken)
    summary: str = ""         # the file's ``summary:`` paragraph
    cards: tuple = ()         # a few of its cards, for the new-game list's picture
    faces: str | None = None  # the file's ``faces:`` (card | tile): the picture is drawn so, whatever the setting
    translations: dict = field(default_factory=dict)   # the file's ``translations:`` (game.ui.variant_words.text)

    @property
    def playable(self) -> bool:
        return self.error is None


def catalog(folder: "Path | None" = None) -> list[VariantEntry]:
    """The built-in variants, then the player's own files in name order."""
    entries = [_entry(ref, builtin=True) for ref in available_variants()]
    folder = folder if folder is not None else places().variants_dir
    try:
        files = sorted(p for p in folder.iterdir() if p.suffix in (".yaml", ".yml") and p.is_file())
    except OSError:
        files = []
    entries += [_entry(str(path.resolve()), builtin=False) for path in files]
    return entries


def _entry(ref: str, builtin: bool) -> VariantEntry:
    v, error = try_load(ref)
    start: dict[str, bool] = {}
    if v is None:
        # An option on by default may be what breaks the file: then it starts off, and only it is greyed.
        start = {key: False for key in _on_by_default(ref)}
        v = try_load(ref, start)[0] if start else None
    if v is None:
        # Listed by its file name (what the player has to fix), under the family its text names.
        return VariantEntry(ref, Path(ref).stem, "", builtin, error=error, family=_family_written(ref))
    start = dict(v.chosen)
    # Each option is tried switched too, so a broken one is greyed out before anybody picks it.
    options = tuple(OptionEntry(o.key, o.name, o.chinese, o.about, o.default, _changed_error(ref, start, o),
                                o.choices) for o in v.options)
    return VariantEntry(ref, v.name, v.chinese, builtin, tuple(v.seat_counts), v.match_hands, options=options,
                        start=start, family=str(getattr(v, "family", "climbing") or "climbing"),
                        summary=" ".join(str(getattr(v, "summary", "") or "").split()), cards=_sample_cards(v),
                        faces=getattr(v, "faces", None), translations=dict(getattr(v, "translations", {}) or {}))


def _sample_cards(v: Variant, count: int = 3) -> tuple:
    """The cards that stand for a game in its picture: the top card of each suit in turn (Sap Ng Wu's
    heaven and two nines, Chang Pai's three colours), else the first kinds of its deck."""
    suits = [tuple(s.cards) for s in getattr(v, "suits", ()) if s.cards]
    cards: list = []
    for depth in range(max((len(c) for c in suits), default=0)):
        cards += [c[depth] for c in suits if depth < len(c) and c[depth] not in cards]
        if len(cards) >= count:
            return tuple(cards[:count])
    for card in getattr(v, "copies", {}):
        if len(cards) >= count:
            break
        if card not in cards:
            cards.append(card)
    return tuple(cards[:count])


def _written(ref: str) -> dict:
    """The file's top-level mapping as written (empty when it cannot even be read as YAML)."""
    try:
        src = read_yaml(variant_path(ref))
    except (VariantError, ValueError, OSError):
        return {}
    return src.value if isinstance(src.value, dict) else {}


def _family_written(ref: str) -> str:
    """The ``family:`` a file names, so a broken file is listed with its family (climbing if none)."""
    family = _written(ref).get("family")
    return family.strip() if isinstance(family, str) and family.strip() else "climbing"


def _changed_error(ref: str, start: dict, option: VariantOption) -> str | None:
    """The first problem of the file with ``option`` switched (a switch) or set to each other choice."""
    others = [c for c in option.choices if c != start[option.key]] if option.is_choice else [not start[option.key]]
    for value in others:
        error = try_load(ref, {**start, option.key: value})[1]
        if error:
            return error
    return None


def _on_by_default(ref: str) -> list[str]:
    """The keys of a file's options that are on by default (read without building the rules)."""
    options = _written(ref).get("options")
    if not isinstance(options, dict):
        return []
    return [key for key, o in options.items() if isinstance(key, str) and isinstance(o, dict) and o.get("default") is True]


def try_load(ref: str, options: "dict[str, bool] | None" = None) -> "tuple[Variant | None, str | None]":
    """The variant, or None and its first problem in a player's words."""
    try:
        return load_variant(ref, options), None
    except VariantError as err:
        first = str(err.problems[0]) if err.problems else str(err)
        more = f" (and {len(err.problems) - 1} more)" if len(err.problems) > 1 else ""
        return None, first + more
    except (ValueError, OSError) as err:
        return None, str(err)
