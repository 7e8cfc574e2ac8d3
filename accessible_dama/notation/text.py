"""The text of any game, one set of functions for all of them: square (or point) names,
move text both ways, position strings both ways, and PDN records (detect the game,
replay, write).

Draughts is written by ``squares``, ``movetext``, ``fen`` and ``pdn``; the games on
boards of points by ``points``. Each function here is a ``functools.singledispatch``
over the rules or position it is given, so a caller never asks which game it has, and a
new family of games adds its text by registering its own implementations.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import singledispatch

from accessible_dama.notation import fen as draughts_fen
from accessible_dama.notation import movetext as draughts_moves
from accessible_dama.notation import pdn
from accessible_dama.notation import points as point_text
from accessible_dama.notation import squares as draughts_squares
from accessible_dama.notation.pdn import GameRecord, PdnGame, ReplayFailure
from accessible_dama.notation.squares import Style, usual_style
from accessible_dama.rules.board import Square
from accessible_dama.rules.interface import start_position
from accessible_dama.rules.move import Move
from accessible_dama.rules.pointgame import PointPosition, PointRules
from accessible_dama.rules.position import Position
from accessible_dama.rules.registry import (
    AnyPosition,
    AnyRules,
    UnknownVariantError,
    find_game,
    other_games,
)
from accessible_dama.rules.variants import DEFAULT_VARIANT, Rules

# ---------------------------------------------------------------- names


@singledispatch
def square_name(rules: AnyRules, square: Square, style: Style | None = None) -> str:
    """``c3`` (or ``22`` in the numeric style; the game's usual style by default)."""
    raise TypeError(f"no notation for {rules!r}")


@square_name.register
def _(rules: Rules, square: Square, style: Style | None = None) -> str:
    return draughts_squares.square_name(rules.geometry, square, style or usual_style(rules))


@square_name.register
def _(rules: PointRules, square: Square, style: Style | None = None) -> str:
    return rules.board.name(square)


@singledispatch
def parse_square(rules: AnyRules, text: str) -> Square:
    """The square (or point) ``text`` names (``c3``, ``C3``, ``22``); raises NotationError."""
    raise TypeError(f"no notation for {rules!r}")


@parse_square.register
def _(rules: Rules, text: str) -> Square:
    return draughts_squares.parse_square(rules.geometry, text)


@parse_square.register
def _(rules: PointRules, text: str) -> Square:
    return point_text.parse_point(rules.board, text)


def all_square_names(rules: AnyRules, style: Style | None = None) -> list[str]:
    """Every square (or point) of the board by name, in square order."""
    return [square_name(rules, s, style) for s in rules.board.every_square()]


# ---------------------------------------------------------------- moves


@singledispatch
def full_move_text(rules: AnyRules, move: Move, style: Style | None = None) -> str:
    """The move with every landing square: ``a1xc3xe1``, ``22-18``, a mill's ``d7xb6``,
    a pass ``--``."""
    raise TypeError(f"no notation for {rules!r}")


@full_move_text.register
def _(rules: Rules, move: Move, style: Style | None = None) -> str:
    return draughts_moves.full_move_text(rules.geometry, move, style or usual_style(rules))


@full_move_text.register
def _(rules: PointRules, move: Move, style: Style | None = None) -> str:
    return point_text.full_move_text(rules, move)


@singledispatch
def move_text(position: AnyPosition, move: Move, style: Style | None = None) -> str:
    """The shortest text that names ``move`` (legal in ``position``) unambiguously;
    ``parse_move`` reads it back to the same move."""
    raise TypeError(f"no notation for {position!r}")


@move_text.register
def _(position: Position, move: Move, style: Style | None = None) -> str:
    return draughts_moves.move_text(position, move, style or usual_style(position.rules))


@move_text.register
def _(position: PointPosition, move: Move, style: Style | None = None) -> str:
    return point_text.move_text(position, move)


@singledispatch
def matching_moves(position: AnyPosition, text: str) -> list[Move]:
    """Every legal move the text can name, the likeliest first. Raises NotationError
    when the text names no squares; an empty list means no legal move matches."""
    raise TypeError(f"no notation for {position!r}")


matching_moves.register(Position, draughts_moves.matching_moves)
matching_moves.register(PointPosition, point_text.matching_moves)


@singledispatch
def parse_move(position: AnyPosition, text: str) -> Move:
    """The one legal move ``text`` names. Raises ``IllegalMoveError`` when none matches,
    ``AmbiguousMoveError`` (with the candidates) when several do, and ``NotationError``
    for text that is not a move."""
    raise TypeError(f"no notation for {position!r}")


parse_move.register(Position, draughts_moves.parse_move)
parse_move.register(PointPosition, point_text.parse_move)


# ---------------------------------------------------------------- positions


@singledispatch
def write_position(position: AnyPosition, style: Style | None = None) -> str:
    """The position string (PDN FEN): ``W:W21-32:B1-12`` style, ``W:Wa1,b2:Bd5``."""
    raise TypeError(f"no notation for {position!r}")


@write_position.register
def _(position: Position, style: Style | None = None) -> str:
    return draughts_fen.write_fen(position, style or usual_style(position.rules))


@write_position.register
def _(position: PointPosition, style: Style | None = None) -> str:
    return point_text.write_fen(position)


@singledispatch
def parse_position(rules: AnyRules, text: str) -> AnyPosition:
    """The position a position string (PDN FEN) gives; raises ``FenError`` naming the
    part that is wrong."""
    raise TypeError(f"no notation for {rules!r}")


@parse_position.register
def _(rules: Rules, text: str) -> AnyPosition:
    return draughts_fen.parse_fen(text, rules)


@parse_position.register
def _(rules: PointRules, text: str) -> AnyPosition:
    return point_text.parse_fen(text, rules)


@singledispatch
def position_example(rules: AnyRules) -> str:
    """A short position string of the game, to show a player how one is written."""
    raise TypeError(f"no notation for {rules!r}")


@position_example.register
def _(rules: Rules) -> str:
    return "W:W21,22,K30:B9" if usual_style(rules) is Style.NUMERIC else "W:Wc3,Kd4:Bf6"


@position_example.register
def _(rules: PointRules) -> str:
    return "W:Wa1,d1:Bg7:H7,8" if rules.has_hand else "W:Wa1,b2:Bd5"


# ---------------------------------------------------------------- records


def detect_game(
    record: GameRecord, default: AnyRules | None = None, in_file: Rules | None = None
) -> AnyRules | None:
    """The game a record was played in: its ``Variant`` tag when that names one of the
    games on boards of points, else the draughts variant that ``pdn.detect_variant``
    finds (``in_file``: the variant of the record's file, ``pdn.detect_file_variant``;
    ``default`` when none)."""
    named = record.tags.get("Variant", "").strip()
    if named and "GameType" not in record.tags:
        try:
            found = find_game(named)
        except UnknownVariantError:
            found = None
        if found is not None and found.id in other_games():
            return found
    draughts = pdn.detect_variant(record, in_file=in_file)
    return default if draughts is None else draughts


@singledispatch
def _replay(rules: AnyRules, record: PdnGame) -> list[Move] | ReplayFailure:
    raise TypeError(f"no notation for {rules!r}")


@_replay.register
def _(rules: Rules, record: PdnGame) -> list[Move] | ReplayFailure:
    result = pdn.replay_game(record, rules)
    return result.failure if result.failure is not None else list(result.moves)


@_replay.register
def _(rules: PointRules, record: PdnGame) -> list[Move] | ReplayFailure:
    result = point_text.replay_game(record, rules)
    return result.failure if result.failure is not None else list(result.moves)


def replay(
    record: PdnGame, rules: AnyRules | None = None
) -> tuple[AnyRules, list[Move]] | ReplayFailure:
    """The game of a record (``detect_game`` unless ``rules`` is given) and its moves,
    or the first move that cannot be played. Never raises on bad input."""
    game = rules if rules is not None else detect_game(record)
    if game is None:
        game = DEFAULT_VARIANT
    found = _replay(game, record)
    return found if isinstance(found, ReplayFailure) else (game, found)


def start_of(record: GameRecord, rules: AnyRules) -> AnyPosition:
    """Where a record starts: its ``FEN`` tag, or the game's initial position. Raises
    NotationError for a FEN that cannot be read."""
    fen = record.tags.get("FEN", "").strip()
    return parse_position(rules, fen) if fen else start_position(rules)


@singledispatch
def record_of(
    start: AnyPosition,
    moves: Sequence[Move],
    tags: Mapping[str, str] | None = None,
    result: str = "*",
    irregular: Mapping[int, str] | None = None,
) -> PdnGame:
    """A PDN record of ``moves`` played from ``start``, with the tags that say which game
    it is and where it starts; ``irregular``: the plies that are irregular moves left to
    stand on a board (``Game.irregular``). Raises ``IllegalMoveError`` for another move
    not legal where it is played."""
    raise TypeError(f"no notation for {start!r}")


@record_of.register
def _(start: Position, moves: Sequence[Move], tags: Mapping[str, str] | None = None,
      result: str = "*", irregular: Mapping[int, str] | None = None) -> PdnGame:
    return pdn.game_from_moves(start, moves, tags, result, irregular=irregular)


record_of.register(PointPosition, point_text.game_record)


__all__ = [
    "all_square_names",
    "detect_game",
    "full_move_text",
    "matching_moves",
    "move_text",
    "parse_move",
    "parse_position",
    "parse_square",
    "position_example",
    "record_of",
    "replay",
    "square_name",
    "start_of",
    "usual_style",
    "write_position",
]
