"""Properties of the rules core over random play and random positions, in every variant.

Hypothesis runs derandomized (the same examples every run), so CI is repeatable.
Besides the invariants of play (material, crowning, turn, push/pop, counts) the legal
moves of random positions are compared with a small reference generator written here
from RULES.md alone, square by square, slow and plain.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_dama.rules import VARIANTS, Game, Move, Piece, Position, Rules

VARIANT_IDS = sorted(VARIANTS)

PROPS = settings(
    derandomize=True,
    deadline=None,
    max_examples=300,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

Coord = tuple[int, int]
DIAGONALS: tuple[Coord, ...] = ((-1, 1), (1, 1), (-1, -1), (1, -1))


# ------------------------------------------------------------------ reference generator

# which capture must be chosen, per RULES.md's table
PRIORITY = {
    "czech": "king",
    "opalecka": "king",
    "czech-8": "multi",
    "english": "free",
    "brazilian": "most",
    "international": "most",
    "russian": "free",
}


def reference_moves(pos: Position) -> set[tuple[int, int, frozenset[int]]]:
    """(start, end, captured squares) of every legal move, from RULES.md alone."""
    rules = pos.rules
    g = rules.geometry
    size = g.size
    board: dict[Coord, Piece] = {g.coords(s): p for s, p in pos.pieces().items()}
    me = pos.turn
    forward = 1 if me else -1
    last_rank = size - 1 if me else 0

    def on(c: Coord) -> bool:
        return 0 <= c[0] < size and 0 <= c[1] < size

    def sq(c: Coord) -> int:
        s = g.square_at(*c)
        assert s is not None
        return s

    found: list[tuple[Coord, Coord, frozenset[Coord], bool]] = []
    for start, piece in board.items():
        if piece.color != me:
            continue
        king = piece.is_king

        def empty(c: Coord, start: Coord = start) -> bool:
            return on(c) and (c == start or c not in board)

        def enemy(c: Coord, taken: frozenset[Coord]) -> bool:
            p = board.get(c)
            return p is not None and p.color != me and c not in taken

        def jumps(
            cur: Coord, taken: frozenset[Coord], king: bool
        ) -> list[tuple[Coord, list[Coord]]]:
            """(victim, landing squares) of each single jump from cur, by a king or a man."""
            flying = king and rules.flying_kings
            dirs = [
                d for d in DIAGONALS
                if king or rules.men_capture_backwards or d[1] == forward
            ]
            out = []
            for df, dr in dirs:
                c = (cur[0] + df, cur[1] + dr)
                if flying:
                    while empty(c):
                        c = (c[0] + df, c[1] + dr)
                if not on(c) or not enemy(c, taken):
                    continue
                victim = c
                landings = []
                c = (c[0] + df, c[1] + dr)
                while empty(c):
                    landings.append(c)
                    if not flying:
                        break
                    c = (c[0] + df, c[1] + dr)
                if landings:
                    out.append((victim, landings))
            return out

        def crowned(t: Coord, now_king: bool) -> bool:
            # a man landing on its last rank during a capture goes on as a king (russian)
            return now_king or (rules.crowns_mid_capture and t[1] == last_rank)

        def search(cur: Coord, taken: frozenset[Coord], now_king: bool,
                   start: Coord = start, king: bool = king) -> None:
            options = jumps(cur, taken, now_king)
            if not options:
                if taken:
                    found.append((start, cur, taken, king))
                return
            for victim, landings in options:
                taken2 = taken | {victim}
                going_on = [t for t in landings if jumps(t, taken2, crowned(t, now_king))]
                for t in going_on or landings:
                    search(t, taken2, crowned(t, now_king))

        search(start, frozenset(), king)

    def key(f: tuple[Coord, Coord, frozenset[Coord], bool]) -> tuple[int, int, frozenset[int]]:
        return (sq(f[0]), sq(f[1]), frozenset(sq(c) for c in f[2]))

    if found:
        rule = PRIORITY[rules.id]
        if rule == "king" and any(f[3] for f in found):
            found = [f for f in found if f[3]]
        elif rule == "multi" and any(len(f[2]) >= 2 for f in found):
            found = [f for f in found if len(f[2]) >= 2]
        elif rule == "most":
            most = max(len(f[2]) for f in found)
            found = [f for f in found if len(f[2]) == most]
        return {key(f) for f in found}

    plain = set()
    for start, piece in board.items():
        if piece.color != me:
            continue
        for df, dr in DIAGONALS:
            if not piece.is_king and dr != forward:
                continue
            c = (start[0] + df, start[1] + dr)
            while on(c) and c not in board:
                plain.add((sq(start), sq(c), frozenset()))
                if not (piece.is_king and rules.flying_kings):
                    break
                c = (c[0] + df, c[1] + dr)
    return plain


# ------------------------------------------------------------------ invariants


def move_key(m: Move) -> tuple[int, int, frozenset[int]]:
    return (m.path[0], m.path[-1], m.captured)


def check_moves(pos: Position, moves: list[Move]) -> None:
    """Every invariant of one position's legal moves."""
    pieces = pos.pieces()
    g = pos.rules.geometry
    assert pos.count_legal_moves() == len(moves)
    keys = [move_key(m) for m in moves]
    assert len(keys) == len(set(keys)), "duplicate (start, end, captured)"
    captures = [m for m in moves if m.captured]
    assert pos.must_capture() == bool(captures)
    if captures:
        assert len(captures) == len(moves), "a plain move while a capture exists"
        every = {move_key(m) for m in pos.capture_moves_ignoring_priority()}
        assert set(keys) <= every
    for m in moves:
        start = pieces.get(m.start)
        assert start is not None and start.color == pos.turn
        for s in m.captured:
            p = pieces.get(s)
            assert p is not None and p.color != pos.turn
        # every step of the path runs along a diagonal over exactly one captured piece
        # (captures) or over nothing (plain moves), through otherwise empty squares
        if m.captured:
            assert len(m.path) == len(m.captured) + 1
        else:
            assert len(m.path) == 2
        over: set[int] = set()
        for a, b in zip(m.path, m.path[1:], strict=False):
            (fa, ra), (fb, rb) = g.coords(a), g.coords(b)
            assert abs(fa - fb) == abs(ra - rb) > 0
            df, dr = (fb > fa) - (fb < fa), (rb > ra) - (rb < ra)
            between = [g.square_at(fa + i * df, ra + i * dr) for i in range(1, abs(fb - fa))]
            occupied = [s for s in between if s in pieces and s != m.start]
            if m.captured:
                assert len(occupied) == 1 and occupied[0] in m.captured
                assert occupied[0] not in over, "a piece jumped twice"
                over.add(occupied[0])
            else:
                assert occupied == []
            assert b == m.start or b not in pieces
        assert over == set(m.captured)


