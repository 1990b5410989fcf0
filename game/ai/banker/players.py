"""The banker family's computer players (docs/ai.md "Sap Tim Pun"); each sees only a ``BankerObservation``.

- ``EasyBankerPlayer``: the house rule, draw below 8; bets at random; declares the file's default limit.
- ``NormalBankerPlayer``: counts the tiles seen in this wall (§11) and draws or stands by the chance of
  busting and of beating the banker's face-up tile, the banker assumed to draw only when it must; a
  banker weighs each player's shown tile plus an average tile for each concealed one; bets the limit
  when its reckoned edge is positive, else 1.
- ``HardBankerPlayer``: the exact expected chips of drawing and of standing over the unseen tiles,
  the banker's own best reply included (``odds.BankerModel``, reading each player's hand as the banker
  can, §11); as banker, the same over the players' possible hands; bets and sets the limit by its
  expected chips a hand.
Computer bankers play by the same rules as the players (§8). Each sets ``reason``, one line for the Hint
button ("a draw busts 9 times in 31; ...").
"""
from __future__ import annotations

import random
from typing import Sequence

from game.ai.banker import odds
from game.i18n import N_
from game.model.mahjong import words
from game.reason import Reason, Words
from game.rules import Action, BankerObservation, BankerVariant, Bet, Draw, SetLimit, Stand, load_variant

_variants: dict[str, BankerVariant] = {}
DRAW, STAND = Draw(), Stand()


def variant_of(obs: BankerObservation) -> BankerVariant:
    v = _variants.get(obs.variant)
    if v is None:
        v = _variants[obs.variant] = load_variant(obs.variant)  # type: ignore[assignment]
    return v  # type: ignore[return-value]


class _Base:
    """What every level shares: the phases, the forced draw, and the words."""

    level = ""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.reason = ""

    def act(self, obs: BankerObservation, legal: Sequence[Action]) -> Action:
        v = variant_of(obs)
        if obs.phase == "limit":
            return self.limit(obs, v, legal)
        if obs.phase == "bet":
            return self.bet(obs, v, legal)
        value = sum(t.half for t in obs.hand)
        pool = odds.unseen_pool(obs.seen)
        if STAND not in legal:
            k, n = odds.bust_count(value, pool, v.target), sum(pool)
            self.reason = Reason(N_("under {least} you must draw; a draw busts {chance}"),
                                 least=words(v.must_draw_below), chance=_chance(k, n))
            return DRAW
        if obs.seat == obs.banker:
            draw = self.banker_draws(obs, v, value, pool)
        else:
            draw = self.player_draws(obs, v, value, pool)
        return DRAW if draw else STAND

    def limit(self, obs: BankerObservation, v: BankerVariant, legal: Sequence[Action]) -> Action:
        action = SetLimit(v.default_limit)
        self.reason = Reason(N_("the usual limit, {limit}"), limit=v.default_limit)
        return action if action in legal else legal[-1]

    def bet(self, obs: BankerObservation, v: BankerVariant, legal: Sequence[Action]) -> Action:
        raise NotImplementedError

    def player_draws(self, obs: BankerObservation, v: BankerVariant, value: int, pool: odds.Pool) -> bool:
        raise NotImplementedError

    def banker_draws(self, obs: BankerObservation, v: BankerVariant, value: int, pool: odds.Pool) -> bool:
        return self.player_draws(obs, v, value, pool)


def _chance(k: int, n: int) -> Reason:
    """``odds.chance_words`` as a ``Reason`` ("9 times in 31"), so the Hint can say it in Chinese."""
    return Reason(N_("{k} time in {n}") if k == 1 else N_("{k} times in {n}"), k=k, n=n)


def _bust_words(value: int, pool: odds.Pool, target: int) -> Reason:
    return Reason(N_("a draw busts {chance}"), chance=_chance(odds.bust_count(value, pool, target), sum(pool)))


# -- Easy ----------------------------------------------------------------------------------------------
class EasyBankerPlayer(_Base):
    """The house rule many tables teach: draw below 8, stand from 8. Bets whatever comes to mind."""

    level = "easy"
    STAND_FROM = 16    # 8 points, in half-points

    def bet(self, obs, v, legal):
        action = legal[self.rng.randrange(len(legal))]
        self.reason = Reason(N_("a bet on a hunch"))
        return action

    def player_draws(self, obs, v, value, pool):
        draw = value < self.STAND_FROM
        self.reason = Reason(N_("house rule: draw below 8 ({value} now); {bust}"), value=words(value),
                             bust=_bust_words(value, pool, v.target))
        return draw


