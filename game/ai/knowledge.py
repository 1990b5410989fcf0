"""What a computer player can know, and the variant's tables it thinks with.

Everything here starts from an ``Observation`` (what a person in the seat sees,
sap-ng-wu.md §10) or from a game the player built itself from one; nothing
reaches the real game. Two things live here:

- ``Tables``: facts the variant fixes, derived once per variant and cached
  (DESIGN.md "Speed is strength"): for each combination the packed cards of the
  plays that beat it, the mixed groups as masks, how each kind splits into
  sets. The players ask these on every decision and in every playout.
- ``unseen`` and ``sample_hands``: the cards this seat has not seen (the deck
  less its own hand, every face-up wu card, the set-aside cards and the plays
  of this trick), and random deals of them to the other seats by their known
  hand sizes, which is how the search player gets games to play out
  (determinization).
"""
from __future__ import annotations

import random
from typing import Sequence

from game.model import counts
from game.model.cards import KIND_COUNT, Card
from game.rules import Observation, Variant, load_variant
from game.rules.climbing.game import layable_supremes
from game.rules.climbing.plays import Combination, presence

ONE = counts.ONE
GUARD = counts.GUARD
FIELD = counts.FIELD_BITS
KIND_MASK = [counts.FIELD_MASK << (FIELD * i) for i in range(KIND_COUNT)]


LOW = GUARD >> 3  # the low bit of every field


def contains(hand: int, part: int) -> bool:
    return (hand + GUARD - part) & GUARD == GUARD


BeatTest = tuple[int, int, tuple[int, ...]]


def beat_test(c: Combination) -> BeatTest:
    """The plays that beat ``c`` as ``(add, mask, rest)``: held in ``hand`` when ``(hand + add) & mask``
    or when ``hand`` contains one of ``rest`` (``holds_beater``).

    Why: whether a hand holds something that beats a play is the question every
    playout decision asks most, and a single can have twenty beaters. A play of
    ``n`` copies of one kind is in a hand exactly when that kind's count plus
    ``8 - n`` sets the field's guard bit (counts stay below 8, so nothing carries
    into the next field), so one addition and one mask test every such beater of
    one size at once; the others (mixed plays, the supreme) are tested one by one.
    """
    add = mask = 0
    n = 0
    rest: list[int] = []
    for b in c.beaten_by:
        kinds = {card.index for card in b.cards}
        if len(kinds) == 1 and (not mask or len(b.cards) == n):
            n = len(b.cards)
            add = (8 - n) * LOW
            mask |= 8 << (FIELD * kinds.pop())
        else:
            rest.append(b.packed)
    return add, mask, tuple(rest)


def holds_beater(hand: int, test: BeatTest) -> bool:
    """Whether ``hand`` holds a play that beats the one ``test`` was made for (``beat_test``)."""
    add, mask, rest = test
    if (hand + add) & mask:
        return True
    for b in rest:
        if (hand + GUARD - b) & GUARD == GUARD:
            return True
    return False


SETS_KEPT = 20_000  # about 500 bytes each: at most about 10 MB
SetsOf = tuple[tuple[Combination, ...], tuple[tuple[int, int], ...]]


