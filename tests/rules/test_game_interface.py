"""The one game interface: every game answers the same questions (rules/interface.py,
the board shape, the position's questions) and the same text functions
(notation/text.py), whichever game it is."""

from __future__ import annotations

import pytest

from accessible_dama.notation import text
from accessible_dama.rules import (
    BLACK,
    WHITE,
    MoveKind,
    explain_move,
    find_game,
    named_moves,
    new_game,
    perft,
    start_position,
)
from accessible_dama.rules.registry import OTHER_GAMES
from accessible_dama.rules.variants import VARIANTS

ALL_GAMES = [*VARIANTS, *OTHER_GAMES]


@pytest.mark.parametrize("game_id", ALL_GAMES)
def test_every_game_answers_the_same_questions(game_id: str) -> None:
    rules = find_game(game_id)
    position = start_position(rules)
    game = new_game(rules)
    assert game.position.key() == position.key()
    board = rules.board
    for square in board.every_square():
        f, r = board.coords(square)
        assert board.square_at(f, r) == square
        assert all(square in board.neighbours_of(n) for n in board.neighbours_of(square))
        for line in board.diagonals_through(square):
            assert square in line
            assert board.coords(line[0])[1] < board.coords(line[-1])[1]
    for move in position.legal_moves():
        written = text.move_text(position, move)
        assert text.parse_move(position, written) == move
        if len(move.path) > 1 and not rules.captures_by_removal:
            assert move in named_moves(position, move.path)
        assert position.move_kind(move) in MoveKind
    assert position.in_hand(WHITE) >= 0 and position.in_hand(BLACK) >= 0
    assert not position.is_check()
    again = text.parse_position(rules, text.write_position(position))
    assert again.key() == position.key()
    names = text.all_square_names(rules)
    assert [text.parse_square(rules, n) for n in names] == list(board.every_square())
    assert perft(position, 1) == len(position.legal_moves())
    assert game.draw_counters() == [] or game_id in VARIANTS


@pytest.mark.parametrize("game_id", ALL_GAMES)
def test_every_game_writes_and_replays_its_own_record(game_id: str) -> None:
    rules = find_game(game_id)
    game = new_game(rules)
    for _ in range(6):
        moves = game.legal_moves()
        if not moves:
            break
        game.push(moves[len(moves) // 2])
    record = text.record_of(game.start, game.moves, {"Event": "test"})
    assert text.detect_game(record) is rules
    assert text.replay(record) == (rules, list(game.moves))


def test_a_game_refuses_a_position_of_another_game() -> None:
    with pytest.raises(ValueError):
        new_game(find_game("czech"), start_position(find_game("mill")))


def test_an_illegal_move_is_explained_in_every_game() -> None:
    for game_id in ALL_GAMES:
        rules = find_game(game_id)
        position = start_position(rules)
        first = next(iter(rules.board.every_square()))
        assert explain_move(position, (first, first)).kind is not None


def test_mill_moves_say_what_they_do() -> None:
    mill = find_game("mill")
    position = start_position(mill)
    assert position.in_hand(WHITE) == 9
    assert {position.move_kind(m) for m in position.legal_moves()} == {MoveKind.PLACE}
    assert text.position_example(mill).endswith(":H7,8")
