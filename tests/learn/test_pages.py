"""The How to play page of every variant (issue 17, "Learn to play"): the family's words from its rules
document (sap-ng-wu.md "How to play", fishing.md "How to play"), the variant's own cards, suits, plays,
deal, captures, scoring groups and house rules read from the variant itself."""
from __future__ import annotations

import pytest

from game.learn import CardRow, Heading, Paragraph, Table, page_for
from game.learn import banker as banker_blocks
from game.learn import climbing as climbing_blocks
from game.learn import fishing as fishing_blocks
from game.learn.guide_text import FAMILY_DOCS, how_to_play, parse
from game.rules import available_variants, load_variant
from game.store.variants import catalog


def headings(page) -> list[str]:
    return [b.text for b in page.blocks if isinstance(b, Heading)]


def rows(page) -> list[CardRow]:
    return [b for b in page.blocks if isinstance(b, CardRow)]


@pytest.mark.parametrize("vid", available_variants())
def test_every_built_in_game_has_a_page_with_its_familys_words(vid):
    v = load_variant(vid)
    page = page_for(v)
    parts = how_to_play(v.family)
    assert parts, f"docs/rules/{FAMILY_DOCS[v.family]} has no How to play part"
    assert [p.title for p in parts] == [h for h in headings(page) if h in {p.title for p in parts}]
    assert page.title == v.name and page.summary == v.summary
    assert page.source == f"docs/rules/{FAMILY_DOCS[v.family]}"
    deck = {str(k) for k in (v.tiles if v.family == "banker" else v.copies)}
    for row in rows(page):   # every card drawn is a card of the deck (a tile of the set)
        assert all(c in deck for c in row.cards + row.beaten_by), row


@pytest.mark.parametrize("family,builder", [("climbing", climbing_blocks), ("fishing", fishing_blocks),
                                            ("banker", banker_blocks)])
def test_what_a_variant_declares_is_placed_under_a_part_of_the_familys_words(family, builder):
    """A renamed part in the document would push the variant's blocks to the page's end: caught here."""
    vid = next(i for i in available_variants() if load_variant(i).family == family)
    titles = {p.title for p in how_to_play(family)}
    assert set(builder.blocks(load_variant(vid))) <= titles


@pytest.mark.parametrize("vid", [v for v in available_variants() if load_variant(v).family == "climbing"])
def test_each_suit_is_shown_highest_first_and_each_example_is_really_beaten(vid):
    v = load_variant(vid)
    page = page_for(v)
    shown = {r.label: r.cards for r in rows(page)}
    for suit in v.suits:
        label = f"{suit.name} {getattr(suit, 'chinese', '')}".strip()
        assert shown[label] == tuple(str(c) for c in suit.cards)
    examples = [r for r in rows(page) if r.beaten_by]
    assert examples
    for r in examples:
        assert v.beats(r.beaten_by, r.cards), f"{r.beaten_by} does not beat {r.cards} in {vid}"
        assert "is beaten by" in r.says


def test_sap_ng_wu_shows_its_tiers_and_its_mixed_plays():
    """sap-ng-wu.md §3.3 and §8, from the variant."""
    page = page_for(load_variant("sap-ng-wu"))
    tiers = next(b for b in page.blocks if isinstance(b, Table) and b.header[0] == "wu")
    assert tiers.rows[0] == ("15–17", "1 chip") and tiers.rows[-1] == ("27 or more", "5 chips")
    labels = [r.label for r in rows(page)]
    for group in ("Heaven-nine 天九", "Earth-eight 地八", "Person-seven 人七", "Goose-five 鵝五", "Supreme", "Pair"):
        assert group in labels
    earth = next(r for r in rows(page) if r.label == "Earth-eight 地八")
    assert earth.cards[0] == "1:1"          # the civil card first


def test_the_house_rules_in_force_are_the_chosen_ones():
    off = page_for(load_variant("luan-chuo"))
    on = page_for(load_variant("luan-chuo?gods_of_wealth"))
    table = lambda p: next(b for b in p.blocks if isinstance(b, Table) and b.header[0] == "rule")
    assert table(off).rows[0][1] == "off" and table(on).rows[0][1] == "on"
    fishing = page_for(load_variant("shi-wu-hu-fishing", {"must_capture": "drawn"}))
    assert ("must capture", "drawn") in [r[:2] for r in table(fishing).rows]


def test_fishing_shows_what_catches_what_and_its_groups():
    """fishing.md §5.2 (4:6 and 5:5 catch only themselves) and §7 (the groups)."""
    v = load_variant("shi-wu-hu-fishing")
    page = page_for(v)
    text = page.text()
    ten = [r for r in rows(page) if r.label == "10 pips"]
    assert [r.cards for r in ten] == [("4:6",), ("5:5",)]
    assert all("only its own kind" in r.note for r in ten)
    six = next(r for r in rows(page) if r.label == "6 pips")
    assert set(six.cards) == {"1:5", "2:4", "3:3"}
    assert "Sky-nine 天九" in [r.label for r in rows(page)]
    assert "one chip per 10 points" in text
    deal = next(b for b in page.blocks if isinstance(b, Table) and b.header[0] == "players")
    assert ("2", "15", "30", "24") in deal.rows


def test_a_players_own_file_gets_its_own_page(tmp_path, monkeypatch):
    from tests.ui.test_own_variants import write_own
    from game import paths
    own_home = tmp_path / "home"
    monkeypatch.setenv("FIFTEEN_LAKES_HOME", str(own_home))
    text = (paths.variants_dir() / "sap-ng-wu.yaml").read_text(encoding="utf-8")
    text = text.replace("name: Sap Ng Wu", "name: Lakeside").replace("name: Civil", "name: Scholars")
    write_own(own_home, "lakeside.yaml", text)
    entry = next(e for e in catalog() if e.name == "Lakeside")
    page = page_for(load_variant(entry.ref))
    assert page.title == "Lakeside"
    assert "Scholars 文子" in [r.label for r in rows(page)]


def test_the_words_are_read_as_paragraphs_and_lists():
    parts = parse("# T\n\n## How to play\n*note*\n\n### One\nA **b** c\nd.\n\n- x\n  y\n- z\n\n1. p\n2. q\n"
                  "### Two\nLast.\n## 1. Next\nnot read\n")
    assert [p.title for p in parts] == ["One", "Two"]
    assert parts[0].blocks == (("text", "A **b** c d."), ("list", ["x y", "z"]), ("numbered", ["p", "q"]))
    assert parts[1].blocks == (("text", "Last."),)
    assert parse("# no part here\n") == ()




def test_sap_tim_pun_shows_the_values_limits_and_wall_from_its_variant():
    """sap-tim-pun.md §1, §3, §6, §9, §10: the page's numbers are the variant's, a house rule shows its own."""
    v = load_variant("sap-tim-pun")
    page = page_for(v)
    assert page.faces == "mahjong" and page.source == "docs/rules/sap-tim-pun.md"
    shown = {r.label: r for r in rows(page)}
    assert shown["Dots 筒"].cards == tuple(f"{n}d" for n in range(1, 10))
    ten_half = shown["10½ exactly"].cards
    assert v.hand_value(ten_half) == 10.5
    text = page.text()
    assert "**1, 2, 5, 10** chips" in text and "Under **6** you must draw" in text
    assert "4 | 16 | 4" in text and "A banker deals the whole wall" in text
    short = page_for(load_variant("sap-tim-pun?hands_per_bank=4,rounds=twice_each")).text()
    assert "at most 4 hands" in short and "4 | 16 | 8" in short
