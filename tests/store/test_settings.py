"""Settings: a readable YAML file, defaults for anything missing or wrong, nothing lost."""
from __future__ import annotations

import os
from contextlib import contextmanager

import pytest
import yaml

from game.store import atomic
from game.store import settings as S
from game.store.notices import DAMAGED, UNWRITABLE
from game.store.seats import COMPUTER, HUMAN, Seat
from game.store.settings import Settings, load_settings, save_settings


def changed() -> Settings:
    """Every setting away from its default, with names in Chinese."""
    return Settings(
        seats=[Seat("阿婆", HUMAN), Seat("Ann", HUMAN), Seat("Ah Lam", COMPUTER, "random"), Seat("Mei", COMPUTER, "simple")],
        thinking_budget=2.5, animation_speed=0.5, face_style="tile", coalesced_five=True, colour_blind_rings=True,
        highlight_playable=False, auto_pass=False, card_names="zh", window_size=(1600, 900), fullscreen=True, sound=False,
        last_variant="sap-ng-wu", match_length=12)


def damaged_files(folder):
    return sorted(p for p in folder.iterdir() if ".damaged-" in p.name)


def test_a_missing_file_gives_the_defaults_quietly_and_writes_nothing(where):
    settings, notice = load_settings()
    assert settings == Settings() and notice is None
    assert not where.config.exists()


def test_every_setting_round_trips(where):
    assert save_settings(changed()) is None
    settings, notice = load_settings()
    assert notice is None
    assert settings == changed()


def test_the_file_is_readable_yaml_in_a_fixed_order(where):
    save_settings(changed())
    text = where.settings_file.read_text(encoding="utf-8")
    assert text.startswith("# Fifteen Lakes settings.")
    assert "阿婆" in text, "names are written as themselves, not escaped"
    assert "window_size: [1600, 900]" in text
    keys = list(yaml.safe_load(text))
    assert keys[:3] == ["format", "seats", "thinking_budget"]


def test_keys_from_a_newer_version_are_kept(where):
    save_settings(changed())
    data = yaml.safe_load(where.settings_file.read_text(encoding="utf-8"))
    data["table_cloth"] = {"colour": "green", "pattern": 3}
    data["format"] = 2
    where.settings_file.write_text(yaml.safe_dump(data), encoding="utf-8")
    settings, notice = load_settings()
    assert notice is None, "a key we do not know is not damage"
    assert settings.extra == {"table_cloth": {"colour": "green", "pattern": 3}, "format": 2}
    settings.sound = True
    save_settings(settings)
    again = yaml.safe_load(where.settings_file.read_text(encoding="utf-8"))
    assert again["table_cloth"] == {"colour": "green", "pattern": 3} and again["format"] == 2
    assert again["sound"] is True


