"""The ``settings`` command (settings.settings_command): the settings said in one order,
one changed by name and value, a value that cannot be used rejected and nothing changed."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_dama.phrases.render import Renderer
from accessible_dama.session.events import SettingRejected, SettingShown, SettingsShown
from accessible_dama.session.settings import Settings, settings_command


def test_without_a_value_every_setting_is_said_the_main_ones_in_one_sentence() -> None:
    s = Settings(lang="cs", rate=200, clock_minutes=5, clock_increment=3, warnings=True)
    same, said = settings_command(s, ("rate",))
    assert same == s
    (shown,) = said
    assert isinstance(shown, SettingsShown)
    assert dict(shown.summed_up) == {"variant": "czech", "opponent": "computer-white",
                                     "level": "3", "clock": "5+3", "warnings": "on",
                                     "lang": "cs"}
    assert dict(shown.detailed)["rate"] == "200"


@pytest.mark.parametrize(("lang", "sentence", "more"), [
    ("cs", "Varianta: česká dáma; soupeř: počítač, hrajete černými; úroveň: 3 (vidí 2 tahy "
           "dopředu, občas nepozorně); hodiny: 5 min pro každého, plus 3 s za tah; varování: "
           "zapnuto; jazyk: čeština. Ostatní na víc.", "Rychlost řeči: 200 slov za minutu."),
    ("en", "Variant: Czech draughts; opponent: the computer, you play Black; level: 3 (looks 2 "
           "moves ahead, sometimes careless); clock: 5 min each, plus 3 s a move; warnings: on; "
           "language: English. Say more for the rest.", "Speech rate: 200 words a minute."),
])
def test_settings_say_clock_and_warnings_in_one_sentence_and_the_rest_on_more(
        lang: str, sentence: str, more: str) -> None:
    s = Settings(lang=lang, rate=200, clock_minutes=5, clock_increment=3, warnings=True,
                 play_white=False)
    (shown,) = settings_command(s, ())[1]
    said = Renderer(lang).render(shown)
    assert said.lines == [sentence]
    assert more in said.more
    no_clock = Renderer(lang).render(settings_command(Settings(lang=lang), ())[1][0]).lines[0]
    assert ("hodiny: žádné;" if lang == "cs" else "clock: none;") in no_clock


@pytest.mark.parametrize(("args", "changed", "said"), [
    (("language", "cs"), {"lang": "cs"}, ("lang", "cs")),
    (("rate", "200"), {"rate": 200}, ("rate", "200")),
    (("interrupt", "off"), {"interrupt": False}, ("interrupt", "off")),
    (("verbosity", "full"), {"verbosity": "full"}, ("verbosity", "full")),
    (("voice", "Zuzana"), {"voice": "Zuzana"}, ("voice", "Zuzana")),
])
def test_one_setting_is_changed(args: tuple[str, ...], changed: dict[str, object],
                                said: tuple[str, str]) -> None:
    s, events = settings_command(Settings(), args)
    assert {name: getattr(s, name) for name in changed} == changed
    assert events == [SettingShown(*said, changed=True, kept=True)]


@pytest.mark.parametrize("args", [
    ("rate", "5000"), ("rate", "fast"), ("lang", "de"), ("verbosity", "loud"),
    ("interrupt", "maybe"), ("level", "5"),  # the level has a command of its own
])
def test_a_value_that_cannot_be_used_changes_nothing(args: tuple[str, ...]) -> None:
    s = Settings()
    assert settings_command(s, args) == (s, [SettingRejected(*args)])


@pytest.mark.parametrize(("lang", "typed", "said", "minutes", "clock_line"), [
    ("cs", "hodiny 5 minut", "Od příští hry: hodiny 5 min pro každého.", 5.0,
     "Hodiny: 5 min pro každého."),
    ("cs", "bez hodin", "Od příští hry bez hodin.", 0.0, None),
    ("en", "turn off the clock", "From the next game on: no clock.", 0.0, None),
    ("en", "clock 10", "From the next game on: clock 10 min each.", 10.0,
     "Clock: 10 min each."),
])
def test_a_clock_set_by_voice_applies_to_the_next_game_and_is_said(
        tmp_path: Path, lang: str, typed: str, said: str, minutes: float,
        clock_line: str | None) -> None:
    from tests.session.test_session import make, say

    session = make(tmp_path, lang=lang, clock_minutes=3.0)
    session.start()
    assert say(session, typed) == [said]
    assert session.settings.clock_minutes == minutes
    assert say(session, "hodiny" if lang == "cs" else "clock")[0].startswith(
        ("Bílý 3 min", "White 3 min"))  # this game keeps its own clock
    say(session, "nová hra" if lang == "cs" else "new game")
    started = say(session, "ano" if lang == "cs" else "yes")
    assert (started[1] if clock_line else None) == clock_line
    assert len(started) == (2 if clock_line else 1)
