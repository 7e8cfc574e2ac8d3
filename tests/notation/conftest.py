"""Shared fixtures of the notation tests: the real game records in ``shared/pdn``."""

from __future__ import annotations

from pathlib import Path

import pytest

# the repository is checked out next to the shared folder: <repo>/../shared/pdn
PDN_DIR = Path(__file__).resolve().parents[3] / "shared" / "pdn"


@pytest.fixture(scope="session")
def pdn_dir() -> Path:
    """The folder of real PDN files; its absence is a failure, not a skip."""
    if not PDN_DIR.is_dir():
        pytest.fail(f"the real PDN records are missing: expected them in {PDN_DIR}")
    return PDN_DIR
