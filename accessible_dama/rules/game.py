"""A game: a position with its history, undo, the draw rules and the result."""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Generic, TypeVar

from accessible_dama.rules.board import Color
from accessible_dama.rules.draws import DrawRule
from accessible_dama.rules.move import Move
from accessible_dama.rules.outcome import Outcome, Reason
from accessible_dama.rules.position import PlayablePosition, Position
from accessible_dama.rules.variants import DEFAULT_VARIANT, Rules


class IllegalMoveError(ValueError):
    """A move that is not legal in the position: the one error for it, whether the move
    was given (``Game.push``: ``move``) or written (the notation's readers raise it as
    ``notation.IllegalMoveText``, a ``NotationError`` too)."""

    def __init__(self, message: str = "", *, move: Move | None = None) -> None:
        super().__init__(message or f"illegal move {move!r}")
        self.move = move


class GameOverError(ValueError):
    """A move after the game has ended."""

    def __init__(self, outcome: Outcome) -> None:
        super().__init__(f"the game is over ({outcome})")
        self.outcome = outcome


@dataclass(frozen=True)
class DrawCounter:
    """A draw rule that is counting: how many plies are left until it draws the game."""

    rule: DrawRule
    plies_left: int


def _move_key(move: Move) -> tuple[tuple[int, ...], tuple[int, ...], frozenset[int]]:
    # start, end and captured pieces (a pass of the point games has no start or end)
    return (move.path[:1], move.path[-1:], move.captured)


P = TypeVar("P", bound=PlayablePosition)


class BaseGame(Generic[P]):
    """What every game shares: the position and its history, undo, the repetition count,
    and the results the players decide (resignation, agreement, time).

    A subclass judges the position after each move (``_judge``) and may keep more state
    per move (``_before_move``, ``_after_move``, ``_saved``, ``_restore``).
    """

    def __init__(self, position: P, start: P) -> None:
        self.position = position
        self.start = start
        self.moves: list[Move] = []
        self._repetitions: Counter[Hashable] = Counter()
        self._repetitions[self.position.key()] += 1
        self._undo: list[tuple[object, Outcome | None]] = []
        # the plies that were irregular moves left to stand, with what the record says
        self.irregular: dict[int, str] = {}
        self._legal: list[Move] | None = None
        self.outcome: Outcome | None = None

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

    def times_seen(self, key: Hashable) -> int:
        """How many times the position of this ``key()`` has stood on the board."""
        return self._repetitions[key]

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    # ------------------------------------------------------------ moves

    def push(self, move: Move, irregular: str | None = None) -> Move:
        """Play ``move``; returns the legal move played (with its full path). With
        ``irregular`` (what the record says of it), ``move`` is an irregular move left
        to stand (``push_irregular``).

        Raises IllegalMoveError for a move that is not legal here and GameOverError
        after the end of the game.
        """
        if irregular is not None:
            return self.push_irregular(move, irregular)
        if self.outcome is not None:
            raise GameOverError(self.outcome)
        legal = self.find_legal(move)
        if legal is None:
            raise IllegalMoveError(move=move)
        return self._play(legal)

    def _play(self, move: Move) -> Move:
        position = self.position
        before = self._before_move(move)
        self._undo.append((self._saved(), self.outcome))
        position.push(move)
        self.moves.append(move)
        self._legal = None
        self._repetitions[position.key()] += 1
        self._after_move(move, before)
        self.outcome = self._judge()
        return move

    def push_irregular(self, move: Move, note: str) -> Move:
        """Play ``move``, which the rules did not allow but the opponent let stand (a
        game on a real board): its piece goes along its path (crowned as a legal move
        would be), the pieces of ``move.captured`` (those taken off the board) leave it,
        and the game goes on from there. ``note`` says what it was, for the record
        (``irregular``); ``pop`` takes it back like any move. Raises IllegalMoveError for
        a move no board can show (``_shows``) and GameOverError after the end of the
        game."""
        if self.outcome is not None:
            raise GameOverError(self.outcome)
        if len(move.path) < 2 or not self._shows(move):
            raise IllegalMoveError(f"no piece of the side to move can do {move!r}", move=move)
        self._play(move)
        self.irregular[len(self.moves) - 1] = note
        return move

    def pop(self) -> Move:
        """Take back the last move (and any result it brought)."""
        if not self.moves:
            raise IndexError("no move to take back")
        self.irregular.pop(len(self.moves) - 1, None)
        key = self.position.key()
        self._repetitions[key] -= 1
        if not self._repetitions[key]:
            del self._repetitions[key]
        saved, self.outcome = self._undo.pop()
        self._restore(saved)
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

    # ------------------------------------------------------------ hooks

    def _judge(self) -> Outcome | None:
        """The result of the position just reached, if the game is over."""
        raise NotImplementedError

    def _before_move(self, legal: Move) -> object:
        """What ``_after_move`` needs to know of the position before ``legal``."""
        return None

    def _after_move(self, legal: Move, before: object) -> None:
        """Bring the subclass's own state up to the move just played."""

    def _saved(self) -> object:
        """The subclass's own state, saved before each move for ``pop``."""
        return None

    def _restore(self, saved: object) -> None:
        """Put back what ``_saved`` returned."""

    def _shows(self, move: Move) -> bool:
        """Whether a board can show ``move`` (an irregular move): none here."""
        return False


class Game(BaseGame[Position]):
    """One game of a draughts variant: moves pushed and taken back, with the result checked
    after every move (no pieces, no move, repetition, each draw rule of the variant)."""

    def __init__(self, rules: Rules = DEFAULT_VARIANT, position: Position | None = None) -> None:
        self.rules = rules
        current = position.copy() if position is not None else Position(rules)
        if current.rules is not rules:
            raise ValueError(f"position of {current.rules.id}, game of {rules.id}")
        super().__init__(current, current.copy())
        self._draw_states: list[object] = [r.start(self.position) for r in rules.draw_rules]
        self.outcome = self._judge()

    def draw_counters(self) -> list[DrawCounter]:
        """The draw rules counting now, with the plies left to each."""
        out = []
        for rule, state in zip(self.rules.draw_rules, self._draw_states, strict=True):
            left = rule.plies_left(state)
            if left is not None:
                out.append(DrawCounter(rule, left))
        return out

    def _shows(self, move: Move) -> bool:
        pieces = self.position.pieces()
        mover = self.position.turn
        start, end = move.path[0], move.path[-1]
        piece = pieces.get(start)
        return (piece is not None and piece.color == mover
                and (end == start or end not in pieces)
                and all(s in pieces and pieces[s].color != mover for s in move.captured))

    # ------------------------------------------------------------ hooks

    def _before_move(self, legal: Move) -> object:
        return not legal.captured and self.position.is_man_move(legal)

    def _after_move(self, legal: Move, before: object) -> None:
        plain_man = bool(before)
        self._draw_states = [
            rule.advance(state, self.position, plain_man, bool(legal.captured))
            for rule, state in zip(self.rules.draw_rules, self._draw_states, strict=True)
        ]

    def _saved(self) -> object:
        return list(self._draw_states)

    def _restore(self, saved: object) -> None:
        assert isinstance(saved, list)
        self._draw_states = saved

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
    "BaseGame",
    "DrawCounter",
    "Game",
    "GameOverError",
    "IllegalMoveError",
    "Outcome",
    "PlayablePosition",
]
