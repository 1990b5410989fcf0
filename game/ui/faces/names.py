"""Names for hover text: what a mahjong tile or a four-colour card is called, in English and Chinese.

A person who does not read the characters still learns the tile or card
under the pointer ("Five of Dots 五筒", "East Wind 東", "Red Chariot 俥"); a
Sap Tim Pun tile also gives its value, the way the count is said ("½", "5";
faces.md "Names on hover"). Codes are the engines' text forms, so ``str(x)`` of any
tile or card value names it.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.ui.faces.four_colour import COLOURS, JOKER, PRINT, RANKS, card_code
from game.ui.faces.mahjong import FLOWERS, NUMERALS, SEASONS, WINDS, tile_code

__all__ = ["FaceName", "tile_name", "card_name", "face_name", "tile_value_text"]

NUMBERS = ("One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine")
SUITS = {"b": ("Bamboo", "條"), "d": ("Dots", "筒"), "c": ("Characters", "萬")}
WIND_NAMES = {"E": "East", "S": "South", "W": "West", "N": "North"}
DRAGONS = {"Dr": ("Red Dragon", "中"), "Dg": ("Green Dragon", "發"), "Dw": ("White Dragon", "白")}
FLOWER_NAMES = ("Plum", "Orchid", "Chrysanthemum", "Bamboo")
SEASON_NAMES = ("Spring", "Summer", "Autumn", "Winter")
COLOUR_NAMES = dict(zip(COLOURS, ("Yellow", "Red", "Green", "White")))
RANK_NAMES = dict(zip(RANKS, ("General", "Advisor", "Elephant", "Chariot", "Horse", "Cannon", "Soldier")))


@dataclass(frozen=True)
class FaceName:
    """A tile's or card's name: ``en`` ("Five of Dots") and ``zh`` ("五筒"); ``str`` gives both."""

    en: str
    zh: str = ""

    def __str__(self) -> str:
        return f"{self.en} {self.zh}" if self.zh else self.en


def tile_name(tile: object) -> FaceName:
    """The mahjong tile's name: "Five of Dots 五筒", "East Wind 東", "Flower 1, Plum 梅"."""
    code = tile_code(tile)
    if code[0].isdigit():
        n = int(code[0])
        suit, zh = SUITS[code[1]]
        return FaceName(f"{NUMBERS[n - 1]} of {suit}", NUMERALS[n - 1] + zh)
    if code in WIND_NAMES:
        return FaceName(f"{WIND_NAMES[code]} Wind", WINDS[code])
    if code in DRAGONS:
        return FaceName(*DRAGONS[code])
    n = int(code[1])
    if code[0] == "F":
        return FaceName(f"Flower {n}, {FLOWER_NAMES[n - 1]}", FLOWERS[n - 1])
    return FaceName(f"Season {n}, {SEASON_NAMES[n - 1]}", SEASONS[n - 1])


def tile_value_text(tile: object) -> str:
    """The tile's Sap Tim Pun value as said (faces.md "Names on hover"): "5" for a suit tile, "½" for any other."""
    code = tile_code(tile)
    return code[0] if code[0].isdigit() else "½"


def card_name(card: object) -> FaceName:
    """The four-colour card's name: "Red Chariot 俥", "Green General 將", "Joker"."""
    code = card_code(card)
    if code == JOKER:
        return FaceName("Joker")
    colour, rank = code.split("-")
    return FaceName(f"{COLOUR_NAMES[colour]} {RANK_NAMES[rank]}", PRINT[colour][rank])


def face_name(code: object) -> FaceName:
    """The name of a tile or a card, whichever ``code`` is (both families' codes never clash)."""
    text = str(code)
    try:
        return tile_name(text)
    except ValueError:
        return card_name(text)
