"""A real BRLTTY with its virtual ("vr") braille driver, and a test playing the display.

BRLTTY runs without configuration, screen driver or speech; its BrlAPI server listens
on 127.0.0.1 at a free port. The virtual display is the other end of the vr driver's
socket: it says how many cells it has, reads ``Braille "1|12|..."`` lines (what the
display shows) and sends key commands (``Route 5``, ``FwinRt``, ``LnDn``).

A machine without BRLTTY, BrlAPI or liblouis fails these tests: they never skip.
"""

from __future__ import annotations

import contextlib
import random
import shutil
import signal
import socket
import struct
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from accessible_dama.braille import BrailleDisplay, Key, Pager, translate
from accessible_dama.braille.cells import dots_text
from accessible_dama.braille.phrases import connected_sentence
from tests.components import need

BRLAPI_FIRST_PORT = 4101  # BrlAPI listens on 4101 + the host's number


def windows(cells: bytes, width: int = 40) -> list[bytes]:
    """The windows of one message as the panning key shows them, window by window (the
    pager's cuts at word boundaries are pinned in test_braille_view)."""
    pager = Pager(width)
    pager.add_message(cells, at=0.0)
    shown = [pager.window()]
    while True:
        offset = pager.offset
        pager.press(Key.FWINRT)
        if pager.offset == offset:
            return shown
        shown.append(pager.window())


def _free_display_number() -> int:
    for _ in range(200):
        n = random.randint(100, 1800)
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", BRLAPI_FIRST_PORT + n))
            except OSError:
                continue
            return n
    raise RuntimeError("no free port for BrlAPI")


