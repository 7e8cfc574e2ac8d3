"""The host side of the link: the bridge on a fake clock, then real ports (loop://, a pty,
socket://) with the virtual board at the other end."""

from __future__ import annotations

import itertools
import os
import queue
import threading
import time
import tty
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import serial  # type: ignore[import-untyped]

from accessible_dama.sensor.link import (
    BoardConnected,
    BoardEvent,
    BoardIncompatible,
    BoardLink,
    BoardLost,
    BoardOccupancy,
    Bridge,
    ButtonPressed,
    ButtonReleased,
    LinkState,
    SquareChanged,
    open_link,
)
from accessible_dama.sensor.protocol import (
    HOST_TYPES,
    Ack,
    Button,
    Change,
    Display,
    ErrorReport,
    FrameParser,
    Hello,
    Light,
    Query,
    Snapshot,
    SnapshotRequest,
    encode_frame,
)
from accessible_dama.sensor.sim import (
    PtyEnd,
    SimRunner,
    TcpEnd,
    VirtualBoard,
    braille_text,
    start_occupancy,
)
from tests.clocks import StepClock

START = frozenset(range(1, 13)) | frozenset(range(21, 33))
HELLO = Hello(1, "DAMA-0001", 32, "1.0.0")


def sent(bridge: Bridge) -> list[object]:
    return list(FrameParser(HOST_TYPES).feed(bridge.take_outbox()))


def ready_bridge(**kw: float) -> Bridge:
    b = Bridge(**kw)  # type: ignore[arg-type]
    b.opened(0.0)
    b.received(encode_frame(HELLO) + encode_frame(Snapshot(0, START)), 0.0)
    b.take_outbox()
    return b


# ---------------------------------------------------------------- the bridge, on paper


def test_bridge_starts_with_query_and_is_ready_after_hello_and_snapshot() -> None:
    b = Bridge()
    b.opened(0.0)
    assert sent(b) == [Query()]
    assert b.received(encode_frame(HELLO), 0.1) == []
    assert b.state is LinkState.SYNCING
    events = b.received(encode_frame(Snapshot(0, START)), 0.1)
    assert events == [BoardConnected(HELLO), BoardOccupancy(START)]
    assert b.ready


def test_opened_port_waits_for_hello_with_a_query_every_second_before_reopening() -> None:
    # an Arduino resets when its port is opened: reopening at once would reset it again
    b = Bridge()
    b.opened(0.0)
    assert sent(b) == [Query()]
    b.tick(0.5)
    assert sent(b) == []
    b.tick(1.0)
    assert sent(b) == [Query()]
    b.tick(2.0)
    assert sent(b) == [Query()]
    assert not b.wants_reopen(2.9)
    assert b.wants_reopen(3.0)


def test_hello_sent_by_a_board_after_its_reset_is_taken_without_a_query() -> None:
    b = Bridge()
    b.opened(0.0)
    b.take_outbox()
    events = b.received(encode_frame(HELLO) + encode_frame(Snapshot(0, START)), 1.6)
    assert events == [BoardConnected(HELLO), BoardOccupancy(START)]


def test_bridge_ignores_stale_frames_before_the_hello() -> None:
    b = Bridge()
    b.opened(0.0)
    lines = encode_frame(Change(7, 22, False)) + encode_frame(Snapshot(8, START))
    assert b.received(lines, 0.0) == []
    assert b.state is LinkState.CONNECTING


def test_bridge_reports_changes_and_presses() -> None:
    b = ready_bridge()
    events = b.received(encode_frame(Change(1, 22, False)) + encode_frame(Change(2, 18, True))
                        + encode_frame(Button(3, 1, True)) + encode_frame(Button(4, 1, False)), 1.0)
    # the release is reported too: the game times how long a button is held
    assert events == [SquareChanged(22, False), SquareChanged(18, True), ButtonPressed(1),
                      ButtonReleased(1)]
    assert b.occupancy == (START - {22}) | {18}


def test_bridge_drops_a_repeated_frame() -> None:
    b = ready_bridge()
    line = encode_frame(Change(1, 22, False))
    assert b.received(line + line, 1.0) == [SquareChanged(22, False)]
    assert b.seq.repeats == 1


