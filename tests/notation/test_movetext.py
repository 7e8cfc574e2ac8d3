"""Move text: writing the shortest unambiguous form, and reading any reasonable form."""

from __future__ import annotations

import random

import pytest

from accessible_dama.notation import IllegalMoveError, parse_fen
from accessible_dama.notation.movetext import (
    AmbiguousMoveError,
    full_move_text,
    matching_moves,
    move_text,
    parse_move,
)
from accessible_dama.notation.squares import NotationError, Style, parse_square, usual_style
from accessible_dama.rules import VARIANTS, Move, Position, Rules, find_variant, geometry

CZECH = find_variant("czech")
INTERNATIONAL = find_variant("international")

# white man c1 can take b2+b4 (via a3) or d2+d4 (via e3): two captures c1 -> c5
TWO_ROUTES = "W:Wc1:Bb2,d2,b4,d4"


def parse_square_8(name: str) -> int:
    return parse_square(geometry(8), name)


def texts(position: Position, style: Style = Style.ALGEBRAIC) -> set[str]:
    return {move_text(position, m, style) for m in position.legal_moves()}


def test_move_text_writes_start_and_end_of_a_plain_move() -> None:
    position = Position(CZECH)
    c3_d4 = parse_move(position, "c3-d4")
    assert move_text(position, c3_d4) == "c3-d4"
    assert move_text(position, c3_d4, Style.NUMERIC) == "22-18"


def test_move_text_writes_x_for_a_capture() -> None:
    position = parse_fen("W:Wc3:Bd4", CZECH)
    (capture,) = position.legal_moves()
    assert move_text(position, capture) == "c3xe5"
    assert move_text(position, capture, Style.NUMERIC) == "22x15"


def test_move_text_of_a_unique_multi_capture_names_only_start_and_end() -> None:
    position = parse_fen("W:Wc1:Bd2,d4", CZECH)
    (capture,) = position.legal_moves()
    assert capture.path == (30, 23, 14)
    assert move_text(position, capture) == "c1xc5"
    assert full_move_text(position, capture) == "c1xe3xc5"


def test_move_text_adds_landing_squares_only_when_ambiguous() -> None:
    position = parse_fen(TWO_ROUTES, CZECH)
    assert texts(position) == {"c1xa3xc5", "c1xe3xc5"}
    assert texts(position, Style.NUMERIC) == {"30x21x14", "30x23x14"}


def test_move_text_adds_the_fewest_landing_squares_that_single_the_move_out() -> None:
    position = parse_fen("W:WKj10,Kf8:Bh10,b8,d8,h6,c5,e5,b4,g3,i3", INTERNATIONAL)
    move = parse_move(position, "f8xj4xg1xa7xc9xf6xc3xa5")
    assert move_text(position, move) == "f8xj4xf6xa5"
    assert parse_move(position, "f8xj4xf6xa5") == move


def test_move_text_writes_the_full_path_when_another_route_passes_all_its_squares() -> None:
    # b2xd4xf6xh8 is a subsequence of b2xd4xf2xh4xf6xh8: only the exact path names it
    position = parse_fen("W:WKe7,Kb2:Bb8,a7,g7,b6,e5,g5,b4,f4,c3,e3,g3", CZECH)
    short = parse_move(position, "b2xd4xf6xh8")
    long = parse_move(position, "b2xf2xh8")
    assert short.path == (parse_square_8("b2"), 18, 11, 4)
    assert len(long.captured) == 5
    assert move_text(position, short) == "b2xd4xf6xh8"
    assert move_text(position, long) == "b2xf2xh8"
    with pytest.raises(AmbiguousMoveError):
        parse_move(position, "b2xh8")


@pytest.mark.parametrize(
    "text", ["c3-d4", "C3-D4", "c3xd4", "c3:d4", "c3Xd4", "22-18", "22x18", " c3-d4 "]
)
def test_parse_move_accepts_any_separator_and_case(text: str) -> None:
    assert parse_move(Position(CZECH), text) == Move((22, 18))


@pytest.mark.parametrize("text", ["c3-e5", "c3xe5", "22-15", "22:15"])
def test_parse_move_reads_captures_written_with_a_dash(text: str) -> None:
    position = parse_fen("W:Wc3:Bd4", CZECH)
    assert parse_move(position, text).captured == frozenset({18})


@pytest.mark.parametrize(
    ("text", "via"),
    [("c1xe3xc5", "e3"), ("c1-a3-c5", "a3"), ("30x23x14", "e3"), ("30x21x14", "a3")],
)
def test_parse_move_reads_full_paths(text: str, via: str) -> None:
    position = parse_fen(TWO_ROUTES, CZECH)
    assert parse_move(position, text).path[1] == parse_square_8(via)


