"""Records as other programs write them: the Variant tag in every spelling lidraughts.org,
playstrategy.org and pydraughts write, squares named from the first mover's side, the legs
of a multi-jump written as moves of their own, the short notation Russian and Brazilian
players write (``ab4``) and opening ballots (``ab4 ba5``, relocations ``a1-a5``).

The exports themselves are read from ``../shared/records`` (not the project's: not run
without them); the rest are the project's own games and composed positions."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from accessible_dama.cli.main import main
from accessible_dama.notation import PdnGame, read_pdn, replay_game
from accessible_dama.notation.ballot import BallotError, ballot_position
from accessible_dama.notation.fen import parse_fen, write_fen
from accessible_dama.notation.movetext import AmbiguousMoveError, full_move_text, parse_move
from accessible_dama.notation.pdn import detect_variant, read_pdn_file, unplayed_game
from accessible_dama.notation.squares import Style, parse_square
from accessible_dama.rules import BLACK, WHITE, Position, find_variant
from tests.components import SHARED_RECORDS

ENGLISH = find_variant("english")
BRAZILIAN = find_variant("brazilian")
CZECH = find_variant("czech")
OWN_ENGLISH = Path(__file__).resolve().parents[1] / "data" / "games" / "english.pdn"


def replay_lines(path: Path, capsys: pytest.CaptureFixture[str], lang: str = "en") -> list[str]:
    main(["replay", str(path), "--lang", lang])
    return capsys.readouterr().out.splitlines()


# ---------------------------------------------------------------- the Variant tag


@pytest.mark.parametrize(("named", "variant"), [
    ("American/English", "english"), ("English/American", "english"), ("english", "english"),
    ("English", "english"), ("American", "english"), ("Standard", "international"),
    ("standard", "international"), ("International", "international"),
    ("Russian", "russian"), ("russian", "russian"), ("Brazilian", "brazilian"),
    ("brazilian", "brazilian"), ("czech", "czech"),
])
def test_the_variant_tag_is_read_in_the_spellings_other_programs_write(
        named: str, variant: str) -> None:
    game = PdnGame(tags={"Variant": named}, moves=["c3-d4"])
    found = detect_variant(game)
    assert found is not None and found.id == variant
    assert unplayed_game(game) is None


@pytest.mark.parametrize("named", ["Frisian", "frisian", "Frysk!", "frysk!", "Antidraughts",
                                   "Breakthrough", "Italian", "Turkish", "American pool"])
def test_a_variant_tag_naming_a_game_not_played_here_is_said(
        named: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert unplayed_game(PdnGame(tags={"Variant": named})) == ("Variant", named)
    record = tmp_path / "other.pdn"
    record.write_text(f'[Event "Cup"]\n[Variant "{named}"]\n\n1. 32-28 19-23 *\n',
                      encoding="utf-8")
    assert replay_lines(record, capsys) == [
        f"game 1 (Event: Cup): FAILED: {named} is not a game played here (name one with "
        "--variant)", "1 games, 0 ok, 1 failed"]
    assert replay_lines(record, capsys, "cs")[0] == (
        f"partie 1 (Turnaj: Cup): chyba: hra {named} se tu nehraje (zvolte hru přepínačem "
        "--variant)")


@pytest.mark.parametrize(("variant", "white", "black"), [
    ("American/English", "Bea", "Al"),  # P1 moves first: Black in English draughts
    ("Russian", "Al", "Bea"), ("", "Al", "Bea")])
def test_players_named_p1_and_p2_are_named_by_colour(variant: str, white: str,
                                                     black: str) -> None:
    (game,) = read_pdn(f'[Variant "{variant}"]\n[P1 "Al"]\n[P2 "Bea"]\n\n1. c3-d4 *\n')
    assert (game.tags["White"], game.tags["Black"]) == (white, black)
    assert game.label == f"{white} - {black}"
    (named,) = read_pdn('[White "Cy"]\n[P1 "Al"]\n[P2 "Bea"]\n\n1. c3-d4 *\n')
    assert "Black" not in named.tags  # a record that names colours keeps its own


# ---------------------------------------------------------------- squares from the other side


def _from_the_other_side(text: str) -> str:
    """Algebraic squares named from the other side of an 8x8 board: a1 is h8."""
    return re.sub(r"([a-h])([1-8])",
                  lambda m: "abcdefgh"[7 - "abcdefgh".index(m[1])] + str(9 - int(m[2])), text)


def _algebraic(game: PdnGame) -> list[str]:
    """The moves of an English game written with our algebraic names (White at a1)."""
    position = Position(ENGLISH)
    texts = []
    for move in replay_game(game, ENGLISH).moves:
        texts.append(full_move_text(position, move, Style.ALGEBRAIC))
        position.push(move)
    return texts


def test_squares_named_from_the_first_movers_side_are_read_from_the_legal_moves() -> None:
    (own,) = read_pdn_file(OWN_ENGLISH)
    ours = _algebraic(own)
    played = replay_game(own, ENGLISH).moves
    theirs = PdnGame(tags={"Variant": "American/English"},
                     moves=[_from_the_other_side(t) for t in ours])
    assert theirs.moves[0] != ours[0]  # Black's first move, named from Black's side
    as_written = replay_game(PdnGame(tags={"GameType": "21"}, moves=ours))
    turned = replay_game(theirs)
    assert (as_written.ok, as_written.turned, as_written.moves) == (True, False, played)
    assert (turned.ok, turned.turned, turned.moves) == (True, True, played)


def test_a_failure_in_a_turned_record_names_squares_as_the_record_does() -> None:
    (own,) = read_pdn_file(OWN_ENGLISH)
    theirs = [_from_the_other_side(t) for t in _algebraic(own)][:6] + ["a1-h8"]
    failure = replay_game(PdnGame(tags={"Variant": "American/English"}, moves=theirs)).failure
    assert failure is not None and failure.ply == 7 and failure.text == "a1-h8"
    legal_as_written = {m.replace("x", "-") for m in failure.legal}
    position = Position(ENGLISH)
    for move in replay_game(own, ENGLISH).moves[:6]:
        position.push(move)
    ours = {_from_the_other_side(full_move_text(position, m)).replace("x", "-")
            for m in position.legal_moves()}
    assert legal_as_written == ours
    assert failure.fen == _from_the_other_side(write_fen(position, Style.ALGEBRAIC))


# ---------------------------------------------------------------- legs of a multi-jump


def test_the_legs_of_a_multi_jump_written_as_moves_of_their_own_are_joined() -> None:
    split = "[FEN \"W:Wa1,g3:Bb2,d4,h8\"]\n1. a1xc3 2. c3xe5 h8-g7 3. g3-h4 *"
    replay = replay_game(read_pdn(split)[0], CZECH)
    assert replay.ok, replay.failure
    assert len(replay.moves) == 3 and replay.moves[0].path == (29, 22, 15)
    assert len(replay.moves[0].captured) == 2


def test_numbered_legs_are_joined_only_where_one_lands_and_the_next_starts() -> None:
    # 9x18 lands on 18: "8x..." does not go on from it, though "18" ends in 8
    joined = replay_game(read_pdn('[GameType "21"]\n[FEN "B:W14,23,30:B9"]\n1. 9x18 18x27 *')[0])
    assert joined.ok and joined.moves[0].path == (9, 18, 27)
    apart = replay_game(read_pdn('[GameType "21"]\n[FEN "B:W14,23,30:B9"]\n1. 9x18 8x27 *')[0])
    assert apart.failure is not None and apart.failure.ply == 1


def test_only_a_leg_followed_by_the_next_leg_of_the_same_jump_is_joined() -> None:
    # Black's h8-g7 stands between: a1xc3 is not joined, and cannot end the capture
    game = read_pdn("[FEN \"W:Wa1:Bb2,h8,d4\"]\n1. a1xc3 h8-g7 2. c3xe5 *")[0]
    replay = replay_game(game, CZECH)
    assert replay.ok is False  # no capture of b2 alone: a1xc3xe5 must be taken whole
    game = read_pdn("[FEN \"W:Wa1:Bb2,h8\"]\n1. a1xc3 h8-g7 *")[0]
    assert [len(m.captured) for m in replay_game(game, CZECH).moves] == [1, 0]


# ---------------------------------------------------------------- short notation


def test_short_notation_is_the_one_legal_move_from_that_file_to_that_square() -> None:
    game = read_pdn('[GameType "26"]\n1. ab4 ba5 2. ba3 ab6 3. h:g5 *')[0]
    assert game.errors == [] and game.moves == ["ab4", "ba5", "ba3", "ab6", "h:g5"]
    replay = replay_game(game)
    assert replay.failure is not None and replay.failure.ply == 5  # nothing goes h to g5
    assert len(replay.moves) == 4
    after_i3 = "W:Wa1,c3,e3,g3,b4,c1,e1,g1,d2,f2,h2,a3:Ba5,b6,d6,f6,h6,c7,e7,g7,b8,d8,f8,h8"
    assert replay.position.pieces() == parse_fen(after_i3, BRAZILIAN).pieces()
    assert parse_move(Position(BRAZILIAN), "gh4").path == (24, 20)


def test_short_notation_that_names_two_moves_is_said_not_guessed(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    position = parse_fen("W:Wa3,Ka5:Bh8", BRAZILIAN)
    with pytest.raises(AmbiguousMoveError) as raised:
        parse_move(position, "ab4")
    assert len(raised.value.candidates) == 2
    record = tmp_path / "short.pdn"
    record.write_text('[GameType "26"]\n[FEN "W:Wa3,Ka5:Bh8"]\n\n1. ab4 h8-g7 *\n')
    failure = replay_game(next(read_pdn_file(record))).failure
    assert failure is not None and sorted(failure.ambiguous) == ["a3-b4", "a5-b4"]
    line, total = replay_lines(record, capsys)
    assert total == "1 games, 0 ok, 1 failed"
    assert line.startswith("game 1: FAILED (brazilian): move 1. ab4 (ply 1, line 4): "
                           "it could be ")
    assert "a3-b4" in line and "a5-b4" in line and "; the record does not say which;" in line
    assert "může to být" in replay_lines(record, capsys, "cs")[0]


# ---------------------------------------------------------------- ballots


def test_a_relocation_ballot_puts_each_sides_man_on_its_square_together() -> None:
    position = ballot_position(BRAZILIAN, "h2-h6 h6-f4")  # White onto Black's emptied h6
    h2, h6, f4 = (parse_square(BRAZILIAN.geometry, name) for name in ("h2", "h6", "f4"))
    after = position.pieces()
    assert h2 not in after and after[h6].color == WHITE and after[f4].color == BLACK
    assert len(after) == 24 and position.turn == BRAZILIAN.first
    assert ballot_position(BRAZILIAN, "a1-a5").turn != BRAZILIAN.first
    assert ballot_position(BRAZILIAN, "--- h6-h4").turn == BRAZILIAN.first
    with pytest.raises(BallotError):
        ballot_position(BRAZILIAN, "c5-d6")  # no White man on c5
    with pytest.raises(BallotError):
        ballot_position(BRAZILIAN, "a1-c3")  # c3 is taken


# ---------------------------------------------------------------- the exports themselves


@pytest.mark.needs("records")
def test_playstrategy_english_games_replay_in_full_in_english_draughts(
        capsys: pytest.CaptureFixture[str]) -> None:
    path = SHARED_RECORDS / "playstrategy_american.pdn"
    lines = replay_lines(path, capsys)
    assert lines[-1] == "30 games, 30 ok, 0 failed"
    assert all(": OK (english, " in line for line in lines[:-1])
    games = read_pdn(path.read_bytes())
    replays = [replay_game(g) for g in games]
    assert all(r.turned for r in replays)  # named from Black's side
    joined = sum(len(g.moves) - len(r.moves) for g, r in zip(games, replays, strict=True))
    assert joined > 0  # legs of multi-jumps written as moves of their own


@pytest.mark.needs("records")
def test_lidraughts_brazilian_games_replay_in_full(capsys: pytest.CaptureFixture[str]) -> None:
    lines = replay_lines(SHARED_RECORDS / "lidraughts_brazilian.pdn", capsys)
    assert lines[-1] == "25 games, 25 ok, 0 failed"
    assert all(": OK (brazilian, " in line for line in lines[:-1])


#: the file gives Black the move after these ballots of two and six plies: its slip
TURN_MISWRITTEN = {"XX-18", "XXVII-9"}


@pytest.mark.needs("records")
@pytest.mark.parametrize("variant", ["brazilian", "russian"])
def test_every_short_notation_ballot_reaches_the_position_written_beside_it(
        variant: str) -> None:
    rules = find_variant(variant)
    table = json.loads((SHARED_RECORDS / "brazilian-openings-short-notation.json")
                       .read_text(encoding="utf-8"))
    ballots = table["all"]
    assert len(ballots) == 736 and set(table["standard"]) == set(ballots)
    relocations = 0
    for name_and_moves, fen in ballots.items():
        name, _, moves = name_and_moves.partition(": ")
        reached = ballot_position(rules, moves)
        written = parse_fen(fen, rules)
        assert reached.pieces() == written.pieces(), (name_and_moves, write_fen(reached), fen)
        if name not in TURN_MISWRITTEN:
            assert reached.turn == written.turn, (name_and_moves, fen)
        relocations += "-" in moves
    assert relocations > 0