def wait_until(condition: Callable[[], bool], timeout: float = 30.0, every: float = 0.02) -> bool:
    """Poll ``condition`` until it holds: only for what BRLTTY, a process of its own, does
    in its own time (starting, reading what was sent), which sends no event to wait on."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(every)
    return condition()


class Heard(list[str]):
    """Lines said by the game (from any thread), with a wait for one to come."""

    def __init__(self) -> None:
        super().__init__()
        self._changed = threading.Condition()

    def append(self, line: str) -> None:
        with self._changed:
            super().append(line)
            self._changed.notify_all()

    def wait(self, condition: Callable[[], bool], timeout: float = 30.0) -> bool:
        with self._changed:
            return self._changed.wait_for(condition, timeout)


def _unread(sock: socket.socket) -> int:
    """What the peer has not yet read of what was sent on ``sock`` (0: all read)."""
    import fcntl
    import termios

    queued: int = struct.unpack("i", fcntl.ioctl(sock.fileno(), termios.TIOCOUTQ, b"\0" * 4))[0]
    return queued


class Brltty:
    """One BRLTTY process in ``directory``; ``restart`` keeps its BrlAPI address."""

    def __init__(self, directory: Path) -> None:
        need("brltty")
        program = shutil.which("brltty") or "/usr/bin/brltty"
        self.program = program
        self.directory = directory
        self.number = _free_display_number()
        self.host = f"127.0.0.1:{self.number}"
        self.socket_path = directory / "vr.sock"
        self.process: subprocess.Popen[bytes] | None = None
        self.starts = 0

    def start(self) -> None:
        d = self.directory
        with contextlib.suppress(FileNotFoundError):
            self.socket_path.unlink()  # the vr server refuses a socket file left behind
        self.starts += 1
        log = open(d / f"brltty-{self.starts}.log", "wb")  # noqa: SIM115 - the child keeps it
        self.process = subprocess.Popen(
            [self.program, "-n", "-e", "-q", "-f", "/dev/null", "-F", "/dev/null",
             "-W", str(d), "-U", str(d), "-P", str(d / "brltty.pid"),
             "-b", "vr", "-d", f"server:{self.socket_path}", "-x", "no", "-s", "no",
             "-A", f"host={self.host},auth=none", "-t", "auto"],
            stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
        )
        log.close()
        if not wait_until(self.socket_path.exists):
            self.kill()
            pytest.fail(f"BRLTTY did not open its virtual display socket; see {d}")

    def kill(self) -> None:
        """As a crash would: SIGKILL, nothing cleaned up."""
        p = self.process
        if p is not None and p.poll() is None:
            p.send_signal(signal.SIGKILL)
            p.wait(10)
        self.process = None

    def stop(self) -> None:
        p = self.process
        if p is not None and p.poll() is None:
            p.terminate()
            try:
                p.wait(3)
            except subprocess.TimeoutExpired:
                self.kill()
        self.process = None


class VirtualDisplay:
    """The display end of the vr driver: shows what BRLTTY writes, presses its keys."""

    def __init__(self, path: Path, cells: int = 40) -> None:
        self.cells = cells
        self.sock = self._connect(path)
        self.sock.sendall(f"cells {cells}\n".encode())
        self.shown: list[str] = []  # every Braille line, in order
        self._lock = threading.Condition()  # notified at each new line
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    @staticmethod
    def _connect(path: Path) -> socket.socket:
        # BRLTTY makes the socket file a moment before it listens on it
        made: list[socket.socket] = []

        def connected() -> bool:
            sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            if sock.connect_ex(str(path)) == 0:
                made.append(sock)
                return True
            sock.close()
            return False

        if not wait_until(connected, every=0.05):
            pytest.fail(f"BRLTTY does not listen on {path}")
        return made[0]

    def _read(self) -> None:
        buffer = b""
        while True:
            try:
                data = self.sock.recv(65536)
            except OSError:
                return
            if not data:
                return
            buffer += data
            while b"\n" in buffer:
                raw, buffer = buffer.split(b"\n", 1)
                line = raw.decode("utf-8", "replace").rstrip("\r")
                if line.startswith('Braille "'):
                    with self._lock:
                        self.shown.append(line[len('Braille "'):].rstrip('"'))
                        self._lock.notify_all()

    @property
    def now(self) -> str:
        """What the display shows, as dot numbers (``3456|14| |...``)."""
        with self._lock:
            return self.shown[-1] if self.shown else ""

    def press(self, command: str) -> None:
        self.sock.sendall(command.encode() + b"\n")
        # BRLTTY takes one command a read: the next goes once it has read this one
        if not wait_until(lambda: _unread(self.sock) == 0, every=0.005):
            pytest.fail(f"BRLTTY did not read {command!r}")

    def wait_for_game(self, display: BrailleDisplay) -> None:
        """Until the game's ``display`` has shown its sentence of the connection and BRLTTY
        shows the game's cells. Keys pressed before are lost: BRLTTY takes them itself while
        it shows its own screen, and the sentence, coming later, would move the window."""
        said = translate(connected_sentence(display.lang, self.cells), display.lang)

        def shown() -> bool:
            return said in display.pager.messages and self.now == dots_text(
                display.window().ljust(self.cells, b"\0")[: self.cells])

        if not wait_until(shown):
            pytest.fail(f"the display shows\n  {self.now!r}\nnot the game's cells")

    def wait_for(self, cells: bytes, timeout: float = 30.0) -> None:
        """Wait until the display shows exactly ``cells`` (padded with blanks)."""
        self.wait_for_dots(dots_text(cells.ljust(self.cells, b"\0")[: self.cells]), timeout)

    def wait_for_dots(self, expected: str, timeout: float = 30.0) -> None:
        with self._lock:
            if not self._lock.wait_for(lambda: self.now == expected, timeout):
                pytest.fail(f"the display shows\n  {self.now!r}\nnot\n  {expected!r}")

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.sock.shutdown(socket.SHUT_RDWR)
        self.sock.close()


@pytest.fixture
def brltty(tmp_path: Path) -> Iterator[Brltty]:
    server = Brltty(tmp_path)
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def virtual_display(brltty: Brltty) -> Iterator[VirtualDisplay]:
    display = VirtualDisplay(brltty.socket_path)
    try:
        yield display
    finally:
        display.close()
