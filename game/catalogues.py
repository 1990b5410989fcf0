"""Keeping the message catalogues in step with the code: extract, check, update, build.

Standard library only (``ast``, ``struct``), so a fresh checkout, CI and the
bundle build need no extra tool: the ``.po`` files in ``data/locale`` are the
GNU gettext format any translation tool (Poedit, Weblate, ``msgfmt``) reads,
and ``compile_po`` writes the ``.mo`` format ``gettext.GNUTranslations`` reads.

    python -m game.catalogues check     # exit 1 if a catalogue lacks, keeps stale, or leaves untranslated a message
    python -m game.catalogues update    # add the code's new messages (empty) to each catalogue, drop stale ones
    python -m game.catalogues build     # compile every .po to its .mo (the bundle build runs this)

The messages are the literal strings of ``_()``, ``N_()``, ``ngettext()`` and
``NN_()`` calls in ``game/`` (game.i18n says what each marker means).
"""
from __future__ import annotations

import ast
import re
import struct
import sys
from dataclasses import dataclass, field
from pathlib import Path

from game.i18n import DOMAIN, LANGUAGES, ENGLISH, catalogue_path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "game"
SINGLE = {"_", "N_"}
PLURAL = {"ngettext", "NN_"}
HEADERS = {
    "zh_Hant": "Language: zh_Hant\\n",
    "zh_Hans": "Language: zh_Hans\\n",
}


@dataclass
class Entry:
    """One message: its English words (and plural), its translations, where the code uses it."""

    msgid: str
    plural: str | None = None
    strs: list[str] = field(default_factory=lambda: [""])
    refs: list[str] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)     # translators' notes ("# ..." lines), kept as written

    @property
    def key(self) -> tuple[str, str | None]:
        return self.msgid, self.plural

    @property
    def translated(self) -> bool:
        return all(self.strs) and bool(self.strs)


@dataclass
class Catalogue:
    header: str
    entries: dict[tuple[str, str | None], Entry]


# -- extraction --------------------------------------------------------------------------------

@dataclass(frozen=True)
class Marked:
    msgid: str
    plural: str | None
    where: str          # "game/ui/screens.py:57"


class MarkError(ValueError):
    """A marker called with something the extractor cannot read (an f-string, a variable)."""


def _marker(node: ast.Call) -> str | None:
    f = node.func
    if isinstance(f, ast.Name):
        return f.id
    if isinstance(f, ast.Attribute):
        return f.attr
    return None


def extract_file(path: Path, root: Path = ROOT) -> list[Marked]:
    """The messages marked in one source file, in order. A ``_``/``ngettext`` whose first argument is an
    f-string or a ``.format`` result is an error (its words could never be in a catalogue); a plain name
    (``_(label)``) is translating words marked elsewhere, and is fine."""
    rel = path.relative_to(root).as_posix()
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found: list[tuple[int, int, Marked]] = []
    imports_marker = any(isinstance(n, ast.ImportFrom) and n.module == "game.i18n" and
                         any(a.name == "_" for a in n.names) for n in ast.walk(tree))
    for node in ast.walk(tree):
        if imports_marker and isinstance(node, ast.Name) and node.id == "_" and isinstance(node.ctx, ast.Store):
            raise MarkError(f"{rel}:{node.lineno}: '_' used as a variable where _() translates: name it")
        if not isinstance(node, ast.Call):
            continue
        name = _marker(node)
        if name not in SINGLE | PLURAL or not node.args:
            continue
        count = 1 if name in SINGLE else 2
        args = node.args[:count]
        if len(args) < count:
            continue
        if any(isinstance(a, ast.JoinedStr) for a in args):
            raise MarkError(f"{rel}:{node.lineno}: {name}() of an f-string: use named placeholders and .format()")
        if not all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args):
            continue
        words = [a.value for a in args]
        found.append((node.lineno, node.col_offset, Marked(words[0], words[1] if count == 2 else None,
                                                            f"{rel}:{node.lineno}")))
    return [m for _, _, m in sorted(found, key=lambda f: f[:2])]


