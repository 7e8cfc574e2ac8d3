"""The board as braille cells: one rank per display line, one cell per square.

A cell is an int of eight bits, bit 0 = dot 1 ... bit 7 = dot 8 (the BrlAPI and
liblouis ``dotsIO`` order). The layout is documented cell by cell in ``docs/braille.md``.

A rank line is the rank number with its number sign (``⠼⠉`` for 3; ``⠼⠁⠚`` for 10), a
blank, then the squares from file a to the last file as White sees the board:

- light square: blank; empty dark square: dots 3 6 (``⠤``)
- a piece always has dots 1 4; Black's pieces add dots 2 5 (solid), kings add dots 3 6:
  white man ``⠉``, black man ``⠛``, white king ``⠭``, black king ``⠿``
- dot 7: the start square of the last move; dot 8: its landing squares;
  dots 7 8: the squares chosen with the routing keys (the cursor)

The last line names the files under the squares (``⠁⠃⠉⠙...``). A display of 80 cells
or more shows two ranks side by side, each in its own half.

The games on boards of points (alquerque, mill, Vietnamese chess) are shown the same
way, one rank of the board's grid per line and one cell per file: a point is a cell like
a dark square (an empty point ``⠤``, a piece as above; the Vietnamese king as a king);
where the grid has no point, a line of the drawing that passes there is ``⠒`` (dots 2 5,
across) or ``⠇`` (dots 1 2 3, down), and nothing is a blank (the mill board's centre).
The alquerque board has a point everywhere on its 5 x 5 grid. A placement is marked
with dot 8 on its point.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Final

from accessible_dama.rules import AnyPosition, Move, Piece, Square
from accessible_dama.rules.board import BoardShape

DOT1: Final = 0x01
DOT2: Final = 0x02
DOT3: Final = 0x04
DOT4: Final = 0x08
DOT5: Final = 0x10
DOT6: Final = 0x20
DOT7: Final = 0x40
DOT8: Final = 0x80

BLANK: Final = 0
LIGHT: Final = BLANK
DARK_EMPTY: Final = DOT3 | DOT6
_TOP: Final = DOT1 | DOT4  # every piece
_MIDDLE: Final = DOT2 | DOT5  # Black's pieces are solid
_BOTTOM: Final = DOT3 | DOT6  # kings reach the bottom row
PIECE_CELLS: Final[dict[Piece, int]] = {
    Piece.WHITE_MAN: _TOP,
    Piece.BLACK_MAN: _TOP | _MIDDLE,
    Piece.WHITE_KING: _TOP | _BOTTOM,
    Piece.BLACK_KING: _TOP | _MIDDLE | _BOTTOM,
}
LAST_FROM: Final = DOT7
LAST_TO: Final = DOT8
CURSOR: Final = DOT7 | DOT8
EMPTY_POINT: Final = DARK_EMPTY  # a point of a board of points, empty
LINE_ACROSS: Final = DOT2 | DOT5  # a line of the drawing passing across a cell without a point
LINE_DOWN: Final = DOT1 | DOT2 | DOT3  # a line passing down a cell without a point

NUMBER_SIGN: Final = DOT3 | DOT4 | DOT5 | DOT6
#: the letters a-j, which are also the digits 1, 2, ... 9, 0 after the number sign
LETTERS: Final = (
    DOT1,
    DOT1 | DOT2,
    DOT1 | DOT4,
    DOT1 | DOT4 | DOT5,
    DOT1 | DOT5,
    DOT1 | DOT2 | DOT4,
    DOT1 | DOT2 | DOT4 | DOT5,
    DOT1 | DOT2 | DOT5,
    DOT2 | DOT4,
    DOT2 | DOT4 | DOT5,
)
TWO_RANKS_WIDTH: Final = 80  # from this width on, two ranks share a line


def digit_cell(digit: int) -> int:
    """The cell of a digit after the number sign: 1 is a, ..., 9 is i, 0 is j."""
    return LETTERS[(digit - 1) % 10]


def number_cells(n: int) -> bytes:
    """A number with its number sign: 3 is ``⠼⠉``, 10 is ``⠼⠁⠚``."""
    return bytes([NUMBER_SIGN, *(digit_cell(int(d)) for d in str(n))])


#: the signs of move text in simple literary braille: "-" dots 36, "x" dots 1346
_MOVE_SIGNS: Final = {"-": DOT3 | DOT6, "x": DOT1 | DOT3 | DOT4 | DOT6, " ": 0}


def move_text_cells(text: str) -> bytes:
    """Move text (``c3-d4``, ``22x15``) in simple literary braille, without liblouis:
    letters a-j, a number sign before each run of digits, digits as a-j (what liblouis's
    grade 1 tables give for these)."""
    out = bytearray()
    in_number = False
    for ch in text.lower():
        if ch.isdigit():
            if not in_number:
                out.append(NUMBER_SIGN)
                in_number = True
            out.append(digit_cell(int(ch)))
            continue
        in_number = False
        letter = ord(ch) - ord("a")
        out.append(LETTERS[letter] if 0 <= letter < 10 else _MOVE_SIGNS.get(ch, 0))
    return bytes(out)


def as_unicode(cells: bytes | Collection[int]) -> str:
    """Cells as characters of the Unicode braille block (U+2800 + the dot bits)."""
    return "".join(chr(0x2800 + c) for c in cells)


def from_unicode(text: str) -> bytes:
    """The cells of a string of Unicode braille characters (the inverse of ``as_unicode``)."""
    cells = []
    for ch in text:
        code = ord(ch) - 0x2800
        if not 0 <= code <= 0xFF:
            raise ValueError(f"{ch!r} is not a braille cell")
        cells.append(code)
    return bytes(cells)


def dots_text(cells: bytes | Collection[int]) -> str:
    """Cells as dot numbers separated by ``|`` (``1|12|14``; a blank is a space), the
    way BRLTTY's virtual display writes them."""
    return "|".join("".join(str(d + 1) for d in range(8) if c >> d & 1) or " " for c in cells)


