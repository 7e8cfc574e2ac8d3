"""Playing a move of any game and announcing it."""

from __future__ import annotations

from accessible_dama.rules import Move
from accessible_dama.rules.registry import AnyGame
from accessible_dama.session.events import MoveMade


def push_move(game: AnyGame, move: Move, by_computer: bool = False) -> MoveMade:
    """Play ``move`` on ``game``: the announcement of the move played."""
    before, color = game.position.copy(), game.turn
    played = game.push(move)
    return MoveMade(color, played, before, before.is_promotion(played), by_computer)
