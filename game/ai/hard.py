"""The Hard computer player: determinized Monte Carlo search over Normal's candidates.

For a decision with a real choice it
1. asks Normal for its ranking and keeps the best few actions (always Normal's
   own choice, and passing when it may pass);
2. deals the unseen cards to the other seats by their known hand sizes
   (``knowledge.Sampler``: the only hands it ever plays with are its own
   guesses), drawn to agree with what those seats did earlier in the hand
   (``reading``: the leads it remembers from its own turns, judged as Normal
   would have played them), and rebuilds the position with
   ``ClimbingGame.from_observation``;
3. plays the hand out from there once for each candidate, the same deal for
   all of them (common random numbers, so their differences are sharp), every
   seat played by Normal's brain: its own seat looking straight at the sampled
   hands (a fast, sharp playout policy: inside its own sample, looking is not
   cheating), the other seats judging their chances on their own guesses at
   the deal, as the people and computers at the table do (``guessing``);
4. repeats with new deals until its thinking budget (seconds) is spent;
5. scores each candidate by the hand's chips for its seat, and leaves Normal's
   choice only for a candidate that did better by more than ``z`` standard
   errors of the paired difference, so that a small budget cannot make it
   play worse than Normal by chasing noise; where the game has records of
   what each place in Normal's ranking gains (``priors``), each candidate's
   mean is taken with its place's record instead, and the best above nothing
   wins (``pick``).
"""
from __future__ import annotations

import math
import random
import time
from contextlib import ExitStack
from typing import Sequence

from game.ai import fast
from game.ai.guessing import GuessingBrain, ReadGuesses, Shuffles
from game.ai.knowledge import ONE, Sampler, decision_kind, decision_kinds, holds_beater, tables_for, variant_of
from game.ai.normal import PASS, Brain, Situation
from game.i18n import N_
from game.reason import Reason
from game.ai.reading import Chain, Reader, ReadingBrain, TableMemory, carried_over
from game.ai.helpers import shared as shared_helpers
from game.ai.priors import choose, game_of, place, prior_for
from game.ai.search import Tally, batch_error, mean_and_error, old_objects_set_aside
from game.rules import Action, Declare, Observation, Pass
from game.rules.climbing import ClimbingGame


CUTOFF = 8.0  # a guessed deal this much less likely (in log-chance) than the best of its pool is never kept
# With this much effort (seconds of one core's search a decision, ``HardPlayer.effort``: the thinking time on
# every core Hard searches on) or more, Hard weighs WIDE_LEADS of Normal's leads instead of ``candidates``
# (at 1 s, +0.088 chips a hand [+0.029, +0.147] over 600 deals), and in the games where it was measured to pay
# (``THOROUGH_GAMES``) it reads the table thoroughly (``thorough``): a longer burn-in, more of the chain's moves
# between deals and none dropped to save time, every lead read with Normal's chances and the beats and passes
# read as well (at 1 s in Sap Ng Wu +0.073 [+0.017, +0.129], 750 deals; at a fixed 55 deals in Wu Han +0.103
# [+0.021, +0.185]). Each costs deals: at the arena's 0.05 s on one core neither paid, alone (wide +0.009,
# thorough -0.004 [-0.067, +0.058], 1,000 deals) or together (+0.028 [-0.026, +0.082] on seed 970, -0.005
# [-0.065, +0.055] on 971); at 0.05 s with one helper (effort 0.1, twice the deals) both together gained +0.099
# [+0.042, +0.155] over the same on one core, +0.107 over the helper's deals spent on the quick search
# (docs/ai.md, sessions 8, 10, 11 and 14); with the swift chain below they pay on one core too. With four
# players there are more remembered actions to read, the thorough reading leaves a third of the deals, and at
# 1 s it lost in Sap Ng Wu (session 12); in C at 0.05 s it neither gained nor lost there (+0.009 [-0.042, +0.060]
# over 1,000 deals, session 33) or in Wu Han (-0.007 [-0.061, +0.047] over 500, session 34): the games are
# (variant file, seats) pairs, and four seats only where one sits the hand out and three play it, as in Luan Chuo
# (+0.268 [+0.078, +0.457] over 1,000 deals; with the gods of wealth, a house rule of the same file, +0.378
# [+0.092, +0.664], session 34) and Ma Hua Hua (+0.182 [+0.077, +0.288] over 2,000; session 33).
# Below SWIFT_BELOW the thorough reading's chain swaps three cards a move and makes 7 moves between deals
# (``SWIFT``), not one card and 20: its guesses forecast whether a lead stands as well (Brier 0.1466 against
# 0.1476 at 40 deals a lead, 3,000 positions) at a third of the chain's time (0.39 ms a deal against 1.11), and
# with it the wide, thorough search pays on one core at the arena's 0.05 s (+0.090 [+0.036, +0.145] on seed 970,
# +0.024 [-0.033, +0.081] on 971 over the quick search, 1,000 deals each; docs/ai.md, session 15), so in the
# thorough games both start from THOROUGH_FROM. From SWIFT_BELOW up the chain stays as measured at 1 s. In C,
# with deals to spare, 3-player Luan Chuo gained by both at 0.05 s as well: +0.529 [+0.339, +0.720] chips a hand
# over 3,000 deals (docs/ai.md, session 32); so did 3-player Ma Hua Hua, +0.188 [+0.056, +0.319], and Chang Pai,
# +0.046 [+0.009, +0.084], over 3,000 deals each (session 33), where the search in Python had too few deals to
# spare for it; and Luan Chuo (dun), +0.241 [+0.120, +0.362] over 3,000 deals with three players and +0.147
# [+0.043, +0.251] over 1,000 at four seats, one sitting out (session 34).
WIDE_LEADS_FROM = 0.1
WIDE_LEADS = 16
THOROUGH_FROM = 0.05
THOROUGH_GAMES = frozenset({("sap-ng-wu", 3), ("wu-han", 3), ("luan-chuo", 3), ("luan-chuo", 4), ("ma-hua-hua", 3),
                            ("ma-hua-hua", 4), ("chang-pai", 3), ("luan-chuo-dun", 3), ("luan-chuo-dun", 4)})
