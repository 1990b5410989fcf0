"""The chances every banker player reckons with (docs/rules/sap-tim-pun.md §1, §6–§9), from an observation only.

Values are half-points (21 is 10½). What a tile adds depends only on its value
class (½, 1, 2, ..., 9), so the unseen tiles are kept as counts by class: a
``Pool`` is a list indexed by half-value. "Unseen" is the set less every tile
this seat has seen this round (its hand, what the others show, the heap, §11):
the wall and the others' concealed tiles, which are alike to it.

- ``banker_finals``: the banker's final value (or bust) from its first tile,
  drawing by a rule, tiles drawn without replacement;
- ``BankerModel``: the banker's best draw-or-stand by expected chips against
  the players' hands as the banker can know them (``reading``), memoized;
- ``PlayerModel``: a player's expected chips per chip bet for standing and for
  drawing, against the banker's final value, with the removals of its own draws.
"""
from __future__ import annotations

from typing import Callable, Iterable, Sequence

from game.model.mahjong import FULL_SET, Tile
from game.rules.banker.game import OUTCOME_TIMES, settle_line

BUST = 99          # a busted hand's value in distributions
CLASSES = (1, 2, 4, 6, 8, 10, 12, 14, 16, 18)
Pool = list        # counts by half-value, index 0..18
Dist = dict        # value (or BUST) -> probability

_FULL = [0] * 19
for _t, _n in FULL_SET.items():
    _FULL[_t.half] += _n


def full_pool() -> Pool:
    return list(_FULL)


def unseen_pool(seen: Iterable[Tile]) -> Pool:
    """The classes of the tiles not in ``seen``, from the whole set."""
    pool = list(_FULL)
    for t in seen:
        pool[t.half] -= 1
    return pool


def bust_count(value: int, pool: Pool, target: int) -> int:
    """How many unseen tiles would bust a hand of ``value``."""
    return sum(pool[c] for c in CLASSES if value + c > target)


def pay(player: int, banker: int, target: int) -> int:
    """What a standing player gets per chip bet against the banker's final value (§9); BUST for a bust banker."""
    return OUTCOME_TIMES[settle_line(player, banker, target)]


def banker_finals(value: int, tiles: int, pool: Pool, draws: Callable[[int, int], bool], target: int,
                  most: int) -> Dist:
    """The banker's final value from ``value`` in ``tiles`` tiles, drawing while ``draws(value, tiles)``, each tile
    drawn from ``pool`` without replacement."""
    out: Dist = {}
    total = sum(pool)

    def walk(v: int, n: int, p: float, total: int) -> None:
        if n >= most or v == target or total <= 0 or not draws(v, n):
            out[v] = out.get(v, 0.0) + p
            return
        for c in CLASSES:
            k = pool[c]
            if not k:
                continue
            q = p * k / total
            nv = v + c
            if nv > target:
                out[BUST] = out.get(BUST, 0.0) + q
            else:
                pool[c] = k - 1
                walk(nv, n + 1, q, total - 1)
                pool[c] = k
    walk(value, tiles, 1.0, total)
    return out


def reading(first: int, count: int, stood: bool, pool: Pool, target: int, must: int) -> Dist:
    """A player's value as another seat can know it (§11): the first tile shown and ``count - 1`` concealed tiles
    from the unseen ``pool``, never bust (a bust is shown), and, for a hand that stood at two tiles, at least
    ``must`` (below it the rules make it draw). Normalized to 1; a single first tile is certain."""
    if count <= 1:
        return {first: 1.0}
    out: Dist = {}
    total = sum(pool)

    def walk(v: int, left: int, p: float, total: int) -> None:
        if not left:
            if count == 2 and stood and v < must:
                return
            out[v] = out.get(v, 0.0) + p
            return
        for c in CLASSES:
            k = pool[c]
            if not k or v + c > target:
                continue
            # a 3-tile hand drew its third because it had to or chose to: any value at 2 tiles is possible
            pool[c] = k - 1
            walk(v + c, left - 1, p * k / total, total - 1)
            pool[c] = k
    walk(first, count - 1, 1.0, total)
    mass = sum(out.values())
    return {v: p / mass for v, p in out.items()} if mass else {first: 1.0}


def future_hand(first: int, pool: Pool, target: int, must: int, stand_at: int, most: int) -> Dist:
    """A player yet to play, as a sub-probability (its bust mass left out, since a bust stake is already the
    banker's): it draws below ``max(must, stand_at)``, tiles with replacement (a rough guess is enough here)."""
    total = sum(pool) or 1
    out: Dist = {}

    def walk(v: int, n: int, p: float) -> None:
        if n >= most or v >= max(must, stand_at) or v == target:
            out[v] = out.get(v, 0.0) + p
            return
        for c in CLASSES:
            if pool[c] and v + c <= target:
                walk(v + c, n + 1, p * pool[c] / total)
    walk(first, 1, 1.0)
    return out


