"""Which speech a player gets on each system, with each library present or absent.

The screen-reader library (Prism, ``prismatoid``), Windows' ``winsound`` and the system
voice are replaced by fakes here: Windows and macOS cannot run on this machine. The real
espeak-ng and speech-dispatcher paths are tested for real in the other speech tests.
"""

from __future__ import annotations

import sys
import threading
import types
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from accessible_dama.speech import SpeechError, backend_kind, open_speaker, said
from accessible_dama.speech import pyttsx3_speaker as p3
from accessible_dama.speech.screen_reader import ScreenReaderSpeaker
from accessible_dama.speech.text_speaker import TextSpeaker
from tests.speech.fake_prism import fake_prism


def fake_backend(kind: str, description: str, opened: list[str] | None = None) -> type:
    """A speaking backend class opened like the real one (lang, rate, voice, options)."""

    class Fake(TextSpeaker):
        name = kind
        speaks = True

        def __init__(self, lang: str, rate: object, voice: object, **options: object) -> None:
            super().__init__(lang)
            self.description = description
            if opened is not None:
                opened.append(p3.find_player(None)[0] if kind == "pyttsx3" else kind)

    return Fake


@pytest.fixture
def on_windows(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(sys, "platform", "win32")
    yield


@pytest.fixture
def no_system_voice(monkeypatch: pytest.MonkeyPatch) -> None:
    def fails(*args: object, **kwargs: object) -> None:
        raise SpeechError("pyttsx3 has no voice for cs")

    monkeypatch.setattr(p3, "Pyttsx3Speaker", fails)


# ---------------------------------------------------------------- the screen reader


def test_a_running_screen_reader_is_spoken_through_and_silenced() -> None:
    prism = fake_prism({"NVDA", "SAPI"})
    speaker = ScreenReaderSpeaker("cs", prism=prism)
    assert speaker.description == "the screen reader NVDA"
    speaker.say("Bílý: c3 na d4.")
    speaker.say("Černý bere.", interrupt=True)
    speaker.stop()
    nvda = prism.backends["NVDA"]
    assert nvda.said == [("Bílý: c3 na d4.", False), ("Černý bere.", True)]
    assert nvda.stopped == 1


def test_the_first_running_screen_reader_by_priority_is_taken() -> None:
    prism = fake_prism({"JAWS", "SAPI"})  # NVDA is installed but not running
    assert ScreenReaderSpeaker("en", prism=prism).description == "the screen reader JAWS"


def test_a_system_voice_alone_is_not_a_screen_reader() -> None:
    with pytest.raises(SpeechError, match="no screen reader is running"):
        ScreenReaderSpeaker("en", prism=fake_prism({"SAPI", "OneCore"}))


def test_without_the_library_the_reason_names_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "prism", None)
    with pytest.raises(SpeechError, match="prismatoid"):
        ScreenReaderSpeaker("en")


# ---------------------------------------------------------------- auto, on Windows


def test_auto_on_windows_takes_the_running_screen_reader(
        monkeypatch: pytest.MonkeyPatch, on_windows: None) -> None:
    monkeypatch.setitem(sys.modules, "prism", fake_prism({"NVDA", "SAPI"}))
    speaker = open_speaker("auto", "cs")
    try:
        assert speaker.name == "screen-reader"
        assert speaker.description == "the screen reader NVDA"
        assert said(speaker.reason) == "chosen automatically"
    finally:
        speaker.close()


def test_auto_on_windows_without_a_screen_reader_takes_the_system_voice(
        monkeypatch: pytest.MonkeyPatch, on_windows: None) -> None:
    monkeypatch.setitem(sys.modules, "prism", fake_prism({"SAPI"}))
    opened: list[str] = []
    monkeypatch.setattr(p3, "Pyttsx3Speaker",
                        fake_backend("pyttsx3", "pyttsx3, voice Microsoft Jakub", opened))
    speaker = open_speaker("auto", "cs")
    try:
        assert speaker.description == "pyttsx3, voice Microsoft Jakub"
        assert said(speaker.reason) == "chosen automatically; no screen reader is running"
        assert opened == ["winsound"]  # no player program needed on Windows
    finally:
        speaker.close()


def test_auto_on_windows_with_nothing_falls_back_to_text_with_every_reason(
        monkeypatch: pytest.MonkeyPatch, on_windows: None, no_system_voice: None) -> None:
    monkeypatch.setitem(sys.modules, "prism", None)
    speaker = open_speaker("auto", "cs")
    assert speaker.name == "text"
    assert "prismatoid" in said(speaker.reason)
    assert "pyttsx3 has no voice for cs" in said(speaker.reason)


def test_asked_for_by_name_a_missing_screen_reader_is_an_error(
        monkeypatch: pytest.MonkeyPatch, on_windows: None) -> None:
    monkeypatch.setitem(sys.modules, "prism", fake_prism({"SAPI"}))
    with pytest.raises(SpeechError, match="no screen reader is running"):
        open_speaker("screen-reader", "en")


