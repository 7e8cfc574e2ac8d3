"""The tool subcommands: perft, moves, and their errors (one line on stderr, status 2)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from accessible_dama.cli.main import main


def test_perft_prints_count_last(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["perft", "czech", "3"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "perft 3: 302"


def test_perft_divide_prints_one_line_per_root_move(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["perft", "international", "2", "--divide"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == "perft 2: 81"
    assert len(lines) == 10
    assert sum(int(line.split(": ")[1]) for line in lines[:-1]) == 81
    assert "h4-i5: 9" in lines


def test_moves_prints_full_capture_paths_sorted(capsys: pytest.CaptureFixture[str]) -> None:
    # brazilian 6: the king's route a1xc3xe1xh4 through three men
    assert main(["moves", "brazilian", "--fen", "W:WKa1:Bb2,d2,g3"]) == 0
    assert capsys.readouterr().out == "a1xc3xe1xh4\n"


def test_moves_from_start_are_sorted_and_nothing_else(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["moves", "czech"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == sorted(out)
    assert out == ["a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["perft", "chess", "2"], "unknown variant 'chess'"),
        (["perft", "czech", "two"], "depth must be a whole number"),
        (["perft", "czech", "-1"], "depth must not be negative"),
        (["moves", "czech", "--fen", "W:Wz9:B1"], "'z9' is not a square"),
        (["moves", "czech", "--fen", "nonsense"], "bad FEN"),
    ],
)
def test_bad_arguments_give_one_line_and_status_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    err = captured.err.splitlines()
    assert len(err) == 1 and message in err[0]


def test_python_dash_m_runs_the_same_command() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "accessible_dama", "perft", "english", "2"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0
    assert done.stdout.strip() == "perft 2: 49"
