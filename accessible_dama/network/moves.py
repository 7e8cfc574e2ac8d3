"""A game's moves and positions as DXP carries them: a move as its start, its end and
the squares it captured; a position as one letter per square. Squares are numbered as
the project numbers them (1..50 on 10x10, 1..32 on 8x8), which is DXP's own numbering."""

from __future__ import annotations

from accessible_dama.network.dxp import MoveMessage, Setup
from accessible_dama.rules import BLACK, WHITE, Move, Piece, Position, Rules

_LETTERS = {Piece.WHITE_MAN: "w", Piece.BLACK_MAN: "z", Piece.WHITE_KING: "W",
            Piece.BLACK_KING: "Z"}
_PIECES = {letter: piece for piece, letter in _LETTERS.items()}


def move_message(move: Move, seconds: float = 0.0) -> MoveMessage:
    """The MOVE message of ``move``, with the seconds it took (cut to 0..9999)."""
    return MoveMessage(min(max(int(seconds), 0), 9999), move.start, move.end,
                       tuple(sorted(move.captured)))


def find_move(legal: list[Move], message: MoveMessage) -> Move | None:
    """The legal move the message names: the same start, end and captured squares (a
    capture sent without its captured squares is found by start and end when only one
    move fits); None when none fits, or more than one."""
    fits = [m for m in legal if m.path and m.start == message.start and m.end == message.end
            and (not message.captured or m.captured == frozenset(message.captured))]
    return fits[0] if len(fits) == 1 else None


def setup_of(position: Position) -> Setup:
    """The position as a game request carries it."""
    squares = position.rules.geometry.squares
    return Setup(position.turn, "".join(_LETTERS.get(position.piece_at(s), "e")  # type: ignore[arg-type]
                                        for s in range(1, squares + 1)))


def position_of(setup: Setup, rules: Rules) -> Position | None:
    """The position a game request gives, for ``rules``; None when its squares do not
    fit the board, or a side has no piece."""
    if len(setup.squares) != rules.geometry.squares:
        return None
    pieces = {s: _PIECES[ch] for s, ch in enumerate(setup.squares, 1) if ch in _PIECES}
    colors = {piece in (Piece.WHITE_MAN, Piece.WHITE_KING) for piece in pieces.values()}
    if colors != {WHITE, BLACK}:
        return None
    return Position(rules, pieces, setup.turn)
