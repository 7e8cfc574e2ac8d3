"""The virtual board: its protocol side on a fake clock, its commands, and
``dama board-sim`` as a process on a pty and on a TCP port."""

from __future__ import annotations

import os
import queue
import select
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from accessible_dama.rules import geometry
from accessible_dama.sensor.protocol import (
    BOARD_TYPES,
    Ack,
    BadFrame,
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
from accessible_dama.sensor.sim import (
    ScriptError,
    ScriptStep,
    VirtualBoard,
    braille_text,
    parse_script_line,
    start_occupancy,
)

START = frozenset(range(1, 13)) | frozenset(range(21, 33))
G8 = geometry(8)


def board(**kw: object) -> VirtualBoard:
    occ, n = start_occupancy("czech")
    return VirtualBoard(occ, n, **kw)  # type: ignore[arg-type]


def heard(b: VirtualBoard) -> list[Frame | BadFrame]:
    return FrameParser(BOARD_TYPES).feed(b.take_output())


def test_query_is_answered_with_hello_then_snapshot() -> None:
    b = board()
    b.receive(encode_frame(Query()), 0.0)
    assert heard(b) == [Hello(1, "SIM-0001", 32, "sim-1.0"), Snapshot(0, START)]


def test_request_display_and_light_are_answered() -> None:
    b = board()
    b.receive(encode_frame(SnapshotRequest()) + encode_frame(Display(b"\x0f\x1b"))
              + encode_frame(Light(2)), 0.0)
    assert heard(b) == [Snapshot(0, START), Ack("D"), Ack("L")]
    assert (b.cells, b.light) == (b"\x0f\x1b", 2)


@pytest.mark.parametrize(
    ("line", "code"),
    [(b"$Q*0000\n", "CRC"), (b"$D," + b"00" * 40 + b"*0000\n", "LEN"),
     (b"$S,0,FFF00FFF*60F3\n", "SYN")],
    ids=["crc", "too-long", "a-board-frame"],
)
def test_bad_host_frame_is_answered_with_an_error(line: bytes, code: str) -> None:
    b = board()
    b.receive(line, 0.0)
    assert heard(b) == [ErrorReport(code)]


def test_line_noise_without_a_frame_is_a_syntax_error() -> None:
    b = board()
    b.receive(b"\x00\xff~~\n\n", 0.0)  # the empty line says nothing
    assert heard(b) == [ErrorReport("SYN")]


def test_error_frame_from_the_host_is_never_answered() -> None:
    # on a line that echoes, E answering E would never end
    b = board()
    b.receive(encode_frame(ErrorReport("SYN")), 0.0)
    assert heard(b) == []


def test_hands_become_numbered_changes_and_buttons() -> None:
    b = board()
    b.lift(22, 0.0)
    b.lift(22, 0.0)  # nothing changes under the sensor: nothing is sent
    b.place(18, 0.1)
    b.button(1, True, 0.2)
    b.button(1, False, 0.3)
    assert heard(b) == [Change(0, 22, False), Change(1, 18, True), Button(2, 1, True),
                        Button(3, 1, False)]


def test_heartbeat_every_five_seconds_while_nothing_changes() -> None:
    b = board()
    b.tick(0.0)
    b.tick(4.9)
    assert heard(b) == []
    b.tick(5.0)
    assert heard(b) == [Snapshot(0, START)]
    b.lift(22, 6.0)
    b.tick(10.9)
    assert heard(b) == [Change(1, 22, False)]
    b.tick(11.0)
    assert heard(b) == [Snapshot(2, START - {22})]


def test_garble_sends_a_frame_that_fails_its_crc_and_uses_a_number() -> None:
    b = board()
    b.garble(0.0)
    b.lift(22, 0.0)
    [bad, change] = heard(b)
    assert isinstance(bad, BadFrame) and bad.reason.value == "crc"
    assert change == Change(1, 22, False)


def test_drop_takes_one_byte_from_the_next_frame() -> None:
    b = board()
    b.drop_byte()
    b.lift(22, 0.0)
    b.place(18, 0.0)
    out = b.take_output()
    first, second = encode_frame(Change(0, 22, False)), encode_frame(Change(1, 18, True))
    assert len(out) == len(first) - 1 + len(second)
    [bad, good] = FrameParser(BOARD_TYPES).feed(out)
    assert isinstance(bad, BadFrame)
    assert good == Change(1, 18, True)


def test_unplugged_board_is_silent_then_comes_back_as_after_a_reset() -> None:
    b = board()
    b.lift(22, 0.0)
    b.take_output()
    b.unplug(2.0, 0.1)
    b.receive(encode_frame(Query()), 0.5)
    b.lift(18, 1.0)  # a hand moves while it is away: not reported
    b.tick(1.9)
    assert heard(b) == []
    b.tick(2.2)
    assert heard(b) == [Hello(1, "SIM-0001", 32, "sim-1.0"), Snapshot(0, START - {22, 18})]


def test_fifty_square_board_from_international_start() -> None:
    occ, n = start_occupancy(squares=50, variant="")
    b = VirtualBoard(occ, n)
    b.receive(encode_frame(Query()), 0.0)
    [hello, snap] = FrameParser(BOARD_TYPES).feed(b.take_output())
    assert hello == Hello(1, "SIM-0001", 50, "sim-1.0")
    assert isinstance(snap, Snapshot) and len(snap.occupancy) == 40


def test_start_from_a_fen_and_mismatched_sizes() -> None:
    occ, n = start_occupancy("czech", "W:Wc3,e3:Bd6")
    assert (occ, n) == ({22, 23, 10}, 32)
    with pytest.raises(ValueError):
        start_occupancy("international", squares=32)


def test_commands_of_a_script() -> None:
    assert parse_script_line("lift c3", G8) == ScriptStep("lift", (22,))
    assert parse_script_line("  PLACE 18  # a comment", G8) == ScriptStep("place", (18,))
    assert parse_script_line("move c3 d4", G8) == ScriptStep("move", (22, 18))
    assert parse_script_line("wait 0.2", G8) == ScriptStep("wait", number=0.2)
    assert parse_script_line("bounce d4", G8) == ScriptStep("bounce", (18,), number=3)
    assert parse_script_line("unplug 2", G8) == ScriptStep("unplug", number=2)
    assert parse_script_line("garble", G8) == ScriptStep("garble")
    assert parse_script_line("# only a comment", G8) is None
    assert parse_script_line("", G8) is None


@pytest.mark.parametrize("line", ["jump c3", "lift", "lift c4", "lift z9", "wait soon",
                                  "button 3"])
def test_bad_commands_are_refused_with_a_reason(line: str) -> None:
    with pytest.raises(ScriptError):
        parse_script_line(line, G8)


def test_braille_cells_as_unicode() -> None:
    assert braille_text(b"\x0f\x1b\x00") == "⠏⠛⠀"


# ---------------------------------------------------------------- the process


def sim_process(*args: str, stdin: int = subprocess.PIPE) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "accessible_dama.cli.board", "board-sim", *args],
        stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _frames_until(port: Any, last: Frame, seconds: float = 30.0) -> list[Frame | BadFrame]:
    """The frames the simulator sends until ``last`` (it is a real process: a generous
    deadline, for a busy machine)."""
    parser = FrameParser(BOARD_TYPES)
    frames: list[Frame | BadFrame] = []
    deadline = time.monotonic() + seconds
    while last not in frames:
        if time.monotonic() > deadline:
            raise AssertionError(f"no {last} within {seconds} s; heard {frames}")
        frames += parser.feed(port.read(4096))
    return frames


