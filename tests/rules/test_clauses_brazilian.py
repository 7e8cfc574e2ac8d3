"""Brazilian draughts (``brazilian``): seed 000. Test names follow its numbered rules;
the text's own examples are used where it gives them. Expected moves worked out by hand.
"""

from __future__ import annotations

from accessible_dama.rules import BLACK, WHITE, Game, Position
from accessible_dama.rules.outcome import Outcome, Reason
from accessible_dama.rules.variants import BRAZILIAN

R = BRAZILIAN


def test_brazilian_1_starting_position(draughts):
    white = ["a1", "c1", "e1", "g1", "b2", "d2", "f2", "h2", "a3", "c3", "e3", "g3"]
    black = ["h8", "f8", "d8", "b8", "g7", "e7", "c7", "a7", "h6", "f6", "d6", "b6"]
    assert draughts.board(Position(R)) == {**{s: "w" for s in white}, **{s: "b" for s in black}}


def test_brazilian_2_white_first_and_the_text_game(draughts):
    game = Game(R)
    assert game.turn == WHITE
    # the notation example of rule 9
    draughts.play(game, "c3-d4", "f6-e5", "d4xf6", "g7xe5", "g3-h4", "b6-a5", "h2-g3", "c7-b6")
    assert game.outcome is None


def test_brazilian_2_man_moves_one_step_forward(draughts):
    assert draughts.legal("W:Wd4:Ba7", R) == {"d4-c5", "d4-e5"}


def test_brazilian_2_men_capture_backwards(draughts):
    assert draughts.legal("W:Wd4:Bc3", R) == {"d4xb2"}


def test_brazilian_2_column_cannot_be_jumped(draughts):
    assert draughts.legal("W:Wc3:Bd4,e5", R) == {"c3-b4"}
    assert draughts.legal("W:WKb2:Bd4,e5", R) == {"b2-a1", "b2-c1", "b2-a3", "b2-c3"}


def test_brazilian_2_piece_jumped_once_and_removed_after_the_move(draughts):
    # Turkish strike: from f2 the line to b6/a7 is blocked by d4, already jumped
    assert draughts.legal("W:WKa1:Bd4,g5,g3,b6", R) == {"a1xf6xh4xf2", "a1xf6xh4xe1"}


def test_brazilian_3_capture_is_compulsory(draughts):
    assert draughts.legal("W:Wc3,g3:Bd4", R) == {"c3xe5"}


def test_brazilian_3_multi_capture_completed(draughts):
    assert draughts.legal("W:Wc1:Bd2,f4,f6", R) == {"c1xe3xg5xe7"}


def test_brazilian_4_majority(draughts):
    assert draughts.legal("W:Wa3,e3:Bb4,f4,f6", R) == {"e3xg5xe7"}
    assert draughts.legal("W:Wa1,g1:Bb2,b4,b6,f2,f4", R) == {"a1xc3xa5xc7"}


def test_brazilian_4_majority_counts_men_and_kings_alike(draughts):
    # two men (e3xg5xe7) beat one king (a3xc5)
    assert draughts.legal("W:Wa3,e3:BKb4,f4,f6", R) == {"e3xg5xe7"}
    # three pieces either way (two kings and a man, or a king and two men): both legal
    assert draughts.legal("W:Wa3,e3:BKb4,Kd6,f4,f6", R) == {"a3xc5xe7xg5", "e3xg5xe7xc5"}


def test_brazilian_5_promotion_when_the_move_ends_on_the_last_rank(draughts):
    game = draughts.game("W:Wb6:Bc7", R)
    draughts.play(game, "b6xd8")
    assert draughts.board(game.position) == {"d8": "W"}
    game = draughts.game("W:Wc7:Ba3", R)
    draughts.play(game, "c7-d8")
    assert draughts.board(game.position) == {"d8": "W", "a3": "b"}


