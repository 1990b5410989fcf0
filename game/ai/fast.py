"""Hard's playouts in C where they can be: which games, and the tables and positions handed over.

Why: a playout in Python is dictionary look-ups and objects, and Hard's
strength is the deals it plays out in its time (docs/ai.md "Speed"). The
extension ``game.ai._fastplay`` (``fastplay.c``) is a second implementation of
``hard.playout`` with Normal's brain at every seat, deciding exactly as the
Python does (tests/ai/test_fastplay.py plays the same deals both ways). It is
built when the game is installed where a C compiler is (``setup.py``); where
it is not, or for a game it does not take (``supports``), Hard plays out in
Python, the same decisions more slowly.

It takes every built-in climbing game (Sap Ng Wu, Wu Han, Chang Pai, Luan
Chuo and its kinds, Ma Hua Hua), at every seat count, one seat sitting out
included: their plays, named plays of unlike cards, which hands still hold a
lead, tiers, settlement, multipliers and bonuses are data here. It refuses
only a house rule beyond its fixed sizes (``supports``).
"""
from __future__ import annotations

import random
from contextlib import contextmanager
from typing import Iterator, Sequence

from game.ai.knowledge import Tables
from game.ai.normal import Brain
from game.model import counts
from game.rules import Action, Continue, Declare, Observation, Pass
from game.rules.climbing import ClimbingGame
from game.rules.climbing.plays import presence

VERSION = 8  # fastplay.c's FASTPLAY_VERSION: a build of an older fastplay.c (an editable install not rebuilt) is not used

try:
    from game.ai import _fastplay
except ImportError:  # not built here (no C compiler when installed): Hard plays out in Python
    _fastplay = None
if _fastplay is not None and getattr(_fastplay, "VERSION", None) != VERSION:
    _fastplay = None

MAXW = 1024  # wu counts the tables cover (fastplay.c's MAXW)
KINDS = {"single": 0, "set": 1, "mixed": 2, "supreme": 3}
PHASES = {"play": 0, "decide": 1, "layout": 2}
SETTLEMENTS = {"winner": 0, "pairwise": 1, "winners_paid": 2}
FOURS = {"none": 0, "played_together": 1, "collected": 2}
MULTIPLY = {"none": 0, "product": 1, "sum": 2}
PASS_CODE, DECLARE_CODE, CONTINUE_CODE = -1, -2, -3
MOST_GUESSES = 64
MAXPLAYS = 96  # fastplay.c's MAXPLAYS: the plays one hand splits into, and the plays that beat one play
MOST_TIERS = 64  # fastplay.c's Tables.tier_wu


def available() -> bool:
    """Whether the extension was built here."""
    return _fastplay is not None


def supports(tables: Tables, players: int, guesses: int = 0) -> bool:
    """Whether the C playouts take this game (see the module): otherwise Hard plays out in Python."""
    v = tables.variant
    return (_fastplay is not None and 2 <= players <= 4
            and v.declare_rule in ("higher_tier", "any_gain") and v.settlement in SETTLEMENTS
            and v.four_of_a_kind in FOURS and v.multiply in MULTIPLY and v.unclaimed_win in ("void", "paid_to_most")
            and 0 <= guesses <= MOST_GUESSES and _fits(tables))


def _fits(tables: Tables) -> bool:
    """Whether the variant fits the C code's fixed sizes (no hand holds more cards than the deck, each card one
    play of its split at most, and no play is beaten by more plays than a response weighs) and its lead rule."""
    known = _fitting.get(id(tables))
    if known is None or known[0] is not tables:
        v = tables.variant
        fits = (sum(v.copies.values()) <= MAXPLAYS and len(v.tiers) <= MOST_TIERS
                and all(len(c.beaten_by) <= MAXPLAYS for c in tables.plays)
                # every play may be led (fastplay.c's ``has_lead`` counts on it; ``spec`` checks again)
                and sum(len(run.plays) for run in v.table.lead_runs) == len(tables.plays))
        known = _fitting[id(tables)] = (tables, fits)
    return known[1]


_fitting: dict[int, tuple[Tables, bool]] = {}