class _Printed:
    """What the simulator prints, a line at a time, waited for with a deadline."""

    def __init__(self, proc: subprocess.Popen[str]) -> None:
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, args=(proc,), daemon=True).start()

    def _read(self, proc: subprocess.Popen[str]) -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            self.lines.put(line.rstrip("\n"))

    def next(self, seconds: float = 30.0) -> str:
        try:
            return self.lines.get(timeout=seconds)
        except queue.Empty:
            raise AssertionError(f"the simulator printed nothing for {seconds} s") from None


def test_board_sim_process_on_a_pty_with_a_link(tmp_path: Path) -> None:
    from accessible_dama.sensor.link import open_link

    link = tmp_path / "board"
    proc = sim_process("--link", str(link), "--heartbeat", "600")
    try:
        assert proc.stdin is not None
        printed = _Printed(proc)
        assert printed.next() == f"board-sim: {link}"
        port = open_link(str(link), timeout=0.2)
        port.write(encode_frame(Query()) + encode_frame(Display(b"\x0f")))
        frames = _frames_until(port, Ack("D"))
        # the hello of switching on may wait in the pty, or be gone with what the port
        # held when it was opened; the answer to Q comes after it either way
        hello = Hello(1, "SIM-0001", 32, "sim-1.0")
        start = 2 if frames[:2] == [hello, Snapshot(0, START)] else 0
        assert frames[start:] == [hello, Snapshot(1, START), Ack("D")]
        assert printed.next() == "display " + braille_text(b"\x0f")
        # the hands move only now, so their numbers follow the answer's
        proc.stdin.write("lift c3\nplace d4\nbounce d4 3\ngarble\nbutton 1\nshow\n")
        proc.stdin.flush()
        # printed once every command before it is done: what they sent is on its way
        assert printed.next() == "occupied: " + ", ".join(map(str, sorted(START - {22})))
        frames = _frames_until(port, Button(9, 1, False))
        assert frames[:5] == [Change(2, 22, False), Change(3, 18, True), Change(4, 18, False),
                              Change(5, 18, True), Change(6, 18, False)]
        assert isinstance(frames[5], BadFrame)
        assert frames[6:] == [Button(8, 1, True), Button(9, 1, False)]
        port.close()
    finally:
        proc.terminate()
        proc.wait(30)
    assert not link.exists()


