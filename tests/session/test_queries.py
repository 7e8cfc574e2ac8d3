"""The commands that look at the game (session/queries.py), on a draughts board: the lines
of squares they name, and whose pieces "mine" and "the opponent's" are."""

from __future__ import annotations

import pytest

from accessible_dama.notation.squares import square_name
from accessible_dama.rules import BLACK, WHITE, Color, find_variant
from accessible_dama.session.events import BoardShown, Event, LineShown, NotUnderstood, PiecesShown
from accessible_dama.session.queries import BoardQueries
from tests.session.tables import table_of


def names(events: list[Event]) -> list[list[str]]:
    g = find_variant("czech").geometry
    return [[square_name(g, s) for s in e.squares] for e in events
            if isinstance(e, LineShown)]


def test_a_file_and_a_rank_name_their_dark_squares_from_the_players_side() -> None:
    queries = BoardQueries(table_of())
    assert names(queries.file(("C",))) == [["c1", "c3", "c5", "c7"]]
    assert names(queries.rank(("2",))) == [["b2", "d2", "f2", "h2"]]


def test_both_diagonals_through_a_square_each_from_its_lower_end() -> None:
    assert names(BoardQueries(table_of()).diagonal(("c3",))) == [
        ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"], ["e1", "d2", "c3", "b4", "a5"]]


def test_a_diagonal_named_by_two_of_its_squares_is_that_diagonal_alone() -> None:
    queries = BoardQueries(table_of())
    assert names(queries.diagonal(("e1", "a5"))) == [["e1", "d2", "c3", "b4", "a5"]]
    assert names(queries.diagonal(("h8", "c3"))) == [
        ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"]]
    assert queries.diagonal(("c3", "c5")) == [NotUnderstood("diagonal c3 c5")]


@pytest.mark.parametrize(("command", "args", "text"), [
    ("rank", ("9",), "rank 9"),  # off the board
    ("rank", (), "rank"),
    ("file", ("k",), "file k"),
    ("diagonal", ("c4",), "diagonal c4"),  # a light square
    ("square", ("zz",), "square zz"),
])
def test_a_line_or_square_not_on_the_board_is_not_understood(
        command: str, args: tuple[str, ...], text: str) -> None:
    assert getattr(BoardQueries(table_of()), command)(args) == [NotUnderstood(text)]


@pytest.mark.parametrize(("player", "mine", "theirs"), [
    (BLACK, BLACK, WHITE),  # against the computer: the player's side
    (None, WHITE, BLACK),  # two players: the side to move
])
def test_mine_and_the_opponents_pieces(player: Color | None, mine: Color,
                                       theirs: Color) -> None:
    queries = BoardQueries(table_of(player=player))
    [shown] = queries.pieces(("mine",))
    assert isinstance(shown, PiecesShown) and shown.color == mine
    [shown] = queries.pieces(("opponent",))
    assert isinstance(shown, PiecesShown) and shown.color == theirs
    [shown] = queries.pieces(())
    assert isinstance(shown, PiecesShown) and shown.color is None


def test_the_whole_board_is_the_board_with_every_square() -> None:
    queries = BoardQueries(table_of())
    [board] = queries.board(())
    [every] = queries.board_all(())
    assert isinstance(board, BoardShown) and isinstance(every, BoardShown)
    assert (board.all_squares, every.all_squares) == (False, True)
