"""The engine as a session uses it: the computer's moves at the player's level, hints and
analyses at full strength, and the computer's answer to a draw offer.

With a depth limit and no seconds, none of these depends on the clock (the same on a busy
machine; for tests and records).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from accessible_dama.engine import Engine, Limit, Mistake, hangs
from accessible_dama.engine.endgame import Tables
from accessible_dama.rules import Color, Move
from accessible_dama.rules.registry import AnyGame
from accessible_dama.session import events

HINT_SECONDS = 1.5  # a hint or an analysis thinks this long when no limit is given
DRAW_SECONDS = 0.5  # and the answer to a draw offer this long


class Computer:
    """The session's engines: each is given the session's random numbers, clock and
    endgame databases (``tables``: read once for the whole session)."""

    def __init__(self, level: int, *, rng: random.Random, clock: Callable[[], float],
                 seconds: float | None = None, depth: int | None = None,
                 tables: Tables | None = None) -> None:
        self.rng = rng
        self.clock = clock
        self.seconds = seconds
        self.depth = depth
        self.tables = Tables() if tables is None else tables
        self.engine = self._engine(level)

    def _engine(self, level: int) -> Engine:
        return Engine(level, rng=self.rng, clock=self.clock, tables=self.tables)

    def set_level(self, level: int) -> None:
        """A fresh engine playing at ``level``."""
        self.engine = self._engine(level)

    def choose_move(self, game: AnyGame) -> Move:
        return self.engine.choose_move(game, Limit(depth=self.depth, seconds=self.seconds))

    def hint(self, game: AnyGame) -> list[events.Event]:
        if game.outcome is not None:
            return [events.NotYourTurn(True)]
        hint = self._engine(10).hint(game, self._limit(HINT_SECONDS))
        if hint is None:
            return [events.NotYourTurn(True)]
        return [events.HintShown(hint, game.position.copy())]

    def hangs(self, game: AnyGame, move: Move) -> Mistake | None:
        """What ``move`` loses that the best move keeps, searched at a fixed depth."""
        return hangs(self._engine(10), game, move)

    def analysis(self, game: AnyGame) -> list[events.Event]:
        analysis = self._engine(10).analyse(game, self._limit(HINT_SECONDS))
        return [events.AnalysisShown(analysis)]

    def accepts_draw(self, game: AnyGame, level: int, player: Color | None) -> bool:
        """The computer accepts a draw unless it thinks it stands better."""
        engine = self._engine(min(level + 2, 10))
        analysis = engine.analyse(game, self._limit(DRAW_SECONDS))
        computer_score = -analysis.score_white if player else analysis.score_white
        return computer_score <= 20

    def _limit(self, otherwise: float) -> Limit:
        """How long to think: the session's depth, and its seconds if it gives them, no
        time limit when it gives only a depth, else ``otherwise`` seconds."""
        return Limit(depth=self.depth,
                     seconds=self.seconds or (None if self.depth else otherwise))
