"""The rummy family (docs/rules/si-se-pai.md): Si Se Pai 四色牌 on the four-colour cards.

``melds.py`` is the eight melds and the tables the engine reads them from,
``game.py`` the state machine with its claim windows, ``observation.py`` what
a seat sees, ``events.py`` what happened, ``actions.py`` its actions,
``variant.py`` the schema of its variant files (with the options). The public
names are re-exported by ``game.rules``.
"""
from game.rules.rummy.actions import Claim, Discard
from game.rules.rummy.game import RummyGame, deal, new_rummy_game, random_playout
from game.rules.rummy.observation import RummyObservation
from game.rules.rummy.variant import RummyVariant

__all__ = ["Claim", "Discard", "RummyGame", "RummyObservation", "RummyVariant", "deal", "new_rummy_game",
           "random_playout"]
