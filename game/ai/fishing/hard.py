"""Hard fishing: determinized search over deals of the unseen cards (docs/rules/fishing.md).

For a decision with a real choice it
1. takes Normal's choice as the move to beat and adds the next best by Normal's
   own values (``candidates`` in all, 3: fewer leave more deals for each);
2. deals the cards it cannot see (the deck less its hand, the lake, every catch
   and the card turned up) at random into the other hands, by their known sizes,
   and into the pile in a random order (``sample_world``): the only hidden cards
   it ever plays with are its own guesses, so it cannot read the real ones;
3. plays the hand out from there once for each candidate, on the same deal
   (common random numbers, so their differences are sharp), every seat played by
   a fast greedy policy (``Greedy``) that looks at the sampled hands (inside its
   own sample, looking is not cheating);
4. repeats with new deals until 90 % of its budget (seconds a decision) is
   spent, starting a deal only if the deals so far say it will finish in time;
5. scores each candidate by its seat's chips at the end of the hand (the
   pairwise settlement of §8, doubling included), and leaves Normal's choice
   only for a candidate that did better by more than ``z`` standard errors of
   the paired difference, so that a small budget cannot make it play worse than
   Normal by chasing noise.
"""
from __future__ import annotations

import random
import time
from typing import Sequence

from game.i18n import N_
from game.model import counts
from game.model.cards import KIND_COUNT, Card
from game.reason import Reason, cards
from game.rules import Action, Capture, FishingObservation, FishingVariant, LayOut, Pass, Release
from game.rules.fishing.game import FishingGame
from game.ai.fishing.normal import NormalFishingPlayer, variant_of
from game.ai.fishing.normal import _View as NormalView
from game.ai.search import mean_and_error, old_objects_set_aside

ONE = tuple(counts.ONE)
SHIFT = tuple(counts.FIELD_BITS * i for i in range(KIND_COUNT))
MASK = counts.FIELD_MASK
Move = tuple[int, int, int]


def move_of(action: Action) -> Move | None:
    """The engine move ``(bait, fish, n)`` of a capture or release (None for a layout question's answers)."""
    if isinstance(action, Capture):
        return (action.bait.index, action.fish[0].index, len(action.fish))
    if isinstance(action, Release):
        return (action.card.index, -1, 0)
    return None


class Gains:
    """What cards add to a catch's points (§7), fast: a catch's score is the sum of its groups' scores (each
    group's fish, small or not, and its bonus depend only on the group's own kinds), so a gain needs only the
    one or two groups the new cards belong to, each looked up in a table keyed by the catch's fields of that
    group's kinds. With ``hope`` 0 it is ``scoring.points(catch + cards) - scoring.points(catch)`` (tested);
    with ``hope`` > 0 a group begun but not yet counting is also worth that share of what completing it would
    add, shared among the kinds it lacks (as Normal weighs it, without asking whether they are still out)."""

    def __init__(self, v: FishingVariant, hope: float = 0.0) -> None:
        points = v.scoring.points
        rule_two = v.scoring.mixed_rule == "two_military"
        small = v.scoring.fish["small"]
        groups = [(tuple(c.index for c in g.kinds), g) for g in v.scoring.groups]
        grouped = {i for kinds, _ in groups for i in kinds}
        groups += [((c.index,), None) for c in v.copies if c.index not in grouped]   # the others: each kind alone
        self.groups: list[tuple[int, dict[int, float]]] = []
        self.mask_of: list[int] = [0] * KIND_COUNT
        self.table_of: list[dict[int, float]] = [{} for _ in range(KIND_COUNT)]
        for kinds, group in groups:
            mask = sum(MASK << SHIFT[i] for i in kinds)
            table: dict[int, float] = {}
            ranges = [range(v.copies[Card.from_index(i)] + 1) for i in kinds]
            for have in _product(ranges):
                part = sum(h * ONE[i] for h, i in zip(have, kinds))
                table[part] = points(part) + (hope * _hoped(v, group, part, rule_two, small) if group else 0)
            for i in kinds:
                self.mask_of[i] = mask
                self.table_of[i] = table
            self.groups.append((mask, table))

    def worth(self, catch: int) -> float:
        """The catch's points (with ``hope``: and the hope of its groups begun)."""
        return sum(table[catch & mask] for mask, table in self.groups)

    def gain(self, catch: int, b: int, f: int, n: int) -> int:
        """Points added to ``catch`` by bait ``b`` and ``n`` fish ``f`` (``n`` = 0: just ``b``)."""
        after = catch + ONE[b] + n * ONE[f]
        mb, tb = self.mask_of[b], self.table_of[b]
        total = tb[after & mb] - tb[catch & mb]
        if n:
            mf = self.mask_of[f]
            if mf != mb:
                tf = self.table_of[f]
                total += tf[after & mf] - tf[catch & mf]
        return total


