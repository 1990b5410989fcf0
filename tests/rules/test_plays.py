"""sap-ng-wu.md §3: combinations (singles, sets, mixed plays, the supreme) and what beats what.

Every example of seed 000 ("Single suit combinations", "Mixed suit combinations",
"Supreme combination") and seed 002's examples are here, plus an exhaustive check of the
engine against a reading of §3 written independently in helpers.py.
"""
from __future__ import annotations

import itertools
import random

import pytest

from game.rules import Play

from .helpers import ALL_KINDS, MIXED, V, all_ref_plays, ms, position, ref_beats, ref_classify


# -- §3.1 singles ------------------------------------------------------------------------------
def test_single_is_beaten_only_by_a_higher_single_of_the_same_suit():
    """§3.1."""
    assert V.beats(["6:6"], ["1:1"])
    assert not V.beats(["1:1"], ["6:6"])
    assert not V.beats(["6:6"], ["2:3"])          # other suit
    assert not V.beats(["6:6", "6:6"], ["1:1"])   # a pair does not beat a single
    assert not V.beats(["6:6", "4:5"], ["1:5"])   # nor a mixed play
    assert V.classify(["1:5"]).kind == "single" and V.classify(["1:5"]).size == 1


# -- §3.2 sets ---------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4])
def test_sets_of_two_three_four_identical_cards(n):
    """§3.2: 2, 3 or 4 identical cards make a set."""
    for card in ALL_KINDS:
        c = V.classify([card] * n)
        assert c is not None and c.kind == "set" and c.size == n


def test_five_identical_cards_are_not_a_play():
    """§3.2: sets are of 2, 3 or 4 (and the deck has four of each)."""
    assert V.classify(["5:5"] * 5) is None


def test_pair_example_of_seed_000():
    """§3.2; seed 000: [5:6][5:6] is beaten by [1:3][1:3] but not by [3:5][3:5] (wrong suit),
    not by [4:4][6:6] (not an identical pair), not by [5:5][5:5][5:5] (too many cards)."""
    old = ["5:6", "5:6"]
    assert V.beats(["1:3", "1:3"], old)
    assert not V.beats(["3:5", "3:5"], old)
    assert V.classify(["4:4", "6:6"]) is None
    assert not V.beats(["4:4", "6:6"], old)
    assert not V.beats(["5:5"] * 3, old)


def test_the_pair_example_in_a_game_offers_only_the_true_beater():
    """§3.2 and §6: holding the seed's candidate answers, [1:3][1:3] is a legal reply (and a pair
    taken from the three 5:5, which rank above 5:6), never [3:5][3:5], [4:4][6:6] or three 5:5."""
    g = position("5:6 5:6 1:2", "1:3 1:3 3:5 3:5 4:4 6:6 5:5 5:5 5:5", "1:6")
    g.apply(Play(["5:6", "5:6"]))
    plays = {a for a in g.legal_actions() if isinstance(a, Play)}
    assert plays == {Play(["1:3", "1:3"]), Play(["5:5", "5:5"])}
    for bad in (["3:5", "3:5"], ["4:4", "6:6"], ["5:5"] * 3):
        with pytest.raises(ValueError):
            g.apply(Play(bad))


def test_three_3_4_are_beaten_only_by_three_2_6_or_three_4_5():
    """§3.2; seed 002's example: three 3:4 are beaten only by three 2:6 or three 4:5."""
    beaters = {tuple(p) for p in all_ref_plays() if len(p) == 3 and V.beats(p, ["3:4"] * 3)}
    assert beaters == {("2:6",) * 3, ("4:5",) * 3}


def test_set_must_have_the_same_number_of_cards():
    """§3.2: the higher set must contain the same number of identical cards."""
    assert not V.beats(["4:5"], ["3:4", "3:4"])
    assert not V.beats(["4:5", "4:5"], ["3:4", "3:4", "3:4"])
    assert not V.beats(["4:5"] * 4, ["3:4"] * 3)
    assert V.beats(["4:5"] * 4, ["3:4"] * 4)


def test_mixed_cards_that_are_not_a_group_are_not_a_play():
    """§3.2–3.3: two different cards are a play only as a mixed play or a supreme."""
    for bad in (["4:4", "6:6"], ["4:5", "3:6"], ["2:6", "3:5"], ["6:6", "2:6"], ["1:1", "4:5"],
                ["1:3", "2:5"], ["5:5", "5:6"], ["6:6", "1:2"], ["2:4", "1:4"]):
        assert V.classify(bad) is None, bad


# -- §3.3 mixed plays --------------------------------------------------------------------------
def test_earth_eight_examples_of_seed_000():
    """§3.3; seed 000: [1:1][2:6], [1:1][3:5] and [1:1][2:6][3:5] are legal, [2:6][3:5] is not."""
    for ok in (["1:1", "2:6"], ["1:1", "3:5"], ["1:1", "2:6", "3:5"]):
        c = V.classify(ok)
        assert c is not None and c.kind == "mixed", ok
    assert V.classify(["2:6", "3:5"]) is None


