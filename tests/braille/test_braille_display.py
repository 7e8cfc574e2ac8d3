"""The display's settings, without a BRLTTY (the games with one are in test_braille_brltty)."""

from __future__ import annotations

import queue
from pathlib import Path

import pytest

from accessible_dama.braille import (
    BrailleDisplay,
    BrailleUnavailable,
    Key,
    attach,
    parse_url,
    translate,
)
from accessible_dama.cli.board_game import BoardApp
from accessible_dama.rules import Move
from accessible_dama.session.board_events import MoveOnBoard
from accessible_dama.session.core import Session
from accessible_dama.session.events import MoveMade
from accessible_dama.session.settings import Settings


def test_the_brlapi_address_comes_from_a_url_or_a_bare_host() -> None:
    assert parse_url("brlapi://127.0.0.1:7?auth=none") == ("127.0.0.1:7", "none")
    assert parse_url("brlapi:") == (None, None)  # BrlAPI's own defaults ($BRLAPI_HOST)
    assert parse_url("127.0.0.1:7") == ("127.0.0.1:7", None)
    display = BrailleDisplay.from_url("brlapi://localhost:3?auth=none", lang="cs")
    assert (display.host, display.auth, display.lang) == ("localhost:3", "none", "cs")


def test_a_display_with_a_table_liblouis_lacks_does_not_start() -> None:
    display = BrailleDisplay("127.0.0.1:1", "none", table="no-such-table.ctb")
    with pytest.raises(BrailleUnavailable):
        display.start()
    assert not display.connected



@pytest.mark.needs("brltty", "liblouis")
def test_a_routing_key_over_an_answer_sends_its_word() -> None:
    sent: queue.Queue[str] = queue.Queue()
    # no BRLTTY listens there: the keys are pressed here, and the words still go out
    display = BrailleDisplay("127.0.0.1:1", "none", lang="cs", on_input=sent.put).start()
    try:
        display.show_choices(["opravit", "nechat"])
        first, second = translate("opravit", "cs"), translate("nechat", "cs")
        assert display.window() == (first + bytes(2) + second).ljust(40, b"\0")
        display.press(Key.ROUTE, len(first))  # a blank between the words: nothing
        display.press(Key.ROUTE, len(first) + 2)
        display.press(Key.ROUTE, 0)
        assert [sent.get(timeout=10), sent.get(timeout=10)] == ["nechat", "opravit"]
        assert sent.empty()
    finally:
        display.close()


@pytest.mark.needs("brltty", "liblouis")
def test_the_clock_of_a_board_game_stands_in_the_status_cells_before_the_answers() -> None:
    from accessible_dama.phrases.board import BoardRenderer

    sent: queue.Queue[str] = queue.Queue()
    display = BrailleDisplay("127.0.0.1:1", "none", lang="cs", on_input=sent.put).start()
    try:
        status = BoardRenderer("cs").clock_status(298.2, 300.0)
        assert status == "B 4:59 Č 5:00"
        display.show_choices(["deska", "čas"], status)
        clock, board = translate(status, "cs"), translate("deska", "cs")
        assert display.window()[:len(clock) + 2 + len(board)] == clock + bytes(2) + board
        display.press(Key.ROUTE, 1)  # on the clock: nothing is sent
        display.press(Key.ROUTE, len(clock) + 2)
        assert sent.get(timeout=10) == "deska"
        assert sent.empty()
        # a second later only the clock changed: the line is written again
        display.show_choices(["deska", "čas"], BoardRenderer("cs").clock_status(297.0, 300.0))
        assert display.window()[:len(clock)] == translate("B 4:57 Č 5:00", "cs")
    finally:
        display.close()


@pytest.mark.needs("liblouis")
def test_the_move_to_make_for_the_computer_is_shown_however_soon_it_comes(
        tmp_path: Path) -> None:
    # the player's move is said, and the computer's move to carry out follows within the
    # half second that would join them in one answer: the display shows the request
    session = Session(Settings(lang="en", output="silent"), save_path=tmp_path / "g.pdn")
    app = BoardApp(session, lambda line: None)
    app.display = attach(app, BrailleDisplay(lang="en"))
    position = session.game.position.copy()
    played = Move((22, 18))
    app.say([MoveMade(position.turn, played, position.copy(), False, False)])
    position.push(played)
    app.say([MoveOnBoard(position.turn, Move((11, 15)), position)])
    pager = app.display.pager
    assert pager.line == len(pager.messages) - 1
