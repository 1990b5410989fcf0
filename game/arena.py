"""Computer players against each other, on duplicate deals: ``python -m game.arena``.

Each deal is played once for every rotation of the players round the seats
(so with ``--players hard,normal,normal`` Hard sits in each seat of the same
cards once), which cancels most of the luck of the deal. It prints, for each
player, the mean chips per hand with a 95% confidence interval, the share of
hands it won (declared), its time per decision (median and 95th
percentile, counting only decisions with more than one legal action) and, for
a player that searches, the median number of deals it searched a decision:
the same budget buys a slower machine fewer deals, so the figures of two
machines compare by their deals, not their seconds. The
interval is computed over deals, not hands, because the rotations of one deal
are correlated. With exactly two different players it also prints their
difference per hand, deal by deal, with its interval.

    python -m game.arena --players normal,easy,easy --hands 2001 --jobs 2
    python -m game.arena --players hard,normal,normal --budget 0.1 --hands 2001 --markdown
    python -m game.arena --players hard,normal,normal --budget 0.05 --deals 200 --oracle
    python -m game.arena --variant sap-tim-pun --players hard,hard,normal,normal --deals 200

In the banker game (sap-tim-pun.md §10) a deal is a whole round, one wall with
many hands, and every rotation puts each player in the banker's seat of the
same wall once; "hands" in the table are rounds, and the summary adds how many
hands of the game they held.

``--oracle`` plays the same deals a second time with Hard replaced by the
oracle (Hard's search shown every real hand: ``game.ai.oracle``, for measuring
only) and prints Hard's gain over Normal, the oracle's, and their ratio with a
95% interval (a bootstrap over deals): the share of what seeing the cards is
worth that Hard's reading of the table recovers (issue 18).

``--save FILE`` keeps every deal's figures; ``--compare`` pools saved runs
(several seeds, or runs made side by side) and, with ``--against``, pairs
two versions deal by deal (``game.arena_record``):

    python -m game.arena --players hard,normal,normal --budget 0.05 --deals 300 --seed 7 --oracle --save a7.json
    python -m game.arena --players hard:warm=1,normal,normal --budget 0.05 --deals 300 --seed 7 --save b7.json
    python -m game.arena --compare b7.json b8.json --against a7.json a8.json
"""
from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from typing import Sequence

from game.ai import LEVELS, make_player
from game.rules import load_variant, new_game


@dataclass
class Tally:
    """One player's results: chips per deal (averaged over its seats and rotations), wins, decision times."""

    name: str
    per_deal: list[float] = field(default_factory=list)
    hands: int = 0
    wins: int = 0
    chips: int = 0
    times: list[float] = field(default_factory=list)
    deals: list[int] = field(default_factory=list)
    """Deals searched at each decision the player searched (Hard, the oracle): its thinking in units that do not
    depend on the machine, where 0.05 s on one machine may be half the deals it is on another."""


ARENA_LEVELS = LEVELS + ("oracle",)   # the oracle sees every hand: for measuring, never at the table


def parse_player(spec: str) -> tuple[str, dict]:
    """``level`` or ``level:key=value:key=value`` (player options, for trying out variations of a level)."""
    level, options = named_options(spec)
    if level not in ARENA_LEVELS:
        raise ValueError(f"no computer player {level!r} (levels: {', '.join(LEVELS)})")
    return level, options


def named_options(spec: str) -> tuple[str, dict]:
    """``name:key=value:...`` as the name and its options, each value an int, a float or else a string."""
    name, *pairs = spec.split(":")
    options: dict = {}
    for pair in pairs:
        key, eq, value = pair.partition("=")
        if not eq or not key:
            raise ValueError(f"player option {pair!r} in {spec!r} is not key=value")
        try:
            options[key] = int(value)
        except ValueError:
            try:
                options[key] = float(value)
            except ValueError:
                options[key] = value
    return name, options


