"""The climbing family's variant files: their schema, checks and precomputed plays.

A variant is data (DESIGN.md "Rules are data"): this module knows the *format*
of a climbing game's ``data/variants/*.yaml`` and the mechanisms it may pick,
never a particular game's cards, ranks or thresholds. What every family's file
shares (refs, options, the header, the deck, card names) is read by
``game.rules.loading``; every problem is reported at once, each as
``file:line: key: what is wrong`` with the allowed values.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable

from game.model import counts
from game.model.cards import Card
from game.rules.checker import Checker, kind_of, show
from game.rules.climbing import plays as P
from game.rules.loading import CardName, Family, Variant, VariantOption, read_names
from game.rules.yamlsource import VariantError, item, join

FAMILY_KEYS = ("seats", "deal", "suits", "plays", "turn", "layout", "winning", "match")
_Checker = Checker
_kind = kind_of
_show = show

__all__ = ["CardName", "ClimbingVariant", "FAMILY", "Tier", "VariantOption"]


@dataclass(frozen=True)
class Tier:
    """From ``wu`` winning cards a declaration is paid ``chips`` by each other player (§8)."""

    wu: int
    chips: int


class ClimbingVariant(Variant):
    """The immutable rules of one climbing game: deck, suits, plays, turn and scoring options.

    Built by ``load_variant``; the same object serves every game of the variant,
    so everything derivable from the file is computed here once.
    """

    def __init__(self, id: str, source: str) -> None:
        super().__init__(id, source)
        self.suits: list[P.Suit] = []
        self.suit_of: dict[Card, P.Suit] = {}
        self.table = P.PlayTable()
        self.obligation_to_beat = False
        self.layout_supreme = "choose"
        self.supreme_cards: tuple[Card, ...] = ()
        self.full_set_wu_laid_out = 0
        self.full_set_wu_led = 0
        self.tiers: list[Tier] = []
        self.four_of_a_kind = "played_together"
        self.four_of_a_kind_chips = 1
        self.dealer_pays_double = False
        self.void_hand_dealer = "same"
        self.every_card_leads = True
        self.single_presence = 0
        self.supreme_plays: list[P.Combination] = []
        self.mixed_groups: list[P.MixedGroup] = []
        self.supreme_presence = 0
        self._tier_of: list[int] = []
        # -- the climbing variants' mechanisms (climbing-variants.md); the defaults are Sap Ng Wu's
        self.talon_sizes: dict[int, int] = {}      # players at the table -> face-down talon offered in turn
        self.redeal_without: tuple[Card, ...] = ()  # a player holding none of these may demand a redeal
        self.redeal_presence = 0
        self.bid = False                           # the play-or-pass round before play (Ma Hua Hua)
        self.hard_cards: tuple[Card, ...] = ()     # laid out automatically before play, never played
        self.hard_together = False                 # only as a set holding each kind (else each one alone)
        self.hard_presence = 0
        self.hard_mask = 0                         # every field of a hard card, to take them out of a hand
        self.declare_rule = "higher_tier"          # higher_tier (§8) | any_gain
        self.declare_from = 0                      # fewest winning cards to declare (default: the threshold)
        self._step_per: list[dict[int, int]] = []
        self._points_of: list[int] = []
        self.multiply = "none"                     # none | product | sum
        self.multiplier_base = 1
        self.multiplier_triple = 0
        self.multiplier_four = 0
        self.multiplier_kinds: tuple[Card, ...] = ()
        self.bonus_plays: dict[str, int] = {}      # play group name -> bonus points when it wins a trick
        self.bonus_set_of_four = 0
        self.settlement = "winner"                 # winner | pairwise | winners_paid
        self.unclaimed_win = "void"                # void | paid_to_most
        self.match_sitter = "opposite_dealer"      # opposite_dealer | moves_on
        self.multiplier_cards: tuple[Card, ...] = ()  # laid out before play, not winning cards: each adds
        self.multiplier_each = 0                    # ... this to its holder's multipliers (Luan Chuo's gods of wealth)
        self.multiplier_mask = 0
        self.play_chinese: dict[str, str] = {}     # a named play's or play group's `chinese:` (the table shows it)

    # -- questions the engine and the table ask -------------------------------------------
    @property
    def plays(self) -> list[P.Combination]:
        return self.table.plays

    def combination(self, cards: Iterable["str | Card"]) -> P.Combination | None:
        """The play these cards make, or None; text that is not a card raises ValueError."""
        parsed = [Card.parse(c) for c in _cards_list(cards)]
        if any(parsed.count(c) > self.copies.get(c, 0) for c in set(parsed)):
            return None  # more copies than the deck holds (or cards outside it)
        return self.table.by_packed.get(counts.pack(parsed))

    def classify(self, cards: Iterable["str | Card"]) -> P.Combination | None:
        """What play these cards make in this variant (kind, suit, rank, shape), or None."""
        return self.combination(cards)

    def beats(self, new: Iterable["str | Card"], old: Iterable["str | Card"]) -> bool:
        """Whether ``new`` beats ``old`` as the next play of a trick (§3)."""
        a, b = self.combination(new), self.combination(old)
        return a is not None and b is not None and a in b.beaten_by

    def why_not_beat(self, new: P.Combination, old: P.Combination) -> str:
        return P.why_not_beat(new, old, {s.key: s for s in self.suits}, self.table.across)

    def tier_index(self, wu: int) -> int:
        """Index of the tier ``wu`` reaches, or -1 below the first (§8)."""
        table = self._tier_of
        return table[wu] if wu < len(table) else table[-1]

    def tier_chips(self, wu: int) -> int:
        """The points ``wu`` winning cards score (Sap Ng Wu: the tier's chips), before multipliers."""
        table = self._points_of
        return table[wu] if wu < len(table) else _points_at(self.tiers, self._step_per, wu)

    @property
    def threshold(self) -> int:
        """The fewest winning cards that score (and, with ``settlement: winner``, may declare)."""
        return self.tiers[0].wu if self.tiers else 0

    def multiplier(self, triples: int, fours: int, cards: int = 0) -> int:
        """The multiplier of a score for these sets won in plays (``winning.multipliers``) and
        ``cards`` multiplier cards laid out (``layout.multiplier_cards``)."""
        if self.multiply == "product":
            return (self.multiplier_base * self.multiplier_triple ** triples * self.multiplier_four ** fours
                    * self.multiplier_each ** cards)
        if self.multiply == "sum":
            return (self.multiplier_base + self.multiplier_triple * triples + self.multiplier_four * fours
                    + self.multiplier_each * cards)
        return 1

    def score(self, wu: int, triples: int = 0, fours: int = 0, bonus: int = 0, cards: int = 0) -> int:
        """What a seat with ``wu`` winning cards scores: points × multiplier + bonus; 0 below the threshold."""
        if self.tier_index(wu) < 0:
            return 0
        return self.tier_chips(wu) * self.multiplier(triples, fours, cards) + bonus

    def next_tier_wu(self, index: int) -> int | None:
        """The wu needed to reach the tier above ``index`` (None above the top tier)."""
        return self.tiers[index + 1].wu if index + 1 < len(self.tiers) else None

    def __repr__(self) -> str:
        return f"<Variant {self.id}: {self.name}, {len(self.deck)} cards, {len(self.plays)} plays>"


def _cards_list(cards: Any) -> list:
    if isinstance(cards, (str, Card)):
        raise ValueError(f"expected a list of cards, got {cards!r}")
    return list(cards)


def _points_at(tiers: list[Tier], per: list[dict[int, int]], wu: int) -> int:
    i = _tier_at(tiers, wu)
    if i < 0:
        return 0
    step = tiers[i]
    return step.chips + sum(gain * ((wu - step.wu) // every) for every, gain in per[i].items())


def _score_plays(v: ClimbingVariant) -> None:
    """What each play adds to its winner's multipliers and bonus when it wins a trick."""
    kinds = set(v.multiplier_kinds or v.copies)
    for play in v.table.plays:
        per = {c: play.cards.count(c) for c in set(play.cards)}
        play.triples = sum(1 for c, n in per.items() if n == 3 and c in kinds)
        play.fours_won = sum(1 for c, n in per.items() if n >= 4 and c in kinds)
        bonus = v.bonus_plays.get(play.group or "", 0)
        if v.bonus_set_of_four and len(per) == 1 and play.size == 4:
            bonus += v.bonus_set_of_four
        play.bonus = bonus


def _tier_at(tiers: list[Tier], wu: int) -> int:
    index = -1
    for i, tier in enumerate(tiers):
        if wu >= tier.wu:
            index = i
    return index


def _read_seats(ck: _Checker, value: Any, v: ClimbingVariant) -> None:
    seats = ck.mapping(value, "seats")
    total = sum(v.copies.values())
    for key, entry in seats.items():
        path = join("seats", key)
        players = ck.integer(key, path, 2, 8)
        entry = ck.mapping(entry, path, ("hand", "talon", "sitting_out"), required=("hand",))
        hand = ck.integer(entry.get("hand"), join(path, "hand"), 1) if "hand" in entry else None
        talon = ck.integer(entry.get("talon", 0), join(path, "talon"), 0)
        out = ck.integer(entry.get("sitting_out", 0), join(path, "sitting_out"), 0, 1)
        if players is None or hand is None or talon is None or out is None:
            continue
        if players - out < 2:
            ck.fail(join(path, "sitting_out"), f"{players} at the table with {out} sitting out leaves no game")
            continue
        need = (players - out) * hand + talon
        if total and need > total:
            ck.fail(join(path, "hand"), f"{players - out} hands of {hand}{f' and a talon of {talon}' if talon else ''} "
                                        f"need {need} cards; the deck has {total}")
            continue
        v.hand_sizes[players] = hand
        v.talon_sizes[players] = talon
        v.sitting_out[players] = out
    if seats and not v.hand_sizes and not ck.problems:
        ck.fail("seats", "no table size is playable")


def _read_suits(ck: _Checker, value: Any, v: ClimbingVariant) -> None:
    suits = ck.mapping(value, "suits")
    if value is not None and isinstance(value, dict) and not suits:
        ck.fail("suits", "no suits are declared")
    where: dict[Card, str] = {}
    for key, entry in suits.items():
        path = join("suits", key)
        entry = ck.mapping(entry, path, ("name", "short", "chinese", "cards"), required=("cards",))
        cards_path = join(path, "cards")
        ranks: dict[Card, int] = {}
        order: list[Card] = []
        listed = ck.listing(entry.get("cards"), cards_path) if "cards" in entry else []
        for i, entry_i in enumerate(listed):
            rank = len(listed) - i
            group = entry_i if isinstance(entry_i, list) else [entry_i]
            for j, raw in enumerate(group):
                item_path = item(item(cards_path, i), j) if isinstance(entry_i, list) else item(cards_path, i)
                card = ck.card(raw, item_path, v.copies or None)
                if card is None:
                    continue
                if card in where:
                    other = where[card]
                    if other == key:
                        ck.fail(item_path, f"card '{card}' is listed twice in this suit (to make cards equal, put them in one [list])")
                    else:
                        ck.fail(item_path, f"card '{card}' is already in suit '{other}': a card belongs to one suit")
                    continue
                where[card] = key
                ranks[card] = rank
                order.append(card)
        name = entry.get("name", key)
        suit = P.Suit(str(key), str(name), str(entry.get("chinese", "")), tuple(order), ranks,
                      str(entry.get("short", "") or ""))
        v.suits.append(suit)
        for card in order:
            v.suit_of[card] = suit
    for card in sorted(v.copies):
        if card in where and not card.is_domino:
            ck.fail("suits", f"'{card}' is no domino and is never played: it belongs to no suit "
                             "(lay it out with layout.multiplier_cards)")
        elif suits and card not in where and card not in v.hard_cards and card not in v.multiplier_cards:
            ck.fail("suits", f"card '{card}' is in no suit" + ("" if card.is_domino else
                             " (an extra card is never played: lay it out with layout.multiplier_cards)"))
        if card in where and card in v.hard_cards:
            ck.fail("layout.hard_cards.cards", f"card '{card}' is a hard card: it is never played, so it is in no suit")
        if card in where and card in v.multiplier_cards and card.is_domino:
            ck.fail("layout.multiplier_cards.cards", f"card '{card}' is a multiplier card: it is never played, "
                                                     "so it is in no suit")


def _read_plays(ck: _Checker, value: Any, v: ClimbingVariant) -> None:
    plays = ck.mapping(value, "plays", ("sets", "mixed", "supreme", "named", "groups", "categories", "beats_any_size"))
    if value is not None and isinstance(value, dict) and not plays:
        ck.fail("plays", "no plays are declared")
    names = {c: n.en for c, n in v.names.items()}
    # The supreme goes first: its cards may also be a set of one kind, never the other way round.
    if "supreme" in plays:
        sup = ck.mapping(plays["supreme"], "plays.supreme", ("name", "chinese", "cards", "when_led", "full_set_wu"),
                         required=("cards",))
        cards = ck.cards(sup.get("cards"), "plays.supreme.cards", v.copies) if "cards" in sup else []
        if len(set(cards)) != len(cards):
            ck.fail("plays.supreme.cards", "a card is listed twice")
        elif len(cards) < 2 and "cards" in sup:
            ck.fail("plays.supreme.cards", "a supreme needs at least two kinds of card")
        when = ck.choice(sup.get("when_led", "ends_trick"), "plays.supreme.when_led", ("ends_trick", "open"))
        full = ck.mapping(sup.get("full_set_wu", {}), "plays.supreme.full_set_wu", ("laid_out", "led"))
        size = sum(v.copies.get(c, 0) for c in cards)
        laid = ck.integer(full.get("laid_out", size), "plays.supreme.full_set_wu.laid_out", 0)
        led = ck.integer(full.get("led", size), "plays.supreme.full_set_wu.led", 0)
        v.supreme_cards = tuple(cards)
        v.full_set_wu_laid_out = laid if laid is not None else size
        v.full_set_wu_led = led if led is not None else size
        if len(cards) >= 2 and len(set(cards)) == len(cards):
            P.add_supreme(v.table, cards, v.copies, v.suits, v.suit_of, str(sup.get("name", "Supreme")),
                          when == "ends_trick")
            v.play_chinese[str(sup.get("name", "Supreme"))] = str(sup.get("chinese", "") or "")
    if "mixed" in plays:
        mixed = ck.mapping(plays["mixed"], "plays.mixed", ("name", "groups"), required=("groups",))
        groups = []
        used: dict[Card, str] = {}
        for i, g in enumerate(ck.listing(mixed.get("groups"), "plays.mixed.groups") if "groups" in mixed else []):
            path = f"plays.mixed.groups[{i}]"
            g = ck.mapping(g, path, ("name", "chinese", "civil", "military"), required=("name", "civil", "military"))
            if not g:
                continue
            civil = ck.cards(g.get("civil"), join(path, "civil"), v.copies) if "civil" in g else []
            military = ck.cards(g.get("military"), join(path, "military"), v.copies) if "military" in g else []
            for side, side_cards in (("civil", civil), ("military", military)):
                for j, card in enumerate(side_cards):
                    if card in used:
                        ck.fail(f"{path}.{side}[{j}]", f"card '{card}' is already in mixed group '{used[card]}'")
                    used[card] = str(g.get("name"))
            if civil and military:
                groups.append(P.MixedGroup(str(g.get("name")), str(g.get("chinese", "")), tuple(civil), tuple(military)))
                v.play_chinese[str(g.get("name"))] = str(g.get("chinese", "") or "")
        P.add_mixed(v.table, groups, v.copies, v.suits, v.suit_of)
        v.mixed_groups = groups
    if "named" in plays:
        suit_keys = [s.key for s in v.suits]
        for i, entry in enumerate(ck.listing(plays["named"], "plays.named")):
            path = f"plays.named[{i}]"
            entry = ck.mapping(entry, path, ("name", "chinese", "cards", "ranks_top_of"), required=("name", "cards",
                                                                                                "ranks_top_of"))
            cards = ck.cards(entry.get("cards"), join(path, "cards"), v.copies) if "cards" in entry else []
            suit = ck.choice(entry.get("ranks_top_of"), join(path, "ranks_top_of"), tuple(suit_keys)) \
                if "ranks_top_of" in entry else None
            if cards and suit and entry.get("name"):
                v.play_chinese[str(entry["name"])] = str(entry.get("chinese", ""))
                P.add_named(v.table, str(entry["name"]), cards, v.suits[suit_keys.index(suit)], v.suits, v.suit_of)
    group_names: list[str] = []
    if "groups" in plays:
        for i, entry in enumerate(ck.listing(plays["groups"], "plays.groups")):
            path = f"plays.groups[{i}]"
            entry = ck.mapping(entry, path, ("name", "chinese", "cards", "sizes", "rank"), required=("name", "cards"))
            cards = ck.cards(entry.get("cards"), join(path, "cards"), v.copies) if "cards" in entry else []
            if len(set(cards)) != len(cards):
                ck.fail(join(path, "cards"), "a card is listed twice")
                continue
            if "cards" in entry and len(cards) < 2:
                ck.fail(join(path, "cards"), "a group needs at least two kinds of card")
                continue
            for j, card in enumerate(cards):
                if card not in v.suit_of:
                    ck.fail(item(join(path, "cards"), j), f"card '{card}' is in no suit")
            sizes = None
            if "sizes" in entry:
                sizes = [ck.integer(n, item(join(path, "sizes"), j), 1, 28)
                         for j, n in enumerate(ck.listing(entry["sizes"], join(path, "sizes")))]
                sizes = [n for n in sizes if n is not None]
            rank_by = ck.choice(entry.get("rank", "equal"), join(path, "rank"), ("equal", "spots"))
            name = ck.text(entry.get("name"), join(path, "name")) if "name" in entry else None
            if name and cards and rank_by and all(c in v.suit_of for c in cards):
                v.play_chinese[name] = str(entry.get("chinese", ""))
                P.add_groups(v.table, name, cards, sizes, rank_by, v.copies, v.suits, v.suit_of)
                group_names.append(name)
    if "sets" in plays:
        sets = ck.mapping(plays["sets"], "plays.sets", ("sizes", "never_alone", "not_in_sets", "beats_across"),
                          required=("sizes",))
        never_alone = ck.cards(sets["never_alone"], "plays.sets.never_alone", v.copies) if "never_alone" in sets else []
        not_in_sets = ck.cards(sets["not_in_sets"], "plays.sets.not_in_sets", v.copies) if "not_in_sets" in sets else []
        suit_keys = tuple(s.key for s in v.suits)
        for i, rule in enumerate(ck.listing(sets.get("beats_across", []), "plays.sets.beats_across", nonempty=False)):
            path = f"plays.sets.beats_across[{i}]"
            rule = ck.mapping(rule, path, ("suit", "beats", "with"), required=("suit", "beats", "with"))
            strong = ck.choice(rule.get("suit"), join(path, "suit"), suit_keys) if "suit" in rule else None
            weak = ck.choice(rule.get("beats"), join(path, "beats"), suit_keys) if "beats" in rule else None
            ck.choice(rule.get("with"), join(path, "with"), ("at_least_as_many_spots",)) if "with" in rule else None
            if strong and weak:
                v.table.across.append((strong, weak))
        sizes = []
        for i, n in enumerate(ck.listing(sets.get("sizes"), "plays.sets.sizes") if "sizes" in sets else []):
            size = ck.integer(n, f"plays.sets.sizes[{i}]", 1, 7)
            if size in sizes:
                ck.fail(f"plays.sets.sizes[{i}]", f"size {size} is listed twice")
            elif size is not None:
                sizes.append(size)
        P.add_sets(v.table, sizes, v.copies, v.suits, v.suit_of, names, never_alone, not_in_sets)
    if "categories" in plays:
        cats: list[tuple[str, Any]] = []
        for i, entry in enumerate(ck.listing(plays["categories"], "plays.categories")):
            path = f"plays.categories[{i}]"
            if entry == "other":
                cats.append(("other", None))
            elif isinstance(entry, dict):
                entry = ck.mapping(entry, path, ("sets_of",), required=("sets_of",))
                card = ck.card(entry.get("sets_of"), join(path, "sets_of"), v.copies) if "sets_of" in entry else None
                if card is not None:
                    cats.append(("sets_of", card))
            elif entry in group_names:
                cats.append(("group", entry))
            else:
                ck.fail(path, f"{_show(entry)} is not 'other', {{sets_of: CARD}} or a group of plays.groups "
                              f"({', '.join(group_names) or 'none declared'})")
        if cats and ("other", None) not in cats:
            ck.fail("plays.categories", "list 'other' too: where every other single and set ranks")
        elif cats and not ck.problems:
            P.apply_categories(v.table, cats)
    if "beats_any_size" in plays:
        for i, entry in enumerate(ck.listing(plays["beats_any_size"], "plays.beats_any_size")):
            path = f"plays.beats_any_size[{i}]"
            cards = ck.cards(entry, path, v.copies)
            combo = v.table.by_packed.get(counts.pack(cards)) if cards else None
            if cards and combo is None:
                ck.fail(path, "these cards are not a play of this variant")
            elif combo is not None:
                v.table.beats_all.append(combo)


def _read_turn(ck: _Checker, value: Any, v: ClimbingVariant) -> None:
    turn = ck.mapping(value, "turn", ("obligation_to_beat",))
    if "obligation_to_beat" in turn:
        v.obligation_to_beat = bool(ck.boolean(turn["obligation_to_beat"], "turn.obligation_to_beat"))


def _read_hard_cards(ck: _Checker, value: Any, v: ClimbingVariant) -> None:
    """``layout.hard_cards``: read before the suits, since hard cards belong to none."""
    if not isinstance(value, dict) or "hard_cards" not in value:
        return
    path = "layout.hard_cards"
    hard = ck.mapping(value["hard_cards"], path, ("cards", "together"), required=("cards",))
    cards = ck.cards(hard.get("cards"), join(path, "cards"), v.copies or None) if "cards" in hard else []
    if len(set(cards)) != len(cards):
        ck.fail(join(path, "cards"), "a card is listed twice")
        return
    together = ck.boolean(hard.get("together", False), join(path, "together"))
    if together and len(cards) < 2:
        ck.fail(join(path, "together"), "a set of each kind needs at least two kinds of hard card")
        return
    v.hard_cards = tuple(cards)
    v.hard_together = bool(together)
    v.hard_presence = P.presence(counts.pack(cards))
    v.hard_mask = sum(counts.FIELD_MASK << (counts.FIELD_BITS * c.index) for c in cards)


def _read_multiplier_cards(ck: _Checker, value: Any, v: ClimbingVariant) -> None:
    """``layout.multiplier_cards``: laid out with the hard cards, yet no winning cards; read before the suits."""
    if not isinstance(value, dict) or "multiplier_cards" not in value:
        return
    path = "layout.multiplier_cards"
    entry = ck.mapping(value["multiplier_cards"], path, ("cards", "each"), required=("cards", "each"))
    cards = ck.cards(entry.get("cards"), join(path, "cards"), v.copies or None) if "cards" in entry else []
    each = ck.integer(entry.get("each"), join(path, "each"), 1) if "each" in entry else None
    for i, card in enumerate(cards):
        if card in v.hard_cards:
            ck.fail(item(join(path, "cards"), i), f"card '{card}' is already a hard card (a winning card)")

    if len(set(cards)) != len(cards):
        ck.fail(join(path, "cards"), "a card is listed twice")
    if each is None or ck.problems:
        return
    v.multiplier_cards = tuple(cards)
    v.multiplier_each = each
    v.multiplier_mask = sum(counts.FIELD_MASK << (counts.FIELD_BITS * c.index) for c in cards)


def _read_deal(ck: _Checker, value: Any, v: ClimbingVariant) -> None:
    deal = ck.mapping(value, "deal", ("redeal_without", "bid"))
    if "redeal_without" in deal:
        v.redeal_without = tuple(ck.cards(deal["redeal_without"], "deal.redeal_without", v.copies))
        v.redeal_presence = P.presence(counts.pack(v.redeal_without))
    if "bid" in deal:
        v.bid = bool(ck.boolean(deal["bid"], "deal.bid"))


def _read_layout(ck: _Checker, value: Any, v: ClimbingVariant) -> None:
    layout = ck.mapping(value, "layout", ("supreme", "hard_cards", "multiplier_cards"))
    if "supreme" in layout:
        v.layout_supreme = ck.choice(layout["supreme"], "layout.supreme", ("choose", "all", "none")) or "choose"
    if v.layout_supreme != "none" and not v.supreme_cards and "supreme" in layout:
        ck.fail("layout.supreme", "there is no supreme to lay out (plays.supreme is not declared); use 'none'")
    if not v.supreme_cards:
        v.layout_supreme = "none"


WINNING_KEYS = ("tiers", "points", "declare", "declare_from", "multipliers", "bonus", "settlement", "unclaimed_win",
                "four_of_a_kind", "four_of_a_kind_chips", "dealer_pays_double", "void_hand_dealer")


def _read_winning(ck: _Checker, value: Any, v: ClimbingVariant) -> None:
    win = ck.mapping(value, "winning", WINNING_KEYS)
    if win and ("tiers" in win) == ("points" in win):
        ck.fail("winning", "give either 'tiers' (declare at a higher tier, §8) or 'points' (a score per winning card)")
    tiers: list[Tier] = []
    per: list[dict[int, int]] = []
    key = "tiers" if "tiers" in win else "points"
    names = ("wu", "chips") if key == "tiers" else ("from", "points")
    for i, entry in enumerate(ck.listing(win.get(key), f"winning.{key}") if key in win else []):
        path = f"winning.{key}[{i}]"
        allowed = names if key == "tiers" else names + ("per",)
        entry = ck.mapping(entry, path, allowed, required=names)
        wu = ck.integer(entry.get(names[0]), join(path, names[0]), 1) if names[0] in entry else None
        chips = ck.integer(entry.get(names[1]), join(path, names[1]), 1) if names[1] in entry else None
        gains: dict[int, int] = {}
        for every, gain in ck.mapping(entry.get("per", {}), join(path, "per")).items():
            e = ck.integer(every, join(path, "per", ) + f".{every}", 1)
            g = ck.integer(gain, join(path, "per") + f".{every}", 0)
            if e is not None and g is not None:
                gains[e] = g
        if wu is None or chips is None:
            continue
        if tiers and wu <= tiers[-1].wu:
            ck.fail(join(path, names[0]), f"{key} must rise: {wu} wu does not come after {tiers[-1].wu}")
            continue
        if tiers and chips < _points_at(tiers, per, wu - 1):
            word = "a higher tier cannot pay less" if key == "tiers" else "more winning cards cannot score less"
            ck.fail(join(path, names[1]), f"{word}: {chips} {names[1]} after {_points_at(tiers, per, wu - 1)}")
            continue
        tiers.append(Tier(wu, chips))
        per.append(gains)
    v.tiers = tiers
    v._step_per = per
    v.declare_rule = "higher_tier" if key == "tiers" else "any_gain"
    if "declare" in win:
        v.declare_rule = ck.choice(win["declare"], "winning.declare", ("higher_tier", "any_gain")) or v.declare_rule
    v.declare_from = tiers[0].wu if tiers else 0
    if "declare_from" in win:
        n = ck.integer(win["declare_from"], "winning.declare_from", 1)
        v.declare_from = n if n is not None else v.declare_from
    if "multipliers" in win:
        path = "winning.multipliers"
        m = ck.mapping(win["multipliers"], path, ("combine", "base", "triple", "four", "kinds"), required=("combine",))
        v.multiply = ck.choice(m.get("combine"), join(path, "combine"), ("product", "sum")) or "none"
        v.multiplier_base = ck.integer(m.get("base", 1), join(path, "base"), 0) or 0
        v.multiplier_triple = ck.integer(m.get("triple", 1 if v.multiply == "product" else 0),
                                         join(path, "triple"), 0) or 0
        v.multiplier_four = ck.integer(m.get("four", 1 if v.multiply == "product" else 0), join(path, "four"), 0) or 0
        if "kinds" in m:
            v.multiplier_kinds = tuple(ck.cards(m["kinds"], join(path, "kinds"), v.copies))
    if "bonus" in win:
        path = "winning.bonus"
        b = ck.mapping(win["bonus"], path, ("plays", "set_of_four"))
        groups = {p.group for p in v.table.plays if p.group}
        for name, n in ck.mapping(b.get("plays", {}), join(path, "plays")).items():
            points = ck.integer(n, f"{path}.plays.{name}", 0)
            if name not in groups:
                ck.fail(f"{path}.plays.{name}", f"no play is called {name!r} (plays: {', '.join(sorted(groups))})")
            elif points is not None:
                v.bonus_plays[str(name)] = points
        if "set_of_four" in b:
            v.bonus_set_of_four = ck.integer(b["set_of_four"], join(path, "set_of_four"), 0) or 0
    if "settlement" in win:
        v.settlement = ck.choice(win["settlement"], "winning.settlement",
                                 ("winner", "pairwise", "winners_paid")) or "winner"
    if "unclaimed_win" in win:
        v.unclaimed_win = ck.choice(win["unclaimed_win"], "winning.unclaimed_win", ("void", "paid_to_most")) or "void"
    if "four_of_a_kind" in win:
        v.four_of_a_kind = ck.choice(win["four_of_a_kind"], "winning.four_of_a_kind",
                                     ("played_together", "collected", "none")) or "played_together"
    if "four_of_a_kind_chips" in win:
        n = ck.integer(win["four_of_a_kind_chips"], "winning.four_of_a_kind_chips", 0)
        v.four_of_a_kind_chips = n if n is not None else 1
    if "dealer_pays_double" in win:
        v.dealer_pays_double = bool(ck.boolean(win["dealer_pays_double"], "winning.dealer_pays_double"))
    if "void_hand_dealer" in win:
        v.void_hand_dealer = ck.choice(win["void_hand_dealer"], "winning.void_hand_dealer", ("same", "next")) or "same"
    if v.multiplier_cards and v.multiply == "none":
        ck.fail("layout.multiplier_cards", "multiplier cards need winning.multipliers to add to")


def _read_match(ck: _Checker, value: Any, v: ClimbingVariant) -> None:
    match = ck.mapping(value, "match", ("hands", "sitter"))
    if "sitter" in match:
        v.match_sitter = ck.choice(match["sitter"], "match.sitter", ("opposite_dealer", "moves_on")) or v.match_sitter
    if "hands" in match:
        n = ck.integer(match["hands"], "match.hands", 1, 1000)
        v.match_hands = n if n is not None else v.match_hands


def read(ck: Checker, root: dict, v: ClimbingVariant) -> None:
    """Read the climbing sections in the order they depend on each other, then precompute the plays."""
    _read_seats(ck, root.get("seats"), v)
    _read_hard_cards(ck, root.get("layout", {}), v)
    _read_multiplier_cards(ck, root.get("layout", {}), v)
    _read_suits(ck, root.get("suits"), v)
    if ck.problems:  # plays need a sound deck and suits
        raise VariantError(ck.problems)
    read_names(ck, root.get("names", {}), v)   # before the plays, which are named after their cards
    _read_plays(ck, root.get("plays"), v)
    _read_turn(ck, root.get("turn", {}), v)
    _read_layout(ck, root.get("layout", {}), v)
    _read_winning(ck, root.get("winning"), v)
    _read_match(ck, root.get("match", {}), v)
    _read_deal(ck, root.get("deal", {}), v)
    if ck.problems:
        raise VariantError(ck.problems)
    v.table.finish()
    _score_plays(v)
    v.deck_packed = counts.pack(v.deck)
    v.every_card_leads = all(counts.pack([c]) in v.table.by_packed for c in v.copies)
    v.single_presence = P.presence(counts.pack([c for c in v.copies if counts.pack([c]) in v.table.by_packed]))
    v.supreme_plays = [p for p in v.table.plays if p.kind == "supreme"]
    v.supreme_presence = P.presence(counts.pack(v.supreme_cards))
    # wu can exceed the deck only through a doubled full supreme; leave ample room.
    v._tier_of = [_tier_at(v.tiers, wu) for wu in range(2 * len(v.deck) + 64)]
    v._points_of = [_points_at(v.tiers, v._step_per, wu) for wu in range(2 * len(v.deck) + 64)]


FAMILY = Family("climbing", ClimbingVariant, FAMILY_KEYS, ("seats", "suits", "plays", "winning"), read)
