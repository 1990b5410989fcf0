"""The fishing family (docs/rules/fishing.md): Shi Wu Hu 十五湖 fishing on the 84 cards and on two domino sets.

``deck.py`` is what catches what, ``scoring.py`` the catch scores and the
settlement, ``game.py`` the state machine, ``observation.py`` what a seat
sees, ``events.py`` what happened, ``actions.py`` its actions,
``variant.py`` the schema of its variant files (with the options). The
public names are re-exported by ``game.rules``.
"""
from game.rules.fishing.actions import Capture, Release
from game.rules.fishing.game import FishingGame, deal, new_fishing_game, random_playout
from game.rules.fishing.observation import FishingObservation
from game.rules.fishing.variant import FishingVariant

__all__ = ["Capture", "FishingGame", "FishingObservation", "FishingVariant", "Release", "deal", "new_fishing_game",
           "random_playout"]
