"""pyttsx3 (espeak-ng on Linux) behind the Speaker interface.

pyttsx3 2.99 has defects this module is built around:

- it is not thread-safe, and espeak-ng is one global state per process: one thread
  (``_Engine``) owns the engine for the whole process and runs jobs from a queue;
- only the last queued utterance is spoken per ``runAndWait()``: exactly one per loop;
- ``runAndWait()`` may return before the file is written, and a ``finished-utterance``
  may be a late one of an earlier sentence: a sentence is done when its file is whole
  (its WAV or AIFF header names no byte that is not there; looked at on each event and
  every 50 ms); one that never comes is rendered once more;
- properties take effect at the next ``runAndWait()``: set them before each utterance;
- the rate goes through espeak-ng's command queue, and ``runAndWait()`` begins with a
  ``stop()`` that cancels that queue while it is busy: the rate change is lost, and the
  next loop reports a false "finished" and may cancel its own sentence.  So the engine
  is left idle by one empty loop at start, and before each sentence we wait until
  espeak-ng has taken the new settings;
- ``save_to_file`` prints "Audio saved to ..." on stdout: the driver's ``print`` is
  sent to the log instead;
- its ``say()`` plays through a blocking ``aplay`` child nobody can interrupt: every
  sentence is rendered to a WAV file instead and played by a player process of our
  own (``aplay``, ``paplay``, ...), which ``stop()`` kills at once.
"""

from __future__ import annotations

import atexit
import contextlib
import itertools
import logging
import os
import queue
import shutil
import signal  # its SIGKILL is read only on POSIX
import subprocess
import sys
import tempfile
import threading
import time
import wave
import weakref
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, TypeVar

from accessible_dama.speech.base import (
    DEFAULT_RATE,
    FAILURES_BEFORE_LOSS,
    Cause,
    NoVoiceError,
    SpeechError,
    Voice,
    VoicedSpeaker,
    cause,
    check_rate,
    find_voice,
    voice_for_language,
)
from accessible_dama.speech.wav import sound_file_complete, wav_seconds

log = logging.getLogger(__name__)

T = TypeVar("T")



def render_timeout(text: str) -> float:
    """Seconds to wait for one rendering: espeak-ng renders about a hundred times faster
    than real time, so this is only ever reached by a hung engine or a lost sentence."""
    return 5.0 + len(text) / 50


RENDER_ATTEMPTS = 2  # a sentence the engine loses is rendered once more
RENDER_POLL = 0.05  # seconds between looks at the file while a sentence is rendered


def render_wait(text: str) -> float:
    """Seconds a caller waits for a sentence's file, every attempt included."""
    return RENDER_ATTEMPTS * render_timeout(text) + 1


ENGINE_START_TIMEOUT = 5.0  # seconds for pyttsx3 and espeak-ng to start (it takes ~0.05 s)
PLAYER_SLACK = 5.0  # seconds a player may take beyond the length of the sentence


class Stalled(SpeechError):
    """The engine or the audio player stopped answering: later sentences would not be
    heard either."""


# Players that take a WAV file name and can be killed; the first one found is used.
#: Windows has no player program: its own winsound module plays the file
WINSOUND = "winsound"

PLAYERS: dict[str, tuple[str, ...]] = {
    WINSOUND: (WINSOUND,),
    "aplay": ("aplay", "-q"),
    "paplay": ("paplay",),
    "pw-play": ("pw-play",),
    "afplay": ("afplay",),
}


def find_player(name: str | None = None) -> list[str]:
    """The command line (without the file) of an audio player on this machine."""
    names = [name] if name else list(PLAYERS)
    for player in names:
        command = PLAYERS.get(player)
        if command is None:
            raise SpeechError(f"unknown audio player {player!r}; known: {', '.join(PLAYERS)}")
        if player == WINSOUND:
            if sys.platform == "win32":
                return [WINSOUND]
            continue
        found = shutil.which(command[0])
        if found:
            return [found, *command[1:]]
    raise SpeechError(cause("no audio player found (looked for {players})",
                          players=", ".join(names)))


def _driver_print(*args: object, **kwargs: Any) -> None:
    log.debug("pyttsx3: %s", " ".join(str(a) for a in args))


