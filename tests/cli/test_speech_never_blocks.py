"""Speech never blocks the game: a speech-dispatcher that does not answer, at the start or
mid-game, leaves the game going on in text, and the player is told once."""

from __future__ import annotations

import queue
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO

import pytest
from dama_process import env_for
from fake_speechd import FakeSpeechDispatcher

from accessible_dama.cli.app import App, open_speech
from accessible_dama.session.core import Session
from accessible_dama.session.events import Goodbye
from accessible_dama.session.settings import Settings
from accessible_dama.speech import ReportsLoss, guard, open_speaker
from accessible_dama.speech.guard import CALL_TIMEOUT
from accessible_dama.speech.speechd_speaker import HANDSHAKE_TIMEOUT

pytestmark = [
    pytest.mark.filterwarnings(
        # speechd's client ends its reading thread with sys.exit() when the connection closes
        "ignore:Exception in thread SSIP client communication thread"
        ":pytest.PytestUnhandledThreadExceptionWarning"),
    # a fake server, but speech-dispatcher's own client library and the espeak-ng fallback
    pytest.mark.needs("speech-dispatcher", "espeak-ng"),
]

SPEECH_OFF = {"en": "No speech, text only.", "cs": "Bez řeči, jen text."}
SPEECH_LOST = {
    "en": "Speech stopped answering; the game goes on in text.",
    "cs": "Řeč přestala odpovídat, hra pokračuje jen v textu.",
}
SPEECH_ON = {"en": "Speech: speech-dispatcher", "cs": "Řeč: speech-dispatcher"}
TOP_ROW = {"en": "Rank 8: b8 black man", "cs": "Řada 8: b8 černý kámen"}
MOVE = {"en": ("c3 d4", "White: c3 to d4."), "cs": ("c3 d4", "Bílý: c3 na d4.")}


@pytest.fixture(autouse=True)
def _client_threads_end_in_the_test() -> Iterator[None]:
    """The speechd client's reading threads end (by SystemExit, let pass above) when the
    fake server closes: within the test, not in a later one."""
    yield
    for thread in threading.enumerate():
        if thread.name == "SSIP client communication thread":
            thread.join(timeout=10)


@pytest.fixture
def wedged() -> Iterator[FakeSpeechDispatcher]:
    with FakeSpeechDispatcher(answering=False) as server:
        yield server


@pytest.fixture
def speechd() -> Iterator[FakeSpeechDispatcher]:
    with FakeSpeechDispatcher() as server:
        yield server


@pytest.fixture
def speechd_here(
    speechd: FakeSpeechDispatcher, monkeypatch: pytest.MonkeyPatch
) -> FakeSpeechDispatcher:
    """The fake speech-dispatcher, found by speech opened in this process."""
    for name, value in speechd.env().items():
        monkeypatch.setenv(name, value)
    return speechd


def _settings_asking_for(tmp_path: Path, backend: str) -> None:
    folder = tmp_path / "config" / "accessible_dama"
    folder.mkdir(parents=True)
    (folder / "settings.toml").write_text(f'speech = "{backend}"\n', encoding="utf-8")


def _dama(lang: str) -> list[str]:
    return [sys.executable, "-m", "accessible_dama", "--speech", "--lang", lang,
            "--opponent", "human"]


