"""Soft table sounds synthesised in code: no recordings to license or bundle.

A card laid down is a short paper tap, a pass a low soft knock, a won trick a
two-note chime, a declaration a rising three-note phrase. Where no audio device
exists (tests, servers) the sounds are silently absent.
"""
from __future__ import annotations

import math
import random
import threading
from array import array

import pygame

RATE = 22050


def _tone(freqs: list[tuple[float, float, float]], volume: float = 0.35) -> array:
    """Sum of decaying sines: (frequency, start seconds, length seconds)."""
    end = max(s + d for _, s, d in freqs)
    n = int(end * RATE)
    out = [0.0] * n
    for f, start, length in freqs:
        i0 = int(start * RATE)
        for i in range(int(length * RATE)):
            t = i / RATE
            env = math.exp(-t * 7 / length) * min(1.0, t * 400)
            out[i0 + i] += math.sin(2 * math.pi * f * t) * env
    peak = max(1e-6, max(abs(x) for x in out))
    return array("h", (int(x / peak * volume * 32767) for x in out))


def _tap(length: float = 0.07, volume: float = 0.4, seed: int = 1) -> array:
    rng = random.Random(seed)
    n = int(length * RATE)
    out, prev = [], 0.0
    for i in range(n):
        prev = 0.55 * prev + 0.45 * rng.uniform(-1, 1)  # a little low-pass: paper, not hiss
        out.append(prev * math.exp(-i / (n / 5)))
    peak = max(abs(x) for x in out) or 1
    return array("h", (int(x / peak * volume * 32767) for x in out))


class Sounds:
    """The table's sounds, synthesised on a background thread so the window opens at once
    (synthesis in pure Python takes a fifth of a second); a sound asked for before it is
    ready is simply not played.

    The thread only does arithmetic: the mixer's sounds are made on the main thread the
    first time each is played. A window (or a test) may quit pygame while the thread is
    still at work, and making a mixer sound after that crashed the process (seen once in
    the README's test command: a segmentation fault in ``mixer.Sound`` on this thread)."""

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self._samples: dict[str, bytes] = {}
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1)
            mixer = pygame.mixer.get_init()
        except pygame.error:
            return
        if not mixer:
            return
        self._thread = threading.Thread(target=self._build, args=(mixer[2],), name="sounds", daemon=True)
        self._thread.start()

    def _build(self, channels: int) -> None:
        data = {
            "play": _tap(),
            "pass": _tone([(196, 0, 0.12)], 0.18),
            "trick": _tone([(660, 0, 0.35), (880, 0.09, 0.4)], 0.22),
            "declare": _tone([(523, 0, 0.5), (659, 0.12, 0.5), (784, 0.24, 0.7)], 0.28),
        }
        for name, samples in data.items():
            if channels == 2:
                samples = array("h", (s for x in samples for s in (x, x)))
            self._samples[name] = samples.tobytes()

    def play(self, name: str) -> None:
        if not self.enabled:
            return
        sound = self.sounds.get(name)
        if sound is None:
            raw = self._samples.get(name)
            if raw is None or not pygame.mixer.get_init():
                return
            try:
                sound = self.sounds[name] = pygame.mixer.Sound(buffer=raw)
            except pygame.error:
                return
        sound.play()
