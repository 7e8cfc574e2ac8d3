"""Two real ``dama`` processes play each other over the loopback (DXP): whole games,
chat, a draw offer, a take-back, resigning, and one side killed and started again.

Each process reads its player's lines from a pipe; a piped script waits for the
opponent's reply before its next line, so the moves of a whole game go in at once."""

from __future__ import annotations

import os
import random
import socket
import sys
from pathlib import Path

import pytest

from accessible_dama.notation.movetext import full_move_text
from accessible_dama.notation.pdn import read_pdn_file
from accessible_dama.rules import WHITE, find_variant, new_game
from tests.cli.dama_process import LineProcess


class Dama(LineProcess):
    """A ``dama`` process of its own home, its lines waited for (a line that holds the
    text waited for will do)."""

    anywhere = True

    def __init__(self, home: Path, *args: str, lang: str = "en") -> None:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "DAMA_",
                                                                        "ACCESSIBLE_DAMA"))}
        env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
                   XDG_DATA_HOME=str(home / "data"), XDG_STATE_HOME=str(home / "state"),
                   XDG_CACHE_HOME=str(home / "cache"), LANG="C.UTF-8", PYTHONIOENCODING="utf-8")
        super().__init__(
            [sys.executable, "-m", "accessible_dama", *args, "--silent", "--lang", lang], env)

    def end(self, timeout: float = 60.0) -> int:
        """Its input ends: the program says goodbye and ends."""
        assert self.p.stdin is not None
        self.p.stdin.close()
        return self.p.wait(timeout)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def kept_games(home: Path) -> list[Path]:
    return sorted((home / "data").rglob("*.pdn"))


def random_game(variant: str, seed: int) -> tuple[list[str], list[str]]:
    """A whole game of random legal moves (the first seed from ``seed`` on that ends
    within 300 plies): each side's moves as the player types them."""
    rules = find_variant(variant)
    for s in range(seed, seed + 50):
        rng = random.Random(s)
        game = new_game(rules)
        texts: list[tuple[bool, str]] = []
        while game.outcome is None and len(game.moves) < 300:
            move = rng.choice(game.legal_moves())
            texts.append((game.turn == WHITE, full_move_text(game.position, move)))
            game.push(move)
        if game.outcome is not None:
            return [t for w, t in texts if w], [t for w, t in texts if not w]
    raise AssertionError("no game ended")


@pytest.fixture
def homes(tmp_path: Path) -> tuple[Path, Path]:
    return tmp_path / "host", tmp_path / "joiner"


def start_pair(homes: tuple[Path, Path], *join_options: str) -> tuple[Dama, Dama, int]:
    port = free_port()
    host = Dama(homes[0], "host", "--port", str(port), "--name", "Alice", "--wait", "1")
    host.expect("Waiting for an opponent at 127.0.0.1")
    joiner = Dama(homes[1], "join", f"127.0.0.1:{port}", "--name", "Bob", "--black",
                  *join_options)
    return host, joiner, port


@pytest.mark.parametrize("variant", ["czech", "international"])
def test_a_whole_game_is_played_between_two_processes_and_kept_with_both_names(
        homes: tuple[Path, Path], variant: str) -> None:
    white, black = random_game(variant, seed=1)
    host, joiner, _ = start_pair(homes, "--variant", variant)
    try:
        assert "Bob has connected" in host.expect("has connected")
        host.expect("against Bob over the network. You play White")
        joiner.expect("against Alice over the network. You play Black")
        host.send(*white)
        joiner.send(*black)
        # the same result on both sides ("You win." on one, "You lose." on the other)
        seen_by_host = host.expect("Game over.", timeout=240).split(". ", 2)[-1]
        assert joiner.expect("Game over.").split(". ", 2)[-1] == seen_by_host
        assert host.end() == 0 and joiner.end() == 0
    finally:
        host.stop()
        joiner.stop()
    records = [list(read_pdn_file(kept_games(home)[-1]))[-1] for home in homes]
    assert records[0].moves == records[1].moves
    assert len(records[0].moves) == len(white) + len(black)
    for record in records:
        assert (record.tags["White"], record.tags["Black"]) == ("Alice", "Bob")
        assert record.result != "*"