def _hoped(v: FishingVariant, g, part: int, rule_two: bool, small: int) -> float:
    """What a group begun in ``part`` would add once it counts, shared by the kinds it still lacks (0 when it
    counts already or is not begun); Jun kinds each by the share of their copies held."""
    up = v.scoring.fish[g.fish] - small
    have = {c: counts.count_of(part, c) for c in g.kinds}
    n = sum(have.values())
    if not n:
        return 0.0
    if g.when == "each_complete":
        return sum(up * h * h / v.copies[c] for c, h in have.items() if 0 < h < v.copies[c])
    if g.when == "mixed":
        lacking = [c for c in g.civil if not have[c]]
        if rule_two:
            lacking += [c for c in g.military if not have[c]]
        elif not any(have[c] for c in g.military):
            lacking.append(g.military[0])
    else:
        lacking = [c for c in g.kinds if not have[c]]
    return up * n / (1 + len(lacking)) if lacking else 0.0


def _product(ranges: list[range]) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = [()]
    for r in ranges:
        out = [t + (x,) for t in out for x in r]
    return out


class Greedy:
    """The playout policy: every seat takes the capture that adds most to its own catch now, plus what the
    fish would have added to an opponent holding a catcher; with nothing worth taking it releases the card
    that hands the others least (a catcher of it in an opponent's hand costs what that catch would add).

    It reads the sampled game's packed hands and catches directly; tables are built once per variant."""

    def __init__(self, v: FishingVariant, noise: float = 5.0, hope: float = 1.0) -> None:
        self.v = v
        gains = Gains(v, hope)
        self.gain = gains.gain
        self.worth = gains.worth
        self.per_chip = v.points_per_chip
        self.mask_of, self.table_of = gains.mask_of, gains.table_of
        self.noise = noise
        capture = v.capture
        # A mask of the count fields of every kind that catches kind ``i`` (to test a hand in one AND).
        catchers = [0] * KIND_COUNT
        for b in capture.kinds_index:
            for f in capture.fish_of[b]:
                catchers[f] |= MASK << SHIFT[b]
        self.catcher_mask = tuple(catchers)

    def choose(self, g: FishingGame, moves: list[Move], rng: random.Random) -> Move:
        seat = g.current_player
        catches = g.packed_catches
        hands = g.packed_hands
        gain = self.gain
        mask_of, table_of = self.mask_of, self.table_of
        catch = catches[seat]
        catchers = self.catcher_mask
        others = [s for s in range(g.players) if s != seat and s != g.sitter]
        noise = self.noise
        rand = rng.random
        near: dict[int, float] = {}   # per kind: what it is worth to the first opponent holding a catcher of it
        best, best_value = moves[0], -1e9
        for m in moves:
            b, f, n = m
            if f >= 0:
                after = catch + ONE[b] + n * ONE[f]
                mb, tb = mask_of[b], table_of[b]
                value = tb[after & mb] - tb[catch & mb]
                mf = mask_of[f]
                if mf != mb:
                    tf = table_of[f]
                    value += tf[after & mf] - tf[catch & mf]
                key, k = f, n
            else:
                value = 0.0
                key, k = b, 0
            risk = near.get(key * 4 + k)
            if risk is None:
                risk = 0.0
                mask = catchers[key]
                for s in others:
                    if hands[s] & mask:
                        risk = gain(catches[s], key, key, k - 1 if k else 0) + 10
                        break
                near[key * 4 + k] = risk
            value += (0.5 * risk if f >= 0 else -risk) + noise * rand()
            if value > best_value:
                best, best_value = m, value
        return best

    def playout(self, g: FishingGame, rng: random.Random, horizon: int | None = None) -> None:
        """Play ``g`` (a sampled copy) to its end, or ``horizon`` moves on: heaven pairs laid out when asked,
        then greedy moves."""
        while g.phase == "layout":
            g.apply(max(g.legal_actions(), key=_laid))
        moves, play, choose = g.moves, g.play, self.choose
        left = -1 if horizon is None else horizon
        while g.phase != "over" and left:
            ms = moves()
            play(ms[0] if len(ms) == 1 else choose(g, ms, rng))
            left -= 1

    def outcome(self, g: FishingGame, seat: int) -> float:
        """The seat's chips if the hand is over; before that, its pairwise margins in catch worth, as chips."""
        if g.phase == "over":
            return g.chips[seat]
        worth = self.worth
        catches = g.packed_catches
        mine = worth(catches[seat])
        return sum(mine - worth(catches[s]) for s in range(g.players) if s != seat and s != g.sitter) / self.per_chip


