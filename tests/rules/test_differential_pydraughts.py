"""Differential test of the rules core against pydraughts (PyPI ``pydraughts``, module
``draughts``) for the variants both implement: english, brazilian, international and
russian.

In every position checked, the SET of legal moves must be equal, each move compared as
(start square, end square, frozenset of captured squares); pydraughts lists every route
of a capture, so our one path per move must also be one of pydraughts' routes with the
same key. After the move chosen, the position reached must be the same in both (this
checks captures removed and men crowned by ``push``).

Positions come from seeded random playouts (from the start and from hand-made FENs with
kings) and from seeded random placements of men and kings. pydraughts has no Czech
variant (asking for "czech" silently gives the international board): it is not used
for Czech.

Square numbers: pydraughts uses the PDN numbering for english (Black on 1-12, Black
first) and international, the same as ours; for brazilian and russian its numbers run
from a1 (the Russian numbering) and its FENs are algebraic, so their squares are mapped
through their algebraic names.

Russian: pydraughts (``pieces_promote_and_continue_capturing``) crowns a man during its
capture and lets it go on as a flying king, as we do; it makes a capture complete by
dropping any move whose captures, in order, begin a longer move of the same piece, which
gives the same moves as our reading wherever we looked (see the counts in docs/rules.md).

pydraughts is slow, so its answers for the default set (about 22,000 positions) are kept
in tests/data/differential/ and compared there without pydraughts in every run
(test_differential_stored.py); ``scripts/regen-differential`` writes them again from
pydraughts. Here, under ``-m slow``, the same set live (about 1 minute) and a larger one
(about 5 minutes).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

# the live comparison needs pydraughts (the test extras); the default run does not
draughts = pytest.importorskip("draughts")
from draughts.convert import _number_to_algebraic  # noqa: E402

from accessible_dama.notation.fen import parse_fen, write_fen  # noqa: E402
from accessible_dama.notation.squares import Style, parse_square  # noqa: E402
from accessible_dama.rules import Move, Piece, Position, Rules, find_variant  # noqa: E402

# our variant id -> pydraughts variant name
PYDRAUGHTS_NAME = {
    "english": "english",
    "brazilian": "brazilian",
    "international": "standard",
    "russian": "russian",
}
# pydraughts numbers these from a1 and writes their FENs with algebraic squares
ALGEBRAIC_IN_PYDRAUGHTS = {"brazilian", "russian"}

# Hand-made start positions with kings (and some traps for the capture rules).
HAND_MADE_FENS: dict[str, list[str]] = {
    "english": [
        # a man capturing onto the crowning row is crowned and its move ends there
        "B:W26,27,19:B22",
        # short kings: multi-captures in all directions, ring of men
        "W:WK18:B14,15,22,23,7,8",
        "B:W9,10,17,18,K25:BK14,K1,5",
        "W:W21,22,23,K6,K7:B12,13,14,15,16,K28,K29",
        "B:W18,19,26,27,K3:BK23,K10,11,2",
    ],
    "brazilian": [
        # flying kings, long diagonal, many routes to the same end
        "W:WKa1:Bc3,e5,f6,c7,b6,d4",
        "W:WKh2,Kb2,e3:Bf4,d6,c5,f6,Kg7,b8",
        "B:Wc3,e3,d4,f4,Kh6,b2:BKa7,Kh8,f8,b6",
        # a man passing its crowning row during a capture stays a man
        "W:Wd6:Bc7,e7,e5,c5,g7",
        "W:Wc5,g3,Ka1:Bb6,d6,f6,d8,f4,Kh8",
    ],
    "international": [
        # published perft positions (also in test_perft.py)
        "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46",
        "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38",
        "W:WK31,K32,K33,K34,K35,K36,K37,K38,K39,K40,K41,K42,K43,K44,K45,K46,K47,K48,K49,K50"
        ":BK1,K2,K3,K4,K5,K6,K7,K8,K9,K10,K11,K12,K13,K14,K15,K16,K17,K18,K19,K20",
        # a king among pieces it could jump twice (captured pieces stay and block)
        "W:WK46:B41,37,28,19,18,29,39,33,24",
        "W:WK28:B22,23,32,33,12,14,42,44",
        # a man passing its crowning row during a capture stays a man
        "W:W12:B7,8,17,18,19,9",
        "B:W26,27,37,38,K45,K5:B16,17,21,K50,K1,3",
    ],
    "russian": [
        # a man crowned during its capture goes on as a flying king
        "W:Wb6,c3,e3:Bc7,g5,f2,d6,b4",
        "W:Wb6,a3:Bc7,f6,e3,Kh8,b4",
        "B:Wd2,g3,b2,e5,Kb8:Bc3,f6,h6,a7",
        # flying kings, long diagonal, many routes to the same end
        "W:WKa1:Bc3,e5,f6,c7,b6,d4",
        "W:WKh2,Kb2,e3:Bf4,d6,c5,f6,Kg7,b8",
        # a man round four pieces back to its own square (both ways: one move)
        "B:W14,15,22,23,24,25,27,28,29,30,31,32:B1,2,3,4,5,7,8,9,10,11,12",
    ],
}


def _square_map(rules: Rules) -> dict[int, int]:
    """pydraughts' square numbers (as given by ``_legal_moves_board``) -> ours."""
    g = rules.geometry
    if rules.id in ALGEBRAIC_IN_PYDRAUGHTS:
        return {
            n: parse_square(g, _number_to_algebraic(str(n), variant=rules.id))
            for n in range(1, g.squares + 1)
        }
    return {n: n for n in range(1, g.squares + 1)}


