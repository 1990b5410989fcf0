"""How Hard's choice among its searched candidates is judged offline, and where ``priors`` come from:
``python -m game.ai.records``.

An arena measures a change to Hard over thousands of hands, and most of its
spread is the deals'. A change to how Hard *chooses* from what it searched
can be judged far more sharply one decision at a time. For each of many
positions of Normal's own games (``bench_hard.positions``), Hard's candidates
are searched several times over on its read deals, as at the arena's 0.05 s,
and once on the real hands, as the oracle would (``measure``). A rule of
choice applied to one of those searches picks a candidate; what that
candidate gains on the real hands over Normal's choice is what the rule was
worth there (``judge``). Every rule meets the same searches, so their
differences are paired.

The same records give each place in Normal's ranking its record of gains
(``fit``, printed as ``priors.PRIORS`` is written), and show how much more
deals would be worth: a rule that sees all the searches of a position pooled
is Hard with six times the deals, and one that picks by the real hands is the
oracle's ceiling.

    python -m game.ai.records --positions 800 --seed 1 --out r1.json     # and seeds 2, 3, 4 (a core each)
    python -m game.ai.records --fit r1.json r2.json r3.json r4.json       # the table in game/ai/priors.py
    python -m game.ai.records --judge r1.json r2.json --on r3.json r4.json

Settings of the search itself (how it reads the table, its chain) are
compared the same way: each picks among Hard's candidates after its own
search, and the pick is worth what it gains on the real hands.

    python -m game.ai.records --positions 800 --seed 1 --out s1.json --settings read uniform:read=0 long:burn=1000
    python -m game.ai.records --compare s1.json s2.json
"""
from __future__ import annotations

import argparse
import json
import math
from collections import defaultdict
from typing import Callable, Sequence

from game.ai.bench_hard import Position, positions
from game.ai.hard import HardPlayer
from game.ai.knowledge import DECISIONS, decision_kind
from game.ai.priors import Prior, choose, game_of, place
from game.ai.search import Tally, old_objects_set_aside
from game.rules import Pass

# The thinking time whose search the records are of: the arena's. A Hard with this budget reads and weighs
# candidates as it would there (``HardPlayer.effort``); the deals are then fixed, not timed.
BUDGET = 0.05
# The deals Hard's search gets at 0.05 s a decision, by kind (medians, ``bench_hard --budget 0.05``).
DEALS_AT_005 = {"lead": 31, "beat": 21, "decide": 64, "layout": 66}


def candidates(hard: HardPlayer, p: Position) -> tuple[str, list]:
    """The kind of decision and the candidates Hard searches at ``p``, as ``HardPlayer.choose`` makes them."""
    brain = hard.brain(p.obs)
    _, ranked = hard.ranking(p.obs, p.legal, brain)
    kind = decision_kind(p.obs)
    return kind, hard.to_search(ranked, p.legal, kind, brain.t.variant, p.obs.players)


def _at(p: Position, seed: int, measured: Callable) -> dict | None:
    """``measured(hard, kind, cands, brain, real)`` for Hard at ``p`` as the records search it, at ``BUDGET``
    (its kind of decision, candidates and brain; ``real(n)``: the candidates played out on ``n`` deals of the real
    hands), with the objects alive before set aside; None where Hard has only one candidate."""
    with old_objects_set_aside():
        hard = p.primed(HardPlayer(seed=seed, budget=BUDGET))
        kind, cands = candidates(hard, p)
        if len(cands) < 2:
            return None
        brain = hard.brain(p.obs)
        hands = list(p.hands)
        # On the real hands every deal is the same one: the other seats' guesses are drawn anew for each
        # (``vary``, as the oracle has them), or all n deals would play out alike, one playout a candidate.
        shown = HardPlayer(seed=seed, budget=BUDGET, vary=1)   # shown the hands: it reads nothing

        def real(n: int) -> Tally:
            return shown.search(p.obs, brain, cands, kind, lambda rng: hands, math.inf, n)
        return measured(hard, kind, cands, brain, real)


