"""A guided first hand at the table: the coach's tip at each of the learner's turns, and the goals.

The lesson itself (deal, goals, what the coach says) is ``game.learn``; this is
only how the table shows it: the tip's cards picked up in the hand (so Play or a
drop does it), the tip in words above the hand, and the goals ticked off in the
top bar as the learner reaches them.
"""
from __future__ import annotations

import pygame

from game.ai import make_player
from game.i18n import N_, _
from game.learn.lessons import Lesson, Progress, lesson_for, tip
from game.ui import theme
from game.ui import line_breaks

COMPLETE = N_("Lesson complete: you can play the rest of the hand, or leave it from the menu ({key}).")


def complete() -> str:
    """The words when every goal is reached, in the language shown (the menu's key named as on the keyboard)."""
    return _(COMPLETE).format(key="Esc")


class LessonCoach:
    def __init__(self, family: str, seat: int, banker: str | None = None) -> None:
        lesson = lesson_for(family)
        if lesson is None:
            raise ValueError(f"no guided first hand for the {family} family")
        self.lesson: Lesson = lesson
        self.progress = Progress(lesson, seat)
        self.normal = make_player("normal", seed=0)
        self.words = lesson.greeting(banker)
        self._asked_at: tuple | None = None
        self._band: tuple | None = None     # the tip's last band: (its key, the band, its lines)
        self._tip_action = None           # the action the last tip suggests (tests follow it)
        self.finished_said = False

    def saw(self, event) -> None:
        was = self.progress.done
        self.progress.saw(event)
        if self.progress.done and not was:
            self.words = complete()

    def advise(self, table) -> None:
        """At the learner's turn: once per decision, the coach's tip, its cards picked up."""
        g = table.game
        key = (len(g.log.actions), g.phase, g.current_player)
        if key == self._asked_at:
            return
        self._asked_at = key
        legal = g.legal_actions()
        t = tip(self.lesson, table.variant, g.observation(table.viewer), legal, self.normal, self.progress,
                table.name)
        if t is None:
            return
        self._tip_action = t.action
        table.board.show_hint(t.action, "")
        done = complete() + " " if self.progress.done and not self.finished_said else ""
        self.finished_said = self.finished_said or bool(done)
        self.words = done + t.words

    # -- drawing ----------------------------------------------------------------------------
    def draw_goals(self, surface: pygame.Surface, room: pygame.Rect, s: float) -> None:
        """The goals in the top bar, right-aligned: a box each, ticked when reached."""
        size = int(15 * s)
        f = theme.font(size)
        box = int(12 * s)
        gap = int(14 * s)
        items = [(_(g.words), g.key in self.progress.reached) for g in self.lesson.goals]
        widths = [box + int(6 * s) + f.size(words)[0] for words, _done in items]
        x = room.right - (sum(widths) + gap * (len(items) - 1))
        label = _("First hand:")
        label_w = f.size(label)[0]
        if x - label_w - gap > room.left:
            theme.text(surface, label, (x - gap, room.centery), size, theme.MUTED, "midright")
        for (words, done), w in zip(items, widths):
            r = pygame.Rect(x, room.centery - box // 2, box, box)
            pygame.draw.rect(surface, theme.BRASS if done else theme.MUTED, r, width=max(1, int(2 * s)),
                             border_radius=2)
            if done:
                pts = [(r.left + box * 0.2, r.top + box * 0.55), (r.left + box * 0.42, r.bottom - box * 0.2),
                       (r.right - box * 0.15, r.top + box * 0.2)]
                pygame.draw.lines(surface, theme.HIGHLIGHT, False, pts, max(2, int(2.5 * s)))
            ink = theme.HIGHLIGHT if done else theme.PAPER
            theme.text(surface, words, (r.right + int(6 * s), room.centery), size, ink, "midleft")
            x += w + gap

    def draw_tip(self, surface: pygame.Surface, status: pygame.Rect, s: float,
                 avoid: tuple[pygame.Rect, ...] = (), spare: tuple[pygame.Rect, ...] = ()) -> None:
        """The tip above the hand, on a dark band, in up to three lines (its bottom where the prompt stands)."""
        if not self.words:
            return
        band, lines = self.tip_band(status, s, avoid, spare)
        size = int(17 * s)
        step = int(theme.font(size).get_linesize() * 1.05)
        layer = pygame.Surface(band.size, pygame.SRCALPHA)
        layer.fill((10, 25, 20, 200))
        surface.blit(layer, band)
        pygame.draw.rect(surface, theme.BRASS_DARK, band, width=1, border_radius=int(8 * s))
        y = band.top + int(6 * s)
        for line in lines:
            theme.text(surface, line, (band.centerx, y), size, theme.HIGHLIGHT, "midtop")
            y += step

    def tip_band(self, status: pygame.Rect, s: float, avoid: tuple[pygame.Rect, ...] = (),
                 spare: tuple[pygame.Rect, ...] = ()) -> tuple[pygame.Rect, list[str]]:
        """Where the tip's band stands and its lines. ``avoid`` are the seats' plates: the band narrows
        (and may take a fourth line) rather than cover the learner's own plate, whose wu and chips the
        tips talk about. ``spare`` are the won cards' piles beside them: the band narrows to leave them
        uncovered too while it stays wide enough to read and within three lines (a long pile late in
        a hand, or a long tip, covers the pile's foot rather than squeeze the tip). Kept for the same words and places: it is asked every frame."""
        key = (self.words, tuple(status), s, tuple(tuple(r) for r in avoid), tuple(tuple(r) for r in spare))
        cached = self._band
        if cached is not None and cached[0] == key:
            return cached[1].copy(), list(cached[2])
        size = int(17 * s)
        width = min(status.width, int(900 * s))
        step = int(theme.font(size).get_linesize() * 1.05)
        margin = int(8 * s)
        least = int(200 * s)

        def room(rects: tuple[pygame.Rect, ...], top: int, half: int) -> int:
            """Half the band's width that clears every rect of ``rects`` reaching below ``top``."""
            for rect in rects:
                if rect.bottom <= top or rect.top >= status.bottom:
                    continue
                if rect.centerx < status.centerx:
                    half = min(half, status.centerx - rect.right - margin)
                else:
                    half = min(half, rect.left - margin - status.centerx)
            return half

        for _round in range(2):         # narrowed once, the band is taller: look again at what it meets
            lines = line_breaks.wrap(self.words, size, width - int(24 * s))
            height = step * min(len(lines), 3) + int(12 * s)
            top = status.bottom + int(4 * s) - height
            half = room(avoid, top, width // 2)
            if half >= least:
                clear = room(spare, top, half)
                if clear >= least and len(line_breaks.wrap(self.words, size, 2 * clear - int(24 * s))) <= 3:
                    half = clear
            if 2 * half >= width or half < least:
                break
            width = 2 * half
        lines = line_breaks.wrap(self.words, size, width - int(24 * s))[:4]
        height = step * len(lines) + int(12 * s)
        band = pygame.Rect(0, 0, width, height)
        band.midbottom = (status.centerx, status.bottom + int(4 * s))
        self._band = (key, band.copy(), list(lines))
        return band, lines
