"""Shared helpers for the rules tests: set positions, option variants, and a
reference reading of sap-ng-wu.md §1–§3 written independently of the engine.

The reference tables below are copied from the rules text (§2, §3.3, §3.4), not
from the engine or its YAML, so that comparing the two is a real second reading.
"""
from __future__ import annotations

import itertools
from collections import Counter
from pathlib import Path

from game.rules import Continue, Declare, LayOut, Pass, Play, load_variant, new_game

V = load_variant("sap-ng-wu")
YAML = Path(__file__).resolve().parents[2] / "data" / "variants" / "sap-ng-wu.yaml"

# -- sap-ng-wu.md §2, high -> low ------------------------------------------------------------
CIVIL = "6:6 1:1 4:4 1:3 5:5 3:3 2:2 5:6 4:6 1:6 1:5".split()
MIL1 = "4:5 2:6 3:4 2:4 1:4 1:2".split()
MIL2 = "3:6 3:5 2:5 2:3".split()
SUITS = {"civil": CIVIL, "military-1": MIL1, "military-2": MIL2}
SUIT_OF = {c: s for s, cards in SUITS.items() for c in cards}
RANK = {c: len(cards) - i for cards in SUITS.values() for i, c in enumerate(cards)}
ALL_KINDS = [f"{a}:{b}" for a in range(1, 7) for b in range(a, 7)]
DECK = Counter({k: 4 for k in ALL_KINDS})

# -- §3.3: (name, civil, group-1 military, group-2 military), high -> low ---------------------
MIXED = [
    ("Heaven-nine", "6:6", "4:5", "3:6"),
    ("Earth-eight", "1:1", "2:6", "3:5"),
    ("Person-seven", "4:4", "3:4", "2:5"),
    ("Goose-five", "1:3", "1:4", "2:3"),
]
SUPREME = ("2:4", "1:2")


def norm(card) -> str:
    a, b = str(card).split(":")
    a, b = int(a), int(b)
    return f"{min(a, b)}:{max(a, b)}"


def cards(text) -> list[str]:
    """'1:3 1:3 1:4' -> ['1:3', '1:3', '1:4']; a list passes through."""
    return text.split() if isinstance(text, str) else [str(c) for c in text]


def ms(seq) -> Counter:
    """A multiset of card texts, for comparing piles whatever their order or type."""
    return Counter(norm(c) for c in seq)


def P(text) -> Play:
    return Play(cards(text))


def L(text) -> LayOut:
    return LayOut(cards(text))


PASS, DECLARE, CONTINUE = Pass(), Declare(), Continue()


# -- the reference reading of §3 -------------------------------------------------------------
def ref_classify(seq):
    """('set', suit, size, rank) | ('mixed', shape, group rank) | ('supreme',) | None, from §3."""
    cnt = ms(seq)
    if not cnt or any(n > 4 for n in cnt.values()):
        return None
    if len(cnt) == 1:
        (card, n), = cnt.items()
        return ("set", SUIT_OF[card], n, RANK[card])
    if set(cnt) == set(SUPREME):
        return ("supreme",)
    for i, (_, civ, m1, m2) in enumerate(MIXED):
        if set(cnt) <= {civ, m1, m2} and cnt[civ] >= 1 and cnt[m1] + cnt[m2] >= 1:
            return ("mixed", (cnt[civ], cnt[m1], cnt[m2]), len(MIXED) - i)
    return None


def ref_beats(new, old) -> bool:
    a, b = ref_classify(new), ref_classify(old)
    if a is None or b is None or a[0] == "supreme" or b[0] == "supreme" or a[0] != b[0]:
        return False
    if a[0] == "set":
        return a[1] == b[1] and a[2] == b[2] and a[3] > b[3]
    return a[1] == b[1] and a[2] > b[2]


