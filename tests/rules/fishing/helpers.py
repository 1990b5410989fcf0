"""Shared helpers for the fishing tests (docs/rules/fishing.md)."""
from __future__ import annotations

from game.model.cards import Card
from game.rules import Capture, LayOut, Pass, Release, load_variant, new_game

CARDS = "shi-wu-hu-fishing"
TILES = "shi-wu-hu-fishing-dominoes"
DECKS = (CARDS, TILES)


def cs(text: str) -> list[str]:
    """``"6:6 6:6 4:5"`` -> a list of card texts."""
    return text.split()


def position(vid: str = CARDS, hands: tuple[str, ...] = ("", ""), lake: str = "", pile: str = "", dealer: int = 0,
             options: dict | None = None, **kw):
    """A set position from card texts; the pile is written top card first."""
    v = load_variant(vid, options or {})
    return new_game(v, players=len(hands), dealer=dealer, hands=[cs(h) for h in hands], lake=cs(lake),
                    pile=cs(pile), **kw)


def names(cards) -> list[str]:
    return sorted(str(c) for c in cards)


def deck_counts(g) -> dict[Card, int]:
    """Every card the position holds: hands, lake, catches, pile and the card turned up."""
    out: dict[Card, int] = {}
    cards = [c for h in g.hands for c in h] + list(g.lake) + [c for k in g.catches for c in k] + list(g.pile)
    if g.drawn is not None:
        cards.append(g.drawn)
    for c in cards:
        out[c] = out.get(c, 0) + 1
    return out


__all__ = ["CARDS", "DECKS", "TILES", "Capture", "LayOut", "Pass", "Release", "cs", "deck_counts", "names", "position"]
