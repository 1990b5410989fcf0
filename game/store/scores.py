"""Scores and history: every hand and match, in an SQLite database in the user data folder.

The statistics screen asks this module, never SQL: per player and per variant
the matches, hands, declarations (by tier), chips won, best hand and average
wu (``stats``), the chips over one match hand by hand (``match_series``), the
last matches (``recent_matches``) and a player's chips match by match
(``player_history``). Each hand keeps its game log, so any recorded hand can
be replayed later (``hand_log``).

The schema is versioned with ``PRAGMA user_version`` and grows by migrations,
an ordered list of functions, each taking the database one version up inside
one transaction (the old file is copied aside first). Opening never fails:

- a file that is not a database, is damaged inside or lacks a table is moved
  aside (``scores.damaged-<time>.sqlite3``, with its journal) and a new book
  is started, with a Notice;
- a book from a newer version of the game is not touched at all: this
  session records into memory only, with a Notice;
- a folder that cannot be written gives an in-memory book too, with a Notice.
"""
from __future__ import annotations

import os
import sqlite3
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

from game.rules import ClimbingGame, GameLog, Match, replay
from game.rules import events as E
from game.store import atomic
from game.i18n import N_
from game.store.notices import DAMAGED, NEWER, UNPLAYABLE, UNWRITABLE, Notice, said
from game.store.places import places
from game.store.seats import Seat
from game.store.undo import hand_events

JOURNALS = ("-journal", "-wal", "-shm")
MAGIC = b"SQLite format 3\x00"


# -- the schema and its migrations -----------------------------------------------------------

def _v1(db: sqlite3.Connection) -> None:
    """Matches, their seats, hands, and each seat's part in each hand."""
    db.execute("""CREATE TABLE matches (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL UNIQUE,           -- the saved match's key: a resumed match records on
        started TEXT NOT NULL,              -- ISO 8601, local time with offset
        updated TEXT NOT NULL,
        variant TEXT NOT NULL,              -- the variant's ref, as game logs name it
        players INTEGER NOT NULL,
        length INTEGER NOT NULL,            -- hands the match was set to last
        seed INTEGER,
        hands_played INTEGER NOT NULL DEFAULT 0,
        finished INTEGER NOT NULL DEFAULT 0)""")
    db.execute("""CREATE TABLE match_seats (
        match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        kind TEXT NOT NULL,                 -- human | computer
        level TEXT,                         -- the computer's level
        total INTEGER NOT NULL DEFAULT 0,   -- chips over the hands recorded
        PRIMARY KEY (match_id, seat))""")
    db.execute("""CREATE TABLE hands (
        id INTEGER PRIMARY KEY,
        match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
        number INTEGER NOT NULL,            -- 1 for the first hand of the match
        played TEXT NOT NULL,
        dealer INTEGER NOT NULL,
        winner INTEGER,                     -- the seat that declared; NULL for a void hand
        declared_wu INTEGER,
        tier INTEGER,                       -- the tier declared at, by its wu (15, 18, ...)
        tier_chips INTEGER,                 -- what each other player paid at that tier
        log TEXT NOT NULL,                  -- GameLog JSON: the hand can be replayed
        UNIQUE (match_id, number))""")
    db.execute("""CREATE TABLE hand_seats (
        hand_id INTEGER NOT NULL REFERENCES hands(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        wu INTEGER NOT NULL,
        payment INTEGER NOT NULL,           -- chips from the declaration (negative: paid)
        bonus INTEGER NOT NULL,             -- chips from four-of-a-kind bonuses, net
        bonuses INTEGER NOT NULL,           -- four-of-a-kind bonuses this seat earned
        continued INTEGER NOT NULL,         -- times it played on instead of declaring
        chips INTEGER NOT NULL,             -- payment + bonus
        PRIMARY KEY (hand_id, seat))""")
    db.execute("CREATE INDEX match_seats_by_name ON match_seats(name)")
    db.execute("CREATE INDEX matches_by_update ON matches(updated)")


Migration = Callable[[sqlite3.Connection], None]
MIGRATIONS: list[Migration] = [_v1]
"""Migration ``i`` takes the book from version ``i`` to ``i + 1``; append, never edit."""


