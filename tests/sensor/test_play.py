"""A game on a sensor board: the logic on a fake clock, then the real thing through a pty,
and whole games with ``board-sim`` and ``play --board`` as processes."""

from __future__ import annotations

import random
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest

from accessible_dama.braille.cells import move_text_cells
from accessible_dama.braille.selection import Selector, SquareSelector
from accessible_dama.notation import parse_fen, read_pdn
from accessible_dama.notation.squares import parse_square
from accessible_dama.phrases.board import BoardRenderer
from accessible_dama.rules import Position, find_variant
from accessible_dama.sensor import link as sensor_link
from accessible_dama.sensor.protocol import Display, Frame, Hello, Light
from accessible_dama.sensor.recognize import board_of
from accessible_dama.session.board_events import MovesGoOnTheBoard, RemedyApplied
from accessible_dama.session.board_game import BoardGame
from accessible_dama.session.core import Session
from accessible_dama.session.events import Event, RepeatAsked
from accessible_dama.session.settings import Settings
from accessible_dama.understand.board_answers import plain_words
from tests.cli.dama_process import env_for
from tests.sensor.processes import Proc

HELLO = Hello(1, "DAMA-0001", 32, "1.0.0")


class Table:
    """A board game on paper: board reports in, sentences out, the clock by hand."""

    def __init__(self, tmp_path: Path, *, lang: str = "en", opponent: str = "human",
                 variant: str = "czech", fen: str | None = None, black: bool = False,
                 searched: bool = False, settings: Settings | None = None) -> None:
        settings = settings or Settings(lang=lang, opponent=opponent, variant=variant,
                                        level=1, output="silent", play_white=not black)
        rules = find_variant(variant)
        position = parse_fen(fen, rules) if fen else None
        self.now = 0.0  # the clock of the game, moved by hand
        self.session = Session(settings, position=position, save_path=tmp_path / "auto.pdn",
                               rng=random.Random(3), engine_depth=1, clock=lambda: self.now)
        self.sent: list[Frame] = []
        self.game = BoardGame(self.session, send=self.sent.append, url="/dev/ttyACM0",
                              searched=searched, cells_for=move_text_cells)
        self.renderer = BoardRenderer(lang)
        self.g = rules.geometry
        self.events: list[Event] = []

    def say(self, events: list[Event]) -> list[str]:
        self.events += events
        lines = [line for e in events for line in self.renderer.render(e).lines]
        self.game.flush()
        if self.game.wants_to_think:
            lines += self.say(self.game.think(self.now))
        return lines

    def start(self) -> list[str]:
        return self.say(self.game.start(self.now))

    def connect(self, occupancy: frozenset[int] | None = None,
                hello: Hello = HELLO) -> list[str]:
        occ = board_of(self.session.game.position) if occupancy is None else occupancy
        connected = sensor_link.BoardConnected(hello)
        shown = sensor_link.BoardOccupancy(frozenset(occ))
        return (self.say(self.game.on_board(connected, self.now))
                + self.say(self.game.on_board(shown, self.now)))

    def sq(self, name: str) -> int:
        return parse_square(self.g, name)

    def hands(self, *steps: str) -> list[str]:
        """``-c3`` lifts from c3, ``+d4`` places on d4; 50 ms apart."""
        lines: list[str] = []
        for step in steps:
            self.now += 0.05
            square = self.sq(step[1:])
            lines += self.say(self.game.on_board(sensor_link.SquareChanged(square, step[0] == "+"),
                                                 self.now))
            lines += self.say(self.game.tick(self.now))
        return lines

    def wait(self, seconds: float) -> list[str]:
        self.now += seconds
        return self.say(self.game.tick(self.now))

    def type(self, text: str) -> list[str]:
        return self.say(self.game.line(text, self.now))

    def button(self, n: int, held: float = 0.05) -> list[str]:
        """Press button ``n`` and let it go ``held`` seconds later."""
        lines = self.say(self.game.on_board(sensor_link.ButtonPressed(n), self.now))
        self.now += held
        lines += self.say(self.game.tick(self.now))
        return lines + self.say(self.game.on_board(sensor_link.ButtonReleased(n), self.now))

    def occupancy(self) -> frozenset[int]:
        return board_of(self.session.game.position)


START = frozenset(range(1, 13)) | frozenset(range(21, 33))


# ---------------------------------------------------------------- the start check


def test_start_check_of_a_right_board_says_it_is_ready(tmp_path: Path) -> None:
    t = Table(tmp_path)
    assert t.start()[0].startswith("New game: Czech draughts, two players.")
    assert t.connect() == ["Board DAMA-0001 found; checking the position.",
                           "The board is ready."]


