"""Peer engines' speed, measured in the same run as our own engine's benchmark.

A figure for our engine means little alone: machines and Python builds differ.
So the benchmark also times well-known card-game engines (rlcard's and
OpenSpiel's Dou Dizhu) on the same machine, in the same run, playing random
legal moves, and reports them side by side.

These engines are never dependencies of the game. They are imported only here,
only inside the functions, and only if they happen to be installed (in the
separate ``.venv-peers`` environment); when one is missing its function returns
``None`` and the benchmark simply leaves that row out. With
``python -m game.bench --peer VENV/bin/python`` this file runs as a plain script
in that other interpreter (standard library only), printing one JSON line per
peer, so the peers never enter the game's environment at all.
"""
from __future__ import annotations

import random
import time
from importlib import metadata


def _version(module: object, dist: str) -> str:
    """The installed version, for the row's name, so figures can be compared across runs."""
    found = getattr(module, "__version__", None)
    if found:
        return str(found)
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return "?"


def _result(name: str, hands: int, decisions: int, seconds: float) -> dict:
    """One row in the shape every peer function returns, so the bench can print them alike."""
    return {
        "name": name,
        "hands": hands,
        "decisions": decisions,
        "seconds": seconds,
        "hands_per_s": hands / seconds if seconds > 0 else 0.0,
        "decisions_per_s": decisions / seconds if seconds > 0 else 0.0,
    }


def rlcard_doudizhu_rate(seconds: float = 3.0, seed: int = 0) -> dict | None:
    """Random-legal-action hands/s and decisions/s of rlcard's Dou Dizhu env, or None if absent.

    Uses the path rlcard offers an ordinary (non-raw) agent: legal action ids
    from ``state['legal_actions']`` and ``env.step(action_id)``. rlcard has no
    cheaper public step: every step and reset encodes the observation, and that
    is part of what a peer costs. Resets are timed with the steps (it is all
    "playing random hands"); the clock is read only between hands, so ``hands``
    counts whole hands. A decision is one ``env.step``. Note rlcard deals with
    no bidding (seat 0 is always landlord), so its hands are card play only.
    """
    try:
        import rlcard
    except ImportError:
        return None

    env = rlcard.make("doudizhu", config={"seed": seed})
    rng = random.Random(seed)
    choice = rng.choice
    step = env.step
    is_over = env.game.is_over  # what env.is_over() calls, minus one hop
    hands = decisions = 0
    start = time.perf_counter()
    deadline = start + seconds
    now = start
    while now < deadline:
        state, _ = env.reset()
        while not is_over():
            # Sorted: the ids come from sets of strings, whose order changes
            # with the hash seed; sorting keeps a seed's games reproducible.
            state, _ = step(choice(sorted(state["legal_actions"])))
            decisions += 1
        hands += 1
        now = time.perf_counter()
    elapsed = now - start
    return _result(f"rlcard doudizhu {_version(rlcard, 'rlcard')}", hands, decisions, elapsed)


def openspiel_doudizhu_rate(seconds: float = 3.0, seed: int = 0) -> dict | None:
    """Random-legal-action hands/s and decisions/s of OpenSpiel's dou_dizhu, or None if absent.

    Plays with ``state.legal_actions()`` and ``state.apply_action()`` on a
    fresh ``new_initial_state()`` per hand. Chance nodes (the deal) are drawn
    from ``chance_outcomes()`` with the same seeded generator and timed with
    the rest, but only player moves count as decisions. OpenSpiel's hand
    includes the bidding phase, so its decisions include bids.
    """
    try:
        import pyspiel
    except ImportError:
        return None

    game = pyspiel.load_game("dou_dizhu")
    rng = random.Random(seed)
    choice = rng.choice
    choices = rng.choices
    hands = decisions = 0
    start = time.perf_counter()
    deadline = start + seconds
    now = start
    while now < deadline:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes())
                state.apply_action(choices(actions, probs)[0])
            else:
                state.apply_action(choice(state.legal_actions()))
                decisions += 1
        hands += 1
        now = time.perf_counter()
    elapsed = now - start
    return _result(f"open_spiel dou_dizhu {_version(pyspiel, 'open_spiel')}", hands, decisions, elapsed)


RATES = {"rlcard": rlcard_doudizhu_rate, "openspiel": openspiel_doudizhu_rate}


def main(argv: list[str] | None = None) -> int:
    """Run in a peer's own interpreter (``game.bench --peer PYTHON`` starts this file there, as a script):
    one JSON line per peer engine installed, nothing for one that is absent. Only the standard library is
    used here, so the peer's environment needs nothing of the game."""
    import argparse
    import json

    parser = argparse.ArgumentParser(description="peer engines' random-play rate, one JSON line each")
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--peer", action="append", choices=sorted(RATES), help="only these (default: all)")
    args = parser.parse_args(argv)
    for key in args.peer or sorted(RATES):
        row = RATES[key](args.seconds, seed=args.seed)
        if row is not None:
            print(json.dumps(dict(row, peer=key)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
