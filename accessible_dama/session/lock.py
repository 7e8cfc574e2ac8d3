"""A game being played belongs to one program: the program holds an OS lock on a small file
beside the game's file (``.NAME.lock``) for the life of the game. The system releases the
lock when the program ends, however it ends (a crash, a kill), so a lock is never left
behind and no process id is ever guessed at.

The lock itself is ``accessible_dama.oslock`` (``flock`` on POSIX, so two games of one
process exclude each other too; ``msvcrt.locking`` on Windows).
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

from accessible_dama.oslock import try_lock, unlock

#: times a lock is taken again when its file was removed meanwhile
_ATTEMPTS = 20


def lock_path(path: Path) -> Path:
    """The lock file of the file at ``path``: ``.NAME.lock`` beside it."""
    return path.with_name(f".{path.name}.lock")


class GameLock:
    """The lock of the file at ``path``, held by this program until ``release``."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self._fd: int | None = fd

    @property
    def name(self) -> str:
        """The locked file's name."""
        return self.path.name

    @classmethod
    def take(cls, path: Path) -> GameLock | None:
        """The lock of ``path`` (its folder must exist), taken at once; None when
        another program holds it. Raises OSError when the lock file cannot be made."""
        held = lock_path(path)
        attempts = _ATTEMPTS
        while True:
            fd = os.open(held, os.O_RDWR | os.O_CREAT, 0o644)
            try:
                if not try_lock(fd):
                    os.close(fd)
                    return None
                # the last holder removes the file as it lets go: a lock on a file that
                # is gone (or replaced) is no lock, so it is taken again
                try:
                    same = os.path.samestat(os.fstat(fd), os.stat(held))
                except FileNotFoundError:
                    same = False
            except BaseException:
                os.close(fd)
                raise
            attempts -= 1
            if same or not attempts:  # (a file system whose stat never agrees: taken)
                return cls(path, fd)
            os.close(fd)

    def release(self) -> None:
        """Let go of the lock and remove its file (nothing when already let go)."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        held = lock_path(self.path)
        if sys.platform == "win32":  # an open file cannot be removed there
            unlock(fd)
            os.close(fd)
            with contextlib.suppress(OSError):
                held.unlink()
        else:  # removed while still held, so that nobody takes the lock of a removed file
            with contextlib.suppress(OSError):
                held.unlink()
            os.close(fd)

    @property
    def held(self) -> bool:
        return self._fd is not None

    def __repr__(self) -> str:
        return f"GameLock({str(self.path)!r}, held={self.held})"


__all__ = ["GameLock", "lock_path"]
