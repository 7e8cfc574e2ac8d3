"""Speech behind one small interface: ``open_speaker(name, lang)`` gives a ``Speaker``.

Backends: ``speechd`` (speech-dispatcher), ``pyttsx3`` (espeak-ng, each sentence
rendered to a WAV and played by a killable player), ``text`` (printed text only) and
``silent`` (nothing, for tests and pipes); ``auto`` picks the best that works.
A backend that speaks is opened and called with deadlines (``guard``): it never makes
the game wait, and one that stops answering is dropped (``ReportsLoss``).
"""

from accessible_dama.speech.base import (
    DEFAULT_RATE,
    MAX_RATE,
    MIN_RATE,
    Cause,
    NoVoiceError,
    ReportsLoss,
    Speaker,
    SpeechError,
    SpeechUnsupportedError,
    Voice,
    cause,
    said,
)
from accessible_dama.speech.factory import BACKENDS, backend_kind, open_speaker

__all__ = [
    "BACKENDS",
    "DEFAULT_RATE",
    "MAX_RATE",
    "MIN_RATE",
    "NoVoiceError",
    "ReportsLoss",
    "Speaker",
    "SpeechError",
    "SpeechUnsupportedError",
    "Voice",
    "Cause",
    "backend_kind",
    "open_speaker",
    "said",
    "cause",
]
