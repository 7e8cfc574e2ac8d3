"""Nothing lost, as a player meets it: ``dama`` as a real process killed with SIGKILL at
any moment (also in the middle of writing the save), a full disk, a folder that cannot
be written, a record gone through while a game waits."""

from __future__ import annotations

import contextlib
import os
import random
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from dama_process import Lines, dama, env_for

from accessible_dama.notation import read_pdn
from accessible_dama.notation.movetext import full_move_text
from accessible_dama.notation.pdn import replay_game
from accessible_dama.notation.squares import Style
from accessible_dama.rules import Game, Move, find_variant
from tests.components import SHARED_PDN, missing

#: in the child: once a line of input is handled, every fsync (the last step of a save
#: before its rename) first says so on standard error and then waits, so that the test
#: can kill the process in the middle of the write
AIMED = """
import os, sys, time
import accessible_dama.session.core as core
armed = []
real_handle, real_fsync = core.Session.handle, os.fsync
def handle(self, line):
    armed.append(line)
    return real_handle(self, line)
def fsync(fd):
    if armed:
        sys.stderr.write("WRITING\\n")
        sys.stderr.flush()
        time.sleep(60)
    real_fsync(fd)
core.Session.handle, os.fsync = handle, fsync
from accessible_dama.cli.main import main
sys.exit(main(sys.argv[1:]))
"""
ARGS = ["--resume", "--silent", "--opponent", "human", "--lang", "en"]


def data_files(folder: Path) -> list[Path]:
    return [p for p in folder.rglob("*") if p.is_file()]


def saved_moves(data: Path) -> list[Move]:
    """The moves of the game in progress that the autosave holds."""
    autosave = data / "accessible_dama" / "autosave.pdn"
    if not autosave.exists():
        return []
    [record] = read_pdn(autosave.read_bytes())
    replayed = replay_game(record)
    assert replayed.ok, replayed.failure
    return [] if record.result != "*" else replayed.moves


def test_a_kill_at_any_moment_loses_no_announced_move(tmp_path: Path) -> None:
    """50 kills with SIGKILL, one in three aimed at the save's write: after each, the
    next start has every move that was announced, and no temporary file is left."""
    rng = random.Random(11)
    env = env_for(tmp_path)
    data = tmp_path / "data"
    rules = find_variant("czech")
    played: list[Move] = []
    kills = aimed_kills = 0
    for round_number in range(50):
        aimed = round_number % 3 == 1
        command = ([sys.executable, "-c", AIMED, *ARGS] if aimed
                   else [sys.executable, "-m", "accessible_dama", *ARGS])
        proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, env=env, cwd=tmp_path)
        try:
            out, err = Lines(proc.stdout), Lines(proc.stderr)
            first = out.next()
            assert first is not None, "the program said nothing at its start"
            # the start has removed what killed writes left
            assert not [p for p in data_files(data) if p.name.endswith(".tmp")], first
            restored = saved_moves(data)
            assert restored[:len(played)] == played, (round_number, restored, played)
            assert len(restored) <= len(played) + 1
            played = restored
            game = Game(rules)
            for done in played:
                game.push(done)
            if game.outcome is not None or not game.legal_moves():
                played = []
                continue
            move = rng.choice(game.legal_moves())
            text = full_move_text(game.position, move, Style.ALGEBRAIC)
            assert proc.stdin is not None
            proc.stdin.write(text.replace("x", " ").replace("-", " ") + "\n")
            proc.stdin.flush()
            if aimed:
                assert err.next() == "WRITING"  # the program is inside the save's write
                aimed_kills += 1
            elif rng.random() < 0.5:
                # wait for the move's announcement: once said, it must survive
                squares = text.replace("x", "-").split("-")
                while True:
                    line = out.next()
                    assert line is not None, "no announcement of the move"
                    if (line.startswith(("White", "Black")) and " must " not in line
                            and squares[0] in line and squares[-1] in line):
                        break
                played = [*played, move]
            proc.send_signal(signal.SIGKILL)
            kills += 1
        finally:
            if proc.poll() is None:
                proc.kill()
            proc.wait(timeout=30)
    assert kills >= 45 and aimed_kills >= 15
    # the last state is whole: the autosave reads as the game it was
    done = dama(tmp_path, ARGS, "history\n")
    assert done.returncode == 0, done.stderr


@contextlib.contextmanager
def small_disk(path: Path, size: str, *, read_only: bool = False) -> Iterator[Path]:
    """A real file system of ``size`` mounted at ``path`` (a tmpfs; needs root)."""
    path.mkdir(parents=True, exist_ok=True)
    mount = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(path)],
                           capture_output=True, text=True, check=False)
    if mount.returncode != 0:
        missing("mount", mount.stderr.strip())
    try:
        if read_only:
            (path / "data").mkdir()
            subprocess.run(["mount", "-o", "remount,ro", str(path)], check=True, timeout=30)
        yield path
    finally:
        subprocess.run(["umount", "-l", str(path)], check=False, timeout=30)


