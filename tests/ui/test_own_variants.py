"""Players' own variants (issue: "Every climbing game ... and variants players write themselves").

A file in the user data folder's variants/ appears on the new-game screen beside
the built-in ones and can be played; a broken one is listed greyed out with its
error and cannot be started, and never stops the game.
"""
from __future__ import annotations

import pygame

from game import paths
from game.store.variants import catalog
from game.ui.screens import NewGameScene
from game.ui.table import TableScene

from .test_table import click, frames


def write_own(home, name: str, text: str):
    folder = home / "data" / "variants"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def house_rule() -> str:
    text = (paths.variants_dir() / "sap-ng-wu.yaml").read_text(encoding="utf-8")
    return text.replace("name: Sap Ng Wu", "name: Dealer doubles").replace("dealer_pays_double: false",
                                                                             "dealer_pays_double: true")


def test_catalog_lists_builtin_then_own_files_with_errors(own_home):
    write_own(own_home, "dealer-doubles.yaml", house_rule())
    write_own(own_home, "broken.yaml", house_rule().replace("copies: 4", "copies: four"))
    entries = catalog()
    builtin = [e.ref for e in entries if e.builtin]
    assert builtin == sorted(p.stem for p in paths.variants_dir().glob("*.yaml"))
    assert {"chang-pai", "sap-ng-wu", "wu-han"} <= set(builtin)
    assert entries[:len(builtin)] == [e for e in entries if e.builtin]     # built-in first
    own = {e.name: e for e in entries if not e.builtin}
    assert own["Dealer doubles"].playable
    assert not own["broken"].playable and "deck.copies: expected a whole number" in own["broken"].error
    assert own["broken"].error.split(":")[0].endswith("broken.yaml")


def test_an_own_variant_is_played_from_the_new_game_screen(app, own_home):
    write_own(own_home, "dealer-doubles.yaml", house_rule())
    app.new_game()
    scene = app.scene
    assert isinstance(scene, NewGameScene)
    from .test_game_list import pick
    pick(app, scene, next(i for i, e in enumerate(scene.entries) if e.name == "Dealer doubles"))
    click(app, next(b for b in scene.buttons if b.label == "Start").rect.center)
    assert isinstance(app.scene, TableScene) and app.scene.variant.dealer_pays_double


def test_a_broken_own_variant_is_greyed_out_with_its_error(app, own_home):
    write_own(own_home, "broken.yaml", house_rule().replace("copies: 4", "copies: four"))
    app.new_game()
    scene = app.scene
    from .test_game_list import pick
    pick(app, scene, next(i for i, e in enumerate(scene.entries) if not e.playable))
    frames(app, 2)                                      # draws the error under the choice
    start = next(b for b in scene.buttons if b.label == "Start")
    assert not start.enabled
    click(app, start.rect.center)
    assert isinstance(app.scene, NewGameScene)          # nothing started, nothing crashed
