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
from accessible_dama.speech import ReportsLoss, guard, open_speaker, said
from accessible_dama.speech.guard import LOST_AFTER, OPEN_TIMEOUT
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
SPEECH_ON_PYTTSX3 = {"en": "Speech: pyttsx3", "cs": "Řeč: pyttsx3"}
NEW_GAME = {
    "en": "New game: Czech draughts, two players. White moves first. Say help for the commands.",
    "cs": "Nová hra: česká dáma, dva hráči. Bílý začíná. Příkazy vám řekne nápověda.",
}
MORE = {"en": "more", "cs": "víc"}
NO_ANSWER = {  # why speech was dropped, on "more", in the player's language
    "en": "speech-dispatcher (espeak-ng): no answer to a sentence within {seconds:g} s",
    "cs": "speech-dispatcher (espeak-ng): žádná odpověď na větu do {seconds:g} s",
}
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


def _start(lang: str, tmp_path: Path, server: FakeSpeechDispatcher,
           *extra: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [*_dama(lang), *extra], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True, env=env_for(tmp_path) | server.env(),
    )


def _finish(game: subprocess.Popen[str], lines: _Lines) -> str:
    """Input closed, the game's end awaited; what it wrote on standard error."""
    assert game.stdin is not None and game.stderr is not None
    game.stdin.close()
    assert game.wait(timeout=30) == 0
    while lines.next() is not None:
        pass
    return game.stderr.read()


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_the_first_lines_are_printed_while_speech_dispatcher_hangs_after_the_handshake(
    tmp_path: Path, lang: str
) -> None:
    # The server answers the handshake and then nothing: speech is held up for as long as
    # its opening may take. The greeting and the board come meanwhile, not after it.
    _settings_asking_for(tmp_path, "speechd")
    with FakeSpeechDispatcher(handshake_only=True) as wedged:
        started = time.monotonic()
        game = _start(lang, tmp_path, wedged)
        assert game.stdin is not None and game.stdout is not None
        game.stdin.write("board\n")
        game.stdin.flush()
        lines = _Lines(game.stdout)
        try:
            first = lines.next()
            took = time.monotonic() - started
            assert first == NEW_GAME[lang], "the first line waited for speech"
            while not (lines.next() or "").startswith(TOP_ROW[lang]):
                pass
            assert SPEECH_OFF[lang] not in lines.seen, "the board waited for speech"
            # the server took the handshake, and the opening waits for it still
            assert wedged.wait_for_command("SET self NOTIFICATION", 30)
            while lines.next() != SPEECH_OFF[lang]:  # given up, and said
                pass
            assert _finish(game, lines) == ""
        finally:
            if game.poll() is None:
                game.kill()
                game.wait(timeout=10)
    print(f"first line after {took:.2f} s (speech given up after {OPEN_TIMEOUT:g} s)")


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_wedged_speech_dispatcher_does_not_silence_the_game(
    tmp_path: Path, wedged: FakeSpeechDispatcher, lang: str
) -> None:
    _settings_asking_for(tmp_path, "speechd")
    game = _start(lang, tmp_path, wedged)
    assert game.stdin is not None and game.stdout is not None
    game.stdin.write("board\n")
    lines = _Lines(game.stdout)
    try:
        assert _finish(game, lines) == ""
    finally:
        if game.poll() is None:
            game.kill()
            game.wait(timeout=10)
    assert wedged.connected.is_set(), "the client should have reached the fake server"
    assert lines.seen.count(SPEECH_OFF[lang]) == 1
    assert any(line.startswith(TOP_ROW[lang]) for line in lines.seen), lines.seen


