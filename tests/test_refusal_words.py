"""Issue 17: every refusal the engines give, in all four families, can be said in 繁體中文 and 简体中文.

Random hands of every built-in game are played; at each turn actions of other positions (which are
mostly illegal here) are tried, and each reason is shown in both scripts: no English word is left
but the codes a player types (cards, tiles) and an action's own form, and ``str(reason)`` stays the
engine's English (the contract's text)."""
from __future__ import annotations

import random
import re

import pytest

from game import i18n
from game.reason import Reason
from game.rules import available_variants, load_variant, new_game
from game.ui.refusal import sentence, shown

ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")
CODES = re.compile(r"(?<![A-Za-z0-9])(?:(?:[YRGW]-)?(?:Gn|Ad|El|Ch|Hs|Cn|Sd)|Jk|D[rgw]|[FS][1-4]|[1-9][bdc]|"
                   r"wealth)(?![A-Za-z0-9])|'[^']*'")


def reasons_met(variant_id: str, games: int = 4) -> list[Reason]:
    v = load_variant(variant_id)
    rng = random.Random(variant_id)
    seen: list = []
    found: dict[str, Reason] = {}
    for seed in range(games):
        g = new_game(v, players=v.usual_players, seed=seed)
        for _turn in range(400):
            if g.is_over:
                break
            legal = g.legal_actions()
            for other in rng.sample(seen, min(len(seen), 12)):
                why = g.why_illegal(other)
                if why is not None:
                    found.setdefault(why.template if isinstance(why, Reason) else why, why)
            seen.extend(legal[:6])
            g.apply(rng.choice(legal))
    return list(found.values())


@pytest.mark.parametrize("variant_id", available_variants())
def test_every_refusal_met_is_said_in_both_scripts(variant_id):
    v = load_variant(variant_id)
    met = reasons_met(variant_id)
    assert met, "some actions were refused"
    for why in met:
        assert isinstance(why, Reason), f"{why!r} carries no catalogue message"
        english = str(why)
        for language in (i18n.TRADITIONAL, i18n.SIMPLIFIED):
            i18n.set_language(language)
            said = sentence(why, v)
            assert ENGLISH_WORD.search(CODES.sub(" ", said)) is None, (language, english, said)
        i18n.set_language("en")
        assert shown(why, v) == english


def test_english_is_the_engines_own_text():
    v = load_variant("sap-ng-wu")
    g = new_game(v, players=3, hands=[["1:3", "6:6", "4:5"], ["2:2"], ["3:3"]], dealer=0)
    from game.rules import Play
    why = g.why_illegal(Play(["1:3", "6:6"]))
    assert why == ("1:3, 6:6 is not a combination: play one card, identical cards, a civil card with military "
                   "cards of its group, or a supreme")
    assert sentence(why, v) == why[0].upper() + why[1:] + "."
    i18n.set_language(i18n.TRADITIONAL)
    assert sentence(why, v) == "鵝牌、天牌不成一組：可以出一張牌、相同的牌、一張文子配同組的武子，或者至尊。"
    i18n.set_language(i18n.SIMPLIFIED)
    assert sentence(why, v).startswith("鹅牌、天牌不成一组")
