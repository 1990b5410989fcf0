"""Hard Si Se Pai: determinized search over deals of the unseen cards (docs/rules/si-se-pai.md §4–§8).

It sees only its observation. It judges a hand with ``HardJudge``: Normal's loose
units and outs, plus the unseen copies that would let *any* seat's card pong a
pair or gan a triple in the hand (``tempo``), since such a meld lets a loose card
go; its claims and discards follow that judge, the discards read over deals of the
unseen cards for what another seat could claim or win on. With ``playouts`` on (off
by default: at 0.05 s they moved no chips, docs/ai.md), for a decision with a choice it takes its best
few moves as candidates (a win is always declared at once), then, while its time ``budget``
allows (it stops at 90 % of it, and starts a deal only if it will finish), deals the cards it cannot see at random to the other hands
(their sizes are known) and the pile, and plays each candidate out in that deal
to the end of the hand with a fast greedy policy for every seat (keep melds, take
claims that cost no loose unit, throw the loosest card; ``shape``). The same deals
serve every candidate, so their differences are measured on the same luck. The
candidate with the best mean chips wins only if it beats Normal's choice by more
than its standard error (``game.ai.search``); otherwise Normal's choice stands.

In a claim window it does not know who else was asked or what they answered
(§5): in each sampled deal the seats that could claim are found again, those
asked before it answer by the greedy policy, and those after it answer in the playout.
"""
from __future__ import annotations

import random
import time
from typing import Sequence

from game.ai.rummy import shape, tempo
from game.ai.rummy.normal import OUTS_WEIGHT, POINTS_WEIGHT, Judge, NormalRummyPlayer, unseen_counts, variant_of
from game.ai.search import mean_and_error, old_objects_set_aside
from game.i18n import N_
from game.model.four_colour import JOKER, ONE, FourColourCard, pack
from game.reason import Reason, cards
from game.rules import Action, Claim, Discard
from game.rules.rummy import RummyGame, RummyObservation
from game.rules.rummy import melds as M
from game.rules.rummy.game import GUARD, SEATINGS, claim_action

TEMPLATES = M.TEMPLATES
CANDIDATES = 3
Z = 2.0
DANGER_WORLDS = 48   # deals of the unseen cards that rank the discards (cheap: no playout)
CLAIM_COST = 0.35    # a discard another seat pongs or chis: in loose units of our own hand (Normal's PONG_RISK)
UNIT_CHIPS = 2.5     # about what one loose unit of the hand is worth in chips
WAIT_WEIGHT = 0.0    # each unseen card the hand would win on at once, in loose units (0: off; duels: no gain)
NEAR_WEIGHT = 0.25   # a near-meld with four unseen cards to complete it, in loose units (Normal's OUTS_WEIGHT)
SINGLE_WEIGHT = 0.25  # a single with four (it has at most three: only its twin completes it)
PAIR_WEIGHT = 0.5    # a pair with both other copies unseen (anyone's card pongs it); duels: +0.7 a hand
TRIPLE_WEIGHT = 0.25  # a triple with the fourth copy unseen (anyone's card gans it)
TEMPO = 0.05         # a claim skips the turns in between (Normal's bonus)
HORIZON = 16         # playout moves before the hands are judged by their loose units (0: to the end)
PLAYOUTS = False     # playouts off: at 0.05 s they moved no chips (+0.52 with, +0.77 without, 2,000 hands each) and overran the budget under load


def waits(v, hand: int, unseen: Sequence[int]) -> int:
    """How many unseen cards would let ``hand`` win at once, on anyone's draw or discard (§5, §6): most wins
    are on another seat's drawn card, so a hand that is ready with many winning cards is ahead in the race."""
    if shape.cost(hand) > 1.05:
        return 0
    complete = v.splitter.complete
    total = 0
    for x in range(JOKER + 1):
        if unseen[x]:
            for tm in TEMPLATES[x]:
                if _holds(hand, tm.packed) and complete(hand - tm.packed):
                    total += unseen[x]
                    break
    return total


