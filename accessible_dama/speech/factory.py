"""``open_speaker``: a speaker from a backend name, or the best one this machine has."""

from __future__ import annotations

import functools
import logging
import sys
import time

from accessible_dama.speech import guard
from accessible_dama.speech.base import BackendName, Cause, Speaker, SpeechError, cause, said
from accessible_dama.speech.guard import GuardedSpeaker, Opening, open_in_time
from accessible_dama.speech.text_speaker import SilentSpeaker, TextSpeaker

log = logging.getLogger(__name__)

BACKENDS = ("auto", "screen-reader", "speechd", "pyttsx3", "text", "silent")

_ALIASES = {"speech-dispatcher": "speechd", "espeak": "pyttsx3", "espeak-ng": "pyttsx3",
            "screenreader": "screen-reader", "nvda": "screen-reader", "jaws": "screen-reader",
            "voiceover": "screen-reader", "orca": "screen-reader", "sapi": "pyttsx3",
            "sapi5": "pyttsx3", "nsss": "pyttsx3", "system": "pyttsx3"}

_OPTIONS = {"speechd": {"module"}, "pyttsx3": {"player"}, "screen-reader": {"console"}}
#: seconds the automatic choice gives one backend before it opens the next one beside
#: it (a cold speech-dispatcher starts in 0.5 s): the choice takes OPEN_TIMEOUT at most
NEXT_AFTER = 1.0
_ON_OFF = {"on": True, "yes": True, "1": True, "off": False, "no": False, "0": False}


def open_speaker(
    name: str | None,
    lang: str,
    rate: int | None = None,
    voice: str | None = None,
) -> Speaker:
    """A speaker for the language.

    ``name`` is ``screen-reader``, ``speechd``, ``pyttsx3``, ``text``, ``silent`` or
    ``auto`` (also ``None``), optionally with options in URL form:
    ``speechd?module=espeak-ng``, ``pyttsx3?player=paplay``, ``screen-reader?console=off``.
    ``screen-reader`` speaks through the running screen reader (NVDA, JAWS, VoiceOver; on
    Linux through speech-dispatcher, as Orca does); ``pyttsx3`` is the system voice (SAPI5
    on Windows, NSSpeechSynthesizer on macOS, espeak-ng on Linux). ``auto`` opens a
    running screen reader (Windows, macOS) or speech-dispatcher (Linux) and the system
    voice side by side, takes the first of them that opens, and falls back to text; the
    speaker's ``reason`` says why it was chosen. Opening gives up after OPEN_TIMEOUT
    seconds (SpeechError), the choice as a whole too, and the calls never make the
    caller wait (``GuardedSpeaker``: ``on_lost`` tells when it stopped answering).
    A backend asked for by name that cannot speak raises SpeechError (NoVoiceError when
    it has no voice for the language); ValueError for a rate out of range.
    """
    backend = BackendName.parse(name or "auto")
    kind = backend_kind(name or "auto")
    if kind == "auto":
        return _choose(lang, rate, voice)
    if kind == "text":
        return TextSpeaker(lang)
    if kind == "silent":
        return SilentSpeaker(lang)
    return _open(kind, backend.options, lang, rate, voice)


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
    console = backend.options.get("console", "on").lower()
    if console not in _ON_OFF:
        raise SpeechError(f"speech backend option console must be on or off, not {console!r}")
    return kind


def _open(
    kind: str,
    options: dict[str, str],
    lang: str,
    rate: int | None,
    voice: str | None,
    timeout: float | None = None,
) -> GuardedSpeaker:
    # A backend that speaks can block: it is opened, and then called, with deadlines.
    if kind == "screen-reader":
        from accessible_dama.speech.screen_reader import (
            PERMISSION_TIMEOUT,
            ScreenReaderSpeaker,
            screen_reader_kind,
        )

        if screen_reader_kind() == "speechd":
            speaker = _open("speechd", {}, lang, rate, voice, timeout)
            speaker.reason = (cause("on Linux the screen reader Orca speaks through "
                                  "speech-dispatcher"),)
            return speaker
        console = _ON_OFF[options["console"].lower()] if "console" in options else None
        # macOS asks at VoiceOver's first sentence whether the terminal may control it:
        # that sentence waits for the player's answer
        return GuardedSpeaker(
            open_in_time(lambda: ScreenReaderSpeaker(lang, console=console),
                         cause("the screen reader"), timeout),
            first_sentence_timeout=PERMISSION_TIMEOUT if sys.platform == "darwin" else None)
    if kind == "speechd":
        from accessible_dama.speech.speechd_speaker import SpeechdSpeaker

        return GuardedSpeaker(open_in_time(
            lambda: SpeechdSpeaker(lang, rate, voice, module=options.get("module")),
            "speech-dispatcher", timeout))
    from accessible_dama.speech.pyttsx3_speaker import Pyttsx3Speaker

    return GuardedSpeaker(open_in_time(
        lambda: Pyttsx3Speaker(lang, rate, voice, player=options.get("player")), "pyttsx3",
        timeout))


def _choose(lang: str, rate: int | None, voice: str | None) -> Speaker:
    if sys.platform.startswith("linux"):
        candidates = ["speechd", "pyttsx3"]  # Orca itself speaks through speech-dispatcher
    else:
        candidates = ["screen-reader", "pyttsx3"]
    deadline = time.monotonic() + guard.OPEN_TIMEOUT  # for the choice as a whole

    def start(kind: str) -> Opening[GuardedSpeaker]:
        left = max(0.1, round(deadline - time.monotonic(), 3))
        return Opening(functools.partial(_open, kind, {}, lang, rate, voice, left), kind)

    openings = [start(candidates[0])]
    failures: list[Cause] = []
    for number, opening in enumerate(openings):
        # the next one is opened beside one that fails or is slow (a hanging server)
        if number + 1 < len(candidates) and not (opening.wait(NEXT_AFTER) and opening.opened):
            openings.append(start(candidates[number + 1]))
        try:
            speaker = opening.result()
        except SpeechError as e:
            failures.append(e.cause)
            continue
        for later in openings[number + 1:]:
            later.discard()
        speaker.reason = (cause("chosen automatically"), *failures)
        log.info("speech: %s (%s)", speaker.description, said(speaker.reason))
        return speaker
    text = TextSpeaker(lang, reason=tuple(failures))
    log.info("speech: text only (%s)", said(text.reason))
    return text
