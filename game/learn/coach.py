"""The coach of a guided first hand: at each of the learner's turns, what to do and why, in a sentence.

Why a coach and not a script: a newcomer may ignore a tip and play something
else, and the hand must still make sense afterwards. So the coach is asked
afresh at every turn, from the learner's observation only (it sees what they
see): it takes Normal's choice as the move worth suggesting, and explains it
by the rule that makes it legal or wise ("a pair is beaten only by a higher
pair of the same suit"), naming the cards. Where a goal of the lesson is still
open it prefers the move that teaches it: a pass while the learner has never
passed, a beat while they have never beaten.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from game.i18n import N_, _, chinese, ngettext
from game.learn import chinese as zh
from game.model.cards import Card
from game.rules import Action


@dataclass(frozen=True)
class Tip:
    """What the coach suggests: the action (its cards are pointed at) and the words that say why."""

    action: Action
    words: str


def _name(variant, cards) -> str:
    """"pair of Heaven 6:6", "Heaven-nine 6:6 4:5": the play's name in the variant, with its cards."""
    combo = variant.classify([str(c) for c in cards])
    if combo is None:
        return " ".join(str(c) for c in cards)
    if chinese():
        from game.learn.climbing import play_words
        return play_words(variant, combo)
    name = combo.name
    order = {c: (i, k) for i, suit in enumerate(getattr(variant, "suits", ())) for k, c in enumerate(suit.cards)}
    shown = " ".join(str(c) for c in sorted((Card.parse(str(c)) for c in cards), key=lambda c: order.get(c, (9, 0))))
    if combo.kind in ("single", "set"):
        return name if str(cards[0]) in name else f"{name} ({shown})"
    return f"{combo.group or name.split(' (')[0]} ({shown})"


def _suit(variant, cards) -> str:
    suit = variant.suit_of.get(Card.parse(str(cards[0])))
    if suit is None:
        return _("its suit")
    if chinese() and suit.chinese:
        return zh.script(suit.chinese)
    from game.ui.variant_words import text
    return text(variant, f"suits.{suit.key}.name", suit.name).lower()


# A set's word by its size, in a rule ("a pair is beaten only by a higher pair").
SET_WORDS = {2: N_("a pair is beaten only by a higher pair of the same suit ({suit})"),
             3: N_("a triple is beaten only by a higher triple of the same suit ({suit})"),
             4: N_("a four is beaten only by a higher four of the same suit ({suit})")}
SET_KIND = {2: N_("pair of its suit ({suit})"), 3: N_("triple of its suit ({suit})"),
            4: N_("four of its suit ({suit})")}


def _why_play(variant, cards, lead: bool) -> str:
    """The rule that makes this play what it is, in a player's words."""
    combo = variant.classify([str(c) for c in cards])
    if combo is None:
        return ""
    if combo.kind == "single":
        return _("a single is beaten only by a higher single of its suit ({suit})").format(suit=_suit(variant, cards))
    if combo.kind == "set":
        rule = SET_WORDS.get(len(cards), N_("a set is beaten only by a higher set of the same suit ({suit})"))
        return _(rule).format(suit=_suit(variant, cards))
    if combo.kind == "mixed":
        return _("a mixed play needs a civil card with military cards of the same value; only a higher group "
                 "with the same number of cards of each suit beats it")
    if combo.kind == "supreme":
        return _("nothing beats a supreme: led, it wins the trick at once") if lead else _("a supreme beats nothing")
    return ""


def climbing_tip(variant, obs, legal: Sequence[Action], normal, goals_open: set[str], names) -> Tip | None:
    """The coach's tip for a climbing game's decision. ``normal`` is a Normal player (its choice and
    reason); ``goals_open`` the lesson's goals not reached yet; ``names(seat)`` a seat's name."""
    from game.rules import Continue, Declare, LayOut, Pass, Play
    if not legal:
        return None
    choice = normal.act(obs, legal)
    kinds = {type(a).__name__ for a in legal}
    if "Declare" in kinds:
        mine = obs.wu[obs.seat]
        return Tip(Declare(), _("You have {wu} wu, enough to declare 食湖: declare now and the hand ends with "
                                "every other player paying you. (Continue would play on for a higher tier, at a "
                                "risk.)").format(wu=mine))
    if obs.phase == "layout" or any(isinstance(a, LayOut) for a in legal):
        lay = next((a for a in legal if isinstance(a, LayOut) and len(a.cards) == max(
            len(b.cards) for b in legal if isinstance(b, LayOut))), None)
        if lay is not None:
            return Tip(lay, _("You hold a supreme 至尊 ({cards}): lay it out now and its cards count as {wu} wu "
                              "at once.").format(cards=" ".join(map(str, lay.cards)), wu=len(lay.cards)))
    plays = [a for a in legal if isinstance(a, Play)]
    if obs.top is None:
        if not isinstance(choice, Play):
            choice = plays[0] if plays else choice
        if isinstance(choice, Play):
            why = _why_play(variant, choice.cards, lead=True)
            return Tip(choice, _("Your lead: any play may lead. Lead your {play}: {why}.").format(
                play=_name(variant, choice.cards), why=why))
        return Tip(choice, "")
    seat, top = obs.top
    top_words = _("{name}'s {play}").format(name=names(seat), play=_name(variant, top))
    if not plays:
        return Tip(Pass(), _("Nothing in your hand beats {top}: that needs a higher {kind}. Pass ({key}).").format(
            top=top_words, kind=_name_kind(variant, top), key="P"))
    can_pass = any(isinstance(a, Pass) for a in legal)
    teach_pass = can_pass and "pass" in goals_open and "beat" not in goals_open
    if isinstance(choice, Play) and not teach_pass:
        return Tip(choice, _("Beat {top} with your {play}: same kind and size, higher in the same suit. Whoever "
                             "plays last in a trick wins its cards as wu.").format(top=top_words,
                                                                                   play=_name(variant, choice.cards)))
    cheapest = plays[0]
    return Tip(Pass(), _("You could beat {top} (with your {play}), but your good cards win more later: pass ({key}). "
                         "Passing is not final: you may still beat a later play of this trick.").format(
        top=top_words, play=_name(variant, cheapest.cards), key="P"))


