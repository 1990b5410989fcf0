"""Which characters a font file has a glyph for, read from its ``cmap`` table.

pygame cannot tell a missing character from a blank one: both render as an
empty box of some width. The game needs to know, to send the characters its
bundled font lacks (a rare name) to a system CJK font instead. Reading the
OpenType character map directly costs a few milliseconds, needs no extra
package, and works for .otf, .ttf and .ttc files alike.
"""
from __future__ import annotations

import mmap
import struct
from pathlib import Path

# (platform, encoding) of the Unicode subtables, best first: full Unicode, then the BMP only.
_LAST = 0x10FFFF  # the last Unicode code point
_PREFERRED = ((3, 10), (0, 4), (0, 6), (3, 1), (0, 3), (0, 2), (0, 1), (0, 0))


def font_characters(path: str | Path, face: int = 0) -> frozenset[str]:
    """Every character ``path`` maps to a glyph (face ``face`` of a collection)."""
    with open(path, "rb") as file, mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ) as data:
        return _characters(data, face, path)


def _characters(data, face: int, path) -> frozenset[str]:
    start = 0
    if data[:4] == b"ttcf":
        (count,) = struct.unpack_from(">I", data, 8)
        if not 0 <= face < count:
            raise ValueError(f"{path}: no face {face} (it has {count})")
        (start,) = struct.unpack_from(">I", data, 12 + 4 * face)
    (tables,) = struct.unpack_from(">H", data, start + 4)
    for i in range(tables):
        tag, _, offset, _ = struct.unpack_from(">4sIII", data, start + 12 + 16 * i)
        if tag == b"cmap":
            return frozenset(map(chr, _codepoints(data, offset)))
    raise ValueError(f"{path}: no cmap table")


def _codepoints(data, cmap: int) -> set[int]:
    _, count = struct.unpack_from(">HH", data, cmap)
    subtables = {}
    for i in range(count):
        platform, encoding, offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * i)
        subtables.setdefault((platform, encoding), cmap + offset)
    for key in _PREFERRED:
        at = subtables.get(key)
        if at is None:
            continue
        (fmt,) = struct.unpack_from(">H", data, at)
        if fmt == 12:
            return _format12(data, at)
        if fmt == 4:
            return _format4(data, at)
    raise ValueError("no Unicode cmap subtable in format 4 or 12")


def _format12(data, at: int) -> set[int]:
    (groups,) = struct.unpack_from(">I", data, at + 12)
    out: set[int] = set()
    for first, last, glyph in struct.iter_unpack(">III", data[at + 16:at + 16 + 12 * groups]):
        last = min(last, _LAST)  # a damaged table must not stop the game
        if first == last:
            if glyph:
                out.add(first)
        else:
            out.update(range(first if glyph else first + 1, last + 1))
    return out


def _format4(data, at: int) -> set[int]:
    (doubled,) = struct.unpack_from(">H", data, at + 6)
    n = doubled // 2
    ends = struct.unpack_from(f">{n}H", data, at + 14)
    starts = struct.unpack_from(f">{n}H", data, at + 16 + doubled)
    deltas = struct.unpack_from(f">{n}h", data, at + 16 + 2 * doubled)
    range_at = at + 16 + 3 * doubled
    offsets = struct.unpack_from(f">{n}H", data, range_at)
    out: set[int] = set()
    for i in range(n):
        first, last, delta, offset = starts[i], ends[i], deltas[i], offsets[i]
        if first == 0xFFFF:
            continue
        for c in range(first, last + 1):
            if offset == 0:
                glyph = (c + delta) & 0xFFFF
            else:
                (glyph,) = struct.unpack_from(">H", data, range_at + 2 * i + offset + 2 * (c - first))
                glyph = (glyph + delta) & 0xFFFF if glyph else 0
            if glyph:
                out.add(c)
    return out