def spec(tables: Tables, brain: Brain) -> dict:
    """The variant's tables and Normal's weights as ``fastplay.make_tables`` reads them."""
    v = tables.variant
    plays = tables.plays
    rest: list[int] = []
    rest_off: list[int] = []
    beaten: list[int] = []
    beaten_off: list[int] = []
    for c, (_, _, r) in zip(plays, tables.beat_tests):
        rest_off.append(len(rest))
        rest.extend(r)
        beaten_off.append(len(beaten))
        beaten.extend(b.id for b in c.beaten_by)
    split: list[int] = []
    split_off: list[int] = []
    split_n: list[int] = []
    for row in tables.split:
        for part in row:
            split_off.append(len(split))
            split_n.append(len(part))
            split.extend(c.id for c in part)
    tiers = [t.wu for t in v.tiers]
    # ``ClimbingGame._has_lead`` asks the table's lead runs, which hold every play; fastplay.c's ``has_lead``
    # counts on that.
    if sum(len(run.plays) for run in v.table.lead_runs) != len(plays):
        raise ValueError(f"{v.id}: a play that may not be led")
    named: list[int] = []
    run_off: list[int] = []
    for _, run in tables.named_runs:
        run_off.append(len(named))
        named.extend(c.id for c in run)
    return {
        "n": len(plays),
        "packed": [c.packed for c in plays],
        "size": list(tables.sizes),
        "rank": [c.rank for c in plays],
        "kind": [KINDS.get(c.kind, 4) for c in plays],
        "full_set": [int(c.full_set) for c in plays],
        "ends_led": [int(c.ends_trick_when_led) for c in plays],
        "nfours": [len(c.fours) for c in plays],
        "triples": [c.triples for c in plays],
        "fours_won": [c.fours_won for c in plays],
        "bonus": [c.bonus for c in plays],
        "bt_add": [a for a, _, _ in tables.beat_tests],
        "bt_mask": [m for _, m, _ in tables.beat_tests],
        "rest_off": rest_off, "rest_n": [len(r) for _, _, r in tables.beat_tests], "rest": rest,
        "beaten_off": beaten_off, "beaten_n": [len(c.beaten_by) for c in plays], "beaten": beaten,
        "group_masks": list(tables.group_masks),
        # the supremes a hand may lay out (``knowledge.layout_options``): none where the variant lays none out
        "supremes": [c.id for c in v.supreme_plays] if v.layout_supreme != "none" else [],
        "single": [c.id if c is not None else -1 for c in tables.single],
        "split": split, "split_off": split_off, "split_n": split_n,
        "tier_wu": tiers,
        "tier_of": [v.tier_index(w) for w in range(MAXW)],
        "points_of": [v.tier_chips(w) for w in range(MAXW)],
        "guard": counts.GUARD,
        "supreme_mask": tables.supreme_mask,
        "supreme_presence": v.supreme_presence or 0,
        "layout_all": int(v.layout_supreme == "all"),
        "every": int(v.every_card_leads),
        "single_presence": v.single_presence,
        "lonely": [c.id for c in plays if not presence(c.packed) & v.single_presence],
        "named": named, "run_off": run_off, "run_n": [len(run) for _, run in tables.named_runs],
        "run_kinds": [kinds for kinds, _ in tables.named_runs],
        "obligation": int(v.obligation_to_beat),
        "full_led": v.full_set_wu_led,
        "full_laid": v.full_set_wu_laid_out,
        "four_mode": FOURS[v.four_of_a_kind],
        "four_chips": v.four_of_a_kind_chips,
        "any_gain": int(v.declare_rule == "any_gain"),
        "declare_from": v.declare_from,
        "settlement": SETTLEMENTS[v.settlement],
        "dealer_double": int(v.dealer_pays_double),
        "unclaimed_most": int(v.unclaimed_win == "paid_to_most"),
        "multiply": MULTIPLY[v.multiply],
        "m_base": v.multiplier_base, "m_triple": v.multiplier_triple, "m_four": v.multiplier_four,
        "m_each": v.multiplier_each,
        "first_tier": tables.first_tier,
        "lam": float(brain.lam), "lead_value": float(brain.lead_value), "per_chip": float(brain.per_chip),
        "chain": float(brain.chain), "bold": float(brain.bold), "grow": float(brain.grow),
    }


