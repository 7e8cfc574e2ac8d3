"""The rules core: boards, variants, moves, positions and games. Standard library only."""

from accessible_dama.rules.board import BLACK, WHITE, Color, Geometry, Square, geometry
from accessible_dama.rules.game import DrawCounter, Game, GameOverError, IllegalMoveError, Outcome
from accessible_dama.rules.move import Move, Piece
from accessible_dama.rules.position import Position, perft, perft_divide
from accessible_dama.rules.variants import (
    DEFAULT_VARIANT,
    VARIANTS,
    Reason,
    Rules,
    UnknownVariantError,
    find_variant,
    variant_for_gametype,
)

__all__ = [
    "BLACK",
    "DEFAULT_VARIANT",
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
