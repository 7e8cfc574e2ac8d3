"""Playing a move of any game and announcing it."""

from __future__ import annotations

from accessible_dama.notation.squares import ascii_number
from accessible_dama.rules import Move
from accessible_dama.rules.registry import AnyGame, AnyPosition
from accessible_dama.session.events import MoveMade


def steps(args: tuple[str, ...]) -> int:
    """How many moves a command's count says ("undo 2", "back 3"): one when none is said,
    never fewer; the callers stop at the start of the game."""
    said = ascii_number(args[0]) if args else None
    return max(said or 1, 1)


def announced(before: AnyPosition, move: Move, by_computer: bool = False) -> MoveMade:
    """The announcement of ``move`` played from ``before`` (the position stays as it is)."""
    return MoveMade(before.turn, move, before, before.is_promotion(move), by_computer)


def push_move(game: AnyGame, move: Move, by_computer: bool = False,
              irregular: str | None = None) -> MoveMade:
    """Play ``move`` on ``game``: the announcement of the move played. With
    ``irregular`` (what the record says of it), a move the rules did not allow that the
    opponent let stand on a board (``BaseGame.push_irregular``)."""
    before = game.position.copy()
    return announced(before, game.push(move, irregular), by_computer)
