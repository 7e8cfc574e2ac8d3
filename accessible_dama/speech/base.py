"""What every speech backend promises, the errors it raises, and the rate limits."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

# Words per minute.  espeak-ng accepts 80 to 450; 170 is the normal rate that
# speech-dispatcher's espeak-ng module maps to its own rate 0.
MIN_RATE = 80
MAX_RATE = 450
DEFAULT_RATE = 170


#: how many failures in a row (sentences not taken, calls unanswered within their
#: deadline) drop a backend: one slow moment of a screen reader must not silence the game
FAILURES_BEFORE_LOSS = 3


@dataclass(frozen=True)
class Cause:
    """A reason the program can say in the player's language: an English sentence with
    ``{names}`` (its msgid in the catalogs) and the values put into it (names of
    programs, numbers, the system's own message, or another Cause). ``str`` is English."""

    text: str
    values: tuple[tuple[str, object], ...] = ()

    def __str__(self) -> str:
        return self.say(lambda text: text)

    def say(self, translate: Callable[[str], str]) -> str:
        """The sentence in the language of ``translate`` (a gettext function)."""
        if not self.values:  # a sentence as it is, braces and all (a system's message)
            return translate(self.text)
        values = {name: value.say(translate) if isinstance(value, Cause) else value
                  for name, value in self.values}
        return translate(self.text).format(**values)


def cause(text: str, **values: object) -> Cause:
    """A reason: ``cause("{name} did not answer within {seconds:g} s", name=..., seconds=3)``."""
    return Cause(text, tuple(values.items()))


def said(reasons: Iterable[Cause], translate: Callable[[str], str] = str) -> str:
    """Reasons in one line, each in the language of ``translate``."""
    return "; ".join(reason.say(translate) for reason in reasons)


class SpeechError(Exception):
    """Speech cannot be done as asked: ``cause`` says why, for the user."""

    def __init__(self, reason: Cause | str) -> None:
        self.cause = reason if isinstance(reason, Cause) else Cause(reason)
        super().__init__(str(self.cause))


class NoVoiceError(SpeechError):
    """No voice for the language, or no voice of the name asked for."""


class SpeechUnsupportedError(SpeechError):
    """The backend cannot do this (e.g. speech-dispatcher cannot write a WAV file)."""


def check_rate(words_per_minute: int) -> int:
    """The rate itself when espeak-ng can speak at it; else ValueError."""
    if not MIN_RATE <= words_per_minute <= MAX_RATE:
        raise ValueError(
            f"speech rate must be {MIN_RATE} to {MAX_RATE} words a minute, not {words_per_minute}"
        )
    return words_per_minute


class VoicedSpeaker:
    """What the two backends with a voice of their own (pyttsx3, speech-dispatcher)
    share: how they describe themselves, the callbacks the guard sets, and the condition
    their queue waits on. A subclass names its ``engine`` and ``voice_name``."""

    speaks = True
    reads_printed_lines = False

    def _begin(self, lang: str, reason: tuple[Cause, ...]) -> None:
        self.lang = lang
        self.reason = reason
        self.last_error: str | None = None
        self.on_audio_start: Callable[[], None] | None = None
        #: told once when the backend is gone (it hangs, or fails sentence after sentence)
        self.on_lost: Callable[[Cause], None] | None = None
        self._cond = threading.Condition()
        self._closed = False

    @property
    def engine(self) -> str:
        raise NotImplementedError

    @property
    def voice_name(self) -> str:
        raise NotImplementedError

    @property
    def description(self) -> str:
        return f"{self.engine}, voice {self.voice_name}"


@runtime_checkable
class Speaker(Protocol):
    """Speaks sentences without making the caller wait.

    ``say`` returns at once; the backend queues the sentence and speaks it in order.
    ``interrupt=True`` first cuts off what is being said and drops what is queued.
    Repeating the last sentence is the session's business, not the backend's.
    """

    @property
    def name(self) -> str:
        """The backend: "speechd", "pyttsx3", "text" or "silent"."""

    @property
    def description(self) -> str:
        """For the log: "speech-dispatcher (espeak-ng), voice cs"."""

    @property
    def engine(self) -> str:
        """What speaks, by its own name: "pyttsx3", "speech-dispatcher (espeak-ng)", the
        screen reader's name ("NVDA"); "" for text and silence. The player hears it in a
        sentence of their language (phrases), never ``description``."""

    @property
    def voice_name(self) -> str:
        """The voice as the engine names it ("zlw/cs"), or "" (a screen reader's own)."""

    @property
    def reason(self) -> tuple[Cause, ...]:
        """Why this backend was chosen (and what was tried before it); () when it was
        asked for by name."""

    @property
    def speaks(self) -> bool:
        """False for "text" and "silent": nothing is heard."""

    @property
    def last_error(self) -> str | None:
        """The latest sentence that could not be spoken, and why; None when all went well."""

    @property
    def reads_printed_lines(self) -> bool:
        """True when what speaks reads the lines the program prints by itself (NVDA and
        JAWS read new console text): those lines are then not sent to it again."""

    def say(self, text: str, *, interrupt: bool = False) -> None: ...

    def stop(self) -> None:
        """Cut off what is being said and drop what is queued."""

    def wait_until_done(self, timeout: float | None = None) -> bool:
        """Block until everything said so far has been spoken; False on timeout."""

    def set_rate(self, words_per_minute: int) -> None:
        """From the next sentence on; ValueError outside MIN_RATE..MAX_RATE."""

    def set_voice(self, voice: str) -> None:
        """From the next sentence on; NoVoiceError when there is no such voice."""

    def save_wav(self, text: str, path: str | os.PathLike[str]) -> None:
        """Write the sentence to a WAV file; SpeechUnsupportedError where impossible."""

    def close(self) -> None:
        """Stop speaking and free the backend; safe to call twice."""


@runtime_checkable
class ReportsAudioStart(Protocol):
    """A backend that can tell when the audio of a sentence starts (for latency figures)."""

    on_audio_start: Callable[[], None] | None


@runtime_checkable
class ReportsLoss(Protocol):
    """A speaker that can tell when it has stopped answering for good: ``on_lost`` is
    called with the reason (from any thread, and it must not block)."""

    on_lost: Callable[[Cause], None] | None


@dataclass(frozen=True)
class Voice:
    """One voice of a synthesizer: its id, a name for people, and its languages."""

    id: str
    name: str
    languages: tuple[str, ...] = field(default=())


def _lang_key(code: str) -> str:
    return code.strip().lower().replace("_", "-")


def voice_for_language(voices: Iterable[Voice], lang: str) -> Voice | None:
    """The best voice for a language code: an exact language match first
    (``cs``), then the synthesizer's main voice of that language (id ``gmw/en``),
    then a regional one (``en-gb``); among equals, the first listed."""
    wanted = _lang_key(lang)
    if not wanted:
        return None
    ranked: list[tuple[int, int, Voice]] = []
    for order, voice in enumerate(voices):
        languages = [_lang_key(code) for code in voice.languages]
        voice_id = voice.id.lower()
        if wanted in languages:
            ranked.append((0, order, voice))
        elif voice_id == wanted or voice_id.endswith("/" + wanted):
            ranked.append((1, order, voice))
        elif any(code.startswith(wanted + "-") for code in languages):
            ranked.append((2, order, voice))
    return min(ranked, key=lambda r: (r[0], r[1]))[2] if ranked else None


def find_voice(voices: Iterable[Voice], wanted: str) -> Voice | None:
    """A voice by id (``zlw/cs``), by name (``Czech``, any case) or by language (``cs``)."""
    listed = list(voices)
    key = wanted.strip().lower()
    for voice in listed:
        if voice.id.lower() == key:
            return voice
    for voice in listed:
        if voice.name.lower() == key:
            return voice
    return voice_for_language(listed, wanted)


@dataclass(frozen=True)
class BackendName:
    """A backend name in the URL-like form ``pyttsx3?player=paplay``."""

    kind: str
    options: dict[str, str] = field(default_factory=dict)

    @classmethod
    def parse(cls, text: str) -> BackendName:
        kind, _, query = text.strip().partition("?")
        options: dict[str, str] = {}
        for part in query.split("&") if query else ():
            key, sep, value = part.partition("=")
            if not sep or not key:
                raise SpeechError(f"speech backend option must be key=value, not {part!r}")
            options[key.strip().lower()] = value.strip()
        return cls(kind.strip().lower(), options)
