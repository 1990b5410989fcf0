"""The climbing games' board: tricks in the middle, the person's fan of cards, wu piles by the plates.

The table shell (game/ui/table) runs the match and knows no family; this board
says how a climbing game's state is drawn, which gestures make which actions
(select and drag cards to the trick, double-click one card, Play / Pass / Sort),
how each of the engine's events is presented, and the words of its prompt line,
questions and summary.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game import i18n
from game.i18n import N_, _
from game.model.cards import Card
from game.rules import Action, Continue, Declare, LayOut, Pass, Play
from game.rules import events as E
from game.ui import theme
from game.ui.anim import Flight
from game.ui.boards.base import Board
from game.ui.faces import render_back, render_shadow
from game.ui.history import Line, look_back
from game.ui.play_words import card_zh, in_script, play_name
from game.ui.summary_words import HandStory, explain, headline
from game.ui.table_layout import TableLayout, hand_fan
from game.ui.variant_words import text as file_words
from game.ui.widgets import Button
from game.ui.words import count, said

DOUBLE_CLICK = 0.35
AUTO_PASS_PAUSE = 1.2       # seconds at normal pace before passing for you (settings: auto-pass)


# "Play" on the saved-matches screen means resuming a match (繼續玩); at the table it means playing the
# selected cards (出牌). The catalogue keeps no message contexts, so the table's button is a message of
# its own, and English shows the short word.
PLAY = N_("Play the selected cards")


def play_label() -> str:
    """The Play button's word in the language shown."""
    return _(PLAY) if i18n.chinese() else "Play"


@dataclass
class Drag:
    indices: list[int]
    start: tuple[int, int]
    pos: tuple[int, int]
    grab: tuple[int, int]     # offset of the pointer from the first dragged card's top-left
    moving: bool = False


@dataclass
class Shown:
    """What the table shows, which trails the engine by the events not yet presented."""

    trick: list[tuple[int, tuple[Card, ...] | None]] = field(default_factory=list)
    winner: int | None = None          # the trick's winner, while its cards linger
    wu: list[list[Card]] = field(default_factory=list)
    sizes: list[int] = field(default_factory=list)
    chips: list[int] = field(default_factory=list)
    set_aside: int = 0
    laid_aside: list[int] = field(default_factory=list)   # multiplier cards (gods of wealth) laid out, per seat
    bubbles: dict[int, tuple[str, float]] = field(default_factory=dict)  # seat -> (words, until)


