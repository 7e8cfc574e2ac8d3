"""Finding the board among the ports: ptys stand for the serial ports (pyserial does not
list ptys, so the ports are given), one of them a simulated board that resets when its
port is opened and says hello after its bootloader, as an Arduino does."""

from __future__ import annotations

import itertools
import queue
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from accessible_dama.phrases.board import BoardRenderer
from accessible_dama.sensor import find
from accessible_dama.sensor import link as sensor_link
from accessible_dama.sensor.find import candidates, find_board, serial_ports
from accessible_dama.sensor.link import OPEN_PATIENCE
from accessible_dama.sensor.protocol import Hello, Query
from accessible_dama.sensor.sim import PtyEnd, SimRunner, VirtualBoard, start_occupancy
from accessible_dama.session.board_events import OtherBoardsAnswered
from tests.sensor.processes import SilentPort

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="ptys are POSIX")

BOOTLOADER = 0.3  # seconds the simulated board stays silent after its port is opened
LONG_PATIENCE = 30.0  # seconds: a search that waits for it all is not ended by a hello


@pytest.fixture
def arduino(tmp_path: Path) -> Iterator[SimRunner]:
    occupancy, squares = start_occupancy()
    board = VirtualBoard(occupancy, squares, board_id="DAMA-0007")
    with SimRunner(board, PtyEnd(tmp_path / "board"), reset_on_open=BOOTLOADER) as sim:
        yield sim


def test_the_port_whose_board_says_hello_is_found_and_the_silent_one_hears_nothing(
        silent: SilentPort, arduino: SimRunner) -> None:
    started = time.monotonic()
    search = find_board([silent.path, arduino.transport.url()], listen=LONG_PATIENCE)
    took = time.monotonic() - started
    try:
        assert search.found is not None
        assert search.found.url == arduino.transport.url()
        assert search.found.hello == Hello(1, "DAMA-0007", 32, "sim-1.0")
        assert search.unopened == ()
        # found once the bootloader is done, not after the whole patience (a long one: a
        # busy machine may take seconds to run the board, never half a minute)
        assert BOOTLOADER <= took < LONG_PATIENCE
        assert silent.written() == b""
        assert arduino.board.received == []  # nothing was written to the board either
    finally:
        if search.found is not None:
            search.found.close()


def test_a_second_board_that_answers_is_known_and_its_port_closed(
        tmp_path: Path, arduino: SimRunner) -> None:
    occupancy, squares = start_occupancy()
    other = VirtualBoard(occupancy, squares, board_id="DAMA-0008")
    with SimRunner(other, PtyEnd(tmp_path / "other"), reset_on_open=BOOTLOADER) as second:
        ports = [arduino.transport.url(), second.transport.url()]
        # a long second look: the test waits for the second hello, whatever the load
        search = find_board(ports, listen=LONG_PATIENCE, second_look=LONG_PATIENCE)
        try:
            assert search.found is not None
            assert (search.found.url, *search.others) in (tuple(ports), tuple(ports[::-1]))
        finally:
            if search.found is not None:
                search.found.close()
        assert arduino.board.received == [] and other.received == []


def test_two_boards_are_said_and_which_one_is_played_on() -> None:
    event = OtherBoardsAnswered("/dev/ttyACM0", ("/dev/ttyACM1",))
    assert BoardRenderer("en").render(event).lines == [
        "A board answered on /dev/ttyACM1 too; the game is played on /dev/ttyACM0. To play "
        "on the other one: dama play --board /dev/ttyACM1."]
    assert BoardRenderer("cs").render(event).lines == [
        "Ozvala se i deska na /dev/ttyACM1; hraje se na /dev/ttyACM0. Hrát na ní: "
        "dama play --board /dev/ttyACM1."]


def test_the_found_port_goes_to_the_link_open_so_the_board_is_not_reset_again(
        arduino: SimRunner) -> None:
    search = find_board([arduino.transport.url()])
    assert search.found is not None
    heard: queue.Queue[sensor_link.BoardEvent] = queue.Queue()
    with sensor_link.BoardLink(search.found.url, heard.put, opener=search.found.opener()):
        event = heard.get(timeout=10)
        assert event == sensor_link.BoardConnected(Hello(1, "DAMA-0007", 32, "sim-1.0"))
    # the only frame the host sent: its query, after the board had said hello
    assert arduino.board.received == [Query()]


def test_the_link_opens_the_port_anew_once_the_found_one_is_used() -> None:
    opened: list[str] = []

    def then(url: str) -> str:
        opened.append(url)
        return "a new port"

    found = find.FoundBoard("/dev/ttyACM0", Hello(1, "DAMA-0001", 32, "1.0"), "the found port")
    opener = found.opener(then)
    assert opener("/dev/ttyACM0") == "the found port"
    assert opener("/dev/ttyACM0") == "a new port"
    assert opened == ["/dev/ttyACM0"]


def test_no_hello_within_the_patience_means_no_board(silent: SilentPort,
                                                    tmp_path: Path) -> None:
    ticks = itertools.count()

    def clock() -> float:  # a second passes at every look at the clock
        return float(next(ticks))

    search = find_board([silent.path, str(tmp_path), str(tmp_path / "unplugged")],
                        listen=OPEN_PATIENCE, clock=clock)
    assert search.found is None
    assert search.listened == (silent.path,)
    assert search.unopened == (str(tmp_path),)  # a folder is no port
    assert search.missing == (str(tmp_path / "unplugged"),)
    assert silent.written() == b""


def test_no_port_at_all_is_answered_at_once() -> None:
    started = time.monotonic()
    assert find_board([], listen=LONG_PATIENCE).found is None
    assert time.monotonic() - started < LONG_PATIENCE  # not a moment of the patience waited


def test_the_port_of_last_time_is_looked_at_first_and_once() -> None:
    assert candidates("/dev/ttyACM1", ["/dev/ttyACM0", "/dev/ttyACM1"]) == (
        "/dev/ttyACM1", "/dev/ttyACM0")
    assert candidates("", ["/dev/ttyUSB0"]) == ("/dev/ttyUSB0",)


@dataclass
class ListedPort:
    device: str
    vid: int | None


def test_only_usb_serial_ports_could_be_the_board(monkeypatch: pytest.MonkeyPatch) -> None:
    from serial.tools import list_ports

    listed = [ListedPort("/dev/ttyS0", None), ListedPort("/dev/ttyUSB0", 0x1A86),
              ListedPort("/dev/ttyACM0", 0x2341)]
    monkeypatch.setattr(list_ports, "comports", lambda: listed)
    assert serial_ports() == ["/dev/ttyACM0", "/dev/ttyUSB0"]
