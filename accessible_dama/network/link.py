"""One TCP connection carrying DXP messages, every wait bounded.

``connect`` gives up after ``CONNECT_SECONDS``; ``Listener.accept`` waits at most the
time it is given; ``Link.receive`` returns what came within the time it is given, and
raises ``LinkClosed`` when the peer went away, or when a message begun
``SLOW_SECONDS`` ago is still not whole (a peer sending a byte a second). The time a
message took is measured with the clock passed in.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable

from accessible_dama.network.dxp import NUL, DxpError, Message, MessageReader, encode

CONNECT_SECONDS = 10.0  # a connection not made by then is given up
SEND_SECONDS = 10.0  # a message the peer does not take by then closes the connection
POLL_SECONDS = 0.5  # how long one receive waits at most


LOCAL = "127.0.0.1"  # where a host listens unless the player says otherwise


def parse_address(text: str, default_port: int) -> tuple[str, int] | None:
    """``HOST``, ``HOST:PORT``, ``[IPv6]:PORT``, ``:PORT`` or ``PORT`` (no host: "") as a host and
    a port; None when it is none of these (a port outside 1 to 65535, a space, a
    character no host name has)."""
    text = text.strip()
    if text.isascii() and text.isdigit():  # a port alone
        text = f":{text}"
    host, colon, port = text.rpartition(":")
    if not colon or "]" in port or (host.count(":") and not host.startswith("[")):
        host, port = text, str(default_port)
    host = host.removeprefix("[").removesuffix("]")
    if not port.isascii() or not port.isdigit() or not 1 <= int(port) <= 65535:
        return None
    if host and not all(c.isascii() and (c.isalnum() or c in ".-:_%") for c in host):
        return None
    return host, int(port)


class LinkClosed(Exception):
    """The connection is gone: the peer closed it, the network failed, or the peer broke
    the bounds (``too_slow``)."""

    def __init__(self, too_slow: bool = False) -> None:
        super().__init__("too slow" if too_slow else "closed")
        self.too_slow = too_slow


class Link:
    """Messages to and from one peer over a connected socket."""

    def __init__(self, sock: socket.socket, clock: Callable[[], float] = time.monotonic) -> None:
        self.sock = sock
        self.clock = clock
        self.reader = MessageReader()
        self._send_lock = threading.Lock()
        self.closed = False
        self._pending: list[Message | DxpError] = []
        sock.settimeout(POLL_SECONDS)

    @property
    def peer_address(self) -> str:
        try:
            host, port = self.sock.getpeername()[:2]
        except OSError:
            return "?"
        return f"{host}:{port}"

    def send(self, message: Message) -> None:
        """Send one message (``LinkClosed`` if it cannot go)."""
        data = encode(message) + NUL
        with self._send_lock:
            if self.closed:
                raise LinkClosed()
            deadline = self.clock() + SEND_SECONDS
            view = memoryview(data)
            while view:
                try:
                    sent = self.sock.send(view)
                except TimeoutError:
                    if self.clock() >= deadline:
                        self.close()
                        raise LinkClosed() from None
                    continue
                except OSError:
                    self.close()
                    raise LinkClosed() from None
                view = view[sent:]

    def receive(self) -> list[Message | DxpError]:
        """What came within ``POLL_SECONDS`` (often nothing)."""
        if self._pending:
            out, self._pending = self._pending, []
            return out
        if self.closed:
            raise LinkClosed()
        try:
            data = self.sock.recv(4096)
        except TimeoutError:
            data = None
        except OSError:
            self.close()
            raise LinkClosed() from None
        if data == b"":
            self.close()
            raise LinkClosed()
        now = self.clock()
        out = self.reader.feed(data, now) if data else []
        if self.reader.too_slow(now):
            self.close()
            raise LinkClosed(too_slow=True)
        return out

    def receive_one(self, seconds: float) -> Message | DxpError | None:
        """The first message within ``seconds`` (None when none came); those after it in
        the same read are kept for the next call."""
        deadline = self.clock() + seconds
        while True:
            got = self.receive()
            if got:
                first, *self._pending = got
                return first
            if self.clock() >= deadline:
                return None

    def close(self) -> None:
        self.closed = True
        try:
            self.sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.sock.close()


def connect(host: str, port: int, clock: Callable[[], float] = time.monotonic) -> Link:
    """A connection to ``host:port`` (OSError when none is made within CONNECT_SECONDS)."""
    sock = socket.create_connection((host, port), timeout=CONNECT_SECONDS)
    return Link(sock, clock)


class Listener:
    """Listens on one address and port only (the player's choice)."""

    def __init__(self, address: str, port: int,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        family = socket.AF_INET6 if ":" in address else socket.AF_INET
        self.sock = socket.socket(family, socket.SOCK_STREAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.sock.bind((address, port))
        self.sock.listen(2)
        self.sock.settimeout(POLL_SECONDS)

    @property
    def port(self) -> int:
        port: int = self.sock.getsockname()[1]
        return port

    def accept(self, seconds: float) -> Link | None:
        """The next connection within ``seconds``, or None."""
        deadline = self.clock() + seconds
        while True:
            try:
                sock, _address = self.sock.accept()
            except TimeoutError:
                if self.clock() >= deadline:
                    return None
                continue
            return Link(sock, self.clock)

    def close(self) -> None:
        self.sock.close()