def test_bridge_asks_for_a_snapshot_after_a_bad_frame_and_the_snapshot_is_the_truth() -> None:
    b = ready_bridge()
    assert b.received(b"$C,1,22,0*0000\n", 1.0) == []  # the lift of c3, damaged
    assert sent(b) == [SnapshotRequest()]
    events = b.received(encode_frame(Snapshot(2, START - {22})), 1.1)
    assert events == [BoardOccupancy(START - {22}, resync=True)]
    assert b.stats.requests == 1


def test_bridge_asks_for_a_snapshot_after_a_gap() -> None:
    b = ready_bridge()
    # frame 1 (c3 lifted) was lost; frame 2 (d4 placed) arrives
    assert b.received(encode_frame(Change(2, 18, True)), 1.0) == [SquareChanged(18, True)]
    assert sent(b) == [SnapshotRequest()]
    assert b.received(encode_frame(Snapshot(3, (START - {22}) | {18})), 1.1) == [
        BoardOccupancy((START - {22}) | {18}, resync=True)]


def test_bridge_sends_one_request_for_many_bad_frames() -> None:
    b = ready_bridge()
    b.received(b"junk\n" * 5, 1.0)
    assert sent(b) == [SnapshotRequest()]


def test_heartbeat_matching_the_board_says_nothing() -> None:
    b = ready_bridge()
    assert b.received(encode_frame(Snapshot(1, START)), 5.0) == []


def test_fifteen_seconds_of_silence_is_an_unplugged_board_said_once() -> None:
    b = ready_bridge()
    assert b.tick(14.9) == []
    assert b.tick(15.1) == [BoardLost("silent")]
    assert b.tick(16.0) == []
    assert b.wants_reopen(16.0)


def test_back_after_unplugging_resyncs_with_query_and_snapshot() -> None:
    b = ready_bridge()
    b.tick(15.1)
    b.opened(16.0)
    assert sent(b) == [Query()]
    now_there = (START - {22}) | {18}
    events = b.received(encode_frame(HELLO) + encode_frame(Snapshot(0, now_there)), 16.1)
    assert events == [BoardConnected(HELLO), BoardOccupancy(now_there)]


def test_error_report_resends_the_frame_at_most_three_times() -> None:
    b = ready_bridge()
    b.send(Display(b"\x0f\x1b"), 1.0)
    assert sent(b) == [Display(b"\x0f\x1b")]
    for _ in range(3):
        b.received(encode_frame(ErrorReport("CRC")), 1.1)
        assert sent(b) == [Display(b"\x0f\x1b")]
    b.received(encode_frame(ErrorReport("CRC")), 1.2)  # a fourth time: given up
    assert sent(b) == []
    assert b._outstanding == []
    assert b.stats.resends == 3


def test_error_report_belongs_to_the_oldest_unanswered_frame() -> None:
    # the board answers in order: D was bad, L was fine
    b = ready_bridge()
    b.send(Display(b"\x0f"), 1.0)
    b.send(Light(2), 1.0)
    b.take_outbox()
    b.received(encode_frame(ErrorReport("CRC")) + encode_frame(Ack("L")), 1.1)
    assert sent(b) == [Display(b"\x0f")]
    b.received(encode_frame(Ack("D")), 1.2)
    assert b._outstanding == []


def test_acknowledged_display_is_not_sent_again() -> None:
    b = ready_bridge()
    b.send(Display(b"\x01"), 1.0)
    b.take_outbox()
    b.received(encode_frame(Ack("D")), 1.05)
    b.tick(3.0)
    assert sent(b) == []


def test_unanswered_frame_is_sent_again_after_a_second() -> None:
    b = ready_bridge()
    b.send(Light(1), 1.0)
    b.take_outbox()
    b.tick(1.5)
    assert sent(b) == []
    b.tick(2.1)
    assert sent(b) == [Light(1)]


def test_board_of_another_version_is_refused() -> None:
    b = Bridge()
    b.opened(0.0)
    hello = Hello(2, "NEW", 32, "9.0")
    assert b.received(encode_frame(hello), 0.1) == [BoardIncompatible(hello)]
    assert not b.wants_reopen(10.0)


