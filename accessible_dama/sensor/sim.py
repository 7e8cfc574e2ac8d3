"""A virtual sensor board that speaks protocol version 1, for tests and demos.

``VirtualBoard`` is the board's side of the protocol with the time passed in: what the
host sends, what the hands do (lift, place, buttons) and the clock go in; the bytes the
board sends come out. ``SimRunner`` puts it on a pty or a TCP socket and takes commands
(a script, stdin, or ``do()`` from a test):

    lift c3        a piece leaves c3            place d4     a piece is put on d4
    move c3 d4     lift c3, then place d4       wait 0.2     pause the commands
    button 1       press and release button 1   bounce d4 3  d4 toggles 3 times, fast
    button 2 1.5   button 2 held down 1.5 s (the host says the time left)
    unplug 2       the board goes silent for 2 s; the hands go on, unreported; then it
                   starts again as after a reset (H and S)
    garble         send a corrupted frame       drop         drop a byte of the next frame
    junk 200000    send that many bytes of line noise (1000 if no number is given)
    reset          start again (H and S)        show         print the occupancy
    quit

Squares are algebraic (c3) or numeric (22). Debouncing is the firmware's job: the
simulator sends clean changes, except when told to garble or drop.
"""

from __future__ import annotations

import contextlib
import errno
import math
import os
import queue
import select
import socket
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from accessible_dama.notation import NotationError, parse_fen
from accessible_dama.notation.squares import parse_square
from accessible_dama.rules import Geometry, Position, find_variant, geometry
from accessible_dama.sensor.protocol import (
    HOST_TYPES,
    VERSION,
    Ack,
    BadFrame,
    BadReason,
    Button,
    Change,
    Display,
    ErrorReport,
    Frame,
    FrameParser,
    Hello,
    Light,
    Query,
    Snapshot,
    SnapshotRequest,
    encode_frame,
)

HEARTBEAT = 5.0
BOUNCE_GAP = 0.004  # seconds between the toggles of a bounce
BUTTON_HOLD = 0.05
MAX_HOLD = 60.0  # the longest a script holds a button down, in seconds
MAX_JUNK = 10_000_000  # bytes of noise one "junk" command may send
WRITE_PATIENCE = 0.2  # how long a full pty waits for the host to read before bytes are lost
HOST_CHECK = 0.02  # how often a watched pty is looked at while no host has it open
SIZES = {32: 8, 50: 10}


def braille_text(cells: bytes) -> str:
    """Cells as Unicode braille (U+2800 + the dots byte)."""
    return "".join(chr(0x2800 + c) for c in cells)


