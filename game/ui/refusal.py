"""The engine's reasons for refusing a play, in the language shown.

The engines give a refusal as a ``game.reason.Reason``: English text
(``str(reason)``, what the contract, the tests and the logs read) that also
keeps its catalogue message and named fields. Here it is said again in the
language shown, every field in that language too: cards by their Chinese
names (a domino card by the variant's name for it, 鵝牌, 長衫; a mahjong tile
五筒; a four-colour card 紅俥), a suit or a play by the file's words
(``game.ui.variant_words``), a seat by the player's name when the screen
gives one. English is the reason exactly as the engine wrote it.
"""
from __future__ import annotations

from typing import Any, Callable

from game import i18n
from game.i18n import N_, _
from game.reason import Act, Cards, FileWord, Named, PlayName, Reason, Seat, Term, Words
from game.ui.script import in_script

SeatName = Callable[[int], str]

# How Chinese joins a list: ", " becomes 、, " or " 或 (both scripts alike).
JOINS = {", ": "、", " ": "、", " or ": "或"}

COLOURS = {"Y": "黃", "R": "紅", "G": "綠", "W": "白"}
JOKER = "王牌"
SEAT = N_("seat {n}")

# The actions a refusal may name ("not Stand()"), in words, by the action's class.
ACTION_WORDS = {"Stand": N_("standing"), "Draw": N_("drawing"), "Bet": N_("a bet of {amount}"),
                "SetLimit": N_("a limit of {amount}"), "Pass": N_("passing"), "Discard": N_("discarding {card}"),
                "Claim": N_("a claim"), "LayOut": N_("laying out"), "Capture": N_("a capture"),
                "Release": N_("releasing {card}"), "Play": N_("a play")}


def shown(reason: str | None, variant: Any = None, seat_name: SeatName | None = None) -> str:
    """``reason`` in the language shown, as the engine words it (no capital, no full stop).

    ``variant`` names the cards and the file's words; ``seat_name(n)`` the player in seat ``n``
    (without it a seat is "seat 2" in its language). Plain text (no ``Reason``) is shown as it is."""
    if reason is None:
        return ""
    if not i18n.chinese() or not isinstance(reason, Reason):
        return str(reason)
    return _say(reason, variant, seat_name)


def sentence(reason: str, variant: Any = None, seat_name: SeatName | None = None) -> str:
    """The reason as a sentence on its own: "Seat 0 does not hold 1:3." in English, "你沒有鵝牌。" in Chinese."""
    text = shown(reason, variant, seat_name)
    if not text:
        return text
    if i18n.chinese():
        return text if text.endswith(("。", "！", "？")) else text + "。"
    return text[0].upper() + text[1:] + "."


def _say(reason: Reason, variant: Any, seat_name: SeatName | None) -> str:
    fields = {k: _value(v, variant, seat_name) for k, v in reason.fields.items()}
    return _(reason.template).format(**fields)


def _value(value: Any, variant: Any, seat_name: SeatName | None) -> str:
    if isinstance(value, Reason):
        return _say(value, variant, seat_name)
    if isinstance(value, Cards):
        return JOINS.get(value.sep, "、").join(card_name(c, variant) for c in value.cards)
    if isinstance(value, Seat):
        return seat_name(value.number) if seat_name else _(SEAT).format(n=value.number)
    if isinstance(value, Term):
        return _(value.english)
    if isinstance(value, FileWord):
        return file_word(value, variant)
    if isinstance(value, Words):
        return JOINS.get(value.sep, "、").join(_value(w, variant, seat_name) for w in value.items)
    if isinstance(value, PlayName):
        return play_name(value, variant)
    if isinstance(value, Act):
        return action_words(value.action, variant)
    if isinstance(value, Named):
        return in_script(value.chinese) if value.chinese else value.english
    return str(value)


def card_name(card: Any, variant: Any = None) -> str:
    """A card's or tile's Chinese name in the script shown: 天牌, 長衫 (a domino card by the variant's
    own name for it, a one-character name with 牌 as players say it), 五筒, 紅俥."""
    from game.model.cards import Card
    from game.model.four_colour import FourColourCard
    from game.model.mahjong import Tile
    if isinstance(card, Card):
        zh = variant.card_name(card).zh if variant is not None and hasattr(variant, "card_name") else ""
        if not zh or zh == str(card):
            return str(card)
        return in_script(zh + "牌" if len(zh) == 1 else zh)
    if isinstance(card, Tile):
        return in_script(card.chinese)
    if isinstance(card, FourColourCard):
        if card.is_joker:
            return JOKER
        return in_script(COLOURS[str(card)[0]] + card.chinese)
    return str(card)


def action_words(action: Any, variant: Any = None) -> str:
    """An action in words, as a refusal names it: "停牌", "下注 3"; its ``repr`` when it has none."""
    words = ACTION_WORDS.get(type(action).__name__)
    if words is None:
        return repr(action)
    card = getattr(action, "card", None)
    return _(words).format(amount=getattr(action, "amount", ""),
                           card=card_name(card, variant) if card is not None else "")


def file_word(word: FileWord, variant: Any) -> str:
    """A suit's or a play's name from the variant file, in the language shown."""
    if word.path.startswith("group:"):
        zh = getattr(variant, "play_chinese", {}).get(word.path[len("group:"):], "")
        return in_script(zh) if zh else word.english
    from game.ui.variant_words import text
    return text(variant, word.path, word.english) if variant is not None else word.english


def play_name(play: PlayName, variant: Any) -> str:
    """A climbing play in Chinese: a single by its card (鵝牌), a set by its count and card (2張鵝牌),
    a group's play by the file's Chinese name for the group and its cards (天九：天牌、紅九)."""
    cards = play.cards
    if play.kind in ("single", "set") and cards and all(c == cards[0] for c in cards):
        name = card_name(cards[0], variant)
        return name if len(cards) == 1 else _("{n} × {card}").format(n=len(cards), card=name)
    named = "、".join(card_name(c, variant) for c in cards)
    zh = getattr(variant, "play_chinese", {}).get(play.group, "") if play.group else ""
    return f"{in_script(zh)}（{named}）" if zh else named


def at_table(table: Any, reason: str) -> str:
    """The reason as the table says it to the person acting: the seats by their players' names
    (the person at the screen is 你 in Chinese), a sentence of its own."""
    def seat_name(seat: int) -> str:
        is_you = getattr(table, "is_you", None)
        if is_you is not None and is_you(seat):
            return _("you")
        return table.name(seat)
    return sentence(reason, getattr(table, "variant", None), seat_name)
