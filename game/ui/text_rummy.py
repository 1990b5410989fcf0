"""Si Se Pai at the terminal table (docs/rules/si-se-pai.md): your hand, every exposed meld and discard row.

The climbing text table's match loop and numbered-choice loop serve as they are; what a Si Se Pai turn
shows, offers and says is its own (a card on offer that you may claim, a discard
after a meld). It shows only what seat 0 may see (``observation(0)``): during a
claim window nobody learns who else is asked (§5). Like the others it knows no
rules: it offers the engine's legal actions and prints the engine's reason when
a typed move is refused.
"""
from __future__ import annotations

from game.model.four_colour import FourColourCard
from game.rules import Action, Claim, Discard, Pass
from game.rules.rummy import events as R
from game.rules.rummy.melds import MELD_WORDS
from game.ui.text_table import TextTable
from game.ui.words import count


class RummyTextTable(TextTable):
    """One person (seat 0) against computer seats at Si Se Pai."""

    FIRST = "draw first"
    TELL_START = True
    KEEP_CASE = True        # card codes: W-Ch (a chariot) is not W-CH
    HELP = ("Type the number of a choice, or a move: the hand cards to meld with the offered card "
            "(e.g. W-Ch W-Cn; add 'win' to declare), 'd Y-Sd' to discard, p to pass; q quits.")

    def show(self, g) -> None:
        obs = g.observation(0)
        self.say("")
        self.say(f"  Pile: {count(obs.pile, 'card')} face down")
        for seat in range(obs.players):
            mark = "*" if seat == obs.dealer else " "
            melds = "  ".join(" ".join(map(str, m)) for m in obs.exposed[seat]) or "—"
            held = count(obs.hand_sizes[seat], "card")
            self.say(f" {mark}{self.names[seat]:5} {held:>8}  melds: {melds}")
            self.say(f"         discards: {self.card_text(obs.discards[seat])}")
        self.say(f"  Your hand: {self.card_text(obs.hand)}")
        if obs.offered is not None:
            owner, card, source = obs.offered
            how = "turned up" if source == "draw" else "thrown away"
            self.say(f"  On offer: {card} ({card.name}, {card.chinese}), {how} by {self.names[owner]}")

    def choose(self, g, legal: list[Action]) -> Action:
        self.show(g)
        return self.choose_listed(g, legal)

    def describe_choice(self, action: Action, g) -> str:
        return self.describe(action, g)

    def parse(self, text: str, numbered: list[Action], g) -> Action | None:
        if text.isdigit() and 1 <= int(text) <= len(numbered):
            return numbered[int(text) - 1]
        words = text.replace(",", " ").split()
        if [w.lower() for w in words] in (["p"], ["pass"]):
            return Pass()
        try:
            if words and words[0].lower() in ("d", "discard") and len(words) == 2:
                return Discard(FourColourCard.parse(words[1]))
            win = bool(words) and words[-1].lower() == "win"
            cards = [FourColourCard.parse(w) for w in (words[:-1] if win else words)]
        except ValueError as err:
            self.say(f"  {err}")
            return None
        return Claim(cards, win=win) if words else None

    def describe(self, action: Action, g=None) -> str:
        if isinstance(action, Claim):
            x = g.offered[1] if g is not None and g.offered else None
            kind = self.variant.meld_kind(list(action.cards) + [x]) if x is not None else None
            what = MELD_WORDS.get(kind or "", "meld")
            cards = self.card_text(action.cards) if action.cards else "nothing more"
            return f"{'WIN with' if action.win else 'meld'} {x} + {cards}: {what}"
        if isinstance(action, Discard):
            return f"discard {action.card} ({action.card.name})"
        if isinstance(action, Pass):
            return "pass"
        return repr(action)

    def tell(self, event) -> None:
        n = self.names
        if isinstance(event, R.TurnedUp):
            self.say(f"  {self.does(event.seat, 'turn')} up {event.card} ({event.pile} left in the pile)")
        elif isinstance(event, R.Discarded):
            self.say(f"  {self.does(event.seat, 'discard')} {event.card}")
        elif isinstance(event, R.Claimed):
            self.say(f"  {n[event.seat]}: {event.call}! ({event.card})")
        elif isinstance(event, R.Melded):
            self.say(f"  {self.does(event.seat, 'lay')} down {self.card_text(event.meld)} "
                     f"({MELD_WORDS[event.meld_type]})")
        elif isinstance(event, R.NotClaimed):
            pass
        elif isinstance(event, R.Won):
            self.say(f"\n  {n[event.seat]} {'win' if event.seat == 0 else 'wins'} ({event.call}), "
                     f"{count(event.points, 'point')}:")
            for line in event.lines:
                where = "exposed" if line.exposed else "in hand"
                self.say(f"    {self.card_text(line.meld):24} {MELD_WORDS[line.kind]:20} {where:8} {line.points:3}")
        elif isinstance(event, R.Paid):
            self.say(f"  {self.does(event.payer, 'pay')} {n[event.payee]} {count(event.amount, 'chip')}")
        elif isinstance(event, R.VoidHand):
            self.say("  The pile is empty: a void hand, nobody pays.")
