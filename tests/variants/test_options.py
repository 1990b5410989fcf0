"""Options a variant file offers (``options:``, data/README.md): merged over the file when chosen, named in
the variant's ref, and checked with the file's own lines; and the extra-card keys the gods of wealth use."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from game import paths
from game.rules import VariantError, load_variant, new_game
from game.rules import join_ref, split_ref

LC = (paths.variants_dir() / "luan-chuo.yaml").read_text(encoding="utf-8")
SNW = (paths.variants_dir() / "sap-ng-wu.yaml").read_text(encoding="utf-8")

DOUBLE = """
options:
  dealer_doubles:
    name: dealer pays double
    about: Payments to or from the dealer are doubled (seed 000 "Variations").
    changes:
      winning: {dealer_pays_double: true}
  short_match:
    name: short match
    default: true
    changes:
      match: {hands: 4}
"""


def write(tmp_path: Path, text: str, name: str = "mine.yaml") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def problems(path: str, options=None) -> list[str]:
    with pytest.raises(VariantError) as caught:
        load_variant(path, options)
    return [str(p) for p in caught.value.problems]


def line_of(path: str, needle: str) -> int:
    return next(i for i, line in enumerate(Path(path).read_text().splitlines(), 1) if needle in line)


def test_a_house_rule_offers_options_with_defaults(tmp_path):
    path = write(tmp_path, SNW + DOUBLE)
    v = load_variant(path)
    assert [(o.key, o.default) for o in v.options] == [("dealer_doubles", False), ("short_match", True)]
    assert v.chosen == {"dealer_doubles": False, "short_match": True}
    assert not v.dealer_pays_double and v.match_hands == 4 and v.ref == str(Path(path).resolve())
    both = load_variant(path, {"dealer_doubles": True, "short_match": False})
    assert both.dealer_pays_double and both.match_hands == 8
    assert both.ref == str(Path(path).resolve()) + "?dealer_doubles,short_match=off"
    assert load_variant(both.ref) is both
    assert both.name == "Sap Ng Wu with dealer pays double, no short match"


def test_refs_split_and_join():
    assert split_ref("luan-chuo") == ("luan-chuo", {})
    assert split_ref("luan-chuo?gods_of_wealth") == ("luan-chuo", {"gods_of_wealth": True})
    assert split_ref("x?a,b=off,c=on") == ("x", {"a": True, "b": False, "c": True})
    # A word other than on/off picks a choice (fishing.md §4 must_capture); the file says whether it has it.
    assert split_ref("x?must_capture=drawn,a") == ("x", {"must_capture": "drawn", "a": True})
    for bad in ("x?a=", "x?=on", "x?a,,b"):
        with pytest.raises(ValueError, match="cannot read the options"):
            split_ref(bad)
    msgs = problems("luan-chuo", {"gods_of_wealth": "maybe"})
    assert any("options.gods_of_wealth: option 'gods_of_wealth' is on or off, not 'maybe'" in m for m in msgs), msgs
    assert join_ref("x", {"b": False, "a": True}) == "x?a"


def test_an_option_the_file_does_not_offer_is_an_error(tmp_path):
    msgs = problems("luan-chuo", {"gods_of_plenty": True})
    assert any("options: there is no option 'gods_of_plenty' (options: gods_of_wealth)" in m for m in msgs), msgs
    msgs = problems("sap-ng-wu", {"gods_of_wealth": True})
    assert any("this file offers no options" in m for m in msgs), msgs


def test_a_broken_change_points_at_the_options_line(tmp_path):
    path = write(tmp_path, LC.replace("multiplier_cards: {cards: [wealth], each: 1}",
                                      "multiplier_cards: {cards: [wealth], each: lots}"))
    assert load_variant(path).chosen == {"gods_of_wealth": False}       # off: the file plays
    msgs = problems(path, {"gods_of_wealth": True})
    line = line_of(path, "each: lots")
    assert any(m.startswith(f"{path}:{line}: layout.multiplier_cards.each: expected a whole number") for m in msgs), msgs


@pytest.mark.parametrize("old,new,key,words", [
    ("  gods_of_wealth:\n", "  Gods Of Wealth:\n", "options.Gods Of Wealth", "one lower-case word"),
    ("    name: gods of wealth\n", "", "options.gods_of_wealth", "missing key 'name'"),
    ("    default: false\n", "    default: maybe\n", "options.gods_of_wealth.default", "true or false"),
    ("    changes:              # merged", "    changes:\n      rules: {}\n    changez:   # merged",
     "options.gods_of_wealth.changes.rules", "unknown key"),
])
def test_option_declarations_are_checked(tmp_path, old, new, key, words):
    assert old in LC
    path = write(tmp_path, LC.replace(old, new, 1))
    msgs = problems(path)
    assert any(re.match(rf"{re.escape(path)}:\d+: {re.escape(key)}: ", m) and words in m for m in msgs), msgs


def test_null_takes_a_key_out(tmp_path):
    text = LC + "  no_talon:\n    name: no talon\n    changes:\n      seats: {3: {hand: 28, talon: null}}\n"
    path = write(tmp_path, text)
    v = load_variant(path, {"no_talon": True})
    assert v.talon_sizes.get(3, 0) == 0 and v.hand_sizes[3] == 28
    assert new_game(v, players=3, seed=1).phase != "talon"


@pytest.mark.parametrize("old,new,key,words", [
    ("extra: {wealth: 4}", "extra: {riches: 4}", "deck.extra.riches", "not an extra card"),
    ("extra: {wealth: 4}", "extra: {wealth: 9}", "deck.extra.wealth", "out of range"),
    ("extra: {wealth: 4}", "extra: {6:6: 1}", "deck.extra.6:6", "dominoes go in deck.kinds"),
    ("multiplier_cards: {cards: [wealth], each: 1}", "multiplier_cards: {cards: [2:4], each: 1}",
     r"layout.multiplier_cards.cards\[0\]", "already a hard card"),
    ("multiplier_cards: {cards: [wealth], each: 1}", "multiplier_cards: {cards: [wealth]}",
     "layout.multiplier_cards", "missing key 'each'"),
])
def test_extra_card_keys_are_checked(tmp_path, old, new, key, words):
    assert old in LC
    path = write(tmp_path, LC.replace(old, new, 1))
    msgs = problems(path, {"gods_of_wealth": True})
    assert any(re.match(rf"{re.escape(path)}:\d+: {key}: ", m) and words in m for m in msgs), msgs


def test_a_god_of_wealth_in_a_suit_or_left_out_is_refused(tmp_path):
    path = write(tmp_path, LC.replace("cards: [4:5, 3:4, 1:4]", "cards: [4:5, 3:4, 1:4, wealth]"))
    assert any("'wealth' is no domino and is never played" in m for m in problems(path, {"gods_of_wealth": True}))
    path = write(tmp_path, LC.replace("      layout:\n        multiplier_cards: {cards: [wealth], each: 1}\n", ""))
    assert any("card 'wealth' is in no suit (an extra card is never played" in m
               for m in problems(path, {"gods_of_wealth": True}))
    path = write(tmp_path, LC.replace("kinds: all", "kinds: [6:6, wealth]"))
    assert any("'wealth' is no domino: give it under deck.extra" in m for m in problems(path))


def test_a_path_with_a_question_mark_still_loads(tmp_path):
    path = write(tmp_path, LC, name="what?.yaml")
    assert load_variant(path).name == "Luan Chuo"
    v = load_variant(path + "?gods_of_wealth")
    assert len(v.deck) == 88 and load_variant(v.ref) is v


def test_problems_found_with_options_on_say_which(tmp_path):
    path = write(tmp_path, LC.replace("      layout:\n        multiplier_cards: {cards: [wealth], each: 1}\n", ""))
    msgs = problems(path, {"gods_of_wealth": True})
    assert all(m.endswith("(with option gods_of_wealth on)") for m in msgs), msgs


def test_a_malformed_option_is_not_also_called_missing(tmp_path):
    path = write(tmp_path, LC.replace("    name: gods of wealth\n", ""))
    msgs = problems(path, {"gods_of_wealth": True})
    assert not any("there is no option" in m for m in msgs), msgs


def test_a_domino_multiplier_card_belongs_to_no_suit(tmp_path):
    text = LC.replace("multiplier_cards: {cards: [wealth], each: 1}", "multiplier_cards: {cards: [wealth, 6:6], each: 1}")
    msgs = problems(write(tmp_path, text), {"gods_of_wealth": True})
    assert any("layout.multiplier_cards.cards: card '6:6' is a multiplier card" in m for m in msgs), msgs


def test_an_option_on_by_default_that_breaks_the_file_starts_off(tmp_path):
    from game.store.variants import catalog
    text = LC.replace("default: false", "default: true").replace("each: 1}", "each: lots}")
    write(tmp_path, text, name="on-broken.yaml")
    [entry] = [e for e in catalog(tmp_path) if not e.builtin]
    assert entry.playable and entry.start == {"gods_of_wealth": False}
    [option] = entry.options
    assert "layout.multiplier_cards.each" in option.error