def _name_kind(variant, cards) -> str:
    combo = variant.classify([str(c) for c in cards])
    if combo is None:
        return _("play")
    if combo.kind == "single":
        return _("single of its suit ({suit})").format(suit=_suit(variant, cards))
    if combo.kind == "set":
        return _(SET_KIND.get(len(cards), N_("set of its suit ({suit})"))).format(suit=_suit(variant, cards))
    if combo.kind == "mixed":
        return _("mixed play of a higher group, with as many cards of each suit")
    return _("play of the same kind")


def fishing_tip(variant, obs, legal: Sequence[Action], normal, goals_open: set[str], names) -> Tip | None:
    """The coach's tip for a fishing game's decision (hand step or draw step)."""
    from game.rules.fishing import Capture, Release
    if not legal:
        return None
    choice = normal.act(obs, legal)
    drawn = obs.phase == "draw"
    where = _("the card turned up from the pile") if drawn else _("a card of your hand")
    captures = [a for a in legal if isinstance(a, Capture)]
    if isinstance(choice, Capture):
        fish = _(" and ").join(str(f) for f in choice.fish)
        pips = Card.parse(str(choice.bait)).spots
        return Tip(choice, _("Bait {bait} ({where}) catches {fish}: the same pips ({pips}). Drag it onto the lit "
                             "{first} in the lake, or click the bait, then the fish.").format(
            bait=choice.bait, where=where, fish=fish, pips=pips, first=choice.fish[0]))
    if isinstance(choice, Release):
        if captures:
            return Tip(choice, _("Let {card} go into the lake: the catches open to you are worth less than what it "
                                 "would feed the next player. Drag it to open water.").format(card=choice.card))
        return Tip(choice, _("Nothing in the lake has the pips of {card} ({pips}): release it into the lake. Drag "
                             "it to open water, or click it, then the water.").format(
            card=choice.card, pips=Card.parse(str(choice.card)).spots))
    return Tip(choice, _reason(normal.reason or "", variant))


def _reason(reason: str, variant=None) -> str:
    """A computer player's reason in the language shown. The players give a ``game.reason.Reason`` (a
    catalogue message and its fields): it is said as the table says the Hint's reason, the cards by their
    names in the language shown. Plain English text the catalogue does not know is left out in Chinese."""
    if not reason or not chinese():
        return reason
    from game.reason import Reason
    from game.ui.refusal import shown
    if isinstance(reason, Reason):
        return shown(reason, variant)
    words = _(reason)
    return words if words != reason else ""


