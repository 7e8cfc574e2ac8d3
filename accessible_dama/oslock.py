"""An OS lock on an open file, taken without waiting: the one primitive behind the locks
the program holds (a game being played, a database being built). The system releases it
when the process ends, however it ends, so a lock is never left behind.

POSIX: ``flock`` (an exclusive lock of the open file description, so two locks of one
process exclude each other too); Windows: ``msvcrt.locking`` on the file's first byte.
Each is imported only on its platform. Standard library only.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys

if sys.platform == "win32":
    import msvcrt

    def try_lock(fd: int) -> bool:
        """Lock the open file without waiting: False when another process holds it."""
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as e:
            if e.errno in (errno.EACCES, getattr(errno, "EDEADLOCK", errno.EDEADLK)):
                return False
            raise
        return True

    def unlock(fd: int) -> None:
        """Let go of the lock before the file is closed (the system may do it late)."""
        os.lseek(fd, 0, os.SEEK_SET)
        with contextlib.suppress(OSError):
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    try:
        from fcntl import LOCK_EX, LOCK_NB, LOCK_UN, flock
    except ImportError:  # a Python built without it: nothing can be locked

        def try_lock(fd: int) -> bool:
            """No lock can be taken here: taken, as if nobody else could want it."""
            return True

        def unlock(fd: int) -> None:
            """Nothing was locked."""

    else:

        def try_lock(fd: int) -> bool:
            """Lock the open file without waiting: False when another process holds it."""
            try:
                flock(fd, LOCK_EX | LOCK_NB)
            except BlockingIOError:
                return False
            return True

        def unlock(fd: int) -> None:
            """Let go of the lock (closing the file does it too)."""
            with contextlib.suppress(OSError):
                flock(fd, LOCK_UN)


__all__ = ["try_lock", "unlock"]