def test_port_error_is_a_lost_board_only_once_it_was_there() -> None:
    b = Bridge()
    assert b.closed("no such file", 0.0) == []
    b = ready_bridge()
    assert b.closed("device disconnected", 3.0) == [BoardLost("device disconnected")]


def test_board_reset_mid_game_is_a_new_connection() -> None:
    b = ready_bridge()
    b.received(encode_frame(Change(1, 22, False)), 1.0)
    events = b.received(encode_frame(HELLO) + encode_frame(Snapshot(0, START - {22})), 2.0)
    assert events == [BoardConnected(HELLO), BoardOccupancy(START - {22})]


# ---------------------------------------------------------------- real ports


def collect() -> tuple[queue.Queue[BoardEvent], BoardLinkFactory]:
    q: queue.Queue[BoardEvent] = queue.Queue()
    return q, BoardLinkFactory(q)


class BoardLinkFactory:
    def __init__(self, q: queue.Queue[BoardEvent]) -> None:
        self.q = q

    def __call__(self, url: str, **bridge: float) -> BoardLink:
        return BoardLink(url, self.q.put, bridge=Bridge(**bridge))  # type: ignore[arg-type]


def next_event(q: queue.Queue[BoardEvent], kind: type[BoardEvent],
               timeout: float = 15.0) -> BoardEvent:
    deadline = time.monotonic() + timeout
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            raise AssertionError(f"no {kind.__name__} within {timeout} s")
        try:
            event = q.get(timeout=left)
        except queue.Empty:
            continue
        if isinstance(event, kind):
            return event


@pytest.fixture
def said() -> queue.Queue[str]:
    """What the virtual board prints: the host frames it took (display, light)."""
    return queue.Queue()


@pytest.fixture
def sim_pty(tmp_path: Path, said: queue.Queue[str]) -> Iterator[SimRunner]:
    occ, n = start_occupancy("czech")
    board = VirtualBoard(occ, n, heartbeat=0.3)
    with SimRunner(board, PtyEnd(tmp_path / "board"), say=said.put) as sim:
        yield sim


def board_says(said: queue.Queue[str], wanted: str, timeout: float = 30.0) -> None:
    """Wait until the virtual board prints ``wanted``."""
    deadline = time.monotonic() + timeout
    heard = []
    while wanted not in heard:
        try:
            heard.append(said.get(timeout=max(0.0, deadline - time.monotonic())))
        except queue.Empty:
            raise AssertionError(f"the board did not say {wanted!r}; it said {heard}") from None


def test_open_link_takes_every_kind_of_url(tmp_path: Path) -> None:
    loop = open_link("loop://")
    loop.write(b"$Q*AB24\n")
    assert loop.read(8) == b"$Q*AB24\n"
    loop.close()
    tcp = TcpEnd()
    s = open_link(tcp.url())
    s.close()
    tcp.close()
    with pytest.raises(serial.SerialException):
        open_link(str(tmp_path / "no-such-port"))


class _WatchedPort:
    """A port that tells when the host has written to it."""

    def __init__(self, port: Any) -> None:
        self.port = port
        self.written = threading.Event()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.port, name)

    def write(self, data: bytes) -> int:
        n: int = self.port.write(data)
        self.written.set()
        return n


def test_loop_url_carries_frames_through_the_reader_thread() -> None:
    # loop:// hands back what is written: the test plays the board on the same port
    port = open_link("loop://")
    watched = _WatchedPort(port)
    q, _ = collect()
    link = BoardLink("loop://", q.put, opener=lambda url: watched)
    with link:
        assert watched.written.wait(30), "the link sent no Q"
        port.write(encode_frame(HELLO) + encode_frame(Snapshot(0, START))
                   + encode_frame(Change(1, 22, False)))
        assert next_event(q, BoardConnected) == BoardConnected(HELLO)
        assert next_event(q, SquareChanged) == SquareChanged(22, False)
    # our own Q came back too, and was counted as a frame the host does not take
    assert link.bridge.stats.bad_frames >= 1


