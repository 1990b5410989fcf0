"""What a banker game's variant file declares, as blocks of its How to play page (docs/rules/sap-tim-pun.md).

Read from the loaded variant, so a player's own file or a house rule shows its
own numbers: the tiles and their values (§1), the limits a banker may declare
(§3), the drawing rule and the target (§6, §7), what a hand pays against the
banker's (§9), the wall a hand needs at each table size and the hands a bank
deals (§10). The tiles are drawn as the table draws them.
"""
from __future__ import annotations

from game.learn.page import Block, CardRow, Paragraph, Table
from game.model.mahjong import words


def blocks(v) -> dict[str, list[Block]]:
    out = {"The aim": _values(v), "A hand": _hand(v), "The round": _round(v)}
    if v.east_wind:
        out["The east wind"] = [CardRow("East wind 東", ("E",), "as a first tile only; drawn later it counts ½")]
    return out


def _values(v) -> list[Block]:
    target = words(v.target)
    return [
        Paragraph(f"The set has {v.set_size} tiles. Each counts its value toward {target}:"),
        CardRow("Bamboo 條", tuple(f"{n}b" for n in range(1, 10)), "1 to 9"),
        CardRow("Dots 筒", tuple(f"{n}d" for n in range(1, 10)), "1 to 9"),
        CardRow("Characters 萬", tuple(f"{n}c" for n in range(1, 10)), "1 to 9"),
        CardRow("Winds, dragons", ("E", "S", "W", "N", "Dr", "Dg", "Dw"), "½ each"),
        CardRow("Flowers, seasons", ("F1", "F2", "F3", "F4", "S1", "S2", "S3", "S4"), "½ each"),
        CardRow(f"{target} exactly", ("3c", "7d", "Dr"), "three tiles: 3 + 7 + ½, paid double"),
    ]


def _hand(v) -> list[Block]:
    limits = ", ".join(map(str, v.limits))
    out: list[Block] = [
        Paragraph(f"A banker declares a limit of **{limits}** chips at the start of a round; a computer banker "
                  f"declares {v.default_limit} unless its reckoning says otherwise."),
        Paragraph(f"Under **{words(v.must_draw_below)}** you must draw; at most **{v.most_tiles}** tiles; over "
                  f"**{words(v.target)}** you are bust."),
    ]
    t = words(v.target)
    out.append(Table(("the banker holds", "you hold", "you get"), (
        ("bust", f"{t}", "twice your bet"),
        ("bust", "anything else still in", "your bet"),
        (f"{t}", "anything", "you pay your bet"),
        (f"under {t}", f"{t}", "twice your bet"),
        (f"under {t}", "more than the banker", "your bet"),
        (f"under {t}", "the same or less", "you pay your bet"),
    )))
    if not v.east_wind:
        out.append(Paragraph("In this game the east wind is an ordinary honour worth ½."))
    return out


def _round(v) -> list[Block]:
    rows = tuple((str(n), str(v.reserve(n)), str(v.rounds(n))) for n in sorted(v.hand_sizes))
    per = ("the whole wall" if not v.hands_per_bank
           else f"at most {v.hands_per_bank} hands (sooner if the wall runs short)")
    return [Paragraph(f"A banker deals {per}. A new hand needs enough tiles in the wall for every seat's "
                      "three tiles and every east wind:"),
            Table(("players", "tiles a hand needs", "rounds in a match"), rows)]
