"""The game's own files that the PyInstaller bundle carries, in one list.

``build.spec`` gives ``datas()`` to PyInstaller, and
``tests/bundle/test_bundle_contents.py`` checks the same list against the
repository: every file under ``data/`` and ``sprites/`` must be declared here
or named in ``LEFT_OUT`` with the reason, so a file the game reads at run time
cannot be missing from the bundle unnoticed. Plain data, no imports beyond the
standard library: the spec imports it before anything is built.
"""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# (glob relative to the repository, folder inside the bundle). Globs, so a new
# variant file or font is carried without editing this list.
DATAS: tuple[tuple[str, str], ...] = (
    ("data/cards.yaml", "data"),              # the cards' English and Chinese names
    ("data/variants/*.yaml", "data/variants"),  # the built-in variants
    ("data/README.md", "data"),               # the variant format, for players writing their own
    ("sprites/faces.yaml", "sprites"),        # spot layouts and colours of the faces
    ("sprites/mahjong.yaml", "sprites"),      # the mahjong tiles' layouts and colours (Sap Tim Pun)
    ("sprites/four_colour.yaml", "sprites"),  # the four-colour cards' colours and proportions (Si Se Pai)
    ("sprites/icon.png", "sprites"),          # the window and application icon (tools/make_icon.py)
    ("sprites/fonts/*.otf", "sprites/fonts"),  # the CJK font subset
    ("sprites/fonts/OFL.txt", "sprites/fonts"),  # its licence, which must ship with it
    ("sprites/fonts/README.md", "sprites/fonts"),  # where the font comes from (the licence names it)
    ("docs/rules/*.md", "docs/rules"),        # the families' words of the How to play pages (game.learn)
    ("docs/rules/zh_Hant/*.md", "docs/rules/zh_Hant"),  # ... in 繁體中文 (game.learn.guide_text)
    ("docs/rules/zh_Hans/*.md", "docs/rules/zh_Hans"),  # ... in 简体中文
    # the compiled message catalogues (game.i18n; python -m game.catalogues build), one folder a language
    ("data/locale/zh_Hant/LC_MESSAGES/*.mo", "data/locale/zh_Hant/LC_MESSAGES"),
    ("data/locale/zh_Hans/LC_MESSAGES/*.mo", "data/locale/zh_Hans/LC_MESSAGES"),
)

# Files under data/ or sprites/ the game never reads, and why they stay out.
LEFT_OUT: dict[str, str] = {
    "sprites/fonts/characters.txt": "input of tools/subset_font.py, read by tests only",
    "data/locale/zh_Hant/LC_MESSAGES/fifteen_lakes.po": "the translators' source of the .mo beside it",
    "data/locale/zh_Hans/LC_MESSAGES/fifteen_lakes.po": "the translators' source of the .mo beside it",
}

FOLDERS = ("data", "sprites")


def datas(root: Path = ROOT) -> list[tuple[str, str]]:
    """The ``datas`` list for PyInstaller's Analysis: absolute source globs, bundle folders."""
    return [(str(root / pattern), dest) for pattern, dest in DATAS]


def declared(root: Path = ROOT) -> dict[str, list[str]]:
    """Each DATAS glob and the files it matches now, as paths relative to ``root``."""
    return {pattern: sorted(p.relative_to(root).as_posix() for p in root.glob(pattern) if p.is_file())
            for pattern, _ in DATAS}


def bundled_files(root: Path = ROOT) -> dict[str, str]:
    """Every file the bundle carries: repository path -> path inside the bundle's data folder."""
    out = {}
    for pattern, dest in DATAS:
        for p in sorted(root.glob(pattern)):
            if p.is_file():
                out[p.relative_to(root).as_posix()] = f"{dest}/{p.name}"
    return out


def repository_files(root: Path = ROOT) -> list[str]:
    """Every file under data/ and sprites/ (no caches, no hidden or editor backup files)."""
    found = []
    for folder in FOLDERS:
        for p in (root / folder).rglob("*"):
            rel = p.relative_to(root)
            if (p.is_file() and "__pycache__" not in rel.parts and not any(part.startswith(".") for part in rel.parts)
                    and not p.name.endswith("~")):
                found.append(rel.as_posix())
    return sorted(found)
