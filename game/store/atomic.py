"""Writes that a crash or a power cut cannot leave half done, and moving damaged files aside.

A file is written to a temporary file in the same folder, flushed and synced
to the disk, and then renamed over the old one: a rename within one folder is
atomic, so after a crash there is either the old file or the new one, never a
mix (issue 7, "Nothing lost"). A damaged file is renamed, never deleted: it may
be the only copy of a player's history, and a later version (or a helpful
friend) may be able to read it.
"""
from __future__ import annotations

import logging
import os
import tempfile
from contextlib import suppress
from datetime import datetime
from pathlib import Path
from typing import Iterable

log = logging.getLogger("game.store")

TEMP_SUFFIX = ".tmp"


def write_bytes(path: "str | os.PathLike[str]", data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically, creating its folder if needed.

    Raises OSError if the folder cannot be written; the old file is then untouched.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    # The temporary file starts with a dot and ends in .tmp so listings of saves skip it.
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(tmp)
        raise
    _sync_folder(path.parent)


def write_text(path: "str | os.PathLike[str]", text: str) -> None:
    """``write_bytes`` for UTF-8 text: settings and saves are text a person may open."""
    write_bytes(path, text.encode("utf-8"))


def set_aside(path: "str | os.PathLike[str]", reason: str, companions: Iterable[str] = (),
              now: datetime | None = None) -> Path:
    """Rename a damaged file to ``<name>.damaged-<timestamp><suffix>`` and return the new path.

    ``settings.yaml`` becomes ``settings.damaged-20250314-211503.yaml``: the
    suffix stays, so the file still opens in the right program. If that name is
    taken (two failures in one second) a counter is added. ``companions`` are
    endings of files that belong with this one and must move with it, such as
    SQLite's ``-journal``: a journal left behind would be played back into the
    fresh database made in its place. ``reason`` goes to the log.

    Raises OSError if the file cannot be renamed (a read-only folder); it is
    then left where it was, and the caller must not write over it.
    """
    path = Path(path)
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    suffix = path.suffix
    stem = path.name[: len(path.name) - len(suffix)] if suffix else path.name
    target = path.with_name(f"{stem}.damaged-{stamp}{suffix}")
    n = 2
    while target.exists() or any(target.with_name(target.name + c).exists() for c in companions):
        target = path.with_name(f"{stem}.damaged-{stamp}-{n}{suffix}")
        n += 1
    os.rename(path, target)
    for ending in companions:
        extra = path.with_name(path.name + ending)
        if extra.exists():
            with suppress(OSError):
                os.rename(extra, target.with_name(target.name + ending))
    _sync_folder(path.parent)
    log.warning("%s: %s; moved to %s", path, reason, target.name)
    return target


def _sync_folder(folder: Path) -> None:
    """Make a rename durable: on POSIX the folder's entry must reach the disk too."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
