"""The endgame database is built once: a game's start builds it in the background at low
priority unless it is built or a build runs (an OS lock beside the cache file, released
when its process ends however it ends); ``--version``, ``--help`` and a usage error start
nothing."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from accessible_dama.cli.endgame_cmd import BACKGROUND_VARIABLE, start_background_build
from accessible_dama.engine import endgame
from accessible_dama.rules import find_variant

CZECH = find_variant("czech")
TINY = endgame.Selection(2, ())


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A cache folder of the test's own, and games that may start a build."""
    monkeypatch.setenv(endgame.CACHE_VARIABLE, str(tmp_path))
    monkeypatch.delenv(BACKGROUND_VARIABLE, raising=False)
    yield tmp_path


def _dama(args: list[str], **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "accessible_dama", *args],
                          env={**os.environ, **env}, capture_output=True, text=True,
                          timeout=300, check=False)


def test_a_second_build_sees_the_first_running_and_leaves_it(cache: Path) -> None:
    lock = endgame.BuildLock(endgame.path_for(CZECH, TINY))
    assert lock.acquire(wait=False)
    try:
        assert endgame.being_built(CZECH, TINY)
        done = _dama(["--lang", "en", "endgame", "build", "--pieces", "2", "--background"],
                     **{BACKGROUND_VARIABLE: "1"})
        assert done.returncode == 0, done.stderr
        assert done.stdout.splitlines()[-1] == "another program is building it now"
        assert not endgame.path_for(CZECH, TINY).exists()
    finally:
        lock.release()
    assert not endgame.being_built(CZECH, TINY)


def test_a_build_waits_for_the_one_running_and_reads_what_it_wrote(cache: Path) -> None:
    path = endgame.path_for(CZECH, TINY)
    lock = endgame.BuildLock(path)
    assert lock.acquire(wait=False)
    waiting = subprocess.Popen(
        [sys.executable, "-m", "accessible_dama", "--lang", "en", "endgame", "build",
         "--pieces", "2"], stdout=subprocess.PIPE, text=True)
    assert waiting.stdout is not None
    try:
        assert waiting.stdout.readline().startswith("solving every czech position")
        built = endgame.solve(CZECH, TINY)  # as the build holding the lock does
        endgame.write(built, path)
    finally:
        lock.release()
    rest = waiting.stdout.read().splitlines()
    assert waiting.wait(timeout=300) == 0
    # no progress of its own: it read the file the other build wrote
    [last] = rest
    assert f"{len(built.materials)} materials up to 2 pieces" in last


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL: POSIX (msvcrt locks also end "
                    "with their process)")
def test_the_lock_of_a_build_killed_midway_is_released(cache: Path) -> None:
    path = endgame.path_for(CZECH, TINY)
    holder = subprocess.Popen(
        [sys.executable, "-c", "import sys; from pathlib import Path; "
         "from accessible_dama.engine.endgame import BuildLock; "
         "lock = BuildLock(Path(sys.argv[1])); lock.acquire(); print('held', flush=True); "
         "sys.stdin.read()", str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        text=True)
    assert holder.stdout is not None
    assert holder.stdout.readline() == "held\n"
    assert endgame.being_built(CZECH, TINY)
    holder.send_signal(signal.SIGKILL)
    holder.wait(timeout=60)
    assert not endgame.being_built(CZECH, TINY)


def test_a_game_start_builds_once_in_the_background_at_low_priority(cache: Path) -> None:
    first = start_background_build()
    assert first is not None
    try:
        deadline = time.monotonic() + 120  # until the child has the lock (a slow start)
        while not endgame.being_built(CZECH, endgame.Selection()):
            assert first.poll() is None and time.monotonic() < deadline
            time.sleep(0.05)
        assert start_background_build() is None  # the second start sees it running
        if sys.platform.startswith("linux"):
            nice = int(Path(f"/proc/{first.pid}/stat").read_text().rsplit(")", 1)[1].split()[16])
            assert nice >= 10
    finally:
        first.kill()
        first.wait(timeout=60)
    assert not endgame.being_built(CZECH, endgame.Selection())


def test_no_build_starts_when_the_database_is_there(cache: Path) -> None:
    path = endgame.path_for(CZECH, endgame.Selection())
    path.write_bytes(b"built")
    assert start_background_build() is None


@pytest.mark.parametrize("args", [["--version"], ["--help"], ["--level", "11"],
                                  ["moves", "czech"]], ids=" ".join)
def test_what_plays_no_game_starts_no_build(cache: Path, args: list[str]) -> None:
    done = _dama(args)
    assert "Traceback" not in done.stderr
    assert not endgame.BuildLock(endgame.path_for(CZECH, endgame.Selection())).path.exists()
    assert "endgame" not in done.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="finds the build in /proc")
def test_the_game_says_once_that_it_started_the_build(cache: Path) -> None:
    from accessible_dama.cli.options import endgame_database_on_the_way
    from accessible_dama.phrases.render import Renderer
    from accessible_dama.session.settings import Settings

    settings = Settings(lang="cs", opponent="computer")
    said = endgame_database_on_the_way(settings)
    try:
        assert [Renderer("cs").render(e).lines for e in said] == [[
            "Na pozadí se počítá databáze koncovek (asi minutu); počítač podle ní hraje, "
            "jakmile bude hotová."]]
        deadline = time.monotonic() + 120  # until the build has its lock (a slow start)
        while not endgame.being_built(CZECH, endgame.Selection()):
            assert time.monotonic() < deadline
            time.sleep(0.05)
        assert endgame_database_on_the_way(settings) == []  # the next start: nothing
        assert endgame_database_on_the_way(Settings(opponent="human")) == []
    finally:
        _end_the_build(cache)


def _end_the_build(cache: Path) -> None:
    """End the build a game started (its process is the one holding the lock's file)."""
    lock = endgame.BuildLock(endgame.path_for(CZECH, endgame.Selection())).path
    for fd in Path("/proc").glob("[0-9]*/fd/*"):
        try:
            if os.readlink(fd) == str(lock):
                os.kill(int(fd.parts[2]), signal.SIGKILL)
        except OSError:
            continue
    deadline = time.monotonic() + 60
    while endgame.being_built(CZECH, endgame.Selection()):
        assert time.monotonic() < deadline
        time.sleep(0.05)
