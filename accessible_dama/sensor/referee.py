"""Irregular moves on a physical board, and each variant's own remedy (RULES.md,
"Irregularities on a physical board").

A physical board cannot stop an illegal move. When the board settles into no legal
position, the referee looks for the irregular "move" it shows:

- a plain move while a capture was compulsory (``MISSED_CAPTURE``);
- a capture the priority rule forbids: a man where a king could (``KING_MUST_CAPTURE``),
  fewer pieces than the majority rule demands (``MUST_TAKE_MOST``), a single capture where
  a multiple one exists (``MUST_TAKE_MORE_THAN_ONE``);
- a capture stopped where the piece could go on (``CAPTURE_NOT_FINISHED``);
- a legal capture with the wrong pieces, or too few, taken off (``WRONG_PIECES_REMOVED``).

The remedy is the variant's, chosen by a small strategy object (``RemedyStrategy``) keyed
by an ``IrregularityRemedy`` value; every option carries the ``Position`` the game goes
on from, which a legal move may not reach (``Position(rules, pieces, turn)``).

The flow with a ``Recognizer``: when ``settle()`` gives a ``Mismatch``, ask
``Referee(rules).judge(recognizer.position, recognizer.board, recognizer.touched)``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Literal, Protocol

from accessible_dama.rules.board import (
    DIRECTIONS,
    DOWN_LEFT,
    DOWN_RIGHT,
    UP_LEFT,
    UP_RIGHT,
    WHITE,
    Square,
)
from accessible_dama.rules.explain import IllegalKind
from accessible_dama.rules.move import Move, Piece
from accessible_dama.rules.movegen import generator_for
from accessible_dama.rules.position import Position
from accessible_dama.rules.variants import (
    IrregularityRemedy,
    KingFirst,
    Majority,
    MultiFirst,
    Rules,
)
from accessible_dama.sensor.recognize import (
    Ambiguous,
    Board,
    Candidate,
    CrownRequest,
    Expectations,
    Mismatch,
    MoveRecognized,
    Unchanged,
    board_after,
)

# ---------------------------------------------------------------- what was done


class IrregularKind(Enum):
    """Which rule the irregular move broke."""

    MISSED_CAPTURE = "missed_capture"  # a plain move while a capture was compulsory
    KING_MUST_CAPTURE = "king_must_capture"  # a man captured where a king could
    MUST_TAKE_MOST = "must_take_most"  # fewer pieces than the majority rule demands
    MUST_TAKE_MORE_THAN_ONE = "must_take_more_than_one"  # single capture, a multiple exists
    CAPTURE_NOT_FINISHED = "capture_not_finished"  # stopped where the piece could go on
    WRONG_PIECES_REMOVED = "wrong_pieces_removed"  # a capture, other pieces taken off

    @property
    def illegal_kind(self) -> IllegalKind | None:
        """The reason ``rules.explain`` gives for the same fault, when it has one (so
        that one sentence says it), or None."""
        return _ILLEGAL_KINDS.get(self)


_ILLEGAL_KINDS = {
    IrregularKind.MISSED_CAPTURE: IllegalKind.MUST_CAPTURE,
    IrregularKind.KING_MUST_CAPTURE: IllegalKind.KING_MUST_CAPTURE,
    IrregularKind.MUST_TAKE_MOST: IllegalKind.MUST_TAKE_MOST,
    IrregularKind.MUST_TAKE_MORE_THAN_ONE: IllegalKind.MUST_TAKE_MORE_THAN_ONE,
    IrregularKind.CAPTURE_NOT_FINISHED: IllegalKind.CAPTURE_NOT_FINISHED,
}

# when one occupancy fits several irregular moves, the plainest reading first
_KIND_ORDER = {kind: i for i, kind in enumerate(IrregularKind)}


class RemedyKind(Enum):
    LET_STAND = "let_stand"  # the position as it is becomes the game position
    CORRECT = "correct"  # the move is taken back and a right one made instead
    REMOVE_PIECE = "remove_piece"  # the offending piece is taken away (not a move)


@dataclass(frozen=True)
class Remedy:
    """One way the game may go on. ``position``: the game position afterwards (side to
    move included). ``square``: for REMOVE_PIECE, the piece taken away. ``moves``: for
    CORRECT, the moves the offender may make instead (from ``position``, which is the
    position before the irregular move)."""

    kind: RemedyKind
    position: Position
    square: Square | None = None
    moves: tuple[Move, ...] = ()


Decider = Literal["opponent", "rule"]


@dataclass(frozen=True)
class Irregular:
    """The board shows an irregular move, and what may be done about it.

    ``move``: what the piece did (its route and the pieces it jumped); ``removed``: the
    pieces actually taken off the board (differs from ``move.captured`` only for
    WRONG_PIECES_REMOVED). ``offenders``: the pieces the fault is about, on the squares
    where they stand now (the pieces that should have captured; the piece that stopped).
    ``required``: the moves that were legal. ``options``: the remedies; ``decided_by``:
    who chooses among them ("rule": the only option applies at once). ``clause``: where
    the variant's text says so. ``confirmed_by_next_move``: the opponent's next move lets
    the position stand for good (no remedy afterwards). ``crown``: letting the move
    stand crowns a man.
    """

    kind: IrregularKind
    move: Move
    removed: frozenset[Square]
    offenders: tuple[Square, ...]
    required: tuple[Move, ...]
    options: tuple[Remedy, ...]
    decided_by: Decider
    clause: str
    confirmed_by_next_move: bool
    crown: CrownRequest | None = None

    def option(self, kind: RemedyKind) -> Remedy | None:
        """The first option of that kind, if offered."""
        return next((r for r in self.options if r.kind is kind), None)


Judgement = Unchanged | MoveRecognized | Ambiguous | Irregular | Mismatch


@dataclass(frozen=True)
class Offence:
    """The facts of one irregular move, from which a strategy builds the remedies."""

    kind: IrregularKind
    before: Position
    move: Move
    removed: frozenset[Square]
    offenders: tuple[Square, ...]
    required: tuple[Move, ...]
    allowed: tuple[Move, ...]  # what the offender may play when the move is corrected

    def let_stand(self) -> Remedy:
        return Remedy(RemedyKind.LET_STAND, _as_it_stands(self.before, self.move, self.removed))

    def correct(self) -> Remedy:
        return Remedy(RemedyKind.CORRECT, self.before.copy(), moves=self.allowed)

    def remove(self, square: Square) -> Remedy:
        position = _as_it_stands(self.before, self.move, self.removed)
        position.set_piece(square, None)
        return Remedy(RemedyKind.REMOVE_PIECE, position, square)

    def removals(self) -> tuple[Remedy, ...]:
        return tuple(self.remove(s) for s in self.offenders)


def _crowns(rules: Rules, piece: Piece | None, path: Sequence[Square]) -> bool:
    """Whether a man moved along ``path`` is crowned: it ends on its promotion row, or (in
    a variant that crowns during a capture) lands on it on the way."""
    if piece is None or piece.is_king:
        return False
    g = rules.geometry
    landings = path[1:] if rules.crowns_mid_capture else path[-1:]
    return any(g.promotion_rows[piece.color] & g.bit[s] for s in landings)


def _as_it_stands(before: Position, move: Move, removed: Iterable[Square]) -> Position:
    """The position the irregular move leaves, the opponent to move; a man crowned on the
    way (``_crowns``) is a king."""
    pieces = before.pieces()
    piece = pieces.pop(move.path[0])
    end = move.path[-1]
    if _crowns(before.rules, piece, move.path):
        piece = Piece.of(piece.color, True)
    for square in removed:
        pieces.pop(square, None)
    pieces[end] = piece
    return Position(before.rules, pieces, not before.turn)


# ---------------------------------------------------------------- remedies per variant


@dataclass(frozen=True)
class Ruling:
    options: tuple[Remedy, ...]
    decided_by: Decider
    clause: str
    confirmed_by_next_move: bool


class RemedyStrategy(Protocol):
    def rule(self, offence: Offence, clause: str) -> Ruling:
        """The remedies for ``offence``, and who chooses."""
        ...


def _finish_the_capture(offence: Offence) -> Ruling:
    """Captured pieces left on the board, or others taken off, are not a capture rule
    broken (except where the text says so): the capture must be finished properly."""
    return Ruling((offence.correct(),), "rule", "", False)


@dataclass(frozen=True)
class OpponentChooses:
    """Czech 5.4, 5.7: only the opponent decides whether the irregularity is corrected or
    left to stand (5.8: never partly); the opponent's next move confirms the position.
    Wrong pieces taken off are irregularities too (5.4 j-m)."""

    def rule(self, offence: Offence, clause: str) -> Ruling:
        return Ruling((offence.correct(), offence.let_stand()), "opponent", clause, True)


@dataclass(frozen=True)
class OpponentMayTakePiece:
    """Czech-8 6.3.3, 8.3: the opponent may take the piece that failed to capture or to
    complete its capture, or have the move corrected; the right is given up by playing on."""

    def rule(self, offence: Offence, clause: str) -> Ruling:
        if offence.kind is IrregularKind.WRONG_PIECES_REMOVED:
            return _finish_the_capture(offence)
        options = (*offence.removals(), offence.correct(), offence.let_stand())
        return Ruling(options, "opponent", clause, True)


@dataclass(frozen=True)
class PieceRemoved:
    """Opálecká: the piece that failed to capture (or the king that should have captured)
    is removed right after the offending move; the removal is not a move. When several
    pieces failed, the opponent says which (the text names no one else to choose)."""

    def rule(self, offence: Offence, clause: str) -> Ruling:
        if offence.kind is IrregularKind.WRONG_PIECES_REMOVED:
            return _finish_the_capture(offence)
        removals = offence.removals()
        return Ruling(removals, "rule" if len(removals) == 1 else "opponent", clause, False)


@dataclass(frozen=True)
class TakeBackOnClaim:
    """English, Brazilian (3), International (3.4): no piece is lost; the opponent may have
    the move taken back and the right capture made, before their own next move;
    afterwards it stands."""

    def rule(self, offence: Offence, clause: str) -> Ruling:
        if offence.kind is IrregularKind.WRONG_PIECES_REMOVED:
            return _finish_the_capture(offence)
        return Ruling((offence.correct(), offence.let_stand()), "opponent", clause, True)


STRATEGIES: dict[IrregularityRemedy, RemedyStrategy] = {
    IrregularityRemedy.OPPONENT_CHOOSES: OpponentChooses(),
    IrregularityRemedy.OPPONENT_MAY_TAKE_PIECE: OpponentMayTakePiece(),
    IrregularityRemedy.PIECE_REMOVED: PieceRemoved(),
    IrregularityRemedy.TAKE_BACK_ON_CLAIM: TakeBackOnClaim(),
}

def remedy_of(rules: Rules) -> tuple[IrregularityRemedy, str]:
    """The variant's remedy for irregular moves, and the clause that gives it."""
    return rules.irregularity_remedy, rules.irregularity_clause


