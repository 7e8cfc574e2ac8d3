"""The stored puzzles (accessible_dama/puzzles/data, made by scripts/make_puzzles.py): each
reads, its position is one of the variant's, its solution is a line of legal moves whose
first move is a choice (no capture forced, more than one move), and on a fixed sample the
first move is, at the depth every other first move was checked to (6 to 8 plies), a move
that wins while every other one does not."""

from __future__ import annotations

import pytest

from accessible_dama.engine.player import piece_balance
from accessible_dama.notation import parse_fen, parse_move
from accessible_dama.puzzles import GRADES, TARGETS, Puzzle, grade_of, load
from accessible_dama.puzzles.tactics import (
    gain_plies,
    keeps_level,
    only_winning_move,
    score_after,
    wins,
)
from accessible_dama.rules import Move, Position, find_variant

VARIANTS = sorted(TARGETS)
#: the sample's check searches each first move to the depth of the check that kept the
#: puzzle (two plies more than the search that found it): 6 to 8 plies. At the finding
#: depth itself another move may seem to win what a deeper search sees it does not.
SAMPLE_EVERY = 12  # every twelfth puzzle of each variant that wins men, the first included


def replayed(puzzle: Puzzle) -> tuple[Position, list[Move]]:
    rules = find_variant(puzzle.variant)
    position = parse_fen(puzzle.fen, rules)
    p = position.copy()
    moves = []
    for text in puzzle.solution:
        move = parse_move(p, text)
        moves.append(move)
        p.push(move)
    return position, moves


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_stored_puzzle_reads_and_its_solution_is_legal(variant: str) -> None:
    puzzles = load(variant)
    assert puzzles, f"no puzzles for {variant}"
    assert len({p.fen for p in puzzles}) == len(puzzles)  # no position twice
    for puzzle in puzzles:
        position, moves = replayed(puzzle)
        assert 1 <= puzzle.grade <= GRADES and puzzle.grade == grade_of(puzzle.plies)
        assert puzzle.kind in ("sacrifice", "quiet") and puzzle.source
        assert puzzle.game or puzzle.men >= 1
        # a choice, not a forced capture
        assert not position.must_capture() and len(position.legal_moves()) >= 2
        assert not moves[0].captured
        # the check searched every other first move deeper than the search that found it
        assert puzzle.checked >= 6
        if not puzzle.game:
            p = position.copy()
            for move in moves:
                p.push(move)
            assert piece_balance(p, position.turn) - piece_balance(position, position.turn) >= 1


def test_a_puzzle_line_round_trips() -> None:
    for variant in VARIANTS:
        for puzzle in load(variant)[:5]:
            assert Puzzle.from_line(variant, puzzle.line()) == puzzle


def _sample(variant: str) -> list[Puzzle]:
    """Puzzles that win men: a won game may have been seen through the Czech endgame
    database, which a test does not have."""
    return [p for p in load(variant) if not p.game][::SAMPLE_EVERY]


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_first_move_alone_wins_on_a_sample_at_the_checking_depth(variant: str) -> None:
    sample = _sample(variant)
    assert sample
    for puzzle in sample:
        position, moves = replayed(puzzle)
        depth = puzzle.checked
        best, line, _ = score_after(position, moves[0], depth)
        # it wins: by the score, or a man is won on the line the search expects
        assert wins(position, best) or gain_plies(position, (moves[0], *line))[1] >= 1, \
            puzzle.fen
        for other in position.legal_moves():
            if other != moves[0]:
                score, _, _ = score_after(position, other, depth)
                assert keeps_level(position, score, best), (puzzle.fen, other)


def test_the_finder_keeps_a_position_with_one_winning_move_only() -> None:
    """Czech: the white king on b8 and the man on f4 against four men. f4-g5 wins
    (the man on e5 falls to the king); no other move wins anything."""
    position = parse_fen("W:Wf4,c1,g1,Kb8:Bd6,e5,a3,h2", find_variant("czech"))
    found = only_winning_move(position, 4, 6)
    assert found is not None and found.move == parse_move(position, "f4-g5")
    assert found.checked == 6


def test_the_finder_leaves_out_a_forced_move_and_a_quiet_start() -> None:
    czech = find_variant("czech")
    assert only_winning_move(Position(czech), 4, 6) is None  # nothing wins at the start
    forced = parse_fen("W:Wc3:Bd4,h8", czech)  # one legal move: the capture
    assert len(forced.legal_moves()) == 1
    assert only_winning_move(forced, 4, 6) is None
