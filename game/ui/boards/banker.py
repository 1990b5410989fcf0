"""Sap Tim Pun 十點半's board (docs/rules/sap-tim-pun.md): the wall, the banker, the stakes and the tiles.

The wall is a square of stacked tiles in the middle that shrinks as tiles are
drawn; the banker's plate carries the 莊 badge and the limit. Each seat's tiles
lie in front of its plate: the first face up (§4), the drawn ones face down
(§6) except to their owner, whose tiles lie large at the bottom with the
running total beside them ("9½"). Each player's stake is a stack of chips.
A bust shows the hand and sweeps the stake to the banker (§7); an east wind as
a first tile is marked, the stakes swept in or paid out, the tile discarded
and replaced (§5). At the settlement every hand is shown, each player's result
under its tiles (§9), and the chips fly; the table holds a moment (the Pace
setting; a click or a key goes on at once) and the next hand opens. A game of
this family is a whole round (one wall, §10): its summary comes at the end of
the round, after the bank has passed with the 莊 badge flying on.

Controls: the limit as banker (a button for each of the variant's limits),
the bet (a chip button for each amount, Enter repeats the last bet), Draw and
Stand (D, S); a Stand the rules refuse is refused in the engine's words.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ai.banker import odds
from game.model.mahjong import Tile, words
from game.rules import Action
from game.rules import events as E
from game.rules.banker.actions import Bet, Draw, SetLimit, Stand
from game.ui import theme
from game.ui.anim import Flight
from game.ui.boards.banker_layout import BankerLayout
from game.ui.boards.base import Board
from game.ui.faces.mahjong import render_tile, render_tile_back, tile_size
from game.ui.faces.names import code_or_name, tile_name, tile_value_text
from game.ui.history import Line
from game.ui.widgets import Button
from game.i18n import N_, _, ngettext
from game.ui.said import by
from game.ui.words import count

HOLD = 2.2          # seconds a settled hand stays on the table before the next opens (× the Pace setting)
CHIP = (226, 190, 104)
CHIP_EDGE = (120, 86, 30)
WIN = (170, 240, 170)
LOSS = (255, 170, 150)

# Each settled line's outcome (§9) in words; marked for the catalogue and translated where shown (the
# English words stay the keys the drawing compares).
OUTCOME_WORDS = {"ten_and_a_half": N_("10½, paid double"), "banker_bust": N_("the banker is bust"),
                 "beats": N_("beats the banker"), "banker_ten_and_a_half": N_("the banker has 10½"),
                 "tie": N_("a tie goes to the banker"),
                 "lower": N_("lower than the banker"), "bust": N_("bust")}
BANK_WORDS = N_("the bank")
BANK_BUST_WORDS = N_("bust: pays every player still in")


@dataclass(frozen=True)
class ShowSummary(E.Event):
    """Not the engine's: queued after the bank has passed, so the round's summary comes up after it."""


@dataclass
class Shown:
    """What the table shows, which trails the engine by the events not yet presented."""

    tiles: list[list[Tile]] = field(default_factory=list)
    open: list[bool] = field(default_factory=list)        # every tile shown (a bust, the settlement)
    bust: list[bool] = field(default_factory=list)
    bets: list[int] = field(default_factory=list)
    chips: list[int] = field(default_factory=list)        # the round's running chips
    wall: int = 0
    heap: int = 0
    limit: int = 0
    hand: int = 0
    east: int | None = None                               # the seat whose east wind is being shown
    results: dict[int, tuple[int, str]] = field(default_factory=dict)   # seat -> (chips, words), settled
    stood: dict[int, str] = field(default_factory=dict)
    bubbles: dict[int, tuple[str, float]] = field(default_factory=dict)
    last: str = ""                                         # the person's last hand, in words
    stale: bool = False        # the tiles and results shown are the last hand's, kept while the stakes are asked


class BankerBoard(Board):
    """One round of Sap Tim Pun on the table; ``table`` is the shell it sits in."""

    family = "banker"
    unit = "round"                # what one game of the match is called (the shell's "hand 2 of 4")

    @staticmethod
    def replay_scene():
        """The round's summary offers "Replay hand": the whole round, step by step, every hand open."""
        from game.ui.banker_replay import BankerReplayScene
        return BankerReplayScene

    def __init__(self, table) -> None:
        self.table = table
        self.shown = Shown()
        self.launch = {}
        self._hand_cache = None
        self.selected: set[int] = set()
        self.choice: int | None = None        # the amount chosen with the arrow keys (limit or bet)
        self.last_bets: dict[int, int] = {}     # each person's last stake: Enter repeats it
        self.holding_until = 0.0              # a settled hand on show: a click or key goes on
        self.hint_action: Action | None = None

    # -- what the shell reads -----------------------------------------------------------------
    @property
    def layout(self) -> BankerLayout:
        return self.table.layout

    def make_layout(self, size: tuple[int, int], players: int, viewer: int) -> BankerLayout:
        return BankerLayout(size, players, viewer, self.table.style)

    def chips_shown(self, seat: int) -> int:
        """The match's chips as the table shows them: the totals before this round and the round's so far
        (once the match is over its totals hold the last round already)."""
        match = self.table.match
        if match.is_over:
            return match.totals[seat]
        return match.totals[seat] + self.shown.chips[seat]

    def face(self, card, size: tuple[int, int]) -> pygame.Surface:
        """A mahjong tile as tall as ``size`` (the history panel asks with a card's size)."""
        return render_tile(card, tile_size(size[1]))

    def called(self, tile) -> str:
        """The tile's name in the language shown (faces.names: Chinese alone in Chinese, else as Settings say)."""
        return tile_name(tile).shown(self.table.app.settings.card_names)

    def sync_shown(self) -> None:
        """Show the round exactly as the engine has it (a new round, a resumed match, an undo)."""
        t = self.table
        g = self.game
        n = t.setup.players
        if g is None:
            self.shown = Shown(tiles=[[] for _seat in range(n)], open=[False] * n, bust=[False] * n, bets=[0] * n,
                               chips=[0] * n)
            return
        busted = g.busted
        self.shown = Shown(tiles=[list(ts) for ts in g.tiles], open=list(busted), bust=list(busted),
                           bets=list(g.bets), chips=list(g.chips), wall=len(g.wall), heap=len(g.heap),
                           limit=g.limit, hand=g.hand_number)
        if g.is_over and g.last_hand is not None:
            self._show_settled(g.last_hand)

    def new_hand(self) -> list[E.Event]:
        self.sync_shown()
        self.choice = None
        self.holding_until = 0.0
        return []

    def hand_banner(self) -> str:
        t = self.table
        return by(t.name(self.game.banker), _("Round {number} of {length} — You bank"),
                  _("Round {number} of {length} — {who} banks"), number=t.match.hand_number, length=t.match.length)

    def acted(self) -> None:
        self.choice = None
        self.hint_action = None

    def moving(self, now: float) -> bool:
        return any(now < until for _words, until in self.shown.bubbles.values())

    def wait_factor(self) -> float:
        """A computer's stake is a quick step (half the usual wait, at any Pace): the hands follow each other
        briskly; drawing and standing keep the full wait, so people can follow them."""
        g = self.game
        return 0.5 if g is not None and g.phase == "bet" else 1.0

    def private(self) -> bool:
        """Hot-seat: whether the table now holds something one person may not see. While the limit and
        the stakes are asked nobody holds a concealed tile (the last hand was shown whole, §9), so the
        person to bet takes the table without the curtain; from the first draw on, it comes down."""
        g = self.game
        return g is None or g.phase not in ("limit", "bet")

    def your_turn(self, now: float) -> None:
        """A person to set the limit or bet takes the table at once (hot-seat, nothing concealed); a forced
        draw is still the person's own step (§6)."""
        t = self.table
        g = self.game
        if len(t.setup.humans) > 1 and not self.private() and g.current_player != t.viewer:
            t.viewer = g.current_player
            t.revealed = True
            self.acted()

    def prewarm(self) -> None:
        L = self.layout
        render_tile_back(L.wall_tile)
        render_tile_back(L.wall_tile, turned=True)
        render_tile_back(L.seat_tile)
        render_tile_back(L.my_tile)

    def hand_rects(self) -> list[tuple[Tile, pygame.Rect]]:
        """The viewer's tiles where they lie (large, at the bottom), for the shell and the probe."""
        L = self.table.ensure_layout()
        seat = self.table.viewer
        return [(tile, L.tile_slot(seat, k)) for k, tile in enumerate(self.shown.tiles[seat])
                if self.sees(seat, k)]

    def may_undo(self, seat: int) -> bool:
        """Undo stays inside the hand being played: a settled hand's result is never taken back (§9)."""
        from game.store.undo import replay_steps
        g = self.game
        key = (id(g.log), len(g.log.actions), seat)
        if getattr(self, "_undo_key", None) != key:
            start, last = 0, -1
            for k, step in enumerate(replay_steps(g.log, self.variant, snapshots=False)):
                if any(type(e).__name__ in ("NextHand", "LimitSet") for e in step.events):
                    start = k          # step k is action k - 1: the hand's first action is action k
                if step.seat == seat and k > 0:
                    last = k - 1
            self._undo_key, self._undo_ok = key, last >= start
        return self._undo_ok

    # -- who sees what (§11) ------------------------------------------------------------------------
    def owner_sees(self, seat: int) -> bool:
        """The seat's owner is the person looking now: their concealed tiles are shown to them."""
        t = self.table
        return seat == t.viewer and t.human(seat) and (t.revealed or len(t.setup.humans) <= 1)

    def sees(self, seat: int, index: int) -> bool:
        """Whether the ``index``-th tile of ``seat`` is drawn face up: a first tile, a shown hand, your own."""
        return index == 0 or self.shown.open[seat] or self.owner_sees(seat)

    def seen_value(self, seat: int) -> int | None:
        """The hand's value as the viewer may know it (half-points), or None while tiles are hidden."""
        tiles = self.shown.tiles[seat]
        if not tiles or not all(self.sees(seat, k) for k in range(len(tiles))):
            return None
        return self.variant.hand_half_points(tiles)

    # -- presenting the engine's events ---------------------------------------------------------
    def tile_image(self, tile: Tile | None, size: tuple[int, int]) -> pygame.Surface:
        return render_tile(tile, size) if tile is not None else render_tile_back(size)

    def chip_image(self, n: int) -> pygame.Surface:
        """A little stack of ``n`` chips, for a flight."""
        L = self.layout
        cw, ct = L.chip
        k = max(1, min(n, 10))
        img = pygame.Surface((cw + 2, int(cw * 0.5) + ct * k + 2), pygame.SRCALPHA)
        for i in range(k):
            r = pygame.Rect(1, img.get_height() - int(cw * 0.5) - 1 - i * ct, cw, int(cw * 0.5))
            pygame.draw.ellipse(img, CHIP_EDGE, r.move(0, 1))
            pygame.draw.ellipse(img, CHIP, r)
            pygame.draw.ellipse(img, CHIP_EDGE, r, width=1)
        return img

    def fly_chips(self, n: int, start, end, now: float, delay: float = 0.0, key=None, on_land=None) -> None:
        t = self.table
        if n <= 0:
            return
        f = Flight(self.chip_image(n), start, end, now + t.scaled(delay), t.scaled(0.5), key=key)
        f.on_land = on_land
        t.flights.add(f)

    def bank_point(self) -> tuple[int, int]:
        return self.layout.seat_center(self.game.banker)

    def present(self, event: E.Event, now: float) -> float:
        t = self.table
        L = self.layout
        sh = self.shown
        if isinstance(event, ShowSummary):
            t.hand_over()
            return 0.0
        kind = type(event).__name__
        if kind == "LimitSet":
            sh.limit = event.limit
            t.show_banner(by(t.name(event.banker), _("You bank: bets of 1 to {chips}"),
                             _("{who} banks: bets of 1 to {chips}"), chips=count(event.limit, "chip")), 1.6)
            return t.scaled(0.6)
        if kind == "NextHand":
            # the last hand stays on the table, dimmed, until the new first tiles come: a player reads it
            # while the stakes are asked, and nobody has to click on (§10: hand after hand from one wall)
            n = t.setup.players
            sh.stale = any(sh.tiles)
            sh.bets = [0] * n
            sh.stood = {}
            sh.east = None
            sh.wall = event.wall
            built = len(self.game.log.wall) if self.game.log.wall is not None else self.variant.set_size
            sh.heap = max(0, built - event.wall)       # every tile dealt so far was shown or discarded (§11)
            sh.hand = event.number
            self.holding_until = 0.0
            return t.scaled(0.2)
        if kind == "BetPlaced":
            sh.bubbles[event.seat] = (_("Bets {n}").format(n=event.amount), now + max(0.9, t.scaled(1.0)))
            if t.human(event.seat):
                self.last_bets[event.seat] = event.amount

            def land(seat: int = event.seat, amount: int = event.amount) -> None:
                sh.bets[seat] = amount
            self.fly_chips(event.amount, L.seat_center(event.seat), L.chips_at[event.seat], now,
                           key=("stake", event.seat), on_land=land)
            if not t.flights.items:
                land()
            t.sound("play")
            return t.scaled(0.3)
        if kind == "FirstTile":
            if sh.stale:
                self.clear_table()
            sh.wall = event.wall
            slot = L.tile_slot(event.seat, 0)
            start = L.wall_mouth(event.wall + 1)
            if event.replaces:
                # the east wind goes to the heap in the middle, its replacement comes from the wall (§5)
                old = sh.tiles[event.seat][0] if sh.tiles[event.seat] else None
                if old is not None:
                    t.flights.add(Flight(self.tile_image(old, slot.size), slot.center, L.wall.center, now,
                                         t.scaled(0.45), fade=True, key=("discard",)))
                sh.heap += 1
                sh.east = None
                sh.tiles[event.seat] = []

            def land(seat: int = event.seat, tile: Tile = event.tile) -> None:
                sh.tiles[seat] = [tile]
            f = Flight(self.tile_image(event.tile, slot.size), start, slot.center,
                       now + t.scaled(0.25 if event.replaces else 0.0), t.scaled(0.3), key=("tile", event.seat))
            f.on_land = land
            t.flights.add(f)
            t.sound("play")
            return t.scaled(0.55 if event.replaces else 0.18)
        if kind == "EastWind":
            return self.present_east(event, now)
        if kind == "Turn":
            if event.banker and not all(sh.bust[p] for p in range(len(sh.bust)) if p != event.seat):
                t.show_banner(by(t.name(event.seat), _("You, the banker, play last"), _("{who}, the banker, plays last"),
                                 me=t.is_you(event.seat)), 1.0)
            return t.scaled(0.15)
        if kind == "Drew":
            sh.wall = event.wall
            k = len(sh.tiles[event.seat])
            slot = L.tile_slot(event.seat, k)
            shown = event.tile if self.owner_sees(event.seat) else None

            def land(seat: int = event.seat, tile: Tile = event.tile) -> None:
                sh.tiles[seat].append(tile)
            f = Flight(self.tile_image(shown, slot.size), L.wall_mouth(event.wall + 1), slot.center, now,
                       t.scaled(0.35), key=("tile", event.seat))
            f.on_land = land
            t.flights.add(f)
            if not t.flights.items:
                land()
            t.sound("play")
            return t.scaled(0.4)
        if kind == "Stood":
            # by rule it stands at three tiles (a 10½ always holds three, §6): the value stays concealed
            n = event.tiles
            sh.stood[event.seat] = _("stands") if event.chose else \
                ngettext("stands at {n} tile", "stands at {n} tiles", n).format(n=n)
            stands = _("Stands") if event.chose else ngettext("Stands at {n} tile", "Stands at {n} tiles", n).format(n=n)
            sh.bubbles[event.seat] = (stands, now + max(1.0, t.scaled(1.2)))
            return t.scaled(0.35)
        if kind == "Bust":
            sh.tiles[event.seat] = list(event.tiles)
            sh.open[event.seat] = True
            sh.bust[event.seat] = True
            sh.chips = [c for c in event.chips]
            sh.bubbles[event.seat] = (_("Bust with {value}!").format(value=words(event.value)), now + max(1.4, t.scaled(1.8)))
            if event.paid:
                sh.results[event.seat] = (-event.paid, "bust")
                sh.bets[event.seat] = 0
                self.fly_chips(event.paid, L.chips_at[event.seat], self.bank_point(), now, delay=0.3,
                               key=("sweep", event.seat))
            who = t.name(event.seat)
            value = words(event.value)
            if event.seat == self.game.banker:
                t.show_banner(by(who, _("You, the banker, go bust with {value}: every player still in is paid"),
                                 _("{who}, the banker, goes bust with {value}: every player still in is paid"),
                                 value=value), 1.8)
            else:
                t.show_banner(by(who, _("You go bust with {value}: {chips} to the banker"),
                                 _("{who} goes bust with {value}: {chips} to the banker"),
                                 value=value, chips=count(event.paid, "chip")), 1.6)
            t.sound("play")
            return t.scaled(1.1)
        if kind == "HandSettled":
            return self.present_settled(event, now)
        if kind == "RoundOver":
            sh.chips = list(event.chips)
            nxt = event.next_banker
            t.show_banner(by(t.name(nxt), _("The wall is done: the bank passes to you"),
                             _("The wall is done: the bank passes to {who}")), 2.0)
            badge = self.badge_image()
            t.flights.add(Flight(badge, L.seat_center(event.banker), L.seat_center(nxt), now + t.scaled(0.3),
                                 t.scaled(1.0), key=("bank",)))
            t.queue.insert(0, ShowSummary())
            return t.scaled(1.5)
        return 0.0

    def clear_table(self) -> None:
        """The last hand's tiles and results leave the table: a new hand is dealt."""
        sh = self.shown
        n = self.table.setup.players
        sh.tiles = [[] for _seat in range(n)]
        sh.open = [False] * n
        sh.bust = [False] * n
        sh.results = {}
        sh.stale = False

    def present_east(self, event, now: float) -> float:
        """§5: the east wind marked, the stakes swept to the banker or paid to the player, then restaked."""
        t = self.table
        L = self.layout
        sh = self.shown
        sh.east = event.seat
        sh.chips = list(event.chips)
        bank = self.bank_point()
        who = t.name(event.seat)
        if event.banker:
            total = -sum(m for s, m in enumerate(event.moves) if s != event.seat)
            t.show_banner(by(who, _("East wind 東 for the banker: You take every stake ({total})"),
                             _("East wind 東 for the banker: {who} takes every stake ({total})"), total=total), 2.2)
            for s, m in enumerate(event.moves):
                if m < 0:
                    self.fly_chips(-m, L.chips_at[s], bank, now, delay=0.5, key=("sweep", s))
                    self.fly_chips(-m, L.seat_center(s), L.chips_at[s], now, delay=1.2, key=("stake", s))
        else:
            paid = event.moves[event.seat]
            t.show_banner(by(who, _("East wind 東 for you: the banker pays {chips}"),
                             _("East wind 東 for {who}: the banker pays {chips}"), chips=count(paid, "chip")), 2.2)
            self.fly_chips(paid, bank, L.seat_center(event.seat), now, delay=0.5, key=("pay", event.seat))
        sh.bubbles[event.seat] = (_("East wind 東!"), now + max(1.4, t.scaled(1.8)))
        t.sound("play")
        return t.scaled(1.6)

    def present_settled(self, event, now: float) -> float:
        """§9: every hand shown, each line's chips flying between the player's stake and the banker."""
        t = self.table
        L = self.layout
        bank = self.bank_point()
        delay = 0.2
        for line in event.lines:
            if line.outcome == "bust":
                continue
            spot = L.chips_at[line.seat]
            if line.amount < 0:     # the stake goes to the banker
                self.fly_chips(-line.amount, spot, bank, now, delay=delay, key=("sweep", line.seat))
                self.shown.bets[line.seat] = 0
            else:                   # the banker's chips join the stake
                def land(seat: int = line.seat, total: int = line.bet + line.amount) -> None:
                    self.shown.bets[seat] = total
                self.fly_chips(line.amount, bank, spot, now, delay=delay, key=("pay", line.seat), on_land=land)
                if not t.flights.items:
                    land()
            delay += 0.12
        self._show_settled(event)
        for s, v in enumerate(event.values):
            if s == event.banker or not self.shown.bust[s]:
                self.shown.bubbles.pop(s, None)
        hold = t.scaled(HOLD)
        self.holding_until = now + hold
        t.sound("play")
        return hold

    def _show_settled(self, event) -> None:
        sh = self.shown
        t = self.table
        sh.tiles = [list(ts) for ts in event.tiles]
        n = len(sh.tiles)
        sh.open = [True] * n
        sh.chips = list(event.chips)
        target = self.variant.target
        sh.bust = [v > target for v in event.values]
        sh.results = {}
        for line in event.lines:
            sh.results[line.seat] = (line.amount, OUTCOME_WORDS[line.outcome])
        bank_words = BANK_BUST_WORDS if sh.bust[event.banker] else BANK_WORDS
        sh.results[event.banker] = (event.hand_chips[event.banker], bank_words)
        mine = t.viewer
        if t.human(mine):
            got = event.hand_chips[mine]
            line = next((ln for ln in event.lines if ln.seat == mine), None)
            last = by(t.name(mine), _("Last hand: you {chips}"), _("Last hand: {who} {chips}"), me=t.is_you(mine),
                      chips=f"{got:+d}")
            if line is not None:
                east = got - line.amount
                why = _(OUTCOME_WORDS[line.outcome])
                if east:
                    why = _("{outcome}, east wind {east}").format(outcome=why, east=f"{east:+d}")
                last = _("{said} ({why})").format(said=last, why=why)
            sh.last = last

    def badge_image(self) -> pygame.Surface:
        s = self.layout.s
        r = int(14 * s)
        img = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
        pygame.draw.circle(img, theme.BRASS, (r + 1, r + 1), r)
        theme.text(img, "莊", (r + 1, r + 1), int(18 * s), theme.INK, "center")
        return img

    # -- the person's controls ------------------------------------------------------------------
    def amounts(self) -> list[int]:
        """What the controls offer now: the variant's limits (banker) or the bets 1 to the limit."""
        g = self.game
        if g is None or g.is_over:
            return []
        if g.phase == "limit":
            return list(self.variant.limits)
        if g.phase == "bet":
            if g.limit <= 10:
                return list(range(1, g.limit + 1))
            picks = {1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, g.limit}
            return sorted(p for p in picks if p <= g.limit)
        return []

    def default_amount(self) -> int:
        g = self.game
        if g.phase == "limit":
            return self.variant.default_limit if self.variant.default_limit in self.variant.limits \
                else self.variant.limits[0]
        last = self.last_bets.get(self.table.viewer)
        if last is not None and 1 <= last <= g.limit:
            return last
        return min(g.limit, 2)

    def choose(self, amount: int) -> bool:
        g = self.game
        action = SetLimit(amount) if g.phase == "limit" else Bet(amount)
        return self.table.apply(action)

    def handle(self, event: pygame.event.Event) -> None:
        t = self.table
        now = t.app.now()
        if self.holding_until > now and now < t.busy_until and (
                event.type == pygame.MOUSEBUTTONUP or (event.type == pygame.KEYDOWN and event.key in
                                                       (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER))):
            t.busy_until = now          # a settled hand seen: on at once
            self.holding_until = 0.0
            return
        if event.type == pygame.MOUSEMOTION:
            t.mouse = event.pos
            return
        if event.type != pygame.KEYDOWN or not t.my_turn():
            return
        g = self.game
        key = event.key
        if g.phase == "draw":
            if key in (pygame.K_d, pygame.K_SPACE):
                t.apply(Draw())
            elif key == pygame.K_s:
                t.apply(Stand())
            return
        amounts = self.amounts()
        if not amounts:
            return
        if pygame.K_0 <= key <= pygame.K_9:
            n = key - pygame.K_0 or 10
            if n in amounts:
                self.choose(n)
            else:
                t.say(_("Choose one of {amounts}.").format(amounts=", ".join(map(str, amounts))), error=True)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            cur = self.choice if self.choice in amounts else self.default_amount()
            i = amounts.index(cur) if cur in amounts else 0
            i += 1 if key in (pygame.K_RIGHT, pygame.K_UP) else -1
            self.choice = amounts[max(0, min(len(amounts) - 1, i))]
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.choose(self.choice if self.choice in amounts else self.default_amount())

    def show_hint(self, action: Action, why: str) -> str:
        self.hint_action = action
        g = self.game
        obs = g.observation(self.table.viewer)
        if isinstance(action, (Draw, Stand)) and "busts" not in why:
            why = f" — {self.bust_words(obs)}" + (f"; {why[3:]}" if why else "")
        if isinstance(action, SetLimit):
            return _("Hint: a limit of {n}{why}").format(n=action.amount, why=why)
        if isinstance(action, Bet):
            self.choice = action.amount
            return _("Hint: bet {n}{why}").format(n=action.amount, why=why)
        return (_("Hint: draw{why}") if isinstance(action, Draw) else _("Hint: stand{why}")).format(why=why)

    def bust_words(self, obs) -> str:
        """"a draw busts 9 times in 31": the tiles you cannot see that would take you over 10½."""
        pool = odds.unseen_pool(obs.seen)
        value = self.variant.hand_half_points(obs.hand)
        k = odds.bust_count(value, pool, self.variant.target)
        return ngettext("a draw busts {k} time in {n}", "a draw busts {k} times in {n}", k).format(k=k, n=sum(pool))

    def taken_back_words(self, seat: int) -> str:
        log = self.game.log.actions
        last = next((a for a in reversed(log)), None)
        said = {Bet: (_("Your last bet was taken back."), _("{who}'s last bet was taken back.")),
                Draw: (_("Your last draw was taken back."), _("{who}'s last draw was taken back.")),
                Stand: (_("Your last stand was taken back."), _("{who}'s last stand was taken back.")),
                SetLimit: (_("Your last limit was taken back."), _("{who}'s last limit was taken back."))}
        you, other = said.get(type(last), (_("Your last move was taken back."), _("{who}'s last move was taken back.")))
        return by(self.table.name(seat), you, other, me=self.table.is_you(seat))

    # -- buttons --------------------------------------------------------------------------------
    def buttons(self) -> list[Button]:
        t = self.table
        L = self.layout
        s = L.s
        g = self.game
        mine = g.current_player == t.viewer and t.human(t.viewer)
        if g.phase == "draw" or not mine:
            return [Button(_("Draw"), L.play_button, lambda: t.apply(Draw()), primary=True, key=pygame.K_d),
                    Button(_("Stand"), L.pass_button, lambda: t.apply(Stand()), key=pygame.K_s)]
        amounts = self.amounts()
        row = L.bet_row
        bw = min(int(84 * s), (row.width - int(8 * s) * (len(amounts) - 1)) // max(1, len(amounts)))
        x = row.centerx - (len(amounts) * bw + (len(amounts) - 1) * int(8 * s)) // 2
        out = []
        for n in amounts:
            out.append(Button(str(n), pygame.Rect(x, row.top, bw, row.height), lambda n=n: self.choose(n)))
            x += bw + int(8 * s)
        return out

    def button_labels(self, mine: bool) -> list[str]:
        g = self.game
        if g.phase in ("limit", "bet") and mine:
            return [str(n) for n in self.amounts()]
        return [_("Draw"), _("Stand")]

    def refresh(self, b: Button) -> None:
        t = self.table
        g = self.game
        if b.label in (_("Draw"), _("Stand")):
            b.enabled = t.my_turn() and g.phase == "draw"
            hinted = _("Stand") if isinstance(self.hint_action, Stand) else _("Draw")
            b.primary = b.label == hinted
            return
        if not b.label.isdigit():
            return
        b.enabled = t.my_turn()
        chosen = self.choice if self.choice is not None else (self.default_amount() if t.my_turn() else None)
        b.primary = b.label == str(chosen) or (self.hint_action is not None and
                                               b.label == str(getattr(self.hint_action, "amount", "")))

    # -- drawing --------------------------------------------------------------------------------
    def draw_under(self, surface: pygame.Surface, now: float) -> None:
        self.draw_wall(surface)

    def draw_wall(self, surface: pygame.Surface) -> None:
        L = self.layout
        s = L.s
        sh = self.shown
        layer = pygame.Surface(L.wall.inflate(int(16 * s), int(16 * s)).size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (0, 0, 0, 45), layer.get_rect(), border_radius=int(14 * s))
        surface.blit(layer, L.wall.inflate(int(16 * s), int(16 * s)))
        d = L.wall_depth
        for rect, turned, height in L.wall_stacks(sh.wall):
            back = render_tile_back(rect.size, turned=turned)
            surface.blit(back, rect)
            if height == 2:
                surface.blit(back, rect.move(0, -d))
        inner = L.wall.inflate(-2 * (L.wall_tile[1] + int(10 * s)), -2 * (L.wall_tile[1] + int(10 * s)))
        g = self.game
        lines = []
        if sh.limit:
            lines.append((_("limit {n}").format(n=sh.limit), int(20 * s), theme.HIGHLIGHT))
        if sh.hand:
            lines.append((_("hand {n}").format(n=sh.hand), int(16 * s), theme.PAPER))
        lines.append((_("wall {n}").format(n=sh.wall), int(16 * s), theme.PAPER))
        if sh.heap:
            lines.append((_("heap {n}").format(n=sh.heap), int(14 * s), theme.MUTED))
        if g is not None and g.phase == "limit" and not sh.limit:
            lines.insert(0, (_("a new wall"), int(16 * s), theme.MUTED))
        y = inner.centery - sum(int(size * 1.3) for _words, size, _color in lines) // 2
        for words_, size, color in lines:
            box = pygame.Rect(inner.left, y, inner.width, int(size * 1.3))
            theme.text_in(surface, words_, box, size, color, "center", shadow=True)
            y += int(size * 1.3)

    def draw_middle(self, surface: pygame.Surface, now: float) -> None:
        pass

    def draw_seat_things(self, surface: pygame.Surface, seat: int, now: float) -> None:
        """In front of a plate: the seat's tiles, its stake as chips, its result once settled, a bubble."""
        L = self.layout
        s = L.s
        sh = self.shown
        if seat >= len(sh.tiles):
            return
        flying = self.table.flights.keys()
        tiles = sh.tiles[seat]
        bottom = L.places[seat].side == "bottom"
        asking = self.table.my_turn() and self.game.phase in ("limit", "bet")
        if sh.stale and bottom and asking:
            tiles = []          # the stake's buttons take the place of the last hand's tiles
        for k, tile in enumerate(tiles):
            r = L.tile_slot(seat, k)
            img = self.tile_image(tile if self.sees(seat, k) else None, r.size)
            surface.blit(img, r)
            if sh.stale:
                layer = pygame.Surface(r.size, pygame.SRCALPHA)
                layer.fill((14, 44, 34, 110))
                surface.blit(layer, r)
            if k == 0 and sh.east == seat:
                pygame.draw.rect(surface, theme.RED, r.inflate(8, 8), width=3, border_radius=int(6 * s))
            if sh.bust[seat]:
                layer = pygame.Surface(r.size, pygame.SRCALPHA)
                layer.fill((160, 30, 30, 70))
                surface.blit(layer, r)
        if seat < len(sh.bets) and sh.bets[seat] and ("stake", seat) not in flying:
            self.draw_stack(surface, sh.bets[seat], L.chips_at[seat])
        if tiles:
            self.draw_result(surface, seat)
            if bottom:
                self.draw_total(surface)
        self.draw_bubble(surface, seat, now, 16)

    def draw_bubble(self, surface: pygame.Surface, seat: int, now: float, size: int) -> None:
        """The seat's last words: under its plate, or for a seat at the side, under its tiles (which lie
        under the plate there)."""
        bubble = self.shown.bubbles.get(seat)
        if not (bubble and now < bubble[1]):
            return
        L = self.layout
        s = L.s
        place = L.places[seat]
        if place.side in ("left", "right"):
            spot = L.spots[seat]
            at = (place.plate.centerx, spot.bottom + int(44 * s))
        else:
            at = (place.plate.centerx, place.plate.bottom + int(22 * s))
        r = theme.text(surface, bubble[0], at, int(size * s), theme.INK, "center")
        box = r.inflate(int(22 * s), int(10 * s)).clamp(pygame.Rect(0, 0, *L.size))
        pygame.draw.rect(surface, theme.PAPER, box, border_radius=int(12 * s))
        theme.text(surface, bubble[0], box.center, int(size * s), theme.INK, "center")

    def draw_stack(self, surface: pygame.Surface, n: int, at: tuple[int, int]) -> None:
        """A stake: a stack of chips, ten at most drawn, with the count beside it."""
        L = self.layout
        s = L.s
        img = self.chip_image(n)
        r = img.get_rect(midbottom=at)
        surface.blit(img, r)
        theme.text(surface, str(n), (r.right + int(4 * s), r.bottom), int(17 * s), theme.HIGHLIGHT, "bottomleft",
                   shadow=True)

    def draw_result(self, surface: pygame.Surface, seat: int) -> None:
        """Under a settled hand (or a bust): its value and what it won or paid, in words."""
        L = self.layout
        s = L.s
        sh = self.shown
        tiles = sh.tiles[seat]
        if seat not in sh.results or not tiles:
            return
        amount, why = sh.results[seat]
        value = self.variant.hand_half_points(tiles)
        first = L.tile_slot(seat, 0)
        size = int(15 * s)
        if L.places[seat].side == "bottom":
            last = L.tile_slot(seat, len(tiles) - 1)
            box = pygame.Rect(last.right + int(24 * s), L.total_box.top + int(62 * s), int(300 * s), int(44 * s))
        else:
            width = L.tile_slot(seat, 2).right - first.left + int(60 * s)
            box = pygame.Rect(first.left, first.bottom + int(4 * s), width, int(20 * s))
        head = _("bust") if sh.bust[seat] else words(value)
        color = WIN if amount > 0 else LOSS if amount < 0 else theme.PAPER
        text = f"{head}  {amount:+d}" + ("" if why == "bust" or why.startswith("the bank") or why.startswith("bust:")
                                          else f" · {_(why)}")
        if L.places[seat].side == "bottom":
            why = _("paid to the banker at once") if why == "bust" else _(why)
            theme.text_in(surface, f"{amount:+d} · {why}", box, int(18 * s), color, "topleft", shadow=True)
            return
        pill = theme.fit(text, size, box.width)
        img = theme.font(pill[1]).render(pill[0], True, color)
        back = img.get_rect(topleft=box.topleft).inflate(int(10 * s), int(4 * s))
        back = back.clamp(surface.get_rect().inflate(-int(8 * s), 0))   # the right-hand seat's words stay on screen
        pygame.draw.rect(surface, (10, 32, 25), back, border_radius=int(6 * s))
        surface.blit(img, img.get_rect(center=back.center))

    def draw_total(self, surface: pygame.Surface) -> None:
        """Beside your tiles: their running total, "9½", and whether you must draw (§6)."""
        t = self.table
        L = self.layout
        s = L.s
        seat = t.viewer
        value = self.seen_value(seat)
        if value is None:
            return
        last = L.tile_slot(seat, len(self.shown.tiles[seat]) - 1)
        box = L.total_box.copy()
        box.left = last.right + int(24 * s)
        bust = value > self.variant.target
        color = LOSS if bust else theme.HIGHLIGHT
        r = theme.text(surface, words(value), (box.left, box.top + int(4 * s)), int(44 * s), color, "topleft",
                       shadow=True)
        g = self.game
        note = ""
        if bust:
            note = _("bust")
        elif value == self.variant.target:
            note = _("ten and a half!")
        elif g is not None and g.phase == "draw" and g.current_player == seat and not self.shown.stale:
            note = (_("must draw") if value < self.variant.must_draw_below else _("draw or stand"))
        if note:
            theme.text(surface, note, (r.right + int(10 * s), r.bottom - int(8 * s)), int(16 * s), theme.PAPER,
                       "bottomleft", shadow=True)

    def draw_over(self, surface: pygame.Surface, now: float) -> None:
        pass

    def draw_question(self, surface: pygame.Surface) -> None:
        """The limit (as banker, §3) or the bet: a panel over the bottom with a chip button per amount."""
        t = self.table
        g = self.game
        if g.phase not in ("limit", "bet") or not t.my_turn():
            return
        L = self.layout
        s = L.s
        row = L.bet_row
        buttons = [b for b in t.buttons if b.label.isdigit()]
        left = min((b.rect.left for b in buttons), default=row.left) - int(20 * s)
        right = max((b.rect.right for b in buttons), default=row.right) + int(20 * s)
        box = pygame.Rect(left, row.top - int(36 * s), right - left, row.height + int(48 * s))
        theme.panel(surface, box, radius=int(12 * s))
        if g.phase == "limit":
            words_ = _("You bank this round: the most a player may bet")
        elif g.limit >= 10:
            words_ = _("Your stake, 1 to {limit} — keys 1–{top}, 0 for 10, Enter: {default}").format(
                limit=g.limit, top=min(g.limit, 9), default=self.default_amount())
        else:
            words_ = _("Your stake, 1 to {limit} — keys 1–{top}, Enter: {default}").format(
                limit=g.limit, top=min(g.limit, 9), default=self.default_amount())
        theme.text_in(surface, words_, pygame.Rect(box.left + int(10 * s), box.top + int(6 * s),
                                                   box.width - int(20 * s), int(24 * s)), int(17 * s), theme.HIGHLIGHT,
                      "midtop")

    def draw_hover(self, surface: pygame.Surface, now: float) -> None:
        """After a moment over a face-up tile: its name and its value ("Five of Dots 五筒 · 5")."""
        t = self.table
        if t.overlay or t.curtain_up():
            return
        hit = None
        for seat in range(len(self.shown.tiles)):
            for k, tile in enumerate(self.shown.tiles[seat]):
                r = self.layout.tile_slot(seat, k)
                if r.collidepoint(t.mouse) and self.sees(seat, k):
                    hit = (tile, r)
        tile = hit[0] if hit else None
        if not self.hover_settled(tile, now):
            return
        self.draw_tooltip(surface, hit[1], f"{self.called(tile)} · {tile_value_text(tile)}")

    def seat_line(self, seat: int) -> str:
        sh = self.shown
        g = self.game
        if g is not None and seat == g.banker:
            return _("banker · limit {n}").format(n=sh.limit) if sh.limit else _("banker · sets the limit")
        if seat < len(sh.bust) and sh.bust[seat] and seat in sh.results:
            return _("bust: paid {n}").format(n=-sh.results[seat][0])
        if seat in sh.results and not (sh.stale and sh.bets and sh.bets[seat]):
            amount = sh.results[seat][0]
            return _("won {n}").format(n=amount) if amount > 0 else _("paid {n}").format(n=-amount) if amount < 0 \
                else _("even")
        if sh.bets and sh.bets[seat]:
            return _("stake {n}").format(n=sh.bets[seat])
        return _("no stake yet") if g is not None and not g.is_over else ""

    def seat_state(self, seat: int) -> str | None:
        sh = self.shown
        if seat < len(sh.bust) and sh.bust[seat]:
            return _("bust")
        if seat in sh.stood and not sh.results:
            return sh.stood[seat]
        return None

    def prompt(self) -> str:
        """What the person at the screen is asked, by name when several people share it (hot-seat)."""
        words_ = self._prompt()
        t = self.table
        if words_ and len(t.setup.humans) > 1:
            return _("{name}: {prompt}").format(name=t.name(t.viewer), prompt=words_)
        return words_

    def _prompt(self) -> str:
        g = self.game
        t = self.table
        if g.phase == "limit":
            return _("You are the banker: choose the limit, the most anyone may bet this round")
        if g.phase == "bet":
            last = f"{self.shown.last} · " if self.shown.last else ""
            return last + _("Hand {number}: place your stake, 1 to {limit} chips").format(number=g.hand_number,
                                                                                         limit=g.limit)
        if g.phase == "draw":
            value, least = words(g.values[t.viewer]), words(self.variant.must_draw_below)
            banker = t.viewer == g.banker
            if g.values[t.viewer] < self.variant.must_draw_below:
                said = _("Banker, you hold {value}: under {least} you must draw — Draw (D)") if banker else \
                    _("You hold {value}: under {least} you must draw — Draw (D)")
                return said.format(value=value, least=least)
            said = _("Banker, you hold {value}: Draw (D) or Stand (S)") if banker else \
                _("You hold {value}: Draw (D) or Stand (S)")
            return said.format(value=value)
        return ""

    # -- the history panel and the summary ------------------------------------------------------
    def story(self, events: list[E.Event]) -> list[Line]:
        """This hand's public story: stakes, first tiles, east winds, draws (tiles unnamed), busts."""
        names = self.table.seat_names()
        start = max((i for i, e in enumerate(events) if type(e).__name__ == "NextHand"), default=-1)
        out = []
        for e in events[start + 1:]:
            kind = type(e).__name__
            who = names[getattr(e, "seat", 0)]
            if kind == "BetPlaced":
                out.append(Line("note", by(who, _("You stake {n}"), _("{who} stakes {n}"), n=e.amount), e.seat))
            elif kind == "FirstTile":
                # tiles by name: the panel's slots are cut for the long domino cards
                out.append(Line("note", _("{who}: first tile {tile}").format(who=who, tile=self.called(e.tile)),
                                e.seat))
            elif kind == "EastWind":
                said = _("East wind for {who}, the banker: every stake swept in") if e.banker else \
                    _("East wind for {who}: the banker pays {n}")
                out.append(Line("note", said.format(who=who, n=e.moves[e.seat]), e.seat))
            elif kind == "Drew":
                out.append(Line("pass", by(who, _("You draw a tile"), _("{who} draws a tile")), e.seat))
            elif kind == "Stood":
                out.append(Line("pass", by(who, _("You stand"), _("{who} stands")), e.seat))
            elif kind == "Bust":
                shown = ", ".join(code_or_name(t) for t in e.tiles)
                out.append(Line("note", _("{who}: bust with {value} ({tiles})").format(
                    who=who, value=words(e.value), tiles=shown), e.seat))
        return out

    def round_story(self) -> dict[str, list[int]]:
        """The round in numbers per seat, from the engine's events: hands won, lost, bust, east winds."""
        t = self.table
        n = t.setup.players
        out = {"won": [0] * n, "lost": [0] * n, "bust": [0] * n, "east": [0] * n, "hands": [0]}
        for e in t.hand_events():
            kind = type(e).__name__
            if kind == "HandSettled":
                out["hands"][0] += 1
                for line in e.lines:
                    if line.outcome == "bust":
                        out["bust"][line.seat] += 1
                    elif line.amount > 0:
                        out["won"][line.seat] += 1
                    else:
                        out["lost"][line.seat] += 1
            elif kind == "EastWind":
                out["east"][e.seat] += 1
        return out

    def summary_title(self) -> str:
        g = self.game
        names = self.table.seat_names()
        best = max(range(g.players), key=lambda s: g.chips[s])
        if not any(g.chips):
            return _("An even round: nobody gains")
        return by(names[best], _("You win {chips} this round"), _("{who} wins {chips} this round"),
                  chips=count(g.chips[best], "chip"))

    def summary_columns(self) -> list[str]:
        return [_("hands won"), _("this round")]

    def summary_cells(self, seat: int) -> list[str]:
        g = self.game
        story = self.round_story()
        won = _("banker") if seat == g.banker else str(story["won"][seat])
        return [won, f"{g.chips[seat]:+d}"]

    def summary_winner(self) -> int | None:
        g = self.game
        best = max(range(g.players), key=lambda s: g.chips[s])
        return best if g.chips[best] > 0 else None

    def summary_lines(self, width: int, size: int) -> list[tuple[str, str]]:
        """The round: who banked how many hands at what limit, each player's hands, the bank passing."""
        t = self.table
        g = self.game
        names = t.seat_names()
        story = self.round_story()
        hands = story["hands"][0]
        out = [(by(names[g.banker], _("You bank {hands} from one wall, bets up to {limit}; the banker made {chips}"),
                   _("{who} banks {hands} from one wall, bets up to {limit}; the banker made {chips}"),
                   hands=count(hands, "hand"), limit=g.limit, chips=f"{g.chips[g.banker]:+d}"), "line")]
        for seat in g.drawing_order[:-1]:
            line = _("{who}: won {won}, lost {lost}, bust {bust}") if not story["east"][seat] else \
                _("{who}: won {won}, lost {lost}, bust {bust}, east wind {east}")
            line = line.format(who=names[seat], won=story["won"][seat], lost=story["lost"][seat],
                               bust=story["bust"][seat], east=story["east"][seat])
            out.append((f"{line} — {g.chips[seat]:+d}", "amount"))
        if story["east"][g.banker]:
            out.append((_("The banker's east winds: {n}").format(n=story["east"][g.banker]), "note"))
        if not t.match.is_over and len(t.match.results) + 1 < t.match.length:
            nxt = names[(g.banker + 1) % g.players]
            out.append((by(nxt, _("The bank passes to you"), _("The bank passes to {who}")), "note"))
        return out
