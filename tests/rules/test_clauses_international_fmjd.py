"""International draughts played by FMJD's official rules, article 6 (draws), chosen
as a setting instead of the rule text's 15-move rule (5.2)."""

from __future__ import annotations

import pytest

from accessible_dama.rules import with_draw_rules
from accessible_dama.rules.outcome import Reason
from accessible_dama.rules.variants import CZECH, INTERNATIONAL, INTERNATIONAL_FMJD

R = INTERNATIONAL_FMJD


def _left(game, clause):
    return [c.plies_left for c in game.draw_counters() if c.rule.clause == clause]


def _drawn_after(draughts, fen, plies, clause, kings_only=True):
    """From ``fen``, nothing captured, the game is drawn by ``clause`` on ply ``plies``
    (the move that reaches the limit) and not one ply before."""
    game = draughts.game(fen, R)
    walk = draughts.quiet_walk(game.position, plies, kings_only=kings_only)
    for move in walk[:-1]:
        game.push(move)
    assert game.outcome is None
    assert _left(game, clause) == [1]
    game.push(walk[-1])
    assert game.outcome is not None
    assert (game.outcome.winner, game.outcome.reason, game.outcome.clause) == (
        None, Reason.ENDGAME_COUNT if clause != "FMJD 6.3" else Reason.MOVE_LIMIT, clause)


def test_fmjd_rules_are_a_choice_of_international_draughts_only():
    assert with_draw_rules(INTERNATIONAL, "fmjd") is R
    assert with_draw_rules(R, "text") is INTERNATIONAL
    assert with_draw_rules(CZECH, "fmjd") is CZECH
    assert (R.id, R.draws, INTERNATIONAL.draws) == ("international", "fmjd", "text")


def test_fmjd_6_3_twenty_five_moves_each_of_kings_only(draughts):
    # more than four pieces: no endgame count, only 6.3 (the rule text's 5.2 would
    # have drawn after 15 moves each)
    _drawn_after(draughts, "W:WK1,K2,46:BK50,K49,5", 50, "FMJD 6.3")


def test_fmjd_6_3_a_man_move_starts_the_count_again(draughts):
    game = draughts.game("W:WK1,K2,46:BK50,K49,5", R)
    walk = draughts.quiet_walk(game.position, 30, kings_only=True, then=("46-41",))
    for move in walk:
        game.push(move)
    assert _left(game, "FMJD 6.3") == [20]
    draughts.play(game, "46-41")
    assert _left(game, "FMJD 6.3") == []


@pytest.mark.parametrize(
    "fen",
    [
        pytest.param("W:WK46,K47,K48:BK3", id="three_kings"),
        pytest.param("B:WK46,K47,36:BK3", id="two_kings_and_a_man"),
        pytest.param("W:WK46,36,37:BK3", id="one_king_and_two_men"),
        pytest.param("B:WK50:BK1,K2,K3", id="black_strong"),
    ],
)
def test_fmjd_6_4_against_one_king_sixteen_moves_each(draughts, fen):
    # men may move: only a capture ends the count (into 6.5's)
    _drawn_after(draughts, fen, 32, "FMJD 6.4", kings_only=False)


@pytest.mark.parametrize(
    "fen",
    [
        pytest.param("W:WK46,K47:BK3", id="two_kings"),
        pytest.param("B:WK46,36:BK3", id="king_and_man"),
        pytest.param("W:WK46:B12,13", id="two_men"),
        pytest.param("W:WK46:BK3", id="one_king_each"),
    ],
)
def test_fmjd_6_5_against_one_king_five_moves_each(draughts, fen):
    _drawn_after(draughts, fen, 10, "FMJD 6.5", kings_only=False)


def test_fmjd_6_4_a_man_crowned_does_not_start_the_count_again(draughts):
    # two kings and a man on 6 against one king: the man is crowned on 1
    game = draughts.game("W:WK46,K47,6:BK35", R)
    assert _left(game, "FMJD 6.4") == [32]
    draughts.play(game, "6-1")
    assert _left(game, "FMJD 6.4") == [31]


def test_fmjd_6_5_a_capture_that_leaves_two_kings_against_one_starts_its_count(draughts):
    # three kings against one: the lone king on 3 takes the king on 9
    game = draughts.game("B:WK9,K46,K47:BK3", R)
    assert _left(game, "FMJD 6.4") == [32]
    draughts.play(game, "3x14")
    assert _left(game, "FMJD 6.4") == []
    assert _left(game, "FMJD 6.5") == [10]


def test_fmjd_6_no_count_with_more_material(draughts):
    game = draughts.game("W:WK46,K47,36:BK3,K4", R)
    assert _left(game, "FMJD 6.4") == _left(game, "FMJD 6.5") == []


def test_the_rule_texts_5_2_counts_where_fmjd_counts_5_moves(draughts):
    game = draughts.game("W:WK46,K47:BK3", INTERNATIONAL)
    assert [c.rule.clause for c in game.draw_counters()] == []
