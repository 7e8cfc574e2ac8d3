"""Czech draughts (``czech``), official rules of the Czech draughts union, ČUD 2006 (seed 003).

One test per clause, named ``test_czech_<article>_<paragraph>_...``; every expected set of
moves was worked out by hand from the clause's wording (and RULES.md), not read back from
the program.
"""

from __future__ import annotations

import pytest

from accessible_dama.notation.squares import parse_square, square_name
from accessible_dama.rules import (
    BLACK,
    WHITE,
    Game,
    GameOverError,
    IllegalMoveError,
    Move,
    Position,
)
from accessible_dama.rules.outcome import Outcome, Reason
from accessible_dama.rules.variants import CZECH

R = CZECH


# ------------------------------------------------------------------ čl. 2, 3: board and moves


def test_czech_2_8_starting_position(draughts):
    b = draughts.board(Position(R))
    black = "a7 b6 b8 c7 d6 d8 e7 f6 f8 g7 h6 h8".split()
    white = "a1 a3 b2 c1 c3 d2 e1 e3 f2 g1 g3 h2".split()
    assert b == {**{s: "b" for s in black}, **{s: "w" for s in white}}
    # 2.8b in numbers: black on 1-12, white on 21-32; a1 is 29 and h8 is 4 (2.6b)
    pos = Position(R)
    assert sorted(pos.squares_of(pos.piece_at(1))) == list(range(1, 13))
    assert sorted(pos.squares_of(pos.piece_at(29))) == list(range(21, 33))


def test_czech_3_3_white_moves_first_then_alternately(draughts):
    game = Game(R)
    assert game.turn == WHITE
    assert draughts.texts(R, game.legal_moves()) == {
        "a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4",
    }
    draughts.play(game, "c3-d4")
    assert game.turn == BLACK
    draughts.play(game, "f6-e5")
    assert game.turn == WHITE


def test_czech_3_4_man_moves_one_step_forward_only(draughts):
    # a man on d4 with nothing to capture: only c5 and e5, never back to c3 or e3
    assert draughts.legal("W:Wd4:Ba7", R) == {"d4-c5", "d4-e5"}
    assert draughts.legal("B:Wa1:Bd4", R) == {"d4-c3", "d4-e3"}


def test_czech_3_5_promotion_at_end_of_move_on_last_rank(draughts):
    game = draughts.game("W:Wc7:Ba3", R)
    assert draughts.texts(R, game.legal_moves()) == {"c7-b8", "c7-d8"}
    draughts.play(game, "c7-d8")
    assert draughts.board(game.position) == {"d8": "W", "a3": "b"}


def test_czech_3_5_promotion_only_at_end_of_move(draughts):
    # b6xd8 crowns the man, but it cannot go on as a king over e7 in the same move
    # (3.5: a man becomes a king when it has *finished* its move on the last rank; 3.8)
    game = draughts.game("W:Wb6:Bc7,e7", R)
    assert draughts.texts(R, game.legal_moves()) == {"b6xd8"}
    draughts.play(game, "b6xd8")
    assert draughts.board(game.position) == {"d8": "W", "e7": "b"}
    assert game.turn == BLACK


def test_czech_3_7_king_stays_a_king(draughts):
    game = draughts.game("W:WKd4:Ba7", R)
    draughts.play(game, "d4-c3")
    draughts.play(game, "a7-b6")
    assert draughts.board(game.position)["c3"] == "W"


def test_czech_3_9_king_moves_any_distance_forward_and_back(draughts):
    # a7 is a black man on the edge: nothing beyond it, so no capture
    assert draughts.legal("W:WKd4:Ba7", R) == {
        "d4-c5", "d4-b6",
        "d4-e5", "d4-f6", "d4-g7", "d4-h8",
        "d4-c3", "d4-b2", "d4-a1",
        "d4-e3", "d4-f2", "d4-g1",
    }


# ------------------------------------------------------------------ čl. 4: capturing


def test_czech_4_1_capture_is_compulsory(draughts):
    # g3 could move, but c3 can capture: only the capture is legal
    assert draughts.legal("W:Wc3,g3:Bd4", R) == {"c3xe5"}


def test_czech_4_1_men_capture_forward_only(draughts):
    assert draughts.legal("W:Wd4:Bc3", R) == {"d4-c5", "d4-e5"}
    assert draughts.legal("W:Wd4:Bc3,e5", R) == {"d4xf6"}