SWIFT_BELOW = 0.1
SWIFT = {"steps": 7, "swap": 3}
THOROUGH = {"burn": 100, "steps": 20, "rough": False, "answers": True, "balance": False, "swap": 1}
# Where the game has records of what each place in Normal's ranking gains (``priors``: 3-player Sap Ng Wu,
# Ma Hua Hua and Chang Pai with 3 or 4), each candidate's mean is taken with its place's record, the record's
# variance times SHRINK (``shrink``: below 1 the record counts for more than measured, as if its places were
# more alike). Judged offline (``game.ai.records``) on held-out positions of Sap Ng Wu, 0.5 chose better than
# the bar of one standard error by +0.011 chips a decision (twice its error); on 3,200 fresh positions of
# session 19, by -0.0003 +- 0.0043, as the bar does. In the arena at 0.05 s, a hand:
# Sap Ng Wu +0.019 [-0.008, +0.046] over seeds 970, 971 and 990; Ma Hua Hua +0.443 [+0.192, +0.693] over 972
# and 973 (docs/ai.md, session 16); Chang Pai +0.119 [+0.064, +0.173] over 974 and 975, and with 4 players
# +0.078 [+0.026, +0.129] over 976 and 977 (session 17); Ma Hua Hua with 4 +0.274 [+0.138, +0.410] over 978
# and 979 (session 18). With many deals a mean is sharp and the record hardly moves it.
SHRINK = 0.5
# The share of a decision's time the reading's chain may spend on its burn-in before the search starts: on a slow
# machine late in a hand the full burn-in alone overran a 0.05 s decision (docs/ai.md, session 21).
BURN_SHARE = 0.4
QUICK = {"burn": 10, "rough": True, "answers": False, "balance": True, "swap": 1}
# The reading's floor (``floor``: the chance every action keeps, whatever the model of Normal says of it) by the
# number of seats that play the hand (``playing``), FLOOR at any other. With three, a tenth of it gained in Sap Ng
# Wu +0.033 [+0.003, +0.062] over 4,000 deals at 0.05 s (docs/ai.md, session 24) and lost nothing measurable
# against two Easy players, who play otherwise than the model (+0.021 [-0.035, +0.077], 2,000 deals), in Chang Pai
# (-0.010 [-0.066, +0.046], 2,000), Luan Chuo or Ma Hua Hua; with four, in Sap Ng Wu, it did not gain (-0.026
# [-0.069, +0.016] over 2,500 deals; session 25). Where one of four seats sits the hand out (Ma Hua Hua, Luan Chuo
# and Luan Chuo (dun) at four, or a player's own variant so), three play and the reading faces the three-player
# game's hands: it takes their floor, a reasoned choice that measured nothing either way there (Ma Hua Hua +0.027
# [-0.161, +0.215], Luan Chuo -0.053 [-0.343, +0.236], 1,000 deals each; session 26; the dun not measured).
FLOOR = 0.01
FLOORS = {3: 0.001}


def playout(game: ClimbingGame, brain: Brain, memo: dict | None = None,
            seats: Sequence[Brain] | None = None, stop: float | None = None) -> bool:
    """Play ``game`` (a sampled copy) to its end, every seat by ``brain`` with the hands in view, or each seat
    by its own brain in ``seats`` (``guessing``: the other seats playing on their guesses). False if it was
    left unfinished at ``stop`` (a time on ``time.perf_counter``).

    Most playouts take a fraction of a millisecond, but now and then one meets
    positions where every decision weighs many ways to beat, and takes 10 to
    30 ms: with four players at 0.05 s such a playout, begun just before the
    deadline, made most of the decisions that ran late (docs/ai.md, session
    25). So the clock is read before each seat's decision, which costs under
    1 % of a playout.

    The brain chooses from the legal plays of the position it sees, so each
    action goes in unchecked and unlogged (``step``). More than half the
    decisions of a playout are a seat holding nothing that beats the top play;
    the brain would pass there, so it passes without building a ``Situation``.
    Decisions of a seat facing the same other hands share their chances
    (``memo``, one per seat: pass it for the playouts of one deal, whose
    candidates meet the same hands).
    """
    tables = brain.t
    beat_tests = tables.beat_tests
    from_game = Situation.from_game
    step = game.step
    if seats is None:
        seats = [brain] * game.players
    if memo is None:
        memo = {}
    memos = [memo.setdefault(i, {}) for i in range(game.players)]
    chooses = [b.choose for b in seats]
    clock = time.perf_counter
    while game.phase != "over":
        top = game.top
        seat = game.current_player
        if top is not None and game.phase == "play" and not holds_beater(
                game.packed_hands[seat], beat_tests[top[1].id]):
            step(PASS)
            continue
        if stop is not None and clock() >= stop:
            return False
        action, _ = chooses[seat](from_game(game, tables, memos[seat]))
        step(action)
    return True


def playing(obs: Observation) -> int:
    """The seats that play this hand: all at the table but one sitting it out (in any variant whose four seats
    deal three hands), whose empty hand the reading never weighs. The reading's floor follows these; what was
    measured by the table (the records of ``priors``, the games read thoroughly) stays keyed on the seats."""
    return obs.players - (obs.sitter is not None)


def _legal_ranking(brain: Brain, s: Situation, legal: Sequence[Action]) -> list:
    """Normal's ranking in ``s``, each action with its reason, kept to what is legal here."""
    return [(a, why) for a, why in brain.ranked(s) if a in legal]


class OwnGuesses:
    """The deals Hard's own seat judges its chances on in the playouts of one decision (``blind``).

    Fixed for the decision, every deal's playouts judge on the same few
    guesses, and whatever those get wrong they get wrong in every deal; with
    ``rolling``, each deal's are the deals searched just before it (the first
    ones those drawn at the start), so that the errors of Hard's own guesses
    vary from deal to deal as the deals do, and never include the deal itself.
    """

    def __init__(self, first: list[list[int]], rolling: bool) -> None:
        self.ring = list(first)
        self.now = list(first)   # changed in place: the playouts' brains and the C calls hold this very list
        self.rolling = rolling

    def next(self, hands: list[int]) -> list[list[int]]:
        """The guesses for the deal ``hands``, which then joins the guesses of the deals after it."""
        if self.rolling:
            self.now[:] = self.ring
            self.ring.pop(0)
            self.ring.append(hands)
        return self.now

    def drawing(self, draw):
        """``draw`` (a search's next deal), each deal it gives first setting the guesses for its playouts."""
        def drawn() -> list[int]:
            hands = draw()
            self.next(hands)
            return hands
        return drawn


