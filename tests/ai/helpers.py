"""Positions and variants for the computer-player tests.

Positions come from hands played by the Normal player (so they look like real
play) and cover every phase: laying out, leading, beating or passing, and
declaring or continuing, both after a trick and after a layout.
"""
from __future__ import annotations

import itertools
import random
from pathlib import Path

from game.ai import make_player
from game.rules import load_variant, new_game

ROOT = Path(__file__).resolve().parents[2]
YAML = ROOT / "data" / "variants" / "sap-ng-wu.yaml"
V = load_variant("sap-ng-wu")

# Levels with options that keep the tests fast and, for hard, deterministic.
FAST = {
    "easy": {}, "normal": {}, "simple": {}, "random": {},
    "hard": {"budget": 0.02},
}


def fast_player(level: str, seed: int = 1, **extra):
    options = dict(FAST[level])
    options.update(extra)
    budget = options.pop("budget", 0.02)
    return make_player(level, seed=seed, budget=budget, **options)


_files = itertools.count()


def variant_file(tmp_path: Path, replace: dict[str, str], name: str | None = None) -> Path:
    """A copy of the Sap Ng Wu file with some lines changed (e.g. the obligation to beat turned on)."""
    text = YAML.read_text(encoding="utf-8")
    for old, new in replace.items():
        assert old in text, old
        text = text.replace(old, new)
    path = tmp_path / (name or f"house-{next(_files)}.yaml")
    path.write_text(text, encoding="utf-8")
    return path


def kind_of(game) -> str:
    """The kind of decision the current player faces."""
    if game.phase == "play":
        return "lead" if game.top is None else "respond"
    if game.phase == "decide":
        obs = game.observation(game.current_player)
        return "decide-layout" if obs.in_layout else "decide"
    return game.phase


def positions(variant=V, players: int = 3, hands: int = 12, seed: int = 0, every: float = 1.0):
    """Yield (game, seat) at decisions of hands played by Normal; each game is a copy, safe to keep."""
    rng = random.Random(seed)
    bots = [make_player("normal", seed=s) for s in range(players)]
    for h in range(hands):
        g = new_game(variant, players=players, seed=seed * 1000 + h)
        while not g.is_over:
            s = g.current_player
            legal = g.legal_actions()
            if rng.random() < every:
                yield g.copy(), s
            g.apply(bots[s].act(g.observation(s), legal))


def full_supreme_hands(players: int = 3, seed: int = 0) -> list[list[str]]:
    """Set hands where seat 0 holds all four 2:4 and all four 1:2: laid out, 16 wu (§5), a decision at once."""
    deck = [str(c) for c in V.deck if str(c) not in ("2:4", "1:2")]
    random.Random(seed).shuffle(deck)
    size = V.hand_sizes[players]
    hands = [["2:4"] * 4 + ["1:2"] * 4 + deck[: size - 8]]
    deck = deck[size - 8:]
    for _ in range(1, players):
        hands.append(deck[:size])
        deck = deck[size:]
    return hands


def layout_decision(players: int = 3):
    """A game at the declare-or-continue decision right after seat 0 laid out the full supreme."""
    from game.rules import LayOut

    g = new_game(V, players=players, hands=full_supreme_hands(players), dealer=0)
    g.apply(LayOut(["2:4"] * 4 + ["1:2"] * 4))
    assert g.phase == "decide"
    return g
