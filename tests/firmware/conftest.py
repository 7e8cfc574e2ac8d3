"""Fixtures of the firmware tests: the firmware built once, and a simulated board."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from firmware_sim import SimulatedBoard, build_all


@pytest.fixture(scope="session")
def firmware_built() -> None:
    """Both board sizes and the simavr harness, built once per test session."""
    build_all()


@pytest.fixture
def sim_board(firmware_built: None, tmp_path: Path) -> Iterator[SimulatedBoard]:
    """A 32-square board with the pieces of the starting position on it."""
    board = SimulatedBoard(32, "start", tmp_path)
    try:
        yield board
    finally:
        board.close()


@pytest.fixture
def sim_board_50(firmware_built: None, tmp_path: Path) -> Iterator[SimulatedBoard]:
    board = SimulatedBoard(50, "start", tmp_path)
    try:
        yield board
    finally:
        board.close()
