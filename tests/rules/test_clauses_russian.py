"""Russian draughts (``russian``): the rules of the Russian draughts federation, as the
FMJD section 64 gives them in English (docs/rules.md says where each reading comes from).

Tests of the draws are named after article 7.2 of those rules; the others after the rule
they pin. Every expected set of moves was worked out by hand on the board.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from accessible_dama.notation.movetext import parse_move
from accessible_dama.notation.squares import parse_square
from accessible_dama.rules import (
    BLACK,
    WHITE,
    Game,
    Position,
    find_variant,
    variant_for_gametype,
)
from accessible_dama.rules.explain import IllegalKind, explain_illegal
from accessible_dama.rules.outcome import Outcome, Reason
from accessible_dama.rules.variants import ENGLISH, RUSSIAN, IrregularityRemedy

R = RUSSIAN


def _squares(text: str) -> list[int]:
    return [parse_square(R.geometry, t) for t in text.split()]


def _replay(game, moves):
    for i, m in enumerate(moves):
        assert game.outcome is None, f"over after {i} plies: {game.outcome}"
        game.push(m)


def _left(game, clause):
    return [c.plies_left for c in game.draw_counters() if c.rule.clause == clause]


# ------------------------------------------------------------------ the game and its names


def test_russian_is_found_by_its_names_and_pdn_gametype_25():
    for name in ("russian", "Russian", "ruska", "ruská", "shashki"):
        assert find_variant(name) is R
    assert variant_for_gametype(25) is R
    assert R.pdn_gametype == 25
    assert not R.numeric_notation  # records are algebraic: c3-d4


def test_russian_starting_position_and_white_first(draughts):
    white = "a1 c1 e1 g1 b2 d2 f2 h2 a3 c3 e3 g3".split()
    black = "b8 d8 f8 h8 a7 c7 e7 g7 b6 d6 f6 h6".split()
    assert draughts.board(Position(R)) == {**{s: "w" for s in white}, **{s: "b" for s in black}}
    game = Game(R)
    assert game.turn == WHITE
    draughts.play(game, "c3-d4")
    assert game.turn == BLACK


def test_russian_moves_are_read_with_a_colon(draughts):
    # Russian records write captures with ':' (c3:e5); the move reader takes it
    position = draughts.position("W:Wb6:Bc7,g5", R)
    move = parse_move(position, "b6:d8:h4")
    assert draughts.move_text(R, move) == "b6xd8xh4"
    assert parse_move(position, "b6:h4") == move


# ------------------------------------------------------------------ men and kings


def test_russian_man_moves_one_step_forward(draughts):
    assert draughts.legal("W:Wd4:Ba7", R) == {"d4-c5", "d4-e5"}
    assert draughts.legal("B:Wa1:Bd4", R) == {"d4-c3", "d4-e3"}


def test_russian_men_capture_backwards(draughts):
    assert draughts.legal("W:Wd4:Bc3", R) == {"d4xb2"}
    assert draughts.legal("B:Wd4:Be5", R) == {"e5xc3"}


def test_russian_king_moves_and_captures_any_distance(draughts):
    assert draughts.legal("W:WKb2:Bd4", R) == {"b2xe5", "b2xf6", "b2xg7", "b2xh8"}


def test_russian_king_lands_where_it_can_go_on_capturing(draughts):
    # after d4 the king must land on e5, the only square from which it takes g3
    assert draughts.legal("W:WKa1:Bd4,g3", R) == {"a1xe5xh2"}


# ------------------------------------------------------------------ capturing


def test_russian_capture_is_compulsory(draughts):
    assert draughts.legal("W:Wc3,g3:Bd4", R) == {"c3xe5"}


def test_russian_capture_must_be_completed(draughts):
    assert draughts.legal("W:Wc1:Bd2,f4,f6", R) == {"c1xe3xg5xe7"}
    found = explain_illegal(draughts.position("W:Wc1:Bd2,f4,f6", R), _squares("c1 e3"))
    assert found.kind is IllegalKind.CAPTURE_NOT_FINISHED


def test_russian_free_choice_a_short_capture_over_a_longer_one(draughts):
    # one man takes one piece, the other two: either may be chosen
    assert draughts.legal("W:Wa3,e3:Bb4,f4,f6", R) == {"a3xc5", "e3xg5xe7"}
    game = draughts.game("W:Wa3,e3:Bb4,f4,f6", R)
    draughts.play(game, "a3xc5")
    assert draughts.board(game.position) == {"c5": "w", "e3": "w", "f4": "b", "f6": "b"}


def test_russian_free_choice_no_king_priority(draughts):
    # the king takes one piece, the man three: both are allowed
    assert draughts.legal("W:Wh2,Ka3:Bb2,c7,e5,g3", R) == {"a3xc1", "h2xf4xd6xb8"}


def test_russian_turkish_strike_forbidden(draughts):
    # from f2 the way to b6 is barred by d4, jumped already: it stays until the move is
    # over and cannot be jumped again
    assert draughts.legal("W:WKa1:Bd4,g5,g3,b6", R) == {"a1xe5xh2", "a1xf6xh4xf2", "a1xf6xh4xe1"}
    game = draughts.game("W:WKa1:Bd4,g5,g3,b6", R)
    draughts.play(game, "a1xf6xh4xf2")
    assert draughts.board(game.position) == {"f2": "W", "b6": "b"}


def test_russian_a_loop_round_four_pieces_is_one_move(draughts):
    # the man on d6 may go round b4, d2, f4 either way back to d6: the same move
    fen = "B:W14,15,22,23,24,25,27,28,29,30,31,32:B1,2,3,4,5,7,8,9,10,11,12"
    moves = draughts.position(fen, R).legal_moves()
    assert draughts.shorts(R, moves) == ["b6xd4", "d6xd6", "f6xd4"]


# ------------------------------------------------------------------ crowning during a capture


def test_russian_man_crowned_mid_capture_goes_on_as_a_flying_king(draughts):
    # b6xd8 crowns the man; as a king it takes g5 from afar along d8-h4 in the same move
    game = draughts.game("W:Wb6:Bc7,g5", R)
    assert draughts.texts(R, game.legal_moves()) == {"b6xd8xh4"}
    move = draughts.find(game, "b6xh4")
    assert game.position.is_promotion(move)
    draughts.play(game, "b6xh4")
    assert draughts.board(game.position) == {"h4": "W"}
    # the Czech rules crown only at the end of the move: b6xd8 and stop
    assert draughts.legal("W:Wb6:Bc7,g5", find_variant("czech")) == {"b6xd8"}


def test_russian_man_crowned_mid_capture_takes_several_pieces_as_a_king(draughts):
    # crowned on d8, the king must land on g5 (from where it takes e3), then on d2
    # (from where it takes b4); the man on a3 may take b4 instead
    assert draughts.legal("W:Wb6,a3:Bc7,f6,e3,Kh8,b4", R) == {"a3xc5", "b6xd8xg5xd2xa5"}
    game = draughts.game("W:Wb6,a3:Bc7,f6,e3,Kh8,b4", R)
    draughts.play(game, "b6xa5")
    assert draughts.board(game.position) == {"a5": "W", "a3": "w", "h8": "B"}


def test_russian_black_man_crowned_mid_capture(draughts):
    game = draughts.game("B:Wd2,g3:Bc3", R)
    assert draughts.texts(R, game.legal_moves()) == {"c3xe1xh4"}
    draughts.play(game, "c3xh4")
    assert draughts.board(game.position) == {"h4": "B"}


def test_russian_crowned_man_that_cannot_go_on_ends_as_a_king(draughts):
    game = draughts.game("W:Wb6:Bc7,a3", R)
    assert draughts.texts(R, game.legal_moves()) == {"b6xd8"}
    draughts.play(game, "b6xd8")
    assert draughts.board(game.position) == {"d8": "W", "a3": "b"}


def test_russian_passing_the_last_rank_crowns_though_the_move_ends_elsewhere(draughts):
    # crowned on d8, the king takes e7 and may land on f6, g5 or h4: a king on each
    # (in Brazilian the same man stays a man on f6)
    assert draughts.legal("W:Wb6:Bc7,e7,a3", R) == {"b6xd8xf6", "b6xd8xg5", "b6xd8xh4"}
    for end in ("f6", "g5", "h4"):
        game = draughts.game("W:Wb6:Bc7,e7,a3", R)
        draughts.play(game, f"b6x{end}")
        assert draughts.board(game.position) == {end: "W", "a3": "b"}
    assert draughts.legal("W:Wb6:Bc7,e7,a3", find_variant("brazilian")) == {"b6xd8xf6"}


def test_russian_crowned_man_must_land_where_it_can_go_on(draughts):
    # after f6 the new king must land on g5 (it takes e3 from there), not on h4
    assert draughts.legal("W:Wb6:Bc7,f6,e3", R) == {"b6xd8xg5xd2", "b6xd8xg5xc1"}
    found = explain_illegal(draughts.position("W:Wb6:Bc7,f6,e3", R), _squares("b6 d8 h4"))
    assert found.kind is IllegalKind.CAPTURE_NOT_FINISHED
    assert {draughts.move_text(R, m) for m in found.moves} == {"b6xd8xg5xd2", "b6xd8xg5xc1"}


def test_russian_capture_stopped_on_the_crowning_square_is_not_finished(draughts):
    found = explain_illegal(draughts.position("W:Wb6:Bc7,g5", R), _squares("b6 d8"))
    assert found.kind is IllegalKind.CAPTURE_NOT_FINISHED
    assert [draughts.move_text(R, m) for m in found.moves] == ["b6xd8xh4"]


def test_crowning_mid_capture_needs_flying_kings():
    with pytest.raises(ValueError):
        replace(ENGLISH, crowns_mid_capture=True)


# ------------------------------------------------------------------ the end of the game


def test_russian_no_pieces_loses(draughts):
    game = draughts.game("W:Wc3:Bd4", R)
    draughts.play(game, "c3xe5")
    assert game.outcome == Outcome(WHITE, Reason.NO_PIECES)


def test_russian_blocked_player_loses(draughts):
    # the white man h2 cannot move (g3 taken) nor capture (f4 taken behind g3)
    game = draughts.game("W:Wh2:Bg3,f4", R)
    assert game.outcome == Outcome(BLACK, Reason.NO_MOVES)


def test_russian_resignation_and_agreement():
    assert Game(R).resign(WHITE) == Outcome(BLACK, Reason.RESIGNATION)
    assert Game(R).agree_draw() == Outcome(None, Reason.AGREEMENT)


def test_russian_irregular_moves_are_taken_back_on_claim():
    assert R.irregularity_remedy is IrregularityRemedy.TAKE_BACK_ON_CLAIM


# ------------------------------------------------------------------ 7.2: draws


def _drawn_after(draughts, fen, plies, clause):
    """From ``fen``, kings only moving and nothing captured, the game is drawn by
    ``clause`` on ply ``plies`` and not before."""
    game = draughts.game(fen, R)
    walk = draughts.quiet_walk(game.position, plies, kings_only=True)
    _replay(game, walk[:-1])
    assert game.outcome is None
    assert _left(game, clause) == [1]
    game.push(walk[-1])
    assert game.outcome is not None
    assert (game.outcome.winner, game.outcome.clause) == (None, clause)


def test_russian_7_2_3_threefold_repetition(draughts):
    game = draughts.game("W:WKc1,a1:BKh8,h6", R)
    cycle = ("c1-d2", "h8-g7", "d2-c1", "g7-h8")
    draughts.play(game, *cycle, *cycle[:3])
    assert game.outcome is None
    draughts.play(game, cycle[3])
    assert (game.outcome.winner, game.outcome.reason) == (None, Reason.REPETITION)


@pytest.mark.parametrize(
    ("fen", "plies"),
    [
        # three kings against one off the main diagonal: by White's 15th move, the 29th
        # ply when White moves first, the 30th when Black does
        pytest.param("W:WKc1,Ke1,Kg1:BKb8", 29, id="strong_side_first"),
        pytest.param("B:WKc1,Ke1,Kg1:BKb8", 30, id="lone_king_first"),
        pytest.param("B:WKb8:BKc1,Ke1,Kg1,Ka3", 29, id="four_black_kings"),
    ],
)
def test_russian_7_2_4_three_kings_or_more_against_one_by_the_15th_move(draughts, fen, plies):
    _drawn_after(draughts, fen, plies, "7.2.4")


def test_russian_7_2_8_counts_from_when_the_material_appears(draughts):
    # two kings against king and man: no count; a1xh8 takes e5, leaving two kings
    # against one with Black to move: White's 5th move is the 10th ply
    game = draughts.game("W:WKa1,Kc1:BKb8,e5", R)
    assert _left(game, "7.2.8") == []
    draughts.play(game, "a1xh8")
    assert _left(game, "7.2.8") == [10]


def test_russian_7_2_5_fifteen_moves_of_kings_only(draughts):
    # six pieces, so 7.2.6 counts 60 moves: the 15 moves of 7.2.5 end first
    _drawn_after(draughts, "W:WKc1,Ke1,a3:BKh8,Kf8,h6", 30, "7.2.5")


def test_russian_7_2_5_a_man_move_restarts_the_count_7_2_6_goes_on(draughts):
    game = draughts.game("W:WKc1,Ke1,a3:BKh8,Kf8,h6", R)
    assert _left(game, "7.2.6") == [120]
    walk = draughts.quiet_walk(game.position, 20, kings_only=True, then=("a3-b4",))
    _replay(game, walk)
    assert _left(game, "7.2.5") == [10]
    draughts.play(game, "a3-b4")
    assert _left(game, "7.2.5") == []
    assert _left(game, "7.2.6") == [99]


def test_russian_7_2_6_both_sides_with_kings_and_no_change_for_30_moves(draughts):
    # four pieces, both sides with a king: drawn after 30 moves each unless a piece is
    # taken or a man crowned; the men's moves keep 7.2.5 from ending it first
    game = draughts.game("W:WKc1,a3:BKh8,h6", R)
    assert _left(game, "7.2.6") == [60]
    walk = draughts.quiet_walk(game.position, 20, kings_only=True, then=("a3-b4",))
    _replay(game, walk)
    draughts.play(game, "a3-b4")
    walk = draughts.quiet_walk(game.position, 20, kings_only=True, then=("h6-g5",))
    _replay(game, walk)
    draughts.play(game, "h6-g5")
    assert _left(game, "7.2.6") == [18]
    walk = draughts.quiet_walk(game.position, 18, kings_only=True)
    _replay(game, walk)
    assert game.outcome == Outcome(None, Reason.ENDGAME_COUNT, "7.2.6")


def test_russian_7_2_6_a_man_crowned_restarts_the_count(draughts):
    game = draughts.game("W:WKc1,a7:BKf8,h4", R)
    _replay(game, draughts.quiet_walk(game.position, 10, kings_only=True, then=("a7-b8",)))
    assert _left(game, "7.2.6") == [50]
    draughts.play(game, "a7-b8")
    assert _left(game, "7.2.6") == [60]


def test_russian_7_2_6_not_while_one_side_has_no_king(draughts):
    assert _left(draughts.game("W:WKc1,a3:Bh6,f6,d6", R), "7.2.6") == []


@pytest.mark.parametrize(
    ("fen", "plies"),
    [
        pytest.param("W:WKc1,Ke1,Kg1:BKh8", 9, id="three_kings"),
        pytest.param("B:WKc1,Ke1,a3:BKd4", 10, id="two_kings_and_a_man"),
        pytest.param("W:WKc1,a3,g3:BKe5", 9, id="king_and_two_men"),
        pytest.param("W:WKh8:BKc1,Ke1,Ka7", 10, id="black_three_kings"),
    ],
)
def test_russian_7_2_7_three_pieces_against_a_king_on_the_main_diagonal_5_moves(
        draughts, fen, plies):
    _drawn_after(draughts, fen, plies, "7.2.7")


def test_russian_7_2_7_only_if_the_lone_king_is_on_the_main_diagonal_when_it_starts(draughts):
    game = draughts.game("B:WKc1,Ke1,a3:BKf8", R)
    assert _left(game, "7.2.7") == []
    draughts.play(game, "f8-g7")  # onto the main diagonal: the material has not changed
    assert _left(game, "7.2.7") == []
    assert _left(game, "7.2.6") == [59]


@pytest.mark.parametrize(
    ("fen", "plies"),
    [
        pytest.param("W:WKc1,Ke1:BKh8", 9, id="two_kings"),
        pytest.param("B:WKc1,Ke1:BKh8", 10, id="two_kings_lone_king_first"),
        pytest.param("W:WKc1,a3:BKh8", 9, id="king_and_man"),
        # one king each: the side to move makes its 5th move first
        pytest.param("B:WKc1:BKh8", 9, id="king_against_king"),
    ],
)
def test_russian_7_2_8_two_pieces_or_one_king_against_a_king_5_moves(draughts, fen, plies):
    _drawn_after(draughts, fen, plies, "7.2.8")


def test_russian_7_2_no_count_with_more_material(draughts):
    game = draughts.game("W:WKc1,Ke1,a3,c3:BKh8,Kf8,h6,f6", R)
    assert [c.rule.clause for c in game.draw_counters()] == []
