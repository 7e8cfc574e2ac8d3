"""The firmware builds, passes its host unit tests, refuses impossible settings, and fits
an ATmega328P with at least a quarter of the flash and RAM to spare."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from firmware_sim import FIRMWARE, elf, make, require_tools

FLASH_FOR_PROGRAMS = 32768 - 2048  # an Arduino Nano with the old 2 KB bootloader
RAM = 2048
STACK_RESERVE = 128  # the deepest call chain needs under 100 bytes (avr-gcc -fstack-usage)


def test_the_tools_are_installed() -> None:
    require_tools()


def test_host_unit_tests_pass_for_both_board_sizes() -> None:
    out = make("test")
    assert re.search(r"32 squares: \d+ checks, 0 failed", out), out
    assert re.search(r"50 squares: \d+ checks, 0 failed", out), out


def test_impossible_settings_stop_the_build() -> None:
    out = make("config-checks")
    for setting in ("-DSQUARES=40", "-DDEBOUNCE_MS=1 -DSCAN_PERIOD_MS=2",
                    "-DUART_RX_BUFFER=100", "-DBRAILLE_CELLS=40"):
        assert f"config check: {setting} refused" in out
    assert "SQUARES=50 accepted" in out


@pytest.mark.parametrize("squares", [32, 50])
def test_the_firmware_fits_an_atmega328p_with_a_quarter_to_spare(squares: int) -> None:
    out = make("all", f"SQUARES={squares}")
    found = re.search(r"dama-board, (\d+) squares: flash (\d+) of 32768 bytes .*"
                      r"RAM (\d+) of 2048 bytes", out)
    assert found, out
    assert int(found[1]) == squares
    flash, ram = int(found[2]), int(found[3])
    assert flash <= 0.75 * FLASH_FOR_PROGRAMS, out
    assert ram + STACK_RESERVE <= 0.75 * RAM, out
    assert "Program:" in out and "Data:" in out  # avr-size's own report is printed too


def test_the_hex_holds_only_the_flash(tmp_path: Path) -> None:
    """simavr's .mmcu section (at 0x910000) is in the ELF, never in what is flashed."""
    make("all")
    hex_file = elf(32).with_suffix(".hex")
    top = 0
    for line in hex_file.read_text().split():
        count, address, kind = int(line[1:3], 16), int(line[3:7], 16), int(line[7:9], 16)
        assert kind in (0, 1), line  # data and end only: no extended addresses
        if kind == 0:
            top = max(top, address + count)
    assert 0 < top <= FLASH_FOR_PROGRAMS
    sections = subprocess.run(["avr-objdump", "-h", str(elf(32))], capture_output=True,
                              text=True, check=True).stdout
    assert ".mmcu" in sections


def test_the_firmware_builds_without_simavr_and_without_warnings(tmp_path: Path) -> None:
    """As with the Arduino toolchain, which has no simavr headers: a clean build."""
    require_tools()
    build = tmp_path / "plain"
    done = subprocess.run(
        ["make", "-C", str(FIRMWARE), "--no-print-directory", f"BUILD={build}",
         "SIMAVR_INCLUDE=/nonexistent"],
        capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert "warning" not in done.stderr.lower(), done.stderr
    sections = subprocess.run(["avr-objdump", "-h", str(build / "dama-board.elf")],
                              capture_output=True, text=True, check=True).stdout
    assert ".mmcu" not in sections
