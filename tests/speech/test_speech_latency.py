"""Time from say() to the first sound: measured, and kept well under what a listener notices."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from accessible_dama.speech import SpeechError, open_speaker
from accessible_dama.speech.latency import first_audio_latency, measure_first_audio
from accessible_dama.speech.pyttsx3_speaker import Pyttsx3Speaker
from accessible_dama.speech.speechd_speaker import SpeechdSpeaker

pytestmark = pytest.mark.filterwarnings(
    # speechd's client ends its reading thread with sys.exit() when the connection closes
    "ignore:Exception in thread SSIP client communication thread"
    ":pytest.PytestUnhandledThreadExceptionWarning"
)

MOVE_CS = "Bílý: c3 na d4."
# A quarter of a second: a listener hears a longer pause as the program hesitating. The
# tests hold the CPU time the program spends on a sentence under it, which a busy machine
# does not stretch; the real time to the first sound is measured by benchmarks/interaction.py.
NOTICEABLE = 0.25


def test_pyttsx3_first_audio_comes_quickly(null_audio: Path) -> None:
    speaker = Pyttsx3Speaker("cs")
    try:
        cpu = time.process_time()
        latency = measure_first_audio(speaker, MOVE_CS, repeats=5)
        cpu = time.process_time() - cpu
    finally:
        speaker.close()
    assert len(latency.samples) == 5 and all(s > 0 for s in latency.samples)
    assert cpu / 5 < NOTICEABLE, latency.text()  # rendered in this process


def test_speechd_first_audio_comes_quickly(speechd_home: Path) -> None:
    speaker = SpeechdSpeaker("cs")
    try:
        cpu = time.process_time()
        latency = measure_first_audio(speaker, MOVE_CS, repeats=5)
        cpu = time.process_time() - cpu
    finally:
        speaker.close()
    assert latency.backend == "speechd"
    assert len(latency.samples) == 5 and all(s > 0 for s in latency.samples)
    assert cpu / 5 < NOTICEABLE, latency.text()  # this side of the server's socket


def test_first_audio_latency_in_seconds_for_a_language(null_audio: Path) -> None:
    cpu = time.process_time()
    seconds = first_audio_latency("en", repeats=3)
    assert seconds > 0
    assert (time.process_time() - cpu) / 3 < NOTICEABLE  # the speaker's opening included


def test_latency_needs_a_speaker_that_reports_audio() -> None:
    with pytest.raises(SpeechError, match="does not report when audio starts"):
        measure_first_audio(open_speaker("silent", "cs"), MOVE_CS)
