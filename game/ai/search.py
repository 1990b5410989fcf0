"""What every family's Hard search shares: the statistics it stops on, and the collector kept off the old heap.

Hard plays sampled deals out with each candidate and keeps, per candidate, the count,
sum and sum of squares of its gains over Normal's choice; a candidate wins only when its
mean gain is clearly (``z`` standard errors) above nothing.
"""
from __future__ import annotations

import gc
import math
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Iterator


@dataclass
class Tally:
    """What a search learnt of its candidates: per candidate, over the deals it was played on, the count, sum and
    sum of squares of its gain over Normal's choice (candidate 0), and the gains in order (for batch means).

    A value, so that the deals a helper process played (``game.ai.helpers``) add to the searcher's own:
    ``merge`` keeps every candidate's sums paired, because each deal was played with all of them.
    """
    n: list[int]
    diffs: list[float]
    squares: list[float]
    series: list[list[float]] = field(default_factory=list)
    worlds: int = 0
    playouts: int = 0
    dropped: set[int] = field(default_factory=set)   # candidates a race left behind (``race``): never chosen

    @classmethod
    def empty(cls, k: int) -> "Tally":
        return cls([0] * k, [0.0] * k, [0.0] * k, [[] for _ in range(k)])

    def add(self, i: int, d: float) -> None:
        self.n[i] += 1
        self.diffs[i] += d
        self.squares[i] += d * d
        self.series[i].append(d)

    def merge(self, other: "Tally") -> None:
        if len(other.n) != len(self.n):
            raise ValueError("tallies of different candidates")
        for i in range(len(self.n)):
            self.n[i] += other.n[i]
            self.diffs[i] += other.diffs[i]
            self.squares[i] += other.squares[i]
            self.series[i].extend(other.series[i])
        self.worlds += other.worlds
        self.playouts += other.playouts
        self.dropped |= other.dropped


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


@contextmanager
def old_objects_set_aside() -> Iterator[None]:
    """Keep the collector off everything that was alive before the search began, until it ends.

    A search makes and drops objects by the hundred thousand, so the cyclic
    collector runs often; now and then it walks the whole heap (the tables,
    the memos, the window), 10-30 ms, which a 0.05 s decision cannot absorb.
    Frozen, the old objects are not walked: the search's own garbage is still
    collected, and the full walks fall between decisions instead (measured,
    docs/ai.md "Decisions on time"). Pausing the collector instead only moved
    the whole collection to the decision's end.
    """
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()
