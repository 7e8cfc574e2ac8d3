"""What the search needs from a game, and the draughts implementation of it."""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from typing import Generic, Protocol, TypeVar

from accessible_dama.engine.endgame import Database
from accessible_dama.engine.evaluation import Evaluator, evaluator_for
from accessible_dama.rules import Game, Move, Position, Reason, Rules

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
    """A draughts position for the search, with an incrementally kept Zobrist key.

    Given an endgame database (``endgame``, from the engine's ``endgame.Tables``),
    ``probe`` answers the positions it holds exactly. Their worth depends on the draw
    counts running, so the state keeps the draw rules' states (``draw_states``, as a
    ``Game`` keeps them: the game's own in ``from_game``; None, those of a game that
    starts at ``position``),
    advanced move by move as the game advances them, once the pieces are few enough for
    the database, or for the rules' endgame counts (``COUNTED_PIECES``) where there is no
    database; a position whose count has run out is a draw there, as in the game.
    """

    def __init__(self, position: Position, evaluator: Evaluator | None = None,
                 draw_states: Sequence[object] | None = None,
                 endgame: Database | None = None) -> None:
        self.position = position.copy()
        self.rules = position.rules
        self.evaluator = evaluator or evaluator_for(self.rules)
        self._z = zobrist_for(self.rules)
        self._bit = self.rules.geometry.bit
        self.hash = self._z.key(self.position)
        self._hashes: list[int] = []
        p = self.position
        self._pieces = (p.white_men | p.white_kings | p.black_men | p.black_kings).bit_count()
        self._endgame = endgame
        # the draw rules' states, kept only while the database may hold the position or
        # an endgame count may run
        self._draw: list[object] | None = None
        # the draw states and the pieces before each move made, for ``pop``
        self._draws: list[tuple[list[object] | None, int]] = []
        self._most = counted_pieces(self.rules, endgame)
        self._counting = self._most > 0
        if self._counting and self._pieces <= self._most:
            self._draw = (list(draw_states) if draw_states is not None
                          else [r.start(p) for r in self.rules.draw_rules])

    @classmethod
    def from_game(cls, game: Game, endgame: Database | None = None) -> DraughtsState:
        """The game's position, with the draw counts the game is running (asked of the
        game only when the endgame database may hold the position)."""
        p = game.position
        if (p.white_men | p.white_kings | p.black_men
                | p.black_kings).bit_count() > counted_pieces(game.rules, endgame):
            return cls(p, endgame=endgame)
        return cls(p, draw_states=game_draw_states(game), endgame=endgame)

    def legal_moves(self) -> list[Move]:
        return self.position.legal_moves()

    def push(self, move: Move) -> None:
        p = self.position
        counted: tuple[list[object], bool] | None = None
        if self._counting:
            self._draws.append((self._draw, self._pieces))
            self._pieces -= len(move.captured)
            if self._pieces <= self._most:
                counted = self._before_count(move)
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
        if counted is not None:
            # the draw rules' states after the move, as ``Game`` advances them
            before, plain_man = counted
            self._draw = [rule.advance(state, p, plain_man, bool(move.captured))
                          for rule, state in zip(self.rules.draw_rules, before, strict=True)]

    def _before_count(self, move: Move) -> tuple[list[object], bool]:
        """Before ``move`` is made, once the pieces are few enough (``_most``): the draw
        rules' states now, and whether the move is a man's without a capture."""
        p = self.position
        before = self._draw
        if before is None:
            # a capture has just made the pieces few: each draw rule starts again at a
            # capture, from whatever state it had, so the state at the start will do
            before = [r.start(p) for r in self.rules.draw_rules]
        return before, not move.captured and p.is_man_move(move)

    def pop(self) -> None:
        self.position.pop()
        self.hash = self._hashes.pop()
        if self._counting:
            self._draw, self._pieces = self._draws.pop()

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
        """The endgame database's exact score, under the draw counts running: a win in
        n plies ``WIN - n``, a loss ``-WIN + n``, a draw ``DRAW``; None when no database
        holds the position (more pieces than it has: one comparison). A draw count
        that has run out is a draw, unless the side to move has no move (a loss first,
        as the game judges it)."""
        if self._draw is None:
            return None
        for rule, state in zip(self.rules.draw_rules, self._draw, strict=True):
            if rule.plies_left(state) == 0 and self.has_moves():
                return DRAW
        if self._endgame is None:
            return None
        found = self._endgame.value(self.position, self._draw)
        if found is None:
            return None
        result, plies = found
        if result > 0:
            return WIN - plies
        if result < 0:
            return -WIN + plies
        return DRAW


#: where no endgame database is built, the draw rules are followed in the search from
#: this many pieces down when the rules have an endgame count: the counts of the rule
#: texts and of FMJD (a few kings and men against a king) start at four pieces or fewer
COUNTED_PIECES = 4


def counted_pieces(rules: Rules, endgame: Database | None = None) -> int:
    """From how many pieces down the search keeps the draw rules' states: the endgame
    database's pieces where one is given, else ``COUNTED_PIECES`` where the rules count
    an endgame; 0: never."""
    if endgame is not None:
        return endgame.pieces
    if any(r.reason is Reason.ENDGAME_COUNT for r in rules.draw_rules):
        return COUNTED_PIECES
    return 0


def game_draw_states(game: Game) -> list[object]:
    """The states of the game's draw rules now, as the game keeps them: each rule's
    state at the game's start, advanced after every move played since."""
    rules = game.rules
    p = game.start.copy()
    states = [rule.start(p) for rule in rules.draw_rules]
    for move in game.moves:
        plain_man = not move.captured and p.is_man_move(move)
        p.push(move)
        states = [rule.advance(state, p, plain_man, bool(move.captured))
                  for rule, state in zip(rules.draw_rules, states, strict=True)]
    return states

