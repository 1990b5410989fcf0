"""The How to play page of a variant, as blocks: headings, paragraphs, card rows and tables.

Why blocks and not text: the page shows the cards drawn by the game itself
(a suit as its cards, highest first; a play beside the play that beats it), and
the window lays blocks out at any width. ``page_for`` interleaves the family's
words (``guide_text``) with what the variant declares (``climbing``,
``fishing``): each family module gives blocks to place after a named part of
the words, and whatever has no such part comes at the end.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union

from game.i18n import N_, _
from game.learn.guide_text import Part, how_to_play, source


@dataclass(frozen=True)
class Heading:
    text: str
    level: int = 2          # 1: the page's title, 2: a part, 3: a sub-part


@dataclass(frozen=True)
class Paragraph:
    text: str               # may hold **bold** words and `cards`


@dataclass(frozen=True)
class Bullets:
    items: tuple[str, ...]
    numbered: bool = False


@dataclass(frozen=True)
class CardRow:
    """Cards drawn in a row, with what they are (``label``) and a word on them (``note``).

    ``beaten_by``, when given, is drawn after an arrow: the cheapest play that beats ``cards``.
    """

    label: str
    cards: tuple[str, ...]
    note: str = ""
    beaten_by: tuple[str, ...] = ()
    says: str = ""          # the row in words, under it ("pair of Earth 1:1 is beaten by pair of Heaven 6:6")


@dataclass(frozen=True)
class Table:
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


Block = Union[Heading, Paragraph, Bullets, CardRow, Table]


@dataclass(frozen=True)
class Page:
    """Everything a newcomer reads about one variant, in order."""

    variant: str            # the variant's ref (id with options), as loaded
    title: str
    chinese: str
    summary: str
    family: str
    faces: str              # "card" or "tile" (the file's ``faces:``; "": the player's setting), or the
                            # other families' own faces: "mahjong", "four-colour"
    blocks: tuple[Block, ...] = field(default=())
    source: str = ""        # the rules document the family's words come from ("" if none)

    def text(self) -> str:
        """The page as plain text (for tests, the terminal, and reading it without a window)."""
        out = [f"{self.title} {self.chinese}".strip(), self.summary, ""]
        for b in self.blocks:
            if isinstance(b, Heading):
                out += ["", ("#" * b.level) + " " + b.text]
            elif isinstance(b, Paragraph):
                out.append(b.text)
            elif isinstance(b, Bullets):
                out += [f"{i + 1}. {t}" if b.numbered else f"- {t}" for i, t in enumerate(b.items)]
            elif isinstance(b, CardRow):
                beat = f" < {' '.join(b.beaten_by)}" if b.beaten_by else ""
                out.append(f"[{b.label}] {' '.join(b.cards)}{beat}{' — ' + b.note if b.note else ''}"
                           + (f" ({b.says})" if b.says else ""))
            elif isinstance(b, Table):
                out.append(" | ".join(b.header))
                out += [" | ".join(r) for r in b.rows]
        return "\n".join(out)


# The builders' names of the family's parts (the English documents' ``###`` titles): a part a builder
# names that its document lacks comes at the page's end under this heading, in the language shown.
PART_TITLES = (N_("The aim"), N_("A trick"), N_("Suits and ranks"), N_("Special plays"), N_("A turn"),
               N_("Scoring"), N_("A hand"), N_("The round"), N_("The east wind"),
               N_("Taking other players' cards"), N_("Winning and paying"))


def page_for(variant) -> Page:
    """The How to play page of a loaded variant (built-in or a player's own file), options as chosen."""
    from game.learn import banker, climbing, fishing, rummy   # the families that declare more than words
    family = getattr(variant, "family", "climbing") or "climbing"
    builders = {"climbing": climbing.blocks, "fishing": fishing.blocks, "banker": banker.blocks,
                "rummy": rummy.blocks}
    extra: dict[str, list[Block]] = builders[family](variant) if family in builders else {}
    parts = how_to_play(family)
    blocks: list[Block] = []
    placed = set()
    for part in parts:
        blocks.append(Heading(part.title))
        blocks.extend(words_of(part))
        key = part.key or part.title
        if key in extra:
            blocks.extend(extra[key])
            placed.add(key)
    for title, more in extra.items():
        if title not in placed and more:
            blocks.append(Heading(_(title)))
            blocks.extend(more)
    blocks.extend(options_blocks(variant))
    faces = getattr(variant, "faces", None) or ""       # the file's ``faces:``; empty: the player's setting
    if family == "rummy":
        faces = "four-colour"           # drawn by game.ui.faces.four_colour, not as domino cards
    if family == "banker":
        faces = "mahjong"       # its rows are mahjong tiles, drawn as the table draws them
    from game.ui.variant_words import text
    return Page(variant.ref, variant.name, variant.chinese, text(variant, "summary", variant.summary), family,
                faces, tuple(blocks), source(family) if parts else "")


def words_of(part: Part) -> list[Block]:
    """A part of the family's words as paragraphs and lists."""
    out: list[Block] = []
    for kind, content in part.blocks:
        if kind == "list":
            out.append(Bullets(tuple(content), numbered=False))
        elif kind == "numbered":
            out.append(Bullets(tuple(content), numbered=True))
        else:
            out.append(Paragraph(content))
    return out


def options_blocks(variant) -> list[Block]:
    """The house rules this game offers, each with its setting in force and what it does."""
    options = getattr(variant, "options", ())
    if not options:
        return []
    from game.ui.variant_words import text
    rows = []
    for o in options:
        value = variant.chosen.get(o.key, o.default)
        if o.is_choice:
            setting = choice_words(variant, o.key, value)
        else:
            setting = _("on") if value else _("off")
        name = text(variant, f"options.{o.key}.name", o.name)
        name = f"{name} {o.chinese}".strip() if name != o.chinese else name
        about = text(variant, f"options.{o.key}.about", " ".join(o.about.split()))
        rows.append((name, setting, " ".join(about.split())))
    return [Heading(_("House rules in force")),
            Paragraph(_("Chosen on the new-game screen before a match; the settings below are the ones of this "
                        "page's game.")),
            Table((_("rule"), _("setting"), _("what it does")), tuple(rows))]


# The built-in files' choice values, as words (a player's own file's values are shown as written, or
# through variant_words.text where its file translates them).
CHOICES = {"whole_wall": N_("whole wall"), "once_each": N_("once each"), "twice_each": N_("twice each"),
           "two_military": N_("two military"), "one_military": N_("one military"), "never": N_("never"),
           "drawn": N_("drawn"), "always": N_("always"), "off": N_("off"), "on": N_("on"),
           "choose": N_("choose"), "auto": N_("auto"), "taiwan": N_("taiwan"), "hakka": N_("hakka")}


def choice_words(variant, key: str, value) -> str:
    """A house rule's setting as a player reads it ("drawn", "twice each"), in the language shown."""
    from game.ui.variant_words import text
    english = str(value).replace("_", " ")
    if str(value) in CHOICES:
        return _(CHOICES[str(value)])
    return text(variant, f"options.{key}.choices.{value}", english)
