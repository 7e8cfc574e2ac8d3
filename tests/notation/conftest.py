"""Shared fixtures of the notation tests: the real game records in ``../shared/pdn``."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.components import SHARED_PDN, need


@pytest.fixture(scope="session")
def pdn_dir() -> Path:
    """The folder of real PDN files (games played by people, beside the checkout); where
    it is missing, the test is not run (a failure in CI)."""
    need("records")
    return SHARED_PDN
