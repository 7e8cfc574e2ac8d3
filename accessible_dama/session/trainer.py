"""Puzzles on the table: ``puzzles`` (``úlohy``) sets the next one at the player's grade,
a move is the answer (right or wrong, and why), the defence is played for a solution of
several moves, ``hint`` gives the piece and the idea, then the square, and ``solution``
shows the line. What was solved and the grade are kept in ``puzzles.json`` beside the
saved games.

While a puzzle is on the table nothing is written to the games and the computer plays
only the defence; every question about the board is answered as in a game.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from accessible_dama.engine.endgame import Tables
from accessible_dama.engine.player import piece_balance
from accessible_dama.notation import parse_fen, parse_move
from accessible_dama.puzzles import GRADES, Puzzle, load
from accessible_dama.puzzles.tactics import (
    WINS,
    WON_GAME,
    gain_plies,
    material,
    score_after,
)
from accessible_dama.rules import Move, Position, Rules
from accessible_dama.session import events
from accessible_dama.session.games import push_move
from accessible_dama.session.store import atomic_write
from accessible_dama.session.table import Table

log = logging.getLogger(__name__)

PROGRESS_NAME = "puzzles.json"
JUDGE_DEPTH = 4  # plies a move off the stored line, or a wrong one, is searched
RIGHT_IN_A_ROW = 2  # puzzles solved in a row, with no solution shown, before the grade rises


@dataclass
class PuzzleProgress:
    """What the player solved, by variant, and the grade each variant is at."""

    solved: dict[str, list[str]] = field(default_factory=dict)  # variant -> FENs
    grade: dict[str, int] = field(default_factory=dict)
    in_a_row: dict[str, int] = field(default_factory=dict)
    shown: dict[str, list[str]] = field(default_factory=dict)  # solutions shown: FENs

    @classmethod
    def read(cls, path: Path) -> PuzzleProgress:
        """The progress kept in ``path``; a fresh one when there is none or it cannot be
        read (the puzzles start again from grade 1: nothing else depends on it)."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            return cls(
                {str(k): [str(f) for f in v] for k, v in dict(data["solved"]).items()},
                {str(k): int(v) for k, v in dict(data["grade"]).items()},
                {str(k): int(v) for k, v in dict(data.get("in_a_row", {})).items()},
                {str(k): [str(f) for f in v] for k, v in dict(data.get("shown", {})).items()},
            )
        except FileNotFoundError:
            return cls()
        except (OSError, ValueError, TypeError, KeyError, AttributeError) as e:
            log.warning("the puzzles solved cannot be read from %s (%s): starting afresh",
                        path, e)
            return cls()

    def write(self, path: Path) -> None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            kept = {"solved": self.solved, "grade": self.grade, "in_a_row": self.in_a_row,
                    "shown": self.shown}
            atomic_write(path, json.dumps(kept, indent=1) + "\n")
        except OSError as e:
            log.warning("the puzzles solved cannot be kept in %s: %s", path, e)


