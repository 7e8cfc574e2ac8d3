"""The opening book: the moves strong players chose in the first plies of real games.

One plain text file per variant in ``books/`` (``czech.txt``, ``international.txt``,
``english.txt``), written by ``scripts/make_book.py`` from the tournament records in
``../shared/pdn`` (beside the checkout; the books are counts, the records stay there).
A line is one move played in one position, six fields separated by tabs (here by
spaces)::

    W:W21-32:B1-12  22-18  195  67  60  68

the position (its numeric FEN: side to move, then the white and the black pieces, men
first, three or more in a row as a range, then kings written ``K5``), the move (its
numeric squares: ``22-18``, a capture ``26x17x8``), how often it was played there, and
how those games ended for the side that played it: won, drawn, lost. Lines starting
with ``#`` are comments.

A book is read the first time it is asked for, once per variant. A file that is missing
or cannot be read as a whole (one damaged line is enough) gives no book, logged once;
the engine then searches as it would without one.

A move is kept when it did not lose more of its games than it won and drew together
(``losses <= wins + draws``), and only when it is a legal move of the position: a move
that is not is left out. Its weight is how often it was played.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

from accessible_dama.rules import Move, Piece, Position, Rules

log = logging.getLogger(__name__)

#: where the books are, one ``<variant id>.txt`` each
BOOK_DIR = Path(__file__).resolve().parent / "books"

#: the variants that have a book; the others have none and say nothing about it
BOOK_VARIANTS = ("czech", "english", "international")

#: the levels that play from the book: from "intermediate" up (levels 1 to 5 find their
#: own opening moves, as weak as they are meant to be)
BOOK_FROM_LEVEL = 6


@dataclass(frozen=True)
class BookMove:
    """One move of the book and how it did: the games it was played in, and of those the
    ones its side won, drew and lost (a game without a result counts in none)."""

    path: tuple[int, ...]
    count: int
    wins: int
    draws: int
    losses: int

    @property
    def kept(self) -> bool:
        """Whether the engine may play it: it lost no more games than it won and drew."""
        return self.losses <= self.wins + self.draws


def _runs(squares: list[int]) -> list[str]:
    """Squares in order, three or more in a row written as a range (``21-32``)."""
    out: list[str] = []
    i = 0
    while i < len(squares):
        j = i
        while j + 1 < len(squares) and squares[j + 1] == squares[j] + 1:
            j += 1
        out.extend([f"{squares[i]}-{squares[j]}"] if j - i >= 2 else map(str, squares[i:j + 1]))
        i = j + 1
    return out


def position_key(position: Position) -> str:
    """The position as the book writes it: its numeric FEN with ranges, the notation's
    ``write_fen(position, ranges=True)``: side to move, then each side's men in square
    order (three or more in a row as a range) and its kings (``K5``):
    ``W:W21-32:B1-12``."""
    parts = ["W" if position.turn else "B"]
    for letter, man, king in (("W", Piece.WHITE_MAN, Piece.WHITE_KING),
                              ("B", Piece.BLACK_MAN, Piece.BLACK_KING)):
        tokens = _runs(position.squares_of(man))
        tokens += [f"K{s}" for s in position.squares_of(king)]
        parts.append(letter + ",".join(tokens))
    return ":".join(parts)


def move_key(move: Move) -> str:
    """A move as the book writes it: its squares joined by ``-`` (``x`` for a capture)."""
    return ("x" if move.captured else "-").join(map(str, move.path))


def _path(text: str) -> tuple[int, ...]:
    sep = "x" if "x" in text else "-"
    squares = tuple(int(s) for s in text.split(sep))
    if len(squares) < 2 or any(s < 1 for s in squares):
        raise ValueError(f"not a move: {text!r}")
    return squares


class BookError(ValueError):
    """A book file that cannot be read: what is wrong and on which line."""


def parse_book(text: str) -> dict[str, list[BookMove]]:
    """The moves of each position of a book file's text (raises ``BookError``)."""
    book: dict[str, list[BookMove]] = {}
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        try:
            if len(fields) != 6 or not fields[0].startswith(("W:", "B:")):
                raise ValueError("six fields expected: position, move, count, won, drawn, lost")
            count, wins, draws, losses = (int(f) for f in fields[2:])
            if min(count, wins, draws, losses) < 0 or wins + draws + losses > count:
                raise ValueError("the results do not add up")
            entry = BookMove(_path(fields[1]), count, wins, draws, losses)
        except ValueError as e:
            raise BookError(f"line {number}: {e}") from None
        book.setdefault(fields[0], []).append(entry)
    return book


class Book:
    """The book of one variant: its moves per position."""

    def __init__(self, entries: dict[str, list[BookMove]]) -> None:
        self.entries = entries

    @classmethod
    def read(cls, path: Path) -> Book:
        """The book in the file ``path`` (raises ``OSError``, ``UnicodeDecodeError`` or
        ``BookError``)."""
        return cls(parse_book(path.read_text(encoding="utf-8")))

    def __len__(self) -> int:
        """The number of positions."""
        return len(self.entries)

    def moves(self, position: Position) -> list[tuple[Move, int]]:
        """The book moves kept for ``position`` (see the module), each once, as legal
        moves of the position with their weight; empty when the position is not in the
        book."""
        entries = self.entries.get(position_key(position))
        if not entries:
            return []
        legal: dict[tuple[int, ...], list[Move]] = {}
        for move in position.legal_moves():
            legal.setdefault(move.path, []).append(move)
        found: list[tuple[Move, int]] = []
        for entry in entries:
            matches = legal.get(entry.path, [])
            # two captures along the same squares taking different pieces: the record
            # does not say which; the search decides there
            if entry.kept and len(matches) == 1 and entry.count > 0:
                found.append((matches[0], entry.count))
        return found


_books: dict[str, Book | None] = {}


def book_for(rules: Rules) -> Book | None:
    """The book of ``rules``' variant, read on first use; None when it has none or its
    file is missing or damaged (said once in the log)."""
    if rules.id in _books:
        return _books[rules.id]
    book: Book | None = None
    if rules.id in BOOK_VARIANTS:
        path = BOOK_DIR / f"{rules.id}.txt"
        try:
            book = Book.read(path)
        except FileNotFoundError:
            log.warning("no opening book for %s: %s is missing", rules.id, path)
        except (OSError, UnicodeDecodeError, BookError) as e:
            log.warning("the opening book %s cannot be read, playing without it: %s", path, e)
    _books[rules.id] = book
    return book


def forget_books() -> None:
    """Read the books again when next asked for (after ``BOOK_DIR`` changed)."""
    _books.clear()


def book_moves(position: Position) -> list[tuple[Move, int]]:
    """The book moves of ``position`` with their weights (how often each was played);
    empty when its variant has no book or the position is not in it."""
    book = book_for(position.rules)
    return [] if book is None else book.moves(position)


__all__ = [
    "BOOK_DIR",
    "BOOK_FROM_LEVEL",
    "BOOK_VARIANTS",
    "Book",
    "BookError",
    "BookMove",
    "book_for",
    "book_moves",
    "forget_books",
    "move_key",
    "parse_book",
    "position_key",
]
