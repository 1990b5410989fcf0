"""Where Hard and the oracle part: ``python -m game.ai.agreement``.

The arena says how much seeing the hands is worth (the oracle's gain); this
says at which decisions, and which way, Hard chooses otherwise. It plays
seeded duplicate deals, Hard against Normals, and at each of Hard's
decisions of the kinds asked, with a real choice, asks the oracle (Hard's
search on the real hands, a fixed number of deals) and Normal what they would
play there, and counts the three answers together. Hard's own choice is the
one played, so the hands go on as the arena's would.

A search that believes it will see the hands later (strategy fusion) would
err one way: at declare or continue it would continue where the oracle, which
does see them, declares. Errors the other way are what Hard does not know
(docs/ai.md, issue 18, session 13).
"""
from __future__ import annotations

import argparse
import collections
from dataclasses import dataclass, field

from game.ai.knowledge import DECISIONS, decision_kind
from game.ai.oracle import OraclePlayer
from game.arena import seated, seeded
from game.rules import load_variant, new_game


def _name(action) -> str:
    """An action as the table counts it: Declare, Continue, Pass, or the cards of a play."""
    cards = getattr(action, "cards", None)
    return type(action).__name__ if not cards else " ".join(str(c) for c in cards)


@dataclass
class Agreement:
    """The three answers at each decision counted: ``(normal, hard, oracle)`` -> times, by kind."""

    answers: dict[str, collections.Counter] = field(default_factory=lambda: collections.defaultdict(collections.Counter))

    def add(self, kind: str, normal: str, hard: str, oracle: str) -> None:
        self.answers[kind][(normal, hard, oracle)] += 1

    def text(self) -> str:
        lines = []
        for kind, c in self.answers.items():
            total = sum(c.values())
            hard = sum(n for (_, h, o), n in c.items() if h == o)
            normal = sum(n for (nm, _, o), n in c.items() if nm == o)
            lines.append(f"{kind}: {total} decisions; Hard chose as the oracle {hard / total:.0%}, "
                         f"Normal {normal / total:.0%}")
            left = [(h == o, nm == o, n) for (nm, h, o), n in c.items() if h != nm]
            if left:
                lines.append(f"  Hard left Normal's choice {sum(n for *_, n in left)} times: the oracle chose as Hard "
                             f"{sum(n for h, _, n in left if h)}, as Normal {sum(n for _, nm, n in left if nm)}, "
                             f"neither {sum(n for h, nm, n in left if not h and not nm)}")
            if kind == "decide":
                for (nm, h, o), n in sorted(c.items(), key=lambda kv: -kv[1]):
                    lines.append(f"  Normal {nm:8} Hard {h:8} oracle {o:8} {n:5}")
        return "\n".join(lines)


def agreement(deals: int, seed: int, variant: str = "sap-ng-wu", players: int = 3, hard: str = "hard",
              budget: float = 0.05, oracle_deals: int = 55, kinds: tuple[str, ...] = ("decide",)) -> Agreement:
    """Hard (``hard``, an arena spec, at ``budget``) in every seat of ``deals`` duplicate deals in turn."""
    v = load_variant(variant)
    out = Agreement()
    for index in range(deals):
        deal_seed = seeded(seed, "deal", index)
        for rotation in range(players):
            specs = [hard if (s - rotation) % players == 0 else "normal" for s in range(players)]
            seats = [seated(specs[s], seeded(seed, index, rotation, s), budget) for s in range(players)]
            oracle = OraclePlayer(seeded(seed, "oracle", index, rotation), budget=10.0, max_worlds=oracle_deals)
            normal = seated("normal", seeded(seed, "normal", index, rotation), budget)
            g = new_game(v, players=players, seed=deal_seed)
            while not g.is_over:
                s = g.current_player
                legal = g.legal_actions()
                obs = g.observation(s)
                action = seats[s].act(obs, legal)
                kind = decision_kind(obs)
                if specs[s] == hard and len(legal) > 1 and kind in kinds:
                    oracle.see(g)
                    seen, _ = oracle.choose(obs, legal)
                    out.add(kind, _name(normal.act(obs, legal)), _name(action), _name(seen))
                g.apply(action)
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.ai.agreement", description=__doc__.splitlines()[0])
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--variant", default="sap-ng-wu")
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--hard", default="hard", help="Hard as the arena names it, e.g. hard:blind=decide")
    p.add_argument("--budget", type=float, default=0.05, help="Hard's seconds a decision")
    p.add_argument("--kinds", default="decide", help=f"kinds of decision joined by +: {', '.join(DECISIONS)}")
    args = p.parse_args(argv)
    kinds = tuple(args.kinds.split("+"))
    print(agreement(args.deals, args.seed, args.variant, args.players, args.hard, args.budget, kinds=kinds).text())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
