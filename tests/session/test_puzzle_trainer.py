"""The puzzle trainer in a session (session/trainer.py), in Czech and English: ``úlohy`` /
``puzzles`` sets the position, the usual questions answer on it, a wrong move is not
played and is explained (what it loses, or that it wins nothing), ``rada``/``hint`` names
the piece and the idea and then the square, the right move is played and the defence
answers it, the puzzle solved is kept in the player's data and the grade rises after
solved ones; ``řešení``/``solution`` shows the line. Nothing goes to the games kept."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import accessible_dama.session.trainer as trainer_module
from accessible_dama.phrases.render import Renderer
from accessible_dama.puzzles import Puzzle
from accessible_dama.session.core import Session
from accessible_dama.session.events import (
    BoardShown,
    Event,
    MoveMade,
    NoPuzzle,
    PuzzleAnswer,
    PuzzleGoesOn,
    PuzzleShown,
    PuzzleSolved,
    Undone,
)
from accessible_dama.session.settings import Settings

# Czech: b8-a7 wins a man (after h4-g3, f2xh4); c3-b4 loses the man on b4, c3-d4 wins nothing
KING_PUZZLE = ("W:Wa3,c3,f2,Kb8:Bd6,a5,e5,f4,h4\tb8-a7 h4-g3 f2xh4\t1\t3\tmen 1\tquiet\t8\t"
               "mrcd2000kval.pdn game 6 ply 47")
SECOND = ("W:Wf4,c1,g1,Kb8:Bd6,e5,a3,h2\tf4-g5 d6-c5 b8xf4\t1\t3\tgame\tquiet\t8\t"
          "mrcd2000kval.pdn game 3 ply 49")
THIRD = ("W:Wa1,c1,e1,g1:Bb8,d8,f8,h8\tc1-d2 b8-a7 d2-c3\t2\t5\tmen 1\tquiet\t8\t"
         "made up for the test")

SAID = {
    "cs": {"puzzles": "úlohy", "hint": "rada", "solution": "řešení", "board": "deska",
           "start": "Úloha 1 (celkem 3), stupeň 1: Bílý táhne a získá kámen.",
           "nothing": "Tento ne: c3-d4 nic nezíská. Zkuste to znovu.",
           "loses": "Špatně: c3-b4 ztrácí kámen na b4: Černý odpoví a5 přes b4 na c3. "
                    "Zkuste to znovu.",
           "hint1": "Rada: bílá dáma na b8. Myšlenka: tichý tah, po kterém soupeř neudrží "
                    "všechny kameny.",
           "hint2": "Rada: z b8 na a7.",
           "hint3": "Rada: bílý kámen na f2. Myšlenka: braní, které zisk dokončí.",
           "right": "Správně: b8-a7.",
           "again": "Jste znovu na tahu.",
           "won": "Správně: f2xh4 získá kámen.",
           "solved": "Vyřešeno, celkem 1. Další úloha má stupeň 1: řekněte úloha.",
           "solution_line": "Řešení: f4-g5, d6-c5, b8xf4; vyhraje partii."},
    "en": {"puzzles": "give me a puzzle", "hint": "hint", "solution": "solution",
           "board": "board",
           "start": "Puzzle 1 of 3, grade 1: White to move wins a man.",
           "nothing": "Not that one: c3-d4 wins nothing. Try again.",
           "loses": "Wrong: c3-b4 loses the man on b4: Black answers a5 over b4 to c3. "
                    "Try again.",
           "hint1": "Hint: the white king on b8. The idea: a quiet move after which the "
                    "opponent cannot keep every man.",
           "hint2": "Hint: from b8 to a7.",
           "hint3": "Hint: the white man on f2. The idea: the capture that collects the gain.",
           "right": "Right: b8-a7.",
           "again": "Your move again.",
           "won": "Right: f2xh4 wins a man.",
           "solved": "Solved, 1 in all. The next puzzle is of grade 1: say puzzle.",
           "solution_line": "Solution: f4-g5, d6-c5, b8xf4; it wins the game."},
}


@pytest.fixture
def puzzles(monkeypatch: pytest.MonkeyPatch) -> list[Puzzle]:
    stored = [Puzzle.from_line("czech", line) for line in (KING_PUZZLE, SECOND, THIRD)]
    monkeypatch.setattr(trainer_module, "load", lambda variant: stored)
    return stored


def session_in(lang: str, folder: Path) -> Session:
    return Session(Settings(lang=lang, output="silent"), save_path=folder / "game.pdn",
                   rng=random.Random(1), engine_depth=2)


def said(renderer: Renderer, events: list[Event]) -> list[str]:
    return [line for e in events for line in renderer.render(e).lines]


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_puzzle_walked_through_wrong_hint_right_and_the_solution(
        lang: str, tmp_path: Path, puzzles: list[Puzzle]) -> None:
    words, r = SAID[lang], Renderer(lang)
    s = session_in(lang, tmp_path)
    shown = s.handle(words["puzzles"])
    assert said(r, shown) == [words["start"]] and s.training
    assert s.game.position.turn  # White to move, as the puzzle says
    board = s.handle(words["board"])
    assert isinstance(board[0], BoardShown) and board[0].position == s.game.position
    before = s.game.position.copy()
    assert said(r, s.handle("c3 d4")) == [words["nothing"]]
    assert said(r, s.handle("c3 b4")) == [words["loses"]]
    assert s.game.position == before and not s.game.moves  # a wrong move is not played
    assert said(r, s.handle(words["hint"])) == [words["hint1"]]
    assert said(r, s.handle(words["hint"])) == [words["hint2"]]
    right = s.handle("b8 a7")
    assert [type(e) for e in right] == [MoveMade, PuzzleAnswer, MoveMade,
                                        PuzzleGoesOn]
    lines = said(r, right)
    assert lines[1] == words["right"] and lines[3] == words["again"]
    assert said(r, s.handle(words["hint"])) == [words["hint3"]]  # a hint counts anew
    # undo goes back to before the right move, and it is answered again
    [undone] = s.handle("undo")
    assert isinstance(undone, Undone) and len(undone.moves) == 2
    assert s.game.position == before
    assert said(r, s.handle("b8 a7"))[1] == words["right"]
    done = s.handle("f2 h4")
    assert said(r, done)[1:] == [words["won"], words["solved"]]
    kept = json.loads((tmp_path / "puzzles.json").read_text(encoding="utf-8"))
    assert kept["solved"] == {"czech": [puzzles[0].fen]}
    # the next one is another puzzle; its solution shown does not count as solved
    second = s.handle(words["puzzles"])
    assert isinstance(second[0], PuzzleShown) and second[0].number == 2
    solution = s.handle(words["solution"])
    assert said(r, solution)[0] == words["solution_line"]
    assert isinstance(solution[1], PuzzleSolved) and solution[1].shown
    kept = json.loads((tmp_path / "puzzles.json").read_text(encoding="utf-8"))
    assert kept["solved"] == {"czech": [puzzles[0].fen]}
    # nothing of the puzzles went to the games kept
    assert sorted(p.name for p in tmp_path.iterdir()) == ["puzzles.json"]


def test_the_grade_rises_after_puzzles_solved_in_a_row(tmp_path: Path,
                                                       puzzles: list[Puzzle]) -> None:
    s = session_in("en", tmp_path)
    s.handle("puzzles")
    s.handle("b8 a7")
    first = s.handle("f2 h4")[-1]
    assert isinstance(first, PuzzleSolved) and (first.grade, first.up) == (1, False)
    s.handle("puzzles")
    s.handle("f4 g5")
    second = s.handle("b8xf4")[-1]
    assert isinstance(second, PuzzleSolved) and (second.grade, second.up) == (2, True)
    # the player's grade picks the next one, and a new session reads the progress kept
    again = session_in("en", tmp_path).handle("puzzles")[0]
    assert isinstance(again, PuzzleShown) and (again.number, again.grade) == (3, 2)


def test_hint_and_solution_without_a_puzzle_and_a_game_without_puzzles(
        tmp_path: Path, puzzles: list[Puzzle]) -> None:
    s = session_in("cs", tmp_path)
    assert s.handle("řešení") == [NoPuzzle(s.rules, not_set=True)]
    mill = Session(Settings(lang="cs", output="silent", variant="mill"),
                   save_path=tmp_path / "mill.pdn")
    [none] = mill.handle("úlohy")
    assert isinstance(none, NoPuzzle) and not none.not_set and not mill.training
    assert "úlohy nemám" in said(Renderer("cs"), [none])[0]


def test_a_new_game_ends_the_puzzle_and_the_games_are_kept_again(
        tmp_path: Path, puzzles: list[Puzzle]) -> None:
    s = session_in("en", tmp_path)
    s.handle("puzzles")
    s.handle("new")
    s.handle("yes")
    assert not s.training and s.player is not None


def test_a_progress_file_that_cannot_be_read_starts_afresh(tmp_path: Path,
                                                           puzzles: list[Puzzle]) -> None:
    (tmp_path / "puzzles.json").write_text("{not json", encoding="utf-8")
    s = session_in("en", tmp_path)
    shown = s.handle("puzzles")[0]
    assert isinstance(shown, PuzzleShown) and shown.solved == 0
