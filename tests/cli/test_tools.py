"""The tool subcommands: perft, moves, and their errors (one line on stderr, status 2)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

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
        (["perft", "chess", "2"], "unknown game 'chess'"),
        (["perft", "czech", "two"], "depth must be a whole number from 0 to 64, not 'two'"),
        (["perft", "czech", "-1"], "depth must be a whole number from 0 to 64, not '-1'"),
        (["moves", "czech", "--fen", "W:Wz9:B1"], "z9"),
        (["moves", "czech", "--fen", "nonsense"], 'Cannot read the position "nonsense"'),
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


#: games of the project's own: the engine against itself (scripts/make_pdn_quirks.py)
OWN_GAMES = Path(__file__).resolve().parents[1] / "data" / "games" / "czech.pdn"


def test_replay_prints_one_line_per_game_and_the_total(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(OWN_GAMES), "--lang", "en"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == "4 games, 4 ok, 0 failed"
    assert len(lines) == 5
    assert all(": OK (czech," in line for line in lines[:-1])


def test_replay_names_the_first_illegal_move_and_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pdn = tmp_path / "bad.pdn"
    pdn.write_bytes(
        b'[White "Nov\xe1k"]\r\n[Black "Dvo\xf8\xe1k"]\r\n[Date "2026.11.22"]\r\n'
        b"1. c3-d4 f6-g5 2. d4-c6 *\r\n\r\n"
        b'[White "A"]\r\n[Black "B"]\r\n1. c3-d4 f6-g5 1-0\r\n'
    )
    assert main(["replay", str(pdn), "--lang", "en"]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("game 1 (White: Novák; Black: Dvořák; Date: 2026.11.22): FAILED")
    assert "move 2. d4-c6" in lines[0]
    assert lines[1].startswith("game 2 (White: A; Black: B): OK")
    assert lines[-1] == "2 games, 1 ok, 1 failed"


def test_replay_of_a_missing_file_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "/no/such/file.pdn"]) == 2
    assert "cannot read '/no/such/file.pdn'" in capsys.readouterr().err


def test_match_prints_a_line_per_game_and_the_score(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", "--variant", "czech", "--level", "3", "--vs-level", "1",
                 "--games", "2", "--seed", "4", "--depth", "3"]) == 0
    # searched to a depth, not for a time: the same games on any machine
    assert capsys.readouterr().out.splitlines() == [
        "game 1: level 3 - level 1: 1-0 (no_pieces, 43 plies)",
        "game 2: level 1 - level 3: 0-1 (no_pieces, 50 plies)",
        "level 3: 2 wins, 0 draws, 0 losses",
    ]


def test_hint_prints_the_move_and_why_in_czech(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["hint", "czech", "--fen", "W:Wb6,d6,d4,b2:Ba7,b4,c3,f2", "--lang", "cs",
                 "--depth", "7", "--line"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "b6-c7: vynucená výhra za 4 tahy."
    assert lines[1] == "b6-c7 c3xa1 c7-b8 a1xc7 b8xa5 a7-b6 a5xc7"


def test_analyse_says_who_is_better_in_english(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyse", "czech", "--fen", "W:Wc3,e3,g3,a3,a1:Bb6,d6,f6", "--lang", "en",
                 "--depth", "4"]) == 0
    assert capsys.readouterr().out == "White is two men ahead.\n"


@pytest.mark.parametrize("argv", [["hint", "czech", "--depth", "0"],
                                  ["analyse", "czech", "--depth", "deep"],
                                  ["match", "--level", "1", "--vs-level", "1", "--depth", "65"]])
def test_a_bad_search_depth_is_a_usage_error(capsys: pytest.CaptureFixture[str],
                                             argv: list[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("dama: --depth must be ") and err.count("\n") == 1


def test_interpret_reads_lines_as_the_game_does_cleaned_and_bounded() -> None:
    # a 1 MB line is refused in one line, an escape sequence is removed before reading
    text = "a" * 1_000_000 + "\n\x1b[Ac3 d4\n"
    done = subprocess.run(
        [sys.executable, "-m", "accessible_dama", "interpret", "-", "--lang", "en"],
        input=text, capture_output=True, text=True, check=False, timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["too long: more than 500 characters", "move c3-d4"]
