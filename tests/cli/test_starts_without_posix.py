"""The program starts where the POSIX-only modules do not exist (Windows).

Each command runs in a child Python whose ``sitecustomize`` sets ``sys.modules[name] =
None`` for tty, termios, pty, fcntl, resource, pwd and grp, so importing any of them
fails there as it does on Windows. The game, the screen-reader mode and the tools must
not need them; only the commands that truly need a pty (board-sim) say so in one line.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.dama_process import env_for

BLOCKED = ("tty", "termios", "pty", "fcntl", "resource", "pwd", "grp")


@pytest.fixture
def no_posix(tmp_path: Path) -> dict[str, str]:
    """An environment whose Python cannot import the POSIX-only modules."""
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(
        "import sys\n"
        f"for name in {BLOCKED!r}:\n"
        "    sys.modules[name] = None\n",
        encoding="utf-8",
    )
    env = env_for(tmp_path)
    env["PYTHONPATH"] = str(site)
    return env


def _run(env: dict[str, str], *args: str, text: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *args], input=text, capture_output=True, text=True,
                          env=env, timeout=120, check=False)


def test_the_block_is_in_force(no_posix: dict[str, str]) -> None:
    for name in BLOCKED:
        done = _run(no_posix, "-c", f"import {name}")
        assert done.returncode != 0, f"{name} could still be imported"
        assert "halted" in done.stderr


def test_help_starts_without_posix_modules(no_posix: dict[str, str]) -> None:
    done = _run(no_posix, "-m", "accessible_dama", "--help")
    assert done.returncode == 0, done.stderr
    assert "usage: dama" in done.stdout
    assert "board-sim" in done.stdout


def test_perft_runs_without_posix_modules(no_posix: dict[str, str]) -> None:
    done = _run(no_posix, "-m", "accessible_dama", "perft", "czech", "5")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "perft 5: 7361"


def test_a_screen_reader_game_plays_without_posix_modules(no_posix: dict[str, str]) -> None:
    done = _run(no_posix, "-m", "accessible_dama", "--screen-reader", "--opponent", "human",
                "--lang", "en", text="c3 d4\nf6 g5\nd4 h8\nquit\nyes\n")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "White: c3 to d4." in lines
    assert "Black: f6 to g5." in lines
    assert any(line.startswith("Goodbye.") for line in lines)
    assert "Traceback" not in done.stderr


def test_a_spoken_game_falls_back_cleanly_without_posix_modules(no_posix: dict[str, str]
                                                               ) -> None:
    done = _run(no_posix, "-m", "accessible_dama", "--speech", "--opponent", "human",
                "--lang", "en", text="c3 d4\nquit\nyes\n")
    assert done.returncode == 0, done.stderr
    assert "White: c3 to d4." in done.stdout.splitlines()
    assert "Traceback" not in done.stderr


def test_board_sim_without_a_pty_says_so_in_one_line(no_posix: dict[str, str]) -> None:
    done = _run(no_posix, "-m", "accessible_dama", "board-sim", text="quit\n")
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert done.stderr.strip().splitlines() == [
        "dama: this system has no pseudo-terminals: use --listen PORT for a board on TCP"]
