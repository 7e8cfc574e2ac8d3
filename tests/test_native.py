"""The compiled hot path (accessible_dama.native): used only when it was built from
exactly the sources there, and the same program as plain Python otherwise."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from accessible_dama import native
from tests.components import need

ROOT = Path(__file__).resolve().parent.parent

PROBE = """
import accessible_dama.native as n
import accessible_dama.rules.movegen as g
from accessible_dama.rules import Position, find_variant, perft
print(n.status())
print(g.__file__)
print(perft(Position(find_variant("czech")), 5))
"""


def run_probe(root: Path, **env: str) -> list[str]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE],
        cwd=root, env={**os.environ, "PYTHONPATH": str(root), **env},
        capture_output=True, text=True, timeout=120, check=True,
    )
    return done.stdout.splitlines()


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    """A copy of the package with its compiled modules."""
    need("compiled-core")
    shutil.copytree(ROOT / "accessible_dama", tmp_path / "accessible_dama",
                    ignore=shutil.ignore_patterns("__pycache__"))
    return tmp_path


def test_the_compiled_core_is_what_runs_here() -> None:
    need("compiled-core")
    import accessible_dama.engine.search as search
    import accessible_dama.rules.movegen as movegen

    for module in (movegen, search):
        assert not module.__file__.endswith(".py"), module.__file__


def test_plain_python_when_asked_gives_the_same_counts() -> None:
    status, file, count = run_probe(ROOT, DAMA_PURE_PYTHON="1")
    assert status.startswith("python (DAMA_PURE_PYTHON")
    assert file.endswith("movegen.py")
    assert count == "7361"


def test_a_changed_source_runs_as_python_not_the_stale_compiled_code(copy: Path) -> None:
    source = copy / "accessible_dama" / "rules" / "movegen.py"
    source.write_text(source.read_text(encoding="utf-8") + "\n# changed\n", encoding="utf-8")
    status, file, count = run_probe(copy)
    assert status == "python (the sources changed since they were compiled)"
    assert file.endswith("movegen.py") and count == "7361"


def test_the_copy_itself_runs_compiled(copy: Path) -> None:
    status, file, count = run_probe(copy)
    assert status == "compiled" and not file.endswith(".py") and count == "7361"


def test_a_damaged_manifest_runs_as_python(copy: Path) -> None:
    (copy / "accessible_dama" / "_compiled" / "manifest.json").write_text("{not json")
    status, _, count = run_probe(copy)
    assert status.startswith("python (the compiled modules' manifest cannot be read")
    assert count == "7361"


def test_a_manifest_for_another_python_runs_as_python(copy: Path) -> None:
    manifest = copy / "accessible_dama" / "_compiled" / "manifest.json"
    data = json.loads(manifest.read_text())
    data["python"] = ".cpython-39-x86_64-linux-gnu.so"
    manifest.write_text(json.dumps(data))
    status, _, count = run_probe(copy)
    assert status == "python (compiled for another Python)" and count == "7361"


def test_a_compiled_file_that_does_not_load_runs_as_python(copy: Path) -> None:
    manifest = json.loads((copy / "accessible_dama" / "_compiled" / "manifest.json").read_text())
    broken = copy / "accessible_dama" / "_compiled" / manifest["files"][native.MODULES[-1]]
    broken.write_bytes(b"not a shared library")
    status, file, count = run_probe(copy)
    assert status.startswith("python (a compiled module did not load")
    assert file.endswith("movegen.py") and count == "7361"
