"""The shortcuts of the fast engine agree with the plain rules they stand for (docs/rules/si-se-pai.md §3–§6).

The claim windows read ``Splitter.waits`` (the cards that would complete a hand) to skip the win checks of a
card that completes nothing, and the meld moves of the seat's role; ``apply`` finds an action's move by a
lookup; the discards come a colour at a time; events are made once and shared. Each is checked here against
the long way round, over random hands and hands built from melds (where wins are near).
"""
from __future__ import annotations

import dataclasses
import random

import pytest

from game.model.four_colour import FIELD_BITS, FIELD_MASK, JOKER, ONE
from game.rules import load_variant, new_game
from game.rules.rummy import melds as M
from game.rules.rummy.game import DISCARDS, NOT_ALONE, claim_action, shuffle

from .helpers import Claim, Discard, Pass

OPTIONS = [{}, {"min_points": "10", "jokers": "0"}, {"dealer_extra_card": True, "jokers": "8"}]


def meld_hand(v, rng: random.Random, melds: int) -> int:
    """A packed hand of ``melds`` random melds drawn from the deck (so it splits), as far as the deck allows."""
    left = {c.index: n for c, n in v.copies.items()}
    hand = 0
    for _ in range(melds):
        x = rng.choice([i for i, n in left.items() if n])
        template = rng.choice(M.TEMPLATES[x])
        need = template.need + (x,)
        if all(left[i] >= need.count(i) for i in set(need)):
            for i in need:
                left[i] -= 1
                hand += ONE[i]
    return hand


def count(hand: int, i: int) -> int:
    return (hand >> (FIELD_BITS * i)) & FIELD_MASK


def hands(v, n: int, seed: int):
    """Random hands of every size, and hands of melds with a card taken out or one more card; never more
    of a kind than the deck has less one (the offered card)."""
    rng = random.Random(seed)
    deck = [c.index for c in v.deck]
    for _ in range(n):
        yield sum(ONE[i] for i in rng.sample(deck, rng.randrange(26)))
        whole = meld_hand(v, rng, rng.randrange(1, 8))
        yield whole
        held = [i for i in range(JOKER + 1) if count(whole, i)]
        yield whole - ONE[rng.choice(held)] if held else whole
        more = rng.choice(deck)
        if count(whole, more) + 1 < deck.count(more):   # room for the offered card too
            yield whole + ONE[more]


def test_waits_are_the_cards_that_complete_the_hand():
    v = load_variant("si-se-pai")
    splitter = v.splitter
    wins = 0
    for hand in hands(v, 3000, 1):
        w = splitter.waits(hand)
        for x in range(JOKER + 1):
            done = splitter.complete(hand + ONE[x])
            assert bool(w >> x & 1) == done
            wins += done
    assert wins > 1000     # the hands of melds do reach wins


@pytest.mark.parametrize("options", OPTIONS, ids=str)
def test_claims_are_those_of_every_template_tried_as_a_win(options):
    """``claims_of`` (which skips the win checks of a card the hand does not wait on, and the melds the
    seat's role may not make) lists exactly what the full check of every template lists (§5, §6)."""
    v = load_variant("si-se-pai", options)
    g = new_game(v, players=4, seed=3)
    rng = random.Random(4)
    copies = [v.copies.get(DISCARDS[i].card, 0) for i in range(JOKER + 1)]
    for hand in hands(v, 1500, 2):
        g._hands = [hand] * 4
        offered = [i for i in range(JOKER + 1) if count(hand, i) < copies[i]]   # a card not in the hand
        if not offered:
            continue
        x = rng.choice(offered)
        owner = rng.randrange(4)
        draw = rng.random() < 0.5
        for seat in range(4):
            assert g.claims_of(seat, x, owner, draw) == g._claims_with_wins(seat, x, owner, draw)


def plain_discards(hand: int) -> list[int]:
    hand &= NOT_ALONE
    return [i for i in range(JOKER + 1) if (hand >> (FIELD_BITS * i)) & FIELD_MASK]


@pytest.mark.parametrize("options", OPTIONS, ids=str)
def test_legal_actions_moves_and_apply_agree_with_the_legal_map(options):
    """In random hands: ``legal_actions`` is the legal map's keys in order, ``moves`` the discards one kind
    at a time, and ``apply``'s lookup accepts exactly the legal map's actions."""
    v = load_variant("si-se-pai", options)
    rng = random.Random(5)
    kinds = [DISCARDS[i].card for i in range(JOKER + 1)]
    for seed in range(40):
        g = new_game(v, players=3 + seed % 2, seed=seed)
        while not g.is_over:
            # The long way: every legal move, as its action.
            x = g._offer[1] if g.phase == "claim" else None
            legal_map = {claim_action(x, m) if g.phase == "claim" else DISCARDS[m]: m for m in g.moves()}
            legal = g.legal_actions()
            assert legal == list(legal_map)
            if g.phase == "discard":
                assert g.moves() == plain_discards(g._hands[g.current_player])
            tried = legal + [Pass(), Discard(rng.choice(kinds)), Claim([rng.choice(kinds)]),
                             Claim([rng.choice(kinds)], win=True), Claim([])]
            for action in tried:
                assert g._move_of(action) == legal_map.get(action)
            g.apply(rng.choice(legal))


@pytest.mark.parametrize("options", OPTIONS, ids=str)
def test_shared_events_equal_events_made_anew(options):
    """Events are made once and shared: each equals one built field by field, with the same hash and repr."""
    v = load_variant("si-se-pai", options)
    rng = random.Random(6)
    seen = 0
    for seed in range(30):
        g = new_game(v, players=4, seed=seed)
        events = list(g.start_events)
        while not g.is_over:
            events += g.apply(rng.choice(g.legal_actions()))
        for e in events:
            fresh = type(e)(**{f.name: getattr(e, f.name) for f in dataclasses.fields(e)})
            assert fresh == e and hash(fresh) == hash(e) and repr(fresh) == repr(e)
            seen += 1
    assert seen > 1000


def test_the_deal_shuffles_as_random_shuffle():
    """``game.shuffle`` gives ``Random.shuffle``'s order from the same seed, and leaves the generator where
    ``Random.shuffle`` does, for every length a deck can have."""
    for n in list(range(0, 130)) + [500]:
        for seed in range(5):
            a, b = list(range(n)), list(range(n))
            ra, rb = random.Random(seed * 1000 + n), random.Random(seed * 1000 + n)
            ra.shuffle(a)
            shuffle(b, rb)
            assert a == b and ra.random() == rb.random()
