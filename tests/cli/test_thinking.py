"""Never silent, never waiting: the player's move is said before the computer starts to
think, a question typed while it thinks is answered at once and a move is refused with
the reason, and "Thinking…" is said once when the work takes longer than a moment.

The search is held by an injected hook until the test lets it go, so every assertion is
about the order of events, never about how long anything took."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from accessible_dama.cli.app import App
from accessible_dama.rules import Move
from accessible_dama.session import events
from accessible_dama.session.core import Session
from accessible_dama.session.settings import Settings

GUARD = 60.0  # seconds a wait may take before the test fails instead of hanging


def _app(tmp_path: Path, lang: str) -> tuple[App, list[str]]:
    session = Session(Settings(lang=lang, output="silent"), save_path=tmp_path / "game.pdn",
                      rng=random.Random(1), engine_depth=2)
    session.defer_reply = True
    lines: list[str] = []
    return App(session, lines.append), lines


class HeldSearch:
    """The computer's search, held at its start until ``release``; what had been said
    when it started is in ``said_before``."""

    def __init__(self, app: App, lines: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
        self.started = threading.Event()
        self.go = threading.Event()
        self.said_before: list[str] = []
        real: Callable[[], Move] = app.session.choose_computer_move

        def held() -> Move:
            self.said_before = list(lines)
            self.started.set()
            assert self.go.wait(GUARD)
            return real()

        monkeypatch.setattr(app.session, "choose_computer_move", held)

    def release(self) -> None:
        self.go.set()


def _until(condition: Callable[[], bool]) -> None:
    done = threading.Event()
    for _ in range(int(GUARD * 100)):
        if condition():
            return
        done.wait(0.01)
    raise AssertionError("not reached")


@pytest.mark.parametrize(("lang", "move", "said", "question", "answer", "refused"), [
    ("en", "c3 d4", "White: c3 to d4.", "turn", "Black to move",
     "The computer is still thinking of its move; say that again after it."),
    ("cs", "c3 d4", "Bílý: c3 na d4.", "kdo je na tahu", "Na tahu: Černý",
     "Počítač ještě vymýšlí svůj tah; řekněte to znovu po jeho tahu."),
])
def test_the_players_move_is_said_before_the_computer_thinks_and_questions_are_answered_meanwhile(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, move: str, said: str,
        question: str, answer: str, refused: str) -> None:
    app, lines = _app(tmp_path, lang)
    search = HeldSearch(app, lines, monkeypatch)
    app.say(app.session.start())
    assert app.handle(move)
    assert search.started.wait(GUARD)
    assert search.said_before[-1] == said  # said (and flushed) before the search began
    app.handle(question)  # answered while the search is held
    assert any(answer in line for line in lines[len(search.said_before):])
    app.handle("e3 f4")
    assert lines[-1] == refused
    app.handle("undo")
    assert lines[-1] == refused
    assert len(app.session.game.moves) == 1  # nothing of the game changed meanwhile
    held = len(lines)
    search.release()
    app.wait_for_search()
    assert len(app.session.game.moves) == 2
    assert lines[held].startswith(("Black:", "Černý:"))  # the computer's move, said
    app.handle("e3 f4")  # after the reply, the same move is the player's again
    assert lines[lines.index(said) + 1:].count(refused) == 2


@pytest.mark.parametrize(("lang", "thinking"), [("en", "Thinking…"), ("cs", "Přemýšlím…")])
def test_thinking_is_said_once_when_the_computer_takes_longer_than_a_moment(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, thinking: str) -> None:
    app, lines = _app(tmp_path, lang)
    app.thinking_after = 0.0
    search = HeldSearch(app, lines, monkeypatch)
    app.say(app.session.start())
    app.handle("c3 d4")
    _until(lambda: thinking in lines)
    search.release()
    app.wait_for_search()
    # once for the line typed (the move itself may already have taken "too long" here)
    assert lines.count(thinking) == 1
    reply = "Black: " if lang == "en" else "Černý: "
    assert lines.index(thinking) < next(n for n, line in enumerate(lines)
                                        if line.startswith(reply))


def test_thinking_is_said_once_while_a_hint_searches(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, lines = _app(tmp_path, "en")
    app.thinking_after = 0.0
    computer = app.session._computer  # the engine hook: a hint that waits to be heard
    real = computer.hint

    def slow_hint(game: object) -> list[events.Event]:
        _until(lambda: "Thinking…" in lines)
        return real(app.session.game)

    monkeypatch.setattr(computer, "hint", slow_hint)
    app.say(app.session.start())
    app.handle("hint")
    assert lines.count("Thinking…") == 1
    assert lines[-1] != "Thinking…"  # the hint itself follows


def _two_players_game(tmp_path: Path, plies: int) -> tuple[App, list[str]]:
    session = Session(Settings(lang="en", opponent="human", output="silent"),
                      save_path=tmp_path / "game.pdn", rng=random.Random(1), engine_depth=1)
    session.defer_reply = True
    lines: list[str] = []
    app = App(session, lines.append)
    app.say(session.start())
    rng = random.Random(3)
    while len(session.game.moves) < plies and session.game.outcome is None:
        session.play(rng.choice(session.game.legal_moves()))
    assert len(session.game.moves) == plies
    return app, lines


def test_a_review_of_a_long_game_says_its_progress_once_thinking_was_said(
        tmp_path: Path) -> None:
    app, lines = _two_players_game(tmp_path, 40)
    app.thinking_after = 0.0
    heard = threading.Event()
    real_progress = app.say_progress

    def progress_after_thinking(event: events.Event) -> None:
        _until(lambda: "Thinking…" in lines)  # "more than a second" has passed here
        heard.set()
        real_progress(event)

    app.session.say_now = progress_after_thinking
    before = len(lines)
    app.handle("review")
    said = lines[before:]
    assert heard.is_set()
    progress = [line for line in said if line.startswith("Looked at ")]
    assert progress == ["Looked at 5 of 20 moves.", "Looked at 10 of 20 moves.",
                        "Looked at 15 of 20 moves."]
    assert said.index(progress[-1]) < len(said) - 1  # the review itself follows


def test_a_quick_review_says_no_progress(tmp_path: Path) -> None:
    app, lines = _two_players_game(tmp_path, 40)  # "Thinking…" never said: nothing more
    app.thinking_after = GUARD
    before = len(lines)
    app.handle("review")
    assert not [line for line in lines[before:] if line.startswith("Looked at ")]
