"""What Hard expects of a candidate before it searches it: the gain over Normal's choice that its place in
Normal's ranking has brought, measured (``HardPlayer`` option ``shrink``).

A search of a few dozen deals judges each candidate on a noisy mean. Picking
the largest of sixteen noisy means picks the luckiest as often as the best
(the winner's curse), and a bar of one standard error (``z``) stops only part
of it. Normal's ranking already says much: its second lead is on average
about a chip a hand worse than its first, and most of the candidates a search
weighs are worse than Normal's choice. So each candidate's mean is taken
together with what candidates in its place have brought, each weighed by how
sure it is (the normal-normal posterior mean, empirical Bayes): a mean from
few or scattered deals leans towards its place's record, a sharp one stands.
The search then plays the candidate with the best of these, when it is above
nothing (Normal's own choice): ``choose``, the one rule of choice, with or
without records.

The records were measured (``python -m game.ai.records``) on 3,200 positions
of Normal's own 3-player Sap Ng Wu games and 800 each of Ma Hua Hua and Chang
Pai (three players and four), each candidate searched on 360 of Hard's read
deals (six searches of 60, as at the arena's 0.05 s); docs/ai.md, issue 18
sessions 16 to 18. In Ma Hua Hua Normal's next few choices gain more than its
first on average, and in 3-player Chang Pai its later beats do: its ranking
there is a weak guide, and the records say so. The records of Wu Han, Luan
Chuo and Luan Chuo (dun) (three players and four) and 4-player Sap Ng Wu chose
no better than the bar, so those have none; nor have the games not measured.
A place's ``spread`` is the standard deviation of its candidates' true gains
(the spread of their means less the part their own noise explains).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

if TYPE_CHECKING:
    from game.rules.loading import Variant


@dataclass(frozen=True)
class Prior:
    """What candidates in one place have gained over Normal's choice, in chips a hand: mean and spread."""

    mean: float
    spread: float


PASS = "pass"


def place(kind: str, index: int, passing: bool) -> int | str:
    """The place of candidate ``index`` (Normal's choice is 0) in a decision of ``kind``: passing where passing
    is one choice among plays (beat or pass, lay out or pass), else its rank, the sixth and later together."""
    if passing and kind in ("beat", "layout"):
        return PASS
    return min(index, 6)


# (variant file, players) -> kind of decision -> place -> Prior. Only where they were measured to choose better.
PRIORS: dict[tuple[str, int], dict[str, dict[int | str, Prior]]] = {
    ("sap-ng-wu", 3): {
        "lead": {1: Prior(-0.89, 1.61), 2: Prior(-1.05, 1.67), 3: Prior(-1.01, 1.6), 4: Prior(-0.95, 1.54),
                 5: Prior(-0.61, 1.32), 6: Prior(-0.22, 0.85)},
        "beat": {PASS: Prior(-1.96, 2.62), 1: Prior(-0.23, 0.89), 2: Prior(-0.39, 1.62), 3: Prior(-0.1, 1.63),
                 4: Prior(-0.1, 1.56), 5: Prior(-0.11, 1.6), 6: Prior(-0.48, 1.67)},
        "decide": {1: Prior(-2.77, 2.65)},
        "layout": {PASS: Prior(0.05, 0.27), 1: Prior(-0.44, 0.66), 2: Prior(-0.54, 0.75), 3: Prior(-0.21, 0.54),
                   4: Prior(-0.29, 0.64), 5: Prior(-0.13, 0.45), 6: Prior(-0.1, 0.35)},
    },
    ("chang-pai", 3): {
        "lead": {1: Prior(0.02, 0.81), 2: Prior(-0.01, 0.85), 3: Prior(0.06, 0.87), 4: Prior(0.05, 0.91),
                 5: Prior(0.02, 0.82), 6: Prior(-0.03, 0.65)},
        "beat": {1: Prior(-0.0, 0.53), 2: Prior(0.12, 0.89), 3: Prior(0.16, 1.06), 4: Prior(0.26, 1.08),
                 5: Prior(0.25, 1.12), 6: Prior(0.07, 1.15), PASS: Prior(-0.07, 1.4)},
        "decide": {1: Prior(-1.87, 2.44)},
    },
    ("chang-pai", 4): {
        "lead": {1: Prior(-0.16, 0.89), 2: Prior(-0.11, 0.82), 3: Prior(-0.17, 0.68), 4: Prior(-0.21, 0.75),
                 5: Prior(-0.36, 0.72), 6: Prior(-0.28, 0.72)},
        "beat": {1: Prior(-0.03, 0.57), 2: Prior(-0.23, 0.8), 3: Prior(-0.18, 1.01), 4: Prior(-0.13, 0.9),
                 5: Prior(-0.31, 0.97), 6: Prior(-0.21, 0.67), PASS: Prior(-0.24, 0.97)},
        "decide": {1: Prior(-2.8, 2.15)},
    },
    ("ma-hua-hua", 3): {
        "lead": {1: Prior(0.46, 2.64), 2: Prior(0.65, 2.81), 3: Prior(0.39, 3.21), 4: Prior(-0.17, 3.92),
                 5: Prior(-1.17, 3.47), 6: Prior(-1.66, 3.22)},
        "beat": {1: Prior(0.18, 2.15), 2: Prior(0.56, 2.27), 3: Prior(0.66, 2.51), 4: Prior(0.6, 2.32),
                 5: Prior(0.08, 2.54), 6: Prior(-0.21, 2.63), PASS: Prior(-1.21, 3.13)},
        "decide": {1: Prior(-2.28, 2.47)},
    },
    ("ma-hua-hua", 4): {
        "lead": {1: Prior(0.52, 2.86), 2: Prior(0.8, 3.03), 3: Prior(0.63, 3.47), 4: Prior(-0.02, 3.81),
                 5: Prior(-1.16, 3.51), 6: Prior(-1.84, 3.41)},
        "beat": {1: Prior(0.35, 2.1), 2: Prior(0.82, 2.49), 3: Prior(0.99, 2.48), 4: Prior(0.79, 2.52),
                 5: Prior(0.4, 2.67), 6: Prior(0.12, 2.67), PASS: Prior(-1.25, 3.35)},
        "decide": {1: Prior(-2.68, 2.61)},
    },
}


