"""Reading the table: what the other seats' plays and passes say about their hands (issue 18).

A person at the table remembers who passed, who beat cheaply and who led what,
and guesses the hidden hands accordingly. The search player does the same in
two steps:

- ``TableMemory`` keeps the public actions of the hand from the observations the
  player is given at its own turns. An observation shows only the trick in
  progress (sap-ng-wu.md §10), so the memory joins the tricks together: a trick
  seen growing is one trick, and when it ends unseen (the player's own play was
  passed, or it passed last) the seats still to answer must have passed. A
  memory whose count of cards played disagrees with the hand sizes shown stops
  reading for the rest of the hand rather than read a wrong history.
- ``likelihood`` scores a guessed deal by how likely each remembered action of
  the other seats was, had they held those hands and played as Normal plays:
  Normal's own scores for the options the seat had then, turned into chances by
  a softmax (``temperature`` in wu), mixed with a floor (``floor``) so that no
  action is impossible (people, and other levels, play otherwise).

Nothing here sees a game: the memory is built from observations alone, and the
hands it is asked about are the searcher's own guesses.
"""
from __future__ import annotations

import math
import random
import time
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Iterator, Sequence

from game.ai import fast as fastplay
from game.ai.knowledge import GUARD, ONE, Tables, card_kinds, holds_beater, layout_options
from game.ai.normal import Brain, Situation
from game.model import counts
from game.rules.climbing.plays import presence
from game.rules import Observation


@dataclass(frozen=True)
class Deed:
    """One action of another seat in play: a lead, a beat or a pass, with the public state it was taken in."""

    seat: int
    top: int            # the id of the top play it answered, -1 for a lead
    top_seat: int
    play: int           # the id of the play made, -1 for a pass
    wu: tuple[int, ...]
    thresholds: tuple[int, ...]
    played: tuple[int, ...]  # per seat, the packed cards played in the hand before this action


