"""How fast the engine plays: ``python -m game.bench``.

The search players' strength is the number of hands they can play out, so this
is the engine's figure of merit (DESIGN.md "Speed is strength"). It plays
random legal hands for a few seconds, several times, and prints medians; if a
peer engine (rlcard, OpenSpiel) is installed — in a separate environment, never
as a dependency — it is measured in the same run on the same machine, and the
ratio printed. It also times legal-action generation for a lead from a full
28-card hand, the engine's most expensive single question.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

from game.rules import Pass, load_variant, new_game
from game.rules import available_variants


def with_options(ids: list[str]) -> list[str]:
    """Every built-in variant, and each option of one switched from its default (``luan-chuo?gods_of_wealth``),
    or set to each of its other choices (``shi-wu-hu-fishing?must_capture=drawn``)."""
    out = []
    for vid in ids:
        out.append(vid)
        v = load_variant(vid)
        for o in v.options:
            values = [c for c in o.choices if c != o.default] if o.is_choice else [not o.default]
            out += [load_variant(vid, {o.key: value}).ref for value in values]
    return out


def play_random_hands(variant_id: str, seconds: float, seed: int = 0, players: tuple[int, ...] = (3, 4)) -> dict:
    """Random legal play for about ``seconds``; whole hands only, dealing included."""
    v = load_variant(variant_id)
    seats = [p for p in players if p in v.hand_sizes] or v.seat_counts
    rng = random.Random(seed)
    randrange = rng.randrange
    hands = decisions = 0
    start = now = time.perf_counter()
    deadline = start + seconds
    while now < deadline:
        g = new_game(v, players=seats[hands % len(seats)], seed=seed * 1_000_003 + hands)
        legal, apply = g.legal_actions, g.apply
        while not g.is_over:
            actions = legal()
            apply(actions[randrange(len(actions))])
            decisions += 1
        hands += 1
        now = time.perf_counter()
    elapsed = now - start
    return {"name": f"fifteen-lakes {variant_id}", "hands": hands, "decisions": decisions, "seconds": elapsed,
            "hands_per_s": hands / elapsed, "decisions_per_s": decisions / elapsed}


def play_fast_hands(variant_id: str, seconds: float, seed: int = 0, players: tuple[int, ...] = (2, 3)) -> dict:
    """A fishing game's fast path, as a search plays out: ``moves()`` and ``play(move)``, no actions or events."""
    from game.rules.fishing import random_playout

    v = load_variant(variant_id)
    seats = [p for p in players if p in v.hand_sizes] or v.seat_counts
    rng = random.Random(seed)
    hands = decisions = 0
    start = now = time.perf_counter()
    deadline = start + seconds
    while now < deadline:
        g = new_game(v, players=seats[hands % len(seats)], seed=seed * 1_000_003 + hands)
        g.log = None
        random_playout(g, rng)
        decisions += sum(v.deals[g.players].hand for _ in g.seats_from_dealer()) + v.deals[g.players].pile
        hands += 1
        now = time.perf_counter()
    elapsed = now - start
    return {"name": f"fifteen-lakes {variant_id} (fast path)", "hands": hands, "decisions": decisions,
            "seconds": elapsed, "hands_per_s": hands / elapsed, "decisions_per_s": decisions / elapsed}


def play_fast_rounds(variant_id: str, seconds: float, seed: int = 0, players: tuple[int, ...] = (4,)) -> dict:
    """A banker game's fast path (sap-tim-pun.md): whole rounds by ``play``, no checks or events; "hands" here
    are the hands of those rounds (about fourteen a wall at four seats)."""
    from game.rules.banker import random_round

    v = load_variant(variant_id)
    seats = [p for p in players if p in v.hand_sizes] or v.seat_counts
    rng = random.Random(seed)
    hands = decisions = rounds = 0
    start = now = time.perf_counter()
    deadline = start + seconds
    while now < deadline:
        g = new_game(v, players=seats[rounds % len(seats)], seed=seed * 1_000_003 + rounds)
        random_round(g, rng)
        decisions += len(g.log.actions)
        hands += g.hand_number
        rounds += 1
        now = time.perf_counter()
    elapsed = now - start
    return {"name": f"fifteen-lakes {variant_id} (hands, fast path)", "hands": hands, "decisions": decisions,
            "seconds": elapsed, "hands_per_s": hands / elapsed, "decisions_per_s": decisions / elapsed}


