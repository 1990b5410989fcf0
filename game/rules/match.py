"""A match: a series of hands with running chip totals (sap-ng-wu.md §4, §9; fishing.md §2, §9).

In a climbing game the winner of a hand deals the next; after a void hand the same dealer deals
again (or the next seat, if the variant says ``void_hand_dealer: next``). Where
one seat of the table sits each hand out (climbing-variants.md "Seats"), it is
the seat opposite the dealer, or (``match.sitter: moves_on``) one seat on from
the last hand's, unless that hand was thrown in; a dealer never sits out. In a
fishing game the deal passes to the next seat in turn order after every hand
(fishing.md §2: settlement is pairwise, so no single winner keeps it). Every
hand's seed comes from the match's seed, so a match too is its seed plus its
actions, and can be saved and resumed from its log. In a banker game
(sap-tim-pun.md §10) a "hand" of the match is a whole round, one wall with
one banker; the bank then passes to the next seat in turn order, and a match
is one round per seat (``rounds`` option: two per seat). In Si Se Pai the
dealer deals again after a win of their own, else the deal moves one seat on
(si-se-pai.md §8).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from game.rules.banker import BankerGame, new_banker_game
from game.rules.climbing import ClimbingGame, new_climbing_game
from game.rules.fishing import FishingGame, new_fishing_game
from game.rules.log import GameLog
from game.rules.rummy import RummyGame, new_rummy_game
from game.rules.loading import Variant, same_rules
from game.i18n import N_
from game.reason import Reason, Words


@dataclass
class HandResult:
    number: int
    dealer: int
    winner: int | None
    wu: list[int]
    """Each seat's winning cards (climbing) or catch points (fishing): what the seat made this hand."""
    chips: list[int]


