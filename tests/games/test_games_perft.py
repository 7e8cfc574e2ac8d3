"""perft of the point games by two independent routes: the rules core's generator, and the
deliberately naive reference of ``reference`` written from the text alone.

The figures from the start are pinned too, so that a change to both routes at once shows.
"""

from __future__ import annotations

import random

import pytest

from accessible_dama.notation.points import write_fen
from accessible_dama.rules import perft, perft_divide

from . import reference as ref
from .helpers import as_reference, position, reference_of

FROM_START = {
    "alquerque": [4, 5, 6, 14, 37, 192, 994, 5445, 30910],
    "alquerque-modified": [3, 4, 5, 9, 21, 91, 307, 1271, 4227, 16739],
    "mill": [24, 552, 12144, 255024],
    "vietnamese": [9, 65, 709, 7311],
}

# deeper, by the generator alone (the reference agrees up to the depths above)
DEEPER = {
    "alquerque": [(10, 183158), (11, 1157940)],
    "alquerque-modified": [(11, 54846), (12, 213579)],
    "mill": [(5, 5140800)],
    "vietnamese": [(5, 78879), (6, 805217)],
}

# positions in the middle of a game, where chains, mills and flights happen
MIDDLE = {
    "alquerque": [
        "W:Wa1,c1,e1,b2,d2,c3:Bb1,d1,c2,b3,d3,c4,a5",
        "B:Wb2,c2,d2,b4,d4,c5:Ba1,c3,e3,e5",
    ],
    "alquerque-modified": [
        "W:Wa1,c1,b2,d3,a4:Bb3,c4,d4,a5,e5,e2",
        "B:Wa5,b5,c5,b4:Ba1,c1,b3",
    ],
    "mill": [
        "W:Wa1,d1,b4,c4:Bg7,d7,f6,e5:H5,5",
        "W:Wa1,d1,g4,b4,f2,c5:Bg7,d7,f6,e5,b6,a7",
        "B:Wa1,d1,g4,b4,c5,e3:Bg7,d7,f2",
    ],
    "vietnamese": [
        "W:Wa1,b2,c3,d2,e2,b4,Kc1:Bc4,d4,a4,e5,b5,Kd5",
        "B:Wc4,b3,d3,Kc2:Bd4,b4,e4,a5,Ke5",
        "W:Wb2,c2,d2,a1,Kc1:Bc3,a3,e3,d4,b4,Kc5",
    ],
}


def _cases() -> list[tuple[str, int, int]]:
    return [(g, d, n) for g, figures in FROM_START.items() for d, n in enumerate(figures, 1)]


@pytest.mark.parametrize(("game", "depth", "expected"), _cases())
def test_perft_from_the_start_by_two_routes(game: str, depth: int, expected: int) -> None:
    p = position(game)
    assert perft(p, depth) == expected
    assert ref.perft(reference_of(p), depth) == expected


@pytest.mark.slow
@pytest.mark.parametrize(
    ("game", "depth", "expected"), [(g, d, n) for g, rows in DEEPER.items() for d, n in rows]
)
def test_perft_from_the_start_deeper(game: str, depth: int, expected: int) -> None:
    assert perft(position(game), depth) == expected


@pytest.mark.parametrize(
    ("game", "fen"), [(g, fen) for g, fens in MIDDLE.items() for fen in fens]
)
def test_perft_of_middle_positions_by_two_routes(game: str, fen: str) -> None:
    p = position(game, fen)
    naive = reference_of(p)
    for depth in range(1, 4):
        assert perft(p, depth) == ref.perft(naive, depth), (fen, depth)


@pytest.mark.parametrize("game", sorted(FROM_START))
def test_perft_divide_matches_the_reference_move_by_move(game: str) -> None:
    p = position(game)
    naive = reference_of(p)
    for move, n in perft_divide(p, 3):
        assert ref.perft(naive.play(as_reference(p, move)), 2) == n


@pytest.mark.parametrize("game", sorted(FROM_START))
def test_perft_of_positions_reached_by_random_play_by_two_routes(game: str) -> None:
    rng = random.Random(2024)
    for _ in range(6):
        p = position(game)
        for _ in range(rng.randrange(4, 40)):
            moves = p.legal_moves()
            if not moves:
                break
            p.push(rng.choice(moves))
        fresh = p.copy()
        assert perft(fresh, 2) == ref.perft(reference_of(fresh), 2), write_fen(p)


def test_perft_leaves_the_position_as_it_was() -> None:
    p = position("mill", "W:Wa1,d1,b4,c4:Bg7,d7,f6,e5:H5,5")
    before = p.key()
    perft(p, 3)
    assert p.key() == before and p.move_stack == []
