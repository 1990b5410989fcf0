"""Tiles, values, drawing and standing (docs/rules/sap-tim-pun.md §1, §6, §12.1, §12.8)."""
from __future__ import annotations

import pytest

from game.model.mahjong import FULL_SET, SET_SIZE, Tile, half_points, words
from game.rules import load_variant

from .helpers import VID, Draw, Stand, round_at


def test_the_set_has_144_tiles_of_42_kinds():
    """§1: 27 suit kinds, 4 winds, 3 dragons (four of each) and 8 flowers and seasons (one of each)."""
    assert SET_SIZE == 144 and len(FULL_SET) == 42
    assert sum(n for t, n in FULL_SET.items() if t.is_suit) == 108
    assert sum(n for t, n in FULL_SET.items() if t.suit in ("flower", "season")) == 8
    assert [str(t) for t in Tile.all()][-11:] == ["Dr", "Dg", "Dw", "F1", "F2", "F3", "F4", "S1", "S2", "S3", "S4"]


@pytest.mark.parametrize("text", ["1b", "9b", "5d", "9c", "E", "N", "Dr", "Dw", "F1", "S4"])
def test_each_tile_has_one_text_form(text):
    """§1: tiles are written 1b–9b, 1d–9d, 1c–9c, E S W N, Dr Dg Dw, F1–F4, S1–S4."""
    assert str(Tile.parse(text)) == text and Tile.parse(text) is Tile.parse(text)


@pytest.mark.parametrize("bad", ["0b", "10d", "e", "D", "F5", "S0", "1:1", ""])
def test_anything_else_is_not_a_tile(bad):
    with pytest.raises(ValueError):
        Tile.parse(bad)


def test_values_count_half_points():
    """§1: a suit tile is its number, every honour ½; the engine counts half-points (10½ is 21)."""
    v = load_variant(VID)
    assert v.hand_value(["9d", "Dw"]) == 9.5 and v.hand_value(["E", "F1"]) == 1.0
    assert v.hand_value(["7c", "3b", "S2"]) == 10.5 and half_points(["7c", "3b", "S2"]) == 21
    assert all(Tile.parse(t).half == 1 for t in ("E", "S", "W", "N", "Dr", "Dg", "Dw", "F3", "S3"))
    assert Tile.parse("8c").half == 16
    assert (words(19), words(21), words(1), words(12)) == ("9½", "10½", "½", "6")


def test_12_1_nine_and_a_half_may_draw_or_stand():
    """§12.1: 9 dots + white dragon = 9½, so the player may draw or stand."""
    g, _ = round_at("9d 5b 5c 5d Dw", bets=[1, 1, 1])
    assert g.current_player == 1 and g.legal_actions() == [Draw(), Stand()]
    g.apply(Draw())                        # seat 1: 9d + Dw
    assert g.values[1] == 19 and g.current_player == 1 and g.legal_actions() == [Draw(), Stand()]


def test_12_1_two_and_a_half_must_draw_and_three_tiles_stand():
    """§12.1: 2 bamboo + spring = 2½ must draw; 1 character + east (2nd tile) + red dragon = 2 stands at 3 tiles."""
    g, _ = round_at("2b 5b 5c 5d S1", bets=[1, 1, 1])
    g.apply(Draw())
    assert g.values[1] == 5 and g.legal_actions() == [Draw()]
    with pytest.raises(ValueError, match="must draw"):
        g.apply(Stand())
    g2, _ = round_at("1c 5b 5c 5d E Dr", bets=[1, 1, 1])
    assert g2.chips == [0, 0, 0, 0]              # the first tiles hold no east wind: no event
    g2.apply(Draw())
    g2.apply(Draw())                             # §5: an east wind as a second tile is worth ½, no event
    assert g2.values[1] == 4 and len(g2.tiles[1]) == 3 and g2.current_player == 2


def test_12_8_forced_draws_until_three_tiles():
    """§12.8, §6: a first tile of 5 must draw; 5 + ½ must draw again; at three tiles the hand stands."""
    g, _ = round_at("5b 6b 6c 6d N W", bets=[1, 1, 1])
    assert g.legal_actions() == [Draw()]
    g.apply(Draw())
    assert g.values[1] == 11 and g.legal_actions() == [Draw()]
    events = g.apply(Draw())
    assert g.values[1] == 12 and len(g.tiles[1]) == 3 and g.current_player == 2
    assert [e for e in events if e.kind == "Stood"][0].chose is False


def test_12_8_a_first_tile_of_six_may_stand():
    """§12.8: a first tile of 6 may stand."""
    g, _ = round_at("6b 6c 6d 6b", bets=[1, 1, 1])
    assert g.legal_actions() == [Draw(), Stand()]
    events = g.apply(Stand())
    assert g.current_player == 2 and events[0].kind == "Stood" and events[0].chose


def test_ten_and_a_half_stands_at_once():
    """§6: a hand worth exactly 10½ is never asked (it takes three tiles, so the three-tile limit agrees)."""
    g, _ = round_at("Dg 5b 5c 5d 3b 7c", bets=[1, 1, 1])
    g.apply(Draw())
    g.apply(Draw())
    assert g.values[1] == 21 and g.current_player == 2
