"""Shared helpers of the rummy tests (docs/rules/si-se-pai.md)."""
from __future__ import annotations

from game.model.four_colour import FourColourCard
from game.rules import Claim, Discard, Pass, load_variant, new_game

V = load_variant("si-se-pai")


def game(hands, pile=("Y-Ad", "Y-Ad", "Y-Ad", "Y-Ad"), dealer=0, players=4, v=V):
    """A set position: ``hands`` per seat, ``pile`` top card first (cards not listed are out of play)."""
    return new_game(v, players=players, dealer=dealer, hands=[list(h) for h in hands], pile=list(pile))


def names(cards) -> list[str]:
    return [str(c) for c in cards]


def hand_total(g, seat) -> int:
    return len(g.hands[seat]) + sum(len(m) for m in g.exposed[seat])


def seen_total(g) -> int:
    """Every card in play: hands, exposed melds, discards, the pile and the offered card."""
    return (sum(len(h) for h in g.hands) + sum(len(m) for ms in g.exposed for m in ms)
            + sum(len(d) for d in g.discards) + len(g.pile) + (1 if g.offered else 0))


def answer_all(g, answers):
    """Answer the open window: ``answers[seat]`` for each seat asked (Pass if not given); returns the events."""
    events = []
    while g.phase == "claim" and g.offered is not None:
        seat = g.current_player
        events += g.apply(answers.get(seat, Pass()))
        if events:
            break
    return events


__all__ = ["Claim", "Discard", "FourColourCard", "Pass", "V", "answer_all", "game", "hand_total", "names",
           "seen_total"]
