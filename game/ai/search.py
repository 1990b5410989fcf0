"""What every family's Hard search shares: the statistics it stops on, and the collector paused while it thinks.

Hard plays sampled deals out with each candidate and keeps, per candidate, the count,
sum and sum of squares of its gains over Normal's choice; a candidate wins only when its
mean gain is clearly (``z`` standard errors) above nothing.
"""
from __future__ import annotations

import gc
import math
import threading
from contextlib import contextmanager
from typing import Iterator


def mean_and_error(n: int, total: float, squares: float) -> tuple[float, float]:
    """Mean and standard error from a count, a sum and a sum of squares (no error known below two)."""
    if n < 2:
        return 0.0, float("inf")
    mean = total / n
    var = max(squares / n - mean * mean, 0.0) * n / (n - 1)
    return mean, math.sqrt(var / n)


def batch_error(values: list[float], size: int) -> tuple[float, float]:
    """Mean and standard error by batch means: ``values`` in order, cut into batches of ``size`` consecutive ones.

    Deals drawn from a Markov chain follow one another closely, so the plain
    standard error, which takes them for independent, is too small and a search
    stopping on it leaves Normal's choice on noise. The means of batches of
    consecutive deals are nearly independent when a batch is longer than the
    chain's memory; their spread gives an honest error. A tail shorter than a
    batch joins the last batch; with fewer than two batches no error is known.
    """
    n = len(values)
    k = n // size if size > 0 else 0
    if k < 2:
        return (sum(values) / n if n else 0.0), float("inf")
    means = []
    for b in range(k):
        part = values[b * size: (b + 1) * size if b < k - 1 else n]
        means.append(sum(part) / len(part))
    total = sum(values) / n
    m = sum(means) / k
    var = sum((x - m) ** 2 for x in means) / (k - 1)
    return total, math.sqrt(var / k)


_pause_lock = threading.Lock()
_pausing = 0               # searches under way with the collector paused, in any thread
_collector_was_on = False  # whether to switch it back on when the last one ends


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pause Python's cyclic garbage collector while a Hard search thinks (also a decorator).

    A search checks its deadline between playouts, and a full collection of
    the heap, which the playouts' allocations set off at random moments, took
    10 to 40 ms: a quarter to most of a 0.05 s budget, past which the decision
    landed late (about one in a hundred, measured over ``bench_hard``'s
    positions). A search makes almost no garbage cycles (a few hundred objects
    a decision), so nothing is lost by collecting after it instead; it also
    spares the playouts the collector's frequent young-generation passes.
    Searches in two threads at once (a computer's and the Hint's) share one
    pause, which ends with the last of them.
    """
    global _pausing, _collector_was_on
    with _pause_lock:
        if _pausing == 0:
            _collector_was_on = gc.isenabled()
            gc.disable()
        _pausing += 1
    try:
        yield
    finally:
        with _pause_lock:
            _pausing -= 1
            if _pausing == 0 and _collector_was_on:
                gc.enable()
