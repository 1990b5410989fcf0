"""Load a variant file of any family: refs, options, the common keys, and dispatch on ``family:``.

Every family's file shares a header (``format``, ``name``, ``chinese``,
``family``, ``summary``), a deck, card names and house rules (``options:``);
the rest is the family's own schema, read by its package
(``game.rules.climbing.variant``, ``game.rules.fishing.variant``). A file
without ``family:`` is a climbing game, as every file was before there were
other families. Every problem in a file is reported at once, each as
``file:line: key: what is wrong`` (DESIGN.md "Rules are data").
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable

from game import paths
from game.model import counts
from game.model.cards import Card
from game.rules.checker import Checker, kind_of, show
from game.rules.translations import read_translations
from game.rules.yamlsource import Problem, Source, VariantError, is_word, join, read_yaml

FORMAT = 1
COMMON_KEYS = ("format", "name", "chinese", "family", "summary", "deck", "names", "options", "faces",
               "translations")
FACES = ("card", "tile")     # ``faces:``: what the game is drawn with, whatever the player's face setting
OPTION_KEYS = ("name", "chinese", "about", "default", "changes", "choices")


@dataclass(frozen=True)
class CardName:
    en: str
    zh: str


@dataclass(frozen=True)
class VariantOption:
    """A house rule the file offers (``options:``), chosen by a player for a match.

    A switch (``changes``) is on or off: when on, its changes are merged over
    the file before the file is read (climbing-variants.md: "make it a YAML
    option if players could want it either way"). A choice (``choices``) picks
    one of several settings, each with its own changes, and one of them always
    applies (``default`` names it): fishing.md's ``must_capture: never | drawn | always``."""

    key: str
    name: str
    chinese: str = ""
    about: str = ""
    default: "bool | str" = False
    choices: tuple[str, ...] = ()

    @property
    def is_choice(self) -> bool:
        return bool(self.choices)


@dataclass(frozen=True)
class Family:
    """What a family's package tells the loader: its Variant class and how to read its own keys."""

    name: str
    variant_class: type
    keys: tuple[str, ...]
    """Top-level keys of its files besides ``COMMON_KEYS``."""
    required: tuple[str, ...]
    read: Callable[[Checker, dict, "Variant"], None]
    """Reads the family's sections into the variant; raises VariantError listing the problems."""
    read_deck: "Callable[[Checker, Any, Variant], None] | None" = None
    """Reads ``deck:`` where the family's cards are not dominoes (the rummy family's four-colour cards)."""


class Variant:
    """The immutable rules of one game, whatever its family; each family's subclass adds its own.

    Built by ``load_variant``; the same object serves every game of the variant,
    so everything derivable from the file is computed once.
    """

    def __init__(self, id: str, source: str) -> None:
        self.id = id
        self.source = source
        # How a game log names this variant: its id if built in, else the file's full path.
        self.ref = id
        self.name = ""
        self.base_name = ""
        self.chinese = ""
        self.summary = ""
        self.family = "climbing"
        self.faces: str | None = None              # "card" | "tile" from ``faces:``; None: the player's setting
        self.copies: dict[Card, int] = {}
        self.deck_packed = 0
        self.hand_sizes: dict[int, int] = {}       # players at the table -> cards in each hand
        self.sitting_out: dict[int, int] = {}      # players at the table -> seats sitting each hand out (0 or 1)
        self.match_hands = 8
        self.names: dict[Card, CardName] = {}
        self.options: tuple[VariantOption, ...] = ()  # what the file offers
        self.chosen: dict[str, "bool | str"] = {}     # each option's setting in this Variant
        self.translations: dict[str, dict[str, str]] = {}   # ``translations:``: language -> path -> words

    @staticmethod
    def pack_cards(cards: list) -> int:
        """The deck as a packed count vector (a family with other cards packs them its own way)."""
        return counts.pack(cards)

    @property
    def seat_counts(self) -> list[int]:
        return sorted(self.hand_sizes)

    USUAL_PLAYERS = 3   # the table a family is usually played at; Sap Tim Pun and Si Se Pai say four

    @property
    def usual_players(self) -> int:
        """The table size to offer first: the family's usual one, or the nearest count this variant seats."""
        return min(self.seat_counts, key=lambda n: (abs(n - self.USUAL_PLAYERS), n))

    @property
    def deck(self) -> list[Card]:
        """Every card of the deck, each kind repeated by its copies, in a fixed order."""
        return [card for card in sorted(self.copies) for _ in range(self.copies[card])]

    def sitter_seat(self, players: int, dealer: int) -> int | None:
        """The seat sitting out by default: opposite the dealer (climbing-variants.md "Seats", fishing.md §2)."""
        if not self.sitting_out.get(players):
            return None
        return (dealer + players // 2) % players

    def card_name(self, card: "str | Card") -> CardName:
        card = Card.parse(card)
        return self.names.get(card, CardName(str(card), str(card)))

    def __repr__(self) -> str:
        return f"<Variant {self.id}: {self.name}, {len(self.deck)} cards>"


# -- families ----------------------------------------------------------------------------

def families() -> dict[str, Family]:
    """Every family the program plays, by the name a file gives in ``family:``."""
    if not _families:
        from game.rules.climbing.variant import FAMILY as climbing
        from game.rules.fishing.variant import FAMILY as fishing
        from game.rules.banker.variant import FAMILY as banker
        from game.rules.rummy.variant import FAMILY as rummy

        for fam in (climbing, fishing, banker, rummy):
            _families[fam.name] = fam
    return _families


_families: dict[str, Family] = {}


# -- refs and options --------------------------------------------------------------------

_cache: dict[tuple[str, int, int, tuple], Variant] = {}


def split_ref(ref: "str | os.PathLike[str]") -> tuple[str, dict[str, "bool | str"]]:
    """``"luan-chuo?gods_of_wealth"`` -> ``("luan-chuo", {"gods_of_wealth": True})``.

    A Variant's ``ref`` names the file and the options that differ from their
    defaults, so everything that keeps a ref (logs, saves, scores,
    observations) reloads the same rules. ``name=off`` turns off an option that
    is on by default; ``name=value`` picks a choice (``must_capture=drawn``)."""
    text = os.fspath(ref)
    if not isinstance(ref, str) or os.path.exists(text):
        return text, {}          # a path, even one with '?' in its name
    base, mark, query = text.rpartition("?")
    if not mark:
        return text, {}
    options: dict[str, bool | str] = {}
    for part in query.split(","):
        key, eq, value = part.strip().partition("=")
        if not key or (eq and not value):
            raise ValueError(f"cannot read the options {query!r} of {base!r} (write name, name=off or name=choice, "
                             "separated by commas)")
        options[key] = value if eq and value not in ("on", "off") else value != "off"
    return base, options


def join_ref(base: str, options: "dict[str, bool | str]", declared: "Iterable[VariantOption]" = ()) -> str:
    """The ref of ``base`` with ``options``; those at their default are left out."""
    defaults = {o.key: o.default for o in declared}
    parts = []
    for key, value in sorted(options.items()):
        if defaults.get(key, False) == value:
            continue
        parts.append(f"{key}={value}" if isinstance(value, str) else key if value else f"{key}=off")
    return f"{base}?{','.join(parts)}" if parts else base


def same_rules(ref: str, variant: Variant) -> bool:
    """Whether ``ref`` names ``variant``'s rules: a ref leaves out options at their default, so the same
    rules may be written two ways once a player changes an option's default in their file."""
    if ref == variant.ref:
        return True
    try:
        return load_variant(ref) is variant
    except (ValueError, OSError):
        return False


def variant_path(name: "str | os.PathLike[str]") -> Path:
    """A variant id (a file in data/variants/) or a path to a .yaml file."""
    text = split_ref(name)[0]
    if text.endswith((".yaml", ".yml")) or os.sep in text or "/" in text:
        return Path(text)
    path = paths.variants_dir() / f"{text}.yaml"
    if not path.exists():
        known = ", ".join(sorted(p.stem for p in paths.variants_dir().glob("*.yaml")))
        raise ValueError(f"no variant called {text!r} (known: {known})")
    return path


def load_variant(name: "str | os.PathLike[str]", options: "dict[str, bool | str] | None" = None) -> Variant:
    """Load, validate and precompute a variant of any family; raise VariantError listing every problem.

    ``name`` may carry options (``"luan-chuo?gods_of_wealth"``); ``options``
    are applied over those. An option the file does not offer is a VariantError."""
    path = variant_path(name)
    chosen = split_ref(name)[1]
    chosen.update(options or {})
    try:
        stat = path.stat()
        key = (str(path.resolve()), stat.st_mtime_ns, stat.st_size, tuple(sorted(chosen.items(), key=str)))
    except OSError:
        key = None
    if key and key in _cache:
        return _cache[key]
    display = _display(path)
    src = read_yaml(path, display=display)
    variant = build_variant(src, id=path.stem, options=chosen)
    builtin = path.resolve().parent == paths.variants_dir().resolve()
    variant.ref = join_ref(path.stem if builtin else str(path.resolve()), variant.chosen, variant.options)
    if key:
        # The same rules asked for in other words ({} or {"x": False} for an option off by default) are one object.
        canonical = key[:3] + (tuple(sorted(variant.chosen.items(), key=str)),)
        variant = _cache.setdefault(canonical, variant)
        _cache[key] = variant
    return variant


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(paths.project_root()))
    except ValueError:
        return str(path)


def available_variants(family: str | None = None) -> list[str]:
    """Ids of the built-in variant files (of one ``family`` only, if given)."""
    ids = sorted(p.stem for p in paths.variants_dir().glob("*.yaml"))
    if family is None:
        return ids
    return [vid for vid in ids if load_variant(vid).family == family]


# -- building ----------------------------------------------------------------------------

def build_variant(src: Source, id: str, options: "dict[str, bool | str] | None" = None) -> Variant:
    """Check a parsed file against its family's format and build the Variant it declares, with ``options``."""
    ck = Checker(src)
    top = src.value if isinstance(src.value, dict) else {}
    known = families()
    fam_name = top.get("family", "climbing")
    if fam_name not in known:
        ck.fail("family", f"{show(fam_name)} is not one of: {', '.join(known)}")
        raise VariantError(ck.problems)
    fam = known[fam_name]
    keys = COMMON_KEYS + fam.keys
    v = fam.variant_class(id, src.file)
    v.family = fam.name
    root = ck.mapping(src.value, "", keys, required=("format", "name", "deck") + fam.required)
    if ck.problems and not root:
        raise VariantError(ck.problems)
    if "options" in root:
        root, applied = _apply_options(ck, root, v, options or {}, tuple(k for k in keys if k not in ("format", "options")))
        ck.src = _merged_source(ck.src, root, applied)
    elif options:
        ck.fail("options", f"this file offers no options (asked for: {', '.join(sorted(options))})")
        raise VariantError(ck.problems)
    on = [o.key if not o.is_choice else f"{o.key}={v.chosen[o.key]}" for o in v.options
          if (v.chosen[o.key] if not o.is_choice else v.chosen[o.key] != o.default)]
    try:
        _read_header(ck, root, v, id)
        if "translations" in root:      # the file's own words in other languages (game/rules/translations.py)
            v.translations = read_translations(ck, root["translations"], top)
        (fam.read_deck or _read_deck)(ck, root.get("deck"), v)
        fam.read(ck, root, v)   # it reads ``names`` (read_names) where its checks allow
        if ck.problems:
            raise VariantError(ck.problems)
        v.deck_packed = v.pack_cards(v.deck)
        return v
    except VariantError as err:
        if not on:
            raise
        # The file as these options make it: say so, since the line may be the file's own.
        words = f" (with option{'s' if len(on) > 1 else ''} {', '.join(on)} on)"
        raise VariantError([Problem(p.file, p.line, p.key, p.message + words) for p in err.problems]) from None


def _read_header(ck: Checker, root: dict, v: Variant, id: str) -> None:
    if "format" in root and ck.integer(root["format"], "format") not in (None, FORMAT):
        ck.fail("format", f"this game reads format {FORMAT}")
    v.name = v.base_name = ck.text(root.get("name"), "name") or id if "name" in root else id
    differ = [o for o in v.options if v.chosen[o.key] != o.default]
    if differ:
        v.name += " with " + ", ".join(_option_words(o, v.chosen[o.key]) for o in differ)
    v.chinese = str(root.get("chinese", "") or "")
    v.summary = str(root.get("summary", "") or "")
    if "faces" in root:
        v.faces = ck.choice(root["faces"], "faces", FACES)


def _option_words(option: VariantOption, value: "bool | str") -> str:
    if option.is_choice:
        return f"{option.name}: {str(value).replace('_', ' ')}"
    return option.name if value else f"no {option.name}"


def _word(value: Any) -> str | None:
    """A choice's name as a ref writes it: YAML reads ``off`` as false and ``10`` as a number."""
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str) and value.strip():
        return value.strip()
    return None


