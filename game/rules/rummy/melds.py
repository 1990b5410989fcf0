"""The eight melds of Si Se Pai (docs/rules/si-se-pai.md §3) and the tables the engine reads them from.

Why tables: a claim window asks every seat, for every card turned up or thrown
away, which melds it could make and whether the rest of its hand still splits
into melds (§5, §6). A search player asks that thousands of times a second, so
everything the meld definitions fix is computed once here:

- ``TEMPLATES[card]``: every meld the card can be part of, as the other cards
  it needs (a packed count vector) — a claim is one ``contains`` and one subtraction;
- the best split of a concealed hand (§7) is the sum of independent parts:
  per colour its General-Advisor-Elephant counts and its Chariot-Horse-Cannon
  counts, the four colours' Soldiers together (footman groups cross colours),
  and the jokers (always alone). Each part's best points, or "no split", is
  a dictionary lookup built at load for the variant's point table.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import product
from typing import Callable, Iterable, Sequence

from game.i18n import N_
from game.model.four_colour import (AD, CH, CN, EL, FIELD_BITS, FIELD_MASK, GN, HS, JOKER, ONE, SD, FourColourCard,
                                    pack_indices)

MELDS = ("one_card", "pair", "command", "field", "triple", "three_footman", "quad", "four_footman")
"""The meld types, by the names of the variant file's point table (§3)."""
MELD_WORDS = {"one_card": N_("one-card meld"), "pair": N_("pair"), "command": N_("command group"),
              "field": N_("field group"), "triple": N_("triple"), "three_footman": N_("three-footman group"),
              "quad": N_("quad"), "four_footman": N_("four-footman group")}
GROUPS = frozenset(("command", "field", "three_footman", "four_footman"))
"""The groups: what the drawer melds at priority 4 and the next player may chi at priority 5 (§5)."""
IDENTICAL = frozenset(("triple", "quad"))
"""What pong and gan complete (§5 priority 3)."""

COLOUR_BITS = 7 * FIELD_BITS
PART_BITS = 3 * FIELD_BITS
PART_MASK = (1 << PART_BITS) - 1
COLOUR_PART_MASK = (1 << 2 * PART_BITS) - 1
"""A colour's General-to-Cannon counts: its two parts, the Soldier left out."""
JOKER_SHIFT = JOKER * FIELD_BITS
ALONE = sum(FIELD_MASK << (FIELD_BITS * (c * 7 + GN)) for c in range(4)) | (FIELD_MASK << JOKER_SHIFT)
"""The fields of the Generals and the joker: a hand with nothing outside them has no card to discard (§4.3)."""
NOT_ALONE = sum(FIELD_MASK << (FIELD_BITS * i) for i in range(JOKER + 1)) & ~ALONE
SOLDIER_SHIFTS = tuple(FIELD_BITS * (c * 7 + SD) for c in range(4))


def idx(colour: int, rank: int) -> int:
    return colour * 7 + rank


def classify(cards: Sequence[int]) -> str | None:
    """The meld type of these card indices, or None if they are no meld (§3)."""
    n = len(cards)
    if not n or n > 4:
        return None
    by = FourColourCard.from_index
    first = cards[0]
    if n == 1:
        return "one_card" if by(first).alone_only else None
    if all(c == first for c in cards):
        if by(first).alone_only:
            return None        # Generals and jokers never pair, triple or quad (§3)
        return ("pair", "triple", "quad")[n - 2]
    cs = [by(c) for c in cards]
    if any(c.is_joker for c in cs):
        return None
    if all(c.rank == SD for c in cs) and len({c.colour for c in cs}) == n and n >= 3:
        return "three_footman" if n == 3 else "four_footman"
    if n == 3 and len({c.colour for c in cs}) == 1:
        ranks = sorted(c.rank for c in cs)
        if ranks == [GN, AD, EL]:
            return "command"
        if ranks == [CH, HS, CN]:
            return "field"
    return None


@dataclass(frozen=True)
class Template:
    """A meld the offered card can make: ``kind``, and the other cards it needs from the hand."""

    kind: str
    need: tuple[int, ...]
    """The hand's cards, as card indices, sorted."""
    packed: int


