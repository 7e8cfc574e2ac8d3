"""A game of either family, draughts (``Game``) or a game on points (``PointGame``):
made from its rules, its position read from text, its record replayed, a move played and
announced."""

from __future__ import annotations

from accessible_dama.notation import PdnGame, parse_fen, replay_game
from accessible_dama.notation import points as point_notation
from accessible_dama.notation.pdn import ReplayFailure
from accessible_dama.rules import Game, Move, PointGame, PointPosition, PointRules, Position
from accessible_dama.rules.registry import AnyGame, AnyPosition, AnyRules
from accessible_dama.session.events import MoveMade


def new_game_of(rules: AnyRules, position: AnyPosition | None = None) -> AnyGame:
    """A game of ``rules`` from ``position`` (its start by default)."""
    if isinstance(rules, PointRules):
        if position is not None and not isinstance(position, PointPosition):
            raise ValueError(f"a draughts position for a game of {rules.id}")
        return PointGame(rules, position)
    if position is not None and not isinstance(position, Position):
        raise ValueError(f"a {position.rules.id} position for a game of {rules.id}")
    return Game(rules, position)


def parse_any_fen(fen: str, rules: AnyRules) -> AnyPosition:
    """The position of a FEN (draughts) or position string (the point games); raises
    NotationError."""
    if isinstance(rules, PointRules):
        return point_notation.parse_fen(fen, rules)
    return parse_fen(fen, rules)


def replay_any(record: PdnGame,
               rules: AnyRules | None = None) -> tuple[AnyRules, list[Move]] | ReplayFailure:
    """The game of a record (its ``Variant`` tag for the point games) and its moves, or
    the first move that cannot be played."""
    game = rules if rules is not None else point_notation.detect_game(record)
    if isinstance(game, PointRules):
        replayed = point_notation.replay_game(record, game)
        if replayed.failure is not None:
            return replayed.failure
        return game, list(replayed.moves)
    result = replay_game(record, game)
    if result.failure is not None:
        return result.failure
    return result.rules, list(result.moves)


def push_move(game: AnyGame, move: Move, by_computer: bool = False) -> MoveMade:
    """Play ``move`` on ``game``: the announcement of the move played."""
    before, color = game.position.copy(), game.turn
    played = game.push(move)
    return MoveMade(color, played, before, _crowns(before, played), by_computer)


def _crowns(before: AnyPosition, move: Move) -> bool:
    """Whether ``move`` makes a king (draughts only; the point games crown nobody)."""
    return isinstance(before, Position) and before.is_promotion(move)
