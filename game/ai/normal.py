"""The Normal computer player: a sound club player's rules of thumb.

It counts what has been played (the unseen cards, ``knowledge.unseen``), splits
its hand into the plays it means to make (mixed plays and sets kept together),
and values each play by the chance that no other seat holds a play that beats
it: 1 for a *sure winner* (no unseen combination beats it), else the share of
random deals of the unseen cards in which nobody could beat it. From that:

- **lead**: sure winners first, the biggest first (each wins its wu and the
  lead again); without one, the lead that costs least if beaten (a big play
  nobody is likely to match, or a cheap single);
- **beat or pass**: beat when what the play wins (its wu, the lead, a
  declaration it makes possible) outweighs what it costs the hand (the value of
  the plays it breaks up), and beat anyway, if it can, when the top play would
  let its player declare;
- **declare or continue** (§8): continue only when the sure winners in hand
  will carry it, trick after trick, into a higher tier; otherwise declare;
- **lay out** (§5) the biggest supreme: its wu are free.

The same ``Brain`` plays the search player's playouts. There it is handed the
search player's own sampled game, so it may look at the other hands directly
(``Situation.from_game``), and every chance becomes 0 or 1: a cheap, sharp
policy to play hands out with.
"""
from __future__ import annotations

import random
from typing import Sequence

from game.ai.knowledge import GUARD, Sampler, Tables, holds_beater, tables_for, variant_of
from game.i18n import N_
from game.model import counts
from game.reason import Reason
from game.rules import Action, ClimbingGame, Continue, Declare, LayOut, Observation, Pass
from game.rules.climbing.plays import Combination, presence

PASS = Pass()
DECLARE = Declare()
CONTINUE = Continue()

# The reasons given most often, made once (a ``Reason`` keeps its catalogue message for the Hint in Chinese).
ONLY_CHOICE = Reason(N_("the only choice"))
SURE_LEAD = Reason(N_("a sure winner: nothing unseen beats it"))
CHEAP_LEAD = Reason(N_("no sure winner left: the lead that costs least if beaten"))
CHEAP_SINGLE = Reason(N_("a cheap single: it costs least if beaten"))
KEEPS = Reason(N_("keeps its cards: beating costs more than it wins"))
STOPS = Reason(N_("stops a declaration"))
SURE = Reason(N_("a sure winner"))
WORTH = Reason(N_("worth the cards it costs"))
LAID_OUT_FREE = Reason(N_("laid-out wu are free"))


class Situation:
    """What one decision needs: the seat's hand, the public state, and guesses at the other hands.

    ``worlds`` holds deals of the other seats' hands (every seat's packed hand,
    the deciding seat's own included), sampled from the unseen cards for a real
    decision, or the one true deal inside a playout (``exact``).
    """

    __slots__ = ("seat", "players", "phase", "hand", "top", "top_seat", "wu", "thresholds", "sizes",
                 "in_layout", "worlds", "others", "unseen", "exact", "cache", "parts", "legal", "max_other")

    @classmethod
    def from_observation(cls, obs: Observation, tables: Tables, rng: random.Random, samples: int,
                         legal: Sequence[Action] | None = None, count_cards: bool = True) -> "Situation":
        s = cls()
        s.seat = obs.seat
        s.players = obs.players
        s.phase = obs.phase
        s.hand = counts.pack(obs.hand)
        s.top = tables.by_packed.get(counts.pack(obs.top[1])) if obs.top is not None else None
        s.top_seat = obs.top[0] if obs.top is not None else -1
        s.wu = list(obs.wu)
        first = tables.first_tier
        s.thresholds = [n if n is not None else first for n in obs.needs]
        s.sizes = list(obs.hand_sizes)
        s.in_layout = obs.in_layout
        sampler = Sampler(obs, tables.variant, tables)
        if count_cards:
            s.unseen = sampler.unseen
        else:
            # A beginner forgets the cards set aside: only its hand and what lies face up are "seen".
            seen = s.hand
            for w in obs.wu_cards + obs.laid_aside:
                seen += counts.pack(w)
            s.unseen = tables.variant.deck_packed - seen
        s.worlds = [sampler.packed(rng) for _ in range(samples)] if samples else []
        s.others = ()
        s.exact = False
        s.cache = {}
        s.parts = {}
        s.legal = legal
        s.max_other = max((n for i, n in enumerate(obs.hand_sizes) if i != obs.seat), default=0)
        return s

    @classmethod
    def from_game(cls, game: ClimbingGame, tables: Tables, memo: dict | None = None) -> "Situation":
        """Inside a playout of the search player's *own sampled* game: the other hands are its guesses.

        It reads the game's packed state through its public properties, once
        for every decision of every playout, so it builds nothing it can skip.

        Here every chance and every split of a hand is a function of the other
        hands alone, and a seat running its sure winners decides again and
        again against the same hands; with ``memo`` (one dict for a playout)
        situations facing the same other hands share what was worked out.
        """
        s = cls()
        seat = game.current_player
        players = game.players
        hands = game.packed_hands
        sizes = game.hand_sizes
        top = game.top
        s.seat = seat
        s.players = players
        s.phase = game.phase
        s.hand = hands[seat]
        s.top, s.top_seat = (top[1], top[0]) if top is not None else (None, -1)
        s.wu = game.wu
        first = tables.first_tier
        s.thresholds = [game.needs(i) or first for i in range(players)] if max(game.passed_tiers) >= 0 \
            else [first] * players
        s.sizes = sizes
        s.in_layout = game.in_layout
        s.worlds = [hands]
        others = hands[:seat] + hands[seat + 1:]
        s.others = [h for h in others if h]
        s.unseen = sum(others)
        s.exact = True
        if memo is None:
            s.cache, s.parts = {}, {}
        else:
            known = memo.get(others)
            if known is None:
                known = memo[others] = ({}, {})
            s.cache, s.parts = known
        s.legal = None
        s.max_other = max(sizes[:seat] + sizes[seat + 1:])
        return s


