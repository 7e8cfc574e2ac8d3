"""Engine against engine: for the strength ladder and for checking a change."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from accessible_dama.engine.endgame import Tables
from accessible_dama.engine.limit import Limit
from accessible_dama.engine.player import Engine
from accessible_dama.rules import (
    AnyGame,
    AnyRules,
    Color,
    Move,
    Outcome,
    new_game,
)

MAX_PLIES = 300  # a game still going after this many plies is scored as a draw


@dataclass(frozen=True)
class MatchGame:
    """One game of a match between two levels, as the match's table counts it."""

    number: int
    a_color: Color  # the colour level A played
    outcome: Outcome | None  # None: stopped at MAX_PLIES, scored as a draw
    plies: int
    game: AnyGame

    @property
    def a_score(self) -> float:
        if self.outcome is None or self.outcome.winner is None:
            return 0.5
        return 1.0 if self.outcome.winner == self.a_color else 0.0


def play_match(
    rules: AnyRules,
    level_a: int,
    level_b: int,
    games: int,
    *,
    seed: int = 0,
    time_scale: float = 1.0,
    clock: Callable[[], float] = time.monotonic,
    depth: int | None = None,
) -> Iterator[MatchGame]:
    """Plays ``games`` games, level A taking White in the odd-numbered ones. With
    ``depth``, every move is searched to that depth (each level's own depth at most) with
    no time limit, so the games are the same on any machine."""
    tables = Tables()  # the endgame databases, read once for the match
    for number in range(1, games + 1):
        yield play_game(rules, level_a, level_b, number, seed=seed, time_scale=time_scale,
                        clock=clock, depth=depth, tables=tables)


def play_game(
    rules: AnyRules,
    level_a: int,
    level_b: int,
    number: int,
    *,
    seed: int = 0,
    time_scale: float = 1.0,
    clock: Callable[[], float] = time.monotonic,
    depth: int | None = None,
    tables: Tables | None = None,
) -> MatchGame:
    """Game ``number`` of ``play_match`` (level A White when it is odd), on its own: the
    same game whether the match's games are played one after another or side by side."""
    tables = tables if tables is not None else Tables()
    a_color: Color = number % 2 == 1
    a = Engine(level_a, rng=random.Random(seed * 7919 + number * 2), clock=clock, tables=tables)
    b = Engine(level_b, rng=random.Random(seed * 7919 + number * 2 + 1), clock=clock,
               tables=tables)
    game = new_game(rules)
    while game.outcome is None and len(game.moves) < MAX_PLIES:
        engine = a if game.turn == a_color else b
        game.push(_choose(engine, game, time_scale, depth))
    return MatchGame(number, a_color, game.outcome, len(game.moves), game)


def random_mover_match(
    rules: AnyRules, level_a: int, games: int, *, seed: int = 0, time_scale: float = 1.0,
    clock: Callable[[], float] = time.monotonic, depth: int | None = None,
) -> Iterator[MatchGame]:
    """Level A against a player who picks any legal move at random (``depth`` as in
    ``play_match``)."""
    return player_match(rules, level_a, games, lambda game, rng: rng.choice(game.legal_moves()),
                        seed=seed, time_scale=time_scale, clock=clock, depth=depth)


def player_match(
    rules: AnyRules, level_a: int, games: int, player: Callable[[AnyGame, random.Random], Move],
    *, seed: int = 0, time_scale: float = 1.0, clock: Callable[[], float] = time.monotonic,
    depth: int | None = None,
) -> Iterator[MatchGame]:
    """Level A against ``player`` (a move for a game, with its own random numbers);
    ``depth`` as in ``play_match``."""
    tables = Tables()
    for number in range(1, games + 1):
        a_color: Color = number % 2 == 1
        a = Engine(level_a, rng=random.Random(seed * 7919 + number), clock=clock,
                   tables=tables)
        chooser = random.Random(seed * 104729 + number)
        game = new_game(rules)
        while game.outcome is None and len(game.moves) < MAX_PLIES:
            if game.turn == a_color:
                move = _choose(a, game, time_scale, depth)
            else:
                move = player(game, chooser)
            game.push(move)
        yield MatchGame(number, a_color, game.outcome, len(game.moves), game)


def beginners_plan(game: AnyGame, rng: random.Random) -> Move:
    """How a beginner plays: take the most pieces; otherwise crown if a man can; otherwise
    a move after which nothing can be taken at once (any such move, the man furthest
    back first, keeping the men together); if every move gives something away, any."""
    moves = game.legal_moves()
    most = max(len(m.captured) for m in moves)
    if most:
        return rng.choice([m for m in moves if len(m.captured) == most])
    position = game.position
    crowning = [m for m in moves if position.is_promotion(m)]
    if crowning:
        return rng.choice(crowning)
    safe = []
    for move in moves:
        position.push(move)
        try:
            if not position.must_capture():
                safe.append(move)
        finally:
            position.pop()
    choices = safe or moves
    white = position.turn
    coords = position.board.coords

    def rank_from_home(m: Move) -> int:
        rank = coords(m.path[0])[1]
        return rank if white else position.board.ranks - 1 - rank

    rearmost = min(rank_from_home(m) for m in choices)
    return rng.choice([m for m in choices if rank_from_home(m) == rearmost])


def _choose(engine: Engine, game: AnyGame, time_scale: float, depth: int | None) -> Move:
    if depth is not None:
        return engine.choose_move(game, Limit(depth=depth))
    return engine.choose_move(game, Limit(seconds=engine.level_of(game).seconds * time_scale))
