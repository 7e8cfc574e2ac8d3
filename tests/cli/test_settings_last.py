"""What the player asked for lasts; what they did not, does not. ``dama`` as a real
process with its settings file in a temporary home: a command-line option holds for
its start only, a setting changed by voice in the game is kept and said as kept, and a
resumed game goes on with its own variant, clock and opponent without making them the
settings."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from dama_process import dama

NEW_GAME = {"cs": "Nová hra: česká dáma", "en": "New game: Czech draughts"}
CLOCK = {"cs": "Hodiny:", "en": "Clock:"}


def _settings(tmp_path: Path) -> dict[str, object]:
    path = tmp_path / "config" / "accessible_dama" / "settings.toml"
    return tomllib.loads(path.read_text(encoding="utf-8"))


def _start(tmp_path: Path, args: list[str], text: str = "") -> list[str]:
    done = dama(tmp_path, args, text)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_clock_given_for_one_start_is_not_on_the_next_game(tmp_path: Path,
                                                             lang: str) -> None:
    first = _start(tmp_path, ["--lang", lang, "--clock", "1+2", "--silent"])
    assert any(line.startswith(CLOCK[lang]) for line in first)
    again = _start(tmp_path, ["--silent"])
    assert again[0].startswith(NEW_GAME[lang])  # the language asked for lasts
    assert not any(line.startswith(CLOCK[lang]) for line in again)
    assert _settings(tmp_path)["clock_minutes"] == 0


@pytest.mark.parametrize("options", [
    ["--variant", "mill"], ["--opponent", "human"], ["--speech", "text"], ["--level", "7"],
    ["--black"], ["--screen-reader"],
])
def test_an_option_given_for_one_start_does_not_become_a_setting(
        tmp_path: Path, options: list[str]) -> None:
    _start(tmp_path, ["--lang", "en", "--silent", *options] if options[0] not in (
        "--speech", "--screen-reader") else ["--lang", "en", *options])
    kept = _settings(tmp_path)
    assert (kept["variant"], kept["opponent"], kept["speech"], kept["output"], kept["level"],
            kept["play_white"]) == ("czech", "computer", "auto", "speech", 3, True)
    again = _start(tmp_path, ["--silent"], "no\n")  # a saved game is offered after --black
    assert any(line.startswith("New game: Czech draughts against the computer, level 3 ")
               and "You play White." in line for line in again)


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_level_changed_by_voice_is_kept_and_said_as_kept(tmp_path: Path, lang: str) -> None:
    said = _start(tmp_path, ["--lang", lang, "--silent", "--level", "2"],
                  "úroveň 6\n" if lang == "cs" else "level 6\n")
    assert ("Nastaveno: úroveň 6 (vidí 4 tahy dopředu, zřídka nepozorně), platí i pro další "
            "hry." if lang == "cs" else "Set: level 6 (looks 4 moves ahead, rarely careless), "
            "kept for the next games.") in said
    assert _settings(tmp_path)["level"] == 6
    again = _start(tmp_path, ["--silent"])
    assert again[0].startswith("Nová hra: česká dáma proti počítači, úroveň 6" if lang == "cs"
                               else "New game: Czech draughts against the computer, level 6")


def test_a_resumed_game_goes_on_with_its_own_variant_and_opponent_as_a_game_not_settings(
        tmp_path: Path) -> None:
    _start(tmp_path, ["--lang", "en", "--silent", "--variant", "english",
                      "--opponent", "human", "--clock", "5"], "11-15\n")
    resumed = _start(tmp_path, ["--silent", "--resume"], "")
    assert any("English draughts" in line for line in resumed)
    assert any(line.startswith("Clock:") for line in resumed)
    kept = _settings(tmp_path)
    assert (kept["variant"], kept["opponent"], kept["clock_minutes"]) == ("czech", "computer", 0)
    after = _start(tmp_path, ["--silent"], "no\n")
    assert after[-2].startswith("New game: Czech draughts against the computer, level 3")


@pytest.mark.parametrize(("lang", "typed", "off"), [("cs", "hodiny 5 minut", "bez hodin"),
                                                    ("en", "clock 5", "turn off the clock")])
def test_a_clock_set_by_voice_is_kept_for_the_next_starts(tmp_path: Path, lang: str,
                                                          typed: str, off: str) -> None:
    said = _start(tmp_path, ["--lang", lang, "--silent"], typed + "\n")
    assert not any(line.startswith(CLOCK[lang]) for line in said)  # not this game's
    again = _start(tmp_path, ["--silent"], off + "\n")
    assert any(line.startswith(CLOCK[lang] + (" 5 min pro každého" if lang == "cs"
                                              else " 5 min each")) for line in again)
    last = _start(tmp_path, ["--silent"])
    assert not any(line.startswith(CLOCK[lang]) for line in last)
