"""Search seeds for the guided first hands (game/learn/lessons.py): ``python tools/pick_lesson_deals.py``.

A good lesson deal has the learner deal (so they lead first), lets every goal be
reached by following the coach's tips against the Easy players, ends with the
learner ahead, and is not long. Prints the best seeds per family; the chosen
one is written into LESSONS by hand.
"""
from __future__ import annotations

import dataclasses
import sys

from game.learn.lessons import LESSONS, play_by_the_tips
from game.rules import Match, load_variant


def main(tries: int = 300) -> None:
    for family, lesson in LESSONS.items():
        v = load_variant(lesson.variant)
        found = []
        for seed in range(tries):
            if Match.start(v, lesson.players, seed=seed, length=1).first_dealer != 0:
                continue
            trial = dataclasses.replace(lesson, seed=seed)
            progress, g = play_by_the_tips(trial)
            if not progress.done:
                continue
            mine = g.chips[0]
            turns = sum(1 for a in g.log.actions)
            found.append((mine > 0, mine, -turns, seed))
        found.sort(reverse=True)
        print(family, "best seeds (ahead, chips, -actions, seed):")
        for row in found[:8]:
            print("  ", row[:4])


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
