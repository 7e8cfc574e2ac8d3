"""Speech through NVDA, JAWS or VoiceOver: each sentence reaches the player once, through
one channel. NVDA and JAWS read new console text themselves: the printed lines go that
way alone, and only what is not printed goes through Prism. VoiceOver does not read new
Terminal text: everything goes through Prism. The screen reader is the fake Prism of
``fake_prism`` (Windows and macOS cannot run here); the game is the real one."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from accessible_dama.cli.app import App, open_speech
from accessible_dama.session.core import Session
from accessible_dama.session.settings import Settings
from accessible_dama.speech import SpeechError, guard, open_speaker, said
from accessible_dama.speech import pyttsx3_speaker as p3
from accessible_dama.speech.base import FAILURES_BEFORE_LOSS
from accessible_dama.speech.guard import GuardedSpeaker
from tests.speech.fake_prism import FakeBackend, fake_prism

WaitFor = Callable[[Callable[[], object], float], bool]
SPEECH_LOST = {"en": "Speech stopped answering; the game goes on in text.",
               "cs": "Řeč přestala odpovídat, hra pokračuje jen v textu."}
APPLESCRIPT = "Allow VoiceOver to be controlled with AppleScript"


@pytest.fixture(autouse=True)
def _games_kept_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


class System:
    """Windows or macOS, for the opening of speech (the game itself runs on this one)."""

    def __init__(self, platform: str, running: set[str],
                 monkeypatch: pytest.MonkeyPatch) -> None:
        self.platform = platform
        self.prism = fake_prism(running)
        self.backends: dict[str, FakeBackend] = self.prism.backends
        monkeypatch.setitem(sys.modules, "prism", self.prism)

    def open(self, name: str, lang: str) -> Any:
        with pytest.MonkeyPatch.context() as system:
            system.setattr(sys, "platform", self.platform)
            return open_speaker(name, lang)


@pytest.fixture
def nvda(monkeypatch: pytest.MonkeyPatch) -> System:
    return System("win32", {"NVDA", "SAPI"}, monkeypatch)


@pytest.fixture
def voiceover(monkeypatch: pytest.MonkeyPatch) -> System:
    return System("darwin", {"VoiceOver"}, monkeypatch)


@pytest.fixture
def games() -> Iterator[list[App]]:
    made: list[App] = []
    yield made
    for app in made:
        app.end_speech()


def _game(games: list[App], speaker: Any, lang: str = "en") -> tuple[App, list[str]]:
    printed: list[str] = []
    app = App(Session(Settings(lang=lang, opponent="human")), printed.append, speaker)
    games.append(app)
    return app, printed


def _play(app: App) -> None:
    """A game of a few lines, each heard to its end before the next is typed: a move
    typed earlier would cut off what is still queued (the ``interrupt`` setting), which
    on a busy machine is more than a fast one queues."""
    app.say(app.session.start())
    assert app.speaker.wait_until_done(10)
    for line in ("c3 d4", "f6 g5", "board", "more", "repeat"):
        app.handle(line)
        assert app.speaker.wait_until_done(10)


def _through_prism(backend: FakeBackend) -> str:
    return " ".join(text for text, _ in backend.said)


def test_nvda_reading_the_console_hears_each_printed_line_once(
        nvda: System, games: list[App]) -> None:
    speaker = nvda.open("screen-reader", "en")
    assert speaker.reads_printed_lines  # NVDA's default: new console text is read
    app, printed = _game(games, speaker)
    _play(app)
    assert len(printed) > 10
    # the console's lines reach the player through NVDA's own reading: nothing again
    assert nvda.backends["NVDA"].said == []
    # what is not printed (a braille display's answer) goes through the screen reader
    app.speaker.say("Routing: c3.")
    assert app.speaker.wait_until_done(10)
    assert nvda.backends["NVDA"].said == [("Routing: c3.", False)]


def test_voiceover_hears_each_printed_line_once_through_prism(
        voiceover: System, games: list[App]) -> None:
    speaker = voiceover.open("auto", "en")
    assert speaker.name == "screen-reader" and not speaker.reads_printed_lines
    app, printed = _game(games, speaker)
    _play(app)
    assert _through_prism(voiceover.backends["VoiceOver"]) == " ".join(printed)


@pytest.mark.parametrize(("platform", "running", "console", "reads"), [
    ("win32", "JAWS", "off", False), ("darwin", "VoiceOver", "on", True)])
def test_the_console_option_turns_the_channel_round(
        platform: str, running: str, console: str, reads: bool,
        monkeypatch: pytest.MonkeyPatch, games: list[App]) -> None:
    system = System(platform, {running}, monkeypatch)
    speaker = system.open(f"screen-reader?console={console}", "en")
    assert speaker.reads_printed_lines is reads
    app, printed = _game(games, speaker)
    _play(app)
    heard = _through_prism(system.backends[running])
    assert heard == ("" if reads else " ".join(printed))


def test_a_console_option_that_is_not_on_or_off_is_refused() -> None:
    with pytest.raises(SpeechError, match="on or off"):
        open_speaker("screen-reader?console=maybe", "en")


def test_one_slow_sentence_of_the_screen_reader_does_not_drop_speech(
        nvda: System, games: list[App], wait_for: WaitFor) -> None:
    speaker = nvda.open("screen-reader?console=off", "en")
    assert isinstance(speaker, GuardedSpeaker)
    app, printed = _game(games, speaker)
    app.say(app.session.start())
    assert speaker.wait_until_done(10)
    reader = nvda.backends["NVDA"]
    reader.held.set()
    app.handle("c3 d4")
    assert reader.entered.wait(10)
    assert wait_for(lambda: speaker.failures >= 1, 10), "the sentence is late"
    reader.let_go.set()  # NVDA takes it after all
    app.handle("f6 g5")
    assert speaker.wait_until_done(10)
    assert speaker.speaks and app.speaker is speaker
    assert SPEECH_LOST["en"] not in printed
    assert _through_prism(reader).endswith("White: c3 to d4. Black: f6 to g5.")


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_screen_reader_that_refuses_again_and_again_is_dropped_and_said_once(
        nvda: System, games: list[App], wait_for: WaitFor, lang: str) -> None:
    speaker = nvda.open("screen-reader?console=off", lang)
    app, printed = _game(games, speaker, lang)
    app.say(app.session.start())
    assert speaker.wait_until_done(10)
    nvda.backends["NVDA"].refuse = 1000
    app.handle("c3 d4")
    app.handle("f6 g5")
    assert wait_for(lambda: SPEECH_LOST[lang] in printed, 10)
    assert app.speaker.name == "text"
    app.handle("more" if lang == "en" else "víc")
    detail = {"en": "NVDA: the sentence was not taken: the reader is busy",
              "cs": "NVDA: věta nebyla přijata: the reader is busy"}
    assert printed[-1] == detail[lang]
    app.handle("board")
    assert printed.count(SPEECH_LOST[lang]) == 1
    # each sentence was tried twice at most, and nothing was given after the loss
    assert len(nvda.backends["NVDA"].said) == 1  # the greeting, before the refusals


def test_voiceover_that_is_not_allowed_says_how_to_allow_it(
        voiceover: System, games: list[App], wait_for: WaitFor) -> None:
    speaker = voiceover.open("voiceover", "cs")
    app, printed = _game(games, speaker, "cs")
    voiceover.backends["VoiceOver"].refuse = 1000
    app.say(app.session.start())
    # the greeting fails too: the last failure is the last answer's, so the loss is said
    # after it whatever the speed of the machine (a board asked after the loss would be
    # the answer "more" is about)
    for _ in range(FAILURES_BEFORE_LOSS - 1):
        app.handle("deska")
    assert wait_for(lambda: SPEECH_LOST["cs"] in printed, 10)
    assert printed[-1] == SPEECH_LOST["cs"]
    app.handle("víc")
    assert "s VoiceOverem se mluví přes AppleScript" in printed[-1]
    assert APPLESCRIPT in printed[-1]


def test_without_voiceover_on_macos_the_reason_says_how_to_allow_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    macos = System("darwin", set(), monkeypatch)
    with pytest.raises(SpeechError, match=APPLESCRIPT):
        macos.open("voiceover", "en")


def test_voiceovers_first_sentence_waits_for_the_automation_prompt(
        voiceover: System, monkeypatch: pytest.MonkeyPatch, wait_for: WaitFor) -> None:
    # macOS asks the player, at the first Apple event (Prism sends it with the first
    # sentence), whether the terminal may control VoiceOver: that sentence waits for the
    # answer, well past the deadlines that drop a voice with no answer
    monkeypatch.setattr(guard, "CALL_TIMEOUT", 0.05)
    speaker = voiceover.open("voiceover", "en")
    assert isinstance(speaker, GuardedSpeaker)
    reader = voiceover.backends["VoiceOver"]
    reader.held.set()  # the prompt is up
    speaker.say("Speech: the screen reader VoiceOver.")
    speaker.say("New game.")
    assert reader.entered.wait(10)
    time.sleep(10 * FAILURES_BEFORE_LOSS * guard.CALL_TIMEOUT)  # the player reads it
    assert speaker.speaks and speaker.failures == 0
    reader.let_go.set()  # allowed
    assert speaker.wait_until_done(10)
    assert _through_prism(reader) == "Speech: the screen reader VoiceOver. New game."
    # later sentences have the usual deadline
    reader.held.set()
    reader.let_go.clear()
    speaker.say("White: c3 to d4.")
    assert wait_for(lambda: not speaker.speaks, 10)
    reader.let_go.set()
    speaker.close()


def test_without_prism_more_says_why_the_screen_reader_is_not_used(
        monkeypatch: pytest.MonkeyPatch, games: list[App]) -> None:
    monkeypatch.setitem(sys.modules, "prism", None)  # no wheel for this platform

    def no_voice(*args: object, **kwargs: object) -> None:
        raise SpeechError("pyttsx3 has no voice for cs")

    monkeypatch.setattr(p3, "Pyttsx3Speaker", no_voice)
    settings = Settings(lang="cs", opponent="human")
    with pytest.MonkeyPatch.context() as windows:
        windows.setattr(sys, "platform", "win32")
        speaker, chosen = open_speech(settings)
    assert chosen is not None and "prismatoid" in said(chosen.reason)
    app, printed = _game(games, None, "cs")
    app.speech_opened(speaker, chosen)
    assert printed == ["Bez řeči, jen text."]
    app.handle("víc")
    assert printed[-1].startswith("odečítač obrazovky se nepoužije: knihovna, která s ním "
                                  "mluví, není nainstalovaná (pip install prismatoid)")
