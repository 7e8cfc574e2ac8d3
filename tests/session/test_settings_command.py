"""The ``settings`` command (settings.settings_command): the settings said in one order,
one changed by name and value, a value that cannot be used rejected and nothing changed."""

from __future__ import annotations

import pytest

from accessible_dama.session import events as ev
from accessible_dama.session.settings import SHOWN_SETTINGS, Settings, settings_command


def test_without_a_value_the_settings_are_said() -> None:
    s = Settings(lang="cs", rate=200)
    same, said = settings_command(s, ("rate",))
    assert same == s
    assert [(e.name, e.value) for e in said if isinstance(e, ev.SettingShown)] == [
        (name, str(getattr(s, name))) for name in SHOWN_SETTINGS]


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
    assert events == [ev.SettingShown(*said, changed=True)]


@pytest.mark.parametrize("args", [
    ("rate", "5000"), ("rate", "fast"), ("lang", "de"), ("verbosity", "loud"),
    ("interrupt", "maybe"), ("level", "5"),  # the level has a command of its own
])
def test_a_value_that_cannot_be_used_changes_nothing(args: tuple[str, ...]) -> None:
    s = Settings()
    assert settings_command(s, args) == (s, [ev.SettingRejected(*args)])