def _apply_options(ck: Checker, root: dict, v: Variant, asked: "dict[str, bool | str]",
                   change_keys: tuple[str, ...]) -> tuple[dict, list[tuple[str, dict]]]:
    """Read ``options:`` and return the file as these settings make it (the options section left out),
    with the changes applied, each with the key path of its lines in the file."""
    declared = ck.mapping(root["options"], "options")
    options: list[VariantOption] = []
    changes_of: dict[tuple[str, "bool | str"], tuple[str, dict]] = {}
    for key, entry in declared.items():
        path = join("options", key)
        if not is_word(key):
            ck.fail(path, "an option's key is one lower-case word (letters, digits, _ or -)")
            continue
        entry = ck.mapping(entry, path, OPTION_KEYS, required=("name",))
        if entry and ("changes" in entry) == ("choices" in entry):
            ck.fail(path, "give either 'changes' (a switch, on or off) or 'choices' (one of several settings)")
            continue
        name = ck.text(entry.get("name"), join(path, "name")) if "name" in entry else None
        words = dict(chinese=str(entry.get("chinese", "") or ""), about=" ".join(str(entry.get("about", "") or "").split()))
        if "choices" in entry:
            cpath = join(path, "choices")
            choices = ck.mapping(entry["choices"], cpath)
            names = []
            for raw, changes in choices.items():
                word = _word(raw)
                if word is None or (not is_word(word) and not word.isdigit()):
                    ck.fail(join(cpath, raw), "a choice is one lower-case word or a whole number")
                    continue
                changes = ck.mapping({} if changes is None else changes, join(cpath, raw), change_keys)
                names.append(word)
                changes_of[(str(key), word)] = (f"{join(cpath, raw)}.", changes)
            if "default" not in entry:
                ck.fail(path, f"missing key 'default' (the choice the file plays by default: {', '.join(names)})")
                continue
            default = _word(entry["default"])
            if default not in names:
                ck.fail(join(path, "default"), f"{show(entry['default'])} is not one of the choices: {', '.join(names)}")
                continue
            if name and names:
                options.append(VariantOption(str(key), name, default=default, choices=tuple(names), **words))
        else:
            default = ck.boolean(entry.get("default", False), join(path, "default"))
            changes = ck.mapping(entry.get("changes"), join(path, "changes"), change_keys)
            changes_of[(str(key), True)] = (f"{join(path, 'changes')}.", changes)
            if name and default is not None:
                options.append(VariantOption(str(key), name, default=default, **words))
    v.options = tuple(options)
    offered = {o.key: o for o in options}
    for key, value in asked.items():
        option = offered.get(key)
        if option is None:
            if key not in declared:
                ck.fail("options", f"there is no option {key!r} (options: {', '.join(sorted(offered)) or 'none'})")
        elif option.is_choice and _word(value) not in option.choices:
            ck.fail(join("options", key), f"{show(value)} is not one of the choices: {', '.join(option.choices)}")
        elif not option.is_choice and not isinstance(value, bool):
            ck.fail(join("options", key), f"option {key!r} is on or off, not {show(value)}")
    if ck.problems:
        raise VariantError(ck.problems)
    v.chosen = {o.key: (_word(asked[o.key]) if o.is_choice else asked[o.key]) if o.key in asked else o.default
                for o in options}
    merged = {k: val for k, val in root.items() if k != "options"}
    applied = []
    for option in options:
        value = v.chosen[option.key]
        if option.is_choice or value:
            prefix, changes = changes_of[(option.key, value if option.is_choice else True)]
            merged = _merge(merged, changes)
            applied.append((prefix, changes))
    return merged, applied


