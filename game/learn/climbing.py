"""What a climbing game's variant file declares, as blocks of its How to play page.

Every fact here is read from the loaded variant (docs/rules/sap-ng-wu.md and
climbing-variants.md describe the mechanisms): the deal, each suit highest
first, one example of every kind of play beside the cheapest play that beats
it, the tiers or points, and the special rules switched on. The examples are
chosen, not written, so a player's own file is explained by the same code.
"""
from __future__ import annotations

from collections import OrderedDict

from game.i18n import N_, _, chinese, ngettext
from game.learn import chinese as zh
from game.learn.page import Block, CardRow, Paragraph, Table
from game.ui.variant_words import text

SET_NAMES = {1: N_("Single"), 2: N_("Pair"), 3: N_("Triple"), 4: N_("Four of a kind")}
# A set's name in a play's words ("pair of Heaven 6:6"), by size; "{card}" is the card's name and code.
SET_OF = {2: N_("pair of {card}"), 3: N_("triple of {card}"), 4: N_("four of {card}")}
SUPREME = N_("Supreme")


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
        who = _("{players} at the table").format(players=players)
        if sitting:
            who += _(" ({playing} play each hand, {sitting} sits out)").format(playing=playing, sitting=sitting)
        deal = _("{hand} cards each").format(hand=hand)
        if talon:
            deal += _(", {talon} face down to take in turn").format(talon=talon)
        rows.append((who, deal))
    deck = len(v.deck)
    return [Paragraph(_("The deck has {deck} cards. Who plays and how many cards each holds:").format(deck=deck)),
            Table((_("table"), _("the deal")), tuple(rows))]


def _scoring(v) -> list[Block]:
    out: list[Block] = []
    if v.tiers and v.declare_rule == "higher_tier":
        out.append(Paragraph(_("The tiers: from this many wu you may declare, and each other player pays you:")))
        rows = []
        for i, t in enumerate(v.tiers):
            nxt = v.tiers[i + 1].wu - 1 if i + 1 < len(v.tiers) else None
            span = f"{t.wu}–{nxt}" if nxt is not None and nxt > t.wu else (
                f"{t.wu}" if nxt else _("{wu} or more").format(wu=t.wu))
            rows.append((span, ngettext("{n} chip", "{n} chips", t.chips).format(n=t.chips)))
        out.append(Table((_("wu"), _("each other player pays")), tuple(rows)))
    elif v.tiers:
        first = v.tiers[0]
        points = ngettext("{n} point", "{n} points", first.chips).format(n=first.chips)
        out.append(Paragraph(_("Here wu are counted as winning cards, and points start at {wu} winning cards "
                               "({points}), rising with every card more; you may declare whenever you gain with "
                               "{least} or more.").format(wu=first.wu, points=points, least=v.declare_from)))
    if v.multiply != "none":
        parts = []
        if v.multiplier_triple:
            parts.append(_("+{n} for every triple").format(n=v.multiplier_triple))
        if v.multiplier_four:
            parts.append(_("+{n} for every four of a kind").format(n=v.multiplier_four))
        if parts:
            out.append(Paragraph(_("Winning plays of identical cards multiply your points: {parts} won in one "
                                   "play.").format(parts=_(", ").join(parts))))
    if v.four_of_a_kind != "none" and v.four_of_a_kind_chips:
        if v.four_of_a_kind == "played_together":
            words = _("Four of a kind: when a play holding all four copies of a kind wins its trick, each other "
                      "player pays you {chips} chip at once.")
        else:
            words = _("Four of a kind: when your wu first hold all four copies of a kind, each other player pays "
                      "you {chips} chip at once.")
        out.append(Paragraph(words.format(chips=v.four_of_a_kind_chips)))
    if v.dealer_pays_double:
        out.append(Paragraph(_("Every payment to or from the dealer is doubled.")))
    if v.settlement == "pairwise":
        out.append(Paragraph(_("At the end every pair of players settles the difference in their points.")))
    return out


