"""What a sensor board with a talking program gives a blind player at the club table: a
move ended by a press of button 1 (as a clock's press ends it), a move taken back by
putting its pieces back, a position set up on the board, the time left on button 2 held.
On the board game's logic with the clock moved by hand (``Table`` of test_play)."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_dama.notation import write_fen
from accessible_dama.rules import BLACK, WHITE, Piece, Position
from accessible_dama.session import events
from accessible_dama.session.board_game import HOLD
from accessible_dama.session.settings import Settings
from tests.sensor.test_play import MISSED, START, Table


def clocked(tmp_path: Path, *, lang: str = "en", confirm: str = "settle",
            opponent: str = "human") -> Table:
    settings = Settings(lang=lang, opponent=opponent, level=1, output="silent",
                        clock_minutes=5.0, confirm=confirm)
    t = Table(tmp_path, lang=lang, settings=settings)
    t.start()
    t.connect()
    return t


def white_left(t: Table) -> float:
    gc = t.session._timing.game_clock
    assert gc is not None
    return gc.left(WHITE, t.now)


# ---------------------------------------------------------------- a move ended by a press


def test_the_settle_wait_ends_a_move_by_default() -> None:
    assert Settings().confirm == "settle"


def test_with_confirm_button_a_move_ends_with_the_press_and_switches_the_clock(
        tmp_path: Path) -> None:
    t = clocked(tmp_path, confirm="button")
    assert t.hands("-c3", "+d4") == []  # a whole move, and nothing said
    assert t.wait(5.0) == []  # no settle wait ends it either
    assert t.session.game.moves == []
    assert t.button(1) == ["White: c3 to d4."]
    # the press switched the clock: White's time stands, Black's runs
    stood = white_left(t)
    t.wait(10.0)
    assert white_left(t) == stood
    assert t.hands("-f6", "+g5") == []
    assert t.button(1) == ["Black: f6 to g5."]


def test_with_confirm_button_a_wrong_board_is_said_at_the_press(tmp_path: Path) -> None:
    t = clocked(tmp_path, confirm="button")
    t.hands("-c3", "+e5")  # no move of a man
    assert t.wait(3.0) == []
    lines = t.button(1)
    assert lines[-1].endswith("Put the piece back on c3."), lines
    assert t.session.game.moves == []


def test_with_confirm_button_the_opponent_playing_on_ends_the_move_with_the_press_too(
        tmp_path: Path) -> None:
    # Czech 5.7: the opponent's next move lets the irregular move stand; a move ends at
    # the press, the opponent's as any other
    settings = Settings(lang="en", opponent="human", level=1, output="silent",
                        confirm="button")
    t = Table(tmp_path, fen=MISSED, settings=settings)
    t.start()
    t.connect()
    t.hands("-g3", "+h4")
    assert t.button(1)[-1].startswith("Black decides")
    assert t.hands("-h8", "+g7") == []
    assert t.wait(5.0) == []  # neither at once nor after the settle wait
    assert t.game.irregular is not None
    assert t.button(1) == ["The move stands. Black to move.", "Black: h8 to g7.",
                           "White must capture: c3 over d4 to e5."]
    assert t.type("history") == ["Moves: 1. g3-h4 h8-g7"]


def test_with_confirm_button_a_press_with_no_move_played_on_corrects(tmp_path: Path) -> None:
    settings = Settings(lang="en", opponent="human", level=1, output="silent",
                        confirm="button")
    t = Table(tmp_path, fen=MISSED, settings=settings)
    t.start()
    t.connect()
    t.hands("-g3", "+h4")
    t.button(1)
    t.hands("-h8")  # the opponent's hand on a piece, no move made
    assert t.button(1)[0] == "The move is corrected: White plays c3 over d4 to e5."


def test_with_confirm_button_the_computers_move_counts_when_the_board_shows_it(
        tmp_path: Path) -> None:
    # the hands carry out a move already chosen: there is nothing to confirm; the
    # player's own moves wait for the press
    t = clocked(tmp_path, confirm="button", opponent="computer")
    assert t.hands("-c3", "+d4") == []
    t.wait(3.0)
    assert t.game.computer_move is None and t.session.game.moves == []
    lines = t.button(1)
    assert lines[0] == "White: c3 to d4."
    move = t.game.computer_move
    assert move is not None
    start, end = (t.renderer.sq(t.session.rules, s) for s in (move.start, move.end))
    said = t.hands(f"-{start}", f"+{end}")
    # the move, and a capture it leaves White if it does (which the seeded level chooses)
    assert said[0] == f"Black: {start} to {end}."
    assert all(line.startswith("White must capture") for line in said[1:]), said
    assert len(t.session.game.moves) == 2
    assert t.hands("-d4") == []  # and the player's next move waits for its press again
    assert len(t.session.game.moves) == 2


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "confirm button", "Set: moves on the board end with a press of button 1."),
    ("cs", "potvrzení tahu tlačítkem", "Nastaveno: tahy na desce končí stiskem tlačítka 1."),
    ("cs", "nastavení potvrzení čekáním",
     "Nastaveno: tahy na desce končí po uklidnění desky."),
])
def test_how_a_move_ends_is_set_by_voice(tmp_path: Path, lang: str, typed: str,
                                         said: str) -> None:
    back_to_settle = "čekáním" in typed
    t = clocked(tmp_path, lang=lang, confirm="button" if back_to_settle else "settle")
    assert t.type(typed) == [said]
    assert t.session.settings.confirm == ("settle" if back_to_settle else "button")


@pytest.mark.parametrize("game", ["czech", "international"])
@pytest.mark.parametrize(("lang", "words"), [
    ("en", "how a move on a sensor board ends (settings confirm settle or button)"),
    ("cs", "jak končí tah na senzorové desce (nastavení potvrzení čekáním, nebo tlačítkem)"),
])
def test_the_help_of_the_settings_says_how_a_move_on_the_board_ends(
        lang: str, words: str, game: str) -> None:
    from accessible_dama.phrases.help import command_description
    from accessible_dama.phrases.render import Renderer
    from accessible_dama.rules import find_variant
    from accessible_dama.understand import CommandIntent, interpret

    assert words in command_description(Renderer(lang), "settings", find_variant(game))
    # and both values it names are read as the setting
    position = Position(find_variant(game))
    for value, typed in (("settle", "čekáním"), ("button", "tlačítkem")):
        line = f"settings confirm {value}" if lang == "en" else f"nastavení potvrzení {typed}"
        assert interpret(line, position, lang) == CommandIntent("settings", ("confirm", value))


def test_confirm_is_an_option_of_dama_play() -> None:
    import argparse

    from accessible_dama.cli.board import add_play_arguments

    parser = argparse.ArgumentParser()
    add_play_arguments(parser)
    assert parser.parse_args(["--confirm", "button"]).confirm == "button"
    assert parser.parse_args([]).confirm is None  # the settings' own
    with pytest.raises(SystemExit):
        parser.parse_args(["--confirm", "never"])


# ---------------------------------------------------------------- take-back from the board


def test_putting_the_last_move_back_asks_and_yes_takes_it_back(tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.start()
    t.connect()
    t.hands("-c3", "+d4")
    assert t.hands("-d4", "+c3") == ["Take back the move? Yes or no (button 1: yes)."]
    assert t.game.choices() == ("yes", "no")
    assert t.type("yes") == ["Taken back: 1 move.", "The board is ready."]
    assert t.session.game.moves == []
    assert t.hands("-c3", "+d4") == ["White: c3 to d4."]


def test_a_capture_taken_back_on_the_board_in_czech_by_button_1(tmp_path: Path) -> None:
    t = Table(tmp_path, lang="cs")
    t.start()
    t.connect()
    t.hands("-c3", "+d4")
    t.hands("-f6", "+e5")
    assert t.hands("-d4", "-e5", "+f6")[0] == "Bílý bere d4 přes e5 na f6."
    # the capturing piece back on d4 and the black man it took back on e5
    assert t.hands("-f6", "+d4") == []
    assert t.hands("+e5") == ["Vrátit tah? Ano, nebo ne (tlačítko 1: ano)."]
    lines = t.button(1)
    assert lines[0] == "Vráceno: 1 tah."
    assert lines[-1] == "Deska je připravená."
    assert len(t.session.game.moves) == 2


def black_left(t: Table) -> float:
    gc = t.session._timing.game_clock
    assert gc is not None
    return gc.left(BLACK, t.now)


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_no_clock_runs_while_the_take_back_question_waits(tmp_path: Path, answer: str) -> None:
    # docs/rules.md, the clock while a question is open: a referee's question stops it
    t = clocked(tmp_path)
    t.hands("-c3", "+d4")
    t.wait(20.0)  # Black's time runs
    assert t.hands("-d4", "+c3") == ["Take back the move? Yes or no (button 1: yes)."]
    white, black = white_left(t), black_left(t)
    assert t.wait(400.0) == []  # longer than the 5 minutes: nobody loses on time
    assert (white_left(t), black_left(t)) == (white, black)
    assert t.session.game.outcome is None
    t.type(answer)
    t.wait(10.0)
    if answer == "yes":  # the move taken back: White's time runs again
        assert (white_left(t), black_left(t)) == (white - 10.0, black)
    else:  # the move stands: Black's time goes on
        assert (white_left(t), black_left(t)) == (white, black - 10.0)


def test_a_take_back_declined_says_what_to_put_as_it_was(tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.start()
    t.connect()
    t.hands("-c3", "+d4")
    t.hands("-d4", "+c3")
    assert t.type("no") == ["All right, the game goes on.",
                            "Square d4 should have a piece. Square c3 should be empty."]
    assert t.wait(3.0) == []  # not asked again
    assert t.hands("-c3", "+d4") == ["The board is right again."]
    assert len(t.session.game.moves) == 1


def test_against_the_computer_both_moves_are_taken_back(tmp_path: Path) -> None:
    t = Table(tmp_path, opponent="computer")
    t.start()
    t.connect()
    t.hands("-c3", "+d4")
    move = t.game.computer_move
    assert move is not None
    start, end = (t.renderer.sq(t.session.rules, s) for s in (move.start, move.end))
    t.hands(f"-{start}", f"+{end}")
    assert len(t.session.game.moves) == 2
    # the computer's move put back first: asked already, and undo takes both
    assert t.hands(f"-{end}", f"+{start}") == [
        "Take back the move? Yes or no (button 1: yes)."]
    assert t.type("yes") == ["Taken back: 2 moves.",
                             "Square c3 should have a piece. Square d4 should be empty."]
    assert t.hands("-d4", "+c3") == ["The board is ready."]
    assert t.session.game.moves == []


# ---------------------------------------------------------------- a position from the board


def test_a_position_from_the_board_asks_only_the_kings_and_the_turn(tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.start()
    t.connect()
    assert t.type("position from the board") == [
        "Set the position up on the board, then press button 1 or say done."]
    assert t.game.choices() == ("done",)
    # every piece off but three; each keeps its colour while it is moved
    keep = {t.sq("c3"), t.sq("e3"), t.sq("f6")}
    t.hands(*[f"-{t.renderer.sq(t.session.rules, s)}" for s in sorted(START - keep)])
    t.hands("-c3", "+d4", "-f6", "+e5")
    assert t.wait(3.0) == []  # nothing is a move while the pieces are set up
    assert t.button(1) == ["Which pieces are kings? Name their squares, or say none."]
    assert t.type("b8") == ["No piece stands on b8: name squares that hold a piece, or say none."]
    assert t.type("d4") == ["Who is to move: White or Black?"]
    lines = t.type("black")
    assert lines[0].startswith("New game: Czech draughts")
    assert lines[-1] == "The board is ready."
    position = t.session.game.position
    assert position.turn == BLACK
    assert position.pieces() == {t.sq("d4"): Piece.WHITE_KING, t.sq("e3"): Piece.WHITE_MAN,
                                 t.sq("e5"): Piece.BLACK_MAN}
    t.hands("-e5", "-d4", "+c3")  # the king is taken: the game goes on from the position
    assert len(t.session.game.moves) == 1


def test_a_new_game_on_a_set_up_board_is_said_and_the_unseen_colours_asked_in_czech(
        tmp_path: Path) -> None:
    t = Table(tmp_path, lang="cs")
    t.start()
    shown = frozenset({t.sq("c3"), t.sq("d4"), t.sq("f6")})  # set up before the program
    lines = t.connect(shown)
    assert lines[-1] == ("Na d4 stojí kámen, ale ve výchozím postavení tam žádný není. "
                         "Chcete-li hrát z postavení na desce, řekněte postavení z desky.")
    assert t.type("postavení z desky")[0].startswith("Postavte pozici na desce")
    assert t.type("hotovo") == [
        "Je kámen na d4 bílý? Pokud ano, řekněte jeho pole, jinak řekněte žádné."]
    assert t.type("žádné") == ["Které kameny jsou dámy? Řekněte jejich pole, nebo žádné."]
    assert t.type("žádné") == ["Kdo je na tahu: bílý, nebo černý?"]
    assert t.type("bílý")[-1] == "Deska je připravená."
    assert write_fen(t.session.game.position) == "W:W22:B11,18"


def test_commands_still_work_while_a_position_is_set_up(tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.start()
    t.connect()
    t.type("position from the board")
    assert t.type("whose turn") == ["White to move, move 1."]
    assert t.type("done")[0].startswith("Which pieces are kings?")


@pytest.mark.parametrize(("lang", "cancel", "said"), [
    ("en", "cancel", "Square c3 should have a piece. Square d4 should be empty."),
    ("cs", "zrušit", "Na poli c3 má stát kámen. Pole d4 má být prázdné."),
])
def test_setting_a_position_up_is_given_up_and_the_board_follows_the_game_again(
        tmp_path: Path, lang: str, cancel: str, said: str) -> None:
    t = Table(tmp_path, lang=lang)
    t.start()
    t.connect()
    t.type("position from the board" if lang == "en" else "postavení z desky")
    t.hands("-c3", "+d4")
    assert t.button(1)[0] != ""  # button 1: done, and the first question
    assert t.type(cancel) == [said]
    assert t.game.arrangement is None
    assert t.hands("-d4", "+c3")[-1] in ("The board is ready.", "Deska je připravená.")
    assert t.hands("-c3", "+d4")[0] in ("White: c3 to d4.", "Bílý: c3 na d4.")


# ---------------------------------------------------------------- the time on a button


def test_button_2_held_says_the_time_left_and_a_short_press_repeats(tmp_path: Path) -> None:
    t = clocked(tmp_path)
    t.hands("-c3", "+d4")
    t.wait(30.0)
    # held: the time left (Black's has run 31 s), not the last sentence
    assert t.button(2, held=HOLD + 0.2) == ["White 5 min, Black 4 min 29 s."]
    t.button(2)  # a short press: the last sentence again (the app says it)
    assert isinstance(t.events[-1], events.RepeatAsked)
    assert sum(isinstance(e, events.RepeatAsked) for e in t.events) == 1


def test_the_time_is_one_of_the_answers_offered_while_a_clock_runs(tmp_path: Path) -> None:
    t = clocked(tmp_path, lang="cs")
    assert t.game.choices() == ("board", "time")
    [word] = t.renderer.choices(("time",))
    assert word == "čas"
    assert t.type(word) == t.say(t.session.command("clock", ()))
    untimed = Table(tmp_path / "untimed")
    untimed.start()
    untimed.connect()
    assert untimed.game.choices() == ("board",)


def test_the_status_cells_read_the_time_left_of_both_sides(tmp_path: Path) -> None:
    t = clocked(tmp_path)
    t.hands("-c3", "+d4")
    t.wait(1.5)
    left = t.session.time_left()
    assert left is not None
    assert t.renderer.clock_status(*left) == "W 5:00 B 4:59"
    untimed = Table(tmp_path / "untimed")
    untimed.start()
    assert untimed.session.time_left() is None


def test_a_piece_set_up_on_its_crowning_row_is_a_king(
        tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.start()
    t.connect()
    t.type("position from the board")
    t.hands("-b8", "-c3", "+b8")  # the white man of c3 on b8, White's crowning row
    t.type("done")
    assert t.type("none") == ["The piece on b8 stands on its crowning row: it is a king.",
                              "Who is to move: White or Black?"]
    assert t.type("white")[-1] == "The board is ready."
    assert t.session.game.position.pieces()[t.sq("b8")] == Piece.WHITE_KING
