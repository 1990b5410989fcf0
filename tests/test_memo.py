"""The bounded memo (game/memo.py): the engines' and players' caches forget one entry at a time, never all at once."""
import copy
import pickle

import pytest

from game.ai import knowledge
from game.memo import BoundedMemo
from game.rules import load_variant


def test_keeps_at_most_its_size_and_forgets_the_oldest_first():
    memo = BoundedMemo(3)
    for k in range(5):
        memo[k] = k * k
    assert dict(memo) == {2: 4, 3: 9, 4: 16}
    memo[5] = 25
    assert list(memo) == [3, 4, 5]


def test_a_key_set_again_keeps_its_place_and_does_not_push_anything_out():
    memo = BoundedMemo(2)
    memo["a"] = 1
    memo["b"] = 2
    memo["a"] = 3
    assert dict(memo) == {"a": 3, "b": 2}
    memo["c"] = 4   # "a" came first, so it goes first
    assert dict(memo) == {"b": 2, "c": 4}


def test_an_entry_taken_out_by_hand_leaves_the_ring_working():
    memo = BoundedMemo(2)
    memo[1] = 1
    memo[2] = 2
    del memo[1]
    memo[3] = 3
    memo[4] = 4
    assert len(memo) <= 2 and memo[4] == 4


def test_reads_are_a_plain_dicts_and_clear_starts_afresh():
    memo = BoundedMemo(2)
    memo[7] = "seven"
    assert memo.get(7) == "seven" and 7 in memo and memo.get(8) is None
    memo.clear()
    assert not memo
    for k in range(3):
        memo[k] = k
    assert dict(memo) == {1: 1, 2: 2}


@pytest.mark.parametrize("clone", [copy.copy, copy.deepcopy, lambda m: pickle.loads(pickle.dumps(m))])
def test_copies_keep_the_bound_and_the_order_of_forgetting(clone):
    memo = BoundedMemo(3)
    for k in range(4):
        memo[k] = str(k)
    twin = clone(memo)
    assert isinstance(twin, BoundedMemo) and twin.size == 3 and dict(twin) == dict(memo)
    twin[9] = "9"
    assert list(twin) == [2, 3, 9]


def test_a_memo_must_keep_something():
    with pytest.raises(ValueError):
        BoundedMemo(0)


def test_normals_splits_stay_within_their_bound():
    """Normal's memo of how parts of a hand split into sets (knowledge.Tables.sets_of) forgets, not empties."""
    tables = knowledge.Tables(load_variant("sap-ng-wu"))
    memo = tables._sets_of
    assert isinstance(memo, BoundedMemo) and memo.size == knowledge.SETS_KEPT
    memo.size = 4   # a small bound, to fill it by hand
    parts = [1 << (knowledge.FIELD * i) for i in range(6)]
    for part in parts:
        assert tables.sets_of(part) == tables.sets_of(part)
    assert list(memo) == parts[2:]
