"""The banker family (docs/rules/sap-tim-pun.md): Sap Tim Pun 十點半, ten and a half on mahjong tiles.

``game.py`` is the round as a state machine, ``observation.py`` what a seat
sees, ``events.py`` what happened, ``actions.py`` its actions
(``SetLimit``, ``Bet``, ``Draw``, ``Stand``), ``variant.py`` the schema of its
variant files (with the options). The tiles are ``game.model.mahjong``. The
public names are re-exported by ``game.rules``.
"""
from game.rules.banker.actions import Bet, Draw, SetLimit, Stand
from game.rules.banker.game import BankerGame, new_banker_game, random_round, settle_line, shuffled_wall
from game.rules.banker.observation import BankerObservation
from game.rules.banker.variant import BankerVariant

__all__ = ["BankerGame", "BankerObservation", "BankerVariant", "Bet", "Draw", "SetLimit", "Stand",
           "new_banker_game", "random_round", "settle_line", "shuffled_wall"]
