"""Hard's playouts in C (``game.ai.fast``, ``game/ai/fastplay.c``) decide exactly as the Python ones.

The C code is a second implementation of ``hard.playout`` with Normal's brain at every seat, so every test here
plays the same deals both ways, from real positions of whole hands, with every legal action as a candidate,
and compares the searcher's chips after each: in every built-in climbing game (each option of one switched
too), at every seat count, with the other seats guessing and seeing, in hands that come to hold no lead, and
in house rules that turn on each of the engine's other branches (settlements, bonuses, multipliers, declaring
at any gain, the obligation to beat). Then Hard's whole decisions and the reading's log-chances, the same
both ways (``fast=0``), and what C refuses.
"""
from __future__ import annotations

import math
import random
from pathlib import Path

import pytest

from game.ai import fast
from game.ai.guessing import GuessingBrain, ReadGuesses, Shuffles
from game.ai.hard import HardPlayer, playout
from game.ai.knowledge import ONE, Sampler, tables_for
from game.ai.normal import NormalPlayer
from game.ai.questions import answer, is_question
from game.bench import with_options
from game.model import counts
from game.rules import available_variants, load_variant, new_game
from game.rules.climbing import ClimbingGame
from game.rules.climbing.plays import presence
from game.rules.seats import sitter_seat

pytestmark = pytest.mark.skipif(not fast.available(), reason="the playouts in C are not built here")

SNW = Path(__file__).resolve().parents[2] / "data" / "variants" / "sap-ng-wu.yaml"

# Every built-in climbing game, each option of one switched (Luan Chuo's gods of wealth), at every seat count:
# Chang Pai's named pair and dead 6:6, Luan Chuo's low four that leads only in sets, its hard cards, gods of
# wealth and paid-to-most win, Ma Hua Hua's groups and pairwise settlement, one of four sitting out.
EVERY = [(vid, n) for vid in with_options(available_variants("climbing")) for n in load_variant(vid).seat_counts]
# Deals enough to meet leads, beats and declarations (and layouts where supremes are laid out), in about a
# second or two each: Luan Chuo's hands often end in a declaration after a few tricks, and Wu Han's obligation to
# beat leaves a choice at a beat only where several plays beat.
DEALS = {"sap-ng-wu": 6, "wu-han": 16, "chang-pai": 3, "ma-hua-hua": 6}

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


def both_ways(v, obs, legal, guesses: int, rng: random.Random, own: bool = False, fresh: bool = False
              ) -> tuple[list, list]:
    """One sampled deal played out with every legal action, in Python and in C: each hand's end each way. With
    ``own``, the searcher judges its chances on deals of its own, as Hard's ``blind`` has it; with ``fresh``,
    the seats on guesses cut them to the cards still unseen at each decision."""
    hard = HardPlayer(seed=0)
    brain = hard.brain(obs)
    sampler = Sampler(obs, v, brain.t)
    return _both_ways(v, obs, legal, guesses, rng, sampler.packed(rng), brain, sampler, own, fresh)


def _both_ways(v, obs, legal, guesses, rng, hands, brain, sampler, own: bool = False, fresh: bool = False
               ) -> tuple[list, list]:
    """``both_ways`` on the deal ``hands`` (every seat's packed hand)."""
    t = brain.t
    seat = obs.seat
    base = ClimbingGame.from_observation(v, obs, hands, log=False)
    shuffled = by_seat = None
    seats = [brain] * obs.players
    if guesses:
        shuffles = Shuffles(sum(ONE[i] for i in sampler.cards) + sampler.hand, guesses, rng)
        by_seat = shuffles.prepare(obs.hand_sizes, seat)
        seats = [brain if i == seat else GuessingBrain(t, i, shuffles, fresh) for i in range(obs.players)]
        for b in seats:
            if b is not brain:
                b.deal(base.packed_hands)
        shuffled = fast.orders(shuffles.hidden, guesses, by_seat)
    deals = None
    if own:
        deals = [sampler.packed(rng) for _ in range(guesses)]
        seats[seat] = ReadGuesses(t, deals, fresh)
        seats[seat].deal(base.packed_hands)
    in_python = []
    memo: dict = {}
    for a in legal:
        g = base.copy()
        g.step(a)
        assert playout(g, brain, memo, seats)
        # every seat's chips and wu and the winner, not the searcher's chips alone: a wrong turn of another
        # seat's that happens to cost the searcher nothing still shows
        in_python.append((tuple(g.chips), tuple(g.wu), -1 if g.winner is None else g.winner))
    made, start = fast.tables_for(t, brain), fast.base(base, obs.in_layout)
    codes = [fast.code(a, t) for a in legal]
    in_c = fast.play_deal(made, start, shuffled, hands, codes, seat, whole=True, own=deals, fresh=fresh)
    # the searcher's chips, as the search takes them
    assert fast.play_deal(made, start, shuffled, hands, codes, seat, own=deals, fresh=fresh) == \
        [end[0][seat] for end in in_c]
    return in_python, in_c


