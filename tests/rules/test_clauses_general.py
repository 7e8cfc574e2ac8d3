"""The general capture and result rules of RULES.md, across the variants.

Expected moves worked out by hand (see the variant files for the same positions
explained clause by clause).
"""

from __future__ import annotations

import pytest

from accessible_dama.notation.squares import parse_square
from accessible_dama.rules import (
    BLACK,
    VARIANTS,
    WHITE,
    Game,
    GameOverError,
    IllegalMoveError,
    Move,
)
from accessible_dama.rules.outcome import Outcome, Reason

FLYING_8X8 = ["czech", "czech-8", "opalecka", "brazilian"]
ALL = sorted(VARIANTS)


@pytest.mark.parametrize("variant", ALL)
def test_general_capture_is_compulsory(draughts, variant):
    assert draughts.legal("W:Wc3,g3:Bd4", VARIANTS[variant]) == {"c3xe5"}


@pytest.mark.parametrize("variant", ALL)
def test_general_two_adjacent_pieces_cannot_be_jumped_together(draughts, variant):
    r = VARIANTS[variant]
    assert draughts.legal("W:Wc3:Bd4,e5", r) == {"c3-b4"}
    king_moves = {"b2-a1", "b2-c1", "b2-a3", "b2-c3"}
    assert draughts.legal("W:WKb2:Bd4,e5", r) == king_moves


@pytest.mark.parametrize("variant", ALL)
def test_general_own_pieces_cannot_be_jumped(draughts, variant):
    assert draughts.legal("W:WKa1,b2:Bd4", VARIANTS[variant]) == {"b2-a3", "b2-c3"}


@pytest.mark.parametrize("variant", FLYING_8X8)
def test_general_no_180_degree_turn(draughts, variant):
    assert draughts.legal("W:WKc3:Bb2,e5", VARIANTS[variant]) == {"c3xf6", "c3xg7", "c3xh8",
                                                                   "c3xa1"}


@pytest.mark.parametrize("variant", FLYING_8X8)
def test_general_captured_pieces_stay_and_block_turkish_strike(draughts, variant):
    r = VARIANTS[variant]
    three = {"a1xf6xh4xf2", "a1xf6xh4xe1"}
    expected = three if variant == "brazilian" else three | {"a1xe5xh2"}
    assert draughts.legal("W:WKa1:Bd4,g5,g3,b6", r) == expected


@pytest.mark.parametrize("variant", FLYING_8X8)
def test_general_capture_may_end_on_its_start_square_routes_listed_once(draughts, variant):
    moves = draughts.position("W:WKc3:Bd2,d4,f2,f4", VARIANTS[variant]).legal_moves()
    assert draughts.shorts(VARIANTS[variant], moves) == ["c3xa1", "c3xa5", "c3xb2", "c3xb4",
                                                          "c3xc3"]


def test_general_short_king_round_trip_listed_once(draughts):
    r = VARIANTS["english"]
    moves = draughts.position("W:WKc3:Bd2,d4,f2,f4", r).legal_moves()
    assert draughts.shorts(r, moves) == ["c3xc3"]


@pytest.mark.parametrize("variant", ALL)
def test_general_resignation_and_agreement(draughts, variant):
    r = VARIANTS[variant]
    game = Game(r)
    assert game.resign(game.turn) == Outcome(not game.turn, Reason.RESIGNATION)
    with pytest.raises(GameOverError):
        game.push(game.position.legal_moves()[0])
    with pytest.raises(GameOverError):
        game.agree_draw()
    game = Game(r)
    assert game.agree_draw() == Outcome(None, Reason.AGREEMENT)


@pytest.mark.parametrize("variant", ALL)
def test_general_wrong_capture_choice_refused(draughts, variant):
    r = VARIANTS[variant]
    game = draughts.game("W:Wc3,g3:Bd4", r)
    g = r.geometry
    with pytest.raises(IllegalMoveError):
        game.push(Move((parse_square(g, "g3"), parse_square(g, "f4"))))
    assert game.moves == [] and game.turn == WHITE


def test_general_majority_refuses_the_smaller_capture(draughts):
    r = VARIANTS["brazilian"]
    game = draughts.game("W:Wa3,e3:Bb4,f4,f6", r)
    g = r.geometry
    with pytest.raises(IllegalMoveError):
        game.push(Move((parse_square(g, "a3"), parse_square(g, "c5")),
                       frozenset({parse_square(g, "b4")})))


def _state(game):
    return (
        game.position.key(),
        game.position.pieces(),
        game.outcome,
        [(c.rule.clause, c.plies_left) for c in game.draw_counters()],
        game.repetition_count(),
        h_moves(game),
        list(game.moves),
    )


def h_moves(game):
    return sorted((m.path, sorted(m.captured)) for m in game.legal_moves())


@pytest.mark.parametrize("variant", ALL)
def test_general_pop_restores_a_game_ending_capture(draughts, variant):
    game = draughts.game("W:Wc3:Bd4", VARIANTS[variant])
    before = _state(game)
    draughts.play(game, "c3xe5")
    assert game.outcome == Outcome(WHITE, Reason.NO_PIECES)
    game.pop()
    assert _state(game) == before
    assert game.outcome is None


@pytest.mark.parametrize("variant", ALL)
def test_general_pop_takes_back_the_result_of_a_resignation(draughts, variant):
    game = Game(VARIANTS[variant])
    before = _state(game)
    game.push(game.legal_moves()[0])
    game.resign(game.turn)
    game.pop()
    assert _state(game) == before


@pytest.mark.parametrize(
    ("variant", "fen", "plies"),
    [
        ("czech", "W:WKc1,Ke1,a3:BKh8,Kf8,h6", 29),
        ("czech", "W:WKc1,Ke1:BKh8", 9),
        ("czech-8", "W:WKc1,Ke1,a3:BKh8,Kf8,h6", 39),
        ("english", "W:WKc1,Ke1,a3:BKh8,Kf8,h6", 39),
        ("international", "W:WKa5,c1,e1:BKj6,h10,f10", 29),
    ],
)
def test_general_pop_restores_draw_counters_exactly(draughts, variant, fen, plies):
    r = VARIANTS[variant]
    game = draughts.game(fen, r)
    walk = draughts.quiet_walk(game.position, plies + 1, kings_only=True)
    states = []
    for m in walk:
        states.append(_state(game))
        game.push(m)
    assert game.outcome is not None and game.outcome.winner is None
    while states:
        game.pop()
        assert _state(game) == states.pop()
    assert game.turn == (BLACK if fen.startswith("B") else WHITE)


@pytest.mark.parametrize("variant", FLYING_8X8)
def test_general_repetition_needs_the_same_side_to_move(draughts, variant):
    # the white king goes c1-e3-d2-c1 (three moves), the black king h8-g7-h8 (two): the
    # pieces stand as at the start, but black is to move: not the same position
    game = draughts.game("W:WKc1,a1:BKh8,h6", VARIANTS[variant])
    draughts.play(game, "c1-e3", "h8-g7", "e3-d2", "g7-h8", "d2-c1")
    assert game.repetition_count() == 1
    draughts.play(game, "h8-g7", "c1-d2", "g7-h8", "d2-c1")
    assert game.repetition_count() == 2
