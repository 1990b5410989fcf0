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
from game.ai.helpers import at_the_table
from game.model.cards import Card
from game.rules import Action, Continue, Declare, LayOut, Match, Pass, Play, load_variant
from game.rules import events as E
from game.store import hand_events
from game.i18n import N_, NN_, _, chinese, ngettext, plural_of
from game.reason import PlayName, reason_of
from game.ui.history import as_text, look_back
from game.ui.refusal import play_name, shown
from game.ui.variant_words import text as variant_text
from game.ui.words import count

# The seats' names at the terminal, in the language shown (nothing here is saved, so they may be translated).
NAMES = [N_("You"), N_("Ming"), N_("Lan"), N_("Wei")]


class TextTable:
    """One human (seat 0) and computer seats, in a text terminal."""

    # What the dealer does first, said of the person and of another (climbing: lead; fishing: play first).
    FIRST = (N_("You deal and lead."), N_("{name} deals and leads."))
    TELL_START = False      # whether the deal's own events (a heaven pair laid out) are told before play
    HELP = N_("Type the number of a choice, or the cards to play (e.g. 1:3 1:3); {p} passes, "
              "{history} shows this hand's plays, {q} quits.")
    UNITS = NN_("{n} hand", "{n} hands")   # what a match is counted in: hands, or rounds (banker: one wall each)
    AFTER = N_("After hand {number}: {totals}")
    UNIT_NOTE = ""          # said after the count in the opening line (" (one wall each)")
    KEEP_CASE = False       # whether typed text keeps its case (Si Se Pai's card codes: W-Ch is not W-CH)

    def __init__(self, variant: str = "sap-ng-wu", players: int = 3, seed: int | None = None,
                 hands: int | None = None, level: str = "simple", out: TextIO = sys.stdout,
                 ask: Callable[[str], str] = input) -> None:
        self.variant = load_variant(variant)
        self.match = Match.start(self.variant, players, seed=seed, length=hands)
        self.bots = {s: make_player(level, seed=s, **at_the_table(level)) for s in range(1, players)}
        self.out = out
        self.ask = ask
        self.names = [_(name) for name in NAMES[:players]]

    def say(self, text: str = "") -> None:
        print(text, file=self.out)

    def about(self, seat: int, you: str, other: str, **fields) -> str:
        """A sentence about ``seat``, whole in the catalogue: ``you`` for seat 0, the person at the keyboard
        ("You pass"), ``other`` for the others ("{name} passes"), with ``fields`` filled in."""
        return _(you if seat == 0 else other).format(name=self.names[seat], **fields)

    def help_text(self) -> str:
        """The table's help line: the commands typed stay as typed, whatever the language."""
        return _(self.HELP).format(p="p", q="q", r="r", d="d", s="s", b="b", l="l", history="history",
                                   hint="hint", win="win", all="all", n="N")

    def totals(self) -> str:
        return _LIST().join(f"{self.names[s]} {t:+d}" for s, t in enumerate(self.match.totals))

    def play_words(self, combo) -> str:
        """A climbing play by its name in the language shown ("pair of Goose 1:3", 2張鵝牌)."""
        if combo is None:
            return "?"
        if not chinese():
            return combo.name
        return play_name(PlayName(combo.name, combo.cards, str(combo.group or ""), combo.kind), self.variant)

    def refused(self, reason: str) -> str:
        """The engine's reason for refusing a typed play, in the language shown."""
        return _("  Not allowed: {reason}.").format(reason=shown(reason, self.variant, self.seat_name))

    def seat_name(self, seat: int) -> str:
        return self.names[seat]

    def card_text(self, cards) -> str:
        return " ".join(str(c) for c in cards) if cards else "—"

    def run(self) -> int:
        v = self.variant
        self.say(_("Fifteen Lakes — {name} {chinese}: {length}{note}, {players}.").format(
            name=v.name, chinese=v.chinese, length=plural_of(self.UNITS, self.match.length).format(
                n=self.match.length), note=_(self.UNIT_NOTE), players=count(self.match.players, 'player')))
        self.say(self.help_text())
        try:
            while not self.match.is_over:
                self.play_hand()
                result = self.match.finish_hand()
                self.say("\n" + _(self.AFTER).format(number=result.number, totals=self.totals()))
        except (EOFError, KeyboardInterrupt):
            self.say("\n" + _("Leaving the table."))
            return 0
        self.say("\n" + _("The match is over. Final chips: {totals}").format(totals=self.totals()))
        return 0

    def play_hand(self) -> None:
        g = self.match.game
        assert g is not None
        self.say("\n" + _("=== Hand {hand} of {length}: {deal} ===").format(
            hand=self.match.hand_number, length=self.match.length, deal=self.about(g.dealer, *self.FIRST)))
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
            needs = _(", continuing: needs {wu}").format(wu=g.needs(s)) if g.needs(s) else ""
            chips = ngettext("{n:+d} chip", "{n:+d} chips", abs(g.chips[s])).format(n=g.chips[s])
            self.say(_(" {mark}{name:5} {cards:>8}  {wu:2} wu  {chips}{needs}").format(
                mark=mark, name=self.names[s], cards=count(len(g.hands[s]), 'card'), wu=g.wu[s], chips=chips,
                needs=needs))
        if g.top:
            seat, combo = g.top
            self.say(_("  To beat: {name}'s {play}").format(name=self.names[seat], play=self.play_words(combo)))
        hand = g.hands[0]
        self.say(_("  Your hand ({n}):").format(n=len(hand)))
        for suit in v.suits:
            cards = sorted((c for c in hand if v.suit_of.get(c) is suit), key=lambda c: -suit.ranks[c])
            if cards:
                self.say(f"    {variant_text(v, f'suits.{suit.key}.name', suit.name):18} {self.card_text(cards)}")
        loose = [c for c in hand if c not in v.suit_of]       # hard cards and extras, laid out before play
        if loose:
            self.say(f"    {_('In no suit'):18} {self.card_text(loose)}")

    def choose(self, g, legal: list[Action]) -> Action:
        self.show(g)
        if g.phase == "decide":
            nxt = self.variant.next_tier_wu(self.variant.tier_index(g.wu[0]))
            if nxt:
                self.say(_("  You have {wu} wu: declare now for {chips} from each player, or continue and "
                           "declare from {next} wu.").format(wu=g.wu[0], chips=count(g.score(0), 'chip'), next=nxt))
            else:
                self.say(_("  You have {wu} wu: declare now for {chips} from each player.").format(
                    wu=g.wu[0], chips=count(g.score(0), 'chip')))
        numbered = legal if len(legal) <= 24 else [a for a in legal if not isinstance(a, Play)]
        for i, action in enumerate(numbered, 1):
            self.say(f"   [{i}] {self.describe(action)}")
        if len(numbered) < len(legal):
            self.say(_("   ... and {plays}: type the cards, or '{all}' to list them").format(
                plays=count(len(legal) - len(numbered), 'play'), all="all"))
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
            self.say(self.refused(reason))

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
                self.say("  " + self.help_text())
                continue
            if self.heard(text, g, legal):
                continue
            action = self.parse(text, legal, g)
            if action is None:
                self.say("  " + self.help_text())
                continue
            reason = g.why_illegal(action)
            if reason is None:
                return action
            self.say(self.refused(reason))

    def describe_choice(self, action: Action, g) -> str:
        """A numbered choice's words (Si Se Pai's name the card on offer, so they see the game)."""
        return self.describe(action)

    def heard(self, text: str, g, legal: list[Action]) -> bool:
        """Answer a table command of the family's own (none here); True if ``text`` was one."""
        return False

    def history(self, g) -> None:
        """This hand's plays so far, trick by trick (what every player has seen)."""
        lines = as_text(look_back(hand_events(g.log, self.variant), self.names))
        self.say(_("  This hand so far:") if lines else _("  Nothing has been played yet."))
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
            self.say("  " + shown(reason_of(err)))
            return None
        if not cards:
            return None
        return LayOut(cards) if g.phase == "layout" else Play(cards)

    def describe(self, action: Action) -> str:
        if isinstance(action, (Play, LayOut)):
            combo = self.variant.classify(action.cards)
            verb = _("Lay out {cards}  ({play})") if isinstance(action, LayOut) else _("Play {cards}  ({play})")
            return verb.format(cards=self.card_text(action.cards), play=self.play_words(combo))
        words = CHOICE_WORDS.get(type(action).__name__)
        return _(words) if words else repr(action)

    def tell(self, event: E.Event) -> None:
        n = self.names
        seat = getattr(event, "seat", 0)
        say = lambda you, other, **f: self.say("  " + self.about(seat, you, other, **f))  # noqa: E731
        if isinstance(event, E.Played):
            play = event.name if not chinese() else self.play_words(self.variant.classify(list(event.cards)))
            cards = self.card_text(event.cards)
            if event.lead:
                say(N_("You lead {play}: {cards}"), N_("{name} leads {play}: {cards}"), play=play, cards=cards)
            else:
                say(N_("You beat with {play}: {cards}"), N_("{name} beats with {play}: {cards}"), play=play,
                    cards=cards)
        elif isinstance(event, E.Passed):
            say(N_("You pass"), N_("{name} passes"))
        elif isinstance(event, E.TrickWon):
            say(N_("You win the trick: +{gained} wu, {wu} in all"), N_("{name} wins the trick: +{gained} wu, {wu} in all"),
                gained=event.wu_gained, wu=event.wu)
        elif isinstance(event, E.LaidOut):
            say(N_("You lay out a supreme {cards}: +{gained} wu"), N_("{name} lays out a supreme {cards}: +{gained} wu"),
                cards=self.card_text(event.cards), gained=event.wu_gained)
        elif isinstance(event, E.HardCardsLaidOut):
            say(N_("You lay out hard cards {cards}: +{gained} wu"),
                N_("{name} lays out hard cards {cards}: +{gained} wu"), cards=self.card_text(event.cards),
                gained=event.wu_gained)
        elif isinstance(event, E.MultiplierCardsLaidOut):
            say(N_("You lay out {cards}: +{multipliers} if winning"),
                N_("{name} lays out {cards}: +{multipliers} if winning"), cards=self.card_text(event.cards),
                multipliers=count(event.multipliers, 'multiplier'))
        elif isinstance(event, E.BonusPaid):
            self.say("  " + _("{name} won four of a kind ({cards}): +{chips}").format(
                name=n[event.seat], cards=self.card_text(event.kinds), chips=count(event.payments[event.seat], 'chip')))
        elif isinstance(event, E.Declared):
            say(N_("You declare a win with {wu} wu and receive {chips}!"),
                N_("{name} declares a win with {wu} wu and receives {chips}!"), wu=event.wu,
                chips=count(event.payments[event.seat], 'chip'))
        elif isinstance(event, E.Continued) and event.seat != 0:
            self.say("  " + _("{name} plays on with {wu} wu").format(name=n[event.seat], wu=event.wu))
        elif isinstance(event, E.LeadPassed):
            self.say("  " + _("{name} has no cards; {other} leads").format(name=n[event.from_seat],
                                                                          other=n[event.to_seat]))
        elif isinstance(event, E.HandOver) and event.void:
            self.say("  " + _("Every hand is empty and nobody declared: a void hand, no payments."))


# The choices that are not cards, as the numbered list offers them.
CHOICE_WORDS = {"Pass": N_("Pass"), "Declare": N_("Declare a win"), "Continue": N_("Continue playing"),
                "TakeTalon": N_("Take the talon"), "Redeal": N_("Demand a redeal"), "PlayOn": N_("Play the hand"),
                "ThrowIn": N_("Throw the hand in")}


def _LIST() -> str:
    """How a line of names with numbers is joined: ", " in English, "，" in Chinese."""
    return "，" if chinese() else ", "

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
