"""The talking game as a player meets it: a real process, piped or on a terminal."""

from __future__ import annotations

import os
import pty
import random
import select
import signal
import subprocess
import sys
import time
import tty
from pathlib import Path

import pytest
from dama_process import dama, env_for

from accessible_dama.cli.app import App, prompt_reader
from accessible_dama.session.core import Session
from accessible_dama.session.settings import Settings


def test_piped_game_in_english_prints_one_line_per_event(tmp_path: Path) -> None:
    done = dama(tmp_path, ["--lang", "en", "--opponent", "human", "--silent"],
                "c3 d4\nf6 g5\nwhose turn\nquit\nyes\n")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "New game: Czech draughts, two players. White moves first. Say help for the commands.",
        "White: c3 to d4.",
        "Black: f6 to g5.",
        "White to move, move 2.",
        "Quit? The game is saved and can go on next time. Yes or no.",
        "Goodbye. The game is saved and can go on next time.",
    ]


def test_piped_game_in_czech_against_the_computer(tmp_path: Path) -> None:
    done = dama(tmp_path, ["--lang", "cs", "--silent", "--level", "1"], "cé tři dé čtyři\n")
    lines = done.stdout.splitlines()
    assert lines[0] == ("Nová hra: česká dáma proti počítači, úroveň 1 (většinou táhne "
                        "nepozorně). Hrajete bílými. Příkazy vám řekne nápověda.")
    assert lines[1] == "Bílý: c3 na d4."
    assert lines[2].startswith("Černý")
    assert lines[-1] == "Na shledanou. Hra je uložená a příště může pokračovat."


def test_system_locale_chooses_czech(tmp_path: Path) -> None:
    env = env_for(tmp_path)
    env["LANG"] = "cs_CZ.UTF-8"
    done = subprocess.run([sys.executable, "-m", "accessible_dama", "--silent", "--opponent",
                           "human"], input="", capture_output=True, text=True, env=env,
                          timeout=60, check=False)
    assert done.stdout.startswith("Nová hra: česká dáma, dva hráči.")


def test_settings_changed_in_the_game_persist_between_runs(tmp_path: Path) -> None:
    dama(tmp_path, ["--lang", "en", "--silent"], "level 7\n")
    settings = (tmp_path / "config" / "accessible_dama" / "settings.toml").read_text()
    assert 'lang = "en"' in settings and "level = 7" in settings
    done = dama(tmp_path, ["--silent"], "")
    assert "level 7 (looks 5 moves ahead, rarely careless)" in done.stdout.splitlines()[0]


def _read_until(fd: int, needle: bytes, seconds: float = 60.0) -> bytes:
    got = b""
    end = time.monotonic() + seconds
    while needle not in got and time.monotonic() < end:
        ready, _, _ = select.select([fd], [], [], 0.2)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                break
            if not chunk:
                break
            got += chunk
    return got


def test_screen_reader_mode_writes_only_printable_text_and_newlines(tmp_path: Path) -> None:
    pid, fd = pty.fork()
    if pid == 0:  # the child: a raw terminal, so the bytes we read are the program's own
        tty.setraw(0)
        os.environ.update(env_for(tmp_path))
        os.execv(sys.executable, [sys.executable, "-m", "accessible_dama", "--screen-reader",
                                  "--lang", "cs", "--opponent", "human"])
    try:
        out = _read_until(fd, "nápověda.\n".encode())
        for line in ("c3 d4\n", "deska\n", "konec\n", "ano\n"):  # raw: no CR to LF
            os.write(fd, line.encode())
        out += _read_until(fd, b"Na shledanou", 30)
        out += _read_until(fd, b"\n", 5)
    finally:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        os.waitpid(pid, 0)
    text = out.decode("utf-8")
    assert "Bílý: c3 na d4." in text and "Řada 8:" in text and "Na shledanou" in text
    bad = {ch for ch in text if not (ch.isprintable() or ch == "\n")}
    assert not bad, f"non-printable output: {sorted(map(repr, bad))}"


