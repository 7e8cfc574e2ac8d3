"""pyttsx3 on espeak-ng, for real: WAV files, a killable player, interruptions, rates."""

from __future__ import annotations

import logging
import os
import re
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from accessible_dama.speech import Cause, NoVoiceError, SpeechError, pyttsx3_speaker
from accessible_dama.speech.base import FAILURES_BEFORE_LOSS
from accessible_dama.speech.pyttsx3_speaker import (
    Pyttsx3Speaker,
    render_wav,
    resolve_voice,
    shared_engine,
)
from accessible_dama.speech.wav import wav_info
from tests.components import need

MOVE_CS = "Bílý: c3 na d4."
# About twelve seconds of speech: long enough to be cut off half-way.
LONG_CS = "Černý táhne z f6 na e5 a bílý odpovídá tahem z d4 na c5. " * 4
SHORT_CS = "Přerušení."

Gone = Callable[[int, float], bool]
WaitFor = Callable[[Callable[[], object], float], bool]


def sox_stat(path: Path) -> dict[str, float]:
    """``sox FILE -n stat``: its figures by name, e.g. ``Length (seconds)``."""
    need("sox")
    sox = subprocess.run(
        ["sox", str(path), "-n", "stat"], capture_output=True, text=True, check=True
    )
    figures = {}
    for line in sox.stderr.splitlines():
        m = re.match(r"^(.+?):\s+(-?[0-9.]+)$", line.strip())
        if m:
            figures[m.group(1).strip()] = float(m.group(2))
    return figures


@pytest.fixture
def speaker(paced_audio: Path) -> Iterator[Pyttsx3Speaker]:
    s = Pyttsx3Speaker("cs")
    yield s
    s.close()


def test_voices_by_language_czech_zlw_cs_english_gmw_en() -> None:
    voices = shared_engine().voices
    assert resolve_voice(voices, "cs", None).id == "zlw/cs"
    assert resolve_voice(voices, "en", None).id == "gmw/en"
    assert resolve_voice(voices, "CS", None).id == "zlw/cs"
    assert resolve_voice(voices, "cs", "gmw/en-us").id == "gmw/en-us"
    assert resolve_voice(voices, "cs", "Czech").id == "zlw/cs"


def test_czech_sentence_becomes_a_real_mono_wav_of_plausible_length(tmp_path: Path) -> None:
    path = tmp_path / "move.wav"
    voice = render_wav(MOVE_CS, path, lang="cs")
    assert voice.id == "zlw/cs"
    assert path.read_bytes()[:4] == b"RIFF"
    info = wav_info(path)
    assert info.channels == 1
    assert info.sample_rate == 22050
    assert 0.8 <= info.seconds <= 5.0
    assert info.rms > 0.02, "the file is (nearly) silent"
    # sox reads the same file the same way
    stat = sox_stat(path)
    assert stat["Length (seconds)"] == pytest.approx(info.seconds, abs=0.01)
    assert stat["RMS     amplitude"] == pytest.approx(info.rms, rel=0.02)


def test_czech_and_english_renderings_differ(tmp_path: Path) -> None:
    cs, en = tmp_path / "cs.wav", tmp_path / "en.wav"
    assert render_wav(MOVE_CS, cs, lang="cs").id == "zlw/cs"
    assert render_wav(MOVE_CS, en, lang="en").id == "gmw/en"
    cs_audio, en_audio = cs.read_bytes()[44:], en.read_bytes()[44:]
    differing = sum(a != b for a, b in zip(cs_audio, en_audio, strict=False))
    assert differing > 0.5 * min(len(cs_audio), len(en_audio)), "the same sound twice"


def test_the_same_sentence_twice_has_the_same_length(tmp_path: Path) -> None:
    # Not byte for byte: espeak-ng's random state carries over from one sentence to the
    # next within a process (a fresh process always gives the same bytes).
    a, b = tmp_path / "a.wav", tmp_path / "b.wav"
    render_wav(MOVE_CS, a, lang="cs")
    render_wav(MOVE_CS, b, lang="cs")
    assert wav_info(a).seconds == pytest.approx(wav_info(b).seconds, rel=0.02)