def _fen_for_pydraughts(position: Position) -> str:
    style = Style.ALGEBRAIC if position.rules.id in ALGEBRAIC_IN_PYDRAUGHTS else Style.NUMERIC
    return write_fen(position, style)


Key = tuple[int, int, frozenset[int]]
# one position as kept: its FEN, pydraughts' routes (the squares, -1, the captured squares),
# and when a move was pushed its path and the FEN pydraughts reached
Record = list[Any]
# pydraughts' moves: every route (our squares) with its own steps, by key
Routes = dict[Key, list[tuple[tuple[int, ...], list[list[int]]]]]
# what pydraughts' ``_legal_moves_board`` returns: steps and captured squares per move
BoardMoves = tuple[list[list[list[int]]], list[list[int | None]]]


def _key(move: Move) -> Key:
    return (move.path[0], move.path[-1], move.captured)


def _show(key: Key) -> str:
    start, end, captured = key
    if captured:
        return f"{start}x{end} captures {sorted(captured)}"
    return f"{start}-{end}"


@dataclass
class Stats:
    positions: int = 0
    with_kings: int = 0
    captures: int = 0
    multi_captures: int = 0
    king_captures: int = 0
    crowned_on_the_way: int = 0  # a man crowned during its capture, ending elsewhere
    pushes: int = 0
    failures: list[str] = field(default_factory=list)

    def fail(self, text: str) -> None:
        if len(self.failures) < 8:
            self.failures.append(text)


