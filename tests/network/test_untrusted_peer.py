"""Nothing from the network is trusted: a peer that sends garbage, an illegal move,
a message a byte a second, or connects while a game is on, is answered in one sentence
and the game is kept; a standard DXP peer refuses the 8x8 extension cleanly.

The peer here is the test itself, speaking DXP over a raw socket."""

from __future__ import annotations

import socket
import threading
from pathlib import Path

from accessible_dama.network.dxp import NUL, GameAccept, GameRequest, MoveMessage, decode, encode
from accessible_dama.rules import BLACK

from .test_two_processes import Dama, free_port


class RawPeer:
    """A DXP peer written by hand: bytes out, messages in."""

    def __init__(self, sock: socket.socket) -> None:
        self.sock = sock
        self.sock.settimeout(30.0)
        self.buffer = b""

    def send(self, data: bytes) -> None:
        self.sock.sendall(data)

    def receive(self) -> object:
        while NUL not in self.buffer:
            got = self.sock.recv(4096)
            assert got, "the connection ended"
            self.buffer += got
        data, _, self.buffer = self.buffer.partition(NUL)
        return decode(data)


def host_with_raw_initiator(tmp_path: Path) -> tuple[Dama, RawPeer, int]:
    port = free_port()
    host = Dama(tmp_path, "host", "--port", str(port), "--name", "Alice", "--wait", "1")
    host.expect("Waiting for an opponent")
    peer = RawPeer(socket.create_connection(("127.0.0.1", port), timeout=10))
    peer.send(encode(GameRequest("Raw peer", BLACK, 0, 0)) + NUL)
    assert peer.receive() == GameAccept("Alice", 0)
    host.expect("Raw peer has connected.")
    host.expect("against Raw peer over the network. You play Black")
    return host, peer, port


def test_garbage_an_illegal_move_and_a_message_out_of_turn_are_said_and_the_game_kept(
        tmp_path: Path) -> None:
    host, peer, _ = host_with_raw_initiator(tmp_path)
    try:
        peer.send(b"Zzz\x00" + b"C\xff\xfe\x00")
        host.expect("sent a message this program cannot read; it was ignored.")
        host.expect("sent a message this program cannot read; it was ignored.")
        peer.send(encode(MoveMessage(0, 32, 23)) + NUL)  # three squares: no such move
        host.expect("The opponent's move 32-23 is not legal here; it was refused")
        peer.send(encode(GameAccept("Raw peer", 0)) + NUL)
        host.expect("sent a message that does not fit now; it was ignored.")
        peer.send(encode(MoveMessage(0, 32, 28)) + NUL)  # the game goes on, as it was
        host.expect("White: 32 to 28.")
        host.send("19 23")  # the host's player answers: the game was kept as it was
        answer = peer.receive()
        assert isinstance(answer, MoveMessage) and (answer.start, answer.end) == (19, 23)
    finally:
        peer.sock.close()
        host.stop()


def test_a_peer_sending_a_byte_a_second_is_cut_off_and_the_game_saved(tmp_path: Path) -> None:
    host, peer, _ = host_with_raw_initiator(tmp_path)
    stop = threading.Event()

    def drip() -> None:
        for byte in b"M0000322800":  # never its NUL
            if stop.wait(1.0):
                return
            try:
                peer.send(bytes([byte]))
            except OSError:
                return

    threading.Thread(target=drip, daemon=True).start()
    try:
        host.expect("sent too slowly, so the connection was closed; the game is saved.",
                    timeout=40)
    finally:
        stop.set()
        peer.sock.close()
        host.stop()


def test_a_second_opponent_is_refused_while_a_game_is_on(tmp_path: Path) -> None:
    host, peer, port = host_with_raw_initiator(tmp_path)
    try:
        other = RawPeer(socket.create_connection(("127.0.0.1", port), timeout=10))
        other.send(encode(GameRequest("Intruder", BLACK, 0, 0)) + NUL)
        answer = other.receive()
        assert isinstance(answer, GameAccept) and answer.code == 3
        host.expect("and was refused: this game has its opponent.")
        other.sock.close()
    finally:
        peer.sock.close()
        host.stop()


def test_a_standard_peer_refuses_the_8x8_extension_cleanly(tmp_path: Path) -> None:
    # a standard follower checks the version first and answers "version not as expected"
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(1)
        port = listener.getsockname()[1]
        joiner = Dama(tmp_path, "join", f"127.0.0.1:{port}", "--variant", "czech")
        try:
            listener.settimeout(30)
            sock, _ = listener.accept()
            peer = RawPeer(sock)
            while NUL not in peer.buffer:
                peer.buffer += sock.recv(4096)
            request = peer.buffer.partition(NUL)[0]
            assert request.startswith(b"RX1CZ")  # the variant named after the version
            peer.send(b"AStandard engine                 1" + NUL)
            joiner.expect("The opponent's program does not play this game: only "
                          "international draughts is standard over DXP.")
            assert joiner.p.wait(30) == 1
            sock.close()
        finally:
            joiner.stop()