def _fill(disk: Path) -> None:
    """Fill the disk to its last byte."""
    for name, block in (("filler", 4096), ("filler-2", 1)):
        fd = os.open(disk / name, os.O_WRONLY | os.O_CREAT)
        try:
            while True:
                os.write(fd, b"\0" * block)
        except OSError:
            pass
        finally:
            os.close(fd)


@pytest.mark.parametrize(("lang", "said", "asked", "bye"), [
    ("en", "The game is not saved: the disk is full. Free some space on the disk. The game "
           "goes on.",
     ["Quit? The game could not be saved: the disk is full. It will be lost. Yes or no.",
      "Start a new game? The current one could not be saved: the disk is full. It will be "
      "lost. Yes or no."],
     "Goodbye. The game could not be saved: the disk is full."),
    ("cs", "Hra není uložená: disk je plný. Uvolněte místo na disku. Hra pokračuje.",
     ["Skončit? Hru se nepodařilo uložit: disk je plný. Hra se ztratí. Ano, nebo ne.",
      "Začít novou hru? Tuto hru se nepodařilo uložit: disk je plný. Ztratí se. Ano, nebo ne."],
     "Na shledanou. Hru se nepodařilo uložit: disk je plný."),
])
def test_full_disk_save_failure_is_announced(tmp_path: Path, lang: str, said: str,
                                             asked: list[str], bye: str) -> None:
    words = {"en": "quit\nno\nnew game\nno\n", "cs": "konec\nne\nnová hra\nne\n"}[lang]
    with small_disk(tmp_path / "disk", "256k") as disk:
        (disk / "data").mkdir()
        _fill(disk)
        env = env_for(tmp_path)
        env["XDG_DATA_HOME"] = str(disk / "data")
        done = subprocess.run(
            [sys.executable, "-m", "accessible_dama", "--silent", "--opponent", "human",
             "--lang", lang], input="c3 d4\nf6 g5\nhistory\n" + words, capture_output=True,
            text=True, env=env, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines.count(said) >= 2, lines  # said at once, for every move
    assert any(line.startswith(("Zápis: 1. c3-d4 f6-g5", "Moves: 1. c3-d4 f6-g5"))
               for line in lines), lines  # the game went on in memory
    assert [line for line in lines if line in asked] == asked  # the questions say so too
    assert lines[-1] == bye


def test_a_data_folder_that_cannot_be_written_is_said_and_the_game_plays(
        tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk", "1m", read_only=True) as disk:
        env = env_for(tmp_path)
        env["XDG_DATA_HOME"] = str(disk / "data")
        done = subprocess.run(
            [sys.executable, "-m", "accessible_dama", "--silent", "--opponent", "human",
             "--lang", "en"], input="c3 d4\nf6 g5\nquit\nno\n", capture_output=True,
            text=True, env=env, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    said = ("The game is not saved: access to the file or its folder is denied. Check that "
            "the data folder can be written to. The game goes on.")
    assert lines.count(said) >= 2, lines
    assert "Black: f6 to g5." in lines
    assert ("Quit? The game could not be saved: access to the file or its folder is denied. "
            "It will be lost. Yes or no.") in lines
    assert lines[-1] == ("Goodbye. The game could not be saved: access to the file or its "
                         "folder is denied.")


def test_a_games_folder_replaced_by_a_file_still_writes_the_autosave(tmp_path: Path) -> None:
    """One failing place does not lose the game: the autosave has every move, the next
    start offers it, and every sentence about saving says where the game is."""
    data = tmp_path / "data" / "accessible_dama"
    data.mkdir(parents=True)
    (data / "games").write_text("not a folder")
    done = dama(tmp_path, ["--silent", "--opponent", "human", "--lang", "en"],
                "c3 d4\nf6 g5\nquit\nno\n")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    said = ("The game can go on next time, but is not kept with your other games: part of the "
            "path is not a folder. Try save with a file name on another disk.")
    assert lines.count(said) == 2, lines  # for every move
    assert ("Quit? The game can go on next time, but is not kept with your other games: part "
            "of the path is not a folder. Yes or no.") in lines
    assert lines[-1] == ("Goodbye. The game can go on next time, but is not kept with your "
                         "other games: part of the path is not a folder.")
    assert read_pdn((data / "autosave.pdn").read_bytes())[0].moves == ["c3-d4", "f6-g5"]
    again = dama(tmp_path, ARGS, "history\n")
    assert "Moves: 1. c3-d4 f6-g5" in again.stdout.splitlines(), again.stdout
    assert (data / "games").read_text() == "not a folder"  # nothing of the player's is lost


def test_an_autosave_that_cannot_be_written_still_writes_the_game_file(
        tmp_path: Path) -> None:
    """The data folder cannot be written, the games folder in it can (a disk of its own):
    every move is in the game's own file, and every sentence says where the game is."""
    with small_disk(tmp_path / "disk", "1m") as disk:
        games = disk / "data" / "accessible_dama" / "games"
        games.mkdir(parents=True)
        subprocess.run(["mount", "-o", "remount,ro", str(disk)], check=True, timeout=30)
        with small_disk(games, "1m"):
            env = env_for(tmp_path)
            env["XDG_DATA_HOME"] = str(disk / "data")
            done = subprocess.run(
                [sys.executable, "-m", "accessible_dama", "--silent", "--opponent", "human",
                 "--lang", "en"], input="c3 d4\nf6 g5\nquit\nno\n", capture_output=True,
                text=True, env=env, timeout=120, check=False)
            [kept] = games.glob("*.pdn")
            assert read_pdn(kept.read_text())[0].moves == ["c3-d4", "f6-g5"]
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    said = ("The game is kept with your other games, but will not be offered at the next "
            "start: access to the file or its folder is denied. Check that the data folder "
            "can be written to.")
    assert lines.count(said) >= 2, lines
    assert ("Quit? The game is kept with your other games; say games next time to go on with "
            "it. Yes or no.") in lines
    assert lines[-1] == ("Goodbye. The game is kept with your other games; say games next "
                         "time to go on with it.")


def test_a_kill_while_a_new_game_file_is_written_leaves_no_empty_file(tmp_path: Path) -> None:
    """The first move's save is killed in the middle of writing the game's new file: no
    empty file is left among the games (the file appears whole or not at all), an empty
    file an older version left is removed at the start, and the next start leaves nothing
    of the killed write behind."""
    games = tmp_path / "data" / "accessible_dama" / "games"
    games.mkdir(parents=True)
    (games / "2020-01-01_00-00-00_czech.pdn").write_bytes(b"")  # an older version's
    proc = subprocess.Popen([sys.executable, "-c", AIMED, *ARGS], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env_for(tmp_path), cwd=tmp_path)
    try:
        err = Lines(proc.stderr)
        assert proc.stdin is not None
        proc.stdin.write("c3 d4\n")
        proc.stdin.flush()
        assert err.next() == "WRITING"
        # the older version's empty file went at the start; the new one is not there
        # until it is whole
        assert [p.name for p in games.iterdir() if p.suffix == ".pdn"] == []
        proc.send_signal(signal.SIGKILL)
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(timeout=30)
    done = dama(tmp_path, ARGS, "history\n")
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in games.iterdir()) == [], done.stdout  # all gone: nothing lost


def test_review_after_a_game_in_progress_leaves_that_game_unchanged(tmp_path: Path) -> None:
    dama(tmp_path, ["--silent", "--opponent", "human", "--lang", "en"], "c3 d4\nf6 g5\n")
    data = tmp_path / "data"
    before = {p: p.read_bytes() for p in data_files(data) + data_files(tmp_path / "config")}
    assert before
    record = tmp_path / "record.pdn"
    record.write_text('[White "Baldangotov"]\n[Black "Bajusz"]\n[Result "0-1"]\n\n'
                      "1. a3-b4 b6-a5 2. b4-c5 d6xb4 0-1\n")
    done = dama(tmp_path, ["--silent", "--lang", "en", "--review", str(record)],
                "forward\nforward\nforward\ngames\ngame 1\nmove 2\nquit\nyes\n")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "Baldangotov - Bajusz, Black won."
    assert "Move 2 of 2, White to move: b4 to c5." in lines
    assert lines[-1] == "Goodbye."
    after = {p: p.read_bytes() for p in data_files(data) + data_files(tmp_path / "config")}
    assert after == before  # the game in progress, the games kept and the settings
    again = dama(tmp_path, ["--silent", "--lang", "en"], "yes\nhistory\n")
    assert "Moves: 1. c3-d4 f6-g5" in again.stdout.splitlines()


TOURNAMENT = SHARED_PDN / "mrcd2006.pdn"  # real games: the whole review says their players
#: games of the project's own (the engine against itself)
OWN_GAMES = Path(__file__).parents[1] / "data" / "games" / "czech.pdn"


def everything_under(home: Path) -> dict[Path, bytes | None]:
    """Every file under ``home`` with its bytes, and every folder."""
    return {p: p.read_bytes() if p.is_file() else None for p in home.rglob("*")}


@pytest.mark.parametrize(("lang", "other", "commands", "said"), [
    ("en", "cs",
     ["more", "forward", "move 5", "games", "more", "game 44", "more", "move 3", "back",
      "c3 d4", "undo", "settings rate 300", "board", "history", "quit", "yes"],
     ["Game 1 of 44: Baldangotov - Bajusz, White won.",
      "Start of the game, 22 moves to go through.",
      "m-CR-q, Praha, 2006-12-02, round 1.",
      "Move 5 of 22, White to move: a3 over b4 to c5.",
      "The file holds 44 games. Game 1 is open. Say games and a number to open one.",
      "Game 44: Kareta - Gatnar, White won.",
      "Game 44 of 44: Kareta - Gatnar, White won.",
      "Move 3 of 15, White to move: g3 to h4.",
      "Quit? Yes or no.", "Goodbye."]),
    ("cs", "en",
     ["víc", "dopředu", "tah 5", "partie", "víc", "partie 44", "víc", "tah 3", "předchozí",
      "c3 d4", "zpět", "rychlost 300", "deska", "zápis", "konec", "ano"],
     ["Partie 1 z 44: Baldangotov - Bajusz, vyhrál bílý.",
      "Začátek partie; záznam má 22 tahů.",
      "m-CR-q, Praha, 2. 12. 2006, kolo 1.",
      "Tah 5 z 22, táhne Bílý: a3 přes b4 na c5.",
      "V souboru je 44 partií. Otevřená je partie 1. Partii otevřete slovem partie a jejím "
      "číslem.",
      "Partie 44: Kareta - Gatnar, vyhrál bílý.",
      "Partie 44 z 44: Kareta - Gatnar, vyhrál bílý.",
      "Tah 3 z 15, táhne Bílý: g3 na h4.",
      "Skončit? Ano, nebo ne.", "Na shledanou."]),
])
@pytest.mark.needs("records")
def test_a_whole_review_of_a_file_is_said_and_writes_nothing(
        tmp_path: Path, lang: str, other: str, commands: list[str], said: list[str]) -> None:
    # a player's settings (in the other language), a game kept and a game in progress
    dama(tmp_path, ["--silent", "--opponent", "human", "--lang", other], "c3 d4\nf6 g5\n")
    before = everything_under(tmp_path)
    assert any(p.name == "settings.toml" for p in before)
    done = dama(tmp_path, ["--silent", "--lang", lang, "--review", str(TOURNAMENT)],
                "".join(f"{c}\n" for c in commands))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[:2] == said[:2]  # the first game, who played it and how it ended
    assert [line for line in lines if line in said] == said
    assert everything_under(tmp_path) == before  # settings, autosave, games: byte for byte


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_first_review_leaves_no_file_or_folder(tmp_path: Path, lang: str) -> None:
    done = dama(tmp_path, ["--silent", "--lang", lang, "--review", str(OWN_GAMES)],
                "forward\ngames\n")
    assert done.returncode == 0, done.stderr
    assert everything_under(tmp_path) == {}


def test_a_record_that_cannot_be_reviewed_is_said_and_writes_nothing(tmp_path: Path) -> None:
    missing = tmp_path / "none.pdn"
    done = dama(tmp_path, ["--silent", "--lang", "en", "--review", str(missing)], "")
    assert done.returncode == 1
    assert done.stdout.splitlines() == [f"Cannot use {missing}: there is no such file."]
    assert everything_under(tmp_path) == {}


@pytest.mark.parametrize(("lang", "answers", "again"), [
    ("en", ["e3 f4", "board", "❸", "continue?"], "Please answer yes or no."),
    ("cs", ["e3 f4", "deska", "nevím"], "Odpovězte prosím ano, nebo ne."),
])
def test_resume_question_keeps_the_saved_game(tmp_path: Path, lang: str, answers: list[str],
                                              again: str) -> None:
    dama(tmp_path, ["--silent", "--opponent", "human", "--lang", lang], "c3 d4\n")
    data = tmp_path / "data"
    before = {p: p.read_bytes() for p in data_files(data)}
    done = dama(tmp_path, ["--silent", "--lang", lang], "".join(a + "\n" for a in answers))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    question = lines[0]
    assert lines[1:-1] == [again, question] * len(answers)
    assert {p: p.read_bytes() for p in data_files(data)} == before  # nothing overwritten
    declined = dama(tmp_path, ["--silent", "--opponent", "human"], "ne\ne3 f4\n" if lang == "cs"
                    else "no\ne3 f4\n")
    assert declined.returncode == 0, declined.stderr
    kept = sorted((data / "accessible_dama" / "games").glob("*.pdn"))
    assert sorted(read_pdn(k.read_text())[0].moves for k in kept) == [["c3-d4"], ["e3-f4"]]