def test_pty_pair_from_openpty_carries_the_example_of_the_protocol_page() -> None:
    master, slave = os.openpty()
    tty.setraw(master)
    path = os.ttyname(slave)
    q, make = collect()
    with make(path):
        query = os.read(master, 100)
        assert query == b"$Q*AB24\n"
        os.write(master, b"$H,1,DAMA-0001,32,1.0.0*0237\n$S,0,FFF00FFF*60F3\n"
                         b"$C,1,22,0*C529\n$C,2,18,1*47F5\n")
        assert next_event(q, BoardConnected) == BoardConnected(HELLO)
        assert next_event(q, SquareChanged) == SquareChanged(22, False)
        assert next_event(q, SquareChanged) == SquareChanged(18, True)
    os.close(master)
    os.close(slave)


def test_simulator_on_a_pty_link_lift_place_and_button(sim_pty: SimRunner) -> None:
    q, make = collect()
    with make(sim_pty.transport.url()):
        assert isinstance(next_event(q, BoardConnected), BoardConnected)
        sim_pty.do_all(["lift c3", "place d4", "button 1"])
        assert next_event(q, SquareChanged) == SquareChanged(22, False)
        assert next_event(q, SquareChanged) == SquareChanged(18, True)
        assert next_event(q, ButtonPressed) == ButtonPressed(1)


def test_simulator_over_socket_url() -> None:
    occ, n = start_occupancy("czech")
    with SimRunner(VirtualBoard(occ, n), TcpEnd()) as sim:
        q, make = collect()
        with make(sim.transport.url()):
            assert next_event(q, BoardOccupancy) == BoardOccupancy(START)
            sim.do("move c3 d4")
            assert next_event(q, SquareChanged) == SquareChanged(22, False)


def test_display_reaches_the_board_and_is_acknowledged(sim_pty: SimRunner,
                                                       said: queue.Queue[str]) -> None:
    q, make = collect()
    with make(sim_pty.transport.url()) as link:
        next_event(q, BoardConnected)
        link.send(Display(b"\x0f\x1b"))
        board_says(said, "display " + braille_text(b"\x0f\x1b"))
        assert sim_pty.board.cells == b"\x0f\x1b"
        # the board acknowledged before it moved: once the move is here, so is the ack
        sim_pty.do("lift c3")
        next_event(q, SquareChanged)
        assert link.bridge._outstanding == []


# ---------------------------------------------------------------- faults


def test_garbled_frame_and_dropped_byte_are_repaired_by_a_snapshot(sim_pty: SimRunner) -> None:
    q, make = collect()
    with make(sim_pty.transport.url()) as link:
        next_event(q, BoardOccupancy)  # the first, after connecting
        sim_pty.do_all(["garble", "drop", "lift c3"])  # the lift's frame loses a byte
        event = next_event(q, BoardOccupancy)
        while event == BoardOccupancy(START):
            # the hello answering a query repeated on a busy host starts the link again
            event = next_event(q, BoardOccupancy)
        assert event == BoardOccupancy(START - {22}, resync=True)
        assert link.bridge.stats.bad_frames >= 2
        assert link.bridge.occupancy == START - {22}


def test_corrupted_host_frame_is_sent_again_after_the_boards_error(
        sim_pty: SimRunner, said: queue.Queue[str]) -> None:
    q, make = collect()
    with make(sim_pty.transport.url()) as link:
        next_event(q, BoardConnected)
        # damage the next host frame on its way: one wrong CRC digit
        with link._lock:
            link.bridge.send(Light(2), time.monotonic())
            data = bytearray(link.bridge.take_outbox())
            data[-2] = ord("0") if data[-2] != ord("0") else ord("1")
            link.port.write(bytes(data))
        board_says(said, "light 2")  # the frame sent again, after the board's error
        assert sim_pty.board.light == 2
        assert link.bridge.stats.resends >= 1


class _CountingBridge(Bridge):
    """A bridge that counts how often the reader hands it bytes."""

    def __init__(self) -> None:
        super().__init__()
        self.calls = 0

    def received(self, data: bytes, now: float) -> list[BoardEvent]:
        self.calls += 1
        return super().received(data, now)


