"""``python -m game --screenshots DIR``: play a seeded match and save a picture of every screen.

Pictures are how we check the game looks right (and what the README shows).
The match runs through the real window loop; the person's seat is played by
the simple computer player through the same calls a person's clicks make, and
a drag is made with real posted mouse events.
"""
from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from game.ai import make_player
from game.rules import Match, Play, load_variant


def _first_hand_reaches_decision(seed: int) -> bool:
    """Whether seat 0 gets the declare choice in the first hand of a match with this seed."""
    v = load_variant("sap-ng-wu")
    m = Match.start(v, 3, seed=seed, length=2)
    g = m.game
    players = [make_player("simple", seed=0), make_player("simple", seed=2), make_player("simple", seed=3)]
    while not g.is_over:
        if g.phase == "decide" and g.current_player == 0:
            return True
        p = g.current_player
        g.apply(players[p].act(g.observation(p), g.legal_actions()))
    return False


def take_screenshots(folder: str, size: tuple[int, int] = (1280, 800), seed: int = 7,
                     language: str | None = None) -> int:
    if not os.environ.get("DISPLAY") and not os.environ.get("SDL_VIDEODRIVER"):
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    # a picture run must not leave saves or scores in the player's own folders
    os.environ["FIFTEEN_LAKES_HOME"] = tempfile.mkdtemp(prefix="fifteen-lakes-shots-")
    import pygame

    from game.ui.app import App
    from game.ui.screens import NewGameScene
    from game.ui.seats import MatchSetup

    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    while not _first_hand_reaches_decision(seed):
        seed += 1
    app = App(size, sound=False, anim_scale=0.35, computer_delay=0.05, language=language)
    saved: list[str] = []

    def save(name: str) -> None:
        app.draw(app.now())
        path = out / f"{name}.png"
        pygame.image.save(app.screen, str(path))
        saved.append(str(path))

    def frames(n: int = 3) -> None:
        for _ in range(n):
            app.step()

    def run_until(cond, seconds: float = 30.0) -> bool:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            app.step()
            if cond():
                return True
            time.sleep(0.004)
        return False

    frames()
    save("01-title")
    app.switch(NewGameScene(app))
    frames()
    save("02-new-game")
    app.start_match(MatchSetup(seed=seed, hands=2, delay=0.05))
    table = app.scene
    pilot = make_player("simple", seed=0)
    shots = {"trick": False, "drag": False, "declare": False}

    def idle() -> bool:
        return not table.queue and not table.flights.busy and app.now() >= table.busy_until

    def person_acts() -> None:
        g = table.game
        legal = g.legal_actions()
        table.act_as_person(pilot.act(g.observation(0), legal))

    deadline = time.perf_counter() + 120
    while time.perf_counter() < deadline and table.overlay is None:
        if not run_until(lambda: table.overlay is not None or (table.my_turn() and idle()), 20):
            break
        if table.overlay is not None:
            break
        g = table.game
        if g.phase == "play" and g.top is not None and len([p for p in g.trick if p[1]]) >= 2 and not shots["trick"]:
            frames(2)
            save("03-trick")
            shots["trick"] = True
        if g.phase == "play" and g.top is None and not shots["drag"]:
            leads = [a for a in g.legal_actions() if isinstance(a, Play) and len(a.cards) >= 3]
            if leads:
                lead = max(leads, key=lambda a: len(a.cards))
                used = set(table.indices_of(lead.cards))
                table.board.selected = set(used)
                table.board.forget_hand()
                frames(2)
                first = table.hand_rects()[min(used)][1]
                start = (first.left + 8, first.centery)
                target = table.layout.trick_zone.center
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
                frames(1)
                for k in range(1, 7):
                    p = (start[0] + (target[0] - start[0]) * k // 10, start[1] + (target[1] - start[1]) * k // 10)
                    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
                    frames(1)
                save("04-drag")
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1))
                frames(1)
                shots["drag"] = True
                continue
        if g.phase == "decide" and not shots["declare"]:
            frames(2)
            save("05-declare")
            shots["declare"] = True
            table.decide(True)
            continue
        person_acts()
    run_until(lambda: table.overlay == "summary" and idle(), 20)
    frames(2)
    save("06-summary")
    table.close()
    shots.update(fishing_shots(app, save, run_until, frames))
    shots.update(rummy_shots(app, save, run_until, frames))
    shots.update(banker_shots(app, save, run_until, frames))
    missing = [k for k, v in shots.items() if not v]
    app.running = False
    app.writer.shutdown(wait=True)
    pygame.quit()
    for path in saved:
        print(path)
    if missing:
        print(f"not reached: {', '.join(missing)}")
        return 1
    return 0


