"""A whole game on a sensor board with a braille display: ``dama board-sim`` on a pty and
``dama play --board`` as processes, the display a real BRLTTY (virtual driver) that the
test reads and presses. The display shows every sentence and the board after each
move; a routing key asks for the board and answers the referee's question; BRLTTY is
killed and started again mid-game and the display comes back."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from accessible_dama.braille import from_unicode, translate
from tests.cli.dama_process import env_for
from tests.sensor.processes import Proc

from .conftest import Brltty, VirtualDisplay, windows

FEN = "W:Wa3,g3:Bh8"
BOARD_LINES = 9  # eight ranks and the file letters, on 40 cells
LOST = "Braillský řádek se odpojil; hra pokračuje řečí, dokud se nevrátí."
CONNECTED = "Braillský řádek připojen, 40 znaků."


def cells(text: str) -> bytes:
    return from_unicode(text)


def answers(*words: str) -> bytes:
    """The line of answers: each word in Czech braille, two blank cells between."""
    return bytes(2).join(translate(word, "cs") for word in words)


@pytest.fixture
def sim(tmp_path: Path) -> Iterator[tuple[Proc, Path]]:
    link = tmp_path / "board"
    proc = Proc(["board-sim", "--link", str(link), "--fen", FEN, "--heartbeat", "0.5"],
                env_for(tmp_path))
    proc.expect("board-sim: ")
    yield proc, link
    proc.stop()


def to_answers(vd: VirtualDisplay) -> None:
    """The window to the line of answers, just above the board."""
    vd.press("Bot")  # the file letters, the board's last line
    for _ in range(BOARD_LINES):
        vd.press("LnUp")


@pytest.mark.needs("brltty", "liblouis")
def test_a_whole_game_on_the_board_shown_and_answered_on_a_braille_display(
        tmp_path: Path, brltty: Brltty, sim: tuple[Proc, Path]) -> None:
    board, link = sim
    vd = VirtualDisplay(brltty.socket_path)
    host = Proc(["play", "--board", str(link), "--lang", "cs", "--silent", "--opponent",
                 "human", "--fen", FEN, "--braille-display",
                 f"brlapi://{brltty.host}?auth=none"], env_for(tmp_path))
    try:
        host.expect("Deska je připravená.")
        if CONNECTED not in host.seen:  # the display may come before or after the board
            host.expect(CONNECTED)

        # each move is said, shown, and the display's board follows it
        board.send("move g3 f4")
        host.expect("Bílý: g3 na f4.")
        vd.wait_for(translate("Bílý: g3 na f4.", "cs"))
        vd.press("Home")  # the rank where the move ended: f4 with dot 8
        vd.wait_for(cells("⠼⠙⠀⠀⠤⠀⠤⠀⢉⠀⠤"))
        board.send("move h8 g7")
        host.expect("Černý: h8 na g7.")
        vd.press("Home")
        vd.wait_for(cells("⠼⠛⠀⠤⠀⠤⠀⠤⠀⢛"))

        # BRLTTY dies mid-game: the game goes on by speech, and a move is made meanwhile
        brltty.kill()
        vd.close()
        host.expect(LOST)
        board.send("move f4 e5")
        host.expect("Bílý: f4 na e5.")
        brltty.start()
        vd = VirtualDisplay(brltty.socket_path)
        host.expect(CONNECTED)
        vd.press("Home")  # the board as it is now
        vd.wait_for(cells("⠼⠑⠀⠤⠀⠤⠀⢉⠀⠤"))

        # a routing key over the answer "deska" asks for the board
        to_answers(vd)
        vd.wait_for(answers("deska"))
        vd.press("Route 1")
        assert host.expect("Řada 5:") == "Řada 5: e5 bílý kámen."

        board.send("move g7 f6")
        host.expect("Černý: g7 na f6.")
        vd.press("Home")
        vd.wait_for(cells("⠼⠋⠀⠀⠤⠀⠤⠀⢛⠀⠤"))

        # White must capture and does not: Black answers the referee with a routing key
        board.send("move a3 b4")
        irregular = host.expect("Bílý nebral")
        question = host.expect("Rozhoduje Černý")
        vd.wait_for(windows(translate(irregular, "cs"))[0])  # the answer is read from its start
        vd.press("LnDn")
        vd.wait_for(windows(translate(question, "cs"))[0])
        vd.press("LnDn")
        vd.wait_for(answers("opravit", "nechat"))
        vd.press("Route 3")  # within "opravit"
        assert host.expect("Tah se opravuje") == (
            "Tah se opravuje: Bílý hraje e5 přes f6 na g7.")
        board.send("move b4 a3")
        host.expect("Deska je opět v pořádku.")
        board.send("lift e5")
        board.send("place g7")
        board.send("lift f6")
        host.expect("Bílý bere e5 přes f6 na g7.")
        assert host.expect("Konec hry.") == (
            "Konec hry. Bílý vyhrává: Černý už nemá žádné figury.")
        vd.press("Home")  # the last board: g7 with dot 8, Black's men gone
        vd.wait_for(cells("⠼⠛⠀⠤⠀⠤⠀⠤⠀⢉"))
        to_answers(vd)
        vd.wait_for(answers("deska"))  # the question is gone from the answers
        host.send("konec")
        host.send("ano")
        host.expect("Na shledanou")
        assert host.p.wait(10) == 0
    finally:
        host.stop()
        vd.close()
