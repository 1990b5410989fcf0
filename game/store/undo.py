"""Undo in practice, and replaying a hand step by step: both come from the log.

A game is its seed plus its actions (DESIGN.md), so taking a play back is
replaying the log without it, and a replay is the log applied one action at a
time. Nothing here keeps a second copy of the state that could drift from the
log: what the player sees after an undo is exactly what a restart would show.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from game.rules import Action, ClimbingGame, GameLog, Match, Variant, load_variant, new_game, replay
from game.rules.events import Event


@dataclass(frozen=True)
class Step:
    """One step of a replay: the deal (``number`` 0, no action), then each action.

    ``seat`` is who acted; ``events`` what the engine said happened; ``game`` a
    snapshot after the step, all hands open (``game.hands``), independent of
    the replay going on (None when snapshots were not asked for).
    """

    number: int
    seat: int | None
    action: Action | None
    events: tuple[Event, ...]
    game: ClimbingGame | None


def replay_steps(log: GameLog, variant: Variant | None = None, snapshots: bool = True) -> Iterator[Step]:
    """Play a hand's log again, one step at a time, for the replay screen and for statistics.

    The first step is the deal itself, so a replay can show the hands before
    anyone acts. An action that no longer applies raises ValueError, as
    ``game.rules.replay`` does.
    """
    v = variant or load_variant(log.variant)
    game = new_game(v, log.players, seed=log.seed, dealer=log.dealer, hands=log.hands, sitter=log.sitter,
                    **log.position())      # a set position's lake and pile too (fishing, rummy)
    # the deal's own events (hard cards laid out before any question) belong to step 0
    yield Step(0, None, None, tuple(getattr(game, "start_events", None) or ()), game.copy() if snapshots else None)
    for i, action in enumerate(log.actions, 1):
        seat = game.current_player
        try:
            events = game.apply(action)
        except ValueError as err:
            raise ValueError(f"action {i} of the log, {action!r}, does not apply: {err}") from None
        yield Step(i, seat, action, tuple(events), game.copy() if snapshots else None)


def actors(log: GameLog, variant: Variant | None = None) -> list[int]:
    """The seat that made each action of the log (the log itself records only the actions)."""
    return [step.seat for step in replay_steps(log, variant, snapshots=False) if step.seat is not None]


def hand_events(log: GameLog, variant: Variant | None = None) -> list[Event]:
    """Every event of the hand in order, as the table saw them when it was played."""
    return [e for step in replay_steps(log, variant, snapshots=False) for e in step.events]


def undo_in_hand(game: ClimbingGame, seat: int) -> ClimbingGame | None:
    """The hand as it was just before ``seat``'s last action, or None if it has not acted.

    The computers' replies after that action go with it: the game is rebuilt
    by ``replay`` from the log cut just before the action, so it is the very
    position the player faced, with the same cards everywhere.
    """
    cut = _last_action_of(game.log, seat, game.variant)
    if cut is None:
        return None
    log = game.log.copy()
    del log.actions[cut:]
    return replay(log, game.variant)


def undo(match: Match, seat: int, within_hand: bool = False) -> Match | None:
    """The match as it was just before ``seat``'s last action, or None if there is none.

    When the player's last action ended a hand (a declaration) and the next
    hand has begun, undo goes back into that hand and takes its result off the
    totals, unless ``within_hand``. The match is rebuilt with ``Match.from_dict``
    from its own log cut at that point, so undo can never reach a position a
    restart would not reproduce. The caller replaces its match with the result
    (and saves it); the match passed in is left as it was.
    """
    for h in range(len(match.logs) - 1, -1, -1):
        cut = _last_action_of(match.logs[h], seat, match.variant)
        if cut is not None:
            data = match.to_dict()
            data["hands"] = data["hands"][: h + 1]
            data["hands"][h]["actions"] = data["hands"][h]["actions"][:cut]
            data["recorded"] = h  # the hands before this one are finished; this one is open again
            return Match.from_dict(data, match.variant)
        if within_hand:
            return None
    return None


def can_undo(match: Match, seat: int, within_hand: bool = False) -> bool:
    """Whether ``undo`` would take something back: to grey out the Undo button."""
    logs = match.logs[-1:] if within_hand else match.logs
    return any(_last_action_of(log, seat, match.variant) is not None for log in logs)


def replay_hand(match: Match, number: int, snapshots: bool = True) -> Iterator[Step]:
    """Replay hand ``number`` (1 for the first) of a match, all hands open."""
    if not 1 <= number <= len(match.logs):
        raise ValueError(f"the match has no hand {number} (hands 1 to {len(match.logs)} were dealt)")
    return replay_steps(match.logs[number - 1], match.variant, snapshots)


def _last_action_of(log: GameLog, seat: int, variant: Variant) -> int | None:
    seats = actors(log, variant)
    for i in range(len(seats) - 1, -1, -1):
        if seats[i] == seat:
            return i
    return None
