"""``dama say`` end to end, as a subprocess: one line on stdout, or one on stderr and 2."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from accessible_dama.speech.wav import wav_info

pytestmark = pytest.mark.filterwarnings(
    # speechd's client ends its reading thread with sys.exit() when the connection closes
    "ignore:Exception in thread SSIP client communication thread"
    ":pytest.PytestUnhandledThreadExceptionWarning"
)

MOVE_CS = "Bílý: c3 na d4."


def dama_say(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "accessible_dama", "say", *args],
        capture_output=True,
        text=True,
        timeout=60,
        stdin=subprocess.DEVNULL,
    )


def test_dama_say_to_wav_writes_the_sentence_and_says_so(tmp_path: Path) -> None:
    path = tmp_path / "out.wav"
    done = dama_say(MOVE_CS, "--lang", "cs", "--to", str(path))
    assert (done.returncode, done.stderr) == (0, "")
    m = re.fullmatch(
        rf"written to {re.escape(str(path))} \((\d+\.\d) s, pyttsx3, voice zlw/cs\)\n",
        done.stdout,
    )
    assert m, done.stdout
    info = wav_info(path)
    assert info.channels == 1
    assert info.rms > 0.02
    assert float(m.group(1)) == pytest.approx(info.seconds, abs=0.05)
    assert 0.8 <= info.seconds <= 5.0


def test_dama_say_joins_words_and_takes_rate_and_voice(tmp_path: Path) -> None:
    slow, fast = tmp_path / "slow.wav", tmp_path / "fast.wav"
    assert dama_say("White:", "c3", "to", "d4.", "--voice", "gmw/en-us", "--rate", "120",
                    "--to", str(slow)).stdout.endswith("voice gmw/en-us)\n")
    assert dama_say("White: c3 to d4.", "--lang", "en", "--rate", "300",
                    "--to", str(fast)).stdout.endswith("voice gmw/en)\n")
    assert wav_info(fast).seconds < 0.7 * wav_info(slow).seconds


def test_dama_say_speaks_with_pyttsx3(null_audio: Path) -> None:
    done = dama_say(MOVE_CS, "--lang", "cs", "--backend", "pyttsx3")
    assert (done.returncode, done.stdout, done.stderr) == (
        0, "spoken with pyttsx3, voice zlw/cs\n", ""
    )


def test_dama_say_speaks_with_speech_dispatcher(speechd_home: Path) -> None:
    done = dama_say(MOVE_CS, "--lang", "cs", "--backend", "speechd", "--rate", "200")
    assert (done.returncode, done.stdout, done.stderr) == (
        0, "spoken with speech-dispatcher (espeak-ng), voice cs\n", ""
    )


def test_dama_say_chooses_speech_dispatcher_by_itself(speechd_home: Path) -> None:
    done = dama_say(MOVE_CS, "--lang", "cs")
    assert done.stdout == (
        "spoken with speech-dispatcher (espeak-ng), voice cs (chosen automatically)\n"
    )


def test_dama_say_with_text_backend_speaks_nothing() -> None:
    done = dama_say(MOVE_CS, "--backend", "text")
    assert (done.returncode, done.stdout, done.stderr) == (0, "not spoken (text only)\n", "")


@pytest.mark.parametrize(
    ("args", "error"),
    [
        (["--lang", "xx", "--to", "{tmp}/x.wav"], "pyttsx3 has no voice for the language 'xx'"),
        (["--to", "{tmp}/no-such-folder/x.wav"],
         "cannot write {tmp}/no-such-folder/x.wav: No such file or directory"),
        (["--to", "{tmp}"], "cannot write {tmp}: it is a folder"),
        (["--rate", "5", "--to", "{tmp}/x.wav"], "--rate must be a whole number from 80 to 450, "
         "not '5'"),
        (["--rate", "fast"], "--rate must be a whole number from 80 to 450, not 'fast'"),
        (["--backend", "speechd", "--to", "{tmp}/x.wav"],
         "only pyttsx3 writes sound files, not speechd"),
        (["--backend", "festival"], "unknown speech backend 'festival'; "
         "known: auto, screen-reader, speechd, pyttsx3, text, silent"),
        (["--lang", "cs", "--backend", "pyttsx3", "--voice", "no-such-voice"],
         "pyttsx3 has no voice 'no-such-voice'"),
    ],
)
def test_dama_say_errors_are_one_line_on_stderr_with_status_2(
    args: list[str], error: str, tmp_path: Path, null_audio: Path
) -> None:
    done = dama_say(MOVE_CS, *(a.replace("{tmp}", str(tmp_path)) for a in args))
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == f"dama: {error.replace('{tmp}', str(tmp_path))}\n"


def test_dama_say_without_any_voice_for_the_language_is_an_error(speechd_home: Path) -> None:
    done = dama_say(MOVE_CS, "--lang", "xx")
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.startswith("dama: nothing can speak the language 'xx': speech-dispatcher")
    assert done.stderr.count("\n") == 1
