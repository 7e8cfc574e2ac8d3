"""Helpers of the point-game tests: positions from position strings, moves as text, and
the bridge to the naive reference generators of ``reference``."""

from __future__ import annotations

from accessible_dama.notation import points as notation
from accessible_dama.rules import (
    AlquerquePosition,
    MillPosition,
    Move,
    Piece,
    PointGame,
    PointPosition,
    PointRules,
    VietnamesePosition,
    find_game,
)

from . import reference as ref


def rules(game_id: str) -> PointRules:
    found = find_game(game_id)
    assert isinstance(found, PointRules)
    return found


def position(game_id: str, fen: str | None = None) -> PointPosition:
    r = rules(game_id)
    return r.start_position() if fen is None else notation.parse_fen(fen, r)


def texts(p: PointPosition) -> set[str]:
    """Every legal move, with every landing point (``full_move_text``)."""
    return {notation.full_move_text(p.rules, m) for m in p.legal_moves()}


def play(p: PointPosition, *moves: str) -> PointPosition:
    for text in moves:
        p.push(notation.parse_move(p, text))
    return p


def push(game: PointGame, text: str) -> Move:
    """Play the move named by ``text`` in ``game``."""
    return game.push(notation.parse_move(game.position, text))


def reference_of(p: PointPosition) -> ref.Alquerque | ref.Mill | ref.Vietnamese:
    names = p.board.names
    letters = {
        Piece.WHITE_MAN: "W",
        Piece.BLACK_MAN: "B",
        Piece.WHITE_KING: "WK",
        Piece.BLACK_KING: "BK",
    }
    board = {names[q]: letters[piece] for q, piece in p.pieces().items()}
    turn = "W" if p.turn else "B"
    if isinstance(p, MillPosition):
        return ref.Mill(board, turn, {"W": p.white_in_hand, "B": p.black_in_hand})
    if isinstance(p, VietnamesePosition):
        return ref.Vietnamese(board, turn)
    assert isinstance(p, AlquerquePosition)
    return ref.Alquerque(board, turn, modified=not p.rules.steps_backwards)


def as_reference(p: PointPosition, move: Move) -> ref.RefMove:
    names = p.board.names
    path = move.path
    if isinstance(p, MillPosition) or len(path) < 2:
        route = tuple(names[q] for q in path)
    else:
        route = (names[path[0]], names[path[-1]])
    return route, frozenset(names[q] for q in move.captured)


def reference_moves(p: PointPosition) -> set[ref.RefMove]:
    return {as_reference(p, m) for m in p.legal_moves()}
