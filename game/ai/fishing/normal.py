"""Normal fishing: a sound player who knows the scoring (docs/rules/fishing.md §7, §8).

It sees only its observation. Settlement is pairwise (§8), so with ``n``
players a point of its own is worth ``n - 1`` chips' worth against the table
and a point of any opponent costs one: it values each move in those terms.

- A capture is worth what it does to its own catch's score, groups included:
  completing a sky-nine group turns the small fish already caught into big ones
  (``catch_points`` before and after), and a part of what a group it begins
  would add once complete, while the kinds it lacks can still be caught. It is also worth what it denies: the
  fish leaves the lake, and an opponent who might have caught it does not.
- A release is weighed by what it hands the others: the chance that the next
  player (then the rest) holds or draws a card that catches it, times what that
  catch would add to their score — a third self-only card onto two in the lake
  gives the fourth all three (§5.3). If it holds a catcher itself, the card may
  come back to it.
Chances come from the unseen cards (the deck less its hand, the lake, every
catch and the card turned up): a kind with ``m`` unseen copies among ``u``
unseen cards is in a hand of ``h`` with chance about ``1 - (1 - m/u)^h``.
"""
from __future__ import annotations

import random
from typing import Sequence

from game.i18n import N_
from game.model import counts
from game.model.cards import Card
from game.reason import Reason, cards
from game.rules import Action, Capture, FishingObservation, FishingVariant, LayOut, Release, load_variant

HOPE = 1.0            # how much a group begun is worth of what completing it would add (duels: 0.35–1.5 alike)
NEXT_WEIGHT = 1.0     # the next player moves first: its chance counts in full ...
LATER_WEIGHT = 0.5    # ... the others' only in part (the card may be gone by then)
OWN_WEIGHT = 0.5      # a card released for our own catcher may be taken before our turn

_variants: dict[str, FishingVariant] = {}


def variant_of(obs: FishingObservation) -> FishingVariant:
    v = _variants.get(obs.variant)
    if v is None:
        v = _variants[obs.variant] = load_variant(obs.variant)  # type: ignore[assignment]
    return v  # type: ignore[return-value]


