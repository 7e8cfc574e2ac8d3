"""Going through a record (session/review.py): moves numbered as players number them, a
move of each side to a number, also when Black moved first; ``goto N`` goes to where move
N begins and says it; a move past either end goes no further; a game that left the
record is not walked along it; with no record, forward, back and goto change nothing."""

from __future__ import annotations

from accessible_dama.notation import parse_fen
from accessible_dama.rules import BLACK, WHITE, find_variant
from accessible_dama.session.events import (
    Event,
    MoveMade,
    NothingToGoThrough,
    NotUnderstood,
    ReviewAt,
)
from accessible_dama.session.review import Review
from tests.session.tables import FakeTable, table_of

BLACK_FIRST = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"


def reviewing(fen: str | None = None, plies: int = 3) -> tuple[Review, FakeTable]:
    """A review of the first ``plies`` moves the game allows, each its first legal move."""
    table = table_of(position=parse_fen(fen, find_variant("czech")) if fen else None)
    for _ in range(plies):
        table.game.push(table.game.legal_moves()[0])
    review = Review(table)
    review.begin()
    return review, table


def where(events: list[Event]) -> tuple[int, int, int]:
    """Where the last event says the record stands: plies played, the move that comes
    next as players count moves, and the moves of the record."""
    at = events[-1]
    assert isinstance(at, ReviewAt)
    return at.ply, at.number, at.moves


def test_the_record_is_gone_through_from_its_start() -> None:
    review, table = reviewing()
    assert (review.reviewing, len(review.record), table.game.moves) == (True, 3, [])
    first, at = review.forward(())
    assert isinstance(first, MoveMade) and isinstance(at, ReviewAt)
    assert (at.ply, at.total, at.number, at.moves, at.to_move) == (1, 3, 1, 2, BLACK)
    assert table.made == [first]
    assert where(review.back(())) == (0, 1, 2) and table.made == []
    assert where(review.back(())) == (0, 1, 2)  # the start: no further back


def test_goto_counts_a_move_of_each_side_to_a_number() -> None:
    review, _ = reviewing(plies=5)
    assert where(review.goto(("2",))) == (2, 2, 3)  # before White's second move
    assert where(review.goto(("3",))) == (4, 3, 3)
    assert where(review.goto(("99",))) == (5, 3, 3)  # the end
    assert where(review.goto(("0",))) == (0, 1, 3)
    assert review.goto(()) == [NotUnderstood("goto")]


def test_goto_says_the_move_that_follows() -> None:
    review, table = reviewing(plies=5)
    [at] = review.goto(("2",))
    assert isinstance(at, ReviewAt) and at.following is not None
    assert (at.following.color, at.following.move) == (WHITE, review.record[2])
    assert at.following.before == table.game.position
    assert table.game.moves == review.record[:2]  # said, not played
    [end] = review.goto(("99",))
    assert isinstance(end, ReviewAt) and end.following is None


def test_goto_when_black_moved_first() -> None:
    review, _ = reviewing(BLACK_FIRST, plies=4)
    assert where(review.goto(("1",))) == (0, 1, 3)  # 1... black
    assert where(review.goto(("2",))) == (1, 2, 3)  # 2. white black
    assert where(review.goto(("3",))) == (3, 3, 3)


def test_a_game_that_left_the_record_is_not_walked_along_it() -> None:
    review, table = reviewing()
    review.forward(())
    table.game.pop()
    other = next(m for m in table.game.legal_moves() if m != review.record[0])
    table.game.push(other)
    assert where(review.forward(())) == (1, 1, 2)
    assert table.game.moves == [other]
    [at] = review.goto(("1",))
    assert isinstance(at, ReviewAt) and at.following is not None  # back on the record


def test_the_end_of_a_review_forgets_the_record() -> None:
    review, _ = reviewing()
    review.end()
    assert (review.reviewing, review.record, review.file) == (False, [], None)


def test_without_a_record_forward_back_and_goto_leave_the_game_as_it_is() -> None:
    table = table_of()
    table.game.push(table.game.legal_moves()[0])
    review = Review(table)
    for step in (review.forward, review.back, review.goto):
        assert step(("5",)) == [NothingToGoThrough()]
    assert len(table.game.moves) == 1