def measure(p: Position, seed: int, searches: int = 6, deals: int = 60, real: int = 64) -> dict | None:
    """One position's record: ``searches`` searches of ``deals`` read deals each (fresh chains, as at separate
    decisions; Hard's search at ``BUDGET``: in 3-player Sap Ng Wu 16 leads and the swift thorough reading) and
    one of ``real`` deals on the real hands, each candidate's gain over Normal's choice deal by deal. None where
    Hard has only one candidate."""
    def measured(hard, kind, cands, brain, on_real_hands):
        read = [hard.search(p.obs, brain, cands, kind, hard.dealer(p.obs, brain), math.inf, deals).series
                for _ in range(searches)]
        return {"kind": kind, "passing": [a == Pass() for a, _ in cands], "read": read,
                "real": on_real_hands(real).series}
    return _at(p, seed, measured)


def mean_error(xs: Sequence[float]) -> tuple[float, float]:
    n = len(xs)
    if n < 2:
        return (xs[0] if xs else 0.0), math.inf
    m = sum(xs) / n
    return m, math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1) / n)


def _place(r: dict, i: int) -> int | str:
    return place(r["kind"], i, r["passing"][i])


def fit(records: Sequence[dict]) -> dict[str, dict[int | str, tuple[Prior, int]]]:
    """Each place's record: the mean of its candidates' pooled gains and their spread less the part their own
    noise explains (empirical Bayes), with the number of candidates it rests on."""
    gains: dict[tuple[str, int | str], list[tuple[float, float]]] = defaultdict(list)
    for r in records:
        for i in range(1, len(r["passing"])):
            gains[(r["kind"], _place(r, i))].append(mean_error(sum((s[i] for s in r["read"]), [])))
    out: dict[str, dict[int | str, tuple[Prior, int]]] = defaultdict(dict)
    for (kind, where), v in gains.items():
        mu = sum(m for m, _ in v) / len(v)
        var = sum((m - mu) ** 2 for m, _ in v) / max(1, len(v) - 1)
        noise = sum(e * e for _, e in v if e < math.inf) / len(v)
        out[kind][where] = (Prior(round(mu, 2), round(math.sqrt(max(var - noise, 1e-4)), 2)), len(v))
    return out


Rule = Callable[[dict, list[tuple[float, float]]], int]


def bar(z: float) -> Rule:
    """Hard's rule without records: the best mean more than ``z`` standard errors above nothing."""
    def rule(r: dict, stats: list[tuple[float, float]]) -> int:
        return choose(stats, [None] * len(stats), z, 0.0)[0]
    return rule


def with_records(priors: dict, scale: float) -> Rule:
    """Hard's rule with records (``HardPlayer.pick`` with ``shrink``): the best expected gain above nothing; a
    place the records do not know meets the bar of one standard error, as in Hard."""
    def rule(r: dict, stats: list[tuple[float, float]]) -> int:
        known = priors.get(r["kind"], {})
        records = [None] + [known.get(_place(r, i), (None,))[0] for i in range(1, len(stats))]
        return choose(stats, records, 1.0, scale)[0]
    return rule


