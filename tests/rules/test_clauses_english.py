"""English draughts (``english``): seed 001, "Anglická dáma" (rules differing from the
Czech 8-men rules of the same book, which apply otherwise).

Test names follow the rule numbers of 001; expected moves were worked out by hand.
"""

from __future__ import annotations

from accessible_dama.rules import BLACK, WHITE, Game, Position
from accessible_dama.rules.outcome import Outcome, Reason
from accessible_dama.rules.variants import ENGLISH

R = ENGLISH


def test_english_3_starting_position_twelve_men_each(draughts):
    black = ["b8", "d8", "f8", "h8", "a7", "c7", "e7", "g7", "b6", "d6", "f6", "h6"]
    white = ["a1", "c1", "e1", "g1", "b2", "d2", "f2", "h2", "a3", "c3", "e3", "g3"]
    assert draughts.board(Position(R)) == {**{s: "b" for s in black}, **{s: "w" for s in white}}


def test_english_5_1_black_moves_first(draughts):
    game = Game(R)
    assert game.turn == BLACK
    assert draughts.texts(R, game.legal_moves()) == {
        "b6-a5", "b6-c5", "d6-c5", "d6-e5", "f6-e5", "f6-g5", "h6-g5",
    }
    draughts.play(game, "d6-c5")
    assert game.turn == WHITE


def test_english_6_2_man_moves_forward_only(draughts):
    assert draughts.legal("W:Wd4:Ba7", R) == {"d4-c5", "d4-e5"}


def test_english_6_3_1_man_captures_forward_only(draughts):
    assert draughts.legal("W:Wd4:Bc3", R) == {"d4-c5", "d4-e5"}
    assert draughts.legal("W:Wd4:Bc3,e5", R) == {"d4xf6"}


def test_english_6_3_1_two_men_one_behind_the_other_are_safe(draughts):
    assert draughts.legal("W:Wc3:Bd4,e5", R) == {"c3-b4"}


def test_english_7_promotion_ends_the_move(draughts):
    # the man crowned on d8 could jump e7 as a king, but its move is over
    game = draughts.game("W:Wb6:Bc7,e7", R)
    assert draughts.texts(R, game.legal_moves()) == {"b6xd8"}
    draughts.play(game, "b6xd8")
    assert draughts.board(game.position) == {"d8": "W", "e7": "b"}
    assert game.turn == BLACK


def test_english_7_promotion_by_a_plain_move(draughts):
    game = draughts.game("W:Wc7:Ba3", R)
    draughts.play(game, "c7-b8")
    assert draughts.board(game.position) == {"b8": "W", "a3": "b"}


def test_english_8_king_moves_one_square_in_any_direction(draughts):
    assert draughts.legal("W:WKd4:Ba7", R) == {"d4-c5", "d4-e5", "d4-c3", "d4-e3"}


def test_english_8_1_king_captures_only_an_adjacent_piece(draughts):
    assert draughts.legal("W:WKb2:Bd4", R) == {"b2-a1", "b2-c1", "b2-a3", "b2-c3"}
    assert draughts.legal("W:WKc3:Bd4", R) == {"c3xe5"}
    assert draughts.legal("W:WKd4:Bc3", R) == {"d4xb2"}


def test_english_8_2_king_multi_capture_in_any_direction(draughts):
    # c3xe5 then back down over f4 to g3
    assert draughts.legal("W:WKc3:Bd4,f4", R) == {"c3xe5xg3"}
    # the flying-king route a1xc3xe1xh4 of 000 is a1xc3xe1 for a short king
    assert draughts.legal("W:WKa1:Bb2,d2,g3", R) == {"a1xc3xe1"}


def test_english_8_2_king_round_trip_ends_on_its_start_square_listed_once(draughts):
    pos = draughts.position("W:WKc3:Bd2,d4,f2,f4", R)
    moves = pos.legal_moves()
    assert draughts.shorts(R, moves) == ["c3xc3"]
    assert len(moves[0].captured) == 4


def test_english_8_3_free_choice_no_priority_of_multiple_capture(draughts):
    assert draughts.legal("W:Wa3,e3:Bb4,f4,f6", R) == {"a3xc5", "e3xg5xe7"}
    assert draughts.legal("W:Wa1,g1:Bb2,b4,b6,f2,f4", R) == {"a1xc3xa5xc7", "g1xe3xg5"}


def test_english_8_3_no_king_priority(draughts):
    assert draughts.legal("W:Wh2,Ka3:Bb2,c7,e5,g3", R) == {"a3xc1", "h2xf4xd6xb8"}


def test_english_8_3_chosen_multiple_capture_made_in_full(draughts):
    assert draughts.legal("W:Wc1:Bd2,f4,f6", R) == {"c1xe3xg5xe7"}


def test_english_9_1_all_pieces_captured_wins(draughts):
    game = draughts.game("W:Wc3:Bd4", R)
    draughts.play(game, "c3xe5")
    assert game.outcome == Outcome(WHITE, Reason.NO_PIECES)


def test_english_9_1_blocked_player_loses(draughts):
    assert draughts.game("W:Wh2:Bg3,f4", R).outcome == Outcome(BLACK, Reason.NO_MOVES)


def test_english_9_1_resignation_and_agreement(draughts):
    assert Game(R).resign(BLACK) == Outcome(WHITE, Reason.RESIGNATION)
    assert Game(R).agree_draw() == Outcome(None, Reason.AGREEMENT)


def test_english_9_2_twenty_moves_each_without_capture_draw(draughts):
    game = draughts.game("B:WKc1,a1,e3:BKh8,h6,f8", R)
    walk = draughts.quiet_walk(game.position, 40, men_first=True)
    for i, m in enumerate(walk[:39]):
        assert game.outcome is None, f"over after {i} plies"
        game.push(m)
    assert game.outcome is None
    assert [c.plies_left for c in game.draw_counters()] == [1]
    game.push(walk[39])
    assert game.outcome == Outcome(None, Reason.MOVE_LIMIT, "9.2")


def test_english_threefold_repetition_convention(draughts):
    game = draughts.game("W:WKc1,a1:BKh8,h6", R)
    cycle = ("c1-d2", "h8-g7", "d2-c1", "g7-h8")
    draughts.play(game, *cycle, *cycle[:3])
    assert game.outcome is None
    draughts.play(game, cycle[3])
    assert (game.outcome.winner, game.outcome.reason) == (None, Reason.REPETITION)
