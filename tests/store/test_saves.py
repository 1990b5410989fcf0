"""Saved matches: written after every action, resumed exactly, damaged ones set aside."""
from __future__ import annotations

import json
import os
import time

import pytest

from game.store.notices import DAMAGED, NEWER, UNPLAYABLE, UNWRITABLE
from game.store.saves import SavedMatch, Saves

from .helpers import SEATS, fingerprint, new_match, play_to, play_until, step


def saved_at(actions: int, seed: int = 5, name: str | None = None) -> SavedMatch:
    return SavedMatch.new(play_to(new_match(seed), actions), SEATS, name)


def damaged_files(folder):
    return sorted(p for p in folder.iterdir() if ".damaged-" in p.name)


def test_every_position_of_a_match_comes_back_exactly(where):
    """Saved after every action, as the table does, and loaded at each: the same position each time."""
    saves = Saves()
    saved = SavedMatch.new(new_match(12, length=2), SEATS, "Evening")
    while True:
        assert saves.save(saved) is None
        loaded, notice = saves.load(saved.key)
        assert notice is None
        assert fingerprint(loaded.match) == fingerprint(saved.match)
        assert loaded.seats == SEATS and loaded.name == "Evening"
        if saved.match.is_over:
            break
        step(saved.match)
    assert loaded.match.is_over and loaded.match.game is None and len(loaded.match.results) == 2


def test_the_file_is_json_with_the_table_around_the_match(where):
    saved = saved_at(20, name="Gran's match")
    Saves().save(saved)
    data = json.loads(where.saves_dir.joinpath(f"{saved.key}.json").read_text(encoding="utf-8"))
    assert data["format"] == 1 and data["name"] == "Gran's match" and data["variant"] == "sap-ng-wu"
    assert data["match"] == saved.match.to_dict()
    assert data["seats"][1] == {"name": "Ah Lam", "kind": "computer", "level": "simple"}
    assert [p.name for p in where.saves_dir.iterdir()] == [f"{saved.key}.json"], "no temporary file is left"


def test_several_saves_are_listed_and_the_latest_unfinished_is_offered(where):
    saves = Saves()
    first = saved_at(10, seed=1, name="first")
    done = SavedMatch.new(play_until(new_match(2), lambda m: m.is_over), SEATS, "done")
    latest = saved_at(30, seed=3, name="latest")
    for s in (first, latest, done):
        saves.save(s)
    infos, notices = saves.list()
    assert notices == [] and [i.name for i in infos] == ["done", "latest", "first"]
    by_name = {i.name: i for i in infos}
    assert by_name["done"].finished and not by_name["latest"].finished
    assert by_name["latest"].hand_number == latest.match.hand_number and by_name["latest"].variant == "sap-ng-wu"
    assert by_name["done"].totals == tuple(done.match.totals)
    offer, _ = saves.unfinished()
    assert offer.key == latest.key
    assert saves.rename(first.key, "Sunday") is None
    assert saves.unfinished()[0].name == "Sunday", "renaming saves it, so it becomes the latest"
    saves.delete(first.key)
    assert saves.unfinished()[0].key == latest.key


def test_nothing_saved_means_nothing_to_resume(where):
    assert Saves().unfinished() == (None, [])
    assert Saves().load("0123abcd") == (None, None)


