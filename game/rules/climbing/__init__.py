"""The climbing family (Sap Ng Wu and its regional variants): sets, tricks, winning cards.

``game.py`` is the state machine, ``plays.py`` the plays and what beats what,
``variant.py`` the schema of a climbing game's variant file. The public names
are re-exported by ``game.rules``.
"""
from game.rules.climbing.game import ClimbingGame, deal, new_climbing_game
from game.rules.climbing.variant import ClimbingVariant

__all__ = ["ClimbingGame", "ClimbingVariant", "deal", "new_climbing_game"]
