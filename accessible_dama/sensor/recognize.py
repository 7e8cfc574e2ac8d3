"""Moves recognised on a sensor board, from the known position and what the sensors report.

Sensors see occupancy only: which squares hold a piece, not its colour, not whether it is
a king. A move is therefore recognised by the occupancy it leaves: the moving piece gone
from its start, standing on its end, the captured pieces gone. How the players got there
does not matter (the piece slid over other squares, the captured pieces were taken off
before or after it landed, in any order, a piece was lifted and put back); the squares
touched on the way only break ties.

The recogniser never reads a clock and never decides that a move is over: the caller
does (after a press of the "done" button, or some time without a change) and then calls
``settle``. ``feed`` and ``snapshot`` give the reading of the moment:

- ``Unchanged``: the board shows the position: no move (yet), or a hesitation undone;
- ``MoveRecognized(move)``: the board shows the position after exactly one legal move;
  its ``may_continue`` says whether the same board could still be on its way to another
  legal move (a flying king sliding on, more captured pieces to come off), in which case
  the caller should wait for ``settle`` before taking it;
- ``Ambiguous(moves)``: two legal moves leave the same occupancy: ask which;
- ``Pending``: the board is between positions (a piece lifted, captured pieces partly off);
- ``Mismatch``: only from ``settle``: the board settled into no legal position; its
  differences (``ExtraPiece``, ``MissingPiece``, ``PutBack``) are counted against the
  most likely intended move, and the sentences are made from them elsewhere (``phrases``).

A man that ends its move on its promotion row is a king in the new position; the sensors
cannot see the second piece put on it, so the result carries a ``CrownRequest`` (a request
to the players, not a condition for accepting the move).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise

from accessible_dama.rules.board import DIRECTIONS, Geometry, Square
from accessible_dama.rules.move import Move
from accessible_dama.rules.position import Position

#: the occupied squares of a board, as the sensors report them
Board = frozenset[Square]


# ---------------------------------------------------------------- facts


@dataclass(frozen=True)
class CrownRequest:
    """The man that ended its move on ``square`` is a king now: put a second piece on it."""

    square: Square


@dataclass(frozen=True)
class ExtraPiece:
    """A piece stands on ``square`` and should not: "remove the piece on e5", or, when
    ``captured``, "remove the captured piece on e5"."""

    square: Square
    captured: bool = False


@dataclass(frozen=True)
class MissingPiece:
    """No piece stands on ``square``, where the move should have put one (its end square):
    "a piece is missing on d6"."""

    square: Square


@dataclass(frozen=True)
class PutBack:
    """A piece was taken off ``square`` and belongs there still: "put the piece back on c3"
    (a piece knocked off, a piece removed that was not captured, a piece lifted and not
    moved)."""

    square: Square


Difference = ExtraPiece | MissingPiece | PutBack


# ---------------------------------------------------------------- readings


@dataclass(frozen=True)
class Unchanged:
    """The board shows the position: no move has been made (or it was undone)."""


@dataclass(frozen=True)
class MoveRecognized:
    """The board shows the position after ``move``.

    ``crown``: the move crowns a man (ask for the second piece). ``may_continue``: the
    board could also be on its way to another legal move (a king sliding on, a longer
    capture); a caller taking moves at once should wait for ``settle`` then.
    """

    move: Move
    crown: CrownRequest | None = None
    may_continue: bool = False


@dataclass(frozen=True)
class Ambiguous:
    """Several legal moves leave exactly this occupancy: the players must say which."""

    moves: tuple[Move, ...]


@dataclass(frozen=True)
class Pending:
    """The board is between positions. ``lifted``: squares emptied since the position;
    ``placed``: squares occupied since; ``plausible``: the board can still become the
    position after some legal move by going on with it (see
    ``Recognizer.is_plausible_in_progress``)."""

    lifted: tuple[Square, ...]
    placed: tuple[Square, ...]
    plausible: bool


@dataclass(frozen=True)
class Mismatch:
    """The board settled into no legal position.

    ``differences`` say what to change to reach the position after ``intended``, the
    likeliest move the players meant (None: no move, the position as it was; in a
    ``Referee`` judgement it may be an irregular move, see ``intended_removed``).
    ``intended_removed``: the pieces that move takes off the board. ``attempt``: the
    hands moved one piece from its start to its end, and no move the players may have
    meant goes from there to there: that move is not legal, and the differences lead
    back to the position (the board is never steered into another move).
    """

    differences: tuple[Difference, ...]
    intended: Move | None = None
    intended_removed: frozenset[Square] = frozenset()
    attempt: tuple[Square, Square] | None = None


RecognizerState = Unchanged | MoveRecognized | Ambiguous | Pending | Mismatch


# ---------------------------------------------------------------- occupancy arithmetic


def board_of(position: Position) -> Board:
    """The occupancy that shows ``position``."""
    return frozenset(position.pieces())


def board_after(board: Board, move: Move, removed: Iterable[Square] | None = None) -> Board:
    """The occupancy after ``move`` from ``board``: its start empty, its end occupied, the
    captured pieces (or ``removed``, when other pieces came off) gone."""
    taken = move.captured if removed is None else frozenset(removed)
    return ((board - {move.path[0]}) - taken) | {move.path[-1]}


def route_squares(geometry: Geometry, move: Move) -> frozenset[Square]:
    """Every square the moving piece may be put down on during ``move``, its end included.

    The squares the piece passes or lands on along its path, and, for a capture, every
    square on a diagonal through a captured piece: another route of the same capture (a
    flying king has many) lands only there.
    """
    squares: set[Square] = set()
    for a, b in pairwise(move.path):
        squares.update(geometry.between(a, b))
        squares.add(b)
    for c in move.captured:
        for d in DIRECTIONS:
            squares.update(geometry.rays[d][c])
    return frozenset(squares - move.captured)


def differences(
    before: Board, board: Board, after: Board, removed: Iterable[Square] = ()
) -> tuple[Difference, ...]:
    """What to change on ``board`` to show ``after`` (the position ``before`` after some
    move that takes ``removed`` off): extra pieces first (the captured ones marked), then
    the pieces missing on new squares, then those to put back."""
    taken = frozenset(removed)
    extra: list[Difference] = [ExtraPiece(s, s in taken) for s in sorted(board - after)]
    missing = sorted(after - board)
    new: list[Difference] = [MissingPiece(s) for s in missing if s not in before]
    back: list[Difference] = [PutBack(s) for s in missing if s in before]
    return (*extra, *new, *back)


@dataclass(frozen=True)
class Candidate:
    """A move the players may have meant, and the occupancy it leaves.

    ``move`` None is no move at all (the position as it was). ``removed``: what the move
    takes off the board. ``preference``: lower is likelier when all else is equal (legal
    moves 0, irregular ones more).
    """

    move: Move | None
    after: Board
    removed: frozenset[Square] = frozenset()
    preference: int = 0


def _chebyshev(geometry: Geometry, a: Square, b: Square) -> int:
    fa, ra = geometry.coords(a)
    fb, rb = geometry.coords(b)
    return max(abs(fa - fb), abs(ra - rb))


def nearest(
    geometry: Geometry,
    before: Board,
    board: Board,
    touched: Board,
    candidates: Sequence[Candidate],
) -> Candidate:
    """The candidate the board most likely shows an attempt at.

    The fewest squares to change first; then a move whose piece was lifted (when the
    players touched anything); then one whose end is nearest to where pieces were put
    down wrongly; then the candidate's own preference. When two different candidates are
    equally likely and leaving the position as it was is as near, that is chosen: "put
    the piece back" is never wrong.
    """

    def key(c: Candidate) -> tuple[int, int, int, int]:
        distance = len(c.after ^ board)
        if c.move is None:
            unlifted = 1 if touched else 0
        else:
            unlifted = 0 if c.move.path[0] in touched else 1
        wrong = board - c.after - before
        targets = c.after - board - before
        far = 0
        if wrong and targets:
            far = sum(min(_chebyshev(geometry, w, t) for t in targets) for w in wrong)
        return (distance, unlifted, far, c.preference)

    ranked = sorted(candidates, key=key)
    best = ranked[0]
    if len(ranked) > 1 and key(ranked[1]) == key(best) and ranked[1].after != best.after:
        for c in ranked:
            if c.move is None and len(c.after ^ board) == len(best.after ^ board):
                return c
    return best


# ---------------------------------------------------------------- per position


class Expectations:
    """The legal moves of one position and the occupancy each leaves: the recogniser's
    (and the referee's) view of one position."""

    def __init__(self, position: Position) -> None:
        self.position = position
        self.geometry = position.rules.geometry
        self.before = board_of(position)
        self.moves = position.legal_moves()
        self.by_board: dict[Board, list[Move]] = {}
        for move in self.moves:
            self.by_board.setdefault(board_after(self.before, move), []).append(move)
        self._routes: dict[Move, frozenset[Square]] = {}

    def route(self, move: Move) -> frozenset[Square]:
        found = self._routes.get(move)
        if found is None:
            found = self._routes[move] = route_squares(self.geometry, move)
        return found

    def on_the_way(self, move: Move, board: Board) -> bool:
        """Whether ``board`` can become the position after ``move`` by going on with it:
        only the moving piece and captured pieces are off, and at most the moving piece
        stands somewhere new, on its route."""
        lifted = self.before - board
        placed = board - self.before
        start = move.path[0]
        if not lifted <= move.captured | {start}:
            return False
        if not placed:
            return True
        return len(placed) == 1 and start in lifted and placed <= self.route(move)

    def plausible(self, board: Board) -> bool:
        return board == self.before or any(self.on_the_way(m, board) for m in self.moves)

    def recognized(self, move: Move, board: Board) -> MoveRecognized:
        crown = CrownRequest(move.path[-1]) if self.position.is_promotion(move) else None
        going_on = any(m != move and self.on_the_way(m, board) for m in self.moves)
        return MoveRecognized(move, crown, going_on)

    def read(self, board: Board, touched: Board) -> Unchanged | MoveRecognized | Ambiguous | None:
        """What ``board`` shows if that is the position or the position after a legal move;
        None otherwise. ``touched`` (the squares that changed on the way) breaks ties
        between moves that leave the same occupancy: a move whose piece was lifted."""
        if board == self.before:
            return Unchanged()
        found = self.by_board.get(board)
        if not found:
            return None
        if len(found) > 1:
            lifted = [m for m in found if m.path[0] in touched]
            if lifted:
                found = lifted
        if len(found) == 1:
            return self.recognized(found[0], board)
        return Ambiguous(tuple(found))

    def candidates(self) -> list[Candidate]:
        out = [Candidate(None, self.before)]
        out += [Candidate(m, board_after(self.before, m), m.captured) for m in self.moves]
        return out

    def attempt(self, board: Board) -> tuple[Square, Square] | None:
        """The move the hands made, when ``board`` shows one: exactly one piece of the
        side to move is off its square and one square is newly occupied (the opponent's
        pieces taken off besides do not matter). None otherwise."""
        placed = board - self.before
        own = [s for s in self.before - board
               if (piece := self.position.piece_at(s)) is not None
               and piece.color == self.position.turn]
        if len(placed) != 1 or len(own) != 1:
            return None
        return own[0], next(iter(placed))

    def mismatch(self, board: Board, touched: Board,
                 more: Sequence[Candidate] = ()) -> Mismatch:
        """The differences against the likeliest of: no move, the legal moves, ``more``;
        against no move when the hands made a move none of them is (``attempt``)."""
        candidates = [*self.candidates(), *more]
        tried = self.attempt(board)
        if tried is not None and not any(
                c.move is not None and (c.move.path[0], c.move.path[-1]) == tried
                for c in candidates):
            return Mismatch(differences(self.before, board, self.before), attempt=tried)
        best = nearest(self.geometry, self.before, board, touched, candidates)
        return Mismatch(
            differences(self.before, board, best.after, best.removed), best.move, best.removed
        )


# ---------------------------------------------------------------- the recogniser


class Recognizer:
    """Follows the board through one move after another.

    Give it the game position the board should show; ``feed`` it each change the board
    reports, or a ``snapshot`` of the whole board (after a reconnect, or a gap in the
    sequence numbers). When the caller decides the board has settled, ``settle`` gives the
    answer. After a move is taken (or a remedy applied), ``expect`` the new position: the
    board is kept as it was last reported.
    """

    def __init__(self, position: Position, board: Iterable[Square] | None = None) -> None:
        """``board``: what the board shows now (the position itself when not given)."""
        self._expect = Expectations(position.copy())
        self._board: Board = self._expect.before if board is None else self._check(board)
        self._touched: set[Square] = set()

    def _check(self, squares: Iterable[Square]) -> Board:
        board = frozenset(squares)
        last = self._expect.geometry.squares
        for square in board:
            if not 1 <= square <= last:
                raise ValueError(f"no square {square} on this board")
        return board

    @property
    def position(self) -> Position:
        """The game position the board should show before the move (a copy)."""
        return self._expect.position.copy()

    @property
    def board(self) -> Board:
        """The occupied squares, as last reported."""
        return self._board

    @property
    def touched(self) -> Board:
        """The squares that changed since the recogniser was given the position."""
        return frozenset(self._touched)

    def expect(self, position: Position) -> RecognizerState:
        """The game goes on from ``position`` (a move was taken, a remedy applied, a move
        taken back); the reading of the board against it."""
        self._expect = Expectations(position.copy())
        self._touched.clear()
        return self.reading()

    def feed(self, square: Square, occupied: bool) -> RecognizerState:
        """One change the board reported: ``square`` became occupied or empty."""
        self._check((square,))
        self._touched.add(square)
        self._board = self._board | {square} if occupied else self._board - {square}
        return self.reading()

    def snapshot(self, occupancy: Iterable[Square]) -> RecognizerState:
        """The whole board as it stands; it replaces what was believed."""
        board = self._check(occupancy)
        self._touched.update(board ^ self._board)
        self._board = board
        return self.reading()

    def reading(self) -> RecognizerState:
        """What the board shows now, without deciding that the move is over."""
        found = self._expect.read(self._board, self.touched)
        if found is not None:
            return found
        return Pending(
            tuple(sorted(self._expect.before - self._board)),
            tuple(sorted(self._board - self._expect.before)),
            self._expect.plausible(self._board),
        )

    def is_plausible_in_progress(self) -> bool:
        """Whether the board shows the position, or can still become the position after
        some legal move by going on with it (only that move's piece and captured pieces
        are off, and at most the moving piece stands somewhere new, on its way). A caller
        may settle sooner when it does not."""
        return self._expect.plausible(self._board)

    def settle(self) -> RecognizerState:
        """The answer once the caller decides the board has settled: ``Unchanged``,
        ``MoveRecognized``, ``Ambiguous`` or ``Mismatch`` (never ``Pending``)."""
        found = self._expect.read(self._board, self.touched)
        if found is not None:
            return found
        return self._expect.mismatch(self._board, self.touched)
