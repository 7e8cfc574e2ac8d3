"""Text from outside (a player, an argument, a file) is read with ASCII digits only, and
a position that cannot be read says which part of it is wrong."""

from __future__ import annotations

import pytest

from accessible_dama.notation import (
    FenError,
    NotationError,
    detect_file_variant,
    detect_variant,
    parse_fen,
    read_pdn,
    replay_game,
)
from accessible_dama.notation import points as point_notation
from accessible_dama.notation.squares import ascii_number, parse_square
from accessible_dama.notation.text import detect_game
from accessible_dama.rules import find_game, find_variant

CZECH = find_variant("czech").geometry


@pytest.mark.parametrize(("text", "number"), [
    ("0", 0), ("7", 7), ("32", 32), ("123456789", 123456789), ("❸", None), ("⓹", None),
    ("፮", None), ("²", None), ("٣", None), ("３", None), ("", None), ("-1", None), (" 3", None),
    ("1234567890", None), ("9" * 4301, None),
])
def test_numbers_are_read_in_ascii_digits_only(text: str, number: int | None) -> None:
    assert ascii_number(text) == number


@pytest.mark.parametrize("text", ["❸", "²1", "c❸", "c٣", "፮", "9" * 4301, "c" + "9" * 4301])
def test_squares_written_with_other_digits_or_too_many_are_no_squares(text: str) -> None:
    with pytest.raises(NotationError):
        parse_square(CZECH, text)


@pytest.mark.parametrize(("fen", "part"), [
    ("W:W²1:B5", "²1"),
    ("W:Wc❸:Bd6", "c❸"),
    ("X:W21:B5", "X"),
    ("W:W21,21:B5", "21"),
    ("W:W21:B5:W9", "W9"),
    ("W:W9-5:B20", "9-5"),
    ("W:W21:Q5", "Q5"),
])
def test_a_bad_fen_names_the_part_that_is_wrong(fen: str, part: str) -> None:
    with pytest.raises(FenError) as raised:
        parse_fen(fen, find_variant("english"))
    assert raised.value.part == part and not raised.value.impossible


@pytest.mark.parametrize("fen", ["", "W", "nonsense"])
def test_a_fen_without_its_shape_names_no_part(fen: str) -> None:
    with pytest.raises(FenError) as raised:
        parse_fen(fen)
    assert raised.value.part == ""


def test_men_in_hand_written_with_other_digits_are_refused() -> None:
    with pytest.raises(FenError) as raised:
        point_notation.parse_fen("W:W:B:H❸,9", find_game("mill"))
    assert raised.value.part == "H❸,9"


def test_a_position_the_rules_do_not_allow_is_told_apart_from_bad_text() -> None:
    with pytest.raises(FenError) as raised:  # Vietnamese chess: each side has one king
        point_notation.parse_fen("W:Wa1:Ba5", find_game("vietnamese"))
    assert raised.value.impossible


def test_a_fen_tag_with_other_digits_fails_the_replay_not_the_reader() -> None:
    games = read_pdn('[FEN "W:W²1:B5"]\n1. c3-d4 *\n')
    assert len(games) == 1
    result = replay_game(games[0], find_variant("czech"))
    assert result.failure is not None and result.moves == []


def test_a_gametype_of_thousands_of_digits_names_no_variant() -> None:
    game = read_pdn(f'[GameType "{"9" * 4301}"]\n*\n')[0]
    assert detect_variant(game) is None
    assert detect_game(game) is None
    assert detect_file_variant([game]) is None
