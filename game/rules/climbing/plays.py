"""Combinations ("plays") and what beats what, built once per variant.

The YAML picks play *mechanisms* (identical sets, civil-military mixed plays,
the supreme); here each mechanism turns its parameters into the complete list
of combinations the variant allows, each with a comparison class and a rank
(sap-ng-wu.md §3). A play beats another exactly when both have the same
comparison class and it has the higher rank; plays with no class (the supreme)
beat nothing and are beaten by nothing. Equal ranks (Wu Han's two eights) fall
out of the same rule: equal rank, no beating.

Everything here is precomputed at load, so the game itself only looks plays up
(DESIGN.md "Speed is strength"): a hand of 28 cards can have over 200 leads.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any, Hashable, Sequence

from game.model import counts
from game.i18n import N_
from game.model.cards import KIND_COUNT, Card
from game.reason import Cards, FileWord, PlayName, Reason, Term, Words

SET_WORDS = {1: "single", 2: "pair", 3: "triple", 4: "four"}


@dataclass(eq=False)
class Combination:
    """One legal play of a variant: its cards and how it compares with others.

    ``kind`` is the mechanism (``single``, ``set``, ``mixed``, ``supreme``);
    ``suit`` the suit of a single or set; ``rank`` the rank inside its
    comparison class (higher beats lower); ``shape`` the count of cards per
    suit, in the variant's suit order (mixed plays are compared by it).
    """

    id: int
    cards: tuple[Card, ...]
    packed: int
    kind: str
    name: str
    suit: str | None
    rank: int
    shape: tuple[int, ...]
    compare: Hashable | None
    group: str | None = None
    ends_trick_when_led: bool = False
    full_set: bool = False
    fours: tuple[Card, ...] = ()
    # What winning this play adds to its winner's score (winning.multipliers, winning.bonus).
    triples: int = 0
    fours_won: int = 0
    bonus: int = 0
    category: Any = None
    beaten_by: list["Combination"] = field(default_factory=list, repr=False)
    # The Play and LayOut actions for these cards, made once so legal_actions only collects them.
    action: Any = field(default=None, repr=False)
    layout_action: Any = field(default=None, repr=False)
    # The frozen ``Played`` event of this play, by seat * 2 + lead, made the first time it happens.
    played_events: dict = field(default_factory=dict, repr=False)

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def card_texts(self) -> list[str]:
        return [str(c) for c in self.cards]

    def describe(self) -> str:
        return self.name


class PlayTable:
    """Every combination of one variant, indexed for the engine's lookups."""

    def __init__(self) -> None:
        self.plays: list[Combination] = []
        self.by_packed: dict[int, Combination] = {}
        # Beating across suits (Chang Pai: a red card beats a black card of no more spots):
        # (stronger suit, weaker suit) pairs; sets follow their cards.
        self.across: list[tuple[str, str]] = []
        # Leads are found by bucket: every play in a bucket uses the same kinds,
        # so a hand lacking one of them skips the whole bucket at once.
        self.buckets: list[tuple[int, list[Combination]]] = []
        # Plays that beat every play of any size (Ma Hua Hua's four 6:6), unbeatable leads excepted.
        self.beats_all: list[Combination] = []
        # The buckets above, in the same order, merged into runs over a few kinds each: a run's leads
        # depend only on the hand's counts of its kinds, so each run remembers, by those counts, the
        # tuple of its lead actions the hand holds (``LeadRun``). Listing every lead is then a few
        # lookups, in the same order as checking every play (issue 18).
        self.lead_runs: list[LeadRun] = []

    def add(self, combo: Combination) -> bool:
        """Add unless the same cards already form a play (the first mechanism wins)."""
        if combo.packed in self.by_packed:
            return False
        combo.id = len(self.plays)
        self.plays.append(combo)
        self.by_packed[combo.packed] = combo
        return True

    def finish(self) -> None:
        by_class: dict[Hashable, list[Combination]] = {}
        for play in self.plays:
            if play.compare is not None:
                by_class.setdefault(play.compare, []).append(play)
        for group in by_class.values():
            for play in group:
                play.beaten_by = [p for p in group if p.rank > play.rank]
        for strong, weak in self.across:
            for play in self.plays:
                if play.kind in ("single", "set") and play.suit == weak and len(set(play.cards)) == 1:
                    spots = play.cards[0].spots
                    play.beaten_by += [p for p in self.plays
                                       if p.kind == play.kind and p.suit == strong and p.size == play.size
                                       and len(set(p.cards)) == 1 and p.cards[0].spots >= spots]
        for play in self.plays:
            if play.compare is not None:
                play.beaten_by += [p for p in self.beats_all if p is not play and p not in play.beaten_by]
        for play in self.plays:
            play.beaten_by = sorted(set(play.beaten_by), key=lambda p: p.id)
        buckets: dict[int, list[Combination]] = {}
        for play in self.plays:
            buckets.setdefault(presence(play.packed), []).append(play)
        self.buckets = sorted(buckets.items())
        self.lead_runs = lead_runs(self.buckets)
        from game.rules.actions import LayOut, Play
        for play in self.plays:
            play.action = Play(play.cards)
            play.layout_action = LayOut(play.cards)