def schema_version() -> int:
    """The version this game writes: one per migration."""
    return len(MIGRATIONS)


# -- what the statistics screen gets -------------------------------------------------------------

@dataclass(frozen=True)
class HandRef:
    """A hand worth showing again (the best hand: the one that won the player the most chips,
    then the most wu; None until a hand has won them chips): enough to find it and replay it."""

    match_key: str
    number: int
    played: datetime
    variant: str
    chips: int
    wu: int
    tier: int | None


@dataclass(frozen=True)
class PlayerStats:
    """One player's record; ``variant`` None when all variants are counted together."""

    player: str
    variant: str | None
    matches: int
    matches_finished: int
    matches_won: int                      # finished matches ended with the most chips (ties count)
    hands: int
    declarations: int
    declarations_by_tier: dict[int, int]  # tier wu -> declarations at that tier
    chips: int
    best_hand: HandRef | None
    average_wu: float
    bonuses: int                          # four-of-a-kind bonuses earned
    void_hands: int


@dataclass(frozen=True)
class MatchSummary:
    key: str
    variant: str
    started: datetime
    updated: datetime
    players: int
    length: int
    hands_played: int
    finished: bool
    seats: tuple[Seat, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True)
class MatchSeries:
    """Chips over a match: ``totals[i]`` are the running totals after ``hands[i]`` (0: the start)."""

    key: str
    variant: str
    names: tuple[str, ...]
    length: int
    finished: bool
    hands: tuple[int, ...]
    totals: tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class HistoryPoint:
    """One match in a player's history: its chips, and the running sum over the shown matches."""

    match_key: str
    started: datetime
    variant: str
    chips: int
    running: int
    finished: bool


# -- opening ---------------------------------------------------------------------------------

class _Damaged(Exception):
    pass


class _Newer(Exception):
    pass


class _Unwritable(Exception):
    pass


class _CannotMigrate(Exception):
    pass


def _kind_of(err: sqlite3.Error) -> type[Exception]:
    """Damage, or a folder or disk that will not take writes: the two call for different notices."""
    name = getattr(err, "sqlite_errorname", "") or ""
    text = str(err).lower()
    if name.startswith(("SQLITE_NOTADB", "SQLITE_CORRUPT")) or "not a database" in text or "malformed" in text:
        return _Damaged
    if name.startswith(("SQLITE_READONLY", "SQLITE_CANTOPEN", "SQLITE_IOERR", "SQLITE_FULL", "SQLITE_PERM",
                        "SQLITE_BUSY", "SQLITE_LOCKED")) or any(
            t in text for t in ("readonly", "read-only", "unable to open", "disk i/o", "full", "locked", "busy")):
        return _Unwritable
    return _Damaged


_expected: dict[str, set[str]] | None = None


def _expected_schema() -> dict[str, set[str]]:
    """Tables and columns the migrations make, found by running them on an empty book."""
    global _expected
    if _expected is None:
        db = sqlite3.connect(":memory:")
        for migrate in MIGRATIONS:
            migrate(db)
        _expected = _schema_of(db)
        db.close()
    return _expected


def _schema_of(db: sqlite3.Connection) -> dict[str, set[str]]:
    tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    return {t: {r[1] for r in db.execute(f'PRAGMA table_info("{t}")')} for t in tables}


def _stamp() -> str:
    return datetime.now().astimezone().replace(microsecond=0).isoformat()


