"""The command line's tests: the player's stored settings never decide what they see."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def own_settings_folders(tmp_path_factory: pytest.TempPathFactory,
                         monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Settings and saved games of the test's own: ``main()`` run in the test's process
    takes the language of its lines from the stored settings (cli/args.py)."""
    home = Path(tmp_path_factory.mktemp("home"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    yield
