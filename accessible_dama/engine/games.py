"""The search's view of the games on boards of points, and one way in for any game:
``state_for(position)``, ``history_for(game)`` and ``choose_move(game)``.

The search (``engine.search``) runs on any ``SearchState``; draughts has
``DraughtsState``, and ``PointState`` here plays every game on a board of points. Each
game is chosen by the type of its position (``functools.singledispatch``), never asked
which it is. A game's evaluation, in hundredths of a man from White's side
(``white_score``), is registered for its position; one that registers none gets the
generic evaluation (men, men in hand and kings, and the steps free to each side). The
games of the texts register their own:

- alquerque: material and mobility (steps free to each side; in the modified game,
  where a blocked player passes, mobility matters more);
- mill: men left (on the board and in hand), men standing in mills, open mills (two men
  and an empty third point), mobility in the moving phase;
- Vietnamese chess: soldiers, the captures each king has ready, king safety (free
  points around the king, check).

``choose_move`` is the computer's move in any game (draughts too): a search at a fixed
depth, or to a deadline, from the game's position and history.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import replace
from functools import singledispatch

from accessible_dama.engine.endgame import Database, Tables
from accessible_dama.engine.limit import Limit
from accessible_dama.engine.search import Search, SearchOptions
from accessible_dama.engine.state import DRAW, WIN, DraughtsState, SearchState
from accessible_dama.rules import (
    AlquerquePosition,
    AnyGame,
    AnyPosition,
    Game,
    MillPosition,
    Move,
    PointPosition,
    Position,
    Rules,
    VietnamesePosition,
)

# ---------------------------------------------------------------- keys


class PointZobrist:
    """Random keys per (piece, point), for the side to move and for the other counters of
    a position (the mill's men in hand); fixed seed, so keys are the same in every run."""

    def __init__(self, points: int, seed: int = 1001) -> None:
        rng = random.Random(seed)
        # index: 0 white man, 1 white king, 2 black man, 3 black king (as the snapshot)
        self.piece = [[rng.getrandbits(64) for _ in range(points)] for _ in range(4)]
        self.black_to_move = rng.getrandbits(64)
        # counters after the bitboards in the snapshot: values 0..15
        self.counter = [[rng.getrandbits(64) for _ in range(16)] for _ in range(4)]

    def key(self, position: PointPosition) -> int:
        hashed = 0 if position.turn else self.black_to_move
        snapshot = position._snapshot()
        points_of = position.board.points_of
        for table, bb in zip(self.piece, snapshot[:4], strict=True):
            for p in points_of(bb):
                hashed ^= table[p]
        for i, value in enumerate(snapshot[4:]):
            hashed ^= self.counter[i][value]
        return hashed


_ZOBRIST: dict[int, PointZobrist] = {}


def point_zobrist_for(position: PointPosition) -> PointZobrist:
    n = len(position.board)
    z = _ZOBRIST.get(n)
    if z is None:
        z = _ZOBRIST[n] = PointZobrist(n)
    return z


# ---------------------------------------------------------------- evaluation


def _steps(p: PointPosition, bb: int, targets: Sequence[Sequence[int]], empty: int) -> int:
    return sum(1 for s in p.board.points_of(bb) for q in targets[s] if empty >> q & 1)


@singledispatch
def white_score(p: PointPosition) -> int:
    """From White's side, for a game that registers no evaluation of its own: men (those
    in hand too) and kings, a king worth three men, and the steps free to each side."""
    score = 0
    empty = p.empty
    for color, sign in ((True, 1), (False, -1)):
        men, kings = p.count(color)
        steps = _steps(p, p.side(color), p.board.neighbours, empty)
        score += sign * (100 * (men + p.in_hand(color)) + 300 * kings + 3 * steps)
    return score


@white_score.register
def alquerque_score(p: AlquerquePosition) -> int:
    """From White's side: men, and the steps free to each side."""
    material = 100 * (p.white_men.bit_count() - p.black_men.bit_count())
    empty = p.empty
    b = p.board
    if p.rules.steps_backwards:
        w = _steps(p, p.white_men, b.neighbours, empty)
        bl = _steps(p, p.black_men, b.neighbours, empty)
        return material + 3 * (w - bl)
    w = _steps(p, p.white_men, b.forward[True], empty)
    bl = _steps(p, p.black_men, b.forward[False], empty)
    return material + 8 * (w - bl)


def _mill_side(p: MillPosition, color: bool) -> int:
    own = p.side(color)
    opp = p.side(not color)
    empty = p.empty
    score = 100 * p.men_left(color)
    in_mills = open_mills = 0
    for line in p.board.lines:
        mask = (1 << line[0]) | (1 << line[1]) | (1 << line[2])
        mine = (own & mask).bit_count()
        if mine == 3:
            in_mills += 3
        elif mine == 2 and not opp & mask:
            open_mills += 1
    score += 6 * in_mills + 18 * open_mills
    if not p.in_hand(color) and not p.is_flying(color):
        score += 4 * _steps(p, own, p.board.neighbours, empty)
    return score


@white_score.register
def mill_score(p: MillPosition) -> int:
    """From White's side: men left, men in mills, open mills, mobility."""
    return _mill_side(p, True) - _mill_side(p, False)


def _vietnamese_side(p: VietnamesePosition, color: bool) -> int:
    own_men = p.white_men if color else p.black_men
    opp_men = p.black_men if color else p.white_men
    king = p.king(color)
    b = p.board
    empty = p.empty
    score = 100 * own_men.bit_count()
    ready = sum(
        1 for over, land in b.jumps[king] if own_men >> over & 1 and opp_men >> land & 1
    )
    free = sum(1 for q in b.neighbours[king] if empty >> q & 1)
    score += 20 * ready + 6 * free
    if p.is_check(color):
        score -= 40
    return score


@white_score.register
def vietnamese_score(p: VietnamesePosition) -> int:
    """From White's side: soldiers, captures ready, king safety."""
    return _vietnamese_side(p, True) - _vietnamese_side(p, False)


def evaluate(position: PointPosition) -> int:
    """The score of ``position`` for the side to move."""
    score = white_score(position)
    return score if position.turn else -score


# ---------------------------------------------------------------- the state


@singledispatch
def steps_only_forward(position: PointPosition) -> bool:
    """Whether every plain step of this game goes forward, so that no step is undone
    (a game whose men may step back, as most do, registers nothing)."""
    return False


@steps_only_forward.register
def _(position: AlquerquePosition) -> bool:
    return not position.rules.steps_backwards


def is_irreversible(position: PointPosition, move: Move) -> bool:
    """Whether ``move`` makes every earlier position impossible to repeat: a capture, a
    placement, a pass, or a step where men only go forward (modified alquerque)."""
    if move.captured or len(move.path) != 2:
        return True
    return steps_only_forward(position)


class PointState:
    """A position of one of the point games for the search, with its Zobrist key kept
    move by move. ``avoid_at_root`` are moves the root should not play when it has others
    (the moves that would lose by repetition in Vietnamese chess)."""

    def __init__(
        self,
        position: PointPosition,
        evaluator: Callable[[PointPosition], int] = evaluate,
        avoid_at_root: Sequence[Move] = (),
    ) -> None:
        self.position = position.copy()
        self.evaluator = evaluator
        self._z = point_zobrist_for(position)
        self.hash = self._z.key(self.position)
        self._hashes: list[int] = []
        self._avoid = frozenset(avoid_at_root)

    def legal_moves(self) -> list[Move]:
        moves = self.position.legal_moves()
        if self._avoid and not self._hashes:
            kept = [m for m in moves if m not in self._avoid]
            return kept or moves
        return moves

    def push(self, move: Move) -> None:
        p = self.position
        before = p._snapshot()
        p.push(move)
        after = p._snapshot()
        z = self._z
        hashed = self.hash ^ z.black_to_move
        for i in range(4):
            changed = before[i] ^ after[i]
            table = z.piece[i]
            while changed:
                low = changed & -changed
                hashed ^= table[low.bit_length() - 1]
                changed ^= low
        for i in range(4, len(after)):
            if before[i] != after[i]:
                hashed ^= z.counter[i - 4][before[i]] ^ z.counter[i - 4][after[i]]
        self._hashes.append(self.hash)
        self.hash = hashed

    def pop(self) -> None:
        self.position.pop()
        self.hash = self._hashes.pop()

    def evaluate(self) -> int:
        return self.evaluator(self.position)

    def no_move_score(self) -> int:
        outcome = self.position.outcome()
        if outcome is None or outcome.winner is None:
            return DRAW
        return WIN if outcome.winner == self.position.turn else -WIN

    def is_forcing(self) -> bool:
        # quiescence goes on while a king is in check (and has a way out: a mated side
        # has no move to search) or a capture is compulsory
        p = self.position
        if p.is_check():
            return bool(p.legal_moves())
        return p.must_capture()

    def has_moves(self) -> bool:
        return bool(self.position.legal_moves())

    def probe(self) -> int | None:
        return None

    def threatened(self) -> bool:
        return False  # checks and forced captures are followed by quiescence already

    def is_capture(self, move: Move) -> bool:
        return bool(move.captured)

    def capture_size(self, move: Move) -> int:
        return len(move.captured)

    def move_key(self, move: Move) -> Hashable:
        return move

    def is_irreversible(self, move: Move) -> bool:
        return is_irreversible(self.position, move)


@singledispatch
def state_for(position: AnyPosition, avoid_at_root: Sequence[Move] = (),
              tables: Tables | None = None) -> SearchState[Move]:
    """The search state of any game's position: ``DraughtsState`` or ``PointState``.
    ``avoid_at_root`` are the moves that lose by repetition (``losing_repetitions``);
    ``tables`` the endgame databases to probe (None: none)."""
    raise TypeError(f"no search for {position!r}")


@state_for.register
def _(position: Position, avoid_at_root: Sequence[Move] = (),
      tables: Tables | None = None) -> SearchState[Move]:
    # no draughts variant makes a repetition lose: there is nothing to avoid
    return DraughtsState(position, endgame=_database(position.rules, tables))


@state_for.register
def _(position: PointPosition, avoid_at_root: Sequence[Move] = (),
      tables: Tables | None = None) -> SearchState[Move]:
    return PointState(position, avoid_at_root=avoid_at_root)


def _database(rules: Rules, tables: Tables | None) -> Database | None:
    return None if tables is None else tables.available(rules)


@singledispatch
def game_state(game: AnyGame, tables: Tables | None = None) -> SearchState[Move]:
    """The search state of the game's position with what the game knows besides it:
    the moves that lose by repetition, and in draughts the draw counts running (the
    endgame database of ``tables`` answers under them)."""
    return state_for(game.position, losing_repetitions(game), tables)


@game_state.register
def _(game: Game, tables: Tables | None = None) -> SearchState[Move]:
    return DraughtsState.from_game(game, _database(game.rules, tables))


def history_for(game: AnyGame) -> Sequence[int]:
    """Keys of the game's positions since its last irreversible move, oldest first,
    without the current one (for repetition inside the search)."""
    replay = state_for(game.start)
    keys: list[int] = []
    for move in game.moves:
        if replay.is_irreversible(move):
            keys.clear()
        else:
            keys.append(replay.hash)
        replay.push(move)
    return keys


def losing_repetitions(game: AnyGame) -> list[Move]:
    """The moves that would lose by repetition (Vietnamese chess: the third time); none
    in a game where repeating draws (``rules.repetition_loses``)."""
    if not game.rules.repetition_loses or game.outcome is not None:
        return []
    out = []
    position = game.position
    for move in game.legal_moves():
        position.push(move)
        count = game.times_seen(position.key()) + 1
        position.pop()
        if count >= game.rules.repetitions:
            out.append(move)
    return out


#: plies ``choose_move`` searches when its limit gives no depth
CHOICE_DEPTH = 4
CHOICE_LIMIT = Limit(depth=CHOICE_DEPTH)


def choose_move(
    game: AnyGame,
    limit: Limit = CHOICE_LIMIT,
    *,
    rng: random.Random | None = None,
    clock: Callable[[], float] = time.monotonic,
    noise: int = 0,
) -> Move:
    """The computer's move in any game: a search within ``limit`` (``CHOICE_DEPTH``
    plies when it gives no depth). Raises ValueError when the game is over."""
    moves = game.legal_moves()
    if not moves:
        raise ValueError("no legal move: the game is over")
    depth = CHOICE_DEPTH if limit.depth is None else limit.depth
    search = Search(
        game_state(game),
        deadline=replace(limit, depth=depth).until(clock, 0.0),  # a depth: no default time
        clock=clock,
        options=SearchOptions(max_depth=depth, node_limit=limit.nodes,
                              root_noise=noise),
        history=history_for(game),
        rng=rng or random.Random(),
    )
    result = search.run()
    return result.best if result and result.best is not None else moves[0]


__all__ = [
    "PointState",
    "PointZobrist",
    "choose_move",
    "evaluate",
    "game_state",
    "history_for",
    "losing_repetitions",
    "state_for",
    "white_score",
]
