"""Running ``dama`` as a real process for the tests, with its own config and data folders."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def env_for(tmp_path: Path) -> dict[str, str]:
    """An environment whose settings and saved games live under ``tmp_path``."""
    env = dict(os.environ)
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    env["HOME"] = str(tmp_path)
    return env


def dama(tmp_path: Path, args: list[str], text: str) -> subprocess.CompletedProcess[str]:
    """``python -m accessible_dama ARGS`` with ``text`` on standard input."""
    return subprocess.run(
        [sys.executable, "-m", "accessible_dama", *args],
        input=text, capture_output=True, text=True, env=env_for(tmp_path), timeout=120,
        check=False,
    )
