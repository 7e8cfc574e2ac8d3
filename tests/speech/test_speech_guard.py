"""The guard between the game and a speech backend: nothing the backend does makes the
caller wait longer than a deadline.  The backend here is a fake whose calls block until
the test lets them go: the deadline is the only wait."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterator

import pytest

from accessible_dama.speech import Cause, NoVoiceError, ReportsLoss, Speaker, SpeechError, cause
from accessible_dama.speech.base import FAILURES_BEFORE_LOSS
from accessible_dama.speech.guard import GuardedSpeaker, open_in_time

DEADLINE = 0.2  # seconds: short, so that the tests of a lost backend are quick
LOST = round(FAILURES_BEFORE_LOSS * DEADLINE, 3)  # no answer for so long loses the backend


class HangingBackend:
    """A backend whose calls named in ``hangs`` block until ``release`` is set."""

    name = "fake"
    description = "fake speech"
    engine = "fake"
    voice_name = ""
    reason = ()
    speaks = True
    reads_printed_lines = False

    def __init__(self, *hangs: str) -> None:
        self.hangs = set(hangs)
        self.release = threading.Event()
        self.entered = threading.Event()  # a hanging call has begun
        self.left = threading.Event()  # a hanging call has ended
        self.calls: list[tuple[str, object]] = []
        self.closed = threading.Event()
        self.last_error: str | None = None
        self.on_lost: Callable[[Cause], None] | None = None
        self.on_audio_start: Callable[[], None] | None = None
        self.voice_error: Exception | None = None
        self.say_errors = 0  # so many sentences are refused first

    def _call(self, what: str, argument: object = None) -> None:
        self.calls.append((what, argument))
        if what in self.hangs:
            self.entered.set()
            assert self.release.wait(30), "the test never let the call go"
            self.left.set()

    def say(self, text: str, *, interrupt: bool = False) -> None:
        self._call("say", (text, interrupt))
        if self.say_errors:
            self.say_errors -= 1
            raise SpeechError(cause("the sentence was not taken: {detail}", detail="busy"))

    def stop(self) -> None:
        self._call("stop")

    def wait_until_done(self, timeout: float | None = None) -> bool:
        return True

    def set_rate(self, words_per_minute: int) -> None:
        self._call("rate", words_per_minute)

    def set_voice(self, voice: str) -> None:
        self._call("voice", voice)
        if self.voice_error is not None:
            raise self.voice_error

    def save_wav(self, text: str, path: str | os.PathLike[str]) -> None:
        self._call("wav", text)

    def close(self) -> None:
        self._call("close")
        self.closed.set()


@pytest.fixture
def backends() -> Iterator[list[HangingBackend]]:
    made: list[HangingBackend] = []
    yield made
    for backend in made:  # no thread of a test outlives it
        backend.release.set()


def guarded(backends: list[HangingBackend], *hangs: str,
            **deadlines: float) -> tuple[GuardedSpeaker, HangingBackend, list[str]]:
    """The speaker, its backend, and the reasons it reported for being lost, in English."""
    backend = HangingBackend(*hangs)
    backends.append(backend)
    speaker = GuardedSpeaker(backend, call_timeout=DEADLINE,
                             close_timeout=deadlines.get("close_timeout", DEADLINE))
    reasons: list[str] = []
    speaker.on_lost = lambda reason: reasons.append(str(reason))
    return speaker, backend, reasons


def test_the_guard_is_a_speaker_that_reports_loss(backends: list[HangingBackend]) -> None:
    speaker, _, _ = guarded(backends)
    assert isinstance(speaker, Speaker)
    assert isinstance(speaker, ReportsLoss)
    assert (speaker.name, speaker.description, speaker.speaks) == ("fake", "fake speech", True)


def test_say_and_stop_return_while_the_backend_hangs(backends: list[HangingBackend]) -> None:
    speaker, backend, _ = guarded(backends, "say")
    speaker.say("White: c3 to d4.")
    assert backend.entered.wait(10)
    # the backend is stuck in the sentence; the caller is not
    speaker.say("Black: f6 to g5.")
    speaker.stop()
    speaker.say("White to move.", interrupt=True)
    assert not backend.release.is_set()
    assert backend.calls == [("say", ("White: c3 to d4.", False))]


def test_a_sentence_with_no_answer_loses_the_backend_once(
    backends: list[HangingBackend],
) -> None:
    speaker, backend, reasons = guarded(backends, "say")
    lost = threading.Event()
    speaker.on_lost = lambda reason: (reasons.append(str(reason)), lost.set())
    speaker.say("White: c3 to d4.")
    assert lost.wait(10)
    assert reasons == [f"fake: no answer to a sentence within {LOST:g} s"]
    assert backend.closed.wait(10), "a lost backend is closed"
    assert not speaker.speaks
    assert speaker.last_error == reasons[0]
    # from now on nothing reaches the backend, and nothing is reported again
    speaker.say("Black: f6 to g5.")
    speaker.stop()
    speaker.set_rate(200)
    speaker.set_voice("cs")
    assert speaker.wait_until_done(0)
    speaker.close()
    assert [what for what, _ in backend.calls] == ["say", "close"]
    assert reasons == [f"fake: no answer to a sentence within {LOST:g} s"]


def test_one_slow_sentence_does_not_lose_the_backend(
    backends: list[HangingBackend], wait_for: Callable[[Callable[[], object], float], bool],
) -> None:
    speaker, backend, reasons = guarded(backends, "say")
    speaker.say("White: c3 to d4.")
    speaker.say("Black: f6 to g5.")
    assert wait_for(lambda: speaker.failures == 1, 10), "the sentence is late once"
    backend.hangs.clear()
    backend.release.set()  # the screen reader takes it after all
    assert speaker.wait_until_done(10)
    assert [argument for what, argument in backend.calls if what == "say"] == [
        ("White: c3 to d4.", False), ("Black: f6 to g5.", False)]
    assert speaker.speaks and reasons == []
    assert speaker.failures == 0, "a sentence taken in time clears the failures"


def test_a_sentence_not_taken_is_tried_once_more(backends: list[HangingBackend]) -> None:
    speaker, backend, reasons = guarded(backends)
    backend.say_errors = 1
    speaker.say("White: c3 to d4.")
    speaker.say("Black: f6 to g5.")
    assert speaker.wait_until_done(10)
    assert [argument for what, argument in backend.calls if what == "say"] == [
        ("White: c3 to d4.", False), ("White: c3 to d4.", False), ("Black: f6 to g5.", False)]
    assert speaker.speaks and reasons == []


def test_sentences_not_taken_again_and_again_lose_the_backend_once(
    backends: list[HangingBackend],
) -> None:
    speaker, backend, reasons = guarded(backends)
    lost = threading.Event()
    speaker.on_lost = lambda reason: (reasons.append(str(reason)), lost.set())
    backend.say_errors = 1000
    for number in range(FAILURES_BEFORE_LOSS + 2):
        speaker.say(f"sentence {number}")
    assert lost.wait(10)
    assert speaker.wait_until_done(10)
    assert reasons == ["fake: the sentence was not taken: busy"]
    assert len([what for what, _ in backend.calls if what == "say"]) == FAILURES_BEFORE_LOSS
    assert not speaker.speaks


def test_a_stop_with_no_answer_loses_the_backend(backends: list[HangingBackend]) -> None:
    speaker, _, reasons = guarded(backends, "stop")
    lost = threading.Event()
    speaker.on_lost = lambda reason: (reasons.append(str(reason)), lost.set())
    speaker.stop()
    assert lost.wait(10)
    assert reasons == [f"fake: no answer to stop within {LOST:g} s"]


def test_sentences_keep_their_order_and_an_interruption_drops_the_stale_ones(
    backends: list[HangingBackend],
) -> None:
    backend = HangingBackend("say")
    backends.append(backend)
    speaker = GuardedSpeaker(backend, call_timeout=30)  # this test does not lose it
    speaker.say("one")
    assert backend.entered.wait(10)
    speaker.say("two")
    speaker.say("three")
    speaker.say("four", interrupt=True)
    speaker.say("five")
    backend.hangs.clear()
    backend.release.set()
    assert speaker.wait_until_done(10)
    assert backend.calls == [("say", ("one", False)), ("say", ("four", True)),
                             ("say", ("five", False))]
    speaker.close()
    assert backend.closed.is_set()


def test_a_setting_with_no_answer_waits_only_its_deadline(
    backends: list[HangingBackend],
) -> None:
    speaker, backend, reasons = guarded(backends, "voice")
    lost = threading.Event()
    speaker.on_lost = lambda reason: (reasons.append(str(reason)), lost.set())
    speaker.set_voice("cs")
    assert backend.entered.is_set()
    assert not backend.left.is_set(), "the caller waited for the backend, not its deadline"
    assert lost.wait(10)
    assert reasons == [f"fake: no answer to the voice within {LOST:g} s"]


def test_a_settings_error_reaches_the_caller(backends: list[HangingBackend]) -> None:
    speaker, backend, reasons = guarded(backends)
    backend.voice_error = NoVoiceError("fake speech has no voice 'xx'")
    with pytest.raises(NoVoiceError, match="no voice 'xx'"):
        speaker.set_voice("xx")
    speaker.set_rate(200)
    assert backend.calls[-1] == ("rate", 200)
    assert speaker.speaks and reasons == []


def test_a_backend_that_reports_it_stopped_is_dropped(backends: list[HangingBackend]) -> None:
    speaker, backend, reasons = guarded(backends)
    lost = threading.Event()
    speaker.on_lost = lambda reason: (reasons.append(str(reason)), lost.set())
    assert backend.on_lost is not None
    backend.on_lost(cause("pyttsx3: aplay did not end a sentence in 6.2 s"))
    assert lost.wait(10)
    assert reasons == ["pyttsx3: aplay did not end a sentence in 6.2 s"]
    assert backend.closed.wait(10)


def test_close_of_a_hanging_backend_waits_only_its_deadline(
    backends: list[HangingBackend],
) -> None:
    speaker, backend, reasons = guarded(backends, "close")
    speaker.say("White: c3 to d4.")
    speaker.close()
    assert backend.entered.is_set()
    assert not backend.left.is_set(), "the caller waited for the backend, not its deadline"
    assert reasons == [], "closing is not losing"
    speaker.close()  # twice is fine


def test_audio_start_hook_goes_to_the_backend(backends: list[HangingBackend]) -> None:
    speaker, backend, _ = guarded(backends)
    hook = lambda: None  # noqa: E731
    speaker.on_audio_start = hook
    assert backend.on_audio_start is hook
    assert speaker.on_audio_start is hook


def test_opening_that_does_not_answer_gives_up_and_closes_the_late_speaker(
    backends: list[HangingBackend],
) -> None:
    backend = HangingBackend()
    backends.append(backend)
    may_open, opened = threading.Event(), threading.Event()

    def open_backend() -> Speaker:
        assert may_open.wait(30)
        opened.set()
        return backend

    with pytest.raises(SpeechError, match=f"^fake speech did not answer within {DEADLINE:g} s$"):
        open_in_time(open_backend, "fake speech", DEADLINE)
    assert not opened.is_set(), "the caller waited for the opening, not its deadline"
    may_open.set()
    assert backend.closed.wait(10), "a speaker opened too late is closed"


def test_opening_errors_reach_the_caller() -> None:
    def open_backend() -> Speaker:
        raise NoVoiceError("fake speech has no voice for the language 'xx'")

    with pytest.raises(NoVoiceError, match="'xx'"):
        open_in_time(open_backend, "fake speech", 10)
