"""A braille display through BrlAPI (BRLTTY): the board and the messages, and moves
made with the routing keys.

One background thread owns the BrlAPI connection: it connects (and connects again,
with a growing pause, whenever BRLTTY goes away), writes the window when it changed and
reads the keys. Another thread hands what the player chose to the game, so a long
computer think never freezes the display. The game never waits for the display: when
BRLTTY is gone, it goes on by speech.
"""

from __future__ import annotations

import queue
import threading
import time
import traceback
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any, Protocol
from urllib.parse import parse_qs, urlsplit

from accessible_dama.braille.cells import BoardLayout, board_lines, grid_of
from accessible_dama.braille.phrases import connected_sentence, lost_sentence, missing_sentence
from accessible_dama.braille.selection import Selector
from accessible_dama.braille.text import BrailleUnavailable, translate
from accessible_dama.braille.view import Key, Pager
from accessible_dama.rules import Move, PointPosition, Position

KEY_TIMEOUT_MS = 50  # how long one read waits for a key before the window is checked
CHOICE_GAP = bytes(2)  # blank cells between two answers on their line


def brlapi_module() -> ModuleType:
    """The BrlAPI binding; BrailleUnavailable with the Debian package to install."""
    try:
        import brlapi  # type: ignore[import-not-found,unused-ignore]
    except ImportError as e:
        raise BrailleUnavailable(
            "BrlAPI for Python is not installed (Debian: apt install python3-brlapi; "
            "the virtual environment needs --system-site-packages)"
        ) from e
    module: ModuleType = brlapi
    return module


def parse_url(url: str) -> tuple[str | None, str | None]:
    """(host, auth) of ``brlapi://HOST:N?auth=AUTH``, ``brlapi:`` (BrlAPI's defaults:
    $BRLAPI_HOST, the local BRLTTY) or a bare ``HOST:N`` such as ``127.0.0.1:7``."""
    text = url.strip()
    if not text.startswith("brlapi:"):
        return (text or None), None
    parts = urlsplit(text)
    auth = parse_qs(parts.query).get("auth", [None])[0]
    return (parts.netloc or None), auth


