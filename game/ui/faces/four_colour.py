"""Four-colour cards 四色牌 drawn in code, for Si Se Pai (docs/rules/faces.md, "Four-colour cards").

A card is named by its text form, the one the rummy engine writes
(``str(card)``): a colour ``Y R G W``, ``-`` and a rank ``Gn Ad El Ch Hs Cn Sd``
(``R-Ch``), or the joker ``Jk``; so these faces work with whatever value class
the engine uses.

Drawn as the real cards are printed (docs/rules/faces.md, "Four-colour cards"): long and narrow, the
card's colour as its paper, the chess piece's character large in black ink at
the top end (red and yellow print the red side's characters 帥仕相俥傌炮兵,
green and white the black side's 將士象車馬包卒), and a small copy turned half a
turn at the foot, so the card reads from either end. The colour is also told
by shape, for colour-blind players: a letter in the corners (Y R G W) and a
frame drawn its own way per colour. Jokers are on a deeper red, the back
orange. Data in ``sprites/four_colour.yaml``; cached per (card, size).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

import pygame

from game.paths import sprites_dir
from game.ui.face_art import RGBA
from game.ui.faces import _cached, _size
from game.ui.faces.art_data import ArtReader, read_yaml
from game.ui.faces.pen import Pen, mix

__all__ = [
    "COLOURS", "RANKS", "CARD_CODES", "JOKER", "PRINT", "FourColourArt", "load_four_colour_art",
    "card_code", "card_size", "render_card", "render_card_back", "set_four_colour_art",
]

COLOURS = ("Y", "R", "G", "W")
RANKS = ("Gn", "Ad", "El", "Ch", "Hs", "Cn", "Sd")
JOKER = "Jk"
CARD_CODES = tuple(f"{c}-{r}" for c in COLOURS for r in RANKS) + (JOKER,)
# The characters each colour prints (faces.md "Four-colour cards"): red and yellow the red side's, green and white the black side's.
RED_SIDE = dict(zip(RANKS, "帥仕相俥傌炮兵"))
BLACK_SIDE = dict(zip(RANKS, "將士象車馬包卒"))
PRINT = {"Y": RED_SIDE, "R": RED_SIDE, "G": BLACK_SIDE, "W": BLACK_SIDE}
FRAMES = ("solid", "dashed", "dotted", "double")

REQUIRED_COLOURS = ("ink", "edge", "rule", "joker_paper", "joker_ink", "back", "back_pattern", "back_frame")
CARD_KEYS = ("aspect corner frame_inset frame_width glyph glyph_y ring ring_width foot_glyph foot_y "
             "letter letter_x letter_y")


@dataclass(frozen=True)
class Suit:
    """One colour's paper, corner letter and frame pattern."""

    paper: RGBA
    letter: str
    frame: str


@dataclass(frozen=True, eq=False)
class FourColourArt:
    """The whole of ``sprites/four_colour.yaml``. Compared and hashed by identity: it keys the cache."""

    path: Path
    colours: Mapping[str, RGBA]
    suits: Mapping[str, Suit]
    card: Mapping[str, float]
    back: Mapping[str, float]

    def colour(self, ink: str) -> RGBA:
        return self.colours[ink]


def load_four_colour_art(path: Path | str | None = None) -> FourColourArt:
    """Read and check the art file; FaceArtError names the file and the key."""
    path = Path(path) if path is not None else sprites_dir() / "four_colour.yaml"
    r = ArtReader(path)
    top = r.mapping(read_yaml(path), "")
    colours = r.colours(r.get(top, "colours", ""), REQUIRED_COLOURS)
    suits_raw = r.section(top, "suits")
    suits = {}
    for colour in COLOURS:
        where = f"suits.{colour}"
        node = r.mapping(r.get(suits_raw, colour, "suits"), where)
        suits[colour] = Suit(r.colour(r.get(node, "paper", where), f"{where}.paper"),
                             r.text(node, "letter", where), r.text(node, "frame", where, FRAMES))
    letters = [s.letter for s in suits.values()]
    if len(set(letters)) != len(letters):
        raise r.fail("suits", f"the colour letters must differ, got {', '.join(letters)}")
    card = r.numbers(r.section(top, "card"), CARD_KEYS, "card")
    if not 2.0 <= card["aspect"] <= 6.0:
        raise r.fail("card.aspect", f"{card['aspect']} is out of range (2.0 to 6.0)")
    back = r.numbers(r.section(top, "back"), "frame_inset frame_width lattice lattice_width", "back", high=1.0)
    if back["lattice"] <= 0:
        raise r.fail("back.lattice", "must be more than 0")
    return FourColourArt(path, colours, suits, card, back)