class _Lines:
    """The lines a process prints, as they come (a thread reads them)."""

    def __init__(self, stream: IO[str]) -> None:
        self._lines: queue.Queue[str | None] = queue.Queue()
        self.seen: list[str] = []

        def read() -> None:
            for line in stream:
                self._lines.put(line.rstrip("\n"))
            self._lines.put(None)

        threading.Thread(target=read, daemon=True).start()

    def next(self, within: float = 30.0) -> str | None:
        try:
            line = self._lines.get(timeout=within)
        except queue.Empty:
            pytest.fail(f"no line within {within} s; so far: {self.seen}")
        if line is not None:
            self.seen.append(line)
        return line


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_wedged_speech_dispatcher_does_not_silence_the_game(
    tmp_path: Path, wedged: FakeSpeechDispatcher, lang: str
) -> None:
    _settings_asking_for(tmp_path, "speechd")
    game = subprocess.Popen(
        _dama(lang), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True, env=env_for(tmp_path) | wedged.env(),
    )
    assert game.stdin is not None and game.stdout is not None
    game.stdin.write("board\n")
    game.stdin.close()
    lines = _Lines(game.stdout)
    try:
        assert lines.next() == SPEECH_OFF[lang]
        # the board is shown although the server never answers: the handshake's timeout
        # (its bound: the next test) let the game go on
        while not (lines.next() or "").startswith(TOP_ROW[lang]):
            pass
        assert game.wait(timeout=30) == 0
        assert game.stderr is not None and game.stderr.read() == ""
    finally:
        if game.poll() is None:
            game.kill()
            game.wait(timeout=10)
    assert wedged.connected.is_set(), "the client should have reached the fake server"


def test_auto_speech_goes_on_to_pyttsx3_past_a_wedged_speech_dispatcher(
    tmp_path: Path, wedged: FakeSpeechDispatcher
) -> None:
    (tmp_path / ".asoundrc").write_text("pcm.!default { type null }\n")  # heard nowhere
    _settings_asking_for(tmp_path, "auto")
    done = subprocess.run(
        _dama("en"), input="board\n", capture_output=True, text=True,
        env=env_for(tmp_path) | wedged.env(), timeout=60, check=False,
    )
    lines = done.stdout.splitlines()
    assert lines[0] == "Speech: pyttsx3, voice gmw/en."
    assert any(line.startswith(TOP_ROW["en"]) for line in lines), lines


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_speech_that_stops_answering_mid_game_is_dropped_and_said_once(
    tmp_path: Path, speechd: FakeSpeechDispatcher, lang: str
) -> None:
    _settings_asking_for(tmp_path, "speechd")
    game = subprocess.Popen(
        _dama(lang), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True, env=env_for(tmp_path) | speechd.env(),
    )
    assert game.stdin is not None and game.stdout is not None
    lines = _Lines(game.stdout)
    try:
        assert (lines.next() or "").startswith(SPEECH_ON[lang])
        opening = lines.next()
        assert opening is not None
        assert speechd.wait_for_sentence(opening, 30), "the opening was not spoken"
        speechd.stop_answering()

        move, announced = MOVE[lang]
        game.stdin.write(move + "\n")
        game.stdin.flush()
        assert lines.next() == announced
        # said at once, with no more input, once the sentence has had no answer
        assert lines.next() == SPEECH_LOST[lang]
        game.stdin.write("more\n")
        game.stdin.flush()
        reason = lines.next()
        assert reason is not None
        assert reason.startswith("speech-dispatcher (espeak-ng), voice")
        assert f"no answer to a sentence within {CALL_TIMEOUT:g} s" in reason
        game.stdin.write("board\n")
        game.stdin.flush()
        assert (lines.next() or "").startswith(TOP_ROW[lang])
        game.stdin.close()
        assert game.wait(timeout=30) == 0
        while lines.next() is not None:
            pass
        assert game.stderr is not None and game.stderr.read() == ""
    finally:
        if game.poll() is None:
            game.kill()
            game.wait(timeout=10)
    assert lines.seen.count(SPEECH_LOST[lang]) == 1, lines.seen
    # nothing after the loss went to the dropped speaker
    assert not any(TOP_ROW[lang] in sentence for sentence in speechd.sentences())


