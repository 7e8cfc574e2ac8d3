"""A new game needs one module and one registration: a tiny game defined here, in the
test only, is played through a Session with text output, against the computer, with a
hint, a saved record that is read back, and the board and pieces said, touching no
module of the program.

Hop: a 3x3 board of points joined along ranks and files; White's three men start on
rank 1, Black's on rank 3. A man steps straight forward to an empty point, or jumps
straight forward over an opponent's man to the empty point beyond and takes it. A
player who cannot move loses.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from accessible_dama.notation import read_pdn
from accessible_dama.phrases.render import Renderer
from accessible_dama.rules import (
    BLACK,
    WHITE,
    GamePosition,
    GameRules,
    Move,
    Piece,
    PointBoard,
    Reason,
)
from accessible_dama.rules.outcome import Outcome
from accessible_dama.rules.pointgame import PointPosition, PointRules
from accessible_dama.rules.registry import find_game, register, unregister
from accessible_dama.session import events
from accessible_dama.session.core import Session
from accessible_dama.session.settings import Settings

HOP_BOARD = PointBoard(
    "hop",
    3,
    3,
    [(f, r) for r in range(3) for f in range(3)],
    [[(0, r), (1, r), (2, r)] for r in range(3)] + [[(f, 0), (f, 1), (f, 2)] for f in range(3)],
)


@dataclass(frozen=True, repr=False)
class HopRules(PointRules):
    def start_position(self) -> HopPosition:
        b = self.board
        pieces = {b.point(f"{f}1"): Piece.WHITE_MAN for f in "abc"}
        pieces.update({b.point(f"{f}3"): Piece.BLACK_MAN for f in "abc"})
        return HopPosition(self, pieces)


HOP = HopRules(id="hop", name="Hop", source="a test", board=HOP_BOARD)


class HopPosition(PointPosition):
    __slots__ = ()

    def legal_moves(self) -> list[Move]:
        b, color = self.board, self.turn
        own, theirs = self.side(color), self.side(not color)
        moves = []
        for p in b.points_of(own):
            f, r = b.coords(p)
            ahead = 1 if color else -1
            step = b.point_at(f, r + ahead)
            if step is not None and self.empty >> step & 1:
                moves.append(Move((p, step)))
            beyond = b.point_at(f, r + 2 * ahead)
            if step is not None and beyond is not None and theirs >> step & 1 \
                    and self.empty >> beyond & 1:
                moves.append(Move((p, beyond), frozenset({step})))
        return moves

    def outcome(self) -> Outcome | None:
        if self.legal_moves():
            return None
        return Outcome(not self.turn, Reason.NO_MOVES, "Hop 1")

    def _apply(self, move: Move) -> None:
        start, end = move.path[0], move.path[-1]
        taken = sum(1 << p for p in move.captured)
        if self.turn:
            self.white_men = self.white_men ^ (1 << start) | (1 << end)
            self.black_men &= ~taken
        else:
            self.black_men = self.black_men ^ (1 << start) | (1 << end)
            self.white_men &= ~taken


HopRules.position_class = HopPosition


@pytest.fixture
def hop() -> Iterator[HopRules]:
    register(HOP)
    try:
        yield HOP
    finally:
        unregister(HOP.id)


def said(session: Session, line: str) -> list[str]:
    renderer = Renderer("en")
    return [text for e in session.handle(line) for text in renderer.render(e).lines]


def test_a_new_game_answers_the_game_contract(hop: HopRules) -> None:
    """What Hop writes (its moves, its outcome, making a move, its start) is all that the
    contract of rules/contract.py asks beyond what every game on a board of points
    shares: its rules and its positions answer every question of it."""
    rules: GameRules = hop
    position: GamePosition = hop.start_position()
    assert isinstance(rules, GameRules) and isinstance(position, GamePosition)
    assert position.rules is rules and position.board is rules.board
    assert [position.move_kind(m).name for m in position.legal_moves()] == ["STEP"] * 3


def test_a_game_registered_from_a_test_is_found_by_its_name(hop: HopRules) -> None:
    assert find_game("hop") is hop
    assert find_game("Hop") is hop


def test_a_new_game_plays_through_a_session_with_a_hint_and_a_saved_record(
    hop: HopRules, tmp_path: Path
) -> None:
    save = tmp_path / "game.pdn"
    session = Session(Settings(lang="en", output="silent", variant="hop", level=1),
                      save_path=save, rng=random.Random(1), engine_depth=2)
    renderer = Renderer("en")
    start = [line for e in session.start() for line in renderer.render(e).lines]
    assert start and all(line.strip() for line in start)
    assert session.rules is hop

    hint = said(session, "hint")
    assert len(hint) == 1 and hint[0].split(":")[0] in {"a1-a2", "b1-b2", "c1-c2"}

    answer = said(session, "b1 b2")
    assert answer[0] == "White: b1 to b2."
    assert len(session.game.moves) == 2  # the computer answered
    assert answer[1].startswith("Black")

    board = said(session, "board")
    assert any(line.startswith("Rank 3") for line in board)
    assert said(session, "pieces")[0].startswith("White")
    assert said(session, "nonsense words")  # never silent

    record = read_pdn(save.read_bytes())[0]
    assert record.tags["Variant"] == "hop"
    assert len(record.moves) == 2

    again = Session(Settings(lang="en", output="silent"), save_path=tmp_path / "other.pdn",
                    rng=random.Random(1), engine_depth=2)
    assert again.load(save) is None
    assert again.rules is hop
    assert again.game.moves == session.game.moves

    while session.game.outcome is None:
        moves = session.game.legal_moves()
        line = "-".join(hop.board.name(p) for p in moves[0].path)
        out = [e for e in session.handle(line)]
        assert out
    over = [e for e in session.handle("board")]
    assert over
    assert session.game.outcome.reason is Reason.NO_MOVES
    assert session.game.outcome.winner in (WHITE, BLACK)
    assert isinstance(session.game.outcome, Outcome)
    assert any(isinstance(e, events.BoardShown) for e in over)