def judge(records: Sequence[dict], rules: dict[str, Rule], deals: dict[str, int] | None = None,
          pooled: frozenset[str] = frozenset()) -> dict:
    """Per kind of decision and overall, each rule's mean gain a position on the real hands over Normal's
    choice, with its standard error and its paired difference from the first rule. Each rule sees the first
    ``deals[kind]`` deals of every search (``DEALS_AT_005``); the rules named in ``pooled`` see every deal of
    every search at once (Hard with six times the deals or more)."""
    deals = deals or DEALS_AT_005
    worth: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    for r in records:
        real = [sum(s) / len(s) if s else 0.0 for s in r["real"]]
        k = len(real)
        n = deals.get(r["kind"], 60)
        for name, rule in rules.items():
            if name in pooled:
                stats = [mean_error(sum((s[i] for s in r["read"]), [])) for i in range(k)]
                v = real[rule(r, stats)]
            else:
                v = sum(real[rule(r, [mean_error(s[i][:n]) for i in range(k)])] for s in r["read"]) / len(r["read"])
            worth[r["kind"]][name].append(v)
            worth["all"][name].append(v)
        # The oracle's ceiling: the candidate best on half the real deals, worth what it gains on the other half.
        h = len(r["real"][0]) // 2
        halves = [[sum(s[:h]) / h for s in r["real"]], [sum(s[h:]) / (len(s) - h) for s in r["real"]]]
        picks = [max(range(k), key=lambda i: half[i]) for half in halves]
        v = (halves[1][picks[0]] + halves[0][picks[1]]) / 2
        worth[r["kind"]]["the oracle's ceiling"].append(v)
        worth["all"]["the oracle's ceiling"].append(v)
    out: dict = {}
    first = next(iter(rules))
    for kind, by_rule in worth.items():
        base = by_rule[first]
        out[kind] = {name: (*mean_error(v), *mean_error([a - b for a, b in zip(v, base)]))
                     for name, v in by_rule.items()}
        out[kind]["positions"] = len(base)
    return out


def parse_setting(text: str) -> tuple[str, dict]:
    """``name:key=value:...`` (as the arena's levels take options) as the setting's name and Hard's options."""
    from game.arena import named_options
    return named_options(text)


def measure_settings(p: Position, seed: int, settings: dict[str, dict], deals: int = 500, real: int = 100
                     ) -> dict | None:
    """One position's record for comparing settings of Hard's search (its reading above all): each candidate's
    mean gain over Normal's choice on ``real`` deals of the real hands, and the candidate each setting's Hard
    picks after ``deals`` read deals of its own (a fresh chain, ``pick``). The candidates are those of Hard as it
    is, so every setting chooses among the same ones; a setting's ``deals`` key gives it a number of deals of its
    own (the same chain's first deals: ``deals=5000`` beside the default is more deals, nothing else). None where
    Hard has only one candidate."""
    def measured(hard, kind, cands, brain, on_real_hands):
        shown = on_real_hands(real)
        gains = [0.0] + [shown.diffs[i] / shown.n[i] if shown.n[i] else 0.0 for i in range(1, len(cands))]
        picks = {}
        game = game_of(brain.t.variant, p.obs.players)
        for name, options in settings.items():
            options = dict(options)
            searched = options.pop("deals", deals)  # a setting of its own number of deals (``deals=N``)
            h = p.primed(HardPlayer(seed=seed + 7, budget=BUDGET, **options))
            b = h.brain(p.obs)
            tally = h.search(p.obs, b, cands, kind, h.dealer(p.obs, b), math.inf, searched)
            picks[name] = h.pick(cands, tally, kind, game)[0]
        return {"kind": kind, "real": gains, "picks": picks}
    return _at(p, seed, measured)


