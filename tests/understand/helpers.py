"""Helpers of the understand tests: positions, and intents written back as short text."""

from __future__ import annotations

import random

from accessible_dama.notation import parse_fen
from accessible_dama.notation.movetext import full_move_text
from accessible_dama.rules import Position, Rules
from accessible_dama.understand import (
    AmbiguousIntent,
    CommandIntent,
    IllegalIntent,
    Intent,
    MoveIntent,
    UnknownIntent,
)


def position(rules: Rules, fen: str = "") -> Position:
    """The starting position of ``rules``, or the FEN's (algebraic squares allowed)."""
    return parse_fen(fen, rules) if fen else Position(rules)


def random_position(rules: Rules, seed: int, plies: int) -> Position:
    """A position reached by ``plies`` random legal moves (fewer if the game ends)."""
    pos = Position(rules)
    rng = random.Random(seed)
    for _ in range(plies):
        moves = pos.legal_moves()
        if not moves:
            break
        pos.push(rng.choice(moves))
    return pos.copy()


def summary(pos: Position, intent: Intent) -> object:
    """``"c3-d4"`` for a move (every landing square), ``{"c3-d4", "e3-d4"}`` for a
    question, ``("illegal", kind)``, ``("command", name, args)``, or ``"unknown"``."""
    if isinstance(intent, MoveIntent):
        return full_move_text(pos, intent.move)
    if isinstance(intent, AmbiguousIntent):
        return {full_move_text(pos, m) for m in intent.moves}
    if isinstance(intent, IllegalIntent):
        return ("illegal", intent.illegal.kind.name)
    if isinstance(intent, CommandIntent):
        return ("command", intent.name, intent.args)
    assert isinstance(intent, UnknownIntent)
    return "unknown"
