"""Arena runs kept in files and compared deal by deal: ``python -m game.arena --save`` and ``--compare``.

Why: a change to Hard is worth a few hundredths of a chip a hand, and a run
of 1,000 deals measures it to about ±0.07. So a comparison has to pool
several runs (seeds, machines, days), pair the two versions on the same
deals, and, on a machine whose speed drifts, come from runs made side by
side. The arena's table gives one run's figures; a record keeps each deal's,
so that runs made apart can be put together afterwards.

A deal is named by its variant, the number of players, the arena's seed and
its number (the cards of deal ``i`` of seed ``s`` are the same whoever plays
them: ``arena.seeded``), so two records pair on the deals they share. A
*version* is what a run measures: its one player against the level in every
other seat (``hard:warm=1`` against ``normal``, or ``hard`` against ``easy``),
at its budget, with that many players.
Each is judged by its gain over its opponent, chips a hand, deal by deal:
with ``--against``, against another version on the same deals, and against
the oracle's runs among the files, as Hard's share of the oracle's gain
(issue 18).

A record is JSON: ``{"arena record": 1, "runs": [run, ...]}``, a run being
its lineup, variant, seed, budget and, for each player, its chips a hand per
deal (in deal order), its decision times and the deals it searched.
"""
from __future__ import annotations

import json
import math
import os
import statistics
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Sequence

from game import arena

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


def writable(path: str | Path) -> None:
    """Refuse, before a long run starts, a place its record could not be kept: a file that exists (a record is
    never overwritten) or a folder that does not."""
    path = Path(path)
    if path.exists():
        raise RecordError(f"{path} already exists: a record is never overwritten, give another name")
    if not path.parent.is_dir():
        raise RecordError(f"{path}: there is no folder {path.parent}")
    if not os.access(path.parent, os.W_OK):
        raise RecordError(f"{path}: the folder {path.parent} cannot be written to")


def save(path: str | Path, reports: Sequence) -> None:
    """Write ``reports`` (one arena run, or a run and its oracle's) to ``path`` as one record: into a file beside
    it first, then renamed into place, so that a run stopped while saving leaves no half-written record."""
    path = Path(path)
    part = path.with_name(path.name + ".part")
    part.write_text(json.dumps({MARK: FORMAT, "runs": [run_record(r) for r in reports]}), encoding="utf-8")
    os.replace(part, path)


def _numbers(values) -> bool:
    return isinstance(values, list) and all(isinstance(x, (int, float)) and not isinstance(x, bool)
                                            and math.isfinite(x) for x in values)


def load(path: str | Path) -> list[dict]:
    """The runs of the record at ``path``; a file that is not one, or not whole, is refused with its name."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as err:
        raise RecordError(f"{path}: not an arena record ({err})") from None
    if not isinstance(data, dict) or data.get(MARK) != FORMAT or not isinstance(data.get("runs"), list):
        raise RecordError(f"{path}: not an arena record (python -m game.arena --save writes them)")
    if not data["runs"]:
        raise RecordError(f"{path}: an arena record with no runs")
    for run in data["runs"]:
        if not isinstance(run, dict) or not {"lineup", "variant", "seed", "budget", "players"} <= set(run) \
                or not isinstance(run["players"], dict) or not isinstance(run["lineup"], list):
            raise RecordError(f"{path}: an arena record with a run missing its lineup, variant, seed, budget "
                              "or players")
        lengths = set()
        for name, figures in run["players"].items():
            if not isinstance(figures, dict) or not all(_numbers(figures.get(k)) for k in ("per_deal", "times",
                                                                                          "deals")):
                raise RecordError(f"{path}: an arena record without the figures of each deal for {name}")
            lengths.add(len(figures["per_deal"]))
        if len(lengths) != 1 or 0 in lengths:
            raise RecordError(f"{path}: an arena record whose players have not played the same deals")
        try:
            version(run)
        except ValueError as err:
            raise RecordError(f"{path}: {err}") from None
    return data["runs"]


@dataclass(frozen=True)
class Version:
    """What a run measures: ``player`` against ``opponent`` at ``budget`` with ``players`` seats."""

    player: str
    opponent: str
    budget: float
    players: int

    @property
    def level(self) -> str:
        return arena.parse_player(self.player)[0]

    @property
    def own_budget(self) -> float:
        """The budget the player was given: its own ``budget=`` option, else the run's."""
        return float(arena.parse_player(self.player)[1].get("budget", self.budget))

    @property
    def timed(self) -> bool:
        """Whether the budget is the player's thinking time (Hard and the oracle search; the others ignore it)."""
        return self.level in ("hard", "oracle")

    def __str__(self) -> str:
        name = f"{self.player} ({self.own_budget:g} s)" if self.timed else self.player
        table = f", {self.players} players" if self.players != 3 else ""
        return f"{name}{table} - {self.opponent}"


def version(run: dict) -> Version:
    """The version a run measures: its one player against the level in every other seat (``hard,normal,normal``,
    ``hard,easy,easy``, ``normal,easy,easy``), or else, with two seats of each, the level that is not Normal
    against Normal (``hard,hard,normal,normal``, as the banker game's arena is run)."""
    names = list(run["players"])
    others = [n for n in names if arena.parse_player(n)[0] != "normal"]   # ValueError: a level unknown here
    lone = [n for n in names if list(run["lineup"]).count(n) == 1]
    if len(names) == 2 and len(lone) == 1:
        player = lone[0]
    elif len(names) == 2 and len(others) == 1:
        player = others[0]
    else:
        raise RecordError(f"a run of {', '.join(map(str, run['lineup']))} does not measure one player against "
                          "another")
    opponent = next(n for n in names if n != player)
    return Version(player, opponent, float(run["budget"]), len(run["lineup"]))


