"""One board per family: how its state is drawn and which gestures make which actions.

The table shell (game/ui/table) asks ``board_for(variant)`` for the board of a
variant's family; a new game of a known family needs no UI code, a new family
needs one module here.
"""
from __future__ import annotations

from importlib import import_module

BOARDS = {
    "climbing": ("game.ui.boards.climbing", "ClimbingBoard"),
    "fishing": ("game.ui.boards.fishing", "FishingBoard"),
}


def board_for(variant) -> type:
    """The board class for this variant's family (the YAML's ``family:``; climbing when it has none)."""
    family = getattr(variant, "family", "climbing") or "climbing"
    if family not in BOARDS:
        raise ValueError(f"no table for the {family} family yet")
    module, name = BOARDS[family]
    return getattr(import_module(module), name)
