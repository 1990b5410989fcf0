"""The fishing game at the terminal table (docs/rules/fishing.md): the lake, your hand, every catch.

The climbing text table's match loop and its numbered-choice loop serve as they
are; what a fishing turn shows, offers and says is different (a bait captures a
fish or is released, then the turned-up card does the same), so those three
parts are its own.
Like the climbing one it knows no rules: it offers the engine's legal
actions and prints the engine's reason when a typed move is refused.
"""
from __future__ import annotations

from game.model.cards import Card
from game.rules import Action, Capture, LayOut, Pass, Release
from game.rules.fishing import events as F
from game.ui.text_table import TextTable
from game.ui.words import count


class FishingTextTable(TextTable):
    """One person (seat 0) against computer seats at a fishing game."""

    FIRST = "play first"
    TELL_START = True
    HELP = ("Type the number of a choice, or a move: the bait and its fish (e.g. 2:4 3:3), "
            "or 'r 4:4' to release a card; q quits.")

    def show(self, g) -> None:
        self.say("")
        self.say(f"  Lake ({count(len(g.lake), 'card')}): {self.card_text(g.lake)}")
        self.say(f"  Pile: {count(len(g.pile), 'card')} face down")
        for seat in range(len(g.hands)):
            if seat == getattr(g, "sitter", None):
                self.say(f"  {self.names[seat]:6} sits this hand out")
                continue
            catch = g.catches[seat]
            held = self.card_text(sorted(g.hands[seat])) if seat == 0 else count(len(g.hands[seat]), "card")
            self.say(f"  {self.names[seat]:6} hand: {held}")
            self.say(f"         catch {g.points[seat]:4} points: {self.card_text(sorted(catch))}")
        if g.drawn is not None:
            fish = g.catchable(g.drawn)
            self.say(f"  Turned up: {g.drawn}" + (f" — it can catch {self.card_text(fish)}" if fish else
                                                    " — it catches nothing: release it"))

    def choose(self, g, legal: list[Action]) -> Action:
        self.show(g)
        if g.phase == "layout":
            self.say("  You hold a pair of 6:6 (heaven): lay it into your catch now?")
        return self.choose_listed(g, legal)

    def parse(self, text: str, numbered: list[Action], g) -> Action | None:
        """A number from the list, 'r CARD' (release), 'BAIT FISH...' (capture) or 'p' (keep the heaven pair)."""
        if text.isdigit() and 1 <= int(text) <= len(numbered):
            return numbered[int(text) - 1]
        if text in ("p", "pass"):
            return Pass()
        words = text.replace(",", " ").split()
        try:
            if words and words[0] in ("r", "release") and len(words) == 2:
                return Release(Card.parse(words[1]))
            cards = [Card.parse(w) for w in words]
        except ValueError as err:
            self.say(f"  {err}")
            return None
        if g.phase == "draw" and len(cards) >= 1 and g.drawn is not None and cards[0] != g.drawn:
            cards = [g.drawn] + cards      # in the draw step the bait is the turned-up card: fish alone will do
        if len(cards) >= 2:
            return Capture(cards[0], cards[1:])
        return None

    def describe(self, action: Action) -> str:
        if isinstance(action, Capture):
            return f"{action.bait} catches {self.card_text(action.fish)}"
        if isinstance(action, Release):
            return f"release {action.card} into the lake"
        if isinstance(action, LayOut):
            return f"lay out {self.card_text(action.cards)} into your catch"
        if isinstance(action, Pass):
            return "keep the 6:6 in your hand"
        return repr(action)

    def tell(self, event) -> None:
        n = self.names
        if isinstance(event, F.TurnedUp):
            self.say(f"  {self.does(event.seat, 'turn')} up {event.card} from the pile ({event.pile} left)")
        elif isinstance(event, F.Captured):
            self.say(f"  {n[event.seat]}: {event.bait} catches {self.card_text(event.fish)} "
                     f"(+{event.gained}, {event.points} points)")
        elif isinstance(event, F.Released):
            self.say(f"  {self.does(event.seat, 'release')} {event.card} into the lake")
        elif isinstance(event, F.LaidOut):
            self.say(f"  {self.does(event.seat, 'lay')} out {self.card_text(event.cards)} ({event.points} points)")
        elif isinstance(event, F.LayoutDeclined):
            self.say(f"  {self.does(event.seat, 'keep')} the 6:6 in hand")
        elif isinstance(event, F.HandOver):
            self.tell_scores(event)

    def tell_scores(self, event: F.HandOver) -> None:
        """Each catch line by line (§7), then every pair's settlement (§8)."""
        n = self.names
        self.say("\n  The pile is out. The catches:")
        for seat, score in enumerate(event.scores):
            if seat == getattr(self.match.game, "sitter", None):
                continue
            self.say(f"  {n[seat]}: {score.total} points")
            for line in score.lines:
                self.say(f"    {line.group:18} {len(line.cards):2} × {line.each:2} = {line.points:4}  "
                         f"{line.fish + ' fish':11} {line.why}")
            for bonus in score.bonuses:
                self.say(f"    {'bonus':18}        +{bonus.points:4}  {bonus.why}")
        for p in event.pairs:
            doubled = ", doubled" if p.doubled else ""
            self.say(f"  {self.does(p.lower, 'pay')} {n[p.higher]}: {p.higher_points} − {p.lower_points} = {p.difference}"
                     f"{doubled} → {count(p.chips, 'chip')}")
        if event.lake:
            self.say(f"  Left in the lake, for nobody: {self.card_text(event.lake)}")
