"""The settings file seen from ``dama`` as a real process: a read-only home, a broken
file, a clock that cannot be; the game starts and says what it could not do."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from dama_process import dama, env_for

from tests.components import missing

NOT_KEPT = {
    "cs": "Nastavení se pro příště neuloží: ",
    "en": "The settings will not be kept for next time: ",
}
NEW_GAME = {"cs": "Nová hra: česká dáma", "en": "New game: Czech draughts"}
MOVED = {"cs": "c3 na d4", "en": "c3 to d4"}


def _run(env: dict[str, str], args: list[str], text: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "accessible_dama", *args], input=text,
                          capture_output=True, text=True, env=env, timeout=120, check=False)


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_read_only_home_still_starts_a_game(tmp_path: Path, lang: str) -> None:
    """HOME and both XDG folders lie under a regular file, so making the settings and
    data folders fails (NotADirectoryError) as on a read-only home: the tests run as
    root here, for whom chmod 0o555 is no barrier, and this works for any user without
    mounting anything (the mounted read-only home is the next test, where it can run)."""
    blocked = tmp_path / "home-is-a-file"
    blocked.write_text("")
    env = env_for(tmp_path)
    env.update(HOME=str(blocked), XDG_CONFIG_HOME=str(blocked / "config"),
               XDG_DATA_HOME=str(blocked / "data"))
    done = _run(env, ["--silent", "--lang", lang], "c3 d4\n")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith(NOT_KEPT[lang])
    assert sum(line.startswith(NOT_KEPT[lang]) for line in lines) == 1  # said once
    assert any(line.startswith(NEW_GAME[lang]) for line in lines)
    assert any(MOVED[lang] in line for line in lines)
    assert "Traceback" not in done.stderr


def _can_mount_in_a_namespace() -> bool:
    if shutil.which("unshare") is None or shutil.which("mount") is None:
        return False
    probe = subprocess.run(["unshare", "-rm", "sh", "-c", "mount -t tmpfs tmpfs /mnt"],
                           capture_output=True, timeout=30, check=False)
    return probe.returncode == 0


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_read_only_mounted_home_still_starts_a_game(tmp_path: Path, lang: str) -> None:
    """A home on a read-only file system (EROFS), mounted in a private mount namespace
    of an unprivileged user namespace (``unshare -rm``), so nothing outside the test
    sees it and it goes when the process ends; skipped where namespaces are not
    allowed."""
    if not _can_mount_in_a_namespace():
        missing("mount", "no user and mount namespaces here")
    home = tmp_path / "home"
    home.mkdir()
    env = env_for(tmp_path)
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"),
               XDG_DATA_HOME=str(home / ".local" / "share"))
    script = (f'mount -t tmpfs -o ro,size=64k tmpfs "{home}" && '
              f'exec "{sys.executable}" -m accessible_dama --silent --lang {lang}')
    done = subprocess.run(["unshare", "-rm", "sh", "-c", script], input="c3 d4\n",
                          capture_output=True, text=True, env=env, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith(NOT_KEPT[lang])
    assert sum(line.startswith(NOT_KEPT[lang]) for line in lines) == 1
    assert any(MOVED[lang] in line for line in lines)
    assert list(home.iterdir()) == []  # nothing was written under the mount


@pytest.mark.parametrize("clock", ["inf", "nan", "-1", "1e999", "10+", "garbage", "❸",
                                   "601", "10+601", "0+5", "", "10+inf"])
def test_clock_inf_is_refused(tmp_path: Path, clock: str) -> None:
    done = dama(tmp_path, ["--clock", clock, "--silent"], "")
    assert done.returncode == 2
    (line,) = done.stderr.splitlines()
    assert line.startswith("dama: --clock must be MINUTES or MINUTES+SECONDS")
    assert done.stdout == ""
    assert not (tmp_path / "config" / "accessible_dama" / "settings.toml").exists()


@pytest.mark.parametrize("level", ["0", "11", "❸", "٣", "1_0", "-1", "three"])
def test_a_level_outside_1_to_10_or_not_in_ascii_digits_is_refused(
        tmp_path: Path, level: str) -> None:
    done = dama(tmp_path, ["--level", level, "--silent"], "")
    assert done.returncode == 2
    (line,) = done.stderr.splitlines()
    assert line.startswith("dama: --level must be 1 to 10, not ")


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_stored_infinite_clock_is_said_and_every_later_game_starts(
        tmp_path: Path, lang: str) -> None:
    settings = tmp_path / "config" / "accessible_dama" / "settings.toml"
    settings.parent.mkdir(parents=True)
    settings.write_text(f'lang = "{lang}"\nlevel = 5\nclock_minutes = inf\n')
    done = dama(tmp_path, ["--silent"], "")
    assert done.returncode == 0, done.stderr
    first = done.stdout.splitlines()[0]
    assert first.startswith("Soubor nastavení, řádek 3: clock_minutes = inf" if lang == "cs"
                            else "Settings file, line 3: clock_minutes = inf")
    assert "level 5" in done.stdout or "úroveň 5" in done.stdout  # the good keys are kept
    again = dama(tmp_path, ["--silent"], "")
    assert again.returncode == 0
    assert again.stdout.splitlines()[0].startswith(NEW_GAME[lang])


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_broken_settings_file_is_said_at_the_start_and_set_aside(
        tmp_path: Path, lang: str) -> None:
    folder = tmp_path / "config" / "accessible_dama"
    folder.mkdir(parents=True)
    (folder / "settings.toml").write_bytes(b'lang = "cs"\nlevel = 5\nlevel 6\n')
    done = dama(tmp_path, ["--silent", "--lang", lang], "")
    first = done.stdout.splitlines()[0]
    said = "nejde přečíst: na řádku 3 je chyba" if lang == "cs" else (
        "cannot be read: there is a mistake on line 3")
    assert said in first and str(folder / "settings.toml") in first
    (broken,) = folder.glob("settings.toml.broken-*")
    assert broken.name in first
    assert broken.read_bytes() == b'lang = "cs"\nlevel = 5\nlevel 6\n'


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_board_game_says_the_settings_problems_too(tmp_path: Path, lang: str) -> None:
    folder = tmp_path / "config" / "accessible_dama"
    folder.mkdir(parents=True)
    (folder / "settings.toml").write_text('level = "hard"\n')
    done = dama(tmp_path, ["play", "--board", str(tmp_path / "no-board"), "--silent",
                           "--lang", lang, "--new"], "")
    assert done.returncode == 0, done.stderr
    first = done.stdout.splitlines()[0]
    assert first == ('Soubor nastavení, řádek 1: level = "hard" nelze použít; místo toho '
                     'platí výchozí hodnota 3.' if lang == "cs" else
                     'Settings file, line 1: level = "hard" cannot be used; the default 3 '
                     'holds instead.')


def test_draw_rules_fmjd_given_for_one_start_play_a_fen_of_the_game_by_them(
        tmp_path: Path) -> None:
    settings = tmp_path / "config" / "accessible_dama" / "settings.toml"
    # two kings against one: FMJD 6.5 counts five moves each from the start
    done = dama(tmp_path, ["--variant", "international", "--draw-rules", "fmjd", "--lang", "en",
                           "--opponent", "human", "--silent", "--fen", "W:WK46,K47:BK3"],
                "46-41\n3-8\n41-46\n8-3\nquit\nyes\n")
    assert done.returncode == 0, done.stderr
    # an option of the command line is for this start only
    assert 'draws = "text"\n' in settings.read_text()
    assert "Draw by rule FMJD 6.5 in 3 moves." in done.stdout