def test_czech_4_1_king_captures_backwards(draughts):
    assert draughts.legal("W:WKd4:Bc3", R) == {"d4xb2", "d4xa1"}


def test_czech_4_1_and_4_7_own_pieces_cannot_be_jumped(draughts):
    # the king on a1 is shut in by its own man on b2; d4 is out of reach
    assert draughts.legal("W:WKa1,b2:Bd4", R) == {"b2-a3", "b2-c3"}
    assert draughts.legal("W:Wd4,e5:Bh8", R) == {"d4-c5", "e5-d6", "e5-f6"}


def test_czech_4_2_man_jumps_adjacent_piece_onto_the_free_square_behind(draughts):
    assert draughts.legal("W:Wc3:Bd4", R) == {"c3xe5"}
    # no free square behind: no capture
    assert draughts.legal("W:Wc3:Bd4,e5", R) == {"c3-b4"}


def test_czech_4_3_king_captures_from_a_distance_and_lands_on_any_free_square(draughts):
    assert draughts.legal("W:WKb2:Bd4", R) == {"b2xe5", "b2xf6", "b2xg7", "b2xh8"}


def test_czech_4_3_two_adjacent_pieces_cannot_be_jumped_together(draughts):
    assert draughts.legal("W:WKb2:Bd4,e5", R) == {"b2-a1", "b2-c1", "b2-a3", "b2-c3"}


def test_czech_4_5_man_multi_capture_must_be_completed(draughts):
    assert draughts.legal("W:Wc1:Bd2,f4,f6", R) == {"c1xe3xg5xe7"}


def test_czech_4_6_king_must_land_where_it_can_continue(draughts):
    # after jumping c3 the king may land on d4..h8, but only e5 lets it go on (over f4);
    # there it may choose g3 or h2
    assert draughts.legal("W:WKa1:Bc3,f4", R) == {"a1xe5xg3", "a1xe5xh2"}


def test_czech_4_6_king_may_turn_at_right_angles_but_not_reverse(draughts):
    # after c3xf6 (or g7, h8) the king may not come back down the same diagonal to b2
    assert draughts.legal("W:WKc3:Bb2,e5", R) == {"c3xf6", "c3xg7", "c3xh8", "c3xa1"}


def test_czech_4_8_piece_not_jumped_twice_and_square_passed_twice(draughts):
    # the king runs round the square c3-e5-g3-e1 (either way round) over d4, f4, f2, d2,
    # and passes c3 again; it may stop on c3 (its start square), b4, a5 (one way) or
    # b2, a1 (the other). No piece is jumped twice; both ways to c3 are one move.
    pos = draughts.position("W:WKc3:Bd2,d4,f2,f4", R)
    moves = pos.legal_moves()
    assert draughts.shorts(R, moves) == ["c3xa1", "c3xa5", "c3xb2", "c3xb4", "c3xc3"]
    g = R.geometry
    for m in moves:
        assert {square_name(g, s) for s in m.captured} == {"d2", "d4", "f2", "f4"}
        assert len(m.path) == 5
    texts = draughts.texts(R, moves)
    assert texts & {"c3xe5xg3xe1xc3", "c3xe1xg3xe5xc3"}
    assert len(texts & {"c3xe5xg3xe1xc3", "c3xe1xg3xe5xc3"}) == 1
    assert texts - {"c3xe5xg3xe1xc3", "c3xe1xg3xe5xc3"} == {
        "c3xe5xg3xe1xb4", "c3xe5xg3xe1xa5", "c3xe1xg3xe5xb2", "c3xe1xg3xe5xa1",
    }


def test_czech_4_8_jumped_piece_stays_and_blocks_turkish_strike(draughts):
    # a1xf6xh4 then over g3 to f2 or e1. From f2 the diagonal up to b6/a7 is blocked by d4,
    # jumped first and still on the board until the move ends: b6 cannot be taken.
    assert draughts.legal("W:WKa1:Bd4,g5,g3,b6", R) == {
        "a1xe5xh2", "a1xf6xh4xf2", "a1xf6xh4xe1",
    }


