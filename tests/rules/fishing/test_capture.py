"""docs/rules/fishing.md §5: what captures what, the Shi Wu Hu exceptions, three identical cards; §12.4, §12.5."""
from __future__ import annotations

import itertools

import pytest

from game.model.cards import Card
from game.rules import load_variant

from .helpers import CARDS, DECKS, TILES, Capture, Release, names, position

SELF_ONLY = {"1:1", "1:2", "4:6", "5:5", "5:6", "6:6"}


@pytest.mark.parametrize("vid", DECKS)
def test_same_pips_capture_except_the_self_only_kinds(vid):
    """§5.1, §5.2: equal pips catch each other; a self-only kind catches only its own kind (the table of §5.2)."""
    v = load_variant(vid)
    for a, b in itertools.product(Card.all(), repeat=2):
        own = str(a) in SELF_ONLY or str(b) in SELF_ONLY
        expected = a is b if own else a.spots == b.spots
        assert v.catches(a, b) is expected, (a, b)
        assert v.catches(b, a) is expected           # the table is symmetric


@pytest.mark.parametrize("vid", DECKS)
def test_ten_and_ten_and_the_supreme_pair_do_not_catch_each_other(vid):
    """§5.2: 4:6 and 5:5 do not catch each other; 2:4 and 1:2 do not either; 2:4 catches 1:5 and 3:3."""
    v = load_variant(vid)
    assert not v.catches("4:6", "5:5") and not v.catches("5:5", "4:6")
    assert not v.catches("2:4", "1:2") and not v.catches("1:2", "2:4")
    assert v.catches("2:4", "1:5") and v.catches("3:3", "2:4") and v.catches("2:4", "2:4")
    assert v.why_not_catch("5:5", "4:6") == "4:6 and 5:5 do not catch each other: 5:5 catches only 5:5"
    assert "same pips" in v.why_not_catch("2:4", "1:2")


def test_seed_capture_legality_example():
    """§12.4: lake 1:2, 3:3, 4:6: bait 2:4 takes 3:3 only; 5:5 can only be released; 1:2 takes 1:2."""
    g = position(hands=("2:4 5:5 1:2", "1:1"), lake="1:2 3:3 4:6", pile="2:2 2:2")
    legal = g.legal_actions()
    assert [a for a in legal if getattr(a, "bait", None) == Card.parse("2:4")] == [Capture("2:4", ["3:3"])]
    assert [a for a in legal if getattr(a, "bait", None) == Card.parse("5:5")] == []
    assert Release("5:5") in legal
    assert Capture("1:2", ["1:2"]) in legal


def test_a_refused_capture_says_why_and_changes_nothing():
    """§5.2: the engine's reason is a player's words; the state is unchanged (DESIGN.md)."""
    g = position(hands=("2:4 5:5", "1:1 6:6"), lake="3:3 4:6", pile="1:2 2:3 1:4 2:2")
    before = (g.phase, g.current_player, g.observation(0), g.observation(1), len(g.log.actions))
    with pytest.raises(ValueError, match="4:6 and 5:5 do not catch each other"):
        g.apply(Capture("5:5", ["4:6"]))
    with pytest.raises(ValueError, match="the lake holds no 1:5"):
        g.apply(Capture("2:4", ["1:5"]))
    with pytest.raises(ValueError, match="holds no 6:6"):
        g.apply(Release("6:6"))
    with pytest.raises(ValueError, match="exactly one fish"):
        g.apply(Capture("2:4", ["3:3", "3:3"]))
    assert (g.phase, g.current_player, g.observation(0), g.observation(1), len(g.log.actions)) == before


def test_three_self_only_cards_go_together_to_the_fourth():
    """§5.3, §12.5: three 6:6 in the lake: the bait 6:6 takes all three (4 cards); taking one is not offered."""
    g = position(hands=("6:6 1:3", "1:1"), lake="6:6 6:6 6:6 2:2", pile="4:4 4:4")
    caps = [a for a in g.legal_actions() if isinstance(a, Capture) and a.bait == Card.parse("6:6")]
    assert caps == [Capture("6:6", ["6:6", "6:6", "6:6"])]
    with pytest.raises(ValueError, match="the fourth 6:6 takes all three at once"):
        g.apply(Capture("6:6", ["6:6"]))
    g.apply(Capture("6:6", ["6:6", "6:6", "6:6"]))
    assert names(g.catches[0]) == ["6:6"] * 4 and names(g.lake) == ["2:2"]


@pytest.mark.parametrize("bait", ["3:3", "1:5", "2:4"])
def test_three_ordinary_cards_are_three_fish(bait):
    """§5.3, §12.5: three 3:3 in the lake: 3:3, 1:5 or 2:4 catches exactly one."""
    g = position(hands=(bait, "1:1"), lake="3:3 3:3 3:3", pile="4:4 4:4")
    assert [a for a in g.legal_actions() if isinstance(a, Capture)] == [Capture(bait, ["3:3"])]
    with pytest.raises(ValueError, match="three cards go together only to the fourth"):
        g.apply(Capture(bait, ["3:3", "3:3", "3:3"]))


def test_the_tiles_have_no_triple_rule_for_the_small_nail():
    """§5.3, §11: on the tiles the self-only list lacks 1:2 (two tiles only), yet 1:2 still catches only 1:2."""
    v = load_variant(TILES)
    assert "1:2" not in {str(c) for c in v.capture.self_only}
    assert v.capture.fish_of[Card.parse("1:2").index] == (Card.parse("1:2").index,)


def test_four_self_only_cards_in_the_lake_stay_there():
    """§5.3: all four 5:5 in the lake can never be caught; nothing is redealt."""
    g = position(hands=("1:3", "2:2"), lake="5:5 5:5 5:5 5:5", pile="4:4 3:5")
    assert all(not isinstance(a, Capture) or a.fish[0] != Card.parse("5:5") for a in g.legal_actions())


def test_a_bait_chooses_which_fish_and_identical_fish_are_one_choice():
    """§4: with several legal fish the player chooses; two identical fish are the same choice."""
    g = position(hands=("2:6", "1:1"), lake="4:4 4:4 3:5", pile="1:3")
    assert sorted(map(repr, (a for a in g.legal_actions() if isinstance(a, Capture)))) == [
        "Capture('2:6', ['3:5'])", "Capture('2:6', ['4:4'])"]


def test_capture_compares_by_content_and_highlights():
    """DESIGN.md API: actions compare by content; catchable() lists what a bait could take (the table's hover)."""
    assert Capture("4:2", ["3:3"]) == Capture("2:4", ["3:3"]) and hash(Capture("4:2", ["3:3"])) == hash(Capture("2:4", ["3:3"]))
    assert repr(Capture("6:6", ["6:6"] * 3)) == "Capture('6:6', ['6:6', '6:6', '6:6'])" and repr(Release("4:4")) == "Release('4:4')"
    g = position(CARDS, hands=("2:4", "1:1"), lake="1:5 3:3 3:3 4:6", pile="2:2")
    assert names(g.catchable("2:4")) == ["1:5", "3:3"]
