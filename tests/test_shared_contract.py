"""The engine's public contract (../shared/contract) holds.

The contract lives beside the repository, where CI and the developers have it;
a clone without it skips this test rather than pretending it passed.
"""
from __future__ import annotations

import subprocess
import sys

import pytest

from game import paths

CONTRACT = paths.project_root().parent / "shared" / "contract"


@pytest.mark.skipif(not CONTRACT.is_dir(), reason="../shared/contract is not beside this clone")
def test_engine_contract_holds():
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(CONTRACT)],
                         cwd=paths.project_root(), capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