LOW_BITS = sum(1 << (counts.FIELD_BITS * i) for i in range(KIND_COUNT))
RUN_KEYS = 1024  # at most this many hand shapes a lead run can meet, so its memo stays small


class LeadRun:
    """Consecutive lead buckets whose plays use only a few kinds, and the leads a hand holds among them.

    ``fields`` masks the count fields of the run's kinds; ``hand & fields`` decides which of its plays a
    hand holds, so ``leads(hand & fields)`` is computed once per distinct value and then looked up.
    """

    __slots__ = ("fields", "plays", "memo")

    def __init__(self, fields: int, plays: list[Combination]) -> None:
        self.fields = fields
        self.plays = plays
        self.memo: dict[int, tuple] = {}

    def leads(self, key: int) -> tuple:
        """The run's lead actions held by a hand whose counts of the run's kinds are ``key``, in table order."""
        got = self.memo.get(key)
        if got is None:
            guard = counts.GUARD
            got = self.memo[key] = tuple(p.action for p in self.plays if (key + guard - p.packed) & guard == guard)
        return got


def lead_runs(buckets: list[tuple[int, list[Combination]]]) -> list[LeadRun]:
    """The sorted buckets cut into runs, each as long as the count shapes of its kinds stay below ``RUN_KEYS``."""
    def shapes(fields: int, top: list[int]) -> int:
        n = 1
        for i in range(KIND_COUNT):
            if fields >> (counts.FIELD_BITS * i) & counts.FIELD_MASK:
                n *= top[i] + 1
        return n

    top = [0] * KIND_COUNT  # the most copies of each kind any play uses: a bound on what a key can hold
    for _, bucket in buckets:
        for p in bucket:
            for i, n in enumerate(counts.counts(p.packed)):
                top[i] = max(top[i], n)
    runs: list[LeadRun] = []
    fields, plays = 0, []
    for mask, bucket in buckets:
        wider = fields | mask * counts.FIELD_MASK
        if plays and shapes(wider, top) > RUN_KEYS:
            runs.append(LeadRun(fields, plays))
            fields, plays, wider = 0, [], mask * counts.FIELD_MASK
        fields = wider
        plays = plays + bucket
    if plays:
        runs.append(LeadRun(fields, plays))
    return runs


def presence(packed: int) -> int:
    """One bit per kind present (the low bit of each field); counts stay below 8."""
    return (packed | (packed >> 1) | (packed >> 2)) & LOW_BITS


@dataclass(frozen=True)
class Suit:
    key: str
    name: str
    chinese: str
    cards: tuple[Card, ...]
    ranks: dict[Card, int]
    short: str = ""

    @property
    def label(self) -> str:
        """The suit's name inside a play's name: its short name, else its name in lower case."""
        return self.short or self.name.lower()


def _combo(cards: Sequence[Card], **kw) -> Combination:
    ordered = tuple(sorted(cards))
    return Combination(id=-1, cards=ordered, packed=counts.pack(ordered), **kw)


def _shape(cards: Sequence[Card], suit_of: dict[Card, Suit], suits: Sequence[Suit]) -> tuple[int, ...]:
    return tuple(sum(1 for c in cards if suit_of[c] is s) for s in suits)


def _fours(cards: Sequence[Card]) -> tuple[Card, ...]:
    return tuple(k for k in sorted(set(cards)) if cards.count(k) >= 4)


def add_sets(table: PlayTable, sizes: Sequence[int], copies: dict[Card, int], suits: Sequence[Suit],
             suit_of: dict[Card, Suit], names: dict[Card, str], never_alone: Sequence[Card] = (),
             not_in_sets: Sequence[Card] = ()) -> None:
    """§3.1–3.2: a single, or n identical cards; compared within suit and size.

    ``never_alone`` cards are played only in sets of two or more (Luan Chuo's low
    four); ``not_in_sets`` cards form no single or set at all (Chang Pai's 6:6)."""
    for card, n in itertools.product(sorted(copies), sorted(sizes)):
        if n > copies[card] or card in not_in_sets or (n == 1 and card in never_alone) or card not in suit_of:
            continue
        suit = suit_of[card]
        word = SET_WORDS.get(n, f"set of {n}")
        label = f"{names.get(card, str(card))} {card}"
        cards = [card] * n
        table.add(_combo(
            cards, kind="single" if n == 1 else "set", suit=suit.key,
            name=f"{label}" if n == 1 else f"{word} of {label}",
            rank=suit.ranks[card], shape=_shape(cards, suit_of, suits),
            compare=("set", suit.key, n), fours=_fours(cards)))


