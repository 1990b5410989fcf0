"""How fast Hard searches: ``python -m game.ai.bench_hard``.

Hard's strength is the number of sampled deals it plays out within its budget
(docs/ai.md "Speed"), so this is its figure of merit, as ``game.bench`` is the
engine's. It collects a fixed set of positions where Hard really searches
(Normal playing every seat of seeded deals, keeping the decisions Hard does not
settle at once), then lets Hard decide each one with a fixed number of deals
(``max_worlds``) and a fixed seed, several times, and prints the median rate.

The work is the same in every run and in every version of the code that
decides alike, so two versions' rates compare directly; the digest of the
decisions printed beside them shows whether they did decide alike. With
``--budget`` it instead gives Hard that many seconds a decision and prints how
many deals it searched (the figure that is its strength); with ``--hands``
it plays whole hands from the deal with Hard's playout policy. Fishing
variants go to ``game.ai.fishing.bench``.
"""
from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from dataclasses import dataclass
from typing import Sequence

from game.ai.benching import decide_each, report_rates
from game.ai.hard import HardPlayer, playout
from game.ai.knowledge import DECISIONS, decision_kind, tables_for
from game.ai.normal import Brain, NormalPlayer, Situation
from game.ai.questions import answer, is_question
from game.rules import Action, Observation, load_variant, new_game

LABELS = {"lead": "lead", "beat": "beat or pass", "decide": "declare or continue", "layout": "lay out or pass"}
KINDS = tuple(LABELS[k] for k in DECISIONS)


@dataclass(frozen=True)
class Position:
    """One decision Hard searches: what its seat saw and could do."""

    obs: Observation
    legal: tuple[Action, ...]
    before: tuple[Observation, ...] = ()
    """The seat's earlier observations in the hand: what Hard's memory of the table is built from."""
    hands: tuple[int, ...] = ()
    """Every seat's real hand then (packed), for measuring guesses against (``calibration``); never shown to Hard."""

    def primed(self, hard: HardPlayer, deals: int = 0) -> HardPlayer:
        """``hard`` having seen this seat's earlier turns of the hand, as at the table. With its ``warm`` option
        and ``deals``, its chain of guessed deals also ran that many deals at each of those turns in play, so
        that the next chain starts where the last one ended, as it would have."""
        if hard.read > 0:
            brain = hard.brain(self.obs)
            for o in self.before:
                hard.memory.observe(o, brain.t)
                if deals and hard.warm and o.phase == "play":
                    deal = hard.dealer(o, brain)
                    for _ in range(deals):
                        deal(hard.rng)
        return hard

    @property
    def kind(self) -> str:
        return LABELS[decision_kind(self.obs)]


def searched(position: Position) -> bool:
    """Whether Hard searches here, rather than answering at once (one choice, a sure winner to lead)."""
    probe = HardPlayer(seed=0, budget=math.inf, max_worlds=1)
    probe.choose(position.obs, position.legal)
    return probe.last_worlds > 0


def positions(variant_id: str, count: int, players: int = 3, per_deal: int = 2, seed: int = 0) -> list[Position]:
    """``count`` positions Hard searches, at most ``per_deal`` from each seeded deal Normal plays out."""
    v = load_variant(variant_id)
    if players not in v.hand_sizes:
        players = v.seat_counts[0]
    rng = random.Random(f"bench-hard/{variant_id}/{seed}")
    out: list[Position] = []
    deal = 0
    while len(out) < count:
        g = new_game(v, players=players, seed=rng.randrange(2 ** 63))
        normals = [NormalPlayer(seed=deal * 10 + s) for s in range(players)]
        found: list[Position] = []
        seen: list[list[Observation]] = [[] for _ in range(players)]
        while not g.is_over:
            seat = g.current_player
            legal = g.legal_actions()
            obs = g.observation(seat)
            if is_question(legal):
                action = answer(obs, legal)[0]
            else:
                if len(legal) > 1 and searched(Position(obs, tuple(legal))):
                    found.append(Position(obs, tuple(legal), tuple(seen[seat]), g.packed_hands))
                seen[seat].append(obs)
                action = normals[seat].act(obs, legal)
            g.apply(action)
        out += rng.sample(found, min(per_deal, len(found), count - len(out)))
        deal += 1
    return out


def run(ps: Sequence[Position], worlds: int) -> tuple[float, int, int, str]:
    """Hard decides every position with ``worlds`` deals: seconds, playouts, deals, and a digest of the decisions."""
    return decide_each(ps, lambda i: ps[i].primed(HardPlayer(seed=i, budget=math.inf, max_worlds=worlds)))


def deals_in_budget(ps: Sequence[Position], budget: float, times: list[float] | None = None,
                    cpu: list[float] | None = None, seed: int = 0, helpers: int = 0,
                    parts: dict[str, list[dict]] | None = None) -> dict[str, list[int]]:
    """Deals Hard searched at each position with ``budget`` seconds a decision, by kind of decision
    (and, into ``times`` and ``cpu``, each decision's seconds on the clock and of this thread's processor time:
    a decision late on the clock but not in processor time waited for another program; into ``parts``, by kind,
    where each decision's seconds went: ``HardPlayer.last_parts``). With ``helpers``, its
    helper processes' deals count in (``game.ai.helpers``); they are started before the first timed decision."""
    out: dict[str, list[int]] = {k: [] for k in KINDS}
    if helpers and ps:
        warm = ps[0].primed(HardPlayer(seed=0, budget=max(budget, 1.0), helpers=helpers))
        warm.choose(ps[0].obs, ps[0].legal)      # starts the helpers (a second or so) outside the timing
    for i, p in enumerate(ps):
        hard = p.primed(HardPlayer(seed=i + 1000 * seed, budget=budget, helpers=helpers))
        t, c = time.perf_counter(), time.thread_time()
        hard.choose(p.obs, p.legal)
        took = time.perf_counter() - t
        if times is not None:
            times.append(took)
        if cpu is not None:
            cpu.append(time.thread_time() - c)
        if parts is not None:
            parts.setdefault(p.kind, []).append(dict(hard.last_parts, total=took))
        out[p.kind].append(hard.last_worlds)
    return out


