"""Hard's playouts in C (``game.ai.fast``, ``game/ai/fastplay.c``) decide exactly as the Python ones.

The C code is a second implementation of ``hard.playout`` with Normal's brain at every seat, so every test here
plays the same deals both ways, from real positions of whole hands, with every legal action as a candidate,
and compares the searcher's chips after each: in the built-in games it takes, at every seat count, with the
other seats guessing and seeing, and in house rules that turn on each of the engine's other branches
(settlements, bonuses, multipliers, declaring at any gain, the obligation to beat). Then Hard's whole
decisions, the same both ways (``fast=0``), and what it does where C does not take the game.
"""
from __future__ import annotations

import math
import random
from pathlib import Path

import pytest

from game.ai import fast
from game.ai.guessing import GuessingBrain, Shuffles
from game.ai.hard import HardPlayer, playout
from game.ai.knowledge import ONE, Sampler, tables_for
from game.ai.normal import NormalPlayer
from game.ai.questions import answer, is_question
from game.rules import load_variant, new_game
from game.rules.climbing import ClimbingGame

pytestmark = pytest.mark.skipif(not fast.available(), reason="the playouts in C are not built here")

SNW = Path(__file__).resolve().parents[2] / "data" / "variants" / "sap-ng-wu.yaml"

# House rules over Sap Ng Wu's file, each turning on branches of the engine the built-in games leave off.
HOUSE = {
    "pairwise": {"four_of_a_kind: played_together": "four_of_a_kind: collected\n  settlement: pairwise\n"
                 "  declare: any_gain", "dealer_pays_double: false": "dealer_pays_double: true"},
    "winners-paid": {"four_of_a_kind: played_together": "four_of_a_kind: collected\n  settlement: winners_paid\n"
                     "  multipliers: {combine: sum, triple: 1, four: 2}"},
    "most": {"four_of_a_kind: played_together": "four_of_a_kind: none\n  declare: any_gain\n"
             "  unclaimed_win: paid_to_most\n  multipliers: {combine: product, triple: 2, four: 3}"},
}


def house_rule(tmp_path: Path, name: str) -> str:
    text = SNW.read_text(encoding="utf-8")
    for old, new in HOUSE[name].items():
        assert old in text
        text = text.replace(old, new)
    text = text.replace("name: Sap Ng Wu", f"name: Sap Ng Wu {name}")
    path = tmp_path / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def positions(v, players: int, deals: int, seed: int):
    """Every decision with a choice in whole hands Normal plays at every seat: (observation, legal actions)."""
    normal = NormalPlayer(seed=seed)
    for deal in range(deals):
        g = new_game(v, players=players, seed=seed * 1000 + deal)
        while not g.is_over:
            obs = g.observation(g.current_player)
            legal = g.legal_actions()
            if is_question(legal):
                g.apply(answer(obs, legal)[0])
                continue
            if len(legal) > 1:
                yield obs, legal
            g.apply(normal.act(obs, legal))


def both_ways(v, obs, legal, guesses: int, rng: random.Random) -> tuple[list[int], list[int]]:
    """One sampled deal played out with every legal action, in Python and in C: the searcher's chips each way."""
    hard = HardPlayer(seed=0)
    brain = hard.brain(obs)
    t = brain.t
    seat = obs.seat
    sampler = Sampler(obs, v, t)
    hands = sampler.packed(rng)
    base = ClimbingGame.from_observation(v, obs, hands, log=False)
    shuffled = by_seat = None
    seats = [brain] * obs.players
    if guesses:
        shuffles = Shuffles(sum(ONE[i] for i in sampler.cards) + sampler.hand, guesses, rng)
        by_seat = shuffles.prepare(obs.hand_sizes, seat)
        seats = [brain if i == seat else GuessingBrain(t, i, shuffles) for i in range(obs.players)]
        for b in seats:
            if b is not brain:
                b.deal(base.packed_hands)
        shuffled = fast.orders(shuffles.hidden, guesses, by_seat)
    in_python = []
    memo: dict = {}
    for a in legal:
        g = base.copy()
        g.step(a)
        assert playout(g, brain, memo, seats)
        in_python.append(g.chips[seat])
    in_c = fast.play_deal(fast.tables_for(t, brain), fast.base(base, obs.in_layout), shuffled, hands,
                          [fast.code(a, t) for a in legal], seat)
    return in_python, in_c