def game_of(variant: Variant, players: int) -> tuple[str, int]:
    """The key of ``PRIORS`` for a table of ``players`` at ``variant``: its ref, not its id. The records were
    measured on the built-in files with no house rule on; a player's own file of the same name (whose ref is
    its path) or a house rule switched on (``luan-chuo?gods_of_wealth``) plays other rules, and meets the bar."""
    return variant.ref, players


def prior_for(game: tuple[str, int], kind: str, where: int | str) -> Prior | None:
    """The record of candidates in place ``where`` at a decision of ``kind`` in ``game``, if one was measured."""
    return PRIORS.get(game, {}).get(kind, {}).get(where)


def expected_gain(mean: float, error: float, prior: Prior, scale: float) -> float | None:
    """What a searched candidate is expected to gain over Normal's choice (``shrunk``), or None when the search
    said nothing of it (fewer than two deals, no error known): then Normal's choice stands, whatever the record."""
    if math.isinf(error):
        return None
    return shrunk(mean, error, prior, scale)


def choose(stats: Sequence[tuple[float, float] | None], records: Sequence[Prior | None], z: float,
           scale: float) -> tuple[int, float]:
    """The candidate to play (0: Normal's choice, kept at a gain of 0) and its expected gain over Normal's choice.

    ``stats[i]`` is candidate ``i``'s searched mean gain and its standard error
    (None: not searched to the end), ``records[i]`` its place's record (None:
    no record, or records not used). A candidate with a record is worth its
    ``expected_gain``; one without must beat Normal's choice by ``z`` standard
    errors (the bar) and is worth its mean. The best worth above nothing wins.
    Hard's ``pick`` and the offline rules of ``game.ai.records`` both choose so.
    """
    best, best_gain = 0, 0.0
    for i in range(1, len(stats)):
        if stats[i] is None:
            continue
        mean, error = stats[i]
        record = records[i]
        if record is not None:
            gain = expected_gain(mean, error, record, scale)
            if gain is not None and gain > best_gain:
                best, best_gain = i, gain
        elif mean > z * error and mean > best_gain:
            best, best_gain = i, mean
    return best, best_gain


def shrunk(mean: float, error: float, prior: Prior, scale: float = 1.0) -> float:
    """A candidate's expected gain: its searched ``mean`` (standard ``error``) taken with its place's record,
    each weighed by its precision. ``scale`` multiplies the record's variance: above 1 the search counts for more."""
    tau2 = prior.spread * prior.spread * scale
    e2 = error * error
    if math.isinf(e2):
        return prior.mean   # fewer than two deals: nothing but the record
    if tau2 + e2 <= 0:
        return mean
    return (tau2 * mean + e2 * prior.mean) / (tau2 + e2)
