"""The fishing family's variant files: their schema, checks and precomputed tables.

A fishing file (``family: fishing``) names its deck, its deal per table size,
which kinds catch only their own kind (docs/rules/fishing.md §5), the scoring
groups of §7 with their fish and bonuses, and the settlement of §8; the
options of fishing.md (``mixed_rule``, ``must_capture``, ``heaven_pair``,
``points_per_chip``) are choices of the file's ``options:`` that set these
keys. Everything the engine asks per decision (what a bait catches) is a
table built here once; problems are reported as ``file:line: key: what``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable

from game.model import counts
from game.model.cards import KIND_COUNT, Card
from game.rules.actions import Action
from game.rules.checker import Checker
from game.rules.fishing.actions import Capture, Release
from game.rules.fishing import scoring as S
from game.rules.fishing.deck import CaptureTable
from game.rules.loading import Family, Variant, read_names
from game.rules.yamlsource import VariantError, item, join

FAMILY_KEYS = ("seats", "capture", "turn", "layout", "scoring", "settlement", "match")
MUST_CAPTURE = ("never", "drawn", "always")
HEAVEN_PAIR = ("off", "choose", "auto")
MIXED_RULES = ("two_military", "one_military")
FISH = ("big", "middle", "small")

# An engine move: ``(bait, fish, n)`` card indices, ``fish`` -1 for a release, ``n`` the fish taken.
Move = tuple[int, int, int]
# Seven in every kind's field of a packed count vector.
SEVENS = sum(7 << (counts.FIELD_BITS * i) for i in range(KIND_COUNT))


@dataclass(frozen=True)
class Deal:
    """How many cards each hand, the face-down pile and the face-up lake get (§2)."""

    hand: int
    pile: int
    lake: int


class FishingVariant(Variant):
    """The immutable rules of one fishing game (docs/rules/fishing.md)."""

    def __init__(self, id: str, source: str) -> None:
        super().__init__(id, source)
        self.family = "fishing"
        self.deals: dict[int, Deal] = {}
        self.capture = CaptureTable((), {})
        self.must_capture = "never"       # §4: never | drawn | always
        self.heaven_pair = "off"          # §3: off | choose | auto
        self.pair_card: Card | None = None
        self.scoring = S.Scoring((), {"big": 30, "middle": 20, "small": 10}, "two_military", {})
        self.points_per_chip = 10         # §8
        self.doubled_from: int | None = 1000
        self.match_hands = 6              # §9
        self._actions: dict[tuple[int, int, int], Action] = {}
        # What a bait of each kind may do, and the deck's card indices in ``deck`` order (what a deal
        # shuffles): made again once the file is read (``read``).
        self.baits = BaitChoices(self.capture, self.must_capture, self.action_of)
        self.deck_indices: tuple[int, ...] = ()

    # -- questions the engine and the table ask -------------------------------------------
    def catches(self, bait: "str | Card", fish: "str | Card") -> bool:
        """Whether ``bait`` catches one ``fish`` by the capture table (§5.1, §5.2)."""
        return self.capture.catches(Card.parse(bait).index, Card.parse(fish).index)

    def why_not_catch(self, bait: "str | Card", fish: "str | Card") -> str:
        """A player's words for a capture the table refuses ("4:6 and 5:5 do not catch each other")."""
        return self.capture.why_not(Card.parse(bait), Card.parse(fish))

    def catch_score(self, cards: Iterable["str | Card"]) -> S.CatchScore:
        """One catch's score explained line by line: group, fish, points, and the bonuses (§7)."""
        return self.scoring.explain(counts.pack(_cards(cards)))

    def catch_points(self, cards: Iterable["str | Card"]) -> int:
        """One catch's points by §7, bonuses included."""
        return self.scoring.points(counts.pack(_cards(cards)))

    def settle(self, points: "list[int] | tuple[int, ...]", seats: Iterable[int] | None = None) -> S.Settlement:
        """Every pair of ``seats`` settles its difference (§8); chips per seat sum to zero."""
        return S.settle(points, range(len(points)) if seats is None else seats, self.doubled_from,
                        self.points_per_chip)

    def action_of(self, move: tuple[int, int, int]) -> Action:
        """The action of an engine move ``(bait, fish, n)`` (card indices; fish -1 for a release), made once."""
        action = self._actions.get(move)
        if action is None:
            b, f, n = move
            bait = Card.from_index(b)
            action = Release(bait) if f < 0 else Capture(bait, [Card.from_index(f)] * n)
            self._actions[move] = action
        return action

    def __repr__(self) -> str:
        return f"<Variant {self.id}: {self.name}, {len(self.deck)} cards, fishing>"


