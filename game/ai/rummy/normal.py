"""Normal Si Se Pai: a sound player who keeps its melds and near-melds (docs/rules/si-se-pai.md §3–§7).

It sees only its observation. A hand is judged by its loose units and their outs
(``shape``): fewer units is better, and a unit that many unseen cards would
complete is worth keeping.

- A win is always taken, with the meld that scores most (§6, §7).
- Any other claim is taken when the hand after it, with the best discard, is
  better than the hand now: a meld that uses up a near-meld and lets a loose
  card go gains two units in one turn; a pong on a pair still lets a card go.
- A discard is the card whose loss hurts the hand least, less what it risks
  giving away (§5): a card the next player could chi into a group, or that
  somebody holding two or three copies could pong, or that completes a win.
Chances come from the unseen cards: the deck less its hand, every exposed meld,
every discard and the card on offer.
"""
from __future__ import annotations

import random
from typing import Sequence

from game.ai.rummy import shape
from game.i18n import N_
from game.model.four_colour import JOKER, ONE, FourColourCard, pack
from game.reason import Reason, Term, cards
from game.rules import Action, Claim, Discard, Pass, load_variant
from game.rules.rummy import RummyObservation, RummyVariant
from game.rules.rummy import melds as M

OUTS_WEIGHT = 0.25   # a unit with four outs is worth a quarter of a unit
POINTS_WEIGHT = 0.03
PONG_RISK = 0.35
CHI_RISK = 0.25

_variants: dict[str, RummyVariant] = {}


def variant_of(obs: RummyObservation) -> RummyVariant:
    v = _variants.get(obs.variant)
    if v is None:
        v = _variants[obs.variant] = load_variant(obs.variant)  # type: ignore[assignment]
    return v  # type: ignore[return-value]


def unseen_counts(v: RummyVariant, obs: RummyObservation) -> list[int]:
    """Copies of each kind this seat cannot see: in the other hands or the pile."""
    left = [0] * (JOKER + 1)
    for card, n in v.copies.items():
        left[card.index] = n   # type: ignore[attr-defined]
    seen = list(obs.hand)
    for melds in obs.exposed:
        for m in melds:
            seen.extend(m)
    for d in obs.discards:
        seen.extend(d)
    if obs.offered is not None:
        seen.append(obs.offered[1])
    for c in seen:
        left[c.index] -= 1
    return [max(0, n) for n in left]


class Judge:
    """What one decision needs from the observation: the hand packed, the unseen cards, the seats."""

    def __init__(self, v: RummyVariant, obs: RummyObservation) -> None:
        self.v = v
        self.obs = obs
        self.hand = pack(obs.hand)
        self.unseen = unseen_counts(v, obs)
        self.total_unseen = max(1, sum(self.unseen))
        me = obs.seat
        n = obs.players
        self.next_seat = (me + 1) % n
        self.others = [(s, obs.hand_sizes[s]) for s in range(n) if s != me]

    def value(self, hand: int) -> float:
        """How good a hand is: minus its loose units, plus a share for their outs and for melded points."""
        unseen = self.unseen
        units = shape.units(hand)
        outs = sum(min(1.0, sum(unseen[k] for k in u) / 4.0) for u in units)
        pts = self.v.splitter.points(hand) if not units else 0
        return -shape.cost(hand) + OUTS_WEIGHT * outs + POINTS_WEIGHT * max(pts, 0)

    def danger(self, x: int) -> float:
        """How likely a discard of card ``x`` is claimed by someone else (§5), roughly."""
        unseen, total = self.unseen, self.total_unseen
        m = unseen[x]
        pong = 0.0
        if m >= 2:
            for _, h in self.others:
                f = h / total
                pong += m * (m - 1) / 2 * f * f
        chi = 0.0
        h_next = self.obs.hand_sizes[self.next_seat]
        for tm in M.TEMPLATES[x]:
            if tm.kind in M.GROUPS and tm.need:
                p = 1.0
                for k in tm.need:
                    p *= min(1.0, unseen[k] * h_next / total)
                chi = max(chi, p)
        return PONG_RISK * min(1.0, pong) + CHI_RISK * chi

    def best_discard(self, hand: int) -> tuple[float, int]:
        """The best card to throw from ``hand`` and the value after it; (-inf, -1) if none may go."""
        best = (float("-inf"), -1)
        i = 0
        rest = hand & M.NOT_ALONE
        while rest:
            if rest & 31:
                score = self.value(hand - ONE[i]) - self.danger(i)
                if score > best[0]:
                    best = (score, i)
            rest >>= 5
            i += 1
        return best


class NormalRummyPlayer:
    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.reason = ""

    def act(self, obs: RummyObservation, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            self.reason = (Reason(N_("the only move")) if not isinstance(legal[0], Claim) or not legal[0].win
                           else Reason(N_("a win")))
            return legal[0]
        v = variant_of(obs)
        judge = Judge(v, obs)
        if obs.phase == "discard":
            _, i = judge.best_discard(judge.hand)
            action = Discard(FourColourCard.from_index(i))
            if action not in legal:
                action = legal[0]
            self.reason = Reason(N_("{card} is the card the hand needs least and gives away least"),
                                 card=cards([action.card]))  # type: ignore[attr-defined]
            return action
        return self._claim(v, obs, judge, legal)

    def _claim(self, v: RummyVariant, obs: RummyObservation, judge: Judge, legal: Sequence[Action]) -> Action:
        wins = [a for a in legal if isinstance(a, Claim) and a.win]
        x = obs.offered[1]   # type: ignore[index]
        if wins:
            exposed = [list(m) for m in obs.exposed[obs.seat]]

            def points(a: Claim) -> int:
                rest = list(obs.hand)
                for c in a.cards:
                    rest.remove(c)
                return v.hand_points(exposed=exposed + [list(a.cards) + [x]], concealed=rest)

            best = max(wins, key=points)
            self.reason = Reason(N_("a win worth {points} points"), points=points(best))
            return best
        now = judge.value(judge.hand)
        choice: Action | None = Pass() if Pass() in legal else None
        best_value = now
        for a in legal:
            if not isinstance(a, Claim):
                continue
            after = judge.hand - a.packed
            value, _ = judge.best_discard(after)
            value += 0.05   # a claim skips the turns in between: tempo
            if choice is None or value > best_value:
                choice, best_value = a, value
        if choice is None:
            choice = legal[0]
        if isinstance(choice, Claim):
            kind = v.meld_kind(list(choice.cards) + [x]) or "meld"
            self.reason = Reason(N_("the {meld} with {card} uses up loose cards and frees a discard"),
                                 meld=Term(M.MELD_WORDS.get(kind, kind)), card=cards([x]))
        else:
            self.reason = Reason(N_("{card} would not improve the hand"), card=cards([x]))
        return choice
