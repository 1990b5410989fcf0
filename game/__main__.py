"""Start Fifteen Lakes: ``python -m game``.

Until the window arrives (the table issue), the game is played at a text
table in the terminal against computer seats.
"""
from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    from game.rules.variant import available_variants

    parser = argparse.ArgumentParser(prog="python -m game", description="Fifteen Lakes: Chinese domino-card games.")
    parser.add_argument("--variant", default="sap-ng-wu", help=f"variant id or .yaml path (built in: {', '.join(available_variants())})")
    parser.add_argument("--players", type=int, default=3, help="people at the table, 3 or 4 (default 3)")
    parser.add_argument("--hands", type=int, help="hands in the match (default: the variant's)")
    parser.add_argument("--seed", type=int, help="seed for a repeatable match")
    parser.add_argument("--level", default="simple", help="computer players: simple or random")
    args = parser.parse_args(argv)

    from game.rules import VariantError
    from game.ui.text_table import TextTable

    try:
        table = TextTable(args.variant, args.players, args.seed, args.hands, args.level)
    except (VariantError, ValueError) as err:
        print(f"Cannot start: {err}", file=sys.stderr)
        return 2
    return table.run()


if __name__ == "__main__":
    raise SystemExit(main())