def compare(vid: str, players: int, deals: int, guesses: int, seed: int, own: bool = False, fresh: bool = False
            ) -> dict[str, int]:
    v = load_variant(vid)
    assert fast.supports(tables_for(v), players, guesses)
    rng = random.Random(seed)
    seen: dict[str, int] = {}
    for obs, legal in positions(v, players, deals, seed):
        in_python, in_c = both_ways(v, obs, legal, guesses, rng, own, fresh)
        assert in_c == in_python, (vid, players, obs.phase, obs.seat, legal)
        kind = "lead" if obs.phase == "play" and obs.top is None else obs.phase
        seen[kind] = seen.get(kind, 0) + 1
    return seen


@pytest.mark.parametrize("vid,players", EVERY)
def test_the_same_deals_end_with_the_same_chips_in_c_as_in_python(vid, players):
    seen = compare(vid, players, deals=DEALS.get(vid, 16), guesses=8, seed=players)
    # leads, beats, declarations and layouts (where supremes are laid out) all met
    assert seen.get("lead") and seen.get("play") and seen.get("decide"), seen
    assert seen.get("layout") or load_variant(vid).layout_supreme == "none", seen


def dead_hands(v, players: int, seed: int) -> list[list[str]]:
    """A deal where two seats hold cards that are no play alone (Chang Pai's 6:6, Luan Chuo's low four), one a
    pair of them and one more, the other a pair, and two others each, the other seats hands big enough to score:
    played out, the two come to lead only those pairs (where a set of them is a play), then nothing, while the
    chips are still to be won."""
    rng = random.Random(seed)
    deck = list(v.deck)
    rng.shuffle(deck)
    alone: dict = {}   # each kind that is no play alone, and its copies in the deck, in the shuffled deck's order
    for c in deck:
        if c in v.suit_of and counts.ONE[c.index] not in v.table.by_packed:
            alone.setdefault(c, []).append(c)
    sitter = sitter_seat(v, players, 0, None)
    playing = [s for s in range(players) if s != sitter]
    hands: list[list] = [[] for _ in range(players)]
    used: set = set()
    for seat, shape in zip(playing[1:], ([2, 1], [2])):
        for n in shape:
            # a kind not dealt yet with n copies left, else the kind with the most left
            kind = next((k for k in alone if k not in used and len(alone[k]) >= n), None) \
                or max(alone, key=lambda k: len(alone[k]))
            used.add(kind)
            for card in alone[kind][:n]:
                deck.remove(card)
                hands[seat].append(card)
            del alone[kind][:n]
    for seat in playing:
        for _ in range(2 if hands[seat] else 20):
            hands[seat].append(deck.pop())
    return [[str(c) for c in h] for h in hands]


@pytest.mark.parametrize("vid,players", [(vid, n) for vid, n in EVERY if not load_variant(vid).every_card_leads])
def test_hands_that_come_to_hold_no_lead_sit_the_trick_out_alike(vid, players, monkeypatch):
    """Where not every card may be led, a hand may hold cards yet no lead (``ClimbingGame._active``): it is
    skipped at the lead and in answering. Played out from the true deal (so the playouts keep those hands),
    with Python's ``_has_lead`` counted to show both of its answers were met."""
    v = load_variant(vid)
    met = {True: 0, False: 0}
    has_lead = ClimbingGame._has_lead

    def counted(self, hand):
        got = has_lead(self, hand)
        met[got] += 1
        return got

    monkeypatch.setattr(ClimbingGame, "_has_lead", counted)
    normal = NormalPlayer(seed=players)
    rng = random.Random(players)
    compared = 0
    for seed in range(6):
        g = new_game(v, players=players, dealer=0, hands=dead_hands(v, players, seed))
        while not g.is_over:
            obs = g.observation(g.current_player)
            legal = g.legal_actions()
            if len(legal) > 1:
                brain = HardPlayer(seed=0).brain(obs)
                sampler = Sampler(obs, v, brain.t)
                for guesses in (8, 0):
                    in_python, in_c = _both_ways(v, obs, legal, guesses, rng, list(g.packed_hands), brain, sampler)
                    assert in_c == in_python, (vid, players, seed, obs.seat, legal)
                    compared += 1
            g.apply(normal.act(obs, legal))
    # Chang Pai has no lead of dead cards alone (its 6:6 makes a play only with 1:2): there a hand left with only
    # them holds none; in Luan Chuo a pair of its low four is still a lead
    lonely = any(not presence(c.packed) & v.single_presence for c in v.plays)
    assert compared > 10 and met[False] and (met[True] or not lonely), (compared, met)


