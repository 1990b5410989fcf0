"""A round of the banker game as a seeded, replayable state machine (docs/rules/sap-tim-pun.md §2–§10).

A game is one **round**: one wall, hands one after another with the same
banker until the wall runs short (§10). The phases are ``limit`` (the banker
declares the maximum bet, once a round, §3), ``bet`` (each player in drawing
order), ``draw`` (each player in drawing order, then the banker, draws or
stands, §6–§8) and ``over``. The first tiles, the east-wind events (§5), the
busts (§7) and the settlement (§9) involve no choice and happen inside the
step that leads to them, so no seat is ever asked when it has nothing to
decide (§15). Inside, tiles are small ints (``Tile.index``) and values
half-points, so a step is a few list operations: the arena and the players'
look-ahead run on this.
"""
from __future__ import annotations

import random
from typing import Iterable, Sequence

from game.i18n import N_
from game.model.mahjong import EAST, HALF, Tile, full_set, parse_tiles, words
from game.rules.actions import Action
from game.rules.banker import events as E
from game.rules.banker.actions import Bet, Draw, SetLimit, Stand
from game.rules.banker.observation import BankerObservation
from game.rules.banker.variant import BankerVariant
from game.rules.events import Event
from game.rules.log import GameLog
from game.reason import Act, Reason, Seat, Words

DRAW = Draw()
STAND = Stand()

# What a §9 line pays, as a multiple of the bet, by outcome.
OUTCOME_TIMES = {"ten_and_a_half": 2, "banker_bust": 1, "beats": 1, "banker_ten_and_a_half": -1, "tie": -1,
                 "lower": -1}


def settle_line(player: int, banker: int, target: int) -> str:
    """The outcome of a player's standing hand against the banker's (§9), values in half-points.

    Ties go to the banker; 10½ is paid double unless the banker holds exactly 10½."""
    if banker > target:
        return "ten_and_a_half" if player == target else "banker_bust"
    if banker == target:
        return "banker_ten_and_a_half"
    if player == target:
        return "ten_and_a_half"
    return "beats" if player > banker else "tie" if player == banker else "lower"