def test_czech_4_13_free_choice_regardless_of_count(draughts):
    # one man takes one piece, the other two: either may be chosen
    assert draughts.legal("W:Wa3,e3:Bb4,f4,f6", R) == {"a3xc5", "e3xg5xe7"}
    # the same for a king: the text example of 000 (a1xc3xe1xh4, three pieces) or two
    assert draughts.legal("W:WKa1:Bb2,d2,g3", R) == {"a1xc3xe1xh4", "a1xe5xh2"}


def test_czech_4_14_king_capture_has_priority(draughts):
    # the man h2 could take three (h2xf4xd6xb8), the king a3 only b2: the king must capture
    assert draughts.legal("W:Wh2,Ka3:Bb2,c7,e5,g3", R) == {"a3xc1"}


def test_czech_4_14_man_captures_when_no_king_can(draughts):
    # the king h8 has no capture (c3 stands behind d4); the man must take
    assert draughts.legal("W:Wc3,Kh8:Bd4", R) == {"c3xe5"}


def test_czech_4_capture_played_and_captured_pieces_removed_after_the_move(draughts):
    game = draughts.game("W:Wc1:Bd2,f4,f6,a7", R)
    draughts.play(game, "c1xe3xg5xe7")
    assert draughts.board(game.position) == {"e7": "w", "a7": "b"}


def test_czech_illegal_move_is_refused(draughts):
    # g3-f4 would be legal but for the compulsory capture c3xe5
    game = draughts.game("W:Wc3,g3:Bd4", R)
    g = R.geometry
    with pytest.raises(IllegalMoveError):
        game.push(Move((parse_square(g, "g3"), parse_square(g, "f4"))))
    assert game.moves == [] and game.turn == WHITE


# ------------------------------------------------------------------ čl. 6: draws


def test_czech_6_1_threefold_repetition(draughts):
    game = draughts.game("W:WKc1,a1:BKh8,h6", R)
    cycle = ("c1-d2", "h8-g7", "d2-c1", "g7-h8")
    draughts.play(game, *cycle)
    assert game.repetition_count() == 2
    draughts.play(game, *cycle[:3])
    assert game.outcome is None
    draughts.play(game, cycle[3])
    assert game.repetition_count() == 3
    assert game.outcome == Outcome(None, Reason.REPETITION, game.outcome.clause)
    assert game.legal_moves() == []


def _replay(game, moves, *, over_at_end):
    for i, m in enumerate(moves):
        assert game.outcome is None, f"over after {i} plies: {game.outcome}"
        game.push(m)
    if over_at_end:
        assert game.outcome is not None
    else:
        assert game.outcome is None


def test_czech_6_2_fifteen_king_moves_each_draw(draughts):
    fen = "W:WKc1,Ke1,a3:BKh8,Kf8,h6"
    game = draughts.game(fen, R)
    walk = draughts.quiet_walk(game.position, 30, kings_only=True)
    _replay(game, walk[:29], over_at_end=False)
    [counter] = [c for c in game.draw_counters() if c.rule.clause == "6.2"]
    assert counter.plies_left == 1
    game.push(walk[29])
    assert game.outcome == Outcome(None, Reason.MOVE_LIMIT, "6.2")


def test_czech_6_2_man_move_restarts_the_count(draughts):
    game = draughts.game("W:WKc1,Ke1,a3:BKh8,Kf8,h6", R)
    walk = draughts.quiet_walk(game.position, 20, kings_only=True, then=("a3-b4",))
    _replay(game, walk, over_at_end=False)
    assert [c.plies_left for c in game.draw_counters() if c.rule.clause == "6.2"] == [10]
    draughts.play(game, "a3-b4")
    assert [c for c in game.draw_counters() if c.rule.clause == "6.2"] == []
    walk = draughts.quiet_walk(game.position, 30, kings_only=True)
    _replay(game, walk[:29], over_at_end=False)
    game.push(walk[29])
    assert game.outcome == Outcome(None, Reason.MOVE_LIMIT, "6.2")


def test_czech_6_2_capture_restarts_the_count(draughts):
    game = draughts.game("W:WKc1,Ke1,e5:BKa7,Kh2,g7", R)
    walk = draughts.quiet_walk(game.position, 21, kings_only=True, then=("g7-f6", "e5xg7"))
    _replay(game, walk, over_at_end=False)
    assert [c.plies_left for c in game.draw_counters() if c.rule.clause == "6.2"] == [9]
    draughts.play(game, "g7-f6", "e5xg7")
    assert [c for c in game.draw_counters() if c.rule.clause == "6.2"] == []
    walk = draughts.quiet_walk(game.position, 30, kings_only=True)
    _replay(game, walk[:29], over_at_end=False)
    game.push(walk[29])
    assert game.outcome == Outcome(None, Reason.MOVE_LIMIT, "6.2")