_made: dict[int, tuple[Tables, tuple, object]] = {}


def tables_for(tables: Tables, brain: Brain):
    """The C tables of ``tables`` with ``brain``'s weights, made once."""
    weights = (brain.lam, brain.lead_value, brain.per_chip, brain.chain, brain.bold, brain.grow)
    known = _made.get(id(tables))
    if known is None or known[0] is not tables or known[1] != weights:
        known = _made[id(tables)] = (tables, weights, _fastplay.make_tables(spec(tables, brain)))
    return known[2]


def base(game: ClimbingGame, in_layout: bool):
    """The position ``game`` stands in (rebuilt from an observation), every deal's start but for the hands."""
    top = game.top
    return _fastplay.make_base(
        game.players, game.dealer, -1 if game.sitter is None else game.sitter, PHASES[game.phase],
        game.current_player, 1 if in_layout else 0, int(in_layout),
        top[1].id if top is not None else -1, top[0] if top is not None else -1, game._passes,
        list(game.wu), list(game.chips), list(game.passed_tiers),
        *(list(x) for x in zip(*[game.sets_won(s) for s in range(game.players)])),
        [counts.size(a) for a in game._laid_aside], list(game._wu_cards))


def orders(hidden: int, count: int, by_seat: Sequence[list[list[int]] | None]):
    """The other seats' shuffled orders (``guessing.Shuffles.prepare``), for every deal of one search."""
    return _fastplay.make_orders(count, hidden, list(by_seat))


def orders_of(shuffled) -> list:
    """``orders``' orders back as lists, seat by seat (None where a seat has none), as tests compare them."""
    return _fastplay.orders_list(shuffled)


def code(action: Action, tables: Tables) -> int:
    """A candidate as ``play_deal`` takes it: a play's id, or passing, declaring or continuing."""
    if action.has_cards:
        return tables.by_packed[action.packed].id  # type: ignore[attr-defined]
    if isinstance(action, Pass):
        return PASS_CODE
    if isinstance(action, Declare):
        return DECLARE_CODE
    if isinstance(action, Continue):
        return CONTINUE_CODE
    raise ValueError(f"no playout in C starts with {action!r}")


def play_deal(made, start, shuffled, hands: Sequence[int], codes: Sequence[int], seat: int,
              seconds: float = 0.0, whole: bool = False, own: Sequence[Sequence[int]] | None = None,
              nest: int = 0, nest_deals: int = 0, fresh: int = 0, tree=None) -> list | None:
    """``hands`` played out from ``start`` once with each candidate: the searcher's chips, or None when the
    ``seconds`` left (0: no limit) ran out first (``hard.HardPlayer.search`` drops such a deal). With ``whole``,
    each hand's end instead: every seat's chips, every seat's wu and the winner (-1: none), for the tests. With
    ``own`` (as many deals as the other seats guess), the searcher judges its chances on those deals, not on the
    hands (``guessing.ReadGuesses``: Hard's ``blind``). With ``nest`` (2 or more), each of the searcher's own
    later decisions weighs Normal's best ``nest`` choices, each played out on the deal (Hard's ``nest``). With
    ``fresh``, the seats on guesses judge them without the cards played since (``guessing.cut``: Hard's
    ``fresh``). With ``tree`` (``make_tree``), the searcher's next own decision is taken on the statistics of
    what it would see there, over the search's earlier deals (Hard's ``tree``)."""
    return _fastplay.play_deal(made, start, shuffled, hands, codes, seat, seconds, whole,
                               None if own is None else [list(w) for w in own], int(nest), int(nest_deals),
                               int(fresh), tree)


def make_tree(arms: int, least: int, z: float = 0.0):
    """The statistics of the searcher's next own decisions for one search (``play_deal``'s ``tree``): Normal's
    best ``arms`` choices played out there, the best mean taken once a choice has ``least`` deals; with ``z``,
    a choice other than the first only where it gains ``z`` standard errors over it."""
    return _fastplay.make_tree(int(arms), int(least), float(z))


