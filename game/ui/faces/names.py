"""Names for hover text: what a mahjong tile or a four-colour card is called, in English and Chinese.

A person who does not read the characters still learns the tile or card
under the pointer ("Five of Dots 五筒", "East Wind 東", "Red Chariot 俥"); a
Sap Tim Pun tile also gives its value, the way the count is said ("½", "5";
faces.md "Names on hover"). Codes are the engines' text forms, so ``str(x)`` of any
tile or card value names it.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.i18n import N_, _, chinese
from game.ui.faces.four_colour import COLOURS, JOKER, PRINT, RANKS, card_code
from game.ui.faces.mahjong import FLOWERS, NUMERALS, SEASONS, WINDS, tile_code

__all__ = ["FaceName", "tile_name", "card_name", "face_name", "tile_value_text", "shown_name", "code_or_name"]

NUMBERS = ("One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine")
SUITS = {"b": ("Bamboo", "條"), "d": ("Dots", "筒"), "c": ("Characters", "萬")}
WIND_NAMES = {"E": "East", "S": "South", "W": "West", "N": "North"}
DRAGONS = {"Dr": ("Red Dragon", "中"), "Dg": ("Green Dragon", "發"), "Dw": ("White Dragon", "白")}
FLOWER_NAMES = ("Plum", "Orchid", "Chrysanthemum", "Bamboo")
SEASON_NAMES = ("Spring", "Summer", "Autumn", "Winter")
COLOUR_NAMES = dict(zip(COLOURS, ("Yellow", "Red", "Green", "White")))
RANK_NAMES = dict(zip(RANKS, ("General", "Advisor", "Elephant", "Chariot", "Horse", "Cannon", "Soldier")))

# The names as a Chinese reader calls them, through the catalogue so that each script says it its own way
# (Hong Kong 三索 東風 紅中, the mainland 三条 东风 红中); ``number`` is the tile's Chinese numeral and
# ``print`` the character printed on a four-colour card, so a name is what the face shows.
SUIT_WORDS = {"b": N_("{number} of Bamboo"), "d": N_("{number} of Dots"), "c": N_("{number} of Characters")}
WIND_WORDS = {"E": N_("East Wind"), "S": N_("South Wind"), "W": N_("West Wind"), "N": N_("North Wind")}
DRAGON_WORDS = {"Dr": N_("Red Dragon"), "Dg": N_("Green Dragon"), "Dw": N_("White Dragon")}
FLOWER_WORDS = (N_("Flower 1, Plum"), N_("Flower 2, Orchid"), N_("Flower 3, Chrysanthemum"), N_("Flower 4, Bamboo"))
SEASON_WORDS = (N_("Season 1, Spring"), N_("Season 2, Summer"), N_("Season 3, Autumn"), N_("Season 4, Winter"))
COLOUR_WORDS = dict(zip(COLOURS, (N_("Yellow {print}"), N_("Red {print}"), N_("Green {print}"), N_("White {print}"))))
JOKER_WORDS = N_("Joker")
# The printed characters whose mainland form differs (帥 帅, 將 将, 車 车, 馬 马): a name in Simplified writes
# them so; 俥 and 傌, the red pieces' own forms, stay as printed in both scripts.
PRINT_WORDS = frozenset((N_("帥"), N_("將"), N_("車"), N_("馬")))


@dataclass(frozen=True)
class FaceName:
    """A tile's or card's name: ``en`` ("Five of Dots") and ``zh`` ("五筒"); ``str`` gives both."""

    en: str
    zh: str = ""
    message: str = field(default="", compare=False)      # the catalogue's message for a Chinese reader
    fields: tuple = field(default=(), compare=False)      # its placeholders' values, as (name, value) pairs

    def __str__(self) -> str:
        return f"{self.en} {self.zh}" if self.zh else self.en

    def shown(self, setting: str = "both") -> str:
        """The name in the language shown: in Chinese the Chinese name alone ("五筒", "紅俥"), in each
        script as its readers say it; in English the Settings' Card names choice ("en", "zh", "both":
        "Five of Dots 五筒")."""
        if chinese() and self.message:
            fields = {k: _(v) if v in PRINT_WORDS else v for k, v in self.fields}
            return _(self.message).format(**fields)
        return {"en": self.en, "zh": self.zh or self.en}.get(setting, str(self))


def shown_name(code: object, setting: str = "both") -> str:
    """A tile's or card's name in the language shown (FaceName.shown)."""
    return face_name(code).shown(setting)


def code_or_name(code: object) -> str:
    """How a line of play writes a tile or card: its code in English ("Dr", "R-Ch", as the engine's text
    forms), its Chinese name in Chinese ("紅中", "紅俥"), where a code's letters would mean nothing."""
    return face_name(code).shown() if chinese() else str(code)


def tile_name(tile: object) -> FaceName:
    """The mahjong tile's name: "Five of Dots 五筒", "East Wind 東", "Flower 1, Plum 梅"."""
    code = tile_code(tile)
    if code[0].isdigit():
        n = int(code[0])
        suit, zh = SUITS[code[1]]
        return FaceName(f"{NUMBERS[n - 1]} of {suit}", NUMERALS[n - 1] + zh, SUIT_WORDS[code[1]],
                        (("number", NUMERALS[n - 1]),))
    if code in WIND_NAMES:
        return FaceName(f"{WIND_NAMES[code]} Wind", WINDS[code], WIND_WORDS[code])
    if code in DRAGONS:
        return FaceName(*DRAGONS[code], DRAGON_WORDS[code])
    n = int(code[1])
    if code[0] == "F":
        return FaceName(f"Flower {n}, {FLOWER_NAMES[n - 1]}", FLOWERS[n - 1], FLOWER_WORDS[n - 1])
    return FaceName(f"Season {n}, {SEASON_NAMES[n - 1]}", SEASONS[n - 1], SEASON_WORDS[n - 1])


def tile_value_text(tile: object) -> str:
    """The tile's Sap Tim Pun value as said (faces.md "Names on hover"): "5" for a suit tile, "½" for any other."""
    code = tile_code(tile)
    return code[0] if code[0].isdigit() else "½"


def card_name(card: object) -> FaceName:
    """The four-colour card's name: "Red Chariot 俥", "Green General 將", "Joker"."""
    code = card_code(card)
    if code == JOKER:
        return FaceName("Joker", "", JOKER_WORDS)
    colour, rank = code.split("-")
    return FaceName(f"{COLOUR_NAMES[colour]} {RANK_NAMES[rank]}", PRINT[colour][rank], COLOUR_WORDS[colour],
                    (("print", PRINT[colour][rank]),))


def face_name(code: object) -> FaceName:
    """The name of a tile or a card, whichever ``code`` is (both families' codes never clash)."""
    text = str(code)
    try:
        return tile_name(text)
    except ValueError:
        return card_name(text)
