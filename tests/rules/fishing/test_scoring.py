"""docs/rules/fishing.md §7 (scoring a catch), §8 (settlement), §11; the seed's example §12.1–§12.3, §12.8."""
from __future__ import annotations

import random

import pytest

from game.model import counts
from game.model.cards import Card
from game.rules import load_variant

from .helpers import CARDS, DECKS, TILES, cs

SEED_CATCH = cs("6:6 6:6 6:6 6:6 4:5 3:6 4:4 4:4 3:4 1:6 5:6 5:6 5:6 5:6 5:5 5:5 3:3 1:5 2:4 2:4 1:2 1:2 "
                "1:1 1:1 1:1 1:1")


def test_the_seed_catch_scores_670_on_the_tiles():
    """§12.1: the seed's photographed catch of 26 tiles scores 670, line by line as the seed reckons it."""
    v = load_variant(TILES)
    assert len(SEED_CATCH) == 26 and v.catch_points(SEED_CATCH) == 670
    score = v.catch_score(SEED_CATCH)
    by_group = {line.group: (line.fish, line.points) for line in score.lines}
    assert by_group == {"Sky-nine": ("big", 180), "Man-seven": ("middle", 60), "Jun 5:6": ("big", 120),
                        "Jun 5:5": ("small", 20), "Supreme": ("big", 120), "Earth-eight": ("small", 40),
                        "Other fish": ("small", 30)}            # 1:6, 3:3 and 1:5: 10 + 20
    assert [(b.group, b.points) for b in score.bonuses] == [("Supreme", 100)]
    assert score.total == 670 and score.fish_of("1:1") == "small" and score.fish_of("4:4") == "middle"
    assert sorted(map(str, score.cards)) == sorted(SEED_CATCH)
    earth = next(line for line in score.lines if line.group == "Earth-eight")
    assert earth.why == "no 2:6 or 3:5: small fish"          # §7: the reason the summary shows


def test_the_same_catch_scores_540_on_the_cards():
    """§12.2: on the 84 cards man-seven lacks 2:5 (small, 30) and the supreme bonus needs all 8 cards."""
    v = load_variant(CARDS)
    assert v.catch_points(SEED_CATCH) == 540
    score = v.catch_score(SEED_CATCH)
    assert next(line for line in score.lines if line.group == "Man-seven").why == "no 2:5: small fish"
    assert score.bonuses == ()


@pytest.mark.parametrize("catch, on_cards, on_tiles", [
    ("3:6 6:6 6:6", 30, 90), ("3:6 4:5 6:6", 90, 90), ("3:6 4:5 4:5", 30, 30), ("3:5 1:1 1:1", 30, 60),
    ("5:6 5:6 5:6", 30, 30), ("5:6 5:6 5:6 5:6", 120, 120),
    ("5:6 5:6 5:6 5:6 5:5 5:5 5:5 5:5 4:6 4:6 4:6 4:6", 660, 660), ("", 0, 0)])
def test_group_rules(catch, on_cards, on_tiles):
    """§12.3 (navpil's RuleSetTest): the mixed rule per deck, Jun needs all four, all three Jun +300."""
    assert load_variant(CARDS).catch_points(cs(catch)) == on_cards
    assert load_variant(TILES).catch_points(cs(catch)) == on_tiles


def test_the_mixed_rule_is_an_option():
    """§7: mixed_rule one_military on the cards makes {3:6, 6:6, 6:6} count as big fish (90)."""
    v = load_variant(CARDS, {"mixed_rule": "one_military"})
    assert v.catch_points(cs("3:6 6:6 6:6")) == 90 and v.ref == "shi-wu-hu-fishing?mixed_rule=one_military"
    assert load_variant(TILES, {"mixed_rule": "two_military"}).catch_points(cs("3:6 6:6 6:6")) == 30


@pytest.mark.parametrize("vid, bonus", [(CARDS, 300), (TILES, 100)])
def test_bonuses(vid, bonus):
    """§7, §11: every sky-nine card +300; every supreme card +300 on the cards, +100 on the tiles."""
    v = load_variant(vid)
    sky = [c for c in v.deck if str(c) in ("6:6", "4:5", "3:6")]
    sup = [c for c in v.deck if str(c) in ("2:4", "1:2")]
    assert v.catch_points(sky) == 30 * len(sky) + 300
    assert v.catch_points(sup) == 30 * len(sup) + bonus
    assert v.catch_points(sky[1:]) == 30 * (len(sky) - 1)


