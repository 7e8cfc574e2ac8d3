"""speech-dispatcher (Debian's ``python3-speechd``) behind the Speaker interface.

The user's own speech-dispatcher setup is used as it is: its output module, its
sound output.  The client starts the server when it is not running (autospawn).
"""

from __future__ import annotations

import os
import threading
from typing import Any

from accessible_dama.speech.base import (
    DEFAULT_RATE,
    MAX_RATE,
    MIN_RATE,
    Cause,
    NoVoiceError,
    SpeechError,
    SpeechUnsupportedError,
    VoicedSpeaker,
    cause,
    check_rate,
)
from accessible_dama.speech.guard import open_in_time

# speech-dispatcher's espeak-ng module maps its rate -100, 0, +100 to these words a minute
# (EspeakMinRate, EspeakNormalRate, EspeakMaxRate in modules/espeak-ng.conf).
_SPEECHD_SLOWEST = MIN_RATE
_SPEECHD_NORMAL = DEFAULT_RATE
_SPEECHD_FASTEST = MAX_RATE - 1

_CLOSE_WAIT = 0.5  # seconds for a command under way to end before the connection is closed
HANDSHAKE_TIMEOUT = 1.0  # seconds for a running server to answer the handshake (~1 ms)


def speechd_rate(words_per_minute: int) -> int:
    """Words a minute as speech-dispatcher's rate, -100 to 100 (0: normal)."""
    wpm = check_rate(words_per_minute)
    if wpm <= _SPEECHD_NORMAL:
        value = (wpm - _SPEECHD_NORMAL) * 100 / (_SPEECHD_NORMAL - _SPEECHD_SLOWEST)
    else:
        value = (wpm - _SPEECHD_NORMAL) * 100 / (_SPEECHD_FASTEST - _SPEECHD_NORMAL)
    return max(-100, min(100, round(value)))


def _language_matches(voice_language: str | None, lang: str) -> bool:
    if not voice_language:
        return False
    code, wanted = voice_language.lower(), lang.lower()
    return code == wanted or code.startswith(wanted + "-")


def _import_speechd() -> Any:
    try:
        import speechd  # type: ignore[import-untyped]
    except ImportError:
        raise SpeechError(cause(
            "speech-dispatcher's Python binding is missing (Debian package python3-speechd)"
        )) from None
    return speechd


def _lost(error: BaseException) -> Cause:
    """Why speech stopped: the connection to speech-dispatcher was lost, with the error."""
    details = "; ".join(line.strip() for line in str(error).splitlines() if line.strip())
    return cause("speech-dispatcher: the connection was lost ({details})",
                 details=details or "-")


def _connect(speechd: Any) -> Any:
    """A client of the user's speech-dispatcher, started when it is not running."""
    try:
        # A server that is there answers the handshake in milliseconds: one that accepts
        # the connection and does not answer is wedged (the client would wait for ever).
        return open_in_time(lambda: speechd.SSIPClient("accessible_dama", autospawn=False),
                            "speech-dispatcher", HANDSHAKE_TIMEOUT)
    except speechd.SSIPCommunicationError:
        pass  # nothing listens: the client starts the server (the factory's deadline holds)
    return speechd.SSIPClient("accessible_dama", autospawn=True)