class BaitChoices:
    """What a bait of each kind may do (§4, §5): its captures in the capture table's order, then its release
    where ``must_capture`` allows it; as engine moves and as the actions they are.

    One bait's choices read nothing of the state but the lake's counts of the kinds it can catch (its own
    kind among them, for §5.3) and whether it was turned up from the pile, so they are remembered by those
    counts, a few hundred shapes a kind at most: a turn's legal list is a lookup per kind in hand, and
    ``apply`` checks an action with one (issue 18)."""

    __slots__ = ("capture", "must_capture", "action_of", "fields", "from_hand", "turned_up", "in_hand")

    def __init__(self, capture: CaptureTable, must_capture: str, action_of: Callable[[Move], Action]) -> None:
        self.capture = capture
        self.must_capture = must_capture
        self.action_of = action_of
        field = counts.FIELD_BITS
        # The lake's fields each kind's choices read: those of the kinds it catches.
        self.fields = tuple(sum(counts.FIELD_MASK << (field * f) for f in capture.fish_of[b])
                            for b in range(KIND_COUNT))
        # By kind: the lake's counts of its fields -> (moves, actions); one table for a hand card as bait,
        # one for the card turned up from the pile (``must_capture: drawn`` tells them apart).
        self.from_hand: tuple[dict[int, tuple[tuple[Move, ...], tuple[Action, ...]]], ...] = tuple(
            {} for _ in range(KIND_COUNT))
        self.turned_up: tuple[dict[int, tuple[tuple[Move, ...], tuple[Action, ...]]], ...] = tuple(
            {} for _ in range(KIND_COUNT))
        # A kind's guard bit in ``held(hand)`` -> (kind, fields, table), as a hand's turn reads them.
        self.in_hand = {counts.GUARD & (counts.FIELD_MASK << (field * b)): (b, self.fields[b], self.from_hand[b])
                        for b in capture.kinds_index}

    def of(self, bait: int, drawn: bool, lake: int) -> tuple[tuple[Move, ...], tuple[Action, ...]]:
        """Bait ``bait``'s legal moves and actions with ``lake`` (packed) face up; ``drawn``: turned up."""
        key = lake & self.fields[bait]
        table = (self.turned_up if drawn else self.from_hand)[bait]
        got = table.get(key)
        if got is None:
            got = table[key] = self.remember(bait, drawn, key)
        return got

    @staticmethod
    def held(hand: int) -> int:
        """The guard bits of the kinds ``hand`` (packed) holds: a count of 1 to 7 plus 7 reaches its field's
        guard bit and stays inside the field. Lowest first, they are the kinds in the capture table's order."""
        return (hand + SEVENS) & counts.GUARD

    def remember(self, bait: int, drawn: bool, lake: int) -> tuple[tuple[Move, ...], tuple[Action, ...]]:
        """``of`` worked out, for its tables: the engine moves by §4 and §5, and their actions."""
        moves = bait_moves(self.capture, self.must_capture, bait, drawn, lake)
        return moves, tuple(self.action_of(m) for m in moves)


def bait_moves(capture: CaptureTable, must_capture: str, bait: int, drawn: bool, lake: int) -> tuple[Move, ...]:
    """What bait ``bait`` may do with ``lake`` face up (§4, §5): its captures, and a release unless
    ``must_capture`` forbids it (a bait that can catch nothing is always released)."""
    field = counts.FIELD_BITS
    mask = counts.FIELD_MASK
    here = (lake >> (field * bait)) & mask
    triple = capture.triple[bait]
    if triple and here == 3:
        out: list[Move] = [(bait, bait, 3)]      # §5.3: the fourth takes all three
    else:
        out = [(bait, f, 1) for f in capture.fish_of[bait] if (lake >> (field * f)) & mask]
    if (not out or must_capture == "never" or (must_capture == "drawn" and not drawn)
            or (must_capture == "always" and here == 2 and triple)):
        out.append((bait, -1, 0))
    return tuple(out)


