"""Answers to "which move?": a start, a landing or an end square, or a number."""

from __future__ import annotations

import pytest

from accessible_dama.rules.variants import CZECH
from accessible_dama.understand import AmbiguousIntent, CommandIntent, interpret, resolve

from .helpers import position, summary


@pytest.fixture
def two_to_d4():
    pos = position(CZECH, "W:Wc3,e3:Ba7")
    asked = interpret("d4", pos, "cs")
    assert isinstance(asked, AmbiguousIntent)
    assert summary(pos, asked) == {"c3-d4", "e3-d4"}
    return pos, asked.moves


@pytest.mark.parametrize(
    ("lang", "answer", "expected"),
    [
        ("cs", "e3", "e3-d4"),
        ("cs", "z e3", "e3-d4"),
        ("cs", "é tři", "e3-d4"),
        ("cs", "c3", "c3-d4"),
        ("cs", "cé tři", "c3-d4"),
        ("cs", "1", "c3-d4"),  # options are listed in board order: c3 before e3
        ("cs", "2", "e3-d4"),
        ("cs", "jedna", "c3-d4"),
        ("cs", "dvě", "e3-d4"),
        ("cs", "první", "c3-d4"),
        ("cs", "druhý", "e3-d4"),
        ("cs", "ten druhý", "e3-d4"),
        ("cs", "Druhou.", "e3-d4"),
        ("cs", "možnost dvě", "e3-d4"),
        ("en", "e3", "e3-d4"),
        ("en", "from echo three", "e3-d4"),
        ("en", "first", "c3-d4"),
        ("en", "the second one", "e3-d4"),
        ("en", "option 2", "e3-d4"),
        ("en", "two", "e3-d4"),
        ("en", "2nd", "e3-d4"),
        ("en", "c3 d4", "c3-d4"),
        ("en", "d4", {"c3-d4", "e3-d4"}),
    ],
)
def test_answer_names_a_square_or_a_number(two_to_d4, lang, answer, expected):
    pos, moves = two_to_d4
    assert summary(pos, resolve(answer, moves, pos, lang)) == expected


def test_answer_out_of_range_or_a_command_is_read_afresh(two_to_d4):
    pos, moves = two_to_d4
    assert resolve("ne", moves, pos, "cs") == CommandIntent("no")
    assert resolve("kameny", moves, pos, "cs") == CommandIntent("pieces")
    # a new move altogether
    assert summary(pos, resolve("c3 b4", moves, pos, "cs")) == "c3-b4"
    assert summary(pos, resolve("třetí", moves, pos, "cs")) == "unknown"


def test_answer_names_a_landing_square():
    # e3 takes two ways to e7: over d4 and d6 (landing on c5), or over f4 and f6 (g5)
    pos = position(CZECH, "W:We3:Bd4,f4,d6,f6")
    asked = interpret("e3 e7", pos, "cs")
    assert summary(pos, asked) == {"e3xc5xe7", "e3xg5xe7"}
    assert summary(pos, resolve("c5", asked.moves, pos, "cs")) == "e3xc5xe7"
    assert summary(pos, resolve("gé pět", asked.moves, pos, "cs")) == "e3xg5xe7"
    assert summary(pos, resolve("golf five", asked.moves, pos, "en")) == "e3xg5xe7"
    assert summary(pos, resolve("e7", asked.moves, pos, "en")) == {"e3xc5xe7", "e3xg5xe7"}
    assert summary(pos, interpret("e3 c5 e7", pos, "cs")) == "e3xc5xe7"


def test_answer_by_start_square_among_captures():
    pos = position(CZECH, "W:Wc3,g3:Bd4,f4")
    asked = interpret("ber", pos, "cs")
    assert summary(pos, resolve("gé tři", asked.moves, pos, "cs")) == "g3xe5"
    assert summary(pos, resolve("c3", asked.moves, pos, "cs")) == "c3xe5"
