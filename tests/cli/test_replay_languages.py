"""``dama replay --lang cs|en``: each game's line names the game, the move and the reason in
the language asked, the reasons said from their kinds; the English lines are pinned as
they were before the lines had a language (byte for byte)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import NamedTuple

import pytest

from accessible_dama.cli.main import main
from accessible_dama.notation.pdn import MAX_TAGS_PER_GAME, Problem, read_pdn
from accessible_dama.phrases.replay import ReplayLines


class Case(NamedTuple):
    name: str
    pdn: str
    english: str
    czech: str


CASES = [
    Case('a good game',
         '[White "Novák"]\n[Black "Dvořák"]\n1. c3-d4 f6-g5 2. g3-h4 *\n',
         'game 1 (White: Novák; Black: Dvořák): OK (czech, 3 moves)',
         'partie 1 (Bílý: Novák; Černý: Dvořák): v pořádku (česká dáma, 3 tahy)'),
    Case('an illegal move',
         '[White "A"]\n[Black "B"]\n1. c3-d4 f6-g5 2. d4-c6 *\n',
         ('game 1 (White: A; Black: B): FAILED (czech): move 2. d4-c6 (ply 3, line 3): c6 is'
          ' a light square; pieces stand on dark squares; position'
          ' W:Wd4,a3,e3,g3,b2,d2,f2,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,h6,g5;'
          ' legal moves: d4-c5, g3-f4, d2-c3, d4-e5, a3-b4, e3-f4, g3-h4, b2-c3'),
         ('partie 1 (Bílý: A; Černý: B): chyba (česká dáma): tah 2. d4-c6 (3. půltah, řádek'
          ' 3): c6 je světlé pole; kameny stojí jen na tmavých polích; pozice'
          ' W:Wd4,a3,e3,g3,b2,d2,f2,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,h6,g5;'
          ' povolené tahy: d4-c5, g3-f4, d2-c3, d4-e5, a3-b4, e3-f4, g3-h4, b2-c3')),
    Case('no legal move matches',
         '[Event "Pass"]\n1. c3-d4 b6-a5 2. g3-f4 a5-b4 3. a3-d6 *\n',
         ('game 1 (Event: Pass): FAILED (czech): move 3. a3-d6 (ply 5, line 2): no legal'
          ' move matches; position'
          ' W:Wd4,f4,a3,e3,b2,d2,f2,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,g7,d6,f6,h6,b4;'
          ' legal moves: a3xc5'),
         ('partie 1 (Turnaj: Pass): chyba (česká dáma): tah 3. a3-d6 (5. půltah, řádek 2):'
          ' tomuto zápisu neodpovídá žádný povolený tah; pozice'
          ' W:Wd4,f4,a3,e3,b2,d2,f2,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,g7,d6,f6,h6,b4;'
          ' povolené tahy: a3xc5')),
    Case('an unreadable token',
         '[White "A"]\n[Black "B"]\n1. c3-d4 f6-g5 2. g3-h4 zz-zz *\n',
         ('game 1 (White: A; Black: B): FAILED: after 2. g3-h4 (line 3): unexpected token'
          ' "zz-zz"'),
         ('partie 1 (Bílý: A; Černý: B): chyba: po tahu 2. g3-h4 (řádek 3): nečekaný text'
          ' „zz-zz“')),
    Case('an unclosed comment',
         '[Event "Open"]\n1. c3-d4 f6-g5 {a comment\n2. g3-h4 *\n',
         'game 1 (Event: Open): FAILED: after 1... f6-g5 (line 2): comment never closed',
         ('partie 1 (Turnaj: Open): chyba: po tahu 1... f6-g5 (řádek 2): komentář není'
          ' uzavřen')),
    Case('an unclosed variation',
         '[Event "Open"]\n1. c3-d4 (1... f6-g5 *\n',
         'game 1 (Event: Open): FAILED: after 1. c3-d4 (line 2): variation never closed',
         ('partie 1 (Turnaj: Open): chyba: po tahu 1. c3-d4 (řádek 2): varianta není'
          ' uzavřena')),
    Case('an unreadable tag',
         '[Event "Tag"]\n[Round 3\n1. c3-d4 *\n',
         ('game 1 (Event: Tag): FAILED: before the first move (line 2): unreadable tag'
          ' "[Round 3"'),
         ('partie 1 (Turnaj: Tag): chyba: před prvním tahem (řádek 2): nečitelná značka'
          ' „[Round 3“')),
    Case('an unknown GameType',
         '[Event "Italian cup"]\n[GameType "22"]\n1. 21-17 10-14 *\n',
         ('game 1 (Event: Italian cup): FAILED: GameType 22 is not a game played here (name'
          ' one with --variant)'),
         ('partie 1 (Turnaj: Italian cup): chyba: hra GameType 22 se tu nehraje (zvolte hru'
          ' přepínačem --variant)')),
    Case('a bad FEN',
         '[White "A"]\n[Black "B"]\n[FEN "W:Wz9:B1"]\n1. c3-d4 *\n',
         ("game 1 (White: A; Black: B): FAILED (czech): cannot start: bad FEN 'W:Wz9:B1':"
          " 'z9' is not a square"),
         ('partie 1 (Bílý: A; Černý: B): chyba (česká dáma): nelze začít: pozici „W:Wz9:B1“'
          ' nelze přečíst: „z9“ do ní nepatří')),
    Case('a position the rules refuse',
         ('[Event "Twelve"]\n[Variant "mill"]\n[FEN'
          ' "W:Wa1,d1,g1,b2,d2,f2,c3,d3,e3,a4,b4:Bg7:H7,8"]\n1. d7 *\n'),
         ('game 1 (Event: Twelve): FAILED (mill): cannot start: bad position'
          " 'W:Wa1,d1,g1,b2,d2,f2,c3,d3,e3,a4,b4:Bg7…': more than 9 men of one side"),
         ('partie 1 (Turnaj: Twelve): chyba (mlýn): nelze začít: pravidla pozici'
          ' „W:Wa1,d1,g1,b2,d2,f2,c3,d3,e3,a4,b4:Bg7:H7,8“ nedovolují')),
    Case('a square the board lacks',
         '[Event "Nowhere"]\n[GameType "21"]\n1. 11-15 33-28 *\n',
         ('game 1 (Event: Nowhere): FAILED (english): move 1... 33-28 (ply 2, line 3): no'
          ' square 33 on a 8x8 board (1-32); position'
          ' W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15; legal moves:'
          ' 22-17, 23-18, 24-19, 21-17, 22-18, 23-19, 24-20'),
         ('partie 1 (Turnaj: Nowhere): chyba (anglická dáma): tah 1... 33-28 (2. půltah,'
          ' řádek 3): pole 33 na této desce není; pozice'
          ' W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15; povolené'
          ' tahy: 22-17, 23-18, 24-19, 21-17, 22-18, 23-19, 24-20')),
    Case('a point the board lacks',
         '[Event "Morris"]\n[Variant "mill"]\n1. d7 a9 *\n',
         ("game 1 (Event: Morris): FAILED (mill): move 1... a9 (ply 2, line 3): 'a9' is not"
          ' a point of the mill board; position B:Wd7:B:H8,9; legal moves: a1, d1, g1, b2,'
          ' d2, f2, c3, d3, e3, a4, b4, c4, e4, f4, g4, c5, d5, e5, b6, d6, f6, a7, g7'),
         ('partie 1 (Turnaj: Morris): chyba (mlýn): tah 1... a9 (2. půltah, řádek 3): „a9“'
          ' není bod této desky; pozice B:Wd7:B:H8,9; povolené tahy: a1, d1, g1, b2, d2, f2,'
          ' c3, d3, e3, a4, b4, c4, e4, f4, g4, c5, d5, e5, b6, d6, f6, a7, g7')),
]
BY_NAME = {case.name: case for case in CASES}


def _replay(tmp_path: Path, capsys: pytest.CaptureFixture[str], pdn: str,
            *args: str) -> tuple[int, str]:
    path = tmp_path / "games.pdn"
    path.write_text(pdn, encoding="utf-8")
    status = main(["replay", str(path), *args])
    return status, capsys.readouterr().out


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_english_lines_are_as_they_were(
    case: Case, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out = _replay(tmp_path, capsys, case.pdn, "--lang", "en")
    ok = case.name == "a good game"
    total = "1 games, 1 ok, 0 failed" if ok else "1 games, 0 ok, 1 failed"
    assert out == f"{case.english}\n{total}\n"
    assert status == (0 if ok else 1)


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_czech_line_names_the_game_the_move_and_the_reason_in_czech(
    case: Case, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out = _replay(tmp_path, capsys, case.pdn, "--lang", "cs")
    ok = case.name == "a good game"
    total = "1 partie, 1 v pořádku, 0 chybných" if ok else "1 partie, 0 v pořádku, 1 chybná"
    assert out == f"{case.czech}\n{total}\n"
    assert status == (0 if ok else 1)


def _words(text: str) -> set[str]:
    """The words of a line in Latin letters alone, leaving out what is not language: option
    names (--variant), squares and positions (Wd4, c3)."""
    return set(re.findall(r"\b[A-Za-z]{2,}\b", re.sub(r"--[a-z-]+", "", text)))


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_no_english_word_is_left_in_the_czech_line(case: Case) -> None:
    # the file's own words (names, tags, moves, positions) are said as written
    english = _words(case.english) - _words(case.pdn)
    assert english, case.english
    assert not english & _words(case.czech), case.czech


def test_several_games_and_the_czech_total(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    names = ("a good game", "an unclosed comment", "an unknown GameType", "a bad FEN",
             "an illegal move")
    pdn = "\n".join(BY_NAME[name].pdn for name in names)
    status, out = _replay(tmp_path, capsys, pdn, "--lang", "cs")
    lines = out.splitlines()
    assert status == 1
    assert [line.split(" ", 2)[:2] for line in lines[:-1]] == [
        ["partie", f"{n}"] for n in range(1, 6)]
    assert lines[0].endswith("v pořádku (česká dáma, 3 tahy)")
    assert lines[-1] == "5 partií, 1 v pořádku, 4 chybné"
    status, out = _replay(tmp_path, capsys, pdn, "--lang", "en")
    assert out.splitlines()[-1] == "5 games, 1 ok, 4 failed"


def test_the_language_is_the_systems_unless_asked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "cs")
    monkeypatch.setenv("LANG", "cs_CZ.UTF-8")
    good = BY_NAME["a good game"]
    assert _replay(tmp_path, capsys, good.pdn)[1].splitlines()[0] == good.czech
    assert _replay(tmp_path, capsys, good.pdn, "--lang", "en")[1].splitlines()[0] == good.english


@pytest.mark.parametrize(
    ("ok", "failed", "total"),
    [(1, 0, "1 partie, 1 v pořádku, 0 chybných"), (2, 2, "4 partie, 2 v pořádku, 2 chybné"),
     (9, 0, "9 partií, 9 v pořádku, 0 chybných"), (3, 5, "8 partií, 3 v pořádku, 5 chybných")],
)
def test_the_czech_total_counts_in_the_three_plural_forms(ok: int, failed: int,
                                                          total: str) -> None:
    assert ReplayLines("cs").total(ok, failed) == total
    assert ReplayLines("en").total(ok, failed) == f"{ok + failed} games, {ok} ok, {failed} failed"


def test_a_cap_of_the_reader_is_said_with_its_number_in_both_languages() -> None:
    tags = "".join(f'[T{n} "x"]\n' for n in range(MAX_TAGS_PER_GAME + 1))
    (game,) = read_pdn(tags + "1. c3-d4 *\n")
    (error,) = game.errors
    assert error.problem is Problem.TOO_MANY_TAGS
    assert ReplayLines("en").not_read(game, error) == (
        f"game 1: FAILED: before the first move (line {MAX_TAGS_PER_GAME + 1}): more than "
        f"{MAX_TAGS_PER_GAME} tags; the rest are not read")
    assert ReplayLines("cs").not_read(game, error) == (
        f"partie 1: chyba: před prvním tahem (řádek {MAX_TAGS_PER_GAME + 1}): víc než "
        f"{MAX_TAGS_PER_GAME} značek; další se nečtou")
