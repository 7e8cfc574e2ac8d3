"""What the display shows and how the panning keys move over it. No I/O.

The display reads one document, like a terminal: the messages, oldest first, then a
line of answers to choose with the routing keys when the game offers some, then the
board (its ranks from the top, then the file letters). A window of ``width`` cells
shows part of one line. FWINRT/FWINLT pan along a line and on to the next or previous
line; a window of the messages or the answers ends at a blank cell, so a word that fits in
a window is never cut in two (the board's lines, laid out for the width, are cut every
``width`` cells); LNDN/LNUP go a line down or up; TOP/BOT go to the first or last line; HOME goes
to ``home``, the board line where the last move ended.

A message that arrives is shown at once. The lines of one answer (those that arrive
within ``BATCH_GAP`` seconds of each other, with no key pressed and no new position
between) are read from the first: the window stays on it, so they are read in the
order spoken.
"""

from __future__ import annotations

from enum import Enum

BATCH_GAP = 0.5  # seconds: lines closer together than this belong to one answer


class Key(Enum):
    """The display keys the game uses (BrlAPI command names)."""

    ROUTE = "route"
    FWINLT = "fwinlt"
    FWINRT = "fwinrt"
    LNUP = "lnup"
    LNDN = "lndn"
    TOP = "top"
    BOT = "bot"
    HOME = "home"


class Pager:
    """Messages and board lines, and the window the display shows of them."""

    def __init__(self, width: int = 40, history: int = 100) -> None:
        self.width = width
        self.history = history
        self.messages: list[bytes] = []
        self.choices: list[bytes] = []  # the line of answers, when there is one
        self.board: list[bytes] = []
        self.line = 0  # index into ``lines()``
        self.offset = 0  # first cell of the line in the window
        self._answer_start: int | None = None  # the first line of the answer coming in
        self._last_at = float("-inf")
        self.home = 0  # the board line HOME goes to

    # ------------------------------------------------------------ content

    def lines(self) -> list[bytes]:
        return self.messages + self.choices + self.board

    def _board_start(self) -> int:
        return len(self.messages) + len(self.choices)

    def add_message(self, cells: bytes, at: float) -> None:
        """A new message, arriving at time ``at`` (seconds): shown at once, unless it
        goes on an answer whose first line is shown."""
        if at - self._last_at > BATCH_GAP:
            self._answer_start = None
        self._last_at = at
        self.messages.append(cells)
        drop = len(self.messages) - self.history
        if drop > 0:
            del self.messages[:drop]
            self.line = max(0, self.line - drop)
            if self._answer_start is not None:
                self._answer_start = max(0, self._answer_start - drop)
        if self._answer_start is None:
            self._answer_start = len(self.messages) - 1
        self._go(self._answer_start)

    def set_board(self, lines: list[bytes]) -> None:
        """New board lines; a window on the board stays on the same line."""
        on_board = self.on_board_line()
        board_line = self.line - self._board_start()
        self.board = list(lines)
        if on_board:
            self._go(self._board_start() + min(board_line, len(self.board) - 1), self.offset)

    def set_choices(self, line: bytes) -> None:
        """The line of answers (empty: none). A window on the board stays on the same
        board line; one on the old answers shows the new ones, or the board."""
        on_messages = self.line < len(self.messages)
        on_board = self.on_board_line()
        board_line = self.line - self._board_start()
        self.choices = [line] if line else []
        if on_board:
            self._go(self._board_start() + board_line, self.offset)
        elif not on_messages:
            self._go(max(0, min(len(self.messages), len(self.lines()) - 1)))

    def resize(self, width: int) -> None:
        self.width = max(1, width)
        self.offset = 0

    # ------------------------------------------------------------ the window

    def window(self) -> bytes:
        """The cells the display shows now, exactly ``width`` of them."""
        lines = self.lines()
        if not lines:
            return bytes(self.width)
        line = lines[self.line]
        return line[self.offset:self._end()].ljust(self.width, b"\0")

    def on_board_line(self) -> bool:
        return self._board_start() <= self.line < self._board_start() + len(self.board)

    def board_cell(self, cell: int) -> tuple[int, int] | None:
        """(board line, cell in that line) under window cell ``cell`` (0-based), or None
        when the window shows something else."""
        if not self.on_board_line() or not 0 <= cell < self.width:
            return None
        return self.line - self._board_start(), self.offset + cell

    def choice_cell(self, cell: int) -> int | None:
        """The cell of the answers' line under window cell ``cell`` (0-based), or None
        when the window shows something else."""
        if (not self.choices or self.line != len(self.messages)
                or not 0 <= cell < self._end() - self.offset):
            return None
        return self.offset + cell

    def show_board_line(self, index: int) -> None:
        self._go(self._board_start() + index)

    # ------------------------------------------------------------ keys

    def press(self, key: Key) -> None:
        """A panning key (ROUTE is the display's business, not the pager's)."""
        self._answer_start = None
        lines = self.lines()
        if not lines:
            return
        last = len(lines) - 1
        if key is Key.FWINRT:
            later = [start for start, _ in self._windows(self.line) if start > self.offset]
            if later:
                self._go(self.line, later[0])
            elif self.line < last:
                self._go(self.line + 1)
        elif key is Key.FWINLT:
            earlier = [start for start, _ in self._windows(self.line) if start < self.offset]
            if earlier:
                self._go(self.line, earlier[-1])
            elif self.line > 0:
                self._go(self.line - 1, self._windows(self.line - 1)[-1][0])
        elif key is Key.LNDN:
            self._go(min(last, self.line + 1))
        elif key is Key.LNUP:
            self._go(max(0, self.line - 1))
        elif key is Key.TOP:
            self._go(0)
        elif key is Key.BOT:
            self._go(last)
        elif key is Key.HOME and self.board:
            self._go(self._board_start() + min(self.home, len(self.board) - 1))

    def end_answer(self) -> None:
        """The next message starts a new answer (a key was pressed, the game moved on)."""
        self._answer_start = None

    @staticmethod
    def _length(line: bytes) -> int:
        return max(1, len(line.rstrip(b"\0")))

    def _windows(self, index: int) -> list[tuple[int, int]]:
        """The windows of line ``index``, as (first cell, end) pairs. A line of the board
        is cut every ``width`` cells; a message or the answers after the last blank cell
        that fits, when a word would be cut (a word longer than the window is cut where
        the window ends), and the blanks at the cut are skipped."""
        line = self.lines()[index]
        length, width = self._length(line), self.width
        if index >= self._board_start():
            return [(start, min(start + width, length)) for start in range(0, length, width)]
        windows = []
        start = 0
        while start < length:
            end = start + width
            if end >= length:
                windows.append((start, length))
                break
            if line[end - 1] and line[end]:  # the cut falls inside a word
                blank = line.rfind(0, start + 1, end)
                end = blank if blank > start else end
            windows.append((start, end))
            start = end
            while start < length and not line[start]:
                start += 1
        return windows or [(0, length)]

    def _end(self) -> int:
        """Where the window that starts at ``offset`` ends in its line."""
        return next((end for start, end in self._windows(self.line) if start == self.offset),
                    self.offset + self.width)

    def _go(self, line: int, offset: int = 0) -> None:
        self.line = line
        self.offset = offset


__all__ = ["Key", "Pager"]