class Checker:
    """Compares one variant's positions with pydraughts."""

    def __init__(self, variant: str, record: list[Record] | None = None) -> None:
        self.rules = find_variant(variant)
        self.name = PYDRAUGHTS_NAME[variant]
        self.map = _square_map(self.rules)
        self.stats = Stats()
        self.record = record  # pydraughts' answers, kept for the stored comparison

    def _theirs(self, board: draughts.Board) -> tuple[Routes, BoardMoves]:
        board_moves, board_captures = board._legal_moves_board()
        smap = self.map
        theirs: Routes = {}
        for steps, captures in zip(board_moves, board_captures, strict=True):
            path = tuple(smap[s] for s in [steps[0][0], *(step[1] for step in steps)])
            captured = frozenset(smap[c] for c in captures if c is not None)
            theirs.setdefault((path[0], path[-1], captured), []).append((path, steps))
        return theirs, (board_moves, board_captures)

    def check(self, position: Position, rng: random.Random | None = None) -> Move | None:
        """Compare the legal moves of ``position``; with ``rng``, choose one of them, push it
        in both and compare the positions reached (``position`` is left after the move).
        Returns the move pushed, or None (no move, or a difference found)."""
        st = self.stats
        fen = _fen_for_pydraughts(position)
        board = draughts.Board(self.name, fen)
        theirs, raw = self._theirs(board)
        if self.record is not None:
            routes = sorted([*path, -1, *sorted(key[2])]
                            for key, found in theirs.items() for path, _ in found)
            self.record.append([write_fen(position, Style.NUMERIC), routes, None, None])
        ours = position.legal_moves()
        mine = {_key(m): m for m in ours}
        st.positions += 1
        if position.white_kings or position.black_kings:
            st.with_kings += 1
        if ours and ours[0].captured:
            st.captures += 1
            if any(len(m.captured) > 1 for m in ours):
                st.multi_captures += 1
            kings = position.white_kings | position.black_kings
            bit = self.rules.geometry.bit
            if any(kings & bit[m.path[0]] for m in ours):
                st.king_captures += 1
            crown = self.rules.geometry.promotion_rows[position.turn]
            if any(position.is_promotion(m) and not crown & bit[m.path[-1]] for m in ours):
                st.crowned_on_the_way += 1
        if len(mine) != len(ours):
            st.fail(f"{self.rules.id} {fen}: our list has duplicate moves: {ours}")
            return None
        if position.count_legal_moves() != len(ours):
            st.fail(
                f"{self.rules.id} {fen}: count_legal_moves() = {position.count_legal_moves()}"
                f" but {len(ours)} legal moves"
            )
        if set(mine) != set(theirs):
            only_ours = sorted(map(_show, set(mine) - set(theirs)))
            only_theirs = sorted(map(_show, set(theirs) - set(mine)))
            st.fail(
                f"{self.rules.id} {fen} ({write_fen(position)}):"
                f" only ours {only_ours}; only pydraughts {only_theirs}"
            )
            return None
        for key, move in mine.items():
            routes = [path for path, _ in theirs[key]]
            if move.path not in routes:
                st.fail(
                    f"{self.rules.id} {fen}: our route {move.path} for {_show(key)}"
                    f" is not among pydraughts' routes {routes}"
                )
        if rng is None or not ours:
            return None
        move = rng.choice(sorted(ours))
        steps = next(s for path, s in theirs[_key(move)] if path == move.path)
        board_moves, board_captures = raw
        board.push(
            draughts.Move(
                board_move=steps, possible_moves=board_moves, possible_captures=board_captures
            )
        )
        position.push(move)
        st.pushes += 1
        reached = parse_fen(board.fen, self.rules)
        if self.record is not None:
            self.record[-1][2:] = [list(move.path), write_fen(reached, Style.NUMERIC)]
        if reached.key() != position.key():
            st.fail(
                f"{self.rules.id} {fen}: after {move} ours {write_fen(position)},"
                f" pydraughts {board.fen}"
            )
            return None
        return move

    # ------------------------------------------------------------ position sources

    def playouts(self, seed: int, games: int, max_plies: int, start: str | None = None) -> None:
        """Random games from the start (or ``start``), every position checked."""
        rng = random.Random(seed)
        for _ in range(games):
            position = (
                Position(self.rules) if start is None else parse_fen(start, self.rules)
            )
            for _ in range(max_plies):
                if self.check(position, rng) is None:
                    break

    def placements(self, seed: int, count: int, most: int) -> None:
        """``count`` random placements of 1..``most`` pieces a side (about 40% kings)."""
        for position in random_positions(self.rules, seed, count, most):
            self.check(position)

    def assert_clean(self) -> None:
        st = self.stats
        assert not st.failures, (
            f"{len(st.failures)}+ disagreements with pydraughts "
            f"(FEN as given to pydraughts, then ours):\n" + "\n".join(st.failures)
        )


