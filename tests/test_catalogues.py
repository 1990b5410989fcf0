"""The message catalogues are in step with the code (issue 17, "Three languages"; docs/translating.md).

- every message the code marks is in each Chinese catalogue, translated, with the same placeholders,
  and no catalogue keeps a message the code no longer uses;
- the committed ``.mo`` files are exactly their ``.po`` compiled, and ``gettext`` reads them;
- a Chinese translation says it in Chinese (no English word left in it);
- the bundled font draws every character the catalogues use;
- the language follows the system's locale: Hong Kong, Taiwan and Macau Traditional, China and
  Singapore Simplified, any other English.
"""
from __future__ import annotations

import gettext
import io
import re
import textwrap

import pytest

from game import catalogues, i18n
from game.catalogues import (Catalogue, Entry, MarkError, compile_po, extract, extract_file, placeholders,
                             problems, read_po, write_po)
from game.i18n import SIMPLIFIED, TRADITIONAL, catalogue_path, from_locale

CHINESE = [TRADITIONAL, SIMPLIFIED]


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.fixture(scope="module")
def marked():
    return extract()


def test_the_code_marks_messages_from_every_converted_screen(marked):
    """The extractor finds the screens' words (so an empty extraction cannot pass the tests below)."""
    files = {where.split(":")[0] for places in marked.values() for where in places}
    for screen in ("game/ui/screens.py", "game/ui/settings_screen.py", "game/ui/game_list.py",
                   "game/ui/saves_screen.py", "game/ui/stats_screen.py", "game/ui/words.py"):
        assert screen in files, screen
    assert ("New game", None) in marked and ("{n} card", "{n} cards") in marked


@pytest.mark.parametrize("language", CHINESE)
def test_each_catalogue_has_every_message_translated_and_nothing_stale(language, marked):
    assert problems(language, marked) == []


def test_a_message_the_catalogue_lacks_or_no_longer_needs_is_reported(tmp_path, marked):
    """The check above can fail: a new marked message, or a catalogue entry nobody uses, is named."""
    more = dict(marked)
    more[("A message nobody translated", None)] = ["game/ui/new.py:1"]
    found = problems(TRADITIONAL, more)
    assert any("lacks 'A message nobody translated'" in p for p in found)
    fewer = {k: v for k, v in marked.items() if k != ("New game", None)}
    assert any("stale 'New game'" in p for p in problems(TRADITIONAL, fewer))


def test_placeholders_must_match():
    assert placeholders("{name} · hand {hand} of {length}") == ["hand", "length", "name"]
    assert placeholders("第 {hand} 局，共 {length} 局 {name}") == ["hand", "length", "name"]
    assert placeholders("{n} 張牌") != placeholders("{count} cards")


def test_the_extractor_reads_literal_markers_and_refuses_f_strings(tmp_path):
    src = tmp_path / "game"
    src.mkdir()
    (src / "a.py").write_text(textwrap.dedent('''
        from game.i18n import _, N_, ngettext, NN_
        A = N_("marked only")
        def f(n, label):
            return _("now") + ngettext("{n} cat", "{n} cats", n) + _(label) + str(NN_("{n} dog", "{n} dogs"))
    '''), encoding="utf-8")
    found = [(m.msgid, m.plural) for m in extract_file(src / "a.py", tmp_path)]
    assert found == [("marked only", None), ("now", None), ("{n} cat", "{n} cats"), ("{n} dog", "{n} dogs")]
    (src / "b.py").write_text('from game.i18n import _\nx = 3\nprint(_(f"{x} cards"))\n', encoding="utf-8")
    with pytest.raises(MarkError, match=r"b.py:3"):
        extract_file(src / "b.py", tmp_path)
    (src / "c.py").write_text('from game.i18n import _\nfor _, x in []:\n    print(_("a"))\n', encoding="utf-8")
    with pytest.raises(MarkError, match=r"c.py:2: '_' used as a variable"):
        extract_file(src / "c.py", tmp_path)


@pytest.mark.parametrize("language", CHINESE)
def test_the_committed_mo_is_the_po_compiled(language, tmp_path):
    """The .mo files are committed (the bundle ships them); a .po edited without
    `python -m game.catalogues build` fails here. Built afresh in a temporary folder and compared."""
    built = catalogues.build(tmp_path)
    fresh = next(p for p in built if p.parts[-3] == language)
    committed = catalogue_path(language, ".mo")
    assert committed.is_file(), f"{committed} missing: run python -m game.catalogues build"
    assert committed.read_bytes() == fresh.read_bytes(), "run python -m game.catalogues build"


@pytest.mark.parametrize("language", CHINESE)
def test_gettext_reads_the_compiled_catalogue(language):
    cat = read_po(catalogue_path(language))
    t = gettext.GNUTranslations(io.BytesIO(compile_po(cat)))
    for entry in cat.entries.values():
        if entry.plural is None:
            assert t.gettext(entry.msgid) == entry.strs[0]
        else:
            for n in (0, 1, 2, 7):       # Chinese has one form for every number
                assert t.ngettext(entry.msgid, entry.plural, n) == entry.strs[0]
    assert t.gettext("not a message") == "not a message"


