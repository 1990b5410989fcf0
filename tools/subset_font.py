"""Regenerate sprites/fonts/NotoSansCJKhk-Regular-Subset.otf, the bundled CJK font subset.

Why a subset: the full Noto Sans CJK collection is ~20 MB a weight; the game
ships the characters people commonly write, in both scripts, so that a
family's names (typed in Settings or New game) and, later, a Chinese
interface draw the same on every machine without a system CJK font. A
character outside the subset (a rare name) is drawn from a system CJK font
where one is installed (game/ui/fonts.py).

Which characters (each set printed with its count when the script runs):

- the common-character standards, read from the Unicode Han Database
  (Unihan) that Debian's ``unicode-data`` package installs in
  /usr/share/unicode (``--unihan``):
  * Simplified: 通用规范汉字表 (2013) levels 1 and 2, the 3,500 common and
    3,000 next-most-used characters (Unihan ``kTGH`` positions 1-6500);
    level 2 holds many characters of given names (婷 梓 萱 琦 婕 钰);
  * Traditional (Taiwan): the 5,401 common characters of Big5 level 1
    (``kBigFive`` A440-C67E), which Big5 took from the Ministry of
    Education's 常用國字標準字體表 (4,808) with the most used of the next list;
  * Traditional (Hong Kong): 常用字字形表 (``kHKGlyph``, ~4,800) and the
    primary-school list 小學中文科常用字 (``kGradeLevel``);
  * the Traditional forms of every Simplified character above and the
    Simplified forms of every Traditional one (``kTraditionalVariant``,
    ``kSimplifiedVariant``), so a name reads in either script;
- NAMES below: Hong Kong characters of names and family words that none of
  those lists has (嫲 燊 栢 滙 ...);
- every non-ASCII character in the rules text (``docs/rules/**/*.md``, translations too),
  the variant files (``data/**/*.yaml``), the art data (``sprites/**/*.yaml``)
  and the game's own source (``game/**/*.py``);
- printable ASCII and Latin-1, CJK punctuation and full-width forms (what a
  Chinese input method types), and the EXTRA list below.

Characters the source font has no glyph for are left out, so
``characters.txt`` lists exactly the font's characters. The result depends
only on the two Debian packages (recorded in sprites/fonts/README.md) and this
repository: run it again after adding Chinese text anywhere, and commit the
new font.

Needs fontTools (``pip install -e '.[font]'``, a developer tool, not a game
dependency) and the Debian packages ``fonts-noto-cjk`` and ``unicode-data``::

    apt-get install fonts-noto-cjk unicode-data
    python tools/subset_font.py              # writes sprites/fonts/...
    python tools/subset_font.py --check      # exit 1 if the font misses a character
"""
from __future__ import annotations

import argparse
import bz2
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
DEFAULT_UNIHAN = Path("/usr/share/unicode")
# "Noto Sans CJK HK" (Hong Kong glyph forms) in the Debian collection, found
# by name below, so a reordered collection fails loudly, not silently.
SOURCE_FACE = "Noto Sans CJK HK"
OUTPUT = ROOT / "sprites" / "fonts" / "NotoSansCJKhk-Regular-Subset.otf"

# Hong Kong characters of names and family words that none of the lists has:
# a grandmother (嫲), given names (燊 栢 珺 滙), and the Cantonese words families
# write in nicknames (啱 冇 佢 咗 嘅 喺 嘢 啲 嚿 埗 粧 乸 孻).
NAMES = "嫲燊栢珺滙啱冇佢咗嘅喺嘢啲嚿埗粧乸孻"

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
# CJK symbols and punctuation, and the full-width and half-width forms (what
# a Chinese input method types for Latin letters, digits and punctuation).
RANGES = ((0x20, 0x7E), (0xA0, 0xFF), (0x3000, 0x303F), (0xFF01, 0xFF65))


def unihan_field(unihan: Path, key: str) -> dict[str, str]:
    """Character -> value of one Unihan field, from Debian's Unihan_*.txt.bz2 files."""
    files = sorted(unihan.glob("Unihan_*.txt.bz2"))
    if not files:
        raise SystemExit(f"{unihan}: no Unihan_*.txt.bz2; apt-get install unicode-data (or give --unihan)")
    out: dict[str, str] = {}
    tag = f"\t{key}\t"
    for path in files:
        with bz2.open(path, "rt", encoding="utf-8") as lines:
            for line in lines:
                if tag in line:
                    point, _, value = line.rstrip("\n").split("\t")
                    out[chr(int(point[2:], 16))] = value
    return out


def _variants(values: dict[str, str], chars: set[str]) -> set[str]:
    """The characters ``values`` (a Unihan variant field) names for ``chars``."""
    out = set()
    for c in chars:
        for point in values.get(c, "").split():
            out.add(chr(int(point[2:].split("<")[0], 16)))
    return out