def test_chat_draw_offer_take_back_and_resigning_reach_the_other_side(
        homes: tuple[Path, Path]) -> None:
    host, joiner, _ = start_pair(homes)
    try:
        host.expect("You play White")
        joiner.expect("You play Black")
        host.send("say to opponent good luck")
        host.expect("Said to the opponent.")
        assert joiner.expect("The opponent says:") == "The opponent says: good luck"
        host.send("c3 d4")
        joiner.expect("White: c3 to d4.")
        joiner.send("f6 e5")
        host.expect("Black: f6 to e5.")
        # a take-back asked by White and refused, then asked again and agreed
        host.send("undo")
        host.expect("The opponent is asked to take back your last move")
        joiner.expect("asks to take back the game to move 1. Agree?")
        joiner.send("no")
        host.expect("The opponent does not agree to take back the move.")
        host.send("undo")
        joiner.expect("asks to take back the game to move 1. Agree?")
        joiner.send("yes")
        host.expect("Taken back")
        joiner.expect("Taken back")
        host.send("c3 b4")
        joiner.expect("White: c3 to b4.")
        # a draw offered by Black and declined by White
        joiner.send("draw", "yes")
        joiner.expect("The draw is offered to the opponent")
        host.expect("The opponent offers a draw. Accept?")
        host.send("no")
        joiner.expect("The opponent declines the draw. Play on.")
        joiner.send("resign", "yes")
        assert "You lose" in joiner.expect("Game over.")
        assert "Black resigned" in host.expect("Game over.")
        assert host.end() == 0 and joiner.end() == 0
    finally:
        host.stop()
        joiner.stop()


def test_one_side_killed_mid_game_loses_nothing_and_join_again_goes_on(
        homes: tuple[Path, Path]) -> None:
    host, joiner, port = start_pair(homes)
    try:
        host.expect("You play White")
        host.send("c3 d4")
        joiner.expect("White: c3 to d4.")
        joiner.send("f6 g5")
        joiner.expect("Black: f6 to g5.")  # said once saved
        host.expect("Black: f6 to g5.")
        joiner.stop()
        host.expect("The connection to the opponent was lost; the game is saved.")
        assert host.end() == 0
    finally:
        host.stop()
        joiner.stop()
    host = Dama(homes[0], "host", "--port", str(port), "--name", "Alice", "--wait", "1")
    try:
        host.expect("Waiting for an opponent")
        joiner = Dama(homes[1], "join", f"127.0.0.1:{port}", "--name", "Bob")
        host.expect("The game goes on from the position both sides have.")
        joiner.expect("The game goes on from the position both sides have.")
        host.expect("The saved game goes on")
        joiner.expect("The saved game goes on")
        host.send("b2 c3")
        assert joiner.expect("White:") == "White: b2 to c3."
        joiner.send("g7 f6")
        host.expect("Black: g7 to f6.")
        assert host.end() == 0 and joiner.end() == 0
    finally:
        host.stop()
        joiner.stop()
    records = [list(read_pdn_file(kept_games(home)[-1]))[-1] for home in homes]
    assert records[0].moves == records[1].moves
    assert len(records[0].moves) == 4


def test_the_host_waits_for_the_same_opponent_again_and_join_alone_goes_on(
        homes: tuple[Path, Path]) -> None:
    host, joiner, port = start_pair(homes)
    try:
        host.expect("You play White")
        host.send("c3 d4")
        joiner.expect("White: c3 to d4.")
        joiner.send("f6 g5")
        joiner.expect("Black: f6 to g5.")  # said once saved
        host.expect("Black: f6 to g5.")
        joiner.stop()
        host.expect("The connection to the opponent was lost; the game is saved.")
        assert host.expect("Wait for the opponent") == (
            "Wait for the opponent to join again, for up to 5 minutes? Yes or no.")
        host.send("yes")
        assert host.expect("Waiting for the opponent") == (
            f"Waiting for the opponent to join again at 127.0.0.1:{port}, for up to 5 minutes.")
        joiner = Dama(homes[1], "join", f"127.0.0.1:{port}", "--name", "Bob")
        joiner.expect("The game goes on from the position both sides have.")
        host.expect("Bob has connected.")
        host.expect("The game goes on from the position both sides have.")
        host.send("b2 c3")
        assert joiner.expect("White:") == "White: b2 to c3."
        joiner.send("g7 f6")
        host.expect("Black: g7 to f6.")
        assert host.end() == 0 and joiner.end() == 0
    finally:
        host.stop()
        joiner.stop()
    records = [list(read_pdn_file(kept_games(home)[-1]))[-1] for home in homes]
    assert records[0].moves == records[1].moves
    assert len(records[0].moves) == 4
