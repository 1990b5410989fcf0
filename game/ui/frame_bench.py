"""Frame time of a busy table: ``python -m game.ui.frame_bench``.

A 4-player table mid-trick, with cards in flight, at 1280×800 under software
rendering (the SDL dummy driver unless a display is set): the median and 99th
percentile time to handle events, update and draw one frame. The aim is a
median within 8 ms and a 99th percentile within 16 ms, so 60 frames a second
hold with room to spare. Only turns of the loop that draw are timed: the loop
skips drawing while nothing moves (game.ui.app), and those cheap turns would
flatter the figures.
"""
from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time


def measure(frames: int = 600, size: tuple[int, int] = (1280, 800), seed: int = 5, level: str = "simple") -> dict:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("FIFTEEN_LAKES_HOME", tempfile.mkdtemp(prefix="fifteen-lakes-bench-"))
    import pygame

    from game.ai import make_player
    from game.ui.app import App
    from game.ui.seats import MatchSetup, computer, person

    app = App(size, sound=False, anim_scale=1.0, computer_delay=0.15)
    seats = (person("You"), computer("Ming", level), computer("Lan", level), computer("Wei", level))
    app.start_match(MatchSetup(seats=seats, hands=50, seed=seed, delay=0.15))
    table = app.scene
    pilot = make_player("simple", seed=0)

    def person() -> None:
        """The person's seat plays itself through the table's own calls, as clicks would."""
        if not table.my_turn():
            return
        g = table.game
        table.act_as_person(pilot.act(g.observation(0), g.legal_actions()))

    clock = pygame.time.Clock()
    for _ in range(120):  # two seconds to get the first tricks going
        app.step()
        person()
        clock.tick(60)
    times = []
    busy = thinking = 0
    for _ in range(frames * 20):            # a table that stopped moving would never give ``frames`` frames
        if len(times) >= frames:
            break
        t = time.perf_counter()
        if app.step():
            times.append((time.perf_counter() - t) * 1000)
            busy += table.flights.busy
            thinking += table.thinker.thinking
        person()
        if table.overlay == "summary":
            table.next_hand()
        clock.tick(60)
    table.close()
    app.writer.shutdown(wait=True)
    pygame.quit()
    times.sort()
    return {"frames": len(times), "median_ms": statistics.median(times), "p99_ms": times[int(len(times) * 0.99) - 1],
            "max_ms": times[-1], "frames_with_flights": busy, "frames_thinking": thinking}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ui.frame_bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--level", default="simple", help="the computers' level (hard: frames while they think)")
    args = parser.parse_args(argv)
    runs = [measure(args.frames, seed=5 + r, level=args.level) for r in range(args.runs)]
    med = statistics.median(r["median_ms"] for r in runs)
    p99 = statistics.median(r["p99_ms"] for r in runs)
    print(f"4-player table mid-trick, 1280x800, software rendering, computers '{args.level}', "
          f"{args.runs} runs of {args.frames} frames:")
    for r in runs:
        print(f"  median {r['median_ms']:.2f} ms  p99 {r['p99_ms']:.2f} ms  max {r['max_ms']:.1f} ms  "
              f"({r['frames_with_flights']} frames with cards in flight, {r['frames_thinking']} while a computer thinks)")
    print(f"median of medians {med:.2f} ms (aim ≤ 8), median p99 {p99:.2f} ms (aim ≤ 16)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