def common_characters(unihan: Path) -> dict[str, set[str]]:
    """The common-character lists of both scripts, by name (see the module's docstring)."""
    tgh = unihan_field(unihan, "kTGH")
    big5 = unihan_field(unihan, "kBigFive")
    lists = {
        "通用规范汉字表 levels 1-2": {c for c, v in tgh.items() if int(v.split(":")[1]) <= 6500},
        "Big5 level 1 (常用國字)": {c for c, v in big5.items() if 0xA440 <= int(v, 16) <= 0xC67E},
        "常用字字形表 (HK)": set(unihan_field(unihan, "kHKGlyph")),
        "小學中文科常用字 (HK)": set(unihan_field(unihan, "kGradeLevel")),
    }
    every = set().union(*lists.values())
    lists["their other-script forms"] = (_variants(unihan_field(unihan, "kTraditionalVariant"), every)
                                         | _variants(unihan_field(unihan, "kSimplifiedVariant"), every)) - every
    return lists


def game_text(rules_dir: Path) -> str:
    """All text of the game's own files whose characters it may draw."""
    parts: list[str] = [EXTRA, PUNCTUATION]
    parts += ["".join(chr(c) for c in range(first, last + 1)) for first, last in RANGES]
    globs = [
        (rules_dir, "**/*.md"),     # the rules and their translations (docs/rules/zh_Hant/ ...)
        (ROOT / "data", "**/*.yaml"),
        (ROOT / "sprites", "**/*.yaml"),
        (ROOT / "game", "**/*.py"),
        (ROOT / "data", "locale/*/LC_MESSAGES/*.po"),     # the interface's words in Chinese (game.i18n)
    ]
    for folder, pattern in globs:
        for path in sorted(folder.glob(pattern)):
            parts.append(path.read_text(encoding="utf-8"))
    return printable("".join(parts))


def printable(text: str) -> str:
    """The characters of ``text`` that draw (spaces included), each once, sorted."""
    return "".join(sorted({c for c in text if c in " \u3000" or (c.isprintable() and not c.isspace())}))


def face_number(source: Path, name: str) -> int:
    from fontTools.ttLib import TTCollection

    collection = TTCollection(str(source), lazy=True)
    for number, font in enumerate(collection.fonts):
        if font["name"].getDebugName(4) == name:
            return number
    raise SystemExit(f"{source}: no face named {name!r}")


def font_cmap(font_path: Path, number: int | None = None) -> set[int]:
    from fontTools.ttLib import TTFont

    return set(TTFont(str(font_path), fontNumber=-1 if number is None else number)["cmap"].getBestCmap())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE,
                        help="Noto Sans CJK collection (.ttc) to cut from")
    parser.add_argument("--unihan", type=Path, default=DEFAULT_UNIHAN,
                        help="folder of Unihan_*.txt.bz2 (Debian's unicode-data)")
    parser.add_argument("--rules", type=Path, default=ROOT / "docs" / "rules",
                        help="folder of the rules text (default docs/rules)")
    parser.add_argument("--output", type=Path, default=OUTPUT)
    parser.add_argument("--check", action="store_true",
                        help="only report characters of the game's own text the current font lacks")
    args = parser.parse_args(argv)

    own = game_text(args.rules)
    if args.check:
        cmap = font_cmap(args.output)
        lacking = [c for c in own if ord(c) not in cmap and ord(c) > 0x2E80]  # Latin gaps are the source's
        if lacking:
            print(f"{args.output}: lacks {''.join(lacking)}; run tools/subset_font.py")
            return 1
        print(f"{args.output}: covers all {len(own)} characters of the game's text")
        return 0

    from fontTools import subset

    number = face_number(args.source, SOURCE_FACE)
    available = font_cmap(args.source, number)
    sets = {"the game's own text": set(own), "names (NAMES)": set(NAMES), **common_characters(args.unihan)}
    chosen: set[str] = set()
    for what, chars in sets.items():
        has = {c for c in chars if ord(c) in available}
        print(f"{what}: {len(chars)} characters, {len(has - chosen)} new, {len(chars - has)} not in the source")
        chosen |= has
    text = printable("".join(chosen))
    args.output.parent.mkdir(parents=True, exist_ok=True)
    charlist = args.output.with_name("characters.txt")
    charlist.write_text(text + "\n", encoding="utf-8")
    command = [
        str(args.source),
        f"--font-number={number}",
        f"--text-file={charlist}",
        f"--output-file={args.output}",
        # No "locl": in the HK face it holds the other regions' forms of shared characters,
        # which doubled the glyphs (18,700), the size (4.3 MiB) and the time to open the font at
        # each size (7 ms, against 0.5); and a renderer could pick them by the system's language.
        "--layout-features=kern,vert,vrt2,palt,halt",
        "--name-IDs=*",
        "--name-languages=*",
        "--no-hinting",
    ]
    print("pyftsubset " + " ".join(command))
    subset.main(command)
    size = args.output.stat().st_size
    print(f"{args.output}: {len(text)} characters, {size / 1024:.0f} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