class Grid:
    """A board as a square grid of cells, one per file and rank: the 8 x 8 or 10 x 10
    draughts board, the 5 x 5 grid of the alquerque board, the 7 x 7 of the mill's."""

    def __init__(self, board: BoardShape) -> None:
        self.board = board
        self.size = max(board.files, board.ranks)

    def square_at(self, file: int, rank: int) -> Square | None:
        return self.board.square_at(file, rank)

    def coords(self, square: Square) -> tuple[int, int]:
        return self.board.coords(square)


def grid_of(position: AnyPosition) -> Grid:
    """The grid of a position's board."""
    return Grid(position.board)


def _drawing(board: BoardShape) -> dict[tuple[int, int], int]:
    """The cells of the grid places without a point that a line of a board of points
    passes: across (between two points of a rank joined by a line) or down (of a file).
    A draughts board has none (its squares are joined only diagonally)."""
    cells: dict[tuple[int, int], int] = {}
    for a in board.every_square():
        for b in board.neighbours_of(a):
            (f0, r0), (f1, r1) = board.coords(a), board.coords(b)
            if r0 == r1:
                cells.update({(f, r0): LINE_ACROSS for f in range(min(f0, f1) + 1, max(f0, f1))})
            elif f0 == f1:
                cells.update({(f0, r): LINE_DOWN for r in range(min(r0, r1) + 1, max(r0, r1))})
    return cells


def _squares(cursor: Square | Collection[Square] | None) -> frozenset[Square]:
    if cursor is None:
        return frozenset()
    if isinstance(cursor, int):
        return frozenset((cursor,))
    return frozenset(cursor)