def _cards(cards: Iterable["str | Card"]) -> list[Card]:
    if isinstance(cards, (str, Card)):
        raise ValueError(f"expected a list of cards, got {cards!r}")
    return [Card.parse(c) for c in cards]


# -- reading -----------------------------------------------------------------------------

def read(ck: Checker, root: dict, v: FishingVariant) -> None:
    """Read the fishing sections; the deck is already read (game.rules.loading)."""
    for i, card in enumerate(v.copies):
        if not card.is_domino:
            ck.fail("deck.extra", f"'{card}' is no domino: a fishing game catches by pips, so its deck is dominoes only")
    _read_seats(ck, root.get("seats"), v)
    read_names(ck, root.get("names", {}), v)
    _read_capture(ck, root.get("capture", {}), v)
    _read_turn(ck, root.get("turn", {}), v)
    _read_layout(ck, root.get("layout", {}), v)
    _read_scoring(ck, root.get("scoring"), v)
    _read_settlement(ck, root.get("settlement", {}), v)
    _read_match(ck, root.get("match", {}), v)
    if ck.problems:
        raise VariantError(ck.problems)
    v.baits = BaitChoices(v.capture, v.must_capture, v.action_of)
    v.deck_indices = tuple(c.index for c in v.deck)


def _read_seats(ck: Checker, value: Any, v: FishingVariant) -> None:
    seats = ck.mapping(value, "seats")
    total = sum(v.copies.values())
    for key, entry in seats.items():
        path = join("seats", key)
        players = ck.integer(key, path, 2, 8)
        entry = ck.mapping(entry, path, ("hand", "pile", "lake", "sitting_out"), required=("hand", "pile", "lake"))
        hand = ck.integer(entry.get("hand"), join(path, "hand"), 0) if "hand" in entry else None
        pile = ck.integer(entry.get("pile"), join(path, "pile"), 1) if "pile" in entry else None
        lake = ck.integer(entry.get("lake"), join(path, "lake"), 0) if "lake" in entry else None
        out = ck.integer(entry.get("sitting_out", 0), join(path, "sitting_out"), 0, 1)
        if None in (players, hand, pile, lake, out):
            continue
        if players - out < 2:
            ck.fail(join(path, "sitting_out"), f"{players} at the table with {out} sitting out leaves no game")
            continue
        need = (players - out) * hand + pile + lake
        if total and need != total:
            ck.fail(path, f"{players - out} hands of {hand}, a pile of {pile} and a lake of {lake} make {need} cards; "
                          f"the deal uses the whole deck of {total}")
            continue
        v.deals[players] = Deal(hand, pile, lake)
        v.hand_sizes[players] = hand
        v.sitting_out[players] = out
    if seats and not v.deals and not ck.problems:
        ck.fail("seats", "no table size is playable")


def _read_capture(ck: Checker, value: Any, v: FishingVariant) -> None:
    capture = ck.mapping(value, "capture", ("rule", "self_only"))
    ck.choice(capture.get("rule", "same_pips"), "capture.rule", ("same_pips",))
    self_only = ck.cards(capture["self_only"], "capture.self_only", v.copies) if "self_only" in capture else []
    if len(set(self_only)) != len(self_only):
        ck.fail("capture.self_only", "a card is listed twice")
    v.capture = CaptureTable(tuple(sorted(set(self_only))), v.copies)


def _read_turn(ck: Checker, value: Any, v: FishingVariant) -> None:
    turn = ck.mapping(value, "turn", ("must_capture",))
    if "must_capture" in turn:
        v.must_capture = ck.choice(turn["must_capture"], "turn.must_capture", MUST_CAPTURE) or v.must_capture


def _read_layout(ck: Checker, value: Any, v: FishingVariant) -> None:
    layout = ck.mapping(value, "layout", ("heaven_pair", "pair_of"))
    if "heaven_pair" in layout:
        raw = layout["heaven_pair"]
        raw = "off" if raw is False else raw     # YAML reads a bare off as false
        v.heaven_pair = ck.choice(raw, "layout.heaven_pair", HEAVEN_PAIR) or v.heaven_pair
    if "pair_of" in layout:
        v.pair_card = ck.card(layout["pair_of"], "layout.pair_of", v.copies)
        if v.pair_card is not None and v.copies.get(v.pair_card, 0) < 2:
            ck.fail("layout.pair_of", f"the deck has one '{v.pair_card}': no pair to lay out")
    if v.heaven_pair != "off" and v.pair_card is None and "pair_of" not in layout:
        ck.fail("layout", f"heaven_pair is {v.heaven_pair!r}: say which card's pairs are laid out (pair_of: 6:6)")