@dataclass
class VirtualBoard:
    """The board's side of the protocol. Every method takes ``now``; ``take_output``
    gives what the board has sent since."""

    occupancy: set[int]
    squares: int = 32
    board_id: str = "SIM-0001"
    firmware: str = "sim-1.0"
    heartbeat: float = HEARTBEAT
    version: int = VERSION
    cells: bytes = b""
    light: int = 0
    on_host_frame: Callable[[Frame], None] | None = None
    seq: int = 0
    parser: FrameParser = field(default_factory=lambda: FrameParser(HOST_TYPES))
    received: list[Frame] = field(default_factory=list)
    _out: bytearray = field(default_factory=bytearray)
    _last_state: float | None = None  # when a state frame was last sent
    _unplugged_until: float | None = None
    _drop: int = 0

    def __post_init__(self) -> None:
        self.parser.squares = self.squares

    @property
    def unplugged(self) -> bool:
        return self._unplugged_until is not None

    # ------------------------------------------------------------ sending

    def _send(self, frame: Frame, now: float) -> None:
        if self.unplugged:
            return
        line = encode_frame(frame)
        if self._drop:
            self._drop -= 1
            middle = len(line) // 2
            line = line[:middle] + line[middle + 1:]
        self._out += line
        if isinstance(frame, (Snapshot, Change, Button)):
            self._last_state = now

    def _next_seq(self) -> int:
        seq = self.seq
        self.seq = (self.seq + 1) % 256
        return seq

    def _state(self, frame_of_seq: Callable[[int], Frame], now: float) -> None:
        if self.unplugged:
            return  # a board without power counts nothing
        self._send(frame_of_seq(self._next_seq()), now)

    def snapshot(self, now: float) -> None:
        occ = frozenset(self.occupancy)
        self._state(lambda seq: Snapshot(seq, occ, self.squares), now)

    def hello(self, now: float) -> None:
        self._send(Hello(self.version, self.board_id, self.squares, self.firmware), now)
        self.snapshot(now)

    def reset(self, now: float) -> None:
        """As after power-on: the count starts again, and the board says hello."""
        self.seq = 0
        self.parser = FrameParser(HOST_TYPES, squares=self.squares)
        self.hello(now)

    def take_output(self) -> bytes:
        data = bytes(self._out)
        self._out.clear()
        return data

    # ------------------------------------------------------------ the hands

    def set_square(self, square: int, occupied: bool, now: float) -> None:
        if not 1 <= square <= self.squares:
            raise ValueError(f"no square {square} on a {self.squares}-square board")
        if (square in self.occupancy) == occupied:
            return  # nothing changes under the sensor
        if occupied:
            self.occupancy.add(square)
        else:
            self.occupancy.discard(square)
        self._state(lambda seq: Change(seq, square, occupied), now)

    def lift(self, square: int, now: float) -> None:
        self.set_square(square, False, now)

    def place(self, square: int, now: float) -> None:
        self.set_square(square, True, now)

    def button(self, button: int, pressed: bool, now: float) -> None:
        self._state(lambda seq: Button(seq, button, pressed), now)

    def garble(self, now: float) -> None:
        """A snapshot whose bytes were damaged on the way (its number is used up)."""
        if self.unplugged:
            return
        line = bytearray(encode_frame(Snapshot(self._next_seq(), frozenset(self.occupancy),
                                         self.squares)))
        line[line.index(b",") + 1] ^= 0x01  # a flipped bit in the sequence number
        self._out += line
        self._last_state = now

    def junk(self, size: int) -> None:
        """``size`` bytes of line noise (a loose contact, a wrong baud rate): printable
        bytes, control bytes, stray ``$`` and newlines, the same each time."""
        if self.unplugged:
            return
        self._out += bytes((i * 151 + 17 * (i >> 7)) % 256 for i in range(size))

    def drop_byte(self, frames: int = 1) -> None:
        """The next frames each lose a byte from their middle."""
        self._drop += frames

    def unplug(self, seconds: float, now: float) -> None:
        self._unplugged_until = now + seconds
        self._out.clear()

    def reset_by_host(self, bootloader: float, now: float) -> None:
        """Reset as an Arduino is when its port is opened: silent while the bootloader
        listens (``bootloader`` seconds, or longer if it is unplugged for longer), then
        hello (H and S) by itself."""
        if self._unplugged_until is None or self._unplugged_until < now + bootloader:
            self.unplug(bootloader, now)

    # ------------------------------------------------------------ the host

    def receive(self, data: bytes, now: float) -> None:
        if self.unplugged:
            return
        for item in self.parser.feed(data):
            if isinstance(item, BadFrame):
                if item.reason is BadReason.UNKNOWN_TYPE and item.line.startswith(b"$E"):
                    continue  # an E is never answered with an E: an echoing line loops
                self._send(ErrorReport(item.reason.error_code), now)
                continue
            self.received.append(item)
            if self.on_host_frame is not None:
                self.on_host_frame(item)
            if isinstance(item, Query):
                self.hello(now)
            elif isinstance(item, SnapshotRequest):
                self.snapshot(now)
            elif isinstance(item, Display):
                self.cells = item.cells
                self._send(Ack("D"), now)
            elif isinstance(item, Light):
                self.light = item.level
                self._send(Ack("L"), now)

    def tick(self, now: float) -> None:
        if self._unplugged_until is not None:
            if now < self._unplugged_until:
                return
            self._unplugged_until = None
            self.reset(now)
            return
        if self._last_state is None:
            self._last_state = now  # switched on: the first heartbeat is due in 5 s
        elif now - self._last_state >= self.heartbeat:
            self.snapshot(now)

    def next_due(self, now: float) -> float:
        """When ``tick`` next has something to do."""
        if self._unplugged_until is not None:
            return self._unplugged_until
        if self._last_state is None:
            return now
        return self._last_state + self.heartbeat


# ---------------------------------------------------------------- transports


