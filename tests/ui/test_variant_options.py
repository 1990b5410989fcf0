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
    index = scene.variants.index(ref) if ref in scene.variants else next(
        i for i, e in enumerate(scene.entries) if e.name == ref)
    while scene.variant_index != index:
        click(app, (scene.variant_cycler.rect.right - 5, scene.variant_cycler.rect.centery))


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