def compare(vid: str, players: int, deals: int, guesses: int, seed: int) -> dict[str, int]:
    v = load_variant(vid)
    assert fast.supports(tables_for(v), players, guesses)
    rng = random.Random(seed)
    seen: dict[str, int] = {}
    for obs, legal in positions(v, players, deals, seed):
        in_python, in_c = both_ways(v, obs, legal, guesses, rng)
        assert in_c == in_python, (vid, players, obs.phase, obs.seat, legal)
        kind = "lead" if obs.phase == "play" and obs.top is None else obs.phase
        seen[kind] = seen.get(kind, 0) + 1
    return seen


@pytest.mark.parametrize("vid,players", [("sap-ng-wu", 3), ("sap-ng-wu", 4), ("wu-han", 3),
                                         ("wu-han", 4)])
def test_the_same_deals_end_with_the_same_chips_in_c_as_in_python(vid, players):
    # Wu Han's obligation to beat leaves a choice at a beat only where several plays beat: more hands
    seen = compare(vid, players, deals=6 if vid == "sap-ng-wu" else 16, guesses=8, seed=players)
    # leads, beats, declarations and layouts all met
    assert seen.get("lead") and seen.get("play") and seen.get("decide") and seen.get("layout"), seen


def test_the_other_seats_seeing_the_hands_decide_alike_too():
    assert compare("sap-ng-wu", 3, deals=4, guesses=0, seed=11)


@pytest.mark.parametrize("name", sorted(HOUSE))
def test_house_rules_that_settle_score_and_declare_otherwise_play_out_alike(tmp_path, name):
    path = house_rule(tmp_path, name)
    v = load_variant(path)
    assert fast.supports(tables_for(v), 3, 8)
    seen = compare(path, 3, deals=6, guesses=8, seed=len(name))
    assert seen.get("decide"), seen
    assert compare(path, 4, deals=3, guesses=8, seed=7)


@pytest.mark.parametrize("vid,players", [("sap-ng-wu", 3), ("wu-han", 4)])
def test_hard_decides_the_same_with_its_playouts_in_c_and_in_python(vid, players):
    """The bench's positions, 20 deals each: the same action and the same tally both ways."""
    from game.ai.bench_hard import positions as bench_positions

    for p in bench_positions(vid, 12, players):
        decided = []
        for in_c in (1, 0):
            hard = p.primed(HardPlayer(seed=5, budget=math.inf, max_worlds=20, fast=in_c))
            decided.append((hard.choose(p.obs, p.legal), hard.last_worlds, hard.last_playouts))
        assert decided[0] == decided[1]


def test_games_the_c_playouts_do_not_take_stay_in_python():
    """Named plays of unlike cards (Ma Hua Hua) and hands that may hold no lead (Chang Pai, Luan Chuo)."""
    for vid in ("ma-hua-hua", "chang-pai", "luan-chuo"):
        assert not fast.supports(tables_for(load_variant(vid)), 3, 8)
    assert fast.supports(tables_for(load_variant("sap-ng-wu")), 3, 8)
    assert not fast.supports(tables_for(load_variant("sap-ng-wu")), 3, fast.MOST_GUESSES + 1)


@pytest.mark.parametrize("vid,players", [("sap-ng-wu", 3), ("sap-ng-wu", 4), ("wu-han", 3)])
@pytest.mark.parametrize("rough,answers", [(False, True), (True, False), (False, False)])
def test_the_reading_weighs_guessed_deals_alike_in_c_and_in_python(vid, players, rough, answers):
    """``Reader.log_likelihood`` both ways, on the bench's positions and deals drawn for them, with and without a
    bar to stop below: the very same floats (the chain keeps or refuses its moves on them)."""
    from game.ai.bench_hard import positions as bench_positions
    from game.ai.hard import playing
    from game.ai.reading import Reader, ReadingBrain

    rng = random.Random(players)
    weighed = 0
    for p in bench_positions(vid, 12, players):
        hard = p.primed(HardPlayer(seed=1))
        deeds = hard.memory.usable()
        if not deeds:
            continue
        brain = ReadingBrain(hard.brain(p.obs).t)
        sampler = Sampler(p.obs, brain.t.variant, brain.t)
        worlds = [sampler.packed(rng) for _ in range(8)]
        readers = [Reader(brain, deeds, list(hard.memory.played), sampler.unseen, sampler.hand,
                          list(p.obs.hand_sizes), worlds, 1.0, hard.floor(playing(p.obs)), rough=rough,
                          answers=answers, fast=in_c) for in_c in (True, False)]
        assert readers[0]._c is not None and readers[1]._c is None
        for _ in range(6):
            hands = sampler.packed(rng)
            full = [r.log_likelihood(hands) for r in readers]
            assert full[0] == full[1]
            cut = [r.log_likelihood(hands, full[1] / 2) for r in readers]
            assert cut[0] == cut[1]
            weighed += 1
    assert weighed > 20
