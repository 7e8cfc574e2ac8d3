"""The display's window over the messages and the board, moved by the panning keys."""

from __future__ import annotations

import pytest

from accessible_dama.braille import BrailleDisplay, Key, Pager, translate
from accessible_dama.braille.view import BATCH_GAP


def board() -> list[bytes]:
    return [bytes([i + 1]) * 3 for i in range(9)]  # eight ranks and the file letters


def test_a_message_is_shown_at_once_and_the_board_is_below_the_messages() -> None:
    pager = Pager(width=4)
    pager.set_board(board())
    pager.add_message(b"\x11\x12", at=0.0)
    assert pager.window() == b"\x11\x12\0\0"
    pager.press(Key.LNDN)
    assert pager.window() == b"\x01\x01\x01\0"
    assert pager.board_cell(2) == (0, 2)
    pager.press(Key.LNUP)
    assert pager.board_cell(2) is None  # a message: routing keys choose no square


def test_a_long_message_pans_window_by_window_and_on_into_the_board() -> None:
    pager = Pager(width=4)
    pager.set_board(board())
    pager.add_message(bytes(range(10, 20)), at=0.0)
    windows = [pager.window()]
    for _ in range(3):
        pager.press(Key.FWINRT)
        windows.append(pager.window())
    assert windows == [bytes(range(10, 14)), bytes(range(14, 18)), b"\x12\x13\0\0",
                       b"\x01\x01\x01\0"]
    pager.press(Key.FWINLT)
    assert pager.window() == b"\x12\x13\0\0"  # back to the last window of the message


def test_the_lines_of_one_answer_are_read_from_the_first() -> None:
    pager = Pager(width=4)
    pager.set_board(board())
    pager.add_message(b"\x21", at=10.0)
    pager.add_message(b"\x22", at=10.01)
    assert pager.window()[0] == 0x21
    pager.press(Key.FWINRT)
    assert pager.window()[0] == 0x22
    # a later answer is shown at once, from its first line
    pager.add_message(b"\x23", at=10.02 + BATCH_GAP)
    pager.add_message(b"\x24", at=10.03 + BATCH_GAP)
    assert pager.window()[0] == 0x23
    pager.end_answer()  # a key, or a new position
    pager.add_message(b"\x25", at=10.04 + BATCH_GAP)
    assert pager.window()[0] == 0x25


def test_a_new_board_keeps_the_window_on_the_same_rank() -> None:
    pager = Pager(width=4)
    pager.set_board(board())
    pager.add_message(b"\x31", at=0.0)
    pager.press(Key.LNDN)
    pager.press(Key.LNDN)
    assert pager.board_cell(0) == (1, 0)
    pager.set_board([bytes([0x40 + i]) * 3 for i in range(9)])
    assert pager.window() == b"\x41\x41\x41\0"


def test_top_bottom_and_home() -> None:
    pager = Pager(width=4)
    pager.set_board(board())
    for at in (0.0, 5.0, 10.0):
        pager.add_message(b"\x51", at=at)
    pager.press(Key.BOT)
    assert pager.window() == b"\x09\x09\x09\0"  # the file letters
    pager.press(Key.TOP)
    assert pager.line == 0
    pager.home = 5
    pager.press(Key.HOME)
    assert pager.board_cell(0) == (5, 0)


def test_the_history_keeps_the_newest_messages() -> None:
    pager = Pager(width=4, history=3)
    pager.set_board(board())
    for i in range(5):
        pager.add_message(bytes([0x60 + i]), at=float(i))
    assert pager.messages == [b"\x62", b"\x63", b"\x64"]
    assert pager.window()[0] == 0x64


def test_the_answers_line_lies_between_the_messages_and_the_board() -> None:
    pager = Pager(width=4)
    pager.set_board(board())
    pager.add_message(b"\x11\x12", at=0.0)
    pager.set_choices(b"\x21\x22\0\0\x23")
    assert pager.window() == b"\x11\x12\0\0"  # the message stays in the window
    pager.press(Key.LNDN)
    assert pager.window() == b"\x21\x22\0\0"
    assert pager.choice_cell(1) == 1 and pager.board_cell(1) is None
    pager.press(Key.FWINRT)
    assert pager.choice_cell(0) == 4  # the second window of the answers
    pager.press(Key.LNDN)
    assert pager.board_cell(2) == (0, 2) and pager.choice_cell(2) is None
    pager.press(Key.HOME)
    assert pager.window() == b"\x01\x01\x01\0"


def test_answers_that_come_or_go_leave_the_window_on_its_board_line() -> None:
    pager = Pager(width=4)
    pager.set_board(board())
    pager.show_board_line(3)
    pager.set_choices(b"\x21")
    assert pager.board_cell(0) == (3, 0)
    pager.set_choices(b"")
    assert pager.board_cell(0) == (3, 0)
    pager.set_choices(b"\x21")
    pager.press(Key.TOP)
    assert pager.choice_cell(0) == 0
    pager.set_choices(b"\x22")  # new answers: shown in their place
    assert pager.window() == b"\x22\0\0\0"
    pager.set_choices(b"")  # none left: the board's first line
    assert pager.board_cell(0) == (0, 0)


def words_of(window: bytes) -> list[bytes]:
    return [word for word in window.split(b"\0") if word]


@pytest.mark.needs("liblouis")
@pytest.mark.parametrize("sentence", [
    "Tah e3 nelze zahrát: na tahu není váš kámen, ale kámen soupeře.",
    "Bílý má 12 kamenů: a1, c1, e1, g1, b2, d2, f2, h2, a3, c3, e3, g3.",
    "Nastavení: jazyk čeština, upovídanost normálně, rychlost řeči podle hlasu.",
])
def test_panning_ends_a_window_between_words_not_inside_one(sentence: str) -> None:
    display = BrailleDisplay(lang="cs")
    display.show_message(sentence)
    cells = translate(sentence, "cs")
    assert len(cells) > 40
    shown = [display.window()]
    while True:
        display.press(Key.FWINRT)
        if display.pager.line != 0 or display.window() == shown[-1]:
            break
        shown.append(display.window())
    # every word of the sentence appears whole in one window, in order
    assert [w for window in shown for w in words_of(window)] == words_of(cells)
    assert all(len(window) == 40 for window in shown)
    # and the left key comes back through the same windows
    back = [display.window()]
    for _ in shown[1:]:
        display.press(Key.FWINLT)
        back.append(display.window())
    assert back[::-1] == shown


def test_a_word_longer_than_the_window_is_cut_where_the_window_ends() -> None:
    pager = Pager(width=4)
    pager.add_message(b"\x11\0\x12\x13\x14\x15\x16\x17\0\x18\x19\x1a", at=0.0)
    shown = [pager.window()]
    for _ in range(3):
        pager.press(Key.FWINRT)
        shown.append(pager.window())
    assert shown == [b"\x11\0\0\0", b"\x12\x13\x14\x15", b"\x16\x17\0\0",
                     b"\x18\x19\x1a\0"]
