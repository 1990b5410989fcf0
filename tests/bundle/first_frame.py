"""Time from launch to the first frame drawn, median over several starts.

    python tests/bundle/first_frame.py dist/FifteenLakes/FifteenLakes
    python tests/bundle/first_frame.py dist/FifteenLakes-linux-x86_64 --runs 7
    python tests/bundle/first_frame.py --source                 # python -m game, from this checkout

Each run starts the program with ``--self-test`` and ``FIFTEEN_LAKES_FIRST_FRAME``
set to the launch time (see game/selftest.py): it opens the window as a normal
start does (settings read, fonts, sounds made, the title scene), draws one
frame and prints how long after launch that was. The first run is a warm-up
(the OS's file cache) and is reported but not counted. SDL's dummy video
driver is used unless SDL_VIDEODRIVER is set (e.g. SDL_VIDEODRIVER=x11 with a
DISPLAY, for a real window).
"""
from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def first_frame(command: list[str]) -> tuple[float, float]:
    """(seconds from launch to the first frame, seconds the whole process took)."""
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env["FIFTEEN_LAKES_FIRST_FRAME"] = repr(time.time())
    start = time.perf_counter()
    out = subprocess.run(command + ["--self-test"], env=env, capture_output=True, text=True, cwd=ROOT, timeout=120)
    total = time.perf_counter() - start
    found = re.search(r"first frame: ([\d.]+) s", out.stdout)
    if out.returncode != 0 or not found:
        raise SystemExit(f"{' '.join(command)} failed ({out.returncode}):\n{out.stdout}\n{out.stderr}")
    return float(found.group(1)), total


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("program", nargs="?", help="the executable to time")
    parser.add_argument("--source", action="store_true", help="time `python -m game` with this Python")
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    if args.source == bool(args.program):
        parser.error("give a program or --source")
    command = [sys.executable, "-m", "game"] if args.source else [str(Path(args.program).resolve())]
    warm, _ = first_frame(command)
    frames, totals = [], []
    for _ in range(args.runs):
        f, t = first_frame(command)
        frames.append(f)
        totals.append(t)
    print(f"{' '.join(command)}: first frame median {statistics.median(frames):.3f} s "
          f"(min {min(frames):.3f}, max {max(frames):.3f}, {args.runs} runs; warm-up {warm:.3f}); "
          f"whole process median {statistics.median(totals):.3f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
