"""Scoring a catch and settling the hand (docs/rules/fishing.md §7, §8).

Each card of a catch is a big, middle or small fish. A group counts as its
fish only when the catch holds what the group needs (the mixed rule's civil
and military kinds, every kind of the supreme, or all copies of a Jun kind);
otherwise its cards are small fish. ``explain`` gives the end-of-hand summary
line by line; ``points`` is the same total, fast and cached, for search.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from game.model import counts
from game.i18n import N_
from game.model.cards import Card
from game.reason import Cards as CardList, Named, Reason

Cards = tuple[Card, ...]
FIELD = counts.FIELD_BITS
MASK = counts.FIELD_MASK


@dataclass(frozen=True)
class Group:
    """A scoring group of §7: ``when`` is ``mixed``, ``every_kind`` or ``each_complete``."""

    name: str
    chinese: str
    when: str
    civil: Cards
    military: Cards
    kinds: Cards
    fish: str
    bonus: int = 0
    """Points added once when the catch holds every copy of every kind of the group."""


@dataclass(frozen=True)
class ScoreLine:
    """One line of a catch's score: these cards of ``group`` count as ``fish`` for ``each`` points each."""

    group: str
    chinese: str
    cards: Cards
    fish: str
    each: int
    points: int
    why: str


@dataclass(frozen=True)
class BonusLine:
    group: str
    chinese: str
    points: int
    why: str


@dataclass(frozen=True)
class CatchScore:
    """A catch's points explained: ``lines`` (each group's fish), ``bonuses``, and the ``total``."""

    lines: tuple[ScoreLine, ...]
    bonuses: tuple[BonusLine, ...]
    total: int

    @property
    def cards(self) -> Cards:
        return tuple(sorted(c for line in self.lines for c in line.cards))

    def fish_of(self, card: "str | Card") -> str | None:
        """Whether ``card`` counts as a big, middle or small fish in this catch (None if not in it)."""
        card = Card.parse(card)
        return next((line.fish for line in self.lines if card in line.cards), None)


@dataclass(frozen=True)
class PairSettlement:
    """Two seats settle the difference of their points (§8): ``lower`` pays ``higher`` ``chips``."""

    higher: int
    lower: int
    higher_points: int
    lower_points: int
    difference: int
    doubled: bool
    points: int
    """The difference, doubled where exactly one of the two reached the doubling mark."""
    chips: int


@dataclass(frozen=True)
class Settlement:
    chips: tuple[int, ...]
    pairs: tuple[PairSettlement, ...]


