"""Point names, move text, position strings and PDN records of the point games."""

from __future__ import annotations

import random

import pytest

from accessible_dama.notation import AmbiguousMoveError, IllegalMoveError, read_pdn, write_pdn
from accessible_dama.notation.fen import FenError
from accessible_dama.notation.pdn import detect_variant, write_result
from accessible_dama.notation.points import (
    full_move_text,
    game_record,
    move_text,
    parse_fen,
    parse_move,
    parse_point,
    replay_game,
    write_fen,
)
from accessible_dama.notation.squares import NotationError
from accessible_dama.notation.text import detect_game
from accessible_dama.rules import (
    ALQUERQUE,
    ALQUERQUE_BOARD,
    ALQUERQUE_MODIFIED,
    MILL,
    MILL_BOARD,
    PASS,
    VIETNAMESE,
    Move,
    PointGame,
    find_game,
    find_variant,
)
from accessible_dama.rules.registry import OtherGameError

from .helpers import position, rules

START_STRINGS = {
    "alquerque": "W:Wa1,b1,c1,d1,e1,a2,b2,c2,d2,e2,d3,e3:Ba3,b3,a4,b4,c4,d4,e4,a5,b5,c5,d5,e5",
    "alquerque-modified":
        "W:Wa1,b1,c1,d1,e1,a2,b2,c2,d2,e2,d3,e3:Ba3,b3,a4,b4,c4,d4,e4,a5,b5,c5,d5,e5",
    "mill": "W:W:B:H9,9",
    "vietnamese": "W:Wa1,b1,d1,e1,a2,b2,c2,d2,e2,Kc1:Ba4,b4,c4,d4,e4,a5,b5,d5,e5,Kc5",
}


# ------------------------------------------------------------------ lookup and names


@pytest.mark.parametrize(
    ("name", "game"),
    [("alquerque", ALQUERQUE), ("Alquerque-Modified", ALQUERQUE_MODIFIED), ("mlýn", MILL),
     ("mill", MILL), ("vietnamese", VIETNAMESE), ("vietnamské", VIETNAMESE)],
)
def test_find_game_finds_the_other_games_by_id_and_alias(name: str, game: object) -> None:
    assert find_game(name) is game


def test_find_game_finds_draughts_variants_too() -> None:
    assert find_game("czech") is find_variant("czech")


def test_find_variant_says_another_game_is_not_draughts() -> None:
    with pytest.raises(OtherGameError) as raised:
        find_variant("mill")
    assert raised.value.game is MILL


def test_points_are_named_on_the_boards_own_grid() -> None:
    assert parse_point(ALQUERQUE_BOARD, "C3") == ALQUERQUE_BOARD.point("c3") == 12
    assert parse_point(MILL_BOARD, "d7") == 22
    with pytest.raises(NotationError):
        parse_point(MILL_BOARD, "d4")  # the centre of the mill board is no point
    with pytest.raises(NotationError):
        parse_point(ALQUERQUE_BOARD, "f1")


# ------------------------------------------------------------------ move text


def test_alquerque_moves_are_written_start_and_end_with_landings_only_when_needed() -> None:
    p = position("alquerque", "W:Wa1:Bb1,c2,b2")
    written = {move_text(p, m) for m in p.legal_moves()}
    assert "a1xc1" in written and "a1xc3" in written
    loop = next(m for m in p.legal_moves() if m.path[-1] == m.path[0])
    assert move_text(p, loop) == "a1xa1"


def test_a_capture_written_with_its_landing_points_is_read() -> None:
    p = position("alquerque", "W:Wa1:Bb2,c4,d5")
    move = parse_move(p, "a1xc3xc5xe5")
    assert len(move.captured) == 3
    assert parse_move(p, "a1:e5") == move == parse_move(p, "A1-E5")


def test_the_pass_is_written_as_two_dashes_and_read_as_pass_too() -> None:
    p = position("alquerque-modified", "W:Wa5:Bc3")
    assert [move_text(p, m) for m in p.legal_moves()] == ["--"]
    assert parse_move(p, "--") == PASS == parse_move(p, "pass")
    with pytest.raises(IllegalMoveError):
        parse_move(position("alquerque"), "--")


def test_mill_moves_placement_step_and_removal() -> None:
    p = position("mill", "W:Wa1,d1:Bb6,d6:H7,7")
    assert parse_move(p, "d7") == Move((MILL_BOARD.point("d7"),))
    assert parse_move(p, "g1xb6") == parse_move(p, "g1 x b6")
    assert full_move_text(MILL, parse_move(p, "g1 X d6")) == "g1xd6"
    p = position("mill", "W:Wa1,d1,g4,b4:Bb6,d6,f4,e5")
    assert move_text(p, parse_move(p, "g4-g1xf4")) == "g4-g1xf4"
    assert move_text(p, parse_move(p, "b4-b2")) == "b4-b2"


