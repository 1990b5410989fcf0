"""Looking back at the hand so far: every public play, trick by trick (issue 13, item 14).

Card games let a player see the last trick and what has been played; here the
story is told from the engine's own events (``game.store.hand_events``), never
from the table's animations, so it is the same in the window, in the terminal
table and after an undo or a resume. Only what every player saw is told: plays,
passes, tricks won and cards laid face up. A seat's answer to a question that
would say what it holds (declining to lay out a supreme) is left out, so a
hot-seat table can show it to anyone.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from game.model.cards import Card
from game.rules import events as E
from game.ui.words import agree, count, does


@dataclass(frozen=True)
class Line:
    """One line of the story.

    ``kind`` is ``trick`` (a trick begins: its number), ``play`` (with ``cards``),
    ``pass``, ``won`` (the trick's winner) or ``note`` (cards laid out, a bonus, a
    declaration). ``trick`` is the trick's number, 0 before the first lead.
    """

    kind: str
    words: str
    seat: int | None = None
    cards: tuple[Card, ...] = ()
    trick: int = 0


def look_back(events: Iterable[E.Event], names: Sequence[str]) -> list[Line]:
    """The story of the events so far, in the order they happened."""
    lines: list[Line] = []
    trick = 0
    for event in events:
        if isinstance(event, E.Redealt):
            lines.append(Line("note", f"{does(names[event.seat], 'demand')} a new deal", event.seat))
        elif isinstance(event, E.Played):
            if event.lead:
                trick += 1
                lines.append(Line("trick", f"Trick {trick}", trick=trick))
            verb = "lead" if event.lead else "beat with"
            lines.append(Line("play", f"{does(names[event.seat], verb)} {event.name}", event.seat, event.cards,
                              trick))
        elif isinstance(event, E.Passed):
            lines.append(Line("pass", does(names[event.seat], "pass"), event.seat, trick=trick))
        elif isinstance(event, E.TrickWon):
            lines.append(Line("won", f"{does(names[event.seat], 'win')} the trick: +{count(event.wu_gained, 'wu')}",
                              event.seat, event.cards, trick))
        elif isinstance(event, (E.LaidOut, E.HardCardsLaidOut)):
            what = "a supreme 至尊" if isinstance(event, E.LaidOut) else "hard cards 硬张"
            lines.append(Line("note", f"{does(names[event.seat], 'lay')} out {what}: +{count(event.wu_gained, 'wu')}",
                              event.seat, event.cards, trick))
        elif isinstance(event, E.MultiplierCardsLaidOut):
            lines.append(Line("note", f"{does(names[event.seat], 'lay')} out "
                                      f"{count(len(event.cards), 'card')}: "
                                      f"+{count(event.multipliers, 'multiplier')} if winning",
                              event.seat, event.cards, trick))
        elif isinstance(event, E.TalonTaken):
            lines.append(Line("note", f"{does(names[event.seat], 'take')} the talon "
                                      f"({count(event.size, 'card')})", event.seat))
        elif isinstance(event, E.BonusPaid):
            lines.append(Line("note", f"Four of a kind: {names[event.seat]} {agree(names[event.seat], 'are')} paid "
                                      f"{count(event.payments[event.seat], 'chip')}", event.seat, event.kinds, trick))
        elif isinstance(event, E.Continued):
            lines.append(Line("note", f"{does(names[event.seat], 'play')} on with {count(event.wu, 'wu')}",
                              event.seat, trick=trick))
        elif isinstance(event, E.Declared):
            lines.append(Line("note", f"{does(names[event.seat], 'declare')} with {count(event.wu, 'wu')}",
                              event.seat, trick=trick))
        elif isinstance(event, E.LeadPassed):
            lines.append(Line("note", f"{names[event.from_seat]} has no cards: {names[event.to_seat]} leads",
                              event.to_seat, trick=trick))
    return lines


def last_trick(lines: Sequence[Line]) -> list[Line]:
    """The lines of the latest trick (the one being played, or the last one won)."""
    starts = [i for i, line in enumerate(lines) if line.kind == "trick"]
    return list(lines[starts[-1]:]) if starts else []


def as_text(lines: Sequence[Line]) -> list[str]:
    """The story for a terminal: tricks as headings, each play with its cards."""
    out: list[str] = []
    for line in lines:
        if line.kind == "trick":
            out.append(f"  {line.words}:")
        elif line.cards and line.kind in ("play", "note"):
            out.append(f"    {line.words}: {' '.join(str(c) for c in line.cards)}")
        else:
            out.append(f"    {line.words}")
    return out
