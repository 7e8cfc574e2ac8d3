"""perft from the start and from published positions equals the published figures
(capture routes with the same start, end and captured pieces counted once)."""

from __future__ import annotations

import pytest

from accessible_dama.notation.fen import parse_fen
from accessible_dama.rules import Position, find_variant, perft

PUBLISHED_FROM_START = {
    "international": [9, 81, 658, 4265, 27117, 167140, 1049442, 6483961],
    "english": [7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680],
    "czech": [7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963671],
    "brazilian": [7, 49, 302, 1469, 7473, 37628, 187302, 907830, 4431766],
}

# Russian, as published: they count capture routes, and a man's capture round four pieces
# back to its own square is two routes (one each way) but one move here (RULES.md: the same
# start, end and captured pieces are one move). Six such captures are the last ply of depth
# 8, none come sooner: ours is 929899 there. Depths 7 and 8 run under -m slow.
PUBLISHED_RUSSIAN = [7, 49, 302, 1469, 7482, 37986, 190146, 929905]
RUSSIAN_LOOPS_COUNTED_TWICE = {8: 6}

PUBLISHED_INTERNATIONAL_POSITIONS = [
    (
        "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46",
        [14, 55, 1168, 5432, 87195],
    ),
    (
        "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38",
        [6, 12, 30, 73, 215, 590, 1944, 6269],
    ),
    (
        "W:WK31,K32,K33,K34,K35,K36,K37,K38,K39,K40,K41,K42,K43,K44,K45,K46,K47,K48,K49,K50"
        ":BK1,K2,K3,K4,K5,K6,K7,K8,K9,K10,K11,K12,K13,K14,K15,K16,K17,K18,K19,K20",
        [17, 79, 352, 1399, 7062, 37589],
    ),
]


def _cases() -> list[tuple[str, int, int]]:
    return [
        (variant, depth, n)
        for variant, figures in PUBLISHED_FROM_START.items()
        for depth, n in enumerate(figures, 1)
    ]


@pytest.mark.parametrize(("variant", "depth", "expected"), _cases())
def test_perft_from_start_equals_published_figures(variant: str, depth: int, expected: int) -> None:
    assert perft(Position(find_variant(variant)), depth) == expected


@pytest.mark.parametrize(
    ("depth", "published"),
    [
        pytest.param(d, n, marks=[pytest.mark.slow] if d >= 7 else [])
        for d, n in enumerate(PUBLISHED_RUSSIAN, 1)
    ],
)
def test_russian_perft_from_start_equals_published_figures(depth: int, published: int) -> None:
    ours = perft(Position(find_variant("russian")), depth)
    assert ours + RUSSIAN_LOOPS_COUNTED_TWICE.get(depth, 0) == published


def _loops_at_last_ply(position: Position, depth: int) -> int:
    """Captures of the last ply of ``depth`` that end on their own start square."""
    if depth == 1:
        return sum(m.path[0] == m.path[-1] for m in position.legal_moves() if m.captured)
    total = 0
    for move in position.legal_moves():
        position.push(move)
        total += _loops_at_last_ply(position, depth - 1)
        position.pop()
    return total


@pytest.mark.slow
def test_russian_perft_8_differs_from_the_published_figure_by_its_loops() -> None:
    position = Position(find_variant("russian"))
    assert [_loops_at_last_ply(position, d) for d in (7, 8)] == [0, RUSSIAN_LOOPS_COUNTED_TWICE[8]]


@pytest.mark.parametrize(("fen", "expected"), PUBLISHED_INTERNATIONAL_POSITIONS)
def test_perft_of_published_international_positions(fen: str, expected: list[int]) -> None:
    position = parse_fen(fen, find_variant("international"))
    assert [perft(position, d) for d in range(1, len(expected) + 1)] == expected


def test_perft_leaves_the_position_as_it_was() -> None:
    position = Position(find_variant("brazilian"))
    before = position.key()
    perft(position, 4)
    assert position.key() == before
    assert position.move_stack == []


def test_czech_8_and_opalecka_start_with_eight_men_on_two_ranks() -> None:
    for variant in ("czech-8", "opalecka"):
        position = Position(find_variant(variant))
        assert position.count(True) == (8, 0) and position.count(False) == (8, 0)
        assert perft(position, 1) == 7