def random_positions(rules: Rules, seed: int, count: int, most: int) -> Iterator[Position]:
    rng = random.Random(seed)
    g = rules.geometry
    for _ in range(count):
        n_white, n_black = rng.randint(1, most), rng.randint(1, most)
        squares = rng.sample(range(1, g.squares + 1), n_white + n_black)
        pieces = {}
        for i, s in enumerate(squares):
            white = i < n_white
            king = rng.random() < 0.4 or bool(g.promotion_rows[white] & g.bit[s])
            pieces[s] = Piece.of(white, king)
        yield Position(rules, pieces, rng.random() < 0.5)


# --------------------------------------------------------------------------- tests

# (games from the start, games from each hand-made FEN, max plies, placements, most pieces)
DEFAULT_SIZES = {
    "english": (70, 6, 150, 1500, 12),
    "brazilian": (70, 5, 150, 1200, 12),
    "international": (30, 3, 160, 700, 20),
    "russian": (70, 5, 150, 1200, 12),
}
SLOW_SIZES = {
    "english": (400, 30, 200, 8000, 12),
    "brazilian": (300, 30, 200, 6000, 12),
    "international": (250, 20, 200, 4000, 20),
    "russian": (300, 30, 200, 6000, 12),
}


def _run(variant: str, sizes: tuple[int, int, int, int, int], seed: int,
         record: list[Record] | None = None) -> Stats:
    games, fen_games, max_plies, placements, most = sizes
    checker = Checker(variant, record)
    checker.playouts(seed, games, max_plies)
    for i, fen in enumerate(HAND_MADE_FENS[variant]):
        checker.playouts(seed * 100 + i, fen_games, max_plies, start=fen)
    checker.placements(seed, placements, most)
    checker.assert_clean()
    return checker.stats


DEFAULT_SEED = 20240611


@pytest.mark.slow
@pytest.mark.parametrize("variant", sorted(PYDRAUGHTS_NAME))
def test_same_legal_moves_as_pydraughts(variant: str) -> None:
    st = _run(variant, DEFAULT_SIZES[variant], seed=DEFAULT_SEED)
    # the sources must keep reaching the interesting cases
    assert st.positions >= 4000
    assert st.with_kings >= 1500
    assert st.multi_captures >= 300
    assert st.king_captures >= 300
    assert st.pushes >= 2000
    if find_variant(variant).crowns_mid_capture:
        assert st.crowned_on_the_way >= 30


@pytest.mark.slow
@pytest.mark.parametrize("variant", sorted(PYDRAUGHTS_NAME))
def test_same_legal_moves_as_pydraughts_large(variant: str) -> None:
    st = _run(variant, SLOW_SIZES[variant], seed=7)
    assert st.positions >= 20000


def test_hand_made_fens_are_read_alike() -> None:
    """Our FEN reading and pydraughts' agree on every hand-made start position."""
    for variant, fens in HAND_MADE_FENS.items():
        rules = find_variant(variant)
        for fen in fens:
            position = parse_fen(fen, rules)
            board = draughts.Board(PYDRAUGHTS_NAME[variant], _fen_for_pydraughts(position))
            assert parse_fen(board.fen, rules).key() == position.key(), (variant, fen)


def test_square_numbering_matches() -> None:
    """The start positions and first moves agree square by square (english: Black on 1-12,
    Black first; brazilian and russian: pydraughts' a1-based numbers mapped through
    algebraic names)."""
    for variant, name in PYDRAUGHTS_NAME.items():
        rules = find_variant(variant)
        board = draughts.Board(name)
        assert parse_fen(board.fen, rules).key() == Position(rules).key(), variant
    english = draughts.Board("english")
    assert sorted(m.pdn_move for m in english.legal_moves())[:2] == ["10-14", "10-15"]
    assert {
        (m.path[0], m.path[-1]) for m in Position(find_variant("english")).legal_moves()
    } >= {(10, 14), (10, 15), (12, 16)}
