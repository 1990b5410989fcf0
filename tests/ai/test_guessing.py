"""The other seats in Hard's playouts play on their own guesses (``game.ai.guessing``): checked here that
the guesses are deals that seat could make, that its chances come from them and not from the hands, and that
playouts with guessing seats play only legal actions to the end in every variant (docs/ai.md, issue 18)."""
from __future__ import annotations

import random

import pytest

from game.ai.guessing import GuessingBrain, ReadGuesses, Shuffles
from game.ai.hard import HardPlayer, playout
from game.ai.knowledge import ONE, Sampler, holds_beater, tables_for
from game.ai.normal import Brain, Situation
from game.bench import with_options
from game.model import counts
from game.rules import available_variants, load_variant, new_game

from tests.ai.test_playout import sampled_games

VARIANTS = with_options(available_variants("climbing"))


def a_searchers_view(seed: int = 3, players: int = 3):
    """A real hand part-played, seat 0's observation, its sampler and one of its sampled deals."""
    v = load_variant("sap-ng-wu")
    g = new_game(v, players=players, seed=seed)
    rng = random.Random(seed)
    while not (g.phase == "play" and g.current_player == 0 and sum(g.hand_sizes) < 3 * len(g.hand_sizes) * 5):
        g.apply(rng.choice(g.legal_actions()))
    obs = g.observation(0)
    sampler = Sampler(obs, v)
    return v, obs, sampler, sampler.packed(rng), rng


def a_playouts_situation(seat: int, hands: list[int]) -> Situation:
    """``seat``'s decision inside a playout of the deal ``hands`` (as ``Situation.from_game`` makes it)."""
    s = Situation()
    s.seat, s.players, s.hand = seat, len(hands), hands[seat]
    s.others = [h for i, h in enumerate(hands) if i != seat]
    s.unseen = sum(s.others)
    s.max_other = max(counts.size(h) for h in s.others)
    s.exact, s.cache, s.parts, s.worlds = True, {}, {}, [hands]
    return s


def test_a_guess_keeps_the_seats_hand_and_deals_the_rest_by_size():
    v, obs, sampler, hands, rng = a_searchers_view()
    hidden = sum(ONE[i] for i in sampler.cards) + sampler.hand
    shuffles = Shuffles(hidden, 8, rng)
    for seat in (1, 2):
        guesses = shuffles.guesses(hands, seat)
        assert len(guesses) == 8
        pool = hidden - hands[seat]
        for world in guesses:
            assert world[seat] == hands[seat]
            assert [counts.size(h) for h in world] == [counts.size(h) for h in hands]
            others = sum(h for i, h in enumerate(world) if i != seat)
            assert (pool + counts.GUARD - others) & counts.GUARD == counts.GUARD, "dealt a card it could see"
        assert len({tuple(w) for w in guesses}) > 1


def judged_on_guesses(brain: Brain, t, seat: int, hands: list[int]) -> list[tuple[Situation, object, float]]:
    """``brain``'s chance for each single and pair in a playout of ``hands``, checked against its guesses:
    sure where nothing the seat cannot see beats the play, else the share of its guesses where nobody can.
    Returns the plays it had to guess at."""
    guessed = []
    for c in t.plays:
        if c.kind != "set" or c.size > 2:
            continue
        s = a_playouts_situation(seat, hands)
        p = brain.p_win(s, c)
        test = t.beat_tests[c.id]
        if not holds_beater(s.unseen, test):
            assert p == 1.0   # nothing left that it cannot see beats it: known at once
            continue
        worlds = brain.worlds(s)
        wins = sum(all(not (i != seat and h and holds_beater(h, test)) for i, h in enumerate(w)) for w in worlds)
        assert p == min(wins / len(worlds), 0.95)
        guessed.append((s, c, p))
    return guessed


def test_a_seat_judges_its_chances_on_its_guesses_not_on_the_hands():
    v, obs, sampler, hands, rng = a_searchers_view()
    t = tables_for(v)
    hidden = sum(ONE[i] for i in sampler.cards) + sampler.hand
    brain = GuessingBrain(t, 1, Shuffles(hidden, 16, rng))
    brain.deal(hands)
    guessed = judged_on_guesses(brain, t, 1, hands)
    exact = sum(p not in (0.0, 1.0) for _, _, p in guessed)
    assert len(guessed) > 5 and exact > 0, "some chances must be guesses, neither sure nor hopeless"


@pytest.mark.parametrize("vid", VARIANTS)
def test_playouts_with_guessing_seats_play_legal_actions_to_the_end(vid):
    v = load_variant(vid)
    brain = Brain(tables_for(v))
    rng = random.Random(vid)
    games = 0
    for players in v.seat_counts:
        for g in sampled_games(v, players, 4, rng):
            seat = g.current_player
            hidden = sum(g.packed_hands)   # the searcher's own hand and every card dealt to the others
            shuffles = Shuffles(hidden, 4, rng)
            seats = [brain if i == seat else GuessingBrain(brain.t, i, shuffles) for i in range(players)]
            for b in seats:
                if b is not brain:
                    b.deal(g.packed_hands)
            played = g.copy()
            playout(played, brain, {}, seats)
            assert played.is_over and sum(played.chips) == 0
            while not g.is_over:   # the same decisions, each checked against the legal actions
                mover = seats[g.current_player]
                action, _ = mover.choose(Situation.from_game(g, brain.t))
                assert action in g.legal_actions(), (vid, action)
                g.apply(action)
            assert (g.chips, g.wu) == (played.chips, played.wu)
            games += 1
    assert games > 3


