"""A finished fishing hand's scores as a table (docs/rules/fishing.md §7, §8).

Scoring groups down, players across: each cell says how many of the player's
catch fall in the group, as which fish, and the points ("3 big 90"); the
bonuses and each catch's points follow. Under the table, every pair's
settlement in words, then what each player won or paid this hand and their
match total. One paragraph per player hid which group made the difference; in
columns a player compares catches at a glance.

``score_table`` builds the words from the engine's finished game, ``ScoreTableView``
lays them out in a rectangle and draws them, keeping where each cell went (the
tests read it, as they read the replay's ``shown``).
"""
from __future__ import annotations

from dataclasses import dataclass

import re

import pygame

from game.i18n import N_, _, chinese
from game.ui import theme
from game.ui.said import by
from game.ui.words import count

FISH_COLOUR = {"big": theme.BRASS, "middle": (120, 200, 220), "small": theme.PAPER}   # as the catch's marks
# A cell of the table: how many of the catch count as which fish, and their points ("3 big 90").
FISH_CELL = {"big": N_("{n} big {points}"), "middle": N_("{n} middle {points}"), "small": N_("{n} small {points}")}


def group_label(name: str, chinese_name: str, kind: object = None) -> str:
    """A scoring group's label: "Sky-nine 天九" (a Jun kind by kind: "Jun 5:6 鈞"); in Chinese the group's
    Chinese name alone ("天九", "鈞 5:6"), the catch's other cards 其他 in each script."""
    if not chinese():
        return f"{name} {kind} {chinese_name}".strip() if kind is not None else f"{name} {chinese_name}".strip()
    if not chinese_name:
        return _("Other fish") if name == "Other fish" else name
    return f"{chinese_name} {kind}" if kind is not None else chinese_name


def line_label(line) -> str:
    """A catch score line's group as the replay writes it under the cards: the engine's name ("Jun 5:6"),
    in Chinese the group's Chinese name ("鈞 5:6")."""
    if not chinese():
        return line.group
    code = str(line.cards[0]) if line.cards else ""
    kind = code if code and line.group.endswith(" " + code) else None
    return group_label(line.group, line.chinese, kind)


# The engine's reasons a cell counts as it does (game.rules.fishing.scoring.explain), said again in the
# language shown: the engine keeps one English sentence; these patterns read its fields back.
_WHY = (
    (re.compile(r"^no (?P<cards>.+): small fish$"), N_("no {cards}: small fish")),
    (re.compile(r"^(?P<n>\d+) of the (?P<full>\d+) (?P<kind>\S+): a .+ needs all \d+$"),
     N_("{n} of the {full} {kind}: all {full} are needed")),
    (re.compile(r"^all (?P<n>\d+) cards of .+$"), N_("all {n} cards of the group")),
    (re.compile(r"^all (?P<full>\d+) (?P<kind>\S+)$"), N_("all {full} {kind}")),
    (re.compile(r"^in no group: always small$"), N_("in no group: always small")),
    (re.compile(r"^(?P<first>\S+) with (?P<rest>.+)$"), N_("{first} with {rest}")),
)


def why_words(why: str) -> str:
    """The engine's reason ``why`` in the language shown (English: as the engine said it)."""
    if not chinese() or not why:
        return why
    for pattern, message in _WHY:
        m = pattern.match(why)
        if m:
            fields = {k: v.replace(" or ", _(" or ")) for k, v in m.groupdict().items()}
            return _(message).format(**fields)
    return why


@dataclass(frozen=True)
class ScoreRow:
    """One line of the table: its label and a cell per seat ("" where the seat has nothing in it).

    ``kind``: "group" (a scoring group, its cells coloured by their fish), "bonus", "points" (the catch's
    total), "hand" (chips won this hand) or "match" (the match total so far)."""

    label: str
    cells: tuple[str, ...]
    kind: str
    fish: tuple[str | None, ...] = ()
    why: tuple[str, ...] = ()
    """Per seat, why the cell counts as it does ("no 6:6: small fish"): shown when the pointer rests on it."""