@dataclass(frozen=True)
class MixedGroup:
    name: str
    chinese: str
    civil: tuple[Card, ...]
    military: tuple[Card, ...]


def add_mixed(table: PlayTable, groups: Sequence[MixedGroup], copies: dict[Card, int], suits: Sequence[Suit],
              suit_of: dict[Card, Suit]) -> None:
    """§3.3: civil cards with military cards of the same group, any counts, at
    least one of each side; beaten only by a higher group of exactly the same shape."""
    for position, group in enumerate(groups):
        rank = len(groups) - position
        kinds = list(group.civil) + list(group.military)
        ranges = [range(copies[k] + 1) for k in kinds]
        for numbers in itertools.product(*ranges):
            civil = sum(numbers[: len(group.civil)])
            military = sum(numbers[len(group.civil):])
            if civil == 0 or military == 0:
                continue
            cards = [k for k, n in zip(kinds, numbers) for _ in range(n)]
            shape = _shape(cards, suit_of, suits)
            spelled = ", ".join(f"{n} {s.label}" for n, s in zip(shape, suits) if n)
            table.add(_combo(
                cards, kind="mixed", suit=None, name=f"{group.name} ({spelled})", group=group.name,
                rank=rank, shape=shape, compare=("mixed", shape), fours=_fours(cards)))


def add_supreme(table: PlayTable, cards_of: Sequence[Card], copies: dict[Card, int], suits: Sequence[Suit],
                suit_of: dict[Card, Suit], name: str, ends_trick: bool) -> None:
    """§3.4: any number of each supreme card, at least one of each: beats nothing, unbeaten."""
    ranges = [range(1, copies[k] + 1) for k in cards_of]
    for numbers in itertools.product(*ranges):
        cards = [k for k, n in zip(cards_of, numbers) for _ in range(n)]
        full = all(n == copies[k] for k, n in zip(cards_of, numbers))
        table.add(_combo(
            cards, kind="supreme", suit=None, name=f"{name} of {len(cards)}", rank=0,
            shape=_shape(cards, suit_of, suits), compare=None, ends_trick_when_led=ends_trick,
            full_set=full, fours=_fours(cards), group=name))


def add_groups(table: PlayTable, name: str, kinds: Sequence[Card], sizes: Sequence[int] | None, rank_by: str,
               copies: dict[Card, int], suits: Sequence[Suit], suit_of: dict[Card, Suit]) -> None:
    """Plays drawn only from ``kinds``, at least one of each, of the listed sizes (all sizes if None):
    Ma Hua Hua's bull, pendulum and fish. Compared with the same group of the same size: all equal
    (``rank_by: equal``) or more spots beat fewer (``spots``)."""
    ranges = [range(1, copies[k] + 1) for k in kinds]
    for numbers in itertools.product(*ranges):
        cards = [k for k, n in zip(kinds, numbers) for _ in range(n)]
        if sizes is not None and len(cards) not in sizes:
            continue
        table.add(_combo(
            cards, kind="group", suit=None, name=f"{name} of {len(cards)}", group=name,
            rank=sum(c.spots for c in cards) if rank_by == "spots" else 0, shape=_shape(cards, suit_of, suits),
            compare=("group", name, len(cards)), fours=_fours(cards)))


def apply_categories(table: PlayTable, categories: Sequence[tuple[str, Any]]) -> None:
    """Compare every play with every other of its size: first by category, then inside it.

    ``categories`` runs high → low, each ``("sets_of", card)`` (sets of that card), ``("group", name)``
    or ``("other", None)`` (every other single or set, by its suit rank)."""
    top = len(categories)
    other = next(i for i, (kind, _) in enumerate(categories) if kind == "other")
    for play in table.plays:
        if play.compare is None:
            continue
        index = other
        for i, (kind, value) in enumerate(categories):
            if (kind == "group" and play.group == value and play.kind == "group") or (
                    kind == "sets_of" and play.kind in ("single", "set") and set(play.cards) == {value}):
                index = i
                break
        play.rank = (top - index) * 1000 + play.rank
        play.compare = ("size", play.size)
        play.category = categories[index][1] if categories[index][0] != "sets_of" else f"sets of {categories[index][1]}"


