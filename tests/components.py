"""The real components some tests need, and what happens when one is missing.

A test that needs a component (BRLTTY, liblouis, espeak-ng, speech-dispatcher, simavr,
the real game records in ``../shared``, ...) says so with ``@pytest.mark.needs("brltty")``
or by calling ``need("brltty")`` in a fixture. Where the component is missing:

- with ``DAMA_REQUIRE_COMPONENTS=1`` (set by ``.ci/run``): the test FAILS, with what to
  install; nothing may silently skip in CI;
- elsewhere (Windows, macOS, a virtual environment without Debian's bindings): the test
  is reported as not run, with the reason, and the summary counts them per component.
"""

from __future__ import annotations

import ctypes.util
import functools
import importlib.util
import os
import shutil
import subprocess
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

REQUIRE = "DAMA_REQUIRE_COMPONENTS"


@dataclass(frozen=True)
class Component:
    what: str  # for people: "BRLTTY with its Python binding"
    install: str  # "Debian packages brltty python3-brlapi"
    present: Callable[[], bool]


def _commands(*names: str) -> Callable[[], bool]:
    return lambda: all(shutil.which(n) for n in names)


def _modules(*names: str) -> Callable[[], bool]:
    return lambda: all(importlib.util.find_spec(n) is not None for n in names)


def _all(*checks: Callable[[], bool]) -> Callable[[], bool]:
    return lambda: all(check() for check in checks)


def _simavr() -> bool:
    if not all(shutil.which(t) for t in ("avr-gcc", "make", "gcc", "pkg-config")):
        return False
    return subprocess.run(["pkg-config", "--exists", "simavr", "simavrparts"],
                          check=False).returncode == 0


#: the records written by others (game records, other programs' exports): never in the
#: project, beside the checkout in ``../shared`` (where CI puts them)
SHARED = Path(__file__).resolve().parents[2] / "shared"
SHARED_PDN = SHARED / "pdn"
SHARED_RECORDS = SHARED / "records"


def _root_mounts() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("mount") is not None


COMPONENTS: dict[str, Component] = {
    "brltty": Component("BRLTTY with its BrlAPI Python binding",
                        "Debian packages brltty python3-brlapi",
                        _all(_commands("brltty"), _modules("brlapi"))),
    "liblouis": Component("liblouis with its Python binding",
                          "Debian packages liblouis-bin python3-louis", _modules("louis")),
    "espeak-ng": Component("espeak-ng and an audio player",
                           "Debian packages espeak-ng libespeak-ng1 alsa-utils pv",
                           _all(lambda: ctypes.util.find_library("espeak-ng") is not None,
                                _commands("aplay", "pv"))),
    "speech-dispatcher": Component(
        "speech-dispatcher with espeak-ng and its Python binding",
        "Debian packages speech-dispatcher speech-dispatcher-espeak-ng python3-speechd",
        _all(_commands("speech-dispatcher", "aplay"), _modules("speechd"),
             lambda: Path("/usr/lib/speech-dispatcher-modules/sd_espeak-ng").exists())),
    "sox": Component("sox, to measure audio", "Debian package sox", _commands("sox")),
    "simavr": Component("the AVR toolchain and simavr",
                        "Debian packages gcc-avr avr-libc simavr libsimavr-dev libelf-dev "
                        "pkg-config make gcc", _simavr),
    "socat": Component("socat", "Debian package socat", _commands("socat")),
    "compiled-core": Component(
        "the compiled move generator and search (accessible_dama/_compiled)",
        "a C compiler and Python's headers (Debian packages gcc python3-dev), then "
        "scripts/compile.py",
        lambda: __import__("accessible_dama.native").native.status() == "compiled"),
    "mount": Component("root, to mount small file systems", "running as root", _root_mounts),
    "records": Component("the real game records",
                         "shared/pdn and shared/records beside the checkout",
                         lambda: SHARED_PDN.is_dir() and SHARED_RECORDS.is_dir()),
    "locales": Component("localedef and the Czech locale's sources, to make a Latin-2 locale",
                         "Debian package locales",
                         _all(_commands("localedef"),
                              lambda: Path("/usr/share/i18n/locales/cs_CZ").exists())),
}

NOT_RUN = "not run: needs "
not_run: Counter[str] = Counter()  # tests not run, by what they needed (tests/conftest.py)


@functools.cache
def present(name: str) -> bool:
    return COMPONENTS[name].present()


def required() -> bool:
    return os.environ.get(REQUIRE, "") not in ("", "0")


def missing(name: str, detail: str = "") -> None:
    """The component is missing: fail under DAMA_REQUIRE_COMPONENTS, else not run."""
    c = COMPONENTS[name]
    why = f"{c.what} ({c.install})" + (f": {detail}" if detail else "")
    if required():
        pytest.fail(f"needs {why}", pytrace=False)
    pytest.skip(NOT_RUN + why)


def need(*names: str) -> None:
    """Go on only where every named component is present (see ``missing``)."""
    for name in names:
        if name not in COMPONENTS:
            raise ValueError(f"unknown component {name!r}; known: {', '.join(COMPONENTS)}")
        if not present(name):
            missing(name)