def seated(spec: str, seed: int, budget: float):
    """The player an arena spec names (``hard:z=2``), as the arena seats it: the oracle only here."""
    level, options = parse_player(spec)
    budget = options.pop("budget", budget)
    family = options.pop("family", None)   # e.g. hard:family=rummy:max_worlds=8 (options reach that family's class)
    if level == "oracle":
        from game.ai.oracle import OraclePlayer
        from game.ai.questions import Answering
        return Answering(OraclePlayer(seed, budget=budget, **options))
    return make_player(level, seed=seed, budget=budget, family=family, **options)


def seeded(*parts: object) -> int:
    """A seed from its parts: ``seeded(seed, "deal", i)`` is deal ``i`` of the arena's duplicate deals."""
    return random.Random("/".join(map(str, parts))).randrange(2 ** 63)


def outcome(game, last_events) -> tuple[bool, int | None]:
    """Whether a finished hand was void (nobody declared and nobody was settled with, though a
    four-of-a-kind bonus may have been paid), and the seat that won it: the declarer, or, where every
    scorer was settled with (Ma Hua Hua, and every fishing hand: fishing.md §8), the one who gained most if
    alone."""
    void = any(e.kind == "HandOver" and getattr(e, "void", False) for e in last_events)
    winner = getattr(game, "winner", None)
    pairwise = game.variant.family in ("fishing", "banker") or any(e.kind == "Settled" for e in last_events)
    if winner is None and not void and pairwise:
        best = max(game.chips)
        winner = game.chips.index(best) if game.chips.count(best) == 1 else None
    return void, winner


def play_deal(job: tuple) -> dict:
    """Play one deal in every rotation; returns chips, wins and decision times per player name."""
    index, lineup, variant_id, seed, budget = job
    v = load_variant(variant_id)
    n = len(lineup)
    deal_seed = seeded(seed, "deal", index)
    out: dict[str, dict] = {name: {"chips": [], "wins": 0, "times": [], "deals": []} for name in lineup}
    voids = played = 0
    for rotation in range(n):
        seats = [lineup[(s - rotation) % n] for s in range(n)]
        players = [seated(seats[s], seeded(seed, index, rotation, s), budget) for s in range(n)]
        g = new_game(v, players=n, seed=deal_seed)
        while not g.is_over:
            s = g.current_player
            legal = g.legal_actions()
            obs = g.observation(s)
            see = getattr(players[s], "see", None)
            if see is not None:
                see(g)   # the oracle alone is shown the real game
            t = time.perf_counter()
            action = players[s].act(obs, legal)
            dt = time.perf_counter() - t
            if len(legal) > 1:
                out[seats[s]]["times"].append(dt)
                searched = getattr(players[s], "last_worlds", 0)
                if searched:
                    out[seats[s]]["deals"].append(searched)
            events = g.apply(action)
        for s in range(n):
            out[seats[s]]["chips"].append(g.chips[s])
        played += getattr(g, "hand_number", 0) if v.family == "banker" else 0   # a banker "deal" is a round
        void, winner = outcome(g, events)
        if void:
            voids += 1
        elif winner is not None:
            out[seats[winner]]["wins"] += 1
    return {"index": index, "players": out, "voids": voids, "hands": n, "played": played}


def t95(df: int) -> float:
    """Two-sided 95% quantile of Student's t (the normal 1.96 from 120 degrees of freedom on)."""
    table = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262,
             10: 2.228, 12: 2.179, 15: 2.131, 20: 2.086, 25: 2.060, 30: 2.042, 40: 2.021, 60: 2.000, 120: 1.980}
    if df <= 0:
        return float("nan")
    for k in sorted(table):
        if df <= k:
            return table[k]
    return 1.96


