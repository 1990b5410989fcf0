"""Undo in practice and step-by-step replay, both rebuilt from the log."""
from __future__ import annotations

import pytest

from game.store.seats import human_seat, is_practice
from game.store.undo import actors, can_undo, replay_hand, replay_steps, undo, undo_in_hand

from .helpers import COMPUTERS, SEATS, V, choose, fingerprint, new_match, step

HUMAN = human_seat(SEATS)


def played_with_history(seed: int, actions: int):
    """A match ``actions`` actions in, and the position before each action, with who made it."""
    m = new_match(seed)
    history = []
    while sum(len(log.actions) for log in m.logs) < actions:
        if m.game.is_over:
            m.finish_hand()
            continue
        history.append((m.game.current_player, fingerprint(m)))
        step(m)
    return m, history


def test_practice_is_one_person_against_computers():
    assert is_practice(SEATS) and HUMAN == 0
    assert not is_practice(COMPUTERS) and human_seat(COMPUTERS) is None
    assert not is_practice(SEATS[:1] + SEATS[:1] + SEATS[1:2])


def test_undo_takes_back_the_players_last_action_and_the_replies_since():
    m, history = played_with_history(21, 40)
    before = fingerprint(m)
    back = undo(m, HUMAN)
    expected = next(fp for seat, fp in reversed(history) if seat == HUMAN)
    assert fingerprint(back) == expected
    assert back.game.current_player == HUMAN, "it is the player's turn again, as it was"
    assert fingerprint(m) == before, "the match passed in is left as it was"


def test_undo_again_and_again_walks_back_through_the_players_actions():
    m, history = played_with_history(22, 60)
    mine = [fp for seat, fp in history if seat == HUMAN]
    for expected in reversed(mine):
        m = undo(m, HUMAN)
        assert fingerprint(m) == expected
    assert undo(m, HUMAN) is None and not can_undo(m, HUMAN)


def test_undo_within_the_hand_only_uses_replay_of_the_cut_log():
    m, history = played_with_history(23, 15)
    game = m.game
    back = undo_in_hand(game, HUMAN)
    assert back is not None, "the player has acted in this hand (seed 23)"
    cut = max(i for i, s in enumerate(actors(game.log, V)) if s == HUMAN)
    assert back.log.actions == game.log.actions[:cut]
    assert back.observation(HUMAN) == undo(m, HUMAN).game.observation(HUMAN)


def test_undo_within_hand_stops_at_the_start_of_the_hand():
    m = new_match(24)
    while not m.results:
        step(m)
    # Hand 2 has just been dealt: nothing of the player's to take back in it.
    assert not m.game.log.actions
    assert undo(m, HUMAN, within_hand=True) is None
    assert not can_undo(m, HUMAN, within_hand=True)
    assert can_undo(m, HUMAN) == (HUMAN in actors(m.logs[0], V))


def test_a_finished_hand_replays_step_by_step_with_every_hand_open():
    m = new_match(25)
    events = []
    while not m.game.is_over:
        events += m.game.apply(choose(m))
    steps = list(replay_hand(m, 1))
    assert steps[0].number == 0 and steps[0].action is None and steps[0].seat is None
    assert sum(len(h) for h in steps[0].game.hands) == sum(len(h) for h in new_match(25).game.hands)
    assert [s.action for s in steps[1:]] == m.game.log.actions
    assert [e for s in steps for e in s.events] == events
    assert [s.seat for s in steps[1:]] == actors(m.game.log, V)
    last = steps[-1].game
    assert last.is_over and last.chips == m.game.chips and last.hands == m.game.hands
    # Snapshots are independent of each other and of the replay: playing on from one changes no other.
    k = len(steps) // 2
    after = (steps[k + 1].game.hands, list(steps[k + 1].game.log.actions))
    middle = steps[k].game
    middle.apply(middle.legal_actions()[0])
    assert (steps[k + 1].game.hands, steps[k + 1].game.log.actions) == after
    with pytest.raises(ValueError):
        replay_hand(m, 2)


def test_replay_without_snapshots_is_for_counting():
    m = new_match(26)
    while not m.game.is_over:
        step(m)
    steps = list(replay_steps(m.game.log, snapshots=False))
    assert all(s.game is None for s in steps) and len(steps) == len(m.game.log.actions) + 1


def test_replay_steps_start_a_fishing_set_position_from_its_lake_and_pile():
    """A fishing hand from a set position (docs/rules/fishing.md §2: hands, lake, pile) replays step by
    step to the same end, its first step showing the set lake: the replay screen's steps."""
    from game.model.cards import Card
    from game.rules import load_variant, new_game
    v = load_variant("shi-wu-hu-fishing-dominoes")
    g = new_game(v, players=2, dealer=0, hands=[["4:6", "1:1"], ["2:2", "3:3"]], lake=["4:6", "2:6", "5:5"],
                 pile=["1:2", "2:3", "2:4", "1:4"])
    while not g.is_over:
        g.apply(g.legal_actions()[0])
    steps = list(replay_steps(g.log, v))
    assert sorted(steps[0].game.lake) == sorted(Card.parse(c) for c in ("4:6", "2:6", "5:5"))
    end = steps[-1].game
    assert end.is_over and end.points == g.points and sorted(end.lake) == sorted(g.lake)
