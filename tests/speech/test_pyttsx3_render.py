"""The pyttsx3 engine thread against a fake engine that misbehaves as pyttsx3 2.99 can:
a sentence lost, a finished event before the file is whole, a sentence never written."""

from __future__ import annotations

import logging
import threading
import wave
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from accessible_dama.speech import SpeechError, pyttsx3_speaker
from accessible_dama.speech.pyttsx3_speaker import _Engine
from accessible_dama.speech.wav import sound_file_complete, wav_info

FRAMES = 2205  # a tenth of a second at 22,050 Hz


def aiff_bytes(frames: int = FRAMES) -> bytes:
    """A mono 16-bit AIFF file, as macOS writes a sentence (whatever the file's name)."""
    rate = b"\x40\x0d\xac\x44" + bytes(6)  # 22,050 as an 80-bit extended float
    comm = b"COMM" + (18).to_bytes(4, "big") + (1).to_bytes(2, "big") + \
        frames.to_bytes(4, "big") + (16).to_bytes(2, "big") + rate
    data = b"\x00\x01" * frames
    ssnd = b"SSND" + (8 + len(data)).to_bytes(4, "big") + bytes(8) + data
    body = b"AIFF" + comm + ssnd
    return b"FORM" + len(body).to_bytes(4, "big") + body


def write_wav(path: Path, frames: int = FRAMES) -> None:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(22050)
        w.writeframes(b"\x01\x00" * frames)


@dataclass
class FakeVoice:
    id: str = "zlw/cs"
    name: str = "Czech"
    languages: list[str] = field(default_factory=lambda: ["cs"])


class FakeEngine:
    """Renders by ``behaviour(loop, path, finished)``; ``loop`` counts the sentences."""

    def __init__(self, behaviour: Callable[[int, Path, Callable[[], None]], None]) -> None:
        self.behaviour = behaviour
        self.on_finished: Callable[..., None] = lambda **_: None
        self.pending: Path | None = None
        self.loops = 0
        self.stops = 0

    def connect(self, topic: str, callback: Callable[..., None]) -> None:
        assert topic == "finished-utterance"
        self.on_finished = callback

    def getProperty(self, name: str) -> Any:
        assert name == "voices"
        return [FakeVoice()]

    def setProperty(self, name: str, value: object) -> None:
        pass

    def save_to_file(self, text: str, path: str) -> None:
        self.pending = Path(path)

    def runAndWait(self) -> None:
        if self.pending is None:  # the empty loop at start
            return
        path, self.pending = self.pending, None
        self.loops += 1
        self.behaviour(self.loops, path, lambda: self.on_finished(name=None, completed=True))

    def stop(self) -> None:
        self.stops += 1


@pytest.fixture
def short_timeout(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pyttsx3_speaker, "render_timeout", lambda text: 0.5)


@pytest.fixture
def engines() -> Iterator[list[_Engine]]:
    made: list[_Engine] = []
    yield made
    for engine in made:
        engine.shut_down()


def start(engines: list[_Engine], fake: FakeEngine) -> _Engine:
    engine = _Engine(init=lambda: fake)
    engines.append(engine)
    return engine


def render(engine: _Engine, path: Path) -> None:
    engine.render("Bílý: c3 na d4.", "zlw/cs", 170, path).result(timeout=10)


def test_a_sentence_the_engine_loses_is_rendered_once_more(
    engines: list[_Engine], tmp_path: Path, short_timeout: None, caplog: pytest.LogCaptureFixture
) -> None:
    def lose_the_first(loop: int, path: Path, finished: Callable[[], None]) -> None:
        if loop > 1:
            write_wav(path)
            finished()

    fake = FakeEngine(lose_the_first)
    engine = start(engines, fake)
    with caplog.at_level(logging.INFO):
        render(engine, tmp_path / "s.wav")
    assert wav_info(tmp_path / "s.wav").seconds == pytest.approx(0.1)
    assert (fake.loops, fake.stops) == (2, 1)  # cancelled before the second try
    retries = [r for r in caplog.records if "attempt 1 of 2" in r.getMessage()]
    assert [r.levelno for r in retries] == [logging.INFO]  # logged, never printed
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.wav"]


def test_a_finished_event_before_the_file_is_whole_waits_for_the_file(
    engines: list[_Engine], tmp_path: Path
) -> None:
    # The event comes first (a late one of an earlier sentence); the file is then
    # written half, and whole only later, with no event of its own.
    half_written = threading.Event()

    def early_event(loop: int, path: Path, finished: Callable[[], None]) -> None:
        finished()

        def write() -> None:
            whole = path.with_name("whole.wav")
            write_wav(whole)
            data = whole.read_bytes()
            whole.unlink()
            path.write_bytes(data[: len(data) // 2])
            half_written.set()
            threading.Event().wait(0.3)
            path.write_bytes(data)

        writer.append(threading.Thread(target=write))
        writer[0].start()

    writer: list[threading.Thread] = []
    fake = FakeEngine(early_event)
    engine = start(engines, fake)
    render(engine, tmp_path / "s.wav")
    writer[0].join()
    assert half_written.is_set()
    assert sound_file_complete(tmp_path / "s.wav")
    assert (fake.loops, fake.stops) == (1, 0)


def test_a_sentence_never_written_fails_after_the_second_attempt(
    engines: list[_Engine], tmp_path: Path, short_timeout: None
) -> None:
    fake = FakeEngine(lambda loop, path, finished: finished())  # events, never a file
    engine = start(engines, fake)
    with pytest.raises(SpeechError, match="wrote no sound"):
        render(engine, tmp_path / "s.wav")
    assert (fake.loops, fake.stops) == (2, 2)
    assert not (tmp_path / "s.wav").exists()


def test_a_sound_file_is_whole_only_with_every_byte_its_header_names(tmp_path: Path) -> None:
    path = tmp_path / "a.wav"
    assert not sound_file_complete(path)  # missing
    write_wav(path)
    assert sound_file_complete(path)
    data = path.read_bytes()
    path.write_bytes(data[:-2])
    assert not sound_file_complete(path)  # one sample short
    path.write_bytes(data[:44])
    assert not sound_file_complete(path)  # the header alone
    write_wav(path, frames=0)
    assert not sound_file_complete(path)  # no sound
    path.write_bytes(b"RIFF garbage")
    assert not sound_file_complete(path)
    aiff = aiff_bytes()
    path.write_bytes(aiff)
    assert sound_file_complete(path)  # AIFF, as macOS writes it
    path.write_bytes(aiff[: len(aiff) // 2])
    assert not sound_file_complete(path)


def test_a_sentence_written_as_aiff_is_taken_when_whole(
    engines: list[_Engine], tmp_path: Path
) -> None:
    def as_macos(loop: int, path: Path, finished: Callable[[], None]) -> None:
        path.write_bytes(aiff_bytes())
        finished()

    fake = FakeEngine(as_macos)
    render(start(engines, fake), tmp_path / "s.wav")
    assert (tmp_path / "s.wav").read_bytes() == aiff_bytes()
    assert (fake.loops, fake.stops) == (1, 0)
