"""Arena runs kept in files and compared deal by deal: ``python -m game.arena --save`` and ``--compare``.

Why: a change to Hard is worth a few hundredths of a chip a hand, and a run
of 1,000 deals measures it to about ±0.07. So a comparison has to pool
several runs (seeds, machines, days), pair the two versions on the same
deals, and, on a machine whose speed drifts, come from runs made side by
side. The arena's table gives one run's figures; a record keeps each deal's,
so that runs made apart can be put together afterwards.

A deal is named by its variant, the arena's seed and its number (the cards
of deal ``i`` of seed ``s`` are the same whoever plays them: ``arena.seeded``),
so two records pair on the deals they share. What is compared is each
record's *searching* player (every seat's player but Normal) by its gain over
Normal, chips a hand, deal by deal: with ``--against``, the difference
between two sets of records (a version against another), and, where the
second set is the oracle's, Hard's share of the oracle's gain (issue 18).

A record is JSON: ``{"arena record": 1, "runs": [run, ...]}``, a run being
its lineup, variant, seed, budget and, for each player, its chips a hand per
deal (in deal order), its decision times and the deals it searched.
"""
from __future__ import annotations

import json
import random
import statistics
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Sequence

FORMAT = 1
MARK = "arena record"


class RecordError(ValueError):
    """A file that is not an arena record, or records that cannot be compared as asked."""


def run_record(report) -> dict:
    """One arena run (an ``arena.Report``) as it is saved: everything needed to pair it with another."""
    return {
        "lineup": list(report.lineup), "variant": report.variant, "seed": report.seed, "budget": report.budget,
        "deals": report.deals,
        "players": {name: {"per_deal": t.per_deal, "times": t.times, "deals": t.deals, "hands": t.hands,
                           "wins": t.wins} for name, t in report.tallies.items()},
    }


def save(path: str | Path, reports: Sequence) -> None:
    """Write ``reports`` (one arena run, or a run and its oracle's) to ``path`` as one record."""
    Path(path).write_text(json.dumps({MARK: FORMAT, "runs": [run_record(r) for r in reports]}), encoding="utf-8")