class HardPlayer:
    level = "hard"

    def __init__(self, seed: int | None = None, budget: float = 1.0, candidates: int = 8, z: float = 1.0,
                 max_worlds: int | None = None, samples: int = 16, race: bool = False,
                 read: float = 1.0, pool: int = 4, floor: float | None = None, floors: str | float | int = "",
                 chances: int = 8,
                 rough: int | None = None, answers: int | None = None, steps: int | None = None,
                 burn: int | None = None, informed: int = 0, balance: int | None = None, batch: int = 0,
                 chains: int = 1, guesses: int = 8,
                 lead_candidates: int | None = None, lead_singles: int | None = None,
                 lead_steps: int | None = None, warm: int = 0, thorough_leads: int = 0, quick: str = "",
                 blind: str = "",
                 z_lead: float | None = None, z_beat: float | None = None, z_decide: float | None = None,
                 helpers: int = 0, swap: int | None = None, halve: int = 0, effort: float | None = None,
                 shrink: float | None = None, fast: int = 1, layouts: int = 0, rolling: int = 0,
                 nest: int = 0, nest_deals: int = 0, doubt: float = 0.0, fresh: int = 0, vary: int = 0,
                 mind: int = 0, tree: int = 0, tree_least: int = 16, tree_z: float = 0.0,
                 declare_bias: float = 0.0, pass_bias: float = 0.0) -> None:
        self.rng = random.Random(seed)
        self.budget = budget
        self.candidates = candidates
        # Leads are judged among more of Normal's choices (``None``: WIDE_LEADS with a time budget of
        # WIDE_LEADS_FROM or more, else as many as elsewhere; the budget may change between decisions).
        self.lead_candidates = lead_candidates
        # At most this many single cards among the lead candidates (None: the measured default, ``singles``).
        self.lead_singles = lead_singles
        self.z = z
        self.max_worlds = max_worlds
        self.samples = samples
        self.race = race
        # Successive halving: every ``halve`` deals the worse half of the candidates by mean gain stop being played
        # (Normal's choice stays), so the deals left go to the few that could beat it. 0: every candidate throughout.
        self.halve = max(0, int(halve))
        self.read = read      # the softmax temperature (wu) of the model of the others' play; 0: deal blind
        self.pool = pool      # guessed deals weighed for each one searched
        self._floor = floor   # None: the measured default for the table's size (``floor``)
        # Floors joined by "+" (e.g. "0.001+0.01+0.05"): each other seat's floor is read from its own play, one
        # of these, not fixed at ``floor`` (``Reader``'s ``floors``). Empty: ``floor`` for every seat. Measured no
        # better at 0.05 s (+0.007 [-0.037, +0.052], 2,000 deals; docs/ai.md, session 25), so none.
        wrong = ValueError(f"floors are chances above 0 and at most 1 joined by '+', not {floors!r}")
        try:
            self.floors = tuple(float(f) for f in str(floors).split("+")) if floors not in ("", None) else ()
        except ValueError:
            raise wrong from None
        if any(not 0.0 < f <= 1.0 for f in self.floors):
            raise wrong
        if len(self.floors) == 1:   # one floor is the fixed one
            self._floor, self.floors = self.floors[0], ()
        self.chances = chances  # deals the others' chances are judged on, as Normal judges its own
        # mind 1: those deals hide this seat's own hand too, as it was hidden from the seat judged (session 31)
        self.mind = int(bool(mind))
        self._reading: ReadingBrain | None = None
        self._chain: Chain | None = None
        # With reading: moves of the chain of deals between two deals searched (0: pools of ``pool``). None: 4
        # in the games declared by tiers, 12 where a declaration is open at every gain (measured, docs/ai.md).
        self.steps = steps
        self.lead_steps = lead_steps  # the chain's moves between deals at a lead (None: as elsewhere)
        # Each None below takes the measured default for the thinking time (``reading_option``):
        self._balance = balance  # with a time budget, fewer chain moves while they cost more than playouts
        self._burn = burn        # moves before the first
        # With ``warm``, each decision's chain starts where the last one of the hand ended
        # (``reading.carried_over``), not from a uniform deal: measured no better at 0.05 s, so off (docs/ai.md,
        # session 9). ``_last``: that chain and the memory it read (a new hand makes a new memory list).
        self.warm = bool(warm)
        self._last: tuple[Chain, list] | None = None
        self.informed = bool(informed)  # Normal's ranking, the default choice, judged on the read deals
        # The standard error of a candidate's gain by batch means over this many consecutive deals (0: as if the
        # deals were independent, which the chain's are not).
        self.batch = batch
        self.chains = max(1, chains)  # independent chains of deals, taken in turn
        self._rough = rough
        # In the playouts, the other seats judge their chances on this many guesses at the deal, as Normal does
        # at the table (``guessing``); 0: they look at the sampled hands.
        self.guesses = guesses
        self._answers = answers
        # The thorough reading at leads only, at any thinking time: where what Hard knows, not time, holds it back.
        self.thorough_leads = bool(thorough_leads)
        # At these kinds of decision (joined by "+"), the quick reading even where it is otherwise thorough,
        # trading what the thorough reading tells there for more deals. At 0.05 s the beats and declarations so
        # got two to four times their deals and lost (docs/ai.md, session 24), so none.
        self.quick = decision_kinds(quick)
        # At these kinds of decision (joined by "+", e.g. "decide" or "lead+beat+decide"), Hard's own seat in the
        # playouts judges its chances on deals read from the table, not on the sampled hands (``ReadGuesses``):
        # measured no better at 0.05 s (docs/ai.md, session 13), so off.
        self.blind = decision_kinds(blind)
        self.rolling = bool(rolling)  # with ``blind``: each deal's own guesses the deals searched before it
        # The test's bar at each kind of decision (None: ``z``); measured no better (docs/ai.md, session 13).
        self.bars = {"lead": z_lead, "beat": z_beat, "decide": z_decide}
        # Processes playing deals out beside this thread, each on a core of its own (``game.ai.helpers``); 0: alone.
        # Never with a fixed number of deals (``max_worlds``), which stays deterministic.
        self.helpers = max(0, int(helpers))
        self._swap = swap  # cards each move of the chain swaps between two seats (None: the measured default)
        # The effort the measured choices follow (None: this player's own, ``effort``): a helper's Hard is given
        # the asking Hard's, so that it searches and reads as that one does, not as a Hard alone at its budget.
        self._effort = effort
        # Each candidate's mean taken with the record of its place in Normal's ranking (``priors``), the record's
        # variance times this factor (larger trusts the search more); 0: the bar of ``z`` standard errors alone.
        # None: the measured default, SHRINK.
        self._shrink = shrink
        # Play the deals out in C where the extension is built and takes the game (``game.ai.fast``): the same
        # decisions, more deals a second. 0: in Python always (to compare the two).
        self.fast = bool(fast)
        # Read that the other seats laid out every supreme they held (Normal does): once the layouts are over,
        # no deal gives one a supreme (``Sampler``'s ``laid_out``, ``Reader``'s ``kept``).
        self.layouts = bool(layouts)
        # In the playouts (in C only: refused in Python), Hard's own later decisions weigh Normal's best ``nest``
        # choices, each played out on the deal, instead of taking Normal's first: a search that spends time
        # otherwise than on deals. Measured worse at 0.05 s (docs/ai.md, session 29), so off.
        self.nest = max(0, int(nest))
        # ... each played out on this many deals of the other seats' cards dealt afresh among them, as Hard would
        # guess there (0: on the sampled deal itself, which Hard would not see there).
        self.nest_deals = max(0, int(nest_deals))
        # A candidate's standard error is taken as never below this (chips): with thousands of deals it falls
        # under what the playouts' own bias could be. Measured no better at 10,000 deals (docs/ai.md, session 29).
        self.doubt = max(0.0, float(doubt))
        # In the playouts, the seats that judge on guesses take from each guessed hand the cards played since the
        # guess was made (``guessing.cut``), as Normal at the table guesses afresh from what is unseen now;
        # otherwise a beater played long ago still counts. The oracle gained by it, Hard did not, and it costs
        # deals (docs/ai.md, session 30), so off.
        self.fresh = int(bool(fresh))
        # The other seats' guesses in the playouts drawn anew for every deal, not once a decision: the oracle's
        # (its default there), whose deals are all the real one, so that without it every deal is played out
        # alike and its search is one playout a candidate. Hard's guesses vary with its deals already; drawing
        # them each deal costs it most of its deals (docs/ai.md, session 30).
        self.vary = int(bool(vary))
        # In the playouts (in C only), Hard's own next decision after the candidate is taken as Hard would take it
        # there, not seeing the cards: Normal's best ``tree`` choices are each played out and their chips kept
        # for what Hard would see at that decision (the candidate and every action since), and the choice played
        # is the best of those over the search's earlier deals once it has ``tree_least`` of them (a first
        # step of information-set search; 0: Normal's choice on the sampled hands, as before).
        self.tree = max(0, int(tree))
        self.tree_least = max(1, int(tree_least))
        # With ``tree_z``, a choice other than the first weighed there only where it gains ``tree_z`` standard
        # errors over that one, as at the root, and Normal's on the sampled hands otherwise (0: the best mean).
        # Every way measured no better at 0.05 s (docs/ai.md, session 32), so off.
        self.tree_z = max(0.0, float(tree_z))
        self._tree = None  # the last search's statistics (``last_tree``)
        # ``declare_bias``: chips added to declaring's mean at declare or continue (negative: to continuing's). The
        # playouts go on with Hard's own seat seeing the sampled hands, which could make holding on for a higher
        # tier look better (or worse) than Hard, not seeing them, can make it: a measuring option for that bias. No
        # better either way, worse toward continuing (0.25: -0.011, -0.25: -0.026 [-0.046, -0.006]; docs/ai.md,
        # session 35).
        # ``pass_bias``: the same at a beat, chips added to passing's mean (negative: to beating's); 0.05 either
        # way: no better.
        # By kind of decision, as the bars are: the choice favoured and its chips.
        self.shifts = {"decide": (Declare(), float(declare_bias)), "beat": (Pass(), float(pass_bias))}
        # Their random numbers are their own: the chain walking in C holds ``rng``'s (``Chain.holding``).
        self._vary_rng = random.Random(None if seed is None else f"vary/{seed}")
        self.memory = TableMemory()
        self.reason = ""
        self.last_worlds = 0
        self.last_playouts = 0  # hands played out for the last decision (deals × candidates): the bench's measure
        # Where the last decision's seconds went: Normal's ranking, setting up the reading of the table (its chain's
        # burn-in), dealing (the chain's moves and rebuilding each deal) and playing the deals out. The bench
        # prints them by kind of decision (``bench_hard --budget 0.05``; docs/ai.md, session 22).
        self.last_parts: dict[str, float] = {}
        self._brain: Brain | None = None

    @staticmethod
    def _survivors(active: list[int], tally: Tally) -> list[int]:
        """Drop the candidates clearly worse than the best so far (two standard errors); Normal's choice stays."""
        stats = {i: mean_and_error(tally.n[i], tally.diffs[i], tally.squares[i]) for i in active}
        stats[0] = (0.0, 0.0)
        top = max(stats.values(), key=lambda ms: ms[0] - 2 * ms[1])
        floor = top[0] - 2 * top[1]
        return [i for i in active if i == 0 or stats[i][0] + 2 * stats[i][1] >= floor]

    @staticmethod
    def _better_half(active: list[int], tally: Tally) -> list[int]:
        """Normal's choice and the better half of the other candidates by mean gain over it, in their order."""
        others = sorted((i for i in active if i), key=lambda i: -tally.diffs[i] / max(1, tally.n[i]))
        kept = set(others[: max(1, len(active) // 2)])
        return [i for i in active if i == 0 or i in kept]

    def effort(self) -> float:
        """Seconds of one core's search a decision: the thinking time on every core it searches on (its own and
        its helpers'), which is what the measured choices below depend on: the deals a decision can afford."""
        if self._effort is not None:
            return self._effort
        return self.budget * (1 + self.helpers)

    def floor(self, players: int) -> float:
        """The reading's floor where ``players`` play the hand (``playing``): the one given, else the measured one
        (``FLOORS``)."""
        return self._floor if self._floor is not None else FLOORS.get(players, FLOOR)

    def shrink(self) -> float:
        """How far the search's means are taken with their places' records (``priors``; 0: not at all)."""
        return SHRINK if self._shrink is None else max(0.0, float(self._shrink))

    def leads(self, v=None, players: int = 3) -> int:
        """How many of Normal's ranked leads are searched (in variant ``v`` at a table of ``players``).

        At a lead more deals are worth little (what Hard knows, not how long it
        thinks, holds it back), so with time to spare the deals go to more of
        Normal's choices. Under a tight budget the wider look leaves each
        candidate too few deals to leave Normal's choice, unless the reading
        is thorough (the two pay together). Runs with a fixed number of deals
        keep ``candidates``, as they were measured.
        """
        if self.lead_candidates is not None:
            return self.lead_candidates
        if self.max_worlds is None and (self.effort() >= WIDE_LEADS_FROM
                                        or (v is not None and self._thorough_game(v, players))):
            return max(WIDE_LEADS, self.candidates)
        return self.candidates

    def _thorough_game(self, v, players: int) -> bool:
        """Whether the game and the effort make the reading thorough (``thorough``, less the ``thorough_leads``
        option)."""
        return self.max_worlds is None and self.effort() >= THOROUGH_FROM and (v.id, players) in THOROUGH_GAMES

    def _swift(self, v, players: int) -> bool:
        """Whether the thorough reading's chain is the swift one (``SWIFT``): with little effort to spend."""
        return self._thorough_game(v, players) and self.effort() < SWIFT_BELOW

    def thorough(self, v, kind: str | None = None, players: int = 3) -> bool:
        """Whether the reading of the table is thorough (``THOROUGH``) in variant ``v`` at a decision of ``kind``
        at a table of ``players``.

        It is, with an effort of ``THOROUGH_FROM`` or more (every thinking time
        the table offers and the arena's 0.05 s), in 3-player Sap Ng Wu and Wu
        Han, where Hard gets about a third of what seeing the hands would give
        and what it knows of the leads holds it back, and, with the search in C,
        in the other games where three play the hand (``THOROUGH_GAMES``, whose
        comment has the figures: Luan Chuo, its dun, Ma Hua Hua and Chang Pai,
        and the first three at four seats, one sitting out); below ``SWIFT_BELOW`` its
        chain is the swift one (``SWIFT``), without which it cost as many deals
        as it was worth at 0.05 s on one core. Not with a fixed number of deals,
        which keep the reading they were measured with. In Python, with 55 deals
        a decision, Ma Hua Hua and Chang Pai gained nothing by it or lost (docs/ai.md,
        session 11). The players' own variants keep the reading measured
        everywhere, and so do tables where four play: more remembered
        actions to read leave the search half the quick reading's deals, and it lost
        at 1 s (session 12) and gained nothing in C at 0.05 s (session 33).
        ``thorough_leads`` makes it thorough at every lead; ``quick`` names kinds of decision where it never is
        (the wide leads stay: they follow the game and the effort, ``leads``).
        """
        if kind in self.quick:
            return False
        if self._thorough_game(v, players):
            return True
        return self.thorough_leads and kind == "lead"

    def reading_option(self, name: str, v, kind: str | None = None, players: int = 3):
        """The reading option ``name`` as given, or else as measured best for the game, table and thinking time."""
        given = getattr(self, "_" + name)
        if given is not None:
            return type(QUICK[name])(given)
        if name in SWIFT and self._swift(v, players):
            return SWIFT[name]
        return (THOROUGH if self.thorough(v, kind, players) else QUICK)[name]

    def singles(self, v) -> int | None:
        """The most singles among the lead candidates in variant ``v`` (``lead_singles``, or the measured default).

        In the games declared by tiers a wide search almost never leads a
        single, and one gained (Sap Ng Wu +0.079 at 0.05 s, Wu Han +0.073,
        Chang Pai +0.010). Where a declaration is open at every gain, points
        grow with every card won and singles are good leads far more often
        (Ma Hua Hua: 6 leads in 10, mostly Normal's first three singles): there
        one single lost (-0.405) and three gained (+0.201 [+0.008, +0.393] over
        Normal's order, 800 deals; Luan Chuo +0.055, n.s.). docs/ai.md, sessions 8 and 9.
        """
        if self.lead_singles is not None:
            return self.lead_singles
        return 1 if v.declare_rule == "higher_tier" else 3

    def lead_choices(self, ranked: list, v, players: int = 3) -> list:
        """The leads searched: Normal's first, then the next in its order, with at most ``singles`` singles.

        Normal ranks its cheap singles above every play of two or more cards that
        would lose; a search over 16 of them chose a play of several cards at 90 %
        of leads (docs/ai.md, session 8), so singles past the first few only take
        deals from the plays that matter.
        """
        n = self.leads(v, players)
        cap = self.singles(v)
        if cap is None:
            return ranked[:n]
        out = []
        singles = 0
        for a, why in ranked:
            single = len(getattr(a, "cards", ())) == 1
            if out and single and singles >= cap:
                continue
            out.append((a, why))
            singles += single
            if len(out) == n:
                break
        return out

    def ranking(self, obs: Observation, legal: Sequence[Action], brain: Brain) -> tuple[Situation, list]:
        """Normal's ranking of the legal actions at ``obs`` (its chances judged on ``samples`` deals in play), and
        the situation it was judged in."""
        s = Situation.from_observation(obs, brain.t, self.rng, self.samples if obs.phase == "play" else 0, legal)
        return s, _legal_ranking(brain, s, legal)

    def to_search(self, ranked: list, legal: Sequence[Action], kind: str, v, players: int) -> list:
        """The candidates searched from Normal's ranking: at a lead ``lead_choices``, elsewhere its first
        ``candidates``; and passing wherever a pass is legal, since keeping its cards is always a choice."""
        cands = self.lead_choices(ranked, v, players) if kind == "lead" else ranked[: self.candidates]
        if Pass() in legal and all(a != Pass() for a, _ in cands):
            cands.append((Pass(), Reason(N_("keeps its cards"))))
        return cands

    def brain(self, obs: Observation) -> Brain:
        v = variant_of(obs)
        if self._brain is None or self._brain.t.variant is not v:
            self._brain = Brain(tables_for(v))
        return self._brain

    def moves(self, v, kind: str | None = None, players: int = 3) -> int:
        """The chain's moves between two deals searched in variant ``v`` (``steps``, or the measured default).

        Consecutive deals of the chain differ by a few swapped cards: in Luan Chuo 4 moves made the deals so
        alike that Hard lost to uniform deals (80 of them were worth far fewer), 12 did not; in Sap Ng Wu 4
        did better than 12.
        """
        if self.steps is not None:
            return self.steps
        if self._swift(v, players):
            return SWIFT["steps"]
        if self.thorough(v, kind, players):
            return THOROUGH["steps"]
        return 4 if v.declare_rule == "higher_tier" else 12

    def dealer(self, obs: Observation, brain: Brain, until: float | None = None, stop: float | None = None):
        """``_dealer``, its time kept as the decision's "reading" part (``last_parts``)."""
        t = time.perf_counter()
        deal = self._dealer(obs, brain, until, stop)
        self.last_parts["reading"] = time.perf_counter() - t
        return deal

    def _dealer(self, obs: Observation, brain: Brain, until: float | None = None, stop: float | None = None):
        """What deals the hands a search plays with: guesses of the unseen cards, consistent with ``obs``.

        Reading the table (``read`` > 0): of ``pool`` guessed deals, one is
        kept with a chance in proportion to how likely the other seats'
        remembered actions were, had they held those hands (``reading``).
        The chain of deals stops its burn-in at ``until`` (``time.perf_counter``)
        if it runs that long, so that the search keeps the rest of the time,
        and its moves between deals at ``stop``, the search's deadline.
        """
        sampler = Sampler(obs, brain.t.variant, brain.t, laid_out=self.layouts)
        deeds = self.memory.usable() if self.read > 0 else []
        if not deeds or self.pool < 2:
            return sampler.packed
        base = sampler.packed
        if self._reading is None or self._reading.t is not brain.t:
            self._reading = ReadingBrain(brain.t)
        kind = decision_kind(obs)
        v = brain.t.variant
        reader = Reader(self._reading, deeds, list(self.memory.played), sampler.unseen, sampler.hand,
                        list(obs.hand_sizes), self._minds(sampler), self.read,
                        self.floor(playing(obs)),
                        rough=self.reading_option("rough", v, kind, obs.players),
                        answers=self.reading_option("answers", v, kind, obs.players), floors=self.floors,
                        fast=self.fast,
                        kept=[(s, self.memory.played[s]) for s in sampler.others] if sampler.laid_out else ())
        steps = self.moves(v, kind, obs.players)
        if self.lead_steps is not None and kind == "lead":
            steps = self.lead_steps
        burn = self.reading_option("burn", v, kind, obs.players)
        swap = self.reading_option("swap", v, kind, obs.players)
        if steps:
            dealable = sum(ONE[i] for i in sampler.cards)
            start = None
            if self.warm and self._last is not None and self._last[1] is self.memory.deeds:
                start = carried_over(self._last[0].hands, sampler.others, sampler.sizes, dealable, self.rng)
                start[obs.seat] = sampler.hand
                if not sampler.allows(start):
                    start = None
            if start is None:
                start = base(self.rng)
            chain = self._chain = Chain(reader, start, sampler.others, dealable, self.rng, steps, burn, swap, until,
                                       stop)
            if self.warm:
                self._last = (chain, self.memory.deeds)
            if self.chains == 1:
                return chain.deal
            # Independent restarts: a chain stuck near one explanation of the table is one of several.
            chains = [chain] + [Chain(reader, base(self.rng), sampler.others, dealable, self.rng, steps, burn, swap,
                                      until, stop) for _ in range(self.chains - 1)]
            turn = [0]

            def deal_in_turn(rng: random.Random) -> list[int]:
                c = chains[turn[0] % len(chains)]
                turn[0] += 1
                c.steps = chain.steps  # under a time budget the search sets the first chain's moves for all
                return c.deal(rng)
            return deal_in_turn
        score = reader.log_likelihood
        pool = self.pool
        exp = math.exp

        def deal(rng: random.Random) -> list[int]:
            drawn = [base(rng) for _ in range(pool)]
            scores = []
            top = -math.inf
            for h in drawn:
                x = score(h, top - CUTOFF)
                scores.append(x)
                if x > top:
                    top = x
            weights = [exp(x - top) for x in scores]
            r = rng.random() * sum(weights)
            for w, hands in zip(weights, drawn):
                r -= w
                if r <= 0:
                    return hands
            return drawn[-1]
        return deal

    def _minds(self, sampler: Sampler) -> list[list[int]]:
        """The deals the reading judges the other seats' remembered chances on (``chances`` of them).

        Normal judges its chances on deals of the cards it cannot see, this seat's hand among them. Deals of
        the cards this seat cannot see (``mind`` 0) leave its own hand where it is in every one, as if the seat
        judged had known it; with ``mind`` 1 this seat's hand is dealt out with the rest. (Either way one set
        serves every guessed deal weighed, so the seat judged may find its own cards in another seat's guess.)
        """
        if not self.mind:
            return [sampler.packed(self.rng) for _ in range(self.chances)]
        return sampler.hiding_own(self.rng, self.chances)

    def act(self, observation: Observation, legal: Sequence[Action]) -> Action:
        action, self.reason = self.choose(observation, legal)
        return action

    def choose(self, obs: Observation, legal: Sequence[Action]) -> tuple[Action, str]:
        with old_objects_set_aside():
            return self._choose(obs, legal)

    def _choose(self, obs: Observation, legal: Sequence[Action]) -> tuple[Action, str]:
        if self.read > 0:
            self.memory.observe(obs, self.brain(obs).t)
        self.last_worlds = 0
        self.last_playouts = 0
        self._tree = None
        self.last_parts = parts = {"ranking": 0.0, "reading": 0.0, "dealing": 0.0, "playing": 0.0}
        if len(legal) == 1:
            return legal[0], Reason(N_("the only choice"))
        start = time.perf_counter()
        # Stop early enough that the answer, not the last playout, is what lands on time.
        deadline = start + self.budget * 0.92
        # The reading's burn-in takes no more of it than this; with a fixed number of deals (tests, the bench)
        # the whole burn-in, whatever the machine, so that the decisions stay the same.
        until = start + self.budget * BURN_SHARE if self.max_worlds is None else None
        stop = deadline if self.max_worlds is None else None
        brain = self.brain(obs)
        v = brain.t.variant
        rng = self.rng
        s, ranked = self.ranking(obs, legal, brain)
        parts["ranking"] = time.perf_counter() - start
        if not ranked:
            return legal[0], Reason(N_("the only choice"))
        if obs.phase == "play" and obs.top is None and brain.p_win(s, brain.t.by_packed[ranked[0][0].packed]) >= 1.0:
            # Leading a sure winner banks its wu and keeps the lead: searching cannot improve on it.
            return ranked[0]
        deal = None
        self._chain = None
        if self.informed and obs.phase == "play" and len(ranked) > 1 and self.read > 0 and self.memory.usable():
            # Normal's choice is what Hard plays unless the search finds better, and its chances come from
            # deals of the unseen cards: judged on deals that agree with the table, it is a better default.
            deal = self.dealer(obs, brain, until, stop)
            s.worlds = [deal(rng) for _ in range(self.samples)]
            s.cache = {}
            s.parts = {}
            ranked = _legal_ranking(brain, s, legal) or ranked
        kind = decision_kind(obs)
        cands = self.to_search(ranked, legal, kind, v, obs.players)
        if len(cands) == 1:
            return cands[0]
        helping = None
        if self.helpers and self.max_worlds is None:
            # The spare cores play deals of their own meanwhile: asked first, so they start at once.
            helping = shared_helpers(self.helpers).ask(
                self.helper_options(), obs, cands, self.memory, rng.getrandbits(62), deadline)
        if deal is None:
            deal = self.dealer(obs, brain, until, stop)
        tally = self.search(obs, brain, cands, kind, deal, deadline, self.max_worlds)
        if helping is not None:
            for theirs in helping.gather(deadline + self.budget * 0.04):
                tally.merge(theirs)
        worlds = self.last_worlds = tally.worlds
        self.last_playouts = tally.playouts
        if worlds < 2:
            return cands[0]
        best, best_gain = self.pick(cands, tally, kind, game_of(v, obs.players))
        action, why = cands[best]
        if best == 0:
            return action, why or Reason(N_("searched {worlds} deals: nothing did better"), worlds=f"{worlds:,}")
        # A gain below a hundredth of a chip (the records let a sharp, small one win) is shown as it is, not as +0.00.
        gain = f"{best_gain:+.2f}" if best_gain >= 0.01 else f"{best_gain:+.1g}"
        return action, Reason(N_("searched {worlds} deals: {gain} chips a hand over the obvious play"),
                              worlds=f"{worlds:,}", gain=gain)

    def pick(self, cands: list, tally: Tally, kind: str, game: tuple[str, int]) -> tuple[int, float]:
        """The candidate to play and its expected gain over Normal's choice (candidate 0, gain 0 if kept).

        Where the game has records of what each place in Normal's ranking
        gains (``priors``) and ``shrink`` is on, each mean is taken with its
        place's record and the best above nothing wins; otherwise a candidate
        must beat Normal's choice by ``z`` standard errors (per kind: ``bars``).
        """
        z = self.bars.get(kind)
        if z is None:
            z = self.z
        scale = self.shrink()
        stats: list[tuple[float, float] | None] = [None]
        records = [None]
        favoured, bias = self.shifts.get(kind, (None, 0.0))   # ``declare_bias``, ``pass_bias``
        for i in range(1, len(cands)):
            if not tally.n[i] or i in tally.dropped:
                stats.append(None)
            elif self.batch > 0:
                stats.append(batch_error(tally.series[i], self.batch))
            else:
                stats.append(mean_and_error(tally.n[i], tally.diffs[i], tally.squares[i]))
            if stats[-1] is not None and (self.doubt or bias):
                # a floor under the error (``doubt``), a shift toward one choice over Normal's (the biases)
                mean, error = stats[-1]
                stats[-1] = (mean + bias * ((cands[i][0] == favoured) - (cands[0][0] == favoured)),
                             math.hypot(error, self.doubt))
            records.append(prior_for(game, kind, place(kind, i, cands[i][0] == Pass())) if scale > 0 else None)
        return choose(stats, records, z, scale)

    def helper_options(self) -> dict:
        """The options a helper process's own Hard is made with: this one's, searching alone."""
        return {"read": self.read, "pool": self.pool, "floor": self._floor,
                "floors": "+".join(str(f) for f in self.floors), "chances": self.chances,
                "rough": self._rough, "answers": self._answers, "steps": self.steps, "burn": self._burn,
                "balance": self._balance, "chains": self.chains, "guesses": self.guesses,
                "lead_steps": self.lead_steps, "thorough_leads": int(self.thorough_leads),
                "quick": "+".join(sorted(self.quick)),
                "blind": "+".join(sorted(self.blind)), "rolling": int(self.rolling), "budget": self.budget,
                "swap": self._swap, "effort": self.effort(), "fast": int(self.fast), "layouts": int(self.layouts),
                "nest": self.nest, "nest_deals": self.nest_deals, "fresh": self.fresh, "vary": self.vary,
                "mind": self.mind, "tree": self.tree, "tree_least": self.tree_least,
                "tree_z": self.tree_z}

    def search(self, obs: Observation, brain: Brain, cands: list, kind: str, deal, deadline: float,
               limit: int | None = None) -> Tally:
        """Play deals out with every candidate until ``deadline`` (or ``limit`` deals): the candidates' tally.

        Each deal from ``deal`` is played once with each candidate (common random
        numbers); a deal left unfinished at the deadline is dropped, so every
        candidate is judged on the same deals. A helper process runs this too, on
        deals of its own (``game.ai.helpers``).
        """
        rng = self.rng
        v = brain.t.variant
        shuffles = by_seat = None
        if self.guesses:
            sampler = Sampler(obs, v, brain.t)
            shuffles = Shuffles(sum(ONE[i] for i in sampler.cards) + sampler.hand, self.guesses, rng)
            by_seat = shuffles.prepare(obs.hand_sizes, obs.seat)
        chain = self._chain if limit is None and self.reading_option("balance", v, kind, obs.players) else None
        own = None
        if kind in self.blind:
            # Its own later decisions as it would make them at the table, not seeing the hands: the guesses are
            # read once a decision, and with ``rolling`` each deal's are the deals searched just before it.
            own = OwnGuesses([deal(rng) for _ in range(self.guesses or 8)], self.rolling)
        mine = own.now if own is not None else None
        drawing = own.drawing if own is not None else (lambda draw: draw)
        if self.fast and (own is None or shuffles is not None) and fast.usable(brain.t, obs, self.guesses):
            draws = fast.Draws() if self.varies(obs) and shuffles is not None else None
            ready, play = self._played_in_c(obs, brain, cands, shuffles, by_seat, mine, draws)
            walking = self._chain
            with ExitStack() as held:
                if draws is not None:
                    # vary's orders are drawn in C, from its own random numbers, for the whole search
                    held.enter_context(draws.holding(self._vary_rng))
                if walking is not None and walking.walks and deal == walking.deal:
                    # The chain of deals walking in C keeps the random numbers there for the whole search: its
                    # moves are the only draws between the deals (``Chain.holding``).
                    held.enter_context(walking.holding(rng))
                    return self._deals(drawing(walking.deal_held), ready, play, len(cands), deadline, limit, chain)
                return self._deals(drawing(lambda: deal(rng)), ready, play, len(cands), deadline, limit, chain)
        else:
            if self.nest > 1 or self.tree > 1:
                # a measuring option: played out as plain Hard, it would measure the wrong player unnoticed
                raise ValueError("nest and tree search Hard's own later decisions in the C playouts only "
                                 "(fast=1, built)")
            ready, play = self._played_in_python(obs, brain, cands, shuffles, mine)
        return self._deals(drawing(lambda: deal(rng)), ready, play, len(cands), deadline, limit, chain)

    def _deals(self, draw, ready, play, k: int, deadline: float, limit: int | None, chain) -> Tally:
        """Deals from ``draw`` until ``deadline`` (or ``limit`` deals), each made ready to play (``ready``: the
        dealing's last step) and played out once with every candidate still searched (``play``: their chips, or
        None when the deadline came first, and then the deal is dropped, so that the candidates are judged on the
        same deals); ``chain``, where its moves are balanced against the playouts."""
        tally = Tally.empty(k)
        active = list(range(k))
        worlds = 0
        dealing = played = 0.0
        clock = time.perf_counter
        while limit is None or worlds < limit:
            t0 = clock()
            if t0 >= deadline:
                break
            if chain is not None and worlds:
                # Late in a hand playouts are short and the remembered leads many: the chain's moves must not
                # cost more than the playouts they serve, or the search sees too few deals.
                chain.steps = max(1, chain.steps - 1) if dealing > played else min(chain.most, chain.steps + 1)
            dealt = ready(draw())
            t1 = clock()
            dealing += t1 - t0
            if limit is None and t1 >= deadline:
                break   # dealt too late to be played out: no playout starts past the deadline
            rewards = play(dealt, active, deadline if limit is None else None)
            if rewards is None:
                break
            played += clock() - t1
            worlds += 1
            active = self._counted(tally, active, rewards, worlds)
        return self._searched(tally, k, active, worlds, dealing, played)

    def _played_in_python(self, obs: Observation, brain: Brain, cands: list, shuffles: Shuffles | None,
                          own: list[list[int]] | None):
        """``_deals``' ``ready`` and ``play`` in Python: each deal rebuilt as a game, copied for each candidate
        and played out by Normal's brain at every seat, the others on their guesses (``guessing``), its own on
        ``own`` where given (``blind``)."""
        v = brain.t.variant
        seat = obs.seat
        if shuffles is not None:
            seats = [brain if i == seat else GuessingBrain(brain.t, i, shuffles, self.fresh)
                     for i in range(obs.players)]
        else:
            seats = [brain] * obs.players
        if own is not None:
            seats[seat] = ReadGuesses(brain.t, own, self.fresh)
        guessing = [b for b in seats if isinstance(b, (GuessingBrain, ReadGuesses))]

        def ready(hands: list[int]) -> ClimbingGame:
            return ClimbingGame.from_observation(v, obs, hands, log=False)

        varies = self.varies(obs)

        def play(base: ClimbingGame, active: list[int], stop: float | None) -> list[int] | None:
            if varies and shuffles is not None:
                drawn = self._new_orders(shuffles, obs)
                for b in guessing:
                    if isinstance(b, GuessingBrain):
                        b.shuffles = drawn
            for b in guessing:
                b.deal(base.packed_hands)
            rewards = []
            memo: dict = {}
            for i in active:
                g = base.copy()
                g.step(cands[i][0])  # a candidate is one of ``legal``, the real position's legal actions
                if not playout(g, brain, memo, seats, stop):
                    return None
                rewards.append(g.chips[seat])
                if stop is not None and time.perf_counter() >= stop and len(rewards) < len(active):
                    return None
            return rewards
        return ready, play

    @property
    def last_tree(self) -> tuple[int, int, int] | None:
        """The last search's ``tree``: its own next decisions met, those its statistics chose, its information
        sets (None without one)."""
        return fast.tree_counts(self._tree) if self._tree is not None else None

    def varies(self, obs: Observation) -> bool:
        """Whether this decision's playouts draw the other seats' guess orders anew for every deal (``vary``)."""
        return bool(self.vary)

    def _new_orders(self, shuffles: Shuffles, obs: Observation) -> Shuffles:
        """``vary``: the other seats' guess orders for one more deal, drawn seat by seat before it is played (as
        ``Shuffles.prepare`` draws a decision's), from ``vary``'s own random numbers (in C: ``fast.Draws``)."""
        drawn = Shuffles(shuffles.hidden, shuffles.count, self._vary_rng)
        drawn.prepare(obs.hand_sizes, obs.seat)
        return drawn

    def _played_in_c(self, obs: Observation, brain: Brain, cands: list, shuffles: Shuffles | None,
                     by_seat: list | None, own: list[list[int]] | None = None, draws: fast.Draws | None = None):
        """``_deals``' ``ready`` and ``play`` in C (``game.ai.fast``): the same playouts. The position is rebuilt
        from the observation once, with the first deal; each deal then hands the C code only its hands. With
        ``draws`` (``vary``) the other seats' orders are drawn anew in C before each deal, as ``_new_orders``
        draws them in Python."""
        made = fast.tables_for(brain.t, brain)
        shuffled = fast.orders(shuffles.hidden, shuffles.count, by_seat) if shuffles is not None else None
        codes = [fast.code(a, brain.t) for a, _ in cands]
        start: list = []
        tree = None
        if self.tree > 1:
            if self.nest > 1:
                raise ValueError("tree and nest both search Hard's own later decisions: one at a time")
            tree = self._tree = fast.make_tree(self.tree, self.tree_least, self.tree_z)

        def ready(hands: list[int]) -> list[int]:
            if not start:
                start.append(fast.base(ClimbingGame.from_observation(brain.t.variant, obs, hands, log=False),
                                       obs.in_layout))
            return hands

        def play(hands: list[int], active: list[int], stop: float | None) -> list[int] | None:
            # the seconds left (never 0, which would be no limit at all)
            seconds = max(stop - time.perf_counter(), 1e-9) if stop is not None else 0.0
            if draws is not None:
                draws.redraw(shuffled)
            return fast.play_deal(made, start[0], shuffled, hands, [codes[i] for i in active], obs.seat, seconds,
                                  own=own, nest=self.nest, nest_deals=self.nest_deals, fresh=self.fresh, tree=tree)
        return ready, play

    def _counted(self, tally: Tally, active: list[int], rewards: list[int], worlds: int) -> list[int]:
        """One more deal's chips (``rewards``, one for each candidate in ``active``) in ``tally``, as gains over
        Normal's choice; the candidates still searched after it (``race``, ``halve``)."""
        tally.playouts += len(rewards)
        r0 = rewards[0]
        for i, r in zip(active, rewards):
            tally.add(i, r - r0)
        if self.race and worlds % 8 == 0 and len(active) > 2:
            active = self._survivors(active, tally)
        if self.halve and worlds % self.halve == 0 and len(active) > 2:
            active = self._better_half(active, tally)
        return active

    def _searched(self, tally: Tally, k: int, active: list[int], worlds: int, dealing: float, played: float
                  ) -> Tally:
        """The search's tally of ``worlds`` deals, the candidates left out marked, and where its time went."""
        tally.worlds = worlds
        tally.dropped = set(range(k)) - set(active)
        self.last_parts["dealing"] = dealing
        self.last_parts["playing"] = played
        return tally