@dataclass(frozen=True)
class ScoreTable:
    names: tuple[str, ...]
    sitting: tuple[bool, ...]
    groups: tuple[ScoreRow, ...]            # the groups, the bonuses, then the catch points
    heading: str                            # the settlement's rule in a line
    pairs: tuple[str, ...]                  # each pair's settlement in words
    totals: tuple[ScoreRow, ...]            # this hand's chips, then the match's
    winner: int | None


def score_table(game, names: list[str], standing: list[int]) -> ScoreTable:
    """The finished ``game``'s table: ``names`` by seat, ``standing`` the match totals with this hand."""
    seats = range(game.players)
    playing = set(game.seats_from_dealer())
    scores = {s: game.catch_score(s) for s in playing}
    cells: dict[str, dict[int, tuple[str, str, str]]] = {}
    shown: dict[str, str] = {}
    for s in sorted(playing):
        for line in scores[s].lines:
            label = f"{line.group} {line.chinese}".strip()
            cell = FISH_CELL.get(line.fish)
            words = _(cell).format(n=len(line.cards), points=line.points) if cell else \
                f"{len(line.cards)} {line.fish} {line.points}"
            cells.setdefault(label, {})[s] = (words, line.fish, why_words(line.why))
            shown.setdefault(label, group_label(line.group, line.chinese))
    # the groups in the variant's order (§7), a Jun kind by kind as the catch's score lines name them
    known = []
    for g in game.variant.scoring.groups:
        for kind in (g.kinds if g.when == "each_complete" else (None,)):
            label = f"{g.name} {kind} {g.chinese}".strip() if kind is not None else f"{g.name} {g.chinese}".strip()
            known.append(label)
            shown[label] = group_label(g.name, g.chinese, kind)
    order = [label for label in known if label in cells] + [label for label in cells if label not in known]
    empty = ("", None, "")
    rows = []
    for label in order:
        words, fish, why = zip(*(cells[label].get(s, empty) for s in seats))
        rows.append(ScoreRow(shown.get(label, label), words, "group", fish, why))
    bonuses: dict[str, dict[int, tuple[int, str]]] = {}
    for s in sorted(playing):
        for b in scores[s].bonuses:
            label = f"bonus {b.group} {b.chinese}".strip() if not chinese() else \
                _("bonus {group}").format(group=b.chinese or b.group)
            bonuses.setdefault(label, {})[s] = (b.points, why_words(b.why))
    rows += [ScoreRow(label, tuple(f"+{got[s][0]}" if s in got else "" for s in seats), "bonus",
                      why=tuple(got[s][1] if s in got else "" for s in seats)) for label, got in bonuses.items()]
    rows.append(ScoreRow(_("catch points"), tuple(str(game.points[s]) if s in playing else "" for s in seats),
                         "points"))
    v = game.variant
    per = count(v.points_per_chip, "point")
    if v.doubled_from:
        heading = _("Each pair settles the difference, {points} a chip, doubled if only one reaches {doubled}").format(
            points=per, doubled=v.doubled_from)
    else:
        heading = _("Each pair settles the difference, {points} a chip").format(points=per)
    pairs = [pair_words(p, names) for p in (game.settlement.pairs if game.settlement else ())]
    totals = (ScoreRow(_("this hand"), tuple(f"{game.chips[s]:+d}" if s in playing else _("sat out") for s in seats),
                       "hand"),
              ScoreRow(_("match"), tuple(f"{standing[s]:+d}" for s in seats), "match"))
    best = max(seats, key=lambda s: game.chips[s])
    return ScoreTable(tuple(names), tuple(s not in playing for s in seats), tuple(rows), heading, tuple(pairs),
                      totals, best if game.chips[best] > 0 else None)


def pair_words(p, names: list[str]) -> str:
    """One pair's settlement (§8) in words: "Lan pays Ming 25 chips: 490 − 240 = 250"."""
    sums = dict(high=p.higher_points, low=p.lower_points, difference=p.difference)
    if not p.chips:
        return _("{higher} and {lower}: {high} − {low} = {difference}, no whole chip").format(
            higher=names[p.higher], lower=names[p.lower], **sums)
    if p.doubled:
        return by(names[p.lower], _("You pay {higher} {chips}: {high} − {low} = {difference}, doubled to {points}"),
                  _("{who} pays {higher} {chips}: {high} − {low} = {difference}, doubled to {points}"),
                  higher=names[p.higher], chips=count(p.chips, "chip"), points=p.points, **sums)
    return by(names[p.lower], _("You pay {higher} {chips}: {high} − {low} = {difference}"),
              _("{who} pays {higher} {chips}: {high} − {low} = {difference}"),
              higher=names[p.higher], chips=count(p.chips, "chip"), **sums)


