"""open_speaker: backends by name, the automatic choice and its reason, text and silent."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_dama.speech import (
    NoVoiceError,
    Speaker,
    SpeechError,
    SpeechUnsupportedError,
    open_speaker,
    said,
)
from accessible_dama.speech.base import BackendName

pytestmark = pytest.mark.filterwarnings(
    # speechd's client ends its reading thread with sys.exit() when the connection closes
    "ignore:Exception in thread SSIP client communication thread"
    ":pytest.PytestUnhandledThreadExceptionWarning"
)


def test_auto_prefers_speech_dispatcher_on_linux(speechd_home: Path) -> None:
    speaker = open_speaker(None, "cs")
    try:
        assert isinstance(speaker, Speaker)
        assert speaker.name == "speechd"
        assert speaker.speaks
        assert speaker.description == "speech-dispatcher (espeak-ng), voice cs"
        assert said(speaker.reason) == "chosen automatically"
    finally:
        speaker.close()


def test_auto_falls_back_to_text_when_no_voice_speaks_the_language(speechd_home: Path) -> None:
    speaker = open_speaker("auto", "xx-made-up")
    assert speaker.name == "text"
    assert not speaker.speaks
    assert speaker.description == "text only"
    assert "speech-dispatcher (espeak-ng) has no voice for the language 'xx-made-up'" in (
        said(speaker.reason)
    )
    assert "pyttsx3 has no voice for the language 'xx-made-up'" in said(speaker.reason)
    assert "\n" not in said(speaker.reason)


@pytest.mark.needs("speech-dispatcher")  # its client library says it is not running
def test_auto_falls_back_to_pyttsx3_without_speech_dispatcher(
    null_audio: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A speech-dispatcher that cannot be reached: a socket path where nothing listens,
    # and no server to start.
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path}/nothing.sock")
    monkeypatch.setenv("SPEECHD_CMD", str(tmp_path / "no-speech-dispatcher"))
    speaker = open_speaker(None, "cs")
    try:
        assert speaker.name == "pyttsx3"
        assert speaker.description == "pyttsx3, voice zlw/cs"
        assert said(speaker.reason).startswith(
            "chosen automatically; speech-dispatcher is not running")
        assert "\n" not in said(speaker.reason)
    finally:
        speaker.close()


def test_backend_asked_for_by_name_without_a_voice_raises(null_audio: Path) -> None:
    with pytest.raises(NoVoiceError, match="pyttsx3 has no voice for the language 'xx'"):
        open_speaker("pyttsx3", "xx")


def test_backend_names_take_options_in_url_form(null_audio: Path) -> None:
    assert BackendName.parse("pyttsx3?player=aplay") == BackendName("pyttsx3", {"player": "aplay"})
    speaker = open_speaker("pyttsx3?player=aplay", "en", rate=200)
    try:
        assert speaker.description == "pyttsx3, voice gmw/en"
        assert speaker.reason == ()
    finally:
        speaker.close()
    with pytest.raises(SpeechError, match="no option 'volume'"):
        open_speaker("pyttsx3?volume=3", "cs")
    with pytest.raises(SpeechError, match="unknown audio player 'winamp'"):
        open_speaker("pyttsx3?player=winamp", "cs")
    with pytest.raises(SpeechError, match="unknown speech backend 'festival'"):
        open_speaker("festival", "cs")
    with pytest.raises(ValueError, match="80 to 450"):
        open_speaker("pyttsx3", "cs", rate=2000)


@pytest.mark.parametrize("name", ["text", "silent"])
def test_text_and_silent_speak_nothing_and_print_nothing(
    name: str, tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    speaker = open_speaker(name, "cs")
    assert isinstance(speaker, Speaker)
    assert speaker.name == name
    assert not speaker.speaks
    speaker.say("Bílý: c3 na d4.")
    speaker.say("Černý: f6 na e5.", interrupt=True)
    speaker.stop()
    assert speaker.wait_until_done(0)
    speaker.set_rate(200)
    speaker.set_voice("cs")
    with pytest.raises(SpeechUnsupportedError):
        speaker.save_wav("Bílý: c3 na d4.", tmp_path / "x.wav")
    speaker.close()
    assert capfd.readouterr() == ("", "")
