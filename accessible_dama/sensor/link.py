"""The serial link to a sensor board: one factory for every kind of port, and the bridge
that turns the protocol into what the game needs to know.

``open_link(url)`` opens a real port (``/dev/ttyACM0``), a pty path, ``socket://host:port``
(a virtual board) or ``loop://``, all through ``serial.serial_for_url``: a fake board and
the real one share every line above the transport.

``Bridge`` is the protocol's host side as a state machine with the time passed in: bytes
and ticks in, ``BoardEvent`` values and frames to send out. ``BoardLink`` runs it on a
port with a reader thread, reopening the port when the board goes away. The game lives
elsewhere: nothing here can lose it.
"""

from __future__ import annotations

import errno
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from accessible_dama.sensor.protocol import (
    BOARD_TYPES,
    VERSION,
    Ack,
    BadFrame,
    Button,
    Change,
    ErrorReport,
    Frame,
    FrameParser,
    Hello,
    Query,
    SequenceTracker,
    SeqVerdict,
    Snapshot,
    SnapshotRequest,
    encode_frame,
)

BAUD = 115200
HEARTBEAT_TIMEOUT = 15.0  # no frame for this long: the board is treated as unplugged
REOPEN_EVERY = 1.0  # a port that cannot be opened is tried again this often; Q too
OPEN_PATIENCE = 3.0  # an opened port stays open this long waiting for H (an Arduino resets
# when its port is opened and its bootloader listens for about a second first)
ANSWER_TIMEOUT = 1.0  # a host frame unanswered this long is sent again
MAX_RESENDS = 3
READ_TIMEOUT = 0.02  # how long the reader waits for a byte before it looks at the clock
READ_CHUNK = 65536  # the most bytes taken from the port at once


# ---------------------------------------------------------------- events for the game


@dataclass(frozen=True)
class BoardEvent:
    """Base of what the link tells the game."""


@dataclass(frozen=True)
class BoardConnected(BoardEvent):
    hello: Hello


@dataclass(frozen=True)
class BoardIncompatible(BoardEvent):
    """The board speaks another protocol version."""

    hello: Hello


@dataclass(frozen=True)
class BoardLost(BoardEvent):
    reason: str  # "silent" (no heartbeat) or the port's error


@dataclass(frozen=True)
class BoardOccupancy(BoardEvent):
    """The whole board as it stands: after connecting, and whenever a snapshot shows
    something the changes did not (frames were lost)."""

    occupancy: frozenset[int]
    resync: bool = False  # True: it corrects what the changes said


@dataclass(frozen=True)
class SquareChanged(BoardEvent):
    square: int
    occupied: bool


@dataclass(frozen=True)
class ButtonPressed(BoardEvent):
    button: int


@dataclass(frozen=True)
class ButtonReleased(BoardEvent):
    """The button was let go: the game times how long it was held."""

    button: int


# ---------------------------------------------------------------- the port factory


def open_link(url: str, *, timeout: float = READ_TIMEOUT) -> Any:
    """The port named by ``url``, opened at 115200 8N1: a device or pty path,
    ``socket://host:port``, ``loop://`` or any other pyserial URL. Raises
    ``serial.SerialException`` (an ``OSError``) when it cannot be opened."""
    # pyserial picks its backend on import (termios on POSIX, win32 on Windows): imported
    # here, so the game without a board never needs it
    import serial  # type: ignore[import-untyped]

    return serial.serial_for_url(url, baudrate=BAUD, bytesize=8, parity="N", stopbits=1,
                                 timeout=timeout, write_timeout=1.0)


def port_missing(error: BaseException) -> bool:
    """Whether ``error``, from opening a port, says that there is no such port (ENOENT;
    on Windows pyserial gives only the text of a FileNotFoundError)."""
    return getattr(error, "errno", None) == errno.ENOENT or "FileNotFoundError" in str(error)


