"""Nine men's morris, mlýn (001, "MLÝN").

The board: 24 points a1, d1, g1, b2, d2, f2, c3, d3, e3, a4, b4, c4, e4, f4, g4, c5,
d5, e5, b6, d6, f6, a7, d7, g7 on three nested squares joined at the middles of their
sides (``points.MILL_BOARD``); its 16 lines of three points are the mills.

- 2.2, 3, 5: 9 men each, the board empty at the start, White begins.
- 6.1: first the players place a man each turn on an empty point, until both have
  placed all nine.
- 6.2: then a man steps to a neighbouring empty point along a line (lines are vertical
  and horizontal only).
- 6.3, 8.1: a player left with three men may move a man to any empty point.
- 7.1, 7.2: three men of one side on the three points of a line are a mill; the move
  that closes a mill removes one enemy man, not one in a mill unless all the enemy's men
  are in mills. The move carries the removal: ``Move((p,), {removed})`` for a placement,
  ``Move((a, b), {removed})`` for a step. One removal per move, even when the move closes
  two mills at once; when the enemy has no man on the board, nothing is removed.
- 7.3: a man may leave a mill and come back to close it again, and removes a man again.
- 8.2: a player reduced to two men (on the board and in hand) loses. A player who cannot
  move loses *(convention)*; a position standing for the third time draws *(convention)*.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import ClassVar

from accessible_dama.rules.board import Color
from accessible_dama.rules.move import Move, MoveKind, Piece
from accessible_dama.rules.outcome import Outcome, Reason
from accessible_dama.rules.pointgame import PointPosition, PointRules
from accessible_dama.rules.points import MILL_BOARD, Point, PointBoard

_new_move: Callable[..., Move] = tuple.__new__
_NOTHING: frozenset[Point] = frozenset()


@dataclass(frozen=True, repr=False)
class MillRules(PointRules):
    """Nine men's morris: men per side, and the counts that make a player fly or lose."""

    men: int = 9
    #: a player with this many men (none left in hand) may move to any empty point
    flying_at: int = 3
    #: a player reduced to this many men loses
    loses_at: int = 2

    captures_by_removal: ClassVar[bool] = True
    has_hand: ClassVar[bool] = True

    def start_position(self) -> MillPosition:
        return MillPosition(self)

    def setup(self, pieces: Mapping[Point, Piece], turn: Color,
              in_hand: tuple[int, int] | None = None) -> MillPosition:
        return MillPosition(self, pieces, turn, in_hand)


MILL = MillRules(
    id="mill",
    name="Nine men's morris (mlýn)",
    source="001, Mlýn",
    board=MILL_BOARD,
    aliases=("mlyn", "mlýn", "mlýnek", "mlynek", "morris", "nine-mens-morris"),
)


def mill_masks(board: PointBoard) -> tuple[tuple[int, ...], ...]:
    """mill_masks[p]: the bitboards of the mills through p."""
    return tuple(
        tuple(board.bitboard(line) for line in board.lines_through(p)) for p in board.points
    )


_MASKS: dict[str, tuple[tuple[int, ...], ...]] = {}


