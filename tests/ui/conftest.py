"""UI tests run the real window loop under SDL's dummy video driver, with real posted events."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def own_home(tmp_path, monkeypatch):
    """Settings, scores and saves go to a fresh folder: a test never touches a player's files."""
    monkeypatch.setenv("FIFTEEN_LAKES_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def app(own_home):
    from game.ui.app import App

    application = App((1280, 800), sound=False, anim_scale=0.0, computer_delay=0.0)
    yield application
    if hasattr(application.scene, "close"):
        application.scene.close()
    application.writer.shutdown(wait=True)
    pygame.quit()
