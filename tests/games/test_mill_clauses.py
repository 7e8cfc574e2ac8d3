"""Nine men's morris, mlýn (001, "MLÝN"), clause by clause.

Each test is named after the clause of the text it pins; positions are written as
position strings (``notation.points``: ``H`` gives the men in hand, White's then Black's).
"""

from __future__ import annotations

from accessible_dama.rules import BLACK, MILL, MILL_BOARD, WHITE, MillPosition, PointGame, Reason

from .helpers import play, position, push, texts

B = MILL_BOARD


def mill(fen: str | None = None) -> MillPosition:
    p = position("mill", fen)
    assert isinstance(p, MillPosition)
    return p


def neighbours(name: str) -> set[str]:
    return {B.names[q] for q in B.neighbours[B.point(name)]}


# ------------------------------------------------------------------ 2, 3, 5: board and start


def test_mill_board_has_24_points_on_three_squares_joined_at_the_middles() -> None:
    assert B.names == tuple(
        "a1 d1 g1 b2 d2 f2 c3 d3 e3 a4 b4 c4 e4 f4 g4 c5 d5 e5 b6 d6 f6 a7 d7 g7".split()
    )
    assert neighbours("a1") == {"d1", "a4"}
    assert neighbours("d2") == {"d1", "d3", "b2", "f2"}
    assert neighbours("c4") == {"b4", "c3", "c5"}  # not e4: the centre is no point


def test_mill_2_2_nine_men_each_and_3_the_board_is_empty() -> None:
    p = mill()
    assert p.occupied == 0
    assert (p.in_hand(WHITE), p.in_hand(BLACK)) == (9, 9)


def test_mill_5_white_begins() -> None:
    assert mill().turn is WHITE


# ------------------------------------------------------------------ 6: moving the men


def test_mill_6_1_first_the_players_place_a_man_each_on_a_free_point() -> None:
    p = mill()
    assert texts(p) == set(B.names)
    play(p, "d7")
    assert p.turn is BLACK and p.in_hand(WHITE) == 8
    assert texts(p) == set(B.names) - {"d7"}


def test_mill_6_2_moving_begins_when_both_have_placed_all_their_men() -> None:
    p = mill("B:Wa1,d1,b2,f2,c3,e3,a4,g4,c5:Bd2,d3,b4,c4,e4,f4,d5,b6:H0,1")
    assert all("-" not in t for t in texts(p))  # Black still places its last man
    play(p, "g7")
    assert p.turn is WHITE
    assert all("-" in t for t in texts(p))
    assert "a1-a7" not in texts(p)  # a step, not a flight


def test_mill_6_2_a_man_steps_to_a_neighbouring_free_point_along_a_line() -> None:
    p = mill("W:Wa1,d6,f6,b4:Bg7,e5,c5,g1")
    assert {t for t in texts(p) if t.startswith("a1")} == {"a1-d1", "a1-a4"}  # not b2


def test_mill_6_2_moves_only_along_vertical_and_horizontal_lines() -> None:
    p = mill("W:Wb2,d6,f6,b4:Bg7,e5,c5,g1")
    assert {t for t in texts(p) if t.startswith("b2")} == {"b2-d2"}  # no diagonal to a1, c3


def test_mill_6_3_a_player_left_with_three_men_may_move_a_man_to_any_free_point() -> None:
    p = mill("W:Wa1,d1,b4:Bg7,f6,e5,d6")
    empty = {B.names[q] for q in B.points if p.piece_at(q) is None}
    for start in ("a1", "d1", "b4"):
        targets = {t.split("-")[1][:2] for t in texts(p) if t.startswith(start)}
        assert targets == empty


def test_mill_6_3_only_the_player_with_three_men_flies() -> None:
    p = mill("B:Wa1,d1,b4:Bg7,f6,e5,d6")
    assert {t for t in texts(p) if t.startswith("g7")} == {"g7-d7", "g7-g4"}


# ------------------------------------------------------------------ 7: mills


def test_mill_7_1_closing_a_mill_removes_an_enemy_man() -> None:
    p = mill("W:Wa1,d1:Bb6:H7,8")
    assert "g1xb6" in texts(p) and "g1" not in texts(p)
    play(p, "g1xb6")
    assert p.count(BLACK) == (0, 0)