def _merge(base: Any, over: Any) -> Any:
    """``over`` laid on ``base``: mappings key by key, anything else replaced; ``null`` takes a key out."""
    if not (isinstance(base, dict) and isinstance(over, dict)):
        return over
    out = dict(base)
    for key, value in over.items():
        if value is None:
            out.pop(key, None)
        else:
            out[key] = _merge(out[key], value) if key in out else value
    return out


def _merged_source(src: Source, root: dict, applied: list[tuple[str, dict]]) -> Source:
    """The merged file, each key changed by an option pointing at the option's line."""
    lines = dict(src.lines)
    for prefix, changes in applied:
        for path in _replaced(changes, ""):
            for old in [p for p in lines if p.startswith((path + ".", path + "["))]:
                del lines[old]
        for path, line in src.lines.items():
            if path.startswith(prefix):
                lines[path[len(prefix):]] = line
    return Source(src.file, root, lines)


def _replaced(changes: Any, path: str) -> Iterable[str]:
    """The paths an option replaces whole (every value that is not a mapping)."""
    for key, value in changes.items():
        child = join(path, key)
        if isinstance(value, dict):
            yield from _replaced(value, child)
        else:
            yield child


# -- the common sections -----------------------------------------------------------------

def _default_names() -> dict[Card, CardName]:
    src = read_yaml(paths.data_dir() / "cards.yaml", display="data/cards.yaml")
    out = {}
    for text, entry in (src.value or {}).get("names", {}).items():
        out[Card.parse(text)] = CardName(entry["en"], entry["zh"])
    return out


