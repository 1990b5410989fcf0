"""What a rummy game's variant file declares, as blocks of its How to play page (docs/rules/si-se-pai.md).

Read from the loaded variant, options as chosen: the deck and the deal for each
table size, the eight melds drawn as cards with their points exposed / concealed
(§3, §7), the order of claims (§5), and what a win needs (§6) and pays (§8).
"""
from __future__ import annotations

from game.i18n import N_, _, ngettext
from game.learn.page import Block, Bullets, CardRow, Paragraph, Table
from game.rules.rummy import melds as M

EXAMPLES = (("one_card", ("R-Gn",)), ("one_card", ("Jk",)), ("pair", ("W-Hs", "W-Hs")),
            ("command", ("G-Gn", "G-Ad", "G-El")), ("field", ("R-Ch", "R-Hs", "R-Cn")),
            ("triple", ("Y-Cn", "Y-Cn", "Y-Cn")), ("three_footman", ("Y-Sd", "R-Sd", "W-Sd")),
            ("quad", ("W-El", "W-El", "W-El", "W-El")), ("four_footman", ("Y-Sd", "R-Sd", "G-Sd", "W-Sd")))

# The melds' names as a row names them (game.rules.rummy.melds.MELD_WORDS, capitalised), for the catalogue.
MELD_NAMES = {"one_card": N_("One-card meld"), "pair": N_("Pair"), "command": N_("Command group"),
              "field": N_("Field group"), "triple": N_("Triple"), "three_footman": N_("Three-footman group"),
              "quad": N_("Quad"), "four_footman": N_("Four-footman group")}


def blocks(v) -> dict[str, list[Block]]:
    return {"The aim": _deal(v) + _melds(v), "Taking other players' cards": _claims(v), "Winning and paying":
            _winning(v)}


def _deal(v) -> list[Block]:
    jokers = sum(1 for c in v.deck if str(c) == "Jk")
    rows = tuple((str(n), str(size), str(len(v.deck) - n * size - (1 if v.dealer_extra_card else 0)))
                 for n, size in sorted(v.hand_sizes.items()))
    words = _("The deck has {n} cards: four colours × seven ranks × 4 copies, and {jokers} jokers. "
              "Each rank's character is black on every colour; red and yellow cards print 帥仕相俥傌炮兵, "
              "green and white 將士象車馬包卒.").format(n=len(v.deck), jokers=jokers)
    if v.dealer_extra_card:
        words += _(" The dealer is dealt one card more and begins by discarding.")
    return [Paragraph(words), Table((_("players"), _("each hand"), _("pile")), rows)]


def _melds(v) -> list[Block]:
    out: list[Block] = [Paragraph(_("The eight melds, with their points laid face up (exposed) / kept in the "
                                    "hand (concealed) when the hand wins:"))]
    seen = set()
    for kind, cards in EXAMPLES:
        if kind in seen and kind != "one_card":
            continue
        seen.add(kind)
        exposed, concealed = v.table.exposed[kind], v.table.concealed[kind]
        points = ngettext("{n} point", "{n} points", exposed).format(n=exposed) if exposed == concealed else \
            _("{exposed} exposed / {concealed} concealed").format(exposed=exposed, concealed=concealed)
        out.append(CardRow(_(MELD_NAMES[kind]), cards, points))
    out.append(Paragraph(_("Cards of different colours never pair; Generals and jokers are only ever melds "
                           "of one card, and are never discarded.")))
    return out


def _claims(v) -> list[Block]:
    return [Paragraph(_("When several players claim the same card, the strongest claim takes it:")),
            Bullets((_("**Zhimo 自摸**: the player who turned it up wins with it"),
                     _("**Hu 胡**: any other player wins with it (the first after its owner, if several)"),
                     _("**Gan 槓 / Pong 碰**: a quad from three in the hand, a triple from two"),
                     _("the player who turned it up melds it in a group, or alone (a General or a joker)"),
                     _("**Chi 吃**: the next player after its owner takes it for a group"),
                     _("the player who turned it up melds it in a pair")), numbered=True)]


def _winning(v) -> list[Block]:
    if v.min_points:
        wins = _("A hand of 21 cards, every one in a meld worth at least {points} points, wins.").format(
            points=v.min_points)
    else:
        wins = _("A hand of 21 cards, every one in a meld, wins.")
    return [Bullets((wins,
                     _("Won on a discard, the discarder pays the winner the points; won on a card turned up, "
                       "every other player pays them."),
                     _("When the pile runs out the hand is void: nobody pays, and the deal moves on."),
                     _("A match is {n} hands; the dealer deals again after winning.").format(n=v.match_hands)))]
