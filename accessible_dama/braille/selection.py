"""Routing keys to moves: the first press picks the piece, the next one where it goes.

A capture is chosen by its landing squares, one press each; the move is sent as soon as
the squares pressed are a whole legal move, or can be no part of one (then the game
says why it is not legal). A first press on anything but a piece that can move sends
that one square, and the game says what it makes of it (whose piece stands there, why
it cannot move, or which moves end there).
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_dama.notation.squares import square_name
from accessible_dama.rules import Position, Square


class Selector:
    """The squares chosen so far with the routing keys (the cursor on the board)."""

    def __init__(self) -> None:
        self.path: list[Square] = []

    def reset(self) -> None:
        self.path = []

    def press(self, position: Position, square: Square) -> str | None:
        """A routing key over ``square``: the input text for the game when a choice is
        complete (``"c3 d4"``, ``"a1 c3 e5"``), or None while choosing."""
        legal = position.legal_moves()
        path = self.path
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

    def _send(self, position: Position, squares: Sequence[Square]) -> str:
        self.path = []
        g = position.rules.geometry
        return " ".join(square_name(g, s) for s in squares)


__all__ = ["Selector"]
