"""Which moves the points a player named stand for, and why they name no legal move, in
the games on boards of points (alquerque, mill, Vietnamese chess).

The facts are the same ``Illegal`` values as in draughts (``rules.explain``); the
sentences are made in ``phrases``. A path is the points the player named: the start,
perhaps landing points, and the end (a mill placement is one point); a mill move may name
the man it removes apart from its path.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import pairwise

from accessible_dama.rules.alquerque import AlquerquePosition
from accessible_dama.rules.explain import Illegal, IllegalKind
from accessible_dama.rules.mill import MillPosition
from accessible_dama.rules.move import Move, is_subsequence, starts
from accessible_dama.rules.pointgame import PointPosition
from accessible_dama.rules.points import Point, PointBoard
from accessible_dama.rules.vietnamese import VietnamesePosition

# ---------------------------------------------------------------- which moves a path names


def jumped_point(board: PointBoard, a: Point, b: Point) -> Point | None:
    """The point between ``a`` and ``b`` when a jump along a line goes from one to the
    other, else None."""
    for over, land in board.jumps[a]:
        if land == b:
            return over
    return None


def route(board: PointBoard, move: Move) -> list[Point]:
    """Every point a move passes or lands on after its start: the points jumped over
    (the alquerque man taken, the Vietnamese king's own soldier) and the landings."""
    points: list[Point] = []
    for a, b in zip(move.path, move.path[1:], strict=False):
        over = None if board.is_joined(a, b) else jumped_point(board, a, b)
        if over is not None:
            points.append(over)
        points.append(b)
    return points


def named_point_moves(
    position: PointPosition, path: Sequence[Point], legal: Iterable[Move] | None = None
) -> list[Move]:
    """The legal moves that ``path`` names, the likeliest first: the same start and end,
    the named middle points among the landings (the exact path first), or else among the
    points the move passes (``c3 b3 a3``: the man jumped named too). A path of one point
    names nothing; a mill move is named by its route, whatever it removes."""
    if len(path) < 2:
        return []
    start, end, middle = path[0], path[-1], path[1:-1]
    moves = position.legal_moves() if legal is None else legal
    same_ends = [m for m in moves if m.path[:1] == (start,) and m.path[-1:] == (end,)]
    landed = [m for m in same_ends if is_subsequence(middle, m.path[1:-1])]
    if landed:
        exact = [m for m in landed if m.path == tuple(path)]
        return exact + [m for m in landed if m not in exact]
    board = position.board
    return [m for m in same_ends if is_subsequence(middle, route(board, m)[:-1])]


# ---------------------------------------------------------------- why not


def _on_one_line(board: PointBoard, a: Point, b: Point) -> bool:
    return any(b in line for line in board.lines_through(a))


def _far(board: PointBoard, a: Point, b: Point) -> Illegal:
    """Two points that are not neighbours: on one line, too far; else not joined."""
    if a == b:
        return Illegal(IllegalKind.NOT_LEGAL, (a, b))
    if _on_one_line(board, a, b):
        return Illegal(IllegalKind.TOO_FAR, (a, b), 2)
    return Illegal(IllegalKind.NOT_JOINED, (a, b))


def _whose(position: PointPosition, start: Point) -> Illegal | None:
    piece = position.piece_at(start)
    if piece is None:
        return Illegal(IllegalKind.NOT_A_PIECE, (start,))
    if piece.color != position.turn:
        return Illegal(IllegalKind.OPPONENTS_PIECE, (start,))
    return None


def _alquerque(position: AlquerquePosition, path: Sequence[Point]) -> Illegal:
    board = position.board
    legal = position.legal_moves()
    captures = [m for m in legal if m.captured]
    start = path[0]
    opponent = position.side(not position.turn)
    taken: set[Point] = set()
    for i, (a, b) in enumerate(pairwise(path)):
        if b != start and position.piece_at(b) is not None:
            return Illegal(IllegalKind.DESTINATION_OCCUPIED, (b,))
        if board.is_joined(a, b):
            if len(path) > 2 or i:
                return Illegal(IllegalKind.NO_SUCH_CAPTURE, (a, b))
            steps = board.neighbours if position.rules.steps_backwards else board.forward[
                position.turn]
            if b not in steps[a]:
                return Illegal(IllegalKind.MAN_MOVES_FORWARD_ONLY, (a, b))
            if captures:
                return Illegal(IllegalKind.MUST_CAPTURE, starts(captures), moves=tuple(legal))
            return Illegal(IllegalKind.NOT_LEGAL, tuple(path))
        over = jumped_point(board, a, b)
        if over is None:
            if len(path) == 2 and any(m.path[0] == start for m in captures):
                mine = tuple(m for m in captures if m.path[0] == start)
                return Illegal(IllegalKind.NO_SUCH_CAPTURE, (a, b), moves=mine)
            return _far(board, a, b)
        if len(path) == 2 and position.piece_at(over) is None:
            return Illegal(IllegalKind.TOO_FAR, (a, b), 2)  # two steps at once
        if not opponent >> over & 1 or over in taken:
            return Illegal(IllegalKind.NO_SUCH_CAPTURE, (a, b))
        taken.add(over)
    return Illegal(IllegalKind.NOT_LEGAL, tuple(path))


def _vietnamese(position: VietnamesePosition, path: Sequence[Point]) -> Illegal:
    board = position.board
    color = position.turn
    start, end = path[0], path[-1]
    piece = position.piece_at(start)
    assert piece is not None
    if len(path) > 2:
        return Illegal(IllegalKind.NOT_LEGAL, tuple(path))
    target = position.piece_at(end)
    if target is not None and target.color == color:
        return Illegal(IllegalKind.DESTINATION_OCCUPIED, (end,))
    if target is not None:
        if not piece.is_king:
            return Illegal(IllegalKind.ONLY_KING_CAPTURES, (start, end))
        over = jumped_point(board, start, end)
        own_men = position.white_men if color else position.black_men
        if over is None or not own_men >> over & 1:
            return Illegal(IllegalKind.KING_JUMPS_OWN_SOLDIER, (start, end))
        return Illegal(IllegalKind.INTO_CHECK, (end,))
    if not board.is_joined(start, end):
        if piece.is_king and jumped_point(board, start, end) is not None:
            return Illegal(IllegalKind.KING_JUMPS_OWN_SOLDIER, (start, end))
        return _far(board, start, end)
    if piece.is_king:
        return Illegal(IllegalKind.INTO_CHECK, (end,))
    if position.is_check():
        return Illegal(IllegalKind.LEAVES_KING_IN_CHECK, (position.king(color),))
    return Illegal(IllegalKind.NOT_LEGAL, tuple(path))


def _mill(position: MillPosition, path: Sequence[Point], removal: Point | None) -> Illegal:
    board = position.board
    color = position.turn
    in_hand = position.in_hand(color)
    legal = position.legal_moves()
    if len(path) == 1:
        if not in_hand:
            return Illegal(IllegalKind.NOTHING_IN_HAND)
        if position.piece_at(path[0]) is not None:
            return Illegal(IllegalKind.DESTINATION_OCCUPIED, (path[0],))
    elif len(path) == 2:
        if in_hand:
            return Illegal(IllegalKind.MUST_PLACE, count=in_hand)
        whose = _whose(position, path[0])
        if whose is not None:
            return whose
        if position.piece_at(path[1]) is not None:
            return Illegal(IllegalKind.DESTINATION_OCCUPIED, (path[1],))
        if not position.is_flying(color) and not board.is_joined(path[0], path[1]):
            return _far(board, path[0], path[1])
    else:
        return Illegal(IllegalKind.NOT_LEGAL, tuple(path))
    same = [m for m in legal if m.path == tuple(path)]
    if same and removal is not None:
        allowed = tuple(m for m in same if m.captured)
        if not allowed:
            return Illegal(IllegalKind.NO_MILL)
        if not position.side(not color) >> removal & 1:
            return Illegal(IllegalKind.NOT_AN_ENEMY_MAN, (removal,), moves=allowed)
        return Illegal(IllegalKind.MAN_IN_A_MILL, (removal,), moves=allowed)
    return Illegal(IllegalKind.NOT_LEGAL, tuple(path))


def explain_point_move(
    position: PointPosition, path: Sequence[Point], removal: Point | None = None
) -> Illegal:
    """Why ``path`` (and, in mill, the man ``removal`` to take) names no legal move.

    A mill path is a placement (one point) or a step or flight (two points). The reason
    is what the player most likely overlooked: whose piece stands there, where it may go,
    a compulsory capture, the king's check, the men still in hand, the man a mill may
    take. NOT_LEGAL when nothing better fits.
    """
    board = position.board
    if not path or not all(0 <= p < len(board) for p in (*path, *(() if removal is None
                                                                   else (removal,)))):
        return Illegal(IllegalKind.NOT_LEGAL, tuple(path))
    if isinstance(position, MillPosition):
        return _mill(position, path, removal)
    if len(path) < 2:
        return explain_point(position, path[0])
    whose = _whose(position, path[0])
    if whose is not None:
        return whose
    if isinstance(position, AlquerquePosition):
        return _alquerque(position, path)
    if isinstance(position, VietnamesePosition):
        return _vietnamese(position, path)
    return Illegal(IllegalKind.NOT_LEGAL, tuple(path))


def explain_point(
    position: PointPosition, point: Point, *, capture: bool = False, start: bool | None = None
) -> Illegal:
    """Why one named point gives no legal move. ``start``: the point was named as the
    piece to move (True), as where to go (False), or either (None); ``capture``: a capture
    (a mill's removal) was asked for."""
    if not 0 <= point < len(position.board):
        return Illegal(IllegalKind.NOT_LEGAL, (point,))
    legal = [m for m in position.legal_moves() if m.path]
    captures = [m for m in legal if m.captured]
    if capture:
        if not captures:
            return Illegal(IllegalKind.NOTHING_TO_CAPTURE)
        return Illegal(IllegalKind.NO_SUCH_CAPTURE, (point,), moves=tuple(captures))
    piece = position.piece_at(point)
    color = position.turn
    if isinstance(position, MillPosition) and position.in_hand(color):
        if piece is not None and piece.color == color and start is not False:
            return Illegal(IllegalKind.MUST_PLACE, count=position.in_hand(color))
        if piece is not None:
            return Illegal(IllegalKind.DESTINATION_OCCUPIED, (point,))
    if start is False and piece is not None:
        return Illegal(IllegalKind.DESTINATION_OCCUPIED, (point,))
    if start is True and piece is None:
        return Illegal(IllegalKind.NOT_A_PIECE, (point,))
    if piece is not None and piece.color != color:
        return Illegal(IllegalKind.OPPONENTS_PIECE, (point,))
    if captures and position.must_capture():
        return Illegal(IllegalKind.MUST_CAPTURE, starts(captures), moves=tuple(legal))
    if (
        piece is not None
        and not piece.is_king
        and isinstance(position, VietnamesePosition)
        and position.is_check()
    ):
        return Illegal(IllegalKind.LEAVES_KING_IN_CHECK, (position.king(color),))
    if piece is not None:
        return Illegal(IllegalKind.PIECE_CANNOT_MOVE, (point,))
    if isinstance(position, MillPosition) and start is not True:
        return Illegal(IllegalKind.NOTHING_IN_HAND)  # a placement, it seems, in the moving phase
    return Illegal(IllegalKind.NO_MOVE_TO_SQUARE, (point,))


__all__ = ["explain_point", "explain_point_move", "jumped_point", "named_point_moves", "route"]
