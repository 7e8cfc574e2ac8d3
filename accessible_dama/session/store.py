"""Where games are kept, so that none is ever lost.

- the game in progress: ``autosave.pdn``, written after every move, offered at the next
  start;
- every game with at least one move, finished or not: its own file in ``games/``
  (``2026-11-24_15-30-12_czech.pdn``), written with the autosave and never given to
  another game; the game library the player lists and opens by number;
- copies the player asks for with ``save`` and no name: a new dated file in ``saved/``.

Every write is atomic (a temporary file, then a rename), so a kill leaves the old file
or the new one; temporary files of killed writes are removed at the next start. A file
that cannot be read is set aside as ``NAME.broken-DATE``, never overwritten.
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
from accessible_dama.notation.pdn import read_pdn_file
from accessible_dama.notation.text import detect_game
from accessible_dama.rules import DEFAULT_VARIANT

AUTOSAVE_NAME = "autosave.pdn"
GAMES_FOLDER = "games"
SAVED_FOLDER = "saved"
#: the tag naming a game's own file in the games folder
GAME_FILE_TAG = "GameFile"
#: a temporary file of an atomic write: ``.NAME.PID.tmp``
_TMP = re.compile(r"^\.(?P<name>.+)\.(?P<pid>\d+)\.tmp$")
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


def problem_kind(error: OSError) -> str:
    """What went wrong with a file, as the sentences of ``phrases`` name it."""
    if error.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return "disk-full"
    if error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return "read-only"
    if error.errno == errno.ENOENT:
        return "not-found"
    if error.errno == errno.EISDIR:
        return "is-a-folder"
    if error.errno == errno.ENOTDIR:
        return "not-a-folder"
    return "other"


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


def _reserve(name: Callable[[int], Path], *, create: bool = True) -> Path:
    """The first of ``name(1)``, ``name(2)``, ... that no file has; with ``create`` it is
    reserved by creating it empty (so two writers never get the same one). Raises
    OSError."""
    for n in range(1, 10_000):
        path = name(n)
        if not create:
            if not os.path.lexists(path):
                return path
            continue
        try:
            fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
        except FileExistsError:
            continue
        os.close(fd)
        return path
    raise OSError(errno.EEXIST, f"no free name for {name(1)}")


def set_aside(path: Path, now: float) -> Path:
    """Move a file (or a folder in a file's place) that cannot be read out of the way, as
    ``NAME.broken-DATE`` (``-2`` and on when taken), never over another; the new path.
    Raises OSError."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    target = _reserve(lambda n: path.with_name(
        f"{path.name}.broken-{stamp}{'' if n == 1 else f'-{n}'}"), create=False)
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

    def write_game(self, text: str, game_file: str) -> None:
        """The game in progress: its own file in the games folder, then the autosave.
        Raises OSError (the first that failed)."""
        self.games.mkdir(parents=True, exist_ok=True)
        atomic_write(self.games / game_file, text)
        atomic_write(self.autosave, text)

    def new_game_file(self, variant: str) -> str:
        """A name in the games folder that no game has: the date and time, the variant,
        and a number when two games start in the same second. The name is reserved by
        creating the (empty) file. Raises OSError."""
        return self._dated(self.games, variant).name

    def keep_copy(self, text: str, variant: str) -> Path:
        """A new dated file in the ``saved`` folder holding ``text``. Raises OSError."""
        path = self._dated(self.saved, variant)
        atomic_write(path, text)
        return path

    def _dated(self, folder: Path, variant: str) -> Path:
        folder.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y-%m-%d_%H-%M-%S", time.localtime(self.wall_clock()))
        safe = re.sub(r"[^a-z0-9-]", "", variant.lower()) or "game"
        return _reserve(lambda n: folder / f"{stamp}_{safe}{'' if n == 1 else f'-{n}'}.pdn")

    # ------------------------------------------------------------ at start

    def clean_stale_temporaries(self) -> int:
        """Remove the temporary files of writes that a killed process left; how many."""
        removed = 0
        now = self.wall_clock()
        for folder in (self.folder, self.games, self.saved):
            try:
                names = os.listdir(folder)
            except OSError:
                continue
            for name in names:
                m = _TMP.match(name)
                if m is None:
                    continue
                path = folder / name
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
                games = list(read_pdn_file(path))
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