class _Engine:
    """The one thread that owns the pyttsx3 engine of this process."""

    def __init__(self, init: Callable[[], Any] | None = None) -> None:
        self._init = init  # makes the pyttsx3 engine (tests give a fake one)
        self._jobs: queue.Queue[tuple[Future[Any], Callable[[Any], Any]] | None] = queue.Queue()
        self._finished = threading.Event()  # a sentence ended: time to look at its file
        self._synthesizer_busy: Callable[[], bool] = lambda: False
        self._ready = threading.Event()
        self._error: str | None = None
        self.voices: tuple[Voice, ...] = ()
        self._thread = threading.Thread(target=self._run, name="pyttsx3 engine", daemon=True)
        self._thread.start()
        if not self._ready.wait(ENGINE_START_TIMEOUT):
            raise SpeechError(cause("pyttsx3 did not start within {seconds:g} s",
                                  seconds=ENGINE_START_TIMEOUT))
        if self._error is not None:
            raise SpeechError(cause("pyttsx3 cannot start: {detail}", detail=self._error))

    def _start(self) -> Any:
        if self._init is None:
            import pyttsx3  # type: ignore[import-untyped]

            engine = pyttsx3.init()
        else:
            engine = self._init()
        # The driver prints on the user's stdout; its module's own `print` goes to the log.
        for module_name, module in list(sys.modules.items()):
            if module_name.startswith("pyttsx3.drivers.") and module is not None:
                module.print = _driver_print  # type: ignore[attr-defined]
        engine.connect("finished-utterance", self._on_finished)
        # The proxy starts busy and would defer the first settings into the loop, where
        # its stop() cancels them: one empty loop leaves it idle.
        engine.runAndWait()
        espeak = sys.modules.get("pyttsx3.drivers._espeak")
        if espeak is not None:
            self._synthesizer_busy = lambda: bool(espeak.IsPlaying())
        self.voices = tuple(
            Voice(
                id=str(v.id),
                name=str(v.name),
                languages=tuple(
                    code.decode(errors="replace") if isinstance(code, bytes) else str(code)
                    for code in (v.languages or ())
                ),
            )
            for v in engine.getProperty("voices")
        )
        return engine

    def _run(self) -> None:
        try:
            engine = self._start()
        except Exception as e:  # ImportError, OSError (no libespeak-ng), RuntimeError
            self._error = str(e)
            self._ready.set()
            return
        self._ready.set()
        while True:
            job = self._jobs.get()
            if job is None:
                return
            future, work = job
            if not future.set_running_or_notify_cancel():
                continue
            try:
                future.set_result(work(engine))
            except BaseException as e:
                future.set_exception(e)

    def _on_finished(self, name: object = None, completed: object = True) -> None:
        if completed:
            self._finished.set()

    def _settle(self) -> None:
        """Wait (a millisecond or so) until espeak-ng has done all it was asked."""
        deadline = time.monotonic() + 1.0
        while self._synthesizer_busy() and time.monotonic() < deadline:
            time.sleep(0.0005)

    def submit(self, work: Callable[[Any], T]) -> Future[T]:
        future: Future[T] = Future()
        self._jobs.put((future, work))
        return future

    def render(self, text: str, voice_id: str, rate: int, path: Path) -> Future[None]:
        """Write one sentence to a WAV file; the future is done when the file is whole.

        A sentence espeak-ng drops (see the module's notes) is rendered once more after
        a cancel; the future fails only when that one is lost too."""

        def work(engine: Any) -> None:
            for attempt in range(1, RENDER_ATTEMPTS + 1):
                target = path.with_name(f"{path.stem}-{attempt}{path.suffix}")
                if self._render_once(engine, text, voice_id, rate, target):
                    os.replace(target, path)
                    return
                log.info(  # a retry is not the player's business: a screen reader would read stderr
                    "pyttsx3 wrote no sound for %r in %.1f s (attempt %d of %d)",
                    text, render_timeout(text), attempt, RENDER_ATTEMPTS,
                )
                engine.stop()
            raise SpeechError("pyttsx3 did not finish the sentence or wrote no sound")

        return self.submit(work)

    def _render_once(
        self, engine: Any, text: str, voice_id: str, rate: int, path: Path
    ) -> bool:
        self._settle()
        engine.setProperty("voice", voice_id)
        engine.setProperty("rate", rate)
        self._settle()
        engine.save_to_file(text, os.fspath(path))
        engine.runAndWait()  # exactly one utterance per loop
        # The file is looked at on every finished event and between them: an event
        # may be a late one of an earlier sentence, or may come while the last look
        # is made, and a file is only taken once it is whole.
        end = time.monotonic() + render_timeout(text)
        while not sound_file_complete(path):
            left = end - time.monotonic()
            if left <= 0:
                return False
            self._finished.wait(min(left, RENDER_POLL))
            self._finished.clear()
        return True

    def shut_down(self) -> None:
        self._jobs.put(None)
        self._thread.join(timeout=1.0)


