"""How any game ends: the reason, the winner and the clause that decided it. Every game
(draughts and the games on boards of points) ends for one of these reasons."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from accessible_dama.rules.board import Color


class Reason(Enum):
    """Why a game ended."""

    NO_PIECES = "no_pieces"
    NO_MOVES = "no_moves"
    REPETITION = "repetition"
    MOVE_LIMIT = "move_limit"
    ENDGAME_COUNT = "endgame_count"
    ONE_KING_EACH = "one_king_each"
    AGREEMENT = "agreement"
    RESIGNATION = "resignation"
    TIME = "time"
    # the games on boards of points (001)
    CHECKMATE = "checkmate"  # Vietnamese chess: the king in check cannot get out
    REPETITION_LOSS = "repetition_loss"  # Vietnamese chess: the repeating player loses
    BOTH_BLOCKED = "both_blocked"  # modified alquerque: neither can move, more men wins
    TOO_FEW_MEN = "too_few_men"  # mill: a player reduced to two men loses


@dataclass(frozen=True)
class Outcome:
    """How a game ended: the winner (None for a draw), the reason, and the clause of the
    rules that decided it, when one did."""

    winner: Color | None
    reason: Reason
    clause: str = ""

    def __str__(self) -> str:
        won = "a draw" if self.winner is None else "White won" if self.winner else "Black won"
        return f"{won}, {self.reason.value}"


__all__ = ["Outcome", "Reason"]