def test_parse_move_reads_partial_paths_in_order() -> None:
    position = parse_fen("W:WKj10,Kf8:Bh10,b8,d8,h6,c5,e5,b4,g3,i3", INTERNATIONAL)
    full = parse_move(position, "f8xj4xg1xa7xc9xf6xc3xa5")
    assert parse_move(position, "f8xg1xf6xa5") == full
    with pytest.raises(IllegalMoveError):
        parse_move(position, "f8xf6xg1xa5")  # the right squares in the wrong order


def test_parse_move_raises_ambiguous_with_the_candidates() -> None:
    position = parse_fen(TWO_ROUTES, CZECH)
    with pytest.raises(AmbiguousMoveError) as caught:
        parse_move(position, "c1xc5")
    assert isinstance(caught.value, NotationError)
    assert set(caught.value.candidates) == set(position.legal_moves())
    assert "c1xa3xc5" in str(caught.value) and "c1xe3xc5" in str(caught.value)


@pytest.mark.parametrize(
    ("fen", "text", "reason"),
    [
        ("W:W21-32:B1-12", "c3-e5", "too far"),
        ("W:W21-32:B1-12", "f6-e5", "opponents piece"),
        ("W:Wc3,a3:Bd4", "a3-b4", "must capture"),
    ],
)
def test_parse_move_raises_illegal_naming_the_move(fen: str, text: str, reason: str) -> None:
    with pytest.raises(IllegalMoveError) as caught:
        parse_move(parse_fen(fen, CZECH), text)
    assert text in str(caught.value) and reason in str(caught.value)
    assert caught.value.text == text


@pytest.mark.parametrize("text", ["hello", "c3", "c3--d4", "c4-d5", "c3-d4!", "99-18", ""])
def test_parse_move_refuses_text_that_is_not_a_move_as_notation_error(text: str) -> None:
    with pytest.raises(NotationError) as caught:
        parse_move(Position(CZECH), text)
    assert not isinstance(caught.value, IllegalMoveError | AmbiguousMoveError)


def test_matching_moves_lists_every_route_for_backtracking() -> None:
    position = parse_fen(TWO_ROUTES, CZECH)
    assert len(matching_moves(position, "c1xc5")) == 2
    assert len(matching_moves(position, "c1xa3xc5")) == 1
    assert matching_moves(position, "c1xc3") == []


def test_flying_king_may_be_named_by_any_landing_square_before_its_next_capture() -> None:
    # mrcd2006.pdn game 27 writes a1xf6xh8: the king may stop on e5 or f6 before g7
    position = parse_fen("B:Wg7,d4,f4,g3:Bd8,h6,a5,Ka1", CZECH)
    (move,) = position.legal_moves()
    assert full_move_text(position, move) == "a1xe5xh8"
    assert parse_move(position, "a1xf6xh8") == move
    assert parse_move(position, "a1xe5xh8") == move
    assert matching_moves(position, "a1xf6xh8") == [move]


def test_full_move_text_takes_a_position_or_a_geometry() -> None:
    position = parse_fen("W:Wc1:Bd2,d4", CZECH)
    (capture,) = position.legal_moves()
    assert full_move_text(CZECH.geometry, capture, Style.NUMERIC) == "30x23x14"
    assert full_move_text(position, capture) == "c1xe3xc5"


@pytest.mark.parametrize(
    ("variant", "style"),
    [
        ("english", Style.NUMERIC),
        ("international", Style.NUMERIC),
        ("czech", Style.ALGEBRAIC),
        ("czech-8", Style.ALGEBRAIC),
        ("opalecka", Style.ALGEBRAIC),
        ("brazilian", Style.ALGEBRAIC),
    ],
)
def test_notation_style_is_numeric_for_english_and_international(
    variant: str, style: Style
) -> None:
    assert usual_style(find_variant(variant)) is style


def random_positions(rules: Rules, games: int, seed: int) -> list[Position]:
    """Positions met in random games (seeded), for round-trip checks."""
    rng = random.Random(seed)
    seen = []
    for _ in range(games):
        position = Position(rules)
        for _ply in range(150):
            moves = position.legal_moves()
            if not moves:
                break
            seen.append(position.copy())
            position.push(rng.choice(moves))
    return seen


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_legal_move_text_reads_back_to_its_move(variant: str) -> None:
    rules = VARIANTS[variant]
    for position in random_positions(rules, games=6, seed=7):
        for move in position.legal_moves():
            for style in Style:
                assert parse_move(position, move_text(position, move, style)) == move
                assert parse_move(position, full_move_text(position, move, style)) == move


def test_move_text_naming_no_legal_move_raises_the_rules_illegal_move_error() -> None:
    """One error for an illegal move: the text's is the rules' ``IllegalMoveError``
    (what ``Game.push`` raises) and a ``NotationError`` (what a reader catches)."""
    from accessible_dama.rules import IllegalMoveError as RulesIllegalMoveError

    assert IllegalMoveError is RulesIllegalMoveError
    with pytest.raises(IllegalMoveError) as caught:
        parse_move(Position(CZECH), "c3-c5")
    assert isinstance(caught.value, NotationError)
    assert caught.value.move is None and caught.value.text == "c3-c5"
