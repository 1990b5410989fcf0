"""Matches played by stand-in computers whose every choice follows from the position.

Each decision is drawn from a generator seeded with (match seed, hand, action
number), so a match played straight through and one killed and resumed from
its save make the same choices: the crash test can compare a resumed match
with a reference played in this process. The chooser lives here, not in
game.ai, so these tests do not move when the computer players improve.
"""
from __future__ import annotations

import hashlib
import json
import random
from typing import Any

from game.rules import Action, Declare, Match, load_variant
from game.store import Seat

V = load_variant("sap-ng-wu")
SEATS = [Seat("You"), Seat("Ah Lam", "computer", "simple"), Seat("Mei", "computer", "simple")]
COMPUTERS = [Seat("Ah Lam", "computer", "simple"), Seat("Mei", "computer", "simple"),
             Seat("Kwan", "computer", "simple")]


def choose(match: Match) -> Action:
    """Declare when allowed (hands end), else any legal action: the same in any process."""
    game = match.game
    assert game is not None and not game.is_over
    legal = game.legal_actions()
    if Declare() in legal:
        return Declare()
    digest = hashlib.sha256(f"{match.seed}/{len(match.results)}/{len(game.log.actions)}".encode()).digest()
    return legal[random.Random(int.from_bytes(digest[:8], "big")).randrange(len(legal))]


def step(match: Match) -> None:
    """One action of the match; a finished hand is recorded and the next dealt."""
    if match.game is not None and match.game.is_over:
        match.finish_hand()
        return
    match.game.apply(choose(match))


def total_actions(match: Match) -> int:
    return sum(len(log.actions) for log in match.logs)


def play_to(match: Match, actions: int) -> Match:
    """Play on until the match holds ``actions`` actions in all (finishing hands on the way)."""
    while total_actions(match) < actions:
        step(match)
    return match


def play_until(match: Match, done) -> Match:
    while not done(match):
        step(match)
    return match


def new_match(seed: int = 2024, length: int = 4) -> Match:
    return Match.start(V, 3, seed=seed, length=length)


def fingerprint(match: Match) -> dict[str, Any]:
    """Everything that makes a position: the log, totals, results and what every seat sees."""
    game = match.game
    return {
        "match": match.to_dict(),
        "totals": list(match.totals),
        "results": [[r.number, r.dealer, r.winner, list(r.wu), list(r.chips)] for r in match.results],
        "hand_number": match.hand_number,
        "over": match.is_over,
        "observations": [repr(game.observation(s)) for s in range(match.players)] if game is not None else None,
        "hands": [[str(c) for c in h] for h in game.hands] if game is not None else None,
        "legal": [repr(a) for a in game.legal_actions()] if game is not None else None,
    }


def fingerprint_json(match: Match) -> str:
    return json.dumps(fingerprint(match), sort_keys=True)
