"""The point boards, and what the point games share with draughts' ``Position`` and
``Game`` (so that the talking game can play them through the same questions)."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from accessible_dama.rules import (
    ALQUERQUE,
    ALQUERQUE_BOARD,
    BLACK,
    MILL,
    MILL_BOARD,
    WHITE,
    Game,
    GameOverError,
    IllegalMoveError,
    Move,
    PointBoard,
    PointGame,
    Position,
    Reason,
    find_game,
    new_game,
    start_position,
)

from .helpers import position, push, rules

GAMES = ["alquerque", "alquerque-modified", "mill", "vietnamese"]


def names(board: PointBoard, points: Iterable[int]) -> list[str]:
    return [board.names[p] for p in points]


# ------------------------------------------------------------------ the boards


def test_a_point_is_joined_to_its_neighbours_along_the_lines() -> None:
    b = ALQUERQUE_BOARD
    assert names(b, b.neighbours[b.point("a1")]) == ["b1", "a2", "b2"]
    assert b.is_joined(b.point("a1"), b.point("b2"))
    assert not b.is_joined(b.point("b1"), b.point("a2"))


def test_the_lines_through_a_point() -> None:
    b = ALQUERQUE_BOARD
    through = sorted("-".join(names(b, line)) for line in b.lines_through(b.point("c1")))
    assert through == ["a1-b1-c1-d1-e1", "c1-b2-a3", "c1-c2-c3-c4-c5", "c1-d2-e3"]
    m = MILL_BOARD
    mills = sorted("-".join(names(m, line)) for line in m.lines_through(m.point("d2")))
    assert mills == ["b2-d2-f2", "d1-d2-d3"]


def test_points_are_listed_rank_by_rank_with_their_coordinates() -> None:
    m = MILL_BOARD
    assert names(m, m.by_rank[3]) == ["a4", "b4", "c4", "e4", "f4", "g4"]
    assert m.coords(m.point("g7")) == (6, 6)
    assert m.point_at(3, 3) is None  # no point in the centre
    assert [len(r) for r in ALQUERQUE_BOARD.by_rank] == [5] * 5


def test_forward_neighbours_of_each_colour() -> None:
    b = ALQUERQUE_BOARD
    c3 = b.point("c3")
    assert names(b, b.forward_neighbours(WHITE, c3)) == ["b4", "c4", "d4"]
    assert names(b, b.forward_neighbours(BLACK, c3)) == ["b2", "c2", "d2"]


def test_jumps_go_along_a_line_over_one_point() -> None:
    b = ALQUERQUE_BOARD
    jumps = {(b.names[o], b.names[land]) for o, land in b.jumps[b.point("a1")]}
    assert jumps == {("b1", "c1"), ("a2", "a3"), ("b2", "c3")}


# ------------------------------------------------------------------ shared questions

POSITION_QUESTIONS = [
    "legal_moves", "count_legal_moves", "must_capture", "push", "pop", "key", "copy",
    "piece_at", "set_piece", "pieces", "squares_of", "count", "occupied", "is_man_move",
    "move_stack", "turn", "rules",
]
GAME_QUESTIONS = [
    "turn", "legal_moves", "find_legal", "repetition_count", "draw_counters", "is_over",
    "push", "pop", "resign", "agree_draw", "lose_on_time", "outcome", "moves", "start",
    "position", "rules",
]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_point_position_answers_what_a_draughts_position_does(game_id: str) -> None:
    draughts = Position()
    p = position(game_id)
    for question in POSITION_QUESTIONS:
        assert hasattr(draughts, question) and hasattr(p, question), question


@pytest.mark.parametrize("game_id", GAMES)
def test_a_point_game_answers_what_a_draughts_game_does(game_id: str) -> None:
    draughts = Game()
    game = new_game(rules(game_id))
    assert isinstance(game, PointGame)
    for question in GAME_QUESTIONS:
        assert hasattr(draughts, question) and hasattr(game, question), question


def test_any_game_starts_from_its_rules() -> None:
    assert isinstance(new_game(find_game("czech")), Game)
    assert isinstance(start_position(find_game("czech")), Position)
    assert start_position(MILL) == MILL.start_position()


def test_a_point_game_refuses_an_illegal_move_and_moves_after_the_end() -> None:
    game = PointGame(ALQUERQUE)
    with pytest.raises(IllegalMoveError):
        game.push(Move((0, 5)))
    game.resign(WHITE)
    assert game.outcome is not None and game.outcome.reason is Reason.RESIGNATION
    with pytest.raises(GameOverError):
        push(game, "b2-c3")


def test_a_point_game_takes_back_moves_and_their_result() -> None:
    game = PointGame(ALQUERQUE, position("alquerque", "W:Wa1,e5:Bb2"))
    push(game, "a1xc3")
    assert game.outcome is not None
    game.pop()
    assert game.outcome is None and game.position == position("alquerque", "W:Wa1,e5:Bb2")
    assert game.find_legal(Move((0, 12), frozenset({6}))) is not None


def test_a_game_keeps_the_position_it_was_given_untouched() -> None:
    start = position("mill")
    game = PointGame(MILL, start)
    push(game, "d7")
    assert start == position("mill") and game.start == start


def test_a_position_of_another_game_is_refused() -> None:
    with pytest.raises(ValueError):
        PointGame(MILL, position("alquerque"))
