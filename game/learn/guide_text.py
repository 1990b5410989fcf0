"""The family's words for a newcomer: the "How to play" part of its rules document.

Each family's rules document in ``docs/rules/`` opens with an unnumbered part
``## How to play``, written once for every game of the family; its ``###``
sub-parts are what the window shows, in order. Reading the document itself
(not a copy) keeps the repository's rules and the window's page one text.
Markdown is kept to what the page draws: paragraphs, ``-`` lists, ``1.``
lists, ``**bold**`` and `` `code` `` (the italic note under the heading is for
readers of the document, and is left out).

In Chinese the words come from the document's translation beside it,
``docs/rules/zh_Hant/<doc>.md`` or ``docs/rules/zh_Hans/<doc>.md``: the same
``###`` parts in the same order under ``## 玩法``, each script written as its
readers write. A part keeps the English title as its ``key`` (by position), so
the page builders place a variant's blocks under the same part in any language;
a translation that is missing or has another number of parts is not used (the
English words are shown, never a page with parts out of step).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from game import i18n, paths

FAMILY_DOCS = {
    "climbing": "sap-ng-wu.md",
    "fishing": "fishing.md",
    "banker": "sap-tim-pun.md",
    "rummy": "si-se-pai.md",
}
HEADING = "## How to play"
# The part's heading in each translation (docs/rules/<language>/<doc>.md).
HEADINGS = {i18n.TRADITIONAL: "## 玩法", i18n.SIMPLIFIED: "## 玩法"}


@dataclass(frozen=True)
class Part:
    """One sub-part: its title and its blocks, each ("text" | "list" | "numbered", content)."""

    title: str
    blocks: tuple[tuple[str, object], ...]
    key: str = ""           # the English document's title of this part (the builders' names for it)


def docs_dir():
    return paths.project_root() / "docs" / "rules"


def source(family: str, language: str | None = None) -> str:
    """The document the family's words come from in ``language`` (the one shown when None), as the
    repository names it: ``docs/rules/fishing.md``, ``docs/rules/zh_Hant/fishing.md``; "" if none."""
    name = FAMILY_DOCS.get(family)
    if not name:
        return ""
    language = i18n.language() if language is None else language
    if language in HEADINGS and _translated(family, language):
        return f"docs/rules/{language}/{name}"
    return f"docs/rules/{name}" if _english(family) else ""


def how_to_play(family: str, language: str | None = None) -> tuple[Part, ...]:
    """The family's How to play parts in ``language`` (the one shown when None), English where the
    translation is missing or out of step; none where the English document or its part is missing."""
    english = _english(family)
    language = i18n.language() if language is None else language
    if language in HEADINGS:
        return _translated(family, language) or english
    return english


def _english(family: str) -> tuple[Part, ...]:
    name = FAMILY_DOCS.get(family)
    if not name:
        return ()
    return tuple(Part(p.title, p.blocks, p.title) for p in parse(_read(docs_dir() / name)))


def _translated(family: str, language: str) -> tuple[Part, ...]:
    """The translation's parts keyed by the English titles, or () unless it has exactly as many parts."""
    name = FAMILY_DOCS.get(family)
    english = _english(family)
    if not name or not english:
        return ()
    parts = parse(_read(docs_dir() / language / name), HEADINGS[language])
    if len(parts) != len(english):
        return ()
    return tuple(Part(p.title, p.blocks, e.title) for p, e in zip(parts, english))


def _read(path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return ""


@lru_cache(maxsize=32)
def parse(text: str, heading: str = HEADING) -> tuple[Part, ...]:
    """The ``heading`` part of a document (``## How to play``), as its ``###`` sub-parts."""
    lines = text.splitlines()
    try:
        start = next(i for i, line in enumerate(lines) if line.strip() == heading)
    except StopIteration:
        return ()
    body: list[str] = []
    for line in lines[start + 1:]:
        if line.startswith("## "):
            break
        body.append(line)
    parts: list[Part] = []
    title = None
    chunk: list[str] = []
    for line in body + ["### "]:
        if line.startswith("### "):
            if title is not None:
                parts.append(Part(title, tuple(_blocks(chunk)), title))
            title, chunk = line[4:].strip(), []
        elif title is not None:
            chunk.append(line)
    return tuple(parts)


_ITEM = re.compile(r"^(\s*)(-|\d+\.)\s+(.*)$")


def _blocks(lines: list[str]) -> list[tuple[str, object]]:
    out: list[tuple[str, object]] = []
    para: list[str] = []
    items: list[str] = []
    kind = ""

    def flush() -> None:
        nonlocal para, items, kind
        if para:
            out.append(("text", " ".join(para)))
        if items:
            out.append((kind, list(items)))
        para, items, kind = [], [], ""

    for line in lines:
        m = _ITEM.match(line)
        if not line.strip():
            flush()
        elif m and not m.group(1):
            if para:
                flush()
            new = "list" if m.group(2) == "-" else "numbered"
            if items and kind != new:
                flush()
            kind = new
            items.append(m.group(3).strip())
        elif items:
            items[-1] += " " + line.strip()     # a list item's continuation line
        else:
            para.append(line.strip())
    flush()
    return out
