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
  (nothing left unseen beats the play) is known gone at once. With ``fresh``
  (Hard's option, off) each guess also loses, decision by decision, the cards
  played since it was made (``cut``); the oracle gained by it, Hard did not.
"""
from __future__ import annotations

import random
from typing import Sequence

from game.ai.knowledge import ONE, Tables, card_kinds
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

    def _orders(self, length: int) -> list[list[int]]:
        orders = self.orders.get(length)
        if orders is None:
            orders = []
            for _ in range(self.count):
                order = list(range(length))
                self.rng.shuffle(order)
                orders.append(order)
            self.orders[length] = orders
        return orders

    def prepare(self, sizes: Sequence[int], seat: int) -> list[list[list[int]] | None]:
        """The orders of every seat but ``seat`` that holds cards (hand ``sizes``), drawn now, in seat order.

        A search draws them before its first deal, so that the orders, and the
        random numbers left for the deals, do not depend on which seat happened
        to guess first: the playouts in C (``game.ai.fast``) take every seat's
        orders at once, and the Python ones then decide exactly as they do.
        """
        total = counts.size(self.hidden)
        return [self._orders(total - n) if i != seat and n else None for i, n in enumerate(sizes)]

    def guesses(self, hands: list[int], seat: int) -> list[list[int]]:
        """``count`` deals as ``seat`` might guess them in the deal ``hands``: the cards it cannot see (every
        one but its own hand and what is face up) dealt at random to the other seats by their sizes."""
        cards = card_kinds(self.hidden - hands[seat])
        orders = self._orders(len(cards))
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

    Normal's own chances do the work: this brain does not look at the hands
    (``sees_hands``) and gives its guesses as the deals it judges on (``worlds``).

    ``deal`` sets the sampled deal the playouts of one deal start from; the
    guesses are made the first time the seat needs one.
    """

    sees_hands = False

    def __init__(self, tables: Tables, seat: int, shuffles: Shuffles, fresh: bool = False) -> None:
        super().__init__(tables)
        self.seat = seat
        self.shuffles = shuffles
        self.fresh = fresh
        self.hands: list[int] = []
        self._worlds: list[list[int]] | None = None
        self.known: dict = {}

    def deal(self, hands: list[int]) -> None:
        self.hands = hands
        self._worlds = None
        self.known = {}

    def worlds(self, s: Situation) -> list[list[int]]:
        if self._worlds is None:
            self._worlds = self.shuffles.guesses(self.hands, self.seat)
        return cut(self._worlds, self.hands, s) if self.fresh else self._worlds

    def p_win_sampled(self, s: Situation, cid: int, test) -> float:
        if self.fresh:
            return Brain.p_win_sampled(self, s, cid, test)
        # The guesses serve every decision of the deal's playouts: each chance is worked out once.
        r = self.known.get(cid)
        if r is None:
            r = self.known[cid] = Brain.p_win_sampled(self, s, cid, test)
        return r

    def p_nobody_else_beats(self, s: Situation, c: Combination, skip: int) -> float:
        if self.fresh:
            return Brain.p_nobody_else_beats(self, s, c, skip)
        key = (c.id, skip)
        r = self.known.get(key)
        if r is None:
            r = self.known[key] = Brain.p_nobody_else_beats(self, s, c, skip)
        return r


class ReadGuesses(Brain):
    """Hard's own seat in a playout, judging its chances on deals read from the table at the root (see the module).

    The deals are those the search draws (``HardPlayer.dealer``), so they agree
    with what Hard has read; cards played later in the playout leave the real
    hands, and a beater gone from every unseen card is known gone at once
    (``Brain.p_win``), as with the other seats' guesses.
    """

    sees_hands = False

    def __init__(self, tables: Tables, worlds: list[list[int]], fresh: bool = False) -> None:
        super().__init__(tables)
        self._worlds = worlds
        self.fresh = fresh
        self.hands: list[int] = []

    def deal(self, hands: list[int]) -> None:
        """The deal whose playouts follow (``fresh`` takes from each guess what was played since it)."""
        self.hands = hands

    def worlds(self, s: Situation) -> list[list[int]]:
        return cut(self._worlds, self.hands, s) if self.fresh else self._worlds


def cut(worlds: list[list[int]], start: list[int], s: Situation) -> list[list[int]]:
    """The guessed deals as the seat judges them at ``s`` (``fresh``): each seat's guessed hand without the
    cards that seat has played since the deal ``start`` (the hands when the guesses were made), where the guess
    gave it them, and never more of a kind than is still unseen. Without it a guess keeps every card it was
    dealt, and a beater played long ago still counts as one a seat may hold."""
    unseen = s.unseen
    now = s.worlds[0]   # inside a playout the situation's one world is the game's hands (``from_game``)
    played = [h - counts.fewer(h, n) for h, n in zip(start, now)]
    fewer = counts.fewer
    return [[fewer(h - fewer(h, p), unseen) for h, p in zip(world, played)] for world in worlds]
