"""Building the firmware, and running it in simavr with the board around it emulated
(the helpers of the firmware tests; the fixtures are in conftest.py).

A test that cannot find avr-gcc, simavr or the other tools fails, naming the Debian
packages: these tests never skip.
"""

from __future__ import annotations

import queue
import subprocess
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn

import pytest

from accessible_dama.sensor.link import open_link
from accessible_dama.sensor.protocol import (
    BOARD_TYPES,
    BadFrame,
    Frame,
    FrameParser,
    Hello,
    Query,
    Snapshot,
    encode_frame,
)
from tests.components import SHARED_PDN, need

ROOT = Path(__file__).resolve().parents[2]
FIRMWARE = ROOT / "firmware"
PDN_DIR = SHARED_PDN  # the real game records, beside the checkout
HARNESS = FIRMWARE / "build" / "sim" / "harness"
TIMEOUT = 10.0  # seconds of real time for anything the simulation is asked


def elf(squares: int) -> Path:
    return FIRMWARE / "build" / str(squares) / "dama-board.elf"


def require_tools() -> None:
    need("simavr")


def make(*args: str) -> str:
    """Run make in firmware/; the output, or the test fails with it."""
    require_tools()
    done = subprocess.run(["make", "-C", str(FIRMWARE), "--no-print-directory", *args],
                          capture_output=True, text=True, check=False)
    if done.returncode != 0:
        pytest.fail(f"make {' '.join(args)} failed:\n{done.stdout}\n{done.stderr}")
    return done.stdout


def build_all() -> None:
    """Both board sizes and the harness."""
    make("all")
    make("all", "SQUARES=50")
    make("sim")


@dataclass
class Shown:
    """What the board showed (braille cells, the light), in order."""

    cells: list[str]
    light: list[int]


class SimulatedBoard:
    """The firmware in simavr (``build/sim/harness``), its UART on a pty that is opened
    with the project's own ``open_link``, and its frames read with ``FrameParser``.

    ``do`` gives the harness commands (``set``, ``bounce``, ``press``, ``wait`` ...) and
    returns when the simulation has done them; ``frame`` and ``frames_until`` give what
    the board sent, in order.
    """

    def __init__(self, squares: int, occupied: str, directory: Path) -> None:
        self.squares = squares
        self.link = directory / f"board-{squares}.pty"
        self.log = directory / f"harness-{squares}.log"
        self._stderr = self.log.open("w")
        self.process = subprocess.Popen(
            [str(HARNESS), "--squares", str(squares), "--occupied", occupied, "--speed", "0",
             str(elf(squares)), str(self.link)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr, text=True,
            bufsize=1,
        )
        self.shown = Shown([], [])
        self._lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read_harness, daemon=True).start()
        said = self._until_ready()
        assert said.split()[1] == str(self.link), said
        self.parser = FrameParser(BOARD_TYPES)
        self.port = open_link(str(self.link), timeout=0.05)
        self._frames: queue.Queue[Frame | BadFrame] = queue.Queue()
        self._closing = threading.Event()
        threading.Thread(target=self._read_port, daemon=True).start()

    # ------------------------------------------------------------ the harness

    def _read_harness(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            line = line.rstrip("\n")
            if line.startswith("cells "):
                self.shown.cells.append(line.split()[1])
            elif line.startswith("light "):
                self.shown.light.append(int(line.split()[1]))
            self._lines.put(line)

    def _until(self, wanted: str) -> list[str]:
        """The harness's lines up to ``wanted`` (not included)."""
        seen: list[str] = []
        deadline = time.monotonic() + TIMEOUT
        while True:
            try:
                line = self._lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                self.fail(f"the harness did not say {wanted!r}")
            if line.startswith("error "):
                self.fail(line)
            if line == wanted:
                return seen
            seen.append(line)

    def _until_ready(self) -> str:
        deadline = time.monotonic() + TIMEOUT
        while True:
            try:
                line = self._lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                self.fail("the harness did not start")
            if line.startswith("ready "):
                return line

    def do(self, *commands: str) -> list[str]:
        """Give the harness these commands; return once the simulation has done them all,
        with what it said on the way (``time``, ``show``, ``cells``, ``light``)."""
        assert self.process.stdin is not None
        self.process.stdin.write("".join(c + "\n" for c in commands))
        self.process.stdin.flush()
        said: list[str] = []
        for c in commands:
            said += self._until(f"ok {c}")
        return said

    def fail(self, why: str) -> NoReturn:
        log = self.log.read_text(errors="replace")[-2000:] if self.log.exists() else ""
        pytest.fail(f"{why}\nharness log:\n{log}")

    # ------------------------------------------------------------ the serial line

    def _read_port(self) -> None:
        while not self._closing.is_set():
            try:
                data = self.port.read(self.port.in_waiting or 1)
            except (OSError, TypeError):  # closed under us at the end
                return
            for item in self.parser.feed(data):
                self._frames.put(item)

    def send(self, frame: Frame | bytes) -> None:
        self.port.write(frame if isinstance(frame, bytes) else encode_frame(frame))

    def frame(self) -> Frame | BadFrame:
        try:
            return self._frames.get(timeout=TIMEOUT)
        except queue.Empty:
            self.fail("the board sent nothing")

    def frames_until(self, kind: type[Frame]) -> list[Frame | BadFrame]:
        """Every frame up to the first of ``kind``, that one included."""
        got: list[Frame | BadFrame] = []
        while not got or not isinstance(got[-1], kind):
            got.append(self.frame())
        return got

    def connect(self) -> tuple[Hello, Snapshot]:
        """What a host does first: ask with Q. The hello and the snapshot that answer it.

        The board also says hello at power-on, with snapshot number 0; whether that
        reaches the port depends on when it was opened, so it is skipped: the answer to
        the query is the first hello followed by a later snapshot.
        """
        self.send(Query())
        while True:
            hello = self.frames_until(Hello)[-1]
            snapshot = self.frame()
            assert isinstance(hello, Hello) and isinstance(snapshot, Snapshot), snapshot
            if snapshot.seq != 0:
                return hello, snapshot

    def close(self) -> None:
        self._closing.set()
        try:
            if self.process.poll() is None and self.process.stdin is not None:
                self.process.stdin.write("quit\n")
                self.process.stdin.flush()
            self.process.wait(5)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait()
        self.port.close()
        self._stderr.close()
