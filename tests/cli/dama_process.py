"""Running ``dama`` as a real process for the tests, with its own config and data folders."""

from __future__ import annotations

import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path

WAIT = 60.0  # seconds a line may take on a busy machine; the usual is well under one


def env_for(tmp_path: Path) -> dict[str, str]:
    """An environment whose settings and saved games live under ``tmp_path``."""
    env = dict(os.environ)
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    env["HOME"] = str(tmp_path)
    return env


def dama(tmp_path: Path, args: list[str], text: str) -> subprocess.CompletedProcess[str]:
    """``python -m accessible_dama ARGS`` with ``text`` on standard input."""
    return subprocess.run(
        [sys.executable, "-m", "accessible_dama", *args],
        input=text, capture_output=True, text=True, env=env_for(tmp_path), timeout=120,
        check=False,
    )


class Lines:
    """The lines of a stream, read by a thread, taken with a timeout."""

    def __init__(self, stream: object) -> None:
        self.queue: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._read, args=(stream,), daemon=True).start()

    def _read(self, stream: object) -> None:
        for line in stream:  # type: ignore[attr-defined]
            self.queue.put(line.rstrip("\n"))
        self.queue.put(None)

    def next(self) -> str | None:
        return self.queue.get(timeout=WAIT)


class LineProcess:
    """A process whose output lines are read by a thread, waited for with a timeout:
    ``expect`` takes the next line that begins with a text (or, when ``anywhere``, holds
    it); the lines passed over are kept in ``seen``."""

    anywhere = False

    def __init__(self, command: list[str], env: dict[str, str]) -> None:
        self.p = subprocess.Popen(command, env=env, stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                  bufsize=1)
        self.lines = Lines(self.p.stdout)
        self.seen: list[str] = []

    def expect(self, wanted: str, timeout: float = WAIT) -> str:
        deadline = time.monotonic() + timeout
        while True:
            try:
                line = self.lines.queue.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError(f"no line {wanted!r}; saw {self.seen[-15:]}") from None
            if line is None:
                raise AssertionError(f"the program ended before {wanted!r}; "
                                     f"saw {self.seen[-15:]}")
            self.seen.append(line)
            if wanted in line if self.anywhere else line.startswith(wanted):
                return line

    def send(self, *lines: str) -> None:
        assert self.p.stdin is not None
        for text in lines:
            self.p.stdin.write(text + "\n")
        self.p.stdin.flush()

    def stop(self) -> None:
        if self.p.poll() is None:
            self.p.kill()
        self.p.wait(10)
