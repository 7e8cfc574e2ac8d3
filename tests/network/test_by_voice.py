"""Playing over the network asked for by voice inside a game, two real ``dama``
processes on the loopback: "play over the network" in one game waits for ``dama join``;
"připojit se k …" in another joins ``dama host``; a connection that fails is said and
the game left goes on."""

from __future__ import annotations

from pathlib import Path

from tests.network.test_two_processes import Dama, free_port


def test_play_over_the_network_said_in_a_game_waits_for_the_opponent_who_joins(
        tmp_path: Path) -> None:
    port = free_port()
    host = Dama(tmp_path / "host")
    joiner = None
    try:
        host.expect("New game: Czech draughts")
        host.send(f"play over the network {port}")
        assert host.expect("Wait for an opponent") == (
            f"Wait for an opponent over the network at 127.0.0.1, port {port}? This game "
            "ends here and is kept. Yes or no.")
        host.send("yes")
        host.expect(f"Waiting for an opponent at 127.0.0.1, port {port}.")
        joiner = Dama(tmp_path / "joiner", "join", f"127.0.0.1:{port}", "--name", "Bob",
                      "--black")
        host.expect("against Bob over the network. You play White")
        joiner.expect("over the network. You play Black")
        host.send("c3-d4")
        assert joiner.expect("White:") == "White: c3 to d4."
    finally:
        host.stop()
        if joiner is not None:
            joiner.stop()


def test_connect_to_said_in_czech_joins_the_host_and_plays(tmp_path: Path) -> None:
    port = free_port()
    host = Dama(tmp_path / "host", "host", "--port", str(port), "--name", "Alice",
                "--wait", "1")
    joiner = Dama(tmp_path / "joiner", lang="cs")
    try:
        host.expect("Waiting for an opponent at 127.0.0.1")
        joiner.expect("Nová hra: česká dáma")
        joiner.send(f"připojit se k 127.0.0.1:{port}")
        assert joiner.expect("Připojit se k") == (
            f"Připojit se k 127.0.0.1, port {port}, a hrát se soupeřem tam? Tato hra tím "
            "skončí a zůstane uložená. Ano, nebo ne?")
        joiner.send("ano")
        joiner.expect("Nová hra: česká dáma proti hráči Alice po síti.")
        host.expect("over the network. You play Black")
        joiner.send("c3-d4")
        assert host.expect("White:") == "White: c3 to d4."
    finally:
        host.stop()
        joiner.stop()


def test_a_connection_that_fails_is_said_and_the_game_left_goes_on(tmp_path: Path) -> None:
    port = free_port()  # nobody listens there
    player = Dama(tmp_path / "player")
    try:
        player.expect("New game: Czech draughts")
        player.send("c3-d4")
        player.expect("White: c3 to d4.")
        player.expect("Black:")
        player.send(f"connect to 127.0.0.1:{port}", "yes")
        assert player.expect("Could not connect") == f"Could not connect to 127.0.0.1:{port}."
        player.expect("Back to the game you left.")
        player.expect("The saved game goes on")
        player.send("history")
        assert player.expect("Moves:").startswith("Moves: 1. c3-d4 ")
    finally:
        player.stop()