class PtyEnd:
    """The board's end of a pseudo-terminal; the host opens ``path``. The slave side
    stays open here too, so the host may close and reopen it at will, unless
    ``watch_host`` is called: then this end notices a host opening the port."""

    def __init__(self, link: Path | None = None) -> None:
        import tty  # POSIX only: a pty exists on Linux and macOS, not on Windows

        self.master, self._slave = os.openpty()
        tty.setraw(self._slave)
        tty.setraw(self.master)
        os.set_blocking(self.master, False)
        self.path = os.ttyname(self._slave)
        self.link = link
        self.dropped = 0
        self._stalled = False  # the host read nothing the last time the buffer was full
        self.host_here = True  # whether a host has the port open (known once watched)
        self._hangup: select.poll | None = None
        if link is not None:
            with contextlib.suppress(FileNotFoundError):
                link.unlink()
            link.symlink_to(self.path)

    def url(self) -> str:
        return str(self.link or self.path)

    def watch_host(self) -> None:
        """From now on, notice when a host opens the port (``host_opened``): this end
        closes its own slave side, so the pty hangs up while nobody has it open (Linux).
        Bytes sent meanwhile are lost, as a board's are while no host listens."""
        os.close(self._slave)
        self._slave = -1
        self._hangup = select.poll()
        self._hangup.register(self.master, select.POLLHUP)
        self.host_here = False

    def host_opened(self) -> bool:
        """Whether a host has opened the port since the last call (watched ports only)."""
        if self._hangup is None:
            return False
        here = not any(flags & select.POLLHUP for _, flags in self._hangup.poll(0))
        opened = here and not self.host_here
        self.host_here = here
        return opened

    def fds(self) -> list[int]:
        # a hung-up master reads as always ready: it is looked at again after a pause
        return [self.master] if self.host_here else []

    def readable(self, fd: int) -> bytes:
        try:
            return os.read(self.master, 4096)
        except BlockingIOError:
            return b""
        except OSError as e:
            if e.errno == errno.EIO:
                return b""
            raise

    def write(self, data: bytes) -> None:
        """Send ``data``; while the pty's buffer is full, wait for the host to read (as a
        serial line paces a board), up to ``WRITE_PATIENCE``. What a host that does not
        read leaves over is lost, as a board's bytes are on a closed port, and the next
        writes do not wait until one goes through whole."""
        written = 0
        while self.host_here and written < len(data):
            try:
                written += os.write(self.master, data[written:])
            except BlockingIOError:
                if self._stalled or not select.select([], [self.master], [],
                                                      WRITE_PATIENCE)[1]:
                    self._stalled = True
                    break
        else:
            self._stalled = False
        self.dropped += len(data) - written

    def close(self) -> None:
        for fd in (self.master, self._slave):
            if fd >= 0:
                with contextlib.suppress(OSError):
                    os.close(fd)
        if self.link is not None:
            with contextlib.suppress(OSError):
                self.link.unlink()


class TcpEnd:
    """A virtual board on ``socket://127.0.0.1:PORT``: one host at a time. A host that
    connects finds the board as if it had just been plugged in."""

    def __init__(self, port: int = 0, host: str = "127.0.0.1") -> None:
        self.listener = socket.create_server((host, port))
        self.port = self.listener.getsockname()[1]
        self.host = host
        self.client: socket.socket | None = None
        self.on_connect: Callable[[], None] | None = None

    def url(self) -> str:
        return f"socket://{self.host}:{self.port}"

    def fds(self) -> list[int]:
        fds = [self.listener.fileno()]
        if self.client is not None:
            fds.append(self.client.fileno())
        return fds

    def readable(self, fd: int) -> bytes:
        if fd == self.listener.fileno():
            if self.client is not None:
                self.client.close()
            self.client, _ = self.listener.accept()
            self.client.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            if self.on_connect is not None:
                self.on_connect()
            return b""
        assert self.client is not None
        try:
            data = self.client.recv(4096)
        except OSError:
            data = b""
        if not data:
            self.client.close()
            self.client = None
        return data

    def write(self, data: bytes) -> None:
        if self.client is None:
            return
        try:
            self.client.sendall(data)
        except OSError:
            self.client.close()
            self.client = None

    def close(self) -> None:
        if self.client is not None:
            self.client.close()
        self.listener.close()


Transport = PtyEnd | TcpEnd


# ---------------------------------------------------------------- commands


class ScriptError(ValueError):
    """A line of a simulator script that cannot be read (``parse_script_line``)."""


@dataclass(frozen=True)
class ScriptStep:
    """One step of a simulator script: its word (``WORDS``) and what it acts on."""

    word: str
    squares: tuple[int, ...] = ()
    number: float = 0.0
    held: float = 0.0  # a button: how long it is held down (0: a short press)


WORDS = ("lift", "place", "move", "wait", "button", "bounce", "unplug", "garble", "drop",
         "junk", "reset", "show", "quit")


