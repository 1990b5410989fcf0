"""A table in the terminal: play a match of any variant against computer seats.

It is the game's first face, before the window, and stays useful for playing
over ssh and for checking the rules by hand. It knows no rules: it shows what
the engine says, offers the engine's legal actions, and prints the engine's
reason when a typed play is refused.
"""
from __future__ import annotations

import sys
from typing import Callable, TextIO

from game.ai import make_player
from game.model.cards import Card
from game.rules import Action, Continue, Declare, LayOut, Match, Pass, Play, load_variant
from game.rules import events as E
from game.store import hand_events
from game.ui.history import as_text, look_back
from game.ui.words import agree, count, does, plural

NAMES = ["You", "Ming", "Lan", "Wei"]


class TextTable:
    """One human (seat 0) and computer seats, in a text terminal."""

    FIRST = "lead"          # what the dealer does first: lead (climbing), play (fishing)
    TELL_START = False      # whether the deal's own events (a heaven pair laid out) are told before play
    HELP = ("Type the number of a choice, or the cards to play (e.g. 1:3 1:3); p passes, "
            "history shows this hand's plays, q quits.")
    UNIT = "hand"           # what a match is counted in: hands, or rounds (the banker game: one wall each)
    UNIT_NOTE = ""          # said after the count in the opening line (" (one wall each)")
    KEEP_CASE = False       # whether typed text keeps its case (Si Se Pai's card codes: W-Ch is not W-CH)

    def __init__(self, variant: str = "sap-ng-wu", players: int = 3, seed: int | None = None,
                 hands: int | None = None, level: str = "simple", out: TextIO = sys.stdout,
                 ask: Callable[[str], str] = input) -> None:
        self.variant = load_variant(variant)
        self.match = Match.start(self.variant, players, seed=seed, length=hands)
        self.bots = {s: make_player(level, seed=s) for s in range(1, players)}
        self.out = out
        self.ask = ask
        self.names = NAMES[:players]

    def say(self, text: str = "") -> None:
        print(text, file=self.out)

    def does(self, seat: int, verb: str) -> str:
        """'You pass', 'Ming passes': seat 0, the person at the keyboard, is called You."""
        return does(self.names[seat], verb)

    def card_text(self, cards) -> str:
        return " ".join(str(c) for c in cards) if cards else "—"

    def run(self) -> int:
        v = self.variant
        self.say(f"Fifteen Lakes — {v.name} {v.chinese}: {count(self.match.length, self.UNIT)}{self.UNIT_NOTE}, "
                 f"{count(self.match.players, 'player')}.")
        self.say(self.HELP)
        try:
            while not self.match.is_over:
                self.play_hand()
                result = self.match.finish_hand()
                self.say(f"\nAfter {self.UNIT} {result.number}: " + ", ".join(
                    f"{self.names[s]} {t:+d}" for s, t in enumerate(self.match.totals)))
        except (EOFError, KeyboardInterrupt):
            self.say("\nLeaving the table.")
            return 0
        self.say("\nThe match is over. Final chips: " + ", ".join(
            f"{self.names[s]} {t:+d}" for s, t in enumerate(self.match.totals)))
        return 0

    def play_hand(self) -> None:
        g = self.match.game
        assert g is not None
        dealer = self.names[g.dealer]
        self.say(f"\n=== Hand {self.match.hand_number} of {self.match.length}: {does(dealer, 'deal')} and "
                 f"{agree(dealer, self.FIRST)}. ===")
        if self.TELL_START:
            for event in getattr(g, "start_events", ()) or ():
                self.tell(event)
        self.play_out(g)

    def play_out(self, g) -> None:
        """Turn by turn until the hand is over: the person (seat 0) chooses, the computers act, and
        every event the engine returns is told."""
        while not g.is_over:
            seat = g.current_player
            legal = g.legal_actions()
            action = self.choose(g, legal) if seat == 0 else self.bots[seat].act(g.observation(seat), legal)
            for event in g.apply(action):
                self.tell(event)

    def show(self, g) -> None:
        v = self.variant
        self.say("")
        for s in range(g.players):
            mark = "*" if s == g.dealer else " "
            needs = f", continuing: needs {g.needs(s)}" if g.needs(s) else ""
            self.say(f" {mark}{self.names[s]:5} {count(len(g.hands[s]), 'card'):>8}  {g.wu[s]:2} wu  "
                     f"{g.chips[s]:+d} {plural('chip', g.chips[s])}{needs}")
        if g.top:
            seat, combo = g.top
            self.say(f"  To beat: {self.names[seat]}'s {combo.name}")
        hand = g.hands[0]
        self.say(f"  Your hand ({len(hand)}):")
        for suit in v.suits:
            cards = sorted((c for c in hand if v.suit_of.get(c) is suit), key=lambda c: -suit.ranks[c])
            if cards:
                self.say(f"    {suit.name:18} {self.card_text(cards)}")
        loose = [c for c in hand if c not in v.suit_of]       # hard cards and extras, laid out before play
        if loose:
            self.say(f"    {'In no suit':18} {self.card_text(loose)}")

    def choose(self, g, legal: list[Action]) -> Action:
        self.show(g)
        if g.phase == "decide":
            nxt = self.variant.next_tier_wu(self.variant.tier_index(g.wu[0]))
            self.say(f"  You have {g.wu[0]} wu: declare now for {count(g.score(0), 'chip')} from each player"
                     + (f", or continue and declare from {nxt} wu." if nxt else "."))
        numbered = legal if len(legal) <= 24 else [a for a in legal if not isinstance(a, Play)]
        for i, action in enumerate(numbered, 1):
            self.say(f"   [{i}] {self.describe(action)}")
        if len(numbered) < len(legal):
            self.say(f"   ... and {count(len(legal) - len(numbered), 'play')}: type the cards, or 'all' to list them")
        while True:
            text = self.ask("> ").strip().lower()
            if text in ("q", "quit", "exit"):
                raise EOFError
            if text == "all":
                for action in legal:
                    self.say(f"   {self.describe(action)}")
                continue
            if text in ("h", "history"):
                self.history(g)
                continue
            action = self.parse(text, numbered, g)
            if action is None:
                continue
            reason = g.why_illegal(action)
            if reason is None:
                return action
            self.say(f"  Not allowed: {reason}.")

    def choose_listed(self, g, legal: list[Action]) -> Action:
        """Every legal action numbered, then typed lines until the engine accepts one: the loop the
        fishing, banker and Si Se Pai tables share (climbing's own also lists 'all' and the history).
        A line ``heard`` takes (the banker's hint) is answered and asked again."""
        for i, action in enumerate(legal, 1):
            self.say(f"   [{i}] {self.describe_choice(action, g)}")
        while True:
            text = self.ask("> ").strip()
            if not self.KEEP_CASE:
                text = text.lower()
            if text.lower() in ("q", "quit", "exit"):
                raise EOFError
            if text in ("?", "help"):
                self.say("  " + self.HELP)
                continue
            if self.heard(text, g, legal):
                continue
            action = self.parse(text, legal, g)
            if action is None:
                self.say("  " + self.HELP)
                continue
            reason = g.why_illegal(action)
            if reason is None:
                return action
            self.say(f"  Not allowed: {reason}.")

    def describe_choice(self, action: Action, g) -> str:
        """A numbered choice's words (Si Se Pai's name the card on offer, so they see the game)."""
        return self.describe(action)

    def heard(self, text: str, g, legal: list[Action]) -> bool:
        """Answer a table command of the family's own (none here); True if ``text`` was one."""
        return False

    def history(self, g) -> None:
        """This hand's plays so far, trick by trick (what every player has seen)."""
        lines = as_text(look_back(hand_events(g.log, self.variant), self.names))
        self.say("  This hand so far:" if lines else "  Nothing has been played yet.")
        for line in lines:
            self.say(line)

    def parse(self, text: str, numbered: list[Action], g) -> Action | None:
        if text.isdigit() and 1 <= int(text) <= len(numbered):
            return numbered[int(text) - 1]
        if text in ("p", "pass"):
            return Pass()
        if text in ("d", "declare"):
            return Declare()
        if text in ("c", "continue"):
            return Continue()
        try:
            cards = [Card.parse(t) for t in text.replace(",", " ").split()]
        except ValueError as err:
            self.say(f"  {err}")
            return None
        if not cards:
            return None
        return LayOut(cards) if g.phase == "layout" else Play(cards)

    def describe(self, action: Action) -> str:
        if isinstance(action, (Play, LayOut)):
            combo = self.variant.classify(action.cards)
            verb = "Lay out" if isinstance(action, LayOut) else "Play"
            return f"{verb} {self.card_text(action.cards)}  ({combo.name if combo else '?'})"
        return {"Pass": "Pass", "Declare": "Declare a win", "Continue": "Continue playing",
                "TakeTalon": "Take the talon", "Redeal": "Demand a redeal", "PlayOn": "Play the hand",
                "ThrowIn": "Throw the hand in"}.get(type(action).__name__, repr(action))

    def tell(self, event: E.Event) -> None:
        n = self.names
        if isinstance(event, E.Played):
            self.say(f"  {self.does(event.seat, 'lead' if event.lead else 'beat')}{'' if event.lead else ' with'} {event.name}: {self.card_text(event.cards)}")
        elif isinstance(event, E.Passed):
            self.say(f"  {self.does(event.seat, 'pass')}")
        elif isinstance(event, E.TrickWon):
            self.say(f"  {self.does(event.seat, 'win')} the trick: +{event.wu_gained} wu, {event.wu} in all")
        elif isinstance(event, E.LaidOut):
            self.say(f"  {self.does(event.seat, 'lay')} out a supreme {self.card_text(event.cards)}: +{event.wu_gained} wu")
        elif isinstance(event, E.HardCardsLaidOut):
            self.say(f"  {self.does(event.seat, 'lay')} out hard cards {self.card_text(event.cards)}: +{event.wu_gained} wu")
        elif isinstance(event, E.MultiplierCardsLaidOut):
            self.say(f"  {self.does(event.seat, 'lay')} out {self.card_text(event.cards)}: "
                     f"+{count(event.multipliers, 'multiplier')} if winning")
        elif isinstance(event, E.BonusPaid):
            self.say(f"  {n[event.seat]} won four of a kind ({self.card_text(event.kinds)}): "
                     f"+{count(event.payments[event.seat], 'chip')}")
        elif isinstance(event, E.Declared):
            self.say(f"  {self.does(event.seat, 'declare')} a win with {event.wu} wu and "
                     f"{agree(n[event.seat], 'receive')} {count(event.payments[event.seat], 'chip')}!")
        elif isinstance(event, E.Continued) and event.seat != 0:
            self.say(f"  {n[event.seat]} plays on with {event.wu} wu")
        elif isinstance(event, E.LeadPassed):
            self.say(f"  {n[event.from_seat]} has no cards; {n[event.to_seat]} leads")
        elif isinstance(event, E.HandOver) and event.void:
            self.say("  Every hand is empty and nobody declared: a void hand, no payments.")


def text_table(variant: str = "sap-ng-wu", players: int = 3, seed: int | None = None, hands: int | None = None,
               level: str = "simple", **kwargs) -> TextTable:
    """The terminal table for the variant's family (the fishing game shows a lake, not a trick)."""
    if getattr(load_variant(variant), "family", "climbing") == "fishing":
        from game.ui.text_fishing import FishingTextTable
        return FishingTextTable(variant, players, seed, hands, level, **kwargs)
    if getattr(load_variant(variant), "family", "climbing") == "banker":
        from game.ui.text_banker import BankerTextTable
        return BankerTextTable(variant, players, seed, hands, level, **kwargs)
    if getattr(load_variant(variant), "family", "climbing") == "rummy":
        from game.ui.text_rummy import RummyTextTable
        return RummyTextTable(variant, players, seed, hands, level, **kwargs)
    return TextTable(variant, players, seed, hands, level, **kwargs)
