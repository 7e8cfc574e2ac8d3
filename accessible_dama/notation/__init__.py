"""Square names, move text, FEN and PDN. Stands on the rules core only."""

from accessible_dama.notation.fen import FenError, parse_fen, write_fen
from accessible_dama.notation.movetext import (
    AmbiguousMoveError,
    IllegalMoveError,
    full_move_text,
    matching_moves,
    move_text,
    notation_style,
    parse_move,
)
from accessible_dama.notation.pdn import (
    PdnComment,
    PdnError,
    PdnGame,
    ReplayFailure,
    ReplayResult,
    detect_file_variant,
    detect_variant,
    game_from_moves,
    iter_pdn,
    read_pdn,
    replay_game,
    write_pdn,
)
from accessible_dama.notation.squares import NotationError, Style, parse_square, square_name

__all__ = [
    "AmbiguousMoveError",
    "FenError",
    "IllegalMoveError",
    "NotationError",
    "PdnComment",
    "PdnError",
    "PdnGame",
    "ReplayFailure",
    "ReplayResult",
    "Style",
    "detect_file_variant",
    "detect_variant",
    "full_move_text",
    "game_from_moves",
    "iter_pdn",
    "matching_moves",
    "move_text",
    "notation_style",
    "parse_fen",
    "parse_move",
    "parse_square",
    "read_pdn",
    "replay_game",
    "square_name",
    "write_fen",
    "write_pdn",
]
