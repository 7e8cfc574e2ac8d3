"""Two ``dama`` on the same home: a game being played belongs to one program. A second
program never takes the first one's live game (it says so and plays a game of its own),
and never writes it; every move either announced is in exactly one file."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from dama_process import Lines, env_for

from accessible_dama.notation import read_pdn
from accessible_dama.notation.movetext import full_move_text
from accessible_dama.notation.pdn import replay_game
from accessible_dama.notation.squares import Style
from accessible_dama.rules import Game, find_variant
from accessible_dama.session.lock import GameLock

ARGS = ["--resume", "--silent", "--opponent", "human", "--lang", "en"]
OPEN_ELSEWHERE = ("The saved game is open in another window, and is left to it. A new game "
                  "begins here; say games for your other games.")
GOODBYES = ("Goodbye. The game is saved and can go on next time.",
            "Goodbye. The game is kept with your other games; say games next time to go on "
            "with it.",
            "Goodbye. The game is kept with your other games.")


class Program:
    """A ``dama`` process playing both sides, and the moves of its game as it says them."""

    def __init__(self, home: Path) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "accessible_dama", *ARGS], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env_for(home),
            cwd=home)
        self.out = Lines(self.proc.stdout)
        self.said: list[str] = []
        self.moves: list[str] = self.history()

    def send(self, text: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(text)
        self.proc.stdin.flush()

    def until(self, wanted: Callable[[str], bool]) -> str:
        while True:
            line = self.out.next()
            assert line is not None, ("the program ended", self.said)
            self.said.append(line)
            if wanted(line):
                return line

    def history(self) -> list[str]:
        """The moves of the game, as the program says them."""
        self.send("history\n")
        line = self.until(lambda said: said.startswith("Moves: ") or said == "No moves yet.")
        return [word for word in line.removeprefix("Moves: ").split()
                if not word.endswith(".")] if line.startswith("Moves: ") else []

    def game(self) -> Game:
        game = Game(find_variant("czech"))
        if self.moves:
            [record] = read_pdn(f"1. {' '.join(self.moves)} *")  # numbers do not matter
            replayed = replay_game(record)
            assert replayed.ok, replayed.failure
            for move in replayed.moves:
                game.push(move)
        return game

    def play(self, rng: random.Random) -> None:
        """A legal move, announced (the history says it) before anything else is done."""
        game = self.game()
        if game.outcome is not None or not game.legal_moves():
            return
        move = rng.choice(game.legal_moves())
        text = full_move_text(game.position, move, Style.ALGEBRAIC)
        self.send(text.replace("x", " ").replace("-", " ") + "\n")
        before = self.moves
        self.moves = self.history()
        assert self.moves[:len(before)] == before and len(self.moves) == len(before) + 1

    def quit(self) -> str:
        """Quit: the goodbye."""
        self.moves = self.history()
        self.send("quit\nyes\n")
        goodbye = self.until(lambda said: said.startswith("Goodbye."))
        assert self.proc.wait(timeout=60) == 0
        assert self.proc.stderr is not None
        errors = self.proc.stderr.read()
        assert "Traceback" not in errors, errors
        return goodbye

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(timeout=30)


def games_folder(home: Path) -> Path:
    return home / "data" / "accessible_dama" / "games"


def contents(folder: Path) -> dict[Path, bytes]:
    return {p: p.read_bytes() for p in folder.glob("*.pdn")} if folder.is_dir() else {}


def moves_of(text: bytes) -> list[str]:
    return [m for record in read_pdn(text) for m in record.moves]


def test_a_second_program_never_writes_the_live_game(tmp_path: Path) -> None:
    """50 rounds: a program goes on with the saved game, a second one starts while it
    plays and goes on with "the saved game" too; both play, both save after every move
    and both quit, in either order. The second is told the game is open in another
    window and plays a new game; each game's announced moves are in exactly one of the
    files written in the round, each says a goodbye that is true, and a goodbye that
    promises the next start has the game in the autosave."""
    rng = random.Random(7)
    folder = games_folder(tmp_path)
    autosave = folder.parent / "autosave.pdn"
    for round_number in range(50):
        before = contents(folder)
        first = Program(tmp_path)
        try:
            second = Program(tmp_path)
            try:
                if first.moves:  # a game with a file: it is the first one's now
                    assert OPEN_ELSEWHERE in second.said, (round_number, second.said)
                    assert second.moves == []
                else:
                    assert OPEN_ELSEWHERE not in second.said
                for _ in range(2):
                    for program in rng.sample([first, second], 2):
                        program.play(rng)
                programs = rng.sample([first, second], 2)
                for program in programs:
                    goodbye = program.quit()
                    assert goodbye in GOODBYES, goodbye
                    if goodbye == GOODBYES[0]:  # the next start offers it
                        assert moves_of(autosave.read_bytes()) == program.moves
            finally:
                second.stop()
        finally:
            first.stop()
        written = {p: text for p, text in contents(folder).items() if before.get(p) != text}
        for program in (first, second):
            if program.moves:
                holding = [p for p, text in written.items() if moves_of(text) == program.moves]
                assert len(holding) == 1, (round_number, program.moves, written)
        assert len(written) == len([p for p in (first, second) if p.moves]), round_number
    # nothing of a finished program's lock is left behind
    assert not [p for p in folder.iterdir() if p.name.endswith(".lock")]


def test_the_lock_of_a_killed_program_is_free_at_once(tmp_path: Path) -> None:
    """The lock is the system's: a program killed with SIGKILL holds nothing, and the
    next one takes its game at once."""
    first = Program(tmp_path)
    try:
        first.play(random.Random(3))
        played = first.moves
        [game_file] = games_folder(tmp_path).glob("*.pdn")
        assert GameLock.take(game_file) is None  # held by the first program
        first.proc.send_signal(signal.SIGKILL)
        first.proc.wait(timeout=30)
    finally:
        first.stop()
    again = Program(tmp_path)
    try:
        assert again.moves == played
        assert OPEN_ELSEWHERE not in again.said
        again.play(random.Random(4))
        assert again.quit() == GOODBYES[0]
    finally:
        again.stop()
    assert moves_of(game_file.read_bytes()) == again.moves


def test_a_kept_game_open_in_another_window_is_not_opened(tmp_path: Path) -> None:
    first = Program(tmp_path)
    second = None
    try:
        first.play(random.Random(5))
        second = Program(tmp_path)
        second.send("games\n")
        second.until(lambda said: said.startswith("Game 1: "))
        second.send("games 1\n")
        line = second.until(lambda said: "another window" in said or "goes on" in said)
        assert line == "That game is open in another window, and is left to it."
        assert second.history() == []  # its own game stays on its board
    finally:
        for program in (first, second):
            if program is not None:
                program.stop()


def test_a_lock_is_held_by_one_holder_and_free_when_let_go(tmp_path: Path) -> None:
    game_file = tmp_path / "game.pdn"
    lock = GameLock.take(game_file)
    assert lock is not None
    assert GameLock.take(game_file) is None  # another holder, in this process too
    lock.release()
    assert not os.path.exists(tmp_path / ".game.pdn.lock")
    again = GameLock.take(game_file)
    assert again is not None
    again.release()