def parse_script_line(line: str, g: Geometry) -> ScriptStep | None:
    """One line of a script; None for a blank line or a comment."""
    text = line.split("#", 1)[0].strip().lower()
    if not text:
        return None
    word, *args = text.split()
    if word not in WORDS:
        raise ScriptError(f"unknown command {word!r}; known: {', '.join(WORDS)}")

    def squares(n: int) -> tuple[int, ...]:
        if len(args) < n:
            raise ScriptError(f"{word} needs {n} square(s)")
        try:
            return tuple(parse_square(g, a) for a in args[:n])
        except NotationError as e:
            raise ScriptError(str(e)) from None

    def number(i: int, default: float | None = None) -> float:
        if len(args) <= i:
            if default is None:
                raise ScriptError(f"{word} needs a number")
            return default
        try:
            value = float(args[i])
        except ValueError:
            raise ScriptError(f"{args[i]!r} is not a number") from None
        if not math.isfinite(value):  # "inf" and "nan" read as floats, and never end
            raise ScriptError(f"{args[i]!r} is not a number")
        return value

    if word in ("lift", "place"):
        return ScriptStep(word, squares(1))
    if word == "move":
        return ScriptStep(word, squares(2))
    if word in ("wait", "unplug"):
        return ScriptStep(word, number=number(0))
    if word == "button":
        button = number(0)
        if button not in (1, 2):
            raise ScriptError("the buttons are 1 and 2")
        held = number(1, BUTTON_HOLD)
        if not 0 <= held <= MAX_HOLD:
            raise ScriptError(f"a button is held 0 to {MAX_HOLD:g} seconds")
        return ScriptStep(word, number=button, held=held)
    if word == "bounce":
        return ScriptStep(word, squares(1), number=number(1, 3))
    if word == "drop":
        return ScriptStep(word, number=number(0, 1))
    if word == "junk":
        size = number(0, 1000)
        if not 0 <= size <= MAX_JUNK:
            raise ScriptError(f"junk is 0 to {MAX_JUNK} bytes")
        return ScriptStep(word, number=size)
    return ScriptStep(word)


def start_occupancy(variant: str = "czech", fen: str | None = None,
                    squares: int | None = None) -> tuple[set[int], int]:
    """The occupied squares of a variant's start (or a FEN), and the board size."""
    if squares is not None and variant == "":
        variant = "czech" if squares == 32 else "international"
    rules = find_variant(variant or "czech")
    size = rules.size * rules.size // 2
    if squares is not None and squares != size:
        raise ValueError(f"{rules.id} is played on {size} squares, not {squares}")
    position = parse_fen(fen, rules) if fen else Position(rules)
    return set(position.pieces()), size


# ---------------------------------------------------------------- the runner


