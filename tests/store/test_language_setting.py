"""The language setting (issue 17): none until the player chooses (the system's locale decides), one of
the three ids once chosen, kept in the file; a value the game does not know falls back, with the notice."""
from __future__ import annotations

from game.store.notices import DAMAGED
from game.store.settings import Settings, load_settings, save_settings, settings_path


def test_a_new_player_has_no_language_chosen_so_the_system_decides(where):
    settings, notice = load_settings()
    assert settings.language is None and notice is None


def test_each_language_round_trips(where):
    for language in ("en", "zh_Hant", "zh_Hans"):
        assert save_settings(Settings(language=language)) is None
        settings, notice = load_settings()
        assert notice is None and settings.language == language
    assert "language: zh_Hans" in settings_path().read_text("utf-8")


def test_a_damaged_language_falls_back_to_the_system_with_a_notice(where):
    save_settings(Settings(language="zh_Hant", face_style="tile"))
    path = settings_path()
    path.write_text(path.read_text("utf-8").replace("language: zh_Hant", "language: klingon"), "utf-8")
    settings, notice = load_settings()
    assert settings.language is None and settings.face_style == "tile", "only the bad value is reset"
    assert notice is not None and notice.kind == DAMAGED and "language" in notice.text and "klingon" in notice.text
    again, quiet = load_settings()
    assert quiet is None and again.language is None, "the repaired file was written back"
