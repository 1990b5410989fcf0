"""A real window under Xvfb, driven by xdotool like a person's mouse (issue "The table").

The game runs as its own process (``python -m game --quick``); xdotool drags a
card from the hand onto the table; the game's log must show the play, and the
X server's own framebuffer (Xvfb -fbdir) must show the card on the table.
"""
from __future__ import annotations

import json
import os
import select
import shutil
import struct
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game import paths

pytestmark = pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")),
                                reason="needs Xvfb and xdotool (apt-get install xvfb xdotool)")


def lead_seed() -> int:
    """A seed whose first hand the person (seat 0) deals and leads at once, with no supreme to lay out."""
    from game.rules import Match, load_variant
    v = load_variant("sap-ng-wu")
    for seed in range(1, 500):
        m = Match.start(v, 3, seed=seed)
        if m.game.dealer == 0 and m.game.phase == "play":
            return seed
    raise AssertionError("no seed found")


def read_xwd(path: Path) -> tuple[int, int, bytes]:
    """Width, height and 32-bit pixels (B, G, R, x) of an XWD framebuffer dump."""
    data = path.read_bytes()
    header = struct.unpack(">25I", data[:100])
    header_size, width, height = header[0], header[4], header[5]
    bits_per_pixel, bytes_per_line, ncolors = header[11], header[12], header[19]
    assert bits_per_pixel == 32
    start = header_size + ncolors * 12
    return width, height, data[start:start + bytes_per_line * height]


def wait_for(probe: Path, cond, seconds: float = 30.0) -> dict:
    end = time.time() + seconds
    while time.time() < end:
        try:
            data = json.loads(probe.read_text())
            if cond(data):
                return data
        except (OSError, ValueError):
            pass
        time.sleep(0.05)
    raise AssertionError(f"timed out; last probe: {probe.read_text() if probe.exists() else 'none'}")


@pytest.fixture
def xserver(tmp_path):
    """A virtual screen of its own. Xvfb picks a free display and names it on a pipe once it is ready
    (``-displayfd``): a display number made up here could be one another X server already holds, and the
    window would then open there, on a screen whose pixels this test cannot read."""
    fb = tmp_path / "fb"
    fb.mkdir()
    ready, told = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(told), "-screen", "0", "1280x800x24", "-fbdir", str(fb),
                               "-nolisten", "tcp"], pass_fds=(told,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(told)
    # One line, "N\n", once ready. Xvfb writes the number and the newline in two writes: a pipe closed after the
    # number alone made the second fail, and Xvfb stopped ("Fatal server error: Cannot write display number to
    # fd"; about one run in eight), so the test found no display later. Read up to the newline, then close.
    said, end = b"", time.monotonic() + 20
    while not said.endswith(b"\n") and select.select([ready], [], [], max(0.0, end - time.monotonic()))[0]:
        chunk = os.read(ready, 16)
        if not chunk:
            break
        said += chunk
    os.close(ready)
    number = said.strip().decode(errors="replace")
    if not number.isdigit():
        server.kill()
        pytest.fail(f"Xvfb named no display (it said {said!r})")
    yield f":{number}", fb / "Xvfb_screen0"
    server.terminate()
    server.wait(timeout=10)


def test_drag_a_card_onto_the_table_with_a_real_mouse(xserver, tmp_path):
    display, framebuffer = xserver
    probe = tmp_path / "probe.json"
    env = dict(os.environ, DISPLAY=display, SDL_AUDIODRIVER="dummy")
    env.pop("SDL_VIDEODRIVER", None)
    game = subprocess.Popen([sys.executable, "-m", "game", "--quick", "--seed", str(lead_seed()), "--size", "1280x800",
                             "--mute", "--probe", str(probe)], cwd=paths.project_root(), env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        state = wait_for(probe, lambda d: d.get("my_turn") and d.get("phase") == "play" and d.get("lead"))
        xdo = ["xdotool"]
        window = subprocess.run(xdo + ["search", "--sync", "--pid", str(game.pid)], env=env, capture_output=True,
                                text=True, timeout=20).stdout.split()[0]
        card, x, y, w, h = state["hand"][-1]
        zone = state["trick_zone"]
        tx, ty = zone[0] + zone[2] // 2, zone[1] + zone[3] // 2
        sx, sy = x + w // 2, y + h // 2
        steps = []
        for k in range(1, 11):
            steps += ["mousemove", "--window", window, str(sx + (tx - sx) * k // 10), str(sy + (ty - sy) * k // 10),
                      "sleep", "0.03"]
        subprocess.run(xdo + ["mousemove", "--window", window, str(sx), str(sy), "sleep", "0.2", "mousedown", "1",
                              "sleep", "0.1"] + steps + ["sleep", "0.1", "mouseup", "1"], env=env, check=True, timeout=30)
        after = wait_for(probe, lambda d: len(d.get("actions", [])) >= 1)
        assert after["actions"][0] == f"Play(['{card}'])"
        geometry = subprocess.run(xdo + ["getwindowgeometry", "--shell", window], env=env, capture_output=True,
                                  text=True, timeout=10).stdout
        pos = dict(line.split("=") for line in geometry.split())
        ox, oy = int(pos["X"]), int(pos["Y"])
        # the played card lands on the table: cream paper pixels in the trick zone of the screen itself
        cream, end = 0, time.time() + 5
        while cream <= 40 and time.time() < end:
            time.sleep(0.2)
            width, height, pixels = read_xwd(framebuffer)
            cream = 0
            for py in range(oy + zone[1], oy + zone[1] + zone[3], 4):
                for px in range(ox + zone[0], ox + zone[0] + zone[2], 4):
                    b, g, r = pixels[(py * width + px) * 4: (py * width + px) * 4 + 3]
                    cream += r > 225 and g > 215 and 190 < b < 240
        assert cream > 40, (cream, ox, oy)
    finally:
        game.terminate()
        try:
            game.wait(timeout=10)
        except subprocess.TimeoutExpired:
            game.kill()
