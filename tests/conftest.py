"""Every test reads the program's English words, whatever language the machine running it is set to
(game.i18n follows the system's locale until a player chooses): the environment says English, and a
test that switches the language leaves English behind it."""
from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def english_words(monkeypatch):
    monkeypatch.setenv("LANGUAGE", "en_GB")
    yield
    from game.i18n import set_language
    set_language("en")
