"""The fishing game at the terminal table (docs/rules/fishing.md): the lake, your hand, every catch.

The climbing text table's match loop and its numbered-choice loop serve as they
are; what a fishing turn shows, offers and says is different (a bait captures a
fish or is released, then the turned-up card does the same), so those three
parts are its own.
Like the climbing one it knows no rules: it offers the engine's legal
actions and prints the engine's reason when a typed move is refused.
"""
from __future__ import annotations

from game.i18n import N_, _, chinese
from game.model.cards import Card
from game.reason import reason_of
from game.rules import Action, Capture, LayOut, Pass, Release
from game.rules.fishing import events as F
from game.ui.refusal import shown
from game.ui.script import in_script
from game.ui.text_table import TextTable
from game.ui.words import count

# The size of a fish as a catch's score line names it (fishing.md §7).
FISH_WORDS = {"big": N_("big fish"), "middle": N_("middle fish"), "small": N_("small fish")}


class FishingTextTable(TextTable):
    """One person (seat 0) against computer seats at a fishing game."""

    FIRST = (N_("You deal and play first."), N_("{name} deals and plays first."))
    TELL_START = True
    HELP = N_("Type the number of a choice, or a move: the bait and its fish (e.g. 2:4 3:3), "
              "or '{r} 4:4' to release a card; {q} quits.")

    def show(self, g) -> None:
        self.say("")
        self.say(_("  Lake ({cards}): {lake}").format(cards=count(len(g.lake), 'card'), lake=self.card_text(g.lake)))
        self.say(_("  Pile: {cards} face down").format(cards=count(len(g.pile), 'card')))
        for seat in range(len(g.hands)):
            if seat == getattr(g, "sitter", None):
                self.say(_("  {name:6} sits this hand out").format(name=self.names[seat]))
                continue
            catch = g.catches[seat]
            held = self.card_text(sorted(g.hands[seat])) if seat == 0 else count(len(g.hands[seat]), "card")
            self.say(_("  {name:6} hand: {held}").format(name=self.names[seat], held=held))
            self.say(_("         catch {points:4} points: {cards}").format(points=g.points[seat],
                                                                          cards=self.card_text(sorted(catch))))
        if g.drawn is not None:
            fish = g.catchable(g.drawn)
            if fish:
                self.say(_("  Turned up: {card} — it can catch {fish}").format(card=g.drawn, fish=self.card_text(fish)))
            else:
                self.say(_("  Turned up: {card} — it catches nothing: release it").format(card=g.drawn))

    def choose(self, g, legal: list[Action]) -> Action:
        self.show(g)
        if g.phase == "layout":
            self.say(_("  You hold a pair of 6:6 (heaven): lay it into your catch now?"))
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
            self.say("  " + shown(reason_of(err)))
            return None
        if g.phase == "draw" and len(cards) >= 1 and g.drawn is not None and cards[0] != g.drawn:
            cards = [g.drawn] + cards      # in the draw step the bait is the turned-up card: fish alone will do
        if len(cards) >= 2:
            return Capture(cards[0], cards[1:])
        return None

    def describe(self, action: Action) -> str:
        if isinstance(action, Capture):
            return _("{bait} catches {fish}").format(bait=action.bait, fish=self.card_text(action.fish))
        if isinstance(action, Release):
            return _("release {card} into the lake").format(card=action.card)
        if isinstance(action, LayOut):
            return _("lay out {cards} into your catch").format(cards=self.card_text(action.cards))
        if isinstance(action, Pass):
            return _("keep the 6:6 in your hand")
        return repr(action)

    def tell(self, event) -> None:
        n = self.names
        seat = getattr(event, "seat", 0)
        say = lambda you, other, **f: self.say("  " + self.about(seat, you, other, **f))  # noqa: E731
        if isinstance(event, F.TurnedUp):
            say(N_("You turn up {card} from the pile ({left} left)"),
                N_("{name} turns up {card} from the pile ({left} left)"), card=event.card, left=event.pile)
        elif isinstance(event, F.Captured):
            self.say("  " + _("{name}: {bait} catches {fish} (+{gained}, {points} points)").format(
                name=n[event.seat], bait=event.bait, fish=self.card_text(event.fish), gained=event.gained,
                points=event.points))
        elif isinstance(event, F.Released):
            say(N_("You release {card} into the lake"), N_("{name} releases {card} into the lake"), card=event.card)
        elif isinstance(event, F.LaidOut):
            say(N_("You lay out {cards} ({points} points)"), N_("{name} lays out {cards} ({points} points)"),
                cards=self.card_text(event.cards), points=event.points)
        elif isinstance(event, F.LayoutDeclined):
            say(N_("You keep the 6:6 in hand"), N_("{name} keeps the 6:6 in hand"))
        elif isinstance(event, F.HandOver):
            self.tell_scores(event)

    def tell_scores(self, event: F.HandOver) -> None:
        """Each catch line by line (§7), then every pair's settlement (§8)."""
        n = self.names
        self.say("\n" + _("  The pile is out. The catches:"))
        for seat, score in enumerate(event.scores):
            if seat == getattr(self.match.game, "sitter", None):
                continue
            self.say(_("  {name}: {points} points").format(name=n[seat], points=score.total))
            for line in score.lines:
                group = in_script(line.chinese) if chinese() and line.chinese else _(line.group)
                fish = _(FISH_WORDS[line.fish]) if line.fish in FISH_WORDS else line.fish + " fish"
                self.say(f"    {group:18} {len(line.cards):2} × {line.each:2} = {line.points:4}  "
                         f"{fish:11} {shown(line.why, self.variant)}")
            for bonus in score.bonuses:
                self.say(f"    {_('bonus'):18}        +{bonus.points:4}  {shown(bonus.why, self.variant)}")
        for p in event.pairs:
            fields = dict(payee=n[p.higher], high=p.higher_points, low=p.lower_points, difference=p.difference,
                          chips=count(p.chips, 'chip'))
            if p.doubled:
                self.say("  " + self.about(p.lower, N_("You pay {payee}: {high} − {low} = {difference}, doubled → {chips}"),
                                           N_("{name} pays {payee}: {high} − {low} = {difference}, doubled → {chips}"),
                                           **fields))
            else:
                self.say("  " + self.about(p.lower, N_("You pay {payee}: {high} − {low} = {difference} → {chips}"),
                                           N_("{name} pays {payee}: {high} − {low} = {difference} → {chips}"),
                                           **fields))
        if event.lake:
            self.say(_("  Left in the lake, for nobody: {cards}").format(cards=self.card_text(event.lake)))
