"""The table: a match in the window, for people and computers, whatever the game's family.

``TableScene(app, setup, saved)`` is the shell (game/ui/table/shell.py): it runs
the match and knows no family; the board of the variant's family
(game/ui/boards/) draws the state and turns gestures into actions.
"""
from game.ui.table.shell import TableScene

__all__ = ["TableScene"]