def test_screen_reader_on_linux_is_speech_dispatcher(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    from accessible_dama.speech import speechd_speaker

    monkeypatch.setattr(speechd_speaker, "SpeechdSpeaker",
                        fake_backend("speechd", "speech-dispatcher (espeak-ng), voice cs"))
    speaker = open_speaker("screen-reader", "cs")
    try:
        assert speaker.name == "speechd"
        assert "Orca" in said(speaker.reason)
    finally:
        speaker.close()


@pytest.mark.parametrize(("name", "kind"), [
    ("nvda", "screen-reader"), ("JAWS", "screen-reader"), ("voiceover", "screen-reader"),
    ("screen-reader", "screen-reader"), ("sapi5", "pyttsx3"), ("speechd?module=espeak-ng",
                                                                "speechd"),
    ("auto", "auto"), ("text", "text")])
def test_backend_names_people_use_are_understood(name: str, kind: str) -> None:
    assert backend_kind(name) == kind


def test_an_unknown_backend_on_the_command_line_is_a_usage_error(tmp_path: Path) -> None:
    from tests.cli.dama_process import dama

    done = dama(tmp_path, ["--speech", "festival"], "")
    assert done.returncode == 2
    assert done.stderr.startswith("dama: unknown speech backend 'festival'")


# ---------------------------------------------------------------- winsound


class FakeWinsound(types.ModuleType):
    SND_FILENAME = 0x20000
    SND_ASYNC = 0x1
    SND_NODEFAULT = 0x2

    def __init__(self) -> None:
        super().__init__("winsound")
        self.calls: list[tuple[str | None, int]] = []

    def PlaySound(self, sound: str | None, flags: int) -> None:
        self.calls.append((sound, flags))


def test_winsound_plays_asynchronously_and_ends_after_the_sound(tmp_path: Path) -> None:
    winsound = FakeWinsound()
    playback = p3.WinsoundPlayback(tmp_path / "a.wav", 0.0, winsound)
    assert winsound.calls == [(str(tmp_path / "a.wav"), 0x20000 | 0x1 | 0x2)]
    assert playback.communicate(timeout=30) == (b"", b"")
    assert playback.returncode == 0


def test_winsound_is_cut_off_at_once(tmp_path: Path) -> None:
    winsound = FakeWinsound()
    playback = p3.WinsoundPlayback(tmp_path / "a.wav", 3600.0, winsound)
    assert playback.poll() is None
    p3._kill(playback)
    assert winsound.calls[-1] == (None, 0)  # PlaySound(None, 0) stops the sound
    assert playback.communicate(timeout=0) == (b"", b"")


def test_winsound_that_never_ends_times_out(tmp_path: Path) -> None:
    playback = p3.WinsoundPlayback(tmp_path / "a.wav", 3600.0, FakeWinsound())
    with pytest.raises(p3.subprocess.TimeoutExpired):
        playback.communicate(timeout=0)
    p3._kill(playback)


def test_the_player_is_winsound_only_on_windows(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(p3.shutil, "which", lambda name: None)  # no player programs
    assert p3.find_player() == ["winsound"]
    monkeypatch.setattr(sys, "platform", "darwin")
    with pytest.raises(SpeechError, match="no audio player"):
        p3.find_player()
    monkeypatch.setattr(p3.shutil, "which", lambda name: f"/usr/bin/{name}"
                        if name == "afplay" else None)
    assert p3.find_player() == ["/usr/bin/afplay"]


def test_a_sentence_in_another_sound_format_gets_a_length_from_its_text(
        tmp_path: Path) -> None:
    aiff = tmp_path / "sentence.wav"
    aiff.write_bytes(b"FORM\0\0\0\x10AIFFCOMM")  # what macOS's voice writes
    short = p3.sound_seconds(aiff, "d4")
    long = p3.sound_seconds(aiff, "Bílý bere: c3 přes d4, f6 a h8; zbývá mu šest kamenů.")
    assert 1.0 < short < long < 60.0


def test_a_reason_with_braces_from_the_user_is_said_as_it_is() -> None:
    with pytest.raises(SpeechError) as raised:
        open_speaker("pyttsx3?{voice}", "cs")
    assert str(raised.value) == "speech backend option must be key=value, not '{voice}'"
    assert said((raised.value.cause,)) == str(raised.value)


def test_the_automatic_choice_as_a_whole_ends_within_the_opening_bound(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # speech-dispatcher answers the handshake and hangs, and so does espeak-ng: the
    # system voice is opened beside it after NEXT_AFTER, with only what is left of the
    # bound (the two one after the other took 6 s each)
    from accessible_dama.speech import factory, guard, speechd_speaker

    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(guard, "OPEN_TIMEOUT", 0.6)
    monkeypatch.setattr(factory, "NEXT_AFTER", 0.2)
    release = threading.Event()
    opened: list[str] = []

    def hanging(kind: str) -> Any:
        def open_backend(*args: object, **kwargs: object) -> None:
            opened.append(kind)
            release.wait(30)
            raise SpeechError(f"{kind} let go")

        return open_backend

    monkeypatch.setattr(speechd_speaker, "SpeechdSpeaker", hanging("speechd"))
    monkeypatch.setattr(p3, "Pyttsx3Speaker", hanging("pyttsx3"))
    try:
        speaker = open_speaker("auto", "cs")
    finally:
        release.set()
    assert speaker.name == "text"
    assert opened == ["speechd", "pyttsx3"]
    first, second = speaker.reason
    assert str(first) == "speech-dispatcher did not answer within 0.6 s"
    assert dict(second.values)["what"] == "pyttsx3"
    seconds = dict(second.values)["seconds"]
    assert isinstance(seconds, float) and seconds <= round(0.6 - 0.2, 3)
