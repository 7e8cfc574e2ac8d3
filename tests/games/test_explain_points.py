"""Why the points a player named give no legal move, in the games on boards of points
(``rules.explain_points``): the facts the sentences are made from."""

from __future__ import annotations

import pytest

from accessible_dama.rules import PointPosition
from accessible_dama.rules.explain import IllegalKind
from accessible_dama.rules.explain_points import (
    explain_point,
    explain_point_move,
    jumped_point,
    named_point_moves,
    route,
)

from .helpers import position, texts


def points(p: PointPosition, names: str) -> list[int]:
    return [p.board.point(n) for n in names.split()]


@pytest.mark.parametrize(
    ("game", "fen", "path", "removal", "kind", "about"),
    [
        ("alquerque", None, "c3 d4", None, IllegalKind.NOT_A_PIECE, "c3"),
        ("alquerque", None, "b4 c3", None, IllegalKind.OPPONENTS_PIECE, "b4"),
        ("alquerque", None, "b2 b3", None, IllegalKind.DESTINATION_OCCUPIED, "b3"),
        ("alquerque", "W:Wb3:Be5", "b3 c5", None, IllegalKind.NOT_JOINED, "b3 c5"),
        ("alquerque", "W:Wb3:Be5", "b3 b5", None, IllegalKind.TOO_FAR, "b3 b5"),
        ("alquerque", "W:Wb3,d1:Bc3,e5", "d1 d2", None, IllegalKind.MUST_CAPTURE, "b3"),
        ("alquerque", "W:Wc2,c3:Bd4", "c2 c4", None, IllegalKind.NO_SUCH_CAPTURE, "c2 c4"),
        # 6.2: a man is not jumped twice
        ("alquerque", "W:Wa1:Bb2,c4,c2,b3", "a1 c3 a1", None, IllegalKind.NO_SUCH_CAPTURE,
         "c3 a1"),
        ("alquerque-modified", "W:Wb3:Be5", "b3 b2", None, IllegalKind.MAN_MOVES_FORWARD_ONLY,
         "b3 b2"),
        ("vietnamese", "W:Wc3,a1,Kc1:Bc4,Kc5", "c3 c4", None, IllegalKind.ONLY_KING_CAPTURES,
         "c3 c4"),
        ("vietnamese", "W:Wa1,Kc1:Bc2,Kc5", "c1 c3", None, IllegalKind.KING_JUMPS_OWN_SOLDIER,
         "c1 c3"),
        ("vietnamese", "W:Wa1,Kb2:Bc4,Kc5", "b2 c3", None, IllegalKind.INTO_CHECK, "c3"),
        ("vietnamese", "B:Wc3,Kc2:Be5,Kc4", "e5 e4", None, IllegalKind.LEAVES_KING_IN_CHECK, "c4"),
        ("mill", None, "a1 a4", None, IllegalKind.MUST_PLACE, ""),
        ("mill", "W:Wa1:Bd1:H8,8", "d1", None, IllegalKind.DESTINATION_OCCUPIED, "d1"),
        ("mill", "W:Wa1,d1,g4,b4:Bb6,d6,f4,e5", "c3", "b6", IllegalKind.NOTHING_IN_HAND, ""),
        ("mill", "W:Wa1,d1,g4,b4:Bb6,d6,f4,e5", "a1 g7", None, IllegalKind.NOT_JOINED, "a1 g7"),
        ("mill", "W:Wa1,d1,g4,b4:Bb6,d6,f4,e5", "a1 a7", None, IllegalKind.TOO_FAR, "a1 a7"),
        ("mill", "W:Wa1,d1,g4,b4:Bb6,d6,f4,e5", "b6 b2", None, IllegalKind.OPPONENTS_PIECE, "b6"),
        ("mill", "W:Wa1,d1,g4,b4:Bb6,d6,f4,e5", "b4 b2", "b6", IllegalKind.NO_MILL, ""),
        ("mill", "W:Wa1,d1,g4,b4:Bb6,d6,f4,e5", "g4 g1", "a1", IllegalKind.NOT_AN_ENEMY_MAN, "a1"),
        # 7.2: a man in a mill is safe while the opponent has others
        ("mill", "W:Wa1,d1,g4,b4:Bb6,d6,f6,e5", "g4 g1", "d6", IllegalKind.MAN_IN_A_MILL, "d6"),
    ],
)
def test_the_reason_a_named_move_is_not_legal(
    game: str, fen: str | None, path: str, removal: str | None, kind: IllegalKind, about: str
) -> None:
    p = position(game, fen)
    named = points(p, path)
    taken = p.board.point(removal) if removal else None
    assert not [m for m in named_point_moves(p, named) if taken is None or taken in m.captured]
    found = explain_point_move(p, named, taken)
    assert found.kind is kind
    assert list(found.squares) == (points(p, about) if about else [])


def test_a_mill_removal_refused_lists_the_men_that_may_be_taken() -> None:
    p = position("mill", "W:Wa1,d1,g4,b4:Bb6,d6,f6,e5")
    found = explain_point_move(p, points(p, "g4 g1"), p.board.point("d6"))
    assert {p.board.name(x) for m in found.moves for x in m.captured} == {"e5"}


def test_one_point_named_in_each_game() -> None:
    mill = position("mill", "W:Wa1:Bd1:H8,8")
    assert explain_point(mill, mill.board.point("a1")).kind is IllegalKind.MUST_PLACE
    assert explain_point(mill, mill.board.point("a1")).count == 8
    alquerque = position("alquerque")
    assert explain_point(alquerque, alquerque.board.point("a1")).kind is (
        IllegalKind.PIECE_CANNOT_MOVE)
    assert explain_point(alquerque, alquerque.board.point("a1"), capture=True).kind is (
        IllegalKind.NOTHING_TO_CAPTURE)
    check = position("vietnamese", "B:Wc3,Kc2:Be5,Kc4")
    assert explain_point(check, check.board.point("e5")).kind is IllegalKind.LEAVES_KING_IN_CHECK


def test_a_path_names_moves_by_landings_or_by_the_men_jumped() -> None:
    p = position("alquerque", "W:Wa1:Bb2,c4,c2")
    assert {texts_of(p, m) for m in named_point_moves(p, points(p, "a1 c5"))} == {"a1xc3xc5"}
    assert [texts_of(p, m) for m in named_point_moves(p, points(p, "a1 c3"))] == ["a1xc3"]
    assert [texts_of(p, m) for m in named_point_moves(p, points(p, "a1 b2 c3 c4 c5"))] == [
        "a1xc3xc5"]
    assert texts(p) == {"a1xc3", "a1xc3xc1", "a1xc3xc5"}
    chain = next(m for m in p.legal_moves() if len(m.path) == 3 and m.path[-1] == 22)
    assert [p.board.name(x) for x in route(p.board, chain)] == ["b2", "c3", "c4", "c5"]
    assert jumped_point(p.board, 0, 12) == p.board.point("b2")
    assert jumped_point(p.board, 0, 1) is None


def texts_of(p: PointPosition, move: object) -> str:
    from accessible_dama.notation import points as notation
    from accessible_dama.rules import Move

    assert isinstance(move, Move)
    return notation.full_move_text(p.rules, move)
