"""The rules engine: variants from YAML and pure, replayable game states, for every family.

The public API (DESIGN.md "Engine API" and "The new families' API")::

    from game.rules import load_variant, new_game, Play, Pass, LayOut, Declare, Continue
    # and the climbing variants' own: TakeTalon, Redeal, PlayOn, ThrowIn
    # the fishing game's (docs/rules/fishing.md): Capture(bait, fish), Release(card), LayOut, Pass
    # the banker game's (docs/rules/sap-tim-pun.md): SetLimit(n), Bet(n), Draw(), Stand()
    # Si Se Pai's (docs/rules/si-se-pai.md): Claim(cards), Claim(cards, win=True), Pass, Discard(card)
    v = load_variant("sap-ng-wu")
    g = new_game(v, players=3, seed=7)
    g.legal_actions(); g.apply(action); g.observation(seat)

What every family shares lives here (loading and options, actions, logs and
``replay``, ``Match``, ``file:line: key:`` errors); each family's engine is a
package of its own (``game.rules.climbing``, ``game.rules.fishing``), and ``new_game`` and ``replay``
dispatch on the variant's ``family``.
"""
from __future__ import annotations

from typing import Any, Iterable, Sequence

from game.model.cards import Card
from game.rules.actions import (Action, Continue, Declare, LayOut, Pass, Play, PlayOn, Redeal, TakeTalon, ThrowIn,
                                action_from_dict)
from game.rules.climbing import ClimbingGame, ClimbingVariant, new_climbing_game
from game.rules.climbing.observation import Observation
from game.rules.climbing.plays import Combination
from game.rules.banker import (BankerGame, BankerObservation, BankerVariant, Bet, Draw, SetLimit, Stand,
                               new_banker_game)
from game.rules.fishing import Capture, FishingGame, FishingObservation, FishingVariant, Release, new_fishing_game
from game.rules.loading import Variant, VariantOption, available_variants, join_ref, load_variant, same_rules, split_ref
from game.rules.log import GameLog
from game.rules.rummy import Claim, Discard, RummyGame, RummyObservation, RummyVariant, new_rummy_game
from game.rules.match import Match
from game.rules.yamlsource import Problem, VariantError

__all__ = [
    "BankerGame", "BankerObservation", "BankerVariant", "Bet", "Draw", "SetLimit", "Stand",
    "Action", "Capture", "Card", "ClimbingGame", "ClimbingVariant", "Combination", "Continue", "Declare",
    "FishingGame", "FishingObservation", "FishingVariant", "GameLog", "LayOut", "Release",
    "Match", "Observation", "Pass", "Play", "PlayOn", "Problem", "Redeal", "TakeTalon", "ThrowIn", "Variant",
    "VariantError", "VariantOption", "Claim", "Discard", "RummyGame", "RummyObservation", "RummyVariant", "action_from_dict", "available_variants", "join_ref", "load_variant", "new_game",
    "replay", "same_rules", "split_ref",
]


def new_game(variant: "Variant | str", players: int = 3, seed: int | None = None, dealer: int | None = None,
             hands: Sequence[Iterable["str | Card"]] | None = None, sitter: int | None = None,
             **position: Any) -> Any:
    """A new hand of ``variant``'s family: dealt from ``seed`` (random if None), or a set position.

    ``hands`` sets every seat's cards (and, for a fishing game, ``lake`` and
    ``pile``). ``sitter`` names the seat that sits the hand out where the
    variant seats fewer players than are at the table (by default the seat
    opposite the dealer)."""
    if isinstance(variant, str):
        variant = load_variant(variant)
    if variant.family == "climbing":
        if position:
            raise TypeError(f"a climbing game is set with hands= only, not {', '.join(sorted(position))}=")
        return new_climbing_game(variant, players, seed=seed, dealer=dealer, hands=hands, sitter=sitter)
    if variant.family == "fishing":
        return new_fishing_game(variant, players, seed=seed, dealer=dealer, hands=hands, sitter=sitter, **position)
    if variant.family == "banker":
        if hands is not None or sitter is not None:
            raise TypeError("a banker round is set with banker= and wall= only (sap-tim-pun.md §2)")
        banker = position.pop("banker", dealer)
        return new_banker_game(variant, players, seed=seed, banker=banker, **position)
    if variant.family == "rummy":
        return new_rummy_game(variant, players, seed=seed, dealer=dealer, hands=hands, sitter=sitter, **position)
    raise ValueError(f"no engine plays the {variant.family} family")


def replay(log: GameLog, variant: Variant | None = None) -> Any:
    """Rebuild a game from its log; an action that no longer applies raises ValueError."""
    v = variant or load_variant(log.variant)
    if not same_rules(log.variant, v):
        raise ValueError(f"this log is of variant {log.variant!r}, not {v.ref!r}")
    game = new_game(v, log.players, seed=log.seed, dealer=log.dealer, hands=log.hands, sitter=log.sitter,
                    **log.position())
    for i, action in enumerate(log.actions):
        try:
            game.apply(action)
        except ValueError as err:
            raise ValueError(f"action {i + 1} of the log, {action!r}, does not apply: {err}") from None
    return game