def add_named(table: PlayTable, name: str, cards: Sequence[Card], suit: Suit, suits: Sequence[Suit],
              suit_of: dict[Card, Suit]) -> None:
    """A play made only of these exact cards, ranked above every set of its size in ``suit``
    (Chang Pai's 6:6 with 1:2, the highest pair of the mixed suit)."""
    top = max(suit.ranks.values()) + 1
    table.add(_combo(cards, kind="set", suit=suit.key, name=name, rank=top, shape=_shape(cards, suit_of, suits),
                     compare=("set", suit.key, len(cards)), fours=_fours(list(cards))))


def why_not_beat(new: Combination, old: Combination, suits: dict[str, Suit],
                 across: Sequence[tuple[str, str]] = ()) -> str:
    """The rule a play breaks when it does not beat the top play, in a player's words (a ``Reason``:
    its English text, and the message and fields a screen says it with in the language shown)."""
    if old.compare is None:
        return Reason(N_("nothing beats a {kind}: the others can only pass"), kind=play_kind(old))
    if new.compare is None:
        return Reason(N_("a {kind} beats nothing: it can only be led"), kind=play_kind(new))
    if old.kind in ("single", "set"):
        n = old.size
        suit = suit_word(suits[old.suit]) if old.suit else ""
        if n == 1:
            rule = Reason(N_("a single must be beaten by a higher single of the same suit"))
        else:
            rule = Reason(N_("a {set} must be beaten by a higher {set} of identical cards of the same suit"),
                          set=set_word(n))
        stronger = [suit_word(suits[a]) for a, b in across if b == old.suit]
        if stronger:
            rule = Reason(N_("{rule}, or by {suits} cards with at least as many spots"), rule=rule,
                          suits=Words(tuple(stronger)))
        if new.kind not in ("single", "set") or new.size != n:
            return rule
        first_new, first_old = Cards(new.cards[:1]), Cards(old.cards[:1])
        if new.suit != old.suit:
            return Reason(N_("{rule} ({old} is {suit}, {new} is not)"), rule=rule, old=first_old, suit=suit,
                          new=first_new)
        if new.rank == old.rank:
            return Reason(N_("{new} and {old} rank equal: neither beats the other"), new=first_new, old=first_old)
        return Reason(N_("{new} ranks below {old} in the {suit} suit"), new=first_new, old=first_old, suit=suit)
    if old.compare[0] == "size":
        if new.compare is None or new.size != old.size:
            return Reason(N_("a play of {n} is beaten only by a higher play of {n} cards"), n=old.size)
        if new.category != old.category:
            return Reason(N_("{new} is of a lower category than {old}"), new=play_name(new), old=play_name(old))
        if new.rank == old.rank:
            return Reason(N_("{new} and {old} rank equal: neither beats the other"),
                          new=play_name(new), old=play_name(old))
        return Reason(N_("{new} ranks below {old}"), new=play_name(new), old=play_name(old))
    if old.kind == "mixed":
        if new.kind != "mixed" or new.shape != old.shape:
            spelled = Words(tuple(Reason(N_("{n} {suit}"), n=n, suit=suit_word(s, short=True))
                                  for n, s in zip(old.shape, suits.values()) if n), ", ")
            return Reason(N_("a mixed play must be beaten by a mixed play of a higher group with exactly the same "
                             "mix ({mix})"), mix=spelled)
        if new.rank == old.rank:
            return Reason(N_("{new} does not beat {old}: the same group"), new=group_word(new), old=group_word(old))
        return Reason(N_("{new} ranks below {old}"), new=group_word(new), old=group_word(old))
    return Reason(N_("{new} does not beat {old}"), new=play_name(new), old=play_name(old))


# The words of a play inside a reason, each able to be said in the language shown.
KIND_WORDS = {"single": N_("single"), "set": N_("set"), "mixed": N_("mixed play"), "supreme": N_("supreme"),
              "group": N_("group")}
SET_TERMS = {1: N_("single"), 2: N_("pair"), 3: N_("triple"), 4: N_("four")}


def play_kind(combo: Combination) -> Term:
    return Term(KIND_WORDS.get(combo.kind, combo.kind))


def set_word(n: int) -> "Term | Reason":
    return Term(SET_TERMS[n]) if n in SET_TERMS else Reason(N_("set of {n}"), n=n)


def suit_word(suit: Suit, short: bool = False) -> FileWord:
    """A suit's name in lower case, as a reason says it ("civil", "military group 1"), or its short label."""
    if short:
        return FileWord(f"suits.{suit.key}.short" if suit.short else f"suits.{suit.key}.name", suit.label)
    return FileWord(f"suits.{suit.key}.name", suit.name.lower())


def group_word(combo: Combination) -> FileWord:
    """A mixed, supreme or drawn-from group play's group by its name in the file."""
    return FileWord(f"group:{combo.group}", str(combo.group))


def play_name(combo: Combination) -> PlayName:
    return PlayName(combo.name, combo.cards, str(combo.group or ""), combo.kind)