class ScoreBook:
    """The score book of this computer's player(s). Open it with ``ScoreBook.open()``."""

    def __init__(self, db: sqlite3.Connection, path: Path | None, persistent: bool) -> None:
        self._db = db
        self.path = path
        self.persistent = persistent
        """False when results go to memory only (a newer or unwritable book): say so on the screen."""

    # -- opening and closing ---------------------------------------------------------------
    @classmethod
    def open(cls, path: "str | os.PathLike[str] | None" = None) -> tuple["ScoreBook", Notice | None]:
        """The book at ``path`` (default: the data folder's), made or migrated as needed.

        Never raises for a bad file: the notice says what happened, and the
        book returned always works (in memory if it has to).
        """
        path = Path(path) if path is not None else places().scores_file
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            return cls(_connect(path), path, True), None
        except _Newer as newer:
            return cls.in_memory(), said(
                N_("Your score book {path} was written by a newer version of Fifteen Lakes (schema {newer}; "
                   "this version knows {known}). It is left exactly as it is; the results of this "
                   "session are not kept. Update the game to go on recording."), NEWER, path,
                path=path, newer=newer, known=schema_version())
        except (_Unwritable, OSError) as err:
            return cls.in_memory(), _unwritable_notice(path, err)
        except _CannotMigrate as err:
            return cls.in_memory(), said(
                N_("Your score book {path} could not be brought up to this version's format ({error}). It is left "
                   "as it was; the results of this session are not kept."), UNPLAYABLE, path, path=path, error=err)
        except _Damaged as damaged:
            what = str(damaged)
        try:
            moved = atomic.set_aside(path, what, companions=JOURNALS)
        except OSError as err:
            return cls.in_memory(), said(
                N_("Your score book {path} is damaged ({what}) and could not be moved aside ({error}); "
                   "it is left as it is, and the results of this session are not kept."), DAMAGED, path,
                path=path, what=what, error=err.strerror or err)
        notice = said(N_("Your score book was damaged ({what}); it was moved to {moved}; "
                         "a new score book was started."), DAMAGED, path, moved, what=what, moved=moved)
        try:
            return cls(_connect(path), path, True), notice
        except (_Damaged, _Newer, _Unwritable, _CannotMigrate, OSError) as err:
            return cls.in_memory(), notice.then(said(N_("But it cannot be written either ({error}); "
                                                        "the results of this session are not kept."),
                                                     DAMAGED, path, error=err))

    @classmethod
    def in_memory(cls) -> "ScoreBook":
        """A book that lasts this session only: the statistics screen still works."""
        db = sqlite3.connect(":memory:", isolation_level=None)
        _migrate(db, None, 0)
        db.execute("PRAGMA foreign_keys = ON")
        return cls(db, None, False)

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> "ScoreBook":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # -- recording ---------------------------------------------------------------------------
    def begin_match(self, key: str, variant: str, seats: Sequence[Seat], length: int, seed: int | None = None,
                    started: datetime | None = None) -> Notice | None:
        """File a match under ``key`` (the save's key); calling it again for a resumed match does nothing."""
        when = (started or datetime.now().astimezone()).replace(microsecond=0).isoformat()

        def write(db: sqlite3.Connection) -> None:
            if db.execute("SELECT 1 FROM matches WHERE key = ?", (key,)).fetchone():
                return
            cur = db.execute("INSERT INTO matches (key, started, updated, variant, players, length, seed) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?)", (key, when, when, variant, len(seats), length, seed))
            db.executemany("INSERT INTO match_seats (match_id, seat, name, kind, level) VALUES (?, ?, ?, ?, ?)",
                           [(cur.lastrowid, i, s.name, s.kind, s.level) for i, s in enumerate(seats)])

        return self._write(write)

    def record_hand(self, key: str, number: int, game: ClimbingGame, events: Iterable[E.Event] | None = None,
                    played: datetime | None = None) -> Notice | None:
        """Record hand ``number`` of match ``key`` from the finished game (and its events, if the
        table kept them; otherwise they are found again by replaying the log).

        Recording a number again replaces it, so a hand replayed after an undo
        or a crash is never counted twice. ``begin_match`` must come first.
        """
        if not game.is_over:
            raise ValueError("a hand is recorded once it is over")
        row = _hand_row(game, list(events) if events is not None else hand_events(game.log, game.variant))
        when = (played or datetime.now().astimezone()).replace(microsecond=0).isoformat()

        def write(db: sqlite3.Connection) -> None:
            found = db.execute("SELECT id, players FROM matches WHERE key = ?", (key,)).fetchone()
            if found is None:
                raise ValueError(f"no match {key!r} in the score book: call begin_match first")
            match_id, players = found
            if players != game.players:
                raise ValueError(f"match {key!r} has {players} seats, the hand {game.players}")
            _insert_hand(db, match_id, number, when, game, row)
            _update_match(db, match_id, when)

        return self._write(write)

    def record_match(self, key: str, match: Match, seats: Sequence[Seat], started: datetime | None = None) -> Notice | None:
        """Make the book agree with ``match``: call it after every finished hand, and on resume.

        It files the match if needed, records every finished hand not yet
        recorded (or recorded from a different log, after an undo) and drops
        hands the match no longer has, so a crash between finishing a hand and
        recording it, or an undo into a finished hand, leaves nothing wrong.
        """
        notice = self.begin_match(key, match.variant.ref, seats, match.length, match.seed, started)
        if notice is not None:
            return notice
        finished = len(match.results) + (1 if match.game is not None and match.game.is_over else 0)
        logs = [log.to_json() for log in match.logs[:finished]]
        stored = dict(self._db.execute(
            "SELECT h.number, h.log FROM hands h JOIN matches m ON m.id = h.match_id WHERE m.key = ?", (key,)))
        for number, text in enumerate(logs, 1):
            if stored.get(number) != text:
                game = match.game if number == len(match.logs) and match.game is not None else replay(
                    match.logs[number - 1], match.variant)
                notice = self.record_hand(key, number, game)
                if notice is not None:
                    return notice
        extra = [n for n in stored if n > finished]
        if extra:
            def drop(db: sqlite3.Connection) -> None:
                match_id = db.execute("SELECT id FROM matches WHERE key = ?", (key,)).fetchone()[0]
                db.executemany("DELETE FROM hand_seats WHERE hand_id IN "
                               "(SELECT id FROM hands WHERE match_id = ? AND number = ?)",
                               [(match_id, n) for n in extra])
                db.executemany("DELETE FROM hands WHERE match_id = ? AND number = ?", [(match_id, n) for n in extra])
                _update_match(db, match_id, _stamp())
            return self._write(drop)
        return None

    def _write(self, work: Callable[[sqlite3.Connection], None]) -> Notice | None:
        db = self._db
        try:
            db.execute("BEGIN IMMEDIATE")
            try:
                work(db)
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")
        except sqlite3.Error as err:
            if db.in_transaction:
                try:
                    db.execute("ROLLBACK")
                except sqlite3.Error:
                    pass
            if _kind_of(err) is _Damaged:
                return said(N_("Your score book {path} turned out to be damaged ({error}); this result is not "
                               "kept, and the book will be moved aside when the game next starts."), DAMAGED,
                            self.path or Path(":memory:"), path=self.path, error=err)
            return _unwritable_notice(self.path or Path(":memory:"), err)
        return None

    # -- reading -----------------------------------------------------------------------------
    def players(self) -> list[str]:
        """Every name that has sat at a recorded match, for the statistics screen's choices."""
        return [r[0] for r in self._db.execute("SELECT DISTINCT name FROM match_seats ORDER BY name")]

    def people(self) -> set[str]:
        """The names that have sat at a match as a person: shown as typed, where a computer's default name
        is shown in the language of the window (game.ui.seat_names)."""
        return {r[0] for r in self._db.execute("SELECT DISTINCT name FROM match_seats WHERE kind = 'human'")}

    def variants(self) -> list[str]:
        return [r[0] for r in self._db.execute("SELECT DISTINCT variant FROM matches ORDER BY variant")]

    def stats(self, player: str | None = None, variant: str | None = None, by_variant: bool = False) -> list[PlayerStats]:
        """A record per player (only ``player`` if given), over ``variant`` or all variants.

        With ``by_variant`` each player gets one record per variant played.
        Players come with the most hands first.
        """
        where, args = _filter(player, variant)
        acc: dict[tuple[str, str | None], dict[str, Any]] = defaultdict(_empty)
        for name, var, finished, total, top in self._db.execute(
                "SELECT s.name, m.variant, m.finished, s.total, "
                "(SELECT MAX(t.total) FROM match_seats t WHERE t.match_id = m.id) "
                f"FROM match_seats s JOIN matches m ON m.id = s.match_id {where}", args):
            a = acc[(name, var if by_variant else None)]
            a["matches"] += 1
            if finished:
                a["finished"] += 1
                a["won"] += total == top
        for (name, var, key, number, played, wu, chips, bonuses, seat, winner, tier) in self._db.execute(
                "SELECT s.name, m.variant, m.key, h.number, h.played, hs.wu, hs.chips, hs.bonuses, hs.seat, "
                "h.winner, h.tier FROM hand_seats hs JOIN hands h ON h.id = hs.hand_id "
                "JOIN matches m ON m.id = h.match_id "
                f"JOIN match_seats s ON s.match_id = m.id AND s.seat = hs.seat {where} "
                "ORDER BY h.played, m.id, h.number", args):
            a = acc[(name, var if by_variant else None)]
            a["hands"] += 1
            a["wu"] += wu
            a["chips"] += chips
            a["bonuses"] += bonuses
            if winner is None:
                a["void"] += 1
            elif winner == seat:
                a["declarations"] += 1
                a["tiers"][tier] += 1
            best = a["best"]   # the hand that won the most chips (then the most wu); a losing hand never
            if chips > 0 and (best is None or (chips, wu) > (best.chips, best.wu)):
                a["best"] = HandRef(key, number, datetime.fromisoformat(played), var, chips, wu,
                                    tier if winner == seat else None)
        out = [PlayerStats(name, var, a["matches"], a["finished"], a["won"], a["hands"], a["declarations"],
                           # wins of families without tiers (fishing, rummy) are kept under None, last
                           dict(sorted(a["tiers"].items(), key=lambda kv: (kv[0] is None, kv[0] or 0))),
                           a["chips"], a["best"],
                           a["wu"] / a["hands"] if a["hands"] else 0.0, a["bonuses"], a["void"])
               for (name, var), a in acc.items()]
        out.sort(key=lambda s: (-s.hands, s.player, s.variant or ""))
        return out

    def match_series(self, key: str) -> MatchSeries | None:
        """Running chip totals over the match, hand by hand, for the chart; None if not recorded."""
        found = self._db.execute("SELECT id, variant, length, finished FROM matches WHERE key = ?", (key,)).fetchone()
        if found is None:
            return None
        match_id, variant, length, finished = found
        names = tuple(r[0] for r in self._db.execute(
            "SELECT name FROM match_seats WHERE match_id = ? ORDER BY seat", (match_id,)))
        per_hand: dict[int, list[int]] = {}
        for number, seat, chips in self._db.execute(
                "SELECT h.number, hs.seat, hs.chips FROM hands h JOIN hand_seats hs ON hs.hand_id = h.id "
                "WHERE h.match_id = ? ORDER BY h.number, hs.seat", (match_id,)):
            per_hand.setdefault(number, [0] * len(names))[seat] = chips
        running = [0] * len(names)
        totals = [tuple(running)]
        for number in sorted(per_hand):
            running = [r + c for r, c in zip(running, per_hand[number])]
            totals.append(tuple(running))
        return MatchSeries(key, variant, names, length, bool(finished), (0, *sorted(per_hand)), tuple(totals))

    def recent_matches(self, n: int = 10, player: str | None = None, variant: str | None = None) -> list[MatchSummary]:
        """The last ``n`` matches played (most recent first), optionally those of a player or variant."""
        where, args = _filter(player, variant)
        rows = self._db.execute(
            "SELECT DISTINCT m.id, m.key, m.variant, m.started, m.updated, m.players, m.length, m.hands_played, "
            f"m.finished FROM matches m JOIN match_seats s ON s.match_id = m.id {where} "
            "ORDER BY m.updated DESC, m.id DESC LIMIT ?", (*args, n)).fetchall()
        out = []
        for match_id, key, var, started, updated, players, length, played, finished in rows:
            seat_rows = self._db.execute("SELECT name, kind, level, total FROM match_seats WHERE match_id = ? "
                                         "ORDER BY seat", (match_id,)).fetchall()
            out.append(MatchSummary(key, var, datetime.fromisoformat(started), datetime.fromisoformat(updated),
                                    players, length, played, bool(finished),
                                    tuple(Seat(nm, kind, level) for nm, kind, level, _ in seat_rows),
                                    tuple(t for *_, t in seat_rows)))
        return out

    def player_history(self, player: str, last: int = 20, variant: str | None = None) -> list[HistoryPoint]:
        """``player``'s chips in each of their last ``last`` matches, oldest first, with a running sum:
        the chart of chips over the last matches."""
        where, args = _filter(player, variant)
        rows = self._db.execute(
            "SELECT m.key, m.started, m.variant, s.total, m.finished FROM match_seats s "
            f"JOIN matches m ON m.id = s.match_id {where} AND m.hands_played > 0 "
            "ORDER BY m.started DESC, m.id DESC LIMIT ?", (*args, last)).fetchall()
        out, running = [], 0
        for key, started, var, total, finished in reversed(rows):
            running += total
            out.append(HistoryPoint(key, datetime.fromisoformat(started), var, total, running, bool(finished)))
        return out

    def hand_log(self, key: str, number: int) -> GameLog | None:
        """The log of a recorded hand, to replay it (``game.store.undo.replay_steps``)."""
        row = self._db.execute("SELECT h.log FROM hands h JOIN matches m ON m.id = h.match_id "
                               "WHERE m.key = ? AND h.number = ?", (key, number)).fetchone()
        return GameLog.from_json(row[0]) if row else None


