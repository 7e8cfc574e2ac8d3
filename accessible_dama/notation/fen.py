"""PDN FEN: ``W:W21-32:B1-12``, ``B:WK4,9:BK30``, ``W:Wa1,Kd4:Bh8``."""

from __future__ import annotations

from accessible_dama.notation.squares import (
    NotationError,
    Style,
    Unreadable,
    ascii_number,
    parse_square,
    shown,
    square_name,
)
from accessible_dama.rules.board import BLACK, WHITE, Color, Square
from accessible_dama.rules.move import Piece
from accessible_dama.rules.position import Position
from accessible_dama.rules.variants import DEFAULT_VARIANT, Rules


class FenError(NotationError):
    """A FEN string that cannot be read: ``part`` is the piece of it that is wrong (empty
    when its shape is), ``impossible`` says it reads but the rules refuse the position."""

    def __init__(self, message: str, part: str = "", *, impossible: bool = False) -> None:
        unreadable = Unreadable.POSITION_NOT_ALLOWED if impossible else Unreadable.POSITION
        super().__init__(message, unreadable=unreadable, part=part)
        self.impossible = impossible


def _color(letter: str, fen: str) -> Color:
    if letter == "W":
        return WHITE
    if letter == "B":
        return BLACK
    raise FenError(f"bad FEN {shown(fen)}: expected W or B, found {shown(letter)}", letter)


def parse_fen(fen: str, rules: Rules = DEFAULT_VARIANT) -> Position:
    """The position of a PDN FEN string (squares numeric or algebraic, ranges, ``K`` kings)."""
    g = rules.geometry
    text = "".join(fen.split()).strip('"').rstrip(".")
    if not text:
        raise FenError("empty FEN")
    fields = text.split(":")
    if len(fields) < 2:
        raise FenError(
            f"bad FEN {shown(fen)}: expected the side to move, then the pieces, e.g. W:W21-32:B1-12"
        )
    turn = _color(fields[0].upper(), fen)
    pieces: dict[Square, Piece] = {}
    seen_colors: set[Color] = set()
    for part in fields[1:]:
        if not part:
            continue
        # some programs add counters such as "H0" or "F1": ignore those, refuse the rest
        if part[0].upper() not in "WB":
            if part[0].upper() in "HF" and ascii_number(part[1:]) is not None:
                continue
            raise FenError(f"bad FEN {shown(fen)}: {shown(part)} should start with W or B", part)
        color = _color(part[0].upper(), fen)
        if color in seen_colors:
            raise FenError(f"bad FEN {shown(fen)}: {part[0]} given twice", part)
        seen_colors.add(color)
        for token in part[1:].split(","):
            if not token:
                continue
            king = token[0] in "Kk"
            body = token[1:] if king else token
            squares: list[Square]
            try:
                if "-" in body:
                    lo_text, hi_text = body.split("-", 1)
                    lo, hi = parse_square(g, lo_text), parse_square(g, hi_text)
                    if lo > hi:
                        raise FenError(f"bad FEN {shown(fen)}: range {shown(token)} runs backwards",
                                       token)
                    squares = list(range(lo, hi + 1))
                else:
                    squares = [parse_square(g, body)]
            except FenError:
                raise
            except NotationError as e:
                raise FenError(f"bad FEN {shown(fen)}: {e}", token) from None
            for square in squares:
                if square in pieces:
                    raise FenError(f"bad FEN {shown(fen)}: square {shown(token)} given twice",
                                   token)
                piece = Piece.of(color, king)
                if not king and g.promotion_rows[color] & g.bit[square]:
                    raise FenError(
                        f"bad FEN {shown(fen)}: a man cannot stand on square {square}, its "
                        "promotion row",
                        token,
                    )
                pieces[square] = piece
    return Position(rules, pieces, turn)


def _compress(squares: list[Square], names: list[str], ranges: bool) -> list[str]:
    if not ranges:
        return names
    out: list[str] = []
    i = 0
    while i < len(squares):
        j = i
        while j + 1 < len(squares) and squares[j + 1] == squares[j] + 1:
            j += 1
        if j - i >= 2:
            out.append(f"{names[i]}-{names[j]}")
        else:
            out.extend(names[i : j + 1])
        i = j + 1
    return out


def write_fen(position: Position, style: Style = Style.NUMERIC, ranges: bool = False) -> str:
    """The PDN FEN of ``position``: men first, then kings, each in square order."""
    g = position.rules.geometry
    parts = ["W" if position.turn else "B"]
    for color, letter in ((WHITE, "W"), (BLACK, "B")):
        tokens: list[str] = []
        for king in (False, True):
            squares = position.squares_of(Piece.of(color, king))
            names = [square_name(g, s, style) for s in squares]
            if king:
                tokens.extend(f"K{n}" for n in names)
            else:
                tokens.extend(_compress(squares, names, ranges and style is Style.NUMERIC))
        parts.append(letter + ",".join(tokens))
    return ":".join(parts)
