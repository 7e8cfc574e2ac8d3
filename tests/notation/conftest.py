"""Shared fixtures of the notation tests: the real game records in ``tests/data/pdn``."""

from __future__ import annotations

from pathlib import Path

import pytest

PDN_DIR = Path(__file__).resolve().parents[1] / "data" / "pdn"


@pytest.fixture(scope="session")
def pdn_dir() -> Path:
    """The folder of real PDN files; its absence is a failure, not a skip."""
    if not PDN_DIR.is_dir():
        pytest.fail(f"the real PDN records are missing: expected them in {PDN_DIR}")
    return PDN_DIR