def test_faster_rate_gives_shorter_speech(tmp_path: Path) -> None:
    slow, fast = tmp_path / "slow.wav", tmp_path / "fast.wav"
    render_wav(MOVE_CS, slow, lang="cs", rate=120)
    render_wav(MOVE_CS, fast, lang="cs", rate=300)
    assert wav_info(fast).seconds < 0.7 * wav_info(slow).seconds


def test_rate_changes_keep_taking_effect_sentence_after_sentence(tmp_path: Path) -> None:
    # pyttsx3 2.99 loses a rate change that espeak-ng has not yet taken when the next
    # loop starts; the engine thread waits for it.
    lengths: dict[int, list[float]] = {}
    for i, rate in enumerate((170, 120, 300, 120, 300, 450, 80)):
        path = tmp_path / f"{i}.wav"
        render_wav(MOVE_CS, path, lang="cs", rate=rate)
        lengths.setdefault(rate, []).append(wav_info(path).seconds)
    assert lengths[80][0] > lengths[120][0] > lengths[170][0] > lengths[300][0] > lengths[450][0]
    for same_rate in lengths.values():
        assert max(same_rate) == pytest.approx(min(same_rate), rel=0.02)


def test_set_rate_and_set_voice_take_effect_at_the_next_sentence(
    speaker: Pyttsx3Speaker, tmp_path: Path
) -> None:
    normal, fast, english = tmp_path / "n.wav", tmp_path / "f.wav", tmp_path / "e.wav"
    speaker.save_wav(MOVE_CS, normal)
    speaker.set_rate(300)
    speaker.save_wav(MOVE_CS, fast)
    speaker.set_voice("en")
    speaker.save_wav(MOVE_CS, english)
    assert wav_info(fast).seconds < 0.8 * wav_info(normal).seconds
    assert speaker.voice.id == "gmw/en"
    assert speaker.description == "pyttsx3, voice gmw/en"
    assert english.read_bytes() != fast.read_bytes()
    with pytest.raises(ValueError, match="80 to 450"):
        speaker.set_rate(1000)
    with pytest.raises(NoVoiceError):
        speaker.set_voice("no-such-voice")