# ---------------------------------------------------------------- capture steps


def capture_steps(position: Position) -> dict[tuple[Square, Square, frozenset[Square]],
                                              tuple[Square, ...]]:
    """Every sequence of one or more jumps a piece of the side to move can make, stopped
    after any jump (complete or not), by (start, end, captured): one path of each.

    Jumps follow the variant (which way men capture, flying or short kings; a man crowned
    during a capture goes on as a king where the variant says so); jumped pieces stay on
    the board until the move is over (they block and are not jumped twice).
    """
    rules = position.rules
    g = rules.geometry
    pieces = position.pieces()
    me = position.turn
    opponents = frozenset(s for s, p in pieces.items() if p.color != me)
    forward = (UP_LEFT, UP_RIGHT) if me == WHITE else (DOWN_LEFT, DOWN_RIGHT)
    found: dict[tuple[Square, Square, frozenset[Square]], tuple[Square, ...]] = {}
    crown_row = g.promotion_rows[me]
    for start, piece in pieces.items():
        if piece.color != me:
            continue
        occupied = frozenset(pieces) - {start}
        seen: set[tuple[Square, frozenset[Square], bool]] = set()
        stack: list[tuple[Square, frozenset[Square], tuple[Square, ...], bool]] = [
            (start, frozenset(), (start,), piece.is_king)
        ]
        while stack:
            at, captured, path, king = stack.pop()
            if (at, captured, king) in seen:
                continue
            seen.add((at, captured, king))
            flying = king and rules.flying_kings
            backwards = king or rules.men_capture_backwards
            directions = DIRECTIONS if backwards else forward
            for d in directions:
                ray = g.rays[d][at]
                reach = 0
                if flying:
                    while reach < len(ray) and ray[reach] not in occupied:
                        reach += 1
                if reach >= len(ray) or ray[reach] not in opponents or ray[reach] in captured:
                    continue
                taken = captured | {ray[reach]}
                for t in ray[reach + 1:]:
                    if t in occupied:
                        break
                    found.setdefault((start, t, taken), (*path, t))
                    crowned = rules.crowns_mid_capture and bool(crown_row & g.bit[t])
                    stack.append((t, taken, (*path, t), king or crowned))
                    if not flying:
                        break
    return found


