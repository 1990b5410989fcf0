"""The benchmark's peers run in another interpreter, and their absence is no error (CI has none)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from game import bench, bench_peers


def test_a_missing_interpreter_gives_no_peer_rows() -> None:
    assert bench.peer_rates("/nonexistent/python", 0.01, 0) == []


def test_the_peer_script_runs_with_the_standard_library_only(tmp_path: Path) -> None:
    """Run as a plain script with ``-I`` (no site packages, no game on the path) it still answers, in JSON lines."""
    script = Path(bench_peers.__file__)
    done = subprocess.run([sys.executable, "-I", "-S", str(script), "--seconds", "0.01"], capture_output=True,
                          text=True, timeout=60, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    for line in done.stdout.splitlines():
        assert {"name", "decisions_per_s", "peer"} <= set(json.loads(line))


def test_pairs_are_left_out_without_a_peer() -> None:
    assert bench.paired_with_peers("/nonexistent/python", "ma-hua-hua", 0.05, 1) == []