_engine: _Engine | None = None
_engine_error: SpeechError | None = None
_engine_lock = threading.Lock()


def shared_engine() -> _Engine:
    """The process's pyttsx3 engine, started on first use (espeak-ng starts once only)."""
    global _engine, _engine_error
    with _engine_lock:
        if _engine is None:
            if _engine_error is not None:
                raise _engine_error
            try:
                _engine = _Engine()
            except SpeechError as e:
                _engine_error = e
                raise
        return _engine


def resolve_voice(voices: tuple[Voice, ...], lang: str, voice: str | None) -> Voice:
    """The voice asked for by name, or else the best voice for the language."""
    if voice:
        found = find_voice(voices, voice)
        if found is None:
            raise NoVoiceError(cause("pyttsx3 has no voice '{voice}'", voice=voice))
        return found
    found = voice_for_language(voices, lang)
    if found is None:
        raise NoVoiceError(cause("pyttsx3 has no voice for the language '{lang}'", lang=lang))
    return found


def render_wav(
    text: str,
    path: str | os.PathLike[str],
    *,
    lang: str,
    rate: int | None = None,
    voice: str | None = None,
) -> Voice:
    """Write a sentence to a WAV file (mono, 16 bit); the voice used is returned."""
    engine = shared_engine()
    chosen = resolve_voice(engine.voices, lang, voice)
    _write_wav(engine, text, chosen.id, DEFAULT_RATE if rate is None else check_rate(rate), path)
    return chosen


def _write_wav(
    engine: _Engine, text: str, voice_id: str, rate: int, path: str | os.PathLike[str]
) -> None:
    if not text.strip():
        raise SpeechError("there is nothing to say")
    target = Path(path)
    if target.is_dir():
        raise SpeechError(f"cannot write {target}: it is a folder")
    # Rendered where writing cannot fail, then copied: a failed write inside the driver's
    # callback would only be printed, and the sentence would never finish.
    with tempfile.TemporaryDirectory(prefix="dama-wav-") as work_dir:
        rendered = Path(work_dir) / "sentence.wav"
        wait = render_wait(text)
        try:
            engine.render(text, voice_id, rate, rendered).result(timeout=wait)
        except TimeoutError:
            raise Stalled(f"pyttsx3 rendered no sentence in {wait:g} s") from None
        try:
            shutil.copyfile(rendered, target)
        except OSError as e:
            raise SpeechError(f"cannot write {target}: {e.strerror or e}") from None


@dataclass(frozen=True)
class _Utterance:
    text: str
    generation: int  # stale when stop() or an interruption came after it was queued
    voice_id: str
    rate: int


