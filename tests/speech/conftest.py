"""Real speech components without a sound card.

``null_audio``: HOME with an ``.asoundrc`` whose default ALSA device is ``null``: aplay
succeeds silently and at once.  ``paced_audio``: a default device that takes real time,
like a sound card (ALSA's file plugin piping into ``pv`` at 22050 Hz, 16-bit mono), so
that stopping a sentence half-way can be seen.  ``speechd_home``: a private
speech-dispatcher (socket, config, logs under temporary folders) on the null device,
one per test module.
A component that is missing fails the test: scripts/bootstrap installs them all.
"""

from __future__ import annotations

import os
import select
import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.components import need

NULL_ASOUNDRC = "pcm.!default { type null }\n"

# 44100 bytes a second: the pyttsx3 WAVs (22050 Hz, 16-bit, mono) play in real time.
PACED_ASOUNDRC = """pcm.!default {
    type file
    slave.pcm "null"
    file "|exec pv -q -L 44100 >/dev/null"
    format "raw"
}
"""


def _audio_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, asoundrc: str) -> Path:
    need("espeak-ng")
    home = tmp_path / "home"
    home.mkdir()
    (home / ".asoundrc").write_text(asoundrc)
    monkeypatch.setenv("HOME", str(home))
    return home


@pytest.fixture
def null_audio(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    return _audio_home(tmp_path, monkeypatch, NULL_ASOUNDRC)


@pytest.fixture
def paced_audio(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    need("espeak-ng")  # with pv to pace the sound card
    return _audio_home(tmp_path, monkeypatch, PACED_ASOUNDRC)


@pytest.fixture(scope="module")
def speechd_home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """One private speech-dispatcher for a test module (it takes a second to end)."""
    need("speech-dispatcher")
    home = tmp_path_factory.mktemp("speechd-home")
    (home / ".asoundrc").write_text(NULL_ASOUNDRC)
    config = home / ".config"
    (config / "speech-dispatcher").mkdir(parents=True)
    (config / "speech-dispatcher" / "speechd.conf").write_text(
        f'AudioOutputMethod "alsa"\nLogDir "{home}"\n'
    )
    # A short path: the server's Unix socket path must stay under 108 bytes.
    runtime = Path(tempfile.mkdtemp(prefix="dama-sd-"))
    runtime.chmod(0o700)
    with pytest.MonkeyPatch.context() as env:
        env.setenv("HOME", str(home))
        env.setenv("XDG_CONFIG_HOME", str(config))
        env.setenv("XDG_RUNTIME_DIR", str(runtime))
        for name in ("SPEECHD_ADDRESS", "SPEECHD_HOST", "SPEECHD_PORT", "SPEECHD_SOCKET"):
            env.delenv(name, raising=False)
        _start_server(runtime)
        yield home
    # The server the tests' clients spawned: ended by the process id it wrote.
    pid_file = runtime / "speech-dispatcher" / "pid" / "speech-dispatcher.pid"
    if pid_file.exists():
        pid = int(pid_file.read_text().split()[0])
        try:
            os.kill(pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        _process_gone(pid, 5.0)
    shutil.rmtree(runtime, ignore_errors=True)


def _start_server(runtime: Path, within: float = 60.0) -> None:
    """The private server started as a client would start it, and waited for until its
    socket is there: on a busy machine it can take longer to come up than the program's
    3 s bound, and a test's first client would then find it "already running" but not
    yet listening (the program falls back to another voice, as it should; the tests
    here are about what speech-dispatcher does once it runs)."""
    subprocess.run(["speech-dispatcher", "--spawn"], env=os.environ.copy(),
                   stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, timeout=within, check=False)
    socket = runtime / "speech-dispatcher" / "speechd.sock"
    deadline = time.monotonic() + within
    while not socket.exists():
        if time.monotonic() > deadline:
            pytest.fail(f"the private speech-dispatcher made no socket within {within:g} s")
        time.sleep(0.05)


def _running(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError):  # gone before or while reading
        return False
    return stat.rpartition(")")[2].split()[0] != "Z"  # a zombie has ended


def _process_gone(pid: int, within: float) -> bool:
    try:
        handle = os.pidfd_open(pid)  # readable once the process has ended
    except ProcessLookupError:
        return True
    try:
        ended, _, _ = select.select([handle], [], [], within)
        return bool(ended) or not _running(pid)
    finally:
        os.close(handle)


def _wait_for(predicate: Callable[[], object], within: float) -> bool:
    deadline = time.monotonic() + within
    while not predicate():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.005)
    return True


@pytest.fixture(scope="session")
def process_gone() -> Callable[[int, float], bool]:
    """``process_gone(pid, within)``: True once the process has ended."""
    return _process_gone


@pytest.fixture(scope="session")
def wait_for() -> Callable[[Callable[[], object], float], bool]:
    """``wait_for(predicate, within)``: True as soon as the predicate holds."""
    return _wait_for
