"""``python -m game --self-test``: check without a screen that this copy of the game works.

Made for the PyInstaller bundle (``FifteenLakes --self-test``), where a missing
data file or module only shows when the program runs, and works the same from
source. Under SDL's dummy video and audio drivers, with the player's folders
moved to a fresh temporary one (``FIFTEEN_LAKES_HOME``), it:

- loads every built-in variant and deals a game of each, and loads a variant
  file from outside the game (as a player's own variant is);
- loads the bundled font (Chinese glyphs present), the face art
  (``sprites/faces.yaml``, ``mahjong.yaml``, ``four_colour.yaml``) and the icon;
- writes settings, reads them back changed, and opens the window with them;
- draws each screen once through the real loop (``App.step``): the title, the
  new-game screen, a table where three computer players play a seeded hand to
  its summary, the Esc menu, the final standings, and the other screens the
  window offers (settings, statistics, saved matches), checking each frame is
  really drawn;
- checks the match was saved and scored in the temporary folder.

It prints one line per check, ``ok`` or ``FAIL``, then ``self-test: N passed,
M failed``, and returns 0 only if everything passed. Where there is no console
to print to (a windowed build on Windows or macOS) the report is written to
``fifteen-lakes-self-test.txt`` in the system's temporary folder instead.

``FIFTEEN_LAKES_FIRST_FRAME=<launch time>`` (seconds since the epoch, as
``time.time()`` or ``date +%s.%N`` gives it, taken just before starting the
program) turns the run into a start-up timer: it opens the window as a normal
start does, draws one frame, prints ``first frame: S s after launch`` and exits.
"""
from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
import traceback
from dataclasses import replace
from pathlib import Path
from typing import Callable

HOME_ENV = "FIFTEEN_LAKES_HOME"          # game.store.places.HOME_ENV (not imported: it must be set first)
FIRST_FRAME_ENV = "FIFTEEN_LAKES_FIRST_FRAME"
REPORT_FILE = "fifteen-lakes-self-test.txt"
SEED = 13                                # the seeded hand the computers play (a long one)
HAND_SECONDS = 90.0                      # a hand that takes longer has hung


class _Report:
    """Lines to stdout, or to a file in the temp folder when a windowed build has no stdout."""

    def __init__(self) -> None:
        self.file = None
        if sys.stdout is None:
            path = Path(tempfile.gettempdir()) / REPORT_FILE
            self.file = open(path, "w", encoding="utf-8")

    def line(self, text: str) -> None:
        if self.file is not None:
            self.file.write(text + "\n")
            self.file.flush()
            return
        try:
            print(text, flush=True)
        except UnicodeEncodeError:   # a console that cannot show Chinese
            print(text.encode("ascii", "replace").decode("ascii"), flush=True)

    def close(self) -> None:
        if self.file is not None:
            self.file.close()


class SelfTest:
    def __init__(self, report: _Report) -> None:
        self.report = report
        self.passed = 0
        self.failed = 0
        self.app = None

    def check(self, name: str, fn: Callable[[], str | None]) -> bool:
        """Run one check: it returns a detail to show, or raises to fail."""
        try:
            detail = fn()
        except Exception as err:  # noqa: BLE001 - every failure is reported, not raised
            self.failed += 1
            where = traceback.extract_tb(err.__traceback__)[-1]
            self.report.line(f"FAIL {name}: {type(err).__name__}: {err} "
                             f"({Path(where.filename).name}:{where.lineno})")
            return False
        self.passed += 1
        self.report.line(f"ok   {name}" + (f" ({detail})" if detail else ""))
        return True


