"""Speech through the screen reader the player already runs (NVDA, JAWS, VoiceOver, ...).

Through Prism (PyPI ``prismatoid``, MPL-2.0): one maintained library with wheels for
Windows, macOS and Linux that speaks through NVDA, JAWS, ZoomText, System Access and
others on Windows, VoiceOver on macOS and Orca on Linux, and through the system voices
(SAPI, OneCore, AVSpeech, speech-dispatcher) where no screen reader runs. Only a running
screen reader is taken here: the system voice is pyttsx3's job, with our own rate and
voice. The sentence goes to the screen reader's speech and its braille display (Prism's
``output``), in the player's own voice and rate, and is cut off by the next one when
asked (``stop``). The comparison with the other libraries is in docs/platforms.md.

One channel, never two: NVDA, JAWS and the other Windows screen readers read new console
text by themselves (their default), so the lines the program prints reach the player
through that alone and are not sent again (``reads_printed_lines``); only what is not
printed goes through Prism. VoiceOver does not read new Terminal text by itself: every
sentence goes through Prism. ``screen-reader?console=on`` or ``console=off`` says
otherwise for a screen reader set up the other way.

VoiceOver is spoken to through AppleScript: macOS asks once whether the terminal may
control VoiceOver (an Automation prompt), and VoiceOver Utility must allow it
("Allow VoiceOver to be controlled with AppleScript"). Prism sends the first Apple event
with the first sentence: that sentence waits for the player's answer to the prompt
(``PERMISSION_TIMEOUT``), and a failure says what to allow.

On Linux, the screen reader Orca itself speaks through speech-dispatcher: asking for
``screen-reader`` there opens speech-dispatcher, as Orca does.
"""

from __future__ import annotations

import os
import sys
from typing import Any

from accessible_dama.speech.base import (
    Cause,
    SpeechError,
    SpeechUnsupportedError,
    cause,
    check_rate,
)

#: Prism's backends that are screen readers (the others are voices of the system)
SCREEN_READERS = ("NVDA", "JAWS", "VOICE_OVER", "ORCA", "ZOOM_TEXT", "SYSTEM_ACCESS",
                  "ZDSR", "PC_TALKER", "BOY_PC_READER", "SENSE_READER", "WINDOW_EYES",
                  "SPIEL")

#: screen readers that do not read new console text by themselves (by default), as
#: Prism names them without spaces and case
NOT_READING_CONSOLE = ("voiceover",)

#: seconds for VoiceOver's first sentence: macOS's Automation prompt waits for the player
PERMISSION_TIMEOUT = 120.0

APPLESCRIPT_HINT = cause(
    "VoiceOver is spoken to through AppleScript: in VoiceOver Utility, General, turn on "
    "\"Allow VoiceOver to be controlled with AppleScript\", and allow the terminal to "
    "control VoiceOver in System Settings, Privacy & Security, Automation")


def running_screen_reader(prism: Any) -> tuple[Any, Any, str] | None:
    """Prism's context, the running screen reader's backend and its name, the first by
    Prism's own priority; None when no screen reader runs. The backend is valid while
    the context lives."""
    context = prism.Context()
    wanted = {int(getattr(prism.BackendId, name)) for name in SCREEN_READERS
              if hasattr(prism.BackendId, name)}
    found = []
    for index in range(context.backends_count):
        backend_id = context.id_of(index)
        if int(backend_id) in wanted:
            found.append((context.priority_of(backend_id), backend_id))
    for _, backend_id in sorted(found, key=lambda f: -f[0]):
        try:
            backend = context.acquire(backend_id)
        except (ValueError, OSError, prism.PrismError):
            continue  # compiled in, but not running
        return context, backend, context.name_of(backend_id)
    return None


class ScreenReaderSpeaker:
    """Speaks through a running screen reader; SpeechError when none runs."""

    name = "screen-reader"
    speaks = True

    def __init__(self, lang: str, reason: tuple[Cause, ...] = (), *, prism: Any = None,
                 console: bool | None = None) -> None:
        if prism is None:
            try:
                import prism  # type: ignore[import-not-found,no-redef,unused-ignore]
            except ImportError:
                raise SpeechError(cause(
                    "the screen reader is not used: the library that speaks to it is not "
                    "installed (pip install prismatoid)")) from None
        try:
            found = running_screen_reader(prism)
        except (OSError, ValueError, RuntimeError, prism.PrismError) as e:
            raise SpeechError(cause("the screen-reader library failed: {detail}",
                                  detail=str(e))) from None
        if found is None:
            if sys.platform == "darwin":
                raise SpeechError(cause("no screen reader is running, or it does not let "
                                      "this program speak through it; {hint}",
                                      hint=APPLESCRIPT_HINT))
            raise SpeechError(cause("no screen reader is running"))
        self._context, self._backend, self._reader = found
        self._prism = prism
        self.lang = lang
        self.reason = reason
        self.reads_printed_lines = (_key(self._reader) not in NOT_READING_CONSOLE
                                    if console is None else console)
        self.last_error: str | None = None

    @property
    def description(self) -> str:
        return f"the screen reader {self._reader}"

    @property
    def engine(self) -> str:
        return str(self._reader)

    @property
    def voice_name(self) -> str:
        return ""

    def say(self, text: str, *, interrupt: bool = False) -> None:
        try:
            self._backend.output(text, interrupt)
        except (OSError, ValueError, self._prism.PrismError) as e:
            self.last_error = f"{text!r} was not spoken: {e}"
            if _key(self._reader) == "voiceover":
                raise SpeechError(cause("the sentence was not taken: {detail}; {hint}",
                                      detail=str(e), hint=APPLESCRIPT_HINT)) from None
            raise SpeechError(cause("the sentence was not taken: {detail}",
                                  detail=str(e))) from None

    def stop(self) -> None:
        try:
            self._backend.stop()
        except (OSError, ValueError, self._prism.PrismError):
            pass  # a screen reader that cannot be silenced still speaks the next sentence

    def wait_until_done(self, timeout: float | None = None) -> bool:
        return True  # the screen reader goes on by itself; nothing here waits for it

    def set_rate(self, words_per_minute: int) -> None:
        check_rate(words_per_minute)  # the screen reader's own rate holds

    def set_voice(self, voice: str) -> None:
        pass  # the screen reader's own voice holds

    def save_wav(self, text: str, path: str | os.PathLike[str]) -> None:
        raise SpeechUnsupportedError(cause("a screen reader cannot write sound files"))

    def close(self) -> None:
        self._backend = _Closed()


def _key(reader: str) -> str:
    return str(reader).replace(" ", "").replace("_", "").lower()


class _Closed:
    def output(self, text: str, interrupt: bool) -> None:
        pass

    def stop(self) -> None:
        pass


def screen_reader_kind(platform: str | None = None) -> str:
    """The backend ``screen-reader`` means here: speech-dispatcher on Linux (Orca speaks
    through it), Prism elsewhere."""
    return "speechd" if (platform or sys.platform).startswith("linux") else "screen-reader"