def read_waiting(port: Any) -> bytes:
    """What has arrived on ``port``: waits up to its timeout for the first byte, then
    takes what else is there without waiting (at most ``READ_CHUNK`` bytes).

    A serial port or pty says how many bytes wait; a ``socket://`` port only says
    whether any do, so the rest is read with the timeout at zero. Read a byte at a time,
    200 KB of line noise took 20 s and held the valid frames behind it back.
    """
    data: bytes = port.read(port.in_waiting or 1)
    if data and port.in_waiting:
        wait = port.timeout
        port.timeout = 0
        try:
            data += port.read(READ_CHUNK)
        finally:
            port.timeout = wait
    return data


def close_port(port: Any) -> None:
    """Close a port whatever state it is in."""
    try:
        port.close()
    except Exception:  # a vanished device may fail to close; it is gone anyway
        pass


# ---------------------------------------------------------------- the bridge


class LinkState(Enum):
    CLOSED = "closed"  # no port open
    CONNECTING = "connecting"  # Q sent, waiting for H
    SYNCING = "syncing"  # H heard, waiting for the snapshot
    READY = "ready"
    REFUSED = "refused"  # the board speaks another version


@dataclass
class _Outstanding:
    frame: Frame
    sent_at: float
    resends: int = 0


@dataclass
class LinkStats:
    frames: int = 0
    bad_frames: int = 0
    requests: int = 0  # R sent after a bad frame or a gap
    resends: int = 0  # host frames sent again after E or silence
    lost: int = 0  # times the board went away