def _templates(x: int) -> tuple[Template, ...]:
    card = FourColourCard.from_index(x)
    out: list[tuple[str, tuple[int, ...]]] = []
    if card.alone_only:
        out.append(("one_card", ()))
        if card.is_general:
            c = card.colour
            out.append(("command", (idx(c, AD), idx(c, EL))))
    else:
        c, r = card.colour, card.rank
        out += [("pair", (x,)), ("triple", (x, x)), ("quad", (x, x, x))]
        if r in (AD, EL):
            out.append(("command", tuple(sorted(idx(c, k) for k in (GN, AD, EL) if k != r))))
        elif r in (CH, HS, CN):
            out.append(("field", tuple(sorted(idx(c, k) for k in (CH, HS, CN) if k != r))))
        else:
            others = [o for o in range(4) if o != c]
            for skip in others:
                out.append(("three_footman", tuple(sorted(idx(o, SD) for o in others if o != skip))))
            out.append(("four_footman", tuple(idx(o, SD) for o in others)))
    return tuple(Template(k, need, pack_indices(need)) for k, need in out)


TEMPLATES: tuple[tuple[Template, ...], ...] = tuple(_templates(x) for x in range(JOKER + 1))


# -- the best split of a concealed hand (§7) ---------------------------------------------------

@dataclass(frozen=True)
class PointTable:
    """Points of each meld type, exposed and concealed (§7)."""

    exposed: dict[str, int]
    concealed: dict[str, int]


NO = -10 ** 6   # "does not split into melds"


def _identical(n: int, pts: dict[str, int]) -> tuple[int, tuple[str, ...]]:
    """Best points of ``n`` identical (non-General) cards as pairs, triples and quads, with the melds."""
    best: tuple[int, tuple[str, ...]] = (NO, ())
    if n == 0:
        return 0, ()
    for size, kind in ((2, "pair"), (3, "triple"), (4, "quad")):
        if n >= size:
            p, ms = _identical(n - size, pts)
            if p > NO and p + pts[kind] > best[0]:
                best = (p + pts[kind], (kind,) + ms)
    return best


