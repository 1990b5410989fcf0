"""Start Fifteen Lakes: ``python -m game`` opens the window; ``--text`` plays in the terminal."""
from __future__ import annotations

import argparse
import os
import sys


def main(argv: list[str] | None = None) -> int:
    from game.rules import available_variants

    parser = argparse.ArgumentParser(prog="python -m game", description="Fifteen Lakes: Chinese card and tile games.")
    parser.add_argument("--text", action="store_true", help="play at a text table in the terminal")
    parser.add_argument("--variant", default="sap-ng-wu",
                        help=f"variant id or .yaml path (built in: {', '.join(available_variants())})")
    parser.add_argument("--players", type=int,
                        help="players at the table (default: the game's usual table, 3 for most and 4 for "
                             "Sap Tim Pun and Si Se Pai, or the nearest count the game allows)")
    parser.add_argument("--hands", type=int, help="hands in the match (default: the variant's)")
    parser.add_argument("--seed", type=int, help="seed for a repeatable match")
    parser.add_argument("--level", help="the computer players' level: easy, normal or hard "
                        "(default: normal in the terminal; with --quick, the level in your settings)")
    parser.add_argument("--size", default="1280x800", help="window size, e.g. 1600x1000")
    parser.add_argument("--fullscreen", action="store_true")
    parser.add_argument("--mute", action="store_true", help="no sounds")
    parser.add_argument("--screenshots", metavar="DIR", help="play a seeded match and save PNGs of each screen")
    parser.add_argument("--quick", action="store_true",
                        help="go straight to a Quick match: you, by the name in your settings, against two computers")
    parser.add_argument("--probe", metavar="FILE", help=argparse.SUPPRESS)  # tests: where things are on screen
    parser.add_argument("--language", choices=("en", "zh_Hant", "zh_Hans"),
                        help="the window's language for this run (the saved setting is kept): "
                             "en, zh_Hant (繁體中文) or zh_Hans (简体中文)")
    parser.add_argument("--self-test", action="store_true", help="check the game works, with no screen, and exit")
    args = parser.parse_args(argv)
    from game.ai import LEVELS
    if args.level is not None and args.level not in LEVELS:
        parser.error(f"--level {args.level!r}: choose easy, normal or hard")
    if args.self_test:
        from game.selftest import main as self_test
        return self_test()

    from game.rules import VariantError, load_variant

    if args.text:
        from game.ui.text_table import text_table
        try:
            players = args.players or load_variant(args.variant).usual_players
            table = text_table(args.variant, players, args.seed, args.hands, args.level or "normal")
        except (VariantError, ValueError) as err:
            print(f"Cannot start: {err}", file=sys.stderr)
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
            print(f"Cannot start: {err}", file=sys.stderr)
            return 2
        counts = load_variant(args.variant).seat_counts
        if args.players is None:
            args.players = load_variant(args.variant).usual_players
        if args.players not in counts:
            print(f"Cannot start: {args.variant} is played by {' or '.join(map(str, counts))} players, "
                  f"not {args.players}", file=sys.stderr)
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
            print(f"Cannot start: {err}", file=sys.stderr)
            return 2
    return app.run()


if __name__ == "__main__":
    raise SystemExit(main())