@dataclass
class Bridge:
    """The host side of the protocol. Feed it what happens (``opened``, ``received``,
    ``tick``, ``closed``) with the time; it gives ``BoardEvent`` values and puts the
    bytes to write in ``outbox``."""

    heartbeat_timeout: float = HEARTBEAT_TIMEOUT
    answer_timeout: float = ANSWER_TIMEOUT
    reopen_every: float = REOPEN_EVERY
    open_patience: float = OPEN_PATIENCE
    max_resends: int = MAX_RESENDS
    state: LinkState = LinkState.CLOSED
    hello: Hello | None = None
    occupancy: frozenset[int] | None = None  # the board as last known
    stats: LinkStats = field(default_factory=LinkStats)
    outbox: bytearray = field(default_factory=bytearray)
    parser: FrameParser = field(default_factory=lambda: FrameParser(BOARD_TYPES))
    seq: SequenceTracker = field(default_factory=SequenceTracker)
    _outstanding: list[_Outstanding] = field(default_factory=list)
    _last_heard: float = 0.0
    _last_query: float = 0.0
    _opened_at: float = float("-inf")
    _was_ready: bool = False

    # ------------------------------------------------------------ the port

    def opened(self, now: float) -> None:
        """The port has just been opened: ask who is there."""
        self.parser = FrameParser(BOARD_TYPES)
        self._outstanding.clear()
        self.state = LinkState.CONNECTING
        self._last_heard = now
        self._opened_at = now
        self._query(now)

    def closed(self, reason: str, now: float) -> list[BoardEvent]:
        """The port failed or was closed."""
        self.state = LinkState.CLOSED
        self._outstanding.clear()
        return self._lost(reason)

    @property
    def ready(self) -> bool:
        return self.state is LinkState.READY

    def wants_reopen(self, now: float) -> bool:
        """Whether the port should be closed and opened again now: no port, or no hello
        for ``open_patience`` seconds after opening it (reopening sooner would reset an
        Arduino before it can answer)."""
        if self.state is LinkState.CLOSED:
            return True
        if self.state is LinkState.CONNECTING:
            return now - self._opened_at >= self.open_patience
        return False

    def _lost(self, reason: str) -> list[BoardEvent]:
        if not self._was_ready:
            return []
        self._was_ready = False
        self.stats.lost += 1
        return [BoardLost(reason)]

    # ------------------------------------------------------------ sending

    def send(self, frame: Frame, now: float) -> None:
        """Send a host frame (``D``, ``L``, ``Q``, ``R``); it is sent again after an
        ``E`` or when no answer comes, at most three times."""
        self.outbox += encode_frame(frame)
        self._outstanding.append(_Outstanding(frame, now))

    def _query(self, now: float) -> None:
        self._outstanding = [o for o in self._outstanding if not isinstance(o.frame, Query)]
        self._last_query = now
        self.send(Query(), now)

    def _request(self, now: float) -> None:
        if any(isinstance(o.frame, SnapshotRequest) for o in self._outstanding):
            return  # one snapshot answers every request
        self.stats.requests += 1
        self.send(SnapshotRequest(), now)

    def _answered(self, kind: type[Frame], acked: str = "") -> None:
        for i, o in enumerate(self._outstanding):
            if isinstance(o.frame, kind) and (not acked or acked == o.frame.TYPE):
                del self._outstanding[i]
                return

    def _resend(self, o: _Outstanding, now: float) -> None:
        self._outstanding.remove(o)
        if o.resends >= self.max_resends:
            return  # given up: a D is sent again with the next move anyway
        self.stats.resends += 1
        self.outbox += encode_frame(o.frame)
        self._outstanding.append(_Outstanding(o.frame, now, o.resends + 1))

    # ------------------------------------------------------------ receiving

    def received(self, data: bytes, now: float) -> list[BoardEvent]:
        out: list[BoardEvent] = []
        for item in self.parser.feed(data):
            if isinstance(item, BadFrame):
                self.stats.bad_frames += 1
                if self.state is LinkState.READY:
                    self._request(now)
                continue
            self.stats.frames += 1
            self._last_heard = now
            out += self._frame(item, now)
        return out

    def _frame(self, frame: Frame, now: float) -> list[BoardEvent]:
        if isinstance(frame, Hello):
            self._answered(Query)
            self.seq.reset()
            self.hello = frame
            self.occupancy = None  # the board was reset: only its snapshot counts now
            if frame.version != VERSION:
                self.state = LinkState.REFUSED
                return [BoardIncompatible(frame)]
            self.parser.squares = frame.squares
            self.state = LinkState.SYNCING
            return []
        if isinstance(frame, Ack):
            self._answered(Frame, frame.acked)
            return []
        if isinstance(frame, ErrorReport):
            if self._outstanding:
                # the board answers in order: the error is the oldest unanswered frame's
                self._resend(self._outstanding[0], now)
            elif self.state is LinkState.CONNECTING:
                self._query(now)
            return []
        if self.state not in (LinkState.SYNCING, LinkState.READY):
            return []  # stale frames from before our query
        assert isinstance(frame, (Snapshot, Change, Button))
        verdict, _missing = self.seq.check(frame.seq)
        if isinstance(frame, Snapshot):
            self._answered(SnapshotRequest)
            return self._snapshot(frame)
        if verdict is SeqVerdict.REPEAT:
            return []
        if verdict is SeqVerdict.GAP:
            self._request(now)
        if isinstance(frame, Change):
            if self.occupancy is None or (frame.square in self.occupancy) == frame.occupied:
                return []
            if frame.occupied:
                self.occupancy = self.occupancy | {frame.square}
            else:
                self.occupancy = self.occupancy - {frame.square}
            return [SquareChanged(frame.square, frame.occupied)]
        return [ButtonPressed(frame.button) if frame.pressed else ButtonReleased(frame.button)]

    def _snapshot(self, frame: Snapshot) -> list[BoardEvent]:
        if self.state is LinkState.SYNCING:
            assert self.hello is not None
            self.state = LinkState.READY
            self._was_ready = True
            self.occupancy = frame.occupancy
            return [BoardConnected(self.hello), BoardOccupancy(frame.occupancy)]
        if frame.occupancy == self.occupancy:
            return []  # a heartbeat
        self.occupancy = frame.occupancy
        return [BoardOccupancy(frame.occupancy, resync=True)]

    # ------------------------------------------------------------ time

    def tick(self, now: float) -> list[BoardEvent]:
        """What the passing of time brings: the board declared lost after 15 s of
        silence, unanswered frames sent again."""
        silent = now - self._last_heard > self.heartbeat_timeout
        if self.state in (LinkState.READY, LinkState.SYNCING) and silent:
            self.state = LinkState.CONNECTING
            self._opened_at = float("-inf")  # reopen the port now
            self._outstanding.clear()
            return self._lost("silent")
        if self.state is LinkState.CONNECTING and now - self._last_query >= self.reopen_every:
            self._query(now)  # Q again every second, the port left open
        if self.state is LinkState.SYNCING and now - self._last_heard > self.answer_timeout:
            self._request(now)  # the snapshot after the hello was lost
        if self.state in (LinkState.READY, LinkState.SYNCING):
            for o in list(self._outstanding):
                if now - o.sent_at > self.answer_timeout:
                    self._resend(o, now)
        return []

    def take_outbox(self) -> bytes:
        data = bytes(self.outbox)
        self.outbox.clear()
        return data


