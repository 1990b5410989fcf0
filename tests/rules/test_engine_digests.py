"""The engine made faster plays exactly as before: digests of random hands recorded before the speed work.

Issue 18 made the climbing engine's ``legal_actions``/``apply``/``step`` faster (memoised leads, a short legality
check, shared events). None of that may change a game: the same seeds must give the same legal actions, in the
same order, and the same events. Each digest below hashes, for a few seeded random hands of a variant, every
legal-action list (order included), every action chosen and every event returned, through ``apply`` and, for the
climbing family, a second time through ``step``. The digests were recorded on the engine before the change
(commit 9c1b435); a change in order, content or events changes them. Regenerate only for a deliberate rules
change: ``python -m tests.rules.test_engine_digests``.
"""
from __future__ import annotations

import hashlib
import random

import pytest

from game.rules import load_variant, new_game

HANDS = 30

# variant ref -> (digest through apply, digest through step or None): recorded before issue 18's speed work.
RECORDED: dict[str, tuple[str, str | None]] = {
    'chang-pai': ('00feb908265d0714', '00feb908265d0714'),
    'luan-chuo': ('b4be185ce14bcc82', 'b4be185ce14bcc82'),
    'luan-chuo?gods_of_wealth': ('99a566641e8cbdfd', '99a566641e8cbdfd'),
    'luan-chuo-dun': ('959ec2dcc822523b', '959ec2dcc822523b'),
    'ma-hua-hua': ('0fa87fb4949418ef', '0fa87fb4949418ef'),
    'sap-ng-wu': ('b9221f7df099bfcc', 'b9221f7df099bfcc'),
    'sap-tim-pun': ('cf7d2810414405ac', None),
    'sap-tim-pun?default_limit=1': ('cf7d2810414405ac', None),
    'sap-tim-pun?default_limit=2': ('cf7d2810414405ac', None),
    'sap-tim-pun?default_limit=10': ('cf7d2810414405ac', None),
    'sap-tim-pun?hands_per_bank=4': ('9fde273882cc9637', None),
    'sap-tim-pun?hands_per_bank=8': ('1239473c42266815', None),
    'sap-tim-pun?rounds=twice_each': ('cf7d2810414405ac', None),
    'shi-wu-hu-fishing': ('8181fe6fbbd50031', None),
    'shi-wu-hu-fishing?mixed_rule=one_military': ('e4ee2cefbc0233a0', None),
    'shi-wu-hu-fishing?must_capture=drawn': ('1cc4106481655577', None),
    'shi-wu-hu-fishing?must_capture=always': ('abecc1c649560b12', None),
    'shi-wu-hu-fishing?heaven_pair=choose': ('118e74f783a3264a', None),
    'shi-wu-hu-fishing?heaven_pair=auto': ('65781f025b8c8b35', None),
    'shi-wu-hu-fishing?points_per_chip=5': ('cf34324c7d290465', None),
    'shi-wu-hu-fishing?points_per_chip=20': ('7a4f3e0085b90728', None),
    'shi-wu-hu-fishing-dominoes': ('b8d341ff35eabaef', None),
    'shi-wu-hu-fishing-dominoes?mixed_rule=two_military': ('a8d5edbc6ef3c536', None),
    'shi-wu-hu-fishing-dominoes?must_capture=drawn': ('767b369aaf73dfce', None),
    'shi-wu-hu-fishing-dominoes?must_capture=always': ('a0dd29ae8e95707f', None),
    'shi-wu-hu-fishing-dominoes?heaven_pair=choose': ('43b376fe0c9ad396', None),
    'shi-wu-hu-fishing-dominoes?heaven_pair=auto': ('fa44cd34d73e5545', None),
    'shi-wu-hu-fishing-dominoes?points_per_chip=5': ('de44f7b9efb8278e', None),
    'shi-wu-hu-fishing-dominoes?points_per_chip=20': ('ec56cfe3414153af', None),
    'si-se-pai': ('18ac49be9476fac7', None),
    'si-se-pai?scoring=hakka': ('d9aec789a77bd172', None),
    'si-se-pai?four_card_points=4': ('18ac49be9476fac7', None),
    'si-se-pai?dealer_extra_card': ('d1ebfd6a837bdf41', None),
    'si-se-pai?min_points=10': ('9229c54f58b4c961', None),
    'si-se-pai?jokers=0': ('6486f5eedbb8c9d3', None),
    'si-se-pai?jokers=1': ('de8a52384b4339f3', None),
    'si-se-pai?jokers=2': ('934753924435bf3d', None),
    'si-se-pai?jokers=3': ('ddeb739a6fe98914', None),
    'si-se-pai?jokers=4': ('fe54249d951236eb', None),
    'si-se-pai?jokers=6': ('a008b346711608d4', None),
    'si-se-pai?jokers=7': ('373c34611a65486b', None),
    'si-se-pai?jokers=8': ('992c1f8633a31b95', None),
    'wu-han': ('9ca8fd8ef6749743', '9ca8fd8ef6749743'),
}


def digest(ref: str, through_step: bool, hands: int = HANDS) -> str:
    """A hash of every legal list, choice and event of ``hands`` seeded random hands at 3 and 4 seats."""
    v = load_variant(ref)
    seats = [p for p in (3, 4) if p in v.hand_sizes] or list(v.seat_counts)
    h = hashlib.sha256()
    for i in range(hands):
        rng = random.Random(i)
        g = new_game(v, players=seats[i % len(seats)], seed=1000 + i)
        h.update(repr(getattr(g, "start_events", None)).encode())
        act = g.step if through_step else g.apply
        n = 0
        while not g.is_over and n < 5000:
            legal = g.legal_actions()
            action = legal[rng.randrange(len(legal))]
            events = act(action)
            h.update(repr((legal, action, events)).encode())
            n += 1
        h.update(repr((g.is_over, getattr(g, "chips", None))).encode())
    return h.hexdigest()[:16]


def refs() -> list[str]:
    from game.bench import with_options
    from game.rules import available_variants

    return with_options(available_variants())


@pytest.mark.parametrize("ref", sorted(RECORDED))
def test_apply_plays_as_recorded(ref: str) -> None:
    assert digest(ref, through_step=False) == RECORDED[ref][0]


@pytest.mark.parametrize("ref", sorted(r for r, (_, s) in RECORDED.items() if s is not None))
def test_step_plays_as_recorded(ref: str) -> None:
    assert digest(ref, through_step=True) == RECORDED[ref][1]


def test_every_variant_is_recorded() -> None:
    """A new variant or option gets its digest recorded too, so the speed test covers it."""
    assert set(refs()) <= set(RECORDED)


if __name__ == "__main__":
    for r in refs():
        family = load_variant(r).family
        step = digest(r, True) if family == "climbing" else None
        print(f"    {r!r}: ({digest(r, False)!r}, {step!r}),")


def test_the_fast_trick_won_event_is_the_dataclass_event() -> None:
    """The engine builds TrickWon without its __init__: it must still equal, hash and print as the real one,
    with exactly the dataclass's fields (a field added to TrickWon and not to the fast path fails here)."""
    import dataclasses

    from game.model.cards import Card
    from game.rules import events as E
    cards = (Card.parse("1:3"),)
    fast = E.without_init(E.TrickWon, seat=1, cards=cards, wu_gained=2, wu=5, set_aside=cards)
    real = E.TrickWon(1, cards, 2, 5, cards)
    assert fast == real and hash(fast) == hash(real) and repr(fast) == repr(real)
    assert set(vars(fast)) == {f.name for f in dataclasses.fields(E.TrickWon)}
