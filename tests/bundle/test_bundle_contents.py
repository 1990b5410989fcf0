"""The PyInstaller bundle carries every file the game reads, and the self-test passes (issue 8).

``game/bundle_files.py`` lists the data files; ``build.spec`` passes that list
to PyInstaller. These tests fail when a file under ``data/`` or ``sprites/`` is
neither declared nor left out on purpose, when the game opens a data file the
list does not carry, when ``build.spec`` stops using the list, and, where a
bundle has been built (``dist/``), when a declared file is not in it.
"""
from __future__ import annotations

import ast
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game import bundle_files

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"


def test_every_file_under_data_and_sprites_is_bundled_or_left_out_on_purpose():
    bundled = bundle_files.bundled_files(ROOT)
    missing = [f for f in bundle_files.repository_files(ROOT)
               if f not in bundled and f not in bundle_files.LEFT_OUT]
    assert not missing, (f"not in the bundle: {missing}; add them to DATAS in game/bundle_files.py "
                         "(or to LEFT_OUT, saying why the game never reads them)")


def test_left_out_files_exist_and_are_not_bundled():
    bundled = bundle_files.bundled_files(ROOT)
    for path, why in bundle_files.LEFT_OUT.items():
        assert (ROOT / path).is_file(), f"LEFT_OUT names {path}, which is gone: drop it from the list"
        assert path not in bundled, f"{path} is both bundled and left out"
        assert why.strip()


def test_every_declared_pattern_matches_a_file():
    empty = [pattern for pattern, files in bundle_files.declared(ROOT).items() if not files]
    assert not empty, f"DATAS patterns that match nothing (a file was moved or deleted?): {empty}"


def test_the_runtime_files_are_all_declared():
    """The files the game's own code names (font, art, icon, names, variants) are in the bundle."""
    bundled = set(bundle_files.bundled_files(ROOT))
    needed = {"data/cards.yaml", "data/variants/sap-ng-wu.yaml", "sprites/faces.yaml", "sprites/icon.png",
              "sprites/fonts/NotoSansCJKhk-Regular-Subset.otf", "sprites/fonts/OFL.txt"}
    assert needed <= bundled, needed - bundled


def _analysis_call(tree: ast.AST) -> ast.Call:
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", None) == "Analysis"]
    assert len(calls) == 1, "build.spec should make exactly one Analysis (both executables come from it)"
    return calls[0]


def test_build_spec_takes_its_datas_from_the_list():
    """Read build.spec as a syntax tree (never run it): Analysis(datas=bundle_files.datas(...))."""
    tree = ast.parse((ROOT / "build.spec").read_text(encoding="utf-8"), "build.spec")
    datas = next(k.value for k in _analysis_call(tree).keywords if k.arg == "datas")
    assert isinstance(datas, ast.Call) and ast.unparse(datas.func) == "bundle_files.datas", ast.unparse(datas)
    # one-folder (COLLECT, named FifteenLakes) and one-file (an EXE carrying a.binaries and a.datas)
    names = {ast.unparse(n.func): n for n in ast.walk(tree) if isinstance(n, ast.Call)}
    assert "COLLECT" in names and "EXE" in names
    collect = names["COLLECT"]
    assert any(k.arg == "name" and ast.unparse(k.value) == "NAME" for k in collect.keywords)
    onefile = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and ast.unparse(n.func) == "EXE"
               and [ast.unparse(a) for a in n.args[:4]] == ["pyz", "a.scripts", "a.binaries", "a.datas"]]
    assert onefile, "no one-file EXE(pyz, a.scripts, a.binaries, a.datas, ...) in build.spec"


# sitecustomize runs before the game in the child process: it records every file opened under
# data/ or sprites/ (Python's audit hook sees open(), Path.read_text and friends).
_RECORDER = """
import os, sys
_log = os.environ["FL_OPENED_LOG"]
_roots = tuple(os.path.join(os.environ["FL_ROOT"], d) + os.sep for d in ("data", "sprites"))
_seen = set()
def _hook(event, args):
    if event == "open" and args and isinstance(args[0], (str, os.PathLike)):
        path = os.path.abspath(os.fspath(args[0]))
        if path.startswith(_roots) and path not in _seen:
            _seen.add(path)
            with open(_log, "a", encoding="utf-8") as f:
                f.write(path + "\\n")
sys.addaudithook(_hook)
"""