def play_fast_rummy(variant_id: str, seconds: float, seed: int = 0, players: tuple[int, ...] = (4,)) -> dict:
    """Si Se Pai's fast path, as a search plays out: ``moves()`` and ``play(move)``, no actions or events."""
    v = load_variant(variant_id)
    rng = random.Random(seed)
    r = rng.random
    hands = decisions = 0
    start = now = time.perf_counter()
    deadline = start + seconds
    while now < deadline:
        g = new_game(v, players=players[hands % len(players)], seed=seed * 1_000_003 + hands)
        g.log = None
        moves, play = g.moves, g.play
        while g.phase != "over":
            legal = moves()
            play(legal[int(r() * len(legal))])
            decisions += 1
        hands += 1
        now = time.perf_counter()
    elapsed = now - start
    return {"name": f"fifteen-lakes {variant_id} (fast path)", "hands": hands, "decisions": decisions,
            "seconds": elapsed, "hands_per_s": hands / elapsed, "decisions_per_s": decisions / elapsed}


def lead_generation_micros(variant_id: str, samples: int = 300, seed: int = 1) -> tuple[float, float]:
    """Median microseconds to list every lead of a freshly dealt 3-player hand, and the median count."""
    v = load_variant(variant_id)
    players = 3 if 3 in v.hand_sizes else v.seat_counts[0]
    times, sizes = [], []
    for i in range(samples):
        g = new_game(v, players=players, seed=seed + i, dealer=0)
        while g.phase in ("layout", "talon", "redeal", "bid"):  # decline layouts and questions, to reach the first lead
            legal = g.legal_actions()
            g.apply(Pass() if Pass() in legal else legal[0])
        if g.phase != "play" or g.top is not None:
            continue
        t = time.perf_counter()
        leads = g.legal_actions()
        times.append((time.perf_counter() - t) * 1e6)
        sizes.append(len(leads))
    return statistics.median(times), statistics.median(sizes)


def peer_rates(python: str, seconds: float, seed: int) -> list[dict]:
    """The peer engines installed for another interpreter ``python`` (a separate venv, never the game's), each
    measured there as a subprocess for ``seconds``: ``bench_peers.py`` runs as a plain script, so that
    environment needs nothing of the game. Nothing installed, or no such interpreter: an empty list."""
    import json
    import subprocess
    from pathlib import Path

    script = Path(__file__).with_name("bench_peers.py")
    try:
        done = subprocess.run([python, str(script), "--seconds", str(seconds), "--seed", str(seed)],
                              capture_output=True, text=True, timeout=60 + 4 * seconds)
    except (OSError, subprocess.TimeoutExpired):
        return []
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


def paired_with_peers(python: str, variant_id: str, seconds: float, runs: int) -> list[tuple[str, float, float, float]]:
    """Our engine and each peer (in ``python``) taking turns, ``runs`` times, so both meet the same load:
    (peer name, our median decisions/s, the peer's median, the median of the runs' ratios ours ÷ peer's)."""
    ours: list[float] = []
    theirs: dict[str, list[float]] = {}
    for r in range(runs):
        ours.append(play_random_hands(variant_id, seconds, seed=r)["decisions_per_s"])
        for row in peer_rates(python, seconds, r):
            theirs.setdefault(row["name"], []).append(row["decisions_per_s"])
    out = []
    for name, rates in theirs.items():
        ratios = [a / b for a, b in zip(ours, rates) if b]
        out.append((name, statistics.median(ours), statistics.median(rates), statistics.median(ratios)))
    return out


