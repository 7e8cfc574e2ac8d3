"""The reader forgives the layouts of real PDN files (tests/data/pdn_quirks, the project's
own games laid out so by scripts/make_pdn_quirks.py): one test per quirk, then
``dama replay`` on a file with all of them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from accessible_dama.cli.main import main
from accessible_dama.notation import (
    PdnGame,
    detect_file_variant,
    detect_variant,
    read_pdn,
    replay_game,
)
from accessible_dama.notation.pdn import decode_pdn, read_pdn_file
from accessible_dama.notation.text import detect_game, replay
from accessible_dama.rules import find_variant

DATA = Path(__file__).resolve().parents[1] / "data"
QUIRKS = DATA / "pdn_quirks"
CZECH = find_variant("czech")
ENGLISH = find_variant("english")
INTERNATIONAL = find_variant("international")
BRAZILIAN = find_variant("brazilian")


def games_of(name: str) -> list[PdnGame]:
    return list(read_pdn_file(QUIRKS / name))


def own_games(variant: str) -> list[PdnGame]:
    """The engine's games against itself that the quirk files lay out (tests/data/games)."""
    return list(read_pdn_file(DATA / "games" / f"{variant}.pdn"))


def replayed_in(games: list[PdnGame]) -> list[str]:
    """The variant each game of a file replays in, as ``dama replay`` chooses it; fails
    the test at a game that does not replay whole."""
    in_file = detect_file_variant(games)
    played = []
    for game in games:
        assert game.errors == [], game.errors
        done = replay(game, detect_game(game, in_file=in_file))
        assert isinstance(done, tuple), done
        rules, moves = done
        assert len(moves) == len(game.moves)
        played.append(rules.id)
    return played


def test_squares_padded_with_a_space_are_read_as_one_move() -> None:
    games = games_of("padded_squares.pdn")
    assert [g.moves for g in games] == [g.moves for g in own_games("international")[:2]]
    text = (QUIRKS / "padded_squares.pdn").read_text()
    assert re.search(r"\d[-x] \d\b", text)  # "1- 7", "17x 8": squares padded for columns
    assert replayed_in(games) == ["international", "international"]
    (game,) = read_pdn("17. 43-39  1- 6\n18. 28x 6 *")
    assert (game.moves, game.errors) == (["43-39", "1-6", "28x6"], [])


def test_spaces_inside_a_move_are_read_out() -> None:
    (game,) = games_of("spaced_moves.pdn")
    assert game.moves == own_games("czech")[0].moves
    assert replayed_in([game]) == ["czech"]


def test_a_colon_is_a_capture_sign() -> None:
    game, problem = games_of("colon_captures.pdn")
    own = own_games("czech")[2]
    assert game.moves == [move.replace("x", ":") for move in own.moves]
    assert any(":" in move for move in game.moves)
    assert problem.moves == ["c5:g5", "h8-g7", "g5-h6"]
    assert replayed_in([game, problem]) == ["czech", "czech"]
    king_takes_two = replay_game(problem, CZECH).moves[0]
    assert len(king_takes_two.captured) == 2


def test_match_scores_and_every_kind_of_result_end_the_game() -> None:
    games = games_of("match_scores.pdn")
    assert [g.result for g in games] == ["2-0", "0-2", "1-1", "4-6", "1-9", "1/2-1/2", "0-0",
                                         "*"]
    assert all(len(g.moves) == 30 for g in games)
    assert replayed_in(games) == ["international"] * 8
    written = read_pdn("1. 32-28 1 - 0\n1. 32-28 ½-½\n1. 32-28 1:0\n1. 32-28 4-6")
    assert [g.result for g in written] == ["1-0", "½-½", "1:0", "*"]
    assert written[-1].moves == ["32-28", "4-6"]  # without a Result tag, 4-6 may be a move


def test_move_numbers_written_01_and_1_dots() -> None:
    (game,) = games_of("move_numbers.pdn")
    assert game.moves == own_games("czech")[1].moves
    assert [c.text for c in game.comments][:2] == ["move 5", "move 7"]
    assert replayed_in([game]) == ["czech"]


def test_nested_comments_and_variations_are_read_and_unclosed_ones_end_their_game() -> None:
    nested, comment_open, variation_open, after = games_of("comments.pdn")
    assert nested.errors == [] and len(nested.moves) == 20
    assert nested.comments[0].text == "opening {a classic} here"
    assert [e.description for e in comment_open.errors] == ["comment never closed"]
    assert len(comment_open.moves) == 10  # the moves before it; it ends before the next tags
    assert variation_open.errors[0].description == "variation never closed"
    assert after.tags["White"] == "Sjoerd Bos"
    assert replayed_in([nested, after]) == ["international", "international"]


def test_escape_lines_are_skipped() -> None:
    (game,) = games_of("escape_lines.pdn")
    assert game.moves == own_games("czech")[0].moves
    assert game.tags["White"] == "Novák, J." and game.result == "1-0"
    assert replayed_in([game]) == ["czech"]


