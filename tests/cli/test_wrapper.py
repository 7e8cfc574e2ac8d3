"""``./dama`` starts the program with one look at a stamp: the setup (scripts/bootstrap)
runs only when the stamp it leaves is missing or older than a file it works from.

The real wrapper runs in a copy of the checkout's shape whose bootstrap and program only
record that they ran."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="./dama is a bash script")


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    """The wrapper with a bootstrap that leaves the stamp and a program that says hello."""
    shutil.copy(ROOT / "dama", tmp_path / "dama")
    (tmp_path / "scripts").mkdir()
    bootstrap = tmp_path / "scripts" / "bootstrap"
    bootstrap.write_text("#!/bin/sh\necho set-up >> \"$(dirname \"$0\")/../ran\"\n"
                         "mkdir -p \"$(dirname \"$0\")/../.venv\"\n"
                         "touch \"$(dirname \"$0\")/../.venv/.ready\"\n")
    (tmp_path / "pyproject.toml").write_text("[project]\n")
    for package in ("rules", "engine"):
        (tmp_path / "accessible_dama" / package).mkdir(parents=True)
        (tmp_path / "accessible_dama" / package / "board.py").write_text("")
    (tmp_path / ".venv" / "bin").mkdir(parents=True)
    program = tmp_path / ".venv" / "bin" / "dama"
    program.write_text("#!/bin/sh\necho \"program $*\" >> \"$(dirname \"$0\")/../../ran\"\n")
    for script in (tmp_path / "dama", bootstrap, program):
        script.chmod(0o755)
    return tmp_path


def _start(checkout: Path, *args: str) -> list[str]:
    """Start ./dama; what ran, in order."""
    (checkout / "ran").unlink(missing_ok=True)
    subprocess.run([str(checkout / "dama"), *args], check=True, timeout=60)
    return (checkout / "ran").read_text().splitlines()


def _older(path: Path, than: Path) -> None:
    stamp = than.stat().st_mtime
    os.utime(path, (stamp - 10, stamp - 10))


def test_the_first_start_sets_up_then_the_program_runs(checkout: Path) -> None:
    assert _start(checkout, "--version") == ["set-up", "program --version"]


def test_a_start_after_the_setup_runs_only_the_program(checkout: Path) -> None:
    _start(checkout)
    for f in checkout.rglob("*"):
        if f.is_file() and f.name != ".ready":
            _older(f, checkout / ".venv" / ".ready")
    assert _start(checkout, "--lang", "cs") == ["program --lang cs"]


@pytest.mark.parametrize("changed", ["pyproject.toml", "scripts/bootstrap",
                                     "accessible_dama/rules/board.py",
                                     "accessible_dama/engine/board.py"])
def test_a_file_the_setup_works_from_changed_sets_up_again(checkout: Path, changed: str) -> None:
    _start(checkout)
    stamp = checkout / ".venv" / ".ready"
    for f in checkout.rglob("*"):
        if f.is_file() and f != stamp:
            _older(f, stamp)
    os.utime(checkout / changed)  # now: newer than the stamp
    assert _start(checkout) == ["set-up", "program "]
