"""Every citation of the rules documents points at a document and a section that exist.

The project's rules live in ``docs/rules/`` (one document per game family), and
code, tests and variant files cite them: ``sap-ng-wu.md §3.3``,
``docs/rules/sap-ng-wu.md §5``, ``climbing-variants.md "Seats"``, and, in a file
that names exactly one rules document, a bare ``§8``. A renumbered section, a
renamed part or a moved document would leave such citations pointing nowhere
without anyone noticing; this test finds them all and fails on each one that does.

Sections are the numbered headings of a document (``## 3. ...``, ``### 5.2 ...``)
and, inside a numbered section, its numbered rules (``1.`` at the start of a
line under ``## 3.`` is §3.1). A quoted part (``"Seats"``) must begin a heading
or a **bold** term of the document (Chinese characters aside; ``...`` skips words).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import pytest

from game.paths import project_root

ROOT = project_root()
RULES = ROOT / "docs" / "rules"
# Everything in the repository that may cite the rules (the documents themselves included).
SCANNED = ("game", "tests", "data", "sprites", "tools", "docs", "README.md")
SUFFIXES = (".py", ".md", ".yaml", ".yml", ".txt", ".toml", ".spec")
THIS = Path(__file__).resolve()

NUMBER = r"\d+(?:\.\d+)*"
# §4, §4–§9, §3.1–3.2, §4, §9, §1 and §3
CHAIN = rf"§\s*{NUMBER}(?:\s*(?:[–-]|to)\s*§?\s*{NUMBER}|\s*(?:,|and|or)\s*§\s*{NUMBER})*"
# A document named in text: an optional folder, a lower-case name, ".md", an optional closing backtick.
DOC = r"(?<![\w.\-/])(?P<folder>(?:[\w.\-]+/)*)(?P<name>[a-z][a-z0-9\-]*)\.md(?![\w])`?"
SECTION_CITATION = re.compile(rf"{DOC}\s*(?P<chain>{CHAIN})")
PART_CITATION = re.compile(rf"{DOC},?[ \t]*\"(?P<part>[A-Za-z][^\"\n]*)\"")  # a part's name begins with a letter
MENTION = re.compile(DOC)
BARE = re.compile(CHAIN)
STALE = re.compile(r"shared[\"']?\s*[/\\]\s*[\"']?rules")
# Rules documents other work is adding: named, but not yet here.
PLANNED = {"fishing", "si-se-pai", "sap-tim-pun"}


@dataclass(frozen=True)
class Citation:
    where: str      # file:line
    document: str   # the document's name, without .md
    section: str    # "3.3", or "" for a quoted part
    part: str = ""  # the quoted part's name


def _rules_folder(folder: str) -> bool:
    """Whether a document named with this folder is one of docs/rules/ (other .md files are not checked)."""
    return folder in ("", "rules/") or folder.endswith("docs/rules/")


def _numbers(chain: str) -> list[str]:
    return re.findall(NUMBER, chain)


def _line(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def citations_in(text: str, where: str, own: str | None = None) -> list[Citation]:
    """Every rules citation in ``text`` (a file shown as ``where``).

    ``own`` is the document a bare ``§N`` refers to: the document itself for a file
    of docs/rules/, else the one numbered rules document the file names, if it names exactly one."""
    found: list[Citation] = []
    taken: list[tuple[int, int]] = []
    for m in SECTION_CITATION.finditer(text):
        if not _rules_folder(m["folder"]):
            continue
        taken.append(m.span("chain"))
        for number in _numbers(m["chain"]):
            found.append(Citation(f"{where}:{_line(text, m.start())}", m["name"], number))
    for m in PART_CITATION.finditer(text):
        if _rules_folder(m["folder"]):
            found.append(Citation(f"{where}:{_line(text, m.start())}", m["name"], "", m["part"]))
    if own is None:
        named = {m["name"] for m in MENTION.finditer(text) if _rules_folder(m["folder"]) and _numbered(m["name"])}
        own = named.pop() if len(named) == 1 else None
    if own is not None:
        for m in BARE.finditer(text):
            if any(a <= m.start() < b for a, b in taken):
                continue
            for number in _numbers(m[0]):
                found.append(Citation(f"{where}:{_line(text, m.start())}", own, number))
    return found


def _numbered(document: str) -> bool:
    """Whether a bare §N could mean this document: a rules document with numbered sections
    (climbing-variants.md has none, so a bare § beside it means sap-ng-wu.md, which is not checked)."""
    if (RULES / f"{document}.md").exists():
        return bool(outline(document)[0])
    return document in PLANNED


@lru_cache(maxsize=None)
def outline(document: str) -> tuple[frozenset[str], tuple[str, ...]]:
    """A document's section numbers and the names of its parts (headings and bold terms, normalised)."""
    text = (RULES / f"{document}.md").read_text(encoding="utf-8")
    numbers: set[str] = set()
    parts: list[str] = []
    current: str | None = None
    fenced = False
    for line in text.splitlines():
        if line.startswith("```"):
            fenced = not fenced
            continue
        if fenced:
            continue
        heading = re.match(r"#{1,6}\s+(.*)", line)
        if heading:
            number = re.match(rf"({NUMBER})\.?\s", heading[1])
            current = number[1] if number else None
            if current:
                numbers.add(current)
            parts.append(_normal(heading[1][number.end():] if number else heading[1]))
            continue
        rule = re.match(r"(\d+)\.\s", line)
        if rule and current:
            numbers.add(f"{current}.{rule[1]}")
    parts += [_normal(bold) for bold in re.findall(r"\*\*(.+?)\*\*", text)]
    return frozenset(numbers), tuple(parts)


