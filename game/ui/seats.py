"""Who sits where: people and computer players, and computers thinking off the frame loop.

The window must never freeze while a computer thinks (DESIGN.md "The loop never
blocks"), so a computer's decision runs in a worker thread; the table picks it
up in its update, and the worker wakes the resting loop when it is done.
"""
from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as NotYet
from dataclasses import dataclass

from game.ai import make_player
from game.ai.helpers import at_the_table
from game.rules import Action, Observation
from game.store.seats import COMPUTER, HUMAN, Seat
from game.ui.wake import wake


def person(name: str) -> Seat:
    return Seat(name, HUMAN)


def computer(name: str, level: str = "normal") -> Seat:
    return Seat(name, COMPUTER, level)


DEFAULT_SEATS = (person("You"), computer("Ming"), computer("Lan"))


@dataclass
class MatchSetup:
    variant: str = "sap-ng-wu"
    seats: tuple[Seat, ...] = DEFAULT_SEATS
    hands: int | None = None
    seed: int | None = None
    delay: float = 0.7          # seconds a computer waits before acting, so people can follow
    quick: bool = False         # a Quick match: its save is tidied away if abandoned (game.store.saves)
    lesson: str | None = None   # a guided first hand of this family (game.learn.lessons): not saved, not scored

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]


class Thinker:
    """Asks a computer player for its action in a worker thread."""

    def __init__(self, budget: float = 1.0) -> None:
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="thinker")
        self.players: dict[object, object] = {}
        self.future: Future | None = None
        self.seat: int | None = None
        self.budget = budget          # Hard's seconds a decision (settings: thinking time)
        self.hint: Future | None = None
        self._hinter = None
        self._hinted: tuple[Observation, list[Action], tuple[Action, str]] | None = None

    def player(self, seat: int, level: str):
        if seat not in self.players:
            self.players[seat] = make_player(level, seed=seat + 1, budget=self.budget, **at_the_table(level))
        return self.players[seat]

    def set_budget(self, budget: float) -> None:
        """A new thinking time (settings), for the next decision of every Hard player here."""
        self.budget = budget
        self._hinted = None
        for player in [*self.players.values(), self._hinter]:
            inner = getattr(player, "inner", player)      # game.ai.questions.Answering wraps the player
            if hasattr(inner, "budget"):
                inner.budget = budget if player is not self._hinter else min(1.0, budget)

    def ask_hint(self, obs: Observation, legal: list[Action]) -> None:
        """The Hard player's choice for the person (practice), thought about off the frame loop.

        Asked again at the same moment, it gives the same answer at once. Each search is a new draw of
        deals, and where two choices are nearly worth the same a second search can name the other one: a
        hint that changes its mind when nothing has changed reads as a broken hint, not as a close call.
        """
        last = self._hinted
        if last is not None and last[0] == obs and last[1] == list(legal):
            self.hint = Future()
            self.hint.set_result(last[2])
            wake()
            return
        if self._hinter is None:
            self._hinter = make_player("hard", seed=0, budget=min(1.0, self.budget), **at_the_table("hard"))
        hinter = self._hinter

        def think():
            action = hinter.act(obs, legal)
            answer = (action, getattr(hinter, "reason", ""))
            self._hinted = (obs, list(legal), answer)
            return answer
        self.hint = self.pool.submit(think)
        self.hint.add_done_callback(wake)

    def hint_answer(self) -> tuple[Action, str] | None:
        if self.hint is not None and self.hint.done():
            answer = self.hint.result()
            self.hint = None
            return answer
        return None

    HURRIED = 0.02          # Hard's seconds a decision while a hand is skipped to its end

    def ask(self, seat: int, level: str, obs: Observation, legal: list[Action], hurry: bool = False) -> None:
        """Ask in the worker thread; ``hurry``: a player of the same level thinking as briefly as it can."""
        if hurry:
            key = ("hurried", seat)
            if key not in self.players:
                self.players[key] = make_player(level, seed=seat + 1, budget=self.HURRIED)
            player = self.players[key]
        else:
            player = self.player(seat, level)
        self.seat = seat
        self.future = self.pool.submit(player.act, obs, legal)
        self.future.add_done_callback(wake)

    def answer(self) -> Action | None:
        if self.future is not None and self.future.done():
            action = self.future.result()
            self.future = None
            return action
        return None

    def wait(self, seconds: float) -> Action | None:
        """The answer, waiting at most ``seconds`` for it (skipping a hand: the loop may wait a moment)."""
        if self.future is None:
            return None
        try:
            action = self.future.result(timeout=seconds)
        except NotYet:
            return None
        self.future = None
        return action

    @property
    def thinking(self) -> bool:
        return self.future is not None

    def close(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)