def test_the_other_seats_seeing_the_hands_decide_alike_too():
    assert compare("sap-ng-wu", 3, deals=4, guesses=0, seed=11)


@pytest.mark.parametrize("vid,players", [("sap-ng-wu", 3), ("wu-han", 4), ("ma-hua-hua", 4), ("chang-pai", 3)])
def test_the_searcher_on_deals_of_its_own_decides_alike_too(vid, players):
    """Hard's ``blind``: its own seat in the playouts judges its chances on deals read from the table
    (``ReadGuesses``), not on the hands; the C playouts take those deals (``own``) and play alike."""
    seen = compare(vid, players, deals=3, guesses=8, seed=17, own=True)
    assert seen.get("lead") and seen.get("play"), seen


@pytest.mark.parametrize("vid,players", [("sap-ng-wu", 3), ("sap-ng-wu", 4), ("wu-han", 4), ("ma-hua-hua", 4),
                                         ("chang-pai", 3), ("luan-chuo", 3)])
@pytest.mark.parametrize("own", [False, True])
def test_guesses_cut_to_the_cards_still_unseen_decide_alike_too(vid, players, own):
    """Hard's ``fresh``: the seats on guesses (the others, and its own with ``blind``) count only the cards of a
    guessed hand still unseen at each decision; the C playouts cut them alike (``judged``), chance by chance."""
    seen = compare(vid, players, deals=3, guesses=8, seed=23, own=own, fresh=True)
    assert seen.get("lead") and seen.get("play"), seen


@pytest.mark.parametrize("name", sorted(HOUSE))
def test_house_rules_that_settle_score_and_declare_otherwise_play_out_alike(tmp_path, name):
    path = house_rule(tmp_path, name)
    v = load_variant(path)
    assert fast.supports(tables_for(v), 3, 8)
    seen = compare(path, 3, deals=6, guesses=8, seed=len(name))
    assert seen.get("decide"), seen
    assert compare(path, 4, deals=3, guesses=8, seed=7)


@pytest.mark.parametrize("vid,players", EVERY)
def test_hard_decides_the_same_with_its_playouts_in_c_and_in_python(vid, players):
    """The bench's positions, 20 deals each: the same action and the same tally both ways."""
    from game.ai.bench_hard import positions as bench_positions

    for p in bench_positions(vid, 12, players):
        decided = []
        for in_c in (1, 0):
            hard = p.primed(HardPlayer(seed=5, budget=math.inf, max_worlds=20, fast=in_c))
            decided.append((hard.choose(p.obs, p.legal), hard.last_worlds, hard.last_playouts,
                            hard.rng.getstate()))   # and the same random numbers left for the next decision
        assert decided[0] == decided[1]


@pytest.mark.parametrize("rolling", [0, 1])
def test_hard_on_deals_of_its_own_decides_the_same_in_c_and_in_python(rolling):
    """``blind`` at every kind of decision, its own guesses fixed for the decision or (``rolling``) the deals
    searched just before each: the same action, tally and random numbers both ways."""
    from game.ai.bench_hard import positions as bench_positions

    for p in bench_positions("sap-ng-wu", 10, 3):
        decided = []
        for in_c in (1, 0):
            hard = p.primed(HardPlayer(seed=5, budget=math.inf, max_worlds=20, fast=in_c,
                                       blind="lead+beat+decide+layout", rolling=rolling))
            decided.append((hard.choose(p.obs, p.legal), hard.last_worlds, hard.last_playouts,
                            hard.rng.getstate()))
        assert decided[0] == decided[1]