def _laid(action: Action) -> int:
    return len(action.cards) if isinstance(action, LayOut) else 0


def unseen_of(v: FishingVariant, obs: FishingObservation) -> list[int]:
    """The card indices ``obs.seat`` cannot see: the deck less its hand, the lake, every catch, the drawn card."""
    seen = counts.pack(obs.hand) + counts.pack(obs.lake) + sum(counts.pack(c) for c in obs.catches)
    if obs.drawn is not None:
        seen += ONE[obs.drawn.index]
    rest = v.deck_packed - seen
    return [i for i in range(KIND_COUNT) for _ in range((rest >> SHIFT[i]) & MASK)]


def sample_world(v: FishingVariant, obs: FishingObservation, unseen: Sequence[int], rng: random.Random) -> FishingGame:
    """A full game consistent with everything ``obs`` shows: the unseen cards dealt at random into the other
    hands (their sizes as seen) and the pile (its count as seen, in a random order). Built directly, without
    the checks and the log of ``new_game``, because a search builds thousands."""
    cards = list(unseen)
    rng.shuffle(cards)
    me = obs.seat
    hands = [0] * obs.players
    hands[me] = counts.pack(obs.hand)
    k = 0
    for s in range(obs.players):
        if s != me and s != obs.sitter:
            for i in cards[k:k + obs.hand_sizes[s]]:
                hands[s] += ONE[i]
            k += obs.hand_sizes[s]
    pile = cards[k:k + obs.pile]
    if len(pile) < obs.pile:
        raise ValueError("the observation shows more hidden cards than the deck has unseen")
    g = FishingGame.__new__(FishingGame)
    g.variant = v
    g.players = obs.players
    g.dealer = obs.dealer
    g.sitter = obs.sitter
    g.seed = None
    g.phase = obs.phase
    g.current_player = obs.current_player
    g._hands = hands
    g._lake = counts.pack(obs.lake)
    g._catches = [counts.pack(c) for c in obs.catches]
    g._pile = pile
    g._drawn = obs.drawn.index if obs.drawn is not None else -1
    g._ask = _still_asked(v, obs, hands) if obs.phase == "layout" else []
    g.chips = [0] * obs.players
    g.settlement = None
    g.log = None
    g.start_events = []
    for name in FishingGame.__slots__:
        if not hasattr(g, name):
            setattr(g, name, None)   # the engine's caches (e.g. the legal moves of this state): not worked out yet
    return g


def _still_asked(v: FishingVariant, obs: FishingObservation, hands: list[int]) -> list[int]:
    """In the layout phase (§3): the seats after the one asked, in turn order from the dealer, that hold a
    heaven pair in this sample (they will be asked next)."""
    pair = v.pair_card
    if pair is None:
        return []
    n = obs.players
    order = [(obs.dealer + i) % n for i in range(n) if (obs.dealer + i) % n != obs.sitter]
    after = order[order.index(obs.current_player) + 1:]
    return [s for s in after if (hands[s] >> SHIFT[pair.index]) & MASK >= 2]


def words(action: Action) -> str:
    """An action in a player's words, for the reason."""
    if isinstance(action, Capture):
        return Reason(N_("{bait} takes {fish}"), bait=cards([action.bait]), fish=cards(action.fish))
    if isinstance(action, Release):
        return Reason(N_("let {card} go"), card=cards([action.card]))
    if isinstance(action, LayOut):
        return Reason(N_("lay out {n} {card}"), n=len(action.cards), card=cards([action.cards[0]]))
    return Reason(N_("keep the pair in hand")) if isinstance(action, Pass) else repr(action)


