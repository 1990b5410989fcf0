"""The fishing variant files (docs/rules/fishing.md §1, §2, §7, §8, §11 and the options of §3, §4, §7, §8):
what they declare, their options as choices, and a broken file's ``file:line: key: what`` errors."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from game import paths
from game.rules import VariantError, available_variants, load_variant, new_game, split_ref

from .helpers import CARDS, TILES

ORIGINAL = (paths.variants_dir() / f"{CARDS}.yaml").read_text(encoding="utf-8")


def broken(tmp_path: Path, old: str, new: str) -> tuple[VariantError, Path, str]:
    assert old in ORIGINAL, f"the test's anchor {old!r} is not in the file"
    text = ORIGINAL.replace(old, new, 1)
    path = tmp_path / "my-fishing.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(VariantError) as caught:
        load_variant(str(path))
    return caught.value, path, text


def line_of(text: str, fragment: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if fragment in line)


def assert_problem(err: VariantError, path: Path, line: int, key: str, words: str) -> None:
    messages = [str(p) for p in err.problems]
    prefix = re.escape(f"{path}:{line}: ") + key + ": "     # key is a pattern: [ and ] escaped by the caller
    assert any(re.match(prefix, m) and re.search(words, m) for m in messages), messages


def test_the_two_files_declare_the_family_and_both_decks():
    """§1, §11: 84 cards and 64 tiles; family fishing, English and Chinese names, a one-line summary."""
    cards, tiles = load_variant(CARDS), load_variant(TILES)
    assert cards.family == tiles.family == "fishing" and len(cards.deck) == 84 and len(tiles.deck) == 64
    assert cards.chinese and tiles.chinese and cards.summary and tiles.summary and tiles.name != cards.name
    assert {CARDS, TILES} <= set(available_variants("fishing"))
    assert not {CARDS, TILES} & set(available_variants("climbing"))
    assert [o.key for o in cards.options] == ["mixed_rule", "must_capture", "heaven_pair", "points_per_chip"]
    assert cards.chosen == {"mixed_rule": "two_military", "must_capture": "never", "heaven_pair": "off",
                            "points_per_chip": "10"}
    assert tiles.chosen["mixed_rule"] == "one_military" and cards.match_hands == 6


def test_options_are_choices_in_refs_and_in_options():
    """DESIGN.md: options may be choices: load_variant(..., options={"must_capture": "drawn"}) and in a ref."""
    v = load_variant(CARDS, options={"must_capture": "drawn", "heaven_pair": "choose"})
    assert v.must_capture == "drawn" and v.heaven_pair == "choose"
    assert v.ref == "shi-wu-hu-fishing?heaven_pair=choose,must_capture=drawn"
    assert load_variant(v.ref) is v and split_ref(v.ref)[1] == {"heaven_pair": "choose", "must_capture": "drawn"}
    assert load_variant(CARDS, {"heaven_pair": "off"}) is load_variant(CARDS)     # the default, however written
    assert load_variant(CARDS, {"points_per_chip": 20}).points_per_chip == 20
    assert "must capture: drawn" in v.name
    with pytest.raises(VariantError, match=r"options.must_capture: 'sometimes' is not one of the choices: "
                                           r"never, drawn, always"):
        load_variant(CARDS, {"must_capture": "sometimes"})
    g = new_game(v, players=2, seed=1)
    assert g.log.variant == v.ref


def test_a_file_without_family_is_a_climbing_game_and_an_unknown_family_is_an_error(tmp_path):
    """DESIGN.md "Four families": climbing files may lack family:; any other name is refused with the choices."""
    assert load_variant("sap-ng-wu").family == "climbing"
    climbing = (paths.variants_dir() / "sap-ng-wu.yaml").read_text(encoding="utf-8")
    assert "family: climbing\n" in climbing
    bare = tmp_path / "no-family.yaml"
    bare.write_text(climbing.replace("family: climbing\n", ""), encoding="utf-8")
    v = load_variant(str(bare))
    assert v.family == "climbing" and new_game(v, players=3, seed=1).phase in ("layout", "play")
    err, path, text = broken(tmp_path, "family: fishing", "family: angling")
    assert_problem(err, path, line_of(text, "angling"), "family", r"'angling' is not one of: climbing, fishing")


def test_a_deal_that_does_not_use_the_deck(tmp_path):
    """§2: hands, pile and lake together use the whole deck."""
    err, path, text = broken(tmp_path, "2: {hand: 15, pile: 30, lake: 24}", "2: {hand: 15, pile: 30, lake: 20}")
    assert_problem(err, path, line_of(text, "lake: 20"), "seats.2", r"make 80 cards; the deck has|the whole deck of 84")


def test_an_unknown_card_among_the_self_only_kinds(tmp_path):
    """§5.3: the self-only list holds cards of the deck."""
    err, path, text = broken(tmp_path, "self_only: [1:1, 1:2,", "self_only: [1:1, 7:2,")
    assert_problem(err, path, line_of(text, "7:2"), r"capture.self_only\[1\]", r"unknown card '7:2'")


def test_a_group_given_two_ways_and_a_wrong_fish(tmp_path):
    """§7: a group says its cards one way, and its fish is big or middle."""
    err, path, text = broken(tmp_path, "every_kind: [2:4, 1:2], fish: big", "every_kind: [2:4, 1:2], fish: huge")
    assert_problem(err, path, line_of(text, "fish: huge"), r"scoring.groups\[1\].fish", r"'huge' is not one of: big, middle")
    err, path, text = broken(tmp_path, "{name: Jun, chinese: 鈞, each_complete:",
                             "{name: Jun, chinese: 鈞, civil: [5:6], each_complete:")
    assert_problem(err, path, line_of(text, "civil: [5:6], each"), r"scoring.groups\[2\]", r"give the group's cards one way")


def test_a_card_in_two_groups(tmp_path):
    """§7: each kind belongs to one group."""
    err, path, text = broken(tmp_path, "civil: [1:1], military: [2:6, 3:5]", "civil: [1:1], military: [2:6, 4:5]")
    assert_problem(err, path, line_of(text, "military: [2:6, 4:5]"), r"scoring.groups\[3\].civil",
                   r"card '4:5' is already in group 'Sky-nine'")


def test_a_bad_choice_default_and_a_bad_option_value(tmp_path):
    """Options: a choice's default is one of its choices; a choice's changes are checked where they land."""
    err, path, text = broken(tmp_path, "    default: never\n", "    default: sometimes\n")
    assert_problem(err, path, line_of(text, "default: sometimes"), "options.must_capture.default",
                   r"'sometimes' is not one of the choices: never, drawn, always")
    text = ORIGINAL.replace("drawn: {turn: {must_capture: drawn}}", "drawn: {turn: {must_capture: drawm}}")
    path = tmp_path / "typo.yaml"
    path.write_text(text, encoding="utf-8")
    assert load_variant(str(path)).must_capture == "never"    # the file as played by default is sound ...
    with pytest.raises(VariantError) as caught:  # ... the broken choice is named, with its line, when chosen
        load_variant(str(path), {"must_capture": "drawn"})
    assert_problem(caught.value, path, line_of(text, "drawm"), "turn.must_capture",
                   r"'drawm' is not one of: never, drawn, always \(with option must_capture=drawn on\)")


def test_unknown_keys_name_the_allowed_ones(tmp_path):
    """The family's own keys: an unknown top-level key lists what a fishing file may hold."""
    err, path, text = broken(tmp_path, "match:                                  # §9",
                             "suits: {}\nmatch:                                  # §9")
    assert_problem(err, path, line_of(text, "suits: {}"), "suits", r"unknown key \(allowed: .*capture.*scoring")
    err, path, text = broken(tmp_path, "  doubled_from: 1000", "  doubled_from: lots")
    assert_problem(err, path, line_of(text, "doubled_from: lots"), "settlement.doubled_from",
                   r"expected a whole number, got the text 'lots'")


