"""A crash mid-hand and a restart resume the same position: tested with a real process (issue 7).

The other process plays a seeded match by computers, saving after every
action, and is killed with SIGKILL in the middle of a hand: no handler runs,
no file is closed. A restart must find the exact position it had saved, the
same one a straight run of the same match reaches in this process.
"""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from game import paths
from game.store import Saves, ScoreBook
from game.store.places import HOME_ENV

from .helpers import fingerprint, fingerprint_json, new_match, step, total_actions

SEED, LENGTH = 2024, 4

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def reference_states() -> list[tuple[int, dict]]:
    """(actions so far, fingerprint) for every position of the match played straight through."""
    m = new_match(SEED, LENGTH)
    states = [(0, fingerprint(m))]
    while not m.is_over:
        step(m)
        states.append((total_actions(m), fingerprint(m)))
    return states


def mid_hand_targets(states: list[tuple[int, dict]]) -> list[int]:
    """An action count in the middle of hand 2 and one in the middle of hand 3: far from either end."""
    targets = []
    for hand in (2, 3):
        inside = sorted({n for n, fp in states
                         if fp["hand_number"] == hand and fp["legal"] and fp["match"]["hands"][-1]["actions"]})
        assert len(inside) >= 8, "the seed must give hands long enough to be killed in the middle"
        targets.append(inside[len(inside) // 2])
    return targets


def start(home, *args: str) -> subprocess.Popen:
    env = {**os.environ, HOME_ENV: str(home), "PYTHONUNBUFFERED": "1"}
    return subprocess.Popen([sys.executable, "-m", "tests.store.crash_child", "--seed", str(SEED),
                             "--length", str(LENGTH), *args], cwd=paths.project_root(), env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def kill_when_saved(proc: subprocess.Popen, target: int) -> tuple[int, list[str]]:
    """Read the child's reports until it has saved ``target`` actions, then SIGKILL it."""
    lines = []
    for line in proc.stdout:
        lines.append(line.rstrip("\n"))
        if line.startswith("SAVED") and int(line.split()[1]) >= target:
            os.kill(proc.pid, signal.SIGKILL)
            break
    else:
        _, err = proc.communicate(timeout=10)
        raise AssertionError(f"the child ended before {target} actions:\n" + "\n".join(lines) + err)
    proc.communicate(timeout=10)
    assert proc.returncode == -signal.SIGKILL
    reported = max(int(x.split()[1]) for x in lines if x.startswith("SAVED"))
    return reported, lines


def resumed_state(proc: subprocess.Popen) -> str:
    line = proc.stdout.readline()
    if not line.startswith("RESUMED "):
        proc.kill()
        _, err = proc.communicate(timeout=10)
        raise AssertionError(f"expected the restart to resume, got {line!r}\n{err}")
    return line[len("RESUMED "):].rstrip("\n")


def test_a_match_killed_mid_hand_resumes_exactly_where_it_stopped(home):
    states = reference_states()
    by_actions: dict[int, list[str]] = {}
    for n, fp in states:
        by_actions.setdefault(n, []).append(json.dumps(fp, sort_keys=True))
    first, second = mid_hand_targets(states)

    # 1. Play from the start; kill in the middle of hand 2.
    proc = start(home)
    assert proc.stdout.readline().strip() == "STARTED"
    reported, _ = kill_when_saved(proc, first)

    # What the disk holds: a whole save, at least as far as the child said it had saved, mid-hand.
    info, notices = Saves().unfinished()
    assert notices == [] and info is not None
    saved, notice = Saves().load(info.key)
    assert notice is None
    on_disk = total_actions(saved.match)
    assert on_disk >= reported, "every save the child reported is on the disk"
    assert not saved.match.game.is_over and saved.match.game.log.actions, "killed in the middle of a hand"
    assert fingerprint_json(saved.match) in by_actions[on_disk], "the same position as a straight run"

    # 2. Restart: the new process resumes that very position, plays on, and is killed again in hand 3.
    proc = start(home)
    assert resumed_state(proc) == fingerprint_json(saved.match)
    reported, _ = kill_when_saved(proc, second)

    # 3. Restart once more: it resumes where the second process stopped.
    saved, notice = Saves().load(info.key)
    assert notice is None and total_actions(saved.match) >= reported and saved.match.hand_number == 3
    assert fingerprint_json(saved.match) in by_actions[total_actions(saved.match)]
    proc = start(home, "--resume-only")
    assert resumed_state(proc) == fingerprint_json(saved.match)
    _, err = proc.communicate(timeout=10)
    assert proc.returncode == 0, err

    # The score book survived the kills: each finished hand recorded once, totals matching the save.
    book, notice = ScoreBook.open()
    assert notice is None
    series = book.match_series(info.key)
    assert series.hands == tuple(range(len(saved.match.results) + 1))
    assert series.totals[-1] == tuple(saved.match.totals)
    assert not [p for p in home.rglob("*") if ".damaged-" in p.name]


def test_kills_while_saving_flat_out_never_leave_a_broken_file(home):
    """No pause between actions, so a kill is likely to land inside a write: the save is always whole."""
    m = new_match(SEED, 6)
    reference = {fingerprint_json(m)}
    while not m.is_over:
        step(m)
        reference.add(fingerprint_json(m))
    for pause in (0.0, 0.01, 0.02, 0.03, 0.05):
        proc = start(home, "--delay", "0", "--length", "6")
        first = proc.stdout.readline()
        assert first.startswith(("STARTED", "RESUMED")), first + proc.stderr.read()
        proc.stdout.readline()  # it is saving now
        time.sleep(pause)
        os.kill(proc.pid, signal.SIGKILL)
        proc.communicate(timeout=10)
        info, notices = Saves().unfinished()
        assert notices == [] and info is not None
        saved, notice = Saves().load(info.key)
        assert notice is None
        assert fingerprint_json(saved.match) in reference
        book, notice = ScoreBook.open()
        assert notice is None
        # Killed between saving a finished hand and recording it, the book may be one hand behind,
        # never wrong; the resume's record_match catches up.
        running, expected = [0, 0, 0], [(0, 0, 0)]
        game = saved.match.game
        over = [r.chips for r in saved.match.results] + ([game.chips] if game is not None and game.is_over else [])
        for chips in over:  # a hand over but not yet followed by the next deal counts as played
            running = [a + b for a, b in zip(running, chips)]
            expected.append(tuple(running))
        series = book.match_series(info.key)
        assert list(series.totals) == expected[: len(series.totals)] and len(series.totals) >= len(expected) - 1
        assert book.record_match(info.key, saved.match, saved.seats) is None
        assert list(book.match_series(info.key).totals) == expected
        book.close()