# -- Normal --------------------------------------------------------------------------------------------
class NormalBankerPlayer(_Base):
    """Counts the tiles gone from this wall and plays the odds one tile ahead."""

    level = "normal"

    def _simple_finals(self, v: BankerVariant, first: int, pool: odds.Pool) -> odds.Dist:
        """The banker's final value as Normal pictures it: it draws only while it must (below 6)."""
        return odds.banker_finals(first, 1, list(pool), lambda val, n: val < v.must_draw_below, v.target,
                                  v.most_tiles)

    @staticmethod
    def _win(value: int, finals: odds.Dist) -> float:
        """The chance a hand of ``value`` beats the banker (ties go to the banker, §9)."""
        return sum(p for b, p in finals.items() if b == odds.BUST or b < value)

    def _one_ahead(self, v: BankerVariant, value: int, finals: odds.Dist, pool: odds.Pool) -> tuple[float, float]:
        total = sum(pool) or 1
        draw = sum(pool[c] / total * self._win(value + c, finals) for c in odds.CLASSES if value + c <= v.target)
        return self._win(value, finals), draw

    def player_draws(self, obs, v, value, pool):
        first = obs.shown[obs.banker][0].half
        finals = self._simple_finals(v, first, pool)
        stand, draw = self._one_ahead(v, value, finals, pool)
        self.reason = Reason(N_("{bust}; standing on {value} beats the banker's {first} about {stand} of the time, "
                                "a draw about {draw}"), bust=_bust_words(value, pool, v.target), value=words(value),
                             first=words(first), stand=f"{stand:.0%}", draw=f"{draw:.0%}")
        return draw > stand

    def banker_draws(self, obs, v, value, pool):
        total = sum(pool) or 1
        mean = sum(c * pool[c] for c in odds.CLASSES) / total
        guesses = []
        for p in range(obs.players):
            if p != obs.banker and not obs.busted[p] and obs.bets[p]:
                guess = obs.shown[p][0].half + mean * (obs.counts[p] - 1)
                guesses.append((obs.bets[p], min(v.target, round(guess))))

        def stand_on(val: int) -> float:
            """The banker's chips against the guesses: a bust pays every bet; ties go to the banker (§9)."""
            if val > v.target:
                return -sum(b for b, _ in guesses)
            return sum(b if val >= g else -b for b, g in guesses)
        stand = stand_on(value)
        draw = sum(pool[c] / total * (-sum(b for b, _ in guesses) if value + c > v.target else stand_on(value + c))
                   for c in odds.CLASSES if pool[c])
        looks = Words(tuple(words(g) for _, g in guesses), ", ") if guesses else Reason(N_("nothing"))
        self.reason = Reason(N_("{bust}; the players look like {looks}"), bust=_bust_words(value, pool, v.target),
                             looks=looks)
        return draw > stand

    def edge(self, obs: BankerObservation, v: BankerVariant) -> float:
        """Expected chips per chip bet for a new hand, as Normal reckons them (one tile ahead, a banker who
        draws only while it must)."""
        pool = odds.unseen_pool(obs.seen)
        total = sum(pool) or 1
        out = 0.0
        for b in odds.CLASSES:
            if not pool[b]:
                continue
            finals = self._simple_finals(v, b, pool)
            for f in odds.CLASSES:
                if pool[f]:
                    stand, draw = self._one_ahead(v, f, finals, pool)
                    win = draw if f < v.must_draw_below else max(stand, draw)
                    out += pool[b] / total * pool[f] / total * (2 * win - 1)
        return out

    def bet(self, obs, v, legal):
        edge = self.edge(obs, v)
        amount = obs.limit if edge > 0 else 1
        # the hint shows the bet itself before its reason ("bet 5 — ..."): the reason gives only the why
        self.reason = Reason(N_("the tiles left give me an edge of about {edge} a chip"), edge=f"{edge:+.2f}")
        return Bet(amount)


