"""What a fishing game's variant file declares, as blocks of its How to play page.

Read from the loaded variant (docs/rules/fishing.md describes the mechanisms):
the deal for each table size, what each kind of card catches, grouped by pips,
and the scoring groups with their fish and bonuses.
"""
from __future__ import annotations

from game.learn.page import Block, CardRow, Paragraph, Table
from game.model.cards import Card


def blocks(v) -> dict[str, list[Block]]:
    return {"The aim": _deal(v), "A turn": _captures(v), "Scoring": _scoring(v)}


def _deal(v) -> list[Block]:
    rows = []
    for players in sorted(v.deals):
        d = v.deals[players]
        sitting = v.sitting_out.get(players, 0)
        rows.append((f"{players}" + (f" ({sitting} sits out)" if sitting else ""), str(d.hand), str(d.pile),
                     str(d.lake)))
    word = "tiles" if getattr(v, "faces", None) == "tile" else "cards"     # the file's ``faces:``
    return [Paragraph(f"The deck has {len(v.deck)} {word}, dealt like this:"),
            Table(("players", "each hand", "pile", "lake"), tuple(rows))]


def _captures(v) -> list[Block]:
    kinds = sorted(v.copies, key=lambda c: (c.spots, c.index))
    by_pips: dict[int, list[Card]] = {}
    for c in kinds:
        by_pips.setdefault(c.spots, []).append(c)
    out: list[Block] = [Paragraph("What catches what, by pips:")]
    for pips, cards in by_pips.items():
        alone = [c for c in cards if not any(v.catches(c, f) for f in cards if f != c)]
        together = [c for c in cards if c not in alone]
        if together:
            note = "each catches the other" if len(together) == 2 else "any of them catches any other"
            if len(together) == 1:
                note = "catches its own kind"
            out.append(CardRow(f"{pips} pips", tuple(str(c) for c in together), note))
        for c in alone:
            note = "catches only its own kind" + (" (three in the lake go to the fourth)"
                                                   if v.capture.triple[c.index] else "")
            out.append(CardRow(f"{pips} pips", (str(c),), note))
    return out


def _scoring(v) -> list[Block]:
    s = v.scoring
    values = s.fish
    out: list[Block] = []
    if values:
        out.append(Paragraph("Big fish count " + str(values.get("big", "")) + ", middle fish "
                             + str(values.get("middle", "")) + ", small fish " + str(values.get("small", ""))
                             + " points each."))
    for g in s.groups:
        cards = tuple(str(c) for c in (g.kinds or g.civil + g.military))
        if g.when == "mixed":
            need = ("with both military kinds" if s.mixed_rule == "two_military" else "with at least one military kind")
            note = f"{g.fish} fish when the civil card is caught {need}"
        elif g.when == "every_kind":
            note = f"{g.fish} fish when every kind is caught"
        else:
            note = f"{g.fish} fish, each kind when all its copies are caught"
        if g.bonus:
            note += f"; +{g.bonus} when every copy of every card here is caught"
        out.append(CardRow(f"{g.name} {g.chinese}".strip(), cards, note))
    out.append(Paragraph(f"Every other card is a small fish. Pairs settle at one chip per {v.points_per_chip} points"
                         + (f", doubled when exactly one of the two has {v.doubled_from} or more." if v.doubled_from
                            else ".")))
    return out
