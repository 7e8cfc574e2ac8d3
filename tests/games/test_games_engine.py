"""The search on the point games: ``state_for``, ``PointState``, and play against a random
mover (the shape of ``engine.match``)."""

from __future__ import annotations

import random
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_dama.engine.games import (
    PointState,
    choose_move,
    history_for,
    losing_repetitions,
    point_zobrist_for,
    state_for,
)
from accessible_dama.engine.limit import Limit
from accessible_dama.engine.search import Search, SearchOptions
from accessible_dama.engine.state import DraughtsState
from accessible_dama.notation.points import full_move_text
from accessible_dama.rules import Game, PointGame, find_variant

from .helpers import position, push, rules

GAMES = ["alquerque", "alquerque-modified", "mill", "vietnamese"]
MAX_PLIES = 300


def test_state_for_gives_the_state_of_each_kind_of_game() -> None:
    assert isinstance(state_for(Game(find_variant("czech")).position), DraughtsState)
    for game_id in GAMES:
        assert isinstance(state_for(position(game_id)), PointState)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_key_is_kept_move_by_move_and_restored_by_pop(game_id: str) -> None:
    rng = random.Random(11)
    state = PointState(position(game_id))
    z = point_zobrist_for(state.position)
    keys = [state.hash]
    for _ in range(60):
        moves = state.legal_moves()
        if not moves:
            break
        state.push(rng.choice(moves))
        assert state.hash == z.key(state.position)
        keys.append(state.hash)
    while len(keys) > 1:
        keys.pop()
        state.pop()
        assert state.hash == keys[-1] == z.key(state.position)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_search_yields_progress_by_depth_on_every_game(game_id: str) -> None:
    p = position(game_id)
    search = Search(state_for(p), deadline=None, clock=time.monotonic,
                    options=SearchOptions(max_depth=3))
    depths = [progress.depth for progress in search]
    assert depths == [1, 2, 3] or (depths == [0] and len(p.legal_moves()) == 1)
    assert search.result is not None and search.result.best in p.legal_moves()


def _engine_against_random(game_id: str, engine_color: bool, seed: int) -> PointGame:
    game = PointGame(rules(game_id))
    chooser = random.Random(seed)
    while game.outcome is None and len(game.moves) < MAX_PLIES:
        if game.turn == engine_color:
            move = choose_move(game, Limit(depth=3), rng=random.Random(seed))
            assert move in game.legal_moves()
        else:
            move = chooser.choice(game.legal_moves())
        game.push(move)
    return game


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("engine_color", [True, False])
def test_the_engine_at_three_plies_beats_a_random_mover(game_id: str, engine_color: bool) -> None:
    game = _engine_against_random(game_id, engine_color, seed=7)
    assert game.outcome is not None, f"no result after {len(game.moves)} plies"
    assert game.outcome.winner == engine_color, game.outcome


@settings(max_examples=30, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(game_id=st.sampled_from(GAMES), seed=st.integers(0, 10_000), plies=st.integers(0, 60),
       depth=st.integers(1, 4))
def test_the_engine_never_returns_an_illegal_move(
    game_id: str, seed: int, plies: int, depth: int
) -> None:
    rng = random.Random(seed)
    game = PointGame(rules(game_id))
    for _ in range(plies):
        if game.outcome is not None:
            return
        game.push(rng.choice(game.legal_moves()))
    if game.outcome is not None:
        return
    assert choose_move(game, Limit(depth=depth), rng=rng) in game.legal_moves()


def test_the_engine_mates_in_one() -> None:
    game = PointGame(rules("vietnamese"), position("vietnamese", "W:Wb3,Kc3,e1:Ba4,b5,Ka5"))
    assert full_move_text(game.rules, choose_move(game, Limit(depth=2))) == "b3-b4"


def test_the_engine_closes_a_mill() -> None:
    game = PointGame(rules("mill"), position("mill", "W:Wa1,d1:Bb6,d6:H7,7"))
    assert full_move_text(game.rules, choose_move(game, Limit(depth=2))).startswith("g1x")


def test_the_engine_does_not_repeat_a_position_for_the_third_time_in_vietnamese_chess(
) -> None:
    game = PointGame(rules("vietnamese"), position("vietnamese", "W:WKa1:BKe5"))
    for text in ["a1-a2", "e5-e4", "a2-a1", "e4-e5", "a1-a2", "e5-e4", "a2-a1"]:
        push(game, text)
    losing = losing_repetitions(game)
    assert [full_move_text(game.rules, m) for m in losing] == ["e4-e5"]
    for seed in range(5):
        assert choose_move(game, Limit(depth=3), rng=random.Random(seed)) not in losing


def test_history_for_a_point_game_starts_after_the_last_irreversible_move() -> None:
    game = PointGame(rules("mill"), position("mill", "W:Wa1,d1,g4,b4:Bf6,e5,d6,c5"))
    for text in ("b4-b2", "d6-d7", "b2-b4"):
        push(game, text)
    assert len(history_for(game)) == 3
    game = PointGame(rules("mill"))
    push(game, "d7")
    assert list(history_for(game)) == []
