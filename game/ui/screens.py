"""The screens around the table: the title, the new-game setup and the Esc menu."""
from __future__ import annotations

import pygame

from game.i18n import N_, _, chinese, generation
from game.ui import seat_names, theme
from game.ui.faces import DominoFace, render_face, render_shadow
from dataclasses import dataclass

from game.rules import split_ref
from game.store.variants import try_load
from game.ui.seats import MatchSetup, computer, person
from game.ui.widgets import Button, Cycler, TextField
from game.ui.script import in_script
from game.ui.variant_words import choice_name, text as variant_text


# The families whose table the window has (the others are listed, greyed, until their board exists).
TABLE_FAMILIES = ("climbing", "fishing", "banker", "rummy")


def choice_words(choice) -> str:
    """A setting of a choice option as a player reads it: 'two military', not 'two_military'."""
    return str(choice).replace("_", " ")


# The computer levels and seat kinds as the new-game screen shows them (the values stay English ids).
PACE_WORDS = {"slow": N_("slow"), "normal": N_("normal"), "fast": N_("fast")}
LEVEL_WORDS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard")}
KIND_WORDS = (N_("person"), N_("computer"))
ON_OFF = (N_("off"), N_("on"))


def level_words(level: str) -> str:
    return _(LEVEL_WORDS[level]) if level in LEVEL_WORDS else level

DEFAULT_NAMES = ["You", "Ming", "Lan", "Wei"]


def levels() -> list[str]:
    from game.ai import PLAYER_LEVELS
    return list(PLAYER_LEVELS)


@dataclass
class SeatRow:
    """A seat as the new-game screen edits it (the store's Seat is an immutable value)."""

    name: str
    human: bool
    level: str


