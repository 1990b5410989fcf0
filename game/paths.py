"""Where the game's own files live, installed from source or frozen by PyInstaller.

Rules (``data/``) and art (``sprites/``) sit beside the ``game`` package in the
repository; a PyInstaller bundle unpacks them under ``sys._MEIPASS``. Every
module asks here instead of guessing from ``__file__``.
"""
from __future__ import annotations

import sys
from pathlib import Path


def project_root() -> Path:
    """The folder holding ``data/`` and ``sprites/``."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def data_dir() -> Path:
    return project_root() / "data"


def variants_dir() -> Path:
    return data_dir() / "variants"


def sprites_dir() -> Path:
    return project_root() / "sprites"