def test_a_mill_written_without_its_removal_is_ambiguous() -> None:
    p = position("mill", "W:Wa1,d1:Bb6,d6:H7,7")
    with pytest.raises(AmbiguousMoveError) as raised:
        parse_move(p, "g1")
    assert {full_move_text(MILL, m) for m in raised.value.candidates} == {"g1xb6", "g1xd6"}


@pytest.mark.parametrize("text", ["d4", "a1-", "a1xb6xc5", "hello", ""])
def test_text_that_is_not_a_mill_move_is_refused(text: str) -> None:
    with pytest.raises(NotationError):
        parse_move(position("mill"), text)


def test_an_illegal_move_is_refused() -> None:
    with pytest.raises(IllegalMoveError):
        parse_move(position("alquerque"), "a1-a2")
    with pytest.raises(IllegalMoveError):
        parse_move(position("vietnamese"), "c1-c2")


# ------------------------------------------------------------------ position strings


@pytest.mark.parametrize(("game", "fen"), sorted(START_STRINGS.items()))
def test_the_start_position_string(game: str, fen: str) -> None:
    assert write_fen(position(game)) == fen
    assert parse_fen(fen, rules(game)) == position(game)


def test_mill_position_strings_carry_the_men_in_hand() -> None:
    p = parse_fen("B:Wa1,d1:Bg7:H7,8", MILL)
    assert (p.turn, write_fen(p)) == (False, "B:Wa1,d1:Bg7:H7,8")
    assert write_fen(parse_fen("W:Wa1:Bg7", MILL)) == "W:Wa1:Bg7"


@pytest.mark.parametrize(
    ("game", "fen", "message"),
    [
        ("alquerque", "W:Wa1:Bz9", "not a point"),
        ("alquerque", "W:WKa1:Be5", "no kings"),
        ("alquerque", "W:Wa1,a1:Be5", "given twice"),
        ("mill", "W:Wd4:B", "not a point"),
        ("mill", "W:W:B:H10,9", "men in hand"),
        ("mill", "W:W:B:Hx", "H7,8"),
        ("vietnamese", "W:Wa1:Be5", "one king"),
        ("alquerque", "nonsense", "bad position"),
    ],
)
def test_bad_position_strings_are_refused(game: str, fen: str, message: str) -> None:
    with pytest.raises(FenError, match=message):
        parse_fen(fen, rules(game))


# ------------------------------------------------------------------ PDN


def _random_game(game_id: str, seed: int) -> PointGame:
    rng = random.Random(seed)
    game = PointGame(rules(game_id))
    while game.outcome is None and len(game.moves) < 120:
        game.push(rng.choice(game.legal_moves()))
    return game


@pytest.mark.parametrize("game_id", sorted(START_STRINGS))
def test_a_saved_game_reads_back_move_for_move(game_id: str) -> None:
    for seed in range(4):
        game = _random_game(game_id, seed)
        result = write_result(game.outcome, game.rules.first)
        record = game_record(game.start, game.moves, {"Event": "test"}, result)
        assert record.tags["Variant"] == game_id
        text = write_pdn(record)
        assert f'[Variant "{game_id}"]' in text
        (read,) = read_pdn(text)
        assert read.errors == [] and read.result == result
        assert detect_game(read) is rules(game_id)
        replay = replay_game(read, rules(game_id))
        assert replay.ok and replay.moves == game.moves
        assert replay.position == game.position


def test_a_saved_game_from_a_position_carries_its_position_string() -> None:
    start = position("mill", "B:Wa1,d1:Bg7:H7,8")
    record = game_record(start, [parse_move(start, "b6")])
    assert record.tags["FEN"] == "B:Wa1,d1:Bg7:H7,8"
    (read,) = read_pdn(write_pdn(record))
    replay = replay_game(read, MILL)
    assert replay.ok and write_fen(replay.position) == "W:Wa1,d1:Bb6,g7:H7,7"


def test_a_record_of_another_game_is_not_taken_for_draughts() -> None:
    (read,) = read_pdn('[Variant "mill"]\n\n1. d7 a1 2. g7 *\n')
    assert detect_variant(read) is None
    assert detect_game(read) is MILL
    assert read.moves == ["d7", "a1", "g7"]


def test_replay_reports_the_first_move_that_cannot_be_played() -> None:
    (read,) = read_pdn('[Variant "alquerque"]\n\n1. b2-c3 a3-a2 *\n')
    replay = replay_game(read, ALQUERQUE)
    assert not replay.ok and replay.failure is not None
    assert (replay.failure.ply, replay.failure.text) == (2, "a3-a2")
    assert replay.failure.legal and all("x" in t for t in replay.failure.legal)  # must jump