def test_a_speech_dispatcher_answering_garbage_puts_no_traceback_before_the_player(
    tmp_path: Path,
) -> None:
    # speechd's client reads the reply on a thread of its own, which ends with a
    # UnicodeDecodeError: Python would print its traceback on standard error
    _settings_asking_for(tmp_path, "speechd")
    with FakeSpeechDispatcher(garbage=True) as garbage:
        game = _start("cs", tmp_path, garbage)
        assert game.stdin is not None and game.stdout is not None
        lines = _Lines(game.stdout)
        try:
            assert garbage.wait_for_command("SET self NOTIFICATION", 30)
            while lines.next() != SPEECH_OFF["cs"]:
                pass
            assert _finish(game, lines) == ""
        finally:
            if game.poll() is None:
                game.kill()
                game.wait(timeout=10)
    assert not any("Traceback" in line or "Error" in line for line in lines.seen)


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
    assert "Speech: pyttsx3, voice gmw/en." in lines
    assert any(line.startswith(TOP_ROW["en"]) for line in lines), lines
    assert done.stderr == ""


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_speech_that_stops_answering_mid_game_is_dropped_and_said_once(
    tmp_path: Path, speechd: FakeSpeechDispatcher, lang: str
) -> None:
    _settings_asking_for(tmp_path, "speechd")
    game = _start(lang, tmp_path, speechd)
    assert game.stdin is not None and game.stdout is not None
    lines = _Lines(game.stdout)
    try:
        # the greeting and the speech, in the order they come
        while not (NEW_GAME[lang] in lines.seen
                   and any(line.startswith(SPEECH_ON[lang]) for line in lines.seen)):
            lines.next()
        # what was printed before speech opened is spoken once it is
        assert speechd.wait_for_sentence(NEW_GAME[lang], 30), "the opening was not spoken"
        speechd.stop_answering()

        move, announced = MOVE[lang]
        game.stdin.write(move + "\n")
        game.stdin.flush()
        assert lines.next() == announced
        # said at once, with no more input, once the sentence has had no answer
        assert lines.next() == SPEECH_LOST[lang]
        game.stdin.write(MORE[lang] + "\n")
        game.stdin.flush()
        assert lines.next() == NO_ANSWER[lang].format(seconds=LOST_AFTER)
        game.stdin.write("board\n")
        game.stdin.flush()
        assert (lines.next() or "").startswith(TOP_ROW[lang])
        assert _finish(game, lines) == ""
    finally:
        if game.poll() is None:
            game.kill()
            game.wait(timeout=10)
    assert lines.seen.count(SPEECH_LOST[lang]) == 1, lines.seen
    # nothing after the loss went to the dropped speaker
    assert not any(TOP_ROW[lang] in sentence for sentence in speechd.sentences())


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_voice_with_no_sound_card_is_dropped_once_and_quietly(
    tmp_path: Path, lang: str
) -> None:
    # aplay fails on every sentence: no line on standard error for each (a screen reader
    # would read them all), the voice dropped after three failures in a row, said once
    (tmp_path / ".asoundrc").write_text('pcm.!default { type hw card "no-such-card" }\n')
    _settings_asking_for(tmp_path, "pyttsx3")
    with (tmp_path / "config" / "accessible_dama" / "settings.toml").open("a") as settings:
        settings.write("interrupt = false\n")  # each sentence tried, none cut off by the next
    game = subprocess.Popen(
        _dama(lang), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True, env=env_for(tmp_path),
    )
    assert game.stdin is not None and game.stdout is not None
    lines = _Lines(game.stdout)
    try:
        while not any(line.startswith(SPEECH_ON_PYTTSX3[lang]) for line in lines.seen):
            lines.next()  # what was said before is one sentence when speech opens
        game.stdin.write("c3 d4\nf6 g5\ng3 h4\n")  # three sentences more
        game.stdin.flush()
        while SPEECH_LOST[lang] not in lines.seen:
            lines.next()
        game.stdin.write("board\n")
        game.stdin.flush()
        while not (lines.next() or "").startswith(TOP_ROW[lang]):
            pass
        stderr = _finish(game, lines)
    finally:
        if game.poll() is None:
            game.kill()
            game.wait(timeout=10)
    assert stderr == ""
    assert lines.seen.count(SPEECH_LOST[lang]) == 1


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
    assert said(chosen.reason) == (
        f"speech-dispatcher did not answer within {HANDSHAKE_TIMEOUT:g} s")
    # the handshake's own timeout, not the whole opening's (OPEN_TIMEOUT, said otherwise);
    # no upper bound in real time, which a busy machine stretches
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
    assert said(chosen.reason) == "speech-dispatcher did not answer within 0.5 s"  # the bound
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
        assert printed[-1].endswith(f"no answer to a sentence within {LOST_AFTER:g} s")
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
        assert str(reasons[0]).startswith("speech-dispatcher"), reasons
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
