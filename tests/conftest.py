"""Suite-wide: the ``needs`` marker for tests of real components (tests/components.py)."""

from __future__ import annotations

import os
import shutil
import tempfile

import pytest

from tests.components import COMPONENTS, NOT_RUN, REQUIRE, need, not_run, required


def pytest_configure(config: pytest.Config) -> None:
    # an endgame database in the user's cache must not change what the tests see: the
    # tests that want one build their own (tests/engine/test_endgame.py)
    os.environ["ACCESSIBLE_DAMA_CACHE"] = tempfile.mkdtemp(prefix="dama-test-cache-")
    # nor does a test add to the user's history file (cli/app.py)
    os.environ["ACCESSIBLE_DAMA_HISTORY"] = os.path.join(os.environ["ACCESSIBLE_DAMA_CACHE"],
                                                         "history.txt")
    # and no game of a test starts building one in the background (cli/endgame_cmd.py)
    os.environ["ACCESSIBLE_DAMA_BUILD_ENDGAME"] = "0"
    config.addinivalue_line(
        "markers", f"needs(*components): the test uses real components ({', '.join(COMPONENTS)});"
        f" missing ones fail under {REQUIRE}=1 and are reported as not run elsewhere")


def pytest_unconfigure(config: pytest.Config) -> None:
    shutil.rmtree(os.environ.get("ACCESSIBLE_DAMA_CACHE", ""), ignore_errors=True)


def pytest_runtest_setup(item: pytest.Item) -> None:
    for marker in item.iter_markers("needs"):
        need(*marker.args)


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    # counted from the reports: a module's fixture that found the component missing
    # skips each of its tests without asking again
    if report.skipped and isinstance(report.longrepr, tuple):
        reason = report.longrepr[2].removeprefix("Skipped: ")
        if reason.startswith(NOT_RUN):
            for name, component in COMPONENTS.items():
                if reason.startswith(NOT_RUN + component.what + " ("):
                    not_run[name] += 1


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not_run:
        counts = ", ".join(f"{n} for want of {COMPONENTS[c].what}" for c, n in not_run.items())
        terminalreporter.write_line(f"not run: {counts}; set {REQUIRE}=1 to make a missing "
                                    "component a failure")
    elif required():
        terminalreporter.write_line(f"{REQUIRE}=1: every component the tests use was there")
