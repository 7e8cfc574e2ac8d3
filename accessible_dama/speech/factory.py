"""``open_speaker``: a speaker from a backend name, or the best one this machine has."""

from __future__ import annotations

import logging
import sys

from accessible_dama.speech.base import BackendName, Speaker, SpeechError
from accessible_dama.speech.guard import GuardedSpeaker, open_in_time
from accessible_dama.speech.text_speaker import SilentSpeaker, TextSpeaker

log = logging.getLogger(__name__)

BACKENDS = ("auto", "screen-reader", "speechd", "pyttsx3", "text", "silent")

_ALIASES = {"speech-dispatcher": "speechd", "espeak": "pyttsx3", "espeak-ng": "pyttsx3",
            "screenreader": "screen-reader", "nvda": "screen-reader", "jaws": "screen-reader",
            "voiceover": "screen-reader", "orca": "screen-reader", "sapi": "pyttsx3",
            "sapi5": "pyttsx3", "nsss": "pyttsx3", "system": "pyttsx3"}

_OPTIONS = {"speechd": {"module"}, "pyttsx3": {"player"}}


def open_speaker(
    name: str | None,
    lang: str,
    rate: int | None = None,
    voice: str | None = None,
) -> Speaker:
    """A speaker for the language.

    ``name`` is ``screen-reader``, ``speechd``, ``pyttsx3``, ``text``, ``silent`` or
    ``auto`` (also ``None``), optionally with options in URL form:
    ``speechd?module=espeak-ng``, ``pyttsx3?player=paplay``. ``screen-reader`` speaks
    through the running screen reader (NVDA, JAWS, VoiceOver; on Linux through
    speech-dispatcher, as Orca does); ``pyttsx3`` is the system voice (SAPI5 on Windows,
    NSSpeechSynthesizer on macOS, espeak-ng on Linux). ``auto`` tries a running screen
    reader (Windows, macOS) or speech-dispatcher (Linux), then the system voice, then
    falls back to text; the speaker's ``reason`` says why it was chosen.
    Opening a backend that speaks gives up after a few seconds (SpeechError), and its
    calls never make the caller wait (``GuardedSpeaker``: ``on_lost`` tells when it
    stopped answering).
    A backend asked for by name that cannot speak raises SpeechError (NoVoiceError when
    it has no voice for the language); ValueError for a rate out of range.
    """
    backend = BackendName.parse(name or "auto")
    kind = backend_kind(name or "auto")
    if kind == "auto":
        return _choose(lang, rate, voice)
    return _open(kind, backend.options, lang, rate, voice, reason="")


def backend_kind(name: str) -> str:
    """The backend a name asks for (``nvda`` is ``screen-reader``), checked with its
    options; SpeechError for an unknown backend or option."""
    backend = BackendName.parse(name)
    kind = _ALIASES.get(backend.kind, backend.kind)
    if kind not in BACKENDS:
        raise SpeechError(f"unknown speech backend {backend.kind!r}; known: {', '.join(BACKENDS)}")
    unknown = set(backend.options) - _OPTIONS.get(kind, set())
    if unknown:
        raise SpeechError(f"speech backend {kind!r} has no option {sorted(unknown)[0]!r}")
    return kind


def _open(
    kind: str,
    options: dict[str, str],
    lang: str,
    rate: int | None,
    voice: str | None,
    reason: str,
) -> Speaker:
    # A backend that speaks can block: it is opened, and then called, with deadlines.
    if kind == "screen-reader":
        from accessible_dama.speech.screen_reader import ScreenReaderSpeaker, screen_reader_kind

        if screen_reader_kind() == "speechd":
            return _open("speechd", {}, lang, rate, voice,
                         reason or "on Linux the screen reader Orca speaks through "
                                   "speech-dispatcher")
        return GuardedSpeaker(open_in_time(
            lambda: ScreenReaderSpeaker(lang, reason=reason), "the screen reader"))
    if kind == "speechd":
        from accessible_dama.speech.speechd_speaker import SpeechdSpeaker

        return GuardedSpeaker(open_in_time(
            lambda: SpeechdSpeaker(lang, rate, voice, module=options.get("module"),
                                   reason=reason),
            "speech-dispatcher"))
    if kind == "pyttsx3":
        from accessible_dama.speech.pyttsx3_speaker import Pyttsx3Speaker

        return GuardedSpeaker(open_in_time(
            lambda: Pyttsx3Speaker(lang, rate, voice, player=options.get("player"),
                                   reason=reason),
            "pyttsx3"))
    if kind == "text":
        return TextSpeaker(lang, reason)
    return SilentSpeaker(lang, reason)


def _choose(lang: str, rate: int | None, voice: str | None) -> Speaker:
    failures: list[str] = []
    if sys.platform.startswith("linux"):
        candidates = ["speechd", "pyttsx3"]  # Orca itself speaks through speech-dispatcher
    else:
        candidates = ["screen-reader", "pyttsx3"]
    for kind in candidates:
        why = f"chosen automatically; {'; '.join(failures)}" if failures else "chosen automatically"
        try:
            speaker = _open(kind, {}, lang, rate, voice, reason=why)
        except SpeechError as e:
            failures.append(str(e))
            continue
        log.info("speech: %s (%s)", speaker.description, speaker.reason)
        return speaker
    speaker = TextSpeaker(lang, reason="; ".join(failures))
    log.info("speech: text only (%s)", speaker.reason)
    return speaker
