"""Properties of the point games over random play and random positions.

Hypothesis runs derandomized (the same examples every run). Over random games: nothing
raises, push and pop restore exactly, the legal moves are those of the naive reference
(``reference``), and a game ends only when, and as, the text says. Over random positions:
the legal moves agree with the reference, and position strings and move texts read back
to what was written.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_dama.notation import points as notation
from accessible_dama.rules import (
    BLACK,
    WHITE,
    AlquerquePosition,
    MillPosition,
    Piece,
    PointGame,
    PointPosition,
    Reason,
    VietnamesePosition,
)

from . import reference as ref
from .helpers import position, reference_moves, reference_of, rules

GAMES = ["alquerque", "alquerque-modified", "mill", "vietnamese"]

PROPS = settings(
    derandomize=True,
    deadline=None,
    max_examples=120,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def _outcome_is_what_the_text_says(game: PointGame) -> None:
    """The game is over exactly when the text ends it, with the text's winner."""
    p = game.position
    naive = reference_of(p)
    naive_moves = naive.moves()
    mover = p.turn
    o = game.outcome
    repeated = game.repetition_count() >= 3
    if o is None:
        assert naive_moves, "a game without a move must be over"
        assert not repeated
        return
    if o.reason is Reason.NO_PIECES:
        assert isinstance(p, AlquerquePosition) and not p.side(mover)
        assert o.winner == (not mover)
    elif o.reason is Reason.NO_MOVES:
        assert not naive_moves and o.winner == (not mover)
        if isinstance(p, AlquerquePosition):
            assert p.rules.steps_backwards  # the modified game passes instead
        if isinstance(p, VietnamesePosition):
            assert not p.is_check()
        if isinstance(p, MillPosition):
            assert p.men_left(mover) > 2
    elif o.reason is Reason.BOTH_BLOCKED:
        assert isinstance(naive, ref.Alquerque) and naive.modified
        assert not naive.can_move("W") and not naive.can_move("B")
        white, black = p.count(WHITE)[0], p.count(BLACK)[0]
        assert o.winner == (None if white == black else white > black)
    elif o.reason is Reason.TOO_FEW_MEN:
        assert isinstance(p, MillPosition) and p.men_left(mover) <= 2
        assert o.winner == (not mover)
    elif o.reason is Reason.CHECKMATE:
        assert isinstance(p, VietnamesePosition) and p.is_check() and not naive_moves
        assert o.winner == (not mover)
    elif o.reason is Reason.REPETITION:
        assert repeated and not p.rules.repetition_loses and o.winner is None
    elif o.reason is Reason.REPETITION_LOSS:
        assert repeated and p.rules.repetition_loses and o.winner == mover
    else:
        raise AssertionError(f"a result the texts do not give: {o}")


@PROPS
@given(
    game_id=st.sampled_from(GAMES),
    seed=st.integers(0, 1_000_000),
    plies=st.integers(0, 160),
)
def test_random_play_follows_the_text(game_id: str, seed: int, plies: int) -> None:
    rng = random.Random(seed)
    game = PointGame(rules(game_id))
    for _ in range(plies):
        p = game.position
        assert reference_moves(p) == reference_of(p).moves()
        _outcome_is_what_the_text_says(game)
        if game.outcome is not None:
            assert game.legal_moves() == []
            return
        moves = game.legal_moves()
        assert len(set(moves)) == len(moves)
        move = rng.choice(moves)
        key, snapshot = p.key(), p._snapshot()
        game.push(move)
        if rng.random() < 0.3:
            assert game.pop() == move
            assert (p.key(), p._snapshot()) == (key, snapshot)
            game.push(move)
    _outcome_is_what_the_text_says(game)


@PROPS
@given(game_id=st.sampled_from(GAMES), seed=st.integers(0, 1_000_000))
def test_push_and_pop_restore_exactly(game_id: str, seed: int) -> None:
    rng = random.Random(seed)
    p = position(game_id)
    history = []
    for _ in range(rng.randrange(1, 80)):
        moves = p.legal_moves()
        if not moves:
            break
        history.append((p.key(), p.copy()))
        p.push(rng.choice(moves))
    while history:
        key, before = history.pop()
        p.pop()
        assert p.key() == key and p == before
    assert p.move_stack == []


def _random_position(game_id: str, rng: random.Random) -> PointPosition | None:
    r = rules(game_id)
    board = r.board
    points = list(board.points)
    rng.shuffle(points)
    pieces: dict[int, Piece] = {}
    if game_id == "mill":
        white, black = rng.randrange(0, 10), rng.randrange(0, 10)
        for q in points[:white]:
            pieces[q] = Piece.WHITE_MAN
        for q in points[white:white + black]:
            pieces[q] = Piece.BLACK_MAN
        hands = (rng.randrange(0, 10 - white), rng.randrange(0, 10 - black))
        return MillPosition(r, pieces, rng.random() < 0.5, hands)  # type: ignore[arg-type]
    white, black = rng.randrange(0, 13), rng.randrange(0, 13)
    for q in points[:white]:
        pieces[q] = Piece.WHITE_MAN
    for q in points[white:white + black]:
        pieces[q] = Piece.BLACK_MAN
    if game_id == "vietnamese":
        kings = [q for q in board.points if q not in pieces]
        rng.shuffle(kings)
        pieces[kings[0]] = Piece.WHITE_KING
        pieces[kings[1]] = Piece.BLACK_KING
    try:
        return r.setup(pieces, rng.random() < 0.5)
    except ValueError:
        return None  # the side not to move in check


@PROPS
@given(game_id=st.sampled_from(GAMES), seed=st.integers(0, 1_000_000))
def test_legal_moves_of_random_positions_agree_with_the_reference(game_id: str, seed: int) -> None:
    p = _random_position(game_id, random.Random(seed))
    if p is None:
        return
    assert reference_moves(p) == reference_of(p).moves()
    assert len(p.legal_moves()) == len(reference_moves(p))


@PROPS
@given(game_id=st.sampled_from(GAMES), seed=st.integers(0, 1_000_000))
def test_position_strings_and_move_texts_read_back(game_id: str, seed: int) -> None:
    p = _random_position(game_id, random.Random(seed))
    if p is None:
        return
    fen = notation.write_fen(p)
    again = notation.parse_fen(fen, p.rules)
    assert again == p and notation.write_fen(again) == fen
    for move in p.legal_moves():
        assert notation.parse_move(p, notation.move_text(p, move)) == move
        assert notation.parse_move(p, notation.full_move_text(p.rules, move)) == move


def test_random_games_played_to_their_end_end_only_as_the_text_says() -> None:
    seen: dict[str, set[Reason]] = {g: set() for g in GAMES}
    for game_id in GAMES:
        for seed in range(15):
            rng = random.Random(seed)
            game = PointGame(rules(game_id))
            while game.outcome is None and len(game.moves) < 300:
                _outcome_is_what_the_text_says(game)
                game.push(rng.choice(game.legal_moves()))
            _outcome_is_what_the_text_says(game)
            if game.outcome is not None:
                seen[game_id].add(game.outcome.reason)
    assert seen["alquerque"] == {Reason.NO_PIECES}
    assert Reason.BOTH_BLOCKED in seen["alquerque-modified"]
    assert seen["mill"] == {Reason.TOO_FEW_MEN}
    assert Reason.CHECKMATE in seen["vietnamese"]