def where_the_time_went(parts: Sequence[dict]) -> str:
    """A kind of decision's mean milliseconds by part (``HardPlayer.last_parts``), and the playouts' share."""
    mean = {k: 1000 * statistics.fmean(p[k] for p in parts) for k in ("total", "ranking", "reading", "dealing",
                                                                      "playing")}
    share = mean["playing"] / mean["total"] if mean["total"] else math.nan
    return (f"ms a decision {mean['total']:.1f}: ranking {mean['ranking']:.1f}, reading's set-up "
            f"{mean['reading']:.1f}, dealing {mean['dealing']:.1f}, playouts {mean['playing']:.1f} ({share:.0%})")


def whole_hands(variant_id: str, seconds: float, players: int = 3, seed: int = 0) -> tuple[float, float]:
    """Hands from the deal played out by Hard's playout policy for about ``seconds``: hands/s and decisions/s.

    The questions before play are answered first (untimed); the decisions are
    counted by playing the same hands again with ``apply`` (the policy is
    deterministic), so the timed loop is Hard's own ``playout``.
    """
    v = load_variant(variant_id)
    if players not in v.hand_sizes:
        players = v.seat_counts[0]
    brain = Brain(tables_for(v))
    games = []
    elapsed = 0.0
    i = 0
    while elapsed < seconds:
        g = new_game(v, players=players, seed=seed * 1_000_003 + i)
        while g.phase not in ("play", "layout", "decide", "over"):
            g.apply(answer(g.observation(g.current_player), g.legal_actions())[0])
        games.append(g.copy())
        t = time.perf_counter()
        playout(g, brain)
        elapsed += time.perf_counter() - t
        i += 1
    decisions = 0
    for g in games:
        while not g.is_over:
            g.apply(brain.choose(Situation.from_game(g, brain.t))[0])
            decisions += 1
    return len(games) / elapsed, decisions / elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ai.bench_hard", description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", action="append", help="variant id or ref (default: sap-ng-wu)")
    parser.add_argument("--positions", type=int, default=40, help="positions per variant (default 40)")
    parser.add_argument("--worlds", type=int, default=40, help="deals Hard plays out per position (default 40)")
    parser.add_argument("--runs", type=int, help="runs; medians are printed (default 5; with --budget, 1)")
    parser.add_argument("--players", type=int, default=3, help="seats at the table (default 3)")
    parser.add_argument("--budget", type=float, help="instead: seconds a decision, and print the deals searched")
    parser.add_argument("--helpers", type=int, default=0,
                        help="with --budget: Hard's helper processes (the table gives it the spare cores)")
    parser.add_argument("--hands", type=float, metavar="SECONDS",
                        help="instead: whole hands from the deal played out by Hard's playout policy, for SECONDS a run")
    args = parser.parse_args(argv)
    if args.variant and all(load_variant(vid).family == "fishing" for vid in args.variant):
        from game.ai.fishing import bench   # the fishing family's Hard has its own bench, same options
        return bench.main(argv)

    runs = args.runs or (1 if args.budget is not None else 5)
    for vid in args.variant or ["sap-ng-wu"]:
        if args.hands is not None:
            rates = [whole_hands(vid, args.hands, args.players, seed=r) for r in range(runs)]
            print(f"{vid}: whole hands played out from the deal, median of {runs} runs of {args.hands:g} s: "
                  f"{statistics.median(r[0] for r in rates):,.0f} hands/s, "
                  f"{statistics.median(r[1] for r in rates):,.0f} decisions/s")
            continue
        ps = positions(vid, args.positions, args.players)
        if args.budget is not None:
            times: list[float] = []
            cpu: list[float] = []
            by_kind: dict[str, list[int]] = {k: [] for k in KINDS}
            spent: dict[str, list[dict]] = {}
            for r in range(runs):   # each run its own seeds, so the runs' deals differ
                for kind, ns in deals_in_budget(ps, args.budget, times, cpu, seed=r, helpers=args.helpers,
                                                parts=spent).items():
                    by_kind[kind] += ns
            every = [n for ns in by_kind.values() for n in ns]
            helped = f" with {args.helpers} helper{'s' if args.helpers > 1 else ''}" if args.helpers else ""
            print(f"{vid}: deals searched at {args.budget:g} s a decision{helped} over {len(ps)} positions x {runs} runs: "
                  f"median {statistics.median(every):g}; decision time median {1000 * statistics.median(times):.1f} ms, "
                  f"max {1000 * max(times):.1f} ms")
            print(f"  over the budget: {sum(t > args.budget for t in times)} of {len(times)} decisions on the clock, "
                  f"{sum(c > args.budget for c in cpu)} in processor time (longest {1000 * max(cpu):.1f} ms)")
            for kind, ns in by_kind.items():
                if ns:
                    print(f"  {kind:22} {len(ns):3} positions, median {statistics.median(ns):g} deals; "
                          + where_the_time_went(spent[kind]))
            continue
        report_rates(vid, ps, args.worlds, runs, run, lambda seconds, deals: f"deals/s {deals / seconds:,.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
