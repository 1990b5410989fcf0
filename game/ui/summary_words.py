"""Where a hand's chips came from, for the end-of-hand summary (issue 13, item 10).

Every chip that changes hands is in one of the engine's payment events —
``BonusPaid`` (four of a kind), ``Declared`` and ``Settled`` — each with what
every seat received. The summary tells each of these in words with its
amounts, so the lines always add up to the hand's result; the numbers come
from the events, and only the *why* (tier, points × multipliers, scores) is
asked of the variant and the finished game. Seats sitting out, redeals, a
hand thrown in and a void hand are told as notes: no chips, but a reason.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from game.i18n import N_, _
from game.rules import events as E
from game.ui.play_words import card_zh
from game.ui.words import count, times

PAYMENTS = (E.BonusPaid, E.Declared, E.Settled)


@dataclass(frozen=True)
class Payment:
    """One payment of the hand: why, and what each seat received (negative: paid)."""

    words: str
    amounts: tuple[int, ...]

    def amount_words(self, names: Sequence[str]) -> str:
        """'Ming +4 · You −2 · Lan −2': who received and who paid, receivers first."""
        order = sorted((s for s, a in enumerate(self.amounts) if a), key=lambda s: -self.amounts[s])
        return " · ".join(f"{names[s]} {self.amounts[s]:+d}".replace("-", "−") for s in order)


@dataclass(frozen=True)
class HandStory:
    """What the summary explains: the payments in the order made, and notes without chips."""

    payments: tuple[Payment, ...]
    notes: tuple[str, ...]

    @property
    def lines(self) -> int:
        return 2 * len(self.payments) + len(self.notes)


def explain(events: Iterable[E.Event], game, names: Sequence[str]) -> HandStory:
    """Each payment of a finished hand in words (the language shown), from its events; ``game`` says
    how scores were made."""
    v = game.variant
    payments: list[Payment] = []
    notes: list[str] = []
    redeals: list[int] = []
    settled = False
    for event in events:
        if isinstance(event, E.BonusPaid):
            kinds = _(", ").join(str(k) for k in event.kinds)
            each = each_words(event.payments, event.seat)
            if len(event.kinds) == 1:
                words = _("Four of a kind ({kinds}) won by {who}: {each}").format(
                    kinds=kinds, who=names[event.seat], each=each)
            else:
                words = _("{n} fours of a kind ({kinds}) won by {who}: {each}").format(
                    n=len(event.kinds), kinds=kinds, who=names[event.seat], each=each)
            payments.append(Payment(words, tuple(event.payments)))
        elif isinstance(event, E.Declared):
            payments.append(Payment(declared_words(event, game, names), tuple(event.payments)))
        elif isinstance(event, E.Settled):
            settled = True
            words = settled_words(event, game, names)
            if any(event.payments):
                payments.append(Payment(words, tuple(event.payments)))
            else:
                notes.append(words)
        elif isinstance(event, E.Redealt):
            redeals.append(event.seat)
        elif isinstance(event, E.ThrownIn):
            notes.append(_("{who} threw the hand in: nobody pays").format(who=names[event.seat]))
        elif isinstance(event, E.HandOver) and event.void and not (game.thrown_in or settled):
            notes.append(_("Nobody declared before the cards ran out: a void hand, no payments"))
    if redeals:
        who = _(", ").join(dict.fromkeys(names[s] for s in redeals))
        notes.insert(0, _("Dealt again {times} ({who} asked)").format(times=times(len(redeals)), who=who))
    sitter = getattr(game, "sitter", None)
    if sitter is not None:
        notes.append(_("{who} sat this hand out: pays and receives nothing").format(who=names[sitter]))
    if v.dealer_pays_double and payments:
        notes.append(_("{who} dealt: payments to or from the dealer are doubled").format(who=names[game.dealer]))
    return HandStory(tuple(payments), tuple(notes))


def headline(events: Iterable[E.Event], names: Sequence[str], declare_term: str = "") -> str:
    """The summary's title, from how the hand ended: a declaration, the cards running out, a throw-in.
    ``declare_term`` (' 食湖') says the declaration is Sap Ng Wu's eating of the lake."""
    for event in events:
        if isinstance(event, E.Declared):
            message = N_("{who} declared 食湖 with {wu}") if declare_term.strip() else N_("{who} declared with {wu}")
            return _(message).format(who=names[event.seat], wu=count(event.wu, "wu"))
        if isinstance(event, E.Settled):
            if event.reason == "most" and event.winner is not None:
                return _("The cards ran out: {who} is paid").format(who=names[event.winner])
            return _("The cards ran out: every score settled") if any(event.payments) else _("The cards ran out")
        if isinstance(event, E.ThrownIn):
            return _("{who} threw the hand in").format(who=names[event.seat])
    return _("A void hand: nobody declared")


