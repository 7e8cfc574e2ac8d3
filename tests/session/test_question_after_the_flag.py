"""A yes-or-no question about the game in play (resign, a draw offered or agreed, a move
that loses material) is void once the game is over, however it ended: its answer says the
game is over and does nothing. Questions that do not act on the game (a new game, quit)
still stand. The clock is injected: the flag falls when the test moves the time on."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from accessible_dama.braille.cells import move_text_cells
from accessible_dama.notation import parse_fen
from accessible_dama.notation.squares import parse_square
from accessible_dama.phrases.render import Renderer
from accessible_dama.rules import BLACK, WHITE, Outcome, Reason, find_variant
from accessible_dama.sensor import link as sensor_link
from accessible_dama.sensor.protocol import Hello
from accessible_dama.sensor.recognize import board_of
from accessible_dama.session.board_events import RemedyAsked
from accessible_dama.session.board_game import BoardGame
from accessible_dama.session.core import SensorBoardSession, Session
from accessible_dama.session.events import (
    Event,
    GameOver,
    GameStarted,
    Goodbye,
    NothingAsked,
    NotYourTurn,
)
from accessible_dama.session.settings import Settings
from tests.cli.dama_process import env_for
from tests.clocks import HandClock

#: after g3-f4 d6-c5 c3-d4 h6-g5 f4xh6 c7-d6: a3-b4 lets c5 take it
HANGING = "W:W12,18,21,23,25,26,27,28,29,30,31,32:B1,2,3,4,5,7,8,9,10,11,14"
TIME_LOST = Outcome(BLACK, Reason.TIME)


def clocked(tmp_path: Path, time: HandClock, lang: str = "en", *, opponent: str = "computer",
            fen: str | None = None, warnings: bool = False) -> Session:
    session = Session(
        Settings(lang=lang, opponent=opponent, output="silent", clock_minutes=1.0, level=3,
                 warnings=warnings),
        position=parse_fen(fen, find_variant("czech")) if fen else None,
        save_path=tmp_path / "game.pdn", clock=time, rng=random.Random(1), engine_depth=2)
    session.start()
    return session


def said(session: Session, events: list[Event]) -> list[str]:
    r = Renderer(session.settings.lang)
    return [line for e in events for line in r.render(e).lines]


def flag_falls(session: Session, time: HandClock) -> None:
    time.advance(61.0)
    assert session.tick() == [GameOver(TIME_LOST, session.player)]


@pytest.mark.parametrize(("question", "opponent", "fen"), [
    ("resign", "computer", None),
    ("draw", "computer", None),  # offered to the computer
    ("draw", "human", None),  # the other player agrees to it
    ("a3 b4", "computer", HANGING),  # the warning before a move that loses a man
])
@pytest.mark.parametrize("answer", ["yes", "no"])
def test_a_question_about_the_game_is_void_once_the_flag_falls(
        tmp_path: Path, question: str, opponent: str, fen: str | None, answer: str) -> None:
    time = HandClock()
    session = clocked(tmp_path, time, opponent=opponent, fen=fen, warnings=True)
    moves = list(session.game.moves)
    asked = session.handle(question)
    assert session.pending_confirm is not None, asked
    flag_falls(session, time)
    assert session.pending_confirm is None  # nothing offers yes or no any more
    assert said(session, session.handle(answer)) == [
        "The game is over. Say new game to play another."]
    assert session.game.outcome == TIME_LOST and session.game.moves == moves
    # the question is gone: the next yes is a yes to nothing
    assert session.handle(answer) == [NothingAsked(answer == "yes")]


def test_a_line_that_is_no_answer_to_a_void_question_is_read_as_any_other(
        tmp_path: Path) -> None:
    time = HandClock()
    session = clocked(tmp_path, time, lang="cs")
    session.handle("vzdávám")
    flag_falls(session, time)
    assert said(session, session.handle("kdo je na tahu"))[0].startswith("Na tahu")


def test_a_new_game_or_quit_asked_before_the_flag_still_stand(tmp_path: Path) -> None:
    time = HandClock()
    session = clocked(tmp_path, time)
    session.handle("new game")
    flag_falls(session, time)
    assert session.pending_confirm == "new"
    assert isinstance(session.handle("yes")[0], GameStarted)
    assert session.game.outcome is None and not session.game.moves
    session.handle("quit")
    time.advance(61.0)
    session.tick()
    assert session.pending_confirm == "quit"
    assert isinstance(session.handle("yes")[-1], Goodbye) and session.quit_requested


def test_a_question_about_a_game_ended_on_the_board_is_void_too(tmp_path: Path) -> None:
    # a question asked, then the game ends another way than by the clock (a move made on a
    # sensor board or a braille display while the question waits)
    session = Session(Settings(lang="en", opponent="human", output="silent"),
                      position=parse_fen("W:Wc3:Bd4", find_variant("czech")),
                      save_path=tmp_path / "game.pdn")
    session.start()
    session.handle("draw")
    assert session.pending_confirm == "draw"
    session.play(session.game.legal_moves()[0])
    assert session.game.outcome == Outcome(WHITE, Reason.NO_PIECES)
    assert session.pending_confirm is None
    assert session.handle("yes") == [NotYourTurn(True)]


#: White must take d4 with c3; g3-h4 breaks the rule, and Black is asked what to do
MISSED = "W:Wb2,c3,g3:Bd4,h8"


@pytest.mark.parametrize("after", ["yes", "stand", "h8 g7 on the board"])
def test_a_decision_on_an_irregular_move_is_void_once_the_game_is_over(
        tmp_path: Path, after: str) -> None:
    # no clock runs while the opponent decides (docs/rules.md): the game ends otherwise
    time = HandClock()
    session = SensorBoardSession(
        Settings(lang="en", opponent="human", output="silent", clock_minutes=1.0),
        position=parse_fen(MISSED, find_variant("czech")), save_path=tmp_path / "game.pdn",
        clock=time)
    board = BoardGame(session, cells_for=move_text_cells)
    board.start(time.now)
    board.on_board(sensor_link.BoardConnected(Hello(1, "DAMA-0001", 32, "1.0.0")), time.now)
    board.on_board(sensor_link.BoardOccupancy(board_of(session.game.position)), time.now)
    g3, h4, h8, g7 = (parse_square(session.rules.geometry, n) for n in ("g3", "h4", "h8", "g7"))
    board.on_board(sensor_link.SquareChanged(g3, False), time.now)
    board.on_board(sensor_link.SquareChanged(h4, True), time.now)
    assert any(isinstance(e, RemedyAsked) for e in board.tick(time.now + 1.0))
    assert board.choices() == ("correct", "stand")
    time.advance(61.0)
    assert board.tick(time.now) == [] and session.game.outcome is None
    board.line("resign", time.now)
    assert any(isinstance(e, GameOver) for e in board.line("yes", time.now))
    assert board.choices() == ("board",)
    if after.endswith("on the board"):  # the next move would have let it stand
        board.on_board(sensor_link.SquareChanged(h8, False), time.now)
        board.on_board(sensor_link.SquareChanged(g7, True), time.now)
        board.tick(time.now + 3.0)
    else:
        assert board.line(after, time.now) == [NotYourTurn(True)]
    assert session.game.outcome is not None and session.game.outcome.reason is Reason.RESIGNATION
    assert not session.game.moves


def test_a_move_is_not_taken_back_after_the_flag_fell(tmp_path: Path) -> None:
    # the time spent cannot be given back: undoing would start a clock with none left
    time = HandClock()
    session = clocked(tmp_path, time)
    session.handle("c3 d4")
    flag_falls(session, time)
    moves = list(session.game.moves)
    assert session.handle("undo") == [NotYourTurn(True)]
    assert session.game.moves == moves and session.game.outcome == TIME_LOST


def test_a_yes_after_the_flag_in_the_real_program_says_the_game_is_over(
        tmp_path: Path) -> None:
    # the command of the report: resign asked, the flag falls while the question waits,
    # then yes. The program's own clock runs; the input waits for its lines to appear.
    program = subprocess.Popen(
        [sys.executable, "-m", "accessible_dama", "--clock", "0.05", "--silent",
         "--lang", "en"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env=env_for(tmp_path))
    assert program.stdin is not None and program.stdout is not None
    lines = [program.stdout.readline()]
    while not lines[-1].startswith("Clock"):
        lines.append(program.stdout.readline())
        assert lines[-1], lines
    program.stdin.write("resign\n")
    program.stdin.flush()
    lines.append(program.stdout.readline())
    while "ran out of time" not in lines[-1]:  # 3 s on White's clock
        lines.append(program.stdout.readline())
        assert lines[-1], lines
    asked = [n for n, line in enumerate(lines) if line.startswith("Resign")]
    assert asked and asked[0] < len(lines) - 1, lines  # asked before the flag fell
    out, err = program.communicate("yes\n", timeout=60)
    assert program.returncode == 0, err
    assert "Traceback" not in err
    assert out.splitlines()[0] == "The game is over. Say new game to play another."
