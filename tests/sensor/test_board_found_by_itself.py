"""``dama play --board auto`` (and ``dama play`` alone) through real processes: the ports
are ptys given in ``DAMA_BOARD_PORTS`` (pyserial does not list ptys), one of them
silent, one a ``board-sim`` that resets when its port is opened and says hello after
its bootloader, as an Arduino does."""

from __future__ import annotations

import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest

from accessible_dama.cli.app import HISTORY_VARIABLE
from accessible_dama.cli.board_game import PORTS_VARIABLE
from tests.cli.dama_process import env_for
from tests.sensor.processes import Proc, SilentPort

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="the simulator's reset on "
                                "open watches a pty hang up, which Linux reports")

PLAY = ["play", "--lang", "en", "--silent", "--opponent", "human", "--new"]
CHECK = ("Check that the board is plugged in and its firmware flashed (docs/hardware.md), "
         "or name its port: dama play --board PORT.")


@pytest.fixture
def arduino(tmp_path: Path) -> Iterator[tuple[Proc, Path]]:
    link = tmp_path / "board"
    proc = Proc(["board-sim", "--link", str(link), "--reset-on-open", "1.5",
                 "--board-id", "DAMA-0042"], env_for(tmp_path))
    proc.expect("board-sim: ")
    yield proc, link
    proc.stop()


def with_ports(tmp_path: Path, *ports: str | Path) -> dict[str, str]:
    env = env_for(tmp_path)
    env[PORTS_VARIABLE] = ",".join(str(p) for p in ports)
    return env


def quit_game(host: Proc) -> None:
    host.send("quit")
    host.send("yes")
    host.expect("Goodbye.")
    assert host.p.wait(10) == 0


def test_auto_finds_the_board_beside_a_silent_port_and_next_time_on_its_port(
        tmp_path: Path, silent: SilentPort, arduino: tuple[Proc, Path]) -> None:
    board, link = arduino
    host = Proc(["play", "--board", "auto", *PLAY[1:]], with_ports(tmp_path, silent.path, link))
    try:
        assert host.expect("Looking for") == f"Looking for the board on {silent.path}, {link}."
        assert host.expect("Board ") == f"Board DAMA-0042 found on {link}; checking the position."
        host.expect("The board is ready.")
        board.send("move c3 d4")
        host.expect("White: c3 to d4.")
        quit_game(host)
    finally:
        host.stop()
    assert silent.written() == b""  # nothing, ever, to a port that did not say hello
    settings = tomllib.loads((tmp_path / "config" / "accessible_dama" / "settings.toml")
                             .read_text(encoding="utf-8"))
    assert (settings["board_port"], settings["board_id"]) == (str(link), "DAMA-0042")

    # next time, without --board and with no port listed, the port of last time is it
    host = Proc([*PLAY[:-1], "--resume"], with_ports(tmp_path))
    try:
        assert host.expect("Looking for") == f"Looking for the board on {link}."
        host.expect(f"Board DAMA-0042 found on {link}")
        host.expect("The board is ready.")  # the game of last time, c3-d4 played
        quit_game(host)
    finally:
        host.stop()


def test_when_no_board_answers_one_sentence_says_what_to_check_within_the_patience(
        tmp_path: Path, silent: SilentPort) -> None:
    busy = tmp_path / "not-a-port"  # stands for a port another program holds
    busy.mkdir()
    env = with_ports(tmp_path, silent.path, busy, tmp_path / "unplugged")
    env[HISTORY_VARIABLE] = str(tmp_path / "history.txt")
    host = Proc(PLAY, env)
    try:
        host.expect("Looking for the board on")
        # within the patience: find_board's bound, pinned with an injected clock in
        # tests/sensor/test_find.py (real seconds here would depend on the machine's load)
        said = [host.expect("No board answered")]
        while not said[-1].endswith(CHECK):  # the rest of a long sentence, if it is
            said.append(host.expect(""))
        assert host.p.wait(10) == 1
    finally:
        host.stop()
    sentence = (f"No board answered on {silent.path}. {busy} cannot be opened: another "
                "program may be using it, or you may not be allowed to (on Linux: the dialout "
                f"group). {tmp_path / 'unplugged'} is not there: unplugged, or named "
                f"otherwise now. {CHECK}")
    # said whole, in parts when it is long (the names of the ports make it so), the last
    # part before the program ends; the history file has it in one line
    assert all(len(line) <= 300 for line in said)
    history = (tmp_path / "history.txt").read_text(encoding="utf-8").splitlines()
    assert sentence in history
    assert silent.written() == b""


def test_with_no_port_to_look_at_it_says_so_at_once_in_czech(tmp_path: Path) -> None:
    host = Proc(["play", "--lang", "cs", "--silent", "--new"], with_ports(tmp_path))
    try:
        assert host.expect("Nenašel") == (
            "Nenašel jsem žádný sériový port USB. Zkontrolujte, že je deska připojená a má "
            "nahraný firmware (docs/hardware.md), nebo zadejte její port: dama play --board "
            "PORT.")
        assert host.p.wait(10) == 1
    finally:
        host.stop()
