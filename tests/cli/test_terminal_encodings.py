"""Every encoding a terminal may have: Czech typed on a real Latin-2 terminal (a pty under
``LC_ALL=cs_CZ.ISO-8859-2``) is understood; every stream the program writes (standard
output and error, the log) takes any text in any encoding (cp1250: its codec reports
errors as 'charmap'); arguments that are not UTF-8 and ``dama say --to /dev/null`` end in a
sentence or in success, never in a traceback."""

from __future__ import annotations

import os
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest
from dama_process import env_for

from accessible_dama.cli.textio import plain_form, transliterate_for


def _latin2_locale(tmp_path: Path) -> dict[str, str]:
    """The environment of a Latin-2 Czech terminal, its locale made in ``tmp_path``."""
    folder = tmp_path / "locale"
    folder.mkdir()
    subprocess.run(["localedef", "--no-archive", "-i", "cs_CZ", "-f", "ISO-8859-2",
                    str(folder / "cs_CZ.ISO-8859-2")], check=True, capture_output=True,
                   timeout=120)
    return {**env_for(tmp_path), "LOCPATH": str(folder), "LC_ALL": "cs_CZ.ISO-8859-2",
            "LANGUAGE": "", "TERM": "xterm"}


def _read_until(fd: int, wanted: bytes, seconds: float = 120) -> bytes:
    """What the terminal shows until ``wanted`` (or ``seconds`` pass, or it closes)."""
    seen = b""
    deadline = time.monotonic() + seconds
    while wanted not in seen and (left := deadline - time.monotonic()) > 0:
        ready, _, _ = select.select([fd], [], [], left)
        if not ready:
            break
        try:
            chunk = os.read(fd, 4096)
        except OSError:  # the program ended and closed the terminal
            break
        if not chunk:
            break
        seen += chunk
    return seen


@pytest.mark.needs("locales")
@pytest.mark.skipif(sys.platform == "win32", reason="a pty: POSIX")
def test_czech_typed_on_a_latin2_terminal_is_understood(tmp_path: Path) -> None:
    import pty

    env = _latin2_locale(tmp_path)
    controller, terminal = pty.openpty()
    game = subprocess.Popen(
        [sys.executable, "-m", "accessible_dama", "--lang", "cs", "--opponent", "human",
         "--silent"], stdin=terminal, stdout=terminal, stderr=terminal, env=env,
        start_new_session=True)
    os.close(terminal)
    try:
        start = _read_until(controller, "Nová hra".encode("iso8859-2"))
        assert "Nová hra".encode("iso8859-2") in start, start
        os.write(controller, "cé tři dé čtyři\r".encode("iso8859-2"))
        said = _read_until(controller, "Bílý: c3 na d4.".encode("iso8859-2"))
        assert "Bílý: c3 na d4.".encode("iso8859-2") in said, said
        assert b"Nerozum" not in said
    finally:
        game.kill()  # the game is saved after every move: nothing to wait for
        game.wait(timeout=60)
        os.close(controller)


def test_a_code_page_stream_takes_any_text(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "accessible_dama", "--lang", "cs", "moves", "czech",
         "--fen", "W:W²1:B5"], env={**env_for(tmp_path), "PYTHONIOENCODING": "cp1250"},
        capture_output=True, timeout=120, check=False)
    assert done.returncode == 2
    assert done.stderr.decode("cp1250") == \
        "dama: Pozici „W:W21:B5“ nelze přečíst: „21“ do ní nepatří.\n"


@pytest.mark.parametrize("encoding", ["cp1250", "cp852", "iso8859-2", "ascii", "koi8-r"])
def test_the_transliteration_of_a_stream_writes_any_character(encoding: str) -> None:
    text = "Černý ♛ „táhne“ — ² \udce8 €"
    written = text.encode(encoding, transliterate_for(encoding))
    assert written.decode(encoding) == plain_form(text, encoding)


def test_a_warning_in_the_log_takes_any_text(tmp_path: Path) -> None:
    code = ("import logging, sys; from accessible_dama.cli.main import configure_logging; "
            "from accessible_dama.cli.textio import configure_streams; configure_streams(); "
            "configure_logging(); logging.getLogger('x').warning('Černý ♛ \\udce8 ok')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=120,
                          env={**env_for(tmp_path), "PYTHONIOENCODING": "cp1250"}, check=False)
    assert done.stderr.decode("cp1250") == "dama: Černý ? ? ok\n"


@pytest.mark.needs("espeak-ng")
@pytest.mark.skipif(sys.platform == "win32", reason="bytes in arguments: POSIX")
def test_words_to_say_that_are_not_utf8_are_said(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "accessible_dama", "--lang", "en", "say", "--to",
         tmp_path / "said.wav", "ko\xe8ka".encode("latin-1")], env=env_for(tmp_path),
        capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"written to {tmp_path / 'said.wav'} (")
    assert (tmp_path / "said.wav").stat().st_size > 1000


@pytest.mark.needs("espeak-ng")
def test_say_to_the_null_device_writes_and_says_so(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "accessible_dama", "--lang", "en", "say", "--to", os.devnull,
         "hello"], env=env_for(tmp_path), capture_output=True, text=True, timeout=300,
        check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"written to {os.devnull}")
    assert "Error" not in done.stderr