class BankerModel:
    """The banker's best play by expected chips (§8): stand, or draw (tiles with replacement from ``pool``, which
    keeps it a small memo over (value, tiles)), against ``hands``: each player still in as ``(bet, Dist)``."""

    def __init__(self, hands: Sequence[tuple[int, Dist]], pool: Pool, target: int, must: int, most: int) -> None:
        self.hands = [(b, list(d.items())) for b, d in hands if b and d]
        self.pool = pool
        self.total = sum(pool) or 1
        self.target, self.must, self.most = target, must, most
        self._value: dict[tuple[int, int], float] = {}
        self._draws: dict[tuple[int, int], bool] = {}
        self._stand: dict[int, float] = {}

    def stand(self, value: int) -> float:
        """The banker's expected chips standing on ``value`` (BUST: a bust banker)."""
        got = self._stand.get(value)
        if got is None:
            target = self.target
            got = 0.0
            for bet, dist in self.hands:
                got -= bet * sum(p * pay(x, value, target) for x, p in dist)
            self._stand[value] = got
        return got

    def draws(self, value: int, tiles: int) -> bool:
        """Whether the banker draws here: forced below ``must``, else when drawing expects more."""
        if value < self.must:
            return True
        if tiles >= self.most or value >= self.target:
            return False
        key = (value, tiles)
        if key not in self._draws:
            self.value(value, tiles)
        return self._draws[key]

    def value(self, value: int, tiles: int) -> float:
        key = (value, tiles)
        got = self._value.get(key)
        if got is not None:
            return got
        stand = self.stand(value)
        if tiles >= self.most or value >= self.target:
            self._draws[key] = False
            self._value[key] = stand
            return stand
        draw = self.draw_value(value, tiles)
        choose = value < self.must or draw > stand
        self._draws[key] = choose
        self._value[key] = draw if choose else stand
        return self._value[key]

    def draw_value(self, value: int, tiles: int) -> float:
        pool, total, target = self.pool, self.total, self.target
        out = 0.0
        for c in CLASSES:
            k = pool[c]
            if k:
                nv = value + c
                out += k / total * (self.stand(BUST) if nv > target else self.value(nv, tiles + 1))
        return out


def stand_or_draw(value: int, tiles: int, pool: Pool, stand_at: Callable[[int, int], float], bust: float,
                  target: int, must: int, most: int) -> tuple[float, float]:
    """The expected chips for standing now and for drawing now, later choices made best (§6: a hand under
    ``must`` draws; at ``most`` tiles or ``target`` it stands), every tile drawn without replacement from
    ``pool``; ``stand_at(value, tiles)`` is what standing is worth (it may read ``pool`` as drawn so far),
    ``bust`` what a bust is worth."""

    def best(v: int, n: int, total: int) -> float:
        stand = stand_at(v, n)
        if n >= most or v >= target:
            return stand
        d = draw(v, n, total)
        return d if v < must or d > stand else stand

    def draw(v: int, n: int, total: int) -> float:
        out = 0.0
        for c in CLASSES:
            k = pool[c]
            if not k:
                continue
            if v + c > target:
                out += k / total * bust
            else:
                pool[c] = k - 1
                out += k / total * best(v + c, n + 1, total - 1)
                pool[c] = k
        return out
    total = sum(pool)
    stand = stand_at(value, tiles)
    if not total or tiles >= most or value >= target:
        return stand, stand
    return stand, draw(value, tiles, total)


def exact_banker_values(value: int, tiles: int, hands: Sequence[tuple[int, Dist]], pool: Pool, target: int,
                        must: int, most: int) -> tuple[float, float]:
    """The banker's expected chips for standing and for drawing now, its later choices made best, every tile
    drawn without replacement from ``pool`` (the banker's own decision, §8)."""
    model = BankerModel(hands, pool, target, must, most)
    return stand_or_draw(value, tiles, pool, lambda v, n: model.stand(v), model.stand(BUST), target, must, most)


def stand_value(value: int, finals: Dist, target: int) -> float:
    """A player's expected chips per chip bet standing on ``value`` against the banker's ``finals``."""
    return sum(p * pay(value, b, target) for b, p in finals.items())


def player_values(value: int, tiles: int, pool: Pool, finals_for: Callable[[Pool, int], Dist], target: int,
                  must: int, most: int) -> tuple[float, float]:
    """A player's expected chips per chip bet for standing now and for drawing now (later choices made best),
    every tile of its own drawn from ``pool`` without replacement; ``finals_for(pool, tiles)`` is the banker's
    final value against a player who ends with ``tiles`` tiles, from the pool left. A bust loses the bet."""
    return stand_or_draw(value, tiles, pool, lambda v, n: stand_value(v, finals_for(pool, n), target), -1.0,
                         target, must, most)


def chance_words(k: int, n: int) -> str:
    """"9 times in 31"."""
    return f"{k} time{'s' if k != 1 else ''} in {n}"
