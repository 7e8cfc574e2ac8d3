"""The opponent at the other end of a link, as a thread reading it.

Moves wait in a queue for the game that asks for the next one (``next_move``);
everything else the peer sends (chat, game end, take-back, a message that could not be
read) and the end of the connection are handed to ``deliver`` as they come, on the
reading thread. Nothing here knows the game: the session decides what each means.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass

from accessible_dama.network.dxp import DxpError, Message, MoveMessage
from accessible_dama.network.link import Link, LinkClosed

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Dropped:
    """The connection ended (``too_slow``: the peer broke the time bound of a message)."""

    too_slow: bool = False


class PeerGone(Exception):
    """No move will come: the connection ended."""


Incoming = Message | DxpError | Dropped


class Peer:
    """Reads ``link`` on a thread of its own: moves to ``next_move``, the rest to
    ``deliver``."""

    def __init__(self, link: Link, deliver: Callable[[Incoming], None]) -> None:
        self.link = link
        self.deliver = deliver
        self.moves: queue.Queue[MoveMessage | None] = queue.Queue()
        self.connected = True
        self._stop = threading.Event()
        self._returned: list[MoveMessage] = []  # a move taken by a wait that was no longer due
        self._thread = threading.Thread(target=self._read, name="network", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _read(self) -> None:
        while not self._stop.is_set():
            try:
                got = self.link.receive()
            except LinkClosed as e:
                self.connected = False
                self.moves.put(None)
                if not self._stop.is_set():
                    self.deliver(Dropped(e.too_slow))
                return
            for message in got:
                if isinstance(message, DxpError):
                    log.warning("a message of the opponent not read: %s", message)
                if isinstance(message, MoveMessage):
                    self.moves.put(message)
                else:
                    self.deliver(message)

    def next_move(self, seconds: float) -> MoveMessage | None:
        """The peer's next move, waiting ``seconds`` at most (None: none came yet);
        ``PeerGone`` when the connection ended."""
        if self._returned:
            return self._returned.pop()
        if not self.connected and self.moves.empty():
            raise PeerGone()
        try:
            move = self.moves.get(timeout=seconds)
        except queue.Empty:
            return None
        if move is None:
            raise PeerGone()
        return move

    def give_back(self, move: MoveMessage) -> None:
        """A move taken for a game that changed meanwhile: the next wait gets it first."""
        self._returned.append(move)

    def forget_moves(self) -> None:
        """Moves sent before the game changed (taken back, ended) are not played."""
        self._returned.clear()
        while True:
            try:
                if self.moves.get_nowait() is None:
                    self.moves.put(None)
                    return
            except queue.Empty:
                return

    def send(self, message: Message) -> bool:
        """Send a message; False when the connection is gone."""
        try:
            self.link.send(message)
        except LinkClosed:
            self.connected = False
            return False
        return True

    def close(self) -> None:
        self._stop.set()
        self.link.close()