def test_self_test_passes_from_source_and_reads_only_bundled_files(tmp_path):
    """`python -m game --self-test` exits 0, and every data file it opened is one the bundle carries."""
    hook = tmp_path / "hook"
    hook.mkdir()
    (hook / "sitecustomize.py").write_text(textwrap.dedent(_RECORDER), encoding="utf-8")
    log = tmp_path / "opened.txt"
    env = dict(os.environ, FL_OPENED_LOG=str(log), FL_ROOT=str(ROOT),
               PYTHONPATH=os.pathsep.join([str(hook), str(ROOT)]))
    env.pop("FIFTEEN_LAKES_FIRST_FRAME", None)
    out = subprocess.run([sys.executable, "-m", "game", "--self-test"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "FAIL" not in out.stdout and "self-test:" in out.stdout, out.stdout
    opened = {Path(p).relative_to(ROOT).as_posix() for p in log.read_text(encoding="utf-8").split()}
    assert {"data/cards.yaml", "sprites/faces.yaml"} <= opened, opened   # the recorder works
    bundled = bundle_files.bundled_files(ROOT)
    assert not opened - set(bundled), f"the game read files the bundle lacks: {sorted(opened - set(bundled))}"


def _contents_dir(folder: Path) -> Path:
    """Where a one-folder bundle keeps its data: _internal/ (PyInstaller 6) or beside the executable."""
    inner = folder / "_internal"
    return inner if inner.is_dir() else folder


@pytest.mark.skipif(not (DIST / "FifteenLakes").is_dir(), reason="no one-folder bundle built (dist/FifteenLakes)")
def test_the_built_one_folder_bundle_holds_every_declared_file():
    base = _contents_dir(DIST / "FifteenLakes")
    missing = [inside for inside in bundle_files.bundled_files(ROOT).values() if not (base / inside).is_file()]
    assert not missing, f"{base} lacks {missing}: rebuild with python -m PyInstaller build.spec --noconfirm"


@pytest.mark.skipif(not (DIST / "FifteenLakes").is_dir(), reason="no one-folder bundle built (dist/FifteenLakes)")
def test_the_built_bundle_carries_hards_playouts_in_c_where_they_were_built():
    """Hard without its C extension plays the same, on a tenth of the deals (docs/ai.md, session 27): a bundle built
    where the extension was built must carry it."""
    from game.ai import fast

    if not fast.available():
        pytest.skip("the C extension is not built here, so the bundle cannot carry it")
    found = list((_contents_dir(DIST / "FifteenLakes") / "game" / "ai").glob("_fastplay*"))
    assert found, "the bundle lacks game/ai/_fastplay: rebuild with python -m PyInstaller build.spec --noconfirm"
    out = subprocess.run([str(DIST / "FifteenLakes" / "FifteenLakes"), "--self-test"], capture_output=True,
                         text=True, timeout=300, env=dict(os.environ, SDL_VIDEODRIVER="dummy",
                                                          SDL_AUDIODRIVER="dummy"))
    report = out.stdout
    if not report.strip():   # a windowed build (Windows, macOS) writes its report to the temporary folder
        from game.selftest import REPORT_FILE
        import tempfile
        report = (Path(tempfile.gettempdir()) / REPORT_FILE).read_text(encoding="utf-8")
    assert out.returncode == 0, report
    assert "playouts and reading of the table: in C" in report, report


def _one_file_builds() -> list[Path]:
    return [p for p in DIST.glob("FifteenLakes-*") if p.is_file()] if DIST.is_dir() else []


@pytest.mark.skipif(not _one_file_builds(), reason="no one-file executable built (dist/FifteenLakes-<os>-<arch>)")
def test_the_built_one_file_executable_holds_every_declared_file():
    readers = pytest.importorskip("PyInstaller.archive.readers", reason="PyInstaller reads its own archives")
    for exe in _one_file_builds():
        toc = set(readers.CArchiveReader(str(exe)).toc)
        missing = [inside for inside in bundle_files.bundled_files(ROOT).values() if inside not in toc]
        assert not missing, f"{exe.name} lacks {missing}: rebuild with python -m PyInstaller build.spec --noconfirm"
