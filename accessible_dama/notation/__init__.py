"""Square names, move text, FEN and PDN. Stands on the rules core only.

The names here are those of any game (``notation.text``: each takes a game's rules or
position, a draughts variant or a game on a board of points). The draughts-only
functions of the same job, on a board's ``Geometry``, are in ``notation.squares`` and
``notation.movetext``; the points' in ``notation.points``.
"""

from accessible_dama.notation.fen import FenError, parse_fen, write_fen
from accessible_dama.notation.movetext import AmbiguousMoveError, IllegalMoveText
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
from accessible_dama.notation.squares import NotationError, Style, usual_style
from accessible_dama.notation.text import (
    all_square_names,
    full_move_text,
    matching_moves,
    move_text,
    parse_move,
    parse_square,
    square_name,
)
from accessible_dama.rules.game import IllegalMoveError

__all__ = [
    "AmbiguousMoveError",
    "FenError",
    "IllegalMoveError",
    "IllegalMoveText",
    "NotationError",
    "PdnComment",
    "PdnError",
    "PdnGame",
    "ReplayFailure",
    "ReplayResult",
    "Style",
    "all_square_names",
    "detect_file_variant",
    "detect_variant",
    "full_move_text",
    "game_from_moves",
    "iter_pdn",
    "matching_moves",
    "move_text",
    "parse_fen",
    "parse_move",
    "parse_square",
    "read_pdn",
    "replay_game",
    "square_name",
    "usual_style",
    "write_fen",
    "write_pdn",
]