def _normal(text: str) -> str:
    """Text as parts are compared: no Chinese, no markup, single spaces, no case."""
    text = "".join(c for c in text if ord(c) < 0x2E80).replace("**", "").replace("`", "")
    text = re.sub(r"\s+", " ", text).strip()
    return re.sub(r" ([,.;:)\]])", r"\1", text).casefold()


def problem(c: Citation) -> str | None:
    """What is wrong with a citation, or None if it points at something that exists."""
    path = RULES / f"{c.document}.md"
    if not path.exists():
        return f"{c.where}: {c.document}.md is not in docs/rules/"
    numbers, parts = outline(c.document)
    if c.section and c.section not in numbers:
        return f"{c.where}: {c.document}.md has no §{c.section} (it has §{', §'.join(sorted(numbers, key=_order))})"
    if c.part:
        pattern = ".*".join(re.escape(_normal(piece)) for piece in re.split(r"\.\.\.|…", c.part))
        if not any(re.match(pattern, p) for p in parts):
            return f"{c.where}: {c.document}.md has no heading or bold term {c.part!r}"
    return None


def _order(number: str) -> tuple[int, ...]:
    return tuple(int(n) for n in number.split("."))


def scanned_files() -> list[Path]:
    out = []
    for name in SCANNED:
        top = ROOT / name
        files = [top] if top.is_file() else sorted(top.rglob("*"))
        for p in files:
            rel = p.relative_to(ROOT)
            if (p.is_file() and p.suffix in SUFFIXES and p.resolve() != THIS and "__pycache__" not in rel.parts
                    and not any(part.startswith(".") for part in rel.parts)):
                out.append(p)
    return out


def all_citations() -> list[Citation]:
    found = []
    for p in scanned_files():
        rel = p.relative_to(ROOT).as_posix()
        own = p.stem if p.parent == RULES else None
        found += citations_in(p.read_text(encoding="utf-8", errors="replace"), rel, own)
    return found


# -- the repository's citations ---------------------------------------------------------------

def test_every_citation_of_the_rules_points_at_an_existing_section():
    found = all_citations()
    problems = [p for p in map(problem, found) if p]
    assert not problems, "stale citations of docs/rules/:\n" + "\n".join(problems)


