"""Si Se Pai at the terminal table (docs/rules/si-se-pai.md): your hand, every exposed meld and discard row.

The climbing text table's match loop and numbered-choice loop serve as they are; what a Si Se Pai turn
shows, offers and says is its own (a card on offer that you may claim, a discard
after a meld). It shows only what seat 0 may see (``observation(0)``): during a
claim window nobody learns who else is asked (§5). Like the others it knows no
rules: it offers the engine's legal actions and prints the engine's reason when
a typed move is refused.
"""
from __future__ import annotations

from game.i18n import N_, _, chinese
from game.model.four_colour import FourColourCard
from game.reason import reason_of
from game.rules import Action, Claim, Discard, Pass
from game.rules.rummy import events as R
from game.rules.rummy.melds import MELD_WORDS
from game.ui.refusal import card_name, shown
from game.ui.text_table import TextTable
from game.ui.words import count

# The calls of a claim as the table says them (si-se-pai.md §5): the game's own words.
CALL_WORDS = {"zhimo": N_("zhimo"), "hu": N_("hu"), "gan": N_("gan"), "pong": N_("pong"), "chi": N_("chi"),
              "dealt": N_("dealt"), "meld": N_("melds it")}


def meld_word(kind: str) -> str:
    return _(MELD_WORDS[kind]) if kind in MELD_WORDS else _("meld")


def call_word(call: str) -> str:
    return _(CALL_WORDS[call]) if call in CALL_WORDS else call


class RummyTextTable(TextTable):
    """One person (seat 0) against computer seats at Si Se Pai."""

    FIRST = (N_("You deal and draw first."), N_("{name} deals and draws first."))
    TELL_START = True
    KEEP_CASE = True        # card codes: W-Ch (a chariot) is not W-CH
    HELP = N_("Type the number of a choice, or a move: the hand cards to meld with the offered card "
              "(e.g. {example}; add '{win}' to declare), '{d} {discard}' to discard, {p} to pass; {q} quits.")

    def help_text(self) -> str:
        return _(self.HELP).format(example="W-Ch W-Cn", discard="Y-Sd", win="win", d="d", p="p", q="q")

    def show(self, g) -> None:
        obs = g.observation(0)
        self.say("")
        self.say(_("  Pile: {cards} face down").format(cards=count(obs.pile, 'card')))
        for seat in range(obs.players):
            mark = "*" if seat == obs.dealer else " "
            melds = "  ".join(" ".join(map(str, m)) for m in obs.exposed[seat]) or "—"
            held = count(obs.hand_sizes[seat], "card")
            self.say(_(" {mark}{name:5} {held:>8}  melds: {melds}").format(mark=mark, name=self.names[seat], held=held,
                                                                         melds=melds))
            self.say(_("         discards: {cards}").format(cards=self.card_text(obs.discards[seat])))
        self.say(_("  Your hand: {cards}").format(cards=self.card_text(obs.hand)))
        if obs.offered is not None:
            owner, card, source = obs.offered
            named = card_name(card) if chinese() else f"{card.name}, {card.chinese}"
            if source == "draw":
                self.say(_("  On offer: {card} ({named}), turned up by {name}").format(card=card, named=named,
                                                                                     name=self.names[owner]))
            else:
                self.say(_("  On offer: {card} ({named}), thrown away by {name}").format(card=card, named=named,
                                                                                       name=self.names[owner]))

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
            self.say("  " + shown(reason_of(err)))
            return None
        return Claim(cards, win=win) if words else None

    def describe(self, action: Action, g=None) -> str:
        if isinstance(action, Claim):
            x = g.offered[1] if g is not None and g.offered else None
            kind = self.variant.meld_kind(list(action.cards) + [x]) if x is not None else None
            what = meld_word(kind or "")
            cards = self.card_text(action.cards) if action.cards else _("nothing more")
            if action.win:
                return _("WIN with {card} + {cards}: {meld}").format(card=x, cards=cards, meld=what)
            return _("meld {card} + {cards}: {meld}").format(card=x, cards=cards, meld=what)
        if isinstance(action, Discard):
            named = card_name(action.card) if chinese() else action.card.name
            return _("discard {card} ({named})").format(card=action.card, named=named)
        if isinstance(action, Pass):
            return _("pass")
        return repr(action)

    def tell(self, event) -> None:
        n = self.names
        seat = getattr(event, "seat", getattr(event, "payer", 0))
        say = lambda you, other, **f: self.say("  " + self.about(seat, you, other, **f))  # noqa: E731
        if isinstance(event, R.TurnedUp):
            say(N_("You turn up {card} ({left} left in the pile)"), N_("{name} turns up {card} ({left} left in the pile)"),
                card=event.card, left=event.pile)
        elif isinstance(event, R.Discarded):
            say(N_("You discard {card}"), N_("{name} discards {card}"), card=event.card)
        elif isinstance(event, R.Claimed):
            self.say("  " + _("{name}: {call}! ({card})").format(name=n[event.seat], call=call_word(event.call),
                                                                card=event.card))
        elif isinstance(event, R.Melded):
            say(N_("You lay down {cards} ({meld})"), N_("{name} lays down {cards} ({meld})"),
                cards=self.card_text(event.meld), meld=meld_word(event.meld_type))
        elif isinstance(event, R.NotClaimed):
            pass
        elif isinstance(event, R.Won):
            self.say("\n  " + self.about(event.seat, N_("You win ({call}), {points}:"), N_("{name} wins ({call}), {points}:"),
                                         call=call_word(event.call), points=count(event.points, 'point')))
            for line in event.lines:
                where = _("exposed") if line.exposed else _("in hand")
                self.say(f"    {self.card_text(line.meld):24} {meld_word(line.kind):20} {where:8} {line.points:3}")
        elif isinstance(event, R.Paid):
            say(N_("You pay {payee} {chips}"), N_("{name} pays {payee} {chips}"), payee=n[event.payee],
                chips=count(event.amount, 'chip'))
        elif isinstance(event, R.VoidHand):
            self.say("  " + _("The pile is empty: a void hand, nobody pays."))
