"""Vietnamese chess (001, "VIETNAMSKÉ ŠACHY"), clause by clause.

Each test is named after the clause of the text it pins; positions are written as
position strings (``notation.points``: ``K`` marks the king).
"""

from __future__ import annotations

import pytest

from accessible_dama.notation.fen import FenError
from accessible_dama.rules import (
    ALQUERQUE_BOARD,
    BLACK,
    VIETNAMESE,
    WHITE,
    Piece,
    PointGame,
    Reason,
    VietnamesePosition,
)

from .helpers import play, position, push, texts

B = ALQUERQUE_BOARD


def vietnamese(fen: str | None = None) -> VietnamesePosition:
    p = position("vietnamese", fen)
    assert isinstance(p, VietnamesePosition)
    return p


def at(p: VietnamesePosition, name: str) -> Piece | None:
    return p.piece_at(B.point(name))


# ------------------------------------------------------------------ 2, 3, 5


def test_vietnamese_2_1_a_four_by_four_grid_with_six_diagonal_lines() -> None:
    assert VIETNAMESE.board is ALQUERQUE_BOARD


def test_vietnamese_2_2_nine_soldiers_and_one_king_each() -> None:
    p = vietnamese()
    assert p.count(WHITE) == (9, 1)
    assert p.count(BLACK) == (9, 1)


def test_vietnamese_3_each_side_fills_its_two_nearest_ranks_the_king_in_the_middle() -> None:
    p = vietnamese()
    assert at(p, "c1") is Piece.WHITE_KING and at(p, "c5") is Piece.BLACK_KING
    for q in B.points:
        rank = B.coords(q)[1]
        piece = p.piece_at(q)
        if rank == 2:
            assert piece is None  # rank 3 is empty
        else:
            assert piece is not None and piece.color == (rank < 2)


def test_vietnamese_5_white_begins() -> None:
    assert vietnamese().turn is WHITE


# ------------------------------------------------------------------ 6: moving


def test_vietnamese_6_every_piece_steps_to_a_neighbouring_free_point_in_any_direction(
) -> None:
    p = vietnamese("W:Wc3,Ka1:Bd5,Ke5")
    assert {t for t in texts(p) if t.startswith("c3")} == {
        f"c3-{n}" for n in ("b2", "c2", "d2", "b3", "d3", "b4", "c4", "d4")
    }  # back and to the sides too
    assert {t for t in texts(p) if t.startswith("a1")} == {"a1-a2", "a1-b1", "a1-b2"}


# ------------------------------------------------------------------ 7: capturing


def test_vietnamese_7_1_soldiers_do_not_capture_each_other() -> None:
    p = vietnamese("W:Wc3,Ka1:Bc4,Ke5")
    assert not any("x" in t for t in texts(p))  # c3 does not jump c4 onto c5


def test_vietnamese_7_2_figure_22_the_king_on_e4_jumps_its_soldier_on_d4_and_takes_c4(
) -> None:
    p = vietnamese("B:Wc4,Ka1:Bd4,Ke4")
    assert "e4xc4" in texts(p)
    play(p, "e4xc4")
    assert at(p, "c4") is Piece.BLACK_KING
    assert at(p, "d4") is Piece.BLACK_MAN  # the soldier jumped over stays
    assert at(p, "e4") is None
    assert p.count(WHITE) == (0, 1)


def test_vietnamese_7_2_the_king_jumps_only_its_own_soldier() -> None:
    p = vietnamese("B:Wd4,c4,Ka1:Bb5,Ke4")
    assert not any("x" in t for t in texts(p))


def test_vietnamese_7_2_the_king_takes_only_on_the_point_directly_beyond() -> None:
    p = vietnamese("B:Wb4,Ka1:Bd4,Ke4")  # c4 beyond d4 is empty: nothing to take
    assert not any("x" in t for t in texts(p))


def test_vietnamese_7_2_capturing_is_not_compulsory() -> None:
    p = vietnamese("B:Wc4,Ka1:Bd4,Ke4")
    assert "e4xc4" in texts(p) and "e4-e5" in texts(p) and "d4-d5" in texts(p)
    assert not p.must_capture()


def test_vietnamese_7_3_check_the_enemy_king_could_take_this_king_next_move() -> None:
    p = vietnamese("B:Wc2,Kc1:Bd5,Kc3")
    assert p.is_check()
    assert not p.is_check(WHITE)
    # a soldier of the checking king's colour stands between the kings
    assert at(p, "c2") is Piece.WHITE_MAN


def test_vietnamese_7_3_the_only_way_out_of_check_is_a_king_move() -> None:
    p = vietnamese("B:Wc2,Kc1:Bd5,Kc3")
    assert {t.split("-")[0].split("x")[0] for t in texts(p)} == {"c3"}
    assert texts(p) == {f"c3-{n}" for n in ("b2", "d2", "b3", "d3", "b4", "c4", "d4")}


def test_vietnamese_7_3_no_move_may_put_ones_own_king_in_check() -> None:
    p = vietnamese("W:Wa1,Kb2:Bc4,Kc5")
    assert "b2-c3" not in texts(p)  # c5 could take it over c4
    assert "b2-b3" in texts(p)


def test_vietnamese_7_3_a_king_capture_that_ends_in_check_is_not_allowed() -> None:
    # the white king would land on c3, where the black king takes it over c4
    p = vietnamese("W:Wb2,c3,Ka1:Bc4,Kc5")
    assert "a1xc3" not in texts(p)
    p = vietnamese("W:Wb2,Ka1:Bc3,c4,Kc5")
    assert "a1xc3" not in texts(p)
    p = vietnamese("W:Wb2,Ka1:Bc3,Kc5")
    assert "a1xc3" in texts(p)  # c4 is empty: landing on c3 is safe


# ------------------------------------------------------------------ 8: the end


def test_vietnamese_8_mate_wins() -> None:
    game = PointGame(VIETNAMESE, vietnamese("W:Wb3,Kc3:Ba4,b5,Ka5"))
    push(game, "b3-b4")
    assert game.position.legal_moves() == []
    assert game.outcome is not None
    assert (game.outcome.winner, game.outcome.reason) == (WHITE, Reason.CHECKMATE)


def test_vietnamese_8_a_player_who_cannot_move_loses() -> None:
    start = vietnamese("B:Wa4,b4,b5,Ke1:BKa5")
    assert not start.is_check()
    game = PointGame(VIETNAMESE, start)
    assert game.outcome is not None
    assert (game.outcome.winner, game.outcome.reason) == (WHITE, Reason.NO_MOVES)


def test_vietnamese_8_the_player_who_keeps_repeating_moves_loses() -> None:
    game = PointGame(VIETNAMESE, vietnamese("W:WKa1:BKe5"))
    for ply, text in enumerate(["a1-a2", "e5-e4", "a2-a1", "e4-e5"] * 2, 1):
        assert game.outcome is None, ply
        push(game, text)
    # Black's e4-e5 brought back the starting position for the third time
    assert game.outcome is not None
    assert (game.outcome.winner, game.outcome.reason) == (WHITE, Reason.REPETITION_LOSS)


def test_vietnamese_a_position_must_have_one_king_each() -> None:
    with pytest.raises(FenError, match="one king"):
        vietnamese("W:Wa1:BKe5")


def test_vietnamese_the_side_not_to_move_cannot_stand_in_check() -> None:
    with pytest.raises(FenError, match="check"):
        vietnamese("W:Wc2,Kc1:Bd5,Kc3")
