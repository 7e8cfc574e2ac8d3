"""Speakers that make no sound, so that code can always call a speaker.

``text``: the user wants printed text only (a screen reader or a braille display
reads the lines the program prints anyway).  ``silent``: nothing at all, for tests
and pipes.  Neither prints: printing every sentence is the line interface's job.
"""

from __future__ import annotations

import os

from accessible_dama.speech.base import Cause, SpeechUnsupportedError, cause, check_rate


class TextSpeaker:
    """No speech: the printed lines are the output."""

    name = "text"
    speaks = False
    engine = ""
    voice_name = ""
    reads_printed_lines = False

    def __init__(self, lang: str, reason: tuple[Cause, ...] = ()) -> None:
        self.lang = lang
        self.description = "text only"
        self.reason = reason
        self.last_error: str | None = None

    def say(self, text: str, *, interrupt: bool = False) -> None:
        pass

    def stop(self) -> None:
        pass

    def wait_until_done(self, timeout: float | None = None) -> bool:
        return True

    def set_rate(self, words_per_minute: int) -> None:
        check_rate(words_per_minute)

    def set_voice(self, voice: str) -> None:
        pass

    def save_wav(self, text: str, path: str | os.PathLike[str]) -> None:
        raise SpeechUnsupportedError(cause("text only: no sound files are written"))

    def close(self) -> None:
        pass


class SilentSpeaker(TextSpeaker):
    """Nothing at all: for tests and for output going into a pipe."""

    name = "silent"

    def __init__(self, lang: str, reason: tuple[Cause, ...] = ()) -> None:
        super().__init__(lang, reason)
        self.description = "silent"