class HardJudge(Judge):
    """Normal's judge with Hard's own value of a hand: each part's unseen cards weighed by who may give them
    (``tempo``: a near-meld from our draw or the seat before, a single from our draw only, a pair or triple
    from anyone, as pong or gan), and, for a hand one card from winning, the unseen cards it wins on."""

    def __init__(self, v, obs: RummyObservation, weights: dict[str, float], ready: float = 0.0) -> None:
        super().__init__(v, obs)
        self.weights = weights
        self.ready = ready
        self._values: dict[int, float] = {}

    def value(self, hand: int) -> float:
        got = self._values.get(hand)
        if got is not None:
            return got
        unseen = self.unseen
        cost, ps = tempo.parts(hand)
        w = self.weights
        total = -cost
        loose = False
        for kind, idx in ps:
            outs = sum(unseen[k] for k in idx)
            if kind == tempo.NEAR or kind == tempo.ALONE:
                loose = True
                total += w[kind] * min(1.0, outs / 4.0)
            else:
                total += w[kind] * outs / (2.0 if kind == tempo.PAIR else 1.0)
        if not loose:
            total += POINTS_WEIGHT * max(self.v.splitter.points(hand), 0)
        if self.ready and cost <= 1.05:
            total += self.ready * waits(self.v, hand, unseen)
        self._values[hand] = total
        return total


def _holds(hand: int, part: int) -> bool:
    return (hand + GUARD - part) & GUARD == GUARD


def _outs(hand: int, remaining: Sequence[int]) -> float:
    """A share for each loose unit of ``hand`` by how many ``remaining`` cards would complete it (as Normal).
    The units are read from ``tempo``'s shared parts: a memo of each hand's units, like tempo's old one,
    would put the collector's long passes and its emptying inside the search."""
    return sum(min(1.0, sum(remaining[k] for k in idx) / 4.0) for kind, idx in tempo.parts(hand)[1]
               if kind in shape.LOOSE)


def greedy_move(g: RummyGame, rng: random.Random, remaining: Sequence[int] | None = None) -> int:
    """The playout policy: win when possible; take a claim that leaves no more loose units than before;
    throw the card whose loss leaves the fewest loose units (with ``remaining``, the best outs among equals)."""
    seat = g.current_player
    hand = g._hands[seat]
    moves = g.moves()
    cost = shape.cost
    if g.phase == "claim":
        x = g._offer[1]   # type: ignore[index]
        now = cost(hand)
        best, best_cost = -1, now + 0.5
        for m in moves:
            if m < 0:
                continue
            if m & 1:
                return m
            c = cost(hand - TEMPLATES[x][m >> 1].packed)
            if c < best_cost:
                best, best_cost = m, c
        if best < 0 and -1 not in moves:
            return moves[0]
        return best
    best_i, best_c = moves[0], 1e9
    for i in moves:
        after = hand - ONE[i]
        c = cost(after) + rng.random() * 0.01
        if remaining is not None:
            c -= OUTS_WEIGHT * _outs(after, remaining)
        if c < best_c:
            best_i, best_c = i, c
    return best_i


def playout(g: RummyGame, rng: random.Random, remaining: Sequence[int] | None = None, horizon: int = 0) -> None:
    """Play on by the greedy policy to the end of the hand, or ``horizon`` moves when it is set."""
    moves = 0
    while g.phase != "over":
        g.play(greedy_move(g, rng, remaining))
        moves += 1
        if moves == horizon:
            return


def score(g: RummyGame, seat: int) -> float:
    """The seat's chips if the hand is over; otherwise how far ahead its hand is of the others' in loose
    units, in chips (a playout cut at its horizon)."""
    if g.phase == "over":
        return float(g.chips[seat])
    costs = [shape.cost(h) for h in g._hands]
    others = [c for s, c in enumerate(costs) if s != seat]
    return UNIT_CHIPS * (sum(others) / len(others) - costs[seat])