def test_military_only_mix_is_illegal_in_every_group():
    """§3.3: there must always be at least one civil card."""
    for _, _, m1, m2 in MIXED:
        assert V.classify([m1, m2]) is None
        assert V.classify([m1, m1, m2]) is None


def test_mixed_play_needs_same_shape_to_beat():
    """§3.3; seed 000: to beat [1:3][1:3][1:4][2:3][2:3] takes a higher group with two civil,
    one group-1 and two group-2 cards, such as [1:1][1:1][2:6][3:5][3:5]. Not beaten by
    [4:4][4:4][4:4][2:5][3:4][3:4] (too many cards), nor [1:1][1:1][2:6][2:6][3:5] (wrong mix),
    nor [6:6][6:6][2:6][3:5][3:5] (invalid: ranks do not correspond)."""
    old = ["1:3", "1:3", "1:4", "2:3", "2:3"]
    assert V.classify(old).shape == (2, 1, 2)
    assert V.beats(["1:1", "1:1", "2:6", "3:5", "3:5"], old)
    too_many = ["4:4", "4:4", "4:4", "2:5", "3:4", "3:4"]
    assert V.classify(too_many) is not None and not V.beats(too_many, old)
    wrong_mix = ["1:1", "1:1", "2:6", "2:6", "3:5"]
    assert V.classify(wrong_mix) is not None and not V.beats(wrong_mix, old)
    invalid = ["6:6", "6:6", "2:6", "3:5", "3:5"]
    assert V.classify(invalid) is None and not V.beats(invalid, old)


def test_the_mixed_example_in_a_game():
    """§3.3 and §6: facing the seed-000 goose-five, only the same-shape higher plays are legal."""
    g = position("1:3 1:3 1:4 2:3 2:3 1:5",
                 "1:1 1:1 2:6 2:6 3:5 3:5 4:4 4:4 4:4 2:5 3:4 3:4",
                 "6:6 6:6 1:6")
    g.apply(Play(["1:3", "1:3", "1:4", "2:3", "2:3"]))
    plays = {a for a in g.legal_actions() if isinstance(a, Play)}
    # two civil, one group 1, two group 2, of a higher group; seat 1 holds one 2:5 only,
    # so its one person-seven of that shape is out of reach: only the earth-eight remains
    assert plays == {Play(["1:1", "1:1", "2:6", "3:5", "3:5"])}
    for bad in (["4:4", "4:4", "4:4", "2:5", "3:4", "3:4"], ["1:1", "1:1", "2:6", "2:6", "3:5"]):
        assert g.why_illegal(Play(bad)) is not None
        with pytest.raises(ValueError):
            g.apply(Play(bad))


def test_goose_five_beaten_by_person_seven_of_the_same_shape():
    """§3.3; seed 002's example: two 1:3 and one 2:3 are beaten by two 4:4 and one 2:5."""
    old = ["1:3", "1:3", "2:3"]
    assert V.classify(old).shape == (2, 0, 1)
    assert V.beats(["4:4", "4:4", "2:5"], old)
    assert not V.beats(["4:4", "4:4", "3:4"], old)      # group 1 instead of group 2
    assert not V.beats(["4:4", "2:5", "2:5"], old)      # one civil, two military
    assert not V.beats(["1:3", "1:3", "2:3"], old)      # the same group does not beat itself
    assert not V.beats(old, ["4:4", "4:4", "2:5"])


def test_mixed_groups_rank_nine_eight_seven_five():
    """§3.3: nine > eight > seven > five, for every shape."""
    for c, x, y in itertools.product(range(1, 5), range(5), range(5)):
        if not x + y:
            continue
        plays = [[civ] * c + [m1] * x + [m2] * y for _, civ, m1, m2 in MIXED]
        for i, j in itertools.combinations(range(4), 2):
            assert V.beats(plays[i], plays[j]) and not V.beats(plays[j], plays[i])
        for p in plays:
            assert V.classify(p).shape == (c, x, y)


def test_mixed_play_of_twelve_cards():
    """§3.3: up to 12 cards (four 6:6, four 4:5, four 3:6)."""
    c = V.classify(["6:6"] * 4 + ["4:5"] * 4 + ["3:6"] * 4)
    assert c is not None and c.kind == "mixed" and c.size == 12 and c.shape == (4, 4, 4)
    assert V.beats(["6:6"] * 4 + ["4:5"] * 4 + ["3:6"] * 4, ["1:1"] * 4 + ["2:6"] * 4 + ["3:5"] * 4)


def test_mixed_plays_carry_their_group_name():
    """§3.3 names: Heaven-nine 天九, Earth-eight 地八, Person-seven 人七, Goose-five 鵝五."""
    for name, civ, m1, _ in MIXED:
        assert name in V.classify([civ, m1]).name


