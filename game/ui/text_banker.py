"""The banker game at the terminal table (docs/rules/sap-tim-pun.md): the wall, the stakes, draw or stand.

The climbing text table's loops serve; a banker match is rounds (one wall
each, many hands) rather than hands, and what a turn shows, offers and says
is the game's own. Like every text table it knows no rules: it offers the
engine's legal actions, prints the engine's reason when a typed action is
refused, and shows other seats' concealed tiles only as backs (§6, §11).
"""
from __future__ import annotations

from game.ai import make_player
from game.model.mahjong import words
from game.rules import Action, Bet, Draw, SetLimit, Stand
from game.rules.banker import events as B
from game.ui.text_table import TextTable
from game.ui.words import count

BACK = "•"   # a concealed tile (a character the bundled font has)
OUTCOME_WORDS = {"ten_and_a_half": "ten and a half, paid double", "banker_bust": "the banker bust",
                 "beats": "beats the banker", "banker_ten_and_a_half": "the banker's ten and a half takes it",
                 "tie": "a tie goes to the banker", "lower": "lower than the banker", "bust": "bust earlier"}


class BankerTextTable(TextTable):
    """One person (seat 0) against computer seats at a banker game."""

    UNIT = "round"
    UNIT_NOTE = " (one wall each)"
    HELP = ("Type the number of a choice: d draws, s stands, b N bets N, l N sets the limit; "
            "hint asks the Hard player's reckoning; q quits.")

    def play_hand(self) -> None:
        g = self.match.game
        self.say(f"\n=== Round {self.match.hand_number} of {self.match.length}: {self.names[g.banker]} "
                 f"{'hold' if g.banker == 0 else 'holds'} the bank; the wall has {len(g.wall)} tiles. ===")
        self.play_out(g)

    def show(self, g) -> None:
        obs = g.observation(0)
        self.say("")
        self.say(f"  Wall: {obs.wall} tiles   limit: {obs.limit or '—'}   hand {obs.hand_number}")
        for s in range(obs.players):
            mark = "B" if s == obs.banker else " "
            if s == 0:
                tiles = self.card_text(obs.hand)
            else:
                tiles = " ".join([str(t) for t in obs.shown[s]] + [BACK] * (obs.counts[s] - len(obs.shown[s])))
            stake = "" if s == obs.banker else f"bet {obs.bets[s] or '—'}"
            state = " bust" if obs.busted[s] else ""
            self.say(f" {mark} {self.names[s]:5} {tiles or '—':14} {stake:7} {obs.chips[s]:+d}{state}")
        if obs.hand:
            self.say(f"  Your tiles are worth {words(sum(t.half for t in obs.hand))}.")

    def choose(self, g, legal: list[Action]) -> Action:
        self.show(g)
        return self.choose_listed(g, legal)

    def heard(self, text: str, g, legal: list[Action]) -> bool:
        """'hint': what the Hard player would do here, and why (it sees only seat 0's observation)."""
        if text != "hint":
            return False
        advice = make_player("hard", seed=0, family="banker")
        pick = advice.act(g.observation(0), legal)
        self.say(f"  Hint: {self.describe(pick)} — {advice.reason}")
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
            return f"declare a limit of {count(action.amount, 'chip')}"
        if isinstance(action, Bet):
            return f"bet {count(action.amount, 'chip')}"
        return {"Draw": "Draw a tile", "Stand": "Stand"}.get(type(action).__name__, repr(action))

    def tell(self, event) -> None:
        n = self.names
        if isinstance(event, B.LimitSet):
            self.say(f"  {self.does(event.banker, 'declare')} a limit of {count(event.limit, 'chip')}")
        elif isinstance(event, B.BetPlaced) and event.seat != 0:
            self.say(f"  {self.does(event.seat, 'bet')} {event.amount}")
        elif isinstance(event, B.FirstTile):
            again = "a new first tile" if event.replaces else "a first tile"
            self.say(f"  {self.does(event.seat, 'draw')} {again}, face up: {event.tile}")
        elif isinstance(event, B.EastWind):
            if event.banker:
                self.say(f"  East wind for the banker! {self.does(event.seat, 'sweep')} every stake: "
                         f"+{count(event.moves[event.seat], 'chip')}")
            else:
                self.say(f"  East wind! The banker pays {n[event.seat]} {count(event.moves[event.seat], 'chip')}")
        elif isinstance(event, B.Turn) and event.banker:
            self.say(f"  The banker's turn ({n[event.seat]}).")
        elif isinstance(event, B.Drew):
            if event.seat == 0:
                self.say(f"  You draw {event.tile}: {words(event.value)}")
            else:
                self.say(f"  {self.does(event.seat, 'draw')} a tile")
        elif isinstance(event, B.Stood) and event.seat != 0:
            self.say(f"  {self.does(event.seat, 'stand')} with {count(event.tiles, 'tile')}")
        elif isinstance(event, B.Bust):
            paid = f" and {'pay' if event.seat == 0 else 'pays'} {event.paid} to the banker" if event.paid else ""
            self.say(f"  {self.does(event.seat, 'bust')} with {self.card_text(event.tiles)} "
                     f"({words(event.value)}){paid}")
        elif isinstance(event, B.HandSettled):
            self.say(f"\n  Hand {event.number} is shown:")
            for s, tiles in enumerate(event.tiles):
                value = "bust" if event.values[s] > 21 else words(event.values[s])
                role = " (banker)" if s == event.banker else ""
                self.say(f"    {n[s]:5}{role:9} {self.card_text(tiles):14} {value}")
            for line in event.lines:
                self.say(f"    {n[line.seat]:5} bet {line.bet}: {OUTCOME_WORDS[line.outcome]} → {line.amount:+d}")
            self.say("    This hand: " + ", ".join(f"{n[s]} {c:+d}" for s, c in enumerate(event.hand_chips)))
        elif isinstance(event, B.RoundOver):
            self.say(f"\n  The wall is down to {event.wall} tiles after {count(event.hands, 'hand')}: "
                     f"the bank passes to {n[event.next_banker]}.")