def test_a_game_killed_mid_way_resumes_with_every_move(tmp_path: Path) -> None:
    env = env_for(tmp_path)
    proc = subprocess.Popen(
        [sys.executable, "-m", "accessible_dama", "--lang", "en", "--opponent", "human",
         "--silent"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env, text=True,
    )
    assert proc.stdin and proc.stdout
    proc.stdout.readline()
    for move in ("c3 d4", "f6 g5", "g3 f4", "g7 f6"):
        proc.stdin.write(move + "\n")
        proc.stdin.flush()
        assert proc.stdout.readline().endswith(".\n")
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    done = subprocess.run(
        [sys.executable, "-m", "accessible_dama", "--resume", "--silent"],
        input="history\n", capture_output=True, text=True, env=env, timeout=60, check=False,
    )
    lines = done.stdout.splitlines()
    assert lines[0].startswith("The saved game goes on: Czech draughts, 4 moves played.")
    assert "Moves: 1. c3-d4 f6-g5 2. g3-f4 g7-f6" in lines


def test_the_saved_game_is_offered_at_the_next_start(tmp_path: Path) -> None:
    dama(tmp_path, ["--lang", "en", "--opponent", "human", "--silent"], "c3 d4\n")
    done = dama(tmp_path, ["--silent"], "yes\nhistory\n")
    lines = done.stdout.splitlines()
    assert lines[0].startswith("Continue the saved game? Czech draughts, two players; 1 move "
                               "played, black to move, started ")
    assert "Moves: 1. c3-d4" in lines


def test_prompt_toolkit_line_mode_reads_moves_and_commands(tmp_path: Path) -> None:
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    written: list[str] = []
    session = Session(Settings(lang="en", opponent="human", output="silent"),
                      save_path=tmp_path / "g.pdn", rng=random.Random(0))
    app = App(session, written.append)
    app.say(session.start())
    with create_pipe_input() as pipe:
        pipe.send_text("c3 d4\nmater\t\nquit\nyes\n")
        read = prompt_reader(session, input=pipe, output=DummyOutput())
        assert app.run(read) == 0
    assert written[1:] == [
        "White: c3 to d4.",
        "White: 12 men. Black: 12 men.",
        "Quit? The game is saved and can go on next time. Yes or no.",
        "Goodbye. The game is saved and can go on next time.",
    ]


@pytest.mark.parametrize("argv", [["--variant", "chess"], ["--fen", "W:Wz9"], ["--level", "11"]])
def test_bad_game_options_give_one_line_and_status_2(tmp_path: Path, argv: list[str]) -> None:
    done = dama(tmp_path, [*argv, "--silent"], "")
    assert done.returncode == 2
    assert len(done.stderr.splitlines()) == 1 and done.stdout == ""


def test_braille_command_prints_the_board_as_braille_lines(tmp_path: Path) -> None:
    done = dama(tmp_path, ["--lang", "en", "--opponent", "human", "--silent"], "braille\n")
    lines = done.stdout.splitlines()
    board = [line for line in lines if line.startswith("\u283c")]  # the number sign
    assert len(board) == 8
    assert board[0] == "⠼⠓⠀⠀⠛⠀⠛⠀⠛⠀⠛"  # rank 8: black men on b8, d8, f8, h8
    assert board[-1] == "⠼⠁⠀⠉⠀⠉⠀⠉⠀⠉"  # rank 1: white men on a1, c1, e1, g1


def test_more_after_the_start_gives_the_details_of_every_start_notice(tmp_path: Path) -> None:
    config = tmp_path / "config" / "accessible_dama"
    config.mkdir(parents=True)
    (config / "settings.toml").write_text('level = 99\nlang = "en"\n')
    done = dama(tmp_path, ["--silent", "--opponent", "human", "--variant", "mill"],
                "more\nrepeat\n")
    lines = done.stdout.splitlines()
    start = lines.index(next(line for line in lines if line.startswith("New game: nine")))
    said = lines[: start + 1]
    more = lines[start + 1:]
    assert any("level" in line for line in said[:start]), said
    assert any(line.startswith("Nine men's morris: each player places 9 men") for line in more)
    assert lines[-len(said) - 1:-1] == said  # repeat says the whole start again


def test_a_lesson_in_screen_reader_mode_says_and_shows_the_step(tmp_path: Path) -> None:
    from accessible_dama.braille import as_unicode, board_lines
    from accessible_dama.notation.text import parse_position
    from accessible_dama.rules import find_game

    done = dama(tmp_path, ["--lang", "en", "--opponent", "human", "--screen-reader"],
                "more\nrules\nnext\nbraille\nc3 b2\nc3 d4\nstop lesson\nc3 d4\n")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "To learn the game, say rules: a lesson step by step." in lines
    step = lines.index(next(x for x in lines if x.startswith("Lesson of Czech draughts, step 2")))
    assert lines[step].endswith("On the board: White has 1 man: c3. Black has 1 man: h8. "
                                "Try it: move the piece on c3.")
    # the braille board is the step's, as the braille display shows it
    position = parse_position(find_game("czech"), "W:Wc3:Bh8")
    cells = [as_unicode(x).rstrip("\u2800") for x in board_lines(position)]
    shown = step + 1 + len(cells)
    assert lines[step + 1: shown] == cells
    assert lines[shown: shown + 2] == ["c3-b2 is not possible: a man moves forward only.",
                                       "Try again, or say hint."]
    assert lines[shown + 2] == "Well done: c3 to d4."
    assert lines[shown + 3].startswith("Lesson of Czech draughts, step 3 of 10:")
    assert lines[shown + 4: shown + 6] == [
        "The lesson is stopped; the game goes on where it was.", "White: c3 to d4."]
