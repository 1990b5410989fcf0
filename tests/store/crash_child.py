"""The crash test's other process: a match played by computers, saved after every action.

Run as ``python -m tests.store.crash_child`` with ``FIFTEEN_LAKES_HOME`` set. It
resumes the unfinished save if there is one (printing ``RESUMED <state>``),
else starts a seeded match, and plays on, printing ``SAVED <actions>`` after
each save, until the match ends or the test kills it with SIGKILL.
"""
from __future__ import annotations

import argparse
import sys
import time

from game.store import SavedMatch, Saves, ScoreBook

from tests.store.helpers import SEATS, fingerprint_json, new_match, step, total_actions


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--length", type=int, default=4)
    parser.add_argument("--delay", type=float, default=0.005, help="seconds between actions, as a table animates")
    parser.add_argument("--resume-only", action="store_true", help="report the resumed state and stop")
    args = parser.parse_args(argv)

    saves = Saves()
    book, notice = ScoreBook.open()
    if notice is not None:
        print("NOTICE", notice.text, flush=True)
    info, notices = saves.unfinished()
    for n in notices:
        print("NOTICE", n.text, flush=True)
    if info is not None:
        saved, notice = saves.load(info.key)
        if saved is None:
            print("NOTICE", notice, flush=True)
            return 3
        print("RESUMED", fingerprint_json(saved.match), flush=True)
    else:
        saved = SavedMatch.new(new_match(args.seed, args.length), SEATS, "crash test")
        saves.save(saved)
        print("STARTED", flush=True)
    book.record_match(saved.key, saved.match, saved.seats)  # a hand finished just before a crash is recorded now
    if args.resume_only:
        return 0
    match = saved.match
    while not match.is_over:
        finishing = match.game.is_over
        step(match)
        if saves.save(saved) is not None:
            return 4
        if finishing:
            book.record_match(saved.key, match, saved.seats)
        print("SAVED", total_actions(match), flush=True)
        time.sleep(args.delay)
    book.record_match(saved.key, match, saved.seats)
    print("OVER", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
