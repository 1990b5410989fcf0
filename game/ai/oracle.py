"""The oracle: Hard's search given every seat's real hand. For measuring only (``python -m game.arena``).

Hard guesses the hidden hands; the oracle plays the same search on the real
ones. What the oracle gains over Normal is what perfect information is worth
to this search, so Hard's gain divided by the oracle's says how much of that
worth Hard's reading of the table recovers (issue 18). It cheats by
construction, so it is never offered at the table: ``make_player`` does not
know it, and only the arena, which holds the real game, can show it the cards
(``see``) before each decision.
"""
from __future__ import annotations

from game.ai.hard import HardPlayer
from game.ai.knowledge import DECISIONS, decision_kind, decision_kinds
from game.ai.normal import Brain
from game.rules import Observation


class OraclePlayer(HardPlayer):
    """Hard's search shown the real hands; with ``at`` (kinds joined by ``+``, e.g. ``at=lead``), shown them
    only at those kinds of decision, and Hard, reading the table, at the others: where the oracle's gain lies."""

    level = "oracle"

    def __init__(self, *args, at: str = "", **kwargs) -> None:
        self.at = decision_kinds(at) or frozenset(DECISIONS)
        # The oracle needs no reading of the table: it is shown the hands. Its ranking stays Normal's on
        # uniform deals, as when the measure was first taken. Shown them only somewhere, it reads as Hard does.
        kwargs.setdefault("read", 0.0 if self.at == frozenset(DECISIONS) else 1.0)
        # Its deals are all the real one; Hard's differ, and with them the other seats' guesses in the
        # playouts. Drawn once a decision, those guesses would be the same in every deal, and the oracle's search
        # one playout a candidate, weaker than Hard's search shown the hands (docs/ai.md, session 30: +0.138 a
        # hand at 0.05 s): so they are drawn anew for every deal, as they vary for Hard.
        kwargs.setdefault("vary", 1)
        if kwargs.get("helpers"):
            raise ValueError("the oracle searches alone: a helper process is not shown the real hands")
        super().__init__(*args, **kwargs)
        self.seen = None

    def see(self, game) -> None:
        """The real game, shown by the arena before each of this seat's decisions."""
        self.seen = game

    def _dealer(self, obs: Observation, brain: Brain, until: float | None = None, stop: float | None = None):
        if decision_kind(obs) not in self.at:
            return HardPlayer._dealer(self, obs, brain, until, stop)
        if self.seen is None:
            raise RuntimeError("the oracle plays only where it is shown the real game (the arena)")
        hands = list(self.seen.packed_hands)
        return lambda rng: hands
