"""Czech draughts with 8 men, folk rules (``czech-8``): seed 001, "Česká dáma".

Test names follow the numbered rules of 001 (``test_czech8_<rule>_...``); expected moves
were worked out by hand from the text and RULES.md.
"""

from __future__ import annotations

from accessible_dama.rules import BLACK, WHITE, Game, Position
from accessible_dama.rules.outcome import Outcome, Reason
from accessible_dama.rules.variants import CZECH_8

R = CZECH_8


def test_czech8_3_starting_position_eight_men_on_ranks_1_2_and_7_8(draughts):
    b = draughts.board(Position(R))
    white = ["a1", "c1", "e1", "g1", "b2", "d2", "f2", "h2"]
    black = ["b8", "d8", "f8", "h8", "a7", "c7", "e7", "g7"]
    assert b == {**{s: "w" for s in white}, **{s: "b" for s in black}}


def test_czech8_5_1_black_moves_first(draughts):
    game = Game(R)
    assert game.turn == BLACK
    assert draughts.texts(R, game.legal_moves()) == {
        "a7-b6", "c7-b6", "c7-d6", "e7-d6", "e7-f6", "g7-f6", "g7-h6",
    }
    draughts.play(game, "c7-d6")
    assert game.turn == WHITE


def test_czech8_6_2_man_moves_one_step_forward_only(draughts):
    assert draughts.legal("W:Wd4:Ba7", R) == {"d4-c5", "d4-e5"}
    assert draughts.legal("B:Wh2:Bd4", R) == {"d4-c3", "d4-e3"}


def test_czech8_6_3_1_man_captures_forward_only(draughts):
    assert draughts.legal("W:Wd4:Bc3", R) == {"d4-c5", "d4-e5"}
    assert draughts.legal("W:Wd4:Bc3,e5", R) == {"d4xf6"}


def test_czech8_6_3_1_free_choice_between_men_that_can_capture(draughts):
    assert draughts.legal("W:Wa3,e3:Bb4,f4", R) == {"a3xc5", "e3xg5"}


def test_czech8_6_3_1_two_men_one_behind_the_other_are_safe(draughts):
    assert draughts.legal("W:Wc3:Bd4,e5", R) == {"c3-b4"}
    assert draughts.legal("W:WKb2:Bd4,e5", R) == {"b2-a1", "b2-c1", "b2-a3", "b2-c3"}


def test_czech8_6_3_1_own_man_cannot_be_jumped(draughts):
    assert draughts.legal("W:Wd4,e5:Bh8", R) == {"d4-c5", "e5-d6", "e5-f6"}


def test_czech8_6_3_2_multi_capture_before_single(draughts):
    # a3xc5 takes one, e3xg5xe7 two: the double capture must be made
    assert draughts.legal("W:Wa3,e3:Bb4,f4,f6", R) == {"e3xg5xe7"}


def test_czech8_6_3_2_free_choice_among_multi_captures(draughts):
    # three pieces (a1xc3xa5xc7) or two (g1xe3xg5): both are multiple, either may be made
    assert draughts.legal("W:Wa1,g1:Bb2,b4,b6,f2,f4", R) == {"a1xc3xa5xc7", "g1xe3xg5"}


def test_czech8_6_3_2_multi_capture_must_be_completed(draughts):
    assert draughts.legal("W:Wc1:Bd2,f4,f6", R) == {"c1xe3xg5xe7"}


def test_czech8_7_promotion_on_the_last_rank(draughts):
    game = draughts.game("W:Wc7:Ba3", R)
    draughts.play(game, "c7-d8")
    assert draughts.board(game.position) == {"d8": "W", "a3": "b"}


def test_czech8_7_promotion_ends_the_capture(draughts):
    game = draughts.game("W:Wb6:Bc7,e7", R)
    assert draughts.texts(R, game.legal_moves()) == {"b6xd8"}
    draughts.play(game, "b6xd8")
    assert draughts.board(game.position) == {"d8": "W", "e7": "b"}


def test_czech8_8_1_king_moves_any_distance(draughts):
    assert draughts.legal("W:WKd4:Ba7", R) == {
        "d4-c5", "d4-b6",
        "d4-e5", "d4-f6", "d4-g7", "d4-h8",
        "d4-c3", "d4-b2", "d4-a1",
        "d4-e3", "d4-f2", "d4-g1",
    }


def test_czech8_8_2_1_king_captures_from_a_distance_any_landing(draughts):
    assert draughts.legal("W:WKb2:Bd4", R) == {"b2xe5", "b2xf6", "b2xg7", "b2xh8"}
    assert draughts.legal("W:WKd4:Bc3", R) == {"d4xb2", "d4xa1"}