def _read_scoring(ck: Checker, value: Any, v: FishingVariant) -> None:
    scoring = ck.mapping(value, "scoring", ("fish", "mixed_rule", "groups"), required=("groups",))
    values = dict(v.scoring.fish)
    if "fish" in scoring:
        fish = ck.mapping(scoring["fish"], "scoring.fish", FISH)
        for name in FISH:
            if name in fish:
                n = ck.integer(fish[name], join("scoring.fish", name), 0)
                values[name] = values[name] if n is None else n
    rule = v.scoring.mixed_rule
    if "mixed_rule" in scoring:
        rule = ck.choice(scoring["mixed_rule"], "scoring.mixed_rule", MIXED_RULES) or rule
    groups: list[S.Group] = []
    used: dict[Card, str] = {}
    names: set[str] = set()
    for i, entry in enumerate(ck.listing(scoring.get("groups"), "scoring.groups") if "groups" in scoring else []):
        path = item("scoring.groups", i)
        entry = ck.mapping(entry, path, ("name", "chinese", "civil", "military", "every_kind", "each_complete", "fish",
                                         "bonus"), required=("name", "fish"))
        if not entry:
            continue
        ways = [k for k in ("civil", "every_kind", "each_complete") if k in entry]
        if len(ways) != 1 or ("civil" in entry) != ("military" in entry):
            ck.fail(path, "give the group's cards one way: civil and military (the mixed rule), every_kind "
                          "(at least one of each kind) or each_complete (each kind alone, every copy)")
            continue
        name = ck.text(entry.get("name"), join(path, "name"))
        if name in names:
            ck.fail(join(path, "name"), f"there is already a group called {name!r}")
        fish = ck.choice(entry.get("fish"), join(path, "fish"), FISH[:2])
        bonus = ck.integer(entry.get("bonus", 0), join(path, "bonus"), 0)
        civil: list[Card] = []
        military: list[Card] = []
        if ways[0] == "civil":
            civil = ck.cards(entry["civil"], join(path, "civil"), v.copies)
            military = ck.cards(entry["military"], join(path, "military"), v.copies)
            kinds = civil + military
            when = "mixed"
        else:
            kinds = ck.cards(entry[ways[0]], join(path, ways[0]), v.copies)
            when = ways[0]
        for j, card in enumerate(kinds):
            if card in used:
                ck.fail(join(path, ways[0]), f"card '{card}' is already in group '{used[card]}'")
            used[card] = str(name)
        if name and fish and bonus is not None and kinds:
            names.add(name)
            groups.append(S.Group(name, str(entry.get("chinese", "") or ""), when, tuple(civil), tuple(military),
                                  tuple(kinds) if when != "mixed" else tuple(civil + military), fish, bonus))
    v.scoring = S.Scoring(tuple(groups), values, rule, dict(v.copies))


def _read_settlement(ck: Checker, value: Any, v: FishingVariant) -> None:
    settlement = ck.mapping(value, "settlement", ("points_per_chip", "doubled_from"))
    if "points_per_chip" in settlement:
        n = ck.integer(settlement["points_per_chip"], "settlement.points_per_chip", 1)
        v.points_per_chip = n if n is not None else v.points_per_chip
    if "doubled_from" in settlement:
        raw = settlement["doubled_from"]
        v.doubled_from = None if raw is None or raw is False else ck.integer(raw, "settlement.doubled_from", 1)


def _read_match(ck: Checker, value: Any, v: FishingVariant) -> None:
    match = ck.mapping(value, "match", ("hands",))
    if "hands" in match:
        n = ck.integer(match["hands"], "match.hands", 1, 1000)
        v.match_hands = n if n is not None else v.match_hands


FAMILY = Family("fishing", FishingVariant, FAMILY_KEYS, ("seats", "scoring"), read)
