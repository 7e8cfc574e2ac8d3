"""Square names, move text, FEN and PDN. Stands on the rules core only."""

from accessible_dama.notation.fen import FenError, parse_fen, write_fen
from accessible_dama.notation.squares import NotationError, Style, parse_square, square_name

__all__ = [
    "FenError",
    "NotationError",
    "Style",
    "parse_fen",
    "parse_square",
    "square_name",
    "write_fen",
]
