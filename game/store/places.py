"""Where the player's own files live: settings, scores and saved matches.

The operating system decides (through platformdirs, for the app "Fifteen
Lakes"), so that the files sit where the player and their backup tools expect
them. One environment variable, ``FIFTEEN_LAKES_HOME``, moves everything under a
single folder: the tests and the self-test use it to play in a temporary folder
without touching a real player's files, and a player can use it to keep the
game on a USB stick.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "Fifteen Lakes"
HOME_ENV = "FIFTEEN_LAKES_HOME"

SETTINGS_FILE = "settings.yaml"
SCORES_FILE = "scores.sqlite3"
SAVES_FOLDER = "saves"


@dataclass(frozen=True)
class Places:
    """The two folders the game writes to, and the files inside them.

    Nothing is created here: a folder is made only when something is first
    written to it, so merely starting the game leaves no trace.
    """

    config: Path
    data: Path

    @property
    def settings_file(self) -> Path:
        return self.config / SETTINGS_FILE

    @property
    def scores_file(self) -> Path:
        return self.data / SCORES_FILE

    @property
    def variants_dir(self) -> Path:
        """Players' own variant files, loaded beside the built-in ones (data/README.md says how to write one)."""
        return self.data / "variants"

    @property
    def saves_dir(self) -> Path:
        return self.data / SAVES_FOLDER


def places(home: "str | os.PathLike[str] | None" = None) -> Places:
    """The folders to use now: ``home`` if given, else ``$FIFTEEN_LAKES_HOME``, else the OS's.

    Under a home folder the layout is ``<home>/config`` and ``<home>/data``,
    the same split the OS gives, so the code paths are the same either way.
    The environment is read on every call (not at import), so a test that sets
    the variable after importing still redirects everything.
    """
    if home is None:
        env = os.environ.get(HOME_ENV, "").strip()
        home = env or None
    if home is not None:
        root = Path(home).expanduser()
        return Places(config=root / "config", data=root / "data")
    # appauthor=False: on Windows, "%LOCALAPPDATA%\Fifteen Lakes" rather than the app name twice.
    return Places(config=Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
                  data=Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)))
