"""What the games on boards of points share: their rules value, their position, their game.

The other games of the texts (001) are played on boards of named points
(``rules.points``): alquerque and its modification (``rules.alquerque``), nine men's
morris (``rules.mill``) and Vietnamese chess (``rules.vietnamese``). Their positions keep
the same four bitboards as a draughts ``Position`` (white men, white kings, black men,
black kings; bit ``p`` for point ``p``; kings only in Vietnamese chess, where the king is
the one piece that captures) and answer the same questions: ``legal_moves``, ``push``,
``pop``, ``key``, ``copy``, ``piece_at``, ``pieces``, ``count``, ``must_capture``. A move
is the same ``Move(path, captured)`` value as in draughts, with points for squares:

- a step ``Move((a, b))``; a jump or a chain of jumps ``Move((a, l1, l2), {over1, over2})``;
- the Vietnamese king's capture ``Move((king, landing), {landing})``: the enemy piece
  stood on the landing point;
- a mill placement ``Move((p,))``, and any mill-closing move carries the enemy man it
  removes: ``Move((p,), {removed})``, ``Move((a, b), {removed})``;
- ``PASS`` (``Move(())``): the modified alquerque's pass, when the side to move has no
  move and the opponent has one.

Unlike draughts, a position here knows when the game is over by the position alone
(``outcome``): ``legal_moves`` is empty exactly then. The game (``PointGame``) adds the
history: the threefold repetition, which draws or, in Vietnamese chess, loses.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import ClassVar, Self

from accessible_dama.rules.board import BLACK, WHITE, Color
from accessible_dama.rules.game import BaseGame, DrawCounter
from accessible_dama.rules.move import Move, MoveKind, Piece
from accessible_dama.rules.outcome import Outcome, Reason
from accessible_dama.rules.pieces import PieceBoards
from accessible_dama.rules.points import Point, PointBoard

#: the modified alquerque's pass: no piece moves, the turn goes to the opponent
PASS: Move = Move(())


@dataclass(frozen=True)
class PointRules:
    """One game on a board of points. The subclass of each game adds its own fields and
    says which position class plays it."""

    id: str
    name: str
    source: str
    board: PointBoard
    first: Color = WHITE
    #: the position that repeats this many times ends the game...
    repetitions: int = 3
    #: ...as a loss for the player whose move repeated it (Vietnamese chess), else a draw
    repetition_loses: bool = False
    #: the clause of the text that decides a repetition ("convention" when none does)
    repetition_clause: str = "convention"
    aliases: tuple[str, ...] = field(default=())

    #: squares are never written as numbers on a board of points
    numeric_notation: ClassVar[bool] = False
    #: what the pieces are called: "men" (and kings) or "soldiers" (and the king)
    pieces_called: ClassVar[str] = "men"
    #: whether a capture removes a man chosen anywhere (the mill), written after the move
    #: (``d7xb6``), rather than one jumped over on the move's path
    captures_by_removal: ClassVar[bool] = False
    #: whether men start in the players' hands and are placed on the board (the mill)
    has_hand: ClassVar[bool] = False
    #: the class of the game's positions, set in the game's module below it (``setup``
    #: makes one; a game with a hand makes its own)
    position_class: ClassVar[type[PointPosition]]

    def start_position(self) -> PointPosition:
        """The position at the start of a game."""
        raise NotImplementedError

    def setup(self, pieces: Mapping[Point, Piece], turn: Color,
              in_hand: tuple[int, int] | None = None) -> PointPosition:
        """A position of these pieces with ``turn`` to move and, in a game with a hand
        (``has_hand``), the men White and Black have still to place (ValueError if
        impossible)."""
        self._no_hand(in_hand)
        return self.position_class(self, pieces, turn)

    def _no_hand(self, in_hand: tuple[int, int] | None) -> None:
        """Refuse men in hand in a game that has none."""
        if in_hand is not None and any(in_hand):
            raise ValueError(f"{self.name} has no men in hand")

    def __repr__(self) -> str:
        return f"<PointRules {self.id}>"


class PointPosition(PieceBoards):
    """Pieces on a board of points as four bitboards, the side to move and a stack of
    the moves pushed, so that ``pop`` restores exactly what was there.

    ``push`` does not check legality: a move must come from ``legal_moves``. A subclass
    generates the moves (``legal_moves``), makes them (``_apply``), and says when the
    position itself ends the game (``outcome``); one with more state than the bitboards
    (the mill's men in hand) extends ``_snapshot``, ``_restore`` and ``key``.
    """

    __slots__ = (
        "rules",
        "board",
        "turn",
        "_stack",
    )

    #: whether this game has kings (Vietnamese chess); the others have men only
    has_kings: ClassVar[bool] = False

    def __init__(
        self,
        rules: PointRules,
        pieces: Mapping[Point, Piece],
        turn: Color | None = None,
    ) -> None:
        self.rules = rules
        self.board = rules.board
        self.turn: Color = rules.first if turn is None else turn
        self._stack: list[tuple[tuple[int, ...], Move]] = []
        self.white_men = self.white_kings = self.black_men = self.black_kings = 0
        for point, piece in pieces.items():
            self.set_piece(point, piece)

    # ------------------------------------------------------------ pieces

    def bit_of(self, point: Point) -> int:
        return 1 << point

    def squares_in(self, bitboard: int) -> list[Point]:
        return self.board.points_of(bitboard)

    def set_piece(self, point: Point, piece: Piece | None) -> None:
        """Put ``piece`` on ``point`` (None empties it). For setting up positions."""
        if not 0 <= point < len(self.board):
            raise ValueError(f"no point {point} on the {self.board.id} board")
        if piece is not None and piece.is_king and not self.has_kings:
            raise ValueError(f"{self.rules.name} has no kings")
        self._place(point, piece)

    def side(self, color: Color) -> int:
        """Every piece of one side, as a bitboard."""
        return self.white_men | self.white_kings if color else self.black_men | self.black_kings

    @property
    def empty(self) -> int:
        return self.board.mask & ~self.occupied

    # ------------------------------------------------------------ moves (per game)

    def legal_moves(self) -> list[Move]:
        """Every legal move of the side to move; empty exactly when the game is over."""
        raise NotImplementedError

    def count_legal_moves(self) -> int:
        return len(self.legal_moves())

    def must_capture(self) -> bool:
        """Whether every legal move is a capture (compulsory capturing, where it applies)."""
        return False

    def outcome(self) -> Outcome | None:
        """The result that the position alone decides (no men, no move, mate, ...), or None
        while the game goes on. Repetition needs the history: ``PointGame`` judges it."""
        raise NotImplementedError

    def _apply(self, move: Move) -> None:
        """Make ``move`` for the side to move (the turn is changed by ``push``)."""
        raise NotImplementedError

    # ------------------------------------------------------------ push and pop

    def _snapshot(self) -> tuple[int, ...]:
        return (self.white_men, self.white_kings, self.black_men, self.black_kings)

    def _restore(self, snapshot: tuple[int, ...]) -> None:
        self.white_men, self.white_kings, self.black_men, self.black_kings = snapshot[:4]

    def push(self, move: Move) -> None:
        """Make ``move`` (which must be legal here)."""
        self._stack.append((self._snapshot(), move))
        self._apply(move)
        self.turn = not self.turn

    def pop(self) -> Move:
        """Take back the last move pushed, and return it."""
        snapshot, move = self._stack.pop()
        self._restore(snapshot)
        self.turn = not self.turn
        return move

    @property
    def move_stack(self) -> list[Move]:
        return [entry[1] for entry in self._stack]

    def is_promotion(self, move: Move) -> bool:
        """No game on a board of points crowns a man."""
        return False

    def move_kind(self, move: Move) -> MoveKind:
        if not move.path:
            return MoveKind.PASS
        return MoveKind.JUMP if move.captured else MoveKind.STEP

    def is_man_move(self, move: Move) -> bool:
        """Whether ``move`` moves a man (not a king; a placement or a pass moves none)."""
        if len(move.path) < 2:
            return False
        return bool((self.white_men | self.black_men) >> move.path[0] & 1)

    # ------------------------------------------------------------ identity

    def key(self) -> tuple[int, ...]:
        """What makes two positions the same for repetition: pieces and side to move."""
        return (*self._snapshot(), int(self.turn))

    def copy(self) -> Self:
        """The same pieces and side to move, with an empty move stack."""
        other = type(self).__new__(type(self))
        other.rules = self.rules
        other.board = self.board
        other._stack = []
        other.turn = self.turn
        other._restore(self._snapshot())
        return other

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, PointPosition)
            and self.rules.id == other.rules.id
            and self.key() == other.key()
        )

    def __hash__(self) -> int:
        return hash((self.rules.id, self.key()))

    def __repr__(self) -> str:
        names = self.board.names

        def part(color: Color) -> str:
            men = self.squares_of(Piece.of(color, False))
            kings = self.squares_of(Piece.of(color, True))
            return ",".join([*(names[p] for p in men), *(f"K{names[p]}" for p in kings)])

        side = "W" if self.turn else "B"
        return f"<{type(self).__name__} {self.rules.id} {side}:W{part(WHITE)}:B{part(BLACK)}>"


class PointGame(BaseGame[PointPosition]):
    """One game on a board of points: moves pushed and taken back, with the result checked
    after every move (what the position decides, then the threefold repetition)."""

    def __init__(self, rules: PointRules, position: PointPosition | None = None) -> None:
        self.rules = rules
        current = position.copy() if position is not None else rules.start_position()
        if current.rules is not rules:
            raise ValueError(f"position of {current.rules.id}, game of {rules.id}")
        super().__init__(current, current.copy())
        self.outcome = self._judge()

    def draw_counters(self) -> list[DrawCounter]:
        """No draw rule of these games counts moves (as draughts' ``Game.draw_counters``)."""
        return []

    def _judge(self) -> Outcome | None:
        position = self.position
        decided = position.outcome()
        if decided is not None:
            return decided
        if self._repetitions[position.key()] >= self.rules.repetitions:
            clause = self.rules.repetition_clause
            if self.rules.repetition_loses:
                # the player who just moved repeated it; the side to move wins
                return Outcome(position.turn, Reason.REPETITION_LOSS, clause)
            return Outcome(None, Reason.REPETITION, clause)
        return None


__all__ = [
    "PASS",
    "PointGame",
    "PointPosition",
    "PointRules",
]