class SpeechdSpeaker(VoicedSpeaker):
    """Speaks through speech-dispatcher; ``stop()`` and interruptions use its cancel."""

    name = "speechd"

    def __init__(
        self,
        lang: str,
        rate: int | None = None,
        voice: str | None = None,
        *,
        module: str | None = None,
        reason: tuple[Cause, ...] = (),
    ) -> None:
        speechd = _import_speechd()
        self._speechd = speechd
        try:
            client = _connect(speechd)
        except (speechd.SSIPError, speechd.SpawnError, OSError) as e:
            details = "; ".join(line.strip() for line in str(e).splitlines() if line.strip())
            raise SpeechError(cause(
                "speech-dispatcher is not running and could not be started ({details})",
                details=details)) from None
        self._client = client
        # One SSIP command at a time: the client matches replies to commands by order.
        self._commands = threading.RLock()
        try:
            self._configure(lang, rate, voice, module)
        except speechd.SSIPError as e:
            # a reply its client could not read ends the client's reading thread: the
            # next command fails at once (before it, it would wait, and time out)
            client.close()
            raise SpeechError(_lost(e)) from None
        except BaseException:
            client.close()
            raise
        self._begin(lang, reason)
        self._pending: set[int] = set()  # messages queued and not yet ended or cancelled
        self._ended_early: set[int] = set()  # ended before speak() returned their number
        # One handler for every event of this connection: the client's per-message
        # callbacks lose events that arrive before speak() has returned the message id.
        client._conn.set_callback(self._on_event)

    def _configure(
        self, lang: str, rate: int | None, voice: str | None, module: str | None
    ) -> None:
        client = self._client
        modules = tuple(client.list_output_modules())
        if module:
            if module not in modules:
                raise SpeechError(cause(
                    "speech-dispatcher has no output module \"{module}\"; it has: {modules}",
                    module=module, modules=", ".join(modules) or "-"))
            client.set_output_module(module)
        elif not [m for m in modules if m != "dummy"]:
            raise SpeechError(cause("speech-dispatcher has no speech synthesizer (only 'dummy')"))
        self._module = module or (modules[0] if modules else "")
        try:
            current = client.get_output_module()
        except self._speechd.SSIPError:
            current = None
        if current:
            self._module = str(current)
        self._voices: tuple[tuple[str, str | None, str | None], ...] = tuple(
            client.list_synthesis_voices()
        )
        if not any(_language_matches(v[1], lang) for v in self._voices):
            raise NoVoiceError(cause(
                "speech-dispatcher ({module}) has no voice for the language '{lang}'",
                module=self._module, lang=lang))
        client.set_language(lang)
        self._voice_name = lang
        if voice:
            self.set_voice(voice)
        self._rate = DEFAULT_RATE
        self.set_rate(DEFAULT_RATE if rate is None else rate)

    @property
    def engine(self) -> str:
        return f"speech-dispatcher ({self._module})"

    @property
    def voice_name(self) -> str:
        return str(self._voice_name)

    @property
    def rate(self) -> int:
        return self._rate

    def say(self, text: str, *, interrupt: bool = False) -> None:
        text = text.strip()
        if self._closed:
            return
        try:
            with self._commands:
                if interrupt:
                    self._client.cancel()
                if not text:
                    return
                result = self._client.speak(text)
        except (self._speechd.SSIPCommunicationError, OSError) as e:
            self._connection_lost(e)
            return
        except self._speechd.SSIPError as e:
            self.last_error = f"{text!r} was not spoken: speech-dispatcher: {e}"
            return
        message_id = int(result[2][0])
        with self._cond:
            if message_id in self._ended_early:
                self._ended_early.discard(message_id)
            else:
                self._pending.add(message_id)

    def stop(self) -> None:
        if self._closed:
            return
        try:
            with self._commands:
                self._client.cancel()
        except (self._speechd.SSIPCommunicationError, OSError) as e:
            self._connection_lost(e)
        except self._speechd.SSIPError as e:
            self.last_error = f"speech-dispatcher did not stop: {e}"

    def wait_until_done(self, timeout: float | None = None) -> bool:
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending or self._closed, timeout)

    def set_rate(self, words_per_minute: int) -> None:
        value = speechd_rate(words_per_minute)
        with self._commands:
            self._client.set_rate(value)
        self._rate = words_per_minute

    def set_voice(self, voice: str) -> None:
        wanted = voice.strip().lower()
        for name, _language, _variant in self._voices:
            if name.lower() == wanted:
                with self._commands:
                    self._client.set_synthesis_voice(name)
                self._voice_name = name
                return
        if any(_language_matches(v[1], wanted) for v in self._voices):
            with self._commands:
                self._client.set_language(wanted)
            self._voice_name = wanted
            return
        raise NoVoiceError(cause("speech-dispatcher ({module}) has no voice '{voice}'",
                               module=self._module, voice=voice))

    def save_wav(self, text: str, path: str | os.PathLike[str]) -> None:
        raise SpeechUnsupportedError(cause(
            "speech-dispatcher cannot write sound files; use pyttsx3"))

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        # A command waiting for a server that does not answer holds the lock for ever:
        # then the connection is closed without the lock (and without a cancel).
        locked = self._commands.acquire(timeout=_CLOSE_WAIT)
        try:
            if locked:
                try:
                    self._client.cancel()
                except (self._speechd.SSIPError, OSError):
                    pass
            self._client.close()
        finally:
            if locked:
                self._commands.release()
        with self._cond:
            self._cond.notify_all()

    def _connection_lost(self, error: BaseException) -> None:
        reason = _lost(error)
        self.last_error = str(reason)
        hook = self.on_lost
        if hook is not None:
            hook(reason)

    def _on_event(self, message_id: int, client_id: int, event_type: str, **_: Any) -> None:
        # Runs in the client's reading thread: it must not send SSIP commands.
        kind = self._speechd.CallbackType
        if event_type == kind.BEGIN:
            hook = self.on_audio_start
            if hook is not None:
                hook()
        elif event_type in (kind.END, kind.CANCEL):
            with self._cond:
                if message_id in self._pending:
                    self._pending.discard(message_id)
                else:
                    self._ended_early.add(message_id)
                self._cond.notify_all()