class TableMemory:
    """The public actions of the hand, gathered from one seat's observations (see the module's docstring)."""

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.deeds: list[Deed] = []
        self.played: list[int] = []       # per seat, packed cards played so far in the hand (as remembered)
        self.trick: list[tuple[int, int]] = []  # this trick as remembered: (seat, packed cards or 0 for a pass)
        self.trick_wu: tuple[int, ...] = ()
        self.trick_needs: tuple[int, ...] = ()
        self.base_sizes: tuple[int, ...] = ()
        self.last_total = -1
        self.last_wu = -1
        self.seat = -1
        self.my_hand = 0
        self.broken = False

    # -- gathering ---------------------------------------------------------------------------------
    def observe(self, obs: Observation, tables: Tables) -> None:
        """Take in what ``obs`` shows that was not seen before."""
        if obs.phase not in ("play", "decide", "layout"):
            return
        total = sum(obs.hand_sizes)
        wu_total = sum(obs.wu)
        hand = counts.pack(obs.hand)
        if total > self.last_total or obs.seat != self.seat or wu_total < self.last_wu:
            self.reset()  # a new hand (cards only leave hands within one)
            self.seat = obs.seat
            self.played = [0] * obs.players
            self.my_hand = hand
        me = self.seat
        # The observer's own cards gone since its last turn: a play of its that the trick shows, or that
        # ended a trick unseen (everyone passed it).
        lost = self.my_hand - hand
        self.my_hand = hand
        self.last_total = total
        if obs.phase != "play" or obs.in_layout:
            if obs.phase == "decide" and not obs.in_layout and (self.trick or lost) and wu_total > self.last_wu:
                if lost:
                    self._add(me, lost, tables)
                self._close(obs, tables)
            self.last_wu = wu_total
            self._check(obs)
            return
        seen = [(s, counts.pack(c) if c is not None else 0) for s, c in obs.trick]
        n = len(self.trick)
        same = n and wu_total == self.last_wu and seen[:n] == self.trick
        if not same:
            extra = lost - sum(p for s, p in seen if s == me)
            if self.trick or extra:
                if extra:
                    self._add(me, extra, tables)
                self._close(obs, tables)
            self.trick = []
            self.trick_wu = tuple(obs.wu)
            first = tables.first_tier
            self.trick_needs = tuple(x if x is not None else first for x in obs.needs)
            n = 0
        self.last_wu = wu_total
        for s, p in seen[n:]:
            self._add(s, p, tables)
        if not self.base_sizes:
            # The first trick remembered: hand sizes are counted from here (layouts are over).
            self.base_sizes = tuple(obs.hand_sizes[s] + counts.size(self.played[s]) for s in range(obs.players))
        self._check(obs)

    def _add(self, seat: int, packed: int, tables: Tables) -> None:
        top, top_seat = -1, -1
        for s, p in reversed(self.trick):
            if p:
                top, top_seat = tables.by_packed[p].id, s
                break
        if packed and packed not in tables.by_packed:
            self.broken = True
            return
        play = tables.by_packed[packed].id if packed else -1
        if seat != self.seat and not (play < 0 and top < 0):
            self.deeds.append(Deed(seat, top, top_seat, play, self.trick_wu, self.trick_needs, tuple(self.played)))
        self.trick.append((seat, packed))
        if packed:
            self.played[seat] += packed

    def _close(self, obs: Observation, tables: Tables) -> None:
        """The remembered trick ended unseen: every seat still to answer the top play passed it."""
        top_seat = -1
        for s, p in reversed(self.trick):
            if p:
                top_seat = s
                break
        led = [p for _, p in self.trick if p]
        if len(led) == 1 and tables.by_packed[led[0]].ends_trick_when_led and self.trick[0][1]:
            top_seat = -1  # a play that wins its trick when led: nobody answered it
        if top_seat >= 0:
            since = set()
            for s, p in reversed(self.trick):
                if p:
                    break
                since.add(s)
            for s in range(obs.players):
                if s == top_seat or s in since or s == self.seat:
                    continue
                if self.base_sizes and self.base_sizes[s] - counts.size(self.played[s]) > 0:
                    self._add(s, 0, tables)
        self.trick = []

    def _check(self, obs: Observation) -> None:
        if not self.base_sizes:
            return
        for s in range(obs.players):
            if s != self.seat and self.base_sizes[s] - counts.size(self.played[s]) != obs.hand_sizes[s]:
                # Something happened unseen (a play that wins its trick when led, say): the history kept
                # so far no longer adds up, so it is dropped and remembering starts again from here.
                self.deeds = []
                self.played = [0] * obs.players
                self.base_sizes = tuple(obs.hand_sizes[i] + counts.size(self._in_trick(i)) for i in range(obs.players))
                for i, p in self.trick:
                    self.played[i] += p
                return

    def _in_trick(self, seat: int) -> int:
        return sum(p for s, p in self.trick if s == seat)

    def usable(self) -> list[Deed]:
        return [] if self.broken else self.deeds


class _Then(Situation):
    """A remembered decision of another seat, as a Normal ``Situation`` plus what all guessed deals share."""

    __slots__ = ("shared",)


class ReadingBrain(Brain):
    """Normal's brain, judging a remembered decision the way Normal judged it: without seeing the hands.

    Normal's chances come from its own random deals of the cards it could not
    see. Here one set of such deals (``worlds``, the searcher's guesses put
    back as they were then) serves every guessed deal weighed, so the chances
    are worked out once per remembered decision (``shared``); only whether a
    play was a sure winner depends on the hand guessed for the seat (nothing
    that beats it among the cards that seat could not see then).
    """

    def p_win_sampled(self, s: Situation, cid: int, test) -> float:
        shared = s.shared  # type: ignore[attr-defined]
        r = shared.get(cid)
        if r is None:
            r = shared[cid] = Brain.p_win_sampled(self, s, cid, test)
        return r

    def p_nobody_else_beats(self, s: Situation, c, skip: int) -> float:
        shared = s.shared  # type: ignore[attr-defined]
        key = ("stands", c.id, skip)
        r = shared.get(key)
        if r is None:
            r = shared[key] = Brain.p_nobody_else_beats(self, s, c, skip)
        return r


