"""Pieces as four bitboards: what a draughts position and a point-board position share."""

from __future__ import annotations

from typing import Any

from accessible_dama.rules.board import Color
from accessible_dama.rules.move import Move, Piece

try:  # a mark for the compiler only (accessible_dama.native); nothing needs it to run
    from mypy_extensions import mypyc_attr
except ImportError:
    def mypyc_attr(*args: object, **kwargs: object) -> Any:  # type: ignore[misc]
        return lambda cls: cls


# the boards of points keep their positions as plain Python classes built on this one
@mypyc_attr(allow_interpreted_subclasses=True)
class PieceBoards:
    """White men, white kings, black men and black kings as bitboards. A subclass says
    which bit a square (or point) has and how to list the squares of a bitboard."""

    __slots__ = ("white_men", "white_kings", "black_men", "black_kings")

    white_men: int
    white_kings: int
    black_men: int
    black_kings: int

    def bit_of(self, square: int) -> int:
        """The bit of ``square`` in the bitboards."""
        raise NotImplementedError

    def squares_in(self, bitboard: int) -> list[int]:
        """The squares of a bitboard, in ascending order."""
        raise NotImplementedError

    def piece_at(self, square: int) -> Piece | None:
        b = self.bit_of(square)
        if self.white_men & b:
            return Piece.WHITE_MAN
        if self.white_kings & b:
            return Piece.WHITE_KING
        if self.black_men & b:
            return Piece.BLACK_MAN
        if self.black_kings & b:
            return Piece.BLACK_KING
        return None

    def _place(self, square: int, piece: Piece | None) -> None:
        """Put ``piece`` on ``square`` (None empties it), without any check."""
        b = self.bit_of(square)
        nb = ~b
        self.white_men &= nb
        self.white_kings &= nb
        self.black_men &= nb
        self.black_kings &= nb
        if piece is Piece.WHITE_MAN:
            self.white_men |= b
        elif piece is Piece.WHITE_KING:
            self.white_kings |= b
        elif piece is Piece.BLACK_MAN:
            self.black_men |= b
        elif piece is Piece.BLACK_KING:
            self.black_kings |= b

    def squares_of(self, piece: Piece) -> list[int]:
        """Where ``piece`` stands."""
        bb = (self.white_men, self.white_kings, self.black_men, self.black_kings)[piece - 1]
        return self.squares_in(bb)

    def pieces(self) -> dict[int, Piece]:
        """Every occupied square and its piece, in square order."""
        found: dict[int, Piece] = {}
        for piece in Piece:
            for s in self.squares_of(piece):
                found[s] = piece
        return dict(sorted(found.items()))

    def count(self, color: Color) -> tuple[int, int]:
        """(men, kings) of one side."""
        if color:
            return self.white_men.bit_count(), self.white_kings.bit_count()
        return self.black_men.bit_count(), self.black_kings.bit_count()

    # what every game's position answers, with the answer of the games that have no such
    # thing (the mill overrides in_hand and closes_mill, Vietnamese chess is_check)

    def in_hand(self, color: Color) -> int:
        """Men ``color`` has still to place on the board."""
        return 0

    def is_check(self, color: Color | None = None) -> bool:
        """Whether ``color``'s king (the side to move's by default) is in check."""
        return False

    def closes_mill(self, move: Move) -> bool:
        """Whether ``move`` closes a mill."""
        return False

    @property
    def occupied(self) -> int:
        return self.white_men | self.white_kings | self.black_men | self.black_kings
