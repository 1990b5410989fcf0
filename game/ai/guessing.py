"""The other seats inside Hard's playouts, playing as they do at the table: on guesses, not on the hands.

Hard plays each sampled deal out with Normal's brain at every seat. Looking
straight at the sampled hands, every other seat would know at once whether its
play can be beaten, and would lead and beat as no player at the table can. The
people and computers Hard plays against judge their chances on the cards they
cannot see, as Normal does on its random deals of them (``NormalPlayer``).
Playing them so in the playouts makes the search's picture of what the others
will do a faithful one: against Normal, measured worth about a tenth of a chip
a hand at a fixed number of deals (docs/ai.md, issue 18).

- ``Shuffles``: the random orders that deal the cards a seat cannot see.
  Every other seat cannot see as many cards in every deal of one decision, so
  the orders are drawn once a decision and serve every deal (shuffling is the
  costly part; each deal's cards differ, so its guesses do too).
- ``GuessingBrain``: Normal's brain for one other seat in one sampled deal.
  Its chances come from its own guesses at the deal (made when first needed,
  shared by the deal's candidates); cards only leave hands, so a beater
  missing from every guess stays missing, and one the seat can see is gone
  (nothing left unseen beats the play) is known gone at once.
"""
from __future__ import annotations

import random

from game.ai.knowledge import ONE, Tables, holds_beater
from game.ai.normal import Brain, Situation
from game.model import counts
from game.rules.climbing.plays import Combination


class Shuffles:
    """Random orders of the cards other seats cannot see, drawn once for one decision (see the module)."""

    def __init__(self, hidden: int, count: int, rng: random.Random) -> None:
        self.hidden = hidden   # every card the searcher cannot see, and its own hand, packed
        self.count = count
        self.rng = rng
        self.orders: dict[int, list[list[int]]] = {}

    def guesses(self, hands: list[int], seat: int) -> list[list[int]]:
        """``count`` deals as ``seat`` might guess them in the deal ``hands``: the cards it cannot see (every
        one but its own hand and what is face up) dealt at random to the other seats by their sizes."""
        cards: list[int] = []
        i = 0
        p = self.hidden - hands[seat]
        while p:
            n = p & counts.FIELD_MASK
            if n:
                cards.extend([i] * n)
            p >>= counts.FIELD_BITS
            i += 1
        orders = self.orders.get(len(cards))
        if orders is None:
            orders = []
            for _ in range(self.count):
                order = list(range(len(cards)))
                self.rng.shuffle(order)
                orders.append(order)
            self.orders[len(cards)] = orders
        sizes = [counts.size(h) for h in hands]
        out = []
        for order in orders:
            world = []
            at = 0
            for j, n in enumerate(sizes):
                if j == seat:
                    world.append(hands[j])
                    continue
                h = 0
                for k in order[at:at + n]:
                    h += ONE[cards[k]]
                world.append(h)
                at += n
            out.append(world)
        return out


class GuessingBrain(Brain):
    """Normal's brain for one other seat of a playout, judging its chances on its own guesses (see the module).

    ``deal`` sets the sampled deal the playouts of one deal start from; the
    guesses are made the first time the seat needs one.
    """

    def __init__(self, tables: Tables, seat: int, shuffles: Shuffles) -> None:
        super().__init__(tables)
        self.seat = seat
        self.shuffles = shuffles
        self.hands: list[int] = []
        self.worlds: list[list[int]] | None = None
        self.known: dict = {}

    def deal(self, hands: list[int]) -> None:
        self.hands = hands
        self.worlds = None
        self.known = {}

    def _guesses(self) -> list[list[int]]:
        if self.worlds is None:
            self.worlds = self.shuffles.guesses(self.hands, self.seat)
        return self.worlds

    def p_win(self, s: Situation, c: Combination) -> float:
        cid = c.id
        cache = s.cache
        r = cache.get(cid)
        if r is not None:
            return r
        r = 1.0
        t = self.t
        if t.sizes[cid] <= s.max_other:
            test = t.beat_tests[cid]
            add, mask, rest = test
            if (s.unseen + add) & mask or (rest and holds_beater(s.unseen, test)):
                known = self.known
                r = known.get(cid)
                if r is None:
                    # As Normal's ``p_win_sampled``: the share of its guesses where no other seat beats it.
                    worlds = self._guesses()
                    me = self.seat
                    wins = 0
                    for world in worlds:
                        for i, h in enumerate(world):
                            if i != me and h and holds_beater(h, test):
                                break
                        else:
                            wins += 1
                    r = known[cid] = min(wins / len(worlds), 0.95)
        cache[cid] = r
        return r

    def p_nobody_else_beats(self, s: Situation, c: Combination, skip: int) -> float:
        key = (c.id, skip)
        known = self.known
        r = known.get(key)
        if r is None:
            exact = s.worlds
            s.worlds = self._guesses()
            r = known[key] = Brain.p_nobody_else_beats(self, s, c, skip)
            s.worlds = exact
        return r
