"""Vietnamese chess (001, "VIETNAMSKÉ ŠACHY").

The board is the alquerque board (``points.ALQUERQUE_BOARD``: a 4x4 grid of squares
with six diagonal lines, 25 points a1..e5).

- 2.2, 3: each side has 9 soldiers (men) and 1 king, and fills its two nearest ranks,
  the king in the middle of the edge rank (c1 White, c5 Black); rank 3 is empty.
- 5: White begins.
- 6: every piece steps to a neighbouring empty point along a line, in any direction.
- 7.1, 7.2: soldiers never capture. Only a king captures: it jumps over its own soldier
  on a neighbouring point onto the point directly beyond on the same line, taking the
  enemy piece standing there: ``Move((king, landing), {landing})``. Capturing is not
  compulsory.
- 7.3: a king that the enemy king could take next move is in check (one of the checking
  king's soldiers stands between the two kings). The only way out of check is a king
  move; no move may leave or put one's own king in check (so a king is never taken).
- 8: mate wins; a player who cannot move loses (stalemate loses too). A player whose
  move repeats a position for the third time loses ("the player who keeps repeating
  moves is lost").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import ClassVar

from accessible_dama.rules.board import Color
from accessible_dama.rules.move import Move, MoveKind, Piece
from accessible_dama.rules.outcome import Outcome, Reason
from accessible_dama.rules.pointgame import PointPosition, PointRules
from accessible_dama.rules.points import ALQUERQUE_BOARD, Point

_new_move: Callable[..., Move] = tuple.__new__
_NOTHING: frozenset[Point] = frozenset()


@dataclass(frozen=True, repr=False)
class VietnameseRules(PointRules):
    """Vietnamese chess."""

    pieces_called: ClassVar[str] = "soldiers"

    def start_position(self) -> VietnamesePosition:
        return VietnamesePosition(self)


VIETNAMESE = VietnameseRules(
    id="vietnamese",
    name="Vietnamese chess",
    source="001, Vietnamské šachy",
    board=ALQUERQUE_BOARD,
    repetition_loses=True,
    repetition_clause="8",
    aliases=("vietnamske-sachy", "vietnamské-šachy", "vietnamske", "vietnamské"),
)


def vietnamese_start_pieces() -> dict[Point, Piece]:
    """Each side's two nearest ranks, the king in the middle of the edge rank."""
    b = ALQUERQUE_BOARD
    pieces: dict[Point, Piece] = {}
    for p in b.points:
        file, rank = b.coords(p)
        if rank == 0:
            pieces[p] = Piece.WHITE_KING if file == 2 else Piece.WHITE_MAN
        elif rank == 1:
            pieces[p] = Piece.WHITE_MAN
        elif rank == 3:
            pieces[p] = Piece.BLACK_MAN
        elif rank == 4:
            pieces[p] = Piece.BLACK_KING if file == 2 else Piece.BLACK_MAN
    return pieces


class VietnamesePosition(PointPosition):
    """A position of Vietnamese chess: soldiers (men) and one king per side."""

    __slots__ = ()
    rules: VietnameseRules
    has_kings: ClassVar[bool] = True

    def __init__(
        self,
        rules: VietnameseRules = VIETNAMESE,
        pieces: Mapping[Point, Piece] | None = None,
        turn: Color | None = None,
    ) -> None:
        """The starting position, or the given pieces and side to move. Raises ValueError
        unless each side has one king and the side not to move stands out of check."""
        super().__init__(rules, vietnamese_start_pieces() if pieces is None else pieces, turn)
        if self.white_kings.bit_count() != 1 or self.black_kings.bit_count() != 1:
            raise ValueError("each side must have exactly one king")
        if self.is_check(not self.turn):
            raise ValueError("the side not to move cannot stand in check")

    # ------------------------------------------------------------ check

    def king(self, color: Color) -> Point:
        """The point of ``color``'s king."""
        kings = self.white_kings if color else self.black_kings
        return kings.bit_length() - 1

    def _attacked(self, point: Point, enemy_king: Point, enemy_men: int) -> bool:
        # the enemy king could jump its own soldier next to it onto ``point``
        return any(
            land == enemy_king and enemy_men >> over & 1
            for over, land in self.board.jumps[point]
        )

    def is_check(self, color: Color | None = None) -> bool:
        """Whether ``color``'s king (the side to move's by default) is in check (7.3)."""
        color = self.turn if color is None else color
        enemy_men = self.black_men if color else self.white_men
        return self._attacked(self.king(color), self.king(not color), enemy_men)

    def move_kind(self, move: Move) -> MoveKind:
        # the king captures by landing where the taken piece stood
        return MoveKind.TAKE if move.captured else MoveKind.STEP

    # ------------------------------------------------------------ moves

    def legal_moves(self) -> list[Move]:
        color = self.turn
        if color:
            men, opp_men = self.white_men, self.black_men
        else:
            men, opp_men = self.black_men, self.white_men
        b = self.board
        empty = self.empty
        king = self.king(color)
        enemy_king = self.king(not color)
        attacked = self._attacked
        out: list[Move] = []
        # the king: steps, then captures over its own soldier; never into check
        for q in b.neighbours[king]:
            if empty >> q & 1 and not attacked(q, enemy_king, opp_men):
                out.append(_new_move(Move, ((king, q), _NOTHING)))
        for over, land in b.jumps[king]:
            if (
                men >> over & 1
                and opp_men >> land & 1
                and not attacked(land, enemy_king, opp_men & ~(1 << land))
            ):
                out.append(_new_move(Move, ((king, land), frozenset((land,)))))
        # soldiers: their steps never change a check, so they are legal out of check only
        if not attacked(king, enemy_king, opp_men):
            for p in b.points_of(men):
                for q in b.neighbours[p]:
                    if empty >> q & 1:
                        out.append(_new_move(Move, ((p, q), _NOTHING)))
        return out

    def outcome(self) -> Outcome | None:
        if self.legal_moves():
            return None
        mover = self.turn
        if self.is_check(mover):
            return Outcome(not mover, Reason.CHECKMATE, "8")
        return Outcome(not mover, Reason.NO_MOVES, "8")

    def _apply(self, move: Move) -> None:
        path = move[0]
        moved = 1 << path[0]
        arrived = 1 << path[-1]
        taken = 0
        for p in move[1]:
            taken |= 1 << p
        if self.turn:
            if self.white_kings & moved:
                self.white_kings = arrived
            else:
                self.white_men = (self.white_men ^ moved) | arrived
            self.black_men &= ~taken
        else:
            if self.black_kings & moved:
                self.black_kings = arrived
            else:
                self.black_men = (self.black_men ^ moved) | arrived
            self.white_men &= ~taken


VietnameseRules.position_class = VietnamesePosition

__all__ = ["VIETNAMESE", "VietnamesePosition", "VietnameseRules"]
