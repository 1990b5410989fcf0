"""Learning a game in the window: the How to play page of any variant (issue 17).

The page is built here as plain values (``page.Page`` of blocks), with no
pygame, so it can be tested and printed as text; ``game.ui.rules_screen`` draws
it. Text that is the same for every game of a family is read from the family's
rules document (``docs/rules/``, its "How to play" part: one source for the
repository and the window); what a game's variant file declares (its cards,
suits, plays, tiers, deal, capture table, scoring groups, house rules) is read
from the variant itself, so a player's own file gets a correct page too.
"""
from game.learn.page import Bullets, CardRow, Heading, Page, Paragraph, Table, page_for

__all__ = ["Bullets", "CardRow", "Heading", "Page", "Paragraph", "Table", "page_for"]
