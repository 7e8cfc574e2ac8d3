"""The engine plays a game it was never told of: a tiny game on a board of points, defined
here and registering no evaluation, gets moves, hints and analyses from the generic
evaluation (material and mobility).

Creep: a 3x3 board of points joined along ranks and files. A man steps to any empty
neighbouring point; nothing is captured. A player who cannot move loses.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from accessible_dama.engine import Engine, Limit, Why
from accessible_dama.engine.games import choose_move, white_score
from accessible_dama.rules import (
    Color,
    Move,
    Outcome,
    Piece,
    PointBoard,
    PointGame,
    PointPosition,
    PointRules,
    Reason,
)

CREEP_BOARD = PointBoard(
    "creep",
    3,
    3,
    [(f, r) for r in range(3) for f in range(3)],
    [[(0, r), (1, r), (2, r)] for r in range(3)] + [[(f, 0), (f, 1), (f, 2)] for f in range(3)],
)


@dataclass(frozen=True, repr=False)
class CreepRules(PointRules):
    def start_position(self) -> CreepPosition:
        return self.setup(_pieces(self.board, "a1 b1 c1", "a3 b3 c3"), True)

    def setup(self, pieces: Mapping[int, Piece], turn: Color,
              in_hand: tuple[int, int] | None = None) -> CreepPosition:
        self._no_hand(in_hand)
        return CreepPosition(self, pieces, turn)


CREEP = CreepRules(id="creep", name="Creep", source="a test", board=CREEP_BOARD)


class CreepPosition(PointPosition):
    __slots__ = ()

    def legal_moves(self) -> list[Move]:
        b, empty = self.board, self.empty
        return [
            Move((p, q))
            for p in b.points_of(self.side(self.turn))
            for q in b.neighbours[p]
            if empty >> q & 1
        ]

    def outcome(self) -> Outcome | None:
        if self.legal_moves():
            return None
        return Outcome(not self.turn, Reason.NO_MOVES, "Creep 1")

    def _apply(self, move: Move) -> None:
        start, end = move.path
        if self.turn:
            self.white_men ^= (1 << start) | (1 << end)
        else:
            self.black_men ^= (1 << start) | (1 << end)


def _pieces(board: PointBoard, white: str, black: str) -> dict[int, Piece]:
    pieces = {board.point(name): Piece.WHITE_MAN for name in white.split()}
    pieces.update({board.point(name): Piece.BLACK_MAN for name in black.split()})
    return pieces


def _text(move: Move) -> str:
    return "-".join(CREEP_BOARD.name(p) for p in move.path)


def test_a_game_that_registers_no_evaluation_gets_the_generic_one() -> None:
    assert white_score.dispatch(CreepPosition) is white_score.dispatch(PointPosition)
    start = CREEP.start_position()
    assert white_score(start) == 0  # the same men, the same steps free to each side


def test_a_game_that_registers_no_evaluation_gets_a_legal_hint_at_depth_2() -> None:
    game = PointGame(CREEP)
    hint = Engine(5, rng=random.Random(1)).hint(game, Limit(depth=2))
    assert hint is not None
    assert hint.move in game.legal_moves()
    assert hint.line and hint.line[0] == hint.move


def test_the_generic_evaluation_finds_the_move_that_blocks_the_opponent() -> None:
    game = PointGame(CREEP, CREEP.setup(_pieces(CREEP_BOARD, "a1 b3", "a3"), True))
    hint = Engine(5, rng=random.Random(1)).hint(game, Limit(depth=2))
    assert hint is not None
    assert (_text(hint.move), hint.why) == ("a1-a2", Why.WINS_GAME)
    assert _text(choose_move(game, Limit(depth=2))) == "a1-a2"


def test_a_game_that_registers_no_evaluation_is_played_to_its_end_by_the_engine() -> None:
    game = PointGame(CREEP)
    engine = Engine(3, rng=random.Random(3))
    while game.outcome is None and len(game.moves) < 60:
        move = engine.choose_move(game, Limit(depth=2))
        assert move in game.legal_moves()
        game.push(move)
    analysis = engine.analyse(game, Limit(depth=2))
    assert analysis.men_white == analysis.men_black == 3
