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
from accessible_dama.session import events
from accessible_dama.session.core import Session
from accessible_dama.session.remote import SILENT_SECONDS, OpponentGone, Remote
from accessible_dama.session.settings import Settings
from tests.clocks import HandClock


def network_session(tmp_path: Path, clock: HandClock) -> tuple[Session, socket.socket,
                                                               list[events.Event], Peer]:
    ours, theirs = socket.socketpair()
    session = Session(Settings(lang="en", play_white=False), save_path=tmp_path / "save.pdn")
    said: list[events.Event] = []
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
    assert events.NetworkNews("silent") not in said
    clock.advance(1)
    waiting.join(1.5)  # one step of the wait reads the clock
    assert said.count(events.NetworkNews("silent")) == 1
    theirs.sendall(encode(MoveMessage(0, 21, 18)) + NUL)  # 21-18 is no move: 22-18 is
    theirs.sendall(encode(MoveMessage(0, 22, 18)) + NUL)
    waiting.join(10)
    assert chosen == [Move((22, 18))]
    assert events.NetworkNews("illegal-move", "21-18") in said
    assert said.count(events.NetworkNews("silent")) == 1
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
    assert events.NetworkNews("dropped") in said
    assert session.handle("c3 d4")[-1] == events.NetworkNews("dropped")
    peer.close()


def _dropped_on_the_hosts_side(tmp_path: Path) -> tuple[Session, list[events.Event], Peer]:
    session, theirs, said, peer = network_session(tmp_path, HandClock())
    assert session.remote is not None
    session.remote.wait_again = lambda: [events.NetworkNews("waiting-again", "127.0.0.1:27531", 5)]
    theirs.close()
    for _ in range(100):  # the reading thread says the end of the connection
        if len(said) >= 2:
            break
        threading.Event().wait(0.1)
    return session, said, peer


def test_on_the_hosts_side_a_lost_connection_asks_to_wait_for_the_opponent_again(
        tmp_path: Path) -> None:
    session, said, peer = _dropped_on_the_hosts_side(tmp_path)
    assert said == [events.NetworkNews("dropped"), events.NetworkNews("wait-again", number=5)]
    assert session.handle("yes") == [events.NetworkNews("waiting-again", "127.0.0.1:27531", 5)]
    peer.close()


def test_not_waiting_for_the_opponent_says_how_the_saved_game_goes_on(tmp_path: Path) -> None:
    from accessible_dama.phrases.render import Renderer

    session, _said, peer = _dropped_on_the_hosts_side(tmp_path)
    [answer] = session.handle("no")
    assert Renderer("cs").render(answer).lines == [
        "Nečekám; hra je uložená. Chcete-li v ní pokračovat, spusťte znovu dama host a "
        "nechte soupeře připojit."]
    peer.close()