def extract(source: Path = SOURCE, root: Path = ROOT) -> dict[tuple[str, str | None], list[str]]:
    """Every message marked in ``source`` (``game/``), with where it is used, in the order first met."""
    out: dict[tuple[str, str | None], list[str]] = {}
    for path in sorted(source.rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        for m in extract_file(path, root):
            out.setdefault((m.msgid, m.plural), []).append(m.where)
    return out


# -- .po files ---------------------------------------------------------------------------------

_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "r": "\r"}


def _unquote(text: str, where: str) -> str:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise ValueError(f"{where}: expected a quoted string, got {text!r}")
    body, out, i = text[1:-1], [], 0
    while i < len(body):
        ch = body[i]
        if ch == "\\" and i + 1 < len(body):
            out.append(_ESCAPES.get(body[i + 1], body[i + 1]))
            i += 2
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'


def read_po(path: Path) -> Catalogue:
    """A ``.po`` file: its header and its messages (errors as ``file:line: what``)."""
    entries: dict[tuple[str, str | None], Entry] = {}
    header = ""
    current: dict = {}
    refs: list[str] = []
    comments: list[str] = []
    field_name: str | None = None

    def finish() -> None:
        nonlocal header, current, refs, comments
        if "msgid" in current:
            strs = [current[k] for k in sorted(k for k in current if k.startswith("msgstr"))]
            if current["msgid"] == "" and current.get("msgid_plural") is None:
                header = strs[0] if strs else ""
            else:
                e = Entry(current["msgid"], current.get("msgid_plural"), strs or [""], refs, comments)
                entries[e.key] = e
        current, refs, comments = {}, [], []

    lines = path.read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines, 1):
        where = f"{path}:{number}"
        stripped = line.strip()
        if not stripped:
            finish()
            field_name = None
            continue
        if stripped.startswith("#:"):
            refs += stripped[2:].split()
            continue
        if stripped.startswith("#"):
            comments.append(line)
            continue
        m = re.match(r'(msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")$', stripped)
        if m:
            name = m.group(1)
            if name == "msgid" and "msgid" in current:
                finish()
            if name.startswith("msgstr"):
                name = f"msgstr[{int(m.group(2) or 0):03d}]"
            current[name] = _unquote(m.group(3), where)
            field_name = name
        elif stripped.startswith('"') and field_name is not None:
            current[field_name] += _unquote(stripped, where)
        else:
            raise ValueError(f"{where}: not a line of a .po file: {stripped!r}")
    finish()
    return Catalogue(header, entries)


def write_po(catalogue: Catalogue, path: Path) -> None:
    """Write ``catalogue`` in the usual layout (a blank line between messages), UTF-8."""
    out = ['msgid ""', 'msgstr ""']
    out += [_quote(line + "\n") for line in catalogue.header.rstrip("\n").split("\n")]
    for e in catalogue.entries.values():
        out.append("")
        out += e.comments
        if e.refs:
            out.append("#: " + " ".join(e.refs))
        out.append("msgid " + _quote(e.msgid))
        if e.plural is not None:
            out.append("msgid_plural " + _quote(e.plural))
            out += [f"msgstr[{i}] {_quote(s)}" for i, s in enumerate(e.strs)]
        else:
            out.append("msgstr " + _quote(e.strs[0] if e.strs else ""))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(out) + "\n", encoding="utf-8")


def compile_po(catalogue: Catalogue) -> bytes:
    """The ``.mo`` bytes of a catalogue (GNU format, little-endian, no hash table); untranslated
    messages are left out, so they show in English rather than blank."""
    pairs = {"": catalogue.header}
    for e in catalogue.entries.values():
        if not e.translated:
            continue
        if e.plural is None:
            pairs[e.msgid] = e.strs[0]
        else:
            pairs[e.msgid + "\0" + e.plural] = "\0".join(e.strs)
    keys = sorted(pairs, key=lambda k: k.encode("utf-8"))
    ids = [k.encode("utf-8") for k in keys]
    strs = [pairs[k].encode("utf-8") for k in keys]
    n = len(keys)
    start = 7 * 4 + 16 * n
    offsets, blob = [], b""
    for data in ids:
        offsets.append((len(data), start + len(blob)))
        blob += data + b"\0"
    t_offsets = []
    for data in strs:
        t_offsets.append((len(data), start + len(blob)))
        blob += data + b"\0"
    head = struct.pack("<7I", 0x950412DE, 0, n, 7 * 4, 7 * 4 + 8 * n, 0, 0)
    table = b"".join(struct.pack("<2I", *o) for o in offsets) + b"".join(struct.pack("<2I", *o) for o in t_offsets)
    return head + table + blob