def each_words(amounts: Sequence[int], seat: int) -> str:
    """'2 chips from each player' (the least any payer paid: the dealer may pay double)."""
    paid = [-a for s, a in enumerate(amounts) if s != seat and a < 0]
    each = min(paid) if paid else 0
    return _("{chips} from each player").format(chips=count(each, "chip"))


def score_words(game, seat: int) -> str:
    """How a score by points and multipliers came about: '4 points × 3 (1 triple, 财神×1) + 1 bonus = 13'."""
    v = game.variant
    wu = game.wu[seat]
    if v.multiply == "none" and not (v.bonus_plays or v.bonus_set_of_four):
        if v.declare_rule == "higher_tier":
            tier = v.tier_index(wu)
            return _("tier {wu}").format(wu=v.tiers[tier].wu) if tier >= 0 else ""
        return f"{count(v.tier_chips(wu), 'point')}"
    triples, fours, bonus = game.sets_won(seat)
    gods = len(game.laid_aside(seat))
    points = v.tier_chips(wu)
    words = count(points, "point")
    if v.multiply != "none":
        why = ([count(triples, "triple")] if triples and v.multiplier_triple else []) + \
              ([count(fours, "four")] if fours and v.multiplier_four else []) + \
              ([f"{card_zh(v, v.multiplier_cards[0])}×{gods}"] if gods else [])
        words += f" × {v.multiplier(triples, fours, gods)}"
        if why:
            words += _(" ({why})").format(why=_(", ").join(why))
    if bonus:
        words += _(" + {n} bonus").format(n=bonus)
    return f"{words} = {game.score(seat)}"


def declared_words(event: E.Declared, game, names: Sequence[str]) -> str:
    v = game.variant
    who = names[event.seat]
    message = N_("{who} declared 食湖 with {wu}") if v.declare_rule == "higher_tier" else N_("{who} declared with {wu}")
    head = _(message).format(who=who, wu=count(event.wu, "wu"))
    if v.settlement == "winner":
        return _("{head}: {score}; {each}").format(head=head, score=score_words(game, event.seat),
                                                   each=each_words(event.payments, event.seat))
    return _("{head}: {settled}").format(head=head, settled=settle_words(v.settlement, game, names))


def settle_words(settlement: str, game, names: Sequence[str]) -> str:
    """Every seat's score settled (Ma Hua Hua): the scores and the rule."""
    seats = [s for s in range(game.players) if s != getattr(game, "sitter", None)]
    scores = _(", ").join(f"{names[s]} {game.score(s)}" for s in seats)
    if settlement == "pairwise":
        return _("scores {scores}; every two players settle the difference").format(scores=scores)
    return _("scores {scores}; each player who scored is paid that score by each who did not").format(scores=scores)


def settled_words(event: E.Settled, game, names: Sequence[str]) -> str:
    if event.reason == "most" and event.winner is not None:
        w = event.winner
        return _("The cards ran out: {who} has the most winning cards ({wu}) and is paid as if declaring: "
                 "{score}; {each}").format(who=names[w], wu=count(game.wu[w], "wu"), score=score_words(game, w),
                                           each=each_words(event.payments, w))
    if not any(event.payments):
        return _("The cards ran out and nobody reached the winning count: no payments")
    return _("The cards ran out: {settled}").format(settled=settle_words(event.reason, game, names))
