"""The banker game at the terminal table (docs/rules/sap-tim-pun.md): the wall, the stakes, draw or stand.

The climbing text table's loops serve; a banker match is rounds (one wall
each, many hands) rather than hands, and what a turn shows, offers and says
is the game's own. Like every text table it knows no rules: it offers the
engine's legal actions, prints the engine's reason when a typed action is
refused, and shows other seats' concealed tiles only as backs (§6, §11).
"""
from __future__ import annotations

from game.ai import make_player
from game.i18n import N_, NN_, _, plural_of
from game.model.mahjong import words
from game.rules import Action, Bet, Draw, SetLimit, Stand
from game.rules.banker import events as B
from game.ui.refusal import shown
from game.ui.text_table import TextTable, _LIST
from game.ui.words import count

BACK = "•"   # a concealed tile (a character the bundled font has)
OUTCOME_WORDS = {"ten_and_a_half": N_("ten and a half, paid double"), "banker_bust": N_("the banker bust"),
                 "beats": N_("beats the banker"), "banker_ten_and_a_half": N_("the banker's ten and a half takes it"),
                 "tie": N_("a tie goes to the banker"), "lower": N_("lower than the banker"),
                 "bust": N_("bust earlier")}
TILES = NN_("{n} tile", "{n} tiles")
HANDS = NN_("{n} hand", "{n} hands")