class MillPosition(PointPosition):
    """A position of nine men's morris: men on the board, men still in hand, side to move."""

    __slots__ = ("white_in_hand", "black_in_hand", "_masks")
    rules: MillRules

    def __init__(
        self,
        rules: MillRules = MILL,
        pieces: Mapping[Point, Piece] | None = None,
        turn: Color | None = None,
        in_hand: tuple[int, int] | None = None,
    ) -> None:
        """The start (an empty board, every man in hand), or the given men on the board and
        ``in_hand`` (White's, Black's; none by default when pieces are given)."""
        if in_hand is None:
            in_hand = (rules.men, rules.men) if pieces is None else (0, 0)
        if not all(0 <= n <= rules.men for n in in_hand):
            raise ValueError(f"men in hand must be 0 to {rules.men}, not {in_hand}")
        self.white_in_hand, self.black_in_hand = in_hand
        self._masks = _masks_of(rules.board)
        super().__init__(rules, {} if pieces is None else pieces, turn)
        for color in (True, False):
            if self.side(color).bit_count() + self.in_hand(color) > rules.men:
                raise ValueError(f"more than {rules.men} men of one side")

    # ------------------------------------------------------------ questions

    def in_hand(self, color: Color) -> int:
        """How many men ``color`` has still to place."""
        return self.white_in_hand if color else self.black_in_hand

    def men_left(self, color: Color) -> int:
        """Men on the board and in hand."""
        return self.side(color).bit_count() + self.in_hand(color)

    def is_flying(self, color: Color) -> bool:
        """Whether ``color`` may move a man to any empty point (6.3, 8.1)."""
        return not self.in_hand(color) and self.side(color).bit_count() == self.rules.flying_at

    def in_mill(self, point: Point) -> bool:
        """Whether the man on ``point`` stands in a mill of its side."""
        for own in (self.white_men, self.black_men):
            if own >> point & 1:
                return any(own & m == m for m in self._masks[point])
        return False

    def removable(self, color: Color) -> list[Point]:
        """The men of ``color`` that a mill of the opponent may remove (7.2): those not in
        a mill, or any when all are in mills."""
        own = self.side(color)
        masks = self._masks
        men = self.board.points_of(own)
        free = [p for p in men if not any(own & m == m for m in masks[p])]
        return free or men

    def closes_mill(self, move: Move) -> bool:
        """Whether ``move`` of the side to move closes a mill (7.1)."""
        path = move.path
        if not path:
            return False
        own = self.side(self.turn)
        after = own | 1 << path[-1]
        if len(path) > 1:
            after &= ~(1 << path[0])
        return any(after & m == m for m in self._masks[path[-1]])

    def move_kind(self, move: Move) -> MoveKind:
        if not move.path:
            return MoveKind.PASS
        if len(move.path) == 1:
            return MoveKind.PLACE
        return MoveKind.FLY if self.is_flying(self.turn) else MoveKind.STEP

    # ------------------------------------------------------------ moves

    def _routes(self, color: Color) -> list[tuple[Point, ...]]:
        """Where ``color`` may place or move a man, before any removal."""
        b = self.board
        empty = b.points_of(self.empty)
        if self.in_hand(color):
            return [(q,) for q in empty]
        own = b.points_of(self.side(color))
        if len(own) == self.rules.flying_at:
            return [(p, q) for p in own for q in empty]
        bits = self.empty
        return [(p, q) for p in own for q in b.neighbours[p] if bits >> q & 1]

    def legal_moves(self) -> list[Move]:
        color = self.turn
        if self.men_left(color) <= self.rules.loses_at:
            return []
        own = self.side(color)
        masks = self._masks
        victims: list[Point] | None = None
        out: list[Move] = []
        for route in self._routes(color):
            to = route[-1]
            after = own | 1 << to
            if len(route) > 1:
                after &= ~(1 << route[0])
            if any(after & m == m for m in masks[to]):
                if victims is None:
                    victims = self.removable(not color)
                if victims:
                    out.extend(_new_move(Move, (route, frozenset((r,)))) for r in victims)
                    continue
            out.append(_new_move(Move, (route, _NOTHING)))
        return out

    def outcome(self) -> Outcome | None:
        mover = self.turn
        if self.men_left(mover) <= self.rules.loses_at:
            return Outcome(not mover, Reason.TOO_FEW_MEN, "8.2")
        if not self._routes(mover):
            return Outcome(not mover, Reason.NO_MOVES, "convention")
        return None

    def _apply(self, move: Move) -> None:
        path = move[0]
        to = 1 << path[-1]
        moved = 1 << path[0] if len(path) > 1 else 0
        taken = 0
        for p in move[1]:
            taken |= 1 << p
        if self.turn:
            self.white_men = (self.white_men & ~moved) | to
            self.black_men &= ~taken
            if not moved:
                self.white_in_hand -= 1
        else:
            self.black_men = (self.black_men & ~moved) | to
            self.white_men &= ~taken
            if not moved:
                self.black_in_hand -= 1

    # ------------------------------------------------------------ state

    def _snapshot(self) -> tuple[int, ...]:
        return (
            self.white_men,
            self.white_kings,
            self.black_men,
            self.black_kings,
            self.white_in_hand,
            self.black_in_hand,
        )

    def _restore(self, snapshot: tuple[int, ...]) -> None:
        (
            self.white_men,
            self.white_kings,
            self.black_men,
            self.black_kings,
            self.white_in_hand,
            self.black_in_hand,
        ) = snapshot
        if not hasattr(self, "_masks"):
            self._masks = _masks_of(self.board)

    def __repr__(self) -> str:
        text = super().__repr__()[:-1]
        return f"{text}:H{self.white_in_hand},{self.black_in_hand}>"


def _masks_of(board: PointBoard) -> tuple[tuple[int, ...], ...]:
    found = _MASKS.get(board.id)
    if found is None:
        found = _MASKS[board.id] = mill_masks(board)
    return found


__all__ = ["MILL", "MillPosition", "MillRules"]
