"""A finished game opened from the kept games (``games N``) is gone through with no clock:
the clock of the settings does not start, so no flag falls while the player goes through
it (it used to, and the next ``forward`` raised GameOverError)."""

from __future__ import annotations

import random
from pathlib import Path

from accessible_dama.rules import Reason
from accessible_dama.session import events
from accessible_dama.session.core import Session
from accessible_dama.session.settings import Settings
from tests.clocks import HandClock


def test_a_kept_game_gone_through_has_no_clock_and_goes_forward_after_any_time(
        tmp_path: Path) -> None:
    clock = HandClock()
    session = Session(Settings(lang="en", variant="alquerque-modified", output="silent",
                               opponent="human", clock_minutes=0.5),
                      save_path=tmp_path / "game.pdn", rng=random.Random(1), engine_depth=1,
                      clock=clock)
    session.start()
    rng = random.Random(1)
    for _ in range(4):
        session.play(rng.choice(session.game.legal_moves()))
    clock.advance(100)
    assert any(isinstance(e, events.GameOver) for e in session.tick())  # lost on time: kept
    opened = session.handle("games 1")
    assert session.reviewing
    assert not any(isinstance(e, events.ClockStarted) for e in opened)
    clock.advance(100)
    for _ in range(4):
        said = session.handle("forward")
        assert any(isinstance(e, events.MoveMade) for e in said), said
        assert not any(isinstance(e, events.GameOver) for e in said), said
    assert session.game.outcome is None or session.game.outcome.reason is not Reason.TIME