@dataclass(frozen=True)
class BoardLayout:
    """Where each rank and square goes on a display ``width`` cells wide."""

    size: int
    width: int = 40

    @property
    def prefix(self) -> int:
        """Cells before the first square: number sign, the rank's digits, a blank."""
        return len(number_cells(self.size)) + 1

    @property
    def rank_cells(self) -> int:
        return self.prefix + self.size

    @property
    def ranks_per_line(self) -> int:
        if self.width >= TWO_RANKS_WIDTH and self.width // 2 >= self.rank_cells:
            return 2
        return 1

    @property
    def panel(self) -> int:
        """Cells given to each rank of a line."""
        return max(self.width // self.ranks_per_line, self.rank_cells)

    def line_ranks(self) -> list[tuple[int, ...]]:
        """The ranks (0 = rank 1) of each board line, top rank first."""
        ranks = list(range(self.size - 1, -1, -1))
        per_line = self.ranks_per_line
        return [tuple(ranks[i:i + per_line]) for i in range(0, len(ranks), per_line)]

    def square_at(self, g: Grid, line: int, cell: int) -> Square | None:
        """The dark square (or point) under ``cell`` (0-based) of board line ``line``, or
        None."""
        lines = self.line_ranks()
        if not 0 <= line < len(lines) or cell < 0:
            return None
        part, offset = divmod(cell, self.panel)
        if part >= len(lines[line]):
            return None
        file = offset - self.prefix
        if not 0 <= file < self.size:
            return None
        return g.square_at(file, lines[line][part])

    def cell_of(self, g: Grid, square: Square) -> tuple[int, int]:
        """(line, cell) of a square: where its routing key is."""
        file, rank = g.coords(square)
        for i, ranks in enumerate(self.line_ranks()):
            if rank in ranks:
                return i, ranks.index(rank) * self.panel + self.prefix + file
        raise ValueError(f"square {square} is on no line")  # pragma: no cover


def rank_cells(
    position: AnyPosition,
    rank: int,
    last_move: Move | None = None,
    cursor: Square | Collection[Square] | None = None,
) -> bytes:
    """One rank (0 = rank 1): its number, a blank, and a cell per square (or per place of
    a board of points' grid)."""
    g = grid_of(position)
    drawing = _drawing(g.board)
    chosen = _squares(cursor)
    path = last_move.path if last_move is not None else ()
    # a placement (one point) is marked where the man arrived
    start = path[0] if len(path) > 1 else None
    landed = frozenset(path[1:] if len(path) > 1 else path)
    head = number_cells(rank + 1)
    width = len(number_cells(g.size)) + 1
    cells = bytearray(head + bytes(width - len(head)))
    for file in range(g.size):
        square = g.square_at(file, rank)
        if square is None:
            cells.append(drawing.get((file, rank), LIGHT))
            continue
        piece = position.piece_at(square)
        cell = DARK_EMPTY if piece is None else PIECE_CELLS[piece]
        if square in chosen:
            cell |= CURSOR
        else:
            if square == start:
                cell |= LAST_FROM
            if square in landed:
                cell |= LAST_TO
        cells.append(cell)
    return bytes(cells)


def files_cells(size: int) -> bytes:
    """The file letters under the squares of a rank (the board's last line)."""
    return bytes(len(number_cells(size)) + 1) + bytes(LETTERS[:size])


def board_lines(
    position: AnyPosition,
    last_move: Move | None = None,
    cursor: Square | Collection[Square] | None = None,
    width: int = 40,
) -> list[bytes]:
    """The board for a display ``width`` cells wide: the ranks from the top (rank 8 or
    10) down to rank 1, one per line (two per line from 80 cells), then the file letters.

    ``last_move`` marks its start square with dot 7 and its landing squares with dot 8;
    ``cursor`` (a square or several) marks squares with dots 7 and 8. Lines are as long
    as the display, or as one rank when that is longer (the display pans over it).
    """
    size = grid_of(position).size
    layout = BoardLayout(size, width)
    lines = []
    for ranks in layout.line_ranks():
        line = b"".join(
            rank_cells(position, r, last_move, cursor).ljust(layout.panel, b"\0") for r in ranks
        )
        lines.append(line.ljust(width, b"\0"))
    files = files_cells(size).ljust(layout.panel, b"\0") * layout.ranks_per_line
    lines.append(files.ljust(width, b"\0"))
    return lines


__all__ = [
    "BLANK",
    "BoardLayout",
    "CURSOR",
    "DARK_EMPTY",
    "EMPTY_POINT",
    "Grid",
    "LINE_ACROSS",
    "LINE_DOWN",
    "grid_of",
    "LAST_FROM",
    "LAST_TO",
    "LIGHT",
    "PIECE_CELLS",
    "as_unicode",
    "board_lines",
    "dots_text",
    "files_cells",
    "from_unicode",
    "number_cells",
    "rank_cells",
]
