"""The table's sounds: synthesised off the main thread, made into mixer sounds only on it."""
from __future__ import annotations

import pygame

from game.ui.sound import Sounds


def _built(s: Sounds) -> Sounds:
    s._thread.join(timeout=10)
    assert not s._thread.is_alive()
    return s


def test_a_sound_is_made_when_first_played_and_kept():
    pygame.mixer.init()
    try:
        s = _built(Sounds())
        assert set(s._samples) == {"play", "pass", "trick", "declare"} and not s.sounds
        s.play("trick")
        first = s.sounds["trick"]
        s.play("trick")
        assert s.sounds["trick"] is first
        s.play("no such sound")     # a sound the table does not have is not played
        assert set(s.sounds) == {"trick"}
    finally:
        pygame.mixer.quit()


def test_quitting_the_mixer_while_the_sounds_are_built_crashes_nothing():
    """The window (or a test) may quit pygame before the thread is done: the thread asks pygame for nothing,
    and a sound asked for after the mixer has gone is simply not played."""
    pygame.mixer.init()
    s = Sounds()
    pygame.mixer.quit()
    _built(s)
    s.play("declare")
    assert not s.sounds
    assert s._samples                   # the arithmetic was done; only the mixer is gone


def test_muted_or_not_yet_built_sounds_are_silent():
    pygame.mixer.init()
    try:
        s = _built(Sounds(enabled=False))
        s.play("play")
        assert not s.sounds
        s.enabled = True
        s._samples.clear()             # as if the thread had not finished yet
        s.play("play")
        assert not s.sounds
    finally:
        pygame.mixer.quit()