# -- helpers ---------------------------------------------------------------------------------

def _connect(path: Path) -> sqlite3.Connection:
    """Open, check and migrate the book at ``path``; raise _Damaged, _Newer or _Unwritable."""
    existed = path.exists()
    if existed:
        if not path.is_file():
            raise _Damaged("it is not a file")
        with path.open("rb") as f:
            head = f.read(len(MAGIC))
        if head and head != MAGIC[: len(head)] or 0 < len(head) < len(MAGIC):
            raise _Damaged("it is not an SQLite database")
        existed = bool(head)
    try:
        db = sqlite3.connect(path, isolation_level=None, timeout=5)
    except sqlite3.Error as err:
        raise _kind_of(err)(str(err)) from None
    try:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > schema_version():
            raise _Newer(version)
        if existed:
            check = [r[0] for r in db.execute("PRAGMA quick_check")]
            if check != ["ok"]:
                raise _Damaged(f"it is damaged inside: {check[0]}")
            if version == 0 and _schema_of(db):
                raise _Damaged("it holds tables but no schema version: not a Fifteen Lakes score book")
        try:
            _migrate(db, path, version)
        except sqlite3.Error as err:
            if version == 0 or _kind_of(err) is not _Damaged:
                raise
            # Rolled back: the old book is whole. Damage was ruled out above, so the
            # fault is in this version's migration, and the book must wait for a fixed one.
            raise _CannotMigrate(f"{err}") from None
        actual = _schema_of(db)
        for table, columns in _expected_schema().items():
            if table not in actual:
                raise _Damaged(f"the table {table!r} is missing")
            missing = columns - actual[table]
            if missing:
                raise _Damaged(f"the table {table!r} lacks {', '.join(sorted(missing))}")
        db.execute("PRAGMA foreign_keys = ON")
        return db
    except sqlite3.Error as err:
        db.close()
        raise _kind_of(err)(f"it cannot be read: {err}") from None
    except BaseException:
        db.close()
        raise


