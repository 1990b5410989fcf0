"""A variant's options on the new-game screen (data/README.md "options"): Luan Chuo's gods of wealth
switched on with the mouse starts a match with 88 cards, the choice is remembered, and a broken option
is shown with its error instead of its switch."""
from __future__ import annotations

from game import paths
from game.ui.screens import NewGameScene
from game.ui.table import TableScene

from .test_own_variants import write_own
from .test_table import click, frames


def choose(app, scene, ref: str) -> None:
    from .test_game_list import pick
    index = scene.variants.index(ref) if ref in scene.variants else next(
        i for i, e in enumerate(scene.entries) if e.name == ref)
    pick(app, scene, index)


def test_gods_of_wealth_switched_on_with_the_mouse(app, own_home):
    app.new_game()
    scene = app.scene
    assert isinstance(scene, NewGameScene)
    choose(app, scene, "luan-chuo")
    frames(app, 2)
    [(option, toggle)] = scene.option_rows
    assert option.key == "gods_of_wealth" and toggle.value == "off" and scene.setup().variant == "luan-chuo"
    click(app, (toggle.rect.right - 5, toggle.rect.centery))
    frames(app, 2)
    [(option, toggle)] = scene.option_rows
    assert toggle.value == "on" and scene.setup().variant == "luan-chuo?gods_of_wealth"
    click(app, next(b for b in scene.buttons if b.label == "Start").rect.center)
    table = app.scene
    assert isinstance(table, TableScene)
    assert len(table.variant.deck) == 88 and table.variant.name == "Luan Chuo with gods of wealth"
    # the next new game starts from the same choice
    app.new_game()
    again = app.scene
    assert again.entry.ref == "luan-chuo" and again.chosen == {"gods_of_wealth": True}


def test_other_games_show_no_options(app, own_home):
    app.new_game()
    scene = app.scene
    choose(app, scene, "sap-ng-wu")
    assert scene.option_rows == [] and scene.setup().variant == "sap-ng-wu"


def test_a_broken_option_is_shown_with_its_error_and_cannot_be_switched(app, own_home):
    text = (paths.variants_dir() / "luan-chuo.yaml").read_text(encoding="utf-8")
    text = text.replace("name: Luan Chuo", "name: My Luan Chuo").replace("each: 1}", "each: lots}")
    write_own(own_home, "my-luan-chuo.yaml", text)
    app.new_game()
    scene = app.scene
    choose(app, scene, "My Luan Chuo")
    frames(app, 2)
    [(option, toggle)] = scene.option_rows
    assert "layout.multiplier_cards.each: expected a whole number" in option.error
    assert toggle not in scene.widgets
    click(app, (toggle.rect.right - 5, toggle.rect.centery))
    assert scene.chosen == {"gods_of_wealth": False}
    assert next(b for b in scene.buttons if b.label == "Start").enabled     # the file plays without it


def test_the_chosen_options_are_remembered_after_a_restart(app, own_home):
    from game.ui.app import App
    app.new_game()
    scene = app.scene
    choose(app, scene, "luan-chuo")
    [(_, toggle)] = scene.option_rows
    click(app, (toggle.rect.right - 5, toggle.rect.centery))
    click(app, next(b for b in scene.buttons if b.label == "Start").rect.center)
    again = App((1280, 800), sound=False, anim_scale=0.0, computer_delay=0.0)   # quit and start again
    try:
        assert again.remembered_setup().variant == "luan-chuo?gods_of_wealth"
        again.new_game()
        assert again.scene.entry.ref == "luan-chuo" and again.scene.chosen == {"gods_of_wealth": True}
    finally:
        again.writer.shutdown(wait=True)


TWO = """
options:
  plain:
    name: no multipliers
    changes:
      winning: {multipliers: null}
  gods:
    name: gods
    changes:
      deck: {extra: {wealth: 4}}
      seats: {3: {hand: 28, talon: 4}, 4: {hand: 28, talon: 4}}
      layout: {multiplier_cards: {cards: [wealth], each: 1}}
"""


def test_options_that_cannot_go_together_say_so_and_stay_switchable(app, own_home):
    text = (paths.variants_dir() / "luan-chuo.yaml").read_text(encoding="utf-8")
    write_own(own_home, "combo.yaml", text[:text.index("options:")].replace("name: Luan Chuo", "name: Combo") + TWO)
    app.new_game()
    scene = app.scene
    choose(app, scene, "Combo")
    for key in ("plain", "gods"):                 # each alone plays; together multipliers are gone
        toggle = next(t for o, t in scene.option_rows if o.key == key)
        click(app, (toggle.rect.right - 5, toggle.rect.centery))
    start = next(b for b in scene.buttons if b.label == "Start")
    assert scene.current is None and not start.enabled
    assert "multiplier cards need winning.multipliers" in scene.current_error
    frames(app, 2)
    toggle = next(t for o, t in scene.option_rows if o.key == "gods")
    click(app, (toggle.rect.right - 5, toggle.rect.centery))      # the switches still work
    assert scene.chosen == {"plain": True, "gods": False} and scene.playable


def test_many_options_stay_above_the_buttons(app, own_home):
    text = (paths.variants_dir() / "sap-ng-wu.yaml").read_text(encoding="utf-8").replace("name: Sap Ng Wu",
                                                                                         "name: Many")
    text += "options:\n" + "".join(
        f"  o{i}:\n    name: option {i}\n    about: {'what it does, ' * 12}\n    changes: {{match: {{hands: {i + 2}}}}}\n"
        for i in range(4))
    write_own(own_home, "many.yaml", text)
    app.new_game()
    scene = app.scene
    choose(app, scene, "Many")
    scene._set_players(1)                          # 4 players: the longest list of seats
    start = next(b for b in scene.buttons if b.label == "Start")
    assert len(scene.option_rows) == 4
    assert all(t.rect.bottom <= start.rect.top for _, t in scene.option_rows)
