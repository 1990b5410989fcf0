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
    only at those kinds of decision, and Hard, reading the table, at the others: where the oracle's gain lies.

    ``upto`` and ``beyond`` split the hand instead by what there is to read: shown the hands only while the
    table has shown at most ``upto`` leads of the other seats (the reading's main evidence, docs/ai.md
    "Reading the table"), or only once it has shown more than ``beyond``. Before any such lead Hard's deals
    are as good as any honest player's could be (there is nothing yet to read), so what the oracle gains
    there is beyond the reach of any reading (session 31)."""

    level = "oracle"

    def __init__(self, *args, at: str = "", upto: int = -1, beyond: int = -1, **kwargs) -> None:
        self.at = decision_kinds(at) or frozenset(DECISIONS)
        self.upto = int(upto)
        self.beyond = int(beyond)
        everywhere = self.at == frozenset(DECISIONS) and self.upto < 0 and self.beyond < 0
        # The oracle needs no reading of the table: it is shown the hands. Its ranking stays Normal's on
        # uniform deals, as when the measure was first taken. Shown them only somewhere, it reads as Hard does.
        kwargs.setdefault("read", 0.0 if everywhere else 1.0)
        # Its deals are all the real one; Hard's differ, and with them the other seats' guesses in the
        # playouts. Drawn once a decision, those guesses would be the same in every deal, and the oracle's search
        # one playout a candidate, weaker than Hard's search shown the hands (docs/ai.md, session 30: +0.138 a
        # hand at 0.05 s): so they are drawn anew for every deal, as they vary for Hard.
        # Where it is not shown them it guesses as Hard does, Hard's way (the orders drawn once a decision).
        self._varies = "vary" not in kwargs
        kwargs.setdefault("vary", 1)
        if kwargs.get("helpers"):
            raise ValueError("the oracle searches alone: a helper process is not shown the real hands")
        super().__init__(*args, **kwargs)
        self.seen = None

    def see(self, game) -> None:
        """The real game, shown by the arena before each of this seat's decisions."""
        self.seen = game

    def leads_seen(self) -> int:
        """The other seats' leads the table has shown in this hand (as this seat remembers it)."""
        return sum(1 for d in self.memory.usable() if d.top < 0 and d.play >= 0)

    def shown(self, obs: Observation) -> bool:
        """Whether this decision is made on the real hands."""
        if decision_kind(obs) not in self.at:
            return False
        if self.upto >= 0 or self.beyond >= 0:
            n = self.leads_seen()
            return (self.upto < 0 or n <= self.upto) and (self.beyond < 0 or n > self.beyond)
        return True

    def varies(self, obs: Observation) -> bool:
        """Where it is shown the hands, the guesses vary from deal to deal; where not, Hard's way, unless ``vary``
        was given."""
        return self.shown(obs) if self._varies else bool(self.vary)

    def _dealer(self, obs: Observation, brain: Brain, until: float | None = None, stop: float | None = None):
        if not self.shown(obs):
            return HardPlayer._dealer(self, obs, brain, until, stop)
        if self.seen is None:
            raise RuntimeError("the oracle plays only where it is shown the real game (the arena)")
        hands = list(self.seen.packed_hands)
        return lambda rng: hands
