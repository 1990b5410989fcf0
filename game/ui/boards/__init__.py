"""One board per family: how its state is drawn and which gestures make which actions.

The table shell (game/ui/table) asks ``board_for(variant)`` for the board of a
variant's family; a new game of a known family needs no UI code, a new family
needs one module here and one line below. The imports are written out (not
looked up by name) so that PyInstaller's analysis finds every board for the
bundle.
"""
from __future__ import annotations


def board_for(variant) -> type:
    """The board class for this variant's family (the YAML's ``family:``; climbing when it has none)."""
    family = getattr(variant, "family", "climbing") or "climbing"
    if family == "climbing":
        from game.ui.boards.climbing import ClimbingBoard
        return ClimbingBoard
    if family == "fishing":
        from game.ui.boards.fishing import FishingBoard
        return FishingBoard
    if family == "rummy":
        from game.ui.boards.rummy import RummyBoard
        return RummyBoard
    if family == "banker":
        from game.ui.boards.banker import BankerBoard
        return BankerBoard
    raise ValueError(f"no table for the {family} family yet")
