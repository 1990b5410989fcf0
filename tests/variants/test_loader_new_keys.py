"""Mistakes in the keys the climbing variants added (data/README.md) name file, line and key."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from game import paths
from game.rules import VariantError, load_variant


def broken(tmp_path: Path, variant: str, old: str, new: str) -> tuple[list[str], str]:
    original = (paths.variants_dir() / f"{variant}.yaml").read_text(encoding="utf-8")
    assert old in original, old
    text = original.replace(old, new, 1)
    path = tmp_path / "mine.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(VariantError) as caught:
        load_variant(str(path))
    return [str(p) for p in caught.value.problems], str(path)


@pytest.mark.parametrize("variant,old,new,key,words", [
    ("luan-chuo-dun", "sitting_out: 1", "sitting_out: 2", "seats.4.sitting_out", "out of range"),
    ("luan-chuo", "talon: 3}", "talon: 9}", "seats.3.hand", "need 90 cards; the deck has 84"),
    ("luan-chuo-dun", "redeal_without: [6:6, 3:6, 4:5]", "redeal_without: [6:6, 7:7]",
     r"deal.redeal_without\[1\]", "unknown card"),
    ("luan-chuo-dun", "together: true", "together: yes please", "layout.hard_cards.together", "true or false"),
    ("luan-chuo-dun", "cards: [4:5, 3:4, 1:4]", "cards: [4:5, 3:4, 1:4, 2:4]", "layout.hard_cards.cards",
     "in no suit"),
    ("luan-chuo-dun", "combine: product", "combine: times", "winning.multipliers.combine", "not one of"),
    ("luan-chuo-dun", "unclaimed_win: paid_to_most", "unclaimed_win: most", "winning.unclaimed_win", "not one of"),
    ("luan-chuo-dun", "{from: 21, points: 8,", "{from: 14, points: 8,", r"winning.points\[1\].from", "must rise"),
    ("ma-hua-hua", "settlement: pairwise", "settlement: everybody", "winning.settlement", "not one of"),
    ("ma-hua-hua", "    - Fish\n", "    - Fishes\n", r"plays.categories\[3\]", "not 'other'"),
    ("ma-hua-hua", "    - other\n", "", "plays.categories", "list 'other'"),
    ("ma-hua-hua", "plays: {Happy: 1, Bull: 1}", "plays: {Happy: 1, Bulls: 1}", "winning.bonus.plays.Bulls",
     "no play is called"),
    ("ma-hua-hua", "- [6:6, 6:6, 6:6, 6:6]", "- [6:6, 1:1]", r"plays.beats_any_size\[0\]", "not a play"),
    ("ma-hua-hua", "rank: spots}\n    - {name: Fish", "rank: most}\n    - {name: Fish", r"plays.groups\[1\].rank",
     "not one of"),
    ("ma-hua-hua", "  sitter: moves_on", "  sitter: round", "match.sitter", "not one of"),
    ("ma-hua-hua", "bid: true", "bid: 3", "deal.bid", "true or false"),
])
def test_new_keys_are_checked(tmp_path, variant, old, new, key, words):
    messages, path = broken(tmp_path, variant, old, new)
    assert any(re.match(rf"{re.escape(path)}:\d+: {key}: ", m) and re.search(words, m) for m in messages), messages


def test_winning_needs_tiers_or_points(tmp_path):
    messages, _ = broken(tmp_path, "sap-ng-wu", "  tiers:                      # from", "  tier:                      # from")
    assert any("give either 'tiers'" in m for m in messages), messages
