"""The rules engine: variants from YAML and pure, replayable game states.

The public API (DESIGN.md "Engine API")::

    from game.rules import load_variant, new_game, Play, Pass, LayOut, Declare, Continue
    # and the climbing variants' own: TakeTalon, Redeal, PlayOn, ThrowIn
    v = load_variant("sap-ng-wu")
    g = new_game(v, players=3, seed=7)
    g.legal_actions(); g.apply(action); g.observation(seat)
"""
from __future__ import annotations

from typing import Iterable, Sequence

from game.model.cards import Card
from game.rules.actions import (Action, Continue, Declare, LayOut, Pass, Play, PlayOn, Redeal, TakeTalon, ThrowIn,
                                action_from_dict)
from game.rules.climbing import ClimbingGame, new_climbing_game
from game.rules.log import GameLog
from game.rules.match import Match
from game.rules.observation import Observation
from game.rules.plays import Combination
from game.rules.variant import Variant, available_variants, load_variant, same_rules
from game.rules.yamlsource import Problem, VariantError

__all__ = [
    "Action", "Card", "ClimbingGame", "Combination", "Continue", "Declare", "GameLog", "LayOut", "Match",
    "Observation", "Pass", "Play", "PlayOn", "Problem", "Redeal", "TakeTalon", "ThrowIn", "Variant", "VariantError", "action_from_dict", "available_variants",
    "load_variant", "new_game", "replay",
]


def new_game(variant: "Variant | str", players: int = 3, seed: int | None = None, dealer: int | None = None,
             hands: Sequence[Iterable["str | Card"]] | None = None, sitter: int | None = None) -> ClimbingGame:
    """A new hand: dealt from ``seed`` (random if None), or the set position ``hands``.

    ``sitter`` names the seat that sits the hand out where the variant seats fewer
    players than are at the table (by default the seat opposite the dealer)."""
    if isinstance(variant, str):
        variant = load_variant(variant)
    return new_climbing_game(variant, players, seed=seed, dealer=dealer, hands=hands, sitter=sitter)


def replay(log: GameLog, variant: Variant | None = None) -> ClimbingGame:
    """Rebuild a game from its log; an action that no longer applies raises ValueError."""
    v = variant or load_variant(log.variant)
    if not same_rules(log.variant, v):
        raise ValueError(f"this log is of variant {log.variant!r}, not {v.ref!r}")
    game = new_game(v, log.players, seed=log.seed, dealer=log.dealer, hands=log.hands, sitter=log.sitter)
    for i, action in enumerate(log.actions):
        try:
            game.apply(action)
        except ValueError as err:
            raise ValueError(f"action {i + 1} of the log, {action!r}, does not apply: {err}") from None
    return game
