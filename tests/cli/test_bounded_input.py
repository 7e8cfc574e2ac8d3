"""Input lines are bounded from the reader on: an endless line is cut, its rest dropped
(not read as further lines), and the game answers it in one sentence and goes on."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

from dama_process import env_for

from accessible_dama.cli.app import READ_AT_MOST, plain_reader


def test_an_endless_line_is_cut_and_its_rest_is_not_read_as_lines() -> None:
    read = plain_reader(io.StringIO("a" * (5 * READ_AT_MOST + 7) + "\nboard\n\nlast"))
    assert read() == "a" * READ_AT_MOST
    assert read() == "board\n"
    assert read() == "\n"
    assert read() == "last"
    assert read() is None


def test_a_ten_megabyte_line_gets_one_sentence_and_the_game_goes_on(tmp_path: Path) -> None:
    typed = b"c3 d4 " * 2_000_000 + b"\nkdo je na tahu\n"
    done = subprocess.run(
        [sys.executable, "-m", "accessible_dama", "--lang", "cs", "--silent",
         "--opponent", "human"],
        input=typed, capture_output=True, env=env_for(tmp_path), timeout=120, check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.decode().splitlines()
    assert "Ten řádek je příliš dlouhý; tah nebo příkaz má nejvýš 500 znaků." in lines
    assert "Na tahu: Bílý, 1. tah." in lines
    assert all(len(line) <= 300 for line in lines)