class Tables:
    """A variant's plays seen from a player's side, built once per variant."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.by_packed = variant.table.by_packed
        plays = variant.table.plays
        self.plays = plays
        # The packed cards of each play's beaters; every beater has the play's size.
        self.beaters: list[tuple[int, ...]] = [tuple(b.packed for b in c.beaten_by) for c in plays]
        self.beat_tests: list[BeatTest] = [beat_test(c) for c in plays]
        self.sure_by_rule: list[bool] = [not c.beaten_by for c in plays]
        self.sizes: list[int] = [len(c.cards) for c in plays]
        # Each play's (id, size), made once: the split memo's entries share them rather than hold fresh ones.
        self.id_size: list[tuple[int, int]] = [(c.id, len(c.cards)) for c in plays]
        # Mixed groups as masks over their kinds, high group first.
        groups: dict[str, int] = {}
        group_rank: dict[str, int] = {}
        for c in plays:
            if c.kind == "mixed" and c.group is not None:
                mask = groups.get(c.group, 0)
                for card in c.cards:
                    mask |= KIND_MASK[card.index]
                groups[c.group] = mask
                group_rank[c.group] = c.rank
        self.group_masks: list[int] = [groups[g] for g in sorted(groups, key=lambda g: -group_rank[g])]
        in_group = 0
        for m in self.group_masks:
            in_group |= m
        sup = 0
        for c in variant.supreme_plays:
            for card in c.cards:
                sup |= KIND_MASK[card.index]
        self.supreme_mask = sup
        # How n copies of a kind split into plays: the biggest allowed set first (§3.1-3.2).
        self.split: list[list[tuple[Combination, ...]]] = []
        for i in range(KIND_COUNT):
            sizes = [n for n in range(1, 8) if (ONE[i] * n) in self.by_packed
                     and self.by_packed[ONE[i] * n].kind in ("single", "set")]
            row: list[tuple[Combination, ...]] = []
            for n in range(0, 8):
                out: list[Combination] = []
                left = n
                while left:
                    fit = [s for s in sizes if s <= left]
                    if not fit:
                        break
                    s = max(fit)
                    out.append(self.by_packed[ONE[i] * s])
                    left -= s
                row.append(tuple(out))
            self.split.append(row)
        # Plays of unlike cards that are neither mixed nor supreme (Chang Pai's 6:6 with 1:2).
        self.named: list[Combination] = [c for c in plays if c.kind not in ("mixed", "supreme")
                                         and len(set(c.cards)) > 1]
        # The same, in runs of plays of the same kinds (Ma Hua Hua's 52 groups are three such runs), each
        # with the kinds it needs: a hand missing one of them holds no play of the run.
        self.named_runs: list[tuple[int, list[Combination]]] = []
        for c in self.named:
            kinds = presence(c.packed)
            if self.named_runs and self.named_runs[-1][0] == kinds:
                self.named_runs[-1][1].append(c)
            else:
                self.named_runs.append((kinds, [c]))
        self.single: list[Combination | None] = [self.by_packed.get(ONE[i]) for i in range(KIND_COUNT)]
        self.loose_kinds = [i for i in range(KIND_COUNT)
                            if not (KIND_MASK[i] & in_group) and not (KIND_MASK[i] & sup)]
        self.tiers = [(t.wu, t.chips) for t in variant.tiers]
        self.first_tier = variant.tiers[0].wu if variant.tiers else 10 ** 6
        self._sets_of: dict[int, SetsOf] = {}

    def sets_of(self, part: int) -> SetsOf:
        """How the cards ``part`` split into sets (``split`` kind by kind): the plays, and each one's id and size.

        The split depends on the cards alone, and a playout asks it for the
        same parts of a shrinking hand decision after decision, so it is kept
        (up to ``SETS_KEPT`` parts, then started afresh).
        """
        known = self._sets_of.get(part)
        if known is None:
            plays: list[Combination] = []
            i = 0
            rest = part
            while rest:
                n = rest & counts.FIELD_MASK
                if n:
                    plays.extend(self.split[i][n])
                rest >>= FIELD
                i += 1
            if len(self._sets_of) >= SETS_KEPT:
                self._sets_of.clear()
            id_size = self.id_size
            known = self._sets_of[part] = (tuple(plays), tuple([id_size[c.id] for c in plays]))
        return known


_tables: dict[int, Tables] = {}
_variants: dict[str, Variant] = {}


def tables_for(variant: Variant) -> Tables:
    t = _tables.get(id(variant))
    if t is None or t.variant is not variant:
        t = Tables(variant)
        _tables[id(variant)] = t
    return t


def variant_of(obs: Observation) -> Variant:
    """The variant an observation names: its rules are public, so any player may load them.

    ``obs.variant`` is what ``load_variant`` takes (a built-in id, or a house
    rule's full path); loaded variants are kept here, so a decision costs no file check.
    """
    v = _variants.get(obs.variant)
    if v is None:
        v = _variants[obs.variant] = load_variant(obs.variant)
    return v


def seen_by(obs: Observation) -> int:
    """Every card this seat has seen and can place: its hand, all face-up wu and laid-out cards, the set-aside
    cards, this trick."""
    total = counts.pack(obs.hand) + counts.pack(obs.set_aside)
    for w in obs.wu_cards:
        total += counts.pack(w)
    for a in obs.laid_aside:
        total += counts.pack(a)
    for _, cards in obs.trick:
        if cards is not None:
            total += counts.pack(cards)
    return total


def unseen(obs: Observation, variant: Variant | None = None) -> int:
    """The cards this seat cannot place (packed): in other hands, or out of play."""
    v = variant or variant_of(obs)
    return v.deck_packed - seen_by(obs)


DECISIONS = ("lead", "beat", "decide", "layout")  # the kinds of decision a climbing seat meets


def decision_kind(obs: Observation) -> str:
    """The kind of decision ``obs`` asks for: a lead, a beat or pass, declare or continue, lay out or pass."""
    if obs.phase == "play":
        return "lead" if obs.top is None else "beat"
    return obs.phase


def decision_kinds(spec: str) -> frozenset[str]:
    """Kinds of decision named in an option, joined by ``+`` (``"lead+decide"``); a kind not in ``DECISIONS``
    is refused by name, so that a misspelt option cannot silently do nothing."""
    kinds = frozenset(spec.split("+")) if spec else frozenset()
    unknown = kinds - set(DECISIONS)
    if unknown:
        raise ValueError(f"kinds of decision are {', '.join(DECISIONS)}, not {', '.join(sorted(unknown))}")
    return kinds


def card_kinds(packed: int) -> list[int]:
    """Packed counts as a list of card kinds, one entry per card (``0b0010_0001`` -> ``[0, 1, 1]``)."""
    out: list[int] = []
    i = 0
    while packed:
        n = packed & counts.FIELD_MASK
        if n:
            out.extend([i] * n)
        packed >>= FIELD
        i += 1
    return out


def layout_options(v: Variant, hand: int) -> int:
    """How many ways ``hand`` could lay out a supreme (the game's ``layable_supremes``): 0 where it holds none
    or the variant lays none out."""
    return 0 if v.layout_supreme == "none" else len(layable_supremes(v, hand))


def layouts_over(v: Variant, obs: Observation) -> bool:
    """Whether every seat has had its chance to lay out a supreme: in play, or declaring after a trick."""
    return v.layout_supreme != "none" and bool(v.supreme_plays) and (
        obs.phase == "play" or (obs.phase == "decide" and not obs.in_layout))


def _never_in_hand(v: Variant, obs: Observation) -> int:
    """A mask of the cards no hand can hold once play has begun: multiplier cards (gods of wealth) and
    hard cards laid out alone all go out before play, so unseen ones are out of play (a talon left)."""
    if obs.phase in ("talon", "redeal", "bid"):
        return 0
    mask = v.multiplier_mask
    if v.hard_cards and not v.hard_together:
        mask |= v.hard_mask
    return mask


class Sampler:
    """Deals the unseen cards to the other seats, consistent with what the observer saw.

    Each other seat gets exactly its known hand size; what is left is out of
    play. Where the variant has the obligation to beat (``turn:
    obligation_to_beat``), a seat that passed the top play holds nothing that
    beats it, and deals that break this are redealt (a bounded number of times).
    With ``laid_out``, once the layouts are over no other seat holds a supreme
    it could have laid out: Normal lays out every one it holds (the biggest,
    which takes every supreme card), so a deal giving one such a supreme
    would have it play a hand nobody at the table holds.
    """

    def __init__(self, obs: Observation, variant: Variant | None = None, tables: Tables | None = None,
                 laid_out: bool = False) -> None:
        v = variant or variant_of(obs)
        self.obs = obs
        self.variant = v
        self.tables = tables or tables_for(v)
        self.hand = counts.pack(obs.hand)
        self.unseen = v.deck_packed - seen_by(obs)
        self.cards = card_kinds(self.unseen - (self.unseen & _never_in_hand(v, obs)))
        self.others = [s for s in range(obs.players) if s != obs.seat]
        self.sizes = [obs.hand_sizes[s] for s in self.others]
        if sum(self.sizes) > len(self.cards):
            raise ValueError(f"the other seats hold {sum(self.sizes)} cards but only {len(self.cards)} are unseen")
        self.constraints: list[tuple[int, tuple[int, ...]]] = []
        if v.obligation_to_beat and obs.top is not None and obs.phase == "play":
            top = self.tables.by_packed.get(counts.pack(obs.top[1]))
            if top is not None:
                beaters = self.tables.beaters[top.id]
                for s in obs.passed:
                    if s != obs.seat and beaters:
                        self.constraints.append((self.others.index(s), beaters))
        self.laid_out = laid_out and layouts_over(v, obs)

    def allows(self, hands: Sequence[int]) -> bool:
        """Whether a deal (every seat's packed hand) keeps the obligation to beat: no seat that passed holds a
        beater of the top play; and with ``laid_out``, no other seat holds a supreme."""
        if self.laid_out and any(layout_options(self.variant, hands[s]) for s in self.others):
            return False
        return all(not any(contains(hands[self.others[i]], b) for b in beaters) for i, beaters in self.constraints)

    def packed(self, rng: random.Random) -> list[int]:
        """One deal: every seat's packed hand, the observer's own included."""
        for _ in range(30):
            out = self._deal(rng)
            if self.allows(out):
                break
        return out

    def _deal(self, rng: random.Random) -> list[int]:
        cards = self.cards
        rng.shuffle(cards)
        out = [0] * self.obs.players
        out[self.obs.seat] = self.hand
        _split(cards, out, self.others, self.sizes)
        return out

    def hiding_own(self, rng: random.Random, n: int) -> list[list[int]]:
        """``n`` deals in which the observer's own hand is dealt out with the unseen cards, as another seat,
        which could not see it, would deal them (Hard's ``mind``, docs/ai.md session 31). Unlike ``packed``,
        no deal is checked against what the observer saw: the seat judged did not see it."""
        me = self.obs.seat
        seats = [me] + self.others
        sizes = [counts.size(self.hand)] + self.sizes
        cards = self.cards + card_kinds(self.hand)
        out = []
        for _ in range(n):
            rng.shuffle(cards)
            world = [0] * self.obs.players
            _split(cards, world, seats, sizes)
            out.append(world)
        return out

    def hands(self, rng: random.Random) -> list[list[Card]]:
        """One deal as lists of cards (``ClimbingGame.from_observation`` takes ``packed`` deals too)."""
        return [counts.unpack(h) for h in self.packed(rng)]


def _split(cards: Sequence[int], out: list[int], seats: Sequence[int], sizes: Sequence[int]) -> None:
    """Shuffled ``cards`` (kinds) dealt in order into ``out``, ``sizes[k]`` of them to seat ``seats[k]``."""
    at = 0
    for s, n in zip(seats, sizes):
        h = 0
        for i in cards[at:at + n]:
            h += ONE[i]
        out[s] = h
        at += n


def sample_hands(obs: Observation, rng: random.Random) -> list[list[Card]]:
    """A random deal of the unseen cards consistent with ``obs``: every seat's hand, own one included."""
    return Sampler(obs).hands(rng)
