"""Finding the board among the serial ports (``dama play --board auto``).

Each port that could be the board is opened and listened to, all at once, and the one
whose board says hello is the board. Nothing is ever written to a port whose device has
not said hello: a modem or a 3D printer on another port never hears a byte from us.

Opening an Arduino's port resets it; its bootloader listens first and the firmware says
hello by itself a second or two later (``docs/protocol.md``), so every port is listened
to for ``OPEN_PATIENCE`` seconds at most. The port found stays open and goes to the link
(``FoundBoard.opener``), so the board is not reset a second time.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from accessible_dama.sensor.link import OPEN_PATIENCE, close_port, open_link, port_missing
from accessible_dama.sensor.protocol import BOARD_TYPES, FrameParser, Hello

SPARE = 1.0  # seconds a search may take beyond its patience (a read, a slow open)
SECOND_LOOK = 1.0  # seconds the other ports are still listened to after a hello


def serial_ports() -> list[str]:
    """The ports the system lists (pyserial's ``list_ports``) that could be a board: those
    on USB (an Arduino's own USB or a USB-serial chip). Pseudo-terminals are not listed."""
    from serial.tools import list_ports  # type: ignore[import-untyped]

    return sorted(p.device for p in list_ports.comports() if p.vid is not None)


def candidates(remembered: str, listed: Iterable[str]) -> tuple[str, ...]:
    """The ports to look at: the board's port of last time first, then the listed ones."""
    ports = [remembered] if remembered else []
    return tuple(dict.fromkeys([*ports, *listed]))


@dataclass
class FoundBoard:
    """The port whose board said hello, still open."""

    url: str
    hello: Hello
    port: Any
    _handed: bool = False

    def opener(self, then: Callable[[str], Any] = open_link) -> Callable[[str], Any]:
        """An opener for the link: the open port the first time, ``then`` after that
        (when the link reopens a board that went away)."""

        def open_port(url: str) -> Any:
            if not self._handed and url == self.url:
                self._handed = True
                return self.port
            return then(url)

        return open_port

    def close(self) -> None:
        """Close the port, unless the link has it."""
        if not self._handed:
            close_port(self.port)


@dataclass
class PortSearch:
    """What looking at the ports found."""

    found: FoundBoard | None = None
    listened: tuple[str, ...] = ()  # the ports opened and listened to
    unopened: tuple[str, ...] = ()  # ports that could not be opened (busy, not allowed)
    missing: tuple[str, ...] = ()  # ports that are not there (a board of last time unplugged)
    others: tuple[str, ...] = ()  # ports whose boards said hello too (their ports closed)


@dataclass
class _Listening:
    deadline: float
    listeners: int  # still listening
    lock: threading.Lock = field(default_factory=threading.Lock)
    done: threading.Event = field(default_factory=threading.Event)  # found, or all gave up
    found: FoundBoard | None = None
    opened: list[str] = field(default_factory=list)
    unopened: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    others: list[str] = field(default_factory=list)

    def gave_up(self) -> None:
        with self.lock:
            self.listeners -= 1
            if not self.listeners:
                self.done.set()


def find_board(
    ports: Sequence[str],
    *,
    listen: float = OPEN_PATIENCE,
    second_look: float = SECOND_LOOK,
    opener: Callable[[str], Any] = open_link,
    clock: Callable[[], float] = time.monotonic,
) -> PortSearch:
    """Open every port of ``ports`` and listen until a board on one of them says hello,
    for ``listen`` seconds of ``clock`` at most; nothing is written to any of them. The
    other ports are listened to ``second_look`` seconds more (within ``listen``): a
    second board that says hello meanwhile is in ``others``, so that the players hear
    which of the two is played on."""
    state = _Listening(clock() + listen, len(ports))
    threads = [threading.Thread(target=_listen, args=(url, state, opener, clock, second_look),
                                name=f"board-search {url}", daemon=True) for url in ports]
    for thread in threads:
        thread.start()
    # bounded even if a port hangs in open(): the listeners look at the clock every read
    if ports and not state.done.wait(listen + SPARE):
        state.done.set()
    for thread in threads:
        thread.join(SPARE)
    with state.lock:
        return PortSearch(state.found, tuple(u for u in ports if u in state.opened),
                      tuple(u for u in ports if u in state.unopened),
                      tuple(u for u in ports if u in state.missing),
                      tuple(u for u in ports if u in state.others))


def _listen(url: str, state: _Listening, opener: Callable[[str], Any],
            clock: Callable[[], float], second_look: float) -> None:
    try:
        port = opener(url)
    except (OSError, ValueError) as e:  # SerialException is an OSError
        with state.lock:
            (state.missing if port_missing(e) else state.unopened).append(url)
        state.gave_up()
        return
    with state.lock:
        state.opened.append(url)
    parser = FrameParser(BOARD_TYPES)
    hello: Hello | None = None
    try:
        while hello is None and not state.done.is_set() and clock() < state.deadline:
            hello = next((frame for frame in parser.feed(port.read(port.in_waiting or 1))
                          if isinstance(frame, Hello)), None)
    except OSError:
        pass  # the device went away while we listened: it is not the board
    kept = False
    with state.lock:
        if hello is not None and state.found is None:
            state.found = FoundBoard(url, hello, port)  # the port stays open for the link
            state.deadline = min(state.deadline, clock() + second_look)
            kept = True
        elif hello is not None:
            state.others.append(url)
    if not kept:
        close_port(port)
    state.gave_up()


__all__ = ["FoundBoard", "PortSearch", "candidates", "find_board", "serial_ports"]
