"""What every family's Hard bench shares (``game.ai.bench_hard``, ``game.ai.fishing.bench``).

A bench lets a fresh Hard player decide each of a fixed list of positions with a fixed
number of deals; the digest of the decisions shows whether two versions of the code
decide alike, so their rates compare directly.
"""
from __future__ import annotations

import hashlib
import time
from typing import Callable, Sequence


def decide_each(ps: Sequence, make_hard: Callable[[int], object]) -> tuple[float, int, int, str]:
    """``make_hard(i)`` decides position ``i`` (its ``obs`` and ``legal``): seconds, playouts, deals, and a
    digest of the decisions."""
    digest = hashlib.sha256()
    playouts = deals = 0
    elapsed = 0.0
    for i, p in enumerate(ps):
        hard = make_hard(i)
        t = time.perf_counter()
        action, _ = hard.choose(p.obs, p.legal)
        elapsed += time.perf_counter() - t
        playouts += hard.last_playouts
        deals += hard.last_worlds
        digest.update(f"{i} {action!r} {hard.last_worlds}\n".encode())
    return elapsed, playouts, deals, digest.hexdigest()[:12]


def report_rates(name: str, ps: Sequence, worlds: int, runs: int, run: Callable, last: Callable[[float, int], str]) -> None:
    """Run ``run(ps, worlds)`` ``runs`` times and print the medians; ``last(seconds, deals)`` is the
    line's closing figure, each bench's own unit (deals/s, decisions/s)."""
    import statistics
    rows = [run(ps, worlds) for _ in range(runs)]
    seconds = statistics.median(r[0] for r in rows)
    _, playouts, deals, digest = rows[0]
    rates = [r[1] / r[0] for r in rows]
    print(f"{name}: {len(ps)} positions x {worlds} deals = {deals} deals, {playouts} playouts; "
          f"median of {runs} runs {seconds:.2f} s")
    print(f"  playouts/s {statistics.median(rates):,.0f} (runs: {', '.join(f'{r:,.0f}' for r in rates)}); "
          f"{last(seconds, deals)}; decisions digest {digest}")
