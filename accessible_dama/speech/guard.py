"""A speaker that never makes the game wait, whatever its backend does.

A backend's calls can block: speech-dispatcher's client waits for every reply of the
server with no timeout, so a server that accepts the connection and never answers
would hang the game for ever.  ``open_in_time`` opens a backend (or a connection) on
a thread of its own and gives up after a deadline.  ``GuardedSpeaker`` runs every call
of an open backend on a worker thread: ``say`` and ``stop`` are queued and return at
once, the settings wait a short deadline.  A call that gets no answer within its
deadline is a failure, and so is a sentence the backend does not take (it is tried once
more); a call answered late is waited for. ``FAILURES_BEFORE_LOSS`` failures in a row
(one slow moment of a screen reader is not one), or a backend reporting that it stopped
for good (``ReportsLoss``), lose the backend: later calls do nothing, ``on_lost`` is
called once with the reason, from the guard's own thread, and the backend is closed in
the background.  A thread stuck in a backend call cannot be killed; it is a daemon
thread and is left behind.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar

from accessible_dama.speech.base import (
    FAILURES_BEFORE_LOSS,
    Cause,
    ReportsAudioStart,
    ReportsLoss,
    Speaker,
    SpeechError,
    cause,
)

log = logging.getLogger(__name__)

# Seconds to open a backend, the server started and configured: a speech-dispatcher
# started cold takes 0.5 s, and up to 3 s on a machine busy with other work. The game
# does not wait for it (it prints its first lines meanwhile).
OPEN_TIMEOUT = 3.0
CALL_TIMEOUT = 0.5  # seconds for one backend call: a sentence, a stop, a setting (~1 ms)
#: seconds with no answer to one call that lose the backend
LOST_AFTER = CALL_TIMEOUT * FAILURES_BEFORE_LOSS
CLOSE_TIMEOUT = 1.0  # seconds for the backend to close


class Closable(Protocol):
    def close(self) -> None: ...


C = TypeVar("C", bound=Closable)


class Opening(Generic[C]):
    """``open_backend()`` run on a thread of its own from now on: its result is taken
    later (``result``), or not wanted (``discard``: what opens is closed at once)."""

    def __init__(self, open_backend: Callable[[], C], what: str) -> None:
        self._lock = threading.Lock()
        self._done = threading.Event()
        self._opened: C | None = None
        self._error: BaseException | None = None
        self._discarded = False
        self._open = open_backend
        threading.Thread(target=self._run, name=f"opening {what}", daemon=True).start()

    def _run(self) -> None:
        try:
            opened = self._open()
        except BaseException as e:  # raised by result()
            with self._lock:
                self._error = e
                self._done.set()
            return
        with self._lock:
            discarded = self._discarded
            if not discarded:
                self._opened = opened
                self._done.set()
        if discarded:
            opened.close()
            self._done.set()

    @property
    def opened(self) -> bool:
        return self._opened is not None

    def wait(self, timeout: float | None = None) -> bool:
        """True once opened or failed."""
        return self._done.wait(timeout)

    def result(self) -> C:
        """What was opened, or the error of the opening; it waits for the opening."""
        self._done.wait()
        if self._opened is None:
            raise self._error or SpeechError("speech was not opened")
        return self._opened

    def discard(self) -> None:
        """Not wanted: closed now, or as soon as it opens."""
        with self._lock:
            self._discarded = True
            opened, self._opened = self._opened, None
        if opened is not None:
            opened.close()

    def give_up(self) -> bool:
        """Not wanted unless it has ended already: True when given up."""
        with self._lock:
            if self._done.is_set():
                return False
            self._discarded = True
            return True


def open_in_time(open_backend: Callable[[], C], what: str | Cause,
                 timeout: float | None = None) -> C:
    """``open_backend()`` run on a thread of its own: what it opened, or the error it
    raised; SpeechError when it has not finished within ``timeout`` seconds (default
    OPEN_TIMEOUT).  What opens after that is closed at once, on that thread."""
    if timeout is None:
        timeout = OPEN_TIMEOUT
    opening = Opening(open_backend, str(what))
    if not opening.wait(timeout) and opening.give_up():
        raise SpeechError(cause("{what} did not answer within {seconds:g} s",
                              what=what, seconds=timeout))
    return opening.result()


@dataclass(eq=False)
class _Call:
    """One backend call, run on the guard's worker thread."""

    late: Cause  # the reason when it has no answer: "{speech}: no answer to ... {seconds:g} s"
    work: Callable[[], object]
    timeout: float
    sentence: bool = False  # dropped from the queue by a later stop or interruption
    waited: bool = False  # a caller waits for it and gets its error
    finished: bool = False  # under the guard's lock
    retried: bool = False  # a sentence not taken is tried once more
    error: BaseException | None = field(default=None)

    def run(self) -> None:
        try:
            self.work()
        except BaseException as e:
            self.error = e


