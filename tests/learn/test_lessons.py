"""Guided first hands (issue 17): each family's lesson deal lets a newcomer who follows the coach reach
every goal (climbing: lead, beat, pass, win a trick; fishing: capture, release, play the card turned up),
the coach's tips are legal and say why, and a learner who ignores the tips still gets one at every turn."""
from __future__ import annotations

import dataclasses

import pytest

from game.learn.lessons import LESSONS, Progress, play_by_the_tips, tip
from game.rules import Match, load_variant


@pytest.mark.parametrize("family", sorted(LESSONS))
def test_following_the_coach_reaches_every_goal(family):
    progress, game = play_by_the_tips(LESSONS[family])
    assert progress.done, f"{family}: goals left {progress.open}"
    assert game.is_over


@pytest.mark.parametrize("family", sorted(LESSONS))
def test_the_learner_deals_so_the_lesson_opens_with_their_turn(family):
    lesson = LESSONS[family]
    match = Match.start(load_variant(lesson.variant), lesson.players, seed=lesson.seed, length=1)
    if family == "banker":      # the learner stakes first: a computer banks, the learner sits at its right
        assert match.first_dealer == lesson.players - 1 and match.game.drawing_order[0] == 0
    else:
        assert match.first_dealer == 0


@pytest.mark.parametrize("family", sorted(LESSONS))
def test_a_learner_who_ignores_the_tips_still_gets_a_legal_tip_at_every_turn(family):
    """Taking the first legal action every time (rarely what the coach says) must never leave the coach
    without a legal tip with words."""
    from game.ai import make_player
    lesson = LESSONS[family]
    v = load_variant(lesson.variant)
    g = Match.start(v, lesson.players, seed=lesson.seed, length=1).game
    progress = Progress(lesson)
    normal = make_player("normal", seed=0)
    easy = {s: make_player("easy", seed=s + 1) for s in range(1, lesson.players)}
    tips = 0
    while not g.is_over:
        seat, legal = g.current_player, g.legal_actions()
        if seat == 0:
            t = tip(lesson, v, g.observation(0), legal, normal, progress, lambda s: lesson.names[s])
            assert t is not None and t.action in legal and t.words
            tips += 1
            action = legal[0]
        else:
            action = easy[seat].act(g.observation(seat), legal)
        for e in g.apply(action):
            progress.saw(e)
    assert tips >= 3


def test_the_coach_explains_by_the_rule_and_names_the_cards():
    """sap-ng-wu.md §3: the first tip of the climbing lesson leads a mixed play and says what one is."""
    from game.ai import make_player
    lesson = LESSONS["climbing"]
    v = load_variant(lesson.variant)
    g = Match.start(v, lesson.players, seed=lesson.seed, length=1).game
    while g.current_player != 0:
        g.apply(make_player("easy", seed=g.current_player + 1).act(g.observation(g.current_player),
                                                                    g.legal_actions()))
    t = tip(lesson, v, g.observation(0), g.legal_actions(), make_player("normal", seed=0), Progress(lesson),
            lambda s: lesson.names[s])
    assert "mixed play needs a civil card" in t.words
    assert all(str(c) in t.words for c in t.action.cards)
    assert t.words.index("6:6") < t.words.index("4:5"), "the civil card is named first"


def test_goals_are_read_from_the_learners_own_events_only():
    from game.rules import events as E
    p = Progress(LESSONS["climbing"], seat=0)
    p.saw(E.Passed(seat=1))
    p.saw(E.Played(seat=1, cards=(), name="", lead=True))
    assert p.reached == set()
    p.saw(E.Passed(seat=0))
    assert p.reached == {"pass"}


def test_the_banker_lesson_reaches_every_goal_in_its_first_hand_and_says_the_chance_of_busting():
    """sap-tim-pun.md §3, §6: stake, draw and stand all come in the first hand; a tip to draw or stand says
    how many unseen tiles would bust the hand."""
    from game.ai import make_player
    lesson = LESSONS["banker"]
    v = load_variant(lesson.variant)
    g = Match.start(v, lesson.players, seed=lesson.seed, length=1).game
    progress = Progress(lesson)
    normal = make_player("normal", seed=0)
    easy = {s: make_player("easy", seed=s + 1) for s in range(1, lesson.players)}
    said = []
    while not progress.done:
        seat, legal = g.current_player, g.legal_actions()
        if seat == 0:
            t = tip(lesson, v, g.observation(0), legal, normal, progress, lambda s: lesson.names[s])
            said.append(t.words)
            action = t.action
        else:
            action = easy[seat].act(g.observation(seat), legal)
        for e in g.apply(action):
            progress.saw(e)
    assert g.hand_number == 1
    assert any("busts" in w and " in " in w for w in said) and "Stake" in said[0]
