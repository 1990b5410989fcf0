"""Regenerate sprites/fonts/NotoSansCJKhk-Regular-Subset.otf, the bundled CJK font subset.

Why a subset: the full Noto Sans CJK collection is ~20 MB per weight; the game
only ever shows a few hundred characters (card and game names, Latin text), so
it ships those glyphs alone and every machine draws the same Chinese text
without depending on a system CJK font.

Which characters: every non-ASCII character in the rules text
(``docs/rules/*.md``), the variant files (``data/**/*.yaml``), the art
data (``sprites/**/*.yaml``) and the game's own source (``game/**/*.py``), plus
printable ASCII and Latin-1, common punctuation, and the EXTRA list below
(names the later games will need: mahjong and four-colour card characters).
Run it again after adding Chinese text anywhere, and commit the new font.

Needs fontTools (``pip install fonttools``, a developer tool, not a game
dependency) and the Debian package ``fonts-noto-cjk`` (or ``--source``)::

    python tools/subset_font.py              # writes sprites/fonts/...
    python tools/subset_font.py --check      # exit 1 if the font misses a character
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
# Index of "Noto Sans CJK HK" (Hong Kong glyph forms) in the Debian collection;
# checked by name below, so a reordered collection fails loudly, not silently.
SOURCE_FACE = "Noto Sans CJK HK"
OUTPUT = ROOT / "sprites" / "fonts" / "NotoSansCJKhk-Regular-Subset.otf"

# Characters the text files do not (yet) contain but the games will show.
EXTRA = (
    # the games of the seeds, and words around them
    "十五湖撮牌長牌乱亂戳抹花花至尊文子武子食湖天九地八人七鵝五十點半四色牌骨牌紙牌"
    "么幺雞番家莊閒贏輸吃碰槓胡和對子三條順子"
    # the card names in simplified forms too, and the regions of the variants
    "天地人鹅梅长衫板凳斧头红头十高脚七梅花六红九黑九平八斜八红七黑七大头六红五黑五么钉"
    "武漢汉四川香港廣東硬張张財财神黃黄墩"
    # numerals
    "〇零一二三四五六七八九十百千萬兩"
    # mahjong tiles (seed 003)
    "東南西北中發白筒條索餅萬春夏秋冬梅蘭竹菊"
    # four-colour cards (seed 004): xiangqi pieces, both colours' forms
    "將帥士仕象相車俥馬傌包炮砲卒兵黃紅綠白"
    # screen words
    "開始新局繼續設定規則分數結束離開玩家電腦莊家第手輪你我他勝負過出"
)
PUNCTUATION = "、。，．：；！？「」『』（）《》〈〉【】…—–‘’“”·•×÷±≤≥→←↑↓§°　"


def gather_text(rules_dir: Path) -> str:
    """All text whose characters the game may draw."""
    parts: list[str] = [EXTRA, PUNCTUATION]
    parts.append("".join(chr(c) for c in range(0x20, 0x7F)))
    parts.append("".join(chr(c) for c in range(0xA0, 0x100)))
    globs = [
        (rules_dir, "*.md"),
        (ROOT / "data", "**/*.yaml"),
        (ROOT / "sprites", "**/*.yaml"),
        (ROOT / "game", "**/*.py"),
    ]
    for folder, pattern in globs:
        for path in sorted(folder.glob(pattern)):
            parts.append(path.read_text(encoding="utf-8"))
    text = "".join(parts)
    return "".join(sorted({c for c in text if c.isprintable() and (c == " " or not c.isspace())}))


def face_number(source: Path, name: str) -> int:
    from fontTools.ttLib import TTCollection

    collection = TTCollection(str(source), lazy=True)
    for number, font in enumerate(collection.fonts):
        if font["name"].getDebugName(4) == name:
            return number
    raise SystemExit(f"{source}: no face named {name!r}")


def missing_characters(font_path: Path, text: str) -> list[str]:
    from fontTools.ttLib import TTFont

    cmap = TTFont(str(font_path))["cmap"].getBestCmap()
    return [c for c in text if ord(c) not in cmap]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE,
                        help="Noto Sans CJK collection (.ttc) to cut from")
    parser.add_argument("--rules", type=Path, default=ROOT / "docs" / "rules",
                        help="folder of the rules text (default docs/rules)")
    parser.add_argument("--output", type=Path, default=OUTPUT)
    parser.add_argument("--check", action="store_true",
                        help="only report characters the current font lacks")
    args = parser.parse_args(argv)

    text = gather_text(args.rules)
    if args.check:
        lacking = [c for c in missing_characters(args.output, text)
                   if ord(c) > 0x2E80]  # Latin gaps are the source font's, not ours
        if lacking:
            print(f"{args.output}: lacks {''.join(lacking)}; run tools/subset_font.py")
            return 1
        print(f"{args.output}: covers all {len(text)} characters")
        return 0

    from fontTools import subset

    number = face_number(args.source, SOURCE_FACE)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    charlist = args.output.with_name("characters.txt")
    charlist.write_text(text + "\n", encoding="utf-8")
    command = [
        str(args.source),
        f"--font-number={number}",
        f"--text-file={charlist}",
        f"--output-file={args.output}",
        "--layout-features=kern,vert,vrt2,locl,palt,halt",
        "--name-IDs=*",
        "--name-languages=*",
        "--no-hinting",
        "--desubroutinize",
    ]
    print("pyftsubset " + " ".join(command))
    subset.main(command)
    size = args.output.stat().st_size
    print(f"{args.output}: {len(text)} characters, {size / 1024:.0f} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
