"""``dama --version`` and the one line per problem on standard error."""

from __future__ import annotations

import logging
import subprocess
import sys
import warnings
from collections.abc import Iterator
from importlib.metadata import version

import pytest

from accessible_dama import __version__
from accessible_dama.cli.main import configure_logging


def test_version_is_the_installed_one() -> None:
    done = subprocess.run([sys.executable, "-m", "accessible_dama", "--version"],
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0
    assert done.stdout == f"dama {__version__}\n"
    assert version("accessible_dama") == __version__


@pytest.fixture
def root_restored() -> Iterator[None]:
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    yield
    root.handlers[:] = handlers
    root.setLevel(level)
    logging.captureWarnings(False)


def test_a_library_warning_is_one_plain_line(root_restored: None,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    configure_logging(0)
    logging.debug("a library's debug line on the root logger")  # pyttsx3 does this
    logging.getLogger("pyttsx3").warning("no voice for cs")
    err = capsys.readouterr().err
    assert err == "dama: no voice for cs\n"


def test_a_handler_a_library_added_before_does_not_double_lines(
        root_restored: None, capsys: pytest.CaptureFixture[str]) -> None:
    logging.basicConfig()  # what logging.debug() at the root does when nothing is set up
    configure_logging(0)
    logging.getLogger("pyttsx3.driver").warning("espeak-ng not found")
    assert capsys.readouterr().err.splitlines() == ["dama: espeak-ng not found"]


def test_python_warnings_go_the_same_way(root_restored: None,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    configure_logging(0)
    with warnings.catch_warnings():
        warnings.simplefilter("always")
        warnings.warn("comtypes is old", DeprecationWarning, stacklevel=1)
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) >= 1 and lines[0].startswith("dama: ")
    assert "comtypes is old" in lines[0]


def test_verbose_says_what_was_chosen(root_restored: None,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    configure_logging(0)
    logging.getLogger("accessible_dama.speech.factory").info("speech: text only")
    assert capsys.readouterr().err == ""
    configure_logging(1)
    logging.getLogger("accessible_dama.speech.factory").info("speech: text only")
    assert capsys.readouterr().err == "dama: speech: text only\n"


def test_verbose_is_counted_on_the_command_line() -> None:
    from accessible_dama.cli.main import build_parser

    assert build_parser().parse_args([]).verbose == 0
    assert build_parser().parse_args(["-v", "perft", "czech", "1"]).verbose == 1
    assert build_parser().parse_args(["-vv"]).verbose == 2
