"""What a banker game's variant file declares, as blocks of its How to play page (docs/rules/sap-tim-pun.md).

Read from the loaded variant, so a player's own file or a house rule shows its
own numbers: the tiles and their values (§1), the limits a banker may declare
(§3), the drawing rule and the target (§6, §7), what a hand pays against the
banker's (§9), the wall a hand needs at each table size and the hands a bank
deals (§10). The tiles are drawn as the table draws them.
"""
from __future__ import annotations

from game.i18n import _
from game.learn.page import Block, CardRow, Paragraph, Table
from game.model.mahjong import words


def blocks(v) -> dict[str, list[Block]]:
    out = {"The aim": _values(v), "A hand": _hand(v), "The round": _round(v)}
    if v.east_wind:
        out["The east wind"] = [CardRow(_("East wind 東"), ("E",), _("as a first tile only; drawn later it counts ½"))]
    return out


def _values(v) -> list[Block]:
    target = words(v.target)
    return [
        Paragraph(_("The set has {n} tiles. Each counts its value toward {target}:").format(n=v.set_size,
                                                                                            target=target)),
        CardRow(_("Bamboo 條"), tuple(f"{n}b" for n in range(1, 10)), _("1 to 9")),
        CardRow(_("Dots 筒"), tuple(f"{n}d" for n in range(1, 10)), _("1 to 9")),
        CardRow(_("Characters 萬"), tuple(f"{n}c" for n in range(1, 10)), _("1 to 9")),
        CardRow(_("Winds, dragons"), ("E", "S", "W", "N", "Dr", "Dg", "Dw"), _("½ each")),
        CardRow(_("Flowers, seasons"), ("F1", "F2", "F3", "F4", "S1", "S2", "S3", "S4"), _("½ each")),
        CardRow(_("{target} exactly").format(target=target), ("3c", "7d", "Dr"),
                _("three tiles: 3 + 7 + ½, paid double")),
    ]


def _hand(v) -> list[Block]:
    limits = ", ".join(map(str, v.limits))
    out: list[Block] = [
        Paragraph(_("A banker declares a limit of **{limits}** chips at the start of a round; a computer banker "
                    "declares {usual} unless its reckoning says otherwise.").format(limits=limits,
                                                                                     usual=v.default_limit)),
        Paragraph(_("Under **{least}** you must draw; at most **{most}** tiles; over **{target}** you are "
                    "bust.").format(least=words(v.must_draw_below), most=v.most_tiles, target=words(v.target))),
    ]
    t = words(v.target)
    bust, under = _("bust"), _("under {target}").format(target=t)
    out.append(Table((_("the banker holds"), _("you hold"), _("you get")), (
        (bust, f"{t}", _("twice your bet")),
        (bust, _("anything else still in"), _("your bet")),
        (f"{t}", _("anything"), _("you pay your bet")),
        (under, f"{t}", _("twice your bet")),
        (under, _("more than the banker"), _("your bet")),
        (under, _("the same or less"), _("you pay your bet")),
    )))
    if not v.east_wind:
        out.append(Paragraph(_("In this game the east wind is an ordinary honour worth ½.")))
    return out


def _round(v) -> list[Block]:
    rows = tuple((str(n), str(v.reserve(n)), str(v.rounds(n))) for n in sorted(v.hand_sizes))
    if not v.hands_per_bank:
        deals = _("A banker deals the whole wall.")
    else:
        deals = _("A banker deals at most {n} hands (sooner if the wall runs short).").format(n=v.hands_per_bank)
    return [Paragraph(deals + _(" A new hand needs enough tiles in the wall for every seat's three tiles and every "
                                "east wind:")),
            Table((_("players"), _("tiles a hand needs"), _("rounds in a match")), rows)]
