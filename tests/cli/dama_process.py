"""Running ``dama`` as a real process for the tests, with its own config and data folders."""

from __future__ import annotations

import os
import queue
import subprocess
import sys
import threading
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
