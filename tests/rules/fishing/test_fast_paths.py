"""The fishing engine's short cuts (issue 18) answer exactly as the long way: the legality look-up of ``apply``,
a capture's points worked out from the groups it touches, and events made without their ``__init__`` or shared."""
from __future__ import annotations

import dataclasses
import random

import pytest

from game.model import counts
from game.model.cards import Card
from game.rules import load_variant, new_game
from game.rules.events import without_init
from game.rules.fishing import events as E
from game.rules.fishing.game import RELEASED, TURNED_UP

from .helpers import DECKS, Capture, Release

OPTIONS = ({}, {"must_capture": "drawn"}, {"must_capture": "always"}, {"mixed_rule": "one_military"},
           {"mixed_rule": "two_military"})


def every_action(v) -> list:
    """Every capture and release of the deck's kinds, legal or not, with some the rules never allow."""
    kinds = sorted(v.copies)
    out: list = [Release(b) for b in kinds]
    for b in kinds:
        for f in kinds:
            out += [Capture(b, [f]), Capture(b, [f] * 3), Capture(b, [f] * 2)]
        out.append(Capture(b, []))
    out.append(Capture(kinds[0], [kinds[1], kinds[2]]))
    return out


@pytest.mark.parametrize("vid", DECKS)
@pytest.mark.parametrize("options", OPTIONS)
def test_the_quick_check_of_apply_takes_exactly_the_legal_actions(vid, options):
    """At every step of random hands, an action (the legal ones and a sample of all) passes ``apply``'s
    look-up if and only if it is legal, and ``why_illegal`` (the full check) agrees."""
    v = load_variant(vid, options)
    rng = random.Random(5)
    actions = every_action(v)
    for seed in range(4):
        g = new_game(v, players=2 + seed % 2, seed=seed)
        while not g.is_over:
            legal = g.legal_actions()
            if g.phase in ("hand", "draw"):
                assert [g._legal_move(a) for a in legal] == g.moves()
                for a in legal + rng.sample(actions, 40):
                    quick = g._legal_move(a) is not None
                    assert quick == (a in legal) == (g.why_illegal(a) is None), (a, g)
            g.apply(legal[rng.randrange(len(legal))])
        assert all(g._legal_move(a) is None for a in actions)


def test_a_refused_action_is_refused_as_before():
    """An action the look-up does not take goes to the full check, which words the refusal and changes nothing."""
    v = load_variant(DECKS[0])
    g = new_game(v, players=3, seed=4)
    hand = set(g.hands[g.current_player])
    missing = next(c for c in sorted(v.copies) if c not in hand)
    before = (g.hands, g.lake, g.phase)
    with pytest.raises(ValueError, match=f"holds no {missing}"):
        g.apply(Release(missing))
    assert (g.hands, g.lake, g.phase) == before


@pytest.mark.parametrize("vid", DECKS)
@pytest.mark.parametrize("rule", ["one_military", "two_military"])
def test_a_captures_points_are_the_catch_points(vid, rule):
    """``after_capture`` gives ``points(after)`` and the difference, for random catches and captures."""
    scoring = load_variant(vid, {"mixed_rule": rule}).scoring
    deck = [c.index for c, n in scoring.copies.items() for _ in range(n)]
    rng = random.Random(1)
    for _ in range(3000):
        rng.shuffle(deck)
        catch = sum(counts.ONE[i] for i in deck[:rng.randrange(30)])
        bait, fish = deck[40], deck[41]
        n = 3 if bait == fish and rng.random() < 0.3 else 1
        after = catch + counts.ONE[bait] + n * counts.ONE[fish]
        expected = scoring.points(after), scoring.points(after) - scoring.points(catch)
        scoring._cache.clear()
        assert scoring.after_capture(catch, bait, fish, n) == expected
        assert scoring.points(after) == expected[0]


def test_the_fast_events_are_the_dataclass_events():
    """Captured made without its ``__init__``, TurnedUp and Released shared: equal, same hash and repr, and
    exactly the dataclass's fields (a field added to an event and not to its fast path fails here)."""
    bait, fish = Card.parse("1:3"), (Card.parse("2:2"),) * 3
    pairs = [(without_init(E.Captured, seat=1, bait=bait, fish=fish, drawn=True, points=120, gained=40),
              E.Captured(1, bait, fish, True, 120, 40)),
             (TURNED_UP[2, bait.index, 17], E.TurnedUp(2, bait, 17)),
             (RELEASED[0, bait.index, False], E.Released(0, bait, False))]
    for fast, real in pairs:
        assert type(fast) is type(real)
        assert fast == real and hash(fast) == hash(real) and repr(fast) == repr(real)
        assert set(vars(fast)) == {f.name for f in dataclasses.fields(real)}
    assert TURNED_UP[2, bait.index, 17] is pairs[1][0]