class Scoring:
    """The groups of §7 with the fish values and the mixed rule; answers per catch (a packed count vector)."""

    def __init__(self, groups: tuple[Group, ...], fish: dict[str, int], mixed_rule: str,
                 copies: dict[Card, int]) -> None:
        self.groups = groups
        self.fish = dict(fish)
        self.mixed_rule = mixed_rule
        self.copies = dict(copies)
        self._cache: dict[int, int] = {}
        self._small = self.fish["small"]
        grouped = {c for g in groups for c in g.kinds}
        self.others = tuple(c for c in sorted(copies) if c not in grouped)
        # The fast path: per group (fish value, shifts of civil kinds, military kinds, all kinds, full counts, bonus).
        self._plan = [(g.when, self.fish[g.fish], [FIELD * c.index for c in g.civil],
                       [FIELD * c.index for c in g.military], [FIELD * c.index for c in g.kinds],
                       [copies.get(c, 0) for c in g.kinds], g.bonus) for g in groups]
        # Each group's share depends only on the counts of its own kinds: (those fields, memo, plan) per group.
        self._group_memos: list[tuple[int, dict[int, int], tuple]] = [
            (sum(MASK << (FIELD * c.index) for c in g.kinds), {}, plan) for g, plan in zip(groups, self._plan)]
        self._explain_memos: list[dict[int, tuple]] = [{} for _ in groups]
        # The cards in no group, likewise: their fields, and their line (or none) by their counts.
        self._other_fields = sum(MASK << (FIELD * c.index) for c in self.others)
        self._other_lines: dict[int, tuple[ScoreLine, ...]] = {}
        # The groups a capture can change: those of the bait's kind and of the fish's (by card index pair).
        self._touched: dict[tuple[int, int], tuple[tuple[int, dict[int, int], tuple], ...]] = {}

    def points(self, catch: int) -> int:
        """The catch's points, bonuses included (§7)."""
        cached = self._cache.get(catch)
        if cached is not None:
            return cached
        total = counts.size(catch) * self.fish["small"]
        for fields, memo, plan in self._group_memos:
            key = catch & fields
            extra = memo.get(key)
            if extra is None:
                extra = memo[key] = self._group_points(plan, key)
            total += extra
        if len(self._cache) > 200_000:
            self._cache.clear()
        self._cache[catch] = total
        return total

    def after_capture(self, before: int, bait: int, fish: int, n: int) -> tuple[int, int]:
        """The points of catch ``before`` once a bait of kind ``bait`` and ``n`` fish of kind ``fish`` join
        it, and what they add: only those kinds' groups can change, so a capture looks at one or two groups,
        not the whole catch (issue 18). Equal to ``points(after)`` and ``points(after) - points(before)``;
        ``points`` then knows ``after`` too."""
        touched = self._touched.get((bait, fish))
        if touched is None:
            touched = self._touched[(bait, fish)] = self._groups_of(bait, fish)
        after = before + counts.ONE[bait] + n * counts.ONE[fish]
        gained = (1 + n) * self._small
        for fields, memo, plan in touched:
            was, now = before & fields, after & fields
            old = memo.get(was)
            if old is None:
                old = memo[was] = self._group_points(plan, was)
            new = memo.get(now)
            if new is None:
                new = memo[now] = self._group_points(plan, now)
            gained += new - old
        total = self.points(before) + gained
        if len(self._cache) > 200_000:
            self._cache.clear()
        self._cache[after] = total
        return total, gained

    def _groups_of(self, *kinds: int) -> tuple[tuple[int, dict[int, int], tuple], ...]:
        """The groups (their fields, memo and plan) holding any of ``kinds``, each once."""
        return tuple(g for g in self._group_memos if any((g[0] >> (FIELD * k)) & MASK for k in kinds))

    def _group_points(self, plan: tuple, catch: int) -> int:
        """What one group adds above small fish, from the catch's counts of the group's kinds only (§7);
        ``points`` remembers it by those counts, a few dozen shapes a group (issue 18)."""
        when, value, civil, military, kinds, full, bonus = plan
        small = self.fish["small"]
        total = 0
        two = self.mixed_rule == "two_military"
        have = [(catch >> s) & MASK for s in kinds]
        n = sum(have)
        if not n:
            return 0
        if when == "each_complete":
            total += sum((value - small) * h for h, f in zip(have, full) if h >= f)
        else:
            if when == "mixed":
                ok = all((catch >> s) & MASK for s in civil) and (
                    all((catch >> s) & MASK for s in military) if two else any((catch >> s) & MASK for s in military))
            else:
                ok = all(have)
            if ok:
                total += (value - small) * n
        if bonus and all(h >= f for h, f in zip(have, full)):
            total += bonus
        return total

    def explain(self, catch: int) -> CatchScore:
        """The catch's score line by line, for the end-of-hand summary."""
        lines: list[ScoreLine] = []
        bonuses: list[BonusLine] = []
        for g, (fields, _, _), memo in zip(self.groups, self._group_memos, self._explain_memos):
            key = catch & fields
            got = memo.get(key)
            if got is None:
                got = memo[key] = self._explain_group(g, key)
            lines += got[0]
            bonuses += got[1]
        key = catch & self._other_fields
        other = self._other_lines.get(key)
        if other is None:
            other = self._other_lines[key] = self._explain_others(key)
        lines += other
        total = sum(x.points for x in lines) + sum(b.points for b in bonuses)
        return CatchScore(tuple(lines), tuple(bonuses), total)

    def _explain_others(self, catch: int) -> tuple[ScoreLine, ...]:
        """The line of the catch's cards in no group (none without such cards): ``explain`` remembers it by
        their counts, as it does each group's lines (issue 18)."""
        rest = [c for c in self.others for _ in range(counts.count_of(catch, c))]
        if not rest:
            return ()
        each = self.fish["small"]
        return (ScoreLine(OTHER_FISH, "", tuple(rest), "small", each, each * len(rest),
                          Reason(N_("in no group: always small"))),)

    def _explain_group(self, g: Group, catch: int) -> tuple[tuple[ScoreLine, ...], tuple[BonusLine, ...]]:
        """Group ``g``'s lines and bonus for a catch, which read only the counts of the group's own kinds:
        ``explain`` remembers them by those counts (issue 18; the lines are frozen values)."""
        have = {c: counts.count_of(catch, c) for c in self.copies}
        lines: list[ScoreLine] = []
        bonuses: list[BonusLine] = []

        def line(name: str, chinese: str, cards: list[Card], fish: str, why: str) -> None:
            each = self.fish[fish]
            lines.append(ScoreLine(name, chinese, tuple(cards), fish, each, each * len(cards), why))

        if g.when == "each_complete":
            for kind in g.kinds:
                n, full = have[kind], self.copies[kind]
                if n:
                    done = n >= full
                    line(f"{g.name} {kind}", g.chinese, [kind] * n, g.fish if done else "small",
                         Reason(N_("all {full} {card}"), full=full, card=CardList((kind,))) if done else
                         Reason(N_("{n} of the {full} {card}: a {group} needs all {full}"), n=n, full=full,
                                card=CardList((kind,)), group=Named(g.name, g.chinese)))
        else:
            cards = [c for c in g.kinds for _ in range(have[c])]
            if cards:
                missing = self._missing(g, have)
                ok = not missing
                line(g.name, g.chinese, cards, g.fish if ok else "small",
                     _present_words(g, have) if ok else Reason(N_("no {cards}: small fish"), cards=missing))
        if g.bonus and all(have[c] >= self.copies[c] for c in g.kinds):
            n = sum(self.copies[c] for c in g.kinds)
            bonuses.append(BonusLine(g.name, g.chinese, g.bonus, Reason(N_("all {n} cards of {group}"), n=n,
                                                                        group=Named(g.name, g.chinese))))
        return tuple(lines), tuple(bonuses)

    def _missing(self, g: Group, have: dict[Card, int]) -> CardList:
        """What the catch lacks for group ``g`` to count (empty when it counts): these cards, one of them."""
        if g.when == "every_kind":
            return CardList(tuple(c for c in g.kinds if not have[c]), " or ")
        lacking_civil = [c for c in g.civil if not have[c]]
        military = [c for c in g.military if have[c]]
        if self.mixed_rule == "two_military":
            lacking = lacking_civil + [c for c in g.military if not have[c]]
            return CardList(tuple(lacking), " or ")
        if lacking_civil:
            return CardList(tuple(lacking_civil), " or ")
        return CardList((), " or ") if military else CardList(tuple(g.military), " or ")


