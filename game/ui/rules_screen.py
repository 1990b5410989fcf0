"""How to play: the rules page of any game, with its cards drawn by the game itself (issue 17).

Reached from the title screen, the new-game screen (for the game chosen there,
its house rules as set) and the menu at the table (for the game being played).
The page's content is ``game.learn.page_for``; this screen only lays it out:
the games down the left (grouped by family, as on the new-game screen), the
page on the right, drawn once per game, width and face style onto one tall
surface and scrolled with the wheel, the arrow keys, Page Up/Down, Home and End.
Esc or Back returns to where the page was opened from, as it was.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from game import i18n
from game.i18n import _
from game.learn import Bullets, CardRow, Heading, Page, Paragraph, Table, page_for
from game.learn.chinese import script
from game.model.cards import Card
from game.rules import load_variant
from game.store.variants import VariantEntry, catalog
from game.ui import theme
from game.ui.faces import FaceStyle, face_for, face_size, render_face
from game.ui.game_list import family_heading, family_order
from game.ui.line_breaks import pieces
from game.ui.widgets import Button

_RUN = re.compile(r"(\*\*[^*]+\*\*|`[^`]+`)")


@dataclass(frozen=True)
class Run:
    """A stretch of words in one style: plain, **bold** (brass) or `code` (a card, in paper white)."""

    text: str
    style: str = "plain"


def runs(text: str) -> list[Run]:
    out = []
    for part in _RUN.split(text):
        if not part:
            continue
        if part.startswith("**") and part.endswith("**"):
            out.append(Run(part[2:-2], "bold"))
        elif part.startswith("`") and part.endswith("`"):
            out.append(Run(part[1:-1], "code"))
        else:
            out.append(Run(part))
    return out


class PageRenderer:
    """Draws a Page onto one surface of a given width (tall as it needs)."""

    def __init__(self, page: Page, width: int, s: float, style: FaceStyle, names) -> None:
        self.page, self.width, self.s = page, width, s
        kind = page.faces if page.faces in ("card", "tile") else style.kind   # four-colour cards: see face()
        self.style = FaceStyle(kind, style.coalesced_five, style.ring_red) if kind != style.kind else style
        self.names = names
        self.body = max(14, int(17 * s))
        self.hits: list[tuple[pygame.Rect, str]] = []   # every card drawn, in page coordinates, for hover names

    # -- words ------------------------------------------------------------------------------
    def _colour(self, run: Run):
        return {"bold": theme.BRASS, "code": theme.WHITE}.get(run.style, theme.PAPER)

    def words(self, surface, text: str, x: int, y: int, width: int, size: int, colour=None) -> int:
        """Wrapped text with bold and code runs; returns the y below it."""
        f = theme.font(size)
        space = f.size(" ")[0]
        line_h = int(f.get_linesize() * 1.08)
        cx = x
        after_space = False
        for run in runs(text):
            ink = colour or self._colour(run)
            for k, (word, spaced) in enumerate(pieces(run.text)):
                spaced = spaced or (k == 0 and after_space)     # the space that ended the run before
                if spaced and cx > x:
                    cx += space            # the space that separated this piece from the one before
                w = f.size(word)[0]
                if cx > x and cx + w > x + width:
                    cx, y = x, y + line_h
                if surface is not None:
                    surface.blit(f.render(word, True, ink), (cx, y))
                cx += w
            after_space = run.text[-1:].isspace()
        return y + line_h

    # -- cards ------------------------------------------------------------------------------
    def card_size(self) -> tuple[int, int]:
        if self.page.faces == "four-colour":
            from game.ui.faces.four_colour import card_size
            return card_size(int(112 * self.s))
        if self.page.faces == "mahjong":
            from game.ui.faces.mahjong import tile_size
            return tile_size(int(46 * self.s))
        return face_size(int((72 if self.style.kind == "card" else 50) * self.s), self.style)

    def face(self, text: str, size) -> pygame.Surface:
        if self.page.faces == "four-colour":
            from game.ui.faces.four_colour import render_card
            return render_card(text, size)
        if self.page.faces == "mahjong":
            from game.ui.faces.mahjong import render_tile
            return render_tile(text, size)
        card = Card.parse(text)
        return render_face(face_for(card, self.names(card)), size, self.style)

    def card_row(self, surface, row: CardRow, x: int, y: int) -> int:
        s = self.s
        label_w = int(210 * s)
        size = self.card_size()
        gap = max(2, int(4 * s))
        theme_h = self.words(surface, row.label, x, y + int(4 * s), label_w - int(10 * s), self.body, theme.HIGHLIGHT)
        cx, top = x + label_w, y
        right = x + self.width
        groups = [(row.cards, None)]
        if row.beaten_by:
            groups.append((row.beaten_by, row.note or _("is beaten by")))
        for cards, before in groups:
            if before:
                f = theme.font(int(self.body * 0.9))
                w = f.size(before)[0]
                if cx + w + size[0] > right:
                    cx, top = x + label_w, top + size[1] + gap * 2
                if surface is not None:
                    surface.blit(f.render(before, True, theme.MUTED), (cx + gap, top + size[1] // 2 - f.get_height() // 2))
                cx += w + 3 * gap
            for c in cards:
                if cx + size[0] > right:
                    cx, top = x + label_w, top + size[1] + gap * 2
                if surface is not None:
                    surface.blit(self.face(c, size), (cx, top))
                    self.hits.append((pygame.Rect(cx, top, *size), c))
                cx += size[0] + gap
        bottom = top + size[1]
        if row.note and not row.beaten_by:
            note_x = cx + 3 * gap
            if note_x + int(160 * s) > right:
                bottom = self.words(surface, row.note, x + label_w, bottom + gap, self.width - label_w,
                                    int(self.body * 0.9), theme.MUTED)
            else:
                self.words(surface, row.note, note_x, top + size[1] // 2 - int(self.body * 0.6), right - note_x,
                           int(self.body * 0.9), theme.MUTED)
        if row.says:
            bottom = self.words(surface, row.says, x + label_w, bottom + gap, self.width - label_w,
                                int(self.body * 0.85), theme.MUTED) - gap
        return max(bottom, theme_h) + int(10 * s)

    # -- tables -----------------------------------------------------------------------------
    def table(self, surface, t: Table, x: int, y: int) -> int:
        s = self.s
        size = int(self.body * 0.95)
        f = theme.font(size)
        cols = len(t.header)
        natural = [max([f.size(t.header[i])[0]] + [f.size(r[i])[0] for r in t.rows]) + int(24 * s) for i in range(cols)]
        widths = list(natural)
        if sum(widths) > self.width:           # the last column wraps
            widths[-1] = max(int(160 * s), self.width - sum(widths[:-1]))
        pad = int(5 * s)
        row_y = y
        for r, cells in enumerate([t.header] + list(t.rows)):
            heights = []
            cx = x
            for i, cell in enumerate(cells):
                ink = theme.MUTED if r == 0 else (theme.HIGHLIGHT if i == 0 else theme.PAPER)
                bottom = self.words(surface, cell, cx + pad, row_y + pad, widths[i] - 2 * pad, size, ink)
                heights.append(bottom - row_y)
                cx += widths[i]
            h = max(heights) + pad
            if surface is not None:
                pygame.draw.line(surface, theme.PANEL_EDGE, (x, row_y + h), (x + min(self.width, sum(widths)), row_y + h))
            row_y += h
        return row_y + int(10 * s)

    # -- the page ---------------------------------------------------------------------------
    def layout(self, surface) -> int:
        s = self.s
        y = 0
        page = self.page
        title = f"{script(page.chinese)}  {page.title}" if i18n.chinese() and page.chinese else \
            f"{page.title}  {page.chinese}"
        y = self.words(surface, title.strip(), 0, y, self.width, int(34 * s), theme.HIGHLIGHT)
        y = self.words(surface, page.summary, 0, y + int(4 * s), self.width, self.body, theme.MUTED) + int(8 * s)
        for b in page.blocks:
            if isinstance(b, Heading):
                y += int(14 * s)
                y = self.words(surface, b.text, 0, y, self.width, int(24 * s if b.level <= 2 else 20 * s), theme.BRASS)
                y += int(4 * s)
            elif isinstance(b, Paragraph):
                y = self.words(surface, b.text, 0, y, self.width, self.body) + int(6 * s)
            elif isinstance(b, Bullets):
                for i, item in enumerate(b.items):
                    mark = f"{i + 1}." if b.numbered else "•"
                    if surface is not None:
                        surface.blit(theme.font(self.body).render(mark, True, theme.BRASS), (int(6 * s), y))
                    y = self.words(surface, item, int(30 * s), y, self.width - int(30 * s), self.body) + int(3 * s)
                y += int(4 * s)
            elif isinstance(b, CardRow):
                y = self.card_row(surface, b, 0, y)
            elif isinstance(b, Table):
                y = self.table(surface, b, 0, y)
        if page.source:
            y += int(12 * s)
            y = self.words(surface, _("The family's words come from {source} in the game's folder; the cards, "
                                      "plays and numbers from this game's variant file.").format(source=page.source),
                           0, y, self.width, int(self.body * 0.85), theme.MUTED)
        return y + int(20 * s)

    def render(self) -> pygame.Surface:
        height = self.layout(None)
        surface = pygame.Surface((self.width, max(1, height)), pygame.SRCALPHA)
        self.hits = []
        self.layout(surface)
        return surface


class RulesScene(theme.Screen):
    """How to play, for one game at a time; ``ref`` names it (options included), ``back`` returns."""

    def __init__(self, app, back=None, ref: str | None = None) -> None:
        super().__init__(app)
        self.back = back or app.title
        self.entries: list[VariantEntry] = [e for e in catalog() if e.playable]
        self.ref = ref or (self.entries[0].ref if self.entries else "sap-ng-wu")
        self.scroll = 0
        self._page_key = None
        self._surface: pygame.Surface | None = None
        self.page: Page | None = None
        self.buttons: list[Button] = []
        self.rows: list[tuple[pygame.Rect, str]] = []
        self.pointer = (0, 0)
        self.build()

    # -- what is shown ---------------------------------------------------------------------
    @property
    def base(self) -> str:
        return self.ref.split("?")[0]

    def choose(self, ref: str) -> None:
        if ref != self.ref:
            self.ref, self.scroll, self._page_key = ref, 0, None

    def build(self) -> None:
        w, h = self.app.screen.get_size()
        self._size = (w, h)
        s = self.s = theme.scale(h)
        m = int(24 * s)
        self.side = pygame.Rect(m, m + int(52 * s), min(int(250 * s), int(w * 0.26)), h - 2 * m - int(52 * s) - int(60 * s))
        self.view = pygame.Rect(self.side.right + m, m, w - self.side.right - 2 * m, h - 2 * m - int(60 * s))
        self.buttons = [Button(_("Back"), pygame.Rect(m, h - m - int(46 * s), int(160 * s), int(46 * s)), self.back,
                               key=pygame.K_BACKSPACE)]
        self.lesson_button = Button(_("Play a guided first hand"), pygame.Rect(self.view.right - int(300 * s),
                                    h - m - int(46 * s), int(300 * s), int(46 * s)), self.play_lesson,
                                    primary=True, key=pygame.K_g)
        self.buttons.append(self.lesson_button)
        self.rows = []
        y = self.side.top + int(8 * s)
        families = family_order([e.family for e in self.entries])
        self.heads: list[tuple[str, int]] = []
        for fam in families:
            self.heads.append((_(family_heading(fam).name), y))
            y += int(26 * s)
            for e in self.entries:
                if e.family == fam:
                    self.rows.append((pygame.Rect(self.side.left, y, self.side.width, int(30 * s)), e.ref))
                    y += int(32 * s)
            y += int(8 * s)
        self._page_key = None

    def current_page(self) -> pygame.Surface:
        style = self.app.face_style
        key = (self.ref, self.view.width, style, self.s, i18n.generation())
        if key != self._page_key:
            try:
                variant = load_variant(self.ref)
            except Exception:   # a file broken since it was listed: the page says so
                variant = None
            if variant is None:
                self.page = Page(self.ref, self.ref, "", _("This game's file no longer loads."), "", "card")
            else:
                self.page = page_for(variant)
            names = (lambda card: variant.card_name(card).zh) if variant is not None and \
                self.page.faces != "mahjong" else (lambda card: "")
            renderer = PageRenderer(self.page, self.view.width - int(16 * self.s), self.s, style, names)
            self._surface = renderer.render()
            self.hits = renderer.hits
            self.variant = variant
            self._page_key = key
            self.scroll = self._clamp(self.scroll)
        return self._surface

    def _clamp(self, y: int) -> int:
        height = self._surface.get_height() if self._surface is not None else 0
        return max(0, min(y, height - self.view.height))

    def play_lesson(self) -> None:
        family = self.page.family if self.page is not None else "climbing"
        self.app.first_hand(family)

    def lesson_offered(self) -> bool:
        from game.learn.lessons import lesson_for
        return self.page is not None and lesson_for(self.page.family) is not None

    # -- input ------------------------------------------------------------------------------
    def closes_with_escape(self) -> bool:
        self.back()
        return True

    def handle(self, event) -> None:
        self.ensure_built()
        self.lesson_button.enabled = self.lesson_offered()
        for b in self.buttons:
            if b.handle(event):
                return
        step = int(48 * self.s)
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = self._clamp(self.scroll - int(event.y) * step)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, ref in self.rows:
                if rect.collidepoint(event.pos):
                    self.choose(ref)
                    return
        elif event.type == pygame.KEYDOWN:
            page = self.view.height - step
            moves = {pygame.K_DOWN: step, pygame.K_UP: -step, pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page,
                     pygame.K_SPACE: page}
            if event.key in moves:
                self.current_page()
                self.scroll = self._clamp(self.scroll + moves[event.key])
            elif event.key == pygame.K_HOME:
                self.scroll = 0
            elif event.key == pygame.K_END:
                self.current_page()
                self.scroll = self._clamp(10 ** 9)
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.rows:
                refs = [ref for _rect, ref in self.rows]
                at = refs.index(self.base) if self.base in refs else 0
                self.choose(refs[(at + (1 if event.key == pygame.K_RIGHT else -1)) % len(refs)])

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, now: float) -> None:
        self.ensure_built()
        w, h = surface.get_size()
        s = self.s
        m = int(24 * s)
        surface.blit(theme.felt((w, h)), (0, 0))
        theme.text(surface, _("How to play"), (m, m), int(30 * s), theme.HIGHLIGHT)
        panel = self.view.inflate(int(16 * s), int(12 * s))
        theme.panel(surface, panel, radius=12)
        page = self.current_page()
        clip = surface.get_clip()
        surface.set_clip(self.view)
        surface.blit(page, (self.view.left + int(8 * s), self.view.top - self.scroll))
        surface.set_clip(clip)
        # the scroll bar: where the view is in the page
        total = page.get_height()
        if total > self.view.height:
            bar = pygame.Rect(panel.right - int(7 * s), self.view.top, int(4 * s), self.view.height)
            knob_h = max(int(24 * s), bar.height * self.view.height // total)
            knob_y = bar.top + (bar.height - knob_h) * self.scroll // max(1, total - self.view.height)
            pygame.draw.rect(surface, theme.PANEL_EDGE, bar, border_radius=2)
            pygame.draw.rect(surface, theme.BRASS, pygame.Rect(bar.left, knob_y, bar.width, knob_h), border_radius=2)
        for name, y in self.heads:
            theme.text_in(surface, name, pygame.Rect(self.side.left, y, self.side.width, int(24 * s)), int(15 * s),
                          theme.MUTED, "midleft")
        if i18n.chinese():
            names = {e.ref: f"{script(e.chinese)} {e.name}".strip() if e.chinese else e.name for e in self.entries}
        else:
            names = {e.ref: f"{e.name} {e.chinese}".strip() for e in self.entries}
        for rect, ref in self.rows:
            chosen = ref == self.base or ref == self.ref
            if chosen or rect.collidepoint(self.pointer):
                pygame.draw.rect(surface, theme.BRASS_DARK if chosen else theme.PANEL, rect, border_radius=8)
            theme.text_in(surface, names.get(ref, ref), rect.inflate(-int(16 * s), 0), int(17 * s),
                          theme.INK if chosen else theme.PAPER, "midleft")
        hint = _("Wheel, ↑ ↓, {pages} to read · ← → another game · {esc} to go back").format(
            pages="Page Up/Down", esc="Esc")
        self.lesson_button.enabled = self.lesson_offered()
        right = self.lesson_button.rect.left if self.lesson_button.enabled else w - m
        theme.text_in(surface, hint, pygame.Rect(self.buttons[0].rect.right + m, h - m - int(46 * s),
                                                 right - self.buttons[0].rect.right - 2 * m, int(46 * s)),
                      int(14 * s), theme.MUTED, "center")
        for b in self.buttons:
            if b is not self.lesson_button or b.enabled:
                b.draw(surface, int(19 * s))
        self.draw_card_name(surface)

    def card_under(self, pos) -> tuple[pygame.Rect, str] | None:
        """The card of the page under the pointer, with its rectangle on the screen."""
        if not self.view.collidepoint(pos):
            return None
        ox, oy = self.view.left + int(8 * self.s), self.view.top - self.scroll
        for rect, card in getattr(self, "hits", ()):
            on_screen = rect.move(ox, oy)
            if on_screen.collidepoint(pos):
                return on_screen, card
        return None

    def draw_card_name(self, surface) -> None:
        """Hovering a card names it above it: in English and Chinese, or in Chinese alone when the words are."""
        under = self.card_under(self.pointer)
        variant = getattr(self, "variant", None)
        if under is None or variant is None:
            return
        rect, card = under
        if self.page is not None and self.page.faces == "mahjong":
            from game.ui.faces.names import tile_name, tile_value_text
            words = f"{tile_name(card)} · {tile_value_text(card)}"
        else:
            name = variant.card_name(card)
            if i18n.chinese() and name.zh and self.page is not None and self.page.faces == "four-colour":
                from game.learn.chinese import four_colour
                words = four_colour(variant, card)      # its colour and name, "白卒": the code is no word
            elif i18n.chinese() and name.zh:
                words = script(name.zh)
            else:
                words = f"{name.en} {name.zh}" if name.zh and name.zh != name.en else name.en
            if card not in words and not (i18n.chinese() and self.page.faces == "four-colour"):
                words += f"  {card}"
        s = self.s
        size = int(16 * s)
        w, h = theme.font(size).size(words)
        box = pygame.Rect(0, 0, w + int(18 * s), h + int(10 * s))
        box.midbottom = (rect.centerx, rect.top - int(6 * s))
        box = box.clamp(surface.get_rect())
        pygame.draw.rect(surface, theme.PAPER, box, border_radius=int(8 * s))
        pygame.draw.rect(surface, theme.BRASS_DARK, box, width=1, border_radius=int(8 * s))
        theme.text(surface, words, box.center, size, theme.INK, "center")