# Heights at scale 1, in pixels.
HEAD, ROW, GAP, LINE, TOTAL = 26, 21, 10, 20, 25


class ScoreTableView:
    """Lays a ScoreTable out ``width`` pixels wide at scale ``s`` and draws it; ``drawn`` keeps each
    drawn piece of words and its rectangle ((row label, seat) -> rect; seat -1 is the label column)."""

    def __init__(self, table: ScoreTable, width: int, s: float) -> None:
        self.table, self.width, self.s = table, int(width), s
        self.size = max(11, int(15 * s))
        n = len(table.names)
        labels = [r.label for r in (*table.groups, *table.totals)]
        widest = max(theme.font(self.size).size(w)[0] for w in labels) + int(14 * s)
        self.label_w = min(widest, int(self.width * (0.42 if n <= 2 else 0.34)))
        self.col_w = (self.width - self.label_w) / max(1, n)
        self.drawn: dict[tuple[str, int], pygame.Rect] = {}
        self.words: dict[tuple[str, int], str] = {}      # what each drawn piece says, as drawn (fitted)
        # a long name takes two lines over its column rather than shrinking to a whisper
        room = int(self.col_w - 8 * s)
        self.heads = [[name] if theme.font(int(16 * s)).size(name)[0] <= room else
                      (theme.wrap(name, int(15 * s), room)[:2] if " " in name else [name]) for name in table.names]
        two = any(len(h) > 1 for h in self.heads)
        self.head_size = int((15 if two else 16) * s)
        self.head_step = theme.font(self.head_size).get_linesize()
        # each line at least as tall as its type, so no line's box runs into the next one's
        self.head_h = max(HEAD * s, self.head_step * (2 if two else 1) + 4 * s)
        self.row_h = max(ROW * s, theme.font(self.size).get_linesize())
        self.line_h = max(LINE * s, theme.font(self.size).get_linesize())
        self.total_h = max(TOTAL * s, theme.font(int(18 * s)).get_linesize())

    @property
    def height(self) -> int:
        t, s = self.table, self.s
        return int(self.head_h + self.row_h * len(t.groups) + GAP * s + self.line_h * (1 + len(t.pairs)) + GAP * s
                   + self.total_h * len(t.totals))

    def cell_box(self, left: int, top: float, seat: int, height: float) -> pygame.Rect:
        """Seat ``seat``'s cell of a row: its column, less a little room at the right."""
        x = left + self.label_w + seat * self.col_w
        return pygame.Rect(int(x), int(top), int(self.col_w - 8 * self.s), int(height))

    def draw(self, surface: pygame.Surface, left: int, top: int, mouse: tuple[int, int] | None = None) -> None:
        """The table from (``left``, ``top``); the pointer at ``mouse`` on a group's cell says why it counts so."""
        t, s, size = self.table, self.s, self.size
        self.drawn, self.words = {}, {}
        self.hovered: tuple[tuple[str, int], str] | None = None
        # the figures on a plain ground: the lake's bright cards must not show through the panel behind them
        ground = pygame.Rect(left - int(10 * s), top - int(4 * s), self.width + int(20 * s), self.height + int(8 * s))
        shade = pygame.Surface(ground.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (*theme.PANEL[:3], 235), shade.get_rect(), border_radius=int(8 * s))
        surface.blit(shade, ground)
        y = float(top)
        # the players across: each name fitted to its column
        for seat, lines in enumerate(self.heads):
            color = theme.MUTED if t.sitting[seat] else theme.HIGHLIGHT if seat == t.winner else theme.PAPER
            box = self.cell_box(left, y + self.head_h - self.head_step - 4 * s, seat, self.head_step)
            for k, words in enumerate(reversed(lines)):      # the last line sits on the rule, the first above it
                at = box.move(0, -self.head_step * k)
                self.put(("", seat), surface, words, at, self.head_size, color, "topright")
        y += self.head_h
        line_y = int(y - 4 * s)
        pygame.draw.line(surface, theme.PANEL_EDGE[:3], (left, line_y), (left + self.width, line_y), 1)
        for row in t.groups:
            if row.kind == "points":
                pygame.draw.line(surface, theme.PANEL_EDGE[:3], (left, int(y + 1 * s)), (left + self.width, int(y + 1 * s)), 1)
                y += 4 * s
            self.row(surface, row, left, y, self.row_h, size)
            y += self.row_h
        y += GAP * s - 4 * s
        # the pairwise settlement, a line a pair
        box = pygame.Rect(left, int(y), self.width, int(self.line_h))
        self.put(("settlement", -1), surface, t.heading, box, int(14 * s), theme.MUTED)
        y += self.line_h
        for k, words in enumerate(t.pairs):
            box = pygame.Rect(left + int(14 * s), int(y), self.width - int(14 * s), int(self.line_h))
            self.put((f"pair {k}", -1), surface, words, box, size, theme.BRASS)
            y += self.line_h
        y += GAP * s
        for row in t.totals:
            self.row(surface, row, left, y, self.total_h, int(18 * s))
            y += self.total_h
        if mouse is not None:
            self.explain(surface, mouse)

    def explain(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        """A paper label over the cell under the pointer: the seat's group and why it scores so (§7)."""
        s = self.s
        for row in self.table.groups:
            for seat, why in enumerate(row.why):
                rect = self.drawn.get((row.label, seat))
                if not why or rect is None or not rect.inflate(int(16 * s), int(4 * s)).collidepoint(mouse):
                    continue
                words = _("{name} · {group}: {why}").format(name=self.table.names[seat], group=row.label, why=why)
                words, size = theme.fit(words, int(15 * s), surface.get_width() - int(40 * s))
                img = theme.font(size).render(words, True, theme.INK)
                box = pygame.Rect(0, 0, img.get_width() + int(18 * s), img.get_height() + int(8 * s))
                box.midbottom = (rect.centerx, rect.top - int(4 * s))
                box = box.clamp(surface.get_rect())
                pygame.draw.rect(surface, theme.PAPER, box, border_radius=int(8 * s))
                pygame.draw.rect(surface, theme.BRASS_DARK, box, width=1, border_radius=int(8 * s))
                surface.blit(img, img.get_rect(center=box.center))
                self.hovered = ((row.label, seat), words)
                return

    def row(self, surface: pygame.Surface, row: ScoreRow, left: int, y: float, height: float, size: int) -> None:
        t, s = self.table, self.s
        label_color = theme.PAPER if row.kind in ("points", "hand", "match") else theme.MUTED
        box = pygame.Rect(left, int(y), self.label_w - int(8 * s), int(height))
        self.put((row.label, -1), surface, row.label, box, size, label_color)
        for seat, words in enumerate(row.cells):
            if not words:
                continue
            if row.kind == "group":
                color = FISH_COLOUR.get(row.fish[seat] or "small", theme.PAPER)
            elif row.kind == "match":
                color = theme.BRASS
            elif row.kind == "hand" and seat == t.winner:
                color = theme.HIGHLIGHT
            elif t.sitting[seat]:
                color = theme.MUTED
            else:
                color = theme.PAPER
            box = self.cell_box(left, y, seat, height)
            self.put((row.label, seat), surface, words, box, size, color, "topright")

    def put(self, key: tuple[str, int], surface: pygame.Surface, words: str, box: pygame.Rect, size: int, color,
            anchor: str = "topleft") -> None:
        """Words fitted in ``box`` (theme.fit), kept in ``drawn`` and ``words`` under ``key``; a second piece
        under the same key (a name's second line) joins the first."""
        shown, fitted = theme.fit(words, size, box.width)
        rect = theme.text(surface, shown, getattr(box, anchor), fitted, color, anchor)
        if key in self.drawn:
            rect, shown = rect.union(self.drawn[key]), f"{shown} {self.words[key]}"
        self.drawn[key], self.words[key] = rect, shown