def test_hard_with_guessing_seats_decides_alike_from_a_seed():
    v = load_variant("sap-ng-wu")
    g = new_game(v, players=3, seed=11)
    r = random.Random(11)
    while not (g.phase == "play" and g.current_player == 0 and sum(g.hand_sizes) < 3 * len(g.hand_sizes) * 5):
        g.apply(r.choice(g.legal_actions()))
    legal = g.legal_actions()
    a = HardPlayer(seed=2, budget=10, max_worlds=12, guesses=8).choose(g.observation(0), legal)
    b = HardPlayer(seed=2, budget=10, max_worlds=12, guesses=8).choose(g.observation(0), legal)
    assert a == b and a[0] in legal


def test_fewer_takes_each_kinds_smaller_count():
    rng = random.Random(5)
    for _ in range(200):
        a = [rng.randrange(8) for _ in counts.ONE]
        b = [rng.randrange(8) for _ in counts.ONE]
        packed = [sum(n * one for n, one in zip(x, counts.ONE)) for x in (a, b)]
        assert counts.counts(counts.fewer(*packed)) == [min(x, y) for x, y in zip(a, b)]


def played_since(hands: list[int], seat: int, rng: random.Random, cards: int = 12) -> list[int]:
    """``hands`` later in the playout: ``cards`` cards gone from the other seats' hands (played)."""
    later = list(hands)
    for _ in range(cards):
        i = rng.choice([j for j in range(len(later)) if j != seat and later[j]])
        later[i] -= ONE[rng.choice([k for k, n in enumerate(counts.counts(later[i])) if n])]
    return later


def test_fresh_guesses_count_only_the_cards_still_unseen():
    """``fresh`` (Hard's option): a seat's guesses, made when its playout began, are cut at each later decision
    to the cards still unseen, so a beater played since no longer counts; without it the guesses keep them."""
    v, obs, sampler, hands, rng = a_searchers_view(seed=4, players=3)
    t = tables_for(v)
    hidden = sum(ONE[i] for i in sampler.cards) + sampler.hand
    differ = guessed = 0
    for trial in range(6):
        stale, fresh = (GuessingBrain(t, 1, Shuffles(hidden, 16, random.Random(trial)), f) for f in (False, True))
        for b in (stale, fresh):
            b.deal(hands)
        later = played_since(hands, 1, rng, cards=6)
        s = a_playouts_situation(1, later)
        assert all(counts.fewer(h, s.unseen) == h for w in fresh.worlds(s) for i, h in enumerate(w) if i != 1)
        for c in t.plays:
            if not holds_beater(s.unseen, t.beat_tests[c.id]):
                continue
            guessed += 1
            s.cache = {}
            p = fresh.p_win(s, c)
            s.cache = {}   # the situation keeps a decision's chances: each brain works its own out
            was = stale.p_win(s, c)
            assert p >= was   # fewer cards in the guesses: never more beaters
            differ += p != was
    assert guessed > 50 and differ > 0, (guessed, differ)


def test_hards_own_seat_on_read_guesses_judges_on_them_not_on_the_hands():
    """``ReadGuesses`` (the ``blind`` option): the searcher's own seat in a playout judges a play on the deals
    it was given, the other hands unseen; a play nothing unseen can beat is still known sure at once."""
    v, obs, sampler, hands, rng = a_searchers_view()
    t = tables_for(v)
    brain = ReadGuesses(t, [sampler.packed(rng) for _ in range(8)])
    looking = Brain(t)
    differ = 0
    for s, c, p in judged_on_guesses(brain, t, obs.seat, hands):
        s.cache = {}
        differ += p != looking.p_win(s, c)
    assert differ > 0, "some chance must differ from what looking at the hands says"


def test_blind_puts_hards_own_seat_on_read_guesses_at_the_kinds_named_only(monkeypatch):
    """In Python, its own seat's brain in the playouts is a ``ReadGuesses``; in C (``fast``), the playouts are
    handed its own deals (``own``) at those kinds and no others."""
    from game.ai import fast
    from game.ai import hard as hard_module
    from game.ai.bench_hard import positions
    from game.ai.knowledge import decision_kind
    mine = []
    seat = None

    def recording(game, brain, memo=None, seats=None, stop=None):
        if seat is not None:
            mine.append(type(seats[seat]) if seats is not None else type(brain))
        return playout(game, brain, memo, seats, stop)
    monkeypatch.setattr(hard_module, "playout", recording)
    play_deal = fast.play_deal

    def handed(*args, own=None, **kw):
        mine.append(ReadGuesses if own is not None else Brain)
        return play_deal(*args, own=own, **kw)
    monkeypatch.setattr(fast, "play_deal", handed)
    searched = {0: set(), 1: set()}
    for i, p in enumerate(positions("sap-ng-wu", 30)):
        kind = decision_kind(p.obs)
        seat = p.obs.seat
        other = "beat" if kind != "beat" else "lead"
        for in_c in ((0, 1) if fast.available() else (0,)):
            for blind, expected in ((kind, ReadGuesses), (other, Brain), ("", Brain)):
                mine.clear()
                hard = p.primed(HardPlayer(seed=i, budget=10, max_worlds=3, blind=blind, fast=in_c))
                action, _ = hard.choose(p.obs, p.legal)
                assert action in p.legal
                if mine:
                    assert set(mine) == {expected}, (kind, blind, in_c)
                    searched[in_c].add(kind)
    assert {"lead", "beat"} <= searched[0]
    assert not fast.available() or {"lead", "beat"} <= searched[1]


def test_blind_refuses_a_kind_of_decision_it_does_not_know():
    with pytest.raises(ValueError, match="not decid"):
        HardPlayer(blind="lead+decid")
