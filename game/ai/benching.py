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
