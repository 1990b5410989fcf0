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
    name = combo.name
    order = {c: (i, k) for i, suit in enumerate(getattr(variant, "suits", ())) for k, c in enumerate(suit.cards)}
    shown = " ".join(str(c) for c in sorted((Card.parse(str(c)) for c in cards), key=lambda c: order.get(c, (9, 0))))
    if combo.kind in ("single", "set"):
        return name if str(cards[0]) in name else f"{name} ({shown})"
    return f"{combo.group or name.split(' (')[0]} ({shown})"


def _suit(variant, cards) -> str:
    suit = variant.suit_of.get(Card.parse(str(cards[0])))
    return f"{suit.name.lower()}" if suit is not None else "its suit"


def _why_play(variant, cards, lead: bool) -> str:
    """The rule that makes this play what it is, in a player's words."""
    combo = variant.classify([str(c) for c in cards])
    if combo is None:
        return ""
    if combo.kind == "single":
        return f"a single is beaten only by a higher single of its suit ({_suit(variant, cards)})"
    if combo.kind == "set":
        n = len(cards)
        word = {2: "pair", 3: "triple", 4: "four"}.get(n, "set")
        return f"a {word} is beaten only by a higher {word} of the same suit ({_suit(variant, cards)})"
    if combo.kind == "mixed":
        return ("a mixed play needs a civil card with military cards of the same value; only a higher group "
                "with the same number of cards of each suit beats it")
    if combo.kind == "supreme":
        return "nothing beats a supreme: led, it wins the trick at once" if lead else "a supreme beats nothing"
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
        return Tip(Declare(), f"You have {mine} wu, enough to declare 食湖: declare now and the hand ends with "
                              "every other player paying you. (Continue would play on for a higher tier, at a risk.)")
    if obs.phase == "layout" or any(isinstance(a, LayOut) for a in legal):
        lay = next((a for a in legal if isinstance(a, LayOut) and len(a.cards) == max(
            len(b.cards) for b in legal if isinstance(b, LayOut))), None)
        if lay is not None:
            return Tip(lay, f"You hold a supreme 至尊 ({' '.join(map(str, lay.cards))}): lay it out now and its "
                            f"cards count as {len(lay.cards)} wu at once.")
    plays = [a for a in legal if isinstance(a, Play)]
    if obs.top is None:
        if not isinstance(choice, Play):
            choice = plays[0] if plays else choice
        if isinstance(choice, Play):
            why = _why_play(variant, choice.cards, lead=True)
            return Tip(choice, f"Your lead: any play may lead. Lead your {_name(variant, choice.cards)}: {why}.")
        return Tip(choice, "")
    seat, top = obs.top
    top_words = f"{names(seat)}'s {_name(variant, top)}"
    if not plays:
        return Tip(Pass(), f"Nothing in your hand beats {top_words}: that needs a higher "
                           f"{_name_kind(variant, top)}. Pass (P).")
    can_pass = any(isinstance(a, Pass) for a in legal)
    teach_pass = can_pass and "pass" in goals_open and "beat" not in goals_open
    if isinstance(choice, Play) and not teach_pass:
        return Tip(choice, f"Beat {top_words} with your {_name(variant, choice.cards)}: same kind and size, "
                           "higher in the same suit. Whoever plays last in a trick wins its cards as wu.")
    cheapest = plays[0]
    return Tip(Pass(), f"You could beat {top_words} (with your {_name(variant, cheapest.cards)}), but your "
                       "good cards win more later: pass (P). Passing is not final: you may still beat a later "
                       "play of this trick.")


def _name_kind(variant, cards) -> str:
    combo = variant.classify([str(c) for c in cards])
    if combo is None:
        return "play"
    if combo.kind == "single":
        return f"single of its suit ({_suit(variant, cards)})"
    if combo.kind == "set":
        word = {2: "pair", 3: "triple", 4: "four"}.get(len(cards), "set")
        return f"{word} of its suit ({_suit(variant, cards)})"
    if combo.kind == "mixed":
        return "mixed play of a higher group, with as many cards of each suit"
    return "play of the same kind"


