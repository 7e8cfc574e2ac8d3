"""Going through a record (session/review.py): moves numbered as on a scoresheet, also
when Black moved first; a move past either end goes no further; a game that left the
record is not walked along it."""

from __future__ import annotations

from accessible_dama.notation import parse_fen
from accessible_dama.rules import find_variant
from accessible_dama.session import events as ev
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


def test_the_record_is_gone_through_from_its_start() -> None:
    review, table = reviewing()
    assert (review.reviewing, len(review.record), table.game.moves) == (True, 3, [])
    first, at = review.forward(())
    assert isinstance(first, ev.MoveMade) and at == ev.ReviewAt(1, 3)
    assert table.made == [first]
    assert review.back(()) == [ev.ReviewAt(0, 3)] and table.made == []
    assert review.back(()) == [ev.ReviewAt(0, 3)]  # the start: no further back


def test_goto_counts_a_pair_of_moves_to_a_number() -> None:
    review, _ = reviewing(plies=5)
    assert review.goto(("2",)) == [ev.ReviewAt(2, 5)]
    assert review.goto(("3",)) == [ev.ReviewAt(4, 5)]
    assert review.goto(("99",)) == [ev.ReviewAt(5, 5)]
    assert review.goto(("0",)) == [ev.ReviewAt(0, 5)]
    assert review.goto(()) == [ev.NotUnderstood("goto")]


def test_goto_when_black_moved_first() -> None:
    review, _ = reviewing(BLACK_FIRST, plies=4)
    assert review.goto(("1",)) == [ev.ReviewAt(0, 4)]
    assert review.goto(("2",)) == [ev.ReviewAt(1, 4)]  # 1... black 2. white black
    assert review.goto(("3",)) == [ev.ReviewAt(3, 4)]


def test_a_game_that_left_the_record_is_not_walked_along_it() -> None:
    review, table = reviewing()
    review.forward(())
    table.game.pop()
    other = next(m for m in table.game.legal_moves() if m != review.record[0])
    table.game.push(other)
    assert review.forward(()) == [ev.ReviewAt(1, 3)]
    assert table.game.moves == [other]


def test_the_end_of_a_review_forgets_the_record() -> None:
    review, _ = reviewing()
    review.end()
    assert (review.reviewing, review.record) == (False, [])
