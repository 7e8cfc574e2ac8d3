"""Alquerque (001, "ALQUERQUE") and its recommended modification, clause by clause.

Each test is named after the clause of the text it pins (RULES.md, "The other games in
the texts"); positions are written as position strings (``notation.points``).
"""

from __future__ import annotations

from accessible_dama.rules import (
    ALQUERQUE,
    ALQUERQUE_BOARD,
    ALQUERQUE_MODIFIED,
    BLACK,
    PASS,
    WHITE,
    Piece,
    PointGame,
    Reason,
)

from .helpers import play, position, push, texts

B = ALQUERQUE_BOARD


def names(points: tuple[int, ...] | list[int]) -> set[str]:
    return {B.names[p] for p in points}


# ------------------------------------------------------------------ 2, 3, 5: board and start


def test_alquerque_2_1_five_vertical_five_horizontal_and_six_diagonal_lines() -> None:
    assert len(B) == 25
    straight = [line for line in B.lines if len({B.coords(p)[0] for p in line}) == 1
                or len({B.coords(p)[1] for p in line}) == 1]
    assert len(straight) == 10
    diagonals = {"-".join(B.names[p] for p in line) for line in B.lines} - {
        "-".join(B.names[p] for p in line) for line in straight
    }
    assert diagonals == {"a1-b2-c3-d4-e5", "e1-d2-c3-b4-a5", "c1-b2-a3", "c1-d2-e3",
                         "a3-b4-c5", "e3-d4-c5"}


def test_alquerque_2_1_diagonals_pass_only_through_points_whose_file_and_rank_sum_is_even(
) -> None:
    for p in B.points:
        file, rank = B.coords(p)
        diagonal = {q for q in B.neighbours[p] if B.coords(q)[0] != file
                    and B.coords(q)[1] != rank}
        assert bool(diagonal) == ((file + rank) % 2 == 0), B.names[p]
    assert names(B.neighbours[B.point("c3")]) == {"b2", "c2", "d2", "b3", "d3", "b4", "c4", "d4"}
    assert names(B.neighbours[B.point("b3")]) == {"a3", "c3", "b2", "b4"}


def test_alquerque_2_2_twelve_men_each() -> None:
    p = position("alquerque")
    assert p.count(WHITE) == (12, 0)
    assert p.count(BLACK) == (12, 0)


def test_alquerque_3_every_point_taken_but_the_one_in_the_centre() -> None:
    p = position("alquerque")
    assert [B.names[q] for q in B.points if p.piece_at(q) is None] == ["c3"]
    assert names(p.squares_of(Piece.WHITE_MAN)) >= {"a1", "e2", "d3", "e3"}
    assert names(p.squares_of(Piece.BLACK_MAN)) >= {"a3", "b3", "a4", "e5"}


def test_alquerque_5_white_begins() -> None:
    assert position("alquerque").turn is WHITE
    assert texts(position("alquerque")) == {"b2-c3", "c2-c3", "d2-c3", "d3-c3"}


# ------------------------------------------------------------------ 6.1 steps


def test_alquerque_6_1_a_man_steps_to_a_neighbouring_free_point_in_every_direction() -> None:
    p = position("alquerque", "W:Wc3:Ba5")
    assert texts(p) == {f"c3-{n}" for n in ("b2", "c2", "d2", "b3", "d3", "b4", "c4", "d4")}


def test_alquerque_6_1_movement_only_along_the_lines() -> None:
    # b3 has no diagonal line: forward, back and to both sides only
    p = position("alquerque", "W:Wb3:Be5")
    assert texts(p) == {"b3-a3", "b3-c3", "b3-b2", "b3-b4"}


# ------------------------------------------------------------------ 6.2 jumps


def test_alquerque_6_2_a_man_jumps_a_neighbouring_enemy_onto_the_free_point_beyond() -> None:
    p = position("alquerque", "W:Wc3:Bc4,d4,e5,e3")
    # c4 is jumped onto c5; d4 cannot be, e5 beyond it is taken (and e3 from c5)
    assert texts(p) == {"c3xc5"}
    play(p, "c3xc5")
    assert p.piece_at(B.point("c4")) is None
    assert p.piece_at(B.point("c5")) is Piece.WHITE_MAN


def test_alquerque_6_2_jumping_is_compulsory() -> None:
    p = position("alquerque", "W:Wa1,e1:Bb2")
    assert texts(p) == {"a1xc3"}
    assert p.must_capture()


def test_alquerque_6_2_after_a_jump_the_man_may_go_on_jumping_changing_direction() -> None:
    p = position("alquerque", "W:Wa1:Bb2,c4")
    assert "a1xc3xc5" in texts(p)  # diagonal, then straight up


def test_alquerque_6_2_after_any_jump_the_man_may_also_stop() -> None:
    p = position("alquerque", "W:Wa1:Bb2,c4,c2")
    assert texts(p) == {"a1xc3", "a1xc3xc5", "a1xc3xc1"}


def test_alquerque_6_2_three_or_more_men_in_one_move() -> None:
    p = position("alquerque", "W:Wa1:Bb2,c4,d5")
    assert texts(p) == {"a1xc3", "a1xc3xc5", "a1xc3xc5xe5"}
    play(p, "a1xc3xc5xe5")
    assert p.count(BLACK) == (0, 0)


