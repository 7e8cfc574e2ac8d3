"""Every test starts without the machine's locale, speech, folder and DAMA_ variables
(tests/conftest.py), and keeps those that say how the run goes."""

from __future__ import annotations

import os

from tests.conftest import cleared


def test_the_machines_locale_speech_and_folders_never_reach_a_test() -> None:
    assert [name for name in os.environ if cleared(name)] == []


def test_what_says_how_the_run_goes_is_kept_and_the_rest_cleared() -> None:
    for kept in ("DAMA_REQUIRE_COMPONENTS", "DAMA_PURE_PYTHON", "ACCESSIBLE_DAMA_CACHE", "HOME",
                 "PATH"):
        assert not cleared(kept), kept
    for name in ("LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "SPEECHD_ADDRESS", "XDG_DATA_HOME",
                 "XDG_RUNTIME_DIR", "DAMA_BOARD_PORTS"):
        assert cleared(name), name
