"""``dama show``: the board as Unicode braille lines or as words."""

from __future__ import annotations

import argparse

import pytest

from accessible_dama.cli.args import CommandError
from accessible_dama.cli.braille_cmd import add_show_arguments, show_command


def show(capsys: pytest.CaptureFixture[str], *argv: str) -> list[str]:
    parser = argparse.ArgumentParser(prog="dama show")
    add_show_arguments(parser)
    assert show_command(parser.parse_args(list(argv))) == 0
    return capsys.readouterr().out.splitlines()


def test_show_braille_prints_a_line_per_rank(capsys: pytest.CaptureFixture[str]) -> None:
    lines = show(capsys, "czech", "--braille")
    assert lines[0] == "⠼⠓⠀⠀⠛⠀⠛⠀⠛⠀⠛"
    assert lines[5] == "⠼⠉⠀⠉⠀⠉⠀⠉⠀⠉"
    assert lines[8] == "⠀⠀⠀⠁⠃⠉⠙⠑⠋⠛⠓"
    assert len(lines) == 9


def test_show_braille_of_a_position_with_kings(capsys: pytest.CaptureFixture[str]) -> None:
    lines = show(capsys, "czech", "--fen", "W:WKc3:Bd6,Kh8", "--braille")
    assert lines[0] == "⠼⠓⠀⠀⠤⠀⠤⠀⠤⠀⠿"
    assert lines[5] == "⠼⠉⠀⠤⠀⠭⠀⠤⠀⠤"


def test_show_text_says_the_board_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    lines = show(capsys, "czech", "--fen", "W:WKc3:Bd6,Kh8", "--text", "--lang", "en")
    assert lines[0] == "Rank 8: h8 black king."
    assert lines[5] == "Rank 3: c3 white king."
    cs = show(capsys, "czech", "--text", "--lang", "cs")
    assert cs[2] == "Řada 6: b6 černý kámen, d6 černý kámen, f6 černý kámen, h6 černý kámen."


def test_show_asks_for_braille_or_text_and_refuses_a_bad_fen(
    capsys: pytest.CaptureFixture[str],
) -> None:
    parser = argparse.ArgumentParser(prog="dama show")
    add_show_arguments(parser)
    with pytest.raises(SystemExit):
        parser.parse_args(["czech"])
    with pytest.raises(CommandError):
        show_command(parser.parse_args(["czech", "--fen", "nonsense", "--braille"]))
    with pytest.raises(CommandError):
        show_command(parser.parse_args(["chess", "--text"]))
