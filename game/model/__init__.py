"""Plain values the games are made of: cards and counts of cards. No pygame, no rules."""
from game.model.cards import Card, parse_card, parse_cards

__all__ = ["Card", "parse_card", "parse_cards"]
