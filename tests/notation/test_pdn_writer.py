"""The PDN writer: tag order, movetext, wrapping, and read(write(game)) round trips."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from accessible_dama.notation import (
    IllegalMoveError,
    PdnComment,
    PdnGame,
    game_from_moves,
    parse_fen,
    read_pdn,
    replay_game,
    write_pdn,
)
from accessible_dama.rules import VARIANTS, Move, Position, Rules, find_variant
from accessible_dama.rules.variants import INTERNATIONAL, INTERNATIONAL_FMJD

CZECH = find_variant("czech")


def random_game(
    rules: Rules, seed: int, plies: int = 120, start: Position | None = None
) -> tuple[Position, list[Move]]:
    rng = random.Random(seed)
    position = (start or Position(rules)).copy()
    moves = []
    for _ in range(plies):
        legal = position.legal_moves()
        if not legal:
            break
        moves.append(rng.choice(legal))
        position.push(moves[-1])
    return (start or Position(rules)), moves


def test_write_pdn_puts_the_seven_tag_roster_first_then_the_others() -> None:
    game = PdnGame(
        tags={"Foo": "x", "GameType": "20", "Black": "B", "Event": "E", "White": "W", "Date": "D"},
        moves=["32-28"],
        result="1-0",
    )
    header = write_pdn(game).split("\n\n")[0].splitlines()
    assert header == [
        '[Event "E"]',
        '[Date "D"]',
        '[White "W"]',
        '[Black "B"]',
        '[Result "1-0"]',
        '[Foo "x"]',
        '[GameType "20"]',
    ]


def test_write_pdn_numbers_moves_and_ends_with_the_result() -> None:
    game = PdnGame(moves=["c3-d4", "f6-g5", "g3-f4"], result="1-1")
    assert write_pdn(game).endswith("\n1. c3-d4 f6-g5 2. g3-f4 1-1\n")


def test_write_pdn_wraps_movetext_at_80_columns() -> None:
    start, moves = random_game(find_variant("international"), seed=3, plies=200)
    text = write_pdn(game_from_moves(start, moves))
    assert max(len(line) for line in text.splitlines()) <= 80
    assert len(text.splitlines()) > 5


def test_write_pdn_escapes_quotes_in_tag_values() -> None:
    game = PdnGame(tags={"Event": 'the "big" one \\ final'})
    assert read_pdn(write_pdn(game))[0].tags["Event"] == 'the "big" one \\ final'


def test_write_pdn_keeps_comments_and_annotations() -> None:
    game = PdnGame(
        moves=["c3-d4", "f6-g5", "g3-f4"],
        comments=[PdnComment(0, "opening"), PdnComment(1, "a {brace}"), PdnComment(3, "end")],
        annotations={0: ["!"], 2: ["$2"]},
    )
    text = write_pdn(game)
    assert "{opening} 1. c3-d4! {a {brace)} 1... f6-g5 2. g3-f4 $2 {end} *" in text
    again = read_pdn(text)[0]
    assert again.moves == game.moves
    assert again.annotations == game.annotations
    assert [c.ply for c in again.comments] == [0, 1, 3]


def test_write_pdn_writes_several_games() -> None:
    games = [PdnGame(tags={"Round": str(k)}, moves=["c3-d4"]) for k in (1, 2)]
    assert [g.tags["Round"] for g in read_pdn(write_pdn(games))] == ["1", "2"]


@pytest.mark.parametrize(
    "name",
    [
        "OCA_2.0.pdn",
        "mrcd2000kval.pdn",
        "mrcd2006.pdn",
        "mrcd2007.pdn",
        "mrdrcd07.pdn",
        "mrdrcd08.pdn",
        "nk2003-amsterdam.pdn",
        "wk2003.pdn",
    ],
)
def test_real_records_round_trip_through_the_writer(pdn_dir: Path, name: str) -> None:
    games = read_pdn((pdn_dir / name).read_bytes())
    again = read_pdn(write_pdn(games))
    assert len(again) == len(games)
    for before, after in zip(games, again, strict=True):
        assert after.moves == before.moves
        assert after.tags == {**before.tags, "Result": before.result}
        assert after.result == before.result
        assert after.errors == []


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_game_from_moves_round_trips_through_text_and_replay(variant: str) -> None:
    rules = VARIANTS[variant]
    for seed in range(4):
        start, moves = random_game(rules, seed)
        game = game_from_moves(start, moves, {"Event": "test"}, result="*")
        (again,) = read_pdn(write_pdn(game))
        assert again.moves == game.moves
        assert again.tags == game.tags
        replay = replay_game(again)
        assert replay.ok, replay.failure
        assert replay.rules is rules
        assert replay.moves == moves


def test_game_from_moves_writes_the_variant_style_and_tags() -> None:
    english = find_variant("english")
    start, moves = random_game(english, seed=1, plies=2)
    game = game_from_moves(start, moves)
    assert game.tags["GameType"] == "21" and "FEN" not in game.tags
    assert all(text.replace("-", "").replace("x", "").isdigit() for text in game.moves)
    start, moves = random_game(CZECH, seed=1, plies=2)
    game = game_from_moves(start, moves)
    assert "GameType" not in game.tags and game.moves[0][0].isalpha()
    game = game_from_moves(Position(find_variant("czech-8")), [])
    assert game.tags["Variant"] == "czech-8"


def test_game_from_moves_from_a_position_with_the_second_player_to_move() -> None:
    start = parse_fen("B:W21-32:B1-12", CZECH)
    _, moves = random_game(CZECH, seed=5, plies=3, start=start)
    game = game_from_moves(start, moves, result="0-1")
    assert game.tags["FEN"].startswith("B:")
    text = write_pdn(game)
    assert f"1... {game.moves[0]} 2. {game.moves[1]} {game.moves[2]} 0-1" in text
    replay = replay_game(read_pdn(text)[0])
    assert replay.ok and replay.moves == moves


def test_game_from_moves_refuses_an_illegal_move() -> None:
    with pytest.raises(IllegalMoveError):
        game_from_moves(Position(CZECH), [Move((22, 14))])


def test_a_game_by_fmjds_draw_rules_keeps_them_in_its_drawrules_tag() -> None:
    start, moves = random_game(INTERNATIONAL_FMJD, seed=3, plies=12)
    text = write_pdn(game_from_moves(start, moves))
    assert '[DrawRules "FMJD"]' in text
    [read] = read_pdn(text)
    replayed = replay_game(read)
    assert replayed.ok and replayed.rules is INTERNATIONAL_FMJD
    # by the rule text's draw rules: no tag, and read back so
    plain = write_pdn(game_from_moves(Position(INTERNATIONAL), moves))
    assert "DrawRules" not in plain
    assert replay_game(read_pdn(plain)[0]).rules is INTERNATIONAL
