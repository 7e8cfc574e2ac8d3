"""Square names: algebraic (``c3``) and numeric (``22``), for 8x8 and 10x10 boards."""

from __future__ import annotations

from enum import Enum

from accessible_dama.rules.board import Geometry, Square
from accessible_dama.rules.contract import GameRules
from accessible_dama.rules.points import FILES


class Unreadable(Enum):
    """What a text that cannot be read was meant to be, for a sentence in the player's
    language (the error's own message is English, for a log)."""

    NOT_A_SQUARE = "not_a_square"  # the text names no square
    NO_SUCH_SQUARE = "no_such_square"  # a square number the board does not have
    LIGHT_SQUARE = "light_square"  # a square pieces never stand on
    NOT_A_POINT = "not_a_point"  # the text names no point of a board of points
    NOT_A_MOVE = "not_a_move"  # the text is not written as a move
    POSITION = "position"  # a position string (FEN) that cannot be read
    POSITION_NOT_ALLOWED = "position_not_allowed"  # it reads, the rules refuse it
    OTHER = "other"


class NotationError(ValueError):
    """Text that does not name what it should (a square, a move, a position):
    ``unreadable`` says what it should have been, ``part`` the piece of text that is
    wrong."""

    def __init__(self, message: str, *, unreadable: Unreadable = Unreadable.OTHER,
                 part: str = "") -> None:
        super().__init__(message)
        self.unreadable = unreadable
        self.part = part


#: characters of a player's text quoted in an error message (as the game says them back)
SHOWN_AT_MOST = 40


def shown(text: str) -> str:
    """A player's text quoted in an error message: its ``repr``, of at most
    ``SHOWN_AT_MOST`` characters (a longer text is cut, with an ellipsis), so that a
    30 KB argument is never echoed whole."""
    if len(text) <= SHOWN_AT_MOST:
        return repr(text)
    return repr(text[: SHOWN_AT_MOST - 1] + "…")


class Style(Enum):
    """How squares are written."""

    ALGEBRAIC = "algebraic"
    NUMERIC = "numeric"


def usual_style(rules: GameRules) -> Style:
    """How records of a game usually write squares: numeric for English and
    international draughts, algebraic for the others (and every board of points)."""
    return Style.NUMERIC if rules.numeric_notation else Style.ALGEBRAIC


MAX_DIGITS = 9  # no square, level, move number or count a player means is longer


def ascii_number(text: str) -> int | None:
    """The whole number ``text`` writes in the digits 0-9, or None.

    Only ASCII digits count: ``str.isdigit`` also accepts ``❸``, ``²`` and ``፮``, which
    ``int`` refuses, and ``int`` refuses numbers of thousands of digits; text a player
    typed is read with this, never with ``int`` alone.
    """
    if 0 < len(text) <= MAX_DIGITS and text.isascii() and text.isdigit():
        return int(text)
    return None


def square_name(g: Geometry, square: Square, style: Style = Style.ALGEBRAIC) -> str:
    """``c3`` or ``22``."""
    if style is Style.NUMERIC:
        g.coords(square)  # validates
        return str(square)
    file, rank = g.coords(square)
    return f"{FILES[file]}{rank + 1}"


def parse_square(g: Geometry, text: str) -> Square:
    """A square from ``c3``/``C3`` or ``22``; raises NotationError."""
    t = text.strip().lower()
    n = ascii_number(t)
    if n is not None:
        if 1 <= n <= g.squares:
            return n
        raise NotationError(f"no square {t} on a {g.size}x{g.size} board (1-{g.squares})",
                            unreadable=Unreadable.NO_SUCH_SQUARE, part=t)
    number = ascii_number(t[1:])
    if len(t) >= 2 and t[0] in FILES[: g.size] and number is not None:
        file = FILES.index(t[0])
        rank = number - 1
        if 0 <= rank < g.size:
            square = g.square_at(file, rank)
            if square is None:
                raise NotationError(f"{t} is a light square; pieces stand on dark squares",
                                    unreadable=Unreadable.LIGHT_SQUARE, part=t)
            return square
    raise NotationError(f"{shown(text)} is not a square", unreadable=Unreadable.NOT_A_SQUARE,
                        part=text.strip())


def all_square_names(g: Geometry, style: Style = Style.ALGEBRAIC) -> list[str]:
    return [square_name(g, s, style) for s in range(1, g.squares + 1)]