# -- Hard ----------------------------------------------------------------------------------------------
class HardBankerPlayer(_Base):
    """Exact expected chips over the unseen tiles, the banker's best reply included."""

    level = "hard"

    def _rules(self, v: BankerVariant) -> tuple[int, int, int]:
        return v.target, v.must_draw_below, v.most_tiles

    def _generic(self, v: BankerVariant, pool: odds.Pool) -> odds.Dist:
        """A player not yet seen, as a sub-probability: any first tile, drawing below 7."""
        target, must, most = self._rules(v)
        total = sum(pool) or 1
        out: odds.Dist = {}
        for f in odds.CLASSES:
            if pool[f]:
                for val, p in odds.future_hand(f, pool, target, must, 14, most).items():
                    out[val] = out.get(val, 0.0) + p * pool[f] / total
        return out

    def player_values(self, obs: BankerObservation, v: BankerVariant, value: int,
                      pool: odds.Pool) -> tuple[float, float]:
        """Expected chips per chip bet for standing and for drawing now."""
        target, must, most = self._rules(v)
        me, banker = obs.seat, obs.banker
        first = obs.shown[banker][0].half
        # The banker does not see my concealed tiles: its pool holds them too.
        banker_pool = list(pool)
        for t in obs.hand[1:]:
            banker_pool[t.half] += 1
        others: list[tuple[int, odds.Dist]] = []
        for p in range(obs.players):
            if p in (me, banker) or obs.busted[p] or not obs.bets[p]:
                continue
            shown = obs.shown[p][0].half
            if obs.done[p]:
                others.append((obs.bets[p], odds.reading(shown, obs.counts[p], True, banker_pool, target, must)))
            else:
                others.append((obs.bets[p], odds.future_hand(shown, banker_pool, target, must, 14, most)))
        mine = obs.hand[0].half
        models: dict[int, odds.BankerModel] = {}
        memo: dict[tuple, odds.Dist] = {}

        def finals_for(left: odds.Pool, tiles: int) -> odds.Dist:
            key = (tuple(left), tiles)
            got = memo.get(key)
            if got is None:
                model = models.get(tiles)
                if model is None:
                    me_read = odds.reading(mine, tiles, True, banker_pool, target, must)
                    model = models[tiles] = odds.BankerModel(others + [(obs.bets[me] or 1, me_read)], banker_pool,
                                                             target, must, most)
                got = memo[key] = odds.banker_finals(first, 1, list(left), model.draws, target, most)
            return got
        return odds.player_values(value, len(obs.hand), list(pool), finals_for, target, must, most)

    def player_draws(self, obs, v, value, pool):
        stand, draw = self.player_values(obs, v, value, pool)
        self.reason = Reason(N_("{bust}; standing on {value} expects {stand} a chip bet, drawing {draw}"),
                             bust=_bust_words(value, pool, v.target), value=words(value), stand=f"{stand:+.2f}",
                             draw=f"{draw:+.2f}")
        return draw > stand

    def banker_draws(self, obs, v, value, pool):
        target, must, most = self._rules(v)
        hands = []
        for p in range(obs.players):
            if p != obs.banker and not obs.busted[p] and obs.bets[p]:
                hands.append((obs.bets[p], odds.reading(obs.shown[p][0].half, obs.counts[p], True, pool, target,
                                                        must)))
        stand, draw = odds.exact_banker_values(value, len(obs.hand), hands, list(pool), target, must, most)
        self.reason = Reason(N_("{bust}; standing on {value} expects {stand} chips from the table, drawing {draw}"),
                             bust=_bust_words(value, pool, v.target), value=words(value), stand=f"{stand:+.1f}",
                             draw=f"{draw:+.1f}")
        return draw > stand

    def edge(self, obs: BankerObservation, v: BankerVariant) -> float:
        """A player's expected chips per chip bet for the next hand: every first tile of its own and of the
        banker's, its best play after, the banker's best reply to players it cannot read yet."""
        target, must, most = self._rules(v)
        pool = odds.unseen_pool(obs.seen)
        total = sum(pool) or 1
        generic = self._generic(v, pool)
        out = 0.0
        others = max(1, obs.players - 1)
        for b in odds.CLASSES:
            if not pool[b]:
                continue
            model = odds.BankerModel([(1, generic)] * others, pool, target, must, most)
            finals = odds.banker_finals(b, 1, list(pool), model.draws, target, most)
            best: dict[tuple[int, int], float] = {}

            def value(val: int, n: int) -> float:
                key = (val, n)
                if key not in best:
                    stand = odds.stand_value(val, finals, target)
                    if n >= most or val >= target:
                        best[key] = stand
                    else:
                        draw = sum(pool[c] / total * (-1.0 if val + c > target else value(val + c, n + 1))
                                   for c in odds.CLASSES if pool[c])
                        best[key] = draw if val < must or draw > stand else stand
                return best[key]
            out += pool[b] / total * sum(pool[f] / total * value(f, 1) for f in odds.CLASSES if pool[f])
        return out

    def bet(self, obs, v, legal):
        edge = self.edge(obs, v)
        amount = obs.limit if edge > 0 else 1
        self.reason = Reason(N_("a hand here expects {edge} a chip bet"), edge=f"{edge:+.3f}")
        return Bet(amount)

    def limit(self, obs, v, legal):
        edge = self.edge(obs, v)
        amount = max(v.limits) if edge < 0 else min(v.limits)
        self.reason = Reason(N_("players expect {edge} a chip against the bank on a fresh wall"),
                             edge=f"{edge:+.3f}")
        action = SetLimit(amount)
        return action if action in legal else legal[-1]


def make_banker_player(level: str = "normal", seed: int | None = None, budget: float = 1.0, **options):
    """A banker-family player of ``level`` (Hard needs no time budget: its reckoning is exact and quick)."""
    if level in ("easy", "simple"):
        return EasyBankerPlayer(seed)
    if level == "normal":
        return NormalBankerPlayer(seed)
    if level == "hard":
        return HardBankerPlayer(seed)
    if level == "random":
        from game.ai.simple import RandomPlayer
        return RandomPlayer(seed)
    raise ValueError(f"no banker player of level {level!r}")