def _trick_rules(v) -> list[Block]:
    out: list[Block] = []
    if v.obligation_to_beat:
        out.append(Paragraph(_("In this game you must beat when you can: you may pass only when nothing in your "
                               "hand beats the play on top.")))
    if v.hard_cards:
        out.append(CardRow(_("Laid out, never played"), _cards(v.hard_cards),
                           _("these cards are laid out before play and count as winning cards")))
    if v.multiplier_cards:
        out.append(CardRow(_("Laid out, multiply"), _cards(v.multiplier_cards),
                           _("laid out before play; each adds to its holder's multiplier")))
    return out


def _suits(v) -> list[Block]:
    out: list[Block] = []
    for suit in v.suits:
        han = getattr(suit, "chinese", "")
        if chinese() and han:
            name = zh.script(han)
        else:
            name = f"{text(v, f'suits.{suit.key}.name', suit.name)} {han}".strip()
        out.append(CardRow(name, _cards(suit.cards)))
    return out


def _label(v, name: str, han: str) -> str:
    """A kind of play as its row names it: "Pair", "Heaven-nine 天九"; in Chinese "對子", "天九"."""
    if name in SET_NAMES.values() or name == SUPREME:
        english = name
        name = _(name)
        if chinese():
            return name
        return f"{english} {han}".strip()
    if chinese() and han:
        return zh.script(han)
    return f"{text(v, f'plays.{name}.name', name)} {han}".strip()


def play_words(v, p) -> str:
    """A play in words, as a row says it: "pair of Earth 1:1"; in Chinese with the cards' Chinese names,
    "一對地 1:1", "天九（天 6:6 ×2、雜九 3:6）"."""
    if not chinese():
        return p.name
    if p.kind == "single":
        return zh.card(v, p.cards[0])
    if p.kind == "set" and len(p.cards) in SET_OF and len(set(p.cards)) == 1:
        return _(SET_OF[len(p.cards)]).format(card=zh.card(v, p.cards[0]))
    _place, name = _category(p)
    label = _label(v, name, _chinese_of(v).get(name, ""))
    cards = list(OrderedDict.fromkeys(_cards(p.cards, v)))
    counts = [p.cards.count(c) if isinstance(p.cards[0], str) else sum(1 for x in p.cards if str(x) == c)
              for c in cards]
    shown = "、".join(zh.card(v, c) + (f" ×{n}" if n > 1 else "") for c, n in zip(cards, counts))
    return _("{play} ({cards})").format(play=label, cards=shown)


def _chinese_of(v) -> dict[str, str]:
    out = {g.name: g.chinese for g in getattr(v, "mixed_groups", [])}
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
    han = _chinese_of(v)
    out: list[Block] = []
    for (_order, name), plays in sorted(kinds.items(), key=lambda kv: kv[0][0]):   # stable: groups keep their order
        fewest = min(len(p.cards) for p in plays)
        small = [p for p in plays if len(p.cards) == fewest]
        beatable = [p for p in small if p.beaten_by]
        if beatable:
            example = max(beatable, key=lambda p: p.rank)   # the most telling: Earth beaten by Heaven
            beater = min(example.beaten_by, key=lambda b: (len(b.cards), b.rank))
            note = _("is beaten by")
            says = _("{play} is beaten by {beater}").format(play=play_words(v, example),
                                                            beater=play_words(v, beater))
            out.append(CardRow(_label(v, name, han.get(name, "")), _cards(example.cards, v), note,
                               _cards(beater.cards, v), says=says))
        else:
            example = max(small, key=lambda p: p.rank)
            note = (_("nothing beats it; led, it wins the trick at once") if example.ends_trick_when_led
                    else _("nothing beats it"))
            out.append(CardRow(_label(v, name, han.get(name, "")), _cards(example.cards, v), note,
                               says=play_words(v, example) if example.name != name else ""))
    return out
