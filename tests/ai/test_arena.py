"""The arena: duplicate deals, every rotation of the seats, figures with intervals over deals."""
from __future__ import annotations

import io

import pytest

from game import arena


def test_a_tiny_match_prints_its_table(capsys):
    assert arena.main(["--players", "hard,normal,easy", "--deals", "2", "--budget", "0.01", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "2 deals x 3 rotations = 6 hands" in out
    for name in ("hard (0.01 s)", "normal", "easy", "chips/hand", "95% CI", "median ms", "p95 ms"):
        assert name in out


def test_markdown_table_and_progress_bar(capsys):
    assert arena.main(["--players", "normal,random,random", "--hands", "6", "--markdown"]) == 0
    captured = capsys.readouterr()
    lines = captured.out.splitlines()
    table = [line for line in lines if line.startswith("|")]
    assert table[0].startswith("| player |") and table[1].startswith("|---|")
    assert len(table) == 4  # head, rule, normal, random
    assert "normal - random:" in captured.out
    assert "2/2 deals" in captured.err


def test_every_rotation_of_a_deal_is_played():
    report = arena.run(["normal", "easy", "random"], deals=3, progress=False)
    assert report.hands == 9
    for tally in report.tallies.values():
        assert tally.hands == 9 and len(tally.per_deal) == 3  # each player sits at each deal once per rotation
    # chips are zero-sum at every hand, so over a deal's rotations too
    total = sum(t.chips for t in report.tallies.values())
    assert total == 0


def test_two_jobs_give_the_same_figures_as_one():
    one = arena.run(["normal", "easy", "easy"], deals=4, seed=3, progress=False)
    two = arena.run(["normal", "easy", "easy"], deals=4, seed=3, jobs=2, progress=False)
    assert [t.per_deal for t in one.tallies.values()] == [t.per_deal for t in two.tallies.values()]


def test_a_bad_lineup_is_refused():
    with pytest.raises(ValueError, match="levels"):
        arena.run(["normal", "wizard", "easy"], deals=1, progress=False)
    with pytest.raises(ValueError, match="played by"):
        arena.run(["normal", "easy"], deals=1, progress=False)


def test_interval_uses_students_t_for_few_deals():
    mean, half = arena.interval([1.0, 2.0, 3.0])
    assert mean == 2.0 and half == pytest.approx(4.303 * 1.0 / 3 ** 0.5)
    assert arena.t95(10_000) == 1.96


def test_progress_bar_writes_to_the_stream_given():
    stream = io.StringIO()
    arena.run(["normal", "random", "random"], deals=2, stream=stream)
    assert "2/2 deals" in stream.getvalue()


def test_a_hand_settled_among_several_scorers_is_no_void():
    """Ma Hua Hua settles every scorer pairwise when the cards run out: no single declarer, yet chips
    change hands. Only a hand in which nobody pays is void; the hand counts as won by whoever gained most."""
    report = arena.run(["random", "simple", "easy"], deals=20, variant="ma-hua-hua", progress=False)
    wins = sum(t.wins for t in report.tallies.values())
    # Counting every hand without a declarer as void made 41 of these 60 void; 1 is (nobody paid).
    assert report.voids <= 5 and wins >= 30


def test_a_hand_with_only_a_bonus_paid_is_void_and_won_by_nobody():
    """Sap Ng Wu §7: four of a kind played together is paid at once, yet nobody declared: void."""
    from game.rules import Play, load_variant, new_game
    g = new_game(load_variant("sap-ng-wu"), players=3, dealer=0, hands=[["5:5"] * 4, ["1:6"], ["1:5"]])
    events = g.apply(Play(["5:5"] * 4))
    while not g.is_over:
        events = g.apply(g.legal_actions()[0])
    assert g.chips[0] > 0 and g.winner is None
    assert arena.outcome(g, events) == (True, None)


def test_a_fishing_deal_is_played_in_every_rotation_and_settles_to_zero():
    """The arena serves the fishing family too (issue 14): each hand settled pairwise (fishing.md §8), no void."""
    result = arena.play_deal((0, ["normal", "easy"], "shi-wu-hu-fishing-dominoes", 5, 0.01))
    chips = result["players"]
    assert result["hands"] == 2 and result["voids"] == 0
    assert len(chips["normal"]["chips"]) == len(chips["easy"]["chips"]) == 2
    assert sum(chips["normal"]["chips"]) + sum(chips["easy"]["chips"]) == 0


def test_a_si_se_pai_deal_is_played_in_every_rotation_with_four_players():
    """The arena serves the rummy family (issue 15): four seats, every rotation, chips summing to zero, a void
    hand counted as void (si-se-pai.md §9) and a win credited to its winner (§8)."""
    result = arena.play_deal((0, ["normal", "easy", "normal", "easy"], "si-se-pai", 5, 0.01))
    chips = result["players"]
    assert result["hands"] == 4
    assert len(chips["normal"]["chips"]) == len(chips["easy"]["chips"]) == 8
    assert sum(chips["normal"]["chips"]) + sum(chips["easy"]["chips"]) == 0
    assert chips["normal"]["wins"] + chips["easy"]["wins"] + result["voids"] == 4


def test_arena_player_options_reach_a_family_class():
    """``hard:family=rummy:max_worlds=2`` makes the rummy family's Hard with that option (for fixed-work duels)."""
    from game.ai.rummy.hard import HardRummyPlayer
    from game.arena import seated

    player = seated("hard:family=rummy:max_worlds=2:pair=0.3", seed=1, budget=0.05)
    assert isinstance(player, HardRummyPlayer)
    assert player.max_worlds == 2 and player.weights["pair"] == 0.3 and player.budget == 0.05


def test_the_deals_a_searching_player_searched_are_counted_and_printed(capsys):
    """Hard's thinking in deals, not seconds, beside its figures: the same budget buys a slower machine fewer
    deals (docs/ai.md, session 21). Players that do not search show a dash."""
    report = arena.run(["hard:max_worlds=3", "normal", "normal"], deals=1, seed=2, progress=False)
    deals = report.tallies["hard:max_worlds=3"].deals
    assert deals and set(deals) == {3}
    assert not report.tallies["normal"].deals
    rows = {row[0]: row for row in report.rows()}
    assert rows["hard:max_worlds=3 (0.1 s)"][-1] == "3" and rows["normal"][-1] == "-"
    assert "median deals" in report.text()


def test_a_seat_reports_the_deals_of_the_family_player_that_decided_last():
    """A seat's player serves every family (``ByFamily``): the deals it reports are those of the player that
    made its last decision, not always the climbing player's."""
    from game.ai import make_player
    from game.rules import load_variant, new_game

    seat = make_player("hard", seed=1, budget=0.02)
    assert seat.last_worlds == 0
    seat.climbing.inner.last_worlds = 99   # as if its climbing player had searched 99 deals last
    g = new_game(load_variant("shi-wu-hu-fishing-dominoes"), players=2, seed=4)
    seat.act(g.observation(g.current_player), g.legal_actions())
    assert seat.last_player is seat.fishing
    assert seat.last_worlds == seat.fishing.last_worlds != 99


def test_saved_runs_pool_and_pair_deal_by_deal(tmp_path, capsys):
    """``--save`` keeps each deal's figures; ``--compare`` pools runs of several seeds and, with ``--against``,
    pairs two versions on the deals both played (docs/ai.md, session 22)."""
    from game import arena_record

    files = {}
    for who in ("easy", "simple"):
        for seed in (3, 4):
            path = tmp_path / f"{who}{seed}.json"
            assert arena.main(["--players", f"{who},normal,normal", "--deals", "2", "--seed", str(seed), "--quiet",
                               "--save", str(path)]) == 0
            files[who, seed] = path
    capsys.readouterr()
    runs = {key: arena_record.load(path)[0] for key, path in files.items()}
    gains = {key: [a - b for a, b in zip(r["players"][key[0]]["per_deal"], r["players"]["normal"]["per_deal"])]
             for key, r in runs.items()}
    assert arena.main(["--compare", str(files["easy", 3]), str(files["easy", 4]),
                       "--against", str(files["simple", 4])]) == 0
    out = capsys.readouterr().out
    pooled = gains["easy", 3] + gains["easy", 4]
    assert f"easy - normal: {sum(pooled) / 4:+.3f}" in out and "over 4 deals" in out
    paired = sum(a - b for a, b in zip(gains["easy", 4], gains["simple", 4])) / 2   # seed 3 has no partner
    assert f"easy - simple: {paired:+.3f}" in out and "paired over 2 deals" in out


def test_runs_against_another_level_than_normal_pair_too_but_not_with_runs_against_normal(tmp_path, capsys):
    """A run of ``simple,easy,easy`` measures Simple against Easy, and pairs with another version measured
    against Easy on the same deals; gains over Easy and over Normal do not pair (docs/ai.md, session 25)."""
    from game import arena_record

    files = {}
    for lineup in ("simple,easy,easy", "random,easy,easy", "random,normal,normal", "normal,easy,easy"):
        path = tmp_path / f"{lineup.replace(',', '-')}.json"
        assert arena.main(["--players", lineup, "--deals", "2", "--seed", "6", "--quiet", "--save", str(path)]) == 0
        files[lineup] = path
    capsys.readouterr()
    runs = {key: arena_record.load(path)[0] for key, path in files.items()}
    gains = {key: [a - b for a, b in zip(r["players"][key.split(",")[0]]["per_deal"],
                                         r["players"][key.split(",")[1]]["per_deal"])] for key, r in runs.items()}
    assert arena.main(["--compare", str(files["simple,easy,easy"]), "--against", str(files["random,easy,easy"])]) == 0
    out = capsys.readouterr().out
    paired = sum(a - b for a, b in zip(gains["simple,easy,easy"], gains["random,easy,easy"])) / 2
    assert "simple - easy:" in out and "random - easy:" in out
    assert f"simple - random: {paired:+.3f}" in out and "paired over 2 deals" in out
    with pytest.raises(SystemExit):
        arena.main(["--compare", str(files["simple,easy,easy"]), "--against", str(files["random,normal,normal"])])
    assert "simple was measured against easy and random against normal" in capsys.readouterr().err
    # Normal alone against two Easy is Normal's gain over Easy, the baseline a version against Easy is paired with.
    assert arena.main(["--compare", str(files["simple,easy,easy"]), "--against", str(files["normal,easy,easy"])]) == 0
    out = capsys.readouterr().out
    paired = sum(a - b for a, b in zip(gains["simple,easy,easy"], gains["normal,easy,easy"])) / 2
    assert "normal - easy:" in out and f"simple - normal: {paired:+.3f}" in out


def test_a_saved_run_with_its_oracle_gives_the_share_again(tmp_path, capsys):
    """``--oracle --save`` keeps both runs; ``--compare`` on the file prints the share the run printed, and a
    version compared ``--against`` that file is given its own share too (the arena's docstring's example)."""
    path = tmp_path / "run.json"
    assert arena.main(["--players", "hard:max_worlds=2,normal,normal", "--deals", "2", "--seed", "5", "--budget",
                       "0.01", "--quiet", "--oracle", "--save", str(path)]) == 0
    played = capsys.readouterr().out
    share = played.split("hard's share of the oracle's gain: ")[1].strip()
    assert arena.main(["--compare", str(path)]) == 0
    out = capsys.readouterr().out
    assert "oracle:max_worlds=2 (0.01 s) - normal:" in out
    assert f"hard:max_worlds=2's share of the oracle's gain: {share}" in out
    other = tmp_path / "other.json"
    assert arena.main(["--players", "hard:max_worlds=3,normal,normal", "--deals", "2", "--seed", "5", "--budget",
                       "0.01", "--quiet", "--save", str(other)]) == 0
    capsys.readouterr()
    assert arena.main(["--compare", str(other), "--against", str(path)]) == 0
    out = capsys.readouterr().out
    assert "hard:max_worlds=3 - hard:max_worlds=2:" in out and "paired over 2 deals" in out
    assert f"hard:max_worlds=2's share of the oracle's gain: {share}" in out
    assert "hard:max_worlds=3's share of the oracle's gain:" in out


def test_a_record_is_never_overwritten_and_its_folder_is_checked_before_the_run(tmp_path, capsys):
    kept = tmp_path / "kept.json"
    kept.write_text("earlier figures", encoding="utf-8")
    for target, words in ((kept, "already exists: a record is never overwritten"),
                          (tmp_path / "no" / "run.json", "there is no folder")):
        with pytest.raises(SystemExit):
            arena.main(["--players", "easy,normal,normal", "--deals", "200", "--save", str(target)])
        err = capsys.readouterr().err
        assert words in err and "/200 deals" not in err   # refused at once: no deal played, no progress shown
    assert kept.read_text(encoding="utf-8") == "earlier figures"


def test_deals_of_three_and_of_four_players_do_not_pair(tmp_path, capsys):
    """The same seed deals other cards to four players than to three: they are different deals."""
    three, four = tmp_path / "three.json", tmp_path / "four.json"
    assert arena.main(["--players", "easy,normal,normal", "--deals", "1", "--quiet", "--save", str(three)]) == 0
    assert arena.main(["--players", "simple,normal,normal,normal", "--deals", "1", "--quiet", "--save",
                       str(four)]) == 0
    capsys.readouterr()
    with pytest.raises(SystemExit):
        arena.main(["--compare", str(three), "--against", str(four)])
    assert "easy and simple played no deal in common" in capsys.readouterr().err
    assert arena.main(["--compare", str(three), str(four)]) == 0
    out = capsys.readouterr().out
    assert "easy - normal:" in out and "simple, 4 players - normal:" in out and "over 1 deal\n" in out + "\n"


def test_a_file_that_is_no_record_is_refused_by_name(tmp_path, capsys):
    path = tmp_path / "notes.json"
    path.write_text('{"gains": [1, 2]}', encoding="utf-8")
    with pytest.raises(SystemExit):
        arena.main(["--compare", str(path)])
    assert f"{path}: not an arena record" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        arena.main(["--against", str(path)])
    assert "--against goes with --compare" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        arena.main(["--compare", str(path), "--save", str(tmp_path / "x.json")])
    assert "--compare plays nothing" in capsys.readouterr().err
    mixed = tmp_path / "mixed.json"
    assert arena.main(["--players", "easy,normal,normal", "--deals", "1", "--quiet", "--save", str(mixed)]) == 0
    other = tmp_path / "other.json"
    assert arena.main(["--players", "simple,normal,normal", "--deals", "1", "--quiet", "--save", str(other)]) == 0
    capsys.readouterr()
    with pytest.raises(SystemExit):
        arena.main(["--compare", str(mixed), str(other), "--against", str(other)])
    assert "measure several versions (easy - normal, simple - normal)" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        arena.main(["--compare", str(other), str(other)])
    assert "deal 0 of seed 1 (sap-ng-wu) is in two runs of simple" in capsys.readouterr().err
    run = '{"lineup": ["LINEUP"], "variant": "sap-ng-wu", "seed": 1, "budget": 0.1, "players": PLAYERS}'
    for players, words in (('{"easy": {"per_deal": [1.0]}}', "without the figures of each deal for easy"),
                           ('{"easy": {"per_deal": ["x"], "times": [], "deals": []}}', "without the figures"),
                           ('[1, 2]', "a run missing its lineup"),
                           ('{"easy": {"per_deal": [1.0], "times": [], "deals": []}, '
                            '"normal": {"per_deal": [], "times": [], "deals": []}}', "have not played the same deals"),
                           ('{"wizard": {"per_deal": [1.0], "times": [], "deals": []}, '
                            '"normal": {"per_deal": [0.5], "times": [], "deals": []}}', "no computer player 'wizard'")):
        broken = tmp_path / "broken.json"
        broken.write_text('{"arena record": 1, "runs": [' + run.replace("PLAYERS", players) + ']}', encoding="utf-8")
        with pytest.raises(SystemExit):
            arena.main(["--compare", str(broken)])
        err = capsys.readouterr().err
        assert f"{broken}: " in err and words in err, err
    empty = tmp_path / "empty.json"
    empty.write_text('{"arena record": 1, "runs": []}', encoding="utf-8")
    with pytest.raises(SystemExit):
        arena.main(["--compare", str(empty)])
    assert f"{empty}: an arena record with no runs" in capsys.readouterr().err


def test_a_versions_line_counts_its_late_decisions():
    """A share rounded to "0.0 %" hid two decisions in eleven thousand past 110 % of the budget (docs/ai.md,
    session 23): the line counts them, and gives the longest."""
    from game.arena_record import Side, Version, describe
    times = [0.046] * 11089 + [0.0556, 0.0561]
    line = describe(Side(Version("hard", "normal", 0.05, 3), {("sap-ng-wu", 3, 1, 0): 0.5}, [16], times))
    assert "longest decision 56 ms, 2 of 11,091 decisions past 55 ms" in line
    untimed = describe(Side(Version("easy", "normal", 0.05, 3), {("sap-ng-wu", 3, 1, 0): 0.5}, [], times))
    assert "past" not in untimed
