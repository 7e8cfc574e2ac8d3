"""``dama moves`` and ``dama perft`` for the point games, in each game's own notation."""

from __future__ import annotations

import pytest

from accessible_dama.cli.main import main


def test_moves_of_alquerque_from_the_start(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["moves", "alquerque"]) == 0
    assert capsys.readouterr().out == "b2-c3\nc2-c3\nd2-c3\nd3-c3\n"


def test_moves_print_every_landing_point_sorted(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["moves", "alquerque", "--fen", "W:Wa1:Bb2,c4,c2"]) == 0
    assert capsys.readouterr().out == "a1xc3\na1xc3xc1\na1xc3xc5\n"


def test_moves_of_the_modified_game_show_the_pass(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["moves", "alquerque-modified", "--fen", "W:Wa5:Bc3"]) == 0
    assert capsys.readouterr().out == "--\n"


def test_moves_of_mill_name_the_removed_man(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["moves", "mill", "--fen", "W:Wa1,d1,g4,b4:Bb6,d6,f4,e5"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == sorted(out)
    assert {line for line in out if line.startswith("g4-g1")} == {
        "g4-g1xb6", "g4-g1xd6", "g4-g1xe5", "g4-g1xf4"
    }


def test_moves_of_mill_from_the_start_are_the_24_points(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["moves", "mlýn"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 24


def test_moves_of_vietnamese_chess_in_check(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["moves", "vietnamese", "--fen", "B:Wc2,Kc1:Bd5,Kc3"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "c3-b2", "c3-b3", "c3-b4", "c3-c4", "c3-d2", "c3-d3", "c3-d4"
    ]


@pytest.mark.parametrize(
    ("game", "depth", "total"),
    [("alquerque", 6, 192), ("alquerque-modified", 6, 91), ("mill", 3, 12144),
     ("vietnamese", 3, 709)],
)
def test_perft_prints_the_count_last(
    game: str, depth: int, total: int, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["perft", game, str(depth)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == f"perft {depth}: {total}"


def test_perft_divide_prints_one_sorted_line_per_root_move(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["perft", "vietnamese", "3", "--divide"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == "perft 3: 709"
    assert lines[:-1] == sorted(lines[:-1]) and len(lines) == 10
    assert "b2-b3: 98" in lines
    assert sum(int(line.split(": ")[1]) for line in lines[:-1]) == 709


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["moves", "mill", "--fen", "W:Wd4:B"], '"d4" does not belong there'),
        (["moves", "vietnamese", "--fen", "W:Wa1:Be5"], "the rules do not allow it"),
        (["perft", "alquerque", "x"], "depth must be a whole number"),
        (["moves", "alquerk"], "unknown game 'alquerk'"),
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