class TitleScene:
    def __init__(self, app) -> None:
        self.app = app
        self.buttons: list[Button] = []
        self._size = None
        self._backdrop: tuple = (None, None)

    def layout(self) -> None:
        w, h = self.app.screen.get_size()
        if self._size == (w, h, generation()):
            return
        self._size = (w, h, generation())
        s = theme.scale(h)
        bw, bh = int(260 * s), int(54 * s)
        x = w // 2 - bw // 2
        y = int(h * 0.62)
        items = []
        resume = self.app.resumable()
        if resume is not None:
            items.append(Button(_("Continue"), pygame.Rect(0, 0, bw, bh), self.app.resume, primary=True,
                                key=pygame.K_RETURN,
                                hint=_("{name} · hand {hand} of {length}").format(
                                    name=resume.name, hand=resume.hand_number, length=resume.length)))
        items += [
            Button(_("New game"), pygame.Rect(0, 0, bw, bh), self.app.new_game, primary=resume is None,
                   key=None if resume is not None else pygame.K_RETURN),
            Button(_("Quick match"), pygame.Rect(0, 0, bw, bh), self.app.quick_match,
                   hint=_("you against two computers")),
        ]
        y = int(h * (0.58 if resume is None else 0.55))
        for i, b in enumerate(items):
            b.rect.topleft = (x, y + i * (bh + int(12 * s)))
        small = [(_("How to play"), self.app.how_to_play), (_("First hand"), self.app.first_hand),
                 (_("Saved matches"), self.app.saved_matches),
                 (_("Statistics"), self.app.statistics),
                 (_("Settings"), self.app.settings_screen), (_("Quit"), self.app.quit)]
        sw, sh, gap = int(158 * s), int(40 * s), int(10 * s)
        sx = w // 2 - (len(small) * sw + (len(small) - 1) * gap) // 2
        for i, (label, act) in enumerate(small):
            items.append(Button(label, pygame.Rect(sx + i * (sw + gap), h - int(64 * s), sw, sh), act))
        self.buttons = items

    def handle(self, event) -> None:
        self.layout()
        for b in self.buttons:
            if b.handle(event):
                return

    def update(self, now: float) -> None:
        self.layout()

    def draw(self, surface: pygame.Surface, now: float) -> None:
        self.layout()
        w, h = surface.get_size()
        s = theme.scale(h)
        key = ((w, h), self.app.face_style, generation())
        if self._backdrop[0] != key:
            self._backdrop = (key, self.backdrop(*key))
        surface.blit(self._backdrop[1], (0, 0))
        for b in self.buttons:
            b.draw(surface, int(20 * s))

    @staticmethod
    def backdrop(size: tuple[int, int], style, words: int = 0) -> pygame.Surface:
        """The felt, the fan of cards and the titles: drawn once per window size and face style,
        not every frame (rotating seven faces cost most of a frame)."""
        import math
        w, h = size
        s = theme.scale(h)
        surface = theme.felt(size).copy()
        # a fan of the cards that make the game's name: heaven, the nines, goose
        cards = ["6:6", "4:5", "3:6", "1:3", "2:4", "1:2", "1:1"]
        ch = int(h * 0.22)
        card = (int(ch / 3.3), ch)
        cx, cy = w // 2, int(h * 0.36)
        for i, text in enumerate(cards):
            angle = (i - (len(cards) - 1) / 2) * 9
            rot = pygame.transform.rotozoom(render_face(DominoFace.parse(text), card, style), -angle, 1.0)
            rad = math.radians(angle)
            px = cx + math.sin(rad) * ch * 0.9
            py = cy + ch * 0.9 - math.cos(rad) * ch * 0.9
            shade, off = render_shadow(card, style)
            shade = pygame.transform.rotozoom(shade, -angle, 1.0)
            surface.blit(shade, shade.get_rect(center=(px + off[0], py + off[1])))
            surface.blit(rot, rot.get_rect(center=(px, py)))
        theme.text(surface, "十五湖", (w // 2, int(h * 0.07)), int(64 * s), theme.PAPER, "midtop", shadow=True)
        if not chinese():       # in Chinese the name above is the whole title
            theme.text(surface, "Fifteen Lakes", (w // 2, int(h * 0.07) + int(76 * s)), int(28 * s), theme.BRASS,
                       "midtop", shadow=True)
        theme.text_in(surface, _("Sap Ng Wu and the other Chinese card and tile games"),
                      pygame.Rect(int(w * 0.1), int(h * 0.50), int(w * 0.8), int(24 * s)), int(17 * s),
                      theme.MUTED, "midtop")
        return surface


class NewGameScene(theme.Screen):
    """Choose the game from the list of every game (game_list.GameList), then its seats (name, person or
    computer, level), its house rules and the match length beside it."""

    def __init__(self, app, setup: MatchSetup | None = None) -> None:
        self.app = app
        from game.store.variants import catalog
        self.entries = catalog()
        self.variants = [e.ref for e in self.entries]
        setup = setup or app.remembered_setup()
        base, chosen = split_ref(setup.variant)
        self.variant_index = self.variants.index(base) if base in self.variants else 0
        # The house rules the chosen file offers, as the player last set them (its defaults otherwise).
        self.chosen: dict[str, bool | str] = {}
        self._reset_options(chosen if base == self.entry.ref else {})
        self.players = setup.players
        default_level = "normal"
        self.seats = [SeatRow(s.name, s.is_human, s.level if s.level in levels() else default_level)
                      for s in setup.seats]
        while len(self.seats) < 4:
            self.seats.append(SeatRow(DEFAULT_NAMES[len(self.seats)], False, default_level))
        self.hands = setup.hands or self.current_hands
        self.widgets: list = []
        self.fields: list[TextField] = []
        self._size = None
        self.build()

    def build(self) -> None:
        w, h = self.app.screen.get_size()
        self._size = (w, h)
        s = theme.scale(h)
        self.s = s
        # Two panes: the list of games on the left, the chosen game's seats and options on the right.
        margin, top = int(20 * s), int(h * 0.05)
        self.setup_pane = pygame.Rect(w - margin - int(640 * s), top, int(640 * s), int(h * 0.8) - top)
        col = self.setup_pane.left + int(20 * s)
        self.col = col
        row = int(h * 0.2) + int(14 * s)      # under the chosen game's name and summary
        line = int(50 * s)
        self.list_pane = pygame.Rect(margin, top, self.setup_pane.left - int(14 * s) - margin,
                                     int(h * 0.84) + int(54 * s) - top)
        if not hasattr(self, "game_list"):     # made once: a rebuild keeps where the list is scrolled
            from game.ui.game_list import GameList
            self.game_list = GameList(self.entries, self.variant_index, self._set_variant)
        self.game_list.chosen = self.variant_index
        self.game_list.place(pygame.Rect(self.list_pane.left + int(8 * s), self.list_pane.top + int(58 * s),
                                         self.list_pane.width - int(16 * s),
                                         self.list_pane.height - int(66 * s)), s)
        counts = [str(n) for n in (self.seat_counts or (3,))]
        self.players_cycler = Cycler(counts, counts.index(str(self.players)) if str(self.players) in counts else 0,
                                     pygame.Rect(col + int(220 * s), row, int(160 * s), int(40 * s)), self._set_players)
        self.widgets = [self.players_cycler]
        self.fields = []
        self.seat_rows = []
        y = row + line + int(30 * s)
        for i in range(self.players):
            seat = self.seats[i]
            field = TextField(seat_names.shown(seat.name, seat.human), pygame.Rect(col + int(40 * s), y, int(200 * s), int(40 * s)),
                              on_change=lambda t, i=i: self._set_name(i, t))
            kinds = ["person", "computer"]
            kind = Cycler(kinds, 0 if seat.human else 1, pygame.Rect(col + int(260 * s), y, int(160 * s), int(40 * s)),
                          lambda k, i=i: self._set_kind(i, k), labels=[_(k) for k in KIND_WORDS])
            known = levels()
            level = Cycler(known, known.index(seat.level) if seat.level in known else 0,
                           pygame.Rect(col + int(440 * s), y, int(160 * s), int(40 * s)), lambda k, i=i: self._set_level(i, k),
                           labels=[level_words(k) for k in known])
            self.fields.append(field)
            self.widgets += [kind] + ([level] if not seat.human else [])
            self.seat_rows.append((i, y))
            y += line
        y += int(10 * s)
        self.hands_at = (col, y)
        self.hands_minus = Button("–", pygame.Rect(col + int(220 * s), y, int(44 * s), int(40 * s)), lambda: self._hands(-1))
        self.hands_plus = Button("+", pygame.Rect(col + int(336 * s), y, int(44 * s), int(40 * s)), lambda: self._hands(1))
        self.option_rows = []
        options = self.entry.options
        # Each option: its switch, and what it changes in two lines under it while there is room;
        # a file with many options gets tighter rows rather than rows under the buttons.
        room = int(h * 0.8) - (y + int(40 * s)) - (int(24 * s) if self.current is None else 0)
        step, self.show_about = line + int(40 * s), True
        if options and len(options) * step > room:
            step, self.show_about = max(int(30 * s), min(line, room // len(options))), False
        height = min(int(40 * s), step - int(4 * s))
        for option in options:
            y += step if self.option_rows else line
            if option.choices:      # a choice (fishing's must_capture: never | drawn | always)
                choices = list(option.choices)
                value = self.chosen[option.key]
                toggle = Cycler(choices, choices.index(value) if value in choices else 0,
                                pygame.Rect(col + int(220 * s), y, int(200 * s), height),
                                lambda k, key=option.key, choices=choices: self._set_option(key, choices[k]),
                                labels=[choice_name(self.entry, option.key, c, choice_words(c)) for c in choices])
            else:
                toggle = Cycler(["off", "on"], int(self.chosen[option.key]),
                                pygame.Rect(col + int(220 * s), y, int(160 * s), height),
                                lambda k, key=option.key: self._set_option(key, k == 1), labels=[_(w) for w in ON_OFF])
            if option.error is None:
                self.widgets.append(toggle)
            self.option_rows.append((option, toggle))
        self.content_bottom = y + step + (int(24 * s) if self.current is None and self.entry.playable else 0)
        bw, bh, gap = int(190 * s), int(54 * s), int(16 * s)
        mid = self.setup_pane.centerx
        self.buttons = [
            self.hands_minus, self.hands_plus,
            Button(_("Start"), pygame.Rect(mid + bw // 2 + gap, int(h * 0.84), bw, bh), self.start, primary=True,
                   key=pygame.K_RETURN, enabled=self.playable),
            Button(_("How to play"), pygame.Rect(mid - bw // 2, int(h * 0.84), bw, bh),
                   lambda: self.app.how_to_play(self.ref if self.entry.playable else self.entry.ref),
                   key=pygame.K_F1, enabled=self.entry.playable),
            Button(_("Back"), pygame.Rect(mid - bw // 2 - gap - bw, int(h * 0.84), bw, bh), self.app.title),
        ]

    @property
    def entry(self):
        return self.entries[self.variant_index]

    @property
    def playable(self) -> bool:
        return self.entry.playable and self.current is not None and self.has_table

    @property
    def has_table(self) -> bool:
        """Whether the window can seat this game's family yet (its rules may be built before its table)."""
        return self.entry.family in TABLE_FAMILIES

    @property
    def seat_counts(self) -> tuple[int, ...]:
        return tuple(self.current.seat_counts) if self.current is not None else self.entry.seat_counts

    @property
    def current_hands(self) -> int:
        if self.current is not None and self.current.family == "banker":
            return self.current.rounds(self.players)     # sap-tim-pun.md §10: a round a bank, each seat banks
        return self.current.match_hands if self.current is not None else self.entry.match_hands

    @property
    def unit_words(self) -> str:
        """What the match's length counts: hands, or rounds for the banker games (a round is one wall)."""
        return _("Rounds") if self.current is not None and self.current.family == "banker" else _("Hands")

    @property
    def ref(self) -> str:
        """The chosen variant with its options, as a match and its log name it (just the file while
        the chosen options cannot be played, and Start is grey)."""
        return self.current.ref if self.current is not None else self.entry.ref

    def _reset_options(self, chosen: dict[str, bool]) -> None:
        """The options as last chosen for this game, except a broken one, which stays as the file starts."""
        start = self.entry.start
        self.chosen = {o.key: self._remembered(o, chosen.get(o.key, start.get(o.key, o.default)))
                       if o.error is None else start.get(o.key, o.default) for o in self.entry.options}
        self._load_current()

    @staticmethod
    def _remembered(option, value) -> "bool | str":
        """A switch is on or off; a choice is one of its settings (its default if the remembered one is gone)."""
        if option.choices:
            return value if value in option.choices else option.default
        return bool(value)

    def _load_current(self) -> None:
        self.current, self.current_error = (try_load(self.entry.ref, self.chosen) if self.entry.playable
                                            else (None, None))

    def _fit_seats(self) -> None:
        if self.current is not None and self.players not in self.current.seat_counts:
            self.players = self.current.usual_players

    def _set_variant(self, i: int) -> None:
        # A table size the person never changed follows the game: four for Sap Tim Pun and Si Se Pai, three
        # for the others; one they chose stays where the new game seats it.
        usual_before = self.current is not None and self.players == self.current.usual_players
        self.variant_index = i
        self._reset_options({})
        if self.playable:
            if usual_before and self.current is not None:
                self.players = self.current.usual_players
            self._fit_seats()
            self.hands = self.current_hands
        self.build()

    def _set_option(self, key: str, value: "bool | str") -> None:
        hands_were_default = self.hands == self.current_hands
        self.chosen[key] = value
        self._load_current()
        self._fit_seats()
        if hands_were_default:
            self.hands = self.current_hands
        self.build()

    def _set_players(self, i: int) -> None:
        hands_were_default = self.hands == self.current_hands
        self.players = int(self.players_cycler.values[i])
        if hands_were_default:
            self.hands = self.current_hands
        self.build()

    def _set_name(self, i: int, text: str) -> None:
        self.seats[i].name = text

    def _set_kind(self, i: int, k: int) -> None:
        seat = self.seats[i]
        seat.name = seat_names.shown(seat.name, seat.human)   # the field keeps the words it showed
        seat.human = k == 0
        self.build()

    def _set_level(self, i: int, k: int) -> None:
        self.seats[i].level = levels()[k]

    def _hands(self, step: int) -> None:
        self.hands = max(1, min(99, self.hands + step))

    def setup(self) -> MatchSetup:
        names = [seat_names.stored(s.name.strip(), s.human) or DEFAULT_NAMES[i] for i, s in enumerate(self.seats)]
        seats = tuple(person(names[i]) if s.human else computer(names[i], s.level)
                      for i, s in enumerate(self.seats[: self.players]))
        return MatchSetup(self.ref, seats, self.hands, delay=self.app.computer_delay)

    def start(self) -> None:
        if self.playable:
            self.app.start_match(self.setup())

    def handle(self, event) -> None:
        self.ensure_built()
        if not self.entry.playable:     # only the choice of game and the buttons are live
            for widget in [self.game_list] + self.buttons:
                if widget.handle(event):
                    return
            return
        for f in self.fields:
            if f.handle(event):
                return
        typing = event.type == pygame.KEYDOWN and any(f.focused for f in self.fields)
        for widget in ([] if typing else [self.game_list]) + self.widgets + self.buttons:
            if widget.handle(event):
                return


    def draw(self, surface: pygame.Surface, now: float) -> None:
        w, h = surface.get_size()
        s = self.s
        surface.blit(theme.felt((w, h)), (0, 0))
        bottom = min(max(int(h * 0.81), self.content_bottom), int(h * 0.835))
        panel = pygame.Rect(self.setup_pane.left, self.setup_pane.top, self.setup_pane.width,
                            bottom - self.setup_pane.top)
        theme.panel(surface, self.list_pane)
        theme.text(surface, _("New game"), (self.list_pane.left + int(18 * s), self.list_pane.top + int(12 * s)),
                   int(28 * s), theme.HIGHLIGHT)
        self.game_list.draw(surface, self.app.face_style)
        theme.panel(surface, panel)
        col = self.col
        entry = self.entry
        self._draw_chosen(surface)
        if entry.error:
            # a broken house-rule file: greyed in the list, with what is wrong in it where the seats would be
            from pathlib import Path
            error = entry.error.replace(str(Path(entry.ref).parent) + "/", "")
            box = pygame.Rect(col, self.players_cycler.rect.top, int(600 * s), int(200 * s))
            theme.panel(surface, box, radius=10, fill=(60, 20, 16, 200), edge=theme.ERROR + (160,))
            theme.text(surface, _("This file cannot be played yet:"), (box.left + 14 * s, box.top + 12 * s), int(17 * s),
                       theme.ERROR)
            theme.paragraph(surface, error, (box.left + int(14 * s), box.top + int(42 * s)), int(16 * s),
                            box.width - int(28 * s), theme.PAPER)
            theme.paragraph(surface, _("Fix it in {file} (data/README.md explains the format); "
                                       "the game reads it again when this screen opens.").format(file=entry.ref),
                            (box.left + int(14 * s), box.bottom - int(50 * s)), int(13 * s), box.width - int(28 * s),
                            theme.MUTED)
            for b in self.buttons:
                if b not in (self.hands_minus, self.hands_plus):
                    b.draw(surface, int(20 * s))
            return
        theme.text(surface, _("Players"), (col, self.players_cycler.rect.centery), int(20 * s), theme.PAPER, "midleft")
        for i, y in self.seat_rows:
            theme.text(surface, f"{i + 1}.", (col, y + int(20 * s)), int(20 * s), theme.MUTED, "midleft")
        theme.text(surface, self.unit_words, (col, self.hands_at[1] + int(20 * s)), int(20 * s), theme.PAPER,
                   "midleft")
        theme.text(surface, str(self.hands), (col + int(300 * s), self.hands_at[1] + int(20 * s)), int(22 * s),
                   theme.WHITE, "center")
        for option, toggle in self.option_rows:
            self._draw_option(surface, option, toggle, col)
        if self.current is None and self.current_error:
            # options that load one by one but not together: say why Start is grey
            below = self.option_rows[-1][1].rect.bottom + (int(44 * s) if self.show_about else int(6 * s))
            from pathlib import Path
            error = self.current_error.replace(str(Path(split_ref(self.entry.ref)[0]).parent) + "/", "")
            theme.paragraph(surface, _("Not with these options together: {error}").format(error=error),
                            (col, below), int(14 * s), int(600 * s), theme.ERROR)
        if not self.has_table:
            below = (self.option_rows[-1][1].rect.bottom if self.option_rows else self.hands_at[1]) + int(50 * s)
            theme.paragraph(surface, _("The table for this family of games is still being built "
                                       "(its rules and computer players are ready)."),
                            (col, below), int(14 * s), int(600 * s), theme.ERROR)
        elif self.content_bottom <= panel.bottom - int(30 * s):     # room under the options for the hint
            theme.text_in(surface, _("Seats sit in turn order: seat 2 plays after seat 1, to its right."),
                          pygame.Rect(panel.left + int(10 * s), panel.bottom - int(36 * s), panel.width - int(20 * s),
                                      int(20 * s)), int(14 * s), theme.MUTED, "midtop")
        for f in self.fields:
            f.draw(surface, int(19 * s))
        for widget in self.widgets:
            widget.draw(surface, int(18 * s))
        for b in self.buttons:
            b.draw(surface, int(20 * s))


    def _draw_chosen(self, surface: pygame.Surface) -> None:
        """The chosen game at the top of its setup: its names, and its whole summary while it fits
        above the seats (the list has room for only its first words)."""
        from game.ui.game_list import fit
        s, col, entry = self.s, self.col, self.entry
        width = int(600 * s)
        y = self.setup_pane.top + int(14 * s)
        size = int(26 * s)
        yours = "" if entry.builtin else "  " + _("(yours)")
        first, second = entry.name, in_script(entry.chinese)     # the Chinese name in the reader's script
        if chinese() and entry.chinese:     # in Chinese the game's Chinese name leads
            first, second = in_script(entry.chinese), entry.name
        beside = (theme.font(size).size(second)[0] + int(10 * s) if second else 0) + \
            theme.font(int(15 * s)).size(yours)[0]
        name = theme.text(surface, fit(first, size, max(width // 2, width - beside)),
                          (col, y), size, theme.HIGHLIGHT if entry.playable else theme.MUTED)
        x = name.right
        if second:
            x = theme.text(surface, fit(second, size, max(1, width - (x - col) - int(10 * s))),
                           (x + int(10 * s), name.bottom), size, theme.BRASS, "bottomleft").right
        if yours:
            theme.text(surface, yours, (x, name.bottom - int(3 * s)), int(15 * s), theme.MUTED, "bottomleft")
        if not entry.summary:
            return
        summary = variant_text(entry, "summary", entry.summary)
        small = int(15 * s)
        step = small * 1.35
        room = max(0, int((self.players_cycler.rect.top - int(8 * s) - (name.bottom + int(6 * s))) // step))
        lines = theme.wrap(summary, small, width)
        if len(lines) > room:
            lines = lines[:room - 1] + [fit(" ".join(lines[room - 1:]), small, width)] if room else []
        y = name.bottom + int(6 * s)
        for line in lines:
            theme.text(surface, line, (col, y), small, theme.MUTED)
            y += step

    def _draw_option(self, surface: pygame.Surface, option, toggle: Cycler, col: int) -> None:
        """A house rule the file offers: its name, the switch, and what it changes (or why it cannot)."""
        s = self.s
        y = toggle.rect.centery
        room = pygame.Rect(col, y - int(14 * s), toggle.rect.left - col - int(10 * s), int(28 * s))
        name = variant_text(self.entry, f"options.{option.key}.name", option.name)
        label = theme.text_in(surface, name[:1].upper() + name[1:], room, int(20 * s), theme.PAPER,
                              "midleft", smallest=0.7)
        if option.chinese and not chinese():      # in Chinese the name is already the file's Chinese
            theme.text(surface, option.chinese, (label.right + int(8 * s), y), int(20 * s), theme.BRASS, "midleft")
        about = variant_text(self.entry, f"options.{option.key}.about", option.about) if option.error is None else _("Cannot be used: {error}").format(error=option.error)
        color = theme.MUTED if option.error is None else theme.ERROR
        if option.error is None:
            toggle.draw(surface, int(18 * s))
        if self.show_about or option.error is not None:
            at = ((col + int(20 * s), toggle.rect.bottom + int(6 * s)) if self.show_about else
                  (toggle.rect.right + int(14 * s), toggle.rect.top))
            width = int(580 * s) if self.show_about else col + int(600 * s) - at[0]
            theme.paragraph(surface, about, at, int(14 * s if self.show_about else 12 * s), width, color)


class MenuOverlay:
    """Esc: resume, new game, title, fullscreen, sound, quit — over whatever is showing."""

    def __init__(self, app) -> None:
        self.app = app
        self.buttons: list[Button] = []
        self._size = None

    def build(self) -> None:
        w, h = self.app.screen.get_size()
        self._size = (w, h)
        s = theme.scale(h)
        bw, bh, gap = int(250 * s), int(42 * s), int(9 * s)
        app = self.app
        style = app.face_style
        speed = app.speed_name()
        left = [
            (_("Resume"), app.close_menu),
            (_("New game"), app.new_game),
            (_("Title screen"), app.title),
            (_("Statistics"), app.statistics),
            (_("All settings"), app.settings_screen),
            (_("Window") if app.fullscreen else _("Fullscreen"), app.toggle_fullscreen),
            (_("Quit"), app.quit),
        ]
        right = [
            (_("Faces: cards") if style.kind == "card" else _("Faces: tiles"),
             lambda: app.set_face_style(kind="tile" if style.kind == "card" else "card")),
            (_("Fives: Hong Kong") if style.coalesced_five else _("Fives: plain"),
             lambda: app.set_face_style(coalesced_five=not style.coalesced_five)),
            (_("Red rings: on") if style.ring_red else _("Red rings: off"),
             lambda: app.set_face_style(ring_red=not style.ring_red)),
            (_("Hints: on") if app.highlight_playable else _("Hints: off"), app.toggle_highlight),
            (_("Sound: on") if app.sounds.enabled else _("Sound: off"), app.toggle_sound),
            (_("Pace: {speed}").format(speed=_(PACE_WORDS[speed])), app.cycle_speed),
            (_("How to play"), app.how_to_play),
        ]
        y = int(h * 0.27)
        self.buttons = [Button(label, pygame.Rect(w // 2 - bw - int(12 * s), y + i * (bh + gap), bw, bh), act,
                               primary=(i == 0)) for i, (label, act) in enumerate(left)]
        self.buttons += [Button(label, pygame.Rect(w // 2 + int(12 * s), y + i * (bh + gap), bw, bh), act)
                         for i, (label, act) in enumerate(right)]

    def handle(self, event) -> None:
        self.build()
        for b in self.buttons:
            if b.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        self.build()
        w, h = surface.get_size()
        s = theme.scale(h)
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))
        r = pygame.Rect(0, 0, int(580 * s), int(470 * s))
        r.midtop = (w // 2, int(h * 0.16))
        theme.panel(surface, r)
        theme.text(surface, _("Menu"), (w // 2, int(h * 0.18)), int(28 * s), theme.HIGHLIGHT, "midtop")
        for b in self.buttons:
            b.draw(surface, int(19 * s))
