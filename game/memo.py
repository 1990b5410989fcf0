"""A memo that keeps at most so many entries, forgetting the oldest one at a time.

The engines and the computer players remember what they worked out by a
hand's packed counts (how a hand splits into sets, what a catch scores). Such a
memo must stay small, and they used to be emptied when full. Emptying frees
every entry at once: 20,000 of Normal's splits took 8 to 19 ms, and 200,000 of
Si Se Pai's hand shapes about 95 ms, all with the GIL held. That put about one
Hard decision in seventy past its budget, and would stall the table's frames
while a computer thinks. Forgetting one entry for each new one spreads the same
work evenly, a fraction of a microsecond each.

Forgetting costs a Python call on every new entry, though, and a memo of plain
numbers (a catch's points, a hand's waits) empties in 2 to 4 ms at 200,000
entries: those stay plain dicts, emptied when full, and the engines keep their
speed (the fishing engine was 6 % slower through a bounded memo).
"""
from __future__ import annotations

from typing import Hashable, TypeVar

V = TypeVar("V")


class BoundedMemo(dict):
    """A dict of at most ``size`` entries: once full, each new key pushes out the oldest.

    Reads are a plain dict's (``get``, ``in``, ``[]``), so a hit costs
    nothing more. Only ``memo[key] = value`` counts entries: fill it that way,
    not with ``update`` or ``setdefault``.
    """

    __slots__ = ("size", "_keys", "_at")

    def __init__(self, size: int) -> None:
        if size < 1:
            raise ValueError(f"a memo must keep at least one entry, not {size}")
        super().__init__()
        self.size = size
        self._keys: list[Hashable] = []  # in the order they came, as a ring once full
        self._at = 0                      # the oldest key's place in the ring

    def __setitem__(self, key: Hashable, value: V) -> None:
        if key not in self:
            keys = self._keys
            if len(keys) < self.size:
                keys.append(key)
            else:
                at = self._at
                dict.pop(self, keys[at], None)
                keys[at] = key
                self._at = at + 1 if at + 1 < self.size else 0
        dict.__setitem__(self, key, value)

    def clear(self) -> None:
        dict.clear(self)
        self._keys = []
        self._at = 0

    def __reduce__(self):
        # Copies and pickles keep the bound and the order of forgetting.
        ring = self._keys[self._at:] + self._keys[:self._at]
        return (_rebuilt, (self.size, [(k, dict.__getitem__(self, k)) for k in ring if k in self]))


def _rebuilt(size: int, entries: list) -> BoundedMemo:
    memo = BoundedMemo(size)
    for k, v in entries:
        memo[k] = v
    return memo
