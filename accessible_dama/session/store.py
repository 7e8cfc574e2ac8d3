"""Where games are kept, so that none is ever lost.

- the game in progress: ``autosave.pdn``, written after every move, offered at the next
  start;
- every game with at least one move, finished or not: its own file in ``games/``
  (``2026-11-24_15-30-12_czech.pdn``), written with the autosave and never given to
  another game; the game library the player lists and opens by number;
- copies the player asks for with ``save`` and no name: a new dated file in ``saved/``.

Every write is atomic (a temporary file, then a rename), so a kill leaves the old file
or the new one, and a new file appears whole; temporary files of killed writes are
removed at the next start. A file that cannot be read is set aside as
``NAME.broken-DATE``, never overwritten.

A game being played belongs to one program: it holds the lock of the game's file
(``lock``) for the life of the game. A new file's name is reserved by its lock, so two
programs never choose the same one.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from accessible_dama.notation import NotationError
from accessible_dama.notation.pdn import MovesBuilder, read_file_games
from accessible_dama.notation.text import detect_game
from accessible_dama.rules import DEFAULT_VARIANT
from accessible_dama.session.events import FileTrouble
from accessible_dama.session.lock import GameLock

AUTOSAVE_NAME = "autosave.pdn"
GAMES_FOLDER = "games"
SAVED_FOLDER = "saved"
#: the tag naming a game's own file in the games folder
GAME_FILE_TAG = "GameFile"
#: a temporary file of an atomic write: ``.NAME.PID.tmp``
_TMP = re.compile(r"^\.(?P<name>.+)\.(?P<pid>\d+)\.tmp$")
#: a lock file (see ``lock``): ``.NAME.lock``
_LOCK = re.compile(r"^\.(?P<name>.+)\.lock$")
#: the tag naming the game's own file, read from the first lines of a record
_GAME_FILE_IN_TEXT = re.compile(rf'\[{GAME_FILE_TAG}\s+"([^"\n]*)"\]')
#: on systems where a process cannot be asked whether it lives, a temporary file this old
#: is a leftover
_STALE_SECONDS = 600.0


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` so that a crash leaves either the old file or the new one; the
    temporary file is removed when the write fails. Raises OSError."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def problem_kind(error: OSError) -> FileTrouble:
    """What went wrong with a file, as the sentences of ``phrases`` name it."""
    if error.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return FileTrouble.DISK_FULL
    if error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return FileTrouble.READ_ONLY
    if error.errno == errno.ENOENT:
        return FileTrouble.NOT_FOUND
    if error.errno == errno.EISDIR:
        return FileTrouble.IS_A_FOLDER
    if error.errno == errno.ENOTDIR:
        return FileTrouble.NOT_A_FOLDER
    return FileTrouble.OTHER


def _pid_alive(pid: int) -> bool | None:
    """Whether a process lives; None where that cannot be asked safely."""
    if sys.platform == "win32":
        return None  # os.kill would end the process there
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it lives, but is not ours
    return True


def _free_name(name: Callable[[int], Path]) -> Path:
    """The first of ``name(1)``, ``name(2)``, ... that no file has. Raises OSError."""
    for n in range(1, 10_000):
        path = name(n)
        if not os.path.lexists(path):
            return path
    raise OSError(errno.EEXIST, f"no free name for {name(1)}")


def _make_folder(folder: Path) -> None:
    """Make ``folder`` (and its parents) unless it is there; a file in its place is
    NotADirectoryError. Raises OSError."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:  # a file where the folder should be
        raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR),
                                 str(folder)) from None


def _held_elsewhere(path: Path) -> bool:
    """Whether another program holds the lock of ``path`` now; asked by taking the lock
    for a moment (letting go of it removes its file). A lock that cannot be made is held
    by nobody."""
    try:
        lock = GameLock.take(path)
    except OSError:
        return False
    if lock is None:
        return True
    lock.release()
    return False


