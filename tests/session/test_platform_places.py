"""The language and the folders a player gets on Linux, macOS and Windows, from each
system's own values (no real Windows or macOS needed: the values are given)."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_dama.session import settings
from accessible_dama.session.system import language_of, system_language

CZECH_NAMES = ["cs_CZ.UTF-8", "cs_CZ", "cs", "cs-CZ", "Czech_Czechia.1250",
               "Czech_Czech Republic.1250", "Czech", "cs_CZ.ISO8859-2", "ces"]
ENGLISH_NAMES = ["en_US.UTF-8", "en-GB", "English_United Kingdom.1252", "C", "C.UTF-8",
                 "POSIX"]


@pytest.mark.parametrize("name", CZECH_NAMES)
def test_czech_is_recognised_in_every_system_form(name: str) -> None:
    assert language_of(name) == "cs"


@pytest.mark.parametrize("name", ENGLISH_NAMES)
def test_english_and_the_c_locale_are_english(name: str) -> None:
    assert language_of(name) == "en"


@pytest.mark.parametrize("name", ["de_DE.UTF-8", "German_Germany.1252", "sk-SK", ""])
def test_other_languages_are_none_of_ours(name: str) -> None:
    assert language_of(name) is None


def _never(platform: str) -> str | None:
    raise AssertionError("the system was asked although the environment decided")


@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANG": "cs_CZ.UTF-8"}, "cs"),
    ({"LANG": "en_US.UTF-8"}, "en"),
    ({"LC_ALL": "cs_CZ.UTF-8", "LANG": "en_US.UTF-8"}, "cs"),
    ({"LC_MESSAGES": "en_GB.UTF-8", "LANG": "cs_CZ.UTF-8"}, "en"),
    ({"LANGUAGE": "cs:en", "LANG": "en_US.UTF-8"}, "cs"),
    ({"LANGUAGE": "de:cs", "LANG": "en_US.UTF-8"}, "cs"),  # the first language of ours
    ({"LANGUAGE": "cs", "LANG": "C"}, "en"),  # gettext ignores LANGUAGE under C
    ({"LANG": "de_DE.UTF-8"}, "en"),
])
def test_the_environment_decides_when_set(environ: dict[str, str], expected: str) -> None:
    for platform in ("linux", "darwin", "win32"):
        assert system_language(environ, platform, _never) == expected


@pytest.mark.parametrize(("platform", "said", "expected"), [
    ("win32", "Czech_Czechia", "cs"),  # locale.getlocale() on Windows
    ("win32", "cs_CZ", "cs"),  # locale.windows_locale[GetUserDefaultUILanguage()]
    ("win32", "English_United States", "en"),
    ("darwin", "cs-CZ", "cs"),  # the first of AppleLanguages
    ("darwin", "en-US", "en"),
    ("linux", "cs_CZ", "cs"),
    ("linux", None, "en"),  # nothing to go by
    ("win32", "Deutsch_Deutschland", "en"),
])
def test_without_the_environment_the_system_is_asked(platform: str, said: str | None,
                                                     expected: str) -> None:
    asked: list[str] = []

    def preference(p: str) -> str | None:
        asked.append(p)
        return said

    assert system_language({}, platform, preference) == expected
    assert asked == [platform]


def test_the_macos_preference_is_read_from_its_list(monkeypatch: pytest.MonkeyPatch) -> None:
    import subprocess

    from accessible_dama.session import system

    def defaults(args: list[str], **_: object) -> subprocess.CompletedProcess[str]:
        assert args[:3] == ["defaults", "read", "-g"]
        return subprocess.CompletedProcess(args, 0, '(\n    "cs-CZ",\n    "en-US"\n)\n', "")

    monkeypatch.setattr(system.subprocess, "run", defaults)
    assert system.preferred_language_name("darwin") == "cs-CZ"


def test_the_windows_preference_maps_the_ui_language(monkeypatch: pytest.MonkeyPatch) -> None:
    import ctypes
    from types import SimpleNamespace

    from accessible_dama.session import system

    kernel32 = SimpleNamespace(GetUserDefaultUILanguage=lambda: 0x0405)  # Czech
    monkeypatch.setattr(ctypes, "windll", SimpleNamespace(kernel32=kernel32), raising=False)
    assert system.preferred_language_name("win32") == "cs_CZ"
    assert system_language({}, "win32") == "cs"


def test_lang_option_wins_over_the_system(tmp_path: Path) -> None:
    from tests.cli.dama_process import dama

    done = dama(tmp_path, ["--screen-reader", "--opponent", "human", "--lang", "en"], "quit\n")
    assert done.stdout.startswith("New game")  # English, though the system is asked first
    done = dama(tmp_path, ["--screen-reader", "--opponent", "human", "--lang", "cs"], "quit\n")
    assert done.stdout.startswith("Nová hra")


# ---------------------------------------------------------------- folders


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("APPDATA", str(tmp_path / "AppData" / "Roaming"))
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "AppData" / "Local"))
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME"):
        monkeypatch.delenv(var, raising=False)
    # platformdirs asks Windows itself (ctypes) where it exists: here its environment
    import platformdirs.windows

    monkeypatch.setattr(platformdirs.windows, "get_win_folder",
                        platformdirs.windows.get_win_folder_from_env_vars)
    return tmp_path


@pytest.mark.parametrize(("platform", "config", "data"), [
    ("linux", ".config/accessible_dama", ".local/share/accessible_dama"),
    ("darwin", "Library/Application Support/accessible_dama",
     "Library/Application Support/accessible_dama"),
    ("win32", "AppData/Roaming/accessible_dama", "AppData/Roaming/accessible_dama"),
])
def test_folders_follow_each_platform(home: Path, platform: str, config: str,
                                      data: str) -> None:
    assert settings.config_dir(platform) == home / config
    assert settings.data_dir(platform) == home / data


def test_xdg_folders_are_honoured_on_linux(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "c"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "d"))
    assert settings.config_dir("linux") == home / "c" / "accessible_dama"
    assert settings.data_dir("linux") == home / "d" / "accessible_dama"


@pytest.mark.parametrize("platform", ["darwin", "win32"])
def test_files_in_the_earlier_linux_folders_are_still_found(home: Path, platform: str) -> None:
    (home / ".config" / "accessible_dama").mkdir(parents=True)
    (home / ".local" / "share" / "accessible_dama").mkdir(parents=True)
    assert settings.config_dir(platform) == home / ".config" / "accessible_dama"
    assert settings.data_dir(platform) == home / ".local" / "share" / "accessible_dama"


@pytest.mark.parametrize("platform", ["darwin", "win32"])
def test_the_platform_folder_wins_once_it_exists(home: Path, platform: str) -> None:
    (home / ".config" / "accessible_dama").mkdir(parents=True)
    native = settings.config_dir(platform)
    assert native == home / ".config" / "accessible_dama"
    (home / ("Library/Application Support" if platform == "darwin" else "AppData/Roaming")
     / "accessible_dama").mkdir(parents=True)
    assert settings.config_dir(platform) != home / ".config" / "accessible_dama"
