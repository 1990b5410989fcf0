"""Hard's helpers: processes that play deals out beside the deciding thread, each on a spare core.

Hard's strength is the number of guessed deals it plays out in its thinking
time (docs/ai.md "Speed"), and Python runs one thread of a process at a time:
a second core stays idle unless a second process uses it. So a Hard player
with ``helpers`` asks each helper the question it is about to search (the
position it sees, the candidates, what it remembers of the table, a seed and
the deadline), searches its own deals meanwhile, and adds the helpers' tallies
to its own (``Tally.merge``: each helper plays every candidate on each of its
deals, so the sums stay paired). A helper sees exactly what Hard sees: the
observation and Hard's own memory, never the game.

An answer not in by the deadline (a helper still starting, a busy machine) is
not waited for; it is dropped when it comes, and that helper is not asked
again until it has answered: a question never waits behind another in a pipe,
and the deciding thread never waits for a pipe to take one. A question that
reaches a helper after its deadline is answered at once with nothing. A helper that cannot be
started or dies leaves Hard searching alone, as it does without helpers.

The helpers are shared by every Hard player of the process (the table asks
one computer at a time) and are started with the ``spawn`` method, which
every platform has and which does not copy the window's threads; they wait on
their pipe between questions, so an idle window costs no processor time. The
bundle calls ``multiprocessing.freeze_support()`` first thing (``game.__main__``).
"""
from __future__ import annotations

import multiprocessing
import os
import time
from typing import Any, Sequence

from game.ai.search import Tally, old_objects_set_aside

MOST = 3   # helpers at most, whatever the machine: the deals' worth flattens long before


def spare_cores() -> int:
    """How many helpers this machine can give Hard without slowing the window: its cores but one, at most ``MOST``."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    return max(0, min(MOST, cores - 1))


def at_the_table(level: str) -> dict:
    """The options of a computer of ``level`` playing people (window or terminal): Hard searches on every spare
    core, twice the deals a decision on two cores. The arena's players search alone unless told
    (``hard:helpers=1``), so that runs side by side on the cores do not share them."""
    return {"helpers": spare_cores()} if level == "hard" else {}


def serve(conn: Any) -> None:
    """A helper's life: answer each question with a tally of deals played out, until the pipe closes.

    Ctrl-C in the terminal reaches every process of the game: the game itself
    decides what it means, and its helpers end with it (their pipe closes)."""
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    from game.ai.hard import BURN_SHARE, HardPlayer
    from game.ai.knowledge import decision_kind
    players: dict[tuple, HardPlayer] = {}
    while True:
        try:
            question = conn.recv()
        except (EOFError, OSError, KeyboardInterrupt):
            return
        if question is None:
            return
        ticket, options, obs, actions, memory, seed, seconds, sent = question
        deadline = time.perf_counter() + seconds - max(0.0, time.time() - sent)
        tally: Tally | None = None
        if time.perf_counter() < deadline:
            try:
                key = tuple(sorted(options.items()))
                hard = players.get(key)
                if hard is None:
                    hard = players[key] = HardPlayer(**options)
                hard.rng.seed(seed)
                hard.memory = memory
                with old_objects_set_aside():
                    brain = hard.brain(obs)
                    hard._chain = None
                    now = time.perf_counter()
                    deal = hard.dealer(obs, brain, now + (deadline - now) * BURN_SHARE, deadline)
                    tally = hard.search(obs, brain, [(a, "") for a in actions], decision_kind(obs), deal, deadline)
            except Exception:     # a question this helper cannot answer: Hard goes on with its own deals
                tally = None
        try:
            conn.send((ticket, tally))
        except (BrokenPipeError, OSError):
            return


class Asked:
    """One question put to the helpers: gather their tallies by a time."""

    def __init__(self, ticket: int, conns: Sequence[Any], helpers: "Helpers") -> None:
        self.ticket = ticket
        self.conns = list(conns)
        self.helpers = helpers

    def gather(self, until: float) -> list[Tally]:
        """The helpers' tallies for this question that are in by ``until`` (``time.perf_counter``)."""
        out: list[Tally] = []
        for conn in self.conns:
            tally = self.helpers.answer(conn, self.ticket, until)
            if tally is not None:
                out.append(tally)
        return out


