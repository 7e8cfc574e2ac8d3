"""A game: a position with its history, undo, the draw rules and the result."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from accessible_dama.rules.board import Color
from accessible_dama.rules.move import Move
from accessible_dama.rules.position import Position
from accessible_dama.rules.variants import DEFAULT_VARIANT, DrawRule, Reason, Rules


@dataclass(frozen=True)
class Outcome:
    """How a game ended: the winner (None for a draw), the reason, and the clause of the
    rules that decided it, when one did."""

    winner: Color | None
    reason: Reason
    clause: str = ""

    @property
    def result(self) -> str:
        """The PDN result: ``1-0``, ``0-1`` or ``1/2-1/2``."""
        if self.winner is None:
            return "1/2-1/2"
        return "1-0" if self.winner else "0-1"


class IllegalMoveError(ValueError):
    """A move that is not legal in the current position."""

    def __init__(self, move: Move, message: str = "") -> None:
        super().__init__(message or f"illegal move {move!r}")
        self.move = move


class GameOverError(ValueError):
    """A move after the game has ended."""

    def __init__(self, outcome: Outcome) -> None:
        super().__init__(f"the game is over ({outcome.result}, {outcome.reason.value})")
        self.outcome = outcome


@dataclass(frozen=True)
class DrawCounter:
    """A draw rule that is counting: how many plies are left until it draws the game."""

    rule: DrawRule
    plies_left: int


def _move_key(move: Move) -> tuple[int, int, frozenset[int]]:
    return (move.path[0], move.path[-1], move.captured)


class Game:
    """One game of a variant: moves pushed and taken back, with the result checked after
    every move (no pieces, no move, repetition, each draw rule of the variant)."""

    def __init__(self, rules: Rules = DEFAULT_VARIANT, position: Position | None = None) -> None:
        self.rules = rules
        self.position = position.copy() if position is not None else Position(rules)
        if self.position.rules is not rules:
            raise ValueError(f"position of {self.position.rules.id}, game of {rules.id}")
        self.start = self.position.copy()
        self.moves: list[Move] = []
        self._repetitions: Counter[tuple[int, int, int, int, bool]] = Counter()
        self._repetitions[self.position.key()] += 1
        self._draw_states: list[object] = [r.start(self.position) for r in rules.draw_rules]
        self._undo: list[tuple[list[object], Outcome | None]] = []
        self._legal: list[Move] | None = None
        self.outcome: Outcome | None = None
        self.outcome = self._judge()

    # ------------------------------------------------------------ questions

    @property
    def turn(self) -> Color:
        return self.position.turn

    def legal_moves(self) -> list[Move]:
        """The legal moves of the side to move; none once the game is over."""
        if self.outcome is not None:
            return []
        if self._legal is None:
            self._legal = self.position.legal_moves()
        return list(self._legal)

    def find_legal(self, move: Move) -> Move | None:
        """The legal move with the same start, end and captured pieces, if any."""
        key = _move_key(move)
        for m in self.legal_moves():
            if _move_key(m) == key:
                return m
        return None

    def repetition_count(self) -> int:
        """How many times the current position has stood on the board, this time included."""
        return self._repetitions[self.position.key()]

    def draw_counters(self) -> list[DrawCounter]:
        """The draw rules counting now, with the plies left to each."""
        out = []
        for rule, state in zip(self.rules.draw_rules, self._draw_states, strict=True):
            left = rule.plies_left(state)
            if left is not None:
                out.append(DrawCounter(rule, left))
        return out

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    # ------------------------------------------------------------ moves

    def push(self, move: Move) -> Move:
        """Play ``move``; returns the legal move played (with its full path).

        Raises IllegalMoveError for a move that is not legal here and GameOverError
        after the end of the game.
        """
        if self.outcome is not None:
            raise GameOverError(self.outcome)
        legal = self.find_legal(move)
        if legal is None:
            raise IllegalMoveError(move)
        position = self.position
        plain_man = not legal.captured and position.is_man_move(legal)
        self._undo.append((list(self._draw_states), self.outcome))
        position.push(legal)
        self.moves.append(legal)
        self._legal = None
        self._repetitions[position.key()] += 1
        self._draw_states = [
            rule.advance(state, position, plain_man, bool(legal.captured))
            for rule, state in zip(self.rules.draw_rules, self._draw_states, strict=True)
        ]
        self.outcome = self._judge()
        return legal

    def pop(self) -> Move:
        """Take back the last move (and any result it brought)."""
        if not self.moves:
            raise IndexError("no move to take back")
        key = self.position.key()
        self._repetitions[key] -= 1
        if not self._repetitions[key]:
            del self._repetitions[key]
        self._draw_states, self.outcome = self._undo.pop()
        self.moves.pop()
        self._legal = None
        return self.position.pop()

    # ------------------------------------------------------------ results by the players

    def resign(self, color: Color) -> Outcome:
        """``color`` resigns."""
        return self._end(Outcome(not color, Reason.RESIGNATION))

    def agree_draw(self) -> Outcome:
        return self._end(Outcome(None, Reason.AGREEMENT))

    def lose_on_time(self, color: Color) -> Outcome:
        """``color``'s flag fell."""
        return self._end(Outcome(not color, Reason.TIME))

    def _end(self, outcome: Outcome) -> Outcome:
        if self.outcome is not None:
            raise GameOverError(self.outcome)
        # stands until the last move is taken back (pop restores the state before it)
        self.outcome = outcome
        return outcome

    # ------------------------------------------------------------ judging

    def _judge(self) -> Outcome | None:
        position = self.position
        mover = position.turn
        men, kings = position.count(mover)
        if men + kings == 0:
            return Outcome(not mover, Reason.NO_PIECES)
        self._legal = position.legal_moves()
        if not self._legal:
            if self.rules.blocked_player_loses:
                return Outcome(not mover, Reason.NO_MOVES)
            return Outcome(None, Reason.NO_MOVES)
        if self._repetitions[position.key()] >= self.rules.repetitions:
            return Outcome(None, Reason.REPETITION)
        for rule, state in zip(self.rules.draw_rules, self._draw_states, strict=True):
            if rule.plies_left(state) == 0:
                return Outcome(None, rule.reason, rule.clause)
        return None


__all__ = [
    "DrawCounter",
    "Game",
    "GameOverError",
    "IllegalMoveError",
    "Outcome",
]