class NormalFishingPlayer:
    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.reason = ""

    def act(self, obs: FishingObservation, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            self.reason = Reason(N_("the only move"))
            return legal[0]
        layouts = [a for a in legal if isinstance(a, LayOut)]
        if layouts:
            self.reason = Reason(N_("a heaven pair laid out is a catch already made"))
            return max(layouts, key=lambda a: len(a.cards))
        view = _View(variant_of(obs), obs)
        scored = [(view.value(a), self.rng.random(), a) for a in legal]
        value, _, best = max(scored, key=lambda t: (t[0], t[1]))
        self.reason = view.words(best)
        return best


class _View:
    """What one decision needs from the observation: packed catches, the unseen cards, the seats."""

    def __init__(self, v: FishingVariant, obs: FishingObservation) -> None:
        self.v = v
        self.obs = obs
        self.me = obs.seat
        self.points = v.scoring.points
        self.catch = [counts.pack(c) for c in obs.catches]
        self.lake = counts.pack(obs.lake)
        seen = counts.pack(obs.hand) + self.lake + sum(self.catch) + (counts.ONE[obs.drawn.index] if obs.drawn else 0)
        self.unseen = v.deck_packed - seen
        self.unseen_n = max(1, counts.size(self.unseen))
        self.hand = counts.pack(obs.hand)
        self.available = self.unseen + self.lake + self.hand + (counts.ONE[obs.drawn.index] if obs.drawn else 0)
        n = obs.players
        playing = [s for s in range(n) if s != obs.sitter]
        self.others = [s for s in ((obs.seat + i) % n for i in range(1, n)) if s in playing]  # turn order
        self.k = len(playing) - 1       # my point is worth k against the table (§8 pairwise)

    # -- chances and gains ------------------------------------------------------------------
    def catchers(self, fish: Card) -> list[Card]:
        """The kinds that could take ``fish`` from the lake as it would be (§5)."""
        table = self.v.capture
        return [Card.from_index(b) for b in table.kinds_index if fish.index in table.fish_of[b]]

    def chance(self, seat: int, catchers: list[Card]) -> float:
        """The chance ``seat`` holds or draws one of ``catchers`` on its next turn (unseen cards only)."""
        m = sum(counts.count_of(self.unseen, c) for c in catchers)
        if not m:
            return 0.0
        h = self.obs.hand_sizes[seat] + (1 if self.obs.pile else 0)
        return 1.0 - (1.0 - min(1.0, m / self.unseen_n)) ** h

    def likely_catcher(self, catchers: list[Card]) -> Card:
        return max(catchers, key=lambda c: (counts.count_of(self.unseen, c), c.index))

    def gain(self, seat: int, cards: int) -> float:
        """What ``cards`` add to the seat's catch: points, and the hope of groups they bring nearer (§7)."""
        catch = self.catch[seat]
        return self.worth(catch + cards) - self.worth(catch)

    def worth(self, catch: int) -> float:
        """A catch's points, plus ``HOPE`` of what each group it has begun would add once complete, where
        the kinds it lacks can still be caught (not all in other catches)."""
        total = float(self.points(catch))
        small = self.v.scoring.fish["small"]
        rule_two = self.v.scoring.mixed_rule == "two_military"
        open_ = self.available
        for g in self.v.scoring.groups:
            have = [counts.count_of(catch, c) for c in g.kinds]
            n = sum(have)
            if not n:
                continue
            up = self.v.scoring.fish[g.fish] - small
            if g.when == "each_complete":
                for c, h in zip(g.kinds, have):
                    full = self.v.copies[c]
                    if 0 < h < full and counts.count_of(open_, c) >= full - h:
                        total += HOPE * up * h * h / full
                continue
            if g.when == "mixed":
                need = list(g.civil) + (list(g.military) if rule_two else [])
                military_ok = rule_two or any(counts.count_of(catch, c) for c in g.military)
                lacking = [c for c in need if not counts.count_of(catch, c)]
                if not rule_two and not military_ok:
                    lacking.append(max(g.military, key=lambda c: counts.count_of(open_, c)))
            else:
                lacking = [c for c in g.kinds if not counts.count_of(catch, c)]
            if lacking and all(counts.count_of(open_, c) for c in lacking):
                total += HOPE * up * n / (1 + len(lacking))
        return total

    # -- values ---------------------------------------------------------------------------------
    def value(self, action: Action) -> float:
        if isinstance(action, Capture):
            return self._capture(action)
        if isinstance(action, Release):
            return self._release(action.card)
        return 0.0

    def _capture(self, a: Capture) -> float:
        taken = counts.ONE[a.bait.index] + counts.pack(a.fish)
        mine = self.gain(self.me, taken)
        fish = a.fish[0]
        catchers = self.catchers(fish)
        deny = 0.0
        if catchers:
            catcher = self.likely_catcher(catchers)
            for i, o in enumerate(self.others):
                weight = NEXT_WEIGHT if i == 0 else LATER_WEIGHT
                deny += weight * self.chance(o, catchers) * self.gain(o, counts.ONE[catcher.index] + counts.pack(a.fish))
        return self.k * mine + deny

    def _release(self, card: Card) -> float:
        here = counts.count_of(self.lake, card) + 1
        triple = self.v.capture.triple[card.index] and here == 3
        fish = counts.ONE[card.index] * (3 if triple else 1)
        catchers = [card] if triple else self.catchers(card)
        risk = 0.0
        if catchers:
            catcher = self.likely_catcher(catchers)
            for i, o in enumerate(self.others):
                weight = NEXT_WEIGHT if i == 0 else LATER_WEIGHT
                risk += weight * self.chance(o, catchers) * self.gain(o, counts.ONE[catcher.index] + fish)
        own = 0.0
        hand = self.hand - (counts.ONE[card.index] if self.obs.phase == "hand" else 0)
        mine = [c for c in catchers if counts.count_of(hand, c)]
        if mine:
            own = OWN_WEIGHT * self.k * max(self.gain(self.me, counts.ONE[c.index] + fish) for c in mine)
        return own - risk

    def words(self, action: Action) -> str:
        """A one-line reason for the Hint button (a ``Reason``: the cards named in the language shown)."""
        if isinstance(action, Capture):
            taken = counts.ONE[action.bait.index] + counts.pack(action.fish)
            points = self.points(self.catch[self.me] + taken) - self.points(self.catch[self.me])
            return Reason(N_("{bait} takes {fish}: +{points} to my catch now"), bait=cards([action.bait]),
                          fish=cards(action.fish), points=points)
        if isinstance(action, Release):
            return Reason(N_("let {card} go: of my choices it hands the others the least"), card=cards([action.card]))
        return ""
