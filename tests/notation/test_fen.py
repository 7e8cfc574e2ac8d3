"""PDN FEN: ranges, kings, algebraic squares, and refusals."""

from __future__ import annotations

import pytest

from accessible_dama.notation import FenError, Style, parse_fen, write_fen
from accessible_dama.rules import BLACK, WHITE, Piece, Position, find_variant

CZECH = find_variant("czech")
INTERNATIONAL = find_variant("international")


def test_fen_ranges_give_the_initial_position() -> None:
    assert parse_fen("W:W21-32:B1-12", CZECH) == Position(CZECH)
    assert parse_fen("W:W31-50:B1-20", INTERNATIONAL) == Position(INTERNATIONAL)


def test_fen_marks_kings_with_k_and_names_the_side_to_move() -> None:
    position = parse_fen("B:WK4,9:BK30", CZECH)
    assert position.turn == BLACK
    assert position.pieces() == {4: Piece.WHITE_KING, 9: Piece.WHITE_MAN, 30: Piece.BLACK_KING}


def test_fen_accepts_algebraic_squares() -> None:
    position = parse_fen("W:Wa1,Kd4:Bh8", CZECH)
    assert position.turn == WHITE
    assert position.pieces() == {4: Piece.BLACK_MAN, 18: Piece.WHITE_KING, 29: Piece.WHITE_MAN}


def test_fen_ignores_quotes_spaces_and_counter_fields() -> None:
    assert parse_fen('"W:W21-32:B1-12:H0:F1."', CZECH) == Position(CZECH)


def test_write_fen_round_trips_with_ranges_and_algebraic_names() -> None:
    position = parse_fen("B:W21-32,K13:B1-12", CZECH)
    assert write_fen(position, ranges=True) == "B:W21-32,K13:B1-12"
    assert parse_fen(write_fen(position, Style.ALGEBRAIC), CZECH) == position
    assert (
        write_fen(position)
        == "B:W21,22,23,24,25,26,27,28,29,30,31,32,K13:B1,2,3,4,5,6,7,8,9,10,11,12"
    )


@pytest.mark.parametrize(
    "fen",
    [
        "",
        "W",
        "X:W21:B1",
        "W:W21:W22",  # white given twice
        "W:W21,21:B1",  # a square given twice
        "W:W30-25:B1",  # a range that runs backwards
        "W:W33:B1",  # no such square on 8x8
        "W:Wa2:B1",  # a light square
        "W:W1:B30",  # a man on its promotion row
        "W:Wzz:B1",
    ],
)
def test_fen_errors_are_fen_errors(fen: str) -> None:
    with pytest.raises(FenError):
        parse_fen(fen, CZECH)
