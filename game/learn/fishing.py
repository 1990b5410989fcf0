"""What a fishing game's variant file declares, as blocks of its How to play page.

Read from the loaded variant (docs/rules/fishing.md describes the mechanisms):
the deal for each table size, what each kind of card catches, grouped by pips,
and the scoring groups with their fish and bonuses.
"""
from __future__ import annotations

from game.i18n import N_, _, chinese
from game.learn import chinese as zh
from game.learn.page import Block, CardRow, Paragraph, Table
from game.model.cards import Card
from game.ui.variant_words import text


def blocks(v) -> dict[str, list[Block]]:
    return {"The aim": _deal(v), "A turn": _captures(v), "Scoring": _scoring(v)}


def _deal(v) -> list[Block]:
    rows = []
    for players in sorted(v.deals):
        d = v.deals[players]
        sitting = v.sitting_out.get(players, 0)
        who = f"{players}" + (_(" ({sitting} sits out)").format(sitting=sitting) if sitting else "")
        rows.append((who, str(d.hand), str(d.pile), str(d.lake)))
    if getattr(v, "faces", None) == "tile":     # the file's ``faces:``
        words = _("The deck has {n} tiles, dealt like this:")
    else:
        words = _("The deck has {n} cards, dealt like this:")
    return [Paragraph(words.format(n=len(v.deck))),
            Table((_("players"), _("each hand"), _("pile"), _("lake")), tuple(rows))]


def _captures(v) -> list[Block]:
    kinds = sorted(v.copies, key=lambda c: (c.spots, c.index))
    by_pips: dict[int, list[Card]] = {}
    for c in kinds:
        by_pips.setdefault(c.spots, []).append(c)
    out: list[Block] = [Paragraph(_("What catches what, by pips:"))]
    for pips, cards in by_pips.items():
        alone = [c for c in cards if not any(v.catches(c, f) for f in cards if f != c)]
        together = [c for c in cards if c not in alone]
        if together:
            note = _("each catches the other") if len(together) == 2 else _("any of them catches any other")
            if len(together) == 1:
                note = _("catches its own kind")
            out.append(CardRow(_("{pips} pips").format(pips=pips), tuple(str(c) for c in together), note))
        for c in alone:
            note = (_("catches only its own kind (three in the lake go to the fourth)") if v.capture.triple[c.index]
                    else _("catches only its own kind"))
            out.append(CardRow(_("{pips} pips").format(pips=pips), (str(c),), note))
    return out


def _scoring(v) -> list[Block]:
    s = v.scoring
    values = s.fish
    out: list[Block] = []
    if values:
        out.append(Paragraph(_("Big fish count {big}, middle fish {middle}, small fish {small} points each.").format(
            big=values.get("big", ""), middle=values.get("middle", ""), small=values.get("small", ""))))
    for g in s.groups:
        cards = tuple(str(c) for c in (g.kinds or g.civil + g.military))
        if g.when == "mixed":
            if s.mixed_rule == "two_military":
                note = _("{fish} fish when the civil card is caught with both military kinds")
            else:
                note = _("{fish} fish when the civil card is caught with at least one military kind")
        elif g.when == "every_kind":
            note = _("{fish} fish when every kind is caught")
        else:
            note = _("{fish} fish, each kind when all its copies are caught")
        note = note.format(fish=_(FISH.get(g.fish, g.fish)))
        if g.bonus:
            note += _("; +{bonus} when every copy of every card here is caught").format(bonus=g.bonus)
        if chinese() and g.chinese:
            label = zh.script(g.chinese)
        else:
            label = f"{text(v, f'scoring.groups.{g.name}.name', g.name)} {g.chinese}".strip()
        out.append(CardRow(label, cards, note))
    if v.doubled_from:
        words = _("Every other card is a small fish. Pairs settle at one chip per {points} points, doubled when "
                  "exactly one of the two has {doubled} or more.")
    else:
        words = _("Every other card is a small fish. Pairs settle at one chip per {points} points.")
    out.append(Paragraph(words.format(points=v.points_per_chip, doubled=v.doubled_from)))
    return out


# A group's fish (the file's ``fish: big | middle``), as words.
FISH = {"big": N_("big"), "middle": N_("middle"), "small": N_("small")}
