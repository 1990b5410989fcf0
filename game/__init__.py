"""Fifteen Lakes: traditional Chinese domino-card, tile and four-colour card games (Sap Ng Wu 十五湖 and its kin).

The package is layered one way (see DESIGN.md): model → rules → ai → store → ui.
"""

__version__ = "0.1.0"
