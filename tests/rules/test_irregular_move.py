"""An irregular move left to stand (a game on a real board): played as it was, kept in
the game's history with its note, and taken back like any move."""

from __future__ import annotations

import pytest

from accessible_dama.notation import parse_fen
from accessible_dama.rules import Game, IllegalMoveError, Move, find_variant

CZECH = find_variant("czech")
MISSED = "W:Wb2,c3,g3:Bd4,h8"  # White must take d4 with c3


def sq(name: str) -> int:
    from accessible_dama.notation.squares import parse_square

    return parse_square(CZECH.geometry, name)


def test_a_move_the_rules_did_not_allow_is_played_as_it_was_and_noted() -> None:
    game = Game(CZECH, parse_fen(MISSED, CZECH))
    before = game.position.copy()
    move = Move((sq("g3"), sq("h4")))
    assert game.find_legal(move) is None
    game.push_irregular(move, "left to stand")
    assert game.moves == [move] and game.irregular == {0: "left to stand"}
    assert game.position == parse_fen("B:Wb2,c3,h4:Bd4,h8", CZECH)
    game.push(Move((sq("h8"), sq("g7"))))
    game.pop()
    assert game.pop() == move
    assert game.irregular == {} and game.position == before
    assert game.legal_moves() == before.legal_moves()


def test_pieces_taken_off_are_the_captured_and_a_man_on_the_last_row_is_crowned() -> None:
    game = Game(CZECH, parse_fen("W:Wc7,e3:Bd4,f6,h8", CZECH))
    # e3 jumps d4 to c5 and stops although it could go on; the opponent lets it stand
    game.push_irregular(Move((sq("e3"), sq("c5")), frozenset({sq("d4")})), "stopped")
    assert game.position == parse_fen("B:Wc5,c7:Bf6,h8", CZECH)
    game.push(Move((sq("h8"), sq("g7"))))
    game.push_irregular(Move((sq("c7"), sq("d8"))), "a plain move though c5 had to take")
    assert game.position.pieces()[sq("d8")].is_king


@pytest.mark.parametrize("path, captured", [
    (("h8", "g7"), ()),  # the opponent's piece
    (("a1", "b2"), ()),  # no piece there
    (("c3", "b2"), ()),  # onto a piece
    (("c3", "e5"), ("b2",)),  # one's own piece taken off
])
def test_a_move_no_board_can_show_is_refused(path: tuple[str, ...],
                                             captured: tuple[str, ...]) -> None:
    game = Game(CZECH, parse_fen(MISSED, CZECH))
    move = Move(tuple(sq(s) for s in path), frozenset(sq(s) for s in captured))
    with pytest.raises(IllegalMoveError):
        game.push_irregular(move, "impossible")
    assert game.moves == [] and game.irregular == {}


def test_the_draw_rules_and_the_result_count_the_irregular_move() -> None:
    # Black's last piece taken off by an irregular capture: White wins
    game = Game(CZECH, parse_fen("W:Wc3,g3:Bd4", CZECH))
    game.push_irregular(Move((sq("g3"), sq("h4")), frozenset({sq("d4")})), "wrong piece")
    assert game.outcome is not None and game.outcome.winner is True
    game.pop()
    assert game.outcome is None
