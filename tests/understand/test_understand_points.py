"""Spoken-style input in the games on boards of points: the same letter and number
words as in draughts name points; a mill move may name the man it takes."""

from __future__ import annotations

import pytest

from accessible_dama.notation import points as notation
from accessible_dama.rules import PointPosition, PointRules, find_game
from accessible_dama.rules.explain import IllegalKind
from accessible_dama.understand import (
    AmbiguousIntent,
    CommandIntent,
    IllegalIntent,
    Intent,
    MoveIntent,
    interpret,
    resolve,
)


def position(game: str, fen: str = "") -> PointPosition:
    rules = find_game(game)
    assert isinstance(rules, PointRules)
    return notation.parse_fen(fen, rules) if fen else rules.start_position()


def summary(pos: PointPosition, intent: Intent) -> object:
    if isinstance(intent, MoveIntent):
        return notation.full_move_text(pos.rules, intent.move)
    if isinstance(intent, AmbiguousIntent):
        return [notation.full_move_text(pos.rules, m) for m in intent.moves]
    if isinstance(intent, IllegalIntent):
        return ("illegal", intent.illegal.kind.name)
    if isinstance(intent, CommandIntent):
        return ("command", intent.name, intent.args)
    return "unknown"


MILL = "W:Wa1,d1,g4,b4:Bb6,d6,f4,e5"
PLACING = "W:Wa7,g7:Bb6,d6:H5,6"