def test_alquerque_6_like_czech_draughts_a_man_is_not_jumped_twice() -> None:
    p = position("alquerque", "W:Wa1:Bb2")
    assert texts(p) == {"a1xc3"}  # not back over b2 to a1


def test_alquerque_6_routes_with_the_same_end_and_the_same_men_taken_are_one_move() -> None:
    # round a triangle of three men, either way, back to the start a1
    p = position("alquerque", "W:Wa1:Bb1,c2,b2")
    round_trips = [m for m in p.legal_moves() if m.path[-1] == B.point("a1")]
    assert len(round_trips) == 1
    assert names(sorted(round_trips[0].captured)) == {"b1", "c2", "b2"}


def test_alquerque_6_2_the_jumped_men_are_taken_off_the_board() -> None:
    p = play(position("alquerque", "W:Wa1:Bb2,c4"), "a1xc3xc5")
    assert p.count(BLACK) == (0, 0)


# ------------------------------------------------------------------ 7: the end


def test_alquerque_7_a_player_who_loses_all_men_loses() -> None:
    game = PointGame(ALQUERQUE, position("alquerque", "W:Wa1,e5:Bb2"))
    game.push(game.legal_moves()[0])
    assert game.outcome is not None
    assert (game.outcome.winner, game.outcome.reason) == (WHITE, Reason.NO_PIECES)


def test_alquerque_7_a_surrounded_player_who_cannot_move_loses() -> None:
    game = PointGame(ALQUERQUE, position("alquerque", "B:Wa2,b1,b2,a3,c1,c3:Ba1"))
    assert game.outcome is not None
    assert (game.outcome.winner, game.outcome.reason) == (WHITE, Reason.NO_MOVES)
    assert game.legal_moves() == []


def test_alquerque_5_moves_are_compulsory_there_is_no_pass() -> None:
    p = position("alquerque", "B:Wa2,b1,b2,a3,c1,c3:Ba1")
    assert PASS not in p.legal_moves()


def test_alquerque_convention_the_third_repetition_draws() -> None:
    game = PointGame(ALQUERQUE, position("alquerque", "W:Wa1:Be5"))
    for _ in range(2):
        for text in ("a1-a2", "e5-e4", "a2-a1", "e4-e5"):
            assert game.outcome is None
            push(game, text)
    assert game.repetition_count() == 3
    assert game.outcome is not None
    assert (game.outcome.winner, game.outcome.reason) == (None, Reason.REPETITION)


# ------------------------------------------------------------------ the modification


def test_modified_a_plain_step_only_forward_or_diagonally_forward() -> None:
    assert texts(position("alquerque-modified", "W:Wc3:Ba5")) == {"c3-b4", "c3-c4", "c3-d4"}
    assert texts(position("alquerque-modified", "B:Wa1:Bc3")) == {"c3-b2", "c3-c2", "c3-d2"}
    assert texts(position("alquerque-modified", "W:Wb3:Be5")) == {"b3-b4"}


def test_modified_never_sideways_or_back() -> None:
    assert texts(position("alquerque-modified")) == {"b2-c3", "c2-c3", "d2-c3"}  # not d3-c3


def test_modified_a_jump_may_go_in_any_direction() -> None:
    assert texts(position("alquerque-modified", "W:Wc3:Bc2,e5")) == {"c3xc1"}  # back
    assert texts(position("alquerque-modified", "W:Wc3:Bb3,e5")) == {"c3xa3"}  # sideways


def test_modified_jumping_stays_compulsory() -> None:
    assert texts(position("alquerque-modified", "W:Wc3,a1:Bb3,e5")) == {"c3xa3"}


def test_modified_a_player_who_cannot_move_passes() -> None:
    game = PointGame(ALQUERQUE_MODIFIED, position("alquerque-modified", "W:Wa5:Bc3"))
    assert game.outcome is None
    assert game.legal_moves() == [PASS]
    game.push(PASS)
    assert game.turn is BLACK and game.outcome is None
    assert texts(game.position) == {"c3-b2", "c3-c2", "c3-d2"}


def test_modified_when_neither_can_move_the_player_with_more_men_wins() -> None:
    game = PointGame(ALQUERQUE_MODIFIED, position("alquerque-modified", "W:Wa5,b5:Bc1"))
    assert game.outcome is not None
    assert (game.outcome.winner, game.outcome.reason) == (WHITE, Reason.BOTH_BLOCKED)


def test_modified_when_neither_can_move_and_the_men_are_equal_it_is_a_draw() -> None:
    game = PointGame(ALQUERQUE_MODIFIED, position("alquerque-modified", "B:Wa5:Bc1"))
    assert game.outcome is not None
    assert (game.outcome.winner, game.outcome.reason) == (None, Reason.BOTH_BLOCKED)


def test_modified_a_player_with_no_men_left_still_loses() -> None:
    game = PointGame(ALQUERQUE_MODIFIED, position("alquerque-modified", "W:Wa1,e5:Bb2"))
    game.push(game.legal_moves()[0])
    assert game.outcome is not None
    assert (game.outcome.winner, game.outcome.reason) == (WHITE, Reason.NO_PIECES)