@pytest.mark.parametrize("damage", ["garbage", "truncated", "wrong types", "does not replay", "contradicts itself"])
def test_a_damaged_save_is_set_aside_with_a_notice(where, damage):
    saves = Saves()
    saved = saved_at(25)
    saves.save(saved)
    path = where.saves_dir / f"{saved.key}.json"
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    if damage == "garbage":
        content = b"\x00\xff\xfe\x01 not json at all \x93"
    elif damage == "truncated":
        content = text[: len(text) // 2].encode()
    elif damage == "wrong types":
        data["players"] = "three"
        data["seats"] = {"name": "You"}
        content = json.dumps(data).encode()
    elif damage == "does not replay":
        data["match"]["hands"][0]["actions"][0] = {"action": "Play", "cards": ["6:6", "6:6", "6:6", "6:6"]}
        content = json.dumps(data).encode()
    else:
        data["hands_finished"] = 5
        content = json.dumps(data).encode()
    path.write_bytes(content)
    if damage in ("garbage", "truncated", "wrong types"):
        infos, notices = saves.list()  # the list finds it
        assert infos == []
    else:
        loaded, notice = saves.load(saved.key)  # only replaying finds it
        assert loaded is None
        notices = [notice]
    [notice] = notices
    assert notice.kind == DAMAGED and "was damaged" in notice.text and "cannot be resumed" in notice.text
    [moved] = damaged_files(where.saves_dir)
    assert notice.moved_to == moved and moved.read_bytes() == content
    assert not path.exists()
    assert saves.list() == ([], []), "a set-aside save is not listed again"


def test_a_save_whose_variant_is_missing_is_kept_untouched(where):
    saves = Saves()
    saved = saved_at(15)
    saves.save(saved)
    path = where.saves_dir / f"{saved.key}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["match"]["variant"] = "a-house-rule-deleted-since"
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    loaded, notice = saves.load(saved.key)
    assert loaded is None and notice.kind == UNPLAYABLE and "kept as it is" in notice.text
    assert path.read_bytes() == before and damaged_files(where.saves_dir) == []


def test_a_save_from_a_newer_version_is_kept_untouched(where):
    saves = Saves()
    saved = saved_at(15)
    saves.save(saved)
    path = where.saves_dir / f"{saved.key}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["format"] = 2
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    infos, notices = saves.list()
    assert infos == [] and [n.kind for n in notices] == [NEWER] and "newer version" in notices[0].text
    loaded, notice = saves.load(saved.key)
    assert loaded is None and notice.kind == NEWER
    assert path.read_bytes() == before and damaged_files(where.saves_dir) == []


def test_a_save_that_cannot_be_written_gives_a_notice(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("FIFTEEN_LAKES_HOME", str(blocker / "home"))
    notice = Saves().save(saved_at(5))
    assert notice.kind == UNWRITABLE and "will be lost if the game closes" in notice.text
    assert Saves().list() == ([], [])


def test_temporary_and_foreign_files_are_not_saves(where):
    saves = Saves()
    saved = saved_at(5)
    saves.save(saved)
    fresh = where.saves_dir / f".{saved.key}.json.x1y2.tmp"
    fresh.write_text("{half")
    stale = where.saves_dir / f".{saved.key}.json.a3b4.tmp"
    stale.write_text("{left by a crash")
    os.utime(stale, (time.time() - 2 * 3600, time.time() - 2 * 3600))
    (where.saves_dir / "notes.txt").write_text("my notes")
    infos, notices = saves.list()
    assert [i.key for i in infos] == [saved.key] and notices == []
    assert (where.saves_dir / "notes.txt").exists() and fresh.exists(), "another copy of the game may be writing it"
    assert not stale.exists(), "an hour-old temporary file of ours is a crash's leftover"


def test_seats_must_match_the_table():
    with pytest.raises(ValueError):
        SavedMatch.new(new_match(1), SEATS[:2])


def test_a_match_with_a_variant_option_comes_back_with_it(where):
    """The option is part of the variant's ref (luan-chuo?gods_of_wealth), so a resumed match keeps
    its 88 cards and its gods of wealth."""
    from game.rules import Match, load_variant
    v = load_variant("luan-chuo", {"gods_of_wealth": True})
    saves = Saves()
    saved = SavedMatch.new(play_to(Match.start(v, 3, seed=8, length=2), 20), SEATS)
    assert saves.save(saved) is None
    loaded, notice = saves.load(saved.key)
    assert notice is None and loaded.match.variant is v
    assert fingerprint(loaded.match) == fingerprint(saved.match)
    assert any(loaded.match.game.laid_aside(s) for s in range(3))


def test_a_save_still_loads_after_its_files_option_default_changes(where, tmp_path):
    """A ref leaves out options at their default, so the same rules can be written two ways."""
    from pathlib import Path

    from game import paths
    from game.rules import Match, load_variant
    text = (paths.variants_dir() / "luan-chuo.yaml").read_text(encoding="utf-8")
    house = Path(tmp_path) / "house.yaml"
    house.write_text(text, encoding="utf-8")
    v = load_variant(str(house), {"gods_of_wealth": True})
    saves = Saves()
    saved = SavedMatch.new(play_to(Match.start(v, 3, seed=8, length=2), 20), SEATS)
    assert saves.save(saved) is None
    time.sleep(0.01)
    house.write_text(text.replace("default: false", "default: true"), encoding="utf-8")
    loaded, notice = saves.load(saved.key)
    assert notice is None and len(loaded.match.variant.deck) == 88
    mine, theirs = fingerprint(loaded.match), fingerprint(saved.match)
    for key in ("hands", "legal", "totals", "hand_number"):       # the same position, under its new name
        assert mine[key] == theirs[key]
    assert loaded.match.variant.ref == str(house.resolve())


# -- which saves are kept (issue 13: every abandoned Quick match piled up) ---------------------

def quick_at(actions: int, seed: int, name: str) -> SavedMatch:
    saved = saved_at(actions, seed=seed, name=name)
    saved.quick = True
    return saved


def test_tidy_removes_only_quick_matches_left_in_their_first_hand(where):
    """docs/store.md, "Which saves are kept": the match started now, finished matches, set-up matches,
    Quick matches with a hand played, renamed or resumed ones, and saves from before the mark all stay."""
    saves = Saves()
    abandoned = [quick_at(6, seed, f"try {seed}") for seed in (1, 2, 3)]
    started_now = quick_at(0, 4, "now")
    set_up = saved_at(6, seed=5, name="New game")
    finished = SavedMatch.new(play_until(new_match(6, length=1), lambda m: m.is_over), SEATS, "finished")
    finished.quick = True
    with_a_hand = quick_at(0, 7, "a hand played")
    play_until(with_a_hand.match, lambda m: len(m.results) == 1 and m.game is not None and not m.game.is_over)
    renamed = quick_at(6, 8, "renamed")
    for s in (*abandoned, started_now, set_up, finished, with_a_hand, renamed):
        assert saves.save(s) is None
    assert saves.rename(renamed.key, "Sunday with Gran") is None
    old = quick_at(6, 9, "before the mark")
    saves.save(old)
    path = where.saves_dir / f"{old.key}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["quick"]
    path.write_text(json.dumps(data), encoding="utf-8")

    assert saves.tidy(keep=started_now.key) == []
    kept = {i.name for i in saves.list()[0]}
    assert kept == {"now", "New game", "finished", "a hand played", "Sunday with Gran", "before the mark"}
    assert not any(where.saves_dir.glob("*.damaged-*")), "tidying moves nothing aside"


def test_the_quick_mark_is_kept_in_the_file_and_read_back(where):
    saves = Saves()
    quick, set_up = quick_at(3, 1, "quick"), saved_at(3, seed=2, name="set up")
    saves.save(quick)
    saves.save(set_up)
    assert saves.load(quick.key)[0].quick and not saves.load(set_up.key)[0].quick
    assert {i.name: i.quick for i in saves.list()[0]} == {"quick": True, "set up": False}
    data = json.loads((where.saves_dir / f"{set_up.key}.json").read_text(encoding="utf-8"))
    assert "quick" not in data, "a set-up match's file is as before"