_art: FourColourArt | None = None


def _current() -> FourColourArt:
    global _art
    if _art is None:
        _art = load_four_colour_art()
    return _art


def set_four_colour_art(art: FourColourArt | None) -> None:
    """Use other art (None: reload sprites/four_colour.yaml next time); its cache key is its own."""
    global _art
    _art = art


def card_code(card: object) -> str:
    """The card's text form (``str(card)``), checked: ValueError for anything that is no card."""
    code = str(card)
    if code not in CARD_CODES:
        raise ValueError(f"{code!r} is not a four-colour card (Y R G W, '-', Gn Ad El Ch Hs Cn Sd; or Jk)")
    return code


def card_size(height: int, art: FourColourArt | None = None) -> tuple[int, int]:
    """(width, height) of a card ``height`` pixels tall, in the art's proportion."""
    return max(4, round(height / (art or _current()).card["aspect"])), int(height)


def render_card(card: object, size: tuple[int, int], art: FourColourArt | None = None) -> pygame.Surface:
    """The card's face at exactly ``size`` (w, h), cached per (card, size); never draw on it."""
    code = card_code(card)
    w, h = _size(size)
    art = art or _current()
    key = ("four-colour", code, w, h, art)

    def draw() -> pygame.Surface:
        pen = Pen(w, h, art.colour("edge"))
        if code == JOKER:
            _joker(pen, art)
        else:
            colour, rank = code.split("-")
            _face(pen, art, art.suits[colour], PRINT[colour][rank])
        return pen.finish()

    return _cached(key, draw)


def render_card_back(size: tuple[int, int], art: FourColourArt | None = None) -> pygame.Surface:
    """The back: orange with a lattice in a frame; cached."""
    w, h = _size(size)
    art = art or _current()
    key = ("four-colour-back", w, h, art)

    def draw() -> pygame.Surface:
        pen = Pen(w, h, art.colour("edge"))
        c, b, H = art.card, art.back, pen.height
        _paper(pen, art, art.colour("back"))
        inset = b["frame_inset"]
        panel = pygame.Surface((round(pen.px(1 - 2 * inset)), round(pen.px(H - 2 * inset))), pygame.SRCALPHA)
        pw, ph = panel.get_size()
        step, line = pen.px(b["lattice"]), pen.thick(b["lattice_width"])
        pattern = art.colour("back_pattern")
        for i in range(-int((pw + ph) / step) - 2, int((pw + ph) / step) + 3):
            d = i * step
            pygame.draw.line(panel, pattern, (pw / 2 + d - ph, ph / 2 - ph), (pw / 2 + d + ph, ph / 2 + ph), line)
            pygame.draw.line(panel, pattern, (pw / 2 + d + ph, ph / 2 - ph), (pw / 2 + d - ph, ph / 2 + ph), line)
        pen.big.blit(panel, (round(pen.px(inset)), round(pen.px(inset))))
        pen.rect(art.colour("back_frame"), inset, inset, 1 - 2 * inset, H - 2 * inset,
                 max(0.0, c["corner"] - inset), b["frame_width"])
        return pen.finish()

    return _cached(key, draw)


def _paper(pen: Pen, art: FourColourArt, paper: RGBA) -> None:
    """The card's body: a cut edge one hair wide around the paper."""
    c, H = art.card, pen.height
    pen.rect(art.colour("edge"), 0, 0, 1, H, c["corner"])
    hair = 1 / pen.w
    pen.rect(mix(paper, art.colour("edge"), 0.18), hair, hair, 1 - 2 * hair, H - 2 * hair, c["corner"] - hair)
    rim = hair + 0.03
    pen.rect(paper, rim, rim, 1 - 2 * rim, H - 2 * rim, max(0.0, c["corner"] - rim))