def _migrate(db: sqlite3.Connection, path: Path | None, version: int) -> None:
    """Run the migrations from ``version`` up, all in one transaction, after copying an old book aside."""
    if version >= schema_version():
        return
    if path is not None and version > 0:
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        backup = path.with_name(f"{path.stem}.before-v{schema_version()}-{stamp}{path.suffix}")
        copy = sqlite3.connect(backup)
        try:
            db.backup(copy)
        finally:
            copy.close()
    db.execute("BEGIN IMMEDIATE")
    try:
        for migrate in MIGRATIONS[version:]:
            migrate(db)
        db.execute(f"PRAGMA user_version = {schema_version()}")
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise


def _unwritable_notice(path: Path, err: Exception) -> Notice:
    why = getattr(err, "strerror", None) or str(err)
    return said(N_("Your score book {path} cannot be written ({error}); the results of this session "
                   "are shown but not kept."), UNWRITABLE, path, path=path, error=why)


def _filter(player: str | None, variant: str | None) -> tuple[str, tuple[Any, ...]]:
    clauses, args = ["1 = 1"], []
    if player is not None:
        clauses.append("s.name = ?")
        args.append(player)
    if variant is not None:
        clauses.append("m.variant = ?")
        args.append(variant)
    return "WHERE " + " AND ".join(clauses), tuple(args)