def load(path: str | Path) -> list[dict]:
    """The runs of the record at ``path``; a file that is not one is refused with its name."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as err:
        raise RecordError(f"{path}: not an arena record ({err})") from None
    if not isinstance(data, dict) or data.get(MARK) != FORMAT or not isinstance(data.get("runs"), list):
        raise RecordError(f"{path}: not an arena record (python -m game.arena --save writes them)")
    for run in data["runs"]:
        if not isinstance(run, dict) or not {"lineup", "variant", "seed", "budget", "players"} <= set(run):
            raise RecordError(f"{path}: an arena record with a run missing its lineup, seed or players")
        for name, figures in run["players"].items():
            if not isinstance(figures, dict) or not all(isinstance(figures.get(k), list)
                                                        for k in ("per_deal", "times", "deals")):
                raise RecordError(f"{path}: an arena record without the figures of each deal for {name}")
    return data["runs"]


def searcher(run: dict) -> str:
    """The player a run measures: its one player other than Normal (``hard:warm=1``, ``oracle``)."""
    from game.arena import parse_player
    names = list(run["players"])
    others = [n for n in names if parse_player(n)[0] != "normal"]
    if len(others) != 1 or len(names) != 2:
        raise RecordError(f"a run of {', '.join(run['lineup'])} does not measure one player against Normal")
    return others[0]


@dataclass
class Side:
    """The runs of one version pooled: its gain over Normal on each deal it played, keyed by the deal."""

    label: str
    gains: dict[tuple, float]
    searched: list[int]
    times: list[float]
    budget: float

    @property
    def level(self) -> str:
        from game.arena import parse_player
        return parse_player(self.label)[0]


def side(runs: Iterable[dict], what: str = "") -> Side:
    """Pool ``runs`` (of one version: the same searching player at one budget) into one ``Side``."""
    runs = list(runs)
    if not runs:
        raise RecordError(f"no runs {what}".strip())
    versions = {(searcher(run), run["budget"]) for run in runs}
    if len(versions) > 1:
        measured = ", ".join(f"{name} at {budget:g} s" for name, budget in sorted(versions))
        raise RecordError(f"the runs {what} measure several versions ({measured}): give one version's runs "
                          "on each side")
    (label, budget), = versions
    gains: dict[tuple, float] = {}
    searched: list[int] = []
    times: list[float] = []
    for run in runs:
        normal = next(n for n in run["players"] if n != label)
        mine, theirs = run["players"][label], run["players"][normal]
        for i, (a, b) in enumerate(zip(mine["per_deal"], theirs["per_deal"])):
            deal = (run["variant"], run["seed"], i)
            if deal in gains:   # a second run of the same deals would count them twice
                raise RecordError(f"deal {i} of seed {run['seed']} ({run['variant']}) is in two runs of {label} "
                                  f"{what}".rstrip())
            gains[deal] = a - b
        searched += mine["deals"]
        times += mine["times"]
    return Side(label, gains, searched, times, budget)


def sides(runs: Iterable[dict]) -> list[Side]:
    """``runs`` grouped by the player and budget they measure, in the order first met."""
    groups: dict[tuple[str, float], list[dict]] = {}
    for run in runs:
        groups.setdefault((searcher(run), run["budget"]), []).append(run)
    return [side(g) for g in groups.values()]


def _interval(values: Sequence[float]) -> tuple[float, float]:
    from game.arena import interval
    return interval(values)


def share(hard: Sequence[float], oracle: Sequence[float], resamples: int = 2000, seed: int = 1
          ) -> tuple[float, float, float]:
    """Hard's mean gain over the oracle's on the same deals, with a 95% percentile bootstrap over deals."""
    rng = random.Random(seed)
    n = len(hard)
    ratios = []
    for _ in range(resamples):
        pick = [rng.randrange(n) for _ in range(n)]
        total = sum(oracle[i] for i in pick)
        if total > 0:
            ratios.append(sum(hard[i] for i in pick) / total)
    ratios.sort()
    mean = statistics.fmean(oracle)
    ratio = statistics.fmean(hard) / mean if mean else float("nan")
    if not ratios:
        return ratio, float("nan"), float("nan")
    return ratio, ratios[int(0.025 * len(ratios))], ratios[min(len(ratios) - 1, int(0.975 * len(ratios)))]


def describe(s: Side) -> str:
    """One version's line: its gain over Normal, over how many deals, its median deals searched and time."""
    values = list(s.gains.values())
    mean, half = _interval(values)
    timed = s.level in ("hard", "oracle")   # the players the budget is given to
    name = f"{s.label} ({s.budget:g} s)" if timed else s.label
    parts = [f"{name} - normal: {mean:+.3f} [{mean - half:+.3f}, {mean + half:+.3f}] over {len(values)} deals"]
    if s.searched:
        parts.append(f"median deals {statistics.median(s.searched):g}")
    if s.times and timed:
        late = sum(t > 1.1 * s.budget for t in s.times) / len(s.times)
        parts.append(f"longest decision {1000 * max(s.times):.0f} ms, {100 * late:.1f} % past {1100 * s.budget:g} ms")
    return "; ".join(parts)


def compare(first: Side, second: Side) -> str:
    """``first`` against ``second`` on the deals both played: the paired difference, and where ``second`` is
    the oracle, ``first``'s share of its gain."""
    common = [k for k in first.gains if k in second.gains]
    if not common:
        raise RecordError(f"{first.label} and {second.label} played no deal in common (variant, seed, deal)")
    a = [first.gains[k] for k in common]
    b = [second.gains[k] for k in common]
    mean, half = _interval([x - y for x, y in zip(a, b)])
    lines = [f"{first.label} - {second.label}: {mean:+.3f} [{mean - half:+.3f}, {mean + half:+.3f}] chips a hand, "
             f"paired over {len(common)} deals"]
    if second.level == "oracle" and first.level != "oracle":
        ratio, low, high = share(a, b)
        lines.append(f"{first.label}'s share of the oracle's gain: {ratio:.2f} (95% bootstrap interval {low:.2f} "
                     f"to {high:.2f}) over {len(common)} deals")
    return "\n".join(lines)


def report(files: Sequence[str], against: Sequence[str] = ()) -> str:
    """What ``python -m game.arena --compare FILES [--against FILES]`` prints.

    Without ``against``: each version in the files, pooled over its runs, and, where the files hold one
    version and the oracle (``--oracle --save``), the version against the oracle. With it: the first files'
    version against the second's, deal by deal."""
    runs = [run for f in files for run in load(f)]
    if against:
        first = side(runs, "given to --compare")
        second = side([run for f in against for run in load(f)], "given to --against")
        return "\n".join([describe(first), describe(second), compare(first, second)])
    found = sides(runs)
    lines = [describe(s) for s in found]
    oracles = [s for s in found if s.level == "oracle"]
    others = [s for s in found if s.level != "oracle"]
    if len(oracles) == 1 and len(others) == 1:
        lines.append(compare(others[0], oracles[0]))
    return "\n".join(lines)
