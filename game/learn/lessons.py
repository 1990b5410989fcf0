"""Guided first hands: one per family, a seeded deal against Easy players, with goals to reach.

A lesson is a one-hand match like any other (the same table, rules and
players), dealt from a seed chosen because the learner deals and leads, and
its hand lets a newcomer reach every goal by following the coach (``tools/pick_lesson_deals.py`` searched the seeds;
``tests/learn/test_lessons.py`` plays each lesson by the coach's tips and
checks every goal is reached). The goals are what the issue asks a first hand
to teach: in a climbing game, to lead, beat, pass and win a trick; in a fishing
game, to capture, to release and to play the card turned up from the pile; in Si Se Pai, to meld one's own
draw, to claim another player's card and to discard (the seed's learner wins the hand by the tips); in
Sap Tim Pun, to stake, to draw and to stand (the learner sits at the banker's right, so the first stake
is theirs; the bank passes after four hands).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.i18n import N_, _
from game.learn import coach
from game.rules import events as E


@dataclass(frozen=True)
class Goal:
    key: str
    words: str          # marked for the catalogue (N_): translated where shown


@dataclass(frozen=True)
class Lesson:
    family: str
    variant: str
    seed: int
    names: tuple[str, ...]          # the learner first, then the Easy players
    goals: tuple[Goal, ...]
    welcome: str        # marked for the catalogue (N_): translated where shown

    @property
    def players(self) -> int:
        return len(self.names)

    def greeting(self, banker: str | None = None) -> str:
        """The welcome in the language shown; ``banker`` is the last seat's name as the table shows it (the
        banker where one banks; by default this lesson's own name for it). A name is a field of the
        message, so the table says it as it says the name everywhere else (你, 阿蘭, or as typed)."""
        return _(self.welcome).format(banker=self.names[-1] if banker is None else banker)


LESSONS: dict[str, Lesson] = {
    "climbing": Lesson(
        "climbing", "sap-ng-wu", seed=3, names=("You", "Ming", "Lan"),
        goals=(Goal("lead", N_("Lead a trick")), Goal("beat", N_("Beat a play")), Goal("pass", N_("Pass")),
               Goal("win", N_("Win a trick"))),
        welcome=N_("Your first hand of Sap Ng Wu 十五湖, against two easy players. Follow the tips under the table: "
                "the cards they name are picked up for you; press Play, or choose your own.")),
    "fishing": Lesson(
        "fishing", "shi-wu-hu-fishing", seed=49, names=("You", "Ming"),
        goals=(Goal("capture", N_("Capture with a hand card")), Goal("release", N_("Release a card")),
               Goal("drawn", N_("Play the card turned up"))),
        welcome=N_("Your first hand of the fishing game, against an easy player. Follow the tips: the bait they "
                "name is picked up for you; drop it on the lit fish, or on open water to release it.")),
    "rummy": Lesson(
        "rummy", "si-se-pai", seed=19, names=("You", "Ming", "Lan", "Wei"),
        goals=(Goal("meld", N_("Meld your draw")), Goal("claim", N_("Claim a card")), Goal("discard", N_("Discard"))),
        welcome=N_("Your first hand of Si Se Pai 四色牌, against three easy players. Follow the tips: the cards "
                "they name are picked up for you; drag them onto the card in the middle, or use the claim bar.")),
    "banker": Lesson(
        "banker", "sap-tim-pun?hands_per_bank=4", seed=81, names=("You", "Ming", "Lan"),
        goals=(Goal("bet", N_("Place a stake")), Goal("draw", N_("Draw a tile")), Goal("stand", N_("Stand"))),
        welcome=N_("Your first hands of Sap Tim Pun 十點半, against two easy players; {banker} banks. Follow the tips: "
                "stake, then draw or stand, to come close to 10½ without going over.")),
}


def lesson_for(family: str) -> Lesson | None:
    return LESSONS.get(family)


@dataclass
class Progress:
    """The goals the learner has reached, read from the events of the hand as the table shows them."""

    lesson: Lesson
    seat: int = 0
    reached: set[str] = field(default_factory=set)

    @property
    def open(self) -> set[str]:
        return {g.key for g in self.lesson.goals} - self.reached

    @property
    def done(self) -> bool:
        return not self.open

    def saw(self, event: E.Event) -> None:
        if getattr(event, "seat", None) != self.seat:
            return
        name = type(event).__name__
        if name == "Played":
            self.reached.add("lead" if event.lead else "beat")
        elif name == "Passed":
            self.reached.add("pass")
        elif name == "TrickWon":
            self.reached.add("win")
        elif name == "Captured":
            self.reached.add("drawn" if event.drawn else "capture")
        elif name == "Released":
            self.reached.add("drawn" if event.drawn else "release")
        elif name == "Claimed":           # Si Se Pai: one's own draw melded, or another's card claimed
            own = event.source == "draw" and event.owner == self.seat
            self.reached.add("meld" if own else "claim")
        elif name == "Discarded":
            self.reached.add("discard")
        elif name == "BetPlaced":
            self.reached.add("bet")
        elif name == "Drew":
            self.reached.add("draw")
        elif name == "Stood" and event.chose:
            self.reached.add("stand")


def tip(lesson: Lesson, variant, obs, legal, normal, progress: Progress, names) -> coach.Tip | None:
    """The coach's tip for the learner's decision now."""
    if lesson.family == "fishing":
        return coach.fishing_tip(variant, obs, legal, normal, progress.open, names)
    if lesson.family == "rummy":
        return coach.rummy_tip(variant, obs, legal, normal, progress.open, names)
    if lesson.family == "banker":
        return coach.banker_tip(variant, obs, legal, normal, progress.open, names)
    return coach.climbing_tip(variant, obs, legal, normal, progress.open, names)


def play_by_the_tips(lesson: Lesson, follow: bool = True) -> tuple[Progress, object]:
    """Play the lesson's hand as a learner who does what the coach says (``follow``), with the same Easy
    players the table seats: the check that its seed lets every goal be reached."""
    from game.ai import make_player
    from game.rules import Match, load_variant
    v = load_variant(lesson.variant)
    match = Match.start(v, lesson.players, seed=lesson.seed, length=1)   # as the table starts it
    g = match.game
    progress = Progress(lesson)
    normal = make_player("normal", seed=0, family=v.family)
    easy = {s: make_player("easy", seed=s + 1) for s in range(1, lesson.players)}
    while not g.is_over:
        seat = g.current_player
        legal = g.legal_actions()
        if seat == progress.seat:
            t = tip(lesson, v, g.observation(seat), legal, normal, progress, lambda s: lesson.names[s])
            action = t.action if follow and t is not None and t.action in legal else legal[0]
        else:
            action = easy[seat].act(g.observation(seat), legal)
        for event in g.apply(action):
            progress.saw(event)
    return progress, g