def _drawn(surface) -> str:
    """Raise unless the surface shows a picture (not one flat colour); say how varied it is."""
    w, h = surface.get_size()
    colours = {tuple(surface.get_at((x * w // 16 + w // 32, y * h // 12 + h // 24)))
               for x in range(16) for y in range(12)}
    if len(colours) < 4:
        raise AssertionError(f"the {w}x{h} frame is blank ({len(colours)} colours in 192 samples)")
    return f"{w}x{h}, {len(colours)} colours in 192 samples"


def _frames(app, n: int = 2) -> None:
    for _ in range(n):
        app.step()
        if not app.running:
            raise AssertionError("the window closed")


def run(t: SelfTest, home: Path) -> None:
    import pygame

    from game import paths
    from game.rules import new_game
    from game.rules import available_variants, load_variant

    frozen = getattr(sys, "_MEIPASS", None) is not None
    t.report.line(f"info Fifteen Lakes self-test: {'bundle' if frozen else 'source'} at {paths.project_root()}; "
                  f"Python {sys.version.split()[0]}, pygame-ce {pygame.version.ver}, SDL {pygame.version.SDL}, "
                  f"video {os.environ.get('SDL_VIDEODRIVER')}")
    from game.ai import fast
    t.report.line("info Hard's playouts and reading of the table: " + (
        "in C (game.ai._fastplay)" if fast.available()
        else "in Python (the C extension was not built here: the same play, fewer deals a second)"))

    # -- rules data ------------------------------------------------------------------------------
    ids: list[str] = []

    def variants_found() -> str:
        ids.extend(available_variants())
        if not ids:
            raise AssertionError(f"no variant files in {paths.variants_dir()}")
        return ", ".join(ids)

    t.check("built-in variants found", variants_found)
    for vid in ids:
        def one(vid=vid) -> str:
            v = load_variant(vid)
            players = v.seat_counts[0]
            g = new_game(v, players=players, seed=1)
            legal = g.legal_actions()
            if not legal:
                raise AssertionError("a new game offers no legal action")
            name = v.card_name(v.deck[0] if v.deck else v.pieces[0])    # cards.yaml; a banker game's tiles
            kind = f"{len(v.plays)} plays" if v.family == "climbing" else f"{v.family} family"
            return f"{kind}, {players} players dealt, {len(legal)} first actions, card {name.en}/{name.zh}"
        t.check(f"variant {vid} loads and deals", one)

    def user_variant() -> str:
        if not ids:
            raise AssertionError("no built-in variant to copy")
        folder = home / "variants"
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / "my-house-rules.yaml"
        shutil.copyfile(paths.variants_dir() / f"{ids[0]}.yaml", path)
        v = load_variant(str(path))
        return f"{path.name}, ref {Path(v.ref).name}"

    t.check("a variant file from outside the game loads", user_variant)

    def banker_round() -> str:
        """The banker family's engine and players (sap-tim-pun.md): a seeded round of Normal computers."""
        from game.ai import make_player
        if "sap-tim-pun" not in ids:
            return "no banker variant"
        g = new_game(load_variant("sap-tim-pun"), players=4, seed=SEED)
        bots = [make_player("normal", seed=s) for s in range(4)]
        while not g.is_over:
            s = g.current_player
            g.apply(bots[s].act(g.observation(s), g.legal_actions()))
        if sum(g.chips) != 0 or len(g.wall) >= g.variant.reserve(4):
            raise AssertionError(f"round over with chips {g.chips} and {len(g.wall)} tiles in the wall")
        return f"seed {SEED}: {g.hand_number} hands from one wall, {len(g.wall)} tiles left, chips {g.chips}"

    t.check("a seeded banker round plays by the engine", banker_round)

    def hard_helper() -> str:
        """Hard's helper process (game.ai.helpers) starts from this program, frozen or not, and plays deals:
        in the bundle a helper is the executable started again, which only ``freeze_support`` turns into one."""
        from game.ai.hard import HardPlayer
        from game.ai.helpers import Helpers
        from game.ai.normal import Situation
        g = new_game(load_variant("sap-ng-wu"), players=3, seed=SEED)
        while g.phase != "play":
            g.apply(g.legal_actions()[0])
        obs, legal = g.observation(g.current_player), g.legal_actions()
        hard = HardPlayer(seed=1, budget=1.0)
        brain = hard.brain(obs)
        s = Situation.from_observation(obs, brain.t, hard.rng, 4, legal)
        cands = [(a, why) for a, why in brain.ranked(s) if a in legal][:3]
        helpers = Helpers(1)
        try:
            start = time.perf_counter()
            deadline = start + 2.0     # starting the process is most of it
            asked = helpers.ask(hard.helper_options(), obs, cands, hard.memory, 1, deadline)
            tallies = asked.gather(deadline + 4.0)
            if not tallies or tallies[0].worlds < 1:
                raise AssertionError(f"no deals from the helper ({helpers.alive} alive)")
            return f"{tallies[0].worlds} deals of {len(cands)} candidates in {time.perf_counter() - start:.1f} s"
        finally:
            helpers.close()

    t.check("Hard's helper process starts and plays deals", hard_helper)

    def how_to_play() -> str:
        from game.learn import Heading, page_for
        families = {}
        for vid in ids:
            v = load_variant(vid)
            page = page_for(v)
            if not page.source:
                raise AssertionError(f"{vid}: no How to play words (docs/rules missing from the bundle?)")
            families[v.family] = sum(isinstance(b, Heading) for b in page.blocks)
        return ", ".join(f"{f} {n} parts" for f, n in sorted(families.items()))

    t.check("How to play pages read the rules documents", how_to_play)

    # -- art -------------------------------------------------------------------------------------
    pygame.init()

    def font() -> str:
        from game.ui.fonts import bundled_characters, font_path, load_font
        f = load_font(24)
        has = bundled_characters()
        missing = [c for c in "十五湖天地人鵝偉嫲陈爺" if c not in has]
        if missing:
            raise AssertionError(f"{font_path().name} lacks {''.join(missing)}")
        w, h = f.size("十五湖 Fifteen Lakes")
        if w <= 0 or h <= 0:
            raise AssertionError("text renders empty")
        return f"{font_path().name}, {font_path().stat().st_size // 1024} KB, {len(has)} characters"

    def licence() -> str:
        from game.ui.fonts import font_path
        path = font_path().with_name("OFL.txt")
        text = path.read_text(encoding="utf-8")
        if "SIL OPEN FONT LICENSE" not in text.upper():
            raise AssertionError(f"{path} is not the OFL")
        return path.name

    def art() -> str:
        from game.ui.face_art import default_art_path, load_art
        from game.ui.faces import DominoFace, face_size, render_face
        load_art()
        img = render_face(DominoFace.parse("1:3"), face_size(120))
        if img.get_size() != face_size(120) or img.get_at((img.get_width() // 2, img.get_height() // 2)).a == 0:
            raise AssertionError("the 1:3 face renders empty")
        return f"{default_art_path().name}, 1:3 at {img.get_width()}x{img.get_height()}"

    def new_faces() -> str:
        from game.ui.faces.four_colour import card_size, load_four_colour_art, render_card
        from game.ui.faces.mahjong import load_mahjong_art, render_tile, tile_size
        load_mahjong_art()
        load_four_colour_art()
        for img in (render_tile("1b", tile_size(90)), render_card("R-Ch", card_size(150))):
            if img.get_at((img.get_width() // 2, img.get_height() // 2)).a == 0:
                raise AssertionError("a mahjong tile or four-colour card renders empty")
        return "mahjong.yaml, four_colour.yaml: 1b and R-Ch drawn"

    def icon() -> str:
        path = paths.sprites_dir() / "icon.png"
        img = pygame.image.load(str(path))
        w, h = img.get_size()
        if w != h or w < 64:
            raise AssertionError(f"{path.name} is {w}x{h}, not a square of 64 pixels or more")
        return f"{path.name} {w}x{h}"

    t.check("bundled font has the Chinese glyphs", font)
    t.check("font licence ships beside the font", licence)
    t.check("face art loads and draws", art)
    t.check("mahjong tiles and four-colour cards draw", new_faces)
    t.check("application icon loads", icon)

    # -- the player's files ----------------------------------------------------------------------
    from game.store import load_settings, places, save_settings

    wanted = {}

    def settings() -> str:
        where = places().settings_file
        if home not in where.parents:
            raise AssertionError(f"settings would go to {where}, outside {home}")
        s, notice = load_settings()
        if notice is not None:
            raise AssertionError(f"fresh settings gave a notice: {notice}")
        changed = replace(s, face_style="tile" if s.face_style == "card" else "card", window_size=(1100, 700),
                          highlight_playable=not s.highlight_playable)
        notice = save_settings(changed)
        if notice is not None:
            raise AssertionError(str(notice))
        again, notice = load_settings()
        if notice is not None or again != changed:
            raise AssertionError(f"read back {again!r}, wrote {changed!r}")
        wanted.update(size=changed.window_size, kind=changed.face_style)
        return f"{where.relative_to(home)} written and read back"

    t.check("settings write and read back in a temporary folder", settings)

    # -- the window, through the real loop -------------------------------------------------------
    from game.ui.app import App

    def window() -> str:
        t.app = App(anim_scale=0.0, computer_delay=0.0)
        app = t.app
        if wanted and (tuple(app.window_size) != wanted["size"] or app.face_style.kind != wanted["kind"]):
            raise AssertionError(f"the window ignored the saved settings: {app.window_size}, {app.face_style.kind}")
        return f"{app.screen.get_width()}x{app.screen.get_height()} from the saved settings"

    if not t.check("window opens with the saved settings", window):
        return
    app = t.app

    def title() -> str:
        from game.ui.screens import TitleScene
        app.title()
        _frames(app)
        if not isinstance(app.scene, TitleScene):
            raise AssertionError(f"showing {type(app.scene).__name__}")
        return _drawn(app.screen)

    def new_game_screen() -> str:
        from game.ui.screens import NewGameScene
        app.new_game()
        _frames(app)
        if not isinstance(app.scene, NewGameScene):
            raise AssertionError(f"showing {type(app.scene).__name__}")
        return _drawn(app.screen)

    t.check("title screen draws", title)
    t.check("new game screen draws", new_game_screen)

    def chinese_title() -> str:
        """The compiled catalogues ship and load: the title speaks 繁體中文 and 简体中文, in the bundled font."""
        from game import i18n
        from game.i18n import set_language
        from game.ui.fonts import bundled_characters
        seen = []
        try:
            for language, want in (("zh_Hant", "新遊戲"), ("zh_Hans", "新游戏")):
                set_language(language)
                words = i18n._("New game")
                if words != want:
                    raise AssertionError(f"{language}: 'New game' reads {words!r}, not {want!r}")
                lacking = [c for c in i18n._("Saved matches") + i18n._("Settings") if c not in bundled_characters()]
                if lacking:
                    raise AssertionError(f"the font lacks {''.join(lacking)}")
                app.title()
                _frames(app)
                if not any(b.label == want for b in app.scene.buttons):
                    raise AssertionError(f"{language}: the title shows {[b.label for b in app.scene.buttons]}")
                seen.append(words)
        finally:
            set_language("en")
            app.title()
            _frames(app)
        return " / ".join(seen)

    t.check("the title speaks both Chinese scripts (compiled catalogues)", chinese_title)

    def hand(variant: str = "sap-ng-wu") -> str:
        from game.store import Settings
        from game.ui.seats import MatchSetup, computer
        from game.ui.table import TableScene
        level = Settings().seats[1].level   # the level a new player meets
        setup = MatchSetup(variant, seats=(computer("Ming", level), computer("Lan", level), computer("Wei", level)),
                           hands=1, seed=SEED, delay=0.0)
        app.start_match(setup)
        table = app.scene
        if not isinstance(table, TableScene):
            raise AssertionError(f"showing {type(table).__name__}")
        start = time.perf_counter()
        frames = 0
        while True:
            _frames(app, 1)
            frames += 1
            idle = (not table.queue and not table.flights.busy and app.now() >= table.busy_until
                    and not table.thinker.thinking)
            if idle and table.overlay == "summary":
                break
            if time.perf_counter() - start > HAND_SECONDS:
                raise AssertionError(f"no summary after {HAND_SECONDS:.0f} s ({len(table.game.log.actions)} actions)")
            if frames % 50 == 0:
                time.sleep(0.001)   # let the thinking thread run
        g = table.game
        if not g.is_over or sum(g.chips) != 0:
            raise AssertionError(f"hand over {g.is_over}, chips {g.chips}")
        _drawn(app.screen)
        return (f"{level} computers, seed {SEED}: {len(g.log.actions)} actions in {frames} frames, "
                f"{time.perf_counter() - start:.1f} s, chips {list(g.chips)}")

    played = t.check("a seeded hand of computers plays to the summary through the loop", hand)

    def esc_menu() -> str:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b",
                                             scancode=0))
        _frames(app, 1)
        if app.menu is None:
            raise AssertionError("Esc opened no menu")
        _frames(app, 1)
        detail = _drawn(app.screen)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b",
                                             scancode=0))
        _frames(app, 1)
        if app.menu is not None:
            raise AssertionError("a second Esc left the menu open")
        return detail

    t.check("Esc menu draws over the table", esc_menu)

    if played:
        def standings() -> str:
            table = app.scene
            table.next_hand()
            _frames(app)
            if table.overlay != "match":
                raise AssertionError(f"overlay {table.overlay!r} after the last hand")
            return _drawn(app.screen)

        t.check("final standings draw", standings)

    # Each family's board is its own module, found by the bundle only if imported plainly: play one of each.
    t.check("a seeded fishing hand (dominoes) plays to the summary through the loop",
            lambda: hand("shi-wu-hu-fishing-dominoes"))
    t.check("a seeded Si Se Pai hand plays to the summary at its window table",
            lambda: hand("si-se-pai"))

    def rummy_hand() -> str:
        """Si Se Pai by the engine and its Normal players, replayed from its log (its board comes later)."""
        from game.ai import make_player
        from game.rules import replay

        g = new_game(load_variant("si-se-pai"), players=4, seed=SEED)
        bots = [make_player("normal", seed=s, family="rummy") for s in range(4)]
        while not g.is_over:
            seat = g.current_player
            g.apply(bots[seat].act(g.observation(seat), g.legal_actions()))
        again = replay(g.log)
        if sum(g.chips) != 0 or again.observation(0) != g.observation(0):
            raise AssertionError(f"chips {g.chips}, replayed equal: {again.observation(0) == g.observation(0)}")
        return f"seed {SEED}: {len(g.log.actions)} actions, winner {g.winner}, chips {list(g.chips)}"

    t.check("a seeded Si Se Pai hand plays to its end by the engine", rummy_hand)

    t.check("a seeded Sap Tim Pun round (four hands a bank) plays to the summary through the loop",
            lambda: hand("sap-tim-pun?hands_per_bank=4"))

    for label, method in (("settings", "settings_screen"), ("statistics", "statistics"),
                          ("saved matches", "saved_matches")):
        if not hasattr(app, method):
            continue

        def screen(method=method) -> str:
            app.title()
            _frames(app, 1)
            getattr(app, method)()
            _frames(app)
            detail = f"{type(app.scene).__name__}, " + _drawn(app.screen)
            app.title()
            return detail

        t.check(f"{label} screen draws", screen)

    def stored() -> str:
        app.writer.shutdown(wait=True)    # the saver thread's last write reaches the disk
        saves = sorted(places().saves_dir.glob("*.json"))
        if not saves:
            raise AssertionError(f"no saved match in {places().saves_dir}")
        if not places().scores_file.is_file():
            raise AssertionError(f"no score book at {places().scores_file}")
        players = app.book.players() if played else []
        if played and not {"Ming", "Lan", "Wei"} <= set(players):
            raise AssertionError(f"score book players {players}")
        return f"{len(saves)} save(s), score book with {len(players)} players"

    t.check("the match was saved and scored in the temporary folder", stored)


def first_frame(launched: float, report: _Report) -> int:
    """Open the window as a normal start does, draw one frame, and say how long after launch."""
    from game.ui.app import App
    app = App()
    app.step()
    elapsed = time.time() - launched
    report.line(f"first frame: {elapsed:.3f} s after launch")
    app.writer.shutdown(wait=True)
    import pygame
    pygame.quit()
    return 0


def main() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    before = os.environ.get(HOME_ENV)
    home = Path(tempfile.mkdtemp(prefix="fifteen-lakes-self-test-")).resolve()
    os.environ[HOME_ENV] = str(home)    # never touch a real player's settings, scores or saves
    report = _Report()
    try:
        launched = os.environ.get(FIRST_FRAME_ENV, "").strip()
        if launched:
            return first_frame(float(launched), report)
        start = time.perf_counter()
        t = SelfTest(report)
        try:
            run(t, home)
        except Exception as err:  # noqa: BLE001 - a crash between checks is one more failure
            t.failed += 1
            report.line(f"FAIL self-test stopped: {type(err).__name__}: {err}")
        finally:
            app = t.app
            if app is not None:
                try:
                    if hasattr(app.scene, "close"):
                        app.scene.close()
                    app.writer.shutdown(wait=True)
                    app.book.close()
                except Exception as err:  # noqa: BLE001
                    t.failed += 1
                    report.line(f"FAIL closing the window: {type(err).__name__}: {err}")
            import pygame
            pygame.quit()
        report.line(f"info {time.perf_counter() - start:.1f} s")
        report.line(f"self-test: {t.passed} passed, {t.failed} failed")
        return 0 if t.failed == 0 and t.passed > 0 else 1
    finally:
        report.close()
        shutil.rmtree(home, ignore_errors=True)
        if before is None:
            os.environ.pop(HOME_ENV, None)
        else:
            os.environ[HOME_ENV] = before


if __name__ == "__main__":
    raise SystemExit(main())