class BrailleDisplay:
    """The game on a braille display.

    ``show_message``, ``show_position`` and ``show_choices`` may be called from any
    thread and never block on the display. ``on_input(text)`` receives what the routing
    keys chose (``"c3 d4"``, or an answer's word), ``on_status(sentence)`` what to tell
    the player when the display comes or goes; both are called from one worker thread,
    never two at once.
    """

    def __init__(
        self,
        host: str | None = None,
        auth: str | None = None,
        *,
        lang: str = "en",
        table: str | None = None,
        tty_path: Sequence[int] = (),
        on_input: Callable[[str], object] | None = None,
        on_status: Callable[[str], object] | None = None,
        history: int = 100,
        retry_first: float = 0.1,
        retry_most: float = 2.0,
    ) -> None:
        self.host = host
        self.auth = auth
        self.lang = lang
        self.table = table
        self.tty_path = list(tty_path)
        self.on_input = on_input
        self.on_status = on_status
        self.retry_first = retry_first
        self.retry_most = retry_most
        self.pager = Pager(40, history)
        self.selector = Selector()
        self.position: Position | PointPosition | None = None
        self.last_move: Move | None = None
        self.choices: tuple[str, ...] = ()
        self.status = ""  # what the status cells at the start of the answers' line show
        self._choice_at: list[tuple[int, int, str]] = []  # (first cell, end, word)
        self.cells = 0  # the display's width while connected, else 0
        self.connections = 0  # how many times a connection was made
        self._lock = threading.RLock()
        self._dirty = threading.Event()
        self._stop = threading.Event()
        self._connected = threading.Event()
        self._calls: queue.Queue[Callable[[], object] | None] = queue.Queue()
        self._threads: list[threading.Thread] = []
        self._brlapi: ModuleType | None = None
        self._was_connected: bool | None = None

    @classmethod
    def from_url(cls, url: str, **options: Any) -> BrailleDisplay:
        host, auth = parse_url(url)
        return cls(host, auth, **options)

    # ------------------------------------------------------------ life

    def start(self) -> BrailleDisplay:
        """Start the threads (BrailleUnavailable when BrlAPI or liblouis is missing)."""
        self._brlapi = brlapi_module()
        translate("a", self.lang, self.table)  # liblouis and the table are there
        self._stop.clear()
        self._threads = [
            threading.Thread(target=self._serve, name="braille-display", daemon=True),
            threading.Thread(target=self._work, name="braille-input", daemon=True),
        ]
        for t in self._threads:
            t.start()
        return self

    def close(self) -> None:
        self._stop.set()
        self._calls.put(None)
        for t in self._threads:
            t.join(timeout=5)
        self._threads = []

    @property
    def connected(self) -> bool:
        return self._connected.is_set()

    def wait_connected(self, timeout: float) -> bool:
        return self._connected.wait(timeout)

    # ------------------------------------------------------------ what the game shows

    def show_message(self, line: str, lang: str | None = None) -> None:
        """A line the game said: shown on the display (in braille of ``lang``)."""
        try:
            cells = translate(line, lang or self.lang, self.table)
        except BrailleUnavailable:
            return  # the display only loses a line; the game goes on by speech
        with self._lock:
            self.pager.add_message(cells, time.monotonic())
        self._dirty.set()

    def begin_answer(self) -> None:
        """The next message begins an answer of its own: the display shows it, however
        soon it follows the one before."""
        with self._lock:
            self.pager.end_answer()

    def show_position(
        self, position: Position | PointPosition, last_move: Move | None = None
    ) -> None:
        """The position to show, and the last move to mark on it."""
        with self._lock:
            if self.position is None or self.position.key() != position.key():
                self.selector.reset()
                self.pager.end_answer()
            self.position = position.copy()
            self.last_move = last_move
            self._draw_board()
        self._dirty.set()

    def show_choices(self, words: Sequence[str], status: str = "") -> None:
        """Answers the game takes now, each one word in the player's language, on a line
        of their own between the messages and the board: a routing key over a word sends
        it as input (``on_input``). No words: no such line. ``status``: a few cells
        before the answers (the clock), which no routing key sends."""
        if tuple(words) == self.choices and status == self.status:
            return
        line, spans = b"", []
        try:
            if status and words:
                line = translate(status, self.lang, self.table)
            for word in words:
                if line:
                    line += CHOICE_GAP
                cells = translate(word, self.lang, self.table)
                spans.append((len(line), len(line) + len(cells), word))
                line += cells
        except BrailleUnavailable:
            return  # the answers are typed or said instead
        with self._lock:
            self.choices = tuple(words)
            self.status = status
            self._choice_at = spans
            self.pager.set_choices(line)
        self._dirty.set()

    def window(self) -> bytes:
        """The cells the display shows now."""
        with self._lock:
            return self.pager.window()

    def _draw_board(self) -> None:
        position = self.position
        if position is None:
            return
        self.pager.set_board(board_lines(position, self.last_move, self.selector.path,
                                         self.pager.width))
        g = grid_of(position)
        layout = BoardLayout(g.size, self.pager.width)
        last = self.last_move
        self.pager.home = layout.cell_of(g, last.path[-1])[0] if last and last.path else 0

    # ------------------------------------------------------------ keys

    def press(self, key: Key, argument: int = 0) -> None:
        """A key of the display (``argument``: the cell of a routing key, from 0)."""
        text = None
        with self._lock:
            self.pager.end_answer()
            if key is Key.ROUTE:
                text = self._route(argument)
            else:
                self.pager.press(key)
        self._dirty.set()
        if text is not None and self.on_input is not None:
            self._call(self.on_input, text)

    def _route(self, cell: int) -> str | None:
        at = self.pager.choice_cell(cell)
        if at is not None:
            return next((word for first, end, word in self._choice_at if first <= at < end),
                        None)
        where = self.pager.board_cell(cell)
        position = self.position
        if where is None or position is None:
            return None
        g = grid_of(position)
        square = BoardLayout(g.size, self.pager.width).square_at(g, *where)
        if square is None:
            return None
        text = self.selector.press(position, square)
        self._draw_board()
        return text

    def _call(self, function: Callable[[str], object], text: str) -> None:
        self._calls.put(lambda: function(text))

    def _work(self) -> None:
        while True:
            call = self._calls.get()
            if call is None:
                return
            try:
                call()
            except Exception:
                # a bug in the game is reported as Python reports it, and the display goes on
                traceback.print_exc()

    # ------------------------------------------------------------ BrlAPI

    def _status(self, connected: bool) -> None:
        if connected == self._was_connected:
            return
        first = self._was_connected is None
        self._was_connected = connected
        if self.on_status is None:
            return
        if connected:
            self._call(self.on_status, connected_sentence(self.lang, self.cells))
        else:
            self._call(self.on_status, missing_sentence(self.lang) if first
                       else lost_sentence(self.lang))

    def _serve(self) -> None:
        brlapi = self._brlapi
        assert brlapi is not None
        failures = (brlapi.ConnectionError, brlapi.OperationError, OSError)
        pause = self.retry_first
        while not self._stop.is_set():
            connection = None
            try:
                connection = self._connect(brlapi)
                if connection is None:  # the server is there, its display is not yet
                    raise OSError("the display has no cells yet")
                pause = self.retry_first
                self._status(True)
                self._loop(brlapi, connection)
            except failures:
                pass
            finally:
                self._disconnect(connection)
            if self._stop.is_set():
                return
            if self._was_connected is not None or pause >= self.retry_most:
                # at start, BRLTTY gets a few seconds before its absence is announced
                self._status(False)
            self._stop.wait(pause)
            pause = min(pause * 2, self.retry_most)

    def _connect(self, brlapi: ModuleType) -> Any:
        host = self.host.encode() if self.host else None
        auth = self.auth.encode() if self.auth else None
        connection = brlapi.Connection(host, auth)
        columns, rows = connection.displaySize
        if columns * rows == 0:
            connection.closeConnection()
            return None
        connection.enterTtyModeWithPath(self.tty_path)
        with self._lock:
            self.cells = columns * rows
            self.pager.resize(self.cells)
            # the sentence of the connection is shown first, even when it follows "no
            # display yet" within an answer's gap (it was kept on that line then)
            self.pager.end_answer()
            self._draw_board()
        self.connections += 1
        self._connected.set()
        self._dirty.set()
        return connection

    def _disconnect(self, connection: Any) -> None:
        self._connected.clear()
        self.cells = 0
        if connection is None:
            return
        for close in (connection.leaveTtyMode, connection.closeConnection):
            try:
                close()
            except Exception:  # the server may be gone already
                pass

    def _loop(self, brlapi: ModuleType, connection: Any) -> None:
        commands = {
            brlapi.KEY_CMD_FWINLT: Key.FWINLT,
            brlapi.KEY_CMD_FWINRT: Key.FWINRT,
            brlapi.KEY_CMD_LNUP: Key.LNUP,
            brlapi.KEY_CMD_LNDN: Key.LNDN,
            brlapi.KEY_CMD_TOP: Key.TOP,
            brlapi.KEY_CMD_BOT: Key.BOT,
            brlapi.KEY_CMD_HOME: Key.HOME,
            brlapi.KEY_CMD_ROUTE: Key.ROUTE,
        }
        while not self._stop.is_set():
            if self._dirty.is_set():
                self._dirty.clear()
                connection.writeDots(self.window())
            code = connection.readKeyWithTimeout(KEY_TIMEOUT_MS)
            if code is None:
                continue
            key = connection.expandKeyCode(code)
            if key["type"] != brlapi.KEY_TYPE_CMD:
                continue
            found = commands.get(key["command"])
            if found is not None:
                self.press(found, key["argument"])