@pytest.mark.parametrize(
    ("name", "white", "black"),
    [
        ("latin1.pdn", "Gérard Dubois", "Jérôme Bähr"),
        ("cp1251.pdn", "Иванов, А.", "Петров, Б."),
        ("utf8_bom.pdn", "Šťastný, P.", "Dvořák, J."),
        ("utf16.pdn", "Šťastný, P.", "Иванов, А."),
    ],
)
def test_latin1_cp1251_utf8_and_utf16_with_a_byte_order_mark_are_decoded(
    name: str, white: str, black: str
) -> None:
    (game,) = games_of(name)
    assert (game.tags["White"], game.tags["Black"]) == (white, black)
    assert list(game.tags) == ["Event", "White", "Black", "Result"]
    assert replayed_in([game]) == ["czech"]


def test_crlf_line_ends_read_as_lf() -> None:
    data = (QUIRKS / "crlf.pdn").read_bytes()
    assert b"\r\n" in data
    (game,) = read_pdn(data)
    assert read_pdn(data.replace(b"\r\n", b"\n")) == [game]
    assert game.move_lines[0] == 7
    assert game.comments[0].text == "a comment of two lines"


def test_a_file_is_one_collection_so_its_problem_on_low_squares_is_international() -> None:
    game, problem = games_of("one_collection.pdn")
    assert detect_variant(problem) is ENGLISH  # alone, its squares fit English draughts
    assert detect_file_variant([game, problem]) is INTERNATIONAL
    assert replayed_in([game, problem]) == ["international", "international"]


def test_explicit_gametype_tags_of_a_mixed_file_are_each_honoured() -> None:
    games = games_of("mixed_gametypes.pdn")
    assert replayed_in(games) == ["english", "international"]


@pytest.mark.parametrize(
    ("records", "expected"),
    [
        # the tags most games carry, when that board has the squares of the others
        ([{"GameType": "26"}, {"GameType": "26"}, {}], "brazilian"),
        ([{"GameType": "21"}, {}], "international"),  # 45 is not on an English board
        ([{"GameType": "21"}, {"GameType": "20"}, {"GameType": "20"}], "international"),
        ([{"Variant": "czech-8"}], "czech-8"),
        ([{}, {}], "international"),
        ([{"Variant": "mill"}], None),  # another game: nothing for draughts
    ],
)
def test_detect_file_variant_takes_the_tags_that_fit_the_squares(
    records: list[dict[str, str]], expected: str | None
) -> None:
    moves = [["c3-d4"], ["45-40"], ["32-28"]]
    games = [PdnGame(tags=tags, moves=moves[k % 3]) for k, tags in enumerate(records)]
    found = detect_file_variant(games)
    assert (found.id if found else None) == expected
    assert detect_file_variant([], CZECH) is CZECH


def _replay_lines(path: Path, capsys: pytest.CaptureFixture[str], *more: str) -> list[str]:
    main(["replay", str(path), "--lang", "en", *more])
    return capsys.readouterr().out.splitlines()


def test_dama_replay_reads_every_game_of_a_file_with_all_the_quirks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = QUIRKS / "all_quirks.pdn"
    assert main(["replay", str(path), "--lang", "en"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == "9 games, 9 ok, 0 failed"
    assert all(": OK (international, " in line for line in lines[:-1])
    assert lines[0] == ("game 1 (White: Gérard Dubois; Black: Piet Smit): "
                        "OK (international, 40 moves)")
    assert lines[1].startswith("game 2 (White: Иванов, А.; Black: Kees Bakker): OK")
    assert lines[8] == "game 9 (Event: Problem 1): OK (international, 3 moves)"
    assert [g.result for g in games_of("all_quirks.pdn")] == [
        "2-0", "0-2", "1-1", "4-6", "1-9", "1/2-1/2", "0-0", "*", "2-0"]
    utf16 = tmp_path / "all_quirks_utf16.pdn"
    utf16.write_bytes(decode_pdn(path.read_bytes()).encode("utf-16"))
    assert _replay_lines(utf16, capsys) == lines


def test_dama_replay_variant_option_wins_over_the_file(
    capsys: pytest.CaptureFixture[str]
) -> None:
    lines = _replay_lines(QUIRKS / "one_collection.pdn", capsys, "--variant", "english")
    assert lines[0].startswith("game 1 (White: Smit, P.; Black: Vos, T.; Date: 2025.05.23): "
                               "FAILED (english): move 1. 34-30 (ply 1, line 7): ")
    assert lines[1].startswith("game 2 (Event: Problem 1): FAILED (english): ")


def test_dama_replay_says_in_one_line_why_each_game_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = _replay_lines(QUIRKS / "comments.pdn", capsys)
    assert lines[1] == ("game 2 (White: Kees Bakker; Black: Henk Visser; Date: 2025.03.??): "
                        "FAILED: after 5... 17-22 (line 23): comment never closed")
    assert lines[2].endswith("FAILED: after 5... 17x28 (line 37): variation never closed")
    assert lines[-1] == "4 games, 2 ok, 2 failed"
    other = tmp_path / "other.pdn"
    other.write_text('[Event "Italian cup"]\n[GameType "22"]\n1. 21-17 10-14 *\n'
                     '[Event "Open"]\n1. 33-28 17-22 2. 28-23 *\n')
    italian, open_game, total = _replay_lines(other, capsys)
    assert italian == ("game 1 (Event: Italian cup): FAILED: GameType 22 is not a game played "
                       "here (name one with --variant)")
    assert open_game.startswith("game 2 (Event: Open): FAILED (international): move 2. 28-23 "
                                "(ply 3, line 5): no legal move matches; position W:")
    assert open_game.endswith("; legal moves: 28x17")
    assert total == "2 games, 0 ok, 2 failed"
