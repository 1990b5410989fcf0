"""The How to play pages in 繁體中文 and 简体中文 (issue 17): each family's "How to play" part has a
translation in both scripts with every part the English has, in the same order (so a variant's blocks
land under the same part), the page reads the translation of the language shown, and the page's own
words (headings, tables, notes, the "says" lines under card rows, house rules' settings) are the
catalogue's. English stays exactly as the tests of test_pages.py pin it."""
from __future__ import annotations

import re

import pytest

from game import i18n
from game.bundle_files import bundled_files
from game.i18n import SIMPLIFIED, TRADITIONAL
from game.learn import Bullets, CardRow, Heading, Paragraph, Table, page_for
from game.learn.guide_text import FAMILY_DOCS, HEADINGS, _english, docs_dir, how_to_play, parse, source
from game.rules import available_variants, load_variant

CHINESE = (TRADITIONAL, SIMPLIFIED)
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")
# Words a Chinese page may keep: the keys as the keyboard prints them, and a document's path.
KEYS = ("Enter", "Esc", "Page Up/Down")


def english_words(text: str, variant) -> list[str]:
    """The English words left in ``text`` once the variant file's own words, key names and paths are taken
    out (the variant files' words are translated through game.ui.variant_words, i18n-data's part)."""
    rest = re.sub(r"docs/rules/\S+", " ", text)
    for k in KEYS:
        rest = rest.replace(k, " ")
    own = [variant.name, variant.summary] + [o.name for o in variant.options] + [o.about for o in variant.options]
    own += [getattr(p, "group", "") or "" for p in getattr(variant, "plays", ())]
    own += [p.name.split(" of ")[0] for p in getattr(variant, "plays", ())]
    own += [s.name for s in getattr(variant, "suits", ())]
    for w in sorted((w for w in own if w), key=len, reverse=True):
        rest = rest.replace(" ".join(w.split()), " ")
    return ENGLISH_WORD.findall(rest)


@pytest.mark.parametrize("language", CHINESE)
@pytest.mark.parametrize("family", sorted(FAMILY_DOCS))
def test_each_script_has_every_part_the_english_has(family, language):
    english = _english(family)
    path = docs_dir() / language / FAMILY_DOCS[family]
    parts = parse(path.read_text(encoding="utf-8"), HEADINGS[language])
    assert english and len(parts) == len(english), f"{path}: {len(parts)} parts, English {len(english)}"
    for p, e in zip(parts, english):
        assert p.blocks, f"{path}: part {p.title!r} is empty"
        assert [k for k, _c in p.blocks] == [k for k, _c in e.blocks], \
            f"{path}: part {p.title!r} has other paragraphs and lists than {e.title!r}"
        words = " ".join(str(c) for _k, c in p.blocks)
        assert not ENGLISH_WORD.search(re.sub(r"Enter|docs/rules/\S+", "", words)), (path, p.title, words)
    assert bundled_files()[f"docs/rules/{language}/{FAMILY_DOCS[family]}"], "the bundle ships the translation"


@pytest.mark.parametrize("language", CHINESE)
def test_the_page_reads_the_language_shown_and_keeps_the_english_keys(language):
    english = how_to_play("climbing", "en")
    i18n.set_language(language)
    parts = how_to_play("climbing")
    assert [p.key for p in parts] == [p.title for p in english]
    assert parts[0].title == {"zh_Hant": "目標", "zh_Hans": "目标"}[language]
    assert source("climbing") == f"docs/rules/{language}/sap-ng-wu.md"
    i18n.set_language("en")
    assert how_to_play("climbing") == english and source("climbing") == "docs/rules/sap-ng-wu.md"


def test_a_missing_or_broken_translation_falls_back_to_english(tmp_path, monkeypatch):
    from game.learn import guide_text
    root = tmp_path / "rules"
    (root / TRADITIONAL).mkdir(parents=True)
    (root / "sap-ng-wu.md").write_text("## How to play\n### One\nA.\n### Two\nB.\n", encoding="utf-8")
    (root / TRADITIONAL / "sap-ng-wu.md").write_text("## 玩法\n### 一\n甲。\n", encoding="utf-8")   # a part short
    monkeypatch.setattr(guide_text, "docs_dir", lambda: root)
    assert [p.title for p in how_to_play("climbing", TRADITIONAL)] == ["One", "Two"]
    (root / TRADITIONAL / "sap-ng-wu.md").write_text("## 玩法\n### 一\n甲。\n### 二\n乙。\n", encoding="utf-8")
    assert [(p.title, p.key) for p in how_to_play("climbing", TRADITIONAL)] == [("一", "One"), ("二", "Two")]
    assert [p.title for p in how_to_play("climbing", SIMPLIFIED)] == ["One", "Two"]     # none written


def page_words(page) -> list[str]:
    out = [page.summary]
    for b in page.blocks:
        if isinstance(b, (Heading, Paragraph)):
            out.append(b.text)
        elif isinstance(b, Bullets):
            out += list(b.items)
        elif isinstance(b, CardRow):
            out += [b.label, b.note, b.says]
        elif isinstance(b, Table):
            out += list(b.header) + [c for r in b.rows for c in r]
    return [w for w in out if w]


@pytest.mark.parametrize("language", CHINESE)
@pytest.mark.parametrize("vid", available_variants())
def test_every_page_has_no_english_word_of_the_programs_own(vid, language):
    i18n.set_language(language)
    v = load_variant(vid)
    page = page_for(v)
    left = {w: english_words(w, v) for w in page_words(page)}
    left = {w: found for w, found in left.items() if found}
    assert left == {}, f"{vid} in {language}: {left}"


def test_the_check_finds_english_on_an_english_page():
    """The test above can fail: the English page is full of English words of the program's own."""
    v = load_variant("sap-ng-wu")
    left = [w for w in page_words(page_for(v)) if english_words(w, v)]
    assert len(left) > 20


@pytest.mark.parametrize("language, pair, beaten", [(TRADITIONAL, "對子", "一對地 1:1 輸給 一對天 6:6"),
                                                    (SIMPLIFIED, "对子", "一对地 1:1 输给 一对天 6:6")])
def test_the_rows_say_their_plays_in_chinese(language, pair, beaten):
    i18n.set_language(language)
    page = page_for(load_variant("sap-ng-wu"))
    rows = {b.label: b for b in page.blocks if isinstance(b, CardRow)}
    assert rows[pair].says == beaten
    suits = {"zh_Hant": ("文子", "武子一"), "zh_Hans": ("文子", "武子一")}[language]
    assert all(s in rows for s in suits)
    earth = rows["地八"]
    assert earth.cards[0] == "1:1" and "天九（" in earth.says
    luan = page_for(load_variant("luan-chuo?gods_of_wealth"))
    table = next(b for b in luan.blocks if isinstance(b, Table) and len(b.header) == 3 and b.rows
                 and b.rows[0][1] in ("開", "开"))
    assert table.header[0] == {"zh_Hant": "規則", "zh_Hans": "规则"}[language]


def test_a_simplified_page_writes_the_files_chinese_in_simplified():
    i18n.set_language(SIMPLIFIED)
    page = page_for(load_variant("sap-ng-wu"))
    text = "\n".join(page_words(page))
    assert "鹅五" in text and "鵝五" not in text
    i18n.set_language(TRADITIONAL)
    assert "鵝五" in "\n".join(page_words(page_for(load_variant("sap-ng-wu"))))
