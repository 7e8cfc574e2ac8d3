"""What the search needs from a game, and the draughts implementation of it."""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Generic, Protocol, TypeVar

from accessible_dama.engine.evaluation import Evaluator, evaluator_for
from accessible_dama.rules import Game, Move, Position, Rules

M = TypeVar("M")


class SearchState(Protocol, Generic[M]):
    """A game the search can explore: moves, make/unmake, a hash and an evaluation.

    Any game of the rules core that can answer these is searched by the same engine.
    """

    def legal_moves(self) -> list[M]:
        """Legal moves of the side to move."""
        ...

    def push(self, move: M) -> None: ...

    def pop(self) -> None: ...

    @property
    def hash(self) -> int:
        """A Zobrist key of the position (pieces and side to move)."""
        ...

    def evaluate(self) -> int:
        """Static score for the side to move, in hundredths of a man."""
        ...

    def no_move_score(self) -> int:
        """The score for the side to move when it has no legal move (loss or draw)."""
        ...

    def is_forcing(self) -> bool:
        """Whether the side to move must capture (quiescence goes on while it does)."""
        ...

    def has_moves(self) -> bool:
        """Whether the side to move has any legal move."""
        ...

    def threatened(self) -> bool:
        """Whether the opponent could capture, were it its move: a quiet position with a
        threat in it is not quiet enough to end the search on."""
        ...

    def is_capture(self, move: M) -> bool: ...

    def capture_size(self, move: M) -> int: ...

    def move_key(self, move: M) -> Hashable:
        """A small key for killer and history tables."""
        ...

    def is_irreversible(self, move: M) -> bool:
        """Whether the move makes every earlier position impossible to repeat."""
        ...

    def probe(self) -> int | None:
        """The exact score for the side to move from an endgame database (a win or
        loss as ``WIN - plies`` / ``-WIN + plies``, or ``DRAW``), or None if no
        database knows the position."""
        ...


WIN = 100_000  # a won position; "win in n plies" scores WIN - n
DRAW = 0


class Zobrist:
    """Random keys per (piece, square) and for the side to move; fixed seed, so a
    position has the same key in every run."""

    def __init__(self, squares: int, seed: int = 2006) -> None:
        rng = random.Random(seed)
        # index: 0 white man, 1 white king, 2 black man, 3 black king
        self.piece: list[list[int]] = [
            [rng.getrandbits(64) for _ in range(squares + 1)] for _ in range(4)
        ]
        self.black_to_move = rng.getrandbits(64)

    def key(self, position: Position) -> int:
        h = 0
        for table, bb in zip(
            self.piece,
            (position.white_men, position.white_kings, position.black_men, position.black_kings),
            strict=True,
        ):
            for s in position.rules.geometry.squares_of(bb):
                h ^= table[s]
        if not position.turn:
            h ^= self.black_to_move
        return h


_ZOBRIST: dict[int, Zobrist] = {}


def zobrist_for(rules: Rules) -> Zobrist:
    z = _ZOBRIST.get(rules.geometry.squares)
    if z is None:
        z = _ZOBRIST[rules.geometry.squares] = Zobrist(rules.geometry.squares)
    return z


class DraughtsState:
    """A draughts position for the search, with an incrementally kept Zobrist key."""

    def __init__(self, position: Position, evaluator: Evaluator | None = None) -> None:
        self.position = position.copy()
        self.rules = position.rules
        self.evaluator = evaluator or evaluator_for(self.rules)
        self._z = zobrist_for(self.rules)
        self._bit = self.rules.geometry.bit
        self.hash = self._z.key(self.position)
        self._hashes: list[int] = []

    @classmethod
    def from_game(cls, game: Game) -> DraughtsState:
        return cls(game.position)

    def legal_moves(self) -> list[Move]:
        return self.position.legal_moves()

    def push(self, move: Move) -> None:
        p = self.position
        bit = self._bit
        z = self._z.piece
        frm, to = move.path[0], move.path[-1]
        fb = bit[frm]
        h = self.hash ^ self._z.black_to_move
        tb = bit[to]
        # the piece on the landing square is read after the move: the position knows
        # when a man is crowned (on the last rank, or during a capture in Russian)
        if p.turn:
            own = 0 if p.white_men & fb else 1
            for s in move.captured:
                h ^= z[2 if p.black_men & bit[s] else 3][s]
            p.push(move)
            h ^= z[own][frm] ^ z[1 if p.white_kings & tb else 0][to]
        else:
            own = 2 if p.black_men & fb else 3
            for s in move.captured:
                h ^= z[0 if p.white_men & bit[s] else 1][s]
            p.push(move)
            h ^= z[own][frm] ^ z[3 if p.black_kings & tb else 2][to]
        self._hashes.append(self.hash)
        self.hash = h

    def pop(self) -> None:
        self.position.pop()
        self.hash = self._hashes.pop()

    def evaluate(self) -> int:
        return self.evaluator.evaluate(self.position)

    def no_move_score(self) -> int:
        # a player without pieces or moves loses, except where the rules make it a draw
        p = self.position
        men, kings = p.count(p.turn)
        if men + kings and not self.rules.blocked_player_loses:
            return DRAW
        return -WIN

    def is_forcing(self) -> bool:
        return self.position.must_capture()

    def has_moves(self) -> bool:
        return self.position.count_legal_moves() > 0

    def threatened(self) -> bool:
        return self.position.threatens_capture()

    def is_capture(self, move: Move) -> bool:
        return bool(move.captured)

    def capture_size(self, move: Move) -> int:
        return len(move.captured)

    def move_key(self, move: Move) -> Hashable:
        return (move.path[0], move.path[-1])

    def is_irreversible(self, move: Move) -> bool:
        return bool(move.captured) or self.position.is_man_move(move)

    def probe(self) -> int | None:
        return None

