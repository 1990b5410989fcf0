"""Every store test plays in a temporary home: no test may touch a real player's files."""
from __future__ import annotations

import pytest

from game.store.places import HOME_ENV, places


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """``$FIFTEEN_LAKES_HOME`` pointed at a fresh folder for each test."""
    folder = tmp_path / "home"
    monkeypatch.setenv(HOME_ENV, str(folder))
    return folder


@pytest.fixture
def where(home):
    return places()
