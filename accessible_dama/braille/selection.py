"""Routing keys to moves: the first press picks the piece, the next one where it goes.

A capture is chosen by its landing squares, one press each; the move is sent as soon as
the squares pressed are a whole legal move, or can be no part of one (then the game
says why it is not legal). A first press on anything but a piece that can move sends
that one square, and the game says what it makes of it (whose piece stands there, why
it cannot move, or which moves end there).

On a board of points the keys select points the same way. A mill placement is one
point: a press on an empty point where a man may be placed sends it at once; when the
placement (or a step) closes a mill, the game asks which man to take, and a press on
that man answers (it is sent as one point).
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_dama.notation.squares import Style
from accessible_dama.notation.text import square_name
from accessible_dama.rules import AnyPosition, Square


class Selector:
    """The squares chosen so far with the routing keys (the cursor on the board)."""

    def __init__(self) -> None:
        self.path: list[Square] = []

    def reset(self) -> None:
        self.path = []

    def press(self, position: AnyPosition, square: Square) -> str | None:
        """A routing key over ``square``: the input text for the game when a choice is
        complete (``"c3 d4"``, ``"a1 c3 e5"``, a mill placement ``"d7"``), or None while
        choosing."""
        legal = [m for m in position.legal_moves() if m.path]  # a pass is never chosen
        path = self.path
        if not path and any(m.path == (square,) for m in legal):
            return self._send(position, [square])  # a mill placement
        if not path or (len(path) == 1 and square != path[0]
                        and any(m.start == square for m in legal)):
            # a piece that can move is picked (or picked instead of the one before)
            if any(m.start == square for m in legal):
                self.path = [square]
                return None
            return self._send(position, [square])
        if square == path[-1]:
            path.pop()  # pressing the last chosen square again takes it back
            return None
        chosen = (*path, square)
        if any(m.path == chosen for m in legal):
            return self._send(position, chosen)
        if any(m.path[: len(chosen)] == chosen for m in legal):
            path.append(square)  # a landing square of a capture that goes on
            return None
        return self._send(position, chosen)

    def _send(self, position: AnyPosition, squares: Sequence[Square]) -> str:
        self.path = []
        # algebraic names, which the game reads in every notation
        return " ".join(square_name(position.rules, s, Style.ALGEBRAIC) for s in squares)


class SquareSelector(Selector):
    """Routing keys on a sensor board's game: the moves are made on the board, so a
    press chooses nothing and sends its square, and the game says what stands there."""

    def press(self, position: AnyPosition, square: Square) -> str | None:
        return self._send(position, [square])


__all__ = ["Selector", "SquareSelector"]