def _score(entry: tuple) -> float:
    return entry[0]


def _best_first(entry: tuple) -> float:
    return -entry[0]


class Brain:
    """Normal's judgement, for any variant: every number is in wu (winning cards).

    ``lam``: what a wu won by another seat costs us; ``lead_value``: what
    holding the lead is worth; ``per_chip``: wu-equivalents of one chip, which
    prices a declaration made possible (ours) or prevented (theirs).
    """

    # Inside a playout (``Situation.from_game``) a brain looks at the sampled hands; one that does not judges
    # its chances on deals of its own (``worlds``), as at the table (``game.ai.guessing``).
    sees_hands = True

    def __init__(self, tables: Tables, lam: float = 0.5, lead_value: float = 0.3, per_chip: float = 5.0,
                 chain: float = 0.5, bold: float = 0.8, grow: float = 1.0) -> None:
        self.t = tables
        self.bold = bold
        self.grow = grow      # 1: play sure winners on before declaring where points grow per card; 0: declare
        self.lam = lam
        self.lead_value = lead_value
        self.chain = chain
        self.per_chip = per_chip
        v = tables.variant
        self.full_led = v.full_set_wu_led
        self.tier_chips = v.tier_chips

    # -- chances ------------------------------------------------------------------------------
    def p_win(self, s: Situation, c: Combination) -> float:
        """The chance nobody else holds a play that beats ``c`` (1: a sure winner)."""
        cid = c.id
        cache = s.cache
        r = cache.get(cid)
        if r is not None:
            return r
        r = 1.0
        if self.t.sizes[cid] <= s.max_other:
            test = self.t.beat_tests[cid]
            add, mask, rest = test
            if (s.unseen + add) & mask or (rest and holds_beater(s.unseen, test)):
                # Not sure by count: does some (sampled) deal of the unseen cards beat it?
                if s.exact and self.sees_hands:
                    # Inside a playout, the question asked most: the beater test is inlined.
                    for h in s.others:
                        if (h + add) & mask or (rest and holds_beater(h, test)):
                            r = 0.0
                            break
                elif s.worlds:
                    r = self.p_win_sampled(s, cid, test)
                else:
                    r = 0.0
        cache[cid] = r
        return r

    def worlds(self, s: Situation) -> list:
        """The deals of the unseen cards this seat judges its chances on: the situation's own."""
        return s.worlds

    def p_win_sampled(self, s: Situation, cid: int, test) -> float:
        """The share of the sampled deals in which no other seat holds a beater (``test``) of play ``cid``,
        capped at 0.95: a sample never makes a play sure."""
        me = s.seat
        worlds = self.worlds(s)
        wins = 0
        for world in worlds:
            for i, h in enumerate(world):
                if i != me and h and holds_beater(h, test):
                    break
            else:
                wins += 1
        return min(wins / len(worlds), 0.95)

    def p_nobody_else_beats(self, s: Situation, c: Combination, skip: int) -> float:
        """The chance no seat but ``skip`` and us can beat ``c`` (whether the top play stands if we pass)."""
        if not self.t.beaters[c.id]:
            return 1.0
        worlds = self.worlds(s)
        if not worlds:
            return 0.5
        test = self.t.beat_tests[c.id]
        me = s.seat
        wins = 0
        for world in worlds:
            for i, h in enumerate(world):
                if i != me and i != skip and h and holds_beater(h, test):
                    break
            else:
                wins += 1
        return wins / len(worlds)

    # -- the hand as plays ----------------------------------------------------------------------
    def partition(self, s: Situation, hand: int) -> tuple[list[Combination], float]:
        """Split ``hand`` into the plays it means to make, and their expected wu.

        The supreme first (nothing beats it), then any named play of unlike
        cards the variant has, then each mixed group played whole or as sets,
        whichever is worth more, then sets of what is left.
        """
        t = self.t
        plays: list[Combination] = []
        value = 0.0
        rest = hand
        if t.supreme_mask and rest & t.supreme_mask:
            sup = t.by_packed.get(rest & t.supreme_mask)
            if sup is not None and sup.kind == "supreme":
                plays.append(sup)
                value += self.full_led if sup.full_set else sup.size
                rest -= sup.packed
        for kinds, run in t.named_runs:
            if presence(rest) & kinds != kinds:
                continue
            for named in run:
                # A play of exact unlike cards, kept when it is worth more than its cards as sets.
                if (rest + GUARD - named.packed) & GUARD == GUARD:
                    nv = t.sizes[named.id] * self.p_win(s, named)
                    if nv >= self._sets(s, named.packed)[1]:
                        plays.append(named)
                        value += nv
                        rest -= named.packed
        parts = s.parts
        for gm in t.group_masks:
            part = rest & gm
            if not part:
                continue
            rest -= part
            known = parts.get(part)
            if known is None:
                sets, sv = self._sets(s, part)
                mixed = t.by_packed.get(part)
                if mixed is not None and mixed.kind == "mixed":
                    mv = t.sizes[mixed.id] * self.p_win(s, mixed)
                    if mv >= sv:
                        sets, sv = [mixed], mv
                known = parts[part] = (sets, sv)
            plays.extend(known[0])
            value += known[1]
        if rest:
            known = parts.get(rest)
            if known is None:
                known = parts[rest] = self._sets(s, rest)
            plays.extend(known[0])
            value += known[1]
        return plays, value

    def _sets(self, s: Situation, part: int) -> tuple[Sequence[Combination], float]:
        """``part`` as sets (the biggest allowed first, kind by kind), and their expected wu."""
        plays, weights = self.t.sets_of(part)
        p_win = self.p_win
        cache = s.cache
        value = 0.0
        for (cid, n), c in zip(weights, plays):
            p = cache.get(cid)
            value += n * (p if p is not None else p_win(s, c))
        return plays, value

    def sure_wu(self, s: Situation, plays: Sequence[Combination]) -> int:
        """The wu of the sure winners among ``plays`` (asked for every play weighed: chances looked up inline)."""
        cache = s.cache
        sizes = self.t.sizes
        total = 0
        for c in plays:
            p = cache.get(c.id)
            if p is None:
                p = self.p_win(s, c)
            if p >= 1.0:
                total += self.full_led if c.full_set else sizes[c.id]
        return total

    def _goal(self, s: Situation, seat: int, gain: int) -> float:
        """What reaching a declaration is worth to ``seat`` after gaining ``gain`` wu (0 if it does not)."""
        w = s.wu[seat] + gain
        if w < s.thresholds[seat]:
            return 0.0
        return self.per_chip * self.tier_chips(w) * (s.players - 1)

    # -- decisions ---------------------------------------------------------------------------
    def leads(self, s: Situation) -> list[tuple[float, Combination, str]]:
        """Every lead worth considering, scored, best first."""
        return sorted(self._scored_leads(s), key=_best_first)

    def _scored_leads(self, s: Situation) -> list[tuple[float, Combination, str]]:
        plays, value = self.partition(s, s.hand)
        if not plays:
            raise ValueError("no play to lead")
        p_win = self.p_win
        sizes = self.t.sizes
        lam, lv = self.lam, self.lead_value
        me = s.seat
        out: list[tuple[float, Combination, str]] = []
        for c in plays:
            p = p_win(s, c)
            if p >= 1.0:
                # Sure winners all win; the biggest first, so the wu come soonest.
                out.append((100.0 + sizes[c.id] + c.rank * 1e-3, c, SURE_LEAD))
            else:
                n = sizes[c.id]
                # What winning brings counts only if it can win (a play sure to lose, p 0, is common in playouts).
                gain = p * (lv + self._goal(s, me, n)) if p else 0.0
                score = gain - (1 - p) * lam * n + (1 - c.rank) * 1e-3
                if self.chain and p:
                    score += p * self.chain * self.sure_wu(s, self.partition(s, s.hand - c.packed)[0])
                out.append((score, c, CHEAP_LEAD))
        if not s.exact:
            # Breaking a set or a mixed play to lead one cheap card can cost less than leading the play.
            for i, single in enumerate(self.t.single):
                if single is None or not (s.hand >> (4 * i)) & 15 or single in plays:
                    continue
                p = p_win(s, single)
                _, v2 = self.partition(s, s.hand - single.packed)
                score = p * (1 + lv) - (1 - p) * lam - (value - v2) + (1 - single.rank) * 1e-3
                out.append((score, single, CHEAP_SINGLE))
        return out

    def responses(self, s: Situation, options: Sequence[Combination], must: bool
                  ) -> list[tuple[float, Combination | None, str]]:
        """Each beating play and passing, scored, best first (passing is left out under the obligation to beat)."""
        return sorted(self._scored_responses(s, options, must), key=_best_first)

    def _scored_responses(self, s: Situation, options: Sequence[Combination], must: bool
                          ) -> list[tuple[float, Combination | None, str]]:
        top = s.top
        p_win = self.p_win
        lam, lv = self.lam, self.lead_value
        x = s.top_seat
        danger = self._goal(s, x, top.size)
        stands = 1.0 if s.players <= 2 else self.p_nobody_else_beats(s, top, x)
        pass_score = -stands * (lam * top.size + danger)
        out: list[tuple[float, Combination | None, str]] = []
        if not (must and options):
            out.append((pass_score, None, KEEPS))
        if options:
            _, value = self.partition(s, s.hand)
            me = s.seat
            chain = self.chain
            for b in options:
                p = p_win(s, b)
                rest, v2 = self.partition(s, s.hand - b.packed)
                n = self.t.sizes[b.id]
                if p:
                    lead = lv + chain * self.sure_wu(s, rest) if chain else lv
                    gain = p * (n + lead + self._goal(s, me, n))
                else:
                    gain = 0.0  # it cannot win: the lead it would bring is worth nothing
                score = gain - (1 - p) * (lam * n + danger) - (value - v2)
                why = (STOPS if danger and score > pass_score else SURE if p >= 1.0 else WORTH)
                out.append((score, b, why))
        return out

    def declare(self, s: Situation) -> tuple[bool, str]:
        """Declare, unless the sure winners in hand carry it into a higher tier (§8)."""
        w = s.wu[s.seat]
        if s.in_layout:
            return True, Reason(N_("the others lead next: take the tier now"))
        plays, _ = self.partition(s, s.hand)
        more = self.sure_wu(s, plays)
        v = self.t.variant
        if v.tier_index(w + more) > v.tier_index(w):
            return False, Reason(N_("{more} more wu is a sure winner: it reaches the next tier") if more == 1
                                 else N_("{more} more wu are sure winners: they reach the next tier"), more=more)
        if self.grow and v.declare_rule == "any_gain" and more and self.tier_chips(w + more) > self.tier_chips(w):
            # Points grow with every card, and a declaration is open at every gain: sure winners keep
            # the lead trick after trick, so nobody else can gain before they are cashed.
            return False, Reason(N_("{more} more winning card is sure: it scores more") if more == 1
                                 else N_("{more} more winning cards are sure: they score more"), more=more)
        if self.bold:
            likely = sum(self.t.sizes[c.id] for c in plays if self.bold <= self.p_win(s, c) < 1.0)
            others = max(x for i, x in enumerate(s.wu) if i != s.seat)
            if v.tier_index(w + more + likely) > v.tier_index(w) and others + 6 < self.t.first_tier:
                return False, Reason(N_("likely winners reach the next tier, and nobody else is close"))
        return True, Reason(N_("no sure way to a higher tier"))

    def layouts(self, s: Situation) -> list[Combination]:
        hand = s.hand
        if s.legal is not None:
            return [self.t.by_packed[a.packed] for a in s.legal if isinstance(a, LayOut)]
        options = [c for c in self.t.variant.supreme_plays if (hand + GUARD - c.packed) & GUARD == GUARD]
        if self.t.variant.layout_supreme == "all" and options:
            options = [max(options, key=lambda c: c.size)]
        return options

    # -- one decision, end to end -----------------------------------------------------------------
    def ranked(self, s: Situation) -> list[tuple[Action, str]]:
        """The actions this brain would consider, best first, each with a one-line reason."""
        phase = s.phase
        if phase == "play":
            if s.top is None:
                return [(c.action, why) for _, c, why in self.leads(s)]
            hand = s.hand
            options = [b for b in s.top.beaten_by if (hand + GUARD - b.packed) & GUARD == GUARD]
            scored = self.responses(s, options, self.t.variant.obligation_to_beat)
            return [(c.action if c is not None else PASS, why) for _, c, why in scored]
        if phase == "decide":
            yes, why = self.declare(s)
            return [(DECLARE, why), (CONTINUE, "")] if yes else [(CONTINUE, why), (DECLARE, "")]
        if phase == "layout":
            options = sorted(self.layouts(s), key=lambda c: -c.size)
            return [(c.layout_action, LAID_OUT_FREE) for c in options] + [(PASS, Reason(N_("keeps the supreme")))]
        raise ValueError(f"nothing to decide in phase {phase!r}")

    def choose(self, s: Situation) -> tuple[Action, str]:
        """The best of ``ranked``: the first of the highest scores (as a stable sort has it), without sorting."""
        phase = s.phase
        if phase == "play":
            if s.top is None:
                _, c, why = max(self._scored_leads(s), key=_score)
                return c.action, why
            hand = s.hand
            options = [b for b in s.top.beaten_by if (hand + GUARD - b.packed) & GUARD == GUARD]
            if not options:
                return PASS, Reason(N_("nothing beats it"))
            _, c, why = max(self._scored_responses(s, options, self.t.variant.obligation_to_beat), key=_score)
            return (c.action if c is not None else PASS), why
        if phase == "decide":
            yes, why = self.declare(s)
            return (DECLARE if yes else CONTINUE), why
        if phase == "layout":
            options = self.layouts(s)
            if not options:
                return PASS, Reason(N_("no supreme"))
            return max(options, key=lambda c: c.size).layout_action, LAID_OUT_FREE
        raise ValueError(f"nothing to decide in phase {phase!r}")


class NormalPlayer:
    """A sound club player (see the module's docstring). ``samples`` deals of the unseen cards per decision."""

    level = "normal"

    def __init__(self, seed: int | None = None, samples: int = 16, **weights: float) -> None:
        self.rng = random.Random(seed)
        self.samples = samples
        self.weights = weights
        self.reason = ""
        self._brain: Brain | None = None

    def brain(self, obs: Observation) -> Brain:
        v = variant_of(obs)
        if self._brain is None or self._brain.t.variant is not v:
            self._brain = Brain(tables_for(v), **self.weights)
        return self._brain

    def act(self, observation: Observation, legal: Sequence[Action]) -> Action:
        action, self.reason = self.choose(observation, legal)
        return action

    def choose(self, obs: Observation, legal: Sequence[Action]) -> tuple[Action, str]:
        if len(legal) == 1:
            return legal[0], ONLY_CHOICE
        brain = self.brain(obs)
        s = Situation.from_observation(obs, brain.t, self.rng, self.samples if obs.phase != "layout" else 0, legal)
        action, why = brain.choose(s)
        if action not in legal:  # a safety net: never an illegal action, whatever the variant
            action = legal[0]
        return action, why
