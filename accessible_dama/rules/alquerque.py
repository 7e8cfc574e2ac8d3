"""Alquerque (001, "ALQUERQUE"), and the text's recommended modification.

The board: 5x5 points a1..e5, joined by the orthogonal lines and by the diagonals through
the points whose file + rank is even (``points.ALQUERQUE_BOARD``). 12 men each: White on
ranks 1-2 and d3, e3; Black on ranks 4-5 and a3, b3; c3 empty. White begins (5).

- 6.1: a man steps to a neighbouring empty point along a line, in every direction.
- 6.2: a man jumps a neighbouring enemy man along a line onto the empty point beyond.
  Jumping is compulsory; after a jump the same man may go on jumping, changing direction
  at every landing, or stop: every chain and every first part of a chain is a legal
  move. "Basically the rules of Czech draughts" (6): the jumped men leave the board when
  the move is over, so a man is not jumped twice and a jumped man still blocks.
- 7: a player with no men, or with no move when it is their turn, loses. A position
  standing for the third time draws *(convention)*.

The modification ("Doporučená úprava pravidel"): plain steps only forward or diagonally
forward, never sideways or back; jumps in any direction. A player with no move passes
(``PASS``); when neither can move the game ends and the player with more men wins
(equal: a draw). A player with no men left has lost, as in the game itself.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from accessible_dama.rules.board import BLACK, WHITE, Color
from accessible_dama.rules.move import Move, Piece
from accessible_dama.rules.outcome import Outcome, Reason
from accessible_dama.rules.pointgame import PASS, PointPosition, PointRules
from accessible_dama.rules.points import ALQUERQUE_BOARD, Point

_new_move: Callable[..., Move] = tuple.__new__
MODIFICATION = "Doporučená úprava pravidel"


@dataclass(frozen=True, repr=False)
class AlquerqueRules(PointRules):
    """Alquerque: which way plain steps go, and what a player without a move does."""

    #: plain steps in every direction (False: only forward or diagonally forward)
    steps_backwards: bool = True
    #: a player with no move passes, and the game ends when neither can move (False:
    #: a player with no move loses)
    blocked_player_passes: bool = False

    def start_position(self) -> AlquerquePosition:
        return AlquerquePosition(self)


ALQUERQUE = AlquerqueRules(
    id="alquerque",
    name="Alquerque",
    source="001, Alquerque",
    board=ALQUERQUE_BOARD,
    aliases=("quirkat",),
)

ALQUERQUE_MODIFIED = AlquerqueRules(
    id="alquerque-modified",
    name="Alquerque with the recommended modification",
    source=f"001, Alquerque, {MODIFICATION}",
    board=ALQUERQUE_BOARD,
    steps_backwards=False,
    blocked_player_passes=True,
    aliases=("alquerque-mod", "modified-alquerque"),
)


def alquerque_start_pieces() -> dict[Point, Piece]:
    """Figure 54: every point but c3; White on ranks 1-2 and d3, e3, Black on ranks 4-5
    and a3, b3."""
    b = ALQUERQUE_BOARD
    pieces: dict[Point, Piece] = {}
    for p in b.points:
        file, rank = b.coords(p)
        if rank < 2 or (rank == 2 and file > 2):
            pieces[p] = Piece.WHITE_MAN
        elif rank > 2 or (rank == 2 and file < 2):
            pieces[p] = Piece.BLACK_MAN
    return pieces


class AlquerquePosition(PointPosition):
    """A position of alquerque (either rule set): men only."""

    __slots__ = ()
    rules: AlquerqueRules

    def __init__(
        self,
        rules: AlquerqueRules = ALQUERQUE,
        pieces: Mapping[Point, Piece] | None = None,
        turn: Color | None = None,
    ) -> None:
        """The starting position of ``rules``, or the given men and side to move."""
        super().__init__(rules, alquerque_start_pieces() if pieces is None else pieces, turn)

    # ------------------------------------------------------------ moves

    def captures(self, color: Color | None = None) -> list[Move]:
        """Every jump and chain of jumps (and first part of a chain) of ``color`` (the side
        to move by default), listed once per start, end and men taken."""
        color = self.turn if color is None else color
        own = self.side(color)
        opp = self.side(not color)
        empty = self.empty
        jumps = self.board.jumps
        points_of = self.board.points_of
        out: list[Move] = []
        for start in points_of(own):
            seen: set[tuple[Point, int]] = set()
            free = empty | (1 << start)  # the man has left its point
            todo: list[tuple[Point, tuple[Point, ...], int]] = [(start, (start,), 0)]
            while todo:
                at, path, taken = todo.pop()
                for over, land in jumps[at]:
                    if opp >> over & 1 and not taken >> over & 1 and free >> land & 1:
                        now = taken | 1 << over
                        if (land, now) in seen:
                            continue
                        seen.add((land, now))
                        route = (*path, land)
                        out.append(_new_move(Move, (route, frozenset(points_of(now)))))
                        todo.append((land, route, now))
        return out

    def _has_capture(self, color: Color) -> bool:
        opp = self.side(not color)
        empty = self.empty
        jumps = self.board.jumps
        for p in self.board.points_of(self.side(color)):
            for over, land in jumps[p]:
                if opp >> over & 1 and empty >> land & 1:
                    return True
        return False

    def _targets(self, color: Color) -> tuple[tuple[Point, ...], ...]:
        b = self.board
        return b.neighbours if self.rules.steps_backwards else b.forward[color]

    def steps(self, color: Color | None = None) -> list[Move]:
        """The plain steps of ``color`` (the side to move by default)."""
        color = self.turn if color is None else color
        empty = self.empty
        targets = self._targets(color)
        return [
            _new_move(Move, ((p, q), frozenset()))
            for p in self.board.points_of(self.side(color))
            for q in targets[p]
            if empty >> q & 1
        ]

    def _has_step(self, color: Color) -> bool:
        empty = self.empty
        targets = self._targets(color)
        return any(
            empty >> q & 1 for p in self.board.points_of(self.side(color)) for q in targets[p]
        )

    def can_move(self, color: Color) -> bool:
        """Whether ``color`` would have a step or a jump, were it their turn."""
        return self._has_capture(color) or self._has_step(color)

    def legal_moves(self) -> list[Move]:
        color = self.turn
        if not self.side(color):
            return []
        found = self.captures(color)
        if found:
            return found  # 6.2: jumping is compulsory
        found = self.steps(color)
        if found:
            return found
        if self.rules.blocked_player_passes and self.can_move(not color):
            return [PASS]
        return []

    def must_capture(self) -> bool:
        return self._has_capture(self.turn)

    def outcome(self) -> Outcome | None:
        mover = self.turn
        if not self.side(mover):
            return Outcome(not mover, Reason.NO_PIECES, "7")
        if self.can_move(mover):
            return None
        if not self.rules.blocked_player_passes:
            return Outcome(not mover, Reason.NO_MOVES, "7")
        if self.can_move(not mover):
            return None  # the mover passes
        white, black = self.white_men.bit_count(), self.black_men.bit_count()
        winner = None if white == black else (WHITE if white > black else BLACK)
        return Outcome(winner, Reason.BOTH_BLOCKED, MODIFICATION)

    def _apply(self, move: Move) -> None:
        path = move[0]
        if not path:
            return  # a pass
        moved = 1 << path[0]
        arrived = 1 << path[-1]
        taken = 0
        for p in move[1]:
            taken |= 1 << p
        if self.turn:
            self.white_men = (self.white_men ^ moved) | arrived
            self.black_men &= ~taken
        else:
            self.black_men = (self.black_men ^ moved) | arrived
            self.white_men &= ~taken


AlquerqueRules.position_class = AlquerquePosition

__all__ = ["ALQUERQUE", "ALQUERQUE_MODIFIED", "AlquerquePosition", "AlquerqueRules"]
