"""How long a listener waits for the first sound of a sentence (for the benchmarks)."""

from __future__ import annotations

import statistics
import threading
import time
from dataclasses import dataclass

from accessible_dama.speech.base import ReportsAudioStart, Speaker, SpeechError


@dataclass(frozen=True)
class Latency:
    backend: str
    samples: tuple[float, ...]  # seconds from say() to the start of the audio

    @property
    def median(self) -> float:
        return statistics.median(self.samples)

    @property
    def worst(self) -> float:
        return max(self.samples)

    def text(self) -> str:
        return (
            f"{self.backend}: first audio after {1000 * self.median:.1f} ms median, "
            f"{1000 * self.worst:.1f} ms worst ({len(self.samples)} sentences)"
        )


SENTENCES = {"cs": "Bílý: c3 na d4.", "en": "White: c3 to d4."}


def first_audio_latency(
    lang: str = "cs", *, backend: str = "pyttsx3", text: str | None = None, repeats: int = 5
) -> float:
    """Median seconds from ``say()`` to the start of the audio of a short move sentence,
    with a speaker of the backend opened for the purpose (pyttsx3 on espeak-ng unless
    told).  SpeechError when the backend cannot speak the language."""
    from accessible_dama.speech.factory import open_speaker

    speaker = open_speaker(backend, lang)
    try:
        sentence = text or SENTENCES.get(lang, SENTENCES["en"])
        return measure_first_audio(speaker, sentence, repeats).median
    finally:
        speaker.close()


def measure_first_audio(
    speaker: Speaker, text: str, repeats: int = 5, timeout: float = 10.0
) -> Latency:
    """Say the sentence ``repeats`` times, each time measuring from ``say()`` to the
    start of its audio: for pyttsx3 the player process started on the rendered WAV,
    for speech-dispatcher its BEGIN event.  The speaker must report audio starts."""
    if not isinstance(speaker, ReportsAudioStart):
        raise SpeechError(f"{speaker.description} does not report when audio starts")
    started = threading.Event()
    stamps: list[float] = []

    def on_start() -> None:
        stamps.append(time.perf_counter())
        started.set()

    previous = speaker.on_audio_start
    speaker.on_audio_start = on_start
    samples: list[float] = []
    try:
        for _ in range(repeats):
            speaker.stop()
            speaker.wait_until_done(timeout)
            started.clear()
            stamps.clear()
            said = time.perf_counter()
            speaker.say(text)
            if not started.wait(timeout):
                raise SpeechError(f"{speaker.description}: no audio within {timeout} s")
            samples.append(stamps[0] - said)
        speaker.stop()
        speaker.wait_until_done(timeout)
    finally:
        speaker.on_audio_start = previous
    return Latency(speaker.name, tuple(samples))
