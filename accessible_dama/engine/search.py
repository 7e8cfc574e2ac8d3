"""Iterative-deepening principal variation search.

The search is a generator: each completed depth yields a ``Progress`` (depth, score,
best line), so the caller can say "thinking, depth 8" and stop whenever it likes. It
never reads a clock of its own: the caller passes the deadline and the clock.
Captures are forced in draughts, so the horizon never ends inside a capture sequence:
quiescence goes on while the side to move must capture.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from accessible_dama.engine.progress import Progress
from accessible_dama.engine.state import DRAW, WIN, SearchState

M = TypeVar("M")
INF = 10 * WIN
_EXACT, _LOWER, _UPPER = 0, 1, 2
_CHECK_EVERY = 255  # nodes between two looks at the clock (a mask)


class _OutOfTime(Exception):
    pass


@dataclass
class SearchOptions:
    max_depth: int = 64
    quiescence: bool = True
    root_noise: int = 0  # up to this many hundredths of a man added at random to root moves
    node_limit: int | None = None
    table_size: int = 1 << 19  # entries (about 150 bytes each)
    # one more ply where the horizon hides a capture the opponent threatens, at most
    # this many times along one line
    threats: int = 1
    # late moves searched a ply less first (late-move reductions)
    reductions: bool = True
    # the root searched first in a window this wide around the last depth's score
    aspiration: int = 30
    # a new depth starts only while the time left is at least this share of the time
    # used so far; a depth cut short still gives a better root move if it found one
    start_share: float = 0.0


@dataclass
class _Stats:
    nodes: int = 0
    killers: dict[int, list[Hashable]] = field(default_factory=dict)
    history: dict[Hashable, int] = field(default_factory=dict)


class Search(Generic[M]):
    """One search from one position; iterate it for progress, or call ``run``."""

    def __init__(
        self,
        state: SearchState[M],
        *,
        deadline: float | None,
        clock: Callable[[], float],
        options: SearchOptions | None = None,
        history: Sequence[int] = (),
        rng: random.Random | None = None,
        table: dict[int, tuple[int, int, int, Any]] | None = None,
    ) -> None:
        self.state = state
        self.deadline = deadline
        self.clock = clock
        self.options = options or SearchOptions()
        self.rng = rng or random.Random(0)
        self.table: dict[int, tuple[int, int, int, Any]] = {} if table is None else table
        self._seen: dict[int, int] = {}
        for h in history:
            self._seen[h] = self._seen.get(h, 0) + 1
        self._stats = _Stats()
        self._extend_until = 0  # plies from the root within which threats are followed
        self._extended = 0  # threats followed on the line being searched
        # a better root move found by a depth not finished: (score, line)
        self._partial: tuple[int, list[M]] | None = None
        self._started = 0.0
        self.result: Progress[M] | None = None

    # ------------------------------------------------------------ driving

    def __iter__(self) -> Iterator[Progress[M]]:
        state = self.state
        self._started = self.clock()
        moves = state.legal_moves()
        if not moves:
            return
        noise = (
            {state.move_key(m): self.rng.randint(0, self.options.root_noise) for m in moves}
            if self.options.root_noise
            else {}
        )
        if len(moves) == 1:
            # a forced move: no need to think
            self.result = Progress(0, 0, (moves[0],), 0, 0.0)
            yield self.result
            return
        if len(self.table) > self.options.table_size:
            self.table.clear()
        previous_best: M | None = None
        score = 0
        for depth in range(1, self.options.max_depth + 1):
            self._extend_until = 2 * depth + 2
            try:
                score, line = self._aspire(moves, depth, previous_best, noise, score)
            except _OutOfTime:
                if self._partial is not None:
                    # the depth cut short had already proved another move better (or, in
                    # the first depth, searched one move to its end: the best so far)
                    part_score, part_line = self._partial
                    self.result = Progress(
                        self.result.depth if self.result else 0, part_score,
                        tuple(part_line), self._stats.nodes, self.clock() - self._started,
                    )
                    yield self.result
                elif self.result is None:
                    # not one move searched to its end in time: the first in order
                    self.result = Progress(0, 0, (self._order(moves, None, 0)[0],),
                                           self._stats.nodes, self.clock() - self._started)
                    yield self.result
                return
            previous_best = line[0]
            self.result = Progress(
                depth, score, tuple(line), self._stats.nodes, self.clock() - self._started
            )
            yield self.result
            if abs(score) >= WIN - 1000 and depth > WIN - abs(score):
                return  # a forced result is seen to its end
            if self.deadline is not None and depth >= 1:
                # another depth while there is time: one cut short may still find a better
                # move (start_share > 0 keeps from starting one that cannot get far)
                elapsed = self.clock() - self._started
                left = self.deadline - self.clock()
                if left <= 0 or left < elapsed * self.options.start_share:
                    return

    def run(self) -> Progress[M] | None:
        """Search to the deadline or the depth limit; the last completed depth."""
        for _ in self:
            pass
        return self.result

    # ------------------------------------------------------------ the tree

    def _tick(self) -> None:
        stats = self._stats
        stats.nodes += 1
        if not stats.nodes & _CHECK_EVERY:
            # the limits hold in the first depth too (a position whose capture sequences
            # explode can take minutes there): the best move so far is the answer
            if self.deadline is not None and self.clock() >= self.deadline:
                raise _OutOfTime
            limit = self.options.node_limit
            if limit is not None and stats.nodes >= limit:
                raise _OutOfTime
            if len(self.table) > self.options.table_size:
                self.table.clear()  # memory stays bounded however long the search

    def _aspire(
        self,
        moves: list[M],
        depth: int,
        previous_best: M | None,
        noise: dict[Hashable, int],
        previous: int,
    ) -> tuple[int, list[M]]:
        """The root searched in a narrow window around the last score first, widened on
        either side until the score falls inside it."""
        width = self.options.aspiration
        if depth < 4 or not width or abs(previous) >= WIN - 1000:
            return self._root(moves, depth, previous_best, noise, -INF, INF)
        below = above = width
        while True:
            alpha, beta = previous - below, previous + above
            score, line = self._root(moves, depth, previous_best, noise, alpha, beta)
            if score <= alpha:
                below *= 4
            elif score >= beta:
                above *= 4
                previous_best = line[0]
            else:
                return score, line
            if below > 4 * WIN or above > 4 * WIN:
                return self._root(moves, depth, previous_best, noise, -INF, INF)

    def _root(
        self,
        moves: list[M],
        depth: int,
        previous_best: M | None,
        noise: dict[Hashable, int],
        alpha: int,
        beta: int,
    ) -> tuple[int, list[M]]:
        state = self.state
        key = state.move_key
        if previous_best is not None:
            moves = [previous_best] + [m for m in moves if m != previous_best]
        else:
            moves = self._order(moves, None, 0)
        best_score, best_line = -INF, [moves[0]]
        self._partial = None
        h = state.hash
        self._seen[h] = self._seen.get(h, 0) + 1
        try:
            for i, move in enumerate(moves):
                bonus = noise.get(key(move), 0)
                # the move's own score must beat alpha - bonus for its total to beat alpha
                a, b = alpha - bonus, beta - bonus
                state.push(move)
                try:
                    if i == 0:
                        child, line = self._pvs(depth - 1, -b, -a, 1)
                    else:
                        child, line = self._pvs(depth - 1, -a - 1, -a, 1)
                        if a < -child < b:
                            child, line = self._pvs(depth - 1, -b, -a, 1)
                finally:
                    state.pop()
                total = -child + bonus
                if total > best_score:
                    best_score, best_line = total, [move, *line]
                    if alpha < total < beta and (
                        self.result is None or move != self.result.best
                    ):
                        self._partial = (total, best_line)
                alpha = max(alpha, total)
                if alpha >= beta:
                    break
        finally:
            self._unsee(h)
        return best_score, best_line

    def _unsee(self, h: int) -> None:
        n = self._seen[h] - 1
        if n:
            self._seen[h] = n
        else:
            del self._seen[h]

    def _pvs(self, depth: int, alpha: int, beta: int, ply: int) -> tuple[int, list[M]]:
        state = self.state
        h = state.hash
        if h in self._seen:
            return DRAW, []
        known = state.probe()
        if known is not None:
            return _ply_score(known, ply), []
        if depth <= 0:
            if self.options.quiescence:
                return self._quiesce(alpha, beta, ply), []
            self._tick()
            return self._static(ply), []
        self._tick()
        entry = self.table.get(h)
        tt_move = None
        if entry is not None:
            e_depth, e_score, e_flag, tt_move = entry
            if e_depth >= depth and beta - alpha == 1:
                e_score = _from_table(e_score, ply)
                if (
                    e_flag == _EXACT
                    or (e_flag == _LOWER and e_score >= beta)
                    or (e_flag == _UPPER and e_score <= alpha)
                ):
                    return e_score, []
        moves = state.legal_moves()
        if not moves:
            return _ply_score(state.no_move_score(), ply), []
        if len(moves) == 1 and ply < 2 * self.options.max_depth:
            depth += 1  # a forced move costs no depth
        moves = self._order(moves, tt_move, ply)
        # late quiet moves are searched a ply less first, and again in full if they
        # turn out better than the best so far (no reduction while captures are forced)
        reduce_from = (
            3
            if self.options.reductions and depth >= 3 and not state.is_capture(moves[0])
            else len(moves)
        )
        alpha0 = alpha
        best_score, best_move, best_line = -INF, moves[0], []
        self._seen[h] = 1 + self._seen.get(h, 0)
        try:
            for i, move in enumerate(moves):
                state.push(move)
                try:
                    if i == 0:
                        score, line = self._pvs(depth - 1, -beta, -alpha, ply + 1)
                        score = -score
                    else:
                        reduced = i >= reduce_from
                        score, line = self._pvs(depth - 1 - reduced, -alpha - 1, -alpha, ply + 1)
                        score = -score
                        if reduced and score > alpha:
                            score, line = self._pvs(depth - 1, -alpha - 1, -alpha, ply + 1)
                            score = -score
                        if alpha < score < beta:
                            score, line = self._pvs(depth - 1, -beta, -alpha, ply + 1)
                            score = -score
                finally:
                    state.pop()
                if score > best_score:
                    best_score, best_move, best_line = score, move, line
                    if score > alpha:
                        alpha = score
                        if alpha >= beta:
                            self._remember_cutoff(move, depth, ply)
                            break
        finally:
            self._unsee(h)
        flag = _EXACT if alpha0 < best_score < beta else (_LOWER if best_score >= beta else _UPPER)
        self.table[h] = (depth, _to_table(best_score, ply), flag, best_move)
        return best_score, [best_move, *best_line]

    def _quiesce(self, alpha: int, beta: int, ply: int) -> int:
        self._tick()
        state = self.state
        if not state.is_forcing():
            if (
                self._extended < self.options.threats
                and ply < self._extend_until
                and state.threatened()
            ):
                # the opponent threatens a capture: look one move further
                self._extended += 1
                try:
                    return self._pvs(1, alpha, beta, ply)[0]
                finally:
                    self._extended -= 1
            return self._static(ply)
        # a capture is compulsory: no standing pat, every capture is searched
        best = -INF
        moves = self._order(state.legal_moves(), None, ply)
        for move in moves:
            state.push(move)
            try:
                score = -self._quiesce(-beta, -alpha, ply + 1)
            finally:
                state.pop()
            if score > best:
                best = score
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        return best

    def _static(self, ply: int) -> int:
        state = self.state
        if not state.has_moves():
            return _ply_score(state.no_move_score(), ply)
        return state.evaluate()

    # ------------------------------------------------------------ ordering

    def _order(self, moves: list[M], tt_move: Any, ply: int) -> list[M]:
        state = self.state
        key = state.move_key
        killers = self._stats.killers.get(ply, ())
        history = self._stats.history

        def rank(m: M) -> int:
            if m == tt_move:
                return 1 << 30
            k = key(m)
            r = state.capture_size(m) << 20
            if k in killers:
                r += 1 << 19
            return r + history.get(k, 0)

        return sorted(moves, key=rank, reverse=True)

    def _remember_cutoff(self, move: M, depth: int, ply: int) -> None:
        state = self.state
        if state.is_capture(move):
            return
        k = state.move_key(move)
        killers = self._stats.killers.setdefault(ply, [])
        if k not in killers:
            killers.insert(0, k)
            del killers[2:]
        history = self._stats.history
        history[k] = min(history.get(k, 0) + depth * depth, 1 << 18)


def _ply_score(score: int, ply: int) -> int:
    """A win or loss found ``ply`` plies down: sooner wins and later losses score more."""
    if score >= WIN - 1000:
        return score - ply
    if score <= -WIN + 1000:
        return score + ply
    return score


def _to_table(score: int, ply: int) -> int:
    if score >= WIN - 1000:
        return score + ply
    if score <= -WIN + 1000:
        return score - ply
    return score


def _from_table(score: int, ply: int) -> int:
    if score >= WIN - 1000:
        return score - ply
    if score <= -WIN + 1000:
        return score + ply
    return score