class HardRummyPlayer:
    def __init__(self, seed: int | None = None, budget: float = 1.0, max_worlds: int | None = None,
                 candidates: int = CANDIDATES, z: float | None = None, outs: bool = False,
                 danger_worlds: int = DANGER_WORLDS, playouts: bool = PLAYOUTS, horizon: int = HORIZON,
                 wait_weight: float = WAIT_WEIGHT, near: float = NEAR_WEIGHT, single: float = SINGLE_WEIGHT,
                 pair: float = PAIR_WEIGHT, triple: float = TRIPLE_WEIGHT, tempo: float = TEMPO) -> None:
        self.rng = random.Random(seed)
        self.budget = budget
        self.max_worlds = max_worlds
        self.candidates = candidates
        self.z = Z if z is None else z
        self.outs = outs
        self.danger_worlds = danger_worlds
        self.playouts = playouts
        self.horizon = horizon
        self.wait_weight = wait_weight
        self.weights = {"near": near, "single": single, "pair": pair, "triple": triple}
        self.tempo = tempo
        self.normal = NormalRummyPlayer(seed)
        self.reason = ""
        self.worlds = 0

    def act(self, obs: RummyObservation, legal: Sequence[Action]) -> Action:
        with old_objects_set_aside():
            return self._act(obs, legal)

    def _act(self, obs: RummyObservation, legal: Sequence[Action]) -> Action:
        choice = self.normal.act(obs, legal)
        self.reason = self.normal.reason
        if len(legal) == 1 or (isinstance(choice, Claim) and choice.win):
            return choice
        v = variant_of(obs)
        judge = HardJudge(v, obs, self.weights, self.wait_weight)
        start = time.perf_counter()
        if obs.phase == "discard":
            ranked = self._read_discards(v, obs, judge, legal)
            candidates = [a for _, a in ranked[:self.candidates]]
            choice = candidates[0]
            self.reason = Reason(N_("throw {card}: least use to the hand and, over {worlds} deals of the unseen cards, "
                                    "least often claimed or won on"), card=cards([choice.card]),  # type: ignore[attr-defined]
                                 worlds=self.danger_worlds)
        else:
            choice = self._read_claims(v, obs, judge, legal, choice)
            candidates = self._candidates(obs, judge, legal, choice)
        if len(candidates) < 2 or not self.playouts:
            return choice
        stats = self._search(obs, candidates, self.budget - (time.perf_counter() - start))
        base = candidates.index(choice)
        best, best_mean = choice, 0.0
        for i, a in enumerate(candidates):
            if i == base:
                continue
            n = len(stats[i])
            gains = [stats[i][k] - stats[base][k] for k in range(n)]
            mean, err = mean_and_error(n, sum(gains), sum(g * g for g in gains))
            if mean > best_mean and mean > self.z * err:
                best, best_mean = a, mean
        if best is not choice:
            self.reason = Reason(N_("{move}: it does best in {worlds} deals of the unseen cards"), move=self._words(best),
                                 worlds=self.worlds)
        return best

    def _read_claims(self, v, obs: RummyObservation, judge: Judge, legal: Sequence[Action], choice: Action) -> Action:
        """The claim (or pass) that leaves the hand, after its best discard, worth most by Hard's judge, with
        ``tempo`` for each claim: it skips the turns in between. A win was already taken (Normal's best)."""
        options = [a for a in legal if not (isinstance(a, Claim) and a.win)]
        if not options:
            return choice

        def worth(a: Action) -> float:
            if isinstance(a, Claim):
                return judge.best_discard(judge.hand - a.packed)[0] + self.tempo
            return judge.value(judge.hand)

        best = max(options, key=worth)
        if best != choice:
            self.reason = (Reason(N_("{move}: the hand it leaves is readier to win"), move=self._words(best))
                           if isinstance(best, Claim) else
                           Reason(N_("pass: no claim on {card} brings the win nearer"),
                                  card=cards([obs.offered[1]])))  # type: ignore[index]
        return best

    def _read_discards(self, v, obs: RummyObservation, judge: Judge, legal: Sequence[Action]) -> list:
        """Every discard ranked by what it leaves the hand, less what it gives away, counted over deals of the
        unseen cards (§5): how often another seat could pong or chi it, and how often, for how many points,
        another seat would win on it (the discarder pays, §8)."""
        me, n = obs.seat, obs.players
        cards = [a.card.index for a in legal]   # type: ignore[attr-defined]
        if not self.danger_worlds:   # no deals: Normal's rough danger from the unseen counts
            quick = [(judge.value(judge.hand - ONE[x]) - judge.danger(x), a) for x, a in zip(cards, legal)]
            quick.sort(key=lambda t: -t[0])
            return quick
        unseen = unseen_counts(v, obs)
        pool = [k for k in range(JOKER + 1) for _ in range(unseen[k])]
        table = v.table.exposed
        exposed_pts = [sum(table[M.classify(tuple(c.index for c in m))] for m in melds)  # type: ignore[index]
                       for melds in obs.exposed]
        order = [(me + i) % n for i in range(1, n)]
        nxt = order[0]
        claimed = [0.0] * len(cards)
        lost = [0.0] * len(cards)
        splitter = v.splitter
        rng = self.rng
        for _ in range(self.danger_worlds):
            rng.shuffle(pool)
            hands = {}
            k = 0
            for s in order:
                size = obs.hand_sizes[s]
                h = 0
                for c in pool[k:k + size]:
                    h += ONE[c]
                hands[s] = h
                k += size
            ready = [s for s in order if shape.split_cost(hands[s]) <= 1.05]   # dealt hands seldom recur: no memo
            for j, x in enumerate(cards):
                won = False
                for s in ready:
                    h = hands[s]
                    best = -1
                    for tm in TEMPLATES[x]:
                        if _holds(h, tm.packed) and splitter.complete(h - tm.packed):
                            best = max(best, exposed_pts[s] + table[tm.kind] + splitter.points(h - tm.packed))
                    if best >= 0:
                        lost[j] += best
                        won = True
                        break
                if won:
                    continue
                shift = 5 * x
                if any((hands[s] >> shift) & 31 >= 2 for s in order):
                    claimed[j] += 1.0
                elif any(tm.kind in M.GROUPS and _holds(hands[nxt], tm.packed) for tm in TEMPLATES[x]):
                    claimed[j] += 0.7
        w = max(1, self.danger_worlds)
        ranked = []
        for j, a in enumerate(legal):
            x = cards[j]
            after = judge.hand - ONE[x]
            score = judge.value(after) - CLAIM_COST * claimed[j] / w - lost[j] / w / UNIT_CHIPS
            ranked.append((score, a))
        ranked.sort(key=lambda t: -t[0])
        return ranked

    def _words(self, a: Action) -> Reason:
        if isinstance(a, Discard):
            return Reason(N_("throw {card}"), card=cards([a.card]))
        if isinstance(a, Claim):
            if not a.cards:
                return Reason(N_("claim with nothing more"))
            return Reason(N_("claim with {cards}"), cards=cards(a.cards, " "))
        return Reason(N_("pass"))

    def _candidates(self, obs: RummyObservation, judge: Judge, legal: Sequence[Action], choice: Action) -> list[Action]:
        if obs.phase == "discard":
            scored = []
            for a in legal:
                i = a.card.index   # type: ignore[attr-defined]
                scored.append((judge.value(judge.hand - ONE[i]) - judge.danger(i), a))
            scored.sort(key=lambda t: -t[0])
            out = [a for _, a in scored[:self.candidates]]
        else:
            out = [a for a in legal if not (isinstance(a, Claim) and a.win)][:self.candidates + 1]
        if choice not in out:
            out.append(choice)
        return out

    # -- the search ------------------------------------------------------------------------------
    def _search(self, obs: RummyObservation, candidates: list[Action], budget: float) -> list[list[float]]:
        v = variant_of(obs)
        unseen = unseen_counts(v, obs)
        pool = [k for k in range(JOKER + 1) for _ in range(unseen[k])]
        remaining = list(unseen)      # what the playout's seats count outs from: the cards not yet shown
        for c in obs.hand:
            remaining[c.index] += 1
        stats: list[list[float]] = [[] for _ in candidates]
        start = time.perf_counter()
        stop = start + 0.9 * budget
        worlds = 0
        rng = self.rng
        while True:
            if self.max_worlds is not None:
                if worlds >= self.max_worlds:
                    break
            elif worlds:
                now = time.perf_counter()
                if now + (now - start) / worlds > stop:   # the next deal would not finish in the budget
                    break
            world = self._deal(v, obs, pool, rng)
            worlds += 1
            seed = rng.random()
            for i, a in enumerate(candidates):
                g = world.copy()
                play_seed = random.Random(seed)
                if not _apply(g, obs, a):
                    stats[i].append(0.0)
                    continue
                playout(g, play_seed, remaining if self.outs else None, self.horizon)
                stats[i].append(score(g, obs.seat))
        self.worlds = worlds
        return stats

    def _deal(self, v, obs: RummyObservation, pool: list[int], rng: random.Random) -> RummyGame:
        """A game in which the unseen cards are dealt at random, as the observation allows, at this decision."""
        cards = list(pool)
        rng.shuffle(cards)
        me, n = obs.seat, obs.players
        hands = [0] * n
        hands[me] = pack(obs.hand)
        k = 0
        for s in range(n):
            if s != me:
                size = obs.hand_sizes[s]
                for c in cards[k:k + size]:
                    hands[s] += ONE[c]
                k += size
        pile = cards[k:k + obs.pile]
        g = RummyGame.__new__(RummyGame)
        g.variant = v
        g.players = n
        g.dealer = obs.dealer
        g.sitter = None
        g.seed = None
        g._hands = hands
        g._exposed = [[tuple(c.index for c in m) for m in melds] for melds in obs.exposed]
        g._kinds = [[M.classify(m) for m in melds] for melds in g._exposed]   # type: ignore[misc]
        g._discards = [[c.index for c in d] for d in obs.discards]
        g._pile = pile
        g._offer = None
        g._window = []
        g._asked = 0
        g._answers = []
        g.chips = list(obs.chips)
        g.winner = None
        g.win_points = 0
        g.log = None
        g.start_events = []
        g._splitter = v.splitter
        g.phase = obs.phase
        g.current_player = me
        if obs.phase == "claim":
            owner, card, source = obs.offered   # type: ignore[misc]
            draw = source == "draw"
            x = card.index
            window = []
            for s, _ in SEATINGS[n, owner, draw]:
                claims = g.claims_of(s, x, owner, draw)
                if claims or s == me:
                    if not (draw and s == owner and FourColourCard.from_index(x).alone_only):
                        claims.append(-1)
                    window.append((s, tuple(claims)))
            g._offer = (owner, x, draw)
            g._window = window
            mine = [i for i, (s, _) in enumerate(window) if s == me][0]
            play_rng = random.Random(rng.random())
            answers = []
            for s, moves in window[:mine]:
                g.current_player = s
                g._asked = len(answers)
                answers.append((s, _greedy_answer(g, s, x, moves, play_rng)))
            g._answers = answers
            g._asked = mine
            g.current_player = me
        return g


def _greedy_answer(g: RummyGame, seat: int, x: int, moves: tuple[int, ...], rng: random.Random) -> int:
    """What a seat asked before us answered, by the playout policy."""
    hand = g._hands[seat]
    now = shape.cost(hand)
    best, best_cost = (-1 if -1 in moves else moves[0]), now + 0.5
    for m in moves:
        if m < 0:
            continue
        if m & 1:
            return m
        c = shape.cost(hand - TEMPLATES[x][m >> 1].packed)
        if c < best_cost:
            best, best_cost = m, c
    return best


def _apply(g: RummyGame, obs: RummyObservation, action: Action) -> bool:
    """Play our candidate in the sampled game; False if it does not apply there."""
    if isinstance(action, Discard):
        if g.phase != "discard":
            return False
        g.play(action.card.index)
        return True
    moves = g._window[g._asked][1]
    x = g._offer[1]   # type: ignore[index]
    for m in moves:
        if claim_action(x, m) == action:
            g.play(m)
            return True
    return False


__all__ = ["HardRummyPlayer", "greedy_move", "playout"]
