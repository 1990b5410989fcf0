"""The fishing game's board (docs/rules/fishing.md): a face-up lake, a stock turned up card by card.

The lake spreads face up in the middle, the stock lies face down at its left
with its count, and the card turned up from it flies to the centre beside the
stock. The person's hand is at the bottom; each seat's catch lies by its plate,
in scoring-group order, with the cards that already count as big or middle fish
marked (a brass bar: big, a paper bar: middle) and the catch's running points on
the plate.

Gestures: drag a bait (a hand card, or the card turned up) onto a lake card to
capture it, or onto the open lake to release it; or click the bait, then the
fish (or the open lake). Hovering a bait lights every lake card it could catch.
Keys: Left/Right choose the bait, Up/Down the fish, Enter captures (or
releases when nothing can be caught), R releases. A capture the rules refuse
flies back with the engine's reason.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.model.cards import Card
from game.rules import Action, LayOut, Pass
from game.rules import events as E
from game.rules.fishing.actions import Capture, Release
from game.ui import theme
from game.ui.anim import Flight
from game.ui.boards.base import Board, Held
from game.ui.fishing_scores import ScoreTableView, score_table
from game.ui.faces import FaceStyle, face_size, render_back, render_shadow
from game.ui.history import Line
from game.ui.table_layout import TableLayout, hand_fan
from game.ui.widgets import Button
from game.i18n import _
from game.ui.said import by
from game.ui.words import count

FISH_MARK = {"big": theme.BRASS_DARK, "middle": (40, 128, 150)}   # a disc on a catch card: big or middle fish


Bait = Held      # a bait picked up by the pointer: a hand card (its index in the shown hand) or the drawn card (-1)


@dataclass
class Shown:
    """What the table shows, which trails the engine by the events not yet presented."""

    lake: list[Card] = field(default_factory=list)
    catches: list[list[Card]] = field(default_factory=list)
    sizes: list[int] = field(default_factory=list)
    points: list[int] = field(default_factory=list)
    chips: list[int] = field(default_factory=list)
    pile: int = 0
    drawn: Card | None = None
    bubbles: dict[int, tuple[str, float]] = field(default_factory=dict)


class FishingLayout(TableLayout):
    """The climbing table's seats, hand and prompt line; the trick's place holds the stock and the lake."""

    def __init__(self, size: tuple[int, int], players: int, viewer: int, style: FaceStyle) -> None:
        super().__init__(size, players, viewer, style)
        self._style = style
        self._slots: dict[int, tuple] = {}
        s = self.s
        zone = self.trick_zone
        self.pile_card = face_size(int(size[1] * 0.11), style)
        pw, ph = self.pile_card
        self.stock = pygame.Rect(zone.left + int(8 * s), zone.centery - ph // 2 - int(10 * s), pw + 6, ph + 6)
        self.drawn_card = face_size(int(self.trick_card[1] * 1.05), style)
        self.drawn_rect = pygame.Rect(0, 0, *self.drawn_card)
        self.drawn_rect.midleft = (self.stock.right + int(14 * s), self.stock.centery)
        self.lake = pygame.Rect(self.drawn_rect.right + int(18 * s), zone.top, 0, zone.height)
        self.lake.width = zone.right - self.lake.left
        self.release_button = self.play_button

    def lake_slots(self, n: int) -> tuple[tuple[int, int], list[tuple[int, int]]]:
        """Card size and centres for ``n`` lake cards: as big as rows of them allow inside the lake."""
        if n not in self._slots:
            self._slots[n] = self._lake_slots(n)
        return self._slots[n]

    def _lake_slots(self, n: int) -> tuple[tuple[int, int], list[tuple[int, int]]]:
        area = self.lake.inflate(-int(8 * self.s), -int(8 * self.s))
        n = max(1, n)
        best = None
        for rows in range(1, 5):
            per_row = -(-n // rows)
            h_by_rows = (area.height - (rows - 1) * 6) / rows
            w_by_cols = (area.width - (per_row - 1) * 4) / per_row
            cw, ch = face_size(int(min(h_by_rows, self.trick_card[1])), self._style)
            while cw > w_by_cols and ch > 8:          # face_size rounds: shrink until the row fits
                cw, ch = face_size(ch - 1, self._style)
            if best is None or ch > best[1][1]:
                best = (rows, (cw, ch), per_row)
        rows, (cw, ch), per_row = best
        out = []
        top = area.centery - (rows * ch + (rows - 1) * 6) / 2
        for i in range(n):
            r, c = divmod(i, per_row)
            in_row = min(per_row, n - r * per_row)
            left = area.centerx - (in_row * cw + (in_row - 1) * 4) / 2
            out.append((round(left + c * (cw + 4) + cw / 2), round(top + r * (ch + 6) + ch / 2)))
        return (cw, ch), out


class FishingBoard(Board):
    """One fishing hand on the table; ``table`` is the shell it sits in."""

    family = "fishing"

    @staticmethod
    def replay_scene():
        """The summary's "Replay hand" opens the fishing replay (the climbing one's buttons and keys)."""
        from game.ui.fishing_replay import FishingReplayScene
        return FishingReplayScene

    def __init__(self, table) -> None:
        self.table = table
        self.shown = Shown()
        self.bait: int | None = None       # the chosen bait: index in the shown hand, -1 for the drawn card
        self.fish_focus = 0
        self.focus = 0
        self.drag: Bait | None = None
        self.keyboard_active = False
        self.launch: dict[Card, list[tuple[int, int]]] = {}
        self._hand_cache: tuple | None = None
        self._catch_cache: dict[int, tuple] = {}
        self.selected: set[int] = set()      # the shell's hint reads it; here: {bait} while one is chosen

    # -- what the shell reads -----------------------------------------------------------------
    @property
    def layout(self) -> FishingLayout:
        return self.table.layout

    @property
    def style(self) -> FaceStyle:
        """Cards for the 84-card deck, ivory tiles for the game played with two domino sets: the
        table's style, which follows the variant file's ``faces:`` (boards.base.variant_style)."""
        return self.table.style

    def make_layout(self, size: tuple[int, int], players: int, viewer: int) -> FishingLayout:
        return FishingLayout(size, players, viewer, self.style)

    def sync_shown(self) -> None:
        """Show the game exactly as the engine has it (a new hand, a resumed match, an undo)."""
        t = self.table
        g = self.game
        n = t.setup.players
        if g is None:
            self.shown = Shown(catches=[[] for _seat in range(n)], sizes=[0] * n, points=[0] * n,
                               chips=list(t.match.totals))
            return
        self.shown = Shown(lake=list(g.lake), catches=[list(c) for c in g.catches], sizes=list(g.hand_sizes),
                           points=list(g.points), chips=[a + b for a, b in zip(t.match.totals, g.chips)],
                           pile=len(g.pile), drawn=g.drawn)

    def new_hand(self) -> list[E.Event]:
        self.sync_shown()
        self.bait = None
        self.selected = set()
        g = self.game
        if g is not None and not g.log.actions:
            laid = [e for e in getattr(g, "start_events", ()) if type(e).__name__ == "LaidOut"]
            for e in laid:
                self.shown.bubbles[e.seat] = (_("Heaven pair laid out"), self.table.app.now() + 2.5)
        return []

    def hand_banner(self) -> str:
        t = self.table
        return by(t.name(self.game.dealer), _("Hand {number} of {length} — You deal and fish first"),
                  _("Hand {number} of {length} — {who} deals and fishes first"),
                  number=t.match.hand_number, length=t.match.length)

    def acted(self) -> None:
        self.bait = None
        self.selected = set()
        self._hand_cache = None

    def moving(self, now: float) -> bool:
        return bool(self.drag) or any(now < t for _words, t in self.shown.bubbles.values())

    def your_turn(self, now: float) -> None:
        """Nothing to do by itself on the person's turn (no auto-pass in fishing: every turn plays)."""

    # -- geometry -------------------------------------------------------------------------------
    def prewarm(self) -> None:
        L = self.layout
        for card in set(self.variant.copies):
            for size in (L.hand_card, L.wu_card, L.drawn_card):
                self.face(card, size)
        render_back(L.pile_card, self.style)
        render_back(L.small_card, self.style)

    def hand_rects(self) -> list[tuple[Card, pygame.Rect]]:
        """The shown hand's cards and where they are drawn (the chosen bait lifted)."""
        L = self.table.ensure_layout()
        g = self.game
        if g is None or not self.table.human(self.table.viewer):
            return []
        cards = list(g.hands[self.table.viewer])
        key = (tuple(cards), self.bait, L.size)
        if self._hand_cache and self._hand_cache[0] == key:
            return self._hand_cache[1]
        fan = hand_fan(L, len(cards), 0)
        cw, ch = fan.card
        total = cw + fan.step * (len(cards) - 1) if cards else 0
        x = min(max(fan.left, L.size[0] / 2 - total / 2), fan.right - total)
        out = []
        for i, c in enumerate(cards):
            y = fan.bottom - ch - (L.lift if i == self.bait else 0)
            out.append((c, pygame.Rect(round(x), y, cw, ch)))
            x += fan.step
        self._hand_cache = (key, out)
        return out

    def lake_rects(self) -> list[tuple[Card, pygame.Rect]]:
        size, centres = self.layout.lake_slots(len(self.shown.lake))
        out = []
        for card, centre in zip(self.shown.lake, centres):
            r = pygame.Rect(0, 0, *size)
            r.center = centre
            out.append((card, r))
        return out

    def lake_card_at(self, pos: tuple[int, int]) -> Card | None:
        for card, rect in reversed(self.lake_rects()):
            if rect.collidepoint(pos):
                return card
        return None

    def drawn_rect(self) -> pygame.Rect | None:
        return self.layout.drawn_rect if self.shown.drawn is not None else None

    def catch_order(self, seat: int) -> list[tuple[Card, str | None, int]]:
        """A seat's shown catch in scoring-group order: each card, the fish it counts as now, and its
        slot (an empty slot between two groups sets them apart)."""
        cards = self.shown.catches[seat]
        if not cards:
            return []
        key = tuple(cards)
        cache = self._catch_cache.get(seat)
        if cache and cache[0] == key:
            return cache[1]
        score = self.variant.catch_score(cards)
        out: list[tuple[Card, str | None, int]] = []
        slot = 0
        for line in score.lines:
            if out:
                slot += 1
            for c in line.cards:
                out.append((c, line.fish, slot))
                slot += 1
        if len(out) != len(cards):
            out = [(c, None, i) for i, c in enumerate(sorted(cards))]
        self._catch_cache[seat] = (key, out)
        return out

    def piles(self) -> tuple[pygame.Rect, ...]:
        """Each seat's catch, as ``draw_seat_things`` lays it."""
        cw, ch = self.layout.wu_card
        out = []
        for seat in self.layout.places:
            catch = self.catch_order(seat)
            if catch:
                slots = catch[-1][2] + 1
                rects = [pygame.Rect(0, 0, cw, ch) for _card in catch]
                for r, (_card, _fish, slot) in zip(rects, catch):
                    r.center = self.catch_slot(seat, slot, slots)
                out.append(rects[0].unionall(rects[1:]))
        return tuple(out)

    def catch_slot(self, seat: int, index: int, total: int) -> tuple[int, int]:
        return self.layout.wu_slot(seat, index, total)

    # -- presenting the engine's events ---------------------------------------------------------
    def present(self, event: E.Event, now: float) -> float:
        t = self.table
        L = self.layout
        sh = self.shown
        kind = type(event).__name__
        if kind == "TurnedUp":
            sh.pile = event.pile
            t.sound("play")

            def land(card: Card = event.card) -> None:
                sh.drawn = card
            flight = Flight(self.face(event.card, L.drawn_card), L.stock.center, L.drawn_rect.center, now,
                            t.scaled(0.4), key=("drawn",))
            flight.on_land = land
            t.flights.add(flight)
            if not t.flights.items:
                land()
            return t.scaled(0.45)
        if kind in ("Captured", "Released"):
            bait = event.bait if kind == "Captured" else event.card
            if event.drawn:
                start = L.drawn_rect.center
                sh.drawn = None
            else:
                start = self.launch_point(event.seat, bait)
                sh.sizes[event.seat] -= 1
            t.sound("play")
            if kind == "Released":
                sh.lake.append(bait)
                sh.lake.sort()
                index = sh.lake.index(bait)
                size, centres = L.lake_slots(len(sh.lake))
                t.flights.add(Flight(self.face(bait, size), start, centres[index], now, t.scaled(0.3),
                                     key=("lake",)))
                sh.bubbles[event.seat] = (_("Releases {card}").format(card=bait), now + max(1.0, t.scaled(1.0)))
                return t.scaled(0.4)
            rects = self.lake_rects()
            starts = []
            for fish in event.fish:
                hit = next(((c, r) for c, r in rects if c == fish and r.center not in starts), None)
                starts.append(hit[1].center if hit else L.lake.center)
                if fish in sh.lake:
                    sh.lake.remove(fish)
            order = self.catch_order(event.seat)
            total = (order[-1][2] + 1 if order else 0) + 1 + len(event.fish)
            dest = self.catch_slot(event.seat, total - 1, total)
            cards = [(bait, start)] + list(zip(event.fish, starts))
            for i, (card, p) in enumerate(cards):
                flight = Flight(self.face(card, L.wu_card), p, dest, now + i * t.scaled(0.06), t.scaled(0.45),
                                key=("catch", event.seat))
                t.flights.add(flight)

            def land(seat: int = event.seat, got=(bait, *event.fish), points: int = event.points) -> None:
                sh.catches[seat].extend(got)
                sh.points[seat] = points
            if t.flights.items:
                t.flights.items[-1].on_land = land
            else:
                land()
            fish = ", ".join(map(str, event.fish))
            caught = (_("Catches {fish} (+{gained})") if event.gained else _("Catches {fish}")).format(
                fish=fish, gained=event.gained)
            sh.bubbles[event.seat] = (caught, now + max(1.2, t.scaled(1.2)))
            return t.scaled(0.6)
        if kind == "LaidOut":
            sh.sizes[event.seat] -= len(event.cards)
            sh.catches[event.seat].extend(event.cards)
            sh.points[event.seat] = event.points
            t.show_banner(by(t.name(event.seat), _("You lay out a heaven pair 天牌"),
                             _("{who} lays out a heaven pair 天牌"), me=t.is_you(event.seat)), 1.6)
            return t.scaled(0.8)
        if kind == "LayoutDeclined":
            sh.bubbles[event.seat] = (_("Keeps them"), now + max(1.0, t.scaled(1.0)))
            return t.scaled(0.3)
        if kind == "HandOver":
            for s, c in enumerate(event.chips):
                sh.chips[s] += c
            sh.points = list(event.points)
            t.hand_over()
            return 0.0
        return 0.0

    # -- the person's gestures ------------------------------------------------------------------
    def bait_card(self) -> Card | None:
        """The chosen bait: the drawn card in phase draw, else the chosen hand card."""
        g = self.game
        if g is None:
            return None
        if g.phase == "draw":
            return g.drawn
        rects = self.hand_rects()
        if self.bait is not None and 0 <= self.bait < len(rects):
            return rects[self.bait][0]
        return None

    def catchable(self, bait: Card | None) -> list[Card]:
        g = self.game
        if bait is None or g is None or g.phase not in ("hand", "draw"):
            return []
        return list(g.catchable(bait))

    def capture(self, bait: Card, fish: Card, index: int | None, from_point=None) -> bool:
        """Capture ``fish`` with ``bait``: the legal capture of that kind (three at once where the rules
        take three), else the single capture, whose refusal the shell shows in the engine's words."""
        g = self.game
        legal = [a for a in g.legal_actions() if isinstance(a, Capture) and a.bait is bait and a.fish[0] is fish]
        action = max(legal, key=lambda a: len(a.fish)) if legal else Capture(bait, [fish])
        return self.act(action, index, from_point)

    def release(self, bait: Card, index: int | None, from_point=None) -> bool:
        return self.act(Release(bait), index, from_point)

    def act(self, action: Action, index: int | None, from_point=None) -> bool:
        """Apply for the person, the bait flying from where it was let go (or its place in the hand)."""
        bait = action.bait if isinstance(action, Capture) else getattr(action, "card", None)
        self.launch = {}
        if bait is not None and index is not None and index >= 0:
            rects = self.hand_rects()
            point = from_point or (rects[index][1].center if index < len(rects) else None)
            if point:
                self.launch[bait] = [point]
        return self.apply_launched(action)

    def act_as_person(self, action: Action) -> None:
        g = self.game
        if isinstance(action, (Capture, Release)) and g.phase == "hand":
            bait = action.bait if isinstance(action, Capture) else action.card
            index = next((i for i, (c, _rect) in enumerate(self.hand_rects()) if c is bait), None)
            self.act(action, index)
        else:
            self.table.apply(action)

    def handle(self, event: pygame.event.Event) -> None:
        t = self.table
        if event.type == pygame.KEYDOWN:
            self.keyboard_active = True
            self.handle_key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not (t.can_touch_hand() and t.my_turn()):
                return
            g = self.game
            drawn = self.drawn_rect()
            if g.phase == "draw" and drawn is not None and drawn.collidepoint(event.pos):
                self.drag = Bait(-1, g.drawn, event.pos, event.pos,
                                 (event.pos[0] - drawn.left, event.pos[1] - drawn.top))
                return
            i = self.card_at(event.pos) if g.phase == "hand" else None
            if i is not None:
                rect = self.hand_rects()[i][1]
                self.drag = Bait(i, self.hand_rects()[i][0], event.pos, event.pos,
                                 (event.pos[0] - rect.left, event.pos[1] - rect.top))
                return
            self.click_lake(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            t.mouse = event.pos
            self.keyboard_active = False
            if self.drag:
                self.follow_drag(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag:
            drag, self.drag = self.drag, None
            if drag.moving:
                self.drop(drag, event.pos)
            elif drag.index >= 0:
                self.bait = None if self.bait == drag.index else drag.index
                self.selected = {self.bait} if self.bait is not None else set()
                self.focus = drag.index
                self._hand_cache = None

    def click_lake(self, pos: tuple[int, int]) -> None:
        """A click on the lake with a bait chosen: capture the card clicked, or release onto open water."""
        bait = self.bait_card()
        if bait is None or not self.layout.lake.collidepoint(pos):
            return
        fish = self.lake_card_at(pos)
        index = self.bait if self.game.phase == "hand" else None
        if fish is not None:
            self.capture(bait, fish, index)
        else:
            self.release(bait, index)

    def drop(self, drag: Bait, pos: tuple[int, int]) -> None:
        point = (pos[0] - drag.grab[0] + self.drag_size(drag)[0] // 2,
                 pos[1] - drag.grab[1] + self.drag_size(drag)[1] // 2)
        index = drag.index if drag.index >= 0 else None
        if self.layout.lake.collidepoint(pos) and self.table.my_turn():
            fish = self.lake_card_at(pos)
            done = self.capture(drag.card, fish, index, point) if fish else self.release(drag.card, index, point)
            if done:
                return
        # back where it came from
        home = self.layout.drawn_rect.center if drag.index < 0 else self.hand_rects()[drag.index][1].center
        self.table.flights.add(Flight(self.face(drag.card, self.drag_size(drag)), point, home, self.table.app.now(),
                                      self.table.scaled(0.25) or 0.0001, key=("home", drag.index)))

    def drag_size(self, drag: Bait) -> tuple[int, int]:
        if drag.index < 0:
            return self.layout.drawn_card
        return self.hand_rects()[drag.index][1].size

    def handle_key(self, event: pygame.event.Event) -> None:
        t = self.table
        g = self.game
        if not t.my_turn() or g.phase not in ("hand", "draw"):
            return
        n = len(self.hand_rects())
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and n and g.phase == "hand":
            step = 1 if event.key == pygame.K_RIGHT else -1
            self.focus = (self.bait + step) % n if self.bait is not None else (0 if step > 0 else n - 1)
            self.bait = self.focus
            self.selected = {self.bait}
            self.fish_focus = 0
            self._hand_cache = None
        elif event.key in (pygame.K_UP, pygame.K_DOWN):
            self.fish_focus += 1 if event.key == pygame.K_DOWN else -1
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            bait = self.bait_card()
            if bait is None:
                if g.phase == "hand" and n:      # nothing chosen yet: Enter chooses the first card, as → would
                    self.focus = self.bait = 0
                    self.selected = {0}
                    self.fish_focus = 0
                    self._hand_cache = None
                return
            fish = self.catchable(bait)
            index = self.bait if g.phase == "hand" else None
            if fish:
                self.capture(bait, fish[self.fish_focus % len(fish)], index)
            else:
                self.release(bait, index)
        elif event.key == pygame.K_r:
            bait = self.bait_card()
            if bait is not None:
                self.release(bait, self.bait if g.phase == "hand" else None)

    def release_chosen(self) -> None:
        bait = self.bait_card()
        if bait is not None and self.table.my_turn():
            self.release(bait, self.bait if self.game.phase == "hand" else None)

    def show_hint(self, action: Action, why: str) -> str:
        if isinstance(action, (Capture, Release)):
            bait = action.bait if isinstance(action, Capture) else action.card
            if self.game.phase == "hand":
                self.bait = next((i for i, (c, _rect) in enumerate(self.hand_rects()) if c is bait), None)
                self.selected = {self.bait} if self.bait is not None else set()
                self._hand_cache = None
            if isinstance(action, Capture):
                return _("Hint: catch {fish} with {bait}{why}").format(fish=", ".join(map(str, action.fish)),
                                                                       bait=bait, why=why)
            return _("Hint: release {bait}{why}").format(bait=bait, why=why)
        if isinstance(action, LayOut):
            return _("Hint: lay out the heaven pair{why}").format(why=why)
        return _("Hint: keep them{why}").format(why=why)

    def taken_back_words(self, seat: int) -> str:
        mine = [e for e in self.table.hand_events() if getattr(e, "seat", None) == seat
                and type(e).__name__ in ("Captured", "Released", "LaidOut", "LayoutDeclined")]
        last = mine[-1] if mine else None
        kind = type(last).__name__ if last else ""
        said = {"Captured": (_("Your catch of {fish} was taken back."), _("{who}'s catch of {fish} was taken back.")),
                "Released": (_("Your release of {card} was taken back."),
                             _("{who}'s release of {card} was taken back.")),
                "LaidOut": (_("Your heaven pair laid out was taken back."),
                            _("{who}'s heaven pair laid out was taken back.")),
                "LayoutDeclined": (_("Your choice to keep the heaven pair was taken back."),
                                   _("{who}'s choice to keep the heaven pair was taken back."))}
        you, other = said.get(kind, (_("Your last move was taken back."), _("{who}'s last move was taken back.")))
        return by(self.table.name(seat), you, other, me=self.table.is_you(seat),
                  fish=", ".join(map(str, getattr(last, "fish", ()))), card=getattr(last, "card", ""))

    # -- buttons --------------------------------------------------------------------------------
    def buttons(self) -> list[Button]:
        t = self.table
        L = self.layout
        s = L.s
        w, h = L.size
        g = self.game
        mine = g.current_player == t.viewer and t.human(t.viewer)
        if g.phase == "layout" and mine:
            out = []
            bw, bh = int(220 * s), int(52 * s)
            answers = g.legal_actions()
            x = w // 2 - (len(answers) * bw + (len(answers) - 1) * int(12 * s)) // 2
            for i, action in enumerate(answers):
                out.append(Button(self.answer_label(action), pygame.Rect(x + i * (bw + int(12 * s)), int(h * 0.5), bw, bh),
                                  lambda a=action: t.apply(a), primary=i == 0))
            return out
        return [Button(_("Release"), L.release_button, self.release_chosen, key=pygame.K_r)]

    def answer_label(self, action: Action) -> str:
        if isinstance(action, LayOut):
            return _("Lay out") if len(action.cards) <= 2 else \
                _("Lay out {n} pairs").format(n=len(action.cards) // 2)
        return _("Keep them")

    def button_labels(self, mine: bool) -> list[str]:
        g = self.game
        if g.phase == "layout" and mine:
            return [self.answer_label(a) for a in g.legal_actions()]
        return [_("Release")]

    def refresh(self, b: Button) -> None:
        if b.label == _("Release"):
            b.enabled = self.table.my_turn() and self.bait_card() is not None

    # -- drawing --------------------------------------------------------------------------------
    def draw_under(self, surface: pygame.Surface, now: float) -> None:
        self.draw_stock(surface)

    def draw_stock(self, surface: pygame.Surface) -> None:
        L = self.layout
        s = L.s
        n = self.shown.pile
        if n:
            back = render_back(L.pile_card, self.style)
            for k in range(min(3, 1 + n // 10)):
                surface.blit(back, (L.stock.left + k * 2, L.stock.top + 4 - k * 2))
        theme.text(surface, _("stock {n}").format(n=n), (L.stock.centerx, L.stock.bottom + int(6 * s)), int(14 * s),
                   theme.PAPER, "midtop", shadow=True)

    def draw_middle(self, surface: pygame.Surface, now: float) -> None:
        self.draw_lake(surface)
        self.draw_drawn(surface)
        if not self.table.watching():
            self.draw_hand(surface)

    def hovered_bait(self) -> Card | None:
        """The bait under the pointer or being dragged, or the chosen one: its catches light up."""
        t = self.table
        g = self.game
        if g is None or not t.my_turn():
            return None
        if self.drag:
            return self.drag.card
        if g.phase == "draw":
            return g.drawn
        i = self.card_at(t.mouse)
        if i is not None:
            return self.hand_rects()[i][0]
        return self.bait_card()

    def draw_lake(self, surface: pygame.Surface) -> None:
        L = self.layout
        s = L.s
        layer = pygame.Surface(L.lake.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (20, 60, 80, 70), layer.get_rect(), border_radius=int(22 * s))
        surface.blit(layer, L.lake)
        lit = set(self.catchable(self.hovered_bait()))
        keyboard_fish = None
        if self.keyboard_active and lit:
            order = self.catchable(self.hovered_bait())
            keyboard_fish = order[self.fish_focus % len(order)]
        target = self.lake_card_at(self.drag.pos) if self.drag and self.drag.moving else None
        for card, rect in self.lake_rects():
            shade, off = render_shadow(rect.size, self.style)
            surface.blit(shade, rect.move(off))
            surface.blit(self.face(card, rect.size), rect)
            if card in lit:
                color = theme.BRASS if card == keyboard_fish else theme.HIGHLIGHT
                pygame.draw.rect(surface, color, rect.inflate(6, 6), width=3, border_radius=int(rect.width * 0.14))
            if target is not None and card is target:
                # where the dragged bait would land: lit if it catches, red if the rules refuse it
                color = theme.HIGHLIGHT if card in lit else theme.RED
                pygame.draw.rect(surface, color, rect.inflate(12, 12), width=3, border_radius=int(rect.width * 0.18))
                target = None
        if not self.shown.lake:
            theme.text(surface, _("The lake is empty"), L.lake.center, int(18 * s), theme.MUTED, "center")

    def draw_drawn(self, surface: pygame.Surface) -> None:
        card = self.shown.drawn
        if card is None or ("drawn",) in self.table.flights.keys():
            return
        if self.drag and self.drag.index < 0 and self.drag.moving:
            return
        L = self.layout
        rect = L.drawn_rect
        shade, off = render_shadow(rect.size, self.style)
        surface.blit(shade, rect.move(off))
        surface.blit(self.face(card, rect.size), rect)
        if self.table.my_turn():
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(6, 6), width=3, border_radius=int(rect.width * 0.14))

    def draw_hand(self, surface: pygame.Surface) -> None:
        t = self.table
        g = self.game
        if self.hand_hidden():
            return
        dragging = self.drag.index if self.drag and self.drag.moving else None
        homing = self.homing()
        dim = g.phase == "draw" and t.my_turn()
        for i, (card, rect) in enumerate(self.hand_rects()):
            if i == dragging or i in homing:
                continue
            shade, off = render_shadow(rect.size, self.style)
            surface.blit(shade, rect.move(off))
            surface.blit(self.face(card, rect.size), rect)
            if dim:
                layer = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(layer, (10, 30, 20, 110), layer.get_rect(), border_radius=int(rect.width * 0.12))
                surface.blit(layer, rect)
            if i == self.bait:
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(4, 4), width=3,
                                 border_radius=int(rect.width * 0.14))

    def draw_over(self, surface: pygame.Surface, now: float) -> None:
        if not (self.drag and self.drag.moving):
            return
        size = self.drag_size(self.drag)
        img = self.face(self.drag.card, size)
        r = img.get_rect(topleft=(self.drag.pos[0] - self.drag.grab[0], self.drag.pos[1] - self.drag.grab[1]))
        shade, off = render_shadow(size, self.style)
        surface.blit(shade, r.move(off[0] * 3, off[1] * 3))
        surface.blit(img, r)

    def table_card_at(self, pos: tuple[int, int]) -> tuple[Card, pygame.Rect] | None:
        """The lake card under ``pos`` and its rect (the hover tooltip names it)."""
        card = self.lake_card_at(pos)
        if card is None:
            return None
        return next((c, r) for c, r in self.lake_rects() if c is card)

    def seat_line(self, seat: int) -> str:
        return _("{cards} · catch {points} points").format(cards=count(self.shown.sizes[seat], "card"),
                                                          points=self.shown.points[seat])

    def draw_seat_things(self, surface: pygame.Surface, seat: int, now: float) -> None:
        """Beside a plate: the backs of an opponent's hand, the seat's catch with its fish marked, a bubble."""
        L = self.layout
        place = L.places[seat]
        if place.side != "bottom":
            self.draw_backs(surface, seat, place)
        catch = self.catch_order(seat)
        slots = catch[-1][2] + 1 if catch else 0
        for card, fish, slot in catch:
            img = self.face(card, L.wu_card)
            r = img.get_rect(center=self.catch_slot(seat, slot, slots))
            surface.blit(img, r)
            if fish in FISH_MARK:
                # at the top left, the part of a card its neighbours in the catch never cover
                radius = max(3, r.width // 6)
                centre = (r.left + radius + 2, r.top + radius + 2)
                pygame.draw.circle(surface, FISH_MARK[fish], centre, radius)
                pygame.draw.circle(surface, theme.INK, centre, radius, width=1)
        self.draw_bubble(surface, seat, now, 17)

    def prompt(self) -> str:
        g = self.game
        if g.phase == "draw":
            can = self.catchable(g.drawn)
            if can:
                return _("You turned up {card}: drag it onto a lit fish to catch it").format(card=g.drawn)
            return _("You turned up {card}: it catches nothing — drag it to the lake (or R) to release it").format(
                card=g.drawn)
        if g.phase == "hand":
            return _("Your turn — drag a card onto a lake card to catch it, or onto open water to release it")
        if g.phase == "layout":
            return _("You hold a heaven pair 天牌: lay it out into your catch?")
        return ""

    def draw_question(self, surface: pygame.Surface) -> None:
        g = self.game
        if g.phase != "layout":
            return
        L = self.layout
        s = L.s
        w, h = L.size
        r = pygame.Rect(0, 0, int(640 * s), int(160 * s))
        r.midbottom = (w // 2, int(h * 0.5) + int(70 * s))
        theme.panel(surface, r)
        theme.text(surface, _("Heaven pair 天牌"), (r.centerx, r.top + 16 * s), int(26 * s), theme.HIGHLIGHT, "midtop")
        theme.text(surface, _("Lay your pair of 6:6 into your catch now, or keep them to fish with."),
                   (r.centerx, r.top + 56 * s), int(16 * s), theme.PAPER, "midtop")

    # -- the history panel and the summary ------------------------------------------------------
    def story(self, events: list[E.Event]) -> list[Line]:
        names = self.table.seat_names()
        out = []
        for e in events:
            kind = type(e).__name__
            if kind == "Captured":
                fish = ", ".join(map(str, e.fish))
                out.append(Line("play", by(names[e.seat], _("You catch {fish} with {bait}"),
                                           _("{who} catches {fish} with {bait}"), fish=fish, bait=e.bait), e.seat,
                                (e.bait, *e.fish)))
            elif kind == "Released":
                out.append(Line("play", by(names[e.seat], _("You release {card}"), _("{who} releases {card}"),
                                           card=e.card), e.seat, (e.card,)))
            elif kind == "LaidOut":
                out.append(Line("note", by(names[e.seat], _("You lay out a heaven pair"),
                                           _("{who} lays out a heaven pair")), e.seat, e.cards))
        return out

    def over_event(self):
        return next((e for e in reversed(self.table.hand_events()) if type(e).__name__ == "HandOver"), None)

    def summary_title(self) -> str:
        g = self.game
        names = self.table.seat_names()
        best = max(range(g.players), key=lambda s: g.chips[s])
        if not any(g.chips):
            return _("Even catches: nobody pays")
        return by(names[best], _("You win {chips}"), _("{who} wins {chips}"), chips=count(g.chips[best], "chip"))

    SUMMARY_PANEL = 700         # the summary panel's width at scale 1: a column a player beside the groups

    def summary_view(self, width: int) -> ScoreTableView:
        """The hand's scores as a table: groups down, players across, then each pair's settlement and the
        chips of the hand and the match (§7, §8; game.ui.fishing_scores)."""
        t = self.table
        key = (id(self.game), width, tuple(t.match.standing))
        if getattr(self, "_summary", None) is None or self._summary[0] != key:
            table = score_table(self.game, t.seat_names(), list(t.match.standing))
            self._summary = (key, ScoreTableView(table, width, self.layout.s))
        return self._summary[1]