class Reader:
    """Scores guessed deals by how well they explain the remembered actions (see the module's docstring).

    Built once per decision from the memory, the observer's view (``unseen``:
    the cards it cannot place, ``hand``: its own), the sizes of the hands now
    and ``worlds`` of the searcher's guesses, from which each remembered
    decision's chances are taken.
    """

    def __init__(self, brain: ReadingBrain, deeds: list[Deed], played_now: list[int], unseen: int, hand: int,
                 sizes: list[int], worlds: list[list[int]], temperature: float, floor: float,
                 rough: bool = False, answers: bool = True, floors: tuple[float, ...] = (), fast: bool = True,
                 kept: Sequence[tuple[int, int]] = ()) -> None:
        self.brain = brain
        # After the layouts: each other seat, with the cards it has played since, that kept no supreme it could
        # have laid out (Normal lays out every one): a deal where it held one then is as unlikely as any action
        # Normal would not have taken, the floor's share of its options (``layout_options``).
        self.kept = list(kept)
        self.rough = rough      # read only whether a lead was a sure winner, the biggest one
        self.answers = answers  # read the beats and passes too, not only the leads
        self.temperature = temperature
        self.floor = floor
        # Several floors (``floors``, two or more): each seat's floor is not fixed but unknown, one of these with
        # equal chances before the hand, and a deal is scored by how well it explains each seat's actions under
        # any of them. A seat that plays as Normal does (every action foretold) is then read as if by the lowest
        # floor, and one that often surprises the model (a person) as if by the highest, seat by seat.
        self.floors = tuple(floors) if len(floors) > 1 else ()
        if len(floors) == 1:   # one floor is the fixed one
            self.floor = floors[0]
        t = brain.t
        players = len(played_now)
        everything = unseen + hand  # every card in a hand now or out of play
        self.items = []
        for d in deeds:
            if d.top >= 0 and not answers:
                continue
            after = [played_now[i] - d.played[i] for i in range(players)]
            s = _Then()
            me = d.seat
            s.seat = me
            s.players = players
            s.phase = "play"
            s.top = t.plays[d.top] if d.top >= 0 else None
            s.top_seat = d.top_seat
            s.wu = list(d.wu)
            s.thresholds = list(d.thresholds)
            s.sizes = [sizes[i] + counts.size(after[i]) for i in range(players)]
            s.in_layout = False
            s.worlds = [[w[i] + after[i] for i in range(players)] for w in worlds]
            s.others = ()
            s.exact = False
            s.legal = None
            s.max_other = max(n for i, n in enumerate(s.sizes) if i != me)
            s.shared = {}
            # What the seat could not see then: every card in a hand or out of play then, less its own.
            q = everything + sum(after)
            self.items.append((d, s, after[me], q))
        # Leads say the most about a hand (a seat leads its sure winners first), so they are weighed first:
        # a deal already far less likely than the best so far is dropped before the rest are weighed.
        self.items.sort(key=lambda item: item[0].top >= 0)
        # Weighed in C where the extension is built and takes the game (``game.ai.fast``): the same log-chances.
        self._c = None
        if fast and not self.floors and fastplay.supports(t, players):
            self._c = fastplay.reading(t, brain, self.items, temperature, self.floor, rough, self.kept)

    def _leads(self, s: Situation) -> list[tuple[float, int]] | None:
        """Normal's scores for the leads the seat had, or None where the model is too rough to read.

        Normal leads its sure winners first, the biggest first, each scored
        above 100; every other lead scores far below. So where the seat held a
        sure winner only those count (the rest have chances of e^-90), and the
        costly weighing of the other leads is done only where it held none.
        """
        brain = self.brain
        t = brain.t
        sizes = t.sizes
        if self.rough:
            # Only which plays were sure winners matters here, and that needs no chances: the hand is
            # split as Normal splits it where chances do not enter (the supreme, a whole mixed group, sets).
            unseen = s.unseen
            tests = t.beat_tests
            big = s.max_other
            sure = [(100.0 + sizes[c.id] + c.rank * 1e-3, c.id) for c in _plays(t, s.hand)
                    if sizes[c.id] > big or not holds_beater(unseen, tests[c.id])]
            return sure or None
        plays, _ = brain.partition(s, s.hand)
        p_win = brain.p_win
        sure = [(100.0 + sizes[c.id] + c.rank * 1e-3, c.id) for c in plays if p_win(s, c) >= 1.0]
        if sure:
            return sure
        return [(x, c.id) for x, c, _ in brain._scored_leads(s)]

    def log_likelihood(self, hands: list[int], stop: float = -math.inf) -> float:
        """The log-chance of the remembered actions had the other seats held ``hands`` (now).

        Every action's log-chance is at most 0, so once the sum falls below ``stop`` it is returned as it
        stands: the deal is already too unlikely to matter.
        """
        if self._c is not None:
            return fastplay.likelihood(self._c, hands, stop)
        if self.floors:
            return self._mixed(hands, stop)
        floor = self.floor
        total = 0.0
        log = math.log
        for n in self._kept(hands).values():
            total += log(floor / (1 + n))
            if total < stop:
                return total
        for _, mine, z, options in self._chances(hands):
            total += log((1 - floor) * mine / z + floor / options)
            if total < stop:
                break
        return total

    def _mixed(self, hands: list[int], stop: float) -> float:
        """``log_likelihood`` with each seat's floor one of ``floors``, unknown (equal chances before the hand).

        A seat's log-chance under each floor is a sum, as with one floor; the seat's is the log of their mean.
        Each seat's is at most its best floor's sum, so the sum of those bounds the whole from above and may
        stop the weighing as the single sum does.
        """
        floors = self.floors
        log = math.log
        sums: dict[int, list[float]] = {}  # each seat's log-chance under each floor
        bound = 0.0
        for seat, n in self._kept(hands).items():
            sums[seat] = [log(f / (1 + n)) for f in floors]
            bound += max(sums[seat])
        for seat, mine, z, options in self._chances(hands):
            seats = sums.get(seat)
            if seats is None:
                seats = sums[seat] = [0.0] * len(floors)
            before = max(seats)
            for k, f in enumerate(floors):
                seats[k] += log((1 - f) * mine / z + f / options)
            bound += max(seats) - before
            if bound < stop:
                return bound
        total = 0.0
        for seats in sums.values():
            top = max(seats)
            total += top + log(sum(math.exp(x - top) for x in seats) / len(seats))
        return total

    def _kept(self, hands: list[int]) -> dict[int, int]:
        """Each seat of ``kept`` that held a supreme after the layouts had the seats held ``hands``: how many ways
        it could have laid one out. Normal would have, so each is an action Normal would not have taken."""
        v = self.brain.t.variant
        out = {}
        for seat, after in self.kept:
            n = layout_options(v, hands[seat] + after)
            if n:
                out[seat] = n
        return out

    def _chances(self, hands: list[int]):
        """Each remembered action that says something, as (its seat, its weight and the sum of all the options'
        weights under Normal's softmax, how many options the seat had): the actions to weigh, leads first. A
        forced pass says nothing and is left out."""
        brain = self.brain
        t = brain.t
        temperature = self.temperature
        must = t.variant.obligation_to_beat
        exp = math.exp
        for d, s, after, q in self.items:
            hand = hands[d.seat] + after
            if d.top >= 0 and d.play < 0 and not holds_beater(hand, t.beat_tests[d.top]):
                continue  # nothing to beat it with: passing was forced
            s.hand = hand
            s.unseen = q - hand
            s.cache = {}
            s.parts = {}
            if d.top < 0:
                scored = self._leads(s)
                if scored is None:
                    continue
            else:
                options = [b for b in s.top.beaten_by if (hand + GUARD - b.packed) & GUARD == GUARD]
                scored = [(x, c.id if c is not None else -1) for x, c, _ in brain._scored_responses(s, options, must)]
            if not scored:
                continue
            best = max(x for x, _ in scored)
            z = 0.0
            mine = 0.0
            for x, cid in scored:
                e = exp((x - best) / temperature)
                z += e
                if cid == d.play and not mine:
                    mine = e
            yield d.seat, mine, z, len(scored)


