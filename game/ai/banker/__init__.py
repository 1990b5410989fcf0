"""Computer players of the banker family (docs/rules/sap-tim-pun.md); they see only a ``BankerObservation``.

``make_banker_player(level, seed=...)`` is reached through ``game.ai.make_player``
(``family="banker"``, or by the observation it is shown). ``odds.py`` holds the
chances they reckon with, ``players.py`` the levels (docs/ai.md "Sap Tim Pun").
"""
from game.ai.banker.players import (EasyBankerPlayer, HardBankerPlayer, NormalBankerPlayer, make_banker_player)

__all__ = ["EasyBankerPlayer", "HardBankerPlayer", "NormalBankerPlayer", "make_banker_player"]