def test_mill_7_1_a_mill_is_three_men_on_neighbouring_points_of_one_line() -> None:
    # b4, c4 and e4 are on one rank, but the centre splits it into two lines
    p = mill("W:Wb4,c4:Bg7:H7,8")
    assert "e4" in texts(p) and "a4xg7" in texts(p)
    # three men round a corner are no mill
    p = mill("W:Wd1,a4:Bg7:H7,8")
    assert "a1" in texts(p)


def test_mill_7_1_a_mill_is_closed_in_every_part_of_the_game() -> None:
    placing = mill("W:Wa1,d1:Bb6:H7,8")
    moving = mill("W:Wa1,d1,g4,b4:Bb6,d6,f4,e5")
    flying = mill("W:Wa1,d1,b4:Bb6,d6,f4,e5")
    assert "g1xb6" in texts(placing)
    assert "g4-g1xb6" in texts(moving)
    assert "b4-g1xb6" in texts(flying)


def test_mill_7_2_a_man_standing_in_a_mill_cannot_be_removed() -> None:
    p = mill("W:Wa1,d1:Ba7,d7,g7,b6:H5,5")
    assert {t for t in texts(p) if t.startswith("g1")} == {"g1xb6"}


def test_mill_7_2_when_all_enemy_men_are_in_mills_any_of_them_may_be_removed() -> None:
    p = mill("W:Wa1,d1:Ba7,d7,g7:H5,6")
    assert {t for t in texts(p) if t.startswith("g1")} == {"g1xa7", "g1xd7", "g1xg7"}


def test_mill_7_2_one_man_is_removed_even_when_a_move_closes_two_mills() -> None:
    p = mill("W:Wa1,d1,g4,g7:Bb6,d6:H5,7")
    assert {t for t in texts(p) if t.startswith("g1")} == {"g1xb6", "g1xd6"}
    play(p, "g1xb6")
    assert p.count(BLACK) == (1, 0)


def test_mill_7_3_a_man_may_leave_a_mill_and_close_it_again_for_another_removal() -> None:
    game = PointGame(MILL, mill("W:Wa1,d1,g1,b4:Bf4,e5,c5,d6"))
    push(game, "d1-d2")
    push(game, "d6-b6")
    closing = {t for t in texts(game.position) if t.startswith("d2-d1")}
    assert closing == {"d2-d1xf4", "d2-d1xe5", "d2-d1xc5", "d2-d1xb6"}
    push(game, "d2-d1xf4")
    assert game.position.count(BLACK) == (3, 0)


def test_mill_a_mill_named_without_its_removal_asks_which_man() -> None:
    from accessible_dama.notation.movetext import AmbiguousMoveError
    from accessible_dama.notation.points import parse_move

    p = mill("W:Wa1,d1:Ba7,d7,g7:H5,6")
    try:
        parse_move(p, "g1")
    except AmbiguousMoveError as e:
        assert len(e.candidates) == 3
    else:
        raise AssertionError("a mill without its removal must be ambiguous")


# ------------------------------------------------------------------ 8: the end


def test_mill_8_2_a_player_reduced_to_two_men_loses() -> None:
    game = PointGame(MILL, mill("W:Wa1,d1,g4,b4:Bf6,e5,d6"))
    push(game, "g4-g1xf6")
    assert game.outcome is not None
    assert (game.outcome.winner, game.outcome.reason) == (WHITE, Reason.TOO_FEW_MEN)
    assert game.outcome.clause == "8.2"


def test_mill_8_2_men_in_hand_count_as_men_left() -> None:
    p = mill("B:Wa1,d1,g4:Bf6:H5,2")
    assert p.men_left(BLACK) == 3 and p.legal_moves()
    assert PointGame(MILL, p).outcome is None


def test_mill_convention_a_player_who_cannot_move_loses() -> None:
    game = PointGame(MILL, mill("B:Wa4,d2,g4,d7:Ba1,d1,g1,a7"))
    assert game.outcome is not None
    assert (game.outcome.winner, game.outcome.reason) == (WHITE, Reason.NO_MOVES)


def test_mill_convention_the_third_repetition_draws() -> None:
    game = PointGame(MILL, mill("W:Wa1,d1,g4,b4:Bf6,e5,d6,c5"))
    for _ in range(2):
        for text in ("b4-b2", "d6-d7", "b2-b4", "d7-d6"):
            assert game.outcome is None
            push(game, text)
    assert game.outcome is not None
    assert (game.outcome.winner, game.outcome.reason) == (None, Reason.REPETITION)