def play_through(app, save, run_until, frames, person_turn, summary: str, wait: float = 30.0) -> None:
    """Play the open table's hand to its end, ``person_turn(game)`` acting each time the person is asked
    and the table is still (it may save a shot first), for two minutes at most; then save the hand's
    summary as ``summary`` and close the table. The family shots differ only in what the person does."""
    table = app.scene

    def idle() -> bool:
        return not table.queue and not table.flights.busy and app.now() >= table.busy_until

    deadline = time.perf_counter() + 120
    while time.perf_counter() < deadline and table.overlay is None:
        if not run_until(lambda: table.overlay is not None or (table.my_turn() and idle()), wait):
            break
        if table.overlay is not None:
            break
        person_turn(table.game)
    run_until(lambda: table.overlay == "summary" and idle(), wait)
    frames(2)
    save(summary)
    table.close()


def fishing_shots(app, save, run_until, frames) -> dict[str, bool]:
    """The fishing game with two domino sets, three at the table: a hand in progress (a hand card
    under the pointer lighting what it can catch) and its scored end."""
    import pygame

    from game.rules.fishing.actions import Capture, Release
    from game.ui.seats import MatchSetup, computer, person

    app.start_match(MatchSetup("shi-wu-hu-fishing-dominoes", (person("You"), computer("Ming"), computer("Lan")),
                               hands=2, seed=4, delay=0.05))
    table = app.scene
    shots = {"fishing": False}
    turns = 0

    def person_turn(g) -> None:
        nonlocal turns
        legal = g.legal_actions()
        if turns >= 6 and g.phase == "hand" and not shots["fishing"]:
            hit = next((r for c, r in table.hand_rects() if table.catchable(c)), None)
            if hit is not None:
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=hit.center, rel=(0, 0), buttons=(0, 0, 0)))
                run_until(lambda: False, 0.6)
                save("07-fishing")
                shots["fishing"] = True
        captures = [a for a in legal if isinstance(a, Capture)]
        table.act_as_person(captures[0] if captures else next(a for a in legal if isinstance(a, Release)))
        turns += 1

    play_through(app, save, run_until, frames, person_turn, "08-fishing-summary", wait=20)
    return shots


def rummy_shots(app, save, run_until, frames) -> dict[str, bool]:
    """Si Se Pai, four at the table: the claim bar on another player's card, a meld of one's own draw, and
    the end of the hand (the person claims and melds what the bar offers, winning when it can)."""
    from game.rules import Pass
    from game.rules.rummy.actions import Claim, Discard
    from game.ui.seats import MatchSetup, computer, person

    app.start_match(MatchSetup("si-se-pai", (person("You"), computer("Ming"), computer("Lan"), computer("Wei")),
                               hands=1, seed=7, delay=0.05))
    table = app.scene
    shots = {"rummy-claim": False, "rummy-meld": False}

    def person_turn(g) -> None:
        legal = g.legal_actions()
        claims = sorted((a for a in legal if isinstance(a, Claim)), key=lambda a: (not a.win, -len(a.cards)))
        if g.phase == "claim" and claims:
            owner, _, source = g.offered
            mine = source == "draw" and owner == table.viewer
            name = "rummy-meld" if mine else "rummy-claim"
            if not shots[name]:
                run_until(lambda: False, 0.3)
                save("09-rummy-claim" if name == "rummy-claim" else "10-rummy-meld")
                shots[name] = True
            table.act_as_person(claims[0])
        elif g.phase == "claim":
            table.act_as_person(Pass())
        else:
            table.act_as_person(next(a for a in legal if isinstance(a, Discard)))

    play_through(app, save, run_until, frames, person_turn, "11-rummy-summary")
    return shots


def banker_shots(app, save, run_until, frames) -> dict[str, bool]:
    """Sap Tim Pun 十點半, four at the table, the bank passing after four hands: the person's draw with the
    running total and the wall shrunk, then the round's summary."""
    from game.rules.banker.actions import Bet, Draw, SetLimit, Stand
    from game.ui.seats import MatchSetup, computer, person

    app.start_match(MatchSetup("sap-tim-pun?hands_per_bank=4", (person("You"), computer("Ming"), computer("Lan"),
                                                              computer("Wei")), hands=1, seed=4, delay=0.05))
    table = app.scene
    shots = {"banker": False}

    def person_turn(g) -> None:
        if g.phase == "limit":
            table.apply(SetLimit(g.variant.default_limit))
        elif g.phase == "bet":
            table.apply(Bet(min(3, g.limit)))
        else:
            value = g.values[table.viewer]
            if len(g.tiles[table.viewer]) >= 2 and not shots["banker"]:
                frames(2)
                save("12-banker")
                shots["banker"] = True
            table.apply(Draw() if value < 15 else Stand())

    play_through(app, save, run_until, frames, person_turn, "13-banker-summary")
    return shots
