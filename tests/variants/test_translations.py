"""A variant file's own words in 繁體中文 and 简体中文 (``translations:``, data/README.md): read and checked
like every other key, and shown by ``game.ui.variant_words.text`` in the language shown, for built-in
files and a player's own alike."""
from __future__ import annotations

import pytest

from game import i18n, paths
from game.rules import VariantError, available_variants, load_variant
from game.ui.variant_words import text

SNW = (paths.variants_dir() / "sap-ng-wu.yaml").read_text(encoding="utf-8")
OWN = SNW.split("\n# The file's own words")[0].replace("name: Sap Ng Wu", "name: Sap Ng Wu, my way") + """
translations:
  zh_Hant:
    summary: 我家的玩法。
    suits: {civil: {name: 文牌}}
"""


def write(tmp_path, body: str) -> str:
    path = tmp_path / "mine.yaml"
    path.write_text(body, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("variant_id", available_variants())
def test_every_built_in_file_speaks_both_scripts(variant_id):
    v = load_variant(variant_id)
    assert set(v.translations) == {"zh_Hant", "zh_Hans"}
    assert set(v.translations["zh_Hant"]) == set(v.translations["zh_Hans"])
    assert v.translations["zh_Hant"]["summary"] != v.translations["zh_Hans"]["summary"]   # each its own script
    for option in v.options:
        assert f"options.{option.key}.name" in v.translations["zh_Hant"], option.key


def test_a_players_own_file_carries_its_words_and_the_rest_falls_back(tmp_path):
    v = load_variant(write(tmp_path, OWN))
    assert text(v, "summary", v.summary) == v.summary                    # English shown: the file's English
    i18n.set_language(i18n.TRADITIONAL)
    assert text(v, "summary", v.summary) == "我家的玩法。"
    assert text(v, "suits.civil.name", "Civil") == "文牌"
    assert text(v, "suits.military-1.name", "Military group 1") == "武子一"   # the file's chinese: beside it
    i18n.set_language(i18n.SIMPLIFIED)
    assert text(v, "summary", v.summary) == v.summary                    # no Simplified given: English
    assert text(v, "plays.mixed.name", "Mixed play") == "Mixed play"


CIVIL = "    suits: {civil: {name: 文牌}}"


@pytest.mark.parametrize("old, new, key, words", [
    (CIVIL, "    suits: {civil: {nmae: 文牌}}", "translations.zh_Hant.suits.civil.nmae", "no words at 'suits.civil.nmae'"),
    (CIVIL, "    options: {x: {name: 甲}}", "translations.zh_Hant.options", "no words at 'options'"),
    (CIVIL, "    suits: 文牌", "translations.zh_Hant.suits", "'suits' is a section"),
    ("    summary: 我家的玩法。", "    summary: [1]", "translations.zh_Hant.summary", "expected text"),
])
def test_mistakes_are_reported_with_their_line(tmp_path, old, new, key, words):
    assert old in OWN
    path = write(tmp_path, OWN.replace(old, new))
    with pytest.raises(VariantError) as err:
        load_variant(path)
    lines = [str(p) for p in err.value.problems]
    assert any(f": {key}: " in m and words in m and m.startswith(path + ":") for m in lines), lines


def test_an_unknown_language_is_refused(tmp_path):
    path = write(tmp_path, OWN + "  fr: {summary: Le jeu.}\n")
    with pytest.raises(VariantError, match=r"mine.yaml:\d+: translations.fr: unknown key \(allowed: zh_Hant, zh_Hans\)"):
        load_variant(path)
