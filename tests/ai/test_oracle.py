"""The oracle: Hard's search shown every hand, for the arena's measure of Hard's reading (issue 18)."""
from __future__ import annotations

import pytest

from game import arena
from game.ai import make_player
from game.ai.oracle import OraclePlayer
from game.rules import load_variant, new_game


def test_the_oracle_is_never_a_table_level():
    with pytest.raises(ValueError):
        make_player("oracle")


def test_the_oracle_searches_the_real_hands_and_refuses_to_guess():
    v = load_variant("sap-ng-wu")
    g = new_game(v, players=3, seed=5)
    oracle = OraclePlayer(seed=1, max_worlds=2)
    seat = g.current_player
    with pytest.raises(RuntimeError):
        oracle.act(g.observation(seat), g.legal_actions())
    oracle.see(g)
    deal = oracle.dealer(g.observation(seat), oracle.brain(g.observation(seat)))
    assert deal(None) == list(g.packed_hands)
    assert oracle.act(g.observation(seat), g.legal_actions()) in g.legal_actions()


def test_the_arena_prints_hard_share_of_the_oracle_gain_on_the_same_deals(capsys):
    assert arena.main(["--players", "hard:max_worlds=3,normal,normal", "--deals", "2", "--oracle", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "oracle:max_worlds=3, normal, normal" in out
    assert "hard's share of the oracle's gain" in out


def test_the_oracle_needs_hard_and_normal_and_a_climbing_game(capsys):
    with pytest.raises(SystemExit):
        arena.main(["--players", "hard,easy,easy", "--deals", "1", "--oracle", "--quiet"])
    with pytest.raises(SystemExit):
        arena.main(["--variant", "shi-wu-hu-fishing", "--players", "oracle,normal", "--deals", "1", "--quiet"])


def test_the_share_pairs_deals():
    def report(first, gains):
        r = arena.Report([first, "normal", "normal"], "sap-ng-wu", len(gains), 3 * len(gains), 0, 0.05, 1, 0.0,
                         {first: arena.Tally(first, per_deal=list(gains)),
                          "normal": arena.Tally("normal", per_deal=[0.0] * len(gains))}, [])
        return r
    share = arena.oracle_share(report("hard", [1.0, 0.0, 1.0, 0.0]), report("oracle", [2.0, 2.0, 2.0, 2.0]))
    assert share.ratio == pytest.approx(0.25)
    assert share.ratio_low <= 0.25 <= share.ratio_high


def test_an_oracle_shown_the_hands_at_leads_only_guesses_elsewhere():
    """``at=lead``: the real hands at its leads, its own guesses at every other decision."""
    v = load_variant("sap-ng-wu")
    g = new_game(v, players=3, seed=5)
    oracle = OraclePlayer(seed=1, max_worlds=2, at="lead")
    assert oracle.read == 1.0   # elsewhere it reads the table, as Hard does
    met = set()
    while not g.is_over and len(met) < 2:
        seat = g.current_player
        obs = g.observation(seat)
        if obs.phase == "play":
            oracle.see(g)
            deal = oracle.dealer(obs, oracle.brain(obs))
            deals = {tuple(deal(oracle.rng)) for _ in range(6)}
            if obs.top is None:
                assert deals == {tuple(g.packed_hands)}
                met.add("lead")
            elif len(g.legal_actions()) > 1:
                assert len(deals) > 1 and all(d[seat] == g.packed_hands[seat] for d in deals)
                met.add("beat")
        g.apply(g.legal_actions()[-1])
    assert met == {"lead", "beat"}


def test_the_oracle_knows_its_kinds_of_decision():
    with pytest.raises(ValueError):
        OraclePlayer(at="bluff")


def test_the_oracles_deals_are_all_alike_unless_the_guesses_vary():
    """The oracle's deals are all the real one, and the other seats' guesses are drawn once a decision, so
    every deal plays out alike (its search is one playout a candidate); ``vary``, the oracle's default, draws
    them anew each deal, as they vary for Hard with its deals."""
    import math

    from game.ai.bench_hard import positions
    from game.ai.records import candidates

    varied = 0
    for p in positions("sap-ng-wu", 6, 3):
        spread = []
        for vary in (0, 1):
            oracle = p.primed(OraclePlayer(seed=3, vary=vary))
            kind, cands = candidates(oracle, p)
            tally = oracle.search(p.obs, oracle.brain(p.obs), cands, kind, lambda rng: list(p.hands), math.inf, 12)
            spread.append(max(len(set(s)) for s in tally.series))
        assert spread[0] == 1
        varied += spread[1] > 1
    assert varied
    assert OraclePlayer().vary == 1 and OraclePlayer(vary=0).vary == 0


def test_an_oracle_shown_the_hands_until_the_others_have_led_and_one_shown_them_after():
    """``upto=0`` sees the real hands only before the table has shown a lead of another seat, ``beyond=0`` only
    after: the two split the hand by whether there is anything to read (docs/ai.md, session 31). Where it is
    not shown them it reads and guesses as Hard does, its guesses Hard's (drawn once a decision)."""
    v = load_variant("sap-ng-wu")
    met = set()
    for seed in range(1, 20):
        g = new_game(v, players=3, seed=seed)
        before, after = OraclePlayer(seed=1, max_worlds=2, upto=0), OraclePlayer(seed=1, max_worlds=2, beyond=0)
        assert before.read == after.read == 1.0
        while not g.is_over:
            seat = g.current_player
            obs = g.observation(seat)
            legal = g.legal_actions()
            if seat == 0 and obs.phase == "play" and len(legal) > 1:
                for oracle in (before, after):
                    oracle.memory.observe(obs, oracle.brain(obs).t)
                    oracle.see(g)
                led = before.leads_seen()
                assert led == after.leads_seen()
                assert before.shown(obs) == (led == 0) and after.shown(obs) == (led > 0)
                for oracle in (before, after):
                    deal = oracle.dealer(obs, oracle.brain(obs))
                    real = {tuple(deal(oracle.rng)) for _ in range(6)} == {tuple(g.packed_hands)}
                    assert real == oracle.shown(obs) == oracle.varies(obs)
                met.add(led > 0)
            g.apply(legal[-1] if seat else legal[0])
        if met == {False, True}:
            break
    assert met == {False, True}