@dataclass
class Side:
    """The runs of one version pooled: its gain over its opponent on each deal it played, keyed by the deal."""

    version: Version
    gains: dict[tuple, float]
    searched: list[int]
    times: list[float]


def side(runs: Sequence[dict], what: str = "") -> Side:
    """Pool ``runs``, all of one version, into one ``Side``."""
    (v,) = {version(run) for run in runs}
    gains: dict[tuple, float] = {}
    searched: list[int] = []
    times: list[float] = []
    for run in runs:
        mine, theirs = run["players"][v.player], run["players"][v.opponent]
        for i, (a, b) in enumerate(zip(mine["per_deal"], theirs["per_deal"])):
            deal = (run["variant"], v.players, run["seed"], i)
            if deal in gains:   # a second run of the same deals would count them twice
                raise RecordError(f"deal {i} of seed {run['seed']} ({run['variant']}) is in two runs of {v.player} "
                                  f"{what}".rstrip())
            gains[deal] = a - b
        searched += mine["deals"]
        times += mine["times"]
    return Side(v, gains, searched, times)


def sides(runs: Iterable[dict], what: str = "") -> list[Side]:
    """``runs`` grouped by the version they measure, in the order first met."""
    groups: dict[Version, list[dict]] = {}
    for run in runs:
        groups.setdefault(version(run), []).append(run)
    return [side(g, what) for g in groups.values()]


def _deals(n: int) -> str:
    return f"{n} deal" if n == 1 else f"{n} deals"


def describe(s: Side) -> str:
    """One version's line: its gain, over how many deals, its median deals searched and its decisions' times."""
    values = list(s.gains.values())
    mean, half = arena.interval(values)
    parts = [f"{s.version}: {mean:+.3f} [{mean - half:+.3f}, {mean + half:+.3f}] over {_deals(len(values))}"]
    if s.searched:
        parts.append(f"median deals {statistics.median(s.searched):g}")
    if s.times and s.version.timed:
        budget = s.version.own_budget
        # Counted, not a share: two late decisions in eleven thousand read "0.0 %" and hid them (docs/ai.md,
        # session 23).
        late = sum(t > 1.1 * budget for t in s.times)
        parts.append(f"longest decision {1000 * max(s.times):.0f} ms, {late:,} of {len(s.times):,} decisions past "
                     f"{1100 * budget:g} ms")
    return "; ".join(parts)


def _common(first: Side, second: Side) -> list[tuple]:
    return [k for k in first.gains if k in second.gains]


def compare(first: Side, second: Side) -> str:
    """``first`` against ``second`` on the deals both played: the paired difference, and where ``second`` is
    the oracle, ``first``'s share of its gain."""
    if first.version.opponent != second.version.opponent:
        raise RecordError(f"{first.version.player} was measured against {first.version.opponent} and "
                          f"{second.version.player} against {second.version.opponent}: gains over different "
                          "opponents do not pair")
    common = _common(first, second)
    if not common:
        raise RecordError(f"{first.version.player} and {second.version.player} played no deal in common "
                          "(variant, players, seed, deal)")
    a = [first.gains[k] for k in common]
    b = [second.gains[k] for k in common]
    if second.version.level == "oracle" and first.version.level != "oracle":
        ratio, low, high = arena.bootstrap_share(a, b)
        return (f"{first.version.player}'s share of the oracle's gain: {ratio:.2f} (95% bootstrap interval "
                f"{low:.2f} to {high:.2f}) over {_deals(len(common))}")
    mean, half = arena.interval([x - y for x, y in zip(a, b)])
    return (f"{first.version.player} - {second.version.player}: {mean:+.3f} [{mean - half:+.3f}, "
            f"{mean + half:+.3f}] chips a hand, paired over {_deals(len(common))}")


def _one(found: list[Side], what: str) -> tuple[Side, list[Side]]:
    """The one version a side of ``--against`` measures, and the oracle's runs beside it (``--oracle --save``)."""
    versions = [s for s in found if s.version.level != "oracle"] or found
    if len(versions) != 1:
        names = ", ".join(str(s.version) for s in versions)
        raise RecordError(f"the runs {what} measure several versions ({names}): give one version's runs on each "
                          "side")
    return versions[0], [s for s in found if s.version.level == "oracle" and s is not versions[0]]


def report(files: Sequence[str], against: Sequence[str] = ()) -> str:
    """What ``python -m game.arena --compare FILES [--against FILES]`` prints.

    Without ``against``: each version in the files, pooled over its runs, and each against the oracle's runs
    among them. With it: the first files' version against the second's, deal by deal, and each against the
    oracle's runs on either side."""
    found = sides([run for f in files for run in load(f)], "given to --compare")
    lines = []
    if against:
        first, oracles = _one(found, "given to --compare")
        second, more = _one(sides([run for f in against for run in load(f)], "given to --against"),
                            "given to --against")
        oracles += [o for o in more if o.version not in {x.version for x in oracles}]
        lines += [describe(s) for s in [first, second] + oracles]
        lines.append(compare(first, second))
        mine = [first] + ([second] if second.version.level != "oracle" else [])
    else:
        oracles = [s for s in found if s.version.level == "oracle"]
        mine = [s for s in found if s.version.level != "oracle"]
        lines += [describe(s) for s in found]
    for s in mine:
        for o in oracles:
            if _common(s, o) and s.version.opponent == o.version.opponent:
                lines.append(compare(s, o))
    return "\n".join(lines)
