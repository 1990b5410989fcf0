"""A banker match in the score book (docs/rules/sap-tim-pun.md §10): each round is recorded as one of the match's
hands, with its chips, its log (replayable) and the round's winner, the seat that gained most."""
from __future__ import annotations

import random

from game.rules import Match, load_variant, replay
from game.rules.banker import random_round
from game.store.scores import ScoreBook
from game.store.seats import Seat


def test_a_banker_match_is_recorded_round_by_round():
    v = load_variant("sap-tim-pun")
    match = Match.start(v, players=4, seed=21, dealer=0)
    seats = [Seat("You")] + [Seat(n, "computer", "normal") for n in ("Ming", "Lan", "Wei")]
    rng = random.Random(3)
    with ScoreBook.in_memory() as book:
        while not match.is_over:
            random_round(match.game, rng)
            match.finish_hand()
            assert book.record_match("m1", match, seats) is None
        you = next(s for s in book.stats() if s.player == "You")
        assert you.hands == 4 and you.chips == match.totals[0]
        log = book.hand_log("m1", 2)
        again = replay(log, v)
        assert again.is_over and again.banker == 1 and list(again.chips) == match.results[1].chips
