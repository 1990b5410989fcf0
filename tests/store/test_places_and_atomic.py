"""Where files live, atomic writes and moving damaged files aside (issue 7, "Nothing lost")."""
from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

import platformdirs
import pytest

from game.store import atomic
from game.store.places import APP_NAME, HOME_ENV, places


def test_home_variable_puts_everything_under_one_folder(home):
    p = places()
    assert p.config == home / "config" and p.data == home / "data"
    assert p.settings_file == home / "config" / "settings.yaml"
    assert p.scores_file == home / "data" / "scores.sqlite3"
    assert p.saves_dir == home / "data" / "saves"
    assert not home.exists(), "asking where files go must not create anything"


def test_without_the_variable_the_os_folders_of_the_app_are_used(monkeypatch):
    monkeypatch.delenv(HOME_ENV)
    p = places()
    assert p.config == Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    assert p.data == Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    assert "Fifteen Lakes" in str(p.config) and "Fifteen Lakes" in str(p.data)


def test_an_explicit_home_wins_over_the_variable(tmp_path):
    assert places(tmp_path / "stick").data == tmp_path / "stick" / "data"


def test_atomic_write_replaces_the_file_and_leaves_no_temporary(tmp_path):
    target = tmp_path / "deep" / "er" / "file.json"
    atomic.write_text(target, "first")
    atomic.write_text(target, "second 十五湖")
    assert target.read_text(encoding="utf-8") == "second 十五湖"
    assert sorted(p.name for p in target.parent.iterdir()) == ["file.json"]


def test_a_write_that_fails_leaves_the_old_file_whole(tmp_path, monkeypatch):
    target = tmp_path / "file.json"
    atomic.write_text(target, "old and complete")

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        atomic.write_text(target, "new")
    assert target.read_text() == "old and complete"
    assert [p.name for p in tmp_path.iterdir()] == ["file.json"], "the temporary file is cleaned up"


def test_set_aside_renames_with_a_timestamp_and_keeps_the_suffix(tmp_path):
    f = tmp_path / "settings.yaml"
    f.write_bytes(b"\x00garbage")
    when = datetime(2025, 3, 14, 21, 15, 3)
    moved = atomic.set_aside(f, "garbage", now=when)
    assert moved == tmp_path / "settings.damaged-20250314-211503.yaml"
    assert moved.read_bytes() == b"\x00garbage" and not f.exists()
    f.write_bytes(b"again")
    second = atomic.set_aside(f, "garbage again", now=when)
    assert second == tmp_path / "settings.damaged-20250314-211503-2.yaml"
    assert moved.read_bytes() == b"\x00garbage" and second.read_bytes() == b"again", "nothing is overwritten"


def test_set_aside_moves_companions_with_the_file(tmp_path):
    db = tmp_path / "scores.sqlite3"
    db.write_bytes(b"db")
    (tmp_path / "scores.sqlite3-journal").write_bytes(b"journal")
    moved = atomic.set_aside(db, "damaged", companions=("-journal", "-wal"))
    assert moved.read_bytes() == b"db"
    assert Path(f"{moved}-journal").read_bytes() == b"journal"
    assert not (tmp_path / "scores.sqlite3-journal").exists()


def test_set_aside_raises_when_the_file_cannot_be_moved(tmp_path):
    with pytest.raises(OSError):
        atomic.set_aside(tmp_path / "missing.yaml", "not there")
