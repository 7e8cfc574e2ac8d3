"""The opponent over the network as the session plays it (session/remote.py), over a
real socket pair: the opponent's silence is said once after a minute of the injected
clock and the wait goes on; a move that is not legal is refused and the next one played;
a dropped connection ends the wait and is said."""

from __future__ import annotations

import socket
import threading
from pathlib import Path

from accessible_dama.network.dxp import NUL, MoveMessage, encode
from accessible_dama.network.link import Link
from accessible_dama.network.peer import Peer
from accessible_dama.rules import Move
from accessible_dama.session import events as ev
from accessible_dama.session.core import Session
from accessible_dama.session.remote import SILENT_SECONDS, OpponentGone, Remote
from accessible_dama.session.settings import Settings
from tests.clocks import HandClock


def network_session(tmp_path: Path, clock: HandClock) -> tuple[Session, socket.socket,
                                                               list[ev.Event], Peer]:
    ours, theirs = socket.socketpair()
    session = Session(Settings(lang="en", play_white=False), save_path=tmp_path / "save.pdn")
    said: list[ev.Event] = []
    remote: Remote | None = None

    def deliver(message: object) -> None:
        assert remote is not None
        said.extend(remote.incoming(message))  # type: ignore[arg-type]

    peer = Peer(Link(ours), deliver)
    remote = Remote(session, peer, ("Them", "Me"), clock=clock)
    remote.say = said.extend
    session.remote = remote
    peer.start()
    return session, theirs, said, peer


def test_the_opponents_silence_is_said_once_after_a_minute_and_the_wait_goes_on(
        tmp_path: Path) -> None:
    clock = HandClock()
    session, theirs, said, peer = network_session(tmp_path, clock)
    chosen: list[Move] = []
    waiting = threading.Thread(target=lambda: chosen.append(session.choose_computer_move()))
    waiting.start()
    clock.advance(SILENT_SECONDS - 1)
    waiting.join(1.0)
    assert ev.NetworkNews("silent") not in said
    clock.advance(1)
    waiting.join(1.5)  # one step of the wait reads the clock
    assert said.count(ev.NetworkNews("silent")) == 1
    theirs.sendall(encode(MoveMessage(0, 21, 18)) + NUL)  # 21-18 is no move: 22-18 is
    theirs.sendall(encode(MoveMessage(0, 22, 18)) + NUL)
    waiting.join(10)
    assert chosen == [Move((22, 18))]
    assert ev.NetworkNews("illegal-move", "21-18") in said
    assert said.count(ev.NetworkNews("silent")) == 1
    peer.close()
    theirs.close()


def test_a_dropped_connection_ends_the_wait_and_is_said(tmp_path: Path) -> None:
    session, theirs, said, peer = network_session(tmp_path, HandClock())
    failed: list[BaseException] = []

    def wait() -> None:
        try:
            session.choose_computer_move()
        except OpponentGone as e:
            failed.append(e)

    waiting = threading.Thread(target=wait)
    waiting.start()
    theirs.close()
    waiting.join(10)
    assert failed and not session.thinking
    assert ev.NetworkNews("dropped") in said
    assert session.handle("c3 d4")[-1] == ev.NetworkNews("dropped")
    peer.close()
