"""Settings: every choice the player can make, written at once.

The values live in ``game.store.Settings`` (a YAML file the player may read);
this screen only shows them and asks the app to change them. Two of them are
for the next match, and the screen says so: your name and the computers' level
(a match keeps the players it started with: its save and its statistics are
theirs). Everything else applies at once, to the match being played too.
"""
from __future__ import annotations

from dataclasses import replace

import pygame

from game.i18n import LANGUAGES, N_, _, language
from game.store.seats import HUMAN, Seat
from game.ui import seat_names, theme
from game.ui.screens import PACE_WORDS, level_words
from game.ui.widgets import Button, Cycler, TextField

BUDGETS = [0.25, 0.5, 1.0, 2.0, 5.0]
SIZES = [(1024, 640), (1280, 800), (1600, 1000), (1920, 1200), (2560, 1600)]


class SettingsScene(theme.Screen):
    def __init__(self, app, back=None) -> None:
        self.app = app
        self.back = back or app.title
        self._size = None
        self.build()

    def rows(self):
        """(label, widget) pairs, built from the current settings; each label is the English words
        (marked for the catalogue), translated where it is drawn."""
        from game.ai import PLAYER_LEVELS as LEVELS

        app = self.app
        st = app.settings
        s = self.s
        wide = int(280 * s)
        rect = lambda: pygame.Rect(0, 0, wide, int(38 * s))  # noqa: E731
        me = next((seat.name for seat in st.seats if seat.kind == HUMAN), "You")
        levels = list(LEVELS)
        computer_level = next((seat.level for seat in st.seats if seat.level in levels), levels[0])
        budget = min(BUDGETS, key=lambda b: abs(b - st.thinking_budget))
        size = tuple(st.window_size)
        sizes = SIZES if size in SIZES else SIZES + [size]
        on_off = ["on", "off"]
        on_off_words = [_("on"), _("off")]
        languages = list(LANGUAGES)
        yield N_("Language"), Cycler(languages, languages.index(language()), rect(), self._language(languages),
                                     labels=[LANGUAGES[k] for k in languages])   # each in its own words
        yield N_("Your name"), TextField(seat_names.shown(me, human=True), rect(), on_change=self._name, limit=20)
        yield N_("Computer players"), Cycler(levels, levels.index(computer_level), rect(), self._level(levels),
                                             labels=[level_words(k) for k in levels])
        yield N_("Thinking time (hard)"), Cycler([f"{b:g} s a move" for b in BUDGETS], BUDGETS.index(budget), rect(),
                                                 lambda i: app.set_thinking_budget(BUDGETS[i]),
                                                 labels=[_("{seconds} s a move").format(seconds=f"{b:g}")
                                                         for b in BUDGETS])
        paces = ["slow", "normal", "fast"]
        yield N_("Pace"), Cycler(paces, paces.index(app.speed_name()), rect(), self._pace,
                                 labels=[_(PACE_WORDS[p]) for p in paces])
        yield N_("Auto-pass"), Cycler(on_off, 0 if st.auto_pass else 1, rect(),
                                      lambda i: app.remember(auto_pass=i == 0), labels=on_off_words)
        yield N_("Count my plays"), Cycler(on_off, 0 if st.count_plays else 1, rect(),
                                           lambda i: app.remember(count_plays=i == 0), labels=on_off_words)
        yield N_("Claim timer"), Cycler(on_off, 0 if st.claim_timer else 1, rect(),
                                        lambda i: app.remember(claim_timer=i == 0), labels=on_off_words)
        yield N_("Faces"), Cycler(["cards", "tiles"], 0 if app.face_style.kind == "card" else 1, rect(),
                                  lambda i: app.set_face_style(kind=("card", "tile")[i]),
                                  labels=[_("cards"), _("tiles")])
        yield N_("Fives"), Cycler(["plain", "Hong Kong blob"], int(app.face_style.coalesced_five), rect(),
                                  lambda i: app.set_face_style(coalesced_five=bool(i)),
                                  labels=[_("plain"), _("Hong Kong blob")])
        yield N_("Rings on red spots"), Cycler(on_off, 0 if app.face_style.ring_red else 1, rect(),
                                               lambda i: app.set_face_style(ring_red=i == 0), labels=on_off_words)
        yield N_("Show playable cards"), Cycler(on_off, 0 if app.highlight_playable else 1, rect(), self._hints,
                                                labels=on_off_words)
        yield N_("Card names"), Cycler(["English", "Chinese", "both"], ["en", "zh", "both"].index(st.card_names),
                                       rect(), lambda i: app.remember(card_names=("en", "zh", "both")[i]),
                                       labels=[_("English"), _("Chinese"), _("both")])
        yield N_("Window size"), Cycler([f"{w}×{h}" for w, h in sizes], sizes.index(size), rect(), self._window(sizes))
        yield N_("Fullscreen"), Cycler(on_off, 0 if app.fullscreen else 1, rect(),
                                       lambda i: app.toggle_fullscreen() if (i == 0) != app.fullscreen else None,
                                       labels=on_off_words)
        yield N_("Sound"), Cycler(on_off, 0 if app.sounds.enabled else 1, rect(),
                                  lambda i: app.toggle_sound() if (i == 0) != app.sounds.enabled else None,
                                  labels=on_off_words)

    NOTES = {
        "Your name": N_("from your next match"),
        "Computer players": N_("their level, from your next match"),
        "Pace": N_("cards moving, computers' waits"),
        "Auto-pass": N_("passes for you when nothing beats"),
        "Claim timer": N_("Si Se Pai: passes a claim for you"),
    }

    def footer(self) -> str:
        """What the changes do, said where the player reads them (issue 13)."""
        if self.app.playing() is not None:
            return _("In this match, only your name and the computers' level wait for the next match.")
        return _("Your name and the computers' level are for your next match; everything else applies at once.")

    def _language(self, languages):
        def change(i: int) -> None:
            self.app.set_language(languages[i])
        return change

    def _name(self, text: str) -> None:
        st = self.app.settings
        seats = list(st.seats)
        i = next((k for k, seat in enumerate(seats) if seat.kind == HUMAN), None)
        # The default seat's name, kept in English in the settings file (shown as 你 in Chinese: seat_names).
        name = seat_names.stored(text.strip(), human=True) or seat_names.YOU
        if i is None:
            seats.insert(0, Seat(name, HUMAN))
        else:
            seats[i] = replace(seats[i], name=name)
        self.app.remember(seats=seats)

    def _level(self, levels):
        def change(i: int) -> None:
            seats = [replace(seat, level=levels[i]) if seat.kind != HUMAN else seat for seat in self.app.settings.seats]
            self.app.remember(seats=seats)
        return change

    def _pace(self, i: int) -> None:
        while self.app.speed_name() != ("slow", "normal", "fast")[i]:
            self.app.cycle_speed()

    def _hints(self, i: int) -> None:
        if (i == 0) != self.app.highlight_playable:
            self.app.toggle_highlight()

    def _window(self, sizes):
        def change(i: int) -> None:
            self.app.resize(sizes[i])
        return change

    def build(self) -> None:
        w, h = self.app.screen.get_size()
        self._size = (w, h)
        self.s = s = theme.scale(h)
        self.items = list(self.rows())
        top = int(h * 0.13)
        self.footer_lines = theme.wrap(self.footer(), int(14 * s), int(620 * s))
        self.footer_top = int(h * 0.87 - (12 + 19 * len(self.footer_lines)) * s)   # the panel's bottom: 0.87 h
        line = int(min(46 * s, (self.footer_top - 12 * s - top) / len(self.items)))
        x = w // 2 + int(10 * s)
        for i, (_label, widget) in enumerate(self.items):
            widget.rect.topleft = (x, top + i * line)
            widget.rect.height = min(widget.rect.height, line - max(2, int(4 * s)))   # many rows: thinner
        self.buttons = [Button(_("Done"), pygame.Rect(w // 2 - int(100 * s), h - int(74 * s), int(200 * s), int(50 * s)),
                               self.done, primary=True, key=pygame.K_RETURN)]

    def done(self) -> None:
        self.back()

    def handle(self, event) -> None:
        self.ensure_built()
        for _label, widget in self.items:
            if widget.handle(event):
                if not isinstance(widget, TextField):
                    self.build()   # labels follow the new values
                return
        for b in self.buttons:
            if b.handle(event):
                return


    def draw(self, surface: pygame.Surface, now: float) -> None:
        w, h = surface.get_size()
        s = self.s
        surface.blit(theme.felt((w, h)), (0, 0))
        panel = pygame.Rect(w // 2 - int(340 * s), int(h * 0.03), int(680 * s), int(h * 0.84))
        theme.panel(surface, panel)
        theme.text(surface, _("Settings"), (w // 2, int(h * 0.05)), int(32 * s), theme.HIGHLIGHT, "midtop")
        for label, widget in self.items:
            note = _(self.NOTES[label]) if label in self.NOTES else ""
            words = pygame.Rect(w // 2 - int(300 * s), 0, widget.rect.left - int(10 * s) - (w // 2 - int(300 * s)), 0)
            # a note sits beside its label when both fit the column (Chinese words are short), else under it
            beside = note and (theme.font(int(18 * s)).size(_(label))[0] + int(10 * s) +
                               theme.font(max(11, int(13 * s))).size(note)[0] <= words.width)
            y = widget.rect.centery - (int(7 * s) if note and not beside else 0)
            drawn = theme.text_in(surface, _(label), words.move(0, y).inflate(0, int(24 * s)), int(18 * s),
                                  theme.PAPER, "midleft")
            if beside:
                theme.text(surface, note, (drawn.right + int(10 * s), drawn.bottom - int(3 * s)), max(11, int(13 * s)),
                           theme.MUTED, "bottomleft")
            elif note:
                theme.text_in(surface, note, pygame.Rect(words.left, y + int(11 * s), words.width, int(16 * s)),
                              max(11, int(13 * s)), theme.MUTED, "topleft")
            widget.draw(surface, int(17 * s))
        for i, words in enumerate(self.footer_lines):
            theme.text(surface, words, (w // 2, self.footer_top + int(19 * i * s)), int(14 * s), theme.MUTED, "midtop")
        for b in self.buttons:
            b.draw(surface, int(19 * s))
