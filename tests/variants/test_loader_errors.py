"""A broken variant file names the file, line and key of every mistake (issue: "A loader that validates").

Each test takes the real Sap Ng Wu file, makes one mistake a variant author
could make, and checks the message a player would read.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from game import paths
from game.rules import VariantError, load_variant

ORIGINAL = (paths.variants_dir() / "sap-ng-wu.yaml").read_text(encoding="utf-8")


def broken(tmp_path: Path, old: str, new: str, count: int = 1) -> tuple[VariantError, Path, str]:
    assert ORIGINAL.count(old) >= 1, f"the test's anchor {old!r} is not in the file"
    text = ORIGINAL.replace(old, new, count)
    path = tmp_path / "house-rules.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(VariantError) as caught:
        load_variant(str(path))
    return caught.value, path, text


def line_of(text: str, fragment: str) -> int:
    for number, line in enumerate(text.splitlines(), 1):
        if fragment in line:
            return number
    raise AssertionError(f"{fragment!r} not in the text")


def assert_problem(err: VariantError, path: Path, line: int, key: str, words: str) -> None:
    messages = [str(p) for p in err.problems]
    wanted = f"{path}:{line}: {key}: "
    assert any(m.startswith(wanted) and re.search(words, m) for m in messages), messages


def test_unknown_card_names_file_line_and_key(tmp_path):
    err, path, text = broken(tmp_path, "cards: [6:6, 1:1, 4:4, 1:3,", "cards: [6:6, 1:1, 4:4, 7:1,")
    assert_problem(err, path, line_of(text, "7:1"), "suits.civil.cards[3]", r"unknown card '7:1'")


def test_card_in_two_suits(tmp_path):
    err, path, text = broken(tmp_path, "cards: [3:6, 3:5, 2:5, 2:3]", "cards: [3:6, 3:5, 2:5, 2:3, 6:6]")
    assert_problem(err, path, line_of(text, "2:3, 6:6"), "suits.military-2.cards[4]",
                   r"'6:6' is already in suit 'civil'")


def test_card_in_no_suit(tmp_path):
    err, path, _ = broken(tmp_path, "4:6, 1:6, 1:5]", "4:6, 1:6]")
    assert any("card '1:5' is in no suit" in str(p) for p in err.problems)
    assert all(str(p).startswith(f"{path}:") for p in err.problems)


def test_duplicate_rank_not_declared_equal(tmp_path):
    err, path, text = broken(tmp_path, "cards: [4:5, 2:6, 3:4,", "cards: [4:5, 2:6, 2:6, 3:4,")
    assert_problem(err, path, line_of(text, "2:6, 2:6"), "suits.military-1.cards[2]",
                   r"listed twice in this suit \(to make cards equal, put them in one \[list\]\)")


def test_equal_ranks_declared_as_a_list_load(tmp_path):
    """The same file with 2:6 and 3:5 made equal in one suit is valid (Wu Han's two eights)."""
    text = ORIGINAL.replace("cards: [4:5, 2:6, 3:4, 2:4, 1:4, 1:2]", "cards: [4:5, 3:4, 2:4, 1:4, 1:2]")
    text = text.replace("cards: [3:6, 3:5, 2:5, 2:3]", "cards: [3:6, [2:6, 3:5], 2:5, 2:3]")
    path = tmp_path / "eights.yaml"
    path.write_text(text, encoding="utf-8")
    v = load_variant(str(path))
    assert not v.beats(["2:6"], ["3:5"]) and not v.beats(["3:5"], ["2:6"])
    assert v.beats(["3:6"], ["2:6"])


def test_tiers_must_rise(tmp_path):
    err, path, text = broken(tmp_path, "- {wu: 18, chips: 2}", "- {wu: 14, chips: 2}")
    assert_problem(err, path, line_of(text, "wu: 14"), "winning.tiers[1].wu", r"tiers must rise")


def test_higher_tier_cannot_pay_less(tmp_path):
    err, path, text = broken(tmp_path, "- {wu: 21, chips: 3}", "- {wu: 21, chips: 1}")
    assert_problem(err, path, line_of(text, "wu: 21"), "winning.tiers[2].chips", r"cannot pay less")


def test_unknown_option_value_lists_the_allowed(tmp_path):
    err, path, text = broken(tmp_path, "four_of_a_kind: played_together", "four_of_a_kind: sometimes")
    assert_problem(err, path, line_of(text, "sometimes"), "winning.four_of_a_kind",
                   r"'sometimes' is not one of: played_together, collected, none")


def test_unknown_key_lists_the_allowed(tmp_path):
    err, path, text = broken(tmp_path, "  obligation_to_beat: false", "  obligation_to_beat: false\n  pass_is_final: true")
    assert_problem(err, path, line_of(text, "pass_is_final"), "turn.pass_is_final",
                   r"unknown key \(allowed: obligation_to_beat\)")


def test_wrong_type(tmp_path):
    err, path, text = broken(tmp_path, "copies: 4 ", "copies: four ")
    assert_problem(err, path, line_of(text, "copies: four"), "deck.copies", r"expected a whole number, got the text 'four'")


def test_boolean_option_of_wrong_type(tmp_path):
    err, path, text = broken(tmp_path, "dealer_pays_double: false", "dealer_pays_double: sometimes")
    assert_problem(err, path, line_of(text, "dealer_pays_double"), "winning.dealer_pays_double", r"expected true or false")


def test_yaml_syntax_error_names_the_line(tmp_path):
    err, path, text = broken(tmp_path, "cards: [2:4, 1:2]", "cards: [2:4, 1:2")
    assert len(err.problems) == 1
    message = str(err.problems[0])
    assert message.startswith(f"{path}:") and "YAML syntax error" in message
    assert err.problems[0].line >= line_of(text, "cards: [2:4, 1:2")


def test_hand_larger_than_the_deck_allows(tmp_path):
    err, path, text = broken(tmp_path, "3: {hand: 28}", "3: {hand: 30}")
    assert_problem(err, path, line_of(text, "hand: 30"), "seats.3.hand", r"3 hands of 30 need 90 cards; the deck has 84")


def test_missing_required_section(tmp_path):
    start = ORIGINAL.index("winning:")
    end = ORIGINAL.index("match:")
    err, path, _ = broken(tmp_path, ORIGINAL[start:end], "")
    assert any(str(p).endswith(": missing key 'winning'") for p in err.problems)


def test_card_in_two_mixed_groups(tmp_path):
    err, path, text = broken(tmp_path, "civil: [1:1], military: [2:6, 3:5]", "civil: [1:1], military: [2:6, 3:6]")
    assert_problem(err, path, line_of(text, "military: [2:6, 3:6]"), r"plays.mixed.groups[1].military[1]",
                   r"'3:6' is already in mixed group 'Heaven-nine'")


def test_unknown_format(tmp_path):
    err, path, text = broken(tmp_path, "format: 1", "format: 2")
    assert_problem(err, path, line_of(text, "format: 2"), "format", r"this game reads format 1")


def test_key_given_twice(tmp_path):
    err, path, text = broken(tmp_path, "  copies: 4", "  copies: 4\n  copies: 3")
    assert_problem(err, path, line_of(text, "copies: 3"), "deck.copies", r"given twice")


def test_every_problem_is_reported_at_once(tmp_path):
    text = ORIGINAL.replace("four_of_a_kind: played_together", "four_of_a_kind: maybe")
    text = text.replace("dealer_pays_double: false", "dealer_pays_double: 3")
    text = text.replace("hands: 8", "hands: -1")
    path = tmp_path / "many.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(VariantError) as caught:
        load_variant(str(path))
    keys = {p.key for p in caught.value.problems}
    assert {"winning.four_of_a_kind", "winning.dealer_pays_double", "match.hands"} <= keys


def test_unknown_variant_id_lists_the_known():
    with pytest.raises(ValueError, match=r"no variant called 'sap-ng-woo' \(known: .*sap-ng-wu"):
        load_variant("sap-ng-woo")


def test_a_missing_file_is_a_clear_error(tmp_path):
    with pytest.raises(VariantError, match="cannot read the file"):
        load_variant(str(tmp_path / "absent.yaml"))


def test_builtin_file_reports_its_path_relative_to_the_project():
    v = load_variant("sap-ng-wu")
    assert v.source == "data/variants/sap-ng-wu.yaml"


def test_loader_never_uses_unsafe_yaml():
    """Standards: yaml.safe_load (or safe composing) only."""
    for py in Path(paths.project_root(), "game").rglob("*.py"):
        text = py.read_text(encoding="utf-8")
        assert not re.search(r"yaml\.(load|full_load|unsafe_load)\(|UnsafeLoader|FullLoader", text), py