def snapshot(game: Game) -> tuple[object, ...]:
    return (
        game.position.key(),
        game.outcome,
        [(c.rule.clause, c.plies_left) for c in game.draw_counters()],
        game.repetition_count(),
        sorted(map(move_key, game.legal_moves()), key=repr),
        len(game.moves),
    )


def check_push(pos_before: dict[int, Piece], turn: bool, rules: Rules, move: Move,
               pos_after: dict[int, Piece]) -> None:
    """Material falls only by the captured pieces, kings stay kings, men crown only at the
    end of their move on their promotion row (or, where the rules say so, on passing it
    during a capture)."""
    g = rules.geometry
    crown = g.promotion_rows[turn]
    mover = pos_before[move.start]
    expect = dict(pos_before)
    del expect[move.start]
    for s in move.captured:
        del expect[s]
    on_the_way = rules.crowns_mid_capture and any(crown & g.bit[s] for s in move.path)
    crowned = not mover.is_king and (bool(crown & g.bit[move.end]) or on_the_way)
    expect[move.end] = Piece.of(turn, mover.is_king or crowned)
    assert pos_after == expect


def play_and_check(game: Game, choices: list[int]) -> None:
    snapshots = []
    for choice in choices:
        if game.outcome is not None:
            assert game.legal_moves() == []
            break
        pos = game.position
        moves = game.legal_moves()
        check_moves(pos, moves)
        move = moves[choice % len(moves)]
        before, turn = pos.pieces(), pos.turn
        snapshots.append(snapshot(game))
        played = game.push(move)
        assert played == move
        assert pos.turn != turn
        check_push(before, turn, game.rules, move, pos.pieces())
        # no man stands on its own promotion row
        g = game.rules.geometry
        for s, p in pos.pieces().items():
            if not p.is_king:
                assert not g.promotion_rows[p.color] & g.bit[s]
    while snapshots:
        game.pop()
        assert snapshot(game) == snapshots.pop()


def long_game(seed: int, plies: int) -> list[int]:
    """Move choices for a long game (lists drawn by hypothesis stay short)."""
    rng = random.Random(seed)
    return [rng.randrange(1_000_000) for _ in range(plies)]


SEEDS = st.integers(min_value=0, max_value=2**32)


@PROPS
@given(variant=st.sampled_from(VARIANT_IDS), seed=SEEDS, plies=st.integers(20, 300))
def test_random_games_from_the_start(variant, seed, plies):
    choices = long_game(seed, plies)
    rules = VARIANTS[variant]
    game = Game(rules)
    start = snapshot(game)
    play_and_check(game, choices)
    assert snapshot(game) == start


@st.composite
def positions(draw: st.DrawFn, variant: str) -> Position:
    rules = VARIANTS[variant]
    g = rules.geometry
    kinds = st.sampled_from(
        [Piece.WHITE_MAN, Piece.WHITE_MAN, Piece.WHITE_KING,
         Piece.BLACK_MAN, Piece.BLACK_MAN, Piece.BLACK_KING]
    )
    pieces = draw(st.dictionaries(
        st.integers(min_value=1, max_value=g.squares), kinds, min_size=2, max_size=16
    ))
    for s, p in list(pieces.items()):
        if not p.is_king and g.promotion_rows[p.color] & g.bit[s]:
            pieces[s] = Piece.of(p.color, True)
    return Position(rules, pieces, draw(st.booleans()))


@settings(PROPS, max_examples=2500)
@given(data=st.data(), variant=st.sampled_from(VARIANT_IDS))
def test_random_positions_match_the_reference(data, variant):
    pos = data.draw(positions(variant))
    moves = pos.legal_moves()
    check_moves(pos, moves)
    assert {move_key(m) for m in moves} == reference_moves(pos), repr(pos)


@PROPS
@given(data=st.data(), variant=st.sampled_from(VARIANT_IDS), seed=SEEDS,
       plies=st.integers(1, 80))
def test_random_play_from_random_positions(data, variant, seed, plies):
    choices = long_game(seed, plies)
    pos = data.draw(positions(variant))
    game = Game(pos.rules, pos)
    start = snapshot(game)
    play_and_check(game, choices)
    assert snapshot(game) == start


@PROPS
@given(variant=st.sampled_from(VARIANT_IDS), seed=SEEDS, plies=st.integers(20, 300))
def test_random_games_match_the_reference(variant, seed, plies):
    choices = long_game(seed, plies)
    pos = Position(VARIANTS[variant])
    for choice in choices:
        moves = pos.legal_moves()
        assert {move_key(m) for m in moves} == reference_moves(pos), repr(pos)
        if not moves:
            break
        pos.push(moves[choice % len(moves)])