class HardFishingPlayer:
    level = "hard"

    def __init__(self, seed: int | None = None, budget: float = 1.0, candidates: int = 3, z: float = 2.0,
                 max_worlds: int | None = None, noise: float = 5.0, hope: float = 1.0,
                 horizon: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.budget = budget
        self.candidates = candidates
        self.z = z
        self.max_worlds = max_worlds
        self.noise = noise
        self.hope = hope
        self.horizon = horizon
        self.normal = NormalFishingPlayer(None if seed is None else seed + 1)
        self.reason = ""
        self.last_worlds = 0
        self.last_playouts = 0   # hands played out for the last decision (deals × candidates): the bench's measure
        self._policy: Greedy | None = None

    def policy(self, v: FishingVariant) -> Greedy:
        if self._policy is None or self._policy.v is not v:
            self._policy = Greedy(v, self.noise, self.hope)
        return self._policy

    def act(self, observation: FishingObservation, legal: Sequence[Action]) -> Action:
        action, self.reason = self.choose(observation, legal)
        return action

    def candidates_for(self, v: FishingVariant, obs: FishingObservation,
                       legal: Sequence[Action]) -> list[tuple[Action, str]]:
        """Normal's choice first (with its reason), then the next best few by Normal's own values (a layout
        question: every answer)."""
        first = self.normal.act(obs, legal)
        out = [(first, self.normal.reason)]
        if obs.phase == "layout":
            return out + [(a, "") for a in legal if a != first]
        view = NormalView(v, obs)   # Normal's weighing of each move, read from its module (not changed there)
        ranked = sorted(((view.value(a), self.rng.random(), a) for a in legal if a != first),
                        key=lambda t: (t[0], t[1]), reverse=True)
        return out + [(a, "") for _, _, a in ranked[: self.candidates - 1]]

    def choose(self, obs: FishingObservation, legal: Sequence[Action]) -> tuple[Action, str]:
        with old_objects_set_aside():
            return self._choose(obs, legal)

    def _choose(self, obs: FishingObservation, legal: Sequence[Action]) -> tuple[Action, str]:
        self.last_worlds = 0
        self.last_playouts = 0
        if len(legal) == 1:
            return legal[0], Reason(N_("the only move"))
        start = time.perf_counter()
        deadline = start + self.budget * 0.9   # the answer, not the last playout, must land on time
        v = variant_of(obs)
        cands = self.candidates_for(v, obs, legal)
        if len(cands) == 1:
            return cands[0]
        policy = self.policy(v)
        rng = self.rng
        seat = obs.seat
        unseen = unseen_of(v, obs)
        moves = [move_of(a) for a, _ in cands]
        k = len(cands)
        n = [0] * k
        diffs = [0.0] * k
        squares = [0.0] * k
        worlds = 0
        limit = self.max_worlds
        searching = now = time.perf_counter()
        while limit is None or worlds < limit:
            # A deal not finished in time is wasted: start one only if the deals so far say it will finish.
            if now >= deadline or (worlds and now + (now - searching) / worlds > deadline):
                break
            base = sample_world(v, obs, unseen, rng)
            rewards = []
            for (action, _), m in zip(cands, moves):
                g = base.copy()
                if m is None:
                    g.apply(action)
                else:
                    g.play(m)   # legal here: the seat's hand, the lake and the drawn card are the real ones
                policy.playout(g, rng, self.horizon)
                rewards.append(policy.outcome(g, seat))
                if limit is None and time.perf_counter() >= deadline and len(rewards) < k:
                    break
            if len(rewards) < k:
                break   # an unfinished deal is dropped: the candidates are judged on the same deals
            worlds += 1
            self.last_playouts += k
            r0 = rewards[0]
            for i, r in enumerate(rewards):
                d = r - r0
                n[i] += 1
                diffs[i] += d
                squares[i] += d * d
            now = time.perf_counter()
        self.last_worlds = worlds
        if worlds < 2:
            return cands[0]
        best, best_gain = 0, 0.0
        for i in range(1, k):
            mean, se = mean_and_error(n[i], diffs[i], squares[i])
            if mean > self.z * se and mean > best_gain:
                best, best_gain = i, mean
        action, why = cands[best]
        if best == 0:
            return action, Reason(N_("{why} (searched {worlds} deals: nothing did better)"), why=why,
                                  worlds=worlds) if why else \
                Reason(N_("searched {worlds} deals: nothing did better"), worlds=worlds)
        return action, Reason(N_("{move}: searched {worlds} deals, {gain} chips a hand better than {other}"),
                              move=words(action), worlds=worlds, gain=f"{best_gain:+.1f}", other=words(cands[0][0]))