class Pyttsx3Speaker(VoicedSpeaker):
    """Speaks through pyttsx3: each sentence rendered to a WAV file, played by a player
    process that ``stop()`` and interrupting sentences kill at once."""

    name = "pyttsx3"

    def __init__(
        self,
        lang: str,
        rate: int | None = None,
        voice: str | None = None,
        *,
        player: str | None = None,
        reason: tuple[Cause, ...] = (),
    ) -> None:
        self._engine = shared_engine()
        self._voice = resolve_voice(self._engine.voices, lang, voice)
        self._rate = DEFAULT_RATE if rate is None else check_rate(rate)
        self._player_command = find_player(player)
        self._begin(lang, reason)
        self._waiting: deque[_Utterance] = deque()
        self._busy = False  # a sentence is being rendered or played
        self._player: Playback | None = None
        self._generation = 0
        # cleaned by the worker or by close(), whichever is last; at exit, whatever is left
        # goes without a traceback (a screen reader would read it out)
        self._work_dir = tempfile.TemporaryDirectory(prefix="dama-speech-",
                                                     ignore_cleanup_errors=True)
        self._numbers = itertools.count()
        self._worker = threading.Thread(
            target=self._speak_in_turn, name="pyttsx3 speaker", daemon=True
        )
        self._worker.start()
        _open_speakers.add(self)

    @property
    def engine(self) -> str:
        return "pyttsx3"

    @property
    def voice_name(self) -> str:
        return str(self._voice.id)

    @property
    def voice(self) -> Voice:
        return self._voice

    @property
    def rate(self) -> int:
        return self._rate

    @property
    def player_pid(self) -> int | None:
        """The process id of the player while a sentence is heard, else None."""
        with self._cond:
            player = self._player
            return player.pid if player is not None and player.poll() is None else None

    def say(self, text: str, *, interrupt: bool = False) -> None:
        text = text.strip()
        with self._cond:
            if self._closed:
                return
            if interrupt:
                self._cut_off()
            if text:
                self._waiting.append(
                    _Utterance(text, self._generation, self._voice.id, self._rate)
                )
                self._cond.notify_all()

    def stop(self) -> None:
        with self._cond:
            self._cut_off()

    def wait_until_done(self, timeout: float | None = None) -> bool:
        with self._cond:
            return self._cond.wait_for(lambda: not self._waiting and not self._busy, timeout)

    def set_rate(self, words_per_minute: int) -> None:
        rate = check_rate(words_per_minute)
        with self._cond:
            self._rate = rate

    def set_voice(self, voice: str) -> None:
        found = find_voice(self._engine.voices, voice)
        if found is None:
            raise NoVoiceError(cause("pyttsx3 has no voice '{voice}'", voice=voice))
        with self._cond:
            self._voice = found

    def save_wav(self, text: str, path: str | os.PathLike[str]) -> None:
        _write_wav(self._engine, text, self._voice.id, self._rate, path)

    def close(self) -> None:
        with self._cond:
            if self._closed:
                return
            self._cut_off()
            self._closed = True
            self._cond.notify_all()
        if threading.current_thread() is not self._worker:
            self._worker.join(timeout=2.0)
        _open_speakers.discard(self)
        # the sentence files go with the worker: one still rendering writes there
        if not self._worker.is_alive():
            self._work_dir.cleanup()

    def _cut_off(self) -> None:
        """Silence now and forget what is queued (the caller holds the lock)."""
        self._generation += 1
        self._waiting.clear()
        if self._player is not None:
            _kill(self._player)
        self._cond.notify_all()

    def _speak_in_turn(self) -> None:
        failures = 0  # sentences in a row not spoken
        while True:
            with self._cond:
                self._cond.wait_for(lambda: bool(self._waiting) or self._closed)
                if self._closed:
                    self._work_dir.cleanup()
                    return
                utterance = self._waiting.popleft()
                self._busy = True
            try:
                if self._speak(utterance):
                    failures = 0
            except Exception as e:  # one failed sentence must not silence the next ones
                # Said once, by the listener of on_lost, when the backend is dropped; a
                # line on stderr for each sentence would be read out by a screen reader.
                self.last_error = f"{utterance.text!r} was not spoken: {e}"
                log.info("%s", self.last_error)
                if failures >= FAILURES_BEFORE_LOSS:
                    continue  # reported already
                failures = FAILURES_BEFORE_LOSS if isinstance(e, Stalled) else failures + 1
                hook = self.on_lost
                if failures >= FAILURES_BEFORE_LOSS and hook is not None:
                    hook(cause("{speech}: {error}", speech="pyttsx3",
                             error=e.cause if isinstance(e, SpeechError) else Cause(str(e))))
            finally:
                with self._cond:
                    self._busy = False
                    self._player = None
                    self._cond.notify_all()

    def _speak(self, utterance: _Utterance) -> bool:
        """True when the sentence was heard to its end, False when it was cut off; raises
        when the engine or the player failed (a player failing by itself fails even when
        the sentence was cut off meanwhile: the next one would fail the same)."""
        path = Path(self._work_dir.name) / f"sentence-{next(self._numbers)}.wav"
        try:
            wait = render_wait(utterance.text)
            try:
                self._engine.render(
                    utterance.text, utterance.voice_id, utterance.rate, path
                ).result(timeout=wait)
            except TimeoutError:
                raise Stalled(cause("the engine rendered no sentence in {seconds:g} s",
                                  seconds=wait)) from None
            if self._is_stale(utterance):
                return False
            seconds = sound_seconds(path, utterance.text)
            playing = seconds + PLAYER_SLACK
            player: Playback
            if self._player_command == [WINSOUND]:
                player = WinsoundPlayback(path, seconds)
            else:
                player = subprocess.Popen(
                    [*self._player_command, os.fspath(path)],
                    stdin=subprocess.DEVNULL,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.PIPE,
                    start_new_session=True,  # its own process group: killed with its children
                )
            with self._cond:
                self._player = player
                stale = utterance.generation != self._generation or self._closed
                if stale:
                    _kill(player)  # stopped while the player was starting
            hook = self.on_audio_start
            if hook is not None and not stale:
                hook()
            try:
                _, errors = player.communicate(timeout=playing)
            except subprocess.TimeoutExpired:
                _kill(player, hard=True)
                with contextlib.suppress(subprocess.TimeoutExpired):
                    player.wait(timeout=1.0)
                raise Stalled(cause("{player} did not end a sentence in {seconds:.1f} s",
                                  player=Path(self._player_command[0]).name,
                                  seconds=playing)) from None
            cut_off = self._is_stale(utterance)
            if player.returncode and (player.returncode > 0 or not cut_off):
                message = errors.decode(errors="replace").strip().splitlines()
                raise SpeechError(cause(
                    "{player} failed: {detail}", player=Path(self._player_command[0]).name,
                    detail=message[-1] if message else f"status {player.returncode}"))
            return not cut_off
        finally:
            path.unlink(missing_ok=True)

    def _is_stale(self, utterance: _Utterance) -> bool:
        with self._cond:
            return utterance.generation != self._generation or self._closed