class BankerTextTable(TextTable):
    """One person (seat 0) against computer seats at a banker game."""

    UNITS = NN_("{n} round", "{n} rounds")
    AFTER = N_("After round {number}: {totals}")
    UNIT_NOTE = N_(" (one wall each)")
    HELP = N_("Type the number of a choice: {d} draws, {s} stands, {b} {n} bets {n}, {l} {n} sets the limit; "
              "{hint} asks the Hard player's reckoning; {q} quits.")

    def play_hand(self) -> None:
        g = self.match.game
        self.say("\n" + self.about(g.banker, N_("=== Round {round} of {length}: You hold the bank; the wall has "
                                                 "{tiles} tiles. ==="),
                                   N_("=== Round {round} of {length}: {name} holds the bank; the wall has "
                                      "{tiles} tiles. ==="),
                                   round=self.match.hand_number, length=self.match.length, tiles=len(g.wall)))
        self.play_out(g)

    def show(self, g) -> None:
        obs = g.observation(0)
        self.say("")
        self.say(_("  Wall: {wall} tiles   limit: {limit}   hand {hand}").format(wall=obs.wall, limit=obs.limit or '—',
                                                                             hand=obs.hand_number))
        for s in range(obs.players):
            mark = "B" if s == obs.banker else " "
            if s == 0:
                tiles = self.card_text(obs.hand)
            else:
                tiles = " ".join([str(t) for t in obs.shown[s]] + [BACK] * (obs.counts[s] - len(obs.shown[s])))
            stake = "" if s == obs.banker else _("bet {amount}").format(amount=obs.bets[s] or '—')
            state = _(" bust") if obs.busted[s] else ""
            self.say(f" {mark} {self.names[s]:5} {tiles or '—':14} {stake:7} {obs.chips[s]:+d}{state}")
        if obs.hand:
            self.say(_("  Your tiles are worth {value}.").format(value=words(sum(t.half for t in obs.hand))))

    def choose(self, g, legal: list[Action]) -> Action:
        self.show(g)
        return self.choose_listed(g, legal)

    def heard(self, text: str, g, legal: list[Action]) -> bool:
        """'hint': what the Hard player would do here, and why (it sees only seat 0's observation)."""
        if text != "hint":
            return False
        advice = make_player("hard", seed=0, family="banker")
        pick = advice.act(g.observation(0), legal)
        self.say(_("  Hint: {choice} — {why}").format(choice=self.describe(pick), why=shown(advice.reason)))
        return True

    def parse(self, text: str, numbered: list[Action], g) -> Action | None:
        if text.isdigit() and 1 <= int(text) <= len(numbered):
            return numbered[int(text) - 1]
        parts = text.split()
        if parts in (["d"], ["draw"]):
            return Draw()
        if parts in (["s"], ["stand"]):
            return Stand()
        if len(parts) == 2 and parts[1].isdigit():
            if parts[0] in ("b", "bet"):
                return Bet(int(parts[1]))
            if parts[0] in ("l", "limit"):
                return SetLimit(int(parts[1]))
        return None

    def describe(self, action: Action) -> str:
        if isinstance(action, SetLimit):
            return _("declare a limit of {chips}").format(chips=count(action.amount, 'chip'))
        if isinstance(action, Bet):
            return _("bet {chips}").format(chips=count(action.amount, 'chip'))
        if isinstance(action, Draw):
            return _("Draw a tile")
        if isinstance(action, Stand):
            return _("Stand")
        return repr(action)

    def tell(self, event) -> None:
        n = self.names
        seat = getattr(event, "seat", getattr(event, "banker", 0))
        say = lambda you, other, **f: self.say("  " + self.about(seat, you, other, **f))  # noqa: E731
        if isinstance(event, B.LimitSet):
            say(N_("You declare a limit of {chips}"), N_("{name} declares a limit of {chips}"),
                chips=count(event.limit, 'chip'))
        elif isinstance(event, B.BetPlaced) and event.seat != 0:
            say(N_("You bet {amount}"), N_("{name} bets {amount}"), amount=event.amount)
        elif isinstance(event, B.FirstTile):
            if event.replaces:
                say(N_("You draw a new first tile, face up: {tile}"), N_("{name} draws a new first tile, face up: {tile}"),
                    tile=event.tile)
            else:
                say(N_("You draw a first tile, face up: {tile}"), N_("{name} draws a first tile, face up: {tile}"),
                    tile=event.tile)
        elif isinstance(event, B.EastWind):
            if event.banker:
                say(N_("East wind for the banker! You sweep every stake: +{chips}"),
                    N_("East wind for the banker! {name} sweeps every stake: +{chips}"),
                    chips=count(event.moves[event.seat], 'chip'))
            else:
                self.say("  " + _("East wind! The banker pays {name} {chips}").format(
                    name=n[event.seat], chips=count(event.moves[event.seat], 'chip')))
        elif isinstance(event, B.Turn) and event.banker:
            self.say("  " + _("The banker's turn ({name}).").format(name=n[event.seat]))
        elif isinstance(event, B.Drew):
            if event.seat == 0:
                self.say("  " + _("You draw {tile}: {value}").format(tile=event.tile, value=words(event.value)))
            else:
                say(N_("You draw a tile"), N_("{name} draws a tile"))
        elif isinstance(event, B.Stood) and event.seat != 0:
            say(N_("You stand with {tiles}"), N_("{name} stands with {tiles}"),
                tiles=plural_of(TILES, event.tiles).format(n=event.tiles))
        elif isinstance(event, B.Bust):
            fields = dict(tiles=self.card_text(event.tiles), value=words(event.value), paid=event.paid)
            if event.paid:
                say(N_("You bust with {tiles} ({value}) and pay {paid} to the banker"),
                    N_("{name} busts with {tiles} ({value}) and pays {paid} to the banker"), **fields)
            else:
                say(N_("You bust with {tiles} ({value})"), N_("{name} busts with {tiles} ({value})"), **fields)
        elif isinstance(event, B.HandSettled):
            self.say("\n" + _("  Hand {number} is shown:").format(number=event.number))
            for s, tiles in enumerate(event.tiles):
                value = _("bust") if event.values[s] > 21 else words(event.values[s])
                role = _(" (banker)") if s == event.banker else ""
                self.say(f"    {n[s]:5}{role:9} {self.card_text(tiles):14} {value}")
            for line in event.lines:
                self.say("    " + _("{name:5} bet {bet}: {outcome} → {amount:+d}").format(
                    name=n[line.seat], bet=line.bet, outcome=_(OUTCOME_WORDS[line.outcome]), amount=line.amount))
            self.say("    " + _("This hand: {totals}").format(
                totals=_LIST().join(f"{n[s]} {c:+d}" for s, c in enumerate(event.hand_chips))))
        elif isinstance(event, B.RoundOver):
            self.say("\n" + _("  The wall is down to {tiles} tiles after {hands}: the bank passes to {name}.").format(
                tiles=event.wall, hands=plural_of(HANDS, event.hands).format(n=event.hands), name=n[event.next_banker]))
