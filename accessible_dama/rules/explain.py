"""Why a move is not legal, as facts: a kind and the squares and numbers it is about.

The sentences are made elsewhere (``phrases``) from these facts. The kind is decided
from the fields of the ``Rules`` value (which way men capture, whether kings fly, which
capture must be chosen), never from the variant's name.

A path is what the player named: the start square, perhaps some landing squares, and the
end square, as numeric squares (the same shape as ``Move.path``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import pairwise

from accessible_dama.rules.board import Square
from accessible_dama.rules.move import Move, Piece, is_subsequence, starts
from accessible_dama.rules.position import Position
from accessible_dama.rules.variants import KingFirst, Majority, MultiFirst


class IllegalKind(Enum):
    """Why a move named by a player is not legal."""

    NOT_A_PIECE = "not_a_piece"  # nothing stands on the start square
    OPPONENTS_PIECE = "opponents_piece"  # the start square holds the opponent's piece
    DESTINATION_OCCUPIED = "destination_occupied"  # a landing or end square is taken
    MAN_MOVES_FORWARD_ONLY = "man_moves_forward_only"  # a man stepping backwards
    NOT_ON_A_DIAGONAL = "not_on_a_diagonal"  # two named squares share no diagonal
    TOO_FAR = "too_far"  # a man or a short king moving more than one square
    PATH_BLOCKED = "path_blocked"  # a flying king's way is blocked
    MUST_CAPTURE = "must_capture"  # a plain move while a capture is compulsory
    KING_MUST_CAPTURE = "king_must_capture"  # a man captures while a king can
    MUST_TAKE_MOST = "must_take_most"  # majority rule: a capture taking fewer pieces
    MUST_TAKE_MORE_THAN_ONE = "must_take_more_than_one"  # a single capture, a multiple exists
    CAPTURE_NOT_FINISHED = "capture_not_finished"  # the capture stops where it could go on
    MAN_CANNOT_CAPTURE_BACKWARDS = "man_cannot_capture_backwards"
    NO_SUCH_CAPTURE = "no_such_capture"  # no capture goes along that route
    NOTHING_TO_CAPTURE = "nothing_to_capture"  # a capture asked for, and there is none
    PIECE_CANNOT_MOVE = "piece_cannot_move"  # one square named: own piece without a move
    NO_MOVE_TO_SQUARE = "no_move_to_square"  # one square named: no move ends there
    # the games on boards of points (``rules.explain_points``)
    NOT_JOINED = "not_joined"  # two points named that no line joins
    ONLY_KING_CAPTURES = "only_king_captures"  # Vietnamese chess: a soldier never captures
    KING_JUMPS_OWN_SOLDIER = "king_jumps_own_soldier"  # Vietnamese: how the king captures
    LEAVES_KING_IN_CHECK = "leaves_king_in_check"  # Vietnamese: in check, the king must move
    INTO_CHECK = "into_check"  # Vietnamese: the king would stand in check there
    MUST_PLACE = "must_place"  # mill: men still in hand are placed first
    NOTHING_IN_HAND = "nothing_in_hand"  # mill: a placement with every man on the board
    NO_MILL = "no_mill"  # mill: a removal named for a move that closes no mill
    NOT_AN_ENEMY_MAN = "not_an_enemy_man"  # mill: the removal names no man of the opponent
    MAN_IN_A_MILL = "man_in_a_mill"  # mill: that man stands in a mill, and others do not
    LIGHT_SQUARE = "light_square"  # a named square is not one the game is played on
    NOT_LEGAL = "not_legal"  # none of the above fits


@dataclass(frozen=True)
class Illegal:
    """One reason a move is not legal.

    ``squares`` are the squares the fact is about (see each kind below); ``count`` a
    number it is about; ``moves`` the legal moves that the player may want instead,
    when the fact points at some (the captures that must be made, the completions of
    an unfinished capture).

    - NOT_A_PIECE, OPPONENTS_PIECE, PIECE_CANNOT_MOVE, NO_MOVE_TO_SQUARE: the square named.
    - DESTINATION_OCCUPIED: the occupied square.
    - MAN_MOVES_FORWARD_ONLY, NOT_ON_A_DIAGONAL, TOO_FAR, NO_SUCH_CAPTURE,
      MAN_CANNOT_CAPTURE_BACKWARDS: the two squares of the offending step; ``count`` for
      TOO_FAR is how many squares the step covers (or how many steps were named).
      NO_SUCH_CAPTURE after one square and "take" (``explain_draughts_square``): that square.
    - PATH_BLOCKED: the pieces in the way.
    - MUST_CAPTURE, KING_MUST_CAPTURE: the pieces that can (and may) capture.
    - MUST_TAKE_MOST: the pieces that can take the most; ``count`` is that number.
    - MUST_TAKE_MORE_THAN_ONE: the pieces that can take more than one; ``count`` is the
      most pieces that can be taken.
    - CAPTURE_NOT_FINISHED: the square where the piece must go on capturing.
    - NOTHING_TO_CAPTURE: nothing; NOT_LEGAL: the squares named.
    - LIGHT_SQUARE: nothing (the square has no number; the reader names it).
    - The point games: NOT_JOINED, the two points; ONLY_KING_CAPTURES and
      KING_JUMPS_OWN_SOLDIER, the start and the end; LEAVES_KING_IN_CHECK, the king's
      point; INTO_CHECK, where the king would stand; MUST_PLACE and NOTHING_IN_HAND,
      nothing (``count``: the men in hand); NO_MILL, nothing; NOT_AN_ENEMY_MAN and
      MAN_IN_A_MILL, the point named for removal (``moves``: the removals allowed).
    """

    kind: IllegalKind
    squares: tuple[Square, ...] = ()
    count: int = 0
    moves: tuple[Move, ...] = ()


def clause_of(rules: object, kind: IllegalKind) -> str:
    """The clause of the rule text that refuses a move for ``kind`` ("4.14"), or "" when
    the rules name none (a game without ``move_clauses``)."""
    clauses: tuple[tuple[str, str], ...] = getattr(rules, "move_clauses", ())
    return dict(clauses).get(kind.value, "")


# ---------------------------------------------------------------- which moves a path names


def _between(position: Position, a: Square, b: Square) -> tuple[Square, ...] | None:
    """The squares strictly between ``a`` and ``b`` on their diagonal, or None when the
    two are not on one diagonal (or are the same square)."""
    g = position.rules.geometry
    for ray_d in g.rays:
        ray = ray_d[a]
        if b in ray:
            return ray[: ray.index(b)]
    return None


def _route(position: Position, move: Move) -> list[Square]:
    """The squares the piece passes or lands on after its start, captured ones excluded."""
    squares: list[Square] = []
    for a, b in pairwise(move.path):
        for square in _between(position, a, b) or ():
            if square not in move.captured:
                squares.append(square)
        squares.append(b)
    return squares


def named_draughts_moves(
    position: Position, path: Sequence[Square], legal: Iterable[Move] | None = None
) -> list[Move]:
    """The legal moves that ``path`` names, the likeliest first.

    A move is named when its start and end are those of the path and the path's middle
    squares are, in order, among its landing squares (a move whose path is exactly the
    named one comes first); failing those, among the squares it passes (a flying king may
    land anywhere before its next jump), or when the path is a chain of jumps taking the
    same pieces. A path of one square names nothing. ``legal`` saves computing the legal
    moves again.
    """
    if len(path) < 2:
        return []
    start, end, middle = path[0], path[-1], path[1:-1]
    moves = position.legal_moves() if legal is None else legal
    same_ends = [m for m in moves if m.path[0] == start and m.path[-1] == end]
    if not same_ends:
        return []
    landed = [m for m in same_ends if is_subsequence(middle, m.path[1:-1])]
    if landed:
        exact = [m for m in landed if m.path == tuple(path)]
        return exact + [m for m in landed if m not in exact]
    passed = [m for m in same_ends if is_subsequence(middle, _route(position, m)[:-1])]
    if passed:
        return passed
    chain = _jump_chain(position, path)
    if chain.failure is None and chain.captured:
        return [m for m in same_ends if m.captured == chain.captured]
    return []


# ---------------------------------------------------------------- the path step by step


@dataclass(frozen=True)
class _Chain:
    """The path tried as a sequence of steps: how far it got and why it stopped."""

    steps: int  # how many steps (segments) are sound
    jumps: int  # how many of those were jumps
    captured: frozenset[Square]  # what the sound jumps took
    failure: Illegal | None  # why the next step is impossible (None: every step is sound)


def _is_backwards(position: Position, piece: Piece, a: Square, b: Square) -> bool:
    g = position.rules.geometry
    rank_a, rank_b = g.coords(a)[1], g.coords(b)[1]
    return rank_b < rank_a if piece.color else rank_b > rank_a


def _step(
    position: Position,
    path: Sequence[Square],
    i: int,
    piece: Piece,
    captured: set[Square],
    jumps: int,
) -> Illegal | Square | None:
    """Step ``i`` of the named path: why it is impossible, the square of the piece it
    jumps, or None for a sound step without capture."""
    rules = position.rules
    flying = piece.is_king and rules.flying_kings
    start = path[0]
    a, b = path[i], path[i + 1]
    between = _between(position, a, b)
    if between is None:
        return Illegal(IllegalKind.NOT_LEGAL if a == b else IllegalKind.NOT_ON_A_DIAGONAL, (a, b))
    distance = len(between) + 1
    if distance > 2 and not flying:
        # farther than a man steps or jumps, whatever stands on the way
        return Illegal(IllegalKind.TOO_FAR, (a, b), distance)
    if b != start and position.piece_at(b) is not None:
        return Illegal(IllegalKind.DESTINATION_OCCUPIED, (b,))
    # captured pieces stay on the board until the move is over: they still block
    in_way = [s for s in between if s != start and position.piece_at(s) is not None]
    enemies = [
        s for s in in_way if (p := position.piece_at(s)) is not None and p.color != piece.color
    ]
    if not in_way:
        # a step without capture: one square (a man, a short king) or a slide
        if len(path) > 2:
            if jumps:
                return Illegal(IllegalKind.NO_SUCH_CAPTURE, (a, b))
            if not flying:
                return Illegal(IllegalKind.TOO_FAR, (path[0], path[-1]), len(path) - 1)
            return Illegal(IllegalKind.NOT_LEGAL, (a, b))
        if not piece.is_king and _is_backwards(position, piece, a, b):
            return Illegal(IllegalKind.MAN_MOVES_FORWARD_ONLY, (a, b))
        if distance > 1 and not flying:
            return Illegal(IllegalKind.TOO_FAR, (a, b), distance)
        return None
    is_jump = (
        len(enemies) == 1
        and len(in_way) == 1
        and enemies[0] not in captured
        and (flying or distance == 2)
    )
    if not is_jump:
        if flying:
            return Illegal(IllegalKind.PATH_BLOCKED, tuple(in_way))
        return Illegal(IllegalKind.NO_SUCH_CAPTURE, (a, b))
    if not piece.is_king and not rules.men_capture_backwards and _is_backwards(
        position, piece, a, b
    ):
        return Illegal(IllegalKind.MAN_CANNOT_CAPTURE_BACKWARDS, (a, b))
    return enemies[0]


def _jump_chain(position: Position, path: Sequence[Square]) -> _Chain:
    """Walk the named path step by step, as the piece on its first square would go."""
    piece = position.piece_at(path[0])
    if piece is None:
        return _Chain(0, 0, frozenset(), Illegal(IllegalKind.NOT_A_PIECE, (path[0],)))
    g = position.rules.geometry
    crown = g.promotion_rows[piece.color] if position.rules.crowns_mid_capture else 0
    captured: set[Square] = set()
    jumps = 0
    for i in range(len(path) - 1):
        found = _step(position, path, i, piece, captured, jumps)
        if isinstance(found, Illegal):
            return _Chain(i, jumps, frozenset(captured), found)
        if found is not None:
            captured.add(found)
            jumps += 1
            if not piece.is_king and crown & g.bit[path[i + 1]]:
                # crowned during the capture: it goes on as a king
                piece = Piece.of(piece.color, True)
    return _Chain(len(path) - 1, jumps, frozenset(captured), None)


# ---------------------------------------------------------------- the explanation


def _key(move: Move) -> tuple[Square, Square, frozenset[Square]]:
    return (move.path[0], move.path[-1], move.captured)


def _priority_reason(position: Position, legal_captures: list[Move]) -> Illegal:
    """Why a capture that exists is not one the player may choose."""
    priority = position.rules.capture_priority
    most = max(len(m.captured) for m in legal_captures)
    moves = tuple(legal_captures)
    if isinstance(priority, KingFirst):
        return Illegal(IllegalKind.KING_MUST_CAPTURE, starts(legal_captures), moves=moves)
    if isinstance(priority, Majority):
        best = [m for m in legal_captures if len(m.captured) == most]
        return Illegal(IllegalKind.MUST_TAKE_MOST, starts(best), most, tuple(best))
    if isinstance(priority, MultiFirst):
        return Illegal(IllegalKind.MUST_TAKE_MORE_THAN_ONE, starts(legal_captures), most, moves)
    return Illegal(IllegalKind.NOT_LEGAL, starts(legal_captures), moves=moves)


def _continues(move: Move, path: Sequence[Square]) -> bool:
    """Whether the named path is the first part of ``move``: same start, ending on one of
    its landing squares before the end, the named middle squares landed on before that."""
    if move.path[0] != path[0]:
        return False
    end = path[-1]
    inner = move.path[1:-1]
    return any(
        s == end and is_subsequence(path[1:-1], inner[:i]) for i, s in enumerate(inner)
    )


def _is_whole(move: Move, path: Sequence[Square], chain: _Chain) -> bool:
    """Whether the named path is the capture ``move`` (its landings, or its jumps)."""
    return (
        move.path[0] == path[0]
        and move.path[-1] == path[-1]
        and (
            is_subsequence(path[1:-1], move.path[1:-1])
            or (chain.failure is None and chain.jumps > 0 and chain.captured == move.captured)
        )
    )


def _is_start_of(move: Move, path: Sequence[Square], chain: _Chain) -> bool:
    """Whether the named path is the first part of the capture ``move``."""
    if move.path[0] != path[0]:
        return False
    sound = chain.failure is None and chain.jumps > 0
    return _continues(move, path) or (sound and chain.captured < move.captured)


def explain_illegal(position: Position, path: Sequence[Square]) -> Illegal:
    """Why ``path`` (start, perhaps landing squares, end) names no legal move.

    Raises ValueError when it does name one (see ``named_draughts_moves``): asking why a legal
    move is illegal is a programming error.
    """
    g = position.rules.geometry
    if len(path) < 2 or not all(1 <= s <= g.squares for s in path):
        return Illegal(IllegalKind.NOT_LEGAL, tuple(path))
    start, end = path[0], path[-1]
    piece = position.piece_at(start)
    if piece is None:
        return Illegal(IllegalKind.NOT_A_PIECE, (start,))
    if piece.color != position.turn:
        return Illegal(IllegalKind.OPPONENTS_PIECE, (start,))
    legal = position.legal_moves()
    if named_draughts_moves(position, path, legal):
        raise ValueError(f"the path {tuple(path)} names a legal move")
    every_capture = position.capture_moves_ignoring_priority()
    legal_captures = [m for m in legal if m.captured]
    chain = _jump_chain(position, path)

    legal_keys = {_key(m) for m in legal_captures}
    refused = [m for m in every_capture if _key(m) not in legal_keys]
    # the path is a capture that exists but may not be chosen (king first, majority...)
    if legal_captures and any(_is_whole(m, path, chain) for m in refused):
        return _priority_reason(position, legal_captures)
    # the path is the first part of a legal capture: it stops where it must go on
    unfinished = tuple(m for m in legal_captures if _is_start_of(m, path, chain))
    if unfinished:
        return Illegal(IllegalKind.CAPTURE_NOT_FINISHED, (end,), moves=unfinished)
    if legal_captures and any(_is_start_of(m, path, chain) for m in refused):
        return _priority_reason(position, legal_captures)

    if chain.failure is not None:
        own_captures = [m for m in every_capture if m.path[0] == start]
        if chain.failure.kind is IllegalKind.NOT_ON_A_DIAGONAL and len(path) == 2 and own_captures:
            # start and end of a capture, perhaps; but no capture of this piece ends there
            mine = tuple(m for m in legal_captures if m.path[0] == start)
            return Illegal(IllegalKind.NO_SUCH_CAPTURE, (start, end), moves=mine)
        return chain.failure
    if chain.jumps:
        # sound jumps that end nowhere a capture may end, and lead to no capture
        return Illegal(IllegalKind.NO_SUCH_CAPTURE, (start, end))
    if legal_captures:
        return Illegal(IllegalKind.MUST_CAPTURE, starts(legal_captures), moves=tuple(legal))
    return Illegal(IllegalKind.NOT_LEGAL, tuple(path))


def explain_draughts_square(
    position: Position, square: Square, *, capture: bool = False, start: bool | None = None
) -> Illegal:
    """Why one named square gives no legal move. ``start``: the square was named as the
    piece to move ("z c3"), or as where to go ("na d4") when False, or either when None;
    ``capture``: a capture was asked for ("ber d4")."""
    g = position.rules.geometry
    if not 1 <= square <= g.squares:
        return Illegal(IllegalKind.NOT_LEGAL, (square,))
    legal = position.legal_moves()
    legal_captures = [m for m in legal if m.captured]
    if capture:
        if not legal_captures:
            return Illegal(IllegalKind.NOTHING_TO_CAPTURE)
        return Illegal(IllegalKind.NO_SUCH_CAPTURE, (square,), moves=tuple(legal_captures))
    piece = position.piece_at(square)
    if start is False and piece is not None:
        return Illegal(IllegalKind.DESTINATION_OCCUPIED, (square,))
    if start is True and piece is None:
        return Illegal(IllegalKind.NOT_A_PIECE, (square,))
    if piece is not None and piece.color != position.turn:
        return Illegal(IllegalKind.OPPONENTS_PIECE, (square,))
    if legal_captures:
        return Illegal(IllegalKind.MUST_CAPTURE, starts(legal_captures), moves=tuple(legal))
    if piece is not None:
        return Illegal(IllegalKind.PIECE_CANNOT_MOVE, (square,))
    return Illegal(IllegalKind.NO_MOVE_TO_SQUARE, (square,))