class LineWriter(Protocol):
    def __call__(self, line: str) -> None: ...


class GameApp(Protocol):
    """What ``attach`` needs of the game app (``cli.app.App``)."""

    session: Any
    write: LineWriter
    lock: Any

    def handle(self, line: str) -> bool: ...


def attach(app: GameApp, display: BrailleDisplay) -> BrailleDisplay:
    """Put the game of ``app`` on ``display``: every line the app writes is shown (and
    the position after it), routing-key moves go to ``app.handle``, and the display's
    coming and going is said like any other line. Call before ``display.start()``."""
    write = app.write

    def write_and_show(line: str) -> None:
        write(line)
        session = app.session
        game = session.shown_game
        # the position first: a new one begins a new answer on the display
        display.show_position(game.position, game.moves[-1] if game.moves else None)
        display.show_message(line, session.settings.lang)

    def handle(text: str) -> None:
        with app.lock:
            app.handle(text)

    def status(sentence: str) -> None:
        with app.lock:
            app.write(sentence)
            speaker = getattr(app, "speaker", None)
            if speaker is not None:
                speaker.say(sentence)

    app.write = write_and_show
    display.lang = app.session.settings.lang
    display.on_input = handle
    display.on_status = status
    game = app.session.shown_game
    display.show_position(game.position, game.moves[-1] if game.moves else None)
    return display


__all__ = ["BrailleDisplay", "GameApp", "attach", "brlapi_module", "parse_url"]
