"""International draughts (``international``, 10x10): seed 004. Test names follow its
numbered rules; expected moves worked out by hand on the 10x10 board.
"""

from __future__ import annotations

from accessible_dama.rules import BLACK, WHITE, Game, Position
from accessible_dama.rules.outcome import Outcome, Reason
from accessible_dama.rules.variants import INTERNATIONAL

R = INTERNATIONAL


def test_international_setup_twenty_men_on_four_ranks(draughts):
    b = draughts.board(Position(R))
    assert len(b) == 40
    for name, piece in b.items():
        rank = int(name[1:])
        assert (piece, rank <= 4) == ("w", True) or (piece, rank >= 7) == ("b", True)


def test_international_1_white_moves_first(draughts):
    game = Game(R)
    assert game.turn == WHITE
    assert draughts.texts(R, game.legal_moves()) == {
        "b4-a5", "b4-c5", "d4-c5", "d4-e5", "f4-e5", "f4-g5", "h4-g5", "h4-i5", "j4-i5",
    }


def test_international_2_man_moves_one_step_forward(draughts):
    assert draughts.legal("W:Wd4:Ba9", R) == {"d4-c5", "d4-e5"}


def test_international_3_1_capture_compulsory_also_backwards(draughts):
    assert draughts.legal("W:Wd4:Bc3", R) == {"d4xb2"}
    assert draughts.legal("W:Wc3,g3:Bd4", R) == {"c3xe5"}


def test_international_3_1_column_cannot_be_jumped(draughts):
    assert draughts.legal("W:Wc3:Bd4,e5", R) == {"c3-b4"}


def test_international_3_2_multi_capture_completed_each_piece_once(draughts):
    assert draughts.legal("W:Wc1:Bd2,f4,f6", R) == {"c1xe3xg5xe7"}


def test_international_3_3_majority(draughts):
    assert draughts.legal("W:Wa3,e3:Bb4,f4,f6", R) == {"e3xg5xe7"}


def test_international_4_1_promotion_on_the_last_rank(draughts):
    game = draughts.game("W:Wc9:Ba3", R)
    assert draughts.texts(R, game.legal_moves()) == {"c9-b10", "c9-d10"}
    draughts.play(game, "c9-d10")
    assert draughts.board(game.position) == {"d10": "W", "a3": "b"}


def test_international_4_2_passing_the_last_rank_does_not_promote(draughts):
    game = draughts.game("W:Wb8:Bc9,e9,a3", R)
    assert draughts.texts(R, game.legal_moves()) == {"b8xd10xf8"}
    draughts.play(game, "b8xd10xf8")
    assert draughts.board(game.position) == {"f8": "w", "a3": "b"}


def test_international_4_3_king_moves_any_distance(draughts):
    assert draughts.legal("W:WKa1:Bj10", R) == {
        "a1-b2", "a1-c3", "a1-d4", "a1-e5", "a1-f6", "a1-g7", "a1-h8", "a1-i9",
    }


def test_international_4_4_king_captures_from_a_distance_landing_choice(draughts):
    assert draughts.legal("W:WKb2:Be5", R) == {"b2xf6", "b2xg7", "b2xh8", "b2xi9", "b2xj10"}
    # going on is compulsory (3.2 by 4.5): only e5 lets it jump f4; then g3, h2 or i1
    assert draughts.legal("W:WKa1:Bc3,f4", R) == {"a1xe5xg3", "a1xe5xh2", "a1xe5xi1"}


def test_international_4_5_king_majority_and_jumped_piece_blocks(draughts):
    # a1xe5xh2/i1 takes two; a1xf6xh4 and over g3 takes three; from f2 the way to b6 is
    # blocked by d4, jumped first and still standing (Turkish strike)
    assert draughts.legal("W:WKa1:Bd4,g5,g3,b6", R) == {"a1xf6xh4xf2", "a1xf6xh4xe1"}


def test_international_4_6_king_capture_has_no_priority(draughts):
    assert draughts.legal("W:Wh2,Ka3:Bb2,c7,e5,g3", R) == {"h2xf4xd6xb8"}


def test_international_5_1_no_pieces_loses(draughts):
    game = draughts.game("W:Wc3:Bd4", R)
    draughts.play(game, "c3xe5")
    assert game.outcome == Outcome(WHITE, Reason.NO_PIECES)


def test_international_5_1_blocked_player_loses(draughts):
    assert draughts.game("W:Wa1:Bb2,c3", R).outcome == Outcome(BLACK, Reason.NO_MOVES)


def test_international_5_2_threefold_repetition(draughts):
    game = draughts.game("W:WKc1,e1:BKh10,j10", R)
    cycle = ("c1-d2", "h10-g9", "d2-c1", "g9-h10")
    draughts.play(game, *cycle, *cycle[:3])
    assert game.outcome is None
    draughts.play(game, cycle[3])
    assert (game.outcome.winner, game.outcome.reason) == (None, Reason.REPETITION)


def test_international_5_2_fifteen_moves_each_without_capture_draw(draughts):
    # man moves do not restart the count: four of them first, then kings only
    game = draughts.game("W:WKa5,c1,e1:BKj6,h10,f10", R)
    men = ("c1-b2", "h10-i9", "e1-d2", "f10-g9")
    draughts.play(game, *men)
    assert [c.plies_left for c in game.draw_counters()] == [26]
    walk = draughts.quiet_walk(game.position, 26, kings_only=True)
    for i, m in enumerate(walk[:25]):
        assert game.outcome is None, f"over after {i + 4} plies"
        game.push(m)
    assert game.outcome is None
    game.push(walk[25])
    assert game.outcome == Outcome(None, Reason.MOVE_LIMIT, "5.2")


def test_international_resignation_and_agreement(draughts):
    assert Game(R).resign(WHITE) == Outcome(BLACK, Reason.RESIGNATION)
    assert Game(R).agree_draw() == Outcome(None, Reason.AGREEMENT)