def test_start_check_names_every_wrong_square(tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.start()
    shown = (START - {22, 23}) | {18}
    assert t.connect(shown)[1:] == [
        "Squares c3, e3 should have a piece. Square d4 should be empty.",
        # said once: the players may mean to play this position
        "A piece stands on d4, where the start position has none. To play from the position "
        "on the board, say position from the board."]
    assert t.sent[-1] == Light(2)
    assert t.hands("+c3", "+e3") == []  # nothing said while the players are busy
    assert t.wait(2.1) == ["Square d4 should be empty."]
    assert t.hands("-d4") == ["The board is ready."]
    assert t.sent[-1] == Light(0)


def test_reed_switch_wired_wrong_is_named_by_the_start_check(tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.start()
    assert t.connect(START - {t.sq("g1")})[1] == "Square g1 should have a piece."


def test_no_move_is_taken_before_the_board_is_ready(tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.start()
    t.connect(START - {22, 18})  # c3 off the board: c3-d4 is not yet a move
    assert t.hands("+d4") == []
    assert t.wait(2.1)[0] == "Square c3 should have a piece. Square d4 should be empty."
    assert t.session.game.moves == []


def test_waiting_for_the_board_is_said_once_after_a_second(tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.start()
    assert t.wait(0.5) == []
    assert t.wait(0.6) == ["Waiting for the board at /dev/ttyACM0."]
    assert t.wait(5) == []


@pytest.mark.parametrize(("lang", "problem", "said"), [
    ("en", "missing", "Waiting for the board at /dev/ttyACM0, but there is no such port: "
                      "check that the board is plugged in and the port's name, or let the "
                      "program look for it: dama play --board auto."),
    ("cs", "unopened", "Čekám na desku na /dev/ttyACM0, ale port nejde otevřít: možná ho "
                       "používá jiný program, nebo k němu nemáte oprávnění (na Linuxu: "
                       "skupina dialout)."),
])
def test_waiting_for_a_port_that_cannot_be_opened_says_what_to_check(
        tmp_path: Path, lang: str, problem: str, said: str) -> None:
    t = Table(tmp_path, lang=lang)
    t.game.port_problem = lambda: problem
    t.start()
    assert t.wait(1.1) == [said]


def test_board_of_the_wrong_size_or_version_is_refused(tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.start()
    lines = t.say(t.game.on_board(sensor_link.BoardConnected(Hello(1, "BIG", 50, "1.0")), 0.0))
    assert lines == ["The board has 50 squares, but Czech draughts needs 32."]
    assert t.say(t.game.on_board(sensor_link.BoardOccupancy(frozenset(range(1, 21))), 0.0)) == []
    lines = t.say(t.game.on_board(sensor_link.BoardIncompatible(Hello(2, "NEW", 32, "9")), 0.0))
    assert lines == ["This board speaks protocol version 2; this program knows version 1."]


def test_a_board_found_by_looking_at_the_ports_is_said_with_its_port(tmp_path: Path) -> None:
    t = Table(tmp_path, searched=True)
    t.start()
    assert t.connect() == ["Board DAMA-0001 found on /dev/ttyACM0; checking the position.",
                           "The board is ready."]


def test_a_second_hello_from_the_board_that_is_here_is_not_said_again(
        tmp_path: Path) -> None:
    # the late answer to a query repeated on a busy host (or over TCP), or a reset of the
    # board: it is not found again, but it is given its cells and light again
    t = Table(tmp_path)
    t.start()
    t.connect(START - {22})  # one piece missing: the light blinks
    t.sent.clear()
    assert t.connect(START - {22}) == []
    assert Light(2) in t.sent
    assert t.hands("+c3") == ["The board is ready."]
    t.sent.clear()
    assert t.connect() == []
    assert t.sent == []  # nothing was shown or lit: nothing to send again


def test_the_settings_remember_the_board_and_another_board_on_its_port_is_said(
        tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.start()
    t.connect()
    assert (t.session.settings.board_port, t.session.settings.board_id) == (
        "/dev/ttyACM0", "DAMA-0001")
    t.say(t.game.on_board(sensor_link.BoardLost("silent"), t.now))
    assert t.connect(hello=Hello(1, "DAMA-0002", 32, "1.0.0")) == [
        "The board on /dev/ttyACM0 is DAMA-0002 now, not DAMA-0001 as last time.",
        "The board is back; checking the position.", "The board is ready."]
    assert t.session.settings.board_id == "DAMA-0002"


def test_another_board_than_last_time_is_said_in_czech_at_the_start(tmp_path: Path) -> None:
    remembered = Settings(lang="cs", opponent="human", output="silent",
                          board_port="/dev/ttyACM0", board_id="KLUB-1")
    t = Table(tmp_path, lang="cs", settings=remembered)
    t.start()
    assert t.connect()[:2] == ["Na /dev/ttyACM0 je teď deska DAMA-0001, ne KLUB-1 jako minule.",
                               "Deska DAMA-0001 nalezena; kontroluji postavení."]


def test_the_same_board_on_another_port_is_only_remembered(tmp_path: Path) -> None:
    remembered = Settings(opponent="human", output="silent", board_port="/dev/ttyACM1",
                          board_id="DAMA-0001")
    t = Table(tmp_path, settings=remembered)
    t.start()
    assert t.connect()[0] == "Board DAMA-0001 found; checking the position."
    assert t.session.settings.board_port == "/dev/ttyACM0"


# ---------------------------------------------------------------- moves


def test_move_on_the_board_is_announced_saved_and_shown_in_braille(tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.start()
    t.connect()
    assert t.hands("-c3", "+d4") == ["White: c3 to d4."]
    assert t.hands("-f6", "+g5") == ["Black: f6 to g5."]
    assert Display(move_text_cells("f6-g5")) in t.sent
    [saved] = read_pdn((tmp_path / "auto.pdn").read_bytes())
    assert len(saved.moves) == 2


def test_capture_in_any_order_of_the_hands(tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.start()
    t.connect()
    t.hands("-c3", "+d4", "-f6", "+e5")
    # the captured man off first, then the jump
    assert t.hands("-e5", "-d4", "+f6") == [
        "White captures d4 over e5 to f6.",
        "Black must capture: e7 over f6 to g5, or g7 over f6 to e5."]


def test_captured_piece_left_on_the_board_is_asked_off_not_refereed(tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.start()
    t.connect()
    t.hands("-c3", "+d4", "-f6", "+e5")
    assert t.hands("-d4", "+f6") == []  # the jump made, e5 still on the board
    assert t.wait(2.1) == ["Remove the captured piece on e5."]
    assert t.hands("-e5")[0] == "White captures d4 over e5 to f6."


def test_knocked_piece_is_named_and_waited_for(tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.start()
    t.connect()
    assert t.hands("-b6") == []
    assert t.wait(0.7) == ["Put the piece back on b6."]
    assert t.hands("+b6") == ["The board is right again."]
    assert t.hands("-c3", "+d4") == ["White: c3 to d4."]


def test_done_button_reads_the_board_at_once(tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.start()
    t.connect()
    t.hands("-c3", "+e5")  # two squares: no move of a man
    assert t.button(1) == ["c3-e5 is not possible: that piece moves one square at a time.",
                           "Square e5 should be empty. Put the piece back on c3."]


def test_repeat_button_asks_for_the_last_announcement(tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.start()
    t.connect()
    t.button(2)
    assert isinstance(t.events[-1], RepeatAsked)


def test_asked_about_the_sensor_board_it_says_its_port_and_whether_it_answers(
        tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.start()
    t.connect()
    assert t.type("is the sensor board connected?") == [
        "The sensor board on /dev/ttyACM0 is connected."]
    t.say(t.game.on_board(sensor_link.BoardLost("silent"), t.now))
    assert t.type("sensor board") == [
        "The sensor board on /dev/ttyACM0 does not answer; the game waits for it. "
        "Check its cable."]


def test_crowning_is_asked_for(tmp_path: Path) -> None:
    t = Table(tmp_path, fen="W:Wb6:Bh8")
    t.start()
    t.connect()
    assert t.hands("-b6", "+a7") == ["White: b6 to a7."]
    assert t.hands("-h8", "+g7") == ["Black: h8 to g7."]
    assert t.hands("-a7", "+b8") == ["White: a7 to b8, and becomes a king.",
                                     "Crown the man on b8."]


# ---------------------------------------------------------------- against the computer


def test_computer_says_which_piece_to_move_and_waits_for_the_board(tmp_path: Path) -> None:
    t = Table(tmp_path, opponent="computer")
    t.start()
    t.connect()
    lines = t.hands("-c3", "+d4")
    assert lines[0] == "White: c3 to d4."
    assert lines[1].startswith("Move the black man from ")
    move = t.game.computer_move
    assert move is not None
    before = t.occupancy()
    start, end = (t.renderer.sq(t.session.rules, s) for s in (move.start, move.end))
    assert lines[1] == f"Move the black man from {start} to {end}."
    # the wrong piece first: the board says what differs once it settles
    wrong = "b6" if start != "b6" else "d6"
    t.hands(f"-{wrong}")
    assert t.wait(2.1)[0].endswith(f"Put the piece back on {wrong}.")
    t.hands(f"+{wrong}")
    said = t.hands(f"-{start}", f"+{end}")
    # the move, and a capture it leaves White if it does (which the seeded level chooses)
    assert said[0] == f"Black: {start} to {end}."
    assert all(line.startswith("White must capture") for line in said[1:]), said
    assert t.occupancy() == (before - {move.start}) | {move.end}


def test_computer_playing_white_asks_for_its_first_move_once_the_board_is_ready(
        tmp_path: Path) -> None:
    t = Table(tmp_path, opponent="computer", black=True)
    lines = t.start()
    assert "You play Black." in lines[0]
    assert t.session.game.moves == []  # not played before the board shows it
    lines = t.connect()
    assert lines[1] == "The board is ready."
    assert lines[2].startswith("Move the white man from ")


def test_czech_sentences_on_the_board(tmp_path: Path) -> None:
    t = Table(tmp_path, lang="cs", opponent="computer")
    t.start()
    lines = t.connect(START - {22})
    assert lines == ["Deska DAMA-0001 nalezena; kontroluji postavení.",
                     "Na poli c3 má stát kámen."]
    assert t.hands("+c3") == ["Deska je připravená."]
    lines = t.hands("-c3", "+d4")
    assert lines[0] == "Bílý: c3 na d4."
    assert lines[1].startswith("Táhněte černým kamenem z ")


# ---------------------------------------------------------------- moves no rule allows


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["e3-e5 is not possible: pieces move diagonally, on the dark squares.",
            "Square e5 should be empty. Put the piece back on e3."]),
    ("cs", ["e3-e5 nelze zahrát: figury táhnou šikmo, po tmavých polích.",
            "Pole e5 má být prázdné. Vraťte kámen na pole e3."]),
])
def test_an_illegal_move_on_the_board_is_said_and_never_completed_as_another(
        tmp_path: Path, lang: str, said: list[str]) -> None:
    t = Table(tmp_path, lang=lang)
    t.start()
    t.connect()
    t.hands("-c3", "+d4", "-b6", "+a5")
    assert t.hands("-e3", "+e5") == []
    assert t.wait(2.1) == said
    # doing what was said plays no move: the board is the position again
    assert len(t.hands("-e5", "+e3")) == 1
    assert len(t.session.game.moves) == 2
    assert t.hands("-e3", "+f4")[0] in ("White: e3 to f4.", "Bílý: e3 na f4.")


# ---------------------------------------------------------------- irregular moves


MISSED = "W:Wb2,c3,g3:Bd4,h8"  # white must take d4 with c3; g3-h4 breaks the rule


def test_czech_missed_capture_opponent_lets_it_stand(tmp_path: Path) -> None:
    t = Table(tmp_path, fen=MISSED)
    t.start()
    t.connect()
    lines = t.hands("-g3", "+h4")
    assert lines == []
    lines = t.wait(0.7)
    assert lines == [
        "White did not capture, but a capture was compulsory: c3 over d4 to e5.",
        "Black decides: correct the move, or let it stand? Say correct or stand "
        "(button 1: correct).",
    ]
    assert t.type("nechat") == ["The move stands. Black to move."]
    assert t.hands("-h8", "+g7") == ["Black: h8 to g7.", "White must capture: c3 over d4 to e5."]


@pytest.mark.parametrize("answer", ["yes", "opravit", "button"])
def test_czech_missed_capture_corrected(tmp_path: Path, answer: str) -> None:
    t = Table(tmp_path, fen=MISSED)
    t.start()
    t.connect()
    t.hands("-g3", "+h4")
    t.wait(0.7)
    lines = t.button(1) if answer == "button" else t.type(answer)
    assert lines == ["The move is corrected: White plays c3 over d4 to e5.",
                     "Square h4 should be empty. Put the piece back on g3."]
    # the players put g3 back and make the capture
    assert t.hands("-h4", "+g3") == ["The board is right again."]
    assert t.hands("-c3", "-d4", "+e5") == ["White captures c3 over d4 to e5."]


def test_a_corrected_missed_capture_says_in_czech_what_to_put_back(tmp_path: Path) -> None:
    t = Table(tmp_path, lang="cs", fen="W:Wd4,g3:Bc5,h8")
    t.start()
    t.connect()
    t.hands("-g3", "+h4")
    t.wait(0.7)
    assert t.type("ano") == ["Tah se opravuje: Bílý hraje d4 přes c5 na b6.",
                             "Pole h4 má být prázdné. Vraťte kámen na pole g3."]
    assert t.hands("-h4") == []
    assert t.wait(0.7) == ["Vraťte kámen na pole g3."]
    assert t.hands("+g3") == ["Deska je opět v pořádku."]


WRONG = "W:Wa1,h2:Bg3,d8"  # h2 takes g3; d8 is not captured


def test_a_wrongly_removed_piece_is_asked_back_until_it_is_back(tmp_path: Path) -> None:
    t = Table(tmp_path, fen=WRONG)
    t.start()
    t.connect()
    t.hands("-h2", "+f4", "-d8")
    assert t.wait(0.7) == [
        "Wrong pieces were taken off: the capture takes g3.",
        "Black decides: correct the move, or let it stand? Say correct or stand "
        "(button 1: correct).",
    ]
    assert t.type("yes") == ["The move is corrected: White plays h2 over g3 to f4.",
                             "Remove the captured piece on g3. Put the piece back on d8."]
    # lifting g3 is the correction under way, not the same wrong capture again
    assert t.hands("-g3") == []
    assert t.wait(2.1) == ["Put the piece back on d8."]
    assert t.session.game.moves == []
    assert t.hands("+d8") == ["White captures h2 over g3 to f4."]


def test_a_wrong_piece_taken_off_is_asked_back_in_czech_when_the_rule_corrects(
        tmp_path: Path) -> None:
    t = Table(tmp_path, lang="cs", variant="opalecka", fen=WRONG)
    t.start()
    t.connect()
    t.hands("-h2", "+f4", "-d8")
    assert t.wait(0.7) == ["Odebrány špatné kameny: braní bere g3.",
                           "Tah se opravuje: Bílý hraje h2 přes g3 na f4.",
                           "Odeberte sebraný kámen z pole g3. Vraťte kámen na pole d8."]
    assert t.hands("-g3") == []
    assert t.wait(2.1) == ["Vraťte kámen na pole d8."]
    assert t.hands("+d8") == ["Bílý bere h2 přes g3 na f4."]


def test_no_clock_runs_while_the_opponent_decides_on_an_irregular_move(tmp_path: Path) -> None:
    # RULES.md, irregularities on a physical board: the opponent decides (Czech 5.4)
    clocked = Settings(lang="en", opponent="human", level=1, output="silent",
                       clock_minutes=0.5)
    t = Table(tmp_path, fen=MISSED, settings=clocked)
    t.start()
    t.connect()
    t.hands("-g3", "+h4")
    assert t.wait(0.7)[1].startswith("Black decides")
    assert t.wait(120) == []  # White's 30 seconds do not run out meanwhile
    assert t.session.game.outcome is None
    t.type("stand")
    assert t.wait(10) == ["Black has 20 s left."]  # now Black's time runs
    assert t.wait(25)[-1] == "Game over. White wins: Black ran out of time."


def test_after_a_remedy_by_rule_the_time_of_the_side_to_move_runs(tmp_path: Path) -> None:
    clocked = Settings(lang="en", opponent="human", variant="opalecka", level=1,
                       output="silent", clock_minutes=0.5)
    t = Table(tmp_path, variant="opalecka", fen=MISSED, settings=clocked)
    t.start()
    t.connect()
    t.hands("-g3", "+h4")
    assert t.wait(0.7)[1] == "The piece on c3 is taken away: take it off the board."
    assert t.wait(31)[-1] == "Game over. White wins: Black ran out of time."


def test_opponents_next_move_lets_the_irregular_move_stand(tmp_path: Path) -> None:
    t = Table(tmp_path, fen=MISSED)
    t.start()
    t.connect()
    t.hands("-g3", "+h4")
    t.wait(0.7)
    assert t.hands("-h8", "+g7") == ["The move stands. Black to move.", "Black: h8 to g7.",
                                     "White must capture: c3 over d4 to e5."]


def test_a_let_stand_irregular_move_is_one_game_in_the_history_the_record_and_undo(
        tmp_path: Path) -> None:
    t = Table(tmp_path, fen=MISSED)
    t.start()
    t.connect()
    t.hands("-g3", "+h4")
    t.wait(0.7)
    t.type("stand")
    t.hands("-h8", "+g7")
    # the history holds the irregular move as played, between the others
    assert t.type("history") == ["Moves: 1. g3-h4 h8-g7"]
    # one PDN game: the move as played, with what it was and the position it left
    [game] = read_pdn((tmp_path / "auto.pdn").read_bytes())
    assert game.moves == ["g3-h4", "h8-g7"]
    [comment] = game.comments
    assert comment.ply == 1
    assert comment.text == ("irregular move left to stand (missed_capture) "
                            "[%position B:Wh4,c3,b2:Bh8,d4]")
    assert "Round" not in game.tags
    # undo goes back over it, to the position before it
    t.type("undo")
    t.type("undo")
    assert t.session.game.moves == []
    assert t.session.game.position == parse_fen(MISSED, find_variant("czech"))
    assert t.type("undo") == ["There is no move to take back."]


def test_a_record_with_an_irregular_move_left_to_stand_is_resumed_as_one_game(
        tmp_path: Path) -> None:
    t = Table(tmp_path, fen=MISSED)
    t.start()
    t.connect()
    t.hands("-g3", "+h4")
    t.wait(0.7)
    t.type("stand")
    t.hands("-h8", "+g7")
    played = list(t.session.game.moves)
    t.session.close()
    again = Session(Settings(lang="en", opponent="human", output="silent"),
                    save_path=tmp_path / "auto.pdn", rng=random.Random(3))
    assert again.load(tmp_path / "auto.pdn") is None
    assert again.game.moves == played
    assert again.game.irregular == {0: "irregular move left to stand (missed_capture)"}
    assert again.game.position == t.session.game.position
    again.game.pop()
    again.game.pop()
    assert again.game.position == parse_fen(MISSED, find_variant("czech"))


def test_a_crowning_move_that_ends_the_game_asks_for_the_crown_before_game_over(
        tmp_path: Path) -> None:
    t = Table(tmp_path, lang="cs", fen="W:Wc7,g1:Bh2")  # after c7-d8 Black cannot move
    t.start()
    t.connect()
    lines = t.hands("-c7", "+d8") + t.wait(2.1)
    crown = next(i for i, line in enumerate(lines) if line.startswith("Korunujte"))
    over = next(i for i, line in enumerate(lines) if line.startswith("Konec hry"))
    assert crown < over, lines


def test_opalecka_takes_the_piece_that_did_not_capture(tmp_path: Path) -> None:
    t = Table(tmp_path, variant="opalecka", fen=MISSED)
    t.start()
    t.connect()
    t.hands("-g3", "+h4")
    lines = t.wait(0.7)
    assert lines == [
        "White did not capture, but a capture was compulsory: c3 over d4 to e5.",
        "The piece on c3 is taken away: take it off the board.",
    ]
    assert t.hands("-c3") == ["The board is right again."]


def test_against_the_computer_the_computer_decides(tmp_path: Path) -> None:
    t = Table(tmp_path, fen=MISSED, opponent="computer")
    t.start()
    t.connect()
    t.hands("-g3", "+h4")
    lines = t.wait(0.7)
    assert lines[1] == "The move is corrected: White plays c3 over d4 to e5."


@pytest.mark.parametrize(("lang", "answer", "said"), [
    ("en", 0, "The move is corrected: White plays c3 over d4 to e5."),
    ("en", 1, "The move stands. Black to move."),
    ("cs", 0, "Tah se opravuje: Bílý hraje c3 přes d4 na e5."),
    ("cs", 1, "Tah platí. Na tahu je Černý."),
])
def test_the_one_word_answers_offered_are_understood_when_they_come_back(
        tmp_path: Path, lang: str, answer: int, said: str) -> None:
    t = Table(tmp_path, lang=lang, fen=MISSED)
    t.start()
    t.connect()
    assert t.game.choices() == ("board",)
    t.hands("-g3", "+h4")
    question = t.wait(0.7)[-1]
    assert t.game.choices() == ("correct", "stand")
    words = t.renderer.choices(t.game.choices())
    assert words == (["correct", "stand"] if lang == "en" else ["opravit", "nechat"])
    # the question names the words the answers line offers, and button 1's is the first
    assert all(word in question for word in words), question
    assert question.endswith(f"1: {words[0]}).")
    assert t.type(words[answer])[0] == said
    assert t.game.choices() == ("board",)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_the_answers_board_yes_and_no_are_understood_too(tmp_path: Path, lang: str) -> None:
    t = Table(tmp_path, lang=lang)
    t.start()
    t.connect()
    [board] = t.renderer.choices(("board",))
    assert len(t.type(board)) == 8  # the board, rank by rank
    t.type("quit" if lang == "en" else "konec")
    assert t.game.choices() == ("yes", "no")
    t.type(t.renderer.choices(("no",))[0])
    assert not t.session.quit_requested
    assert t.game.choices() == ("board",)


def test_a_newer_question_takes_its_own_answer_and_the_referees_is_asked_again(
        tmp_path: Path) -> None:
    t = Table(tmp_path, fen=MISSED)
    t.start()
    t.connect()
    t.hands("-g3", "+h4")
    t.wait(0.7)
    t.type("quit")
    assert t.game.choices() == ("yes", "no")
    assert t.type("no")[-1] == ("Black decides: correct the move, or let it stand? Say "
                                "correct or stand (button 1: correct).")
    assert t.game.choices() == ("correct", "stand")
    t.type("quit")
    t.type("yes")
    assert t.session.quit_requested
    assert not any(isinstance(e, RemedyApplied) for e in t.events)


# ---------------------------------------------------------------- the keyboard


def test_typed_moves_go_on_the_board_and_commands_still_work(tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.start()
    t.connect()
    assert t.type("c3 d4") == ["Make the moves on the board; type commands only."]
    assert t.type("whose turn") == ["White to move, move 1."]
    t.hands("-c3", "+d4")
    assert t.type("last") == ["White: c3 to d4."]


def test_undo_asks_the_board_to_follow(tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.start()
    t.connect()
    t.hands("-c3", "+d4")
    lines = t.type("undo")
    assert lines == ["Taken back: 1 move.", "Square c3 should have a piece. "
                     "Square d4 should be empty."]
    assert t.hands("-d4", "+c3") == ["The board is ready."]
    assert t.hands("-c3", "+d4") == ["White: c3 to d4."]


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "c3", "c3: white man."),
    ("en", "d4", "d4: empty."),
    ("cs", "f6", "f6: černý kámen."),
])
def test_a_square_named_alone_says_what_stands_there(tmp_path: Path, lang: str, typed: str,
                                                     said: str) -> None:
    # a routing key on a square of the braille display sends the square alone
    t = Table(tmp_path, lang=lang)
    t.start()
    t.connect()
    assert t.type(typed) == [said]
    assert t.type("c3 d4") == t.renderer.render(MovesGoOnTheBoard()).lines  # a move: no
    assert t.session.game.moves == []


def test_a_routing_key_on_a_piece_of_the_board_game_sends_its_square_at_once() -> None:
    position = Position(find_variant("czech"))
    c3 = parse_square(position.rules.geometry, "c3")
    assert Selector().press(position, c3) is None  # the line game: the piece is picked
    assert SquareSelector().press(position, c3) == "c3"


def test_decision_words_ignore_case_and_accents() -> None:
    assert plain_words("  Nechat, PLATÍ. ") == "nechat plati"


# ---------------------------------------------------------------- the cable


def test_unplugged_board_is_said_once_and_the_game_is_kept(tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.start()
    t.connect()
    t.hands("-c3", "+d4")
    assert t.say(t.game.on_board(sensor_link.BoardLost("silent"), t.now)) == [
        "The board is disconnected; the game is kept."]
    assert t.type("history") == ["Moves: 1. c3-d4"]
    # black moved while the cable was out: it counts when the board is back
    shown = (t.occupancy() - {t.sq("f6")}) | {t.sq("g5")}
    assert t.connect(shown) == ["The board is back; checking the position.",
                                "Black: f6 to g5."]


def test_replugged_board_showing_the_position_is_ready(tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.start()
    t.connect()
    t.say(t.game.on_board(sensor_link.BoardLost("silent"), t.now))
    assert t.connect() == ["The board is back; checking the position.", "The board is ready."]


def test_resync_snapshot_after_lost_frames_finds_the_move(tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.start()
    t.connect()
    shown = (START - {22}) | {18}
    lines = t.say(t.game.on_board(sensor_link.BoardOccupancy(frozenset(shown), resync=True), 1.0))
    assert lines == ["White: c3 to d4."]


def test_braille_cells_of_a_move() -> None:
    assert move_text_cells("c3-d4") == bytes([0x09, 0x3C, 0x09, 0x24, 0x19, 0x3C, 0x19])
    assert move_text_cells("22x15")[:3] == bytes([0x3C, 0x03, 0x03])


@pytest.mark.needs("liblouis")
@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("text", ["c3-d4", "a1xc3xe5", "h8-g7"])
def test_move_cells_are_liblouis_grade_1(lang: str, text: str) -> None:
    from accessible_dama.braille.text import move_cells, translate

    assert move_cells(text, lang) == translate(text, lang) == move_text_cells(text)


# ---------------------------------------------------------------- real processes


@pytest.fixture
def sim(tmp_path: Path) -> Iterator[tuple[Proc, Path]]:
    link = tmp_path / "board"
    proc = Proc(["board-sim", "--link", str(link), "--heartbeat", "0.5"], env_for(tmp_path))
    proc.expect("board-sim: ")
    yield proc, link
    proc.stop()


def test_whole_game_through_board_sim_and_play_processes(
        sim: tuple[Proc, Path], tmp_path: Path) -> None:
    board, link = sim
    host = Proc(["play", "--board", str(link), "--lang", "en", "--silent", "--opponent",
                 "human", "--new"], env_for(tmp_path))
    try:
        assert host.expect("New game:").startswith("New game: Czech draughts, two players.")
        host.expect("Board SIM-0001 found; checking the position.")
        host.expect("The board is ready.")
        board.send("move c3 d4")
        assert host.expect("White:") == "White: c3 to d4."
        board.expect("display ")  # the move in braille reached the board's cells
        board.send("move f6 e5")
        assert host.expect("Black:") == "Black: f6 to e5."
        host.expect("White must capture: d4 over e5 to f6.")
        board.send("lift d4")
        board.send("place f6")
        board.send("lift e5")
        assert host.expect("White captures") == "White captures d4 over e5 to f6."
        board.send("lift b6")  # a knocked piece
        assert host.expect("Put the piece back") == "Put the piece back on b6."
        board.send("place b6")
        host.expect("The board is right again.")
        board.send("garble")
        board.send("move g7 e5")  # the capture back, after a damaged frame
        board.send("lift f6")
        assert host.expect("Black captures") == "Black captures g7 over f6 to e5."
        host.send("history")
        assert host.expect("Moves:") == "Moves: 1. c3-d4 f6-e5 2. d4xf6 g7xe5"
        host.send("quit")
        host.send("yes")
        host.expect("Goodbye.")
        assert host.p.wait(10) == 0
    finally:
        host.stop()
    saved = tmp_path / "data" / "accessible_dama" / "autosave.pdn"
    [game] = read_pdn(saved.read_bytes())
    assert len(game.moves) == 4


def test_an_illegal_move_through_board_sim_is_put_back_and_never_completed(
        sim: tuple[Proc, Path], tmp_path: Path) -> None:
    board, link = sim
    host = Proc(["play", "--board", str(link), "--lang", "cs", "--silent", "--opponent",
                 "human", "--new"], env_for(tmp_path))
    try:
        host.expect("Deska je připravená.")
        board.send("move c3 d4")
        host.expect("Bílý: c3 na d4.")
        board.send("move b6 a5")
        host.expect("Černý: b6 na a5.")
        board.send("move e3 e5")
        assert host.expect("e3-e5") == ("e3-e5 nelze zahrát: figury táhnou šikmo, "
                                        "po tmavých polích.")
        assert host.expect("Pole e5") == "Pole e5 má být prázdné. Vraťte kámen na pole e3."
        board.send("move e5 e3")
        host.expect("Deska je opět v pořádku.")
        host.send("zápis")
        assert host.expect("Zápis:") == "Zápis: 1. c3-d4 b6-a5"
    finally:
        host.stop()


def test_unplugged_mid_capture_and_host_killed_and_restarted(
        sim: tuple[Proc, Path], tmp_path: Path) -> None:
    board, link = sim
    args = ["play", "--board", str(link), "--lang", "en", "--silent", "--opponent", "human",
            "--board-timeout", "1.2"]
    host = Proc([*args, "--new"], env_for(tmp_path))
    try:
        host.expect("The board is ready.")
        board.send("move c3 d4")
        host.expect("White: c3 to d4.")
        board.send("move f6 e5")
        host.expect("Black: f6 to e5.")
        # the capture starts, the cable goes, the capture is finished meanwhile
        board.send("lift d4")
        board.send("unplug 2.5")
        board.send("place f6")
        board.send("lift e5")
        host.expect("The board is disconnected; the game is kept.")
        host.send("whose turn")
        assert host.expect("White to move") == "White to move, move 2."
        host.expect("The board is back; checking the position.")
        assert host.expect("White captures") == "White captures d4 over e5 to f6."
        host.p.send_signal(signal.SIGKILL)  # the host dies between two moves
        host.p.wait(5)
        board.send("move g7 e5")  # black captures while no program watches
        board.send("lift f6")
        host = Proc([*args, "--resume"], env_for(tmp_path))
        line = host.expect("The saved game goes on")
        assert line.startswith("The saved game goes on: Czech draughts, 3 moves played.")
        host.expect("Board SIM-0001 found")
        assert host.expect("Black captures") == "Black captures g7 over f6 to e5."
        host.send("history")
        assert host.expect("Moves:") == "Moves: 1. c3-d4 f6-e5 2. d4xf6 g7xe5"
    finally:
        host.stop()


def test_against_the_computer_through_processes_in_czech(
        sim: tuple[Proc, Path], tmp_path: Path) -> None:
    board, link = sim
    host = Proc(["play", "--board", str(link), "--lang", "cs", "--silent", "--opponent",
                 "computer", "--level", "1", "--new"], env_for(tmp_path))
    try:
        host.expect("Deska je připravená.")
        board.send("move c3 d4")
        host.expect("Bílý: c3 na d4.")
        request = host.expect("Táhněte černým kamenem z ")
        words = request.removeprefix("Táhněte černým kamenem z ").rstrip(".").split(" na ")
        board.send(f"move {words[0]} {words[1]}")
        assert host.expect("Černý:") == f"Černý: {words[0]} na {words[1]}."
    finally:
        host.stop()


def test_position_with_captures_shown_by_fen_start(tmp_path: Path) -> None:
    # the simulator and the program agree on a position given as FEN
    fen = "W:Wc3,g3:Bd4,h8"
    link = tmp_path / "board"
    env = env_for(tmp_path)
    board = Proc(["board-sim", "--link", str(link), "--fen", fen], env)
    board.expect("board-sim: ")
    host = Proc(["play", "--board", str(link), "--lang", "en", "--silent", "--opponent",
                 "human", "--fen", fen], env)
    try:
        host.expect("The board is ready.")
        board.send("move g3 h4")
        host.expect("White did not capture, but a capture was compulsory: c3 over d4 to e5.")
        host.expect("Black decides")
        host.send("stand")
        host.expect("The move stands. Black to move.")
    finally:
        host.stop()
        board.stop()


def test_start_position_of_every_variant_is_a_ready_board() -> None:
    for variant in ("czech", "english", "international"):
        rules = find_variant(variant)
        assert board_of(Position(rules)) == frozenset(Position(rules).pieces())


def test_the_club_table_features_through_board_sim_and_play_processes(
        sim: tuple[Proc, Path], tmp_path: Path) -> None:
    """Moves ended by button 1 (--confirm button), a move taken back on the board, the
    time on button 2 held, and a game from a position set up on the board."""
    board, link = sim
    host = Proc(["play", "--board", str(link), "--lang", "en", "--silent", "--opponent",
                 "human", "--new", "--confirm", "button", "--clock", "5"], env_for(tmp_path))
    try:
        host.expect("The board is ready.")
        board.send("move c3 d4")
        board.send("wait 2.5")  # longer than the settle wait: the move waits for the press
        board.send("button 1")
        assert host.expect("White:") == "White: c3 to d4."
        assert not any(line.startswith("White:") for line in host.seen[:-1])
        board.send("move d4 c3")
        assert host.expect("Take back") == "Take back the move? Yes or no (button 1: yes)."
        board.send("button 1")
        host.expect("Taken back: 1 move.")
        host.expect("The board is ready.")
        board.send("button 2 1.5")
        assert host.expect("White ").startswith("White 4 min")
        host.send("position from the board")
        host.expect("Set the position up on the board")
        for square in ("a1", "c1", "e1", "g1", "b2", "d2", "f2", "h2", "a3", "e3", "g3",
                       "b6", "d6", "h6", "a7", "c7", "e7", "g7", "b8", "d8", "f8", "h8"):
            board.send(f"lift {square}")
        board.send("move f6 e5")
        board.send("button 1")
        assert host.expect("Which pieces") == ("Which pieces are kings? Name their squares, "
                                               "or say none.")
        host.send("none")
        host.expect("Who is to move")
        host.send("black")
        host.expect("New game:")
        host.expect("The board is ready.")
        board.send("move e5 d4")
        board.send("button 1")
        assert host.expect("Black:") == "Black: e5 to d4."
        host.send("quit")
        host.send("yes")
        host.expect("Goodbye.")
        assert host.p.wait(10) == 0
    finally:
        host.stop()