def test_opening_a_wedged_speech_dispatcher_gives_up_with_the_reason(
    wedged: FakeSpeechDispatcher, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name, value in wedged.env().items():
        monkeypatch.setenv(name, value)
    started = time.monotonic()
    speaker, chosen = open_speech(Settings(lang="en", speech="speechd"))
    took = time.monotonic() - started
    assert not speaker.speaks
    assert chosen is not None and chosen.speech == ""
    # the handshake's own timeout, not the whole opening's (OPEN_TIMEOUT, said otherwise);
    # no upper bound in real time, which a busy machine stretches
    assert chosen.reason == f"speech-dispatcher did not answer within {HANDSHAKE_TIMEOUT:g} s"
    assert took >= HANDSHAKE_TIMEOUT


def test_a_speech_dispatcher_silent_after_the_handshake_is_given_up_in_time(
    monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(guard, "OPEN_TIMEOUT", 0.5)  # the bound of the whole opening
    with FakeSpeechDispatcher(handshake_only=True) as server:
        for name, value in server.env().items():
            monkeypatch.setenv(name, value)
        started = time.monotonic()
        speaker, chosen = open_speech(Settings(lang="en", speech="speechd"))
        took = time.monotonic() - started
    assert not speaker.speaks
    assert chosen is not None and chosen.speech == ""
    assert chosen.reason == "speech-dispatcher did not answer within 0.5 s"  # the bound
    assert took >= 0.5


def test_the_app_swaps_in_text_when_speech_stops_and_more_says_why(
    speechd_here: FakeSpeechDispatcher,
) -> None:
    settings = Settings(lang="en", speech="speechd", opponent="human")
    speaker, chosen = open_speech(settings)
    assert chosen is not None and chosen.speech.startswith("speech-dispatcher")
    printed: list[str] = []
    told = threading.Event()

    def write(line: str) -> None:
        printed.append(line)
        if line == SPEECH_LOST["en"]:
            told.set()

    app = App(Session(settings), write, speaker)
    try:
        app.say(app.session.start())
        assert speechd_here.wait_for_sentence("New game", 30)
        speechd_here.stop_answering()
        app.handle("c3 d4")
        assert told.wait(30), printed
        assert app.speaker.name == "text" and not app.speaker.speaks
        app.handle("more")
        assert printed[-1].endswith(f"no answer to a sentence within {CALL_TIMEOUT:g} s")
        app.handle("f6 g5")
        assert printed[-1] == "Black: f6 to g5."
        assert printed.count(SPEECH_LOST["en"]) == 1
        assert "Black: f6 to g5." not in speechd_here.sentences()  # nothing more went to it
    finally:
        speaker.close()


def test_a_speech_dispatcher_that_hangs_up_is_dropped(speechd_here: FakeSpeechDispatcher) -> None:
    speaker = open_speaker("speechd", "en")
    assert isinstance(speaker, ReportsLoss)
    lost = threading.Event()
    reasons: list[str] = []
    speaker.on_lost = lambda reason: (reasons.append(reason), lost.set())
    try:
        speaker.say("White: c3 to d4.")
        assert speechd_here.wait_for_sentence("White: c3 to d4.", 30)
        speechd_here.hang_up()
        speaker.say("Black: f6 to g5.")
        assert lost.wait(30)
        # the connection found closed, or (if the client has not noticed yet) no answer
        assert reasons[0].startswith("speech-dispatcher"), reasons
        assert not speaker.speaks
    finally:
        speaker.close()


def test_a_voice_lost_after_the_goodbye_is_not_said(speechd_here: FakeSpeechDispatcher) -> None:
    # the program is ending: "the game goes on in text" would not be true
    settings = Settings(lang="en", speech="speechd", opponent="human")
    speaker, _ = open_speech(settings)
    printed: list[str] = []
    app = App(Session(settings), printed.append, speaker)
    lost = threading.Event()

    def reported(reason: str) -> None:  # the guard's report, from its own thread
        app.speech_lost(reason)
        lost.set()

    speaker.on_lost = reported  # type: ignore[attr-defined]
    try:
        app.say(app.session.start())
        assert speechd_here.wait_for_sentence("New game", 30)
        speechd_here.stop_answering()
        app.say([Goodbye("")])  # its sentence gets no answer: the voice is lost
        assert lost.wait(30)
        assert SPEECH_LOST["en"] not in printed
        assert printed[-1].startswith("Goodbye")
    finally:
        speaker.close()