def rummy_tip(variant, obs, legal: Sequence[Action], normal, goals_open: set[str], names) -> Tip | None:
    """The coach's tip for a Si Se Pai decision (docs/rules/si-se-pai.md §4, §5): a card on offer (one's own
    draw, or another player's card one could claim), or a discard. Where the lesson still wants a claim of
    another's card or a meld of one's own draw, it suggests that when it is legal."""
    from game.rules import Pass
    from game.rules.rummy import melds as M
    from game.rules.rummy.actions import Claim, Discard
    if not legal:
        return None
    choice = normal.act(obs, legal)
    why = getattr(normal, "reason", "")

    def named(cards) -> str:
        """Cards by their names, as the hover shows them: "White Soldier 卒"."""
        out = []
        for c in cards:
            n = variant.card_name(c)
            if chinese() and n.zh:
                out.append(zh.four_colour(variant, c))
            else:
                out.append(f"{n.en} {n.zh}".strip() if n.zh != n.en else n.en)
        return _(", ").join(out)
    if obs.phase == "discard":
        if not isinstance(choice, Discard):
            choice = next(a for a in legal if isinstance(a, Discard))
        return Tip(choice, _("You melded: now throw one card away. Throw {card}: {why}. Drag it up off your hand "
                             "(Generals and jokers are never thrown away).").format(
            card=named([choice.card]), why=_reason(why, variant) or _("it is in none of your melds")))
    owner, card, source = obs.offered
    mine = source == "draw" and owner == obs.seat
    claims = [a for a in legal if isinstance(a, Claim)]
    wins = [a for a in claims if a.win]
    if wins:
        choice = wins[0]
    elif "claim" in goals_open and not mine and claims:
        choice = max(claims, key=lambda a: len(a.cards))
    elif "meld" in goals_open and mine and claims:
        choice = max(claims, key=lambda a: len(a.cards))
    if isinstance(choice, Claim):
        cards = named(choice.cards)
        card_words = named([card])
        kind = variant.meld_kind([*choice.cards, card]) or ""
        word = _(MELDS.get(kind, N_("meld")))
        if choice.win:
            call = _("Zhimo 自摸") if mine else _("Hu 胡")
            return Tip(choice, _("{card} completes your hand: every card in a meld. {call}: claim the win!").format(
                card=card_words, call=call))
        if mine:
            if cards:
                words = _("You turned up {card}: meld it with your {cards} into a {meld} laid face up. Drag the lit "
                          "cards onto it (or press Meld).")
            else:
                words = _("You turned up {card}: meld it alone into a {meld} laid face up. Drag the lit cards onto "
                          "it (or press Meld).")
            return Tip(choice, words.format(card=card_words, cards=cards, meld=word))
        call = _("Gan 槓") if kind == "quad" else _("Pong 碰") if kind == "triple" else _("Chi 吃")
        rule = (_("anyone may take a card that completes their triple or quad") if kind in M.IDENTICAL else
                _("the next player may take a card for a group"))
        return Tip(choice, _("{call}: {name}'s {card} completes your {meld} with {cards} — {rule}. Press it on the "
                             "claim bar, or drag the lit cards onto the card.").format(
            call=call, name=names(owner), card=card_words, meld=word, cards=cards, rule=rule))
    if mine:
        return Tip(Pass(), _("Your {card} makes no meld worth laying now: throw it away (it lands in your discards "
                             "and the next player draws).").format(card=named([card])))
    return Tip(Pass(), _("You could take {name}'s {card}, but it would break better melds: pass ({key}).").format(
        name=names(owner), card=named([card]), key="P"))


def banker_tip(variant, obs, legal: Sequence[Action], normal, goals_open: set[str], names) -> Tip | None:
    """The coach's tip for a Sap Tim Pun decision (sap-tim-pun.md §3, §6): the limit, the stake, draw or
    stand, with the chance of busting counted from the tiles the learner cannot see."""
    from game.ai.banker import odds
    from game.model.mahjong import words
    from game.rules.banker.actions import Bet, Draw, SetLimit, Stand
    if not legal:
        return None
    if obs.phase == "limit":
        limit = next((a for a in legal if isinstance(a, SetLimit) and a.amount == variant.default_limit), legal[0])
        return Tip(limit, _("You bank this round: declare the most anyone may bet. {amount} is usual.").format(
            amount=limit.amount))
    if obs.phase == "bet":
        amount = min(2, obs.limit)
        return Tip(Bet(amount), _("Stake 1 to {limit} chips on this hand: you win it if your hand beats the "
                                  "banker's ({banker}'s), and lose it otherwise. Stake {amount} ({key}) while you "
                                  "learn.").format(limit=obs.limit, banker=names(obs.banker), amount=amount,
                                                   key="Enter"))
    value = variant.hand_half_points(obs.hand)
    pool = odds.unseen_pool(obs.seen)
    k, n = odds.bust_count(value, pool, variant.target), sum(pool)
    bust = ngettext("a draw busts {k} time in {n}", "a draw busts {k} times in {n}", k).format(k=k, n=n)
    if not any(isinstance(a, Stand) for a in legal):
        return Tip(Draw(), _("You hold {value}: under {least} you must draw ({key}). Your drawn tiles stay hidden from "
                             "the others.").format(value=words(value), least=words(variant.must_draw_below), key="D"))
    choice = normal.act(obs, legal)
    if isinstance(choice, Draw) and "stand" in goals_open and value >= 16:
        choice = Stand()        # a good hand to learn standing on
    if isinstance(choice, Stand):
        return Tip(Stand(), _("You hold {value}; {bust}. Stand ({key}): the banker must beat {value} — a tie goes to "
                              "the banker.").format(value=words(value), bust=bust, key="S"))
    return Tip(Draw(), _("You hold {value}; {bust}, and {value} seldom beats the banker: draw ({key}). Over 10½ you are "
                         "bust and lose your stake at once.").format(value=words(value), bust=bust, key="D"))


# The melds in a tip's words (game.rules.rummy.melds.MELD_WORDS), for the catalogue.
MELDS = {"one_card": N_("one-card meld"), "pair": N_("pair"), "command": N_("command group"),
         "field": N_("field group"), "triple": N_("triple"), "three_footman": N_("three-footman group"),
         "quad": N_("quad"), "four_footman": N_("four-footman group")}