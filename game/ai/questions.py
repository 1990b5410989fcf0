"""The questions asked before play in some variants, answered the same way at every level.

Talon (Luan Chuo [7]): take it: three more cards and no discard cost nothing.
Redeal (Luan Chuo [8]): demand it: climbing-variants.md says the computer
players always do. Bid (Ma Hua Hua): play the hand on, so a table with
computers never stalls on throw-ins.

Actions are recognised by name, so this module needs nothing a variant adds.
"""
from __future__ import annotations

from typing import Sequence

from game.i18n import N_
from game.reason import Reason
from game.rules import Action, Observation

PREFERRED = ("TakeTalon", "Redeal", "PlayOn")
QUESTION_ACTIONS = PREFERRED + ("ThrowIn",)
REASONS = {"TakeTalon": Reason(N_("takes the talon: more cards, and no discard")),
           "Redeal": Reason(N_("demands a new deal: no highest card in any suit")),
           "PlayOn": Reason(N_("plays the hand"))}


def is_question(legal: Sequence[Action]) -> bool:
    return any(type(a).__name__ in QUESTION_ACTIONS for a in legal)


def answer(obs: Observation, legal: Sequence[Action]) -> tuple[Action, str]:
    """The answer to a question before play, and why."""
    by_name = {type(a).__name__: a for a in legal}
    for name in PREFERRED:
        if name in by_name:
            return by_name[name], REASONS[name]
    return legal[0], Reason(N_("answers the question"))


class Answering:
    """A player that answers the questions before play itself and leaves everything else to ``inner``."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.reason = ""

    def act(self, obs: Observation, legal: Sequence[Action]) -> Action:
        if is_question(legal):
            action, self.reason = answer(obs, legal)
            if hasattr(self.inner, "last_worlds"):
                self.inner.last_worlds = 0   # no deals searched for this one (the arena counts them)
            return action
        action = self.inner.act(obs, legal)
        self.reason = getattr(self.inner, "reason", "")
        return action

    def __getattr__(self, name):
        return getattr(self.inner, name)