def test_hard_with_fresh_guesses_decides_the_same_in_c_and_in_python():
    """``fresh``, with ``blind`` and without: the same action, tally and random numbers both ways, and another
    decision than Hard's somewhere (the option is not a no-op)."""
    from game.ai.bench_hard import positions as bench_positions

    differs = 0
    for p in bench_positions("sap-ng-wu", 16, 3):
        for blind in ("", "lead+beat+decide"):
            decided = []
            for in_c, fresh in ((1, 1), (0, 1), (1, 0)):
                hard = p.primed(HardPlayer(seed=5, budget=math.inf, max_worlds=20, fast=in_c, blind=blind,
                                           fresh=fresh))
                decided.append((hard.choose(p.obs, p.legal), hard.last_worlds, hard.last_playouts,
                                hard.rng.getstate()))
            assert decided[0] == decided[1]
            differs += decided[0][0] != decided[2][0]   # the action and the reason, which gives the gains
    assert differs


def test_hard_and_the_oracle_with_guesses_drawn_each_deal_decide_the_same_in_c_and_in_python():
    """``vary``: the other seats' guess orders drawn anew for every deal, from numbers of its own (the chain
    walking in C holds Hard's): the same action, tally and random numbers both ways, for Hard reading the table
    and for the oracle on the real hands."""
    from game.ai.bench_hard import positions as bench_positions
    from game.ai.oracle import OraclePlayer

    for p in bench_positions("sap-ng-wu", 8, 3):
        for level in (HardPlayer, OraclePlayer):
            decided = []
            for in_c in (1, 0):
                player = p.primed(level(seed=5, budget=math.inf, max_worlds=12, fast=in_c, vary=1))
                if level is OraclePlayer:
                    player.see(type("Shown", (), {"packed_hands": list(p.hands)})())
                decided.append((player.choose(p.obs, p.legal), player.last_worlds, player.last_playouts,
                                player.rng.getstate(), player._vary_rng.getstate()))
            assert decided[0] == decided[1]


def test_rolling_guesses_are_the_deals_searched_before_and_never_the_deal_itself():
    from game.ai.hard import OwnGuesses

    first = [[i] for i in range(3)]
    fixed, rolling = OwnGuesses(first, False), OwnGuesses(first, True)
    assert [fixed.next([9]), fixed.next([10])] == [first, first]
    assert rolling.next([9]) == first
    assert rolling.next([10]) == [[1], [2], [9]]
    assert rolling.next([11]) == [[2], [9], [10]]


def test_the_c_playouts_take_every_climbing_game_and_refuse_beyond_their_sizes():
    """Every built-in climbing game at every seat count; more guesses than a seat keeps, or more than four
    seats, stay in Python."""
    for vid, players in EVERY:
        assert fast.supports(tables_for(load_variant(vid)), players, fast.MOST_GUESSES), (vid, players)
    t = tables_for(load_variant("sap-ng-wu"))
    assert not fast.supports(t, 3, fast.MOST_GUESSES + 1)
    assert not fast.supports(t, 5, 8) and not fast.supports(t, 1, 8)


def test_a_house_rule_with_a_play_that_may_not_be_led_stays_in_python(tmp_path, monkeypatch):
    """fastplay.c's ``has_lead`` counts on every play being a lead; a variant whose lead runs leave one out is
    played out in Python rather than misread."""
    from game.ai.knowledge import Tables

    t = Tables(load_variant(house_rule(tmp_path, "most")))
    assert fast.supports(t, 3, 8)
    runs = t.variant.table.lead_runs
    monkeypatch.setattr(runs[0], "plays", runs[0].plays[1:])
    assert not fast.supports(Tables(t.variant), 3, 8)


def read_positions(vid: str, count: int, players: int):
    """The bench's positions where Hard remembers actions of the other seats to read: (position, Hard primed
    with the hand so far, its remembered actions, a reading brain)."""
    from game.ai.bench_hard import positions as bench_positions
    from game.ai.reading import ReadingBrain

    for p in bench_positions(vid, count, players):
        hard = p.primed(HardPlayer(seed=1))
        deeds = hard.memory.usable()
        if deeds:
            yield p, hard, deeds, ReadingBrain(hard.brain(p.obs).t)