class Trainer:
    """The puzzle on the table, if any, and the player's progress."""

    def __init__(self, table: Table, set_position: Callable[[Position], None],
                 progress_path: Path, tables: Tables | None = None) -> None:
        self.table = table
        self.tables = Tables() if tables is None else tables  # what a judged move probes
        self.set_position = set_position
        self.path = progress_path
        self.active = False  # a puzzle's position is on the table (solved or not)
        self.puzzle: Puzzle | None = None  # the puzzle being solved
        self.start: Position | None = None
        self.step = 0  # plies of the solution played
        self.on_line = True  # every move so far is the stored solution's
        self.hints = 0  # hints asked in this puzzle
        self.hint_step = 0  # hints asked for the move to find now
        self._cache: dict[str, list[Puzzle]] = {}

    def end(self) -> None:
        """Another game takes the table."""
        self.active = False
        self.puzzle = None

    # ------------------------------------------------------------ choosing

    def _puzzles(self, variant: str) -> list[Puzzle]:
        if variant not in self._cache:
            try:
                self._cache[variant] = load(variant)
            except (OSError, ValueError) as e:
                log.warning("the puzzles of %s cannot be read: %s", variant, e)
                self._cache[variant] = []
        return self._cache[variant]

    def begin(self, args: tuple[str, ...]) -> list[events.Event]:
        """The next puzzle of the game played, at the player's grade."""
        rules = self.table.rules
        puzzles = self._puzzles(rules.id) if isinstance(rules, Rules) else []
        if not puzzles or not isinstance(rules, Rules):
            return [events.NoPuzzle(rules)]
        progress = PuzzleProgress.read(self.path)
        solved = set(progress.solved.get(rules.id, ()))
        grade = progress.grade.get(rules.id, 1)
        open_ones = [p for p in puzzles if p.fen not in solved]
        if not open_ones:
            return [events.NoPuzzle(rules, all_solved=True)]
        shown = set(progress.shown.get(rules.id, ()))
        # one not shown before first; the player's grade, then the nearest (a harder one
        # before an easier)
        puzzle = min(open_ones, key=lambda p: (p.fen in shown, abs(p.grade - grade),
                                               p.grade < grade))
        try:
            position = parse_fen(puzzle.fen, rules)
        except ValueError as e:
            log.warning("a puzzle of %s cannot be read: %s", rules.id, e)
            return [events.NoPuzzle(rules)]
        self.set_position(position)
        self.active, self.puzzle, self.start = True, puzzle, position.copy()
        self.step, self.on_line, self.hints, self.hint_step = 0, True, 0, 0
        return [events.PuzzleShown(puzzles.index(puzzle) + 1, len(puzzles), puzzle.grade,
                                   position.copy(), puzzle.men, puzzle.game, len(solved), rules)]

    # ------------------------------------------------------------ the line

    def _position(self) -> Position:
        position = self.table.game.position
        assert isinstance(position, Position)
        return position

    def _stored(self) -> Move | None:
        """The stored solution's next move, while the player is on its line."""
        puzzle = self.puzzle
        if puzzle is None or not self.on_line or self.step >= len(puzzle.solution):
            return None
        try:
            return parse_move(self._position(), puzzle.solution[self.step])
        except ValueError:
            return None

    def _score_after(self, position: Position,
                     move: Move) -> tuple[int, tuple[Move, ...], int]:
        return score_after(position, move, JUDGE_DEPTH,
                           endgame=self.tables.available(position.rules))

    def _best(self, position: Position) -> tuple[int, tuple[Move, ...]]:
        """The search's best move and line from ``position`` (its score for the mover)."""
        best: tuple[int, tuple[Move, ...]] = (-10 * WON_GAME, ())
        for move in position.legal_moves():
            score, line, _ = self._score_after(position, move)
            if score > best[0]:
                best = (score, (move, *line))
        return best

    def _next(self) -> tuple[Move, ...]:
        """The line from here: the stored one while on it, else the search's."""
        puzzle = self.puzzle
        if puzzle is not None and self.on_line:
            moves: list[Move] = []
            p = self._position().copy()
            for text in puzzle.solution[self.step:]:
                try:
                    move = parse_move(p, text)
                except ValueError:
                    break
                moves.append(move)
                p.push(move)
            if moves:
                return tuple(moves)
        return self._best(self._position())[1]

    def _still_wins(self, position: Position, move: Move) -> bool:
        """Whether ``move``, off the stored line, wins as much as the best move does
        and keeps the gain the puzzle is about."""
        assert self.start is not None
        score, _, _ = self._score_after(position, move)
        best, _ = self._best(position)
        aim = material(self.start, self.start.turn) + WINS
        me = self.start.turn
        if position.turn != me:
            return False
        return score >= best - 30 and (score >= WON_GAME or score >= aim)

    def _won(self) -> bool:
        """Whether the gain the puzzle promises stands on the board."""
        puzzle, start = self.puzzle, self.start
        assert puzzle is not None and start is not None
        game = self.table.game
        if game.outcome is not None:
            return game.outcome.winner == start.turn
        if self.on_line and self.step >= len(puzzle.solution):
            return True
        position = self._position()
        gained = piece_balance(position, start.turn) - piece_balance(start, start.turn)
        return not puzzle.game and gained >= max(1, puzzle.men) and not position.must_capture()

    # ------------------------------------------------------------ answers

    def answer(self, move: Move) -> list[events.Event]:
        """The player's move: right (played, and the defence after it, or the puzzle is
        solved) or wrong (not played, and why)."""
        puzzle = self.puzzle
        if puzzle is None:
            return [events.NoPuzzle(self.table.rules, not_set=True)]
        position = self._position().copy()
        stored = self._stored()
        if move == stored:
            right = True
        elif self.step == 0:
            right = False  # the first move is the only one that wins: the search said so
        else:
            right = self._still_wins(position, move)
            self.on_line = self.on_line and not right
        if not right:
            return [self._wrong(position, move)]
        out: list[events.Event] = [self._play(move, by_computer=False)]
        self.step += 1
        self.hint_step = 0
        if self._won():
            return out + [events.PuzzleAnswer(position, move, True, True, puzzle.men, puzzle.game),
                          self._finish(shown=False)]
        out.append(events.PuzzleAnswer(position, move, True))
        defence = self._next()
        if defence:
            out.append(self._play(defence[0], by_computer=True))
            self.step += 1
        if self._won() or self.table.game.outcome is not None:
            return out + [self._finish(shown=False)]
        return out + [events.PuzzleGoesOn()]

    def _play(self, move: Move, by_computer: bool) -> events.MoveMade:
        made = push_move(self.table.game, move, by_computer)
        self.table.made.append(made)
        return made

    def _wrong(self, position: Position, move: Move) -> events.PuzzleAnswer:
        """Why ``move`` does not do it: what it loses, shown by the opponent's answer."""
        _, line, _ = self._score_after(position, move)
        after = position.copy()
        after.push(move)
        plies, lost = gain_plies(after, line)
        reply = line[0] if line else None
        # the player's pieces the opponent takes on the line until the loss stands
        taken = sorted({square for m in line[:plies:2] for square in m.captured})
        return events.PuzzleAnswer(position, move, False, loses=lost,
                                   reply=reply if lost else None,
                                   taken=tuple(taken) if lost else ())

    def _finish(self, shown: bool) -> events.PuzzleSolved:
        """The puzzle is over: kept as solved (unless its solution was shown), and the
        grade moves."""
        puzzle = self.puzzle
        assert puzzle is not None
        variant = puzzle.variant
        progress = PuzzleProgress.read(self.path)
        grade = progress.grade.get(variant, 1)
        up = False
        if shown:
            progress.in_a_row[variant] = 0
            grade = max(1, grade - 1)
            seen = progress.shown.setdefault(variant, [])
            if puzzle.fen not in seen:
                seen.append(puzzle.fen)
        else:
            solved = progress.solved.setdefault(variant, [])
            if puzzle.fen not in solved:
                solved.append(puzzle.fen)
            in_a_row = progress.in_a_row.get(variant, 0) + (0 if self.hints else 1)
            if in_a_row >= RIGHT_IN_A_ROW and grade < GRADES:
                grade, up, in_a_row = grade + 1, True, 0
            progress.in_a_row[variant] = in_a_row
        progress.grade[variant] = grade
        progress.write(self.path)
        self.puzzle = None
        return events.PuzzleSolved(len(progress.solved.get(variant, ())), grade, up, shown)

    def undo(self, args: tuple[str, ...]) -> list[events.Event]:
        """Back to before the player's last move in the puzzle (and the defence after it)."""
        game = self.table.game
        if self.puzzle is None or self.step == 0 or not game.moves:
            return [events.Undone((), nothing=True)]
        taken: list[Move] = []
        while game.moves and (not taken or game.turn != self.start_turn):
            taken.append(game.pop())
            if self.table.made:
                self.table.made.pop()
            self.step -= 1
        self.hint_step = 0
        return [events.Undone(tuple(taken))]

    @property
    def start_turn(self) -> bool:
        return self.start is not None and self.start.turn

    def hint(self, args: tuple[str, ...]) -> list[events.Event]:
        """First the piece and the idea, then where it goes."""
        puzzle = self.puzzle
        line = self._next() if puzzle is not None else ()
        if puzzle is None or not line:
            return [events.NoPuzzle(self.table.rules, not_set=True)]
        self.hints += 1
        self.hint_step += 1
        position = self._position().copy()
        kind = ("capture" if line[0].captured
                else puzzle.kind if self.step == 0 else "quiet")
        return [events.PuzzleHint(position, line[0].start, line[0].end, kind, self.hint_step)]

    def solution(self, args: tuple[str, ...]) -> list[events.Event]:
        """The line from where the player is; the puzzle does not count as solved."""
        puzzle = self.puzzle
        if puzzle is None:
            return [events.NoPuzzle(self.table.rules, not_set=True)]
        line = self._next()
        shown = events.PuzzleSolution(self._position().copy(), line, puzzle.men, puzzle.game)
        return [shown, self._finish(shown=True)]