def set_aside(path: Path, now: float) -> Path:
    """Move a file (or a folder in a file's place) that cannot be read out of the way, as
    ``NAME.broken-DATE`` (``-2`` and on when taken), never over another; the new path.
    Raises OSError."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    target = _free_name(lambda n: path.with_name(
        f"{path.name}.broken-{stamp}{'' if n == 1 else f'-{n}'}"))
    os.replace(path, target)
    return target


@dataclass(frozen=True)
class KeptGame:
    """A game of the library: its file and what its tags say."""

    path: Path
    tags: dict[str, str]
    variant: str  # the game's id
    moves: int
    result: str


class GameStore:
    """The files of one data folder (the autosave's folder)."""

    def __init__(self, autosave: Path, *, wall_clock: Callable[[], float] = time.time) -> None:
        self.autosave = autosave
        self.folder = autosave.parent
        self.games = self.folder / GAMES_FOLDER
        self.saved = self.folder / SAVED_FOLDER
        self.wall_clock = wall_clock

    # ------------------------------------------------------------ writing

    def write_game_file(self, text: str, game_file: str) -> None:
        """The game's own file in the games folder. Raises OSError."""
        _make_folder(self.games)
        atomic_write(self.games / game_file, text)

    def write_autosave(self, text: str) -> None:
        """The autosave. Raises OSError."""
        _make_folder(self.folder)
        atomic_write(self.autosave, text)

    def claim(self, game_file: str) -> GameLock | None:
        """The lock of the game file ``game_file`` of the games folder: None when another
        program holds it (the game is open there). Raises OSError."""
        _make_folder(self.games)
        return GameLock.take(self.games / game_file)

    def open_elsewhere(self, game_file: str) -> bool:
        """Whether another program plays the game of ``game_file`` now."""
        return _held_elsewhere(self.games / game_file)

    def autosave_game_file(self) -> str | None:
        """The name of the game file the autosave's game has (its tag), if any."""
        try:
            with open(self.autosave, "rb") as f:
                head = f.read(65536).decode("utf-8", "replace")
        except OSError:
            return None
        found = _GAME_FILE_IN_TEXT.search(head)
        return found[1] if found else None

    def new_game_file(self, variant: str) -> GameLock:
        """A name in the games folder that no game has (the date and time, the variant,
        and a number when two games start in the same second), reserved by its lock,
        which is held. The file itself is written whole later. Raises OSError."""
        return self._dated(self.games, variant)

    def keep_copy(self, text: str, variant: str) -> Path:
        """A new dated file in the ``saved`` folder holding ``text``. Raises OSError."""
        reserved = self._dated(self.saved, variant)
        try:
            atomic_write(reserved.path, text)
        finally:
            reserved.release()
        return reserved.path

    def _dated(self, folder: Path, variant: str) -> GameLock:
        _make_folder(folder)
        stamp = time.strftime("%Y-%m-%d_%H-%M-%S", time.localtime(self.wall_clock()))
        safe = re.sub(r"[^a-z0-9-]", "", variant.lower()) or "game"
        for n in range(1, 10_000):
            path = folder / f"{stamp}_{safe}{'' if n == 1 else f'-{n}'}.pdn"
            if os.path.lexists(path):
                continue
            reserved = GameLock.take(path)
            if reserved is None:
                continue  # another program has just reserved it
            if not os.path.lexists(path):
                return reserved
            reserved.release()  # written and let go of between the two looks
        raise OSError(errno.EEXIST, f"no free name in {folder}")

    # ------------------------------------------------------------ at start

    def clean_leftovers(self) -> int:
        """Remove what killed programs left: temporary files of their writes, lock files
        nobody holds, and empty game files (a name reserved by creating the file, as
        earlier versions did, and never written); how many."""
        removed = 0
        now = self.wall_clock()
        for folder in (self.folder, self.games, self.saved):
            try:
                names = os.listdir(folder)
            except OSError:
                continue
            for name in names:
                path = folder / name
                if (m := _TMP.match(name)) is not None:
                    pid = int(m["pid"])
                    alive = _pid_alive(pid) if pid != os.getpid() else True
                    if alive is None:
                        try:
                            alive = now - path.stat().st_mtime < _STALE_SECONDS
                        except OSError:
                            continue
                    if not alive:
                        with contextlib.suppress(OSError):
                            path.unlink()
                            removed += 1
                elif folder != self.folder and (m := _LOCK.match(name)) is not None:
                    if not _held_elsewhere(folder / m["name"]):  # its file went with it
                        removed += 1
                elif folder != self.folder and name.endswith(".pdn"):
                    with contextlib.suppress(OSError):
                        if path.stat().st_size == 0 and not _held_elsewhere(path):
                            path.unlink()
                            removed += 1
        return removed

    def set_aside(self, path: Path) -> Path:
        """Move a file of this folder that cannot be read out of the way (see
        ``set_aside``). Raises OSError."""
        return set_aside(path, self.wall_clock())

    # ------------------------------------------------------------ the library

    def kept_games(self) -> list[KeptGame]:
        """The kept games, the last played first (files that cannot be read are left
        out)."""
        kept: list[KeptGame] = []
        try:
            paths = [(p.stat().st_mtime, p.name, p) for p in self.games.glob("*.pdn")]
        except OSError:
            return []
        for _, _, path in sorted(paths, reverse=True):  # the last played first
            try:
                games = list(read_file_games(path, MovesBuilder))  # tags, moves and result
            except (OSError, NotationError, ValueError):
                continue
            if not games:
                continue
            last = games[-1]
            moves = sum(len(g.moves) for g in games)
            variant = (detect_game(last) or DEFAULT_VARIANT).id
            kept.append(KeptGame(path, dict(last.tags), variant, moves, last.result))
        return kept


__all__ = ["AUTOSAVE_NAME", "GAME_FILE_TAG", "GameStore", "KeptGame", "atomic_write",
           "problem_kind", "set_aside"]