def _plays(t: Tables, hand: int) -> list:
    """``hand`` split into plays without weighing chances: the supreme, the named plays of unlike cards, each
    mixed group whole where the hand holds it whole, the rest as sets (``Brain.partition`` less its values)."""
    plays = []
    rest = hand
    if t.supreme_mask and rest & t.supreme_mask:
        sup = t.by_packed.get(rest & t.supreme_mask)
        if sup is not None and sup.kind == "supreme":
            plays.append(sup)
            rest -= sup.packed
    for kinds, run in t.named_runs:
        if presence(rest) & kinds != kinds:
            continue
        for named in run:
            if (rest + GUARD - named.packed) & GUARD == GUARD:
                plays.append(named)
                rest -= named.packed
    for gm in t.group_masks:
        part = rest & gm
        if not part:
            continue
        mixed = t.by_packed.get(part)
        if mixed is not None and mixed.kind == "mixed":
            plays.append(mixed)
            rest -= part
    if rest:
        plays.extend(t.sets_of(rest)[0])
    return plays


def carried_over(previous: list[int], seats: list[int], sizes: list[int], dealable: int,
                 rng: random.Random) -> list[int]:
    """The other seats' hands for the chain to start from (the observer's own left 0): ``previous`` (the last
    deal of the observer's previous decision in the hand) with each seat keeping what it held there that is
    still unseen, trimmed or filled at random to its size now.

    A chain started from a uniform deal is left close to uniform by the few
    moves of its burn-in; the deal the last decision ended on already agreed
    with almost everything remembered since, so starting there costs no moves
    (``HardPlayer`` option ``warm``). Any deal of the right sizes is a
    valid start: the chain's moves weigh it like any other.
    """
    pool = [0] * len(ONE)
    for k in card_kinds(dealable):
        pool[k] += 1
    hands: list[list[int]] = []
    for seat, size in zip(seats, sizes):
        kept = []
        for k in card_kinds(previous[seat]):
            if pool[k]:
                pool[k] -= 1
                kept.append(k)
        rng.shuffle(kept)
        for k in kept[size:]:
            pool[k] += 1
        hands.append(kept[:size])
    rest = [k for k, n in enumerate(pool) for _ in range(n)]
    rng.shuffle(rest)
    out = [0] * len(previous)
    for seat, size, kept in zip(seats, sizes, hands):
        need = size - len(kept)
        kept += rest[:need]
        del rest[:need]
        out[seat] = sum(ONE[k] for k in kept)
    return out