class GuardedSpeaker:
    """A Speaker whose backend cannot make the caller wait (see the module)."""

    def __init__(
        self,
        backend: Speaker,
        *,
        call_timeout: float | None = None,
        close_timeout: float = CLOSE_TIMEOUT,
        first_sentence_timeout: float | None = None,
    ) -> None:
        """``first_sentence_timeout``: the deadline of the first sentence, when it may wait
        for the player (macOS asks whether the terminal may control VoiceOver then)."""
        self.backend = backend
        self.on_lost: Callable[[Cause], None] | None = None
        self.reason: tuple[Cause, ...] = backend.reason  # the factory's, when it chose
        self._call_timeout = CALL_TIMEOUT if call_timeout is None else call_timeout
        self._first_sentence_timeout = first_sentence_timeout
        self._close_timeout = close_timeout
        self._cond = threading.Condition()
        self._calls: deque[_Call] = deque()
        self._running: _Call | None = None
        self._lost: Cause | None = None
        self._failures = 0  # in a row; FAILURES_BEFORE_LOSS of them lose the backend
        self._closed = False
        self._to_run: deque[_Call | None] = deque()  # handed to the worker
        if isinstance(backend, ReportsLoss):
            backend.on_lost = self._backend_lost
        name = backend.name
        threading.Thread(target=self._run_calls, name=f"{name} calls", daemon=True).start()
        threading.Thread(target=self._watch_calls, name=f"{name} guard", daemon=True).start()

    # What the backend is

    @property
    def name(self) -> str:
        return self.backend.name

    @property
    def description(self) -> str:
        return self.backend.description

    @property
    def engine(self) -> str:
        return self.backend.engine

    @property
    def voice_name(self) -> str:
        return self.backend.voice_name

    @property
    def reads_printed_lines(self) -> bool:
        return self.backend.reads_printed_lines

    @property
    def speaks(self) -> bool:
        return self._lost is None and self.backend.speaks

    @property
    def last_error(self) -> str | None:
        return str(self._lost) if self._lost is not None else self.backend.last_error

    @property
    def failures(self) -> int:
        """Failures in a row so far (calls late or refused)."""
        return self._failures

    @property
    def lost(self) -> Cause | None:
        """Why the backend was dropped; None while it answers."""
        return self._lost

    @property
    def on_audio_start(self) -> Callable[[], None] | None:
        backend = self.backend
        return backend.on_audio_start if isinstance(backend, ReportsAudioStart) else None

    @on_audio_start.setter
    def on_audio_start(self, hook: Callable[[], None] | None) -> None:
        backend = self.backend
        if isinstance(backend, ReportsAudioStart):
            backend.on_audio_start = hook

    # The Speaker calls: never longer than a deadline

    def say(self, text: str, *, interrupt: bool = False) -> None:
        backend = self.backend
        with self._cond:
            timeout = self._first_sentence_timeout or self._call_timeout
            self._first_sentence_timeout = None
        self._queue(_Call(cause("{speech}: no answer to a sentence within {seconds:g} s"),
                          lambda: backend.say(text, interrupt=interrupt),
                          timeout, sentence=True), cut_off=interrupt)

    def stop(self) -> None:
        self._queue(_Call(cause("{speech}: no answer to stop within {seconds:g} s"),
                          self.backend.stop, self._call_timeout), cut_off=True)

    def wait_until_done(self, timeout: float | None = None) -> bool:
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._cond:
            if not self._cond.wait_for(
                lambda: self._idle() or self._lost is not None or self._closed, timeout
            ):
                return False
            if self._lost is not None or self._closed:
                return True  # nothing more will be heard
        left = None if deadline is None else max(0.0, deadline - time.monotonic())
        return self.backend.wait_until_done(left)

    def set_rate(self, words_per_minute: int) -> None:
        backend = self.backend
        self._call_and_wait(_Call(cause("{speech}: no answer to the rate within {seconds:g} s"),
                                  lambda: backend.set_rate(words_per_minute),
                                  self._call_timeout, waited=True))

    def set_voice(self, voice: str) -> None:
        backend = self.backend
        self._call_and_wait(_Call(cause("{speech}: no answer to the voice within {seconds:g} s"),
                                  lambda: backend.set_voice(voice),
                                  self._call_timeout, waited=True))

    def save_wav(self, text: str, path: str | os.PathLike[str]) -> None:
        # Not a call to the speaking backend: pyttsx3 renders with deadlines of its own.
        self.backend.save_wav(text, path)

    def close(self) -> None:
        call = _Call(Cause(""), self.backend.close, self._close_timeout, waited=True)
        with self._cond:
            if self._closed:
                return
            self._closed = True
            self._drop_sentences()
            if self._lost is not None:
                return  # the watch closes a lost backend
            self._calls.append(call)
            self._wait_for(call)
        if call.error is not None:
            raise call.error

    # The worker and its watch

    def _queue(self, call: _Call, *, cut_off: bool = False) -> None:
        with self._cond:
            if self._lost is not None or self._closed:
                return
            if cut_off:
                self._drop_sentences()
            self._calls.append(call)
            self._cond.notify_all()

    def _call_and_wait(self, call: _Call) -> None:
        with self._cond:
            if self._lost is not None or self._closed:
                return
            self._calls.append(call)
            self._wait_for(call)
        if call.error is not None:
            raise call.error

    def _wait_for(self, call: _Call) -> None:
        """Until the queued call is answered or the backend lost (the caller holds the lock)."""
        self._cond.notify_all()
        # Each call up to this one ends, or loses the backend, within its deadlines
        # (the second more is for a busy machine's scheduling).
        running = self._running.timeout if self._running is not None else 0.0
        within = FAILURES_BEFORE_LOSS * (running + sum(c.timeout for c in self._calls)) + 1.0
        self._cond.wait_for(lambda: call.finished or self._lost is not None, within)

    def _drop_sentences(self) -> None:
        kept = [c for c in self._calls if not c.sentence]
        self._calls.clear()
        self._calls.extend(kept)

    def _idle(self) -> bool:
        return not self._calls and self._running is None

    def _backend_lost(self, reason: Cause) -> None:
        with self._cond:
            if self._lost is None and not self._closed:
                self._lost = reason
            self._cond.notify_all()

    def _run_calls(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: bool(self._to_run))
                call = self._to_run.popleft()
            if call is None:
                return
            call.run()
            with self._cond:
                call.finished = True
                self._cond.notify_all()

    def _hand_over(self, call: _Call) -> None:
        """The call to the worker, and its answer awaited (the caller holds the lock):
        each deadline that passes without it is a failure, and so is a sentence not
        taken; an answer in time and without error clears the failures."""
        self._running = call
        self._to_run.append(call)
        self._cond.notify_all()
        waited = 0
        while not self._cond.wait_for(lambda: call.finished or self._lost is not None,
                                      call.timeout):
            waited += 1
            if self._failed(cause(call.late.text, speech=self._speech(),
                                  seconds=round(call.timeout * waited, 3))):
                break
        self._running = None
        self._cond.notify_all()
        if not call.finished or call.waited:
            return
        if call.error is None:
            if not waited:
                self._failures = 0
            return
        log.info("speech: a call failed: %s", call.error)
        error = call.error.cause if isinstance(call.error, SpeechError) else Cause(str(call.error))
        lost = self._failed(cause("{speech}: {error}", speech=self._speech(), error=error))
        if not lost and call.sentence and not call.retried:
            call.retried, call.finished, call.error = True, False, None
            self._calls.appendleft(call)  # tried once more

    def _failed(self, reason: Cause) -> bool:
        """One failure more; True when it loses the backend (the caller holds the lock)."""
        self._failures += 1
        if self._failures >= FAILURES_BEFORE_LOSS and self._lost is None and not self._closed:
            self._lost = reason
        return self._lost is not None or self._closed

    def _speech(self) -> str:
        """What speaks, for a reason: "speech-dispatcher (espeak-ng)", "NVDA"."""
        return self.backend.engine

    def _watch_calls(self) -> None:
        """Hands the calls to the worker one at a time, each with its deadline."""
        while True:
            with self._cond:
                self._cond.wait_for(
                    lambda: bool(self._calls) or self._lost is not None or self._closed
                )
                if self._lost is not None or not self._calls:
                    break  # lost, or closed with nothing left to do
                self._hand_over(self._calls.popleft())
        with self._cond:
            self._to_run.append(None)  # the worker ends after its call, if that ever ends
            self._calls.clear()
            reason = self._lost
            closed = self._closed
            self._cond.notify_all()
        if reason is None:
            return
        log.info("speech lost: %s", reason)  # the listener of on_lost tells the user
        hook = self.on_lost
        try:
            if hook is not None and not closed:
                hook(reason)
        finally:
            self.backend.close()  # may block like the call that was lost: this thread waits