@pytest.mark.parametrize("vid,players", EVERY)
@pytest.mark.parametrize("rough,answers,kept", [(False, True, False), (True, False, False), (False, False, False),
                                                (False, True, True)])
def test_the_reading_weighs_guessed_deals_alike_in_c_and_in_python(vid, players, rough, answers, kept):
    """``Reader.log_likelihood`` both ways, on the bench's positions and deals drawn for them, with and without a
    bar to stop below: the very same floats (the chain keeps or refuses its moves on them). With ``kept``, the
    other seats kept no supreme after the layouts, and deals drawn without that knowledge give some one."""
    from game.ai.hard import playing
    from game.ai.knowledge import layout_options
    from game.ai.reading import Reader

    rng = random.Random(players)
    weighed = held = 0
    for p, hard, deeds, brain in read_positions(vid, 12, players):
        sampler = Sampler(p.obs, brain.t.variant, brain.t)
        worlds = [sampler.packed(rng) for _ in range(8)]
        seats = [(s, hard.memory.played[s]) for s in sampler.others] if kept else []
        readers = [Reader(brain, deeds, list(hard.memory.played), sampler.unseen, sampler.hand,
                          list(p.obs.hand_sizes), worlds, 1.0, hard.floor(playing(p.obs)), rough=rough,
                          answers=answers, fast=in_c, kept=seats) for in_c in (True, False)]
        assert readers[0]._c is not None and readers[1]._c is None
        for _ in range(6):
            hands = sampler.packed(rng)
            held += any(layout_options(brain.t.variant, hands[s] + after) for s, after in seats)
            full = [r.log_likelihood(hands) for r in readers]
            assert full[0] == full[1]
            cut = [r.log_likelihood(hands, full[1] / 2) for r in readers]
            assert cut[0] == cut[1]
            weighed += 1
    assert weighed > 20
    if kept and load_variant(vid).layout_supreme != "none":
        assert held, "no deal gave a seat a supreme: the seats that kept none were not weighed"


@pytest.mark.parametrize("vid,players", [("sap-ng-wu", 3), ("ma-hua-hua", 4), ("wu-han", 4)])
@pytest.mark.parametrize("swap", [1, 3, 6])
def test_the_chain_walks_alike_in_c_and_in_python_and_leaves_the_same_random_numbers(vid, players, swap):
    """``Chain`` with its moves in C (``fast.Walk``) and in Python, from the same ``Random``: the same burn-in,
    the same deals one after another (handed the state each deal, and held for a run of deals), the same moves
    kept, and the ``Random`` left where Python's own moves leave it. Six cards a move take ``sample``'s other
    table size; the piles of unseen cards are longer than 21, where ``sample`` draws without a pool."""
    from game.ai.hard import playing
    from game.ai.reading import Chain, Reader

    walked = moves = kept = 0
    for p, hard, deeds, brain in read_positions(vid, 10, players):
        ways = []
        for in_c in (True, False):
            sampler = Sampler(p.obs, brain.t.variant, brain.t)   # its own: a sampler shuffles its cards in place
            dealable = sum(ONE[i] for i in sampler.cards)
            rng = random.Random(walked)
            worlds = [sampler.packed(rng) for _ in range(8)]
            reader = Reader(brain, deeds, list(hard.memory.played), sampler.unseen, sampler.hand,
                            list(p.obs.hand_sizes), worlds, 1.0, hard.floor(playing(p.obs)), fast=in_c)
            chain = Chain(reader, sampler.packed(rng), sampler.others, dealable, rng, 5, 30, swap)
            assert chain.walks == in_c
            deals = [chain.deal(rng) for _ in range(4)]
            if in_c:
                with chain.holding(rng):
                    deals += [chain.deal_held() for _ in range(4)]
            else:
                deals += [chain.deal(rng) for _ in range(4)]
            ways.append((deals, chain.moves, chain.kept, chain.score, rng.getstate(), rng.random()))
        assert ways[0] == ways[1]
        moves += ways[0][1]
        kept += ways[0][2]
        walked += 1
    assert walked >= 3 and 0 < kept < moves   # moves kept and moves refused, both met


