"""A puzzle answered on a sensor board (session/trainer.py through session/board_game.py):
the wrong move made on the board is turned down once and taken back by hand, the right one
is played, the defence is said and made on the board, and the last capture solves it."""

from __future__ import annotations

from pathlib import Path

import pytest

import accessible_dama.session.trainer as trainer_module
from accessible_dama.puzzles import Puzzle
from tests.sensor.test_play import Table

FEN = "W:Wa3,c3,f2,Kb8:Bd6,a5,e5,f4,h4"
LINE = f"{FEN}\tb8-a7 h4-g3 f2xh4\t1\t3\tmen 1\tquiet\t8\tmrcd2000kval.pdn game 6 ply 47"


def test_a_puzzle_is_answered_on_the_board(tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(trainer_module, "load",
                        lambda variant: [Puzzle.from_line(variant, LINE)])
    t = Table(tmp_path, fen=FEN, opponent="computer")
    t.start()
    t.connect()
    assert t.type("puzzles") == ["Puzzle 1 of 1, grade 1: White to move wins a man.",
                                 "The board is ready."]
    assert t.hands("-c3", "+d4") == ["Not that one: c3-d4 wins nothing. Try again."]
    assert t.wait(2.5) == []  # said once, not again when the board settles
    assert t.hands("-d4", "+c3") == [] and t.wait(2.5) == []
    assert t.hands("-b8", "+a7") == ["White: b8 to a7.", "Right: b8-a7.", "Black: h4 to g3.",
                                     "Your move again."]
    assert t.hands("-h4", "+g3") == [] and t.wait(2.5) == []  # the defence made by hand
    assert t.hands("-f2", "-g3", "+h4") == [
        "White captures f2 over g3 to h4.", "Right: f2xh4 wins a man.",
        "Solved, 1 in all. The next puzzle is of grade 1: say puzzle."]
    assert t.session.training and not t.session.game.outcome