def _empty() -> dict[str, Any]:
    return {"matches": 0, "finished": 0, "won": 0, "hands": 0, "declarations": 0, "tiers": defaultdict(int),
            "chips": 0, "best": None, "wu": 0, "bonuses": 0, "void": 0}


@dataclass
class _HandRow:
    winner: int | None
    declared_wu: int | None
    tier: int | None
    tier_chips: int | None
    payment: list[int]
    bonus: list[int]
    bonuses: list[int]
    continued: list[int] = field(default_factory=list)


def _hand_row(game: ClimbingGame, events: list[E.Event]) -> _HandRow:
    """What a finished hand comes to, from the engine's own events (§7 bonuses, §8 declarations)."""
    n, v = game.players, game.variant
    if not hasattr(game, "winner"):
        # a fishing hand (fishing.md §8): no declaration and no bonus, only the pairwise settlement;
        # its winner is the seat that gained most, if any gained
        best = max(range(n), key=lambda s: game.chips[s])
        return _HandRow(best if game.chips[best] > 0 else None, None, None, None, list(game.chips), [0] * n,
                        [0] * n, [0] * n)
    if getattr(v, "family", "") == "rummy":
        # a Si Se Pai hand (si-se-pai.md §8): the winner's points paid by the discarder or by everyone
        return _HandRow(game.winner, None, None, None, list(game.chips), [0] * n, [0] * n, [0] * n)
    row = _HandRow(game.winner, None, None, None, [0] * n, [0] * n, [0] * n, [0] * n)
    for e in events:
        if isinstance(e, E.Declared):
            row.payment = list(e.payments)
            row.declared_wu = e.wu
            i = v.tier_index(e.wu)
            if i >= 0:
                row.tier, row.tier_chips = v.tiers[i].wu, v.tiers[i].chips
        elif isinstance(e, E.BonusPaid):
            row.bonus = [b + p for b, p in zip(row.bonus, e.payments)]
            row.bonuses[e.seat] += len(e.kinds)
        elif isinstance(e, E.Continued):
            row.continued[e.seat] += 1
    if [p + b for p, b in zip(row.payment, row.bonus)] != list(game.chips):
        raise ValueError("these events are not this hand's: their payments do not add up to its chips")
    return row