@pytest.mark.parametrize("vid,players", [("sap-ng-wu", 3), ("sap-ng-wu", 4), ("wu-han", 3)])
def test_after_a_seat_continues_its_next_tier_is_its_goal_alike(vid, players):
    """Positions where a seat has continued (§8: it must reach the next tier to declare again), rare in a few
    hands: Normal's goals there (``thresholds``) decide beats, so they are sought out and played both ways."""
    v = load_variant(vid)
    rng = random.Random(players)
    met = 0
    for obs, legal in positions(v, players, 60, 31):
        if all(n is None for n in obs.needs):
            continue
        in_python, in_c = both_ways(v, obs, legal, 8, rng)
        assert in_c == in_python, (vid, players, obs.phase, obs.needs)
        met += 1
        if met == 25:
            break
    assert met >= 3


def nested_ends(vid: str, players: int, deals: int, seed: int, nests: tuple, nest_deals: int = 0):
    """At each position of Normal's whole hands, one sampled deal played out in C with every legal action, the
    searcher's chips with each ``nest`` in ``nests``."""
    v = load_variant(vid)
    rng = random.Random(seed)
    for obs, legal in positions(v, players, deals, seed):
        brain = HardPlayer(seed=0).brain(obs)
        sampler = Sampler(obs, v, brain.t)
        hands = sampler.packed(rng)
        shuffles = Shuffles(sum(ONE[i] for i in sampler.cards) + sampler.hand, 8, rng)
        shuffled = fast.orders(shuffles.hidden, 8, shuffles.prepare(obs.hand_sizes, obs.seat))
        made = fast.tables_for(brain.t, brain)
        start = fast.base(ClimbingGame.from_observation(v, obs, hands, log=False), obs.in_layout)
        codes = [fast.code(a, brain.t) for a in legal]
        yield [fast.play_deal(made, start, shuffled, hands, codes, obs.seat, nest=k, nest_deals=nest_deals)
               for k in nests]


@pytest.mark.parametrize("vid,players", [("sap-ng-wu", 3), ("chang-pai", 3), ("ma-hua-hua", 4)])
def test_nested_own_decisions_never_end_worse_on_the_deal_they_are_searched_on(vid, players):
    """Hard's ``nest`` on the sampled deal itself: each of its own later decisions takes the best of Normal's
    first choices, each played out there with Normal deciding after it. The playouts are deterministic on a
    deal, so this rollout of Normal's policy never ends worse for the searcher than Normal's policy itself
    (the rollout's improvement), and ends better somewhere; 1 choice is Normal's own."""
    better = 0
    for plain, one, two, three in nested_ends(vid, players, 3, players, (0, 1, 2, 3)):
        assert one == plain
        assert all(b >= a for a, b in zip(plain, two)), (plain, two)
        assert all(b >= a for a, b in zip(plain, three)), (plain, three)
        better += sum(b > a for a, b in zip(plain, three))
    assert better


def test_nested_own_decisions_on_deals_of_their_own_are_repeatable_and_not_the_deal():
    """``nest_deals``: the nested choices played out on the others' cards dealt afresh among them, not on the
    deal searched (which Hard would not see there): the same deal ends the same each time, and otherwise than
    where the nested choices look at the deal."""
    differ = 0
    for seen, (guessed, again) in zip(nested_ends("sap-ng-wu", 3, 3, 4, (3,)),
                                      nested_ends("sap-ng-wu", 3, 3, 4, (3, 3), nest_deals=4)):
        seen = seen[0]
        assert guessed == again
        differ += guessed != seen
    assert differ


@pytest.mark.parametrize("option", ["nest", "tree"])
def test_own_later_decisions_searched_are_refused_where_the_playouts_run_in_python(option):
    """``nest`` and ``tree`` are in the C playouts only: asked of the Python ones, Hard says so rather than
    measure plain Hard under their name."""
    from game.ai.bench_hard import positions as bench_positions

    p = bench_positions("sap-ng-wu", 4, 3)[0]
    with pytest.raises(ValueError, match="C playouts only"):
        p.primed(HardPlayer(seed=1, budget=math.inf, max_worlds=4, fast=0, **{option: 3})).choose(p.obs, p.legal)
    hard = p.primed(HardPlayer(seed=1, budget=math.inf, max_worlds=4, **{option: 3}))
    action, _ = hard.choose(p.obs, p.legal)
    assert action in p.legal and hard.last_worlds == 4