def _endgame(game):
    return [c.plies_left for c in game.draw_counters() if c.rule.reason is Reason.ENDGAME_COUNT]


def test_czech_6_3_three_kings_against_one_off_main_diagonal_15_moves(draughts):
    game = draughts.game("W:WKc1,Ke1,Kg1:BKb8", R)
    assert _endgame(game) == [30]
    walk = draughts.quiet_walk(game.position, 30, kings_only=True)
    _replay(game, walk[:29], over_at_end=False)
    assert _endgame(game) == [1]
    game.push(walk[29])
    # with no man left, 6.2 (15 moves each with no man move and no capture) runs out on
    # the same move as 6.3: either clause draws the game
    assert game.outcome is not None
    assert game.outcome.winner is None
    assert game.outcome.reason in (Reason.ENDGAME_COUNT, Reason.MOVE_LIMIT)
    assert _endgame(game) == [0]


@pytest.mark.parametrize(
    "fen",
    [
        pytest.param("W:WKc1,Ke1,Kg1:BKh8", id="three_kings_v_king_on_main_diagonal"),
        pytest.param("W:WKc1,Ke1:BKh8", id="two_kings_v_king"),
        pytest.param("W:WKc1,a3:BKh8", id="king_and_man_v_king"),
        pytest.param("W:WKc1:BKh8", id="king_v_king"),
        pytest.param("B:WKa1:BKd8,Kb8", id="black_two_kings_v_white_king"),
    ],
)
def test_czech_6_4_five_moves_each_draw(draughts, fen):
    game = draughts.game(fen, R)
    assert _endgame(game) == [10]
    walk = draughts.quiet_walk(game.position, 10, kings_only=True)
    _replay(game, walk[:9], over_at_end=False)
    game.push(walk[9])
    assert game.outcome is not None
    assert (game.outcome.winner, game.outcome.reason) == (None, Reason.ENDGAME_COUNT)


def test_czech_6_4_count_starts_when_the_material_appears(draughts):
    # two kings against king and man: no count; a1xh8 takes e5 and leaves two kings
    # against one: the count of 6.4 starts then
    game = draughts.game("W:WKa1,Kc1:BKb8,e5", R)
    assert _endgame(game) == []
    assert draughts.texts(R, game.legal_moves()) == {"a1xf6", "a1xg7", "a1xh8"}
    draughts.play(game, "a1xh8")
    assert _endgame(game) == [10]
    walk = draughts.quiet_walk(game.position, 10, kings_only=True)
    _replay(game, walk[:9], over_at_end=False)
    game.push(walk[9])
    assert game.outcome is not None and game.outcome.reason is Reason.ENDGAME_COUNT


def test_czech_6_3_6_4_not_for_other_material(draughts):
    # two kings against two kings: no endgame count
    assert _endgame(draughts.game("W:WKc1,Ke1:BKh8,Kf8", R)) == []


# ------------------------------------------------------------------ čl. 7: result


def test_czech_7_2a_resignation(draughts):
    game = Game(R)
    assert game.resign(WHITE) == Outcome(BLACK, Reason.RESIGNATION)
    assert game.outcome == Outcome(BLACK, Reason.RESIGNATION)
    with pytest.raises(GameOverError):
        game.push(game.position.legal_moves()[0])


def test_czech_7_2b_blocked_player_loses(draughts):
    # the white man h2 cannot move (g3 taken) nor capture (f4 taken behind g3)
    game = draughts.game("W:Wh2:Bg3,f4", R)
    assert game.outcome == Outcome(BLACK, Reason.NO_MOVES)
    assert game.legal_moves() == []


def test_czech_7_2c_no_pieces_loses(draughts):
    game = draughts.game("W:Wc3:Bd4", R)
    draughts.play(game, "c3xe5")
    assert game.outcome == Outcome(WHITE, Reason.NO_PIECES)


def test_czech_7_3a_draw_by_agreement(draughts):
    game = Game(R)
    draughts.play(game, "c3-d4")
    assert game.agree_draw() == Outcome(None, Reason.AGREEMENT)
    with pytest.raises(GameOverError):
        game.resign(BLACK)