def _median_row(rows: list[dict]) -> dict:
    out = dict(rows[0])
    for key in ("hands_per_s", "decisions_per_s"):
        out[key] = statistics.median(r[key] for r in rows)
    out["runs"] = len(rows)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="seconds of play per run (default 3)")
    parser.add_argument("--runs", type=int, default=3, help="runs per engine; medians are printed (default 3)")
    parser.add_argument("--variant", action="append", help="variant id or ref (default: every built-in variant, and each with its options switched)")
    parser.add_argument("--no-peers", action="store_true", help="skip rlcard and OpenSpiel even if installed")
    parser.add_argument("--peer", metavar="PYTHON", help="also run the peers installed for this interpreter "
                        "(e.g. /work/peers/bin/python), taking turns with sap-ng-wu, and print the ratio")
    args = parser.parse_args(argv)

    variants = args.variant or with_options(available_variants())
    rows = []
    for vid in variants:
        rows.append(_median_row([play_random_hands(vid, args.seconds, seed=r) for r in range(args.runs)]))
        if load_variant(vid).family == "fishing":
            rows.append(_median_row([play_fast_hands(vid, args.seconds, seed=r) for r in range(args.runs)]))
        if load_variant(vid).family == "banker":   # a "hand" of the row above is a whole round (one wall)
            rows.append(_median_row([play_fast_rounds(vid, args.seconds, seed=r) for r in range(args.runs)]))
        if load_variant(vid).family == "rummy":
            rows.append(_median_row([play_fast_rummy(vid, args.seconds, seed=r) for r in range(args.runs)]))
    peers = []
    if not args.no_peers:
        from game import bench_peers

        for rate in (bench_peers.rlcard_doudizhu_rate, bench_peers.openspiel_doudizhu_rate):
            runs = [rate(args.seconds, seed=r) for r in range(args.runs)]
            if runs[0] is not None:
                peers.append(_median_row(runs))

    print(f"Random legal play, median of {args.runs} runs of {args.seconds:g} s each:")
    print(f"{'engine':40} {'hands/s':>10} {'decisions/s':>13}")
    for row in rows + peers:
        print(f"{row['name']:40} {row['hands_per_s']:10,.0f} {row['decisions_per_s']:13,.0f}")
    if peers:
        ours = next((r for r in rows if r["name"].endswith(" sap-ng-wu")), rows[0])
        print()
        for peer in peers:
            ratio = ours["decisions_per_s"] / peer["decisions_per_s"]
            print(f"{ours['name']} / {peer['name']}: {ratio:.1f}x decisions/s")
    else:
        print("(no peer engine installed: pip install open_spiel in a separate venv and pass --peer VENV/bin/python)")
    print()
    for vid in (v for v in variants if load_variant(v).family == "climbing"):
        micros, n = lead_generation_micros(vid)
        print(f"{vid}: all leads of a dealt hand: median {micros:.0f} µs for a median of {n:.0f} leads")
    if args.peer:
        base_id = "sap-ng-wu" if "sap-ng-wu" in variants else variants[0]
        paired = paired_with_peers(args.peer, base_id, args.seconds, args.runs)
        print()
        if not paired:
            print(f"(no peer engine runs under {args.peer})")
        for name, ours_rate, peer_rate, ratio in paired:
            print(f"{base_id} {ours_rate:,.0f} decisions/s, {name} {peer_rate:,.0f}, taking turns {args.runs} times: "
                  f"{ratio:.2f}x (median of the runs' ratios; aim: at least 1.0x)")
    base = next((r for r in rows if r["name"].endswith(" sap-ng-wu")), None)
    if base is not None and len(rows) > 1:
        print()
        for row in rows:
            # Every engine, each family's fast path too; a banker "hand" row counts whole rounds, so its
            # decisions are what compares.
            if row is not base:
                print(f"{row['name']}: {base['decisions_per_s'] / row['decisions_per_s']:.2f}x the time of sap-ng-wu "
                      "per decision (aim: at most 2x)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
