"""The score book records Si Se Pai hands (docs/rules/si-se-pai.md §8): the winner's points paid, void hands."""
from __future__ import annotations

from game.rules import Match, load_variant
from game.store import Seat
from game.store.scores import ScoreBook

SEATS = [Seat("You"), Seat("Ming", "computer", "normal"), Seat("Lan", "computer", "normal"),
         Seat("Wei", "computer", "normal")]


def test_a_rummy_match_is_recorded(where):
    m = play("si-se-pai", 4, 21, "rummy", length=3)
    assert any(r.winner is not None for r in m.results)
    book, notice = ScoreBook.open()
    assert notice is None
    assert book.record_match("rummy-1", m, SEATS) is None
    book.close()
    book, _ = ScoreBook.open()
    try:
        assert book.record_match("rummy-1", m, SEATS) is None   # recording again changes nothing
        stats = {p.player: p for p in book.stats(variant="si-se-pai")}
        assert [stats[seat.name].chips for seat in SEATS] == m.totals
        assert sum(stats[seat.name].hands for seat in SEATS) == 4 * 3
    finally:
        book.close()
    assert sum(m.totals) == 0


def play(variant: str, players: int, seed: int, family: str | None = None, length: int = 2) -> Match:
    """A whole match of ``length`` hands between Normal computer players."""
    from game.ai import make_player
    m = Match.start(load_variant(variant), players=players, seed=seed, length=length)
    bots = [make_player("normal", seed=s, family=family) for s in range(players)]
    while not m.is_over:
        g = m.game
        while not g.is_over:
            s = g.current_player
            g.apply(bots[s].act(g.observation(s), g.legal_actions()))
        m.finish_hand()
    return m


def test_a_player_who_won_climbing_hands_and_rummy_hands_has_statistics(where):
    """Wins without a tier (rummy) beside wins by tier (climbing) for one name: the statistics still sort."""
    book, _ = ScoreBook.open()
    try:
        for seed in range(1, 40):
            climbing = play("sap-ng-wu", 3, seed)
            if climbing.results and any(r.winner == 1 for r in climbing.results):
                break
        for seed in range(1, 40):
            rummy = play("si-se-pai", 3, seed, "rummy")
            if any(r.winner == 1 for r in rummy.results):
                break
        assert book.record_match("c", climbing, SEATS[:3]) is None
        assert book.record_match("r", rummy, SEATS[:3]) is None
        ming = next(p for p in book.stats() if p.player == "Ming")
        tiers = ming.declarations_by_tier
        assert ming.declarations >= 2 and None in tiers and list(tiers)[-1] is None and len(tiers) >= 2
    finally:
        book.close()