@pytest.mark.parametrize("vid,players,bars", [("sap-ng-wu", 3, {"tree_least": 10**9}),
                                              ("sap-ng-wu", 4, {"tree_least": 10**9}),
                                              ("chang-pai", 3, {"tree_least": 10**9}),
                                              ("sap-ng-wu", 3, {"tree_least": 10**9, "tree_z": 0})])
def test_a_tree_that_never_has_enough_deals_decides_as_hard_does(vid, players, bars):
    """``tree`` with a bar no choice reaches (too few deals, with a bar of standard errors or without) plays
    Normal's choice at Hard's next own decision, as plain Hard's playouts do: the choices it plays out beside
    it change nothing, so every decision and its deals are the same, while the tree met that decision."""
    from game.ai.bench_hard import positions as bench_positions

    met = 0
    for i, p in enumerate(bench_positions(vid, 12, players)):
        plain = p.primed(HardPlayer(seed=i, budget=math.inf, max_worlds=30))
        treed = p.primed(HardPlayer(seed=i, budget=math.inf, max_worlds=30, tree=3, **bars))
        assert treed.choose(p.obs, p.legal) == plain.choose(p.obs, p.legal)
        assert (treed.last_worlds, treed.last_playouts) == (plain.last_worlds, plain.last_playouts)
        if treed.last_tree:
            seen, chosen, sets = treed.last_tree
            assert chosen == 0 and sets <= seen
            met += seen
    assert met


def test_a_tree_chooses_on_the_deals_before_only():
    """The first deal a tree meets is played as without it (there are no earlier deals to judge on, and the deal
    itself is not Hard's to see); on later deals the statistics choose, and some playouts end otherwise."""
    v = load_variant("sap-ng-wu")
    rng = random.Random(5)
    chose = differ = met = found = 0
    for obs, legal in positions(v, 3, 2, 5):
        brain = HardPlayer(seed=0).brain(obs)
        sampler = Sampler(obs, v, brain.t)
        shuffles = Shuffles(sum(ONE[i] for i in sampler.cards) + sampler.hand, 8, rng)
        shuffled = fast.orders(shuffles.hidden, 8, shuffles.prepare(obs.hand_sizes, obs.seat))
        made = fast.tables_for(brain.t, brain)
        deals = [sampler.packed(rng) for _ in range(12)]
        start = fast.base(ClimbingGame.from_observation(v, obs, deals[0], log=False), obs.in_layout)
        codes = [fast.code(a, brain.t) for a in legal]
        tree = fast.make_tree(3, 1)
        for k, hands in enumerate(deals):
            plain = fast.play_deal(made, start, shuffled, hands, codes, obs.seat)
            treed = fast.play_deal(made, start, shuffled, hands, codes, obs.seat, tree=tree)
            if k == 0:
                assert treed == plain
            differ += treed != plain
        seen, taken, sets = fast.tree_counts(tree)
        assert taken <= seen and sets <= seen
        chose, met, found = chose + taken, met + seen, found + sets
    assert chose and differ
    assert 0 < found < met  # information sets met again on later deals


def test_vary_draws_its_orders_in_c_with_the_numbers_python_would():
    """``fast.Draws.redraw`` draws what ``Shuffles.prepare`` would with the same ``Random``: seat by seat, one
    set of orders for each length (shared by the seats that cannot see as many cards), and leaves the
    ``Random`` where Python's shuffles would."""
    import random

    from game.ai.guessing import Shuffles

    for sizes, seat in (([28, 28, 28], 0), ([21, 21, 21, 21], 2), ([5, 9, 0, 12], 3), ([3, 3, 7], 1)):
        hidden = sum(ONE[k % 21] for k in range(sum(sizes)))
        python, c = random.Random(7), random.Random(7)
        first = Shuffles(hidden, 4, random.Random(1)).prepare(sizes, seat)
        shuffled = fast.orders(hidden, 4, first)
        draws = fast.Draws()
        with draws.holding(c):
            for _ in range(3):
                draws.redraw(shuffled)
        for _ in range(3):
            expected = Shuffles(hidden, 4, python).prepare(sizes, seat)
        assert c.getstate() == python.getstate()
        while expected[-1] is None:
            expected.pop()   # the C orders end with the last seat that has some
        assert fast.orders_of(shuffled) == [o if o is None else [list(x) for x in o] for o in expected]
        assert fast.orders_of(shuffled) != [o if o is None else [list(x) for x in o] for o in first[:len(expected)]]
