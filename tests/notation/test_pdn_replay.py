"""Variant detection and replay: every game of the real records plays through the rules."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_dama.notation import (
    PdnGame,
    detect_variant,
    matching_moves,
    parse_fen,
    read_pdn,
    replay_game,
    write_fen,
    write_pdn,
)
from accessible_dama.notation.pdn import HeadersBuilder, game_from_moves, read_file_games
from accessible_dama.notation.text import parse_square
from accessible_dama.rules import Game, Move, Position, find_variant

CZECH = find_variant("czech")
ENGLISH = find_variant("english")
INTERNATIONAL = find_variant("international")

# file: (variant, games); docs/rules.md and ../shared/pdn/README.md
RECORDS = {
    "mrcd2000kval.pdn": ("czech", 40),
    "mrcd2006.pdn": ("czech", 44),
    "mrcd2007.pdn": ("czech", 102),
    "mrdrcd07.pdn": ("czech", 72),
    "mrdrcd08.pdn": ("czech", 40),
    "wk2003.pdn": ("international", 23),
    "nk2003-amsterdam.pdn": ("international", 33),
    "OCA_2.0.pdn": ("english", 43),
}

# (file, game index) of records known to be wrong; see docs/pdn-errata.md
KNOWN_ERRATA: frozenset[tuple[str, int]] = frozenset()


def test_the_czech_records_hold_298_games(pdn_dir: Path) -> None:
    czech = [name for name, (variant, _) in RECORDS.items() if variant == "czech"]
    # counted by their tags alone: the moves are not read
    assert sum(len(list(read_file_games(pdn_dir / name, HeadersBuilder)))
               for name in czech) == 298


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_every_game_of_the_real_records_replays(pdn_dir: Path, name: str) -> None:
    variant, count = RECORDS[name]
    games = read_pdn((pdn_dir / name).read_bytes())
    assert len(games) == count
    failures = []
    for game in games:
        assert game.errors == [], game.errors
        if game.moves:  # forfeits have nothing to recognise a variant by
            assert detect_variant(game) is find_variant(variant)
        result = replay_game(game, find_variant(variant))
        if (name, game.index) in KNOWN_ERRATA:
            assert not result.ok, f"{name} game {game.index} is listed as an erratum but replays"
        elif not result.ok:
            failures.append(f"{name} game {game.index} ({game.label}): {result.failure}")
        else:
            assert len(result.moves) == len(game.moves)
    assert failures == []


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_the_records_ply_counts_match_the_moves_read(pdn_dir: Path, name: str) -> None:
    for game in read_pdn((pdn_dir / name).read_bytes()):
        if "PlyCount" in game.tags and game.moves:
            # forfeits (no moves) say PlyCount "1" in mrdrcd07.pdn
            assert int(game.tags["PlyCount"]) == len(game.moves), game.index


@pytest.mark.parametrize(
    ("tags", "moves", "expected"),
    [
        ({"GameType": "20"}, [], "international"),
        ({"GameType": "20,W,10,10,N2,0"}, ["c3-d4"], "international"),
        ({"GameType": "21"}, [], "english"),
        ({"GameType": "26"}, ["22-18"], "brazilian"),
        ({"GameType": "29"}, [], "czech"),
        ({"Variant": "czech-8"}, [], "czech-8"),
        ({}, ["c3-d4", "f6-g5"], "czech"),
        ({}, ["11-15", "24-20"], "english"),
        ({}, ["32-28", "19-23"], "english"),
        ({}, ["33-28", "17-22"], "international"),
        ({"FEN": "W:W33,K45:B2"}, [], "international"),
        ({"FEN": "W:Wa1:Bh8"}, [], "czech"),
        ({}, ["j4-i5"], "international"),
    ],
)
def test_detect_variant_reads_gametype_then_the_squares(
    tags: dict[str, str], moves: list[str], expected: str
) -> None:
    assert detect_variant(PdnGame(tags=tags, moves=moves)) is find_variant(expected)


def test_detect_variant_gives_the_default_when_nothing_tells() -> None:
    assert detect_variant(PdnGame()) is None
    assert detect_variant(PdnGame(), CZECH) is CZECH
    assert detect_variant(PdnGame(tags={"GameType": "22"}), ENGLISH) is ENGLISH  # Italian


def test_replay_starts_from_the_fen_tag() -> None:
    game = PdnGame(tags={"FEN": "B:Wc3:Bf6"}, moves=["f6-e5", "c3-d4", "e5xc3"])
    result = replay_game(game, CZECH)
    assert result.ok
    assert write_fen(result.position) == "W:W:B22"


def test_replay_backtracks_when_the_first_reading_of_an_ambiguous_move_fails_later() -> None:
    start = "W:Wc1:Bb2,d2,b4,d4"
    position = parse_fen(start, CZECH)
    first, second = matching_moves(position, "c1xc5")
    # black's reply is only possible if the second route was the one played
    position.push(second)
    reply = "d4-e3" if 23 not in second.path else "b4-a3"
    game = PdnGame(tags={"FEN": start}, moves=["c1xc5", reply])
    result = replay_game(game, CZECH)
    assert result.ok
    assert result.moves[0] == second and first != second
    assert result.backtracked == 1


def test_replay_reports_the_first_illegal_move_with_ply_number_and_position() -> None:
    game = PdnGame(moves=["c3-d4", "f6-g5", "d4-c3", "g5-h4"], move_lines=[9, 9, 10, 10])
    result = replay_game(game, CZECH)
    assert not result.ok
    failure = result.failure
    assert failure is not None
    assert (failure.ply, failure.move_number, failure.text, failure.line) == (3, 2, "d4-c3", 10)
    assert (
        failure.fen == "W:Wd4,a3,e3,g3,b2,d2,f2,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,h6,g5"
    )
    assert "d4-c5" in failure.legal and "d4-e5" in failure.legal
    assert str(failure).startswith("move 2. d4-c3 (ply 3, line 10): no legal move matches")
    assert len(result.moves) == 2
    assert result.position == parse_fen(failure.fen, CZECH)


def test_replay_numbers_moves_from_the_first_player_of_the_variant() -> None:
    # English: Black moves first, so White's reply is "1..." and 9-14 is move 2
    game = PdnGame(moves=["11-15", "24-20", "15-11"])
    failure = replay_game(game, ENGLISH).failure
    assert failure is not None
    assert (failure.ply, failure.move_number, failure.second_of_pair) == (3, 2, False)
    game = PdnGame(tags={"FEN": "W:W21-32:B1-12"}, moves=["22-18", "18-22"])
    failure = replay_game(game, ENGLISH).failure
    assert failure is not None
    assert (failure.move_number, failure.second_of_pair) == (2, False)
    assert str(failure).startswith("move 2. 18-22")


@pytest.mark.parametrize(
    "game",
    [
        PdnGame(moves=["zz-99"]),
        PdnGame(moves=["c3-d4", "99-1"]),
        PdnGame(moves=["c3"]),
        PdnGame(tags={"FEN": "garbage"}, moves=["c3-d4"]),
        PdnGame(tags={"FEN": "W:W1:B2"}),
        PdnGame(moves=["c3-d4", "c3-d4"]),
        PdnGame(tags={"GameType": "21"}, moves=["c3-e5"]),  # from either side
    ],
)
def test_replay_never_raises_on_bad_input(game: PdnGame) -> None:
    result = replay_game(game)
    assert not result.ok
    assert str(result.failure)


def test_replay_of_a_bad_fen_fails_before_the_first_move() -> None:
    failure = replay_game(PdnGame(tags={"FEN": "W:W1:B2"}), CZECH).failure
    assert failure is not None and failure.ply == 0
    assert str(failure).startswith("cannot start: bad FEN")


def test_replay_uses_the_detected_variant_when_none_is_given() -> None:
    assert (
        replay_game(PdnGame(moves=["32-28", "19-23"], tags={"GameType": "20"})).rules
        is INTERNATIONAL
    )
    assert replay_game(PdnGame(moves=["11-15"])).rules is ENGLISH
    assert replay_game(PdnGame()).rules is CZECH
    assert replay_game(PdnGame()).position == Position(CZECH)


def test_an_irregular_move_left_to_stand_is_written_as_played_and_replayed_from_its_comment(
) -> None:

    czech = find_variant("czech")

    def sq(name: str) -> int:
        return parse_square(czech, name)

    start = parse_fen("W:Wa1,e3,g3:Bd4,f6,h8", czech)
    game = Game(czech, start)
    # e3 jumps d4, but the piece on f6 is taken off instead: left to stand
    game.push_irregular(Move((sq("e3"), sq("c5")), frozenset({sq("f6")})), "wrong pieces")
    game.push(Move((sq("h8"), sq("g7"))))
    record = game_from_moves(start, game.moves, irregular=game.irregular)
    text = write_pdn(record)
    assert "1. e3xc5 {wrong pieces [%position B:Wc5,g3,a1:Bh8,d4]} 1... h8-g7 *" in text
    [read] = read_pdn(text)
    done = replay_game(read, czech)
    assert done.ok and done.moves == game.moves
    assert done.position == game.position
    # a comment whose position the move does not leave is not taken for it
    [bad] = read_pdn(text.replace("%position B:Wc5", "%position B:Wb6"))
    assert not replay_game(bad, czech).ok
