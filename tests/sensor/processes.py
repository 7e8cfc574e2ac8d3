"""What the tests of the board through real processes and ports share: a process whose
lines are waited for, its environment, and a port where nobody answers."""

from __future__ import annotations

import os
import queue
import subprocess
import sys
import threading
import time


class Proc:
    """A process whose output lines are read by a thread, to wait for with a timeout."""

    def __init__(self, args: list[str], env: dict[str, str]) -> None:
        self.p = subprocess.Popen(
            [sys.executable, "-m", "accessible_dama.cli.board", *args], env=env,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            bufsize=1)
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.p.stdout is not None
        for line in self.p.stdout:
            self.lines.put(line.rstrip("\n"))

    def expect(self, wanted: str, timeout: float = 30.0) -> str:
        """The next line that starts with ``wanted`` (others are kept in ``seen``)."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                line = self.lines.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError(f"no line {wanted!r}; saw {self.seen}") from None
            self.seen.append(line)
            if line.startswith(wanted):
                return line

    def send(self, text: str) -> None:
        assert self.p.stdin is not None
        self.p.stdin.write(text + "\n")
        self.p.stdin.flush()

    def stop(self) -> None:
        if self.p.poll() is None:
            self.p.kill()
        self.p.wait(5)


class SilentPort:
    """A pty whose other end never says a word, and keeps whatever is written to it."""

    def __init__(self) -> None:
        import tty

        self.master, self._slave = os.openpty()
        tty.setraw(self._slave)
        os.set_blocking(self.master, False)
        self.path = os.ttyname(self._slave)

    def written(self) -> bytes:
        try:
            return os.read(self.master, 4096)
        except BlockingIOError:
            return b""

    def close(self) -> None:
        os.close(self.master)
        os.close(self._slave)