def test_the_whole_deck_scores_2740_on_the_cards():
    """§7's sanity check: one player holding all 84 cards would score 2740."""
    v = load_variant(CARDS)
    assert v.catch_points(v.deck) == 2740
    assert v.catch_points(v.deck) % 10 == 0


@pytest.mark.parametrize("vid", DECKS)
def test_the_explanation_adds_up_to_the_points_for_random_catches(vid):
    """§7: the summary's lines and bonuses always add up to the catch points the engine uses."""
    v = load_variant(vid)
    rng = random.Random(7)
    for _ in range(400):
        catch = rng.sample(v.deck, rng.randrange(0, len(v.deck) + 1))
        score = v.catch_score(catch)
        assert score.total == v.catch_points(catch) == sum(line.points for line in score.lines) + sum(
            b.points for b in score.bonuses)
        assert score.total % 10 == 0 and len(score.cards) == len(catch)
        assert all(line.each * len(line.cards) == line.points for line in score.lines)


def test_settlement_of_the_seed_example():
    """§8, §12.8: A 1040, B 620, C 300: A–B 840 (doubled), A–C 1480 (doubled), B–C 320; +232, −52, −180 chips."""
    s = load_variant(CARDS).settle([1040, 620, 300])
    assert s.chips == (232, -52, -180) and sum(s.chips) == 0
    assert [(p.higher, p.lower, p.difference, p.doubled, p.points, p.chips) for p in s.pairs] == [
        (0, 1, 420, True, 840, 84), (0, 2, 740, True, 1480, 148), (1, 2, 320, False, 320, 32)]


def test_1000_exactly_doubles_and_both_above_does_not():
    """§8, §15: "1000 or more" includes 1000; when both have 1000 or more the difference is not doubled."""
    v = load_variant(CARDS)
    assert v.settle([1000, 990]).pairs[0].doubled and v.settle([1000, 990]).chips == (2, -2)
    assert v.settle([1200, 1000]).chips == (20, -20)
    assert v.settle([500, 500]).chips == (0, 0)


def test_points_per_chip_is_an_option_and_truncates_pair_by_pair():
    """§8, §15: points_per_chip 20: 330 - 0 pays 16 chips (truncated), and the chips still sum to zero."""
    v = load_variant(CARDS, {"points_per_chip": 20})
    s = v.settle([330, 0, 170])
    assert s.chips == (16 + 8, -16 - 8, 8 - 8) and sum(s.chips) == 0
    assert load_variant("shi-wu-hu-fishing?points_per_chip=20") is v


def test_a_sitter_takes_no_part_in_the_settlement():
    """§2, §15: at a table of four the seat sitting out has 0 points and 0 chips."""
    s = load_variant(CARDS).settle([300, 0, 100, 200], seats=[0, 2, 3])
    assert s.chips[1] == 0 and sum(s.chips) == 0 and all(1 not in (p.higher, p.lower) for p in s.pairs)


def test_fast_points_agree_with_a_plain_reckoning():
    """§7 written out by hand (no tables): the cached fast points agree on random catches of the cards."""
    v = load_variant(CARDS)
    big, middle = {"6:6", "4:5", "3:6", "2:4", "1:2"}, {"1:1", "2:6", "3:5", "4:4", "3:4", "2:5", "1:3", "1:4", "2:3"}
    groups = [("6:6", "4:5 3:6"), ("1:1", "2:6 3:5"), ("4:4", "3:4 2:5"), ("1:3", "1:4 2:3")]
    rng = random.Random(3)
    for _ in range(300):
        catch = [str(c) for c in rng.sample(v.deck, rng.randrange(0, 40))]
        have = set(catch)
        total = 10 * len(catch)
        for civil, military in groups:
            kinds = [civil] + military.split()
            if civil in have and all(m in have for m in military.split()):
                total += (20 if civil in big else 10) * sum(catch.count(k) for k in kinds)
        if "2:4" in have and "1:2" in have:
            total += 20 * (catch.count("2:4") + catch.count("1:2"))
        for jun in ("5:6", "5:5", "4:6"):
            total += 80 if catch.count(jun) == 4 else 0
        total += 300 * (all(catch.count(k) == 4 for k in ("6:6", "4:5", "3:6")))
        total += 300 * (all(catch.count(k) == 4 for k in ("5:6", "5:5", "4:6")))
        total += 300 * (all(catch.count(k) == 4 for k in ("2:4", "1:2")))
        assert v.catch_points(catch) == total, catch
    assert not middle & big
