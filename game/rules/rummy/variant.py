"""The rummy family's variant files: their schema, checks and precomputed tables (docs/rules/si-se-pai.md).

A rummy file (``family: rummy``) names its deck of four-colour cards (copies of
each colour × rank, and the jokers, §1), the deal per table size (§2), whether
the dealer starts with an extra card, the points of each meld exposed and
concealed (§7), the least points a win needs (§6) and the match's length (§9).
The options of §2, §6 and §7 are choices of the file's ``options:`` that set
these keys. The meld tables the engine reads per decision are built here once;
problems are reported as ``file:line: key: what``.
"""
from __future__ import annotations

from functools import cached_property
from typing import Any, Iterable

from game.model.four_colour import COLOURS, FourColourCard, pack, parse_cards
from game.rules.checker import Checker
from game.rules.loading import CardName, Family, Variant
from game.rules.rummy import melds as M
from game.rules.yamlsource import VariantError, join

FAMILY_KEYS = ("seats", "deal", "scoring", "win", "match")


class RummyVariant(Variant):
    """The immutable rules of one rummy game (docs/rules/si-se-pai.md)."""

    USUAL_PLAYERS = 4   # si-se-pai.md §2: four players

    def __init__(self, id: str, source: str) -> None:
        super().__init__(id, source)
        self.family = "rummy"
        self.jokers = 5                       # §1
        self.colour_copies = 4
        self.dealer_extra_card = False        # §2
        self.min_points = 0                   # §6
        self.four_card_points: int | None = None  # §7
        self.table = M.PointTable({k: 0 for k in M.MELDS}, {k: 0 for k in M.MELDS})
        self.splitter: M.Splitter | None = None
        self.match_hands = 8                  # §9

    @cached_property
    def deck_indices(self) -> tuple[int, ...]:
        """``deck`` as card indices, for dealing: read once (``deck`` sorts the kinds anew each time)."""
        return tuple(c.index for c in self.deck)

    @staticmethod
    def pack_cards(cards: list) -> int:
        return pack(cards)

    def card_name(self, card: "str | FourColourCard") -> CardName:   # type: ignore[override]
        c = FourColourCard.parse(card)
        return CardName(c.name, c.chinese)

    def meld_kind(self, cards: Iterable["str | FourColourCard"]) -> str | None:
        """The meld type of these cards (``"field"``, ``"pair"`` ...), or None if they are no meld (§3)."""
        return M.classify(sorted(c.index for c in parse_cards(cards)))

    def meld_points(self, cards: Iterable["str | FourColourCard"], exposed: bool) -> int:
        """One meld's points (§7); ValueError if the cards are no meld."""
        kind = self.meld_kind(cards)
        if kind is None:
            raise ValueError(f"{' '.join(map(str, cards))} is not a meld")
        return (self.table.exposed if exposed else self.table.concealed)[kind]

    def hand_points(self, exposed: Iterable[Iterable["str | FourColourCard"]] = (),
                    concealed: Iterable["str | FourColourCard"] = ()) -> int:
        """A hand's points by §7: the exposed melds as laid, the concealed cards split the best way.

        ValueError when an exposed meld is no meld or the concealed cards do not split into melds."""
        total = 0
        for meld in exposed:
            cards = parse_cards(meld)
            kind = M.classify(sorted(c.index for c in cards))
            if kind is None:
                raise ValueError(f"the exposed {' '.join(map(str, cards))} is not a meld")
            total += self.table.exposed[kind]
        hand = pack(parse_cards(concealed))
        p = self.splitter.points(hand)
        if p <= M.NO:
            raise ValueError(f"the concealed cards {' '.join(map(str, parse_cards(concealed)))} do not split into melds")
        return total + p

    def split(self, concealed: Iterable["str | FourColourCard"]) -> list[tuple[str, tuple[FourColourCard, ...]]]:
        """The best split of concealed cards, meld by meld (type, cards), for the end of a hand."""
        return [(k, tuple(FourColourCard.from_index(i) for i in cs))
                for k, cs in self.splitter.split(pack(parse_cards(concealed)))]

    def __repr__(self) -> str:
        return f"<Variant {self.id}: {self.name}, {len(self.deck)} cards, rummy>"


# -- reading -----------------------------------------------------------------------------

