"""Si Se Pai's board (docs/rules/si-se-pai.md): four-colour cards, melds laid face up, claims out of turn.

The card on offer (turned up from the pile, or thrown away) lies large in the
middle with whose it is; the pile and its count at its left. Each seat's
exposed melds and its discards (in order, the latest framed) lie by its plate,
drawn as the tops of the cards (game.ui.boards.rummy_layout). The person's hand
is at the bottom, sorted by colour or into the melds it already holds (the
toggle under the buttons).

Gestures: when asked about a card, drag the hand cards that complete a meld
onto it (or select them and press Meld, or click the card on offer); the claim
bar beside it lists the legal claims in the game's words (Hu 胡, Gan 槓, Pong 碰,
Chi 吃, a meld of one's own draw) and Pass, with a short timer that passes for
you (Settings: Claim timer). To discard, drag a card up off the hand, or select
it and press Discard. A refusal flies the cards back with the engine's reason.

The claim window's secrecy (§5): the table never shows who is being asked. In a
claim window no plate is lit and no computer is "thinking"; computers answer
without the usual pause. With several people at one screen every person passes
behind the curtain for every claim window, asked or not (one not asked sees
"nothing to claim" and goes on), in turn order from the card's owner; their
answers are kept by the board and handed to the engine in its order once all
have been visited, so neither the curtain nor the timing tells who was asked.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.model.four_colour import FourColourCard
from game.rules import Action, Pass
from game.rules import events as E
from game.rules.rummy import melds as M
from game.rules.rummy.actions import Claim, Discard
from game.rules.rummy.game import claim_action
from game.ui import theme
from game.ui.anim import Flight
from game.ui.boards.base import Board, Held
from game.ui.boards.rummy_hand import groups_for
from game.ui.boards.rummy_layout import RummyLayout
from game.ui.faces import FaceStyle
from game.ui.faces.four_colour import card_size, render_card, render_card_back
from game.ui.faces.names import card_name, code_or_name
from game.ui.history import Line
from game.ui.refusal import at_table
from game.ui.widgets import Button
from game.i18n import N_, _, chinese, ngettext
from game.ui.said import by
from game.ui.words import count

STUB_SUMMARY = 1.42          # a card top in the summary, in card widths
CLAIM_SECONDS = 15.0           # the claim bar's timer: then it passes for the person (Settings: Claim timer)
# The calls in the game's words (§5), marked for the catalogue and translated where shown: in Chinese the
# character alone, each script its own (槓 / 杠).
CALL_WORDS = {"zhimo": N_("Zhimo 自摸"), "hu": N_("Hu 胡"), "gan": N_("Gan 槓"), "pong": N_("Pong 碰"),
              "chi": N_("Chi 吃")}
NOTHING = N_("Go on")          # the one button of a person visited in a claim window who cannot claim
# The meld types (§3) as the table names them (the engine's MELD_WORDS, marked here for the catalogue).
MELD_NAMES = {"one_card": N_("one-card meld"), "pair": N_("pair"), "command": N_("command group"),
              "field": N_("field group"), "triple": N_("triple"), "three_footman": N_("three-footman group"),
              "quad": N_("quad"), "four_footman": N_("four-footman group")}


def meld_name(kind: str) -> str:
    """A meld type's name in the language shown ("command group", 將帥組)."""
    return _(MELD_NAMES[kind]) if kind in MELD_NAMES else kind


@dataclass
class Shown:
    """What the table shows, which trails the engine by the events not yet presented."""

    exposed: list[list[tuple[FourColourCard, ...]]] = field(default_factory=list)
    discards: list[list[FourColourCard]] = field(default_factory=list)
    sizes: list[int] = field(default_factory=list)
    chips: list[int] = field(default_factory=list)
    pile: int = 0
    offered: "tuple[int, FourColourCard, str] | None" = None
    bubbles: dict[int, tuple[str, float]] = field(default_factory=dict)


def card_short(card: FourColourCard) -> str:
    """A card in a button's few letters: its colour letter and its character ("R俥"; a joker "Jk"); in
    Chinese its name, the colour a character too ("紅俥", "鬼牌")."""
    if chinese():
        return card_name(card).shown()
    return "Jk" if card.is_joker else f"{'YRGW'[card.colour]}{card.chinese}"


