"""The game on a braille display through a real BRLTTY (virtual driver): the test reads
the cells BRLTTY sends to the display and presses the display's keys, and a real
``Session`` in the real ``App`` plays the moves."""

from __future__ import annotations

import random
from pathlib import Path

from accessible_dama.braille import BrailleDisplay, attach, from_unicode, translate
from accessible_dama.cli.app import App
from accessible_dama.notation import parse_fen
from accessible_dama.rules import Move, find_variant
from accessible_dama.session.core import Session
from accessible_dama.session.settings import Settings

from .conftest import Brltty, Heard, VirtualDisplay, wait_until, windows


class Game:
    """A two-player game in the real app, with the display attached."""

    def __init__(self, tmp_path: Path, brltty: Brltty, lang: str = "cs", fen: str | None = None,
                 variant: str = "czech") -> None:
        settings = Settings(lang=lang, variant=variant, opponent="human", output="silent")
        position = parse_fen(fen, find_variant(variant)) if fen else None
        self.session = Session(settings, position=position, save_path=tmp_path / "game.pdn",
                               rng=random.Random(1), engine_depth=3)
        self.said = Heard()
        self.app = App(self.session, self.said.append)
        self.display = BrailleDisplay(brltty.host, "none", retry_most=0.5)
        attach(self.app, self.display)
        self.display.start()

    def start(self, shown_on: VirtualDisplay) -> None:
        assert self.display.wait_connected(30), "the display did not connect to BRLTTY"
        self.app.say(self.session.start())
        shown_on.wait_for_game(self.display)

    def wait_said(self, line: str, timeout: float = 30.0) -> None:
        assert self.said.wait(lambda: line in self.said, timeout), f"{line!r} not in {self.said}"

    def close(self) -> None:
        self.display.close()


def cells(text: str) -> bytes:
    return from_unicode(text)


def test_routing_keys_play_a_move_and_the_rank_shows_exactly_the_new_cells(
    tmp_path: Path, brltty: Brltty, virtual_display: VirtualDisplay
) -> None:
    game = Game(tmp_path, brltty)
    vd = virtual_display
    try:
        game.start(vd)
        game.wait_said("Braillský řádek připojen, 40 znaků.")
        vd.press("Home")  # to the board, rank 8
        vd.wait_for(cells("⠼⠓⠀⠀⠛⠀⠛⠀⠛⠀⠛"))
        for _ in range(5):
            vd.press("LnDn")
        vd.wait_for(cells("⠼⠉⠀⠉⠀⠉⠀⠉⠀⠉"))
        vd.press("Route 5")  # c3: the piece, marked with dots 7 8
        vd.wait_for(cells("⠼⠉⠀⠉⠀⣉⠀⠉⠀⠉"))
        vd.press("LnUp")
        vd.wait_for(cells("⠼⠙⠀⠀⠤⠀⠤⠀⠤⠀⠤"))
        vd.press("Route 6")  # d4: where it goes
        # the announcement is shown at once, in Czech grade 1 braille
        vd.wait_for(cells("⠠⠃⠌⠇⠯⠒⠀⠉⠼⠉⠀⠝⠁⠀⠙⠼⠙⠄"))
        assert game.session.game.moves == [Move((22, 18))]
        assert "Bílý: c3 na d4." in game.said
        vd.press("Home")  # the rank where the last move ended: d4 with dot 8
        vd.wait_for(cells("⠼⠙⠀⠀⠤⠀⢉⠀⠤⠀⠤"))
        vd.press("LnDn")  # c3 emptied, with dot 7 (the move's start)
        vd.wait_for(cells("⠼⠉⠀⠉⠀⡤⠀⠉⠀⠉"))
    finally:
        game.close()


def test_an_illegal_choice_is_refused_with_the_reason_on_the_display(
    tmp_path: Path, brltty: Brltty, virtual_display: VirtualDisplay
) -> None:
    game = Game(tmp_path, brltty)
    vd = virtual_display
    try:
        game.start(vd)
        game.app.handle("c3 d4")  # typed; Black to move now
        vd.press("Home")  # the rank of the last move's end: 4
        vd.wait_for(cells("⠼⠙⠀⠀⠤⠀⢉⠀⠤⠀⠤"))
        vd.press("LnUp")
        vd.press("LnUp")
        vd.wait_for(cells("⠼⠋⠀⠀⠛⠀⠛⠀⠛⠀⠛"))
        vd.press("Route 8")  # f6, Black's man: chosen
        vd.wait_for(cells("⠼⠋⠀⠀⠛⠀⠛⠀⣛⠀⠛"))
        vd.press("LnDn")
        vd.press("LnDn")
        vd.press("Route 8")  # f4: straight ahead, not diagonal
        reason = "f6-f4 nelze zahrát: figury táhnou šikmo, po tmavých polích."
        game.wait_said(reason)
        braille = translate(reason, "cs")
        assert len(braille) > 40
        vd.wait_for(windows(braille)[0])  # the words that fit, none cut in two
        vd.press("FwinRt")  # the rest of the sentence
        vd.wait_for(windows(braille)[1])
        assert game.session.game.moves == [Move((22, 18))]

        # the first press on the opponent's piece: the game says whose it is
        vd.press("Home")  # rank 4
        vd.press("LnDn")
        vd.wait_for(cells("⠼⠉⠀⠉⠀⡤⠀⠉⠀⠉"))
        vd.press("Route 7")  # e3
        vd.wait_for(windows(translate("e3 nelze zahrát: figura na e3 není vaše.", "cs"))[0])
        assert len(game.session.game.moves) == 1
    finally:
        game.close()