def judge_settings(records: Sequence[dict]) -> dict:
    """Per kind of decision and overall, what each setting's pick gains a position on the real hands over
    Normal's choice, with its standard error, paired with the first setting's; and the best candidate's (the
    oracle's ceiling, on the same real deals)."""
    names = list(records[0]["picks"])
    worth: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    for r in records:
        for kind in (r["kind"], "all"):
            for name in names:
                worth[kind][name].append(r["real"][r["picks"][name]])
            worth[kind]["the oracle's ceiling"].append(max(r["real"]))
    out: dict = {}
    for kind, by_setting in worth.items():
        base = by_setting[names[0]]
        out[kind] = {name: (*mean_error(v), *mean_error([a - b for a, b in zip(v, base)]))
                     for name, v in by_setting.items()}
        out[kind]["positions"] = len(base)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.ai.records", description=__doc__.split("\n\n")[0])
    ap.add_argument("--variant", default="sap-ng-wu")
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--positions", type=int, default=800)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", help="measure positions into this file")
    ap.add_argument("--fit", nargs="+", metavar="FILE", help="print each place's record from these files")
    ap.add_argument("--judge", nargs="+", metavar="FILE", help="fit the records on these files ...")
    ap.add_argument("--on", nargs="+", metavar="FILE", help="... and judge the rules on these")
    ap.add_argument("--deals", default="", metavar="KIND=N,...",
                    help="the deals a rule sees at each kind of decision (default: Sap Ng Wu's at 0.05 s, "
                         "lead=31,beat=21,decide=64,layout=66; bench_hard --budget 0.05 gives another game's)")
    ap.add_argument("--settings", nargs="+", metavar="NAME[:KEY=VALUE...]",
                    help="with --out: record which candidate Hard picks with each of these settings (the first is "
                         "the one the others are paired with), e.g. read uniform:read=0 long:burn=1000")
    ap.add_argument("--searched", type=int, default=500, help="with --settings: read deals a setting's search gets")
    ap.add_argument("--real", type=int, default=100, help="with --settings: deals of the real hands")
    ap.add_argument("--compare", nargs="+", metavar="FILE", help="judge the settings recorded in these files")
    args = ap.parse_args(argv)
    load = lambda files: sum((json.load(open(f, encoding="utf-8")) for f in files), [])
    if args.out and args.settings:
        try:
            settings = dict(parse_setting(x) for x in args.settings)
        except ValueError as e:
            ap.error(str(e))
        ps = positions(args.variant, args.positions, players=args.players, per_deal=3, seed=args.seed)
        records = [r for i, p in enumerate(ps)
                   if (r := measure_settings(p, args.seed * 100_000 + i, settings, args.searched, args.real))
                   is not None]
        with open(args.out, "w", encoding="utf-8") as f:
            json.dump(records, f)
        print(f"{len(records)} positions measured into {args.out}")
        args.out = None
    if args.compare:
        for kind, by_setting in judge_settings(load(args.compare)).items():
            print(f"{kind}: {by_setting['positions']} positions; gain a position over Normal's choice, on the real hands")
            for name, figures in by_setting.items():
                if name != "positions":
                    m, e, d, de = figures
                    print(f"  {name:34s} {m:+.4f} ± {e:.4f}   paired {d:+.4f} ± {de:.4f}")
    if args.out:
        ps = positions(args.variant, args.positions, players=args.players, per_deal=3, seed=args.seed)
        records = [r for i, p in enumerate(ps) if (r := measure(p, args.seed * 100_000 + i)) is not None]
        with open(args.out, "w", encoding="utf-8") as f:
            json.dump(records, f)
        print(f"{len(records)} positions measured into {args.out}")
    if args.fit:
        records = load(args.fit)
        print(f"# {len(records)} positions")
        table = fit(records)
        for kind in sorted(table, key=DECISIONS.index):
            places = table[kind]
            order = sorted(places, key=lambda w: (isinstance(w, str), str(w)))
            items = ", ".join(f"{w!r}: Prior({places[w][0].mean}, {places[w][0].spread})" for w in order)
            print(f"    {kind!r}: {{{items}}},")
    if args.judge:
        priors = fit(load(args.judge))
        many = "pooled: six times the deals, z=0"
        rules = {"bar z=1 (Hard without records)": bar(1.0), "bar z=0": bar(0.0),
                 **{f"records, shrink {s}": with_records(priors, s) for s in (0.25, 0.5, 1.0)},
                 many: bar(0.0)}
        deals = dict(DEALS_AT_005)
        for pair in filter(None, args.deals.split(",")):
            kind, _, n = pair.partition("=")
            if kind not in DECISIONS or not n.isdigit():
                ap.error(f"--deals takes kind=number with kinds {', '.join(DECISIONS)}, not {pair!r}")
            deals[kind] = int(n)
        table = judge(load(args.on or args.judge), rules, deals, pooled=frozenset({many}))
        for kind, by_rule in table.items():
            print(f"{kind}: {by_rule['positions']} positions; gain a position over Normal's choice, on the real hands")
            for name, figures in by_rule.items():
                if name == "positions":
                    continue
                m, e, d, de = figures
                print(f"  {name:34s} {m:+.4f} ± {e:.4f}   paired {d:+.4f} ± {de:.4f}")
    if not (args.out or args.fit or args.judge or args.settings or args.compare):
        ap.print_help()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
