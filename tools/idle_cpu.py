"""How much CPU the game's window uses while nobody does anything (issue 13, item 4).

Run under a real X display (Xvfb: SDL's dummy driver hides the cost of showing
frames), e.g. ``DISPLAY=:41 python tools/idle_cpu.py --runs 3``. Two places are
measured, each in a fresh game process with a fresh home folder:

- title: the title screen, the child's whole CPU time over its first SECONDS
  (start-up included, as the project's before-stop check measures it), and its
  CPU over SECONDS once it has settled (start-up excluded);
- table: a Quick match waiting for the person's lead, CPU over SECONDS from the
  moment it is the person's turn and the deal's banner has gone.

Figures are percent of one core; the median of the runs is printed last.
Linux only (reads /proc/<pid>/stat).
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a running process (its threads included)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def start(args: list[str], home: str, probe: Path | None = None) -> subprocess.Popen:
    env = dict(os.environ, FIFTEEN_LAKES_HOME=home, SDL_AUDIODRIVER="dummy")
    env.pop("SDL_VIDEODRIVER", None)
    extra = ["--probe", str(probe)] if probe else []
    return subprocess.Popen([sys.executable, "-m", "game", "--mute", *args, *extra], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def stop(game: subprocess.Popen) -> None:
    game.terminate()
    try:
        game.wait(timeout=10)
    except subprocess.TimeoutExpired:
        game.kill()
        game.wait()


def title_whole(seconds: float) -> float:
    """The before-stop check's way: the child's CPU over its first ``seconds``, start-up included."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    game = start([], tempfile.mkdtemp(prefix="idle-cpu-"))
    time.sleep(seconds)
    stop(game)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    used = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return 100 * used / seconds


def settled(args: list[str], seconds: float, ready, settle: float) -> float:
    """CPU over ``seconds`` once ``ready(probe)`` holds and ``settle`` more seconds have passed."""
    folder = Path(tempfile.mkdtemp(prefix="idle-cpu-"))
    probe = folder / "probe.json"
    game = start(args, str(folder / "home"), probe)
    try:
        end = time.time() + 60
        while time.time() < end:
            try:
                if ready(json.loads(probe.read_text())):
                    break
            except (OSError, ValueError):
                pass
            time.sleep(0.05)
        else:
            raise SystemExit("the game never reached the state to measure")
        time.sleep(settle)
        t0, c0 = time.perf_counter(), cpu_seconds(game.pid)
        time.sleep(seconds)
        used = cpu_seconds(game.pid) - c0
        return 100 * used / (time.perf_counter() - t0)
    finally:
        stop(game)


def lead_seed() -> int:
    """A seed whose first hand the person deals and leads at once (no supreme to lay out)."""
    sys.path.insert(0, str(ROOT))
    from game.rules import Match, load_variant
    v = load_variant("sap-ng-wu")
    return next(s for s in range(1, 500) if (lambda m: m.game.dealer == 0 and m.game.phase == "play")(
        Match.start(v, 3, seed=s)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=8.0)
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY"):
        raise SystemExit("needs a display: e.g. Xvfb :41 & DISPLAY=:41 python tools/idle_cpu.py")
    seed = lead_seed()
    rows: dict[str, list[float]] = {"title, first {s:g} s with start-up": [], "title, settled, {s:g} s": [],
                                    "table, your lead, {s:g} s": []}
    for _ in range(args.runs):
        figures = [
            title_whole(args.seconds),
            settled([], args.seconds, lambda d: d.get("scene") == "TitleScene", 2.0),
            settled(["--quick", "--seed", str(seed)], args.seconds,
                    lambda d: d.get("my_turn") and d.get("lead"), 2.5),
        ]
        for key, value in zip(rows, figures):
            rows[key].append(value)
        print("  ".join(f"{v:5.1f}%" for v in figures), flush=True)
    for key, values in rows.items():
        print(f"{key.format(s=args.seconds)}: median {statistics.median(values):.1f}% of a core "
              f"({', '.join(f'{v:.1f}' for v in values)})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