def test_the_po_format_round_trips(tmp_path):
    cat = Catalogue("Language: zh_Hant\nPlural-Forms: nplurals=1; plural=0;\n", {
        ("Say \"hi\"\n", None): Entry('Say "hi"\n', None, ["講「你好」\n"], ["game/x.py"], ["# a note"]),
        ("{n} card", "{n} cards"): Entry("{n} card", "{n} cards", ["{n} 張牌"], ["game/y.py"]),
    })
    path = tmp_path / "x.po"
    write_po(cat, path)
    again = read_po(path)
    assert again.header == cat.header
    assert again.entries == cat.entries
    write_po(again, tmp_path / "y.po")
    assert (tmp_path / "y.po").read_text("utf-8") == path.read_text("utf-8")


def test_a_broken_po_line_is_reported_with_its_file_and_line(tmp_path):
    path = tmp_path / "bad.po"
    path.write_text('msgid "a"\nmsgstr "甲"\n\nmsgid b\n', encoding="utf-8")
    with pytest.raises(ValueError, match=r"bad.po:4"):
        read_po(path)


# Words in a translation that are not English prose: placeholders and a file's name.
_NOT_WORDS = re.compile(r"\{[^}]*\}|data/README\.md")


@pytest.mark.parametrize("language", CHINESE)
def test_a_chinese_translation_has_no_english_word_left(language):
    cat = read_po(catalogue_path(language))
    left = {e.msgid: s for e in cat.entries.values() for s in e.strs if re.search(r"[A-Za-z]", _NOT_WORDS.sub("", s))}
    assert left == {}


def test_the_two_scripts_are_each_their_own():
    """Traditional for Hong Kong and Simplified for the mainland differ in wording, not only in characters."""
    i18n.set_language(TRADITIONAL)
    hant = {m: i18n._(m) for m in ("Settings", "Saved matches", "Window", "Fullscreen", "New game")}
    i18n.set_language(SIMPLIFIED)
    hans = {m: i18n._(m) for m in hant}
    assert hant == {"Settings": "設定", "Saved matches": "已儲存的對局", "Window": "視窗", "Fullscreen": "全螢幕",
                    "New game": "新遊戲"}
    assert hans == {"Settings": "设置", "Saved matches": "已保存的对局", "Window": "窗口", "Fullscreen": "全屏",
                    "New game": "新游戏"}


def test_counts_go_through_the_catalogues_plural_forms():
    from game.ui.words import count
    assert count(1, "card") == "1 card" and count(2, "card") == "2 cards" and count(-1, "chip") == "-1 chip"
    i18n.set_language(TRADITIONAL)
    assert count(1, "card") == "1 張牌" and count(3, "card") == "3 張牌" and count(4, "multiplier") == "4 番"
    i18n.set_language(SIMPLIFIED)
    assert count(2, "chip") == "2 个筹码" and count(15, "wu") == "15 湖"
    assert count(2, "god of wealth") == "2 gods of wealth"      # a variant's own noun keeps the English rule


def test_the_bundled_font_draws_every_character_of_the_catalogues():
    from game.ui.cmap import font_characters
    from game.ui.fonts import font_path
    has = font_characters(font_path())
    used = {ch for language in CHINESE for e in read_po(catalogue_path(language)).entries.values()
            for s in e.strs for ch in s if not ch.isspace()}
    used |= set("".join(i18n.LANGUAGES.values()))
    assert sorted(used - set(has)) == []


@pytest.mark.parametrize("name, language", [
    ("zh_HK.UTF-8", TRADITIONAL), ("zh_TW", TRADITIONAL), ("zh_MO.Big5", TRADITIONAL), ("zh-Hant-HK", TRADITIONAL),
    ("zh_CN.UTF-8", SIMPLIFIED), ("zh_SG", SIMPLIFIED), ("zh-Hans", SIMPLIFIED), ("zh", SIMPLIFIED),
    ("Chinese (Traditional)_Hong Kong SAR", TRADITIONAL), ("Chinese_China", SIMPLIFIED),
    ("en_GB.UTF-8", "en"), ("fr_FR", "en"), ("C", "en"), ("", "en"), (None, "en"),
])
def test_the_language_follows_the_system_locale(name, language):
    assert from_locale(name) == language


def test_system_language_reads_the_environment_as_gettext_does(monkeypatch):
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("LANG", "zh_HK.UTF-8")
    assert i18n.system_language() == TRADITIONAL
    monkeypatch.setenv("LC_ALL", "zh_CN.UTF-8")
    assert i18n.system_language() == SIMPLIFIED
    monkeypatch.setenv("LANGUAGE", "en_US:en")
    assert i18n.system_language() == "en"


def test_switching_the_language_changes_the_words_and_the_generation():
    i18n.set_language("en")
    before = i18n.generation()
    assert i18n._("Settings") == "Settings"
    i18n.set_language(SIMPLIFIED)
    assert i18n._("Settings") == "设置" and i18n.generation() != before
    i18n.set_language("klingon")         # not a language of the program: English
    assert i18n.language() == "en" and i18n._("Settings") == "Settings"