def test_saving_prints_nothing_on_stdout(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    render_wav(MOVE_CS, tmp_path / "quiet.wav", lang="cs")
    out, err = capfd.readouterr()
    assert out == ""
    assert err == ""


def test_no_voice_for_a_made_up_language(tmp_path: Path) -> None:
    with pytest.raises(NoVoiceError, match="no voice for the language 'xx-made-up'"):
        render_wav(MOVE_CS, tmp_path / "x.wav", lang="xx-made-up")


def test_unwritable_file_is_one_clear_error(tmp_path: Path) -> None:
    with pytest.raises(SpeechError, match=r"cannot write .*no-such-folder"):
        render_wav(MOVE_CS, tmp_path / "no-such-folder" / "x.wav", lang="cs")
    with pytest.raises(SpeechError, match="it is a folder"):
        render_wav(MOVE_CS, tmp_path, lang="cs")


def test_say_returns_at_once_while_the_sentence_plays(
    speaker: Pyttsx3Speaker, wait_for: WaitFor
) -> None:
    speaker.say(LONG_CS)
    assert not speaker.wait_until_done(0), "say() waited for the sentence"
    assert wait_for(lambda: speaker.player_pid is not None, 30.0)
    pid = speaker.player_pid
    assert not speaker.wait_until_done(0.5), "the sentence should still be playing"
    assert speaker.player_pid == pid


def test_stop_kills_the_player_at_once(
    speaker: Pyttsx3Speaker, wait_for: WaitFor, process_gone: Gone
) -> None:
    speaker.say(LONG_CS)
    assert wait_for(lambda: speaker.player_pid is not None, 5.0)
    pid = speaker.player_pid
    assert pid is not None
    assert Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")[0].endswith(b"aplay")
    assert not speaker.wait_until_done(0.3)  # playing
    speaker.stop()
    # at once: seconds before the twelve of the sentence would end, even on a busy machine
    assert process_gone(pid, 5.0), "aplay is still running after stop()"
    assert speaker.wait_until_done(5.0)
    assert speaker.last_error is None


def test_interrupting_sentence_cuts_off_and_drops_the_queued_ones(
    speaker: Pyttsx3Speaker, wait_for: WaitFor, process_gone: Gone
) -> None:
    starts: list[float] = []
    speaker.on_audio_start = lambda: starts.append(time.perf_counter())
    speaker.say(LONG_CS)
    assert wait_for(lambda: speaker.player_pid is not None, 30.0)
    first = speaker.player_pid
    assert first is not None
    speaker.say(LONG_CS)  # stale by the time the interruption comes
    speaker.say(LONG_CS)
    speaker.say(SHORT_CS, interrupt=True)
    assert process_gone(first, 5.0)
    assert speaker.wait_until_done(5.0)
    # The short sentence alone followed; the two long ones never started.
    assert len(starts) == 2
    assert speaker.last_error is None


def test_sentences_are_spoken_in_order_one_after_another(
    null_audio: Path, wait_for: WaitFor
) -> None:
    speaker = Pyttsx3Speaker("cs")
    starts: list[float] = []
    speaker.on_audio_start = lambda: starts.append(time.perf_counter())
    try:
        for _ in range(3):
            speaker.say(MOVE_CS)
        assert speaker.wait_until_done(10.0)
        assert len(starts) == 3
        assert speaker.last_error is None
    finally:
        speaker.close()


def test_a_failing_player_is_dropped_once_after_repeated_failures_and_prints_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    need("espeak-ng")
    home = tmp_path / "broken-home"
    home.mkdir()
    (home / ".asoundrc").write_text('pcm.!default { type hw card "no-such-card" }\n')
    monkeypatch.setenv("HOME", str(home))
    speaker = Pyttsx3Speaker("cs")
    lost: list[Cause] = []
    speaker.on_lost = lost.append
    try:
        for number in range(FAILURES_BEFORE_LOSS + 2):
            speaker.say(MOVE_CS)
            assert speaker.wait_until_done(10.0)
            # reported once, when the failures in a row are enough
            assert len(lost) == (number + 1 >= FAILURES_BEFORE_LOSS)
        assert speaker.last_error is not None
        assert "aplay failed" in speaker.last_error
        assert str(lost[0]).startswith("pyttsx3: aplay failed: ")
        # nothing on standard error for each sentence (a screen reader reads it all)
        assert not [r for r in caplog.records if r.levelno >= logging.WARNING]
    finally:
        speaker.close()


def test_program_exits_at_once_and_leaves_no_player_behind(paced_audio: Path) -> None:
    # The interpreter must not hang at exit with a sentence half-spoken, and the
    # player process must not go on speaking after the program has ended.
    script = (
        "import threading\n"
        "from accessible_dama.speech.pyttsx3_speaker import Pyttsx3Speaker\n"
        "s = Pyttsx3Speaker('cs')\n"
        "playing = threading.Event()\n"
        "s.on_audio_start = playing.set\n"
        f"s.say({LONG_CS * 10!r})\n"
        "assert playing.wait(30), 'the player never started'\n"
        "print(s.player_pid, flush=True)\n"
    )
    # the sentence plays for two minutes: a program that waited for it would not be done
    # within the timeout, half of that, however busy the machine
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    pid = int(done.stdout.split()[0])
    status = Path(f"/proc/{pid}/status")
    assert not status.exists() or "State:\tZ" in status.read_text(), "the player lives on"


def test_a_player_that_never_ends_is_killed_and_reported_lost(
    null_audio: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    wait_for: WaitFor, process_gone: Gone,
) -> None:
    # an audio device that takes the sound and never finishes it: the player hangs
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "aplay").write_text("#!/bin/sh\nexec sleep 600\n")
    (bin_dir / "aplay").chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}:{os.environ['PATH']}")
    monkeypatch.setattr(pyttsx3_speaker, "PLAYER_SLACK", 0.2)
    speaker = Pyttsx3Speaker("cs", player="aplay")
    lost: list[Cause] = []
    speaker.on_lost = lost.append
    try:
        speaker.say(MOVE_CS)
        assert wait_for(lambda: speaker.player_pid is not None, 10.0)
        pid = speaker.player_pid
        assert pid is not None
        assert wait_for(lambda: lost, 30.0)
        assert process_gone(pid, 5.0), "the hanging player was not killed"
        assert re.fullmatch(r"pyttsx3: aplay did not end a sentence in [0-9.]+ s", str(lost[0]))
        assert speaker.last_error is not None and "aplay did not end" in speaker.last_error
    finally:
        speaker.close()