# -- keeping them in step ----------------------------------------------------------------------

def translated_languages() -> list[str]:
    """The languages with a catalogue (English is the code's own words)."""
    return [lang for lang in LANGUAGES if lang != ENGLISH]


_PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z_0-9]*)?(?:[:!][^{}]*)?\}")


def placeholders(text: str) -> list[str]:
    """The ``{name}`` fields of a message, sorted (a translation may reorder them, not change them)."""
    return sorted(m.group(1) or "" for m in _PLACEHOLDER.finditer(text))


def problems(language: str, marked: dict | None = None) -> list[str]:
    """What is wrong with ``language``'s catalogue against the code: lacking, stale, untranslated,
    placeholders that differ. Empty when all is well."""
    marked = extract() if marked is None else marked
    path = catalogue_path(language)
    if not path.is_file():
        return [f"{path}: missing (python -m game.catalogues update makes it)"]
    cat = read_po(path)
    out = []
    for key in marked:
        if key not in cat.entries:
            out.append(f"{path}: lacks {key[0]!r} (used at {marked[key][0]}); run python -m game.catalogues update")
    for key, e in cat.entries.items():
        if key not in marked:
            out.append(f"{path}: stale {key[0]!r}: no code uses it; run python -m game.catalogues update")
        elif not e.translated:
            out.append(f"{path}: {key[0]!r} has no translation")
        else:
            want = placeholders(e.msgid)
            for s in e.strs:
                if placeholders(s) != want:
                    out.append(f"{path}: {key[0]!r}: the translation {s!r} has placeholders "
                               f"{placeholders(s)}, the message {want}")
    return out


def update(language: str, marked: dict | None = None) -> Catalogue:
    """Bring ``language``'s catalogue in step with the code: new messages added untranslated (in the
    code's order), stale ones dropped, every message's places refreshed; translations kept."""
    marked = extract() if marked is None else marked
    path = catalogue_path(language)
    old = read_po(path) if path.is_file() else Catalogue(
        "Project-Id-Version: Fifteen Lakes\nMIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: 8bit\nPlural-Forms: nplurals=1; plural=0;\n" + HEADERS.get(language, ""), {})
    entries = {}
    for key, where in marked.items():
        e = old.entries.get(key) or Entry(key[0], key[1], [""])
        e.refs = sorted({w.rsplit(":", 1)[0] for w in where})
        entries[key] = e
    cat = Catalogue(old.header, entries)
    write_po(cat, path)
    return cat


def build(out_dir: Path | None = None) -> list[Path]:
    """Compile every language's ``.po`` to its ``.mo`` (beside it, or under ``out_dir``/<id>/LC_MESSAGES)."""
    written = []
    for language in translated_languages():
        po = catalogue_path(language)
        mo = po.with_suffix(".mo") if out_dir is None else out_dir / language / "LC_MESSAGES" / (DOMAIN + ".mo")
        mo.parent.mkdir(parents=True, exist_ok=True)
        mo.write_bytes(compile_po(read_po(po)))
        written.append(mo)
    return written


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    what = args[0] if args else "check"
    if what == "update":
        marked = extract()
        for language in translated_languages():
            cat = update(language, marked)
            todo = sum(not e.translated for e in cat.entries.values())
            print(f"{catalogue_path(language)}: {len(cat.entries)} messages, {todo} to translate")
        return 0
    if what == "build":
        for path in build():
            print(path)
        return 0
    if what == "check":
        marked = extract()
        found = [p for language in translated_languages() for p in problems(language, marked)]
        for p in found:
            print(p)
        print(f"{len(marked)} messages; {len(found)} problems")
        return 1 if found else 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
