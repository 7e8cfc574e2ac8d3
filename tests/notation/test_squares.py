"""Square names on both boards (RULES.md, "Board, names and numbers")."""

from __future__ import annotations

import pytest

from accessible_dama.notation.squares import NotationError, Style, parse_square, square_name
from accessible_dama.rules import geometry

EIGHT = geometry(8)
TEN = geometry(10)


@pytest.mark.parametrize(
    ("name", "number"),
    [("b8", 1), ("d8", 2), ("h8", 4), ("a7", 5), ("a1", 29), ("c1", 30), ("e1", 31), ("g1", 32)],
)
def test_8x8_algebraic_and_numeric_names_agree(name: str, number: int) -> None:
    assert parse_square(EIGHT, name) == number
    assert square_name(EIGHT, number) == name
    assert square_name(EIGHT, number, Style.NUMERIC) == str(number)


@pytest.mark.parametrize(
    ("name", "number"), [("b10", 1), ("j10", 5), ("a1", 46), ("i1", 50), ("j2", 45)]
)
def test_10x10_algebraic_and_numeric_names_agree(name: str, number: int) -> None:
    assert parse_square(TEN, name) == number
    assert square_name(TEN, number) == name


def test_square_names_are_read_in_any_case() -> None:
    assert parse_square(EIGHT, "C3") == parse_square(EIGHT, "c3") == 22


@pytest.mark.parametrize("text", ["a2", "i1", "33", "0", "c9", "x", ""])
def test_light_or_missing_squares_are_refused(text: str) -> None:
    with pytest.raises(NotationError):
        parse_square(EIGHT, text)