# The line of a catch's cards in no group.
OTHER_FISH = N_("Other fish")


def _present_words(g: Group, have: dict[Card, int]) -> str:
    present = [c for c in g.kinds if have[c]]
    if len(present) > 1:
        return Reason(N_("{first} with {rest}"), first=CardList(tuple(present[:1])), rest=CardList(tuple(present[1:])))
    return Reason("{card}", card=CardList(tuple(present[:1])))


def settle(points: "list[int] | tuple[int, ...]", seats: Iterable[int], doubled_from: int | None,
           per_chip: int) -> Settlement:
    """Pairwise settlement (§8): the lower pays the higher the difference, doubled when exactly one of the
    two has ``doubled_from`` or more; chips are points / ``per_chip``, truncated pair by pair."""
    seats = list(seats)
    chips = [0] * len(points)
    pairs = []
    for i, a in enumerate(seats):
        for b in seats[i + 1:]:
            hi, lo = (a, b) if points[a] >= points[b] else (b, a)
            diff = points[hi] - points[lo]
            doubled = doubled_from is not None and (points[hi] >= doubled_from) != (points[lo] >= doubled_from)
            owed = diff * 2 if doubled else diff
            paid = owed // per_chip
            chips[hi] += paid
            chips[lo] -= paid
            pairs.append(PairSettlement(hi, lo, points[hi], points[lo], diff, doubled, owed, paid))
    return Settlement(tuple(chips), tuple(pairs))