class Helpers:
    """``count`` helper processes, started at the first question."""

    def __init__(self, count: int) -> None:
        self.count = count
        self.conns: list[Any] = []
        self.processes: list[Any] = []
        self.started = False
        self.ticket = 0
        self.waiting: dict[Any, int] = {}   # a pipe -> the ticket of its question not yet answered

    def start(self) -> None:
        self.started = True
        try:
            context = multiprocessing.get_context("spawn")
            for _ in range(self.count):
                ours, theirs = context.Pipe()
                process = context.Process(target=serve, args=(theirs,), name="fifteen-lakes-helper", daemon=True)
                process.start()
                theirs.close()
                self.conns.append(ours)
                self.processes.append(process)
        except (OSError, RuntimeError, ValueError):
            pass           # no helpers here (a sandbox without processes): Hard searches alone

    def ask(self, options: dict, obs: Any, cands: Sequence[tuple], memory: Any, seed: int, deadline: float) -> Asked:
        """Put the question to every helper; ``deadline`` is on this process's ``time.perf_counter``."""
        if not self.started:
            self.start()
        self.ticket += 1
        seconds = deadline - time.perf_counter()
        actions = [a for a, _ in cands]
        asked = []
        for i, conn in enumerate(list(self.conns)):
            if conn in self.waiting:
                self.answer(conn, -1, 0.0)        # takes in an earlier answer come since, if any
                if conn in self.waiting:
                    continue      # still on an earlier question: not asked, so nothing queues behind it
            try:
                conn.send((self.ticket, options, obs, actions, memory, seed + i, seconds, time.time()))
                self.waiting[conn] = self.ticket
                asked.append(conn)
            except (BrokenPipeError, OSError):
                self.lost(conn)
        return Asked(self.ticket, asked, self)

    def answer(self, conn: Any, ticket: int, until: float) -> Tally | None:
        """``conn``'s answer to question ``ticket`` if it is in by ``until``; an earlier answer met on the way,
        too late for its question, is dropped."""
        try:
            while conn in self.waiting and conn.poll(max(0.0, until - time.perf_counter())):
                answered, tally = conn.recv()
                if answered == self.waiting.get(conn):
                    del self.waiting[conn]
                if answered == ticket:
                    return tally
        except (EOFError, OSError):
            self.lost(conn)
        return None

    def lost(self, conn: Any) -> None:
        """A helper that died or closed its pipe: Hard goes on with the others."""
        self.waiting.pop(conn, None)
        if conn in self.conns:
            i = self.conns.index(conn)
            self.conns.pop(i)
            process = self.processes.pop(i)
            if process.is_alive():
                process.terminate()

    @property
    def alive(self) -> int:
        return sum(p.is_alive() for p in self.processes)

    def close(self) -> None:
        """Let the helpers go (they are daemons too: they end with this process in any case)."""
        for conn in self.conns:
            try:
                conn.send(None)
                conn.close()
            except (BrokenPipeError, OSError):
                pass
        for process in self.processes:
            process.join(timeout=1.0)
            if process.is_alive():
                process.terminate()
        self.conns, self.processes = [], []
        self.waiting.clear()
        self.started = False


_shared: dict[int, Helpers] = {}


def shared(count: int) -> Helpers:
    """The process's ``count`` helpers, started once and shared by every Hard player that asks for as many."""
    helpers = _shared.get(count)
    if helpers is None:
        helpers = _shared[count] = Helpers(count)
    return helpers


def close_all() -> None:
    for helpers in _shared.values():
        helpers.close()
    _shared.clear()