# ---------------------------------------------------------------- the running link


class BoardLink:
    """The bridge on a real port, with a reader thread that reopens the port while the
    board is away. ``on_event`` is called from that thread."""

    def __init__(
        self,
        url: str,
        on_event: Callable[[BoardEvent], None],
        *,
        clock: Callable[[], float] = time.monotonic,
        bridge: Bridge | None = None,
        opener: Callable[[str], Any] = open_link,
    ) -> None:
        self.url = url
        self.on_event = on_event
        self.clock = clock
        self.bridge = bridge or Bridge()
        self.opener = opener
        self.port: Any = None
        self.last_error = ""
        # why the port could not be opened the last time: "missing" (no such port),
        # "unopened" (busy, not allowed), or "" (it opened)
        self.open_problem = ""
        self._lock = threading.Lock()
        self._last_attempt = -1e9
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="board-link", daemon=True)

    def start(self) -> BoardLink:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(2.0)
        with self._lock:
            self._close()

    def __enter__(self) -> BoardLink:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def send(self, frame: Frame) -> None:
        """Send a host frame now (from any thread); dropped while no board is there."""
        with self._lock:
            if self.port is None or not self.bridge.ready:
                return
            self.bridge.send(frame, self.clock())
            self._flush()

    # ------------------------------------------------------------ the thread

    def _emit(self, events: list[BoardEvent]) -> None:
        for event in events:
            self.on_event(event)

    def _close(self) -> None:
        if self.port is not None:
            close_port(self.port)
            self.port = None

    def _flush(self) -> None:
        data = self.bridge.take_outbox()
        if data and self.port is not None:
            try:
                self.port.write(data)
            except OSError as e:  # the reader notices a dead port and reopens it
                self.last_error = str(e)

    def _open(self, now: float) -> None:
        self._last_attempt = now
        with self._lock:
            self._close()
            try:
                self.port = self.opener(self.url)
            except (OSError, ValueError) as e:  # SerialException is an OSError
                self.last_error = str(e)
                self.open_problem = "missing" if port_missing(e) else "unopened"
                return
            self.open_problem = ""
            self.bridge.opened(now)
            self._flush()

    def _run(self) -> None:
        while not self._stop.is_set():
            now = self.clock()
            if self.port is None or self.bridge.wants_reopen(now):
                if now - self._last_attempt < self.bridge.reopen_every:
                    self._stop.wait(min(0.05, self.bridge.reopen_every))
                    continue
                self._open(now)
                if self.port is None:
                    continue
            events: list[BoardEvent] = []
            try:
                data = read_waiting(self.port)
                now = self.clock()
                with self._lock:
                    if data:
                        events += self.bridge.received(data, now)
                    events += self.bridge.tick(now)
                    self._flush()
            except OSError as e:  # a pulled cable: the read fails (SerialException too)
                with self._lock:
                    self.last_error = str(e)
                    self._close()
                    events += self.bridge.closed(str(e) or "closed", self.clock())
            self._emit(events)


__all__ = [
    "ANSWER_TIMEOUT",
    "BAUD",
    "HEARTBEAT_TIMEOUT",
    "OPEN_PATIENCE",
    "REOPEN_EVERY",
    "BoardConnected",
    "BoardEvent",
    "BoardIncompatible",
    "BoardLink",
    "BoardLost",
    "BoardOccupancy",
    "Bridge",
    "ButtonPressed",
    "ButtonReleased",
    "LinkState",
    "LinkStats",
    "SquareChanged",
    "close_port",
    "open_link",
    "port_missing",
    "read_waiting",
]