def _insert_hand(db: sqlite3.Connection, match_id: int, number: int, when: str, game: ClimbingGame,
                 row: _HandRow) -> None:
    db.execute("DELETE FROM hand_seats WHERE hand_id IN (SELECT id FROM hands WHERE match_id = ? AND number = ?)",
               (match_id, number))
    db.execute("DELETE FROM hands WHERE match_id = ? AND number = ?", (match_id, number))
    cur = db.execute("INSERT INTO hands (match_id, number, played, dealer, winner, declared_wu, tier, tier_chips, log) "
                     "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                     (match_id, number, when, game.dealer, row.winner, row.declared_wu, row.tier, row.tier_chips,
                      game.log.to_json()))
    db.executemany("INSERT INTO hand_seats (hand_id, seat, wu, payment, bonus, bonuses, continued, chips) "
                   "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                   [(cur.lastrowid, s, game.wu[s] if hasattr(game, "wu") else 0, row.payment[s], row.bonus[s], row.bonuses[s], row.continued[s],
                     game.chips[s]) for s in range(game.players)])


def _update_match(db: sqlite3.Connection, match_id: int, when: str) -> None:
    db.execute("UPDATE match_seats SET total = (SELECT COALESCE(SUM(hs.chips), 0) FROM hand_seats hs "
               "JOIN hands h ON h.id = hs.hand_id WHERE h.match_id = match_seats.match_id AND hs.seat = match_seats.seat) "
               "WHERE match_id = ?", (match_id,))
    db.execute("UPDATE matches SET hands_played = (SELECT COUNT(*) FROM hands WHERE match_id = ?), updated = ? "
               "WHERE id = ?", (match_id, when, match_id))
    db.execute("UPDATE matches SET finished = hands_played >= length WHERE id = ?", (match_id,))