def test_brazilian_5_passing_the_last_rank_does_not_promote(draughts):
    # b6xd8 reaches the last rank, then must jump back over e7: it stays a man on f6
    game = draughts.game("W:Wb6:Bc7,e7,a3", R)
    assert draughts.texts(R, game.legal_moves()) == {"b6xd8xf6"}
    draughts.play(game, "b6xd8xf6")
    assert draughts.board(game.position) == {"f6": "w", "a3": "b"}


def test_brazilian_6_king_moves_any_distance(draughts):
    assert draughts.legal("W:WKd4:Ba7", R) == {
        "d4-c5", "d4-b6",
        "d4-e5", "d4-f6", "d4-g7", "d4-h8",
        "d4-c3", "d4-b2", "d4-a1",
        "d4-e3", "d4-f2", "d4-g1",
    }


def test_brazilian_6_king_example_a1xc3xe1xh4(draughts):
    # the text: a1 over b2 to c3, over d2 to e1, and with a black man on g3, on to h4
    assert draughts.legal("W:WKa1:Bb2,d2", R) == {"a1xc3xe1"}
    assert draughts.legal("W:WKa1:Bb2,d2,g3", R) == {"a1xc3xe1xh4"}


def test_brazilian_6_king_lands_anywhere_beyond_or_where_it_can_go_on(draughts):
    assert draughts.legal("W:WKb2:Bd4", R) == {"b2xe5", "b2xf6", "b2xg7", "b2xh8"}
    assert draughts.legal("W:WKa1:Bc3,f4", R) == {"a1xe5xg3", "a1xe5xh2"}


def test_brazilian_6_king_capture_has_no_priority(draughts):
    # the text: the king could take one piece, a man three: the man must capture
    assert draughts.legal("W:Wh2,Ka3:Bb2,c7,e5,g3", R) == {"h2xf4xd6xb8"}


def test_brazilian_6_no_reversal_on_one_diagonal(draughts):
    assert draughts.legal("W:WKc3:Bb2,e5", R) == {"c3xf6", "c3xg7", "c3xh8", "c3xa1"}


def test_brazilian_6_king_circles_a_square_and_may_end_on_its_start_square(draughts):
    moves = draughts.position("W:WKc3:Bd2,d4,f2,f4", R).legal_moves()
    assert draughts.shorts(R, moves) == ["c3xa1", "c3xa5", "c3xb2", "c3xb4", "c3xc3"]
    assert all(len(m.captured) == 4 for m in moves)


def test_brazilian_7_no_pieces_loses(draughts):
    game = draughts.game("W:Wc3:Bd4", R)
    draughts.play(game, "c3xe5")
    assert game.outcome == Outcome(WHITE, Reason.NO_PIECES)


def test_brazilian_7_blocked_example(draughts):
    # the text: black's last man on h2, a white man on g1, black to move: black is blocked
    game = draughts.game("B:Wg1:Bh2", R)
    assert game.outcome == Outcome(WHITE, Reason.NO_MOVES)


def test_brazilian_8_threefold_repetition(draughts):
    game = draughts.game("W:WKc1,a1:BKh8,h6", R)
    cycle = ("c1-d2", "h8-g7", "d2-c1", "g7-h8")
    draughts.play(game, *cycle, *cycle[:3])
    assert game.outcome is None
    draughts.play(game, cycle[3])
    assert (game.outcome.winner, game.outcome.reason) == (None, Reason.REPETITION)


def test_brazilian_8_agreement_and_resignation(draughts):
    assert Game(R).agree_draw() == Outcome(None, Reason.AGREEMENT)
    assert Game(R).resign(WHITE) == Outcome(BLACK, Reason.RESIGNATION)


def test_brazilian_8_no_move_limit(draughts):
    game = draughts.game("W:WKc1,Ke1:BKh8,Kf8", R)
    for m in draughts.quiet_walk(game.position, 60, kings_only=True):
        assert game.outcome is None
        game.push(m)
    assert game.outcome is None
    assert game.draw_counters() == []