def test_board_sim_process_plays_a_script_in_order(tmp_path: Path) -> None:
    script = tmp_path / "moves.txt"
    script.write_text("wait 0.1\nlift c3\nplace d4\nbounce d4 3\nshow\nquit\n")
    proc = sim_process("--script", str(script), stdin=subprocess.DEVNULL)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err
    first, shown = out.splitlines()
    assert first.startswith("board-sim: /dev/")
    # c3 (22) lifted, d4 (18) placed, then bounced off, on and off again
    assert shown == "occupied: " + ", ".join(str(n) for n in sorted(START - {22}))


def test_board_sim_process_on_tcp_driven_from_stdin() -> None:
    from accessible_dama.sensor.link import open_link

    proc = sim_process("--listen", "0", "--squares", "50", "--heartbeat", "600")
    assert proc.stdout is not None and proc.stdin is not None
    url = proc.stdout.readline().split()[1]
    assert url.startswith("socket://127.0.0.1:")
    port = open_link(url, timeout=0.2)
    try:
        # a new connection resets the board (hello, snapshot 0), but opening a socket://
        # port throws away what has come so far: so ask, and wait for the answer
        port.write(encode_frame(Query()))
        occupancy, squares = start_occupancy(squares=50, variant="")
        hello = Hello(1, "SIM-0001", 50, "sim-1.0")
        answer = [hello, Snapshot(1, frozenset(occupancy), squares)]
        frames = _frames_until(port, answer[1])
        assert frames in (answer, [hello, Snapshot(0, frozenset(occupancy), squares), *answer])
        proc.stdin.write("lift 31\n")
        proc.stdin.flush()
        assert _frames_until(port, Change(2, 31, False)) == [Change(2, 31, False)]
        proc.stdin.write("jump\n")
        proc.stdin.close()  # the end of input ends the simulator
        assert proc.wait(30) == 0
        assert proc.stderr is not None
        assert "unknown command 'jump'" in proc.stderr.read()
    finally:
        port.close()
        if proc.poll() is None:
            proc.kill()


def test_board_sim_refuses_a_bad_script_line(tmp_path: Path) -> None:
    script = tmp_path / "bad.txt"
    script.write_text("lift c3\nlift c4\n")
    proc = sim_process("--script", str(script), stdin=subprocess.DEVNULL)
    _, err = proc.communicate(timeout=10)
    assert proc.returncode == 2
    assert f"{script}:2:" in err and "light square" in err


def test_pty_of_the_simulator_is_raw_so_nothing_is_echoed(tmp_path: Path) -> None:
    from accessible_dama.sensor.sim import PtyEnd

    end = PtyEnd()
    try:
        fd = os.open(end.path, os.O_RDWR | os.O_NOCTTY)
        os.write(fd, b"$Q*AB24\n")
        ready, _, _ = select.select([end.master], [], [], 30)
        assert ready, "nothing came through the pty"
        assert end.readable(end.master) == b"$Q*AB24\n"
        os.set_blocking(fd, False)
        with pytest.raises(BlockingIOError):
            os.read(fd, 100)  # no echo came back
        os.close(fd)
    finally:
        end.close()