def is_card(text: Any) -> bool:
    try:
        Card.parse(text)
        return True
    except ValueError:
        return False


def _read_deck(ck: Checker, value: Any, v: Variant) -> None:
    deck = ck.mapping(value, "deck", ("kinds", "copies", "extra"), required=("kinds", "copies"))
    if not deck:
        return
    kinds = deck.get("kinds")
    if kinds == "all":
        cards = Card.all()
    elif isinstance(kinds, list):
        cards = ck.cards(kinds, "deck.kinds")
        seen = set()
        for i, card in enumerate(cards):
            if card in seen:
                ck.fail(f"deck.kinds[{i}]", f"card '{card}' is listed twice")
            seen.add(card)
    else:
        ck.fail("deck.kinds", f"expected 'all' or a list of cards, got {kind_of(kinds)}")
        return
    copies = deck.get("copies")
    if isinstance(copies, dict):
        per = {}
        for text, n in copies.items():
            card = ck.card(text, f"deck.copies.{text}")
            number = ck.integer(n, f"deck.copies.{text}", 1, 7)
            if card is not None and card not in cards:
                ck.fail(f"deck.copies.{text}", f"card '{card}' is not in deck.kinds")
            elif card is not None and number is not None:
                per[card] = number
        for card in cards:
            if card not in per and card not in [Card.parse(t) for t in copies if is_card(t)]:
                ck.fail("deck.copies", f"no number of copies for card '{card}'")
        v.copies = {c: per[c] for c in cards if c in per}
    else:
        n = ck.integer(copies, "deck.copies", 1, 7)
        if n is not None:
            v.copies = {c: n for c in cards}
    for i, card in enumerate(cards):
        if not card.is_domino:
            ck.fail(f"deck.kinds[{i}]", f"'{card}' is no domino: give it under deck.extra with its copies")
    for text, n in ck.mapping(deck.get("extra", {}), "deck.extra").items():
        path = f"deck.extra.{text}"
        card = Card.parse(text) if is_card(text) else None
        if card is None or card.is_domino:
            ck.fail(path, f"{show(text)} is not an extra card (extra cards: "
                          f"{', '.join(str(c) for c in Card.extras())}; dominoes go in deck.kinds)")
            continue
        number = ck.integer(n, path, 1, 7)
        if number is not None:
            v.copies[card] = number


def read_names(ck: Checker, value: Any, v: Variant) -> None:
    """The deck's card names (data/cards.yaml), with the file's own ``names:`` over them."""
    v.names = _default_names()
    names = ck.mapping(value, "names")
    for text, entry in names.items():
        path = join("names", text)
        card = ck.card(text, path)
        entry = ck.mapping(entry, path, ("en", "zh"), required=("en",))
        if card is not None and "en" in entry:
            en = ck.text(entry["en"], join(path, "en"))
            zh = str(entry.get("zh", ""))
            if en:
                v.names[card] = CardName(en, zh)
