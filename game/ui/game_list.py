"""The new-game screen's list of games: every variant, grouped under its family.

Why a list and not a cycler: with eight games and more to come (and players'
own files beside them), a player should see them all at once, with what each
one is, and pick one with a click. Each row shows the game's name, its Chinese
name, one line of its file's ``summary:`` and a small picture of its cards; a
player's own file says "(yours)", a broken one is greyed with its error. The
families head their games; a family this table does not know yet still gets a
heading of its own (its key, capitalised), so a new family needs no change here.

The picture is a function chosen by family (``PICTURES``): a later family whose
cards are tiles or four-colour cards registers its own; the default draws a
few domino cards in the player's face style.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from game.store.variants import VariantEntry
from game.i18n import N_, _, chinese as in_chinese, generation
from game.ui import theme
from game.ui.boards.base import variant_style
from game.ui.faces import DominoFace, FaceStyle, face_for, face_size, render_face
from game.ui.script import in_script
from game.ui.variant_words import text as variant_text

ELLIPSIS = "…"


@dataclass(frozen=True)
class Family:
    """How a family is headed in the list: its name, its Chinese name, and what its games are about."""

    name: str
    chinese: str = ""
    about: str = ""


# The families DESIGN.md plans ("Four families, one program"), in the order the list shows them.
# Names and lines are marked for the catalogue here and translated where they are drawn (``pieces``).
FAMILIES: dict[str, Family] = {
    "climbing": Family(N_("Climbing games"), "", N_("beat the last play with a higher one")),
    "fishing": Family(N_("Fishing games"), "釣魚", N_("bait a card to catch its match from the lake")),
    "banker": Family(N_("Banker games"), "莊家", N_("play against the banker: draw or stand")),
    "rummy": Family(N_("Rummy games"), "四色牌", N_("draw, claim and meld")),
}


def family_heading(key: str) -> Family:
    """The heading of a family; one not in the table is headed by its own key ("snap" → "Snap games")."""
    known = FAMILIES.get(key)
    if known is not None:
        return known
    words = key.replace("-", " ").replace("_", " ").strip() or "other"
    return Family(_("{family} games").format(family=words[:1].upper() + words[1:]))


def family_order(keys: Sequence[str]) -> list[str]:
    """The families present, the known ones in the table's order, then any others alphabetically."""
    present = set(keys)
    return [k for k in FAMILIES if k in present] + sorted(present - set(FAMILIES))


def one_line(summary: str) -> str:
    """A summary's lead, for a row of the list: the words before its first colon (the variant files
    say what the game is there: "The Hong Kong climbing game: ..."), else its first sentence."""
    words = " ".join(summary.split())
    for stop in (": ", ". ", "：", "。"):      # a Chinese summary (variant_words.text) stops at its own
        at = words.find(stop)
        if at > 0:
            return words[:at]
    return words.rstrip(".")


def fit(words: str, size: int, width: int) -> str:
    """``words`` as they fit in ``width`` pixels at ``size``: whole, else cut at a word with "…"."""
    f = theme.font(size)
    if f.size(words)[0] <= width:
        return words
    cut = words
    while cut:
        shorter = cut.rsplit(" ", 1)[0] if " " in cut else cut[:-1]
        cut = shorter.rstrip(" ,;:–-")
        if f.size(cut + ELLIPSIS)[0] <= width:
            return cut + ELLIPSIS
    return ""


# --- pictures -------------------------------------------------------------------------------

Picture = Callable[[VariantEntry, "tuple[int, int]", FaceStyle], pygame.Surface]
DEFAULT_CARDS = ("6:6", "4:5", "3:6")     # heaven and the two nines, the cards on the title screen


