"""Fixtures the sensor-board tests share."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.sensor.processes import SilentPort


@pytest.fixture
def silent() -> Iterator[SilentPort]:
    """A pty where nobody answers (and which records what it hears)."""
    port = SilentPort()
    yield port
    port.close()
