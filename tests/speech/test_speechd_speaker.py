"""speech-dispatcher for real: a private server on the null ALSA device."""

from __future__ import annotations

import importlib
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from accessible_dama.speech import NoVoiceError, SpeechError, SpeechUnsupportedError
from accessible_dama.speech.speechd_speaker import SpeechdSpeaker, speechd_rate

MOVE_CS = "Bílý: c3 na d4."
# On the null device the server ends a sentence as soon as it is synthesized: this
# one takes it a few seconds, long enough to be cancelled half-way.
LONG_CS = "Černý táhne z f6 na e5 a bílý odpovídá tahem z d4 na c5. " * 40

pytestmark = pytest.mark.filterwarnings(
    # speechd's client ends its reading thread with sys.exit() when the connection closes
    "ignore:Exception in thread SSIP client communication thread"
    ":pytest.PytestUnhandledThreadExceptionWarning"
)

WaitFor = Callable[[Callable[[], object], float], bool]


@pytest.fixture
def speaker(speechd_home: Path) -> Iterator[SpeechdSpeaker]:
    s = SpeechdSpeaker("cs")
    yield s
    s.close()


def test_rate_in_words_a_minute_maps_to_speechd_minus_100_to_100() -> None:
    assert speechd_rate(170) == 0
    assert speechd_rate(80) == -100
    assert speechd_rate(450) == 100
    assert speechd_rate(449) == 100
    assert speechd_rate(125) == -50
    assert 0 < speechd_rate(200) < speechd_rate(300) < 100
    with pytest.raises(ValueError):
        speechd_rate(79)


def test_speechd_speaks_a_czech_sentence(speaker: SpeechdSpeaker, wait_for: WaitFor) -> None:
    assert speaker.description == "speech-dispatcher (espeak-ng), voice cs"
    starts: list[float] = []
    speaker.on_audio_start = lambda: starts.append(time.perf_counter())
    speaker.say(MOVE_CS)
    # say() hands the sentence over and returns before its 1.5 s of audio
    assert not speaker.wait_until_done(0), "say() waited for the sentence"
    assert speaker.wait_until_done(10.0)
    assert wait_for(lambda: len(starts) == 1, 10.0)
    assert speaker.last_error is None


def _audio_started(speaker: SpeechdSpeaker) -> threading.Event:
    started = threading.Event()
    speaker.on_audio_start = started.set
    return started


def test_speechd_cancel_cuts_off_a_long_sentence(speaker: SpeechdSpeaker) -> None:
    started = time.perf_counter()
    speaker.say(LONG_CS)
    assert speaker.wait_until_done(60.0)
    uncut = time.perf_counter() - started
    assert uncut > 1.0, f"the long sentence took only {uncut:.2f} s: too short to cut"

    speaking = _audio_started(speaker)
    speaker.say(LONG_CS)
    assert speaking.wait(30), "the long sentence never started"
    stopped = time.perf_counter()
    speaker.stop()
    assert speaker.wait_until_done(uncut)
    # cut off: a fraction of the whole sentence, measured on the same (maybe busy) machine
    assert time.perf_counter() - stopped < uncut / 2


def test_speechd_interrupting_sentence_replaces_the_queued_ones(speaker: SpeechdSpeaker) -> None:
    started = time.perf_counter()
    speaker.say(LONG_CS)
    assert speaker.wait_until_done(60.0)
    uncut = time.perf_counter() - started

    speaking = _audio_started(speaker)
    speaker.say(LONG_CS)
    speaker.say(LONG_CS)
    assert speaking.wait(30), "the long sentence never started"
    interrupted = time.perf_counter()
    speaker.say(MOVE_CS, interrupt=True)
    assert speaker.wait_until_done(30.0)
    # the short sentence only: not the rest of two long ones
    assert time.perf_counter() - interrupted < uncut / 2
    assert speaker.last_error is None


def test_speechd_voice_and_rate_can_be_changed(speaker: SpeechdSpeaker) -> None:
    speaker.set_rate(300)
    assert speaker.rate == 300
    speaker.set_voice("Czech+Adam")
    assert speaker.description.endswith("voice Czech+Adam")
    speaker.set_voice("en")
    speaker.say("White: c3 to d4.")
    assert speaker.wait_until_done(10.0)
    with pytest.raises(NoVoiceError):
        speaker.set_voice("no such voice")
    with pytest.raises(ValueError):
        speaker.set_rate(20)


def test_speechd_has_no_voice_for_a_made_up_language(speechd_home: Path) -> None:
    with pytest.raises(NoVoiceError, match="no voice for the language 'xx-made-up'"):
        SpeechdSpeaker("xx-made-up")


def test_speechd_cannot_write_wav_files(speaker: SpeechdSpeaker, tmp_path: Path) -> None:
    with pytest.raises(SpeechUnsupportedError):
        speaker.save_wav(MOVE_CS, tmp_path / "x.wav")


def test_a_connection_lost_while_opening_is_a_speech_error_not_a_crash(
        speechd_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # a reply the client cannot read ends its reading thread; a command sent after that
    # fails at once with the client's own error (before it, it would wait, and time out):
    # opening must say why speech is off, never end the opening thread without a word
    speechd = importlib.import_module("speechd")  # speech-dispatcher's own client

    def lost(self: object) -> None:
        raise speechd.SSIPCommunicationError("the reading thread ended")

    monkeypatch.setattr(speechd.SSIPClient, "list_output_modules", lost)
    with pytest.raises(SpeechError) as raised:
        SpeechdSpeaker("cs")
    assert "connection was lost" in str(raised.value.cause)