@pytest.mark.parametrize("content, why", [
    (b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe garbage", "not text"),
    (b"seats: [{name: You, kind: human}\nwindow_size: [1280, 8", "not valid YAML"),
    (b"- just\n- a list\n", "not a mapping"),
    (b"", "empty"),
])
def test_an_unreadable_file_is_set_aside_and_all_defaults_come_back(where, content, why):
    where.config.mkdir(parents=True)
    where.settings_file.write_bytes(content)
    settings, notice = load_settings()
    assert settings == Settings()
    assert notice is not None and notice.kind == DAMAGED
    assert why in notice.text and "default settings" in notice.text
    [moved] = damaged_files(where.config)
    assert moved.read_bytes() == content, "the damaged file is kept as it was"
    assert notice.moved_to == moved and str(moved) in notice.text
    assert load_settings() == (Settings(), None), "the repaired file was written: the next start is quiet"


def test_a_file_cut_short_mid_value_keeps_what_came_before(where):
    save_settings(changed())
    text = where.settings_file.read_text(encoding="utf-8")
    cut = text[: text.index("card_names: zh") + len("card_names: z")]  # truncated in the middle of a value
    where.settings_file.write_text(cut, encoding="utf-8")
    settings, notice = load_settings()
    assert notice is not None and "card_names" in notice.text
    assert settings.card_names == "both", "the cut value takes its default"
    assert settings.seats == changed().seats and settings.face_style == "tile", "what came before is kept"
    assert settings.window_size == (1280, 800), "what was cut off takes its default"
    assert len(damaged_files(where.config)) == 1


def test_wrong_types_and_unknown_values_reset_only_themselves(where):
    save_settings(changed())
    data = yaml.safe_load(where.settings_file.read_text(encoding="utf-8"))
    data.update(sound="loud", face_style="marble", window_size="big", thinking_budget=-3, match_length=True)
    data["seats"][2] = {"name": "Ah Lam", "kind": "computer", "level": "grandmaster"}
    where.settings_file.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    settings, notice = load_settings()
    assert notice is not None and notice.kind == DAMAGED
    for key in ("sound", "face_style", "window_size", "thinking_budget"):
        assert key in notice.text
    assert "default values for what was wrong" in notice.text
    assert (settings.sound, settings.face_style, settings.window_size, settings.thinking_budget,
            settings.match_length) == (True, "card", (1280, 800), 1.0, None)
    assert settings.seats[2].kind == COMPUTER and settings.seats[2].level in S._levels()
    assert settings.seats[0] == Seat("阿婆") and settings.seats[3] == changed().seats[3]
    assert (settings.card_names, settings.fullscreen, settings.animation_speed) == ("zh", True, 0.5)
    [moved] = damaged_files(where.config)
    assert yaml.safe_load(moved.read_text(encoding="utf-8"))["face_style"] == "marble"
    assert load_settings()[1] is None


def test_a_damaged_value_is_told_in_the_players_words(where):
    """Issue 13: the notice names the levels a player knows (easy, normal, hard), not the baselines
    kept for measuring (simple, random); auto-pass is checked like the other switches."""
    save_settings(changed())
    data = yaml.safe_load(where.settings_file.read_text(encoding="utf-8"))
    data["seats"][2] = {"name": "Ah Lam", "kind": "computer", "level": "grandmaster"}
    data["auto_pass"] = "sometimes"
    where.settings_file.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    settings, notice = load_settings()
    assert "easy, normal or hard, not 'grandmaster'" in notice.text
    assert "simple" not in notice.text and "random" not in notice.text
    assert "auto_pass" in notice.text and settings.auto_pass is True
    assert settings.seats[3] == changed().seats[3], "a baseline level written by hand still loads"


def test_settings_that_cannot_be_saved_give_a_notice(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("FIFTEEN_LAKES_HOME", str(blocker / "home"))  # its folder can never be made
    settings, notice = load_settings()
    assert settings == Settings() and notice is None
    notice = save_settings(changed())
    assert notice is not None and notice.kind == UNWRITABLE and "could not be saved" in notice.text


@contextmanager
def read_only(folder):
    os.chmod(folder, 0o555)
    try:
        probe = folder / "probe"
        try:
            probe.write_text("x")
        except OSError:
            yield
            return
        probe.unlink()
        pytest.skip("chmod does not stop writes here (running as root); "
                    "the unwritable cases are covered by a path under a file")
    finally:
        os.chmod(folder, 0o755)


def test_a_read_only_folder_leaves_a_damaged_file_in_place(where):
    where.config.mkdir(parents=True)
    where.settings_file.write_bytes(b"{{{{")
    with read_only(where.config):
        settings, notice = load_settings()
        assert settings == Settings() and "could not be moved aside" in notice.text
        assert where.settings_file.read_bytes() == b"{{{{"


def test_a_damaged_file_that_cannot_be_moved_is_never_written_over(where, monkeypatch):
    where.config.mkdir(parents=True)
    where.settings_file.write_bytes(b"sound: [unclosed")

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(atomic, "set_aside", refuse)
    settings, notice = load_settings()
    assert notice.kind == DAMAGED and "could not be moved aside" in notice.text and "leaves the file" in notice.text
    assert settings == Settings()
    later = save_settings(changed())
    assert later is not None and later.kind == UNWRITABLE
    assert where.settings_file.read_bytes() == b"sound: [unclosed"