class RummyBoard(Board):
    """One Si Se Pai hand on the table; ``table`` is the shell it sits in."""

    family = "rummy"

    @staticmethod
    def replay_scene():
        """The summary's "Replay hand" opens the Si Se Pai replay (the climbing one's buttons and keys)."""
        from game.ui.rummy_replay import RummyReplayScene
        return RummyReplayScene

    def __init__(self, table) -> None:
        self.table = table
        self.shown = Shown()
        self.order = "meld"                      # the hand's sort: "meld" or "colour"
        self.selected: set[int] = set()          # indices in the shown hand
        self.drag: Held | None = None
        self.launch: dict = {}
        self._hand_cache: tuple | None = None
        self.asked_at: tuple | None = None       # (moment key, when the claim bar came up)
        # hot-seat claim windows (§5): every person is visited, answers kept until all are in
        self.window_key: tuple | None = None
        self.visits: list[int] = []
        self.pending: dict[int, Action] = {}
        self.won: E.Event | None = None
        self._flushing = False
        self._timer_seen = 0.0          # when the claim timer last ran (it stops while the table is covered)
        self._bar: dict[str, Action | None] = {}     # the claim bar's labels and their answers

    # -- what the shell reads -----------------------------------------------------------------
    @property
    def layout(self) -> RummyLayout:
        return self.table.layout

    def make_layout(self, size: tuple[int, int], players: int, viewer: int) -> RummyLayout:
        return RummyLayout(size, players, viewer, self.style)

    def face(self, card, size: tuple[int, int]) -> pygame.Surface:
        """A four-colour card as tall as ``size`` asks, in the card's own proportion."""
        return render_card(card, card_size(size[1]))

    def sync_shown(self) -> None:
        t = self.table
        g = self.game
        n = t.setup.players
        if g is None:
            self.shown = Shown(exposed=[[] for _seat in range(n)], discards=[[] for _seat in range(n)], sizes=[0] * n,
                               chips=list(t.match.totals))
            return
        self.shown = Shown(exposed=[list(m) for m in g.exposed], discards=[list(d) for d in g.discards],
                           sizes=list(g.hand_sizes), chips=[a + b for a, b in zip(t.match.totals, g.chips)],
                           pile=g.pile_size, offered=g.offered)
        self.won = next((e for e in reversed(t.hand_events()) if type(e).__name__ == "Won"), None) \
            if g.is_over else None

    def new_hand(self) -> list[E.Event]:
        g = self.game
        self.sync_shown()
        self.selected = set()
        self.won = None
        self.window_key = None
        self.pending = {}
        if g is not None and not g.log.actions:
            # the first draws are shown as they happen: start from the table before them
            n = g.players
            start = list(getattr(g, "start_events", ()))
            self.shown = Shown(exposed=[[] for _seat in range(n)], discards=[[] for _seat in range(n)],
                               sizes=list(g.hand_sizes), chips=list(self.table.match.totals),
                               pile=g.pile_size + sum(1 for e in start if type(e).__name__ == "TurnedUp"))
            return start
        return []

    def hand_banner(self) -> str:
        t = self.table
        return by(t.name(self.game.dealer), _("Hand {number} of {length} — You deal and draw first"),
                  _("Hand {number} of {length} — {who} deals and draws first"),
                  number=t.match.hand_number, length=t.match.length)

    def acted(self) -> None:
        """After every action: a kept hot-seat answer the engine now asks for is handed on at once (not a
        frame later, when a curtain for its person would flash up and tell who was asked)."""
        self.selected = set()
        self._hand_cache = None
        self.asked_at = None
        if self.hot_seat() and not self._flushing:
            self.flush()

    def moving(self, now: float) -> bool:
        """A drag, a bubble, or the claim bar's timer running (the window must keep drawing and updating
        while it runs down, or it would stop with the last event shown)."""
        if self.drag or any(now < t for _words, t in self.shown.bubbles.values()):
            return True
        g = self.game
        return (g is not None and g.phase == "claim" and self.table.overlay is None and self.table.my_turn()
                and self.timed())

    # -- the claim window's secrecy (§5) ------------------------------------------------------
    def hot_seat(self) -> bool:
        return len(self.table.setup.humans) > 1

    def _window(self) -> tuple | None:
        """The open claim window's identity (None outside one): the card, whose, and how far the hand is."""
        g = self.game
        if g is None or g.phase != "claim" or g.offered is None:
            return None
        owner, card, source = g.offered
        return (owner, card.index, source, g.pile_size, sum(len(d) for d in g.discards),
                sum(len(m) for m in g.exposed))

    def _sync_visits(self) -> None:
        key = self._window()
        if key == self.window_key:
            return
        self.window_key = key
        self.pending = {}
        self.visits = []
        if key is None or not self.hot_seat():
            return
        g = self.game
        owner, _card, source = g.offered
        n = g.players
        order = [(owner + i) % n for i in range(n)] if source == "draw" else [(owner + i) % n for i in range(1, n)]
        # every person, asked or not (a window reopened by a resume too: an answer the engine already has
        # is simply not asked for again)
        self.visits = [s for s in order if self.table.human(s)]

    def actor(self) -> int:
        """The seat the table waits on: in a hot-seat claim window the next person to visit, else the
        engine's current player."""
        g = self.game
        if g is None:
            return 0
        if self.hot_seat():
            self._sync_visits()
            if self.visits:
                return self.visits[0]
        return g.current_player

    def shows_turn(self) -> bool:
        """Whether the plates may show whose turn it is: never during a claim window (§5)."""
        g = self.game
        return g is None or g.phase != "claim"

    def waiting_words(self, seat: int) -> str:
        g = self.game
        if g is not None and g.phase == "claim" and g.offered is not None:
            return _("Claims on {card}…").format(card=self.called(g.offered[1]))
        return _("{who} is thinking…").format(who=self.table.name(seat))

    def computer_wait(self, wait: float) -> float:
        """No pause between answers in a claim window: a pause per asked computer would count them."""
        g = self.game
        return 0.0 if g is not None and g.phase == "claim" else wait

    def visiting(self) -> bool:
        """The person at the screen is visited in a hot-seat claim window (asked or not)."""
        if self.hot_seat():
            self._sync_visits()
        return self.hot_seat() and bool(self.visits) and self.visits[0] == self.table.viewer

    def choices(self) -> list[Action]:
        """What the person at the screen may answer now: the engine's legal actions when it is asking them,
        in a hot-seat visit their claims on the card (none if they cannot claim it)."""
        g = self.game
        if g is None or g.is_over:
            return []
        seat = self.table.viewer
        if not self.visiting():
            return g.legal_actions() if g.current_player == seat else []
        owner, card, source = g.offered
        x = card.index
        moves = g.claims_of(seat, x, owner, source == "draw")
        if not moves:
            return []
        out = [claim_action(x, m) for m in moves]
        if not (source == "draw" and seat == owner and card.alone_only):
            out.append(Pass())
        return out

    def answer(self, action: Action) -> bool:
        """The person's answer: applied at once, or in a hot-seat window kept until every person is visited."""
        if not self.visiting():
            return self.apply_launched(action)
        seat = self.table.viewer
        legal = self.choices()
        if action is not None and action not in legal:
            self.launch = {}
            self.table.say(self.refusal(action), error=True)
            return False
        self.visits.pop(0)
        if action is not None:
            self.pending[seat] = action
        self.launch = {}
        self.acted()
        if not self.visits:
            self.flush()
        return True

    def flush(self) -> None:
        """Hand the kept answers to the engine, in its order, while it asks a person who has answered."""
        g = self.game
        if self._flushing:
            return
        self._flushing = True
        try:
            self._flush(g)
        finally:
            self._flushing = False

    def _flush(self, g) -> None:
        while (g is not None and g.phase == "claim" and not self.visits and g.current_player in self.pending
               and self._window() == self.window_key):
            if not self.table.apply(self.pending.pop(g.current_player)):
                break
            self._sync_visits()

    def refusal(self, action: Action) -> str:
        """Why a claim is refused, in the engine's words where the engine is asking this seat."""
        g = self.game
        if g.current_player == self.table.viewer:
            why = g.why_illegal(action)
            if why:
                return at_table(self.table, why)
        if isinstance(action, Claim) and g.offered is not None:
            cards = [*action.cards, g.offered[1]]
            if self.variant.meld_kind(cards) is None:
                return _("{cards} is not a meld (§3).").format(cards=" ".join(map(code_or_name, sorted(cards))))
        return _("You may not claim the card that way now (§5).")

    # -- the person's turn ----------------------------------------------------------------------
    def your_turn(self, now: float) -> None:
        """Hand on kept answers; run the claim bar's timer (it passes for the person when it runs out)."""
        t = self.table
        g = self.game
        if self.hot_seat() and not self.visits and g.current_player in self.pending:
            self.flush()
            return
        if not t.my_turn() or g.phase != "claim":
            self.asked_at = None
            return
        key = (self.window_key, self._window(), t.viewer)
        last, self._timer_seen = self._timer_seen, now
        if self.asked_at is None or self.asked_at[0] != key:
            self.asked_at = (key, now)
            return
        if t.app.menu is not None or now - last > 0.25:
            # the menu is open, or another screen was (rules, settings): the timer waits for the person
            self.asked_at = (key, self.asked_at[1] + (now - last))
            return
        if not self.timed() or self.drag:
            return
        if now - self.asked_at[1] >= CLAIM_SECONDS * max(1.0, t.app.anim_scale):
            choices = self.choices()
            if not choices:
                self.answer(None)       # type: ignore[arg-type]
            elif Pass() in choices:
                self.say_passed()
                self.answer(Pass())

    def say_passed(self) -> None:
        self.table.say(_("Time's up: passed."))

    def timed(self) -> bool:
        """Whether the claim bar runs its timer now: on a claim of another's card (or a hot-seat visit), when
        passing is allowed; never on the person's own draw, which is their turn (§4), not a claim."""
        t = self.table
        g = self.game
        if not t.app.settings.claim_timer or g is None or g.offered is None or t.lesson is not None:
            return False            # (a guided first hand gives the learner all the time they need)
        owner, _card, source = g.offered
        if source == "draw" and owner == t.viewer:
            return False
        choices = self.choices()
        return not choices or Pass() in choices

    def timer_left(self, now: float) -> float | None:
        """The claim bar's seconds left, as a fraction (None: no timer now)."""
        t = self.table
        if self.asked_at is None or not self.timed():
            return None
        return max(0.0, 1.0 - (now - self.asked_at[1]) / (CLAIM_SECONDS * max(1.0, t.app.anim_scale)))

    # -- geometry -------------------------------------------------------------------------------
    def prewarm(self) -> None:
        L = self.layout
        for card in FourColourCard.all():
            render_card(card, L.stub_card)
            render_card(card, L.offer_card)
        render_card_back(L.pile_card)

    def hand_cards(self) -> list[FourColourCard]:
        t = self.table
        g = self.game
        if g is None or not t.human(t.viewer):
            return []
        return list(g.hands[t.viewer])

    def hand_rects(self) -> list[tuple[FourColourCard, pygame.Rect]]:
        """The shown hand's cards in their groups and where they are drawn (selected cards lifted)."""
        L = self.table.ensure_layout()
        cards = self.hand_cards()
        key = (tuple(c.index for c in cards), self.order, tuple(sorted(self.selected)), L.size)
        if self._hand_cache and self._hand_cache[0] == key:
            return self._hand_cache[1]
        groups = groups_for(cards, self.order)
        (cw, ch), step, gap = L.hand_cards(len(cards), max(0, len(groups) - 1))
        total = len(cards) * step + gap * max(0, len(groups) - 1)
        area = L.hand_wide
        x = max(area.left, min(L.size[0] / 2 - total / 2, area.right - total))
        out = []
        i = 0
        for g in groups:
            for c in g:
                y = area.bottom - ch - (L.lift if i in self.selected else 0)
                out.append((c, pygame.Rect(round(x), y, cw, ch)))
                x += step
                i += 1
            x += gap
        self._hand_cache = (key, out)
        return out

    def group_breaks(self) -> list[int]:
        """Indices in the shown hand where a new group begins (for the tests and the drawing)."""
        groups = groups_for(self.hand_cards(), self.order)
        out, i = [], 0
        for g in groups[:-1]:
            i += len(g)
            out.append(i)
        return out

    def stub(self, card: FourColourCard) -> pygame.Surface:
        """The top of a card: its colour letter and character (melds and discards on the table)."""
        L = self.layout
        img = render_card(card, L.stub_card)
        return img.subsurface(pygame.Rect(0, 0, img.get_width(), min(img.get_height(), L.stub_h)))

    def meld_rects(self, seat: int, melds: list | None = None) -> list[tuple[FourColourCard, pygame.Rect]]:
        """Each exposed card of a seat and where its stub lies: melds in rows, apart from each other."""
        L = self.layout
        area = L.melds[seat]
        melds = self.shown.exposed[seat] if melds is None else melds
        out = []
        x, y = area.left, area.top
        step, gap = L.stub_step, L.meld_gap
        row_h = L.stub_h + int(4 * L.s)
        total = sum(len(m) * step + gap for m in melds)
        rows = max(1, (area.height + int(4 * L.s)) // row_h)
        if rows == 1 and total > area.width:              # one row only: squeeze the cards
            step = max(4, int(step * (area.width - gap * len(melds)) / max(1, total - gap * len(melds))))
        for m in melds:
            width = len(m) * step
            if x + width > area.right and x > area.left and rows > 1:
                x = area.left
                y += row_h
            for c in m:
                out.append((c, pygame.Rect(x, y, L.stub_w, L.stub_h)))
                x += step
            x += gap
        return out

    def discard_rects(self, seat: int, n: int | None = None) -> list[pygame.Rect]:
        """Where a seat's discards lie, in order: rows filled from the left, squeezed when many."""
        L = self.layout
        area = L.discard_rows[seat]
        n = len(self.shown.discards[seat]) if n is None else n
        row_h = L.stub_h + int(4 * L.s)
        rows = max(1, (area.height + int(4 * L.s)) // row_h)
        step = L.stub_step
        per_row = max(1, (area.width - L.stub_w) // step + 1)
        if n > rows * per_row:
            per_row = -(-n // rows)
            step = max(3, (area.width - L.stub_w) / max(1, per_row - 1))
        out = []
        for i in range(n):
            r, c = divmod(i, per_row)
            out.append(pygame.Rect(round(area.left + c * step), area.top + r * row_h, L.stub_w, L.stub_h))
        return out

    def next_meld_point(self, seat: int, meld: tuple) -> tuple[int, int]:
        rects = self.meld_rects(seat, self.shown.exposed[seat] + [meld])
        return rects[-1][1].center if rects else self.layout.melds[seat].center

    # -- presenting the engine's events ---------------------------------------------------------
    def present(self, event: E.Event, now: float) -> float:
        t = self.table
        L = self.layout
        sh = self.shown
        kind = type(event).__name__
        if kind == "TurnedUp":
            sh.pile = event.pile
            t.sound("play")
            self._offer_flight(L.pile.center, (event.seat, event.card, "draw"), now)
            return t.scaled(0.6)
        if kind == "Discarded":
            sh.sizes[event.seat] -= 1
            t.sound("play")
            self._offer_flight(self.launch_point(event.seat, event.card), (event.seat, event.card, "discard"), now)
            return t.scaled(0.6)
        if kind == "NotClaimed":
            sh.offered = None
            seat = event.seat
            dest = self.discard_rects(seat, len(sh.discards[seat]) + 1)[-1].center

            def land(card=event.card, seat=seat) -> None:
                sh.discards[seat].append(card)
            self._fly(event.card, L.offer_rect.center, dest, now, 0.35, land, ("discard", seat))
            return t.scaled(0.35)
        if kind == "Claimed":
            name = t.name(event.seat)
            if event.call == "meld":
                sh.bubbles[event.seat] = (_("Melds it"), now + max(1.0, t.scaled(1.2)))
                return t.scaled(0.2)
            call = _(CALL_WORDS[event.call])
            draw = event.source == "draw"
            if event.owner == event.seat:
                said = _("{who}: {call}! — {card} from own draw")
            elif t.is_you(event.owner):
                said = _("{who}: {call}! — {card} from your draw") if draw else \
                    _("{who}: {call}! — {card} from your discard")
            else:
                said = _("{who}: {call}! — {card} from {owner}'s draw") if draw else \
                    _("{who}: {call}! — {card} from {owner}'s discard")
            t.show_banner(said.format(who=name, call=call, card=self.called(event.card),
                                      owner=t.name(event.owner)), 1.8)
            sh.bubbles[event.seat] = (_("{call}!").format(call=call), now + max(1.4, t.scaled(1.8)))
            t.sound("play")
            return t.scaled(1.0)
        if kind == "Melded":
            seat = event.seat
            sh.offered = None
            sh.sizes[seat] -= len(event.meld) - 1
            dest = self.next_meld_point(seat, event.meld)
            own = list(event.meld)
            own.remove(event.card)
            starts = [L.offer_rect.center] + [self.launch_point(seat, c) for c in own]

            def land(seat=seat, meld=event.meld) -> None:
                sh.exposed[seat].append(meld)
            for i, (card, p) in enumerate(zip([event.card, *own], starts)):
                self._fly(card, p, dest, now + i * t.scaled(0.05), 0.45, land if i == len(own) else None,
                          ("meld", seat))
            return t.scaled(0.55)
        if kind == "Won":
            self.won = event
            name = t.name(event.seat)
            how = _(CALL_WORDS[event.call]) if event.call in CALL_WORDS else _("dealt 21 cards")
            t.show_banner(by(name, _("You win — {how}, {points}"), _("{who} wins — {how}, {points}"), how=how,
                             points=count(event.points, "point")), 2.5)
            t.sound("win") if hasattr(t.sounds, "play") else None
            return t.scaled(1.4)
        if kind == "VoidHand":
            t.show_banner(_("The pile is empty: a void hand — nobody wins, nobody pays"), 2.5)
            return t.scaled(1.4)
        if kind == "HandOver":
            for s, c in enumerate(event.chips):
                sh.chips[s] += c
            sh.offered = None
            t.hand_over()
            return 0.0
        return 0.0

    def _offer_flight(self, start, offered, now: float) -> None:
        L = self.layout
        sh = self.shown

        def land(offered=offered) -> None:
            sh.offered = offered
        self._fly(offered[1], start, L.offer_rect.center, now, 0.4, land, ("offer",), size=L.offer_card)

    def _fly(self, card, start, end, now, seconds, on_land, key, size=None) -> None:
        t = self.table
        img = render_card(card, size or self.layout.stub_card)
        if size is None:
            img = self.stub(card)
        flight = Flight(img, start, end, now, t.scaled(seconds), key=key)
        flight.on_land = on_land
        if t.scaled(seconds) <= 0:
            if on_land:
                on_land()
            return
        t.flights.add(flight)

    # -- the person's gestures ------------------------------------------------------------------
    def my_answer_turn(self) -> bool:
        t = self.table
        return t.my_turn() and self.game.phase == "claim"

    def my_discard_turn(self) -> bool:
        t = self.table
        return t.my_turn() and self.game.phase == "discard" and not self.visiting()

    def selected_cards(self) -> list[FourColourCard]:
        rects = self.hand_rects()
        return [rects[i][0] for i in sorted(self.selected) if i < len(rects)]

    def meld(self, cards: list[FourColourCard]) -> bool:
        """Meld the card on offer with ``cards``: the win when it wins, else the meld; refused in words."""
        choices = self.choices()
        win = Claim(cards, win=True)
        action = win if win in choices else Claim(cards)
        self.launch = {}
        rects = self.hand_rects()
        used = list(cards)
        for c, r in rects:
            if c in used and self.rect_index(r) in self.selected | ({self.drag.index} if self.drag else set()):
                used.remove(c)
                self.launch.setdefault(c, []).append(r.center)
        if not choices and self.visiting():
            self.table.say(_("You cannot claim this card: go on."), error=True)
            return False
        return self.answer(action)

    def rect_index(self, rect: pygame.Rect) -> int:
        return next(i for i, (_card, r) in enumerate(self.hand_rects()) if r is rect)

    def discard(self, index: int, point=None) -> bool:
        rects = self.hand_rects()
        card, rect = rects[index]
        self.launch = {card: [point or rect.center]}
        return self.apply_launched(Discard(card))

    def meld_chosen(self) -> None:
        if self.my_answer_turn():
            self.meld(self.selected_cards())

    def discard_chosen(self) -> None:
        if self.my_discard_turn() and len(self.selected) == 1:
            self.discard(next(iter(self.selected)))
        elif self.my_discard_turn():
            self.table.say(_("Select one card to discard (or drag it up off your hand)."), error=True)

    def toggle_order(self) -> None:
        self.order = "colour" if self.order == "meld" else "meld"
        self.selected = set()
        self._hand_cache = None

    def handle(self, event: pygame.event.Event) -> None:
        t = self.table
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.my_discard_turn():
                    self.discard_chosen()
                elif self.my_answer_turn():
                    self.meld_chosen()
            elif event.key == pygame.K_s:
                self.toggle_order()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not (t.can_touch_hand() and t.my_turn()):
                return
            i = self.card_at(event.pos)
            if i is not None:
                rect = self.hand_rects()[i][1]
                self.drag = Held(i, self.hand_rects()[i][0], event.pos, event.pos,
                                 (event.pos[0] - rect.left, event.pos[1] - rect.top))
                return
            if self.my_answer_turn() and self.layout.offer_rect.inflate(20, 20).collidepoint(event.pos) \
                    and (self.selected or self.shown.offered and self.shown.offered[1].alone_only):
                self.meld(self.selected_cards())
        elif event.type == pygame.MOUSEMOTION:
            t.mouse = event.pos
            if self.drag:
                self.follow_drag(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag:
            drag, self.drag = self.drag, None
            if drag.moving:
                self.drop(drag, event.pos)
            else:
                if self.my_discard_turn():
                    self.selected = set() if drag.index in self.selected else {drag.index}
                else:
                    self.selected ^= {drag.index}
                self._hand_cache = None

    def drop(self, drag: Held, pos: tuple[int, int]) -> None:
        L = self.layout
        rects = self.hand_rects()
        size = rects[drag.index][1].size if drag.index < len(rects) else L.stub_card
        point = (pos[0] - drag.grab[0] + size[0] // 2, pos[1] - drag.grab[1] + size[1] // 2)
        done = False
        if self.my_answer_turn() and L.offer_rect.inflate(int(60 * L.s), int(40 * L.s)).collidepoint(pos):
            chosen = set(self.selected) | {drag.index}
            cards = [rects[i][0] for i in sorted(chosen)]
            self.selected = chosen
            done = self.meld(cards)
            if not done:
                self.selected = set()
                self._hand_cache = None
        elif self.my_discard_turn() and pos[1] < L.hand_wide.top - L.lift:
            done = self.discard(drag.index, point)
        if not done and drag.index < len(rects):
            home = rects[drag.index][1].center
            self.table.flights.add(Flight(self.face(drag.card, size), point, home, self.table.app.now(),
                                          self.table.scaled(0.25) or 0.0001, key=("home", drag.index)))

    def act_as_person(self, action: Action) -> None:
        """Play ``action`` as the person would (screenshots, benches): cards fly from the hand."""
        if isinstance(action, Discard):
            i = next((k for k, (c, _rect) in enumerate(self.hand_rects()) if c is action.card), None)
            if i is not None:
                self.discard(i)
                return
        if isinstance(action, Claim):
            self.answer(action)
            return
        self.answer(action)

    def show_hint(self, action: Action, why: str) -> str:
        rects = self.hand_rects()
        self.selected = set()
        if isinstance(action, Discard):
            i = next((k for k, (c, _rect) in enumerate(rects) if c is action.card), None)
            self.selected = {i} if i is not None else set()
            self._hand_cache = None
            return _("Hint: discard {card}{why}").format(card=self.called(action.card), why=why)
        if isinstance(action, Claim):
            left = list(action.cards)
            for k, (c, _rect) in enumerate(rects):
                if c in left:
                    left.remove(c)
                    self.selected.add(k)
            self._hand_cache = None
            return _("Hint: {claim}{why}").format(claim=self.claim_label(action), why=why)
        return _("Hint: {claim}{why}").format(claim=self.claim_label(action).lower(), why=why)

    def taken_back_words(self, seat: int) -> str:
        return by(self.table.name(seat), _("Your last move was taken back."), _("{who}'s last move was taken back."),
                  me=self.table.is_you(seat))

    # -- the claim bar and the buttons ----------------------------------------------------------
    def claim_label(self, action: Action) -> str:
        """A claim in the game's words: Hu 胡, Gan 槓, Pong 碰, Chi 吃, a meld of one's own draw, Pass."""
        g = self.game
        offered = g.offered if g is not None else None
        if offered is None:
            return _("Pass")
        owner, card, source = offered
        drawer = source == "draw" and owner == self.table.viewer
        if isinstance(action, Pass):
            return _("Throw it away") if drawer else _("Pass")
        if not isinstance(action, Claim):
            return str(action)
        with_cards = " ".join(card_short(c) for c in action.cards)
        if action.win:
            return (_("Zhimo 自摸 — win") if drawer else _("Hu 胡 — win")) + (f" · {with_cards}" if with_cards else "")
        kind = self.variant.meld_kind([*action.cards, card]) or ""
        if kind in M.IDENTICAL:          # gan and pong are called by anyone, the drawer too (§5 rank 3)
            return f"{_(CALL_WORDS['gan'] if kind == 'quad' else CALL_WORDS['pong'])} · {with_cards}"
        if drawer:
            if kind == "one_card":
                return _("Meld it alone")
            named = meld_name(kind) if kind in MELD_NAMES else _("meld")
            return f"{_('Meld {kind}').format(kind=named)} · {with_cards}"
        call = CALL_WORDS["gan"] if kind == "quad" else CALL_WORDS["pong"] if kind == "triple" else CALL_WORDS["chi"]
        return f"{_(call)} · {with_cards}"

    def bar_actions(self) -> list[Action | None]:
        """The claim bar's answers, wins first and Pass last; [None] for a person visited who cannot claim."""
        if not self.my_answer_turn():
            return []
        choices = self.choices()
        if not choices:
            return [None] if self.visiting() else []
        claims = sorted((a for a in choices if isinstance(a, Claim)), key=lambda a: (not a.win, -len(a.cards)))
        return [*claims[:6], *(a for a in choices if isinstance(a, Pass))]

    def bar_hover_cards(self) -> tuple:
        """The hand cards of the claim-bar answer under the pointer (none over Pass or elsewhere)."""
        t = self.table
        for b in t.buttons:
            if b.rect.collidepoint(t.mouse):
                a = self._bar.get(b.label)
                return tuple(a.cards) if isinstance(a, Claim) else ()
        return ()

    def buttons(self) -> list[Button]:
        t = self.table
        L = self.layout
        s = L.s
        out = []
        actions = self.bar_actions()
        self._bar = {}
        if actions:
            bh, gap = int(38 * s), int(8 * s)
            bar = L.claim_bar
            top = bar.centery - (len(actions) * (bh + gap) - gap) // 2
            for i, a in enumerate(actions):
                label = _(NOTHING) if a is None else self.claim_label(a)
                self._bar[label] = a
                rect = pygame.Rect(bar.left, top + i * (bh + gap), bar.width, bh)
                out.append(Button(label, rect, lambda a=a: self.answer(a),
                                  primary=a is not None and isinstance(a, Claim) and a.win,
                                  key=pygame.K_p if isinstance(a, Pass) or a is None else None))
        out.append(Button(_("Meld"), L.play_button, self.meld_chosen))
        out.append(Button(_("Discard"), L.pass_button, self.discard_chosen))
        out.append(Button(self.order_label(), L.sort_button, self.toggle_order))
        return out

    def order_label(self) -> str:
        return _("By colour") if self.order == "meld" else _("By meld")

    def button_labels(self, mine: bool) -> list[str]:
        labels = [_(NOTHING) if a is None else self.claim_label(a) for a in self.bar_actions()]
        return labels + [_("Meld"), _("Discard"), self.order_label()]

    def refresh(self, b: Button) -> None:
        if b.label == _("Meld"):
            b.enabled = self.my_answer_turn() and bool(self.choices()) and (
                bool(self.selected) or bool(self.shown.offered and self.shown.offered[1].alone_only))
        elif b.label == _("Discard"):
            b.enabled = self.my_discard_turn() and len(self.selected) == 1
        elif b.label in (_("By colour"), _("By meld")):
            b.enabled = True
        elif self.table.overlay is None:          # the claim bar's answers (the summary's buttons are the shell's)
            b.enabled = self.my_answer_turn()

    # -- drawing --------------------------------------------------------------------------------
    def draw_under(self, surface: pygame.Surface, now: float) -> None:
        L = self.layout
        s = L.s
        n = self.shown.pile
        if n:
            back = render_card_back(L.pile_card)
            for k in range(min(3, 1 + n // 20)):
                surface.blit(back, (L.pile.left + k * 2, L.pile.top + 4 - k * 2))
        theme.text(surface, _("pile {n}").format(n=n), (L.pile.centerx, L.pile.bottom + int(6 * s)), int(15 * s),
                   theme.PAPER, "midtop", shadow=True)

    def draw_middle(self, surface: pygame.Surface, now: float) -> None:
        self.draw_offer(surface)
        self.draw_hand(surface)

    def draw_offer(self, surface: pygame.Surface) -> None:
        offered = self.shown.offered
        if offered is None or ("offer",) in self.table.flights.keys():
            return
        L = self.layout
        s = L.s
        owner, card, source = offered
        rect = L.offer_rect
        pygame.draw.rect(surface, (0, 0, 0, 60), rect.move(3, 4), border_radius=int(rect.width * 0.14))
        surface.blit(render_card(card, L.offer_card), rect)
        t = self.table
        lit = self.my_answer_turn() and bool(self.choices())
        if lit or (self.drag and self.drag.moving and rect.inflate(60, 40).collidepoint(self.drag.pos)):
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(8, 8), width=3, border_radius=int(rect.width * 0.2))
        if source == "draw":
            said = by(t.name(owner), _("You turned up"), _("{who} turned up"), me=t.is_you(owner))
        else:
            said = by(t.name(owner), _("You threw away"), _("{who} threw away"), me=t.is_you(owner))
        box = pygame.Rect(0, 0, int(260 * s), int(22 * s))
        box.midbottom = (rect.centerx, rect.top - int(6 * s))
        theme.text_in(surface, said, box, int(16 * s), theme.PAPER, "midbottom")
        box.midtop = (rect.centerx, rect.bottom + int(6 * s))
        theme.text_in(surface, self.called(card), box, int(15 * s), theme.HIGHLIGHT, "midtop")

    def draw_hand(self, surface: pygame.Surface) -> None:
        if self.hand_hidden():
            return
        dragging = self.drag.index if self.drag and self.drag.moving else None
        homing = self.homing()
        forbidden = self.my_discard_turn()
        shown = list(self.bar_hover_cards())
        for i, (card, rect) in enumerate(self.hand_rects()):
            if i == dragging or i in homing:
                continue
            pygame.draw.rect(surface, (0, 0, 0, 70), rect.move(2, 3), border_radius=int(rect.width * 0.14))
            surface.blit(render_card(card, rect.size), rect)
            if forbidden and card.alone_only:
                # Generals and jokers are never discarded (§4): dimmed while a discard is due
                layer = pygame.Surface(rect.size, pygame.SRCALPHA)
                layer.fill((10, 30, 20, 95))
                surface.blit(layer, rect)
            if i in self.selected:
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(4, 4), width=3,
                                 border_radius=int(rect.width * 0.16))
            elif card in shown:
                # the cards the claim under the pointer would lay out with the card on offer
                shown.remove(card)
                pygame.draw.rect(surface, theme.BRASS, rect.inflate(4, 4), width=3,
                                 border_radius=int(rect.width * 0.16))

    def draw_over(self, surface: pygame.Surface, now: float) -> None:
        if not (self.drag and self.drag.moving):
            return
        rects = self.hand_rects()
        size = rects[self.drag.index][1].size if self.drag.index < len(rects) else self.layout.stub_card
        img = render_card(self.drag.card, size)
        surface.blit(img, (self.drag.pos[0] - self.drag.grab[0], self.drag.pos[1] - self.drag.grab[1]))

    def draw_question(self, surface: pygame.Surface) -> None:
        """The claim bar's frame, its heading and its timer (its buttons are the shell's)."""
        actions = self.bar_actions()
        if not actions:
            return
        L = self.layout
        s = L.s
        bh, gap = int(38 * s), int(8 * s)
        bar = L.claim_bar
        top = bar.centery - (len(actions) * (bh + gap) - gap) // 2
        frame = pygame.Rect(bar.left - int(8 * s), top - int(30 * s), bar.width + int(16 * s),
                            len(actions) * (bh + gap) - gap + int(46 * s))
        theme.panel(surface, frame, radius=int(10 * s))
        heading = _("Nothing of yours claims it") if actions == [None] else _("Claim it?")
        theme.text_in(surface, heading, pygame.Rect(frame.left + int(8 * s), frame.top + int(5 * s),
                                                    frame.width - int(16 * s), int(20 * s)),
                      int(15 * s), theme.HIGHLIGHT, "midtop")
        left = self.timer_left(self.table.app.now())
        if left is not None:
            line = pygame.Rect(frame.left + int(10 * s), frame.bottom - int(7 * s), frame.width - int(20 * s),
                               max(2, int(3 * s)))
            pygame.draw.rect(surface, (255, 255, 255, 40), line)
            line.width = int(line.width * left)
            pygame.draw.rect(surface, theme.BRASS, line)

    def table_card_at(self, pos: tuple[int, int]):
        """The stub of a meld or discard under ``pos`` (card, rect), or the card on offer."""
        for seat in range(self.table.setup.players):
            for card, rect in self.meld_rects(seat):
                if rect.collidepoint(pos):
                    return card, rect
            for card, rect in zip(self.shown.discards[seat], self.discard_rects(seat)):
                if rect.collidepoint(pos):
                    hit = (card, rect)
            if 'hit' in locals():
                return hit
        offered = self.shown.offered
        if offered is not None and self.layout.offer_rect.collidepoint(pos):
            return offered[1], self.layout.offer_rect
        return None

    def called(self, card) -> str:
        """The card's name in the language shown (faces.names: Chinese alone in Chinese, else as Settings say)."""
        return card_name(card).shown(self.table.app.settings.card_names)

    def seat_line(self, seat: int) -> str:
        melds = len(self.shown.exposed[seat]) if self.shown.exposed else 0
        return ngettext("{cards} in hand · {n} meld", "{cards} in hand · {n} melds", melds).format(
            cards=count(self.shown.sizes[seat], "card"), n=melds)

    def draw_seat_things(self, surface: pygame.Surface, seat: int, now: float) -> None:
        """By a plate: the seat's exposed melds and its discards in order, the latest framed; a bubble."""
        L = self.layout
        s = L.s
        for card, rect in self.meld_rects(seat):
            surface.blit(self.stub(card), rect)
            pygame.draw.line(surface, theme.INK, rect.bottomleft, rect.bottomright)
        discards = self.shown.discards[seat]
        rects = self.discard_rects(seat)
        for k, (card, rect) in enumerate(zip(discards, rects)):
            surface.blit(self.stub(card), rect)
            pygame.draw.line(surface, theme.INK, rect.bottomleft, rect.bottomright)
        if discards:
            pygame.draw.rect(surface, theme.HIGHLIGHT, rects[len(discards) - 1].inflate(4, 4), width=2,
                             border_radius=int(4 * s))
        self.draw_bubble(surface, seat, now, 17)

    def draw_bubble(self, surface: pygame.Surface, seat: int, now: float, size: int) -> None:
        """The seat's last words over its plate's top edge (under a side or bottom plate lie its melds, which
        a bubble there would hide); the seat across keeps it under its plate, where nothing of it lies."""
        bubble = self.shown.bubbles.get(seat)
        place = self.layout.places[seat]
        if place.side == "top" or not (bubble and now < bubble[1]):
            return super().draw_bubble(surface, seat, now, size)
        s = self.layout.s
        at = (place.plate.centerx, place.plate.top - int(4 * s))
        r = theme.text(surface, bubble[0], at, int(size * s), theme.INK, "center")
        pygame.draw.rect(surface, theme.PAPER, r.inflate(22 * s, 10 * s), border_radius=int(12 * s))
        theme.text(surface, bubble[0], at, int(size * s), theme.INK, "center")

    def prompt(self) -> str:
        g = self.game
        t = self.table
        if self.visiting() and not self.choices():
            return _("Nothing of yours claims this card: go on")
        if g.phase == "discard":
            return _("Discard: drag a card up off your hand, or select it and press Discard (never a General or joker)")
        if g.phase != "claim" or g.offered is None:
            return ""
        owner, card, source = g.offered
        choices = self.choices()
        name = self.called(card)
        if any(isinstance(a, Claim) and a.win for a in choices):
            call = _(CALL_WORDS["zhimo"] if source == "draw" and owner == t.viewer else CALL_WORDS["hu"])
            return _("You can win with {card}: {call}! Drag the cards onto it or press the win").format(
                card=name, call=call)
        if source == "draw" and owner == t.viewer:
            if card.alone_only:
                said = _("You turned up {card}: it must be melded — alone, or in its command group") \
                    if card.is_general else _("You turned up {card}: it must be melded — alone")
                return said.format(card=name)
            return _("You turned up {card}: drag hand cards onto it to meld, or throw it away").format(card=name)
        calls = []
        for a in choices:
            if isinstance(a, Claim):
                call = self.claim_label(a).split(" · ")[0]
                if call not in calls:
                    calls.append(call)
        said = _("{who} turned up {card}: {calls} it, or pass") if source == "draw" else \
            _("{who} threw away {card}: {calls} it, or pass")
        return said.format(who=t.name(owner), card=name, calls=_(" or ").join(calls))

    # -- the history panel and the summary ------------------------------------------------------
    def story(self, events: list[E.Event]) -> list[Line]:
        names = self.table.seat_names()
        out = []
        for e in events:
            kind = type(e).__name__
            who = names[getattr(e, "seat", 0)]
            if kind == "TurnedUp":
                out.append(Line("play", by(who, _("You turn up {card}"), _("{who} turns up {card}"),
                                           card=self.called(e.card)), e.seat, (e.card,)))
            elif kind == "Discarded":
                out.append(Line("play", by(who, _("You discard {card}"), _("{who} discards {card}"),
                                           card=self.called(e.card)), e.seat, (e.card,)))
            elif kind == "Melded":
                out.append(Line("play", by(who, _("You meld a {kind}"), _("{who} melds a {kind}"),
                                           kind=meld_name(e.meld_type)), e.seat, tuple(e.meld)))
            elif kind == "Claimed" and e.call != "meld":
                out.append(Line("note", _("{who}: {call}").format(who=who, call=_(CALL_WORDS[e.call])), e.seat))
            elif kind == "Won":
                out.append(Line("note", by(who, _("You win: {points}"), _("{who} wins: {points}"),
                                           points=count(e.points, "point")), e.seat))
            elif kind == "VoidHand":
                out.append(Line("note", _("The pile is empty: a void hand"), e.seat))
        return out

    def won_event(self):
        if self.won is None:
            self.won = next((e for e in reversed(self.table.hand_events()) if type(e).__name__ == "Won"), None)
        return self.won

    def summary_title(self) -> str:
        g = self.game
        names = self.table.seat_names()
        if g.winner is None:
            return _("A void hand: the pile ran out — nobody wins, nobody pays")
        w = self.won_event()
        call = getattr(w, "call", "")
        how = _(CALL_WORDS[call]) if call in CALL_WORDS else _("on the deal")
        return by(names[g.winner], _("You win — {how}, {points}"), _("{who} wins — {how}, {points}"), how=how,
                  points=count(g.win_points, "point"))

    def summary_columns(self) -> list[str]:
        return [_("points"), _("this hand")]

    def summary_cells(self, seat: int) -> list[str]:
        g = self.game
        return [str(g.win_points) if seat == g.winner else "", f"{g.chips[seat]:+d}"]

    def summary_winner(self) -> int | None:
        return self.game.winner

    def summary_lines(self, width: int, size: int) -> list[tuple[str, str]]:
        """The winning hand meld by meld with points (drawn as cards beside these words), who paid whom."""
        g = self.game
        names = self.table.seat_names()
        w = self.won_event()
        out: list[tuple[str, str]] = []
        if g.winner is None or w is None:
            out.append((_("Nobody claimed a winning card before the pile ran out (§9)."), "note"))
            out.append((_("The deal moves one seat on."), "note"))
            return out
        you = self.table.is_you
        draw = w.source == "draw"
        if w.call == "zhimo":
            said = _("{who} won on your own draw: {points}") if you(g.winner) else \
                _("{who} won on their own draw: {points}")
        elif w.call == "hu" and you(w.owner):
            said = _("{who} won on your draw: {points}") if draw else _("{who} won on your discard: {points}")
        elif w.call == "hu":
            said = _("{who} won on {owner}'s draw: {points}") if draw else _("{who} won on {owner}'s discard: {points}")
        else:
            said = _("{who} won on the deal: {points}")
        out.append((said.format(who=names[g.winner], owner=names[w.owner], points=count(w.points, "point")), "line"))
        for _row in self.summary_meld_rows(width):
            out.append(("", "meld"))
        for e in self.table.hand_events():
            if type(e).__name__ == "Paid":
                out.append((by(names[e.payer], _("You pay {payee} {chips}"), _("{who} pays {payee} {chips}"),
                               payee=names[e.payee], chips=count(e.amount, "chip")), "amount"))
        return out

    SUMMARY_ROW = 58

    def summary_meld_rows(self, width: int) -> list[list]:
        """The winning hand's score lines in rows that fit ``width`` (each line: its cards, its words)."""
        w = self.won_event()
        if w is None:
            return []
        s = self.layout.s
        cw = int(22 * s)
        rows: list[list] = [[]]
        x = 0
        for line in w.lines:
            need = len(line.meld) * (cw + 1) + int(92 * s)
            if x + need > width and rows[-1]:
                rows.append([])
                x = 0
            rows[-1].append(line)
            x += need
        return rows

    def draw_summary_extra(self, surface: pygame.Surface, y_of: dict) -> None:
        """The winning hand's melds as cards, each with its kind and points, on the summary's meld rows."""
        rows = self.summary_meld_rows(y_of["width"])
        if not rows:
            return
        s = self.layout.s
        cw = int(22 * s)
        for row, y in zip(rows, y_of["meld"]):
            x = y_of["x"]
            for line in row:
                for c in line.meld:
                    img = render_card(c, card_size(int(cw * 3.8)))
                    surface.blit(img.subsurface(pygame.Rect(0, 0, img.get_width(), int(cw * STUB_SUMMARY))), (x, y))
                    x += cw + 1
                words = (_("exposed {n}") if line.exposed else _("concealed {n}")).format(n=line.points)
                theme.text(surface, words, (x + int(4 * s), y + int(8 * s)), int(13 * s), theme.BRASS)
                x += int(92 * s)