class SimRunner:
    """The board on a transport, driven by commands. ``run()`` in a thread (``start``)
    or in the foreground; ``do(line)`` adds a command from any thread.

    ``reset_on_open``: the board resets when a host opens its port, as an Arduino does,
    and says hello by itself that many seconds later (its bootloader listens first);
    None: a host that opens the port finds the board as it is (a pty) or just reset
    (TCP)."""

    def __init__(
        self,
        board: VirtualBoard,
        transport: Transport,
        *,
        say: Callable[[str], None] = lambda line: None,
        clock: Callable[[], float] = time.monotonic,
        reset_on_open: float | None = None,
    ) -> None:
        self.board = board
        self.transport = transport
        self.say = say
        self.clock = clock
        self.reset_on_open = reset_on_open
        self.geometry = geometry(SIZES[board.squares])
        self.commands: queue.Queue[str] = queue.Queue()
        self.pending: list[ScriptStep] = []
        self.resume_at = 0.0
        self.stopping = threading.Event()
        self.written: list[tuple[float, bytes]] = []  # (time, bytes), for latency figures
        self.keep_written = False
        self._wake_r, self._wake_w = os.pipe()
        self._thread: threading.Thread | None = None
        if isinstance(transport, TcpEnd):
            transport.on_connect = self._host_opened
        elif reset_on_open is not None:
            transport.watch_host()
        board.on_host_frame = self._host_frame

    def _host_opened(self) -> None:
        if self.reset_on_open is None:
            self.board.reset(self.clock())
        else:
            self.board.reset_by_host(self.reset_on_open, self.clock())

    def _host_frame(self, frame: Frame) -> None:
        if isinstance(frame, Display):
            self.say(f"display {braille_text(frame.cells)}")
        elif isinstance(frame, Light):
            self.say(f"light {frame.level}")

    # ------------------------------------------------------------ commands

    def do(self, line: str) -> None:
        """Queue one command line (checked now: raises ScriptError)."""
        parse_script_line(line, self.geometry)
        self.commands.put(line)
        os.write(self._wake_w, b"x")

    def do_all(self, lines: Iterable[str]) -> None:
        for line in lines:
            self.do(line)

    def _expand(self, cmd: ScriptStep) -> list[ScriptStep]:
        if cmd.word == "move":
            return [ScriptStep("lift", cmd.squares[:1]), ScriptStep("place", cmd.squares[1:])]
        if cmd.word == "bounce":
            square = cmd.squares[0]
            out: list[ScriptStep] = []
            for i in range(int(cmd.number)):
                if i:
                    out.append(ScriptStep("wait", number=BOUNCE_GAP))
                out.append(ScriptStep("toggle", (square,)))
            return out
        if cmd.word == "button":
            return [ScriptStep("press", number=cmd.number),
                    ScriptStep("wait", number=cmd.held or BUTTON_HOLD),
                    ScriptStep("release", number=cmd.number)]
        return [cmd]

    def _run_commands(self, now: float) -> None:
        while True:
            try:
                line = self.commands.get_nowait()
            except queue.Empty:
                break
            cmd = parse_script_line(line, self.geometry)
            steps = self._expand(cmd) if cmd is not None else [ScriptStep("nothing")]
            self.pending += steps
        while self.pending and now >= self.resume_at:
            self._execute(self.pending.pop(0), now)
            if self.stopping.is_set():
                return

    def _execute(self, cmd: ScriptStep, now: float) -> None:
        b = self.board
        w = cmd.word
        if w == "wait":
            self.resume_at = now + cmd.number
        elif w == "lift":
            b.lift(cmd.squares[0], now)
        elif w == "place":
            b.place(cmd.squares[0], now)
        elif w == "toggle":
            square = cmd.squares[0]
            b.set_square(square, square not in b.occupancy, now)
        elif w in ("press", "release"):
            b.button(int(cmd.number), w == "press", now)
        elif w == "unplug":
            b.unplug(cmd.number, now)
        elif w == "garble":
            b.garble(now)
        elif w == "drop":
            b.drop_byte(int(cmd.number))
        elif w == "junk":
            b.junk(int(cmd.number))
        elif w == "reset":
            b.reset(now)
        elif w == "show":
            names = ", ".join(str(square) for square in sorted(b.occupancy))
            self.say(f"occupied: {names}")
        elif w == "quit":
            self.stopping.set()
        self._flush(now)

    # ------------------------------------------------------------ the loop

    def _flush(self, now: float) -> None:
        data = self.board.take_output()
        if data:
            started = time.perf_counter()
            self.transport.write(data)
            if self.keep_written:
                self.written.append((started, data))

    def run(self) -> None:
        pty = self.transport if isinstance(self.transport, PtyEnd) else None
        if pty is not None:
            self.board.reset(self.clock())  # switched on: hello, heard only if a host listens
        try:
            while not self.stopping.is_set():
                now = self.clock()
                if pty is not None and pty.host_opened():
                    self._host_opened()
                self._run_commands(now)
                self.board.tick(now)
                self._flush(now)
                due = self.board.next_due(now)
                if self.pending:
                    due = min(due, self.resume_at)
                if pty is not None and not pty.host_here:
                    due = min(due, now + HOST_CHECK)
                timeout = max(0.0, min(due - self.clock(), 0.5))
                fds = [*self.transport.fds(), self._wake_r]
                readable, _, _ = select.select(fds, [], [], timeout)
                now = self.clock()
                for fd in readable:
                    if fd == self._wake_r:
                        os.read(self._wake_r, 4096)
                        continue
                    data = self.transport.readable(fd)
                    if data:
                        self.board.receive(data, now)
                self._flush(now)
        finally:
            self.transport.close()
            for fd in (self._wake_r, self._wake_w):
                with contextlib.suppress(OSError):
                    os.close(fd)

    def start(self) -> SimRunner:
        self._thread = threading.Thread(target=self.run, name="board-sim", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self.stopping.set()
        with contextlib.suppress(OSError):
            os.write(self._wake_w, b"x")
        if self._thread is not None:
            self._thread.join(2.0)

    def __enter__(self) -> SimRunner:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


__all__ = [
    "HEARTBEAT",
    "HOST_CHECK",
    "WORDS",
    "ScriptStep",
    "ScriptError",
    "PtyEnd",
    "SimRunner",
    "TcpEnd",
    "VirtualBoard",
    "braille_text",
    "parse_script_line",
    "start_occupancy",
]
