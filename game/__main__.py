"""Start Fifteen Lakes: ``python -m game`` opens the window; ``--text`` plays in the terminal."""
from __future__ import annotations

import argparse
import os
import sys


def _language_asked(argv: list[str]) -> str | None:
    """The ``--language`` on the command line, read before the parser is built (its help is in that language)."""
    for i, word in enumerate(argv):
        if word == "--language" and i + 1 < len(argv):
            return argv[i + 1]
        if word.startswith("--language="):
            return word.split("=", 1)[1]
    return None


def _levels() -> str:
    """The levels a player types, joined as the language shown joins them ("easy, normal or hard")."""
    from game.i18n import _
    return _("{easy}, {normal} or {hard}").format(easy="easy", normal="normal", hard="hard")


def _said(err: Exception) -> str:
    """An engine's error in the language shown (a variant file's problems stay as the file's lines)."""
    from game.reason import reason_of
    from game.ui.refusal import shown
    return shown(reason_of(err))


def _or(numbers) -> str:
    """"3 or 4" as the language shown says it."""
    from game.i18n import chinese
    return ("或" if chinese() else " or ").join(map(str, numbers))


def main(argv: list[str] | None = None) -> int:
    from game.i18n import _, set_language, system_language
    from game.rules import available_variants

    words = sys.argv[1:] if argv is None else argv
    # The terminal's words (--help, --text) in --language, else the system's language; the window decides
    # its own (the saved setting) when it opens.
    set_language(_language_asked(words) or system_language())
    parser = argparse.ArgumentParser(prog="python -m game", description=_("Fifteen Lakes: Chinese card and tile games."))
    parser.add_argument("--text", action="store_true", help=_("play at a text table in the terminal"))
    parser.add_argument("--variant", default="sap-ng-wu",
                        help=_("variant id or .yaml path (built in: {ids})").format(ids=", ".join(available_variants())))
    parser.add_argument("--players", type=int,
                        help=_("players at the table (default: the game's usual table, 3 for most and 4 for "
                               "Sap Tim Pun and Si Se Pai, or the nearest count the game allows)"))
    parser.add_argument("--hands", type=int, help=_("hands in the match (default: the variant's)"))
    parser.add_argument("--seed", type=int, help=_("seed for a repeatable match"))
    parser.add_argument("--level", help=_("the computer players' level: {levels} "
                                          "(default: {normal} in the terminal; with {quick}, the level in your "
                                          "settings)").format(levels=_levels(), normal="normal", quick="--quick"))
    parser.add_argument("--size", default="1280x800", help=_("window size, e.g. {example}").format(example="1600x1000"))
    parser.add_argument("--fullscreen", action="store_true")
    parser.add_argument("--mute", action="store_true", help=_("no sounds"))
    parser.add_argument("--screenshots", metavar="DIR", help=_("play a seeded match and save PNGs of each screen"))
    parser.add_argument("--quick", action="store_true",
                        help=_("go straight to a Quick match: you, by the name in your settings, against two "
                               "computers"))
    parser.add_argument("--probe", metavar="FILE", help=argparse.SUPPRESS)  # tests: where things are on screen
    parser.add_argument("--language", choices=("en", "zh_Hant", "zh_Hans"),
                        help=_("the language for this run, of the window and of the terminal (the saved setting "
                               "is kept): {choices}").format(choices="en, zh_Hant (繁體中文), zh_Hans (简体中文)"))
    parser.add_argument("--self-test", action="store_true", help=_("check the game works, with no screen, and exit"))
    args = parser.parse_args(argv)
    from game.ai import LEVELS
    if args.level is not None and args.level not in LEVELS:
        parser.error(_("{flag} {value}: choose {levels}").format(flag="--level", value=repr(args.level), levels=_levels()))
    if args.self_test:
        from game.selftest import main as self_test
        return self_test()

    from game.rules import VariantError, load_variant

    if args.text:
        from game.ui.text_table import text_table
        if not args.language:            # the terminal table speaks the player's chosen language, as the window
            from game.store import load_settings
            set_language(load_settings()[0].language or system_language())
        try:
            players = args.players or load_variant(args.variant).usual_players
            table = text_table(args.variant, players, args.seed, args.hands, args.level or "normal")
        except (VariantError, ValueError) as err:
            print(_("Cannot start: {error}").format(error=_said(err)), file=sys.stderr)
            return 2
        return table.run()

    try:
        width, height = (int(x) for x in args.size.lower().split("x"))
    except ValueError:
        parser.error(f"--size {args.size!r}: write it as WIDTHxHEIGHT, e.g. 1280x800")
    if args.screenshots:
        from game.ui.screenshots import take_screenshots
        return take_screenshots(args.screenshots, size=(width, height), seed=args.seed or 7,
                                language=args.language)

    if args.quick:
        from game.ui.screens import TABLE_FAMILIES
        try:
            family = getattr(load_variant(args.variant), "family", "climbing")
        except (VariantError, ValueError) as err:
            print(_("Cannot start: {error}").format(error=_said(err)), file=sys.stderr)
            return 2
        counts = load_variant(args.variant).seat_counts
        if args.players is None:
            args.players = load_variant(args.variant).usual_players
        if args.players not in counts:
            print(_("Cannot start: {error}").format(error=_("{game} is played by {counts} players, not {players}").format(
                game=args.variant, counts=_or(counts), players=args.players)), file=sys.stderr)
            return 2
        if family not in TABLE_FAMILIES:
            print(f"Cannot start: the window has no table for the {family} games yet; "
                  f"play it in the terminal: python -m game --text --variant {args.variant}", file=sys.stderr)
            return 2

    import pygame
    from game.ui.app import App
    try:
        app = App((width, height), fullscreen=args.fullscreen, sound=not args.mute, language=args.language)
    except pygame.error as err:
        print(f"Cannot open a window ({err}). Is there a display? Try: python -m game --text", file=sys.stderr)
        return 2
    if args.probe:
        app.probe_path = args.probe
    if args.quick:
        try:
            app.quick_match(args.variant, args.hands, args.seed, args.level, players=args.players)
        except (VariantError, ValueError) as err:
            print(_("Cannot start: {error}").format(error=_said(err)), file=sys.stderr)
            return 2
    return app.run()


if __name__ == "__main__":
    import multiprocessing
    multiprocessing.freeze_support()   # in the bundle, a helper process of Hard's (game.ai.helpers) starts here
    raise SystemExit(main())