def all_ref_plays() -> list[list[str]]:
    """Every legal combination of §3, written out from the rules."""
    out = []
    for k in ALL_KINDS:
        for n in range(1, 5):
            out.append([k] * n)
    for a, b in itertools.product(range(1, 5), repeat=2):
        out.append(["2:4"] * a + ["1:2"] * b)
    for _, civ, m1, m2 in MIXED:
        for c, x, y in itertools.product(range(1, 5), range(5), range(5)):
            if x + y:
                out.append([civ] * c + [m1] * x + [m2] * y)
    return out


def sub_multisets(hand) -> list[list[str]]:
    """Every non-empty sub-multiset of a hand."""
    cnt = sorted(ms(hand).items())
    out = []
    for numbers in itertools.product(*[range(n + 1) for _, n in cnt]):
        sub = [k for (k, _), n in zip(cnt, numbers) for _ in range(n)]
        if sub:
            out.append(sub)
    return out


# -- games -----------------------------------------------------------------------------------
def position(*hands, dealer=0, variant=V):
    """A set position: one string (or list) of cards per seat, dealer 0 unless said."""
    return new_game(variant, players=len(hands), dealer=dealer, hands=[cards(h) for h in hands])


def do(g, *actions) -> list:
    """Apply actions in order (strings are plays), returning all events."""
    events = []
    for a in actions:
        if isinstance(a, str):
            a = P(a)
        events += g.apply(a)
    return events


def pass_out(g) -> list:
    """Everyone else passes until the current trick ends (the top play wins)."""
    assert g.phase == "play" and g.top is not None
    seat = g.top[0]
    events = []
    while g.phase == "play" and g.top is not None and g.top[0] == seat:
        assert g.current_player != seat
        events += g.apply(PASS)
    return events


def win(g, text) -> list:
    """The current player leads ``text`` and everyone else passes: a won trick."""
    events = g.apply(P(text))
    if g.phase == "play" and g.top is not None:
        events += pass_out(g)
    return events


def kinds(events, kind) -> list:
    return [e for e in events if type(e).__name__ == kind]


_counter = itertools.count()


def variant_with(tmp_path, *replacements):
    """The sap-ng-wu variant with YAML lines replaced, e.g. ('supreme: choose', 'supreme: all')."""
    text = YAML.read_text(encoding="utf-8")
    for old, new in replacements:
        assert text.count(old) == 1, f"{old!r} is not exactly once in {YAML}"
        text = text.replace(old, new)
    path = tmp_path / f"sap-ng-wu-option-{next(_counter)}.yaml"
    path.write_text(text, encoding="utf-8")
    return load_variant(str(path))


LAYOUT_ALL = ("supreme: choose", "supreme: all")
COLLECTED = ("four_of_a_kind: played_together", "four_of_a_kind: collected")
DEALER_DOUBLE = ("dealer_pays_double: false", "dealer_pays_double: true")
LED_16 = ("led: 8", "led: 16")
OBLIGATION = ("obligation_to_beat: false", "obligation_to_beat: true")


def on_table(g) -> Counter:
    """Every card accounted for: hands + this trick's plays + set aside + wu cards."""
    total = Counter()
    for h in g.hands:
        total += ms(h)
    for _, played in g.trick:
        if played is not None:
            total += ms(played)
    total += ms(g.set_aside)
    for s in range(len(g.hands)):
        total += ms(g.wu_cards(s))
    return total


def state(g) -> tuple:
    """Everything observable about a game, for 'nothing changed' and replay checks."""
    n = len(g.hands)
    return (g.phase, g.current_player, g.dealer, g.winner, [ms(h) for h in g.hands], list(g.wu), list(g.chips),
            g.trick, ms(g.set_aside), [ms(g.wu_cards(s)) for s in range(n)], [g.needs(s) for s in range(n)],
            [g.observation(s) for s in range(n)], len(g.log.actions),
            None if g.top is None else (g.top[0], ms(g.top[1].cards)))
