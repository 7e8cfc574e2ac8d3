"""A bad position given on the command line is quoted at most 40 characters long, on one
line of standard error, whatever its length (as the game quotes a player's words)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from dama_process import env_for

from accessible_dama.notation import NotationError
from accessible_dama.notation.text import parse_position
from accessible_dama.rules import find_game

#: a 30 KB FEN whose every piece names no square
HUGE_FEN = "W:W" + ",".join(["x1"] * 10_000)


@pytest.mark.parametrize("command", [
    ["perft", "czech", "1"],
    ["moves", "czech"],
    ["hint", "czech"],
    ["analyse", "czech"],
    ["--silent"],  # the game itself
])
def test_a_30_kb_fen_is_quoted_in_40_characters_on_one_line(tmp_path: Path,
                                                             command: list[str]) -> None:
    done = subprocess.run([sys.executable, "-m", "accessible_dama", *command, "--fen", HUGE_FEN],
                          capture_output=True, text=True, env=env_for(tmp_path), timeout=120,
                          stdin=subprocess.DEVNULL, check=False)
    assert done.returncode == 2
    [line] = done.stderr.splitlines()
    assert line.startswith("dama: ") and "W:Wx1,x1" in line
    assert len(line) < 200, line
    assert "x1," * 20 not in line


@pytest.mark.parametrize(("game", "text"), [
    ("czech", HUGE_FEN),
    ("czech", "W:W" + "7" * 30_000),  # one piece of 30 KB
    ("czech", "X" * 30_000 + ":W1"),
    ("mill", "W:W" + ",".join(["z9"] * 10_000)),
    ("mill", "W:Wa1:Wb2" + "," * 30_000),
])
def test_a_position_error_quotes_at_most_40_characters_of_the_text(game: str,
                                                                   text: str) -> None:
    with pytest.raises(NotationError) as raised:
        parse_position(find_game(game), text)
    message = str(raised.value)
    assert len(message) < 3 * 40 + 100, message