class BankerGame:
    """One round of a banker game. Build it with ``game.rules.new_game``."""

    __slots__ = ("variant", "players", "banker", "seed", "phase", "current_player", "limit", "bets", "chips",
                 "log", "start_events", "hand_number", "last_hand", "_wall", "_tiles", "_vals", "_bust", "_done",
                 "_heap", "_order", "_hand_chips", "_reserve")

    def __init__(self, variant: BankerVariant, players: int, banker: int, wall: Sequence[int], seed: int | None,
                 log: GameLog | None) -> None:
        self.variant = variant
        self.players = players
        self.banker = banker
        self.seed = seed
        self.phase = "limit"
        self.current_player = banker
        self.limit = 0
        self.bets = [0] * players
        self.chips = [0] * players
        self.log = log
        self.hand_number = 0
        self.last_hand: E.HandSettled | None = None
        self._wall = list(reversed(wall))    # the next draw last, to pop
        self._tiles: list[list[int]] = [[] for _ in range(players)]
        self._vals = [0] * players
        self._bust = [False] * players
        self._done = [False] * players
        self._heap: list[int] = []
        # §2: drawing order runs from the banker's right, the banker last.
        self._order = tuple((banker + i) % players for i in range(1, players + 1))
        self._hand_chips = [0] * players
        self._reserve = variant.reserve(players)
        self.start_events: list[Event] = []

    # -- the public surface -----------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def dealer(self) -> int:
        """The banker, by the name the other families' code asks for."""
        return self.banker

    @property
    def sitter(self) -> None:
        """Nobody sits a banker hand out."""
        return None

    @property
    def tiles(self) -> list[tuple[Tile, ...]]:
        """Each seat's tiles this hand, first tile first (concealed ones included: a table shows them only
        to their owner)."""
        return [tuple(Tile.from_index(t) for t in ts) for ts in self._tiles]

    @property
    def wall(self) -> tuple[Tile, ...]:
        """The wall in draw order, the next tile first (hidden from players: only its length is seen)."""
        return tuple(Tile.from_index(t) for t in reversed(self._wall))

    @property
    def heap(self) -> tuple[Tile, ...]:
        """The round's discard heap, in the order the tiles went there (settled hands, discarded east winds)."""
        return tuple(Tile.from_index(t) for t in self._heap)

    @property
    def values(self) -> list[int]:
        """Each seat's hand value now, in half-points (21 is 10½)."""
        return list(self._vals)

    @property
    def busted(self) -> list[bool]:
        return list(self._bust)

    @property
    def drawing_order(self) -> tuple[int, ...]:
        """The seats in drawing order: the banker's right first, the banker last (§2)."""
        return self._order

    @property
    def hand_chips(self) -> list[int]:
        """What each seat has made this hand so far (east winds and busts; the settlement once settled)."""
        return list(self._hand_chips)

    def legal_actions(self) -> list[Action]:
        """Every legal action for the current player, complete; ``[]`` once the round is over."""
        phase = self.phase
        if phase == "draw":
            return [DRAW] if self._vals[self.current_player] < self.variant.must_draw_below else [DRAW, STAND]
        if phase == "bet":
            return [Bet(n) for n in range(1, self.limit + 1)]
        if phase == "limit":
            return [SetLimit(n) for n in self.variant.limits]
        return []

    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action`` for the current player and return what happened.

        An illegal or out-of-turn action raises ValueError saying which rule it
        breaks, in a player's words, and leaves the game unchanged."""
        why = self.why_illegal(action)
        if why is not None:
            raise ValueError(why)
        events = self._act(action, True)
        if self.log is not None:
            self.log.actions.append(action)
        return events

    def play(self, action: Action) -> None:
        """``apply`` without the check or events, for fast playouts; the log still records it."""
        self._act(action, False)
        if self.log is not None:
            self.log.actions.append(action)

    def why_illegal(self, action: Action) -> str | None:
        """The reason ``action`` is refused now, in a player's words, or None if it is legal."""
        phase = self.phase
        seat = self.current_player
        if phase == "over":
            return Reason(N_("the round is over"))
        if phase == "limit":
            if not isinstance(action, SetLimit):
                return Reason(N_("the banker (seat {seat}) first declares the most a player may bet (§3), not {action}"),
                              seat=Seat(seat), action=Act(action))
            if action.amount not in self.variant.limits:
                return Reason(N_("the limit is one of {limits}, not {amount}"),
                              limits=", ".join(map(str, self.variant.limits)), amount=action.amount)
            return None
        if phase == "bet":
            if not isinstance(action, Bet):
                return Reason(N_("seat {seat} places a bet first (§3), not {action}"), seat=Seat(seat), action=Act(action))
            if not 1 <= action.amount <= self.limit:
                return Reason(N_("a bet is 1 to {limit} chips, the banker's limit (§3), not {amount}"), limit=self.limit,
                              amount=action.amount)
            return None
        if isinstance(action, Draw):
            return None
        if isinstance(action, Stand):
            value = self._vals[seat]
            if value < self.variant.must_draw_below:
                return Reason(N_("a hand worth {value} must draw: below {least} you may not stand (§6)"),
                              value=_points(value), least=_points(self.variant.must_draw_below))
            return None
        return Reason(N_("seat {seat} draws or stands now (§6), not {action}"), seat=Seat(seat), action=Act(action))

    def observation(self, seat: int) -> BankerObservation:
        """What ``seat`` sees (§11): a frozen copy, equal for positions that look the same from there."""
        tile = Tile.from_index
        shown = tuple(tuple(tile(t) for t in (ts if self._bust[s] else ts[:1])) for s, ts in enumerate(self._tiles))
        return BankerObservation(
            variant=self.variant.ref, seat=seat, players=self.players, banker=self.banker, phase=self.phase,
            current_player=self.current_player, limit=self.limit, bets=tuple(self.bets), chips=tuple(self.chips),
            hand=tuple(tile(t) for t in self._tiles[seat]), shown=shown,
            counts=tuple(len(ts) for ts in self._tiles), busted=tuple(self._bust), done=tuple(self._done),
            wall=len(self._wall), heap=tuple(tile(t) for t in sorted(self._heap)), hand_number=self.hand_number)

    def copy(self) -> "BankerGame":
        """An independent copy without a log."""
        g = BankerGame.__new__(BankerGame)
        for name in BankerGame.__slots__:
            setattr(g, name, getattr(self, name))
        for name in ("bets", "chips", "_wall", "_vals", "_bust", "_done", "_heap", "_hand_chips"):
            setattr(g, name, list(getattr(self, name)))
        g._tiles = [list(ts) for ts in self._tiles]
        g.log = None
        g.start_events = []
        return g

    def __repr__(self) -> str:
        return (f"<{self.variant.name} round: {self.players} players, banker {self.banker}, phase {self.phase}, "
                f"seat {self.current_player} to act, wall {len(self._wall)}, chips {self.chips}>")

    # -- the steps --------------------------------------------------------------------------
    def _act(self, action: Action, events: bool) -> list[Event]:
        out: list[Event] = []
        phase = self.phase
        if phase == "draw":
            if type(action) is Draw:
                self._draw(out if events else None)
            else:
                self._stand(out if events else None)
        elif phase == "bet":
            self._bet(action.amount, out if events else None)   # type: ignore[attr-defined]
        else:
            self.limit = action.amount     # type: ignore[attr-defined]
            if events:
                out.append(E.LimitSet(self.banker, self.limit))
            self._open_hand(out if events else None)
        return out

    def _open_hand(self, out: list[Event] | None) -> None:
        """A new hand from the wall (§10), or the end of the round if the wall is short or the bank's hands
        are played."""
        per_bank = self.variant.hands_per_bank
        if len(self._wall) < self._reserve or (per_bank and self.hand_number >= per_bank):
            self.phase = "over"
            self.current_player = self.banker
            if out is not None:
                out.append(E.RoundOver(self.banker, (self.banker + 1) % self.players, self.hand_number,
                                       len(self._wall), tuple(self.chips)))
            return
        self.hand_number += 1
        self._hand_chips = [0] * self.players
        self.phase = "bet"
        self.current_player = self._order[0]
        if out is not None:
            out.append(E.NextHand(self.hand_number, len(self._wall)))

    def _bet(self, amount: int, out: list[Event] | None) -> None:
        seat = self.current_player
        self.bets[seat] = amount
        if out is not None:
            out.append(E.BetPlaced(seat, amount))
        nxt = self._order[self._order.index(seat) + 1]
        if nxt != self.banker:
            self.current_player = nxt
            return
        self._deal_first(out)

    def _deal_first(self, out: list[Event] | None) -> None:
        """Every first tile face up in drawing order (§4), then the east winds: the banker's, then each
        player's in drawing order, repeats included (§5)."""
        wall = self._wall
        for seat in self._order:
            t = wall.pop()
            self._tiles[seat] = [t]
            self._vals[seat] = HALF[t]
            if out is not None:
                out.append(E.FirstTile(seat, Tile.from_index(t), False, len(wall)))
        if self.variant.east_wind:
            for seat in (self.banker,) + self._order[:-1]:
                while self._tiles[seat][0] == EAST:
                    self._east_wind(seat, out)
        self._next_turn(0, out)

    def _east_wind(self, seat: int, out: list[Event] | None) -> None:
        banker = self.banker
        moves = [0] * self.players
        if seat == banker:      # §5: the banker takes every stake on the table
            for p in self._order[:-1]:
                moves[p] = -self.bets[p]
            moves[banker] = -sum(moves)
        else:                   # §5: the banker pays the player's bet
            moves[seat] = self.bets[seat]
            moves[banker] = -self.bets[seat]
        for s, m in enumerate(moves):
            self.chips[s] += m
            self._hand_chips[s] += m
        self._heap.append(EAST)
        t = self._wall.pop()
        self._tiles[seat] = [t]
        self._vals[seat] = HALF[t]
        if out is not None:
            out.append(E.EastWind(seat, seat == banker, tuple(moves), tuple(self.chips)))
            out.append(E.FirstTile(seat, Tile.from_index(t), True, len(self._wall)))

    def _next_turn(self, start: int, out: list[Event] | None) -> None:
        """The next player in drawing order from position ``start`` who has not finished, else the banker's
        turn (§8), else (every player bust, §15) the settlement."""
        order = self._order
        done = self._done
        for i in range(start, len(order) - 1):
            seat = order[i]
            if not done[seat]:
                self.phase = "draw"
                self.current_player = seat
                if out is not None:
                    out.append(E.Turn(seat, False))
                return
        banker = self.banker
        if not done[banker] and not all(self._bust[p] for p in order[:-1]):
            self.phase = "draw"
            self.current_player = banker
            if out is not None:
                out.append(E.Turn(banker, True))
            return
        self._settle(out)

    def _draw(self, out: list[Event] | None) -> None:
        seat = self.current_player
        t = self._wall.pop()
        self._tiles[seat].append(t)
        value = self._vals[seat] + HALF[t]
        self._vals[seat] = value
        if out is not None:
            out.append(E.Drew(seat, Tile.from_index(t), value, len(self._wall)))
        v = self.variant
        if value > v.target:            # §7: bust at once
            self._bust[seat] = True
            self._done[seat] = True
            paid = 0
            if seat != self.banker:
                paid = self.bets[seat]
                self.chips[seat] -= paid
                self.chips[self.banker] += paid
                self._hand_chips[seat] -= paid
                self._hand_chips[self.banker] += paid
            if out is not None:
                out.append(E.Bust(seat, tuple(Tile.from_index(x) for x in self._tiles[seat]), value, paid,
                                  tuple(self.chips)))
        elif len(self._tiles[seat]) >= v.most_tiles or value == v.target:   # §6: stands by rule
            self._done[seat] = True
            if out is not None:
                out.append(E.Stood(seat, value, len(self._tiles[seat]), False))
        else:
            return          # the same seat draws or stands again
        self._after_turn(out)

    def _stand(self, out: list[Event] | None) -> None:
        seat = self.current_player
        self._done[seat] = True
        if out is not None:
            out.append(E.Stood(seat, self._vals[seat], len(self._tiles[seat]), True))
        self._after_turn(out)

    def _after_turn(self, out: list[Event] | None) -> None:
        seat = self.current_player
        if seat == self.banker:
            self._settle(out)
        else:
            self._next_turn(self._order.index(seat) + 1, out)

    def _settle(self, out: list[Event] | None) -> None:
        """§9: each player still in the hand against the banker; then the tiles go to the heap and the next
        hand opens (or the round ends)."""
        banker = self.banker
        target = self.variant.target
        bv = self._vals[banker]
        lines = []
        for p in self._order[:-1]:
            bet = self.bets[p]
            if self._bust[p]:
                lines.append(E.SettlementLine(p, self._vals[p], bet, "bust", -bet))
                continue
            outcome = settle_line(self._vals[p], bv, target)
            amount = OUTCOME_TIMES[outcome] * bet
            self.chips[p] += amount
            self.chips[banker] -= amount
            self._hand_chips[p] += amount
            self._hand_chips[banker] -= amount
            lines.append(E.SettlementLine(p, self._vals[p], bet, outcome, amount))
        settled = E.HandSettled(self.hand_number, banker,
                                tuple(tuple(Tile.from_index(t) for t in ts) for ts in self._tiles),
                                tuple(self._vals), tuple(lines), tuple(self._hand_chips), tuple(self.chips))
        self.last_hand = settled
        if out is not None:
            out.append(settled)
        for ts in self._tiles:
            self._heap += ts
        n = self.players
        self._tiles = [[] for _ in range(n)]
        self._vals = [0] * n
        self._bust = [False] * n
        self._done = [False] * n
        self.bets = [0] * n
        self._open_hand(out)