class ClimbingBoard(Board):
    """One climbing hand on the table; ``table`` is the shell it sits in."""

    family = "climbing"

    def __init__(self, table) -> None:
        self.table = table
        self.sort_mode = "suit"
        self.selected: set[int] = set()
        self.focus = 0
        self.drag: Drag | None = None
        self.keyboard_active = False
        self.last_click: tuple[int, float] = (-1, 0.0)
        self.launch: dict[Card, list[tuple[int, int]]] = {}
        self._hand_cache: tuple | None = None
        self._story_cache: tuple = (None, [])
        self.pass_at: float | None = None     # auto-pass: when the pass for you is made
        self.shown = Shown()

    # -- what the shell reads -----------------------------------------------------------------
    def make_layout(self, size: tuple[int, int], players: int, viewer: int) -> TableLayout:
        return TableLayout(size, players, viewer, self.style)

    def new_hand(self) -> list[E.Event]:
        """A hand begins (or a match resumes): the events to present before the first question."""
        g = self.game
        self.sync_shown()
        if g is None:
            return []
        self.selected.clear()
        start = list(getattr(g, "start_events", ()) or ())
        if start and not g.log.actions:
            # what happened before the first question (hard cards laid out): shown first, as it happens
            self.shown = Shown(wu=[[] for _seat in range(g.players)],
                               sizes=[len(h) + len(g.wu_cards(s)) + len(g.laid_aside(s)) for s, h in enumerate(g.hands)],
                               chips=list(self.table.match.totals), laid_aside=[0] * g.players)
            return start
        return []

    def hand_banner(self) -> str:
        return self.banner_words("lead")

    def acted(self) -> None:
        """An action was applied: nothing stays selected."""
        self.selected.clear()

    def after_undo(self) -> None:
        self.launch = {}
        self.selected.clear()
        self._hand_cache = None
        self.sync_shown()

    def reveal(self) -> None:
        """Hot-seat: the next person sits down; nothing of the last person's choice stays."""
        self.selected.clear()
        self._hand_cache = None

    def moving(self, now: float) -> bool:
        if self.drag or self.pass_at is not None:
            return True
        return any(now < t for _who, t in self.shown.bubbles.values())

    def busy_hands(self) -> bool:
        """A drag in progress (the shell then offers no hint and no auto-pass)."""
        return self.drag is not None

    def show_hint(self, action: Action, why: str) -> str:
        """Select the hint's cards; the words that say it."""
        if isinstance(action, (Play, LayOut)):
            self.selected = set(self.indices_of(action.cards))
            self._hand_cache = None
            play = self.play_name(action.cards)
            if isinstance(action, LayOut):
                return _("Hint: lay out {play}{why}").format(play=play, why=why)
            return _("Hint: play {play}{why}").format(play=play, why=why)
        words = self.HINTS.get(type(action).__name__, N_("Hint: {why}"))
        return _(words).format(why=why)

    HINTS = {"Pass": N_("Hint: pass{why}"), "Declare": N_("Hint: declare now{why}"),
             "Continue": N_("Hint: continue{why}")}

    def play_name(self, cards) -> str:
        """The play these cards make, named in the language shown (game.ui.play_words)."""
        return play_name(self.variant, self.variant.classify(cards))

    def story(self, events: list[E.Event]) -> list[Line]:
        """The history panel's lines for these presented events."""
        return look_back(events, self.table.seat_names(), self.variant)

    def hand_story(self) -> HandStory:
        """The summary's account of every payment of the finished hand."""
        return explain(self.table.hand_events(), self.game, self.table.seat_names())

    # -- the summary's words --------------------------------------------------------------------
    def summary_title(self) -> str:
        return headline(self.table.hand_events(), self.table.seat_names(), self.declare_term())

    def summary_columns(self) -> list[str]:
        """The summary's columns between the name and the match total."""
        return [_("wu"), _("this hand")]

    def summary_cells(self, seat: int) -> list[str]:
        g = self.game
        return [str(g.wu[seat]), f"{g.chips[seat]:+d}"]

    def summary_winner(self) -> int | None:
        return self.game.winner

    def summary_lines(self, width: int, size: int) -> list[tuple[str, str]]:
        """Where the chips came from, wrapped: (words, "line" | "note" | "amount")."""
        g = self.game
        key = (id(g.log), len(g.log.actions), width, size)
        if self._story_cache[0] != key:
            story = self.hand_story()
            names = self.table.seat_names()
            out: list[tuple[str, str]] = []
            for p in story.payments:
                out += [(w, "line") for w in theme.wrap(p.words, size, width)]
                out.append((p.amount_words(names), "amount"))
            for note in story.notes:
                out += [(w, "note") for w in theme.wrap(note, size, width)]
            self._story_cache = (key, out)
        return self._story_cache[1]

    # -- gestures -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """The person's mouse and keys on the table (the shell has taken its own first)."""
        t = self.table
        if event.type == pygame.KEYDOWN:
            self.keyboard_active = True
            self.handle_key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self.card_at(event.pos)
            if i is not None and t.can_touch_hand():
                indices = sorted(self.selected) if i in self.selected else [i]
                first = self.hand_rects()[indices[0]][1]
                self.drag = Drag(indices, event.pos, event.pos, (event.pos[0] - first.left, event.pos[1] - first.top))
                self.focus = i
        elif event.type == pygame.MOUSEMOTION and not self.drag:
            self.keyboard_active = False
            t.mouse = event.pos
        elif event.type == pygame.MOUSEMOTION and self.drag:
            self.follow_drag(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag:
            drag, self.drag = self.drag, None
            if drag.moving:
                self.drop(drag, event.pos)
            else:
                self.click_card(drag.indices[0] if len(drag.indices) == 1 else self.card_at(drag.start))

    def your_turn(self, now: float) -> None:
        """Each frame while the person is to act: the settings' auto-pass."""
        self.pass_for_you(now)

    # -- buttons --------------------------------------------------------------------------------
    QUESTIONS = {
        "talon": (N_("The talon"), N_("Take the face-down talon into your hand (no discard), or leave it?")),
        "redeal": (N_("A new deal?"),
                   N_("You hold none of the highest cards: you may demand that the cards be dealt again.")),
        "bid": (N_("Play this hand?"),
                N_("Say the hand is played, or pass the choice on (the last to choose may throw it in).")),
    }
    ANSWERS = {"TakeTalon": N_("Take the talon"), "Redeal": N_("Deal again"), "PlayOn": N_("Play this hand"),
               "ThrowIn": N_("Throw it in")}
    PASS_WORDS = {"talon": N_("Leave it"), "redeal": N_("Keep these cards"), "bid": N_("Pass the choice")}

    def buttons(self) -> list[Button]:
        """The buttons of this moment of the hand (the shell adds Undo and Hint before them)."""
        t = self.table
        L = self.layout
        s = L.s
        g = self.game
        w, h = L.size
        out: list[Button] = []
        phase = g.phase
        mine = g.current_player == t.viewer and t.human(t.viewer)
        if phase == "decide" and mine:
            v = self.variant
            wu = g.wu[t.viewer]
            bw, bh = int(230 * s), int(58 * s)
            cx, y = w // 2, int(h * 0.5)
            if self.tiered():
                each = v.tier_chips(wu)
                nxt = v.next_tier_wu(v.tier_index(wu))
                declare_hint = _("{chips} from each player").format(chips=count(each, "chip"))
                continue_hint = _("declare again from {n} wu").format(n=nxt) if nxt else _("no higher tier")
            else:
                declare_hint = _("a score of {score}").format(score=g.score(t.viewer))
                continue_hint = _("play on for more")
            out.append(Button(self.declare_label(), pygame.Rect(cx - bw - int(10 * s), y, bw, bh),
                              lambda: self.decide(True), primary=True, key=pygame.K_d, hint=declare_hint))
            out.append(Button(_("Continue"), pygame.Rect(cx + int(10 * s), y, bw, bh), lambda: self.decide(False),
                              key=pygame.K_c, hint=continue_hint))
            return out
        if phase in self.QUESTIONS and mine:
            answers = g.legal_actions()
            bw, bh, gap = int(200 * s), int(52 * s), int(12 * s)
            x = w // 2 - (len(answers) * bw + (len(answers) - 1) * gap) // 2
            for i, action in enumerate(answers):
                label = self.answer_label(action, phase)
                out.append(Button(label, pygame.Rect(x + i * (bw + gap), int(h * 0.5), bw, bh),
                                  lambda a=action: t.apply(a), primary=i == 0))
            return out
        if phase == "layout" and mine:
            bw, bh = int(200 * s), int(52 * s)
            cx, y = w // 2, int(h * 0.5)
            out.append(Button(_("Lay out all"), pygame.Rect(cx - bw * 3 // 2 - int(12 * s), y, bw, bh),
                              self.lay_out_all, primary=True))
            if self.variant.layout_supreme == "choose":
                out.append(Button(_("Lay out selected"), pygame.Rect(cx - bw // 2, y, bw, bh), self.play_selected,
                                  enabled=bool(self.selected)))
            out.append(Button(_("Keep them"), pygame.Rect(cx + bw // 2 + int(12 * s), y, bw, bh),
                              self.pass_turn, key=pygame.K_p))
            return out
        out.append(Button(play_label(), L.play_button, self.play_selected, primary=True, enabled=bool(self.selected)))
        out.append(Button(_("Pass"), L.pass_button, self.pass_turn))
        out.append(Button(self.sort_label(), L.sort_button, self.toggle_sort))
        return out

    def sort_label(self) -> str:
        return _("Sort: suit") if self.sort_mode == "suit" else _("Sort: group")

    def button_labels(self, mine: bool) -> list[str]:
        """The labels ``buttons`` would make now: the shell rebuilds when they change."""
        g = self.game
        if g.phase == "decide" and mine:
            return [self.declare_label(), _("Continue")]
        if g.phase in self.QUESTIONS and mine:
            return [self.answer_label(a, g.phase) for a in g.legal_actions()]
        if g.phase == "layout" and mine:
            return [_("Lay out all")] + ([_("Lay out selected")] if self.variant.layout_supreme == "choose"
                                         else []) + [_("Keep them")]
        return [play_label(), _("Pass"), self.sort_label()]

    def refresh(self, b: Button) -> None:
        """Enable what the moment allows (cheap; every frame)."""
        t = self.table
        g = self.game
        if b.label == play_label():
            b.enabled = t.my_turn() and bool(self.selected) and g.phase == "play"
        elif b.label == _("Pass"):
            b.enabled = t.my_turn() and g.phase == "play" and g.top is not None
        elif b.label == _("Lay out selected"):
            b.enabled = bool(self.selected) and t.my_turn()

    # -- drawing --------------------------------------------------------------------------------
    def draw_under(self, surface: pygame.Surface, now: float) -> None:
        """What lies under the seats: the cards set aside."""
        self.draw_set_aside(surface)

    def draw_middle(self, surface: pygame.Surface, now: float) -> None:
        """The trick and the person's hand, above the seats and below the cards in flight."""
        self.draw_trick(surface, now)
        if not self.table.watching():
            self.draw_hand(surface)

    def draw_over(self, surface: pygame.Surface, now: float) -> None:
        """Above the cards in flight: the cards being dragged."""
        self.draw_drag(surface)

    def seat_line(self, seat: int) -> str:
        """A plate's second line: cards in hand, wu, and the tier or score."""
        g = self.game
        wu_count = sum(self.wu_value(seat))
        parts = [count(self.shown.sizes[seat], "card"), count(wu_count, "wu")]
        if self.tiered():
            tier = self.variant.tier_index(wu_count)
            if tier >= 0:
                parts.append(_("tier {wu}").format(wu=self.variant.tiers[tier].wu))
        elif g is not None and g.score(seat) > 0:
            parts.append(_("score {score}").format(score=g.score(seat)))
        return " · ".join(parts)

    def seat_state(self, seat: int) -> str | None:
        """What matters now about a seat, in place of person/computer: a continuing player's need, while the
        hand lasts (once someone declares, the summary says what became of it)."""
        g = self.game
        needs = g.needs(seat) if g is not None and not g.is_over else None
        return _("continuing, needs {n}").format(n=needs) if needs else None

    def seat_seal(self, surface: pygame.Surface, seat: int) -> pygame.Rect | None:
        """Multiplier cards laid out (gods of wealth): a red seal with the card's name and how many."""
        if not (self.shown.laid_aside and self.shown.laid_aside[seat]):
            return None
        s = self.layout.s
        plate = self.layout.places[seat].plate
        zh = card_zh(self.variant, self.variant.multiplier_cards[0])
        words = f"{zh}×{self.shown.laid_aside[seat]}"
        width = theme.font(int(12 * s)).size(words)[0]
        seal = pygame.Rect(0, 0, width + int(10 * s), int(17 * s))
        seal.bottomright = (plate.right - int(8 * s), plate.bottom - int(4 * s))
        pygame.draw.rect(surface, theme.RED, seal, border_radius=int(5 * s))
        theme.text(surface, words, seal.center, int(12 * s), theme.PAPER, "center")
        return seal

    def draw_seat_things(self, surface: pygame.Surface, seat: int, now: float) -> None:
        """Beside a plate: the backs of an opponent's hand, the seat's wu cards, its bubble."""
        L = self.layout
        place = L.places[seat]
        if place.side != "bottom":
            self.draw_backs(surface, seat, place)
        for i, card in enumerate(self.shown.wu[seat]):
            img = self.face(card, L.wu_card)
            surface.blit(img, img.get_rect(center=self.wu_slot(seat, i)))
        self.draw_bubble(surface, seat, now, 18)

    def piles(self) -> tuple[pygame.Rect, ...]:
        """Each seat's wu cards, as ``draw_seat_things`` lays them."""
        cw, ch = self.layout.wu_card
        out = []
        for seat, won in enumerate(self.shown.wu):
            rects = [pygame.Rect(0, 0, cw, ch) for _card in won]
            for i, r in enumerate(rects):
                r.center = self.wu_slot(seat, i)
            if rects:
                out.append(rects[0].unionall(rects[1:]))
        return tuple(out)

    def prompt(self) -> str:
        """The prompt line's words when it is the person's turn."""
        g = self.game
        t = self.table
        if g.phase == "play":
            if g.top is None:
                return _("Your lead — select cards and drag them to the table, or double-click one card") + \
                    self.plays_counted(lead=True)
            top_seat, combo = g.top
            fields = {"who": t.name(top_seat), "play": play_name(self.variant, combo), "key": "P"}   # the key to pass
            if any(isinstance(a, Play) for a in g.legal_actions()):
                return _("Beat {who}'s {play}, or pass ({key})").format(**fields) + self.plays_counted(lead=False)
            return _("Nothing in your hand beats {who}'s {play}: pass ({key})").format(**fields)
        if g.phase == "layout":
            return _("You hold a supreme 至尊: lay it out now for wu?")
        return ""

    def plays_counted(self, lead: bool) -> str:
        """Settings' "Count my plays": " · you hold 12 plays to lead with" (counted once per decision)."""
        if not self.table.app.settings.count_plays:
            return ""
        g = self.game
        key = len(g.log.actions)
        if getattr(self, "_counted", (None,))[0] != key:
            self._counted = (key, sum(isinstance(a, Play) for a in g.legal_actions()))
        plays = count(self._counted[1], "play")
        if lead:
            return _(" · you hold {plays} to lead with").format(plays=plays)
        return _(" · you hold {plays} that beat it").format(plays=plays)

    def beaten_by_words(self, combo) -> str:
        """What beats a play, in a player's words, with the cheapest few named."""
        beaters = sorted(combo.beaten_by, key=lambda b: (b.rank, len(b.cards)))
        if not beaters:
            return _("nothing beats it: led, it wins the trick") if combo.ends_trick_when_led else _("nothing beats it")
        names = _(", ").join(play_name(self.variant, b) for b in beaters[:3])
        if len(beaters) > 3:
            return _("beaten by {plays} and {n} more").format(plays=names, n=len(beaters) - 3)
        return _("beaten by {plays}").format(plays=names)

    def draw_question(self, surface: pygame.Surface) -> None:
        """The panel of a question put to the person (declare or continue, talon, redeal, bid, supreme)."""
        L = self.layout
        s = L.s
        w, h = L.size
        g = self.game
        viewer = self.table.viewer
        if g.phase == "decide":
            r = pygame.Rect(0, 0, int(560 * s), int(200 * s))
            r.midbottom = (w // 2, int(h * 0.5) + int(76 * s))
            theme.panel(surface, r)
            wu = g.wu[viewer]
            theme.text(surface, _("You have {wu}").format(wu=count(wu, "wu")), (r.centerx, r.top + 18 * s), int(26 * s), theme.HIGHLIGHT, "midtop")
            theme.text(surface, self.declare_words(g), (r.centerx, r.top + 58 * s), int(17 * s), theme.PAPER, "midtop")
        elif g.phase in self.QUESTIONS:
            title, words = (_(w) for w in self.QUESTIONS[g.phase])
            r = pygame.Rect(0, 0, int(720 * s), int(170 * s))
            r.midbottom = (w // 2, int(h * 0.5) + int(70 * s))
            theme.panel(surface, r)
            theme.text(surface, title, (r.centerx, r.top + 16 * s), int(26 * s), theme.HIGHLIGHT, "midtop")
            theme.text(surface, words, (r.centerx, r.top + 56 * s), int(16 * s), theme.PAPER, "midtop")
        elif g.phase == "layout":
            r = pygame.Rect(0, 0, int(700 * s), int(170 * s))
            r.midbottom = (w // 2, int(h * 0.5) + int(70 * s))
            theme.panel(surface, r)
            layouts = [a for a in g.legal_actions() if isinstance(a, LayOut)]
            best = max(layouts, key=lambda a: len(a.cards)) if layouts else None
            wu = (self.variant.full_set_wu_laid_out if best and self.variant.classify(best.cards).full_set
                  else len(best.cards) if best else 0)
            theme.text(surface, _("Supreme 至尊"), (r.centerx, r.top + 16 * s), int(26 * s), theme.HIGHLIGHT, "midtop")
            theme.text(surface, _("Lay out your 2:4 and 1:2 cards face up for {wu}, or select some and lay out those.")
                       .format(wu=count(wu, "wu")),
                       (r.centerx, r.top + 56 * s), int(16 * s), theme.PAPER, "midtop")

    # -- the climbing game ----------------------------------------------------------------------
    def sync_shown(self) -> None:
        """Show the game exactly as the engine has it (a new hand, a resumed match, an undo)."""
        g = self.game
        if g is None:
            self.shown = Shown(wu=[[] for _seat in range(self.table.setup.players)], sizes=[0] * self.table.setup.players,
                               chips=list(self.table.match.totals))
            return
        self.shown = Shown(trick=list(g.trick), wu=[list(g.wu_cards(s)) for s in range(g.players)],
                           sizes=[len(h) for h in g.hands],
                           chips=[t + c for t, c in zip(self.table.match.totals, g.chips)], set_aside=len(g.set_aside),
                           laid_aside=[len(g.laid_aside(s)) for s in range(g.players)])

    def taken_back_words(self, seat: int) -> str:
        """What an undo takes back, in words: 'Your pass was taken back.', 'Your play (Pair) was taken back.'"""
        g = self.game
        mine = [e for e in self.table.hand_events() if getattr(e, "seat", None) == seat
                and e.kind in ("Played", "Passed", "LaidOut", "DeclinedLayout", "Declared", "Continued",
                               "TalonTaken", "TalonDeclined", "Redealt", "RedealDeclined", "BidPassed", "PlayedOn",
                               "ThrownIn")]
        last = mine[-1] if mine else None
        if g is None:
            return ""
        you, other = self.TAKEN_BACK.get(last.kind if last else "", self.TAKEN_BACK[""])
        return self.table.sentence(seat, you, other,
                                   play=self.play_name(last.cards) if isinstance(last, E.Played) else "")

    # What an undo took back, by the event's kind: (for the person at the screen, for another seat).
    TAKEN_BACK = {
        "Played": (N_("Your play ({play}) was taken back."), N_("{who}'s play ({play}) was taken back.")),
        "Passed": (N_("Your pass was taken back."), N_("{who}'s pass was taken back.")),
        "BidPassed": (N_("Your pass was taken back."), N_("{who}'s pass was taken back.")),
        "LaidOut": (N_("Your supreme laid out was taken back."), N_("{who}'s supreme laid out was taken back.")),
        "DeclinedLayout": (N_("Your choice to keep the supreme was taken back."),
                           N_("{who}'s choice to keep the supreme was taken back.")),
        "Continued": (N_("Your choice to continue was taken back."), N_("{who}'s choice to continue was taken back.")),
        "TalonTaken": (N_("Your taking the talon was taken back."), N_("{who}'s taking the talon was taken back.")),
        "TalonDeclined": (N_("Your choice to leave the talon was taken back."),
                          N_("{who}'s choice to leave the talon was taken back.")),
        "Redealt": (N_("Your demand for a new deal was taken back."),
                    N_("{who}'s demand for a new deal was taken back.")),
        "RedealDeclined": (N_("Your choice to keep the deal was taken back."),
                           N_("{who}'s choice to keep the deal was taken back.")),
        "PlayedOn": (N_("Your choice to play the hand was taken back."),
                     N_("{who}'s choice to play the hand was taken back.")),
        "": (N_("Your last move was taken back."), N_("{who}'s last move was taken back.")),
    }

    def present(self, event: E.Event, now: float) -> float:
        """Show one event; returns how long before the next may be shown."""
        L = self.layout
        sh = self.shown
        if isinstance(event, E.Played):
            self.table.sound("play")
            starts = [self.launch_point(event.seat, c) for c in event.cards]
            sh.sizes[event.seat] -= len(event.cards)
            sh.trick.append((event.seat, event.cards))
            sh.bubbles.pop(event.seat, None)
            slots = self.trick_slots()[-1]
            for card, start, (center, size) in zip(event.cards, starts, slots):
                self.table.flights.add(Flight(self.face(card, size), start, center, now, self.table.scaled(0.28),
                                        key=("trick", len(sh.trick) - 1)))
            return self.table.scaled(0.32)
        if isinstance(event, E.Passed):
            self.table.sound("pass")
            sh.trick.append((event.seat, None))
            sh.bubbles[event.seat] = (_("Pass"), now + max(1.2, self.table.scaled(1.2)))
            return self.table.scaled(0.25)
        if isinstance(event, E.TrickWon):
            sh.winner = event.seat
            self.table.sound("trick")
            linger = self.table.scaled(0.75)
            slots = self.trick_slots()
            plays = [(s, c) for s, c in sh.trick if c is not None]
            top_slots = slots[-1] if slots else []
            for i, (card, (center, size)) in enumerate(zip(event.cards, top_slots)):
                dest = self.wu_slot(event.seat, len(sh.wu[event.seat]) + i)
                self.table.flights.add(Flight(self.face(card, size), center, dest, now + linger, self.table.scaled(0.45),
                                        key=("trick", len(sh.trick) - 1)))
            for (seat, cards), slot in zip(plays[:-1], slots[:-1]):
                for card, (center, size) in zip(cards, slot):
                    self.table.flights.add(Flight(self.face(card, size), center, L.set_aside_at, now + linger,
                                            self.table.scaled(0.45), fade=True, key=("aside",)))

            def land() -> None:
                sh.wu[event.seat].extend(event.cards)
                sh.set_aside += len(event.set_aside)
                sh.trick = []
                sh.winner = None
                sh.bubbles.clear()
            self.table.flights.items[-1].on_land = land if self.table.flights.items else None
            if not self.table.flights.items:
                land()
            return linger + self.table.scaled(0.5)
        if isinstance(event, E.LaidOut) or event.kind == "HardCardsLaidOut":
            sh.sizes[event.seat] -= len(event.cards)
            start = self.launch_point(event.seat, event.cards[0])
            for i, card in enumerate(event.cards):
                dest = self.wu_slot(event.seat, len(sh.wu[event.seat]) + i)
                self.table.flights.add(Flight(self.face(card, L.wu_card), start, dest, now + i * self.table.scaled(0.05),
                                        self.table.scaled(0.45)))
            sh.wu[event.seat].extend(event.cards)
            if event.kind == "HardCardsLaidOut":
                you, other = N_("{who} lay out hard cards 硬张: +{wu}"), N_("{who} lays out hard cards 硬张: +{wu}")
            else:
                you, other = N_("{who} lay out a supreme 至尊: +{wu}"), N_("{who} lays out a supreme 至尊: +{wu}")
            self.table.show_banner(self.table.sentence(event.seat, you, other, wu=count(event.wu_gained, "wu")), 1.6)
            return self.table.scaled(0.9)
        if isinstance(event, E.MultiplierCardsLaidOut):
            sh.sizes[event.seat] -= len(event.cards)
            start = self.launch_point(event.seat, event.cards[0])
            dest = self.laid_aside_at(event.seat)

            def counted(seat: int = event.seat) -> None:
                sh.laid_aside[seat] += 1
            for i, card in enumerate(event.cards):
                flight = Flight(self.face(card, L.wu_card), start, dest, now + i * self.table.scaled(0.08), self.table.scaled(0.5),
                                fade=True)
                flight.on_land = counted
                self.table.flights.add(flight)
            name = self.variant.card_name(event.cards[0])
            n = len(event.cards)
            if i18n.chinese():
                cards = f"{card_zh(self.variant, event.cards[0])}×{n}"
            else:
                cards = (f"a {name.en.lower()}" if n == 1 else count(n, name.en.lower())) + f" {name.zh}"
            self.table.show_banner(self.table.sentence(
                event.seat, N_("{who} lay out {cards}: +{multipliers} if winning"),
                N_("{who} lays out {cards}: +{multipliers} if winning"), cards=cards,
                multipliers=count(event.multipliers, "multiplier")), 1.8)
            return self.table.scaled(1.0)
        if isinstance(event, E.BonusPaid):
            for s, p in enumerate(event.payments):
                sh.chips[s] += p
            kinds = _(", ").join(str(k) for k in event.kinds)
            self.table.show_banner(said(self.table.name(event.seat), N_("Four of a kind ({kinds}): {who} are paid {chips}"),
                                        N_("Four of a kind ({kinds}): {who} is paid {chips}"), kinds=kinds,
                                        chips=count(event.payments[event.seat], "chip")), 2.0)
            return self.table.scaled(1.0)
        if isinstance(event, E.Declared):
            for s, p in enumerate(event.payments):
                sh.chips[s] += p
            self.table.sound("declare")
            if self.tiered():
                you, other = N_("{who} declare 食湖 with {wu}!"), N_("{who} declares 食湖 with {wu}!")
            else:
                you, other = N_("{who} declare with {wu}!"), N_("{who} declares with {wu}!")
            self.table.show_banner(self.table.sentence(event.seat, you, other, wu=count(event.wu, "wu")), 2.5)
            return self.table.scaled(1.3)
        if isinstance(event, E.Continued):
            if not self.table.human(event.seat):
                self.table.show_banner(_("{who} plays on with {wu}").format(who=self.table.name(event.seat),
                                                                            wu=count(event.wu, "wu")), 1.4)
            return self.table.scaled(0.5)
        if isinstance(event, E.LeadPassed):
            self.table.show_banner(_("{who} has no cards: {next} leads").format(
                who=self.table.name(event.from_seat), next=self.table.name(event.to_seat)), 1.4)
            return self.table.scaled(0.5)
        words = self.question_event_words(event)
        if words is not None:
            if event.kind == "Redealt":
                self.sync_shown()             # every hand is new
            text, bubble = words
            seat = getattr(event, "seat", None)
            if bubble and seat is not None:
                sh.bubbles[seat] = (text, now + max(1.2, self.table.scaled(1.2)))
            else:
                self.table.show_banner(text, 1.8)
            return self.table.scaled(0.5)
        if isinstance(event, E.HandOver):
            if event.void:
                self.table.show_banner(_("Every hand is empty and nobody declared: a void hand"), 2.5)
            self.table.hand_over()
            return 0.0
        return 0.0

    def question_event_words(self, event: E.Event) -> tuple[str, bool] | None:
        """Words for the events of the questions before play (talon, redeal, bid) and of scoring:
        (text, shown as a bubble at the seat rather than a banner); None for other events."""
        n = lambda seat: self.table.name(seat)  # noqa: E731
        t = self.table
        kind = event.kind
        if kind == "TalonOffered":
            return None
        if kind == "TalonTaken":
            self.shown.sizes[event.seat] += event.size
            return t.sentence(event.seat, N_("{who} take the talon ({cards})"), N_("{who} takes the talon ({cards})"),
                              cards=count(event.size, "card")), False
        if kind == "TalonDeclined":
            return _("No talon"), True
        if kind == "TalonLeftOut":
            return _("Nobody takes the talon: its {cards} stay out of play").format(cards=count(event.size, "card")), False
        if kind == "RedealDeclined":
            return _("Keeps the deal"), True
        if kind == "Redealt":
            return t.sentence(event.seat, N_("{who} demand a new deal"), N_("{who} demands a new deal")), False
        if kind == "BidPassed":
            return _("Pass"), True
        if kind == "PlayedOn":
            return _("{who}: the hand is played").format(who=n(event.seat)), False
        if kind == "ThrownIn":
            return t.sentence(event.seat, N_("{who} throw the hand in"), N_("{who} throws the hand in")), False
        if kind == "Settled":
            for seat, paid in enumerate(event.payments):
                self.shown.chips[seat] += paid
            if not any(event.payments):
                return _("The cards are out and nobody reached the winning count: no score"), False
            if event.reason == "most" and event.winner is not None:
                return said(n(event.winner), N_("The cards are out: {who} have the most winning cards and are paid {chips}"),
                            N_("The cards are out: {who} has the most winning cards and is paid {chips}"),
                            chips=count(event.payments[event.winner], "chip")), False
            if event.reason == "pairwise":
                return _("The cards are out: every two players settle the difference of their scores"), False
            if event.reason == "winners_paid":
                return _("The cards are out: each winner is paid by the others"), False
            return None
        return None

    def prewarm(self) -> None:
        """Draw every face at the table's sizes now, so no frame mid-trick waits for a first drawing."""
        L = self.layout
        sizes = {L.hand_card, L.trick_card, L.wu_card}
        sizes.update((int(L.trick_card[0] * k), int(L.trick_card[1] * k)) for k in (0.78, 0.72, 0.66, 0.6, 0.55))
        for card in self.variant.copies:
            for size in sizes:
                self.face(card, size)
        for size in (L.hand_card, L.trick_card):
            render_shadow(size, self.style)
        render_back(L.small_card, self.style)

    def sorted_hand(self) -> list[Card]:
        g = self.game
        hand = list(g.hands[self.table.viewer])
        v = self.variant
        suit_order = {s.key: i for i, s in enumerate(v.suits)}

        def by_suit(c: Card):
            suit = v.suit_of.get(c)
            if suit is None:          # cards in no suit (Luan Chuo's hard cards) go last
                return (len(suit_order), 0, c.index)
            return (suit_order[suit.key], -suit.ranks[c], c.index)
        if self.sort_mode == "suit":
            return sorted(hand, key=by_suit)
        group_of: dict[Card, int] = {}
        for i, grp in enumerate(v.mixed_groups):
            for c in grp.civil + grp.military:
                group_of[c] = i
        supreme = set(v.supreme_cards)

        def by_group(c: Card):
            if c in group_of:
                grp = v.mixed_groups[group_of[c]]
                return (0, group_of[c], 0 if c in grp.civil else 1, by_suit(c))
            if c in supreme:
                return (1, 0, 0, by_suit(c))
            return (2, 0, 0, by_suit(c))
        return sorted(hand, key=by_group)

    def hand_rects(self) -> list[tuple[Card, pygame.Rect]]:
        """The shown hand's cards and where they are drawn (selected cards lifted)."""
        L = self.table.ensure_layout()
        cards = self.sorted_hand()
        key = (tuple(cards), frozenset(self.selected), L.size, self.sort_mode)
        if self._hand_cache and self._hand_cache[0] == key:
            return self._hand_cache[1]
        n = len(cards)
        v = self.variant
        # a small gap between suits (or groups) helps the eye
        breaks = 0
        groups = []
        for i, c in enumerate(cards):
            suit = v.suit_of.get(c)
            g = (suit.key if suit else "none") if self.sort_mode == "suit" else self._group_key(c)
            if i and g != groups[-1]:
                breaks += 1
            groups.append(g)
        fan = hand_fan(L, n, breaks)
        cw, ch = fan.card
        gap, step = fan.gap, fan.step
        total = cw + step * (n - 1) + breaks * gap if n else 0
        x = min(max(fan.left, L.size[0] / 2 - total / 2), fan.right - total)
        out = []
        for i, c in enumerate(cards):
            if i and groups[i] != groups[i - 1]:
                x += gap
            y = fan.bottom - ch - (L.lift if i in self.selected else 0)
            out.append((c, pygame.Rect(round(x), y, cw, ch)))
            x += step
        self._hand_cache = (key, out)
        return out

    def _group_key(self, c: Card) -> str:
        for grp in self.variant.mixed_groups:
            if c in grp.civil or c in grp.military:
                return grp.name
        return "supreme" if c in self.variant.supreme_cards else "other"

    def trick_slots(self) -> list[list[tuple[tuple[int, int], tuple[int, int]]]]:
        """For each shown play of the trick, each card's centre and size: the top play biggest, in front."""
        L = self.layout
        plays = [cards for _seat, cards in self.shown.trick if cards is not None]
        zone = L.trick_zone
        out = []
        n = len(plays)
        for i, cards in enumerate(plays):
            depth = n - 1 - i                      # 0 for the top play
            k = 1.0 if depth == 0 else max(0.55, 0.78 - 0.06 * depth)
            cw, ch = int(L.trick_card[0] * k), int(L.trick_card[1] * k)
            step = min(cw * 0.72, (zone.width * 0.8) / max(1, len(cards)))
            width = cw + step * (len(cards) - 1)
            if depth == 0:
                cx, cy = zone.centerx, zone.centery + int(zone.height * 0.12)
            else:
                cx = zone.centerx + (-1 if depth % 2 else 1) * int(zone.width * 0.05 * min(depth, 3))
                cy = zone.centery - int(zone.height * 0.16) - int(zone.height * 0.05 * min(depth, 3))
            x0 = cx - width / 2 + cw / 2
            out.append([((round(x0 + j * step), cy), (cw, ch)) for j in range(len(cards))])
        return out

    def laid_aside_at(self, seat: int) -> tuple[int, int]:
        """Where multiplier cards fly to: the seal at the plate's bottom right."""
        plate = self.layout.places[seat].plate
        s = self.layout.s
        return (plate.right - int(40 * s), plate.bottom - int(16 * s))

    def wu_slot(self, seat: int, index: int) -> tuple[int, int]:
        """Centre of the ``index``-th wu card of a seat: neat rows inside the seat's wu area."""
        return self.layout.wu_slot(seat, index, len(self.shown.wu[seat]))

    def pass_for_you(self, now: float) -> None:
        """Settings' auto-pass: when nothing in the person's hand beats the top play, pass for them
        after a pause that says so (issue 13: new players pressed P again and again). Not while a
        hint is coming, a card is dragged, or at a question the player has just undone back to or
        asked a hint about (the hint's words stay; the choice is theirs)."""
        g = self.game
        if self.table.thinker.hint is not None and g is not None:
            self.table.no_pass_at = len(g.log.actions)
        asked = (self.table.app.settings.auto_pass and self.table.lesson is None and g.phase == "play" and g.top is not None and self.table.my_turn()
                 and self.drag is None and self.table.thinker.hint is None and self.table.no_pass_at != len(g.log.actions))
        legal = g.legal_actions() if asked else []      # cheap with a play to beat (a lead's would not be)
        if not (Pass() in legal and not any(isinstance(a, Play) for a in legal)):
            if self.pass_at is not None and self.table.message == getattr(self, "_passing_words", None):
                self.table.say("")                            # called off (a hint asked for, a drag): say so no more
            self.pass_at = None
            return
        if self.pass_at is None:
            self.pass_at = now + max(0.6, AUTO_PASS_PAUSE * self.table.app.anim_scale)
            top_seat, combo = g.top
            self._passing_words = _("Nothing in your hand beats {who}'s {play} — passing for you").format(
                who=self.table.name(top_seat), play=play_name(self.variant, combo))
            self.table.say(self._passing_words)
        elif now >= self.pass_at:
            self.pass_at = None
            self.table.apply(Pass())

    def indices_of(self, cards) -> list[int]:
        """Where these cards stand in the shown hand (each copy of a kind in a place of its own)."""
        rects = self.hand_rects()
        places: list[int] = []
        for card in cards:
            places.append(next(i for i, (c, _rect) in enumerate(rects) if c == card and i not in places))
        return places

    def act_as_person(self, action: Action) -> None:
        """Carry out an action the way the person's clicks would (autopilots: screenshots, benches)."""
        if isinstance(action, (Play, LayOut)):
            self.play_cards(self.indices_of(action.cards))
        else:
            self.table.apply(action)

    def selected_cards(self) -> list[Card]:
        rects = self.hand_rects()
        return [rects[i][0] for i in sorted(self.selected) if i < len(rects)]

    def play_cards(self, indices: list[int], from_points: list[tuple[int, int]] | None = None) -> bool:
        rects = self.hand_rects()
        cards = [rects[i][0] for i in indices]
        g = self.game
        action: Action = LayOut(cards) if g.phase == "layout" else Play(cards)
        points = from_points or [rects[i][1].center for i in indices]
        self.launch = {}
        for c, p in zip(cards, points):
            self.launch.setdefault(c, []).append(p)
        return self.apply_launched(action)

    def pass_turn(self) -> None:
        if self.table.my_turn() and Pass() in self.game.legal_actions():
            self.table.apply(Pass())

    def play_selected(self) -> None:
        if self.table.my_turn() and self.selected:
            self.play_cards(sorted(self.selected))

    def lay_out_all(self) -> None:
        layouts = [a for a in self.game.legal_actions() if isinstance(a, LayOut)]
        if layouts and self.table.my_turn():
            best = max(layouts, key=lambda a: len(a.cards))
            self.play_cards(self.indices_of(best.cards))

    def toggle_sort(self) -> None:
        self.sort_mode = "group" if self.sort_mode == "suit" else "suit"
        self.selected.clear()
        self._hand_cache = None
        self.table.build_buttons()

    def click_card(self, i: int | None) -> None:
        if i is None:
            return
        now = self.table.app.now()
        last_i, last_t = self.last_click
        self.last_click = (i, now)
        if last_i == i and now - last_t < DOUBLE_CLICK:
            self.last_click = (-1, 0.0)
            if self.table.my_turn() and self.game.phase == "play":
                self.selected = {i}
                self._hand_cache = None
                self.play_cards([i])
            return
        if i in self.selected:
            self.selected.discard(i)
        else:
            self.selected.add(i)
        self._hand_cache = None
        self.table.build_buttons()

    def dragged_cards_positions(self, drag: Drag) -> list[tuple[int, int]]:
        cw, ch = self.hand_rects()[drag.indices[0]][1].size
        step = int(cw * 0.55)
        x0 = drag.pos[0] - drag.grab[0]
        y0 = drag.pos[1] - drag.grab[1]
        return [(x0 + cw // 2 + k * step, y0 + ch // 2) for k in range(len(drag.indices))]

    def drop(self, drag: Drag, pos: tuple[int, int]) -> None:
        points = self.dragged_cards_positions(drag)
        if self.layout.trick_zone.collidepoint(pos) and self.table.my_turn():
            if self.play_cards(drag.indices, points):
                return
        elif not self.table.my_turn():
            self.table.say(_("Wait for your turn."), error=True)
        # back to the hand: fly each card home
        now = self.table.app.now()
        rects = self.hand_rects()
        for k, i in enumerate(drag.indices):
            card, rect = rects[i]
            self.table.flights.add(Flight(self.face(card, rect.size), points[k], rect.center, now,
                                    self.table.scaled(0.25) or 0.0001, key=("home", i)))

    def handle_key(self, event: pygame.event.Event) -> None:
        n = len(self.hand_rects())
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and n:
            self.focus = (self.focus + (1 if event.key == pygame.K_RIGHT else -1)) % n
        elif event.key == pygame.K_SPACE and n and self.table.can_touch_hand():
            self._toggle(self.focus)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            g = self.game
            if g.phase == "decide":
                self.decide(True)
            elif g.phase == "layout" and not self.selected:
                self.lay_out_all()
            else:
                self.play_selected()
        elif event.key == pygame.K_p:
            self.pass_turn()
        elif event.key == pygame.K_s:
            self.toggle_sort()

    def _toggle(self, i: int) -> None:
        self.selected.symmetric_difference_update({i})
        self._hand_cache = None
        self.table.build_buttons()

    def decide(self, declare: bool) -> None:
        if self.table.my_turn() and self.game.phase == "decide":
            self.table.apply(Declare() if declare else Continue())

    def tiered(self) -> bool:
        """Sap Ng Wu's way of winning: tiers of chips, declared at a higher tier after continuing."""
        return getattr(self.variant, "declare_rule", "higher_tier") == "higher_tier"

    def declare_term(self) -> str:
        """' 食湖' (eating the lake) where wu are counted in tiers, as in Sap Ng Wu; nothing elsewhere."""
        return " 食湖" if self.tiered() else ""

    def declare_label(self) -> str:
        return _("Declare 食湖") if self.tiered() else _("Declare")

    def declare_words(self, g) -> str:
        if self.tiered():
            each = self.variant.tier_chips(g.wu[self.table.viewer])
            others = len([s for s in range(g.players) if s != getattr(g, "sitter", None)]) - 1
            return _("Declare now: each player pays you {each} (+{total} in all)").format(each=each, total=each * others)
        return _("Declare now for a score of {score}; it grows with every winning card you add").format(
            score=g.score(self.table.viewer))

    def answer_label(self, action: Action, phase: str) -> str:
        name = type(action).__name__
        if name == "Pass":
            return _(self.PASS_WORDS.get(phase, N_("Pass")))
        return _(self.ANSWERS[name]) if name in self.ANSWERS else name

    def draw_set_aside(self, surface: pygame.Surface) -> None:
        n = self.shown.set_aside
        if not n:
            return
        L = self.layout
        back = render_back(L.small_card, self.style)
        x, y = L.set_aside_at
        for k in range(min(4, 1 + n // 12)):
            surface.blit(back, back.get_rect(center=(x + k * 2, y - k * 2)))
        theme.text(surface, _("{n} set aside").format(n=n), (x + L.small_card[0], y), int(13 * L.s), theme.MUTED, "midleft")

    def wu_value(self, seat: int) -> list[int]:
        """The wu shown for a seat: its wu cards, or the engine's count once they have landed."""
        g = self.game
        if g is not None and len(self.shown.wu[seat]) == len(g.wu_cards(seat)):
            return [g.wu[seat]]
        return [len(self.shown.wu[seat])]

    def draw_trick(self, surface: pygame.Surface, now: float) -> None:
        L = self.layout
        s = L.s
        flying = self.table.flights.keys()
        plays = [(seat, cards) for seat, cards in self.shown.trick if cards is not None]
        slots = self.trick_slots()
        zone = L.trick_zone
        if self.drag and self.drag.moving and self.table.my_turn():
            ok = self.drag_is_legal()
            color = (120, 220, 150, 70) if ok else (240, 120, 110, 60)
            layer = pygame.Surface(zone.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, color, layer.get_rect(), border_radius=int(24 * s))
            pygame.draw.rect(layer, color[:3] + (180,), layer.get_rect(), width=2, border_radius=int(24 * s))
            surface.blit(layer, zone)
        elif not plays and self.table.my_turn() and self.game.phase == "play":
            layer = pygame.Surface(zone.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (255, 255, 255, 22), layer.get_rect(), border_radius=int(24 * s))
            surface.blit(layer, zone)
            theme.text(surface, _("Your lead: drag cards here"), zone.center, int(20 * s), (220, 230, 220), "center")
        for index, ((seat, cards), slot) in enumerate(zip(plays, slots)):
            trick_index = [i for i, (_seat, c) in enumerate(self.shown.trick) if c is not None][index]
            if ("trick", trick_index) in flying:
                continue
            top = index == len(plays) - 1
            for card, (center, size) in zip(cards, slot):
                if top:
                    shade, off = render_shadow(size, self.style)
                    surface.blit(shade, shade.get_rect(center=(center[0] + off[0], center[1] + off[1])))
                img = self.face(card, size)
                if not top:
                    img = img.copy()
                    img.fill((40, 40, 40, 0), special_flags=pygame.BLEND_RGBA_SUB)
                surface.blit(img, img.get_rect(center=center))
            if top:
                words = _("{who}: {play}").format(who=self.table.name(seat), play=self.play_name(cards))
                color = theme.HIGHLIGHT if self.shown.winner is None else theme.BRASS
                if self.shown.winner is not None:
                    words = _("{who} wins the trick").format(who=self.table.name(seat))
                y = slot[0][0][1] + slot[0][1][1] // 2 + 14 * s
                theme.text(surface, words, (zone.centerx, y), int(17 * s), color, "midtop", shadow=True)

    def drag_is_legal(self) -> bool:
        if not self.drag:
            return False
        rects = self.hand_rects()
        cards = [rects[i][0] for i in self.drag.indices]
        g = self.game
        action = LayOut(cards) if g.phase == "layout" else Play(cards)
        return g.why_illegal(action) is None

    def playable_cards(self) -> set[Card] | None:
        """Cards that appear in some legal beating play, when a play is to be beaten (highlight setting)."""
        g = self.game
        if not (self.table.app.highlight_playable and self.table.my_turn() and g.phase == "play" and g.top is not None):
            return None
        out: set[Card] = set()
        for a in g.legal_actions():
            if isinstance(a, Play):
                out.update(a.cards)
        return out

    def draw_hand(self, surface: pygame.Surface) -> None:
        if self.hand_hidden():
            return
        rects = self.hand_rects()
        dragging = set(self.drag.indices) if self.drag and self.drag.moving else set()
        homing = self.homing()
        playable = self.playable_cards()
        for i, (card, rect) in enumerate(rects):
            if i in dragging or i in homing:
                continue
            shade, off = render_shadow(rect.size, self.style)
            surface.blit(shade, rect.move(off))
            surface.blit(self.face(card, rect.size), rect)
            if playable is not None and card not in playable:
                dim = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(dim, (10, 30, 20, 110), dim.get_rect(), border_radius=int(rect.width * 0.12))
                surface.blit(dim, rect)
            if i in self.selected:
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(4, 4), width=3, border_radius=int(rect.width * 0.14))
            if i == self.focus and self.keyboard_used():
                pygame.draw.line(surface, theme.BRASS, (rect.left + 4, rect.bottom + 4), (rect.right - 4, rect.bottom + 4), 3)

    def keyboard_used(self) -> bool:
        return self.keyboard_active

    def hovered_card(self) -> tuple[Card, pygame.Rect] | None:
        """The card under the pointer: in the shown hand, or in the trick's top play."""
        if self.drag or self.table.overlay:
            return None
        if self.table.can_touch_hand() or not self.table.setup.humans:
            i = self.card_at(self.table.mouse)
            if i is not None:
                return self.hand_rects()[i]
        slots = self.trick_slots()
        plays = [cards for _seat, cards in self.shown.trick if cards is not None]
        if slots:
            for card, (center, size) in reversed(list(zip(plays[-1], slots[-1]))):
                rect = pygame.Rect(0, 0, *size)
                rect.center = center
                if rect.collidepoint(self.table.mouse):
                    return card, rect
        return None

    def draw_hover(self, surface: pygame.Surface, now: float) -> None:
        """After a moment over a card, its name in English and Chinese, and its suit; over the trick's
        top play, what it is and what would beat it."""
        hit = self.hovered_card()
        card = hit[0] if hit else None
        if not self.hover_settled(card, now):
            return
        self.draw_tooltip(surface, hit[1], self.hover_words(card))

    def hover_words(self, card: Card) -> str:
        suit = self.variant.suit_of.get(card)
        words = f"{self.called(card)} · {card}"
        if suit is not None:
            # the suit by its Chinese name (文子, 武子一) where the file gives one, in Chinese
            name = in_script(suit.chinese) if i18n.chinese() and suit.chinese else \
                file_words(self.variant, f"suits.{suit.key}.name", suit.name).lower()
            words += f" · {name}"
        in_hand = self.card_at(self.table.mouse) is not None and (self.table.can_touch_hand()
                                                                   or not self.table.setup.humans)
        shown = [(seat, cards) for seat, cards in self.shown.trick if cards is not None]
        if not in_hand and shown:
            # the top play of the trick as shown: what it is, and what would beat it (issue 17, "At the table")
            top_seat, cards = shown[-1]
            combo = self.variant.classify(cards)
            if combo is not None:
                words = _("{who}'s {play}: {beaten}").format(who=self.table.name(top_seat),
                                                             play=play_name(self.variant, combo),
                                                             beaten=self.beaten_by_words(combo))
        return words

    def draw_drag(self, surface: pygame.Surface) -> None:
        if not (self.drag and self.drag.moving):
            return
        rects = self.hand_rects()
        for k, point in enumerate(self.dragged_cards_positions(self.drag)):
            card, rect = rects[self.drag.indices[k]]
            img = self.face(card, rect.size)
            shade, off = render_shadow(img.get_size(), self.style)
            r = img.get_rect(center=point)
            surface.blit(shade, r.move(off[0] * 3, off[1] * 3))
            surface.blit(img, r)

