"""What catches what (docs/rules/fishing.md §5), as a table built once per variant.

A bait catches a fish of the same pip total (§5.1), except that the
self-only kinds catch and are caught only by their own kind (§5.2): that
keeps ``4:6`` and ``5:5`` apart although both have ten pips. Three identical
self-only cards in the lake are caught together by the fourth (§5.3). It is
tuples indexed by card index, not a search; the engine's per-decision answers
(``variant.BaitChoices``) are worked out from it once per shape of the lake.
"""
from __future__ import annotations

from game.i18n import N_
from game.model.cards import KIND_COUNT, Card
from game.reason import Cards, Reason


class CaptureTable:
    """``fish_of[bait index]``: the kinds (indices) a bait of that kind may catch; ``triple[index]``: §5.3 applies."""

    __slots__ = ("self_only", "fish_of", "triple", "kinds", "kinds_index")

    def __init__(self, self_only: tuple[Card, ...], copies: dict[Card, int]) -> None:
        self.self_only = self_only
        self.kinds = tuple(sorted(copies))
        self.kinds_index = tuple(c.index for c in self.kinds)
        own = {c.index for c in self_only}
        fish_of: list[tuple[int, ...]] = [() for _ in range(KIND_COUNT)]
        for bait in self.kinds:
            if bait.index in own:
                fish_of[bait.index] = (bait.index,)
            else:
                fish_of[bait.index] = tuple(f.index for f in self.kinds
                                            if f.spots == bait.spots and f.index not in own)
        self.fish_of = tuple(fish_of)
        self.triple = tuple(i in own for i in range(KIND_COUNT))

    def catches(self, bait: int, fish: int) -> bool:
        return fish in self.fish_of[bait]

    def why_not(self, bait: Card, fish: Card) -> str:
        """Why ``bait`` does not catch ``fish``, in a player's words."""
        if bait.spots != fish.spots:
            return Reason(N_("{bait} has {bait_pips} pips and {fish} has {fish_pips}: a bait catches only a card "
                             "with the same pips"), bait=Cards((bait,)), bait_pips=bait.spots, fish=Cards((fish,)),
                          fish_pips=fish.spots)
        lo, hi = sorted((bait, fish))
        only = bait if bait in self.self_only else fish
        return Reason(N_("{low} and {high} do not catch each other: {only} catches only {only}"), low=Cards((lo,)),
                      high=Cards((hi,)), only=Cards((only,)))