def test_czech8_8_2_1_king_cannot_jump_own_man(draughts):
    assert draughts.legal("W:WKa1,b2:Bd4", R) == {"b2-a3", "b2-c3"}


def test_czech8_8_2_2_king_multi_capture_changes_direction(draughts):
    # the text example of 000 (a1xc3xe1xh4) and the other route a1xe5xh2: both multiple
    assert draughts.legal("W:WKa1:Bb2,d2,g3", R) == {"a1xc3xe1xh4", "a1xe5xh2"}


def test_czech8_8_2_2_king_must_land_where_it_can_continue(draughts):
    assert draughts.legal("W:WKa1:Bc3,f4", R) == {"a1xe5xg3", "a1xe5xh2"}


def test_czech8_8_2_2_jumped_piece_blocks_and_is_not_jumped_twice(draughts):
    assert draughts.legal("W:WKa1:Bd4,g5,g3,b6", R) == {"a1xe5xh2", "a1xf6xh4xf2", "a1xf6xh4xe1"}


def test_czech8_8_3_no_king_priority_multi_before_single(draughts):
    # a king capture has no priority here: the man's triple capture is multiple, the
    # king's single capture is not
    assert draughts.legal("W:Wh2,Ka3:Bb2,c7,e5,g3", R) == {"h2xf4xd6xb8"}


def test_czech8_9_1_all_pieces_captured_wins(draughts):
    game = draughts.game("W:Wc3:Bd4", R)
    draughts.play(game, "c3xe5")
    assert game.outcome == Outcome(WHITE, Reason.NO_PIECES)


def test_czech8_9_1_blocked_player_loses(draughts):
    assert draughts.game("W:Wh2:Bg3,f4", R).outcome == Outcome(BLACK, Reason.NO_MOVES)


def test_czech8_9_1_resignation(draughts):
    game = Game(R)
    assert game.resign(BLACK) == Outcome(WHITE, Reason.RESIGNATION)


def test_czech8_9_2_draw_by_agreement(draughts):
    assert Game(R).agree_draw() == Outcome(None, Reason.AGREEMENT)


def _replay(game, moves):
    for i, m in enumerate(moves):
        assert game.outcome is None, f"over after {i} plies: {game.outcome}"
        game.push(m)


def test_czech8_9_2_twenty_moves_each_without_capture_draw(draughts):
    # man moves do not restart the count: only a capture does
    game = draughts.game("B:WKc1,a1,e3:BKh8,h6,f8", R)
    walk = draughts.quiet_walk(game.position, 40, men_first=True)
    men_moves = 0
    pos = game.position.copy()
    for m in walk:
        men_moves += pos.is_man_move(m)
        pos.push(m)
    assert men_moves >= 4
    _replay(game, walk[:39])
    assert game.outcome is None
    assert [c.plies_left for c in game.draw_counters()] == [1]
    game.push(walk[39])
    assert game.outcome == Outcome(None, Reason.MOVE_LIMIT, "9.2")


def test_czech8_9_2_capture_restarts_the_count(draughts):
    game = draughts.game("B:WKc1,Ke1,e5:BKa7,Kh4,g7", R)
    walk = draughts.quiet_walk(game.position, 30, kings_only=True, then=("g7-f6", "e5xg7"))
    _replay(game, walk)
    assert [c.plies_left for c in game.draw_counters()] == [10]
    draughts.play(game, "g7-f6", "e5xg7")
    assert game.draw_counters() == []
    walk = draughts.quiet_walk(game.position, 40, kings_only=True)
    _replay(game, walk[:39])
    assert game.outcome is None
    game.push(walk[39])
    assert game.outcome == Outcome(None, Reason.MOVE_LIMIT, "9.2")


def test_czech8_threefold_repetition_convention(draughts):
    game = draughts.game("W:WKc1,a1:BKh8,h6", R)
    cycle = ("c1-d2", "h8-g7", "d2-c1", "g7-h8")
    draughts.play(game, *cycle, *cycle[:3])
    assert game.outcome is None
    draughts.play(game, cycle[3])
    assert game.outcome is not None
    assert (game.outcome.winner, game.outcome.reason) == (None, Reason.REPETITION)


def test_czech8_no_czech_endgame_count(draughts):
    # the 6.3/6.4 counts of the 12-men rules are not part of 001
    game = draughts.game("W:WKc1:BKh8", R)
    assert game.draw_counters() == []
    walk = draughts.quiet_walk(game.position, 12, kings_only=True)
    _replay(game, walk)
    assert game.outcome is None