def domino_cards(entry: VariantEntry, size: tuple[int, int], style: FaceStyle) -> pygame.Surface:
    """Three of the game's domino cards fanned a little, as a hand holds them, in the player's face style."""
    w, h = size
    picture = pygame.Surface((w, h), pygame.SRCALPHA)
    faces = [face_for(c) for c in entry.cards if getattr(c, "is_domino", False)][:3]
    if not faces:
        faces = [DominoFace.parse(t) for t in DEFAULT_CARDS]
    n = len(faces)
    # the fan's height is the picture's; the tilt keeps the outer cards' corners inside it
    angle = 14 if n > 1 else 0
    card_h = int(h / (math.cos(math.radians(angle)) + 0.18 * math.sin(math.radians(angle)) * 2))
    card_w, card_h = face_size(max(8, card_h), style)
    spread = min((w - card_w * 1.25) / max(1, n - 1), card_w * 0.85) if n > 1 else 0
    for i, face in enumerate(faces):
        tilt = (i - (n - 1) / 2) * angle
        img = pygame.transform.rotozoom(render_face(face, (card_w, card_h), style), -tilt, 1.0)
        x = w / 2 + (i - (n - 1) / 2) * spread
        picture.blit(img, img.get_rect(center=(round(x), h // 2)))
    return picture


def mahjong_tiles(entry: VariantEntry, size: tuple[int, int], style: FaceStyle) -> pygame.Surface:
    """A Sap Tim Pun hand of ten and a half: 3, 7 and a dragon, standing side by side (sap-tim-pun.md §1)."""
    from game.ui.faces.mahjong import render_tile, tile_size
    w, h = size
    picture = pygame.Surface((w, h), pygame.SRCALPHA)
    tw, th = tile_size(h)
    while 3 * tw + 8 > w and th > 8:
        tw, th = tile_size(th - 2)
    x = (w - (3 * tw + 8)) // 2
    for i, code in enumerate(("3c", "7d", "Dr")):
        picture.blit(render_tile(code, (tw, th)), (x + i * (tw + 4), (h - th) // 2))
    return picture


# A family's own picture: fishing on two domino sets, mahjong tiles, four-colour cards register here.
PICTURES: dict[str, Picture] = {"banker": mahjong_tiles}


def _four_colour_cards(entry: VariantEntry, size: tuple[int, int], style: FaceStyle) -> pygame.Surface:
    from game.ui.boards.rummy_layout import four_colour_picture
    return four_colour_picture(entry, size, style)


PICTURES["rummy"] = _four_colour_cards


def picture_for(family: str) -> Picture:
    """The function that draws a game's picture: its family's own, else a few domino cards."""
    return PICTURES.get(family, domino_cards)


# --- the list -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Piece:
    """One line of words drawn in a row, where it is drawn (in the list's content coordinates)."""

    words: str
    size: int
    color: tuple
    rect: pygame.Rect


@dataclass(frozen=True)
class Row:
    """A line of the list: a family's heading (``entry`` None) or a game (its index in the entries)."""

    rect: pygame.Rect              # in content coordinates: y from the top of the list, before scrolling
    family: str
    entry: int | None = None


class GameList:
    """The games grouped by family, one row each; click, the arrow keys or the wheel choose and scroll.

    ``entries`` keep the catalogue's order (the scene's index into them is the choice); the list only
    shows them grouped. ``on_choose(index)`` is called when the player picks another game.
    """

    def __init__(self, entries: Sequence[VariantEntry], chosen: int, on_choose: Callable[[int], None]) -> None:
        self.entries = list(entries)
        self.chosen = chosen
        self.on_choose = on_choose
        self.scroll = 0
        self.hovered: int | None = None
        self.pointer: tuple[int, int] | None = None   # where the mouse was last seen, for hovering after a scroll
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.rows: list[Row] = []
        self.s = 1.0
        self._pictures: dict[tuple, pygame.Surface] = {}
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple | None = None
        by_family: dict[str, list[int]] = {}
        for i, e in enumerate(self.entries):
            by_family.setdefault(e.family, []).append(i)
        # the order rows are shown in (and the arrow keys walk): built-in games, then the player's own
        self.groups = [(f, sorted(by_family[f], key=lambda i: not self.entries[i].builtin))
                       for f in family_order(list(by_family))]
        self.order = [i for _family, indices in self.groups for i in indices]

    # -- layout --------------------------------------------------------------------------
    def place(self, rect: pygame.Rect, s: float) -> None:
        """Lay the rows out in ``rect`` (the visible part of the list) at scale ``s``."""
        self.rect, self.s = pygame.Rect(rect), s
        heading, row = int(34 * s), int(56 * s)
        y, rows = 0, []
        for family, indices in self.groups:
            rows.append(Row(pygame.Rect(0, y, rect.width, heading), family))
            y += heading
            for i in indices:
                rows.append(Row(pygame.Rect(0, y, rect.width, row), family, i))
                y += row
            y += int(6 * s)
        self.rows = rows
        self.content_height = y
        self.scroll = self._clamp(self.scroll)
        self.show(self.chosen)

    def _clamp(self, scroll: float) -> int:
        return int(max(0, min(scroll, self.content_height - self.rect.height)))

    def on_screen(self, rect: pygame.Rect) -> pygame.Rect:
        return rect.move(self.rect.left, self.rect.top - self.scroll)

    def row_rect(self, index: int) -> pygame.Rect:
        """Where entry ``index`` is drawn now (it may be scrolled out of sight: see ``show``)."""
        return self.on_screen(next(r.rect for r in self.rows if r.entry == index))

    def show(self, index: int) -> None:
        """Scroll just enough that entry ``index`` is in sight (its family's heading too, when it is first)."""
        rows = [r for r in self.rows if r.entry == index]
        if not rows:
            return
        at = self.rows.index(rows[0])
        top = self.rows[at - 1].rect.top if at and self.rows[at - 1].entry is None else rows[0].rect.top
        if top < self.scroll:
            self.scroll = self._clamp(top)
        elif rows[0].rect.bottom > self.scroll + self.rect.height:
            self.scroll = self._clamp(rows[0].rect.bottom - self.rect.height)

    @property
    def scrollable(self) -> bool:
        return self.content_height > self.rect.height

    def pieces(self, row: Row) -> list[Piece]:
        """The words of a row, fitted to it: the drawing and the tests use the same layout."""
        s, r = self.s, row.rect
        pad = int(10 * s)
        right = r.right - pad - (int(8 * s) if self.scrollable else 0)
        out: list[Piece] = []
        if row.entry is None:
            head = family_heading(row.family)
            x, y = r.left + pad, r.bottom - int(4 * s)
            # the name in the language shown (its Chinese name beside it only in English, where it adds one)
            for words, size, color, gap in ((_(head.name), int(19 * s), theme.HIGHLIGHT, 0),
                                            ("" if in_chinese() else head.chinese, int(19 * s), theme.BRASS, int(8 * s)),
                                            ("· " + _(head.about) if head.about else "", int(13 * s), theme.MUTED,
                                             int(10 * s))):
                if not words:
                    continue
                x += gap
                words = fit(words, size, right - x)
                if not words:
                    break
                img = theme.font(size).size(words)
                out.append(Piece(words, size, color, pygame.Rect(x, y - img[1], img[0], img[1])))
                x += img[0]
            return out
        e = self.entries[row.entry]
        x = self.picture_rect(row).right + int(12 * s)
        width = right - x
        big, small = int(19 * s), int(14 * s)
        top = r.top + int(4 * s)
        f_big, f_small = theme.font(big), theme.font(small)
        yours = "" if e.builtin else _("(yours)")
        lead, chinese = e.name, in_script(e.chinese)      # the Chinese name in the reader's script
        if in_chinese() and e.chinese:       # in Chinese the game's Chinese name leads, its own name beside
            lead, chinese = in_script(e.chinese), e.name
        rest = (f_big.size(chinese)[0] + int(8 * s) if chinese else 0) + \
               (f_small.size(yours)[0] + int(8 * s) if yours else 0)
        if in_chinese() and chinese:           # the Chinese name is short; its own name is cut to the room left
            name = fit(lead, big, width)
            chinese = fit(chinese, big, width - f_big.size(name)[0] - int(8 * s) -
                          (f_small.size(yours)[0] + int(8 * s) if yours else 0))
            rest = 0
        if width - rest < width * 0.45:        # a long name keeps its room; the Chinese name gives way
            rest -= f_big.size(chinese)[0] + int(8 * s) if chinese else 0
            chinese = ""
        if not (in_chinese() and e.chinese):
            name = fit(lead, big, width - rest)
        line1 = [(name, big, theme.PAPER if e.playable else theme.MUTED, 0),
                 (chinese, big, theme.BRASS if e.playable else theme.MUTED, int(8 * s)),
                 (yours, small, theme.MUTED, int(8 * s))]
        cx = x
        base = top + f_big.get_ascent()
        for words, size, color, gap in line1:
            if not words:
                continue
            cx += gap
            f = theme.font(size)
            w, h = f.size(words)
            out.append(Piece(words, size, color, pygame.Rect(cx, base - f.get_ascent(), w, h)))
            cx += w
        second = (one_line(variant_text(e, "summary", e.summary)) if e.playable else
                  _("Cannot be played: {error}").format(error=_first_words(e.error or "")))
        second = fit(second, small, width)
        if second:
            w, h = f_small.size(second)
            out.append(Piece(second, small, theme.MUTED if e.playable else theme.ERROR,
                             pygame.Rect(x, r.bottom - int(4 * s) - h, w, h)))
        return out

    def picture_rect(self, row: Row) -> pygame.Rect:
        s, r = self.s, row.rect
        return pygame.Rect(r.left + int(6 * s), r.top + int(4 * s), int(66 * s), r.height - int(8 * s))

    # -- events --------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """True if the event was the list's: a click on a game, the wheel, or the up and down keys."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.hovered = self.entry_at(event.pos)
            return False
        if event.type == pygame.MOUSEWHEEL:
            if self.scrollable:
                self.scroll = self._clamp(self.scroll - event.y * int(40 * self.s))
                self.hovered = self.entry_at(self.pointer) if self.pointer else None
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index = self.entry_at(event.pos)
            if index is None:
                return False
            self.choose(index)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            at = self.order.index(self.chosen) + (1 if event.key == pygame.K_DOWN else -1)
            if 0 <= at < len(self.order):
                self.choose(self.order[at])
            return True
        return False

    def entry_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        for row in self.rows:
            if row.entry is not None and self.on_screen(row.rect).collidepoint(pos):
                return row.entry
        return None

    def choose(self, index: int) -> None:
        changed = index != self.chosen
        self.chosen = index
        self.show(index)
        if changed:
            self.on_choose(index)

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, style: FaceStyle) -> None:
        """The rows in sight, and a scroll bar when they are not all in sight.

        The whole list is drawn once into a layer and redrawn only when the choice, the row under
        the mouse, the face style or the layout changes: a frame just blits the part in sight.
        """
        s = self.s
        key = (self.chosen, self.hovered, style, self.rect.size, s, self.content_height, generation())
        if self._layer is None or self._layer_key != key:
            self._layer, self._layer_key = self._render(style), key
        surface.blit(self._layer, self.rect.topleft, pygame.Rect(0, self.scroll, self.rect.width, self.rect.height))
        if self.scrollable:
            track = pygame.Rect(self.rect.right - int(6 * s), self.rect.top, int(4 * s), self.rect.height)
            pygame.draw.rect(surface, theme.BUTTON_DISABLED, track, border_radius=2)
            share = self.rect.height / self.content_height
            thumb = pygame.Rect(track.left, track.top + int(self.scroll * share), track.width,
                                max(int(20 * s), int(track.height * share)))
            pygame.draw.rect(surface, theme.BRASS, thumb, border_radius=2)

    def _render(self, style: FaceStyle) -> pygame.Surface:
        """Every row, in content coordinates, on a transparent layer."""
        s = self.s
        layer = pygame.Surface((max(1, self.rect.width), max(1, self.content_height)), pygame.SRCALPHA)
        for row in self.rows:
            if row.entry is None:
                y = row.rect.bottom - int(2 * s)
                pygame.draw.line(layer, theme.BRASS_DARK, (row.rect.left + int(10 * s), y),
                                 (row.rect.right - int(10 * s), y), 1)
            else:
                self._draw_entry(layer, row, style)
            for piece in self.pieces(row):
                theme.text(layer, piece.words, piece.rect.topleft, piece.size, piece.color)
        return layer

    def _draw_entry(self, layer: pygame.Surface, row: Row, style: FaceStyle) -> None:
        s = self.s
        e = self.entries[row.entry]
        box = row.rect.inflate(-int(4 * s), -int(2 * s))
        if row.entry == self.chosen:
            pygame.draw.rect(layer, theme.BUTTON, box, border_radius=int(8 * s))
            pygame.draw.rect(layer, theme.BRASS, box, width=max(1, int(2 * s)), border_radius=int(8 * s))
        elif row.entry == self.hovered:
            pygame.draw.rect(layer, theme.BUTTON_DISABLED, box, border_radius=int(8 * s))
        pic = self.picture_rect(row)
        style = variant_style(e, style)     # the domino-set fishing game shows tiles (its file's faces:)
        key = (e.ref, pic.size, style)
        img = self._pictures.get(key)
        if img is None:
            img = picture_for(e.family)(e, pic.size, style)
            if not e.playable:              # greyed: the game cannot be played as the file stands
                img = img.copy()
                img.fill((110, 110, 110, 150), special_flags=pygame.BLEND_RGBA_MULT)
            self._pictures[key] = img
        layer.blit(img, pic)


def _first_words(error: str) -> str:
    """An error as the row has room for it: without the folder its file is in (the setup shows it whole)."""
    head, sep, tail = error.partition(": ")
    return tail if sep and ("/" in head or "\\" in head) else error
