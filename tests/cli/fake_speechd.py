"""A fake speech-dispatcher on a Unix socket, for the faults a real one shows when wedged.

It speaks enough SSIP for the Debian ``speechd`` client: the handshake, the output
modules and voices, the settings, sentences (each queued, begun and ended at once) and
cancel.  ``answering=False``: it accepts the connection and never answers anything;
``handshake_only=True``: it answers the handshake, and nothing after it.
``garbage=True``: it answers the handshake, and then bytes that are not UTF-8.
``stop_answering()``: from then on it reads every command and answers none, the
connection left open, as a wedged server does.  ``hang_up()``: it closes the
connections, as a server that ends does.  The client finds it through
``SPEECHD_ADDRESS`` (see ``env()``); ``SPEECHD_CMD`` points nowhere, so no real server
is ever started instead.
"""

from __future__ import annotations

import itertools
import shutil
import socket
import tempfile
import threading
from pathlib import Path
from types import TracebackType

_ANSWERS = {
    "SET self CLIENT_NAME": ["208 OK CLIENT NAME SET"],
    "HISTORY GET CLIENT_ID": ["240-1", "240 OK CLIENT ID SENT"],
    "SET self NOTIFICATION": ["218 OK NOTIFICATION SET"],
    "LIST OUTPUT_MODULES": ["250-espeak-ng", "250 OK MODULE LIST SENT"],
    "GET OUTPUT_MODULE": ["251-espeak-ng", "251 OK GET RETURNED"],
    "LIST SYNTHESIS_VOICES": ["249-Czech\tcs\tnone", "249-English\ten\tnone",
                              "249 OK VOICE LIST SENT"],
    "SET self LANGUAGE": ["201 OK LANGUAGE SET"],
    "SET self RATE": ["203 OK RATE SET"],
    "SET self SYNTHESIS_VOICE": ["209 OK VOICE SET"],
    "CANCEL": ["210 OK CANCELED"],
    "SPEAK": ["230 OK RECEIVING DATA"],
}


_HANDSHAKE = ("SET self CLIENT_NAME", "HISTORY GET CLIENT_ID", "SET self NOTIFICATION")


class FakeSpeechDispatcher:
    def __init__(self, *, answering: bool = True, handshake_only: bool = False,
                 garbage: bool = False) -> None:
        # A short path: a Unix socket path must stay under 108 bytes.
        self.folder = Path(tempfile.mkdtemp(prefix="dama-fake-sd-"))
        self.path = self.folder / "speechd.sock"
        self.connected = threading.Event()
        self._answering = answering
        self._handshake_only = handshake_only
        self._garbage = garbage
        self.commands: list[str] = []  # every command received, in order
        self._cond = threading.Condition()
        self._sentences: list[str] = []
        self._message_ids = itertools.count(1)
        self._connections: list[socket.socket] = []
        self._listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._listener.bind(str(self.path))
        self._listener.listen()
        self._thread = threading.Thread(target=self._accept, name="fake speechd", daemon=True)

    def env(self) -> dict[str, str]:
        """The variables that send a client here and never start a real server."""
        return {
            "SPEECHD_ADDRESS": f"unix_socket:{self.path}",
            "SPEECHD_CMD": str(self.folder / "no-speech-dispatcher"),
        }

    def stop_answering(self) -> None:
        with self._cond:
            self._answering = False

    def hang_up(self) -> None:
        """Close every connection, as a server that ends does."""
        for connection in self._connections:
            try:
                connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def sentences(self) -> list[str]:
        with self._cond:
            return list(self._sentences)

    def wait_for_command(self, start: str, within: float) -> bool:
        """True once a command beginning with ``start`` has been received."""
        with self._cond:
            return self._cond.wait_for(
                lambda: any(c.startswith(start) for c in self.commands), within)

    def wait_for_sentence(self, part: str, within: float) -> bool:
        """True once a sentence holding ``part`` has been received."""
        with self._cond:
            return self._cond.wait_for(
                lambda: any(part in s for s in self._sentences), within)

    def __enter__(self) -> FakeSpeechDispatcher:
        self._thread.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()

    def close(self) -> None:
        # shutdown wakes the threads blocked in accept() and recv()
        for s in [self._listener, *self._connections]:
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            s.close()
        self._thread.join(timeout=5)
        shutil.rmtree(self.folder, ignore_errors=True)

    def _accept(self) -> None:
        while True:
            try:
                connection, _ = self._listener.accept()
            except OSError:
                return
            self._connections.append(connection)
            self.connected.set()
            threading.Thread(target=self._serve, args=(connection,), daemon=True).start()

    def _serve(self, connection: socket.socket) -> None:
        buffer = b""
        data: list[str] | None = None  # the lines of a sentence being received
        while True:
            try:
                chunk = connection.recv(4096)
            except OSError:
                return
            if not chunk:
                return
            buffer += chunk
            while b"\r\n" in buffer:
                raw, buffer = buffer.split(b"\r\n", 1)
                line = raw.decode("utf-8")
                if data is not None:
                    if line != ".":
                        data.append(line[1:] if line.startswith("..") else line)
                        continue
                    replies = self._sentence("\n".join(data))
                    data = None
                else:
                    replies = self._command(line)
                    if line == "SPEAK" and replies:
                        data = []
                if self._garbage and not line.startswith(_HANDSHAKE):
                    replies, raw_reply = [], b"\xff\xfe\xfd garbage\r\n"
                else:
                    raw_reply = "".join(r + "\r\n" for r in replies).encode()
                if raw_reply:
                    try:
                        connection.sendall(raw_reply)
                    except OSError:  # the client or hang_up() closed the connection
                        return

    def _command(self, line: str) -> list[str]:
        with self._cond:
            self.commands.append(line)
            self._cond.notify_all()
            if self._handshake_only and not line.startswith(_HANDSHAKE):
                self._answering = False
            if not self._answering:
                return []
        for command, replies in _ANSWERS.items():
            if line.startswith(command):
                return replies
        return ["300 ERR UNKNOWN COMMAND"]

    def _sentence(self, text: str) -> list[str]:
        with self._cond:
            self._sentences.append(text)
            self._cond.notify_all()
            if not self._answering:
                return []
        number = next(self._message_ids)
        return [f"225-{number}", "225 OK MESSAGE QUEUED",
                f"701-{number}", "701-1", "701 BEGIN",
                f"702-{number}", "702-1", "702 END"]