@dataclass
class Match:
    """Hands of one variant at one table, ``length`` of them, with totals."""

    variant: Variant
    players: int
    seed: int
    length: int
    first_dealer: int
    totals: list[int] = field(default_factory=list)
    results: list[HandResult] = field(default_factory=list)
    logs: list[GameLog] = field(default_factory=list)
    game: "ClimbingGame | FishingGame | RummyGame | None" = None
    sitter: int | None = None

    @classmethod
    def start(cls, variant: Variant, players: int = 3, seed: int | None = None, length: int | None = None,
              dealer: int | None = None) -> "Match":
        if seed is None:
            seed = random.SystemRandom().randrange(2 ** 63)
        if players not in variant.hand_sizes:
            raise ValueError(Reason(N_("{game} is played by {counts} players"), game=variant.name,
                                    counts=Words(tuple(variant.seat_counts))))
        first = dealer if dealer is not None else random.Random(seed).randrange(players)
        default = variant.rounds(players) if variant.family == "banker" else variant.match_hands  # type: ignore
        match = cls(variant, players, seed, length or default, first, [0] * players)
        match.game = match._deal(first, None)
        return match

    def _hand_seed(self, number: int) -> int:
        return random.Random(f"{self.seed}/{number}").randrange(2 ** 63)

    def _deal(self, dealer: int, sitter: int | None) -> "ClimbingGame | FishingGame":
        if self.variant.family == "banker":   # sap-tim-pun.md §10: a round, with ``dealer`` as its banker
            game = new_banker_game(self.variant, self.players, seed=self._hand_seed(len(self.results)),  # type: ignore
                                   banker=dealer)
            self.sitter = None
            self.logs.append(game.log)
            return game  # type: ignore[return-value]
        new = {"fishing": new_fishing_game, "rummy": new_rummy_game}.get(self.variant.family, new_climbing_game)
        game = new(self.variant, self.players, seed=self._hand_seed(len(self.results)), dealer=dealer,
                   sitter=sitter)  # type: ignore[arg-type]
        self.sitter = game.sitter
        self.logs.append(game.log)
        return game

    @property
    def hand_number(self) -> int:
        """1 for the first hand."""
        return len(self.results) + (0 if self.is_over else 1)

    @property
    def is_over(self) -> bool:
        return len(self.results) >= self.length

    @property
    def standing(self) -> list[int]:
        """The totals as a player sees them: with the hand that has ended but is not yet recorded.

        ``totals`` change only when ``finish_hand`` records a hand, which the table does
        when its summary is closed; while that summary is open, the top bar and the
        saved-matches list must already count the hand just finished (issue 13, item 6).
        """
        g = self.game
        if g is not None and g.is_over and len(self.results) < len(self.logs):
            return [t + c for t, c in zip(self.totals, g.chips)]
        return list(self.totals)

    def next_sitter(self, game: "ClimbingGame | FishingGame") -> int | None:
        """The seat out next hand, or None for the default (opposite the dealer, or nobody)."""
        if isinstance(game, (FishingGame, BankerGame, RummyGame)) or self.variant.match_sitter != "moves_on" or game.sitter is None:
            return None
        return game.sitter if game.thrown_in else (game.sitter + 1) % self.players

    def next_dealer(self, game: "ClimbingGame | FishingGame") -> int:
        if isinstance(game, BankerGame):
            return (game.banker + 1) % self.players   # sap-tim-pun.md §10: the bank passes right
        if isinstance(game, FishingGame):
            return (game.dealer + 1) % self.players   # fishing.md §2: the next seat in turn order deals
        if isinstance(game, RummyGame):   # si-se-pai.md §8: the dealer stays on a win, else the deal moves right
            return game.dealer if game.winner == game.dealer else (game.dealer + 1) % self.players
        sitter = self.next_sitter(game)
        if game.winner is not None:
            dealer = game.winner
        elif self.variant.void_hand_dealer == "next" or game.thrown_in:
            dealer = (game.dealer + 1) % self.players
        else:
            dealer = game.dealer
        while dealer == sitter:  # the deal passes over the seat sitting out
            dealer = (dealer + 1) % self.players
        return dealer

    def finish_hand(self) -> HandResult:
        """Record the finished hand and deal the next, unless the match is over."""
        game = self.game
        if game is None or not game.is_over:
            raise ValueError("the hand is not over yet")
        result = self._record(game)
        self.game = None if self.is_over else self._deal(self.next_dealer(game), self.next_sitter(game))
        return result

    def _record(self, game: "ClimbingGame | FishingGame") -> HandResult:
        if isinstance(game, BankerGame):
            result = HandResult(len(self.results) + 1, game.banker, None, [game.hand_number] * self.players,
                                list(game.chips))
        elif isinstance(game, FishingGame):
            result = HandResult(len(self.results) + 1, game.dealer, None, list(game.points), list(game.chips))
        elif isinstance(game, RummyGame):   # what each seat made: the winner's points (si-se-pai.md §7)
            made = [game.win_points if s == game.winner else 0 for s in range(game.players)]
            result = HandResult(len(self.results) + 1, game.dealer, game.winner, made, list(game.chips))
        else:
            result = HandResult(len(self.results) + 1, game.dealer, game.winner, list(game.wu), list(game.chips))
        self.results.append(result)
        self.totals = [t + c for t, c in zip(self.totals, game.chips)]
        return result

    def to_dict(self) -> dict[str, Any]:
        return {"variant": self.variant.ref, "players": self.players, "seed": self.seed, "length": self.length,
                "first_dealer": self.first_dealer, "recorded": len(self.results),
                "hands": [log.to_dict() for log in self.logs]}

    @classmethod
    def from_dict(cls, data: dict[str, Any], variant: Variant) -> "Match":
        """Rebuild a match by replaying every hand's actions, exactly where it stopped."""
        from game.rules import replay

        try:
            if not same_rules(data["variant"], variant):
                raise ValueError(f"the saved match is of variant {data['variant']!r}, not {variant.ref!r}")
            match = cls(variant, int(data["players"]), int(data["seed"]), int(data["length"]),
                        int(data["first_dealer"]), [0] * int(data["players"]))
            logs = [GameLog.from_dict(h) for h in data["hands"]]
            recorded = int(data.get("recorded", len(logs) - 1))
        except (KeyError, TypeError) as err:
            raise ValueError(f"a saved match is missing or malformed: {err}") from None
        if not len(logs) - 1 <= recorded <= len(logs):
            raise ValueError(f"a saved match says {recorded} hands were recorded but holds {len(logs)}")
        dealer = match.first_dealer
        sitter = None
        for i, log in enumerate(logs):
            if log.seed != match._hand_seed(i) or log.dealer != dealer or (sitter is not None and log.sitter != sitter):
                raise ValueError(f"hand {i + 1} of the saved match does not follow from its seed")
            game = replay(log, variant)
            match.logs.append(game.log)
            match.game = game
            if i < recorded:
                if not game.is_over:
                    raise ValueError(f"hand {i + 1} of the saved match is unfinished but was recorded")
                match._record(game)
                dealer = match.next_dealer(game)
                sitter = match.next_sitter(game)
            match.sitter = game.sitter
        if match.is_over:
            match.game = None  # as after the last finish_hand
        return match

