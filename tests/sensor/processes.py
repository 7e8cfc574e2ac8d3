"""What the tests of the board through real processes and ports share: a process whose
lines are waited for, its environment, and a port where nobody answers."""

from __future__ import annotations

import os
import sys

from tests.cli.dama_process import LineProcess


class Proc(LineProcess):
    """``python -m accessible_dama.cli.board ARGS``, its lines waited for."""

    def __init__(self, args: list[str], env: dict[str, str]) -> None:
        super().__init__([sys.executable, "-m", "accessible_dama.cli.board", *args], env)


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
