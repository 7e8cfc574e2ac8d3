"""The draw rules of the draughts variants: each counts plies from some moment and
draws the game when its count runs out (a move limit, the endgame counts of the rule
texts). A ``Rules`` value (``variants``) lists its own; ``Game`` keeps their counts.

A draw rule reads only the pieces of a position, the side to move and its board
(``CountedPosition``), so this module stands below ``position`` and ``variants``.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Protocol

from accessible_dama.rules.board import BLACK, WHITE, Color, Geometry
from accessible_dama.rules.outcome import Reason


class CountedPosition(Protocol):
    """What a draw rule reads of a position (a draughts ``Position`` answers it)."""

    @property
    def white_men(self) -> int: ...

    @property
    def white_kings(self) -> int: ...

    @property
    def black_men(self) -> int: ...

    @property
    def black_kings(self) -> int: ...

    @property
    def turn(self) -> Color: ...

    @property
    def board(self) -> Geometry: ...


class DrawRule(Protocol):
    """A rule that draws the game after some moves; it keeps a small state per ply."""

    @property
    def reason(self) -> Reason: ...

    @property
    def clause(self) -> str: ...

    def start(self, position: CountedPosition) -> object:
        """The state at the start of a game from ``position``."""
        ...

    def advance(self, state: object, position: CountedPosition, was_plain_man_move: bool,
                was_capture: bool) -> object:
        """The state after a move that led to ``position``."""
        ...

    def plies_left(self, state: object) -> int | None:
        """Plies until the draw (0: drawn now), or None when the rule is not counting."""
        ...


@dataclass(frozen=True)
class MoveLimit:
    """Drawn after ``moves`` moves by each side without a capture (and, when
    ``man_moves_count`` is set, without a move of a man either)."""

    moves: int
    man_moves_count: bool
    clause: str
    reason: Reason = Reason.MOVE_LIMIT

    def start(self, position: CountedPosition) -> object:
        return 0

    def advance(self, state: object, position: CountedPosition, was_plain_man_move: bool,
                was_capture: bool) -> object:
        if was_capture or (self.man_moves_count and was_plain_man_move):
            return 0
        assert isinstance(state, int)
        return state + 1

    def plies_left(self, state: object) -> int | None:
        assert isinstance(state, int)
        if state == 0:
            return None
        return max(0, 2 * self.moves - state)


def _material_of(position: CountedPosition) -> tuple[tuple[int, int], tuple[int, int]]:
    """(kings, men) of White, then of Black."""
    return (
        (position.white_kings.bit_count(), position.white_men.bit_count()),
        (position.black_kings.bit_count(), position.black_men.bit_count()),
    )


class MaterialCount:
    """A count that starts when some material first stands on the board and starts again
    whenever the material changes (a capture, a man crowned).

    ``_material`` names the material (a key) and the plies after which it draws, fixed
    when the count starts; None plies: this material starts no count, and none starts
    while it stays.
    """

    def _material(self, position: CountedPosition) -> tuple[Hashable, int | None] | None:
        raise NotImplementedError

    def start(self, position: CountedPosition) -> object:
        found = self._material(position)
        return None if found is None else (found[0], found[1], 0)

    def advance(self, state: object, position: CountedPosition, was_plain_man_move: bool,
                was_capture: bool) -> object:
        found = self._material(position)
        if found is None:
            return None
        if isinstance(state, tuple) and state[0] == found[0]:
            return (state[0], state[1], state[2] + 1)
        return (found[0], found[1], 0)

    def plies_left(self, state: object) -> int | None:
        if not isinstance(state, tuple) or state[1] is None:
            return None
        limit: int = state[1]
        counted: int = state[2]
        return max(0, limit - counted)


@dataclass(frozen=True)
class EndgameCount(MaterialCount):
    """Czech 6.3 and 6.4: with little material left, drawn after a few more moves.

    ``short_material`` lists material (kings, men of one side; kings, men of the other)
    drawn after ``short_moves`` moves by each side; three kings against a lone king are
    drawn after ``short_moves`` if the lone king stands on the main diagonal when the
    count starts, else after ``long_moves``. The count starts when such material first
    appears and starts again when the material changes.
    """

    clause: str = "6.3, 6.4"
    short_moves: int = 5
    long_moves: int = 15
    short_material: frozenset[tuple[int, int, int, int]] = frozenset(
        {(1, 0, 1, 0), (2, 0, 1, 0), (1, 1, 1, 0)}
    )
    reason: Reason = Reason.ENDGAME_COUNT

    def _material(self, position: CountedPosition) -> tuple[Hashable, int | None] | None:
        w, b = _material_of(position)
        for strong, weak, weak_kings in (
            (w, b, position.black_kings),
            (b, w, position.white_kings),
        ):
            key = (*strong, *weak)
            if key in self.short_material:
                return key, 2 * self.short_moves
            if key == (3, 0, 1, 0):
                on_diagonal = weak_kings & position.board.main_diagonal
                return key, 2 * (self.short_moves if on_diagonal else self.long_moves)
        return None


@dataclass(frozen=True)
class LoneKingCount(MaterialCount):
    """Russian 7.2.4, 7.2.7, 7.2.8: a side with ``strong`` material (its kings and men)
    against a lone king has until its own ``moves``-th move to win, counted from when the
    material appears (and again whenever it changes). With ``on_main_diagonal``, only
    when the lone king stands on the main diagonal as the count starts.
    """

    clause: str
    moves: int
    strong: frozenset[tuple[int, int]]
    on_main_diagonal: bool = False
    reason: Reason = Reason.ENDGAME_COUNT

    def _material(self, position: CountedPosition) -> tuple[Hashable, int | None] | None:
        white, black = _material_of(position)
        stronger = [c for c, mine, theirs in ((WHITE, white, black), (BLACK, black, white))
                    if theirs == (1, 0) and mine in self.strong]
        if not stronger:
            return None
        # with one king each, both count: the side to move makes its n-th move first
        side = position.turn if position.turn in stronger else stronger[0]
        lone_king = position.black_kings if side else position.white_kings
        if self.on_main_diagonal and not lone_king & position.board.main_diagonal:
            return (white, black), None
        # its n-th move is the (2n-1)-th ply when it moves first, else the 2n-th
        return (white, black), 2 * self.moves - (position.turn == side)


@dataclass(frozen=True)
class KingsEndingCount(MaterialCount):
    """Russian 7.2.6: when both sides have kings, drawn once the material has stayed the
    same (no capture, no man crowned) for that many moves by each side, by the number of
    pieces on the board."""

    clause: str = "7.2.6"
    moves_by_pieces: tuple[tuple[int, int], ...] = ((4, 30), (5, 30), (6, 60), (7, 60))
    reason: Reason = Reason.ENDGAME_COUNT

    def _material(self, position: CountedPosition) -> tuple[Hashable, int | None] | None:
        (wk, wm), (bk, bm) = _material_of(position)
        if not (wk and bk):
            return None
        for pieces, moves in self.moves_by_pieces:
            if pieces == wk + wm + bk + bm:
                return (wk, wm, bk, bm), 2 * moves
        return None


@dataclass(frozen=True)
class AgainstOneKingCount(MaterialCount):
    """FMJD 6.4 and 6.5: a side with ``strong`` material (its kings and men) against a
    lone king; drawn once each player has made ``moves`` more moves, counted from when
    such material first stands on the board. A man crowned changes nothing (the material
    is still one of the clause's); a capture that leaves another clause's material starts
    that clause's count. With ``one_king_each``, a king against a king counts too.
    """

    clause: str
    moves: int
    strong: frozenset[tuple[int, int]]
    one_king_each: bool = False
    reason: Reason = Reason.ENDGAME_COUNT

    def _material(self, position: CountedPosition) -> tuple[Hashable, int | None] | None:
        white, black = _material_of(position)
        if self.one_king_each and white == black == (1, 0):
            return self.clause, 2 * self.moves
        if (black == (1, 0) and white in self.strong) or (white == (1, 0) and black in self.strong):
            return self.clause, 2 * self.moves
        return None


@dataclass(frozen=True)
class OneKingEach:
    """Opálecká dáma: drawn as soon as each side has exactly one king and nothing else."""

    clause: str = "Ukončení partie"
    reason: Reason = Reason.ONE_KING_EACH

    def start(self, position: CountedPosition) -> object:
        return (
            position.white_men == 0
            and position.black_men == 0
            and position.white_kings.bit_count() == 1
            and position.black_kings.bit_count() == 1
        )

    def advance(self, state: object, position: CountedPosition, was_plain_man_move: bool,
                was_capture: bool) -> object:
        return self.start(position)

    def plies_left(self, state: object) -> int | None:
        return 0 if state else None
