"""Lines no player means are read without an exception: digits of other scripts are not
numbers, a number of thousands of digits is none, and a line of any number of words is
read without recursion."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from accessible_dama.rules import PointPosition, PointRules, Position, find_game
from accessible_dama.understand import CommandIntent, UnknownIntent, clean_line, interpret

GAMES = ("czech", "english", "international", "mill", "alquerque", "vietnamese")


def _start(game: str) -> Position | PointPosition:
    rules = find_game(game)
    return rules.start_position() if isinstance(rules, PointRules) else Position(rules)


@contextmanager
def _stack_of(frames: int) -> Iterator[None]:
    """At most ``frames`` more Python frames than the caller has: recursion over the
    words of a line would hit the limit."""
    depth, frame = 0, sys._getframe()
    while frame is not None:
        depth, frame = depth + 1, frame.f_back
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(depth + frames)
    try:
        yield
    finally:
        sys.setrecursionlimit(limit)


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("text", ["❸", "c❸ d4", "⓹", "፮", "c٣ d4", "úroveň ❸", "level ⓹",
                                  "řada ፮", "rank ❸", "jdi na tah ❸", "go to move ⓹"])
def test_digits_of_other_scripts_are_not_numbers(text: str, lang: str) -> None:
    assert isinstance(interpret(text, Position(), lang), UnknownIntent)


@pytest.mark.parametrize("text", ["9" * 4301, "c" + "9" * 4301, "level " + "9" * 4301,
                                  "rank 1" + "0" * 5000])
def test_a_number_of_thousands_of_digits_is_no_number(text: str) -> None:
    assert isinstance(interpret(text, Position(), "en"), UnknownIntent)


def test_ascii_digits_still_make_commands() -> None:
    assert interpret("úroveň 3", Position(), "cs") == CommandIntent("level", ("3",))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("line", [" ".join(["c3"] * 1000), " ".join(["a"] * 1000),
                                  " x ".join(["c3"] * 500), "c3 d4 " * 400, "x" * 100_000])
def test_a_line_of_a_thousand_words_is_read_without_recursion(game: str, line: str) -> None:
    position = _start(game)
    with _stack_of(120):
        intent = interpret(line, position, "cs")
    assert intent is not None


def test_control_and_format_characters_are_cleaned_out_of_a_line() -> None:
    assert clean_line("\u202ec3\x00 d4\u200b\x1b[2J\u2028e5\t") == "c3 d4 e5"
    assert clean_line("\ud800\ufeff\x00") == ""


def test_arrow_keys_pressed_at_a_plain_prompt_leave_nothing_behind() -> None:
    assert clean_line("\x1b[A\x1b[Dboard\x1bOB\x1b[1;5C") == "board"