def read_deck(ck: Checker, value: Any, v: RummyVariant) -> None:
    """``deck: {copies: 4, jokers: 5}``: every colour × rank ``copies`` times, and the jokers (§1)."""
    deck = ck.mapping(value, "deck", ("copies", "jokers"), required=("copies",))
    n = ck.integer(deck.get("copies", 4), "deck.copies", 1, 4) if deck else None
    j = ck.integer(deck.get("jokers", 0), "deck.jokers", 0, 8) if deck else None
    v.colour_copies = n if n is not None else 4
    v.jokers = j if j is not None else 0
    v.copies = {c: v.colour_copies for c in FourColourCard.all() if not c.is_joker}   # type: ignore[misc]
    if v.jokers:
        v.copies[FourColourCard.parse("Jk")] = v.jokers   # type: ignore[index]


def read(ck: Checker, root: dict, v: RummyVariant) -> None:
    _read_seats(ck, root.get("seats"), v)
    _read_deal(ck, root.get("deal", {}), v)
    _read_scoring(ck, root.get("scoring"), v)
    _read_win(ck, root.get("win", {}), v)
    _read_match(ck, root.get("match", {}), v)
    if ck.problems:
        raise VariantError(ck.problems)
    v.splitter = _splitter(tuple(sorted(v.table.concealed.items())))


_splitters: dict[tuple, M.Splitter] = {}


def _splitter(key: tuple) -> M.Splitter:
    """One splitter per concealed point table, shared by the variants that score alike."""
    s = _splitters.get(key)
    if s is None:
        s = _splitters[key] = M.Splitter(dict(key))
    return s


def _read_seats(ck: Checker, value: Any, v: RummyVariant) -> None:
    seats = ck.mapping(value, "seats")
    total = sum(v.copies.values())
    for key, entry in seats.items():
        path = join("seats", key)
        players = ck.integer(key, path, 2, 8)
        entry = ck.mapping(entry, path, ("hand",), required=("hand",))
        hand = ck.integer(entry.get("hand"), join(path, "hand"), 1) if "hand" in entry else None
        if players is None or hand is None:
            continue
        if total and players * hand + 1 >= total:
            ck.fail(path, f"{players} hands of {hand} leave no pile to draw from ({total} cards)")
            continue
        v.hand_sizes[players] = hand
        v.sitting_out[players] = 0
    if seats and not v.hand_sizes and not ck.problems:
        ck.fail("seats", "no table size is playable")


def _read_deal(ck: Checker, value: Any, v: RummyVariant) -> None:
    deal = ck.mapping(value, "deal", ("dealer_extra_card",))
    if "dealer_extra_card" in deal:
        b = ck.boolean(deal["dealer_extra_card"], "deal.dealer_extra_card")
        v.dealer_extra_card = bool(b)


def _pair(ck: Checker, value: Any, path: str) -> tuple[int, int] | None:
    """A meld's points: ``[exposed, concealed]`` or one number for both."""
    if isinstance(value, list) and len(value) == 2:
        a = ck.integer(value[0], path + "[0]", 0)
        b = ck.integer(value[1], path + "[1]", 0)
        return None if a is None or b is None else (a, b)
    n = ck.integer(value, path, 0)
    return None if n is None else (n, n)


def _read_scoring(ck: Checker, value: Any, v: RummyVariant) -> None:
    scoring = ck.mapping(value, "scoring", ("points", "four_card_points"), required=("points",))
    points = ck.mapping(scoring.get("points"), "scoring.points", M.MELDS, required=M.MELDS) if scoring else {}
    exposed: dict[str, int] = {}
    concealed: dict[str, int] = {}
    for kind in M.MELDS:
        if kind in points:
            pair = _pair(ck, points[kind], join("scoring.points", kind))
            if pair is not None:
                exposed[kind], concealed[kind] = pair
    if "four_card_points" in scoring and scoring["four_card_points"] is not None:
        n = ck.integer(scoring["four_card_points"], "scoring.four_card_points", 0)
        if n is not None:
            v.four_card_points = n
            for kind in ("quad", "four_footman"):
                exposed[kind] = concealed[kind] = n
    if len(exposed) == len(M.MELDS):
        v.table = M.PointTable(exposed, concealed)


def _read_win(ck: Checker, value: Any, v: RummyVariant) -> None:
    win = ck.mapping(value, "win", ("min_points",))
    if "min_points" in win:
        n = ck.integer(win["min_points"], "win.min_points", 0)
        v.min_points = n if n is not None else 0


def _read_match(ck: Checker, value: Any, v: RummyVariant) -> None:
    match = ck.mapping(value, "match", ("hands",))
    if "hands" in match:
        n = ck.integer(match["hands"], "match.hands", 1, 1000)
        v.match_hands = n if n is not None else v.match_hands


FAMILY = Family("rummy", RummyVariant, FAMILY_KEYS, ("seats", "scoring"), read, read_deck)

__all__ = ["COLOURS", "FAMILY", "RummyVariant"]