def _points(half: int) -> str:
    return words(half)


# -- making a round ----------------------------------------------------------------------------

def new_banker_game(variant: BankerVariant, players: int = 4, seed: int | None = None, banker: int | None = None,
                    wall: Iterable["str | Tile"] | None = None) -> BankerGame:
    """A shuffled round (``seed``, §2) or a set position (``wall`` in draw order, the next tile first; tiles
    not listed are out of play), in phase ``limit`` with the banker to declare."""
    if players not in variant.hand_sizes:
        raise ValueError(Reason(N_("{game} is played by {counts} players, not {players}"), game=variant.name,
                                counts=Words(tuple(variant.seat_counts)), players=players))
    if banker is not None and not 0 <= banker < players:
        raise ValueError(f"no seat {banker} at a table of {players}")
    if wall is not None:
        tiles = parse_tiles(wall)
        for t in set(tiles):
            if tiles.count(t) > variant.tiles.get(t, 0):
                raise ValueError(f"{tiles.count(t)} copies of {t} in this wall; the set has {variant.tiles.get(t, 0)}")
        banker = 0 if banker is None else banker
        log = GameLog(variant.ref, players, None, banker, None, [], wall=[str(t) for t in tiles])
        return BankerGame(variant, players, banker, [t.index for t in tiles], None, log)
    if seed is None:
        seed = random.SystemRandom().randrange(2 ** 63)
    if banker is None:
        # §2: the first banker is random; its own stream, so the same seed builds the same wall either way.
        banker = random.Random(f"{seed}/banker").randrange(players)
    log = GameLog(variant.ref, players, seed, banker, None, [])
    return BankerGame(variant, players, banker, shuffled_wall(variant, seed), seed, log)


def shuffled_wall(variant: BankerVariant, seed: int) -> list[int]:
    """The set shuffled with ``seed``, as tile indices in draw order (§2: the draw order is all that matters)."""
    tiles = [t.index for t in full_set() if variant.tiles.get(t)]
    random.Random(seed).shuffle(tiles)
    return tiles


def random_round(game: BankerGame, rng: random.Random) -> BankerGame:
    """Play ``game`` to the end of its round with uniformly random legal actions: for tests and the bench."""
    pick = rng.random
    while game.phase != "over":
        legal = game.legal_actions()
        game.play(legal[int(pick() * len(legal))])
    return game
