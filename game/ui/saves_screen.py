"""Saved matches: to resume, rename or delete (issue "Nothing lost"); which are kept is said on screen."""
from __future__ import annotations

import pygame

from game.i18n import _, chinese, month
from game.rules import load_variant
from game.ui import seat_names, theme
from game.ui.widgets import Button, TextField


class SavesScene(theme.Screen):
    def __init__(self, app, back=None) -> None:
        self.app = app
        self.back = back or app.title
        self.renaming: tuple[str, TextField] | None = None
        self.page = 0
        self._size = None
        self.refresh()

    def refresh(self) -> None:
        infos, notices = self.app.saves.list()
        for n in notices:
            self.app.notices.append(n)
        self.infos = infos
        self.build()

    def build(self) -> None:
        w, h = self.app.screen.get_size()
        self._size = (w, h)
        self.s = s = theme.scale(h)
        self.row_h = int(56 * s)
        self.top = int(h * 0.15)
        self.per_page = max(1, int((h * 0.68) // self.row_h))
        self.buttons: list[Button] = []
        shown = self.infos[self.page * self.per_page:(self.page + 1) * self.per_page]
        right = w // 2 + int(440 * s)
        for i, info in enumerate(shown):
            y = self.top + i * self.row_h + int(8 * s)
            bh = int(38 * s)
            self.buttons += [
                Button(_("Play"), pygame.Rect(self.play_left(w), y, int(100 * s), bh), lambda k=info.key: self.load(k),
                       primary=not info.finished, enabled=not info.finished),
                Button(_("Rename"), pygame.Rect(right - int(220 * s), y, int(100 * s), bh),
                       lambda k=info.key, n=info.name: self.start_rename(k, n)),
                Button(_("Delete"), pygame.Rect(right - int(110 * s), y, int(100 * s), bh),
                       lambda k=info.key: self.delete(k)),
            ]
        bottom = h - int(70 * s)
        self.buttons.append(Button(_("Back"), pygame.Rect(w // 2 - int(440 * s), bottom, int(160 * s), int(46 * s)),
                                   self.back, key=pygame.K_BACKSPACE))
        if self.page > 0:
            self.buttons.append(Button("‹ " + _("Newer"), pygame.Rect(w // 2 - int(170 * s), bottom, int(160 * s), int(46 * s)),
                                       lambda: self.turn(-1)))
        if (self.page + 1) * self.per_page < len(self.infos):
            self.buttons.append(Button(_("Older") + " ›", pygame.Rect(w // 2 + int(10 * s), bottom, int(160 * s), int(46 * s)),
                                       lambda: self.turn(1)))

    def play_left(self, w: int) -> int:
        """Where each row's Play button starts: the row's words end before it."""
        return w // 2 + int(440 * self.s) - int(330 * self.s)

    @staticmethod
    def policy() -> str:
        """Which saves are kept (game.store.saves.Saves.tidy, docs/store.md), in the player's words."""
        return _("A Quick match left in its first hand is tidied away when you start another, "
                 "unless renamed or continued; the rest is kept.")

    def turn(self, step: int) -> None:
        self.page += step
        self.build()

    def load(self, key: str) -> None:
        self.app.resume(key)

    def start_rename(self, key: str, name: str) -> None:
        i = [info.key for info in self.infos].index(key) % self.per_page
        s = self.s
        field = TextField(name, pygame.Rect(self.app.screen.get_width() // 2 - int(420 * s),
                                            self.top + i * self.row_h + int(8 * s), int(360 * s), int(38 * s)),
                          focused=True, limit=40)
        self.renaming = (key, field)

    def finish_rename(self) -> None:
        if self.renaming:
            key, field = self.renaming
            self.renaming = None
            if field.text.strip():
                notice = self.app.saves.rename(key, field.text.strip())
                if notice is not None:
                    self.app.notices.append(notice)
            self.refresh()

    def delete(self, key: str) -> None:
        self.app.saves.delete(key)
        self.refresh()

    def handle(self, event) -> None:
        self.ensure_built()
        if self.renaming:
            key, field = self.renaming
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.finish_rename()
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.renaming = None
                return
            if field.handle(event) or event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
                return
            if event.type == pygame.MOUSEBUTTONDOWN and not field.rect.collidepoint(event.pos):
                self.finish_rename()
                return
        for b in self.buttons:
            if b.handle(event):
                return


    def draw(self, surface: pygame.Surface, now: float) -> None:
        w, h = surface.get_size()
        s = self.s
        surface.blit(theme.felt((w, h)), (0, 0))
        panel = pygame.Rect(w // 2 - int(460 * s), int(h * 0.04), int(920 * s), int(h * 0.82))
        theme.panel(surface, panel)
        theme.text(surface, _("Saved matches"), (w // 2, int(h * 0.06)), int(32 * s), theme.HIGHLIGHT, "midtop")
        if not self.infos:
            theme.text_in(surface, _("No saved matches yet. Every match is saved as it is played."),
                          pygame.Rect(panel.left, h // 2 - int(15 * s), panel.width, int(30 * s)),
                          int(19 * s), theme.PAPER, "center")
        shown = self.infos[self.page * self.per_page:(self.page + 1) * self.per_page]
        left = w // 2 - int(420 * s)
        for i, info in enumerate(shown):
            y = self.top + i * self.row_h
            if i % 2 == 0:
                band = pygame.Surface((panel.width - int(20 * s), self.row_h), pygame.SRCALPHA)
                band.fill((255, 255, 255, 10))
                surface.blit(band, (panel.left + int(10 * s), y))
            # name and details stop short of the row's Play button (issue 13, item 7)
            room = self.play_left(w) - int(12 * s) - left
            if not (self.renaming and self.renaming[0] == info.key):
                theme.text_in(surface, info.name, pygame.Rect(left, y + int(6 * s), room, int(26 * s)), int(18 * s),
                              theme.PAPER, "topleft")
            try:
                loaded = load_variant(info.variant)
                variant = loaded.chinese if chinese() and loaded.chinese else loaded.name
            except Exception:  # the variant file is gone: the save is kept, just not playable
                variant = info.variant
            state = (_("finished") if info.finished else
                     _("hand {hand} of {length}").format(hand=info.hand_number, length=info.length))
            names = ", ".join(f"{seat_names.shown(seat.name, seat.is_human)} {t:+d}" for seat, t in zip(info.seats, info.totals))
            when = _("{day} {month} {time}").format(day=info.saved.day, month=month(info.saved.month),
                                                     time=f"{info.saved:%H:%M}")
            theme.text_in(surface, f"{variant} · {state} · {when} · {names}",
                          pygame.Rect(left, y + int(31 * s), room, int(20 * s)), int(13 * s), theme.MUTED, "topleft")
        theme.text_in(surface, self.policy(), pygame.Rect(panel.left + int(10 * s), int(h * 0.06) + int(44 * s),
                                                          panel.width - int(20 * s), int(18 * s)),
                      int(13 * s), theme.MUTED, "midtop")
        if self.renaming:
            self.renaming[1].draw(surface, int(18 * s))
        for b in self.buttons:
            b.draw(surface, int(17 * s))