def test_a_capture_is_chosen_by_its_landing_squares(
    tmp_path: Path, brltty: Brltty, virtual_display: VirtualDisplay
) -> None:
    game = Game(tmp_path, brltty, lang="en", fen="W:Wc3:Bd4,f6")
    vd = virtual_display
    try:
        game.start(vd)
        vd.press("Bot")  # the file letters, under rank 1
        vd.wait_for(cells("⠀⠀⠀⠁⠃⠉⠙⠑⠋⠛⠓"))
        vd.press("LnUp")
        vd.press("LnUp")
        vd.press("LnUp")
        vd.wait_for(cells("⠼⠉⠀⠤⠀⠉⠀⠤⠀⠤"))
        vd.press("Route 5")  # c3
        vd.press("LnUp")
        vd.press("LnUp")
        vd.wait_for(cells("⠼⠑⠀⠤⠀⠤⠀⠤⠀⠤"))
        vd.press("Route 7")  # e5: the first landing square; the capture goes on
        vd.wait_for(cells("⠼⠑⠀⠤⠀⠤⠀⣤⠀⠤"))
        assert game.session.game.moves == []
        vd.press("LnUp")
        vd.press("LnUp")
        vd.press("Route 9")  # g7: the end
        game.wait_said("White captures c3 over d4 to e5, over f6 to g7.")
        vd.wait_for(windows(translate("White captures c3 over d4 to e5, over f6 to g7.",
                                      "en"))[0])
        assert game.session.game.moves[0].path == (22, 15, 8)
    finally:
        game.close()


def test_the_game_survives_brltty_being_killed_and_started_again(
    tmp_path: Path, brltty: Brltty
) -> None:
    vd = VirtualDisplay(brltty.socket_path)
    game = Game(tmp_path, brltty)
    try:
        game.start(vd)
        game.app.handle("c3 d4")
        vd.wait_for(translate("Bílý: c3 na d4.", "cs"))

        brltty.kill()
        vd.close()
        game.wait_said(
            "Braillský řádek se odpojil; hra pokračuje řečí, dokud se nevrátí.")
        assert not game.display.connected
        # the game goes on by speech (and text) meanwhile
        assert game.app.handle("f6 g5")
        assert "Černý: f6 na g5." in game.said

        brltty.start()
        vd = VirtualDisplay(brltty.socket_path)
        assert wait_until(lambda: game.display.connections == 2), "no reconnection"
        assert game.said.wait(lambda: game.said.count("Braillský řádek připojen, 40 znaků.") == 2)
        # the display shows the game as it is now, and routing keys play on
        vd.press("Home")  # rank 5, where Black's move ended
        vd.wait_for(cells("⠼⠑⠀⠤⠀⠤⠀⠤⠀⢛"))
        vd.press("LnDn")
        vd.press("LnDn")
        vd.wait_for(cells("⠼⠉⠀⠉⠀⠤⠀⠉⠀⠉"))  # rank 3
        vd.press("Route 9")  # g3
        vd.press("LnUp")
        vd.wait_for(cells("⠼⠙⠀⠀⠤⠀⠉⠀⠤⠀⠤"))
        vd.press("Route 10")  # h4
        game.wait_said("Bílý: g3 na h4.")
        vd.press("Home")
        vd.wait_for(cells("⠼⠙⠀⠀⠤⠀⠉⠀⠤⠀⢉"))
        assert len(game.session.game.moves) == 3
    finally:
        game.close()
        vd.close()


def test_an_80_cell_display_shows_two_ranks_a_line_and_routes_on_both(
    tmp_path: Path, brltty: Brltty
) -> None:
    vd = VirtualDisplay(brltty.socket_path, cells=80)
    game = Game(tmp_path, brltty, lang="en")
    try:
        game.start(vd)
        game.wait_said("Braille display connected, 80 cells.")
        vd.press("Bot")
        vd.press("LnUp")
        vd.press("LnUp")  # ranks 4 and 3
        rank4 = cells("⠼⠙⠀⠀⠤⠀⠤⠀⠤⠀⠤")
        rank3 = cells("⠼⠉⠀⠉⠀⠉⠀⠉⠀⠉")
        vd.wait_for(rank4.ljust(40, b"\0") + rank3)
        vd.press("Route 45")  # c3, in the right half
        vd.press("Route 6")  # d4, in the left half
        game.wait_said("White: c3 to d4.")
        vd.press("Home")
        vd.wait_for(cells("⠼⠙⠀⠀⠤⠀⢉⠀⠤⠀⠤").ljust(40, b"\0") + cells("⠼⠉⠀⠉⠀⡤⠀⠉⠀⠉"))
    finally:
        game.close()
        vd.close()


def test_without_brltty_the_game_starts_by_speech_and_the_display_joins_later(
    tmp_path: Path,
) -> None:
    brltty = Brltty(tmp_path)  # not started yet
    game = Game(tmp_path, brltty, lang="en")
    vd: VirtualDisplay | None = None
    try:
        game.app.say(game.session.start())
        assert game.app.handle("c3 d4")
        game.wait_said("No braille display yet; the game goes on by speech until one is found.")
        brltty.start()
        vd = VirtualDisplay(brltty.socket_path)
        game.wait_said("Braille display connected, 40 cells.")
        # the connection line is what the display shows first; the board is there too
        vd.wait_for(translate("Braille display connected, 40 cells.", "en"))
        vd.press("Home")
        vd.wait_for(cells("⠼⠙⠀⠀⠤⠀⢉⠀⠤⠀⠤"))
    finally:
        game.close()
        brltty.stop()
        if vd is not None:
            vd.close()
