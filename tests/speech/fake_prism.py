"""A fake Prism (PyPI ``prismatoid``): Windows and macOS cannot run on this machine.

Its registry holds SAPI, NVDA, JAWS, OneCore and VoiceOver; only the ones said to be
running initialise, as Prism's backends of screen readers that are not running fail to.
"""

from __future__ import annotations

import threading
import types
from enum import IntEnum
from typing import Any


class FakePrismError(Exception):
    pass


class FakeBackendId(IntEnum):
    SAPI = 1
    NVDA = 2
    JAWS = 3
    ONE_CORE = 4
    VOICE_OVER = 5


class FakeBackend:
    """A screen reader: what it was given to say (``said``); ``refuse`` sentences are
    refused first; while ``held`` is set, ``output`` waits until it is cleared (a slow
    moment: the test lets it go)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.said: list[tuple[str, bool]] = []
        self.stopped = 0
        self.refuse = 0
        self.held = threading.Event()
        self.let_go = threading.Event()
        self.entered = threading.Event()

    def output(self, text: str, interrupt: bool = False) -> None:
        if self.held.is_set():
            self.entered.set()
            assert self.let_go.wait(30), "the test never let the sentence go"
            self.held.clear()
        if self.refuse:
            self.refuse -= 1
            raise FakePrismError("the reader is busy")
        self.said.append((text, interrupt))

    def stop(self) -> None:
        self.stopped += 1


def fake_prism(running: set[str]) -> Any:
    """A Prism whose registry holds SAPI, NVDA, JAWS, OneCore and VoiceOver; only ``running``
    ones initialise (a screen reader that is not running fails to)."""
    names = {FakeBackendId.SAPI: "SAPI", FakeBackendId.NVDA: "NVDA",
             FakeBackendId.JAWS: "JAWS", FakeBackendId.ONE_CORE: "OneCore",
             FakeBackendId.VOICE_OVER: "VoiceOver"}
    priority = {FakeBackendId.NVDA: 100, FakeBackendId.JAWS: 99, FakeBackendId.ONE_CORE: 98,
                FakeBackendId.SAPI: 97, FakeBackendId.VOICE_OVER: 96}
    backends: dict[str, FakeBackend] = {}

    class Context:
        backends_count = len(names)

        def id_of(self, index: int) -> FakeBackendId:
            return list(names)[index]

        def name_of(self, backend_id: FakeBackendId) -> str:
            return names[backend_id]

        def priority_of(self, backend_id: FakeBackendId) -> int:
            return priority[backend_id]

        def acquire(self, backend_id: FakeBackendId) -> FakeBackend:
            name = names[backend_id]
            if name not in running:
                raise FakePrismError(f"{name} is not running")
            return backends.setdefault(name, FakeBackend(name))

    module = types.ModuleType("prism")
    module.Context = Context  # type: ignore[attr-defined]
    module.BackendId = FakeBackendId  # type: ignore[attr-defined]
    module.PrismError = FakePrismError  # type: ignore[attr-defined]
    module.backends = backends  # type: ignore[attr-defined]
    return module