def test_the_scan_finds_the_citations():
    """The check above would pass vacuously if the scan missed them: it must see these kinds."""
    found = all_citations()
    seen = {(c.where.split(":")[0], c.document, c.section, c.part) for c in found}
    assert ("tests/rules/test_plays.py", "sap-ng-wu", "3", "") in seen                   # sap-ng-wu.md §3
    assert ("tests/rules/test_plays.py", "sap-ng-wu", "3.3", "") in seen                 # a bare §3.3 there
    assert ("tests/rules/test_match.py", "sap-ng-wu", "9", "") in seen                   # §4 and §9
    assert ("data/variants/sap-ng-wu.yaml", "sap-ng-wu", "3.2", "") in seen              # §3.1–3.2 in a comment
    assert ("tests/variants/test_chang_pai.py", "climbing-variants", "", "Dead cards") in seen
    assert ("docs/rules/climbing-variants.md", "sap-ng-wu", "6", "") in seen             # between documents
    assert len(found) > 150, len(found)
    assert {c.document for c in found} >= {"sap-ng-wu", "climbing-variants"}


def test_no_citation_points_at_the_shared_folder():
    """The rules are the project's own now: nothing may send a reader to ../shared/rules, which a clone lacks."""
    stale = [f"{p.relative_to(ROOT)}:{_line(text, m.start())}" for p in scanned_files()
             for text in [p.read_text(encoding="utf-8", errors="replace")] for m in STALE.finditer(text)]
    assert not stale, "cite docs/rules/ instead: " + ", ".join(stale)


def test_the_index_lists_every_rules_document():
    index = (RULES / "README.md").read_text(encoding="utf-8")
    for doc in RULES.glob("*.md"):
        if doc.name != "README.md":
            assert f"({doc.name})" in index, f"docs/rules/README.md does not link {doc.name}"


# -- the check itself fails on what it should ---------------------------------------------------

@pytest.mark.parametrize("text, wrong", [
    ("see sap-ng-wu.md §11", "has no §11"),
    ("see docs/rules/sap-ng-wu.md §3.9", "has no §3.9"),
    ("see `sap-ng-wu.md` §4–§12", "has no §12"),
    ("see sap-ng-wu.md §1, §6 and §13", "has no §13"),
    ("see docs/rules/no-such-game.md §1", "no-such-game.md is not in docs/rules/"),
    ('see climbing-variants.md "Seating"', "no heading or bold term 'Seating'"),
    ('see climbing-variants.md "Luan Chuo ... [9]"', "no heading or bold term"),
    ("per sap-ng-wu.md; bare rule §14 here", "has no §14"),
])
def test_a_stale_citation_is_reported(text, wrong):
    problems = [p for p in map(problem, citations_in(text, "x.py")) if p]
    assert len(problems) == 1 and wrong in problems[0], problems


@pytest.mark.parametrize("text", [
    "see sap-ng-wu.md §3.3 and §6",
    "see docs/rules/sap-ng-wu.md §4–§9",
    "sap-ng-wu.md §3.1–3.2",
    'climbing-variants.md "Luan Chuo, Si Chuan, reference [7]"',
    'climbing-variants.md "A passed-up win"',
    '`faces.md`, "Domino tiles"',
    "docs/ai.md §99 and DESIGN.md §99 are not rules documents",
])
def test_a_good_citation_passes(text):
    found = citations_in(text, "x.py")
    assert [p for p in map(problem, found) if p] == []


def test_bare_sections_follow_the_one_numbered_document_a_file_names():
    assert [c.document for c in citations_in("sap-ng-wu.md; §1", "x.py")] == ["sap-ng-wu"]
    # Documents without numbered sections do not count: the bare § means sap-ng-wu.md here.
    assert [c.document for c in citations_in('sap-ng-wu.md, climbing-variants.md "Seats"; §1', "x.py")] == [
        "climbing-variants", "sap-ng-wu"]
    # Two numbered documents named, or none: a bare § is ambiguous and left alone.
    assert citations_in("fishing.md and sap-ng-wu.md; §1", "x.py") == []
    assert citations_in('climbing-variants.md "Seats"; §1', "x.py")[1:] == []