def fishing_tip(variant, obs, legal: Sequence[Action], normal, goals_open: set[str], names) -> Tip | None:
    """The coach's tip for a fishing game's decision (hand step or draw step)."""
    from game.rules.fishing import Capture, Release
    if not legal:
        return None
    choice = normal.act(obs, legal)
    drawn = obs.phase == "draw"
    where = "the card turned up from the pile" if drawn else "a card of your hand"
    captures = [a for a in legal if isinstance(a, Capture)]
    if isinstance(choice, Capture):
        fish = " and ".join(str(f) for f in choice.fish)
        pips = Card.parse(str(choice.bait)).spots
        return Tip(choice, f"Bait {choice.bait} ({where}) catches {fish}: the same pips ({pips}). Drag it onto "
                           f"the lit {choice.fish[0]} in the lake, or click the bait, then the fish.")
    if isinstance(choice, Release):
        if captures:
            return Tip(choice, f"Let {choice.card} go into the lake: the catches open to you are worth less "
                               "than what it would feed the next player. Drag it to open water.")
        return Tip(choice, f"Nothing in the lake has the pips of {choice.card} ({Card.parse(str(choice.card)).spots}):"
                           " release it into the lake. Drag it to open water, or click it, then the water.")
    return Tip(choice, normal.reason or "")


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
            out.append(f"{n.en} {n.zh}".strip() if n.zh != n.en else n.en)
        return ", ".join(out)
    if obs.phase == "discard":
        if not isinstance(choice, Discard):
            choice = next(a for a in legal if isinstance(a, Discard))
        return Tip(choice, f"You melded: now throw one card away. Throw {named([choice.card])}: "
                           f"{why or 'it is in none of your melds'}. Drag it up off your hand (Generals and "
                           "jokers are never thrown away).")
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
        word = M.MELD_WORDS.get(kind, "meld")
        if choice.win:
            call = "Zhimo 自摸" if mine else "Hu 胡"
            return Tip(choice, f"{card_words} completes your hand: every card in a meld. {call}: claim the win!")
        if mine:
            with_cards = f" with your {cards}" if cards else " alone"
            return Tip(choice, f"You turned up {card_words}: meld it{with_cards} into a {word} laid face up. Drag the "
                               "lit cards onto it (or press Meld).")
        call = "Gan 槓" if kind == "quad" else "Pong 碰" if kind == "triple" else "Chi 吃"
        rule = ("anyone may take a card that completes their triple or quad" if kind in M.IDENTICAL else
                "the next player may take a card for a group")
        return Tip(choice, f"{call}: {names(owner)}'s {card_words} completes your {word} with {cards} — {rule}. "
                           "Press it on the claim bar, or drag the lit cards onto the card.")
    if mine:
        return Tip(Pass(), f"Your {named([card])} makes no meld worth laying now: throw it away (it lands in your "
                           "discards and the next player draws).")
    return Tip(Pass(), f"You could take {names(owner)}'s {named([card])}, but it would break better melds: pass (P).")


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
        return Tip(limit, f"You bank this round: declare the most anyone may bet. {limit.amount} is usual.")
    if obs.phase == "bet":
        amount = min(2, obs.limit)
        return Tip(Bet(amount), f"Stake 1 to {obs.limit} chips on this hand: you win it if your hand beats the "
                                f"banker's ({names(obs.banker)}'s), and lose it otherwise. Stake {amount} (Enter) "
                                "while you learn.")
    value = variant.hand_half_points(obs.hand)
    pool = odds.unseen_pool(obs.seen)
    bust = f"a draw busts {odds.chance_words(odds.bust_count(value, pool, variant.target), sum(pool))}"
    if not any(isinstance(a, Stand) for a in legal):
        return Tip(Draw(), f"You hold {words(value)}: under {words(variant.must_draw_below)} you must draw (D). "
                           "Your drawn tiles stay hidden from the others.")
    choice = normal.act(obs, legal)
    if isinstance(choice, Draw) and "stand" in goals_open and value >= 16:
        choice = Stand()        # a good hand to learn standing on
    if isinstance(choice, Stand):
        return Tip(Stand(), f"You hold {words(value)}; {bust}. Stand (S): the banker must beat "
                            f"{words(value)} — a tie goes to the banker.")
    return Tip(Draw(), f"You hold {words(value)}; {bust}, and {words(value)} seldom beats the banker: "
                       "draw (D). Over 10½ you are bust and lose your stake at once.")
