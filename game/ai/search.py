"""What every family's Hard search shares: the statistics it stops on.

Hard plays sampled deals out with each candidate and keeps, per candidate, the count,
sum and sum of squares of its gains over Normal's choice; a candidate wins only when its
mean gain is clearly (``z`` standard errors) above nothing.
"""
from __future__ import annotations

import math


def mean_and_error(n: int, total: float, squares: float) -> tuple[float, float]:
    """Mean and standard error from a count, a sum and a sum of squares (no error known below two)."""
    if n < 2:
        return 0.0, float("inf")
    mean = total / n
    var = max(squares / n - mean * mean, 0.0) * n / (n - 1)
    return mean, math.sqrt(var / n)