class Chain:
    """Guessed deals drawn in proportion to how well they explain the table: a Metropolis chain over deals.

    Where the remembered actions say much (a seat that led a small single held
    no sure winner, say), few random deals explain them, and drawing many to
    keep one is slow. The chain instead changes its deal a little at a time:
    one card of one seat swapped with one card of another seat (or of the cards
    out of play), or ``swap`` cards at once, a symmetric move, kept with the
    chance the likelihoods' ratio gives (always, if the new deal explains the
    table better). With three players every unseen card is in one of two
    hands and most one-card moves are kept: a slow walk that several cards a
    move make faster for the same likelihoods (docs/ai.md, session 15). A move
    is judged against a threshold drawn first, and the likelihood stops
    adding up the moment it falls below it, so most refused moves cost only
    their first few actions.
    """

    def __init__(self, reader: Reader, hands: list[int], seats: list[int], dealable: int,
                 rng: random.Random, steps: int, burn: int, swap: int = 1, until: float | None = None,
                 stop: float | None = None) -> None:
        self.reader = reader
        self.swap = swap
        self.hands = list(hands)
        # A seat without cards (one sitting the hand out, or one whose hand is played out) has none to swap: a move
        # drawing it would be no move, and with a sitter two moves in three were (docs/ai.md, session 26).
        self.seats = [s for s in seats if hands[s]]
        self.steps = steps
        self.most = steps
        rest = dealable - sum(hands[s] for s in self.seats)
        self.piles = [card_kinds(hands[s]) for s in self.seats] + ([card_kinds(rest)] if rest else [])
        self.score = reader.log_likelihood(self.hands)
        self.moves = self.kept = 0
        # Where the reading weighs in C, the moves are made there too (``fastplay.Walk``): the same draws and deals.
        # ``piles`` then stand as they were at the start; the walk keeps its own.
        self._walk = None
        if reader._c is not None and fastplay.walks(rng) and len(self.piles) >= 2:
            self._walk = fastplay.Walk(reader._c, self.hands, self.seats, self.piles, self.score, swap)
        self._held = False
        # The moves between deals stop at ``stop`` (the decision's deadline): late in a hand one move can weigh every
        # remembered action, and a deal's moves alone once took a 0.05 s decision to 75 ms (docs/ai.md,
        # session 23). The search plays out no deal dealt past its deadline; a move already begun is finished.
        self.stop = stop
        # The burn-in stops at ``until`` (a time on ``time.perf_counter``) if it is not done by then: late in a
        # hand every move weighs many remembered actions, and on a slow machine a full burn-in alone can take
        # twice a 0.05 s decision (docs/ai.md, session 21). A shorter burn-in reads a little less; a decision
        # past its time is a table kept waiting.
        if self._walk is not None:
            self._walked_with(rng, burn, until)
            return
        clock = time.perf_counter
        for _ in range(burn):
            if until is not None and clock() >= until:
                break
            self._step(rng)

    @property
    def walks(self) -> bool:
        """Whether the moves are made in C (``fastplay.Walk``)."""
        return self._walk is not None

    def _walked_with(self, rng: random.Random, steps: int, until: float | None) -> None:
        """``_walked`` on ``rng``'s numbers, handed to the walk and back (``fastplay.Walk``)."""
        # While held the walk's numbers are ahead of ``rng``'s: taking them again would lose its draws.
        assert not self._held, "the chain holds a Random's numbers already: use deal_held"
        self._walk.take(rng)
        try:
            self._walked(steps, until)
        finally:
            self._walk.give(rng)

    def _walked(self, steps: int, until: float | None) -> None:
        """``steps`` moves in C, stopped at ``until`` (``time.perf_counter``) as the Python moves are."""
        seconds = 0.0
        if until is not None:
            seconds = until - time.perf_counter()
            if seconds <= 0:
                return
        hands, self.moves, self.kept, self.score = self._walk.walk(steps, seconds)
        self.hands = hands

    @contextmanager
    def holding(self, rng: random.Random) -> Iterator[None]:
        """Keep ``rng``'s state in the C walk meanwhile: a search whose only draws between its deals are the
        chain's (``HardPlayer.search``) deals with ``deal_held``, not handing the state back and forth."""
        assert not self._held, "the chain holds a Random's numbers already"
        self._walk.take(rng)
        self._held = True
        try:
            yield
        finally:
            self._walk.give(rng)
            self._held = False

    def deal_held(self) -> list[int]:
        """``deal`` while held (``holding``)."""
        assert self._held, "deal_held without hold"
        self._walked(self.steps, self.stop)
        return list(self.hands)

    def _step(self, rng: random.Random) -> None:
        piles = self.piles
        if len(piles) < 2:
            return   # the unseen cards all in one hand: there is one deal, and nothing to walk
        a, b = rng.sample(range(len(piles)), 2)
        pa, pb = piles[a], piles[b]   # never empty: every pile starts with cards and a move swaps like numbers
        if self.swap > 1:   # several cards at once (``swap``): fewer likelihoods for the same walk
            k = min(self.swap, len(pa), len(pb))
            ia, ib = rng.sample(range(len(pa)), k), rng.sample(range(len(pb)), k)
        else:
            ia, ib = [rng.randrange(len(pa))], [rng.randrange(len(pb))]
        moved = sum(ONE[pb[j]] for j in ib) - sum(ONE[pa[i]] for i in ia)
        if not moved:
            return   # like cards for like: the same deal
        hands = list(self.hands)
        n = len(self.seats)
        if a < n:
            hands[self.seats[a]] += moved
        if b < n:
            hands[self.seats[b]] -= moved
        self.moves += 1
        threshold = self.score + math.log(1.0 - rng.random())
        x = self.reader.log_likelihood(hands, threshold)
        if x >= threshold:
            for i, j in zip(ia, ib):
                pa[i], pb[j] = pb[j], pa[i]
            self.hands = hands
            self.score = x
            self.kept += 1

    def deal(self, rng: random.Random) -> list[int]:
        if self._walk is not None:
            self._walked_with(rng, self.steps, self.stop)
            return list(self.hands)
        stop, clock = self.stop, time.perf_counter
        for _ in range(self.steps):
            if stop is not None and clock() >= stop:
                break
            self._step(rng)
        return list(self.hands)
