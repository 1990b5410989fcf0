"""Statistics: how each player is doing, per variant, and chips over time (issue "Nothing lost").

Everything comes from the score book (game.store.ScoreBook): nothing here
counts or stores anything itself.
"""
from __future__ import annotations

import pygame

from game.i18n import N_, _, chinese, month
from game.rules import load_variant
from game.ui import seat_names, theme
from game.ui.chart import draw_line_chart
from game.ui.widgets import Button, Cycler

ALL = "all variants"       # the cycler's value for every variant; shown as _(ALL_WORDS)
ALL_WORDS = N_("all variants")


class StatsScene(theme.Screen):
    def __init__(self, app, back=None) -> None:
        self.app = app
        self.back = back or app.title
        self.book = app.book
        players = self.book.players()
        variants = self.book.variants()
        self.players = players
        people = self.book.people()
        self.shown = {name: seat_names.shown(name, human=name in people) for name in players}
        self.variants = [ALL] + variants
        self.s = theme.scale(app.screen.get_height())
        self._size = app.screen.get_size()
        self.player_index = players.index(seat_names.YOU) if seat_names.YOU in players else 0
        self.variant_index = 0
        self.build()

    def build(self) -> None:
        w, h = self.app.screen.get_size()
        self._size = (w, h)
        s = self.s = theme.scale(h)
        m = int(24 * s)
        self.variant_names = {v: _variant_name(v) for v in self.variants[1:]}   # in the language shown now
        self.climbing = self.only_climbing()
        self.variant_cycler = Cycler(self.variants, self.variant_index, pygame.Rect(w - m - int(300 * s), m, int(300 * s), int(38 * s)),
                                     self._set_variant,
                                     labels=[_(ALL_WORDS)] + [self.variant_names[v] for v in self.variants[1:]])
        self.player_cycler = None
        if self.players:
            self.player_cycler = Cycler(self.players, self.player_index,
                                        pygame.Rect(w - m - int(300 * s), self.chart_top(), int(300 * s), int(36 * s)),
                                        self._set_player, labels=[self.shown[p] for p in self.players])
        self.buttons = [Button(_("Back"), pygame.Rect(m, h - m - int(46 * s), int(160 * s), int(46 * s)), self.back,
                               key=pygame.K_BACKSPACE)]

    def table_rect(self) -> pygame.Rect:
        """The table of players, as tall as its rows (at most four tenths of the window)."""
        w, h = self._size
        s, m = self.s, int(24 * self.s)
        rows = max(1, len(self.book.stats(variant=self.variant)))
        height = min(int(h * 0.4), int((56 + 30 * rows) * s))
        return pygame.Rect(m, int(h * 0.12), w - 2 * m, height)

    def chart_top(self) -> int:
        return self.table_rect().bottom + int(20 * self.s)

    def _set_variant(self, i: int) -> None:
        self.variant_index = i
        self.build()

    def _set_player(self, i: int) -> None:
        self.player_index = i

    @property
    def variant(self) -> str | None:
        v = self.variants[self.variant_index]
        return None if v == ALL else v

    def only_climbing(self) -> bool:
        """Whether every game shown is a climbing game: only they declare (食湖) and count wu, so only
        then do the "Declared" and "Avg wu" columns mean anything (the other families count hands won)."""
        shown = [self.variant] if self.variant else self.variants[1:]
        return all(_family(v) == "climbing" for v in shown)

    def handle(self, event) -> None:
        self.ensure_built()
        widgets = [self.variant_cycler] + ([self.player_cycler] if self.player_cycler else []) + self.buttons
        for widget in widgets:
            if widget.handle(event):
                return


    def draw(self, surface: pygame.Surface, now: float) -> None:
        w, h = surface.get_size()
        s = self.s
        m = int(24 * s)
        surface.blit(theme.felt((w, h)), (0, 0))
        theme.text(surface, _("Statistics"), (m, m), int(32 * s), theme.HIGHLIGHT)
        self.variant_cycler.draw(surface, int(17 * s))
        stats = self.book.stats(variant=self.variant)
        table = self.table_rect()
        theme.panel(surface, table, radius=12)
        climbing = self.climbing
        heads = [_("Player"), _("Matches"), _("Won"), _("Hands"), _("Declared") if climbing else _("Hands won"),
                 _("Chips")] + ([_("Avg wu")] if climbing else []) + [_("Best hand")]
        xs = [0.02, 0.25, 0.34, 0.42, 0.51, 0.61] + ([0.70, 0.79] if climbing else [0.70])
        y = table.top + int(12 * s)
        for head, x in zip(heads, xs):
            theme.text_in(surface, head, pygame.Rect(table.left + table.width * x, y, table.width * 0.085, int(20 * s)),
                          int(15 * s), theme.MUTED, "topleft")
        if not stats:
            theme.text_in(surface, _("No hands recorded yet: play a match and come back."),
                          table.inflate(-int(20 * s), 0), int(19 * s), theme.PAPER, "center")
        for row in stats[: max(1, int((table.height - 50 * s) // (30 * s)))]:
            y += int(30 * s)
            best = "—"
            if row.best_hand is not None:
                b = row.best_hand
                date = _("{day} {month}").format(day=b.played.day, month=month(b.played.month))
                best = (_("{chips} with {wu} wu, {date}").format(chips=f"{b.chips:+d}", wu=b.wu, date=date)
                        if climbing else _("{chips}, {date}").format(chips=f"{b.chips:+d}", date=date))
            cells = [self.shown.get(row.player, row.player), row.matches, row.matches_won, row.hands, row.declarations, f"{row.chips:+d}"] \
                + ([f"{row.average_wu:.1f}"] if climbing else []) + [best]
            for cell, x in zip(cells, xs):
                theme.text(surface, str(cell), (table.left + table.width * x, y), int(17 * s), theme.PAPER)
        # charts: the latest match, and the chosen player's last matches
        chart_top = self.chart_top()
        chart_h = h - chart_top - int(84 * s)
        left = pygame.Rect(m, chart_top, (w - 3 * m) // 2, chart_h)
        right = pygame.Rect(left.right + m, chart_top + int(46 * s), (w - 3 * m) // 2, chart_h - int(46 * s))
        recent = self.book.recent_matches(1, variant=self.variant)
        if recent:
            series = self.book.match_series(recent[0].key)
            if series is not None:
                lines = [(self.shown.get(name, name), [t[i] for t in series.totals]) for i, name in enumerate(series.names)]
                labels = [_("start")] + [str(n) for n in series.hands[1:]] if series.hands and series.hands[0] == 0 \
                    else [str(n) for n in series.hands]
                draw_line_chart(surface, left, lines, labels,
                                _("Latest match: {game}").format(game=_variant_name(series.variant)), int(17 * s))
        else:
            theme.panel(surface, left, radius=12)
            theme.text_in(surface, _("Chips over a match appear here."), left.inflate(-int(20 * s), 0), int(17 * s),
                          theme.MUTED, "center")
        if self.player_cycler is not None:
            self.player_cycler.draw(surface, int(16 * s))
            player = self.players[self.player_index]
            history = self.book.player_history(player, 20, variant=self.variant)
            draw_line_chart(surface, right, [(_("per match"), [p.chips for p in history]),
                                             (_("running"), [p.running for p in history])],
                            [f"{p.started:%d/%m}" for p in history],
                            _("{player}: last matches").format(player=self.shown.get(player, player)), int(17 * s))
        for b in self.buttons:
            b.draw(surface, int(19 * s))


def _variant_name(ref: str) -> str:
    try:
        variant = load_variant(ref)
        return variant.chinese if chinese() and variant.chinese else variant.name
    except Exception:  # a variant that no longer loads is still named in the book
        return ref


def _family(ref: str) -> str:
    try:
        return getattr(load_variant(ref), "family", "climbing") or "climbing"
    except Exception:  # a variant that no longer loads: its record was a climbing game's (the first family)
        return "climbing"
