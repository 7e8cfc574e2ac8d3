"""Moves and pieces."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import Enum, IntEnum
from typing import NamedTuple

from accessible_dama.rules.board import BLACK, WHITE, Color, Square

NO_CAPTURE: frozenset[Square] = frozenset()


def is_subsequence(needle: Sequence[Square], haystack: Sequence[Square]) -> bool:
    """Whether the squares of ``needle`` come in ``haystack`` in the same order (with
    others between them or not)."""
    it = iter(haystack)
    return all(any(s == h for h in it) for s in needle)


def starts(moves: Iterable[Move]) -> tuple[Square, ...]:
    """The squares the moves start from, sorted, each once (a placement has none)."""
    return tuple(sorted({m.path[0] for m in moves if m.path}))


class Move(NamedTuple):
    """One move: the start square, every landing square, and what it captured.

    ``path`` is ``(start, landing, landing, ..., end)`` in numeric squares; a plain
    move has two squares. ``captured`` holds the squares of the captured pieces, which
    leave the board only when the whole move is over.
    """

    path: tuple[Square, ...]
    captured: frozenset[Square] = NO_CAPTURE

    @property
    def start(self) -> Square:
        return self.path[0]

    @property
    def end(self) -> Square:
        return self.path[-1]

    @property
    def is_capture(self) -> bool:
        return bool(self.captured)

    def named_by(self, start: Square, middle: Sequence[Square], end: Square) -> bool:
        """Whether "``start`` ... ``middle`` ... ``end``" names this move: it starts and
        ends there and lands on the ``middle`` squares in that order (others between)."""
        return (self.path[:1] == (start,) and self.path[-1:] == (end,)
                and is_subsequence(middle, self.path[1:-1]))

    def __repr__(self) -> str:
        if self.captured:
            return f"Move({self.path!r}, frozenset({sorted(self.captured)!r}))"
        return f"Move({self.path!r})"


class MoveKind(Enum):
    """What a move does on the board, in the game's own terms, for saying it in words."""

    PASS = "pass"  # the player cannot move and passes (the modified alquerque)
    PLACE = "place"  # a man from the hand is put on an empty point (mill)
    STEP = "step"  # a piece goes to another square along its line
    FLY = "fly"  # a man goes to any empty point (mill, three men left)
    JUMP = "jump"  # a piece jumps over the pieces it captures (draughts, alquerque)
    TAKE = "take"  # a piece lands where the piece it captures stood (Vietnamese king)


class Piece(IntEnum):
    """A piece: its colour and whether it is a king."""

    WHITE_MAN = 1
    WHITE_KING = 2
    BLACK_MAN = 3
    BLACK_KING = 4

    @property
    def color(self) -> Color:
        return WHITE if self <= 2 else BLACK

    @property
    def is_king(self) -> bool:
        return self in (Piece.WHITE_KING, Piece.BLACK_KING)

    @staticmethod
    def of(color: Color, king: bool) -> Piece:
        if color:
            return Piece.WHITE_KING if king else Piece.WHITE_MAN
        return Piece.BLACK_KING if king else Piece.BLACK_MAN
