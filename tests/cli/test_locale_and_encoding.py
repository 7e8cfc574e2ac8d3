"""The game in any locale and encoding: Czech output on an ASCII or Latin-1 terminal is
transliterated, never a crash; Czech typed in UTF-8 is read under the C locale; a bad
FEN is one sentence (in the player's language for the game, one line for the tools)."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest
from dama_process import env_for

from accessible_dama.cli.app import plain_writer
from accessible_dama.cli.main import main
from accessible_dama.cli.textio import plain_form


def _dama(tmp_path: Path, args: list[str], stdin: bytes, **env: str
          ) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "accessible_dama", *args], input=stdin, capture_output=True,
        env={**env_for(tmp_path), **env}, timeout=120, check=False,
    )


GAME = ["--lang", "cs", "--silent", "--opponent", "human"]
MOVE = "cé tři dé čtyři\nkdo je na tahu\n".encode()


def test_czech_output_on_an_ascii_terminal_is_transliterated(tmp_path: Path) -> None:
    done = _dama(tmp_path, GAME, MOVE, PYTHONIOENCODING="ascii")
    assert done.returncode == 0, done.stderr
    out = done.stdout.decode("ascii")
    assert "Bily: c3 na d4." in out and "Na tahu: Cerny" in out
    assert b"Traceback" not in done.stderr


def test_czech_output_on_a_latin1_terminal_keeps_the_letters_latin1_has(tmp_path: Path) -> None:
    done = _dama(tmp_path, GAME, MOVE, PYTHONIOENCODING="latin-1")
    assert done.returncode == 0, done.stderr
    out = done.stdout.decode("latin-1")
    assert "Bílý: c3 na d4." in out and "Na tahu: Cerný" in out


def test_czech_typed_in_utf8_is_read_under_the_c_locale(tmp_path: Path) -> None:
    done = _dama(tmp_path, GAME, MOVE, LC_ALL="C", PYTHONUTF8="0", PYTHONCOERCECLOCALE="0")
    assert done.returncode == 0, done.stderr
    assert "c3 na d4." in done.stdout.decode("ascii")


def test_bytes_that_are_not_utf8_are_read_in_the_terminals_own_encoding(tmp_path: Path) -> None:
    latin2 = "cé tři dé čtyři\n".encode("iso8859-2")
    done = _dama(tmp_path, GAME, latin2, PYTHONIOENCODING="iso8859-2")
    assert done.returncode == 0, done.stderr
    assert "Bílý: c3 na d4." in done.stdout.decode("iso8859-2")


def test_the_plain_writer_transliterates_for_a_stream_that_lacks_the_letters() -> None:
    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding="ascii")
    plain_writer(stream)("Nerozumím: „čtyři\u202e“…\x1b")
    assert raw.getvalue() == b'Nerozumim: "ctyri"... \n'


@pytest.mark.parametrize(("text", "encoding", "plain"), [
    ("Černý bere", "ascii", "Cerny bere"),
    ("Černý bere", "latin-1", "Cerný bere"),
    ("„ano“ – ne", "ascii", '"ano" - ne'),
    ("⠁⠃ 漢", "ascii", "?? ?"),
    ("\ud800", "utf-8", "?"),
])
def test_what_an_encoding_lacks_becomes_its_plain_form(text: str, encoding: str,
                                                       plain: str) -> None:
    assert plain_form(text, encoding) == plain


@pytest.mark.parametrize(("lang", "sentence"), [
    ("cs", "dama: Pozici „W:W²1:B5“ nelze přečíst: „²1“ do ní nepatří."),
    ("en", 'dama: Cannot read the position "W:W²1:B5": "²1" does not belong there.'),
])
def test_a_bad_fen_for_the_game_is_one_sentence_in_the_players_language(
    tmp_path: Path, lang: str, sentence: str
) -> None:
    done = _dama(tmp_path, ["--lang", lang, "--silent", "--fen", "W:W²1:B5"], b"")
    assert done.returncode == 2
    assert done.stderr.decode().splitlines() == [sentence]


@pytest.mark.parametrize("argv", [
    ["moves", "czech", "--fen", "W:W²1:B5"],
    ["perft", "czech", "1", "--fen", "W:W²1:B5"],
    ["hint", "czech", "--fen", "W:W²1:B5"],
    ["analyse", "czech", "--fen", "W:W²1:B5"],
    ["moves", "mill", "--fen", "W:W:B:H❸,9"],
    ["show", "czech", "--fen", "W:W❸:B5", "--text"],
])
def test_a_bad_fen_in_the_tools_is_one_line_with_status_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    [line] = captured.err.splitlines()
    assert line.startswith("dama: Cannot read the position ") and "Traceback" not in captured.err
