"""The rules core: boards, variants, moves, positions and games. Standard library only."""

from accessible_dama.rules.alquerque import (
    ALQUERQUE,
    ALQUERQUE_MODIFIED,
    AlquerquePosition,
    AlquerqueRules,
)
from accessible_dama.rules.board import BLACK, WHITE, Color, Geometry, Square, geometry
from accessible_dama.rules.contract import GamePosition, GameRules
from accessible_dama.rules.game import (
    BaseGame,
    DrawCounter,
    Game,
    GameOverError,
    IllegalMoveError,
    Outcome,
)
from accessible_dama.rules.interface import (
    explain_move,
    explain_square,
    named_moves,
    new_game,
    start_position,
)
from accessible_dama.rules.mill import MILL, MillPosition, MillRules
from accessible_dama.rules.move import Move, MoveKind, Piece
from accessible_dama.rules.outcome import Reason
from accessible_dama.rules.pointgame import (
    PASS,
    PointGame,
    PointPosition,
    PointRules,
)
from accessible_dama.rules.points import ALQUERQUE_BOARD, MILL_BOARD, Point, PointBoard
from accessible_dama.rules.position import Position, perft, perft_divide
from accessible_dama.rules.registry import (
    AnyGame,
    AnyPosition,
    AnyRules,
    OtherGameError,
    UnknownVariantError,
    find_game,
    find_variant,
    other_games,
)
from accessible_dama.rules.variants import (
    DEFAULT_VARIANT,
    DRAW_RULE_NAMES,
    VARIANTS,
    Rules,
    draw_rule_choices,
    variant_for_gametype,
    with_draw_rules,
)
from accessible_dama.rules.vietnamese import VIETNAMESE, VietnamesePosition, VietnameseRules

__all__ = [
    "ALQUERQUE",
    "AnyGame",
    "AnyPosition",
    "AnyRules",
    "ALQUERQUE_BOARD",
    "ALQUERQUE_MODIFIED",
    "AlquerquePosition",
    "AlquerqueRules",
    "BaseGame",
    "GamePosition",
    "GameRules",
    "MILL",
    "MILL_BOARD",
    "MillPosition",
    "MillRules",
    "OtherGameError",
    "PASS",
    "Point",
    "PointBoard",
    "PointGame",
    "PointPosition",
    "PointRules",
    "VIETNAMESE",
    "VietnamesePosition",
    "VietnameseRules",
    "find_game",
    "new_game",
    "other_games",
    "start_position",
    "BLACK",
    "DEFAULT_VARIANT",
    "DRAW_RULE_NAMES",
    "draw_rule_choices",
    "with_draw_rules",
    "VARIANTS",
    "WHITE",
    "Color",
    "DrawCounter",
    "Game",
    "GameOverError",
    "IllegalMoveError",
    "Outcome",
    "Geometry",
    "Move",
    "MoveKind",
    "explain_move",
    "explain_square",
    "named_moves",
    "Piece",
    "Position",
    "Reason",
    "Rules",
    "Square",
    "UnknownVariantError",
    "find_variant",
    "geometry",
    "perft",
    "perft_divide",
    "variant_for_gametype",
]
