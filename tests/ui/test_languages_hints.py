"""The computer players' reasons for a hint speak the language shown (issue 17).

At a real table of each family, with the language chosen in Settings as a player would, the person
presses Hint: in 繁體中文 and 简体中文 the hint line carries the computer's reason, in Chinese, with no
English word (the cards in it by their Chinese names); in English the same line carries the English
reason, so the check can fail. And over hands of every built-in variant played by Easy, Normal and
Hard, every reason a computer player gives is a ``game.reason.Reason`` whose message (and every
message inside it) the catalogue translates, and which reads with no English word in both scripts.
"""
from __future__ import annotations

import time

import pytest

from game import i18n
from game.ai import make_player
from game.i18n import SIMPLIFIED, TRADITIONAL
from game.paths import data_dir
from game.reason import Reason, Term, Words
from game.rules import load_variant, new_game
from game.ui.refusal import shown
from game.ui.seats import MatchSetup, computer, person

from .test_banker_table import banker_table
from .test_fishing_table import fishing_table
from .test_languages import ENGLISH_WORD, choose_language
from .test_rummy_table import rummy_table
from .test_table import click, frames, settle

CHINESE = [TRADITIONAL, SIMPLIFIED]
CJK = range(0x4E00, 0xA000)


def climbing_table(app):
    app.start_match(MatchSetup(seats=(person("You"), computer("Ming"), computer("Lan")), hands=1, seed=4,
                               delay=0.0))
    return app.scene


TABLES = {"climbing": climbing_table,
          "fishing": lambda app: fishing_table(app, "shi-wu-hu-fishing", 2, seed=5),
          "banker": lambda app: banker_table(app),
          "rummy": lambda app: rummy_table(app)}


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def hint_line(app, family: str, language: str) -> str:
    """Choose ``language`` in Settings, sit at a ``family`` table, press Hint at the person's first turn:
    the line the table shows."""
    app.remember(thinking_budget=0.05)
    choose_language(app, language)
    table = TABLES[family](app)
    settle(app, table, until=table.my_turn, seconds=60)
    frames(app, 1)
    hint = [b for b in table.buttons if b.label == i18n._("Hint")]
    assert hint, [b.label for b in table.buttons]
    click(app, hint[0].rect.center)
    start = i18n._("Hint: {why}").format(why="")
    end = time.perf_counter() + 30
    while not table.message.startswith(start) and time.perf_counter() < end:
        frames(app, 1)
        time.sleep(0.002)
    assert table.message.startswith(start), table.message
    return table.message


@pytest.mark.parametrize("language", CHINESE)
@pytest.mark.parametrize("family", list(TABLES))
def test_the_hint_gives_its_reason_in_chinese(app, family, language):
    line = hint_line(app, family, language)
    assert " — " in line, f"no reason in the hint: {line!r}"
    reason = line.split(" — ", 1)[1]
    assert any(ord(ch) in CJK for ch in reason), line
    assert not ENGLISH_WORD.search(line), f"English in the hint in {language}: {line!r}"


@pytest.mark.parametrize("family", list(TABLES))
def test_in_english_the_hint_gives_the_english_reason(app, family):
    line = hint_line(app, family, "en")
    assert " — " in line and ENGLISH_WORD.search(line.split(" — ", 1)[1]), line


# -- every reason the players give ----------------------------------------------------------------------
def messages(reason: Reason) -> list[str]:
    """The catalogue messages a reason is made of: its own and those of the reasons and words inside it."""
    out = [reason.template]
    for value in reason.fields.values():
        items = value.items if isinstance(value, Words) else (value,)
        for item in items:
            if isinstance(item, Reason):
                out += messages(item)
            elif isinstance(item, Term):
                out.append(item.english)
    return out


def reasons_given(variant_name: str, hands: int = 2) -> list[tuple[object, str]]:
    """(variant, reason) for every decision in ``hands`` hands of the variant played by Easy, Normal, Hard."""
    variant = load_variant(variant_name)
    got = []
    for h in range(hands):
        for players in (3, 4, 2):
            try:
                g = new_game(variant, players=players, seed=h)
                break
            except ValueError:
                continue
        bots = [make_player(("easy", "normal", "hard")[(s + h) % 3], seed=s, budget=0.01)
                for s in range(players)]
        steps = 0
        while not g.is_over and steps < 400:
            s = g.current_player
            bot = bots[s]
            g.apply(bot.act(g.observation(s), g.legal_actions()))
            got.append((variant, getattr(bot, "reason", "")))
            steps += 1
    return got


VARIANTS = sorted(p.stem for p in (data_dir() / "variants").glob("*.yaml"))


@pytest.mark.parametrize("variant_name", VARIANTS)
def test_every_reason_the_players_give_is_a_translated_reason(variant_name):
    given = reasons_given(variant_name)
    said = [(v, r) for v, r in given if r]
    assert len(said) > len(given) // 2, "the players gave too few reasons to judge"
    for _v, r in said:
        assert isinstance(r, Reason), f"{r!r} is plain text, not a Reason"
    for language in CHINESE:
        i18n.set_language(language)
        for v, r in said:
            for message in messages(r):
                assert i18n._(message) != message, f"{message!r} has no {language} translation"
            words = shown(r, v)
            assert not ENGLISH_WORD.search(words), f"{r!r} reads {words!r} in {language}"


@pytest.mark.parametrize("language", CHINESE)
def test_a_lessons_tip_uses_the_reason_in_chinese(language):
    """The lessons' tips quote Normal's reason (game/learn/coach.py): in Chinese a Reason is said in Chinese,
    its card by the variant's Chinese name, where before it was left out."""
    from game.learn.coach import _reason
    from game.model.cards import Card
    from game.reason import cards
    v = load_variant("shi-wu-hu-fishing")
    i18n.set_language(language)
    reason = Reason(i18n.N_("let {card} go: of my choices it hands the others the least"),
                    card=cards([Card.parse("6:6")]))
    said = _reason(reason, v)
    assert said and not ENGLISH_WORD.search(said) and "天" in said
    i18n.set_language("en")
    assert _reason(reason, v) == "let 6:6 go: of my choices it hands the others the least"
