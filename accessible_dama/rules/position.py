"""A position of a draughts variant: where the pieces stand and who is to move."""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Protocol

from accessible_dama.rules.board import BLACK, WHITE, Color, Geometry, Square
from accessible_dama.rules.move import Move, MoveKind, Piece
from accessible_dama.rules.movegen import generator_for
from accessible_dama.rules.pieces import PieceBoards
from accessible_dama.rules.variants import DEFAULT_VARIANT, Rules


class Position(PieceBoards):
    """Pieces as four bitboards (ghost layout, see ``board``), the side to move, and a
    stack of the moves pushed so that ``pop`` restores exactly what was there.

    ``push`` does not check legality (the search calls it millions of times); a move
    must come from ``legal_moves``. ``Game`` checks what players enter.
    """

    __slots__ = (
        "rules",
        "turn",
        "_stack",
        "_bit",
        "_crown",
        "_crown_mid",
        "_gen",
    )

    def __init__(
        self,
        rules: Rules = DEFAULT_VARIANT,
        pieces: Mapping[Square, Piece] | None = None,
        turn: Color | None = None,
    ) -> None:
        """The starting position of ``rules``, or the given pieces and side to move."""
        self.rules = rules
        g = rules.geometry
        self._bit = g.bit
        self._crown = g.promotion_rows
        self._gen = generator_for(rules)
        self._crown_mid = self._gen.crown_mid_capture
        self._stack: list[tuple[int, int, int, int, Move]] = []
        self.turn: Color = rules.first if turn is None else turn
        if pieces is None:
            n = rules.men_per_side
            pieces = {s: Piece.BLACK_MAN for s in range(1, n + 1)}
            pieces.update({s: Piece.WHITE_MAN for s in range(g.squares - n + 1, g.squares + 1)})
        self.white_men = self.white_kings = self.black_men = self.black_kings = 0
        for square, piece in pieces.items():
            self.set_piece(square, piece)

    # ------------------------------------------------------------ pieces

    def bit_of(self, square: Square) -> int:
        return self._bit[square]

    def squares_in(self, bitboard: int) -> list[Square]:
        return self.rules.geometry.squares_of(bitboard)

    def set_piece(self, square: Square, piece: Piece | None) -> None:
        """Put ``piece`` on ``square`` (None empties it). For setting up positions."""
        if not 1 <= square < len(self._bit):
            raise ValueError(f"no square {square} on this board")
        if piece is not None and not piece.is_king and self._crown[piece.color] & self._bit[square]:
            raise ValueError(f"a man cannot stand on its promotion row (square {square})")
        self._place(square, piece)

    # ------------------------------------------------------------ moves

    def _sides(self) -> tuple[int, int, int, int]:
        """(own men, own kings, opponent pieces, empty squares) of the side to move."""
        occ = self.white_men | self.white_kings | self.black_men | self.black_kings
        empty = self.rules.geometry.mask & ~occ
        if self.turn:
            return self.white_men, self.white_kings, self.black_men | self.black_kings, empty
        return self.black_men, self.black_kings, self.white_men | self.white_kings, empty

    def legal_moves(self) -> list[Move]:
        """Every legal move of the side to move (a capture, if there is one, is compulsory)."""
        men, kings, opp, empty = self._sides()
        return self._gen.moves(men, kings, opp, empty, self.turn)

    def count_legal_moves(self) -> int:
        men, kings, opp, empty = self._sides()
        return self._gen.count(men, kings, opp, empty, self.turn)

    def must_capture(self) -> bool:
        men, kings, opp, empty = self._sides()
        return self._gen.has_capture(men, kings, opp, empty, self.turn)

    def threatens_capture(self) -> bool:
        """Whether the side not to move could capture, were it its turn (a threat)."""
        occ = self.white_men | self.white_kings | self.black_men | self.black_kings
        empty = self.rules.geometry.mask & ~occ
        if self.turn:
            return self._gen.has_capture(
                self.black_men, self.black_kings, self.white_men | self.white_kings, empty, False
            )
        return self._gen.has_capture(
            self.white_men, self.white_kings, self.black_men | self.black_kings, empty, True
        )

    def capture_moves_ignoring_priority(self) -> list[Move]:
        """Every complete capture of the side to move, before the variant's priority rule.

        Used to explain why a capture is not allowed ("the king must capture").
        """
        men, kings, opp, empty = self._sides()
        return self._gen.all_captures(men, kings, opp, empty, self.turn)

    def is_promotion(self, move: Move) -> bool:
        """Whether ``move`` crowns a man: it ends on the last rank, or (where a man is
        crowned during a capture) passes it."""
        b = self._bit[move.path[0]]
        turn = self.turn
        men = self.white_men if turn else self.black_men
        if not men & b:
            return False
        return bool(self._crown[turn] & self._bit[move.path[-1]]) or (
            bool(move.captured) and bool(self._crown_mid[turn])
            and self._crowned_on_the_way(move.path, turn)
        )

    def _crowned_on_the_way(self, path: tuple[Square, ...], color: Color) -> bool:
        """Whether a man capturing along ``path`` is crowned before its end (only where
        the rules crown during a capture)."""
        row = self._crown_mid[color]
        bit = self._bit
        return any(bit[s] & row for s in path[1:-1])

    @property
    def board(self) -> Geometry:
        """The board (its squares and how they lie)."""
        return self.rules.geometry

    def move_kind(self, move: Move) -> MoveKind:
        return MoveKind.JUMP if move.captured else MoveKind.STEP

    def is_man_move(self, move: Move) -> bool:
        b = self._bit[move.path[0]]
        return bool((self.white_men | self.black_men) & b)

    def push(self, move: Move) -> None:
        """Make ``move`` (which must be legal here)."""
        bit = self._bit
        path = move[0]
        frm = bit[path[0]]
        to = bit[path[-1]]
        wm = self.white_men
        wk = self.white_kings
        bm = self.black_men
        bk = self.black_kings
        self._stack.append((wm, wk, bm, bk, move))
        captured = move[1]
        if self.turn:
            if wm & frm:
                if to & self._crown[1] or (
                    captured and self._crown_mid[1] and self._crowned_on_the_way(path, WHITE)
                ):
                    self.white_men = wm ^ frm
                    self.white_kings = wk | to
                else:
                    self.white_men = (wm ^ frm) | to
            else:
                self.white_kings = (wk ^ frm) | to
            if captured:
                c = 0
                for s in captured:
                    c |= bit[s]
                self.black_men = bm & ~c
                self.black_kings = bk & ~c
            self.turn = BLACK
        else:
            if bm & frm:
                if to & self._crown[0] or (
                    captured and self._crown_mid[0] and self._crowned_on_the_way(path, BLACK)
                ):
                    self.black_men = bm ^ frm
                    self.black_kings = bk | to
                else:
                    self.black_men = (bm ^ frm) | to
            else:
                self.black_kings = (bk ^ frm) | to
            if captured:
                c = 0
                for s in captured:
                    c |= bit[s]
                self.white_men = wm & ~c
                self.white_kings = wk & ~c
            self.turn = WHITE

    def pop(self) -> Move:
        """Take back the last move pushed, and return it."""
        self.white_men, self.white_kings, self.black_men, self.black_kings, move = (
            self._stack.pop()
        )
        self.turn = not self.turn
        return move

    @property
    def move_stack(self) -> list[Move]:
        return [entry[4] for entry in self._stack]

    # ------------------------------------------------------------ identity

    def key(self) -> tuple[int, int, int, int, bool]:
        """What makes two positions the same for repetition: pieces and side to move."""
        return (self.white_men, self.white_kings, self.black_men, self.black_kings, self.turn)

    def copy(self) -> Position:
        """The same pieces and side to move, with an empty move stack."""
        other = Position.__new__(Position)
        other.rules = self.rules
        other._bit = self._bit
        other._crown = self._crown
        other._crown_mid = self._crown_mid
        other._gen = self._gen
        other._stack = []
        other.white_men = self.white_men
        other.white_kings = self.white_kings
        other.black_men = self.black_men
        other.black_kings = self.black_kings
        other.turn = self.turn
        return other

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Position)
            and self.rules.id == other.rules.id
            and self.key() == other.key()
        )

    def __hash__(self) -> int:
        return hash((self.rules.id, self.key()))

    def __repr__(self) -> str:
        def part(color: Color) -> str:
            men = self.squares_of(Piece.of(color, False))
            kings = self.squares_of(Piece.of(color, True))
            return ",".join([*map(str, men), *(f"K{s}" for s in kings)])

        side = "W" if self.turn else "B"
        return f"<Position {self.rules.id} {side}:W{part(WHITE)}:B{part(BLACK)}>"


class PlayablePosition(Protocol):
    """What a game and perft need of a position: the draughts ``Position`` and the
    positions of the games on boards of points (``rules.pointgame``) all answer it."""

    @property
    def turn(self) -> Color: ...

    def legal_moves(self) -> list[Move]: ...

    def count_legal_moves(self) -> int: ...

    def push(self, move: Move) -> None: ...

    def pop(self) -> Move: ...

    def key(self) -> Hashable: ...


def perft(position: PlayablePosition, depth: int) -> int:
    """The number of move sequences of ``depth`` plies (the last ply counted in bulk)."""
    if depth <= 0:
        return 1
    if depth == 1:
        return position.count_legal_moves()
    total = 0
    for move in position.legal_moves():
        position.push(move)
        total += perft(position, depth - 1)
        position.pop()
    return total


def perft_divide(position: PlayablePosition, depth: int) -> list[tuple[Move, int]]:
    """perft below each legal move of the root."""
    out = []
    for move in position.legal_moves():
        position.push(move)
        out.append((move, perft(position, depth - 1)))
        position.pop()
    return out

