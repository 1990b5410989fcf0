"""The family's words for a newcomer: the "How to play" part of its rules document.

Each family's rules document in ``docs/rules/`` opens with an unnumbered part
``## How to play``, written once for every game of the family; its ``###``
sub-parts are what the window shows, in order. Reading the document itself
(not a copy) keeps the repository's rules and the window's page one text.
Markdown is kept to what the page draws: paragraphs, ``-`` lists, ``1.``
lists, ``**bold**`` and `` `code` `` (the italic note under the heading is for
readers of the document, and is left out).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from game import paths

FAMILY_DOCS = {
    "climbing": "sap-ng-wu.md",
    "fishing": "fishing.md",
    "banker": "sap-tim-pun.md",
    "rummy": "si-se-pai.md",
}
HEADING = "## How to play"


@dataclass(frozen=True)
class Part:
    """One sub-part: its title and its blocks, each ("text" | "list" | "numbered", content)."""

    title: str
    blocks: tuple[tuple[str, object], ...]


def docs_dir():
    return paths.project_root() / "docs" / "rules"


def how_to_play(family: str) -> tuple[Part, ...]:
    """The family's How to play parts; none where its document or the part is missing."""
    name = FAMILY_DOCS.get(family)
    if not name:
        return ()
    path = docs_dir() / name
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return ()
    return parse(text)


@lru_cache(maxsize=16)
def parse(text: str) -> tuple[Part, ...]:
    """The ``## How to play`` part of a document, as its ``###`` sub-parts."""
    lines = text.splitlines()
    try:
        start = next(i for i, line in enumerate(lines) if line.strip() == HEADING)
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
                parts.append(Part(title, tuple(_blocks(chunk))))
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