class Splitter:
    """The best split of concealed cards under one point table, from tables built once (see module doc)."""

    def __init__(self, pts: dict[str, int]) -> None:
        self.pts = pts
        ident = {n: _identical(n, pts) for n in range(16)}
        self.command: dict[int, int] = {}
        self.field: dict[int, int] = {}
        self._command_how: dict[int, tuple] = {}
        self._field_how: dict[int, tuple] = {}
        for a in range(5):
            for b in range(5):
                for c in range(5):
                    key = a | (b << FIELD_BITS) | (c << 2 * FIELD_BITS)
                    # command part: a Generals, b Advisors, c Elephants
                    best, how = NO, None
                    for k in range(min(a, b, c) + 1):
                        p = k * pts["command"] + (a - k) * pts["one_card"] + ident[b - k][0] + ident[c - k][0]
                        if ident[b - k][0] > NO and ident[c - k][0] > NO and p > best:
                            best, how = p, (k, a - k, ident[b - k][1], ident[c - k][1])
                    if how is not None:
                        self.command[key] = best
                        self._command_how[key] = how
                    # field part: a Chariots, b Horses, c Cannons
                    best, how = NO, None
                    for k in range(min(a, b, c) + 1):
                        parts = (ident[a - k], ident[b - k], ident[c - k])
                        if all(q[0] > NO for q in parts):
                            p = k * pts["field"] + sum(q[0] for q in parts)
                            if p > best:
                                best, how = p, (k, parts[0][1], parts[1][1], parts[2][1])
                    if how is not None:
                        self.field[key] = best
                        self._field_how[key] = how
        self.soldiers: dict[int, int] = {}
        self._soldier_how: dict[int, tuple] = {}
        for y in range(5):
            for r in range(5):
                for g in range(5):
                    for w in range(5):
                        p, how = self._soldier_best((y, r, g, w))
                        if p > NO:
                            key = y | (r << 5) | (g << 10) | (w << 15)
                            self.soldiers[key] = p
                            self._soldier_how[key] = how
        self._soldier_waits = _part_waits(self.soldiers, 4, tuple(c * 7 + SD for c in range(4)))
        self._colours = self._colour_parts()
        self.known_waits = Waits(self._find_waits)
        """``waits`` by packed hand, remembered: indexed directly where a claim window is opened."""

    @lru_cache(maxsize=None)
    def _soldier_best(self, s: tuple[int, int, int, int]) -> tuple[int, tuple]:
        """Soldiers per colour: footman groups across colours, the rest in identical sets."""
        pts = self.pts
        best = NO
        how: tuple = ()
        parts = [_identical(n, pts) for n in s]
        if all(q[0] > NO for q in parts):
            best = sum(q[0] for q in parts)
            how = tuple(("same", c, q[1]) for c, q in enumerate(parts))
        if all(s):
            p, h = self._soldier_best(tuple(n - 1 for n in s))
            if p > NO and p + pts["four_footman"] > best:
                best, how = p + pts["four_footman"], (("four", (0, 1, 2, 3)),) + h
        for skip in range(4):
            cols = tuple(c for c in range(4) if c != skip)
            if all(s[c] for c in cols):
                p, h = self._soldier_best(tuple(n - (1 if c != skip else 0) for c, n in enumerate(s)))
                if p > NO and p + pts["three_footman"] > best:
                    best, how = p + pts["three_footman"], (("three", cols),) + h
        return best, how

    @staticmethod
    def soldier_key(hand: int) -> int:
        s0, s1, s2, s3 = SOLDIER_SHIFTS
        return (((hand >> s0) & FIELD_MASK) | (((hand >> s1) & FIELD_MASK) << 5)
                | (((hand >> s2) & FIELD_MASK) << 10) | (((hand >> s3) & FIELD_MASK) << 15))

    def points(self, hand: int) -> int:
        """Best points of the concealed ``hand`` (packed), or ``NO`` if it does not split into melds."""
        total = ((hand >> JOKER_SHIFT) & FIELD_MASK) * self.pts["one_card"]
        command, field = self.command, self.field
        for c in range(4):
            base = hand >> (c * COLOUR_BITS)
            p = command.get(base & PART_MASK)
            q = field.get((base >> PART_BITS) & PART_MASK)
            if p is None or q is None:
                return NO
            total += p + q
        p = self.soldiers.get(self.soldier_key(hand))
        if p is None:
            return NO
        return total + p

    def complete(self, hand: int) -> bool:
        """Whether the concealed ``hand`` splits entirely into melds (§6)."""
        command, field = self.command, self.field
        for c in range(4):
            base = hand >> (c * COLOUR_BITS)
            if (base & PART_MASK) not in command or ((base >> PART_BITS) & PART_MASK) not in field:
                return False
        return self.soldier_key(hand) in self.soldiers

    def _colour_parts(self) -> dict[int, tuple[int, int]]:
        """For the six General-to-Cannon counts of a colour (up to four each, colour 0's places): how many
        of its two parts do not split, and the cards it waits on (those of the part that does not split,
        or of either when both do)."""
        command = _part_waits(self.command, 3, (GN, AD, EL))
        field = _part_waits(self.field, 3, (CH, HS, CN))
        out = {}
        for low in three_kind_parts():
            for high in three_kind_parts():
                cw, fw = command.get(low, 0), field.get(high, 0)
                unsplit = [w for w, splits in ((cw, low in self.command), (fw, high in self.field)) if not splits]
                out[low | high << PART_BITS] = (len(unsplit), unsplit[0] if len(unsplit) == 1 else
                                                0 if unsplit else cw | fw)
        return out

    def waits(self, hand: int) -> int:
        """The cards that would complete ``hand``: bit ``x`` set when ``hand`` plus card ``x`` splits into melds.

        A claim window asks every seat about every card, and only a card the hand waits on can make a win
        (the claimed meld and a rest that splits are a split of the hand with the card), so this is asked
        far more often than the hand changes: remembered by the packed hand, for every game of the variant
        and every copy a search makes."""
        return self.known_waits[hand]

    def _find_waits(self, hand: int) -> int:
        """``waits`` worked out: one card changes one part (a colour's General-Advisor-Elephant or
        Chariot-Horse-Cannon counts, or the Soldiers), so a hand with two parts that do not split waits on
        nothing (most hands: it stops at the second), one with one such part waits on that part's cards,
        and a complete hand on every part's and the joker."""
        unsplit = 0
        waits = 0            # the unsplit part's cards, or while every part splits, all the parts' cards
        colours = self._colours
        for c in range(4):
            n, w = colours[(hand >> (c * COLOUR_BITS)) & COLOUR_PART_MASK]
            if n:
                unsplit += n
                if unsplit > 1:
                    return 0
                waits = w << (c * 7)
            elif not unsplit:
                waits |= w << (c * 7)
        key = self.soldier_key(hand)
        w = self._soldier_waits.get(key, 0)
        if key not in self.soldiers:
            return 0 if unsplit else w
        return waits if unsplit else waits | w | 1 << JOKER   # a joker is a meld alone

    def split(self, hand: int) -> list[tuple[str, tuple[int, ...]]]:
        """The melds of the best split (type, card indices), for the summary; ValueError if none."""
        if self.points(hand) <= NO:
            raise ValueError("these cards do not split into melds")
        out: list[tuple[str, tuple[int, ...]]] = []
        for _ in range((hand >> JOKER_SHIFT) & FIELD_MASK):
            out.append(("one_card", (JOKER,)))
        for c in range(4):
            base = hand >> (c * COLOUR_BITS)
            k, singles, ads, els = self._command_how[base & PART_MASK]
            g, a, e = idx(c, GN), idx(c, AD), idx(c, EL)
            out += [("command", (g, a, e))] * k + [("one_card", (g,))] * singles
            out += _sets(a, ads) + _sets(e, els)
            k, chs, hss, cns = self._field_how[(base >> PART_BITS) & PART_MASK]
            out += [("field", (idx(c, CH), idx(c, HS), idx(c, CN)))] * k
            out += _sets(idx(c, CH), chs) + _sets(idx(c, HS), hss) + _sets(idx(c, CN), cns)
        for step in self._soldier_how[self.soldier_key(hand)]:
            if step[0] == "same":
                out += _sets(idx(step[1], SD), step[2])
            else:
                out.append(("four_footman" if step[0] == "four" else "three_footman",
                            tuple(idx(c, SD) for c in step[1])))
        return out


