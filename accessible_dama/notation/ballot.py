"""Opening ballots: the first moves of a game drawn by lot, as tables of them write them.

A ballot is either moves (``ab4 ba5 ba3 ab6`` in short notation, or ``c3-d4 f6-g5``), each
the one legal move it names, or relocations (``a1-a5 a7-h4``: each side's man put from one
square on another, ``---`` for a side that moves none), as the Russian and Brazilian
tables of two-move openings write them. Relocations are made together: a man may be put
on a square the other side's relocation empties.
"""

from __future__ import annotations

import re

from accessible_dama.notation.movetext import parse_move
from accessible_dama.notation.squares import NotationError, Unreadable, parse_square, square_name
from accessible_dama.rules.board import Color
from accessible_dama.rules.position import Position
from accessible_dama.rules.variants import Rules

_SQUARE = r"[a-jA-J](?:10|[1-9])"
_RELOCATION_RE = re.compile(rf"({_SQUARE})-({_SQUARE})")
#: a side that relocates nothing
NO_RELOCATION = "---"


class BallotError(NotationError):
    """A ballot that cannot be played: ``turn`` (from 1) is the part of it that fails."""

    def __init__(self, message: str, turn: int, text: str) -> None:
        super().__init__(message, unreadable=Unreadable.NOT_A_MOVE, part=text)
        self.turn = turn
        self.text = text


def _is_relocation_ballot(turns: list[str]) -> bool:
    return bool(turns) and all(t == NO_RELOCATION or _RELOCATION_RE.fullmatch(t) for t in turns)


def _relocated(start: Position, turns: list[str]) -> Position:
    """The start with every side's relocations made together."""
    g = start.rules.geometry
    pieces = start.pieces()
    side: Color = start.turn
    relocations: list[tuple[int, int, str, int]] = []  # from, to, as written, turn
    for turn, text in enumerate(turns, 1):
        match = _RELOCATION_RE.fullmatch(text)
        if match is not None:
            source, target = parse_square(g, match[1]), parse_square(g, match[2])
            piece = pieces.get(source)
            if piece is None or piece.color != side or any(r[0] == source for r in relocations):
                raise BallotError(f"{text}: no man of the side to move on {match[1]}", turn, text)
            relocations.append((source, target, text, turn))
        side = not side
    lifted = {source: pieces.pop(source) for source, *_ in relocations}
    for source, target, text, turn in relocations:
        if target in pieces:
            raise BallotError(f"{text}: {square_name(g, target)} is taken", turn, text)
        pieces[target] = lifted[source]
    try:
        return Position(start.rules, pieces, side)
    except ValueError as e:  # a man put on its crowning row
        raise BallotError(f"{' '.join(turns)}: {e}", len(turns), " ".join(turns)) from None


def ballot_position(rules: Rules, ballot: str) -> Position:
    """The position a ballot leads to from the start of ``rules``.

    Raises ``BallotError`` (a ``NotationError``) for a relocation from a square without a
    man of its side or onto a taken one, ``IllegalMoveError`` for a move that names no
    legal move, and ``AmbiguousMoveError`` (with the candidates) for one that names
    several: a ballot is never guessed.
    """
    turns = ballot.split()
    position = Position(rules)
    if _is_relocation_ballot(turns):
        return _relocated(position, turns)
    for text in turns:
        position.push(parse_move(position, text))
    return position