def tree_counts(tree) -> tuple[int, int, int]:
    """A tree's own next decisions met, those its statistics chose, and its information sets."""
    return _fastplay.tree_counts(tree)


def reading(tables: Tables, brain: Brain, items: Sequence[tuple], temperature: float, floor: float, rough: bool,
            kept: Sequence[tuple[int, int]] = ()):
    """``reading.Reader``'s remembered decisions (its ``items``, in its order) and the seats that kept no supreme
    (its ``kept``: each seat and the cards it played since) for ``likelihood``."""
    deeds = [(d.seat, d.top, d.top_seat, d.play, list(s.wu), list(s.thresholds), s.max_other, after, q, s.worlds)
             for d, s, after, q in items]
    return _fastplay.make_reading(tables_for(tables, brain), deeds, float(temperature), float(floor), int(rough),
                                  [(int(seat), after) for seat, after in kept])


def likelihood(made, hands: Sequence[int], stop: float) -> float:
    """``reading.Reader.log_likelihood`` in C: the log-chance of the remembered actions had the seats held
    ``hands``, returned as it stands once it falls below ``stop``."""
    return _fastplay.likelihood(made, hands, stop)


class Walk:
    """``reading.Chain``'s moves in C, drawing the very numbers its ``random.Random`` would.

    The C code runs CPython's Mersenne Twister on a copy of the ``Random``'s
    state: ``take`` hands the state over, ``give`` takes it back, so that
    Python's draws after the moves are those it would have made after its own.
    """

    def __init__(self, made_reading, hands: Sequence[int], seats: Sequence[int], piles: Sequence[Sequence[int]],
                 score: float, swap: int) -> None:
        self.made = _fastplay.make_walk(made_reading, list(hands), list(seats), [list(p) for p in piles],
                                        float(score), int(swap))
        self._outer: tuple = ()

    def take(self, rng: random.Random) -> None:
        version, state, gauss = rng.getstate()
        self._outer = (version, gauss)
        _fastplay.walk_seed(self.made, state)

    def give(self, rng: random.Random) -> None:
        version, gauss = self._outer
        rng.setstate((version, _fastplay.walk_state(self.made), gauss))

    def walk(self, steps: int, seconds: float = 0.0) -> tuple[list[int], int, int, float]:
        """Up to ``steps`` moves, stopped ``seconds`` from now (0: never): the hands, the moves and the moves kept
        so far, and the deal's log-chance."""
        return _fastplay.walk(self.made, steps, seconds)


class Draws:
    """``vary``'s orders drawn in C (``redraw``), with the very numbers ``random.shuffle`` would draw from the
    player's ``Random``: ``holding`` hands its state to the C code for a search and takes it back after, so that
    the draws go on as if Python had made them (the same decisions either way: tests/ai/test_fastplay.py)."""

    def __init__(self) -> None:
        self.made = None

    @contextmanager
    def holding(self, rng: random.Random) -> Iterator[None]:
        version, state, gauss = rng.getstate()
        self.made = _fastplay.make_draws(state)
        try:
            yield
        finally:
            rng.setstate((version, _fastplay.draws_state(self.made), gauss))
            self.made = None

    def redraw(self, shuffled) -> None:
        """Every seat's orders in ``shuffled`` (``orders``) drawn anew, as ``Shuffles.prepare`` draws a new set."""
        _fastplay.redraw(shuffled, self.made)


def walks(rng) -> bool:
    """Whether a chain drawing from ``rng`` can walk in C: a plain ``random.Random``, whose numbers the C code
    draws the same (a subclass may draw otherwise)."""
    return _fastplay is not None and type(rng) is random.Random


def usable(tables: Tables, obs: Observation, guesses: int) -> bool:
    """Whether this decision's playouts can be played in C."""
    return obs.phase in PHASES and supports(tables, obs.players, guesses)


__all__ = ["available", "supports", "spec", "tables_for", "base", "orders", "orders_of", "code", "play_deal",
           "make_tree", "tree_counts", "reading", "likelihood", "Walk", "Draws", "walks", "usable"]