@pytest.mark.parametrize(
    ("game", "fen", "text", "lang", "expected"),
    [
        ("alquerque", "", "bé dva cé tři", "cs", "b2-c3"),
        ("alquerque", "", "Bé dvě, cé tři", "cs", "b2-c3"),
        ("alquerque", "", "z dé tři na cé tři", "cs", "d3-c3"),
        ("alquerque", "", "bravo two charlie three", "en", "b2-c3"),
        ("alquerque", "", "b2-c3", "en", "b2-c3"),
        ("alquerque", "", "na c3", "cs", ["b2-c3", "c2-c3", "d2-c3", "d3-c3"]),
        ("alquerque", "W:Wa1:Bb2,c4,c2", "a1 c3", "en", "a1xc3"),  # it may stop there
        ("alquerque", "W:Wa1:Bb2,c4,c2", "a1 c3 c5", "en", "a1xc3xc5"),
        ("alquerque", "W:Wa1:Bb2,c4,c2", "a1 takes c5", "en", "a1xc3xc5"),
        ("alquerque", "W:Wa1:Bb2,c4,c2", "á jedna bere cé jedna", "cs", "a1xc3xc1"),
        # the men jumped may be named too
        ("alquerque", "W:Wa1:Bb2,c4,c2", "a1 b2 c3 c4 c5", "en", "a1xc3xc5"),
        ("alquerque-modified", "", "charlie two charlie three", "en", "c2-c3"),
        ("vietnamese", "", "cé dva cé tři", "cs", "c2-c3"),
        ("vietnamese", "", "c2 c3", "en", "c2-c3"),
        ("vietnamese", "B:Wc4,a1,Kc1:Bd4,b4,Ke4", "e4 c4", "en", "e4xc4"),
        ("vietnamese", "B:Wc4,a1,Kc1:Bd4,b4,Ke4", "é čtyři bere cé čtyři", "cs", "e4xc4"),
        ("vietnamese", "B:Wc4,a1,Kc1:Bd4,b4,Ke4", "e4 d4 c4", "en", "e4xc4"),
        ("mill", PLACING, "d7", "en", ["d7xb6", "d7xd6"]),
        ("mill", PLACING, "dé sedm", "cs", ["d7xb6", "d7xd6"]),
        ("mill", PLACING, "d7 takes b6", "en", "d7xb6"),
        ("mill", PLACING, "d7 bere b6", "cs", "d7xb6"),
        ("mill", PLACING, "dé sedm bere bé šest", "cs", "d7xb6"),
        ("mill", PLACING, "delta seven x delta six", "en", "d7xd6"),
        ("mill", PLACING, "d7xb6", "en", "d7xb6"),
        ("mill", PLACING, "d7 b6", "en", "d7xb6"),
        ("mill", PLACING, "e4", "en", "e4"),
        ("mill", MILL, "g4 g1", "en", ["g4-g1xf4", "g4-g1xe5", "g4-g1xb6", "g4-g1xd6"]),
        ("mill", MILL, "a1 a4", "en", "a1-a4"),
        ("mill", MILL, "á jedna á čtyři", "cs", "a1-a4"),
        ("mill", MILL, "a1-a4", "en", "a1-a4"),
        ("mill", MILL, "g4-g1 x b6", "en", "g4-g1xb6"),
        ("mill", MILL, "a1-a4 x b6", "en", ("illegal", "NO_MILL")),
        ("mill", MILL, "g4 g1 bere b6", "cs", "g4-g1xb6"),
        ("mill", MILL, "gé čtyři gé jedna bere é pět", "cs", "g4-g1xe5"),
        ("mill", MILL, "golf four golf one takes echo five", "en", "g4-g1xe5"),
        ("mill", MILL, "g4 g1 e5", "en", "g4-g1xe5"),
        ("mill", MILL, "a1 d7", "en", ("illegal", "NOT_JOINED")),
        ("mill", MILL, "d1", "en", ["d1-g1", "d1-d2"]),
        ("mill", "", "a1 a4", "en", ("illegal", "MUST_PLACE")),
        # commands take points too
        ("mill", MILL, "pole dé dva", "cs", ("command", "square", ("d2",))),
        ("mill", MILL, "d2?", "en", ("command", "square", ("d2",))),
        ("mill", MILL, "rank 7", "en", ("command", "rank", ("7",))),
        ("mill", MILL, "řada osm", "cs", "unknown"),
        ("mill", MILL, "file g", "en", ("command", "file", ("g",))),
        ("alquerque", "", "file g", "en", "unknown"),
        ("alquerque", "", "moves from b2", "en", ("command", "moves", ("b2",))),
        ("alquerque", "", "varianta mlýn", "cs", ("command", "variant", ("mill",))),
        ("alquerque", "", "variant vietnamese chess", "en",
         ("command", "variant", ("vietnamese",))),
    ],
)
def test_points_are_read_as_spoken_in_both_languages(
    game: str, fen: str, text: str, lang: str, expected: object
) -> None:
    pos = position(game, fen)
    assert summary(pos, interpret(text, pos, lang)) == expected


def test_the_answer_to_which_man_is_a_point_a_number_or_a_capture_word() -> None:
    pos = position("mill", MILL)
    asked = interpret("g4 g1", pos, "cs")
    assert isinstance(asked, AmbiguousIntent)
    for text, lang, taken in [("bé šest", "cs", "b6"), ("2", "en", "e5"), ("the first", "en", "f4"),
                              ("take d6", "en", "d6"), ("bere d6", "cs", "d6"),
                              ("g4 g1 x e5", "en", "e5")]:
        answer = resolve(text, asked.moves, pos, lang)
        assert summary(pos, answer) == f"g4-g1x{taken}", text
    # a new move instead of an answer
    assert summary(pos, resolve("b4 c4", asked.moves, pos, "en")) == "b4-c4"


def test_an_illegal_mill_move_keeps_the_man_it_named_apart() -> None:
    pos = position("mill", MILL)
    intent = interpret("g4 g1 x a1", pos, "en")
    assert isinstance(intent, IllegalIntent)
    assert intent.illegal.kind is IllegalKind.NOT_AN_ENEMY_MAN
    board = pos.board
    assert [board.name(p) for p in intent.path] == ["g4", "g1"]
    assert intent.taken is not None and board.name(intent.taken) == "a1"