def interval(values: Sequence[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval."""
    m = statistics.fmean(values)
    if len(values) < 2:
        return m, float("nan")
    return m, t95(len(values) - 1) * statistics.stdev(values) / math.sqrt(len(values))


def _pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


@dataclass
class Report:
    lineup: list[str]
    variant: str
    deals: int
    hands: int
    voids: int
    budget: float
    seed: int
    seconds: float
    tallies: dict[str, Tally]
    differences: list[float]
    played: int = 0
    """Hands of the game held by the rounds played (the banker family, where a deal is a round)."""

    def rows(self) -> list[list[str]]:
        rows = []
        for name, t in self.tallies.items():
            mean, half = interval(t.per_deal)
            label = f"{name} ({self.budget:g} s)" if name.startswith(("hard", "oracle")) and "budget=" not in name else name
            seats = self.lineup.count(name)
            rows.append([label, str(seats), str(t.hands), f"{mean:+.3f}", f"±{half:.3f}",
                         f"[{mean - half:+.3f}, {mean + half:+.3f}]", f"{100 * t.wins / max(t.hands, 1):.1f}%",
                         str(len(t.times)), f"{1000 * _pct(t.times, 0.5):.2f}", f"{1000 * _pct(t.times, 0.95):.2f}",
                         f"{_pct(t.deals, 0.5):g}" if t.deals else "-"])
        return rows

    HEAD = ["player", "seats", "hands", "chips/hand", "95% CI ±", "95% CI", "hands won", "decisions",
            "median ms", "p95 ms", "median deals"]

    def summary(self) -> str:
        names = list(self.tallies)
        line = (f"{self.variant}, {len(self.lineup)} players ({', '.join(self.lineup)}): {self.deals} deals x "
                f"{len(self.lineup)} rotations = {self.hands} hands, {self.voids} void; "
                + (f"hard budget {self.budget:g} s a decision; "
                   if any(p.startswith(("hard", "oracle")) for p in self.lineup) else "")
                + f"seed {self.seed}; {self.seconds:.0f} s")
        if self.played:
            line += f"; the {self.hands} rounds held {self.played} hands ({self.played / self.hands:.1f} a round)"
        if len(names) == 2 and self.differences:
            mean, half = interval(self.differences)
            line += (f"\n{names[0]} - {names[1]}: {mean:+.3f} chips/hand, 95% CI [{mean - half:+.3f}, "
                     f"{mean + half:+.3f}] over {len(self.differences)} deals")
        return line

    def text(self) -> str:
        rows = [self.HEAD] + self.rows()
        widths = [max(len(r[i]) for r in rows) for i in range(len(self.HEAD))]
        lines = ["  ".join(c.rjust(w) if i else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
        return self.summary() + "\n" + "\n".join(lines)

    def markdown(self) -> str:
        out = [self.summary().replace("\n", "  \n"), "",
               "| " + " | ".join(self.HEAD) + " |", "|" + "|".join("---" if i == 0 else "---:" for i in range(len(self.HEAD))) + "|"]
        out += ["| " + " | ".join(r) + " |" for r in self.rows()]
        return "\n".join(out)


class _Bar:
    """A progress bar on stderr; redrawn at most twice a second (every 30 s into a file, e.g. under nohup)."""

    def __init__(self, total: int, stream) -> None:
        self.total = total
        self.stream = stream
        self.start = time.time()
        self.last = 0.0
        self.tty = hasattr(stream, "isatty") and stream.isatty()

    def __call__(self, done: int) -> None:
        now = time.time()
        if done < self.total and now - self.last < (0.5 if self.tty else 30.0):
            return
        self.last = now
        _bar(done, self.total, self.start, self.stream, "\r" if self.tty else "\n")


def _bar(done: int, total: int, start: float, stream, lead: str = "\r") -> None:
    width = 30
    filled = int(width * done / total) if total else width
    elapsed = time.time() - start
    eta = elapsed / done * (total - done) if done else 0.0
    stream.write(f"{lead}[{'#' * filled}{'.' * (width - filled)}] {done}/{total} deals  "
                 f"{elapsed:.0f} s, about {eta:.0f} s to go ")
    stream.flush()


def run(lineup: Sequence[str], deals: int, variant: str = "sap-ng-wu", budget: float = 0.1, seed: int = 1,
        jobs: int = 1, progress: bool = True, stream=None) -> Report:
    """Play ``deals`` duplicate deals of ``lineup`` (one player level per seat) and gather the figures."""
    lineup = list(lineup)
    for name in lineup:
        parse_player(name)
    v = load_variant(variant)
    if any(parse_player(name)[0] == "oracle" for name in lineup) and v.family != "climbing":
        raise ValueError(f"the oracle searches climbing games only, not {v.name}")
    if len(lineup) not in v.hand_sizes:
        raise ValueError(f"{v.name} is played by {' or '.join(map(str, v.seat_counts))} players, not {len(lineup)}")
    stream = stream or sys.stderr
    tallies = {name: Tally(name) for name in dict.fromkeys(lineup)}
    names = list(tallies)
    differences: list[float] = []
    voids = hands = played = 0
    work = [(i, lineup, variant, seed, budget) for i in range(deals)]
    start = time.time()
    bar = _Bar(deals, stream)
    results = []
    if jobs > 1:
        with multiprocessing.get_context("spawn" if sys.platform == "win32" else "fork").Pool(jobs) as pool:
            for done, r in enumerate(pool.imap_unordered(play_deal, work), 1):
                results.append(r)
                if progress:
                    bar(done)
    else:
        for done, job in enumerate(work, 1):
            results.append(play_deal(job))
            if progress:
                bar(done)
    if progress:
        stream.write("\n")
    for r in sorted(results, key=lambda r: r["index"]):
        voids += r["voids"]
        hands += r["hands"]
        played += r.get("played", 0)
        means = {}
        for name, p in r["players"].items():
            t = tallies[name]
            t.hands += len(p["chips"])
            t.chips += sum(p["chips"])
            t.wins += p["wins"]
            t.times.extend(p["times"])
            t.deals.extend(p["deals"])
            means[name] = statistics.fmean(p["chips"])
            t.per_deal.append(means[name])
        if len(names) == 2:
            differences.append(means[names[0]] - means[names[1]])
    return Report(lineup, variant, deals, hands, voids, budget, seed, time.time() - start, tallies, differences,
                  played)


def with_oracle(lineup: Sequence[str]) -> list[str]:
    """The lineup with each Hard seat taken by the oracle at the same options (budget included)."""
    return ["oracle" + name[4:] if parse_player(name)[0] == "hard" else name for name in lineup]


@dataclass
class OracleShare:
    """Hard's and the oracle's gains over Normal on the same deals, and the share of the oracle's that Hard gets."""

    hard: tuple[float, float]      # mean chips a hand over Normal, 95% half-width
    oracle: tuple[float, float]
    ratio: float
    ratio_low: float
    ratio_high: float
    deals: int

    def text(self) -> str:
        (h, hh), (o, oh) = self.hard, self.oracle
        return (f"hard - normal: {h:+.3f} [{h - hh:+.3f}, {h + hh:+.3f}]; oracle - normal: {o:+.3f} "
                f"[{o - oh:+.3f}, {o + oh:+.3f}]; hard's share of the oracle's gain: {self.ratio:.2f} "
                f"(95% bootstrap interval {self.ratio_low:.2f} to {self.ratio_high:.2f}) over {self.deals} deals")


def _gains(report: Report, player: str) -> list[float]:
    """Per deal, ``player``'s chips a hand minus Normal's (deals in order, so two reports pair up)."""
    others = [n for n in report.tallies if parse_player(n)[0] == "normal"]
    if len(others) != 1:
        raise ValueError("the oracle's share needs exactly one Normal in the lineup")
    mine, normal = report.tallies[player].per_deal, report.tallies[others[0]].per_deal
    return [a - b for a, b in zip(mine, normal)]


def oracle_share(hard: Report, oracle: Report, resamples: int = 2000, seed: int = 1) -> OracleShare:
    """Pair the two runs deal by deal; the ratio's interval is a percentile bootstrap over deals."""
    h = _gains(hard, next(n for n in hard.tallies if parse_player(n)[0] == "hard"))
    o = _gains(oracle, next(n for n in oracle.tallies if parse_player(n)[0] == "oracle"))
    ratio, low, high = bootstrap_share(h, o, resamples, seed)
    return OracleShare(interval(h), interval(o), ratio, low, high, len(h))


def bootstrap_share(hard: Sequence[float], oracle: Sequence[float], resamples: int = 2000, seed: int = 1
                    ) -> tuple[float, float, float]:
    """Hard's mean gain over the oracle's on the same deals, with a 95% percentile bootstrap over deals
    (``oracle_share``, and ``--compare`` on saved runs: ``game.arena_record``)."""
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.arena", description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", default="normal,easy,easy",
                        help=f"one level per seat, comma-separated (levels: {', '.join(LEVELS)}); "
                        "a level may take options, e.g. hard:budget=0.5 or normal:lam=0.3")
    parser.add_argument("--hands", type=int, default=300,
                        help="hands to play, at least; rounded up to whole deals of every rotation (default 300)")
    parser.add_argument("--deals", type=int, help="deals to play (overrides --hands)")
    parser.add_argument("--budget", type=float, default=0.1, help="seconds of thinking a decision for hard (default 0.1)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals and the players (default 1)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes, over deals (default 1)")
    parser.add_argument("--variant", default="sap-ng-wu", help="variant id or path to a .yaml (default sap-ng-wu)")
    parser.add_argument("--markdown", action="store_true", help="print the table as markdown, for docs/ai.md")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.add_argument("--oracle", action="store_true",
                        help="play the deals again with Hard seeing every hand, and print Hard's share of its gain")
    parser.add_argument("--save", metavar="FILE",
                        help="also keep every deal's figures in FILE (JSON), to be pooled and paired with --compare")
    parser.add_argument("--compare", nargs="+", metavar="FILE",
                        help="don't play: pool the runs saved in FILEs and print each version's gain over its "
                        "opponents, Normal or another level (and its share of the oracle's gain where the files "
                        "also hold the oracle's runs)")
    parser.add_argument("--against", nargs="+", metavar="FILE",
                        help="with --compare: another version's saved runs, compared deal by deal on the deals "
                        "both played")
    args = parser.parse_args(argv)
    from game import arena_record   # here, not at the top: arena_record builds on this module
    if args.against and not args.compare:
        parser.error("--against goes with --compare")
    if args.compare and (args.save or args.oracle or args.markdown):
        parser.error("--compare plays nothing: it takes no --save, --oracle or --markdown")
    if args.compare:
        try:
            print(arena_record.report(args.compare, args.against or ()))
        except ValueError as err:      # arena_record.RecordError, or a record naming no known level
            parser.error(str(err))
        return 0
    lineup = [p.strip() for p in args.players.split(",") if p.strip()]
    deals = args.deals if args.deals is not None else max(1, math.ceil(args.hands / max(len(lineup), 1)))
    try:
        levels = [parse_player(n)[0] for n in lineup]
    except ValueError as err:
        parser.error(str(err))
    if args.oracle and sorted(set(levels)) != ["hard", "normal"]:
        parser.error("--oracle measures Hard against Normal: give a lineup of hard and normal seats only")
    if args.save:
        try:
            arena_record.writable(args.save)   # before the run, not after hours of it
        except arena_record.RecordError as err:
            parser.error(str(err))
    try:
        report = run(lineup, deals, args.variant, args.budget, args.seed, max(1, args.jobs), not args.quiet)
        print(report.markdown() if args.markdown else report.text())
        reports = [report]
        if args.oracle:
            seen = run(with_oracle(lineup), deals, args.variant, args.budget, args.seed, max(1, args.jobs),
                       not args.quiet)
            print(seen.markdown() if args.markdown else seen.text())
            print(oracle_share(report, seen).text())
            reports.append(seen)
        if args.save:
            try:
                arena_record.save(args.save, reports)
            except OSError as err:
                parser.error(f"could not save the run to {args.save}: {err.strerror or err}")
    except ValueError as err:
        parser.error(str(err))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
