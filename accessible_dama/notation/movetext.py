"""Move text: ``c3-d4``, ``c3xe5``, ``22-18``, ``22x15``, ``a1xc3xe1xh4``.

Written moves name the start and end squares; landing squares in between are added only
when another legal move has the same start and end (the shortest unambiguous form).
Reading accepts any separator of ``- x X : ×`` (real files write captures with ``-``),
upper or lower case, and full or partial paths; and the short notation Russian and
Brazilian players write: the file a man comes from, then the square it lands on (``ab4``,
``c:e5``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import combinations

from accessible_dama.notation.squares import (
    NotationError,
    Style,
    Unreadable,
    ascii_number,
    parse_square,
    square_name,
)
from accessible_dama.rules.board import Geometry, Square
from accessible_dama.rules.explain import Illegal, explain_illegal, named_draughts_moves
from accessible_dama.rules.game import IllegalMoveError
from accessible_dama.rules.move import Move
from accessible_dama.rules.position import Position

_SEPARATORS = re.compile(r"[-xX:×]")
#: short notation: the file the piece comes from, a capture sign perhaps, the landing square
_SHORT_RE = re.compile(r"([a-jA-J])[xX:×]?([a-jA-J](?:10|[1-9]))")


def is_short_notation(text: str) -> bool:
    """Whether a move is written in short notation (``ab4``: from the a file to b4)."""
    return _SHORT_RE.fullmatch(text.strip()) is not None


class IllegalMoveText(NotationError, IllegalMoveError):
    """Move text that names no legal move of the position: the rules'
    ``IllegalMoveError``, and a ``NotationError`` as all text that cannot be read is;
    ``illegal`` says why, when the text names squares."""

    def __init__(self, text: str, illegal: Illegal | None = None) -> None:
        reason = illegal.kind.value.replace("_", " ") if illegal is not None else ""
        super().__init__(f"illegal move {text}" + (f": {reason}" if reason else ""))
        self.text = text
        self.illegal = illegal


class AmbiguousMoveError(NotationError):
    """Move text that names several legal moves; ``candidates`` holds them."""

    def __init__(self, text: str, candidates: Sequence[Move], names: Sequence[str]) -> None:
        super().__init__(f"ambiguous move {text}: it could be {', '.join(names)}")
        self.text = text
        self.candidates: list[Move] = list(candidates)


def _geometry(where: Position | Geometry) -> Geometry:
    return where.rules.geometry if isinstance(where, Position) else where


def _join(g: Geometry, squares: Sequence[Square], capture: bool, style: Style) -> str:
    separator = "x" if capture else "-"
    return separator.join(square_name(g, s, style) for s in squares)


def full_move_text(
    position_or_geometry: Position | Geometry, move: Move, style: Style = Style.ALGEBRAIC
) -> str:
    """The move with every landing square: ``a1xc3xe1``, ``22-18``."""
    return _join(_geometry(position_or_geometry), move.path, move.is_capture, style)


def move_text(position: Position, move: Move, style: Style = Style.ALGEBRAIC) -> str:
    """The shortest text that names ``move`` (legal in ``position``) unambiguously.

    Start and end squares only, unless another legal move has the same start and end;
    then the fewest landing squares, in path order, that single it out (the full path
    at worst). ``parse_move`` reads the text back to the same move.
    """
    g = position.rules.geometry
    start, end = move.path[0], move.path[-1]
    rivals = [
        m for m in position.legal_moves()
        if m != move and m.path[0] == start and m.path[-1] == end
    ]
    middle = move.path[1:-1]
    if rivals:
        for size in range(1, len(middle)):
            for chosen in combinations(middle, size):
                if not any(r.named_by(start, chosen, end) for r in rivals):
                    return _join(g, (start, *chosen, end), move.is_capture, style)
        return _join(g, move.path, move.is_capture, style)
    return _join(g, (start, end), move.is_capture, style)


def parse_move_squares(g: Geometry, text: str) -> list[Square]:
    """The squares written in a move text, in order; raises NotationError."""
    body = text.strip()
    parts = _SEPARATORS.split(body)
    if len(parts) < 2 or not all(parts):
        raise NotationError(
            f"{text!r} is not a move; write it as start and end square, e.g. c3-d4 or 22-18",
            unreadable=Unreadable.NOT_A_MOVE, part=text.strip())
    return [parse_square(g, p) for p in parts]


def matching_moves(position: Position, text: str) -> list[Move]:
    """Every legal move the text can name, the likeliest first (see
    ``rules.explain.named_draughts_moves``); in short notation (``ab4``), every legal move from
    that file to that square. Raises NotationError when the text names no squares; an
    empty list means no legal move matches."""
    g = position.rules.geometry
    short = _SHORT_RE.fullmatch(text.strip())
    if short is not None:
        file = short[1].lower()
        end = parse_square(g, short[2])
        return [m for m in position.legal_moves()
                if m.path[-1] == end and square_name(g, m.path[0])[0] == file]
    return named_draughts_moves(position, parse_move_squares(g, text))


def parse_move(position: Position, text: str) -> Move:
    """The one legal move that ``text`` names.

    Raises ``IllegalMoveText`` (an ``IllegalMoveError``) when none matches,
    ``AmbiguousMoveError`` (with the candidates) when several do, and ``NotationError``
    for text that is not a move.
    """
    if is_short_notation(text):
        found = matching_moves(position, text)
        if len(found) == 1:
            return found[0]
        if not found:
            raise IllegalMoveText(text.strip())
        names = [full_move_text(position, m) for m in found]
        raise AmbiguousMoveError(text.strip(), found, names)
    squares = parse_move_squares(position.rules.geometry, text)
    found = named_draughts_moves(position, squares)
    if not found:
        raise IllegalMoveText(text.strip(), explain_illegal(position, squares))
    exact = [m for m in found if list(m.path) == squares]
    if len(found) == 1 or exact:
        return (exact or found)[0]
    style = Style.NUMERIC if ascii_number(text.strip()[:1]) is not None else Style.ALGEBRAIC
    names = [full_move_text(position, m, style) for m in found]
    raise AmbiguousMoveError(text.strip(), found, names)
