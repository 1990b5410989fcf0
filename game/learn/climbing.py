"""What a climbing game's variant file declares, as blocks of its How to play page.

Every fact here is read from the loaded variant (docs/rules/sap-ng-wu.md and
climbing-variants.md describe the mechanisms): the deal, each suit highest
first, one example of every kind of play beside the cheapest play that beats
it, the tiers or points, and the special rules switched on. The examples are
chosen, not written, so a player's own file is explained by the same code.
"""
from __future__ import annotations

from collections import OrderedDict

from game.learn.page import Block, CardRow, Paragraph, Table

SET_NAMES = {1: "Single", 2: "Pair", 3: "Triple", 4: "Four of a kind"}


def blocks(v) -> dict[str, list[Block]]:
    return {
        "The aim": _deal(v) + _scoring(v),
        "A trick": _trick_rules(v),
        "Suits and ranks": _suits(v),
        "Special plays": _plays(v),
    }


def _cards(cards, v=None) -> tuple[str, ...]:
    """Cards as written; with the variant, in suit order (civil first), highest first inside a suit."""
    cards = list(cards)
    if v is not None:
        place = {c: (i, k) for i, suit in enumerate(v.suits) for k, c in enumerate(suit.cards)}
        cards.sort(key=lambda c: place.get(c, (len(v.suits), 0)))
    return tuple(str(c) for c in cards)


def _deal(v) -> list[Block]:
    rows = []
    for players in v.seat_counts:
        sitting = v.sitting_out.get(players, 0)
        playing = players - sitting
        hand = v.hand_sizes[players]
        talon = getattr(v, "talon_sizes", {}).get(players, 0)
        rows.append((f"{players} at the table" + (f" ({playing} play each hand, {sitting} sits out)" if sitting else ""),
                     f"{hand} cards each" + (f", {talon} face down to take in turn" if talon else "")))
    deck = len(v.deck)
    return [Paragraph(f"The deck has {deck} cards. Who plays and how many cards each holds:"),
            Table(("table", "the deal"), tuple(rows))]


def _scoring(v) -> list[Block]:
    out: list[Block] = []
    if v.tiers and v.declare_rule == "higher_tier":
        out.append(Paragraph("The tiers: from this many wu you may declare, and each other player pays you:"))
        rows = []
        for i, t in enumerate(v.tiers):
            nxt = v.tiers[i + 1].wu - 1 if i + 1 < len(v.tiers) else None
            span = f"{t.wu}–{nxt}" if nxt is not None and nxt > t.wu else (f"{t.wu}" if nxt else f"{t.wu} or more")
            rows.append((span, f"{t.chips} chip{'s' if t.chips != 1 else ''}"))
        out.append(Table(("wu", "each other player pays"), tuple(rows)))
    elif v.tiers:
        first = v.tiers[0]
        out.append(Paragraph(f"Here wu are counted as winning cards, and points start at {first.wu} winning cards "
                             f"({first.chips} point{'s' if first.chips != 1 else ''}), rising with every card more; "
                             f"you may declare whenever you gain with {v.declare_from} or more."))
    if v.multiply != "none":
        parts = []
        if v.multiplier_triple:
            parts.append(f"+{v.multiplier_triple} for every triple")
        if v.multiplier_four:
            parts.append(f"+{v.multiplier_four} for every four of a kind")
        if parts:
            out.append(Paragraph("Winning plays of identical cards multiply your points: " + ", ".join(parts)
                                 + " won in one play."))
    if v.four_of_a_kind != "none" and v.four_of_a_kind_chips:
        how = ("when a play holding all four copies of a kind wins its trick" if v.four_of_a_kind == "played_together"
               else "when your wu first hold all four copies of a kind")
        out.append(Paragraph(f"Four of a kind: {how}, each other player pays you {v.four_of_a_kind_chips} chip at once."))
    if v.dealer_pays_double:
        out.append(Paragraph("Every payment to or from the dealer is doubled."))
    if v.settlement == "pairwise":
        out.append(Paragraph("At the end every pair of players settles the difference in their points."))
    return out


def _trick_rules(v) -> list[Block]:
    out: list[Block] = []
    if v.obligation_to_beat:
        out.append(Paragraph("In this game you must beat when you can: you may pass only when nothing in your hand "
                             "beats the play on top."))
    if v.hard_cards:
        out.append(CardRow("Laid out, never played", _cards(v.hard_cards),
                           "these cards are laid out before play and count as winning cards"))
    if v.multiplier_cards:
        out.append(CardRow("Laid out, multiply", _cards(v.multiplier_cards),
                           "laid out before play; each adds to its holder's multiplier"))
    return out


def _suits(v) -> list[Block]:
    out: list[Block] = []
    for suit in v.suits:
        name = f"{suit.name} {getattr(suit, 'chinese', '')}".strip()
        out.append(CardRow(name, _cards(suit.cards)))
    return out


def _category(p) -> tuple[int, str]:
    """The kind of play ``p`` is an example of: (its place on the page, the name a player calls it)."""
    base = p.name.split(" of ")[0]
    if p.kind == "single":
        return (0, "Single")
    if p.kind == "set" and base in ("pair", "triple", "four"):
        n = len(p.cards)
        return (1, SET_NAMES.get(n, f"{n} identical"))
    if p.kind in ("mixed", "group") and p.group:
        return (2, p.group)
    if p.kind == "supreme":
        return (3, base)
    return (4, p.name)


def _plays(v) -> list[Block]:
    """One example of each kind of play, beside the cheapest play that beats it (if any does)."""
    kinds: "OrderedDict[tuple[int, str], list]" = OrderedDict()
    for p in v.plays:
        c = _category(p)
        if c is not None:
            kinds.setdefault(c, []).append(p)
    chinese = {g.name: g.chinese for g in getattr(v, "mixed_groups", [])}
    out: list[Block] = []
    for (_, name), plays in sorted(kinds.items(), key=lambda kv: kv[0][0]):   # stable: groups keep their order
        fewest = min(len(p.cards) for p in plays)
        small = [p for p in plays if len(p.cards) == fewest]
        beatable = [p for p in small if p.beaten_by]
        if beatable:
            example = max(beatable, key=lambda p: p.rank)   # the most telling: Earth beaten by Heaven
            beater = min(example.beaten_by, key=lambda b: (len(b.cards), b.rank))
            note = "is beaten by"
            out.append(CardRow(f"{name} {chinese.get(name, '')}".strip(), _cards(example.cards, v), note,
                               _cards(beater.cards, v), says=f"{example.name} is beaten by {beater.name}"))
        else:
            example = max(small, key=lambda p: p.rank)
            note = ("nothing beats it; led, it wins the trick at once" if example.ends_trick_when_led
                    else "nothing beats it")
            out.append(CardRow(f"{name} {chinese.get(name, '')}".strip(), _cards(example.cards, v), note,
                               says=example.name if example.name != name else ""))
    return out