def _kill(player: Playback, *, hard: bool = False) -> None:
    """End a player and, on POSIX, its process group (a player's own children too)."""
    if player.poll() is not None:
        return
    if sys.platform == "win32" or not isinstance(player, subprocess.Popen):
        # no process groups or SIGKILL there; winsound is stopped by its own call
        with contextlib.suppress(OSError):
            player.kill()
        return
    try:
        os.killpg(player.pid, signal.SIGKILL if hard else signal.SIGTERM)
    except ProcessLookupError:
        pass


class Playback(Protocol):
    """What the speaker needs of a sentence being played: a player process
    (``subprocess.Popen``) or ``WinsoundPlayback``."""

    @property
    def pid(self) -> int: ...

    @property
    def returncode(self) -> int | Any: ...

    def poll(self) -> int | None: ...

    def communicate(self, input: Any = None, timeout: float | None = None) -> tuple[Any, Any]:
        ...

    def wait(self, timeout: float | None = None) -> int: ...

    def kill(self) -> None: ...


class WinsoundPlayback:
    """A WAV file played by Windows itself (``winsound.PlaySound``, asynchronous), shaped
    like the part of a player process the speaker uses: it ends when the sound has had
    its length, and ``kill`` stops the sound at once."""

    pid = 0

    def __init__(self, path: Path, seconds: float, winsound: Any = None) -> None:
        if winsound is None:
            import winsound  # type: ignore[no-redef,unused-ignore]
        self._winsound = winsound
        self.returncode: int | None = None
        self._done = threading.Event()
        winsound.PlaySound(os.fspath(path), winsound.SND_FILENAME | winsound.SND_ASYNC
                           | winsound.SND_NODEFAULT)
        self._timer = threading.Timer(seconds, self._end)
        self._timer.daemon = True
        self._timer.start()

    def _end(self) -> None:
        if self.returncode is None:
            self.returncode = 0
        self._done.set()

    def poll(self) -> int | None:
        return self.returncode

    def communicate(self, input: Any = None, timeout: float | None = None
                    ) -> tuple[bytes, bytes]:
        if not self._done.wait(timeout):
            raise subprocess.TimeoutExpired(WINSOUND, timeout or 0.0)
        return b"", b""

    def wait(self, timeout: float | None = None) -> int:
        self.communicate(timeout=timeout)
        return self.returncode or 0

    def kill(self) -> None:
        self._timer.cancel()
        self._winsound.PlaySound(None, 0)  # stops the sound this program plays
        self._end()


def sound_seconds(path: Path, text: str) -> float:
    """How long the sentence plays: from the WAV header, or, where the voice wrote
    another format (macOS writes AIFF), a generous guess from the text's length."""
    try:
        return wav_seconds(path)
    except (wave.Error, EOFError, OSError):
        return 2.0 + len(text) / 8  # speech runs at about 15 characters a second


_open_speakers: weakref.WeakSet[Pyttsx3Speaker] = weakref.WeakSet()


@atexit.register
def _shut_down() -> None:
    # No player may outlive the program, and the engine thread must not be mid-sentence.
    for speaker in list(_open_speakers):
        speaker.close()
    if _engine is not None:
        _engine.shut_down()
