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

from game.i18n import N_, _
from game.model.cards import Card
from game.rules import events as E
from game.ui.play_words import play_name
from game.ui.words import count, said


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


def look_back(events: Iterable[E.Event], names: Sequence[str], variant=None) -> list[Line]:
    """The story of the events so far, in the order they happened, in the language shown (each line a
    whole catalogue message). With ``variant`` a play is named in the language shown (game.ui.play_words);
    without, by the engine's English name."""
    lines: list[Line] = []
    trick = 0

    def called(event) -> str:
        if variant is None:
            return event.name
        return play_name(variant, variant.classify(event.cards)) or event.name

    for event in events:
        seat = getattr(event, "seat", None)
        who = names[seat] if seat is not None else ""
        if isinstance(event, E.Redealt):
            lines.append(Line("note", said(who, N_("{who} demand a new deal"), N_("{who} demands a new deal")), seat))
        elif isinstance(event, E.Played):
            if event.lead:
                trick += 1
                lines.append(Line("trick", _("Trick {n}").format(n=trick), trick=trick))
            if event.lead:
                words = said(who, N_("{who} lead {play}"), N_("{who} leads {play}"), play=called(event))
            else:
                words = said(who, N_("{who} beat with {play}"), N_("{who} beats with {play}"), play=called(event))
            lines.append(Line("play", words, seat, event.cards, trick))
        elif isinstance(event, E.Passed):
            lines.append(Line("pass", said(who, N_("{who} pass"), N_("{who} passes")), seat, trick=trick))
        elif isinstance(event, E.TrickWon):
            lines.append(Line("won", said(who, N_("{who} win the trick: +{wu}"), N_("{who} wins the trick: +{wu}"),
                                          wu=count(event.wu_gained, "wu")), seat, event.cards, trick))
        elif isinstance(event, E.LaidOut):
            lines.append(Line("note", said(who, N_("{who} lay out a supreme 至尊: +{wu}"),
                                           N_("{who} lays out a supreme 至尊: +{wu}"), wu=count(event.wu_gained, "wu")),
                              seat, event.cards, trick))
        elif isinstance(event, E.HardCardsLaidOut):
            lines.append(Line("note", said(who, N_("{who} lay out hard cards 硬张: +{wu}"),
                                           N_("{who} lays out hard cards 硬张: +{wu}"), wu=count(event.wu_gained, "wu")),
                              seat, event.cards, trick))
        elif isinstance(event, E.MultiplierCardsLaidOut):
            lines.append(Line("note", said(who, N_("{who} lay out {cards}: +{multipliers} if winning"),
                                           N_("{who} lays out {cards}: +{multipliers} if winning"),
                                           cards=count(len(event.cards), "card"),
                                           multipliers=count(event.multipliers, "multiplier")),
                              seat, event.cards, trick))
        elif isinstance(event, E.TalonTaken):
            lines.append(Line("note", said(who, N_("{who} take the talon ({cards})"),
                                           N_("{who} takes the talon ({cards})"), cards=count(event.size, "card")),
                              seat))
        elif isinstance(event, E.BonusPaid):
            lines.append(Line("note", said(who, N_("Four of a kind: {who} are paid {chips}"),
                                           N_("Four of a kind: {who} is paid {chips}"),
                                           chips=count(event.payments[event.seat], "chip")), seat, event.kinds, trick))
        elif isinstance(event, E.Continued):
            lines.append(Line("note", said(who, N_("{who} play on with {wu}"), N_("{who} plays on with {wu}"),
                                           wu=count(event.wu, "wu")), seat, trick=trick))
        elif isinstance(event, E.Declared):
            lines.append(Line("note", said(who, N_("{who} declare with {wu}"), N_("{who} declares with {wu}"),
                                           wu=count(event.wu, "wu")), seat, trick=trick))
        elif isinstance(event, E.LeadPassed):
            lines.append(Line("note", _("{who} has no cards: {next} leads").format(
                who=names[event.from_seat], next=names[event.to_seat]), event.to_seat, trick=trick))
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