def _frame(pen: Pen, art: FourColourArt, pattern: str, ink: RGBA) -> None:
    """The printed frame, drawn its colour's own way (solid, dashed, dotted, double)."""
    c, H = art.card, pen.height
    i, width = c["frame_inset"], c["frame_width"]
    corner = max(0.0, c["corner"] - i)
    if pattern == "solid":
        pen.rect(ink, i, i, 1 - 2 * i, H - 2 * i, corner, width)
    elif pattern == "double":
        pen.rect(ink, i, i, 1 - 2 * i, H - 2 * i, corner, width * 0.7)
        j = i + width * 2.2
        pen.rect(ink, j, j, 1 - 2 * j, H - 2 * j, max(0.0, corner - width * 2), width * 0.7)
    else:
        # dashes or dots along the straight sides, the corners left round
        gap = width * (4.5 if pattern == "dashed" else 2.6)
        dash = width * (3.0 if pattern == "dashed" else 0.0)
        left, right, top, bottom = i + width / 2, 1 - i - width / 2, i + width / 2, H - i - width / 2
        sides = [((left, top + corner), (left, bottom - corner)), ((right, top + corner), (right, bottom - corner)),
                 ((left + corner, top), (right - corner, top)), ((left + corner, bottom), (right - corner, bottom))]
        for (x0, y0), (x1, y1) in sides:
            length = max(abs(x1 - x0), abs(y1 - y0))
            n = max(1, int(length / (dash + gap)))
            for k in range(n + 1):
                t0 = k / n
                a = (x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0)
                if dash:
                    t1 = min(1.0, t0 + dash / length)
                    pen.line(ink, a, (x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1), width * 0.8)
                else:
                    pen.circle(ink, a[0], a[1], width * 0.6)


def _face(pen: Pen, art: FourColourArt, suit: Suit, char: str) -> None:
    c, H = art.card, pen.height
    ink = art.colour("ink")
    _paper(pen, art, suit.paper)
    _frame(pen, art, suit.frame, mix(ink, suit.paper, 0.35))
    y = H * c["glyph_y"]
    if c["ring"] > 0:
        pen.circle(mix(suit.paper, (255, 255, 255, 255), 0.35), 0.5, y, c["ring"])
        pen.circle(ink, 0.5, y, c["ring"], c["ring_width"])
    pen.glyph(char, ink, 0.5, y, c["glyph"], max_width=c["ring"] * 1.55 if c["ring"] else 0.86)
    pen.glyph(char, ink, 0.5, H * c["foot_y"], c["foot_glyph"], max_width=0.7, turn=180)
    # the colour letter, at the head's corner and, turned, at the foot's
    pen.glyph(suit.letter, ink, c["letter_x"], c["letter_y"], c["letter"])
    pen.glyph(suit.letter, ink, 1 - c["letter_x"], H - c["letter_y"], c["letter"], turn=180)


def _joker(pen: Pen, art: FourColourArt) -> None:
    """A joker: deeper red paper, a gold medallion at each end and the word down the middle."""
    c, H = art.card, pen.height
    gold, paper = art.colour("joker_ink"), art.colour("joker_paper")
    _paper(pen, art, paper)
    pen.rect(gold, c["frame_inset"], c["frame_inset"], 1 - 2 * c["frame_inset"], H - 2 * c["frame_inset"],
             max(0.0, c["corner"] - c["frame_inset"]), c["frame_width"])
    for y in (H * c["glyph_y"], H * (1 - c["glyph_y"])):
        r = c["ring"] or 0.4
        pen.circle(gold, 0.5, y, r)
        pen.circle(paper, 0.5, y, r * 0.84)
        star = []
        for k in range(10):
            a = math.pi * k / 5 - math.pi / 2
            rr = r * (0.7 if k % 2 == 0 else 0.3)
            star.append((0.5 + rr * math.cos(a), y + rr * math.sin(a)))
        pen.polygon(gold, star)
    step = 0.26
    word = "JOKER"
    top = H / 2 - step * (len(word) - 1) / 2
    for k, letter in enumerate(word):
        pen.glyph(letter, gold, 0.5, top + k * step, 0.3)
