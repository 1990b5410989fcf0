"""sap-ng-wu.md §1 (deck) and §2 (suits and ranks)."""
from __future__ import annotations

import itertools
from collections import Counter

import pytest

from game.rules import new_game

from .helpers import ALL_KINDS, CIVIL, DECK, MIL1, MIL2, SUITS, V, ms


def test_deck_has_21_kinds_four_copies_84_cards():
    """§1: one kind per unordered pair a:b, 1 ≤ a ≤ b ≤ 6; four copies; 84 cards."""
    deck = [str(c) for c in V.deck]
    assert len(deck) == 84
    assert Counter(deck) == DECK
    assert len(ALL_KINDS) == 21


def test_cards_are_written_smaller_number_first_and_parse_either_order():
    """§1: written 1:3, not 3:1; DESIGN.md: parsing accepts either order."""
    assert all(int(c.split(":")[0]) <= int(c.split(":")[1]) for c in map(str, V.deck))
    assert V.classify(["3:1"]) is V.classify(["1:3"])
    assert [str(c) for c in V.classify(["3:1", "4:1"]).cards] == ["1:3", "1:4"]


@pytest.mark.parametrize("bad", ["7:1", "x", "0:1", "1:7", "", "1-3"])
def test_text_that_is_not_a_card_raises_value_error(bad):
    """DESIGN.md Engine API: text that is not a card raises ValueError."""
    with pytest.raises(ValueError):
        V.classify([bad])


@pytest.mark.parametrize("players", [3, 4])
def test_a_dealt_hand_uses_exactly_the_deck(players):
    """§1 and §4: the whole 84-card deck is dealt, nothing added or lost."""
    g = new_game(V, players=players, seed=11)
    total = Counter()
    for h in g.hands:
        total += ms(h)
    assert total == DECK


def test_the_three_suits_hold_exactly_the_cards_of_section_2():
    """§2: civil 11 cards, military group 1 six, group 2 four: 21 kinds, each in one suit."""
    assert len(CIVIL) == 11 and len(MIL1) == 6 and len(MIL2) == 4
    assert sorted(CIVIL + MIL1 + MIL2) == sorted(ALL_KINDS)
    by_engine_suit: dict[str, set[str]] = {}
    for card in ALL_KINDS:
        by_engine_suit.setdefault(V.classify([card]).suit, set()).add(card)
    assert sorted(map(sorted, by_engine_suit.values())) == sorted(sorted(s) for s in SUITS.values())


def test_group_1_is_red_spotted_military_plus_2_6_and_group_2_all_black():
    """§1–§2: ones and fours are red; group 1 = military cards with red spots, plus 2:6."""
    def red(card):
        return "1" in card.split(":") or "4" in card.split(":")
    assert all(red(c) for c in MIL1 if c != "2:6") and not red("2:6")
    assert not any(red(c) for c in MIL2)
    assert all(c.split(":")[0] == c.split(":")[1] or c in ("1:3", "5:6", "4:6", "1:6", "1:5") for c in CIVIL)


@pytest.mark.parametrize("suit", list(SUITS))
def test_within_a_suit_each_single_beats_every_lower_one(suit):
    """§2 (high → low) with §3.1: a single is beaten by a higher single of its suit."""
    order = SUITS[suit]
    for i, j in itertools.combinations(range(len(order)), 2):
        hi, lo = order[i], order[j]
        assert V.beats([hi], [lo]), f"{hi} should beat {lo}"
        assert not V.beats([lo], [hi]), f"{lo} should not beat {hi}"
    for c in order:
        assert not V.beats([c], [c])


def test_no_single_beats_a_single_of_another_suit():
    """§3.1: beaten only by a higher single of the *same* suit (6:6 does not beat 2:3)."""
    for a, b in itertools.product(ALL_KINDS, repeat=2):
        sa = next(s for s, cs in SUITS.items() if a in cs)
        sb = next(s for s, cs in SUITS.items() if b in cs)
        if sa != sb:
            assert not V.beats([a], [b]), f"{a} ({sa}) must not beat {b} ({sb})"


def test_engine_ranks_agree_with_section_2_order():
    """§2: the rank attribute orders each suit as the table does."""
    for order in SUITS.values():
        ranks = [V.classify([c]).rank for c in order]
        assert ranks == sorted(ranks, reverse=True) and len(set(ranks)) == len(ranks)


def test_supreme_cards_are_also_ordinary_group_1_cards():
    """§3 note: a lone 2:4 is a single that beats 1:4; 2:4 2:4 is a set; 1:2 is the lowest of group 1."""
    assert V.classify(["2:4"]).kind == "single"
    assert V.beats(["2:4"], ["1:4"]) and V.beats(["1:4"], ["1:2"]) and V.beats(["3:4"], ["2:4"])
    assert V.classify(["2:4", "2:4"]).kind == "set"
    assert V.beats(["2:4", "2:4"], ["1:4", "1:4"])
    assert V.beats(["1:4", "1:4", "1:4"], ["1:2", "1:2", "1:2"])
    assert V.classify(["1:2"] * 4).kind == "set"


@pytest.mark.parametrize("card,en,zh", [
    ("6:6", "Heaven", "天"), ("1:1", "Earth", "地"), ("4:4", "Person", "人"), ("1:3", "Goose", "鵝"),
    ("5:5", "Plum", "梅"), ("3:3", "Long three", "長衫"), ("2:2", "Bench", "板凳"), ("5:6", "Axe", "斧頭"),
    ("4:6", "Red-head ten", "紅頭十"), ("1:6", "Long-leg seven", "高腳七"), ("1:5", "Plum-flower six", "梅花六"),
    ("4:5", "Red nine", "紅九"), ("3:6", "Black nine", "黑九"), ("2:6", "Straight eight", "平八"),
    ("3:5", "Slant eight", "斜八"), ("3:4", "Red seven", "紅七"), ("2:5", "Black seven", "黑七"),
    ("2:4", "Big-head six", "大頭六"), ("1:4", "Red five", "紅五"), ("2:3", "Black five", "黑五"),
    ("1:2", "Small nail", "么釘"),
])
def test_card_names_follow_the_glossary(card, en, zh):
    """§1: names (English / Chinese) from seed 000's glossary."""
    name = V.card_name(card)
    assert (name.en, name.zh) == (en, zh)
    assert V.card_name(card[::-1]) == name
