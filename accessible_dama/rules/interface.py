"""The one game interface: what every game answers, whichever it is.

A game is found by name (``registry.find_game``) and answers the same questions, a
draughts variant (``Rules``, ``Position``, ``Game``) or a game on a board of points
(``PointRules`` and its subclasses): its board (``rules.board``: squares or points, how
they lie, the lines through them), its start, its legal moves, ``push``/``pop``, the
outcome with its reason and clause, what a move does (``position.move_kind``), men in
hand, check, mills, crowning, why a move is illegal, and perft. The parts around the
rules core ask these and never which game they have; the few answers that need a
family's own module are the functions here, a leaf like the registry.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from accessible_dama.rules.board import Square
from accessible_dama.rules.explain import Illegal, explain_draughts_square, named_draughts_moves
from accessible_dama.rules.explain import explain_illegal as _explain_draughts_move
from accessible_dama.rules.explain_points import (
    explain_point,
    explain_point_move,
    named_point_moves,
)
from accessible_dama.rules.game import Game
from accessible_dama.rules.move import Move
from accessible_dama.rules.pointgame import PointGame, PointRules
from accessible_dama.rules.position import Position, perft, perft_divide
from accessible_dama.rules.registry import AnyGame, AnyPosition, AnyRules


def start_position(rules: AnyRules) -> AnyPosition:
    """The position at the start of a game of ``rules``."""
    if isinstance(rules, PointRules):
        return rules.start_position()
    return Position(rules)


def new_game(rules: AnyRules, position: AnyPosition | None = None) -> AnyGame:
    """A game of ``rules`` from ``position`` (its start by default); ValueError when the
    position is of another game."""
    if position is not None and position.rules is not rules:
        raise ValueError(f"a position of {position.rules.id} for a game of {rules.id}")
    if isinstance(rules, PointRules):
        assert position is None or not isinstance(position, Position)
        return PointGame(rules, position)
    assert position is None or isinstance(position, Position)
    return Game(rules, position)


def named_moves(
    position: AnyPosition, path: Sequence[Square], legal: Iterable[Move] | None = None
) -> list[Move]:
    """The legal moves that ``path`` (squares or points a player named, in order) can
    mean, the likeliest first; empty when it names none."""
    if isinstance(position, Position):
        return named_draughts_moves(position, path, legal)
    return named_point_moves(position, path, legal)


def explain_move(
    position: AnyPosition, path: Sequence[Square], removal: Square | None = None
) -> Illegal:
    """Why ``path`` (with the mill's man to take, ``removal``) names no legal move."""
    if isinstance(position, Position):
        return _explain_draughts_move(position, path)
    return explain_point_move(position, path, removal)


def explain_square(
    position: AnyPosition, square: Square, *, capture: bool = False, start: bool | None = None
) -> Illegal:
    """Why one square names no legal move: as its start (``start`` True), its end
    (False), or either (None); ``capture`` when the player asked for a capture."""
    if isinstance(position, Position):
        return explain_draughts_square(position, square, capture=capture, start=start)
    return explain_point(position, square, capture=capture, start=start)


__all__ = [
    "explain_move",
    "explain_square",
    "named_moves",
    "new_game",
    "perft",
    "perft_divide",
    "start_position",
]
