"""How fast Hard fishing searches: ``python -m game.ai.fishing.bench`` (also ``game.ai.bench_hard --variant``
with a fishing variant).

Hard's strength is the number of sampled deals it plays out within its budget,
so this is its figure of merit, as ``game.bench`` is the engine's. It collects
a fixed set of positions where Hard searches (Normal playing every seat of
seeded deals), lets Hard decide each one with a fixed number of deals
(``max_worlds``) and a fixed seed, several times, and prints the median rate of
playouts, with a digest of the decisions (equal digests: the versions decided
alike, so their rates compare directly). With ``--budget`` it gives Hard that
many seconds a decision and prints the deals searched and the decision times
against the budget; with ``--hands`` it plays whole hands from the deal with
Hard's playout policy.
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
from game.ai.fishing.hard import Greedy, HardFishingPlayer
from game.ai.fishing.normal import NormalFishingPlayer
from game.rules import Action, FishingObservation, load_variant, new_game

DEFAULT_VARIANTS = ("shi-wu-hu-fishing", "shi-wu-hu-fishing-dominoes")


@dataclass(frozen=True)
class Position:
    """One decision Hard searches: what its seat saw and could do."""

    obs: FishingObservation
    legal: tuple[Action, ...]


def positions(variant_id: str, count: int, players: int = 2, per_deal: int = 3, seed: int = 0) -> list[Position]:
    """``count`` positions with a choice (more than one legal action, more than one candidate), at most
    ``per_deal`` from each seeded deal Normal plays out."""
    v = load_variant(variant_id)
    rng = random.Random(f"bench-fishing/{variant_id}/{seed}")
    out: list[Position] = []
    deal = 0
    while len(out) < count:
        g = new_game(v, players=players, seed=rng.randrange(2 ** 63))
        normals = [NormalFishingPlayer(seed=deal * 10 + s) for s in range(players)]
        found: list[Position] = []
        while not g.is_over:
            seat = g.current_player
            legal = g.legal_actions()
            obs = g.observation(seat)
            if len(legal) > 2:
                found.append(Position(obs, tuple(legal)))
            g.apply(normals[seat].act(obs, legal))
        out += rng.sample(found, min(per_deal, len(found), count - len(out)))
        deal += 1
    return out


def run(ps: Sequence[Position], worlds: int) -> tuple[float, int, int, str]:
    """Hard decides every position with ``worlds`` deals: seconds, playouts, deals, and a digest of the decisions."""
    return decide_each(ps, lambda i: HardFishingPlayer(seed=i, budget=math.inf, max_worlds=worlds))


def in_budget(ps: Sequence[Position], budget: float) -> tuple[list[int], list[float]]:
    """Deals searched and seconds taken at each position with ``budget`` seconds a decision."""
    worlds, times = [], []
    for i, p in enumerate(ps):
        hard = HardFishingPlayer(seed=i, budget=budget)
        t = time.perf_counter()
        hard.choose(p.obs, p.legal)
        times.append(time.perf_counter() - t)
        worlds.append(hard.last_worlds)
    return worlds, times


def whole_hands(variant_id: str, seconds: float, players: int = 2, seed: int = 0) -> tuple[float, float]:
    """Hands from the deal played out by Hard's playout policy for about ``seconds``: hands/s and moves/s."""
    v = load_variant(variant_id)
    policy = Greedy(v)
    rng = random.Random(seed)
    elapsed = 0.0
    hands = moves = 0
    while elapsed < seconds:
        g = new_game(v, players=players, seed=seed * 1_000_003 + hands)
        g.log = None
        t = time.perf_counter()
        policy.playout(g, rng)
        elapsed += time.perf_counter() - t
        hands += 1
        moves += 2 * v.deals[players].pile   # every pile card is one draw step and (mostly) one hand step
    return hands / elapsed, moves / elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ai.fishing.bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", action="append", help="variant id or ref (default: both fishing variants)")
    parser.add_argument("--positions", type=int, default=40, help="positions per variant (default 40)")
    parser.add_argument("--worlds", type=int, default=40, help="deals Hard plays out per position (default 40)")
    parser.add_argument("--runs", type=int, default=3, help="runs; medians are printed (default 3)")
    parser.add_argument("--players", type=int, default=2, help="seats at the table (default 2)")
    parser.add_argument("--budget", type=float, help="instead: seconds a decision; deals searched and times")
    parser.add_argument("--hands", type=float, metavar="SECONDS",
                        help="instead: whole hands from the deal played out by the playout policy, SECONDS a run")
    args = parser.parse_args(argv)

    for vid in args.variant or DEFAULT_VARIANTS:
        if args.hands is not None:
            rates = [whole_hands(vid, args.hands, args.players, seed=r) for r in range(args.runs)]
            print(f"{vid}: whole hands played out from the deal by the playout policy, median of {args.runs} runs "
                  f"of {args.hands:g} s: {statistics.median(r[0] for r in rates):,.0f} hands/s, "
                  f"{statistics.median(r[1] for r in rates):,.0f} moves/s")
            continue
        ps = positions(vid, args.positions, args.players)
        if args.budget is not None:
            worlds, times = in_budget(ps, args.budget)
            print(f"{vid}: {args.budget:g} s a decision over {len(ps)} positions: deals searched median "
                  f"{statistics.median(worlds):g} (min {min(worlds)}, max {max(worlds)}); decision time median "
                  f"{1000 * statistics.median(times):.1f} ms, max {1000 * max(times):.1f} ms")
            continue
        report_rates(vid, ps, args.worlds, args.runs, run, lambda seconds, deals: f"decisions/s {len(ps) / seconds:,.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