@pytest.mark.parametrize("transport", ["socket", "pty"])
def test_a_burst_of_junk_does_not_hold_the_next_frame_back(transport: str,
                                                           tmp_path: Path) -> None:
    # 200 KB of line noise, then a lift: the reader takes the noise in a few large reads
    # (read a byte at a time over socket://, it took 200,000 and 20 s, and the board was
    # declared lost), and the lift is heard after it
    occ, n = start_occupancy("czech")
    end: PtyEnd | TcpEnd = TcpEnd() if transport == "socket" else PtyEnd(tmp_path / "board")
    with SimRunner(VirtualBoard(occ, n), end) as sim:
        q: queue.Queue[BoardEvent] = queue.Queue()
        bridge = _CountingBridge()
        with BoardLink(sim.transport.url(), q.put, bridge=bridge):
            next_event(q, BoardConnected)
            before = bridge.calls
            sim.do_all(["junk 200000", "lift c3"])
            event = next_event(q, SquareChanged)
            assert event == SquareChanged(22, False)
            calls = bridge.calls - before
        assert bridge.stats.lost == 0
        assert bridge.parser.bad_total > 0  # the noise was read, and dropped
        # a pty takes at most 4 KB per read; a socket far more
        assert calls <= 200_000 // 4096 + 50, calls


def test_unplugged_and_replugged_mid_capture(sim_pty: SimRunner) -> None:
    q, make = collect()
    with make(sim_pty.transport.url(), heartbeat_timeout=0.8):
        next_event(q, BoardConnected)
        # the capturing piece is lifted, the cable is pulled, the capture is finished
        sim_pty.do_all(["lift c3", "unplug 1.5", "lift d4", "place e5"])
        assert next_event(q, SquareChanged) == SquareChanged(22, False)
        assert next_event(q, BoardLost) == BoardLost("silent")
        assert next_event(q, BoardConnected, timeout=5)
        assert next_event(q, BoardOccupancy) == BoardOccupancy((START - {22, 18}) | {15})


def test_port_that_vanishes_and_comes_back(tmp_path: Path) -> None:
    link_path = tmp_path / "board"
    occ, n = start_occupancy("czech")
    first = SimRunner(VirtualBoard(set(occ), n), PtyEnd(link_path)).start()
    q, make = collect()
    with make(str(link_path)):
        next_event(q, BoardConnected)
        first.stop()  # the board's end closes: the pty is gone
        assert isinstance(next_event(q, BoardLost), BoardLost)
        second = SimRunner(VirtualBoard(set(occ) - {22}, n), PtyEnd(link_path)).start()
        try:
            assert next_event(q, BoardOccupancy, timeout=5) == BoardOccupancy(START - {22})
        finally:
            second.stop()



def test_no_board_at_all_keeps_trying_quietly(tmp_path: Path) -> None:
    q, _ = collect()
    clock = StepClock(0.03)
    attempts: list[float] = []
    enough = threading.Event()

    def opener(url: str) -> object:
        attempts.append(clock.now)
        if len(attempts) == 6:
            enough.set()
        raise serial.SerialException("could not open port")

    link = BoardLink(str(tmp_path / "none"), q.put, opener=opener, clock=clock,
                     bridge=Bridge(reopen_every=0.1))
    with link:
        assert enough.wait(30), f"only {len(attempts)} attempts to open the port"
    assert q.empty()  # nothing to say while there was never a board
    gaps = [b - a for a, b in itertools.pairwise(attempts)]
    assert all(0.1 <= gap < 0.1 + 2 * clock.step for gap in gaps), gaps
    assert "could not open" in link.last_error


def test_a_port_that_is_not_there_is_told_from_one_that_cannot_be_opened(
        tmp_path: Path) -> None:
    q, _ = collect()
    folder = tmp_path / "folder"  # no port: opening it fails, but it is there
    folder.mkdir()
    for url, problem in ((tmp_path / "none", "missing"), (folder, "unopened")):
        link = BoardLink(str(url), q.put)
        with link:
            deadline = time.monotonic() + 30
            while link.open_problem == "" and time.monotonic() < deadline:
                time.sleep(0.01)
        assert link.open_problem == problem, link.last_error


def test_link_stops_promptly() -> None:
    port = _WatchedPort(open_link("loop://"))
    link = BoardLink("loop://", lambda e: None, opener=lambda url: port).start()
    assert port.written.wait(30), "the link never opened its port"
    link.stop()
    # the reader looks up every READ_TIMEOUT (0.02 s); stop() gives up after 2 s, and the
    # reader would then still run
    assert not any(t.name == "board-link" and t.is_alive() for t in threading.enumerate())