def test_mixed_and_sets_never_beat_each_other():
    """§3.2–3.3: a set is beaten only by a set, a mixed play only by a mixed play."""
    assert not V.beats(["6:6", "4:5"], ["1:1", "1:1"])
    assert not V.beats(["6:6", "6:6"], ["1:3", "1:4"])


# -- §3.4 supreme ------------------------------------------------------------------------------
def test_supreme_is_any_mix_of_2_4_and_1_2_with_one_of_each():
    """§3.4: any number of 2:4 and 1:2 with at least one of each."""
    for a, b in itertools.product(range(1, 5), repeat=2):
        c = V.classify(["2:4"] * a + ["1:2"] * b)
        assert c is not None and c.kind == "supreme" and c.size == a + b


def test_supreme_beats_nothing_and_nothing_beats_it():
    """§3.4: nothing beats it; it beats nothing, so it can only be led."""
    supremes = [["2:4"] * a + ["1:2"] * b for a, b in itertools.product(range(1, 5), repeat=2)]
    others = all_ref_plays()
    for s in supremes:
        for p in others:
            assert not V.beats(p, s) and not V.beats(s, p), (p, s)


def test_supreme_can_be_led_but_not_played_on_another_play():
    """§3.4: it can only be led."""
    g = position("2:4 1:2 1:5", "2:4 1:2 1:6", "5:6")
    # decline both layouts first
    while g.phase == "layout":
        g.apply(g.legal_actions()[-1])
    assert g.phase == "play" and g.current_player == 0
    assert Play(["2:4", "1:2"]) in g.legal_actions()
    g.apply(Play(["1:5"]))
    assert Play(["2:4", "1:2"]) not in g.legal_actions()
    with pytest.raises(ValueError):
        g.apply(Play(["2:4", "1:2"]))


# -- the whole of §3 against the reference reading ---------------------------------------------
def test_engine_knows_exactly_the_plays_of_section_3():
    """§3: the engine's combinations are exactly singles, 2–4 sets, mixed plays, supremes."""
    ref = {tuple(sorted(p)) for p in all_ref_plays()}
    engine = {tuple(sorted(str(c) for c in p.cards)) for p in V.plays}
    assert engine == ref
    kinds = {"set": {"single", "set"}, "mixed": {"mixed"}, "supreme": {"supreme"}}
    for p in all_ref_plays():
        c = V.classify(p)
        assert c is not None and c.kind in kinds[ref_classify(p)[0]] and c.size == len(p)
        assert ms(c.cards) == ms(p)


def test_beats_agrees_with_section_3_for_every_pair_of_plays_of_equal_size():
    """§3: beats is exactly same class (suit and size, or mixed shape) and higher rank."""
    plays = all_ref_plays()
    by_size: dict[int, list] = {}
    for p in plays:
        by_size.setdefault(len(p), []).append(p)
    for group in by_size.values():
        for a, b in itertools.product(group, repeat=2):
            assert V.beats(a, b) == ref_beats(a, b), (a, b)


def test_plays_of_different_sizes_never_beat():
    """§3: every beating play has as many cards as the play it beats."""
    plays = all_ref_plays()
    rng = random.Random(3)
    for _ in range(20000):
        a, b = rng.choice(plays), rng.choice(plays)
        if len(a) != len(b):
            assert not V.beats(a, b)


def test_random_card_multisets_classify_as_section_3_says():
    """§3: any multiset of cards is a play exactly when the rules say so."""
    rng = random.Random(5)
    deck = [c for c in ALL_KINDS for _ in range(4)]
    for _ in range(20000):
        sub = rng.sample(deck, rng.randint(1, 6))
        assert (V.classify(sub) is not None) == (ref_classify(sub) is not None), sub
    # and with few kinds, where plays are likely
    for _ in range(5000):
        pool = [c for c in rng.sample(ALL_KINDS, 3) for _ in range(4)]
        sub = rng.sample(pool, rng.randint(1, 9))
        assert (V.classify(sub) is not None) == (ref_classify(sub) is not None), sub


def test_empty_list_is_not_a_play():
    """DESIGN.md Engine API: classify([]) is None."""
    assert V.classify([]) is None


def test_more_copies_than_the_deck_holds_are_not_a_play():
    """§1 (four copies of each) and DESIGN.md: classify is None for cards outside the deck;
    an action of more copies than any deck holds cannot even be made, so it never equals another."""
    assert V.classify(["1:1"] * 5) is None
    assert V.classify(["1:1"] * 16) is None
    with pytest.raises(ValueError, match="copies"):
        Play(["1:1"] * 16)


def test_a_play_of_cards_not_held_is_refused_even_in_huge_numbers():
    """§6 / DESIGN.md: an illegal action raises ValueError and changes nothing."""
    g = position("1:2 5:5", "1:5", "1:6")
    with pytest.raises(ValueError):
        g.apply(Play(["1:1"] * 16))