_SIZE = {"pair": 2, "triple": 3, "quad": 4}


class Waits(dict):
    """``Splitter.waits`` remembered by packed hand: ``waits[hand]`` is one lookup when known, and works
    it out (with ``find``) when not; it starts afresh past ``KEPT`` hands (about 13 MB)."""

    KEPT = 100_000

    def __init__(self, find: Callable[[int], int]) -> None:
        super().__init__()
        self.find = find

    def __missing__(self, hand: int) -> int:
        if len(self) >= self.KEPT:
            self.clear()
        w = self[hand] = self.find(hand)
        return w


def three_kind_parts() -> list[int]:
    """Every part of three kinds (a colour's General-Advisor-Elephant or Chariot-Horse-Cannon counts) with
    up to four of each, packed."""
    return [a | b << FIELD_BITS | c << 2 * FIELD_BITS for a, b, c in product(range(5), repeat=3)]


def _part_waits(table: dict[int, int], fields: int, cards: tuple[int, ...]) -> dict[int, int]:
    """For each part of up to four of each of its ``fields`` kinds: the cards (bit ``cards[k]`` for the
    ``k``-th field) whose addition leaves a part that splits (is in ``table``); parts waiting on nothing left out."""
    out: dict[int, int] = {}
    for counts in product(range(5), repeat=fields):
        key = sum(n << (FIELD_BITS * k) for k, n in enumerate(counts))
        w = 0
        for k in range(fields):
            if key + (1 << (FIELD_BITS * k)) in table:
                w |= 1 << cards[k]
        if w:
            out[key] = w
    return out


def _sets(card: int, kinds: Iterable[str]) -> list[tuple[str, tuple[int, ...]]]:
    return [(k, (card,) * _SIZE[k]) for k in kinds]


def has_discard(hand: int) -> bool:
    """Whether the hand holds a card that may be discarded: anything but a General or a joker (§4.3)."""
    return bool(hand & NOT_ALONE)
