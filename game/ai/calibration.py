"""How well Hard's guesses foresee its leads: ``python -m game.ai.calibration``.

At a lead, what a play is worth turns mostly on whether another seat holds
something that beats it, and that is what the oracle sees and Hard does not
(docs/ai.md, issue 18). Hard weighs each lead it searches on its guessed deals,
so the share of those deals in which no other seat can beat the play is its
forecast that the lead stands. This measures those forecasts against the real
hands, at the leads of seeded deals played by Normal (``bench_hard.positions``),
for Hard's deals (reading the table) and for uniform deals of the unseen cards:
a table of forecasts against how often the lead really stood, and the Brier
score (the mean squared error of the forecasts; 0 is seeing the cards).

A forecast that is calibrated (a lead given 0.4 stands about 4 times in 10)
but not sharp says the reading takes what the table shows, and what is left
of the oracle's gain lies in what nobody at the table could know.
"""
from __future__ import annotations

import argparse
import math
import random
from dataclasses import dataclass
from typing import Sequence

from game.ai.bench_hard import positions
from game.arena import parse_player
from game.ai.hard import HardPlayer
from game.ai.knowledge import Sampler, holds_beater
from game.ai.normal import Situation


@dataclass(frozen=True)
class Forecast:
    """One lead Hard searched: the chance it stands on Hard's deals and on uniform ones, and whether it did."""

    reading: float
    uniform: float
    stands: bool
    remembered: int
    """The other seats' actions Hard remembered and read (0: nothing to read yet, the deals are uniform)."""


def _stands(hands: Sequence[int], others: Sequence[int], test) -> bool:
    return not any(holds_beater(hands[x], test) for x in others)


def forecasts(variant_id: str = "sap-ng-wu", count: int = 200, players: int = 3, deals: int = 100,
              seed: int = 0, **options) -> list[Forecast]:
    """Forecasts for the leads Hard searches among ``count`` positions: each candidate whose standing the
    cards seen do not settle (uniform deals give it neither 0 nor 1). ``options`` go to Hard (its reading's)."""
    out: list[Forecast] = []
    for i, p in enumerate(positions(variant_id, count, players, seed=seed)):
        if p.kind != "lead":
            continue
        hard = p.primed(HardPlayer(seed=i, budget=math.inf, max_worlds=1, **options), deals)
        brain = hard.brain(p.obs)
        t = brain.t
        rng = random.Random(i)
        if hard.read > 0:
            hard.memory.observe(p.obs, t)   # as ``choose`` does: the turn itself is remembered first
        reading = hard.dealer(p.obs, brain)
        uniform = Sampler(p.obs, t.variant, t).packed
        read = [reading(rng) for _ in range(deals)]
        blind_rng = random.Random(f"uniform/{i}")   # the same uniform deals whatever Hard's options
        blind = [uniform(blind_rng) for _ in range(deals)]
        s = Situation.from_observation(p.obs, t, random.Random(f"rank/{i}"), hard.samples, p.legal)
        ranked = [(a, why) for a, why in brain.ranked(s) if a in p.legal]
        others = [x for x in range(p.obs.players) if x != p.obs.seat]
        remembered = len(hard.memory.usable())
        for a, _ in hard.lead_choices(ranked, t.variant):
            test = t.beat_tests[t.by_packed[a.packed].id]
            u = sum(_stands(h, others, test) for h in blind) / deals
            if u in (0.0, 1.0):
                continue
            r = sum(_stands(h, others, test) for h in read) / deals
            out.append(Forecast(r, u, _stands(p.hands, others, test), remembered))
    return out


def brier(fs: Sequence[Forecast], by: str) -> float:
    """The mean squared error of the forecasts ``by`` (``reading`` or ``uniform``)."""
    return sum((getattr(f, by) - f.stands) ** 2 for f in fs) / len(fs)


def table(fs: Sequence[Forecast], by: str, bins: int = 10) -> list[tuple[float, float, int]]:
    """Forecasts in ``bins`` bands: each band's mean forecast, how often its leads stood, and how many."""
    bands: list[list[Forecast]] = [[] for _ in range(bins)]
    for f in fs:
        bands[min(bins - 1, int(getattr(f, by) * bins))].append(f)
    return [(sum(getattr(f, by) for f in b) / len(b), sum(f.stands for f in b) / len(b), len(b)) for b in bands if b]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ai.calibration", description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", default="sap-ng-wu")
    parser.add_argument("--positions", type=int, default=400, help="positions Normal's deals give (default 400)")
    parser.add_argument("--deals", type=int, default=100, help="guessed deals a lead (default 100)")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("options", nargs="*", metavar="KEY=VALUE",
                        help="Hard's options, as the arena takes them (e.g. rough=0 answers=1 burn=100)")
    args = parser.parse_args(argv)
    _, options = parse_player(":".join(["hard", *args.options]))
    fs = forecasts(args.variant, args.positions, args.players, args.deals, args.seed, **options)
    if not fs:
        print("no lead left in doubt among these positions")
        return 1
    print(f"{args.variant}: {len(fs)} leads Hard searched whose standing the cards seen do not settle")
    for by, name in (("reading", "Hard's deals (reading the table)"), ("uniform", "uniform deals")):
        print(f"{name}: Brier score {brier(fs, by):.4f}")
        print("  forecast  stood   leads")
        for mean, stood, n in table(fs, by):
            print(f"  {mean:8.3f}  {stood:5.3f}  {n:6d}")
    read = [f for f in fs if f.remembered]
    if read:
        print(f"where something was remembered ({len(read)} leads): Brier {brier(read, 'reading'):.4f} "
              f"(uniform {brier(read, 'uniform'):.4f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