# ---------------------------------------------------------------- the referee


@dataclass(frozen=True)
class _Reading:
    kind: IrregularKind
    move: Move
    removed: frozenset[Square] = field(default=frozenset())


class Referee:
    """Judges what a settled board shows after a position, under one variant's rules."""

    def __init__(self, rules: Rules, remedy: IrregularityRemedy | None = None,
                 clause: str | None = None) -> None:
        """``remedy``/``clause``: instead of the variant's own (``remedy_of``)."""
        self.rules = rules
        own, own_clause = remedy_of(rules)
        self.remedy = own if remedy is None else remedy
        self.clause = own_clause if clause is None else clause
        self.strategy = STRATEGIES[self.remedy]

    def judge(self, before: Position, board: Iterable[Square],
              touched: Iterable[Square] = ()) -> Judgement:
        """What ``board`` (the occupied squares, settled) shows after ``before``: the
        position itself, a legal move (or several alike), an irregular move with its
        remedies, or a mismatch counted against the likeliest move, legal or irregular.
        ``touched``: squares that changed on the way (they break ties)."""
        if before.rules.id != self.rules.id:
            raise ValueError(f"a {before.rules.id} position judged under {self.rules.id}")
        seen = frozenset(board)
        lifted = frozenset(touched)
        expect = Expectations(before)
        found = expect.read(seen, lifted)
        if found is not None:
            return found
        readings = self._irregular_moves(before)
        exact = [r for r in readings if board_after(expect.before, r.move) == seen]
        if exact:
            exact.sort(key=lambda r: (_KIND_ORDER[r.kind], r.move.path[0] not in lifted))
            return self._irregular(before, exact[0])
        wrong = self._wrong_removal(before, expect.before, seen)
        if wrong is not None:
            return self._irregular(before, wrong)
        more = [
            Candidate(r.move, board_after(expect.before, r.move), r.move.captured, 1)
            for r in readings
        ]
        return expect.mismatch(seen, lifted, more)

    # ------------------------------------------------------------ readings

    def _priority_kind(self) -> IrregularKind:
        priority = self.rules.capture_priority
        if isinstance(priority, KingFirst):
            return IrregularKind.KING_MUST_CAPTURE
        if isinstance(priority, Majority):
            return IrregularKind.MUST_TAKE_MOST
        if isinstance(priority, MultiFirst):
            return IrregularKind.MUST_TAKE_MORE_THAN_ONE
        return IrregularKind.CAPTURE_NOT_FINISHED

    def _irregular_moves(self, before: Position) -> list[_Reading]:
        """Every irregular move the side to move could make, with its kind."""
        legal = before.legal_moves()
        if not legal or not legal[0].captured:
            return []  # no capture is compulsory: no capture rule can be broken
        out: list[_Reading] = []
        g = self.rules.geometry
        men, kings = (
            (before.white_men, before.white_kings) if before.turn
            else (before.black_men, before.black_kings)
        )
        empty = g.mask & ~before.occupied
        for move in generator_for(self.rules).plain_moves(men, kings, empty, before.turn):
            out.append(_Reading(IrregularKind.MISSED_CAPTURE, move))
        legal_keys = {(m.path[0], m.path[-1], m.captured) for m in legal}
        complete = {(m.path[0], m.path[-1], m.captured): m
                    for m in before.capture_moves_ignoring_priority()}
        capturers = {m.path[0] for m in legal}
        priority_kind = self._priority_kind()
        for key, path in capture_steps(before).items():
            if key in legal_keys:
                continue
            start, _, captured = key
            if key in complete:
                out.append(_Reading(priority_kind, complete[key]))
                continue
            goes_on = any(m.path[0] == start and m.captured > captured for m in legal)
            kind = (
                IrregularKind.CAPTURE_NOT_FINISHED
                if goes_on or start in capturers
                else priority_kind
            )
            out.append(_Reading(kind, Move(path, captured)))
        return out

    def _wrong_removal(self, before: Position, shown: Board, board: Board) -> _Reading | None:
        """A legal capture made with other opponent's pieces taken off than it captured."""
        opponents = frozenset(
            s for s, p in before.pieces().items() if p.color != before.turn
        )
        best: tuple[int, _Reading] | None = None
        for move in before.legal_moves():
            if not move.captured:
                continue
            after = board_after(shown, move)
            if not (after ^ board) <= opponents:
                continue
            removed = opponents - board
            wrong = len(removed ^ move.captured)
            if best is None or wrong < best[0]:
                best = (wrong, _Reading(IrregularKind.WRONG_PIECES_REMOVED, move, removed))
        return None if best is None else best[1]

    # ------------------------------------------------------------ the judgement

    def _irregular(self, before: Position, reading: _Reading) -> Irregular:
        move = reading.move
        removed = (
            reading.removed if reading.kind is IrregularKind.WRONG_PIECES_REMOVED
            else move.captured
        )
        legal = tuple(before.legal_moves())
        start, end = move.path[0], move.path[-1]

        def now(square: Square) -> Square:
            return end if square == start else square

        if reading.kind in (IrregularKind.CAPTURE_NOT_FINISHED,
                            IrregularKind.WRONG_PIECES_REMOVED):
            offenders: tuple[Square, ...] = (end,)
        else:
            offenders = tuple(sorted({now(m.path[0]) for m in legal}))
        if reading.kind is IrregularKind.WRONG_PIECES_REMOVED:
            allowed: tuple[Move, ...] = (move,)
        elif reading.kind is IrregularKind.CAPTURE_NOT_FINISHED:
            allowed = tuple(
                m for m in legal if m.path[0] == start and m.captured > move.captured
            ) or legal
        else:
            allowed = legal
        offence = Offence(reading.kind, before.copy(), move, removed, offenders, legal, allowed)
        ruling = self.strategy.rule(offence, self.clause)
        crowned = _crowns(self.rules, before.piece_at(start), move.path)
        return Irregular(
            kind=reading.kind,
            move=move,
            removed=removed,
            offenders=offenders,
            required=legal,
            options=ruling.options,
            decided_by=ruling.decided_by,
            clause=ruling.clause,
            confirmed_by_next_move=ruling.confirmed_by_next_move,
            crown=CrownRequest(end) if crowned else None,
        )


__all__ = [
    "Decider",
    "Irregular",
    "IrregularKind",
    "IrregularityRemedy",
    "Judgement",
    "Offence",
    "Referee",
    "Remedy",
    "RemedyKind",
    "RemedyStrategy",
    "Ruling",
    "STRATEGIES",
    "capture_steps",
    "remedy_of",
]