def test_the_decisions_are_the_defaults():
    """§13: what the sources leave open is settled by default as the rules say: no heaven pair, free release,
    10 points to the chip, a 6-hand match, the sitter opposite the dealer, 2:4 catching the other sixes."""
    v = load_variant(CARDS)
    assert (v.heaven_pair, v.must_capture, v.points_per_chip, v.match_hands) == ("off", "never", 10, 6)
    assert v.sitter_seat(4, 1) == 3 and v.catches("2:4", "3:3") and v.catches("1:5", "2:4")


def test_the_rules_document_keeps_the_reference_numbering():
    """§14: docs/rules/fishing.md is the project's own text, with the fixed numbering its citations use (§1–§15)."""
    ours = (paths.project_root() / "docs" / "rules" / "fishing.md").read_text(encoding="utf-8")
    numbers = re.findall(r"^## (\d+)\.", ours, re.M)
    assert numbers == [str(n) for n in range(1, 16)]
    assert re.findall(r"^### (5\.\d)", ours, re.M) == ["5.1", "5.2", "5.3"]
    assert "shared/seeds/001_d6499d83d5be35cd.txt" in ours


def test_the_faces_key_says_cards_or_tiles_and_nothing_else(tmp_path):
    """Issue 14: the domino-set game is drawn with tiles, the 84-card one with cards — said by each file's
    ``faces:`` key, not guessed from its id; any other value is a ``file:line: faces:`` error."""
    assert load_variant(TILES).faces == "tile" and load_variant(CARDS).faces == "card"
    assert load_variant("sap-ng-wu").faces is None              # a climbing file leaves it to the player
    err, path, text = broken(tmp_path, "faces: card", "faces: cloth")
    assert_problem(err, path, line_of(text, "faces: cloth"), "faces", "'cloth' is not one of: card, tile")
