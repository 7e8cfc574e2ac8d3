"""The boards of points in braille: one rank per line, one cell per place of the grid;
points, lines and pieces told apart; routing keys choose points (a mill placement with
one press); and a real BRLTTY showing and playing them."""

from __future__ import annotations

import random
from pathlib import Path

from accessible_dama.braille import BrailleDisplay, Selector, as_unicode, attach, board_lines
from accessible_dama.braille.cells import (
    EMPTY_POINT,
    LINE_ACROSS,
    LINE_DOWN,
    PIECE_CELLS,
    BoardLayout,
    dots_text,
    from_unicode,
    grid_of,
)
from accessible_dama.cli.app import App
from accessible_dama.notation import points as notation
from accessible_dama.rules import MILL, PASS, VIETNAMESE, Move, PointPosition, PointRules, find_game
from accessible_dama.session.core import Session
from accessible_dama.session.settings import Settings

from .conftest import Brltty, Heard, VirtualDisplay


def position(game: str, fen: str = "") -> PointPosition:
    rules = find_game(game)
    assert isinstance(rules, PointRules)
    return notation.parse_fen(fen, rules) if fen else rules.start_position()


def unicode_lines(p: PointPosition, last_move: Move | None = None,
                  cursor: int | list[int] | None = None) -> list[str]:
    return [as_unicode(line.rstrip(b"\0")) for line in board_lines(p, last_move, cursor)]


def test_the_mill_board_shows_points_lines_and_the_empty_centre() -> None:
    assert unicode_lines(MILL.start_position()) == [
        "⠼⠛⠀⠤⠒⠒⠤⠒⠒⠤",
        "⠼⠋⠀⠇⠤⠒⠤⠒⠤⠇",
        "⠼⠑⠀⠇⠇⠤⠤⠤⠇⠇",
        "⠼⠙⠀⠤⠤⠤⠀⠤⠤⠤",
        "⠼⠉⠀⠇⠇⠤⠤⠤⠇⠇",
        "⠼⠃⠀⠇⠤⠒⠤⠒⠤⠇",
        "⠼⠁⠀⠤⠒⠒⠤⠒⠒⠤",
        "⠀⠀⠀⠁⠃⠉⠙⠑⠋⠛",
    ]


def test_every_kind_of_cell_differs_from_every_other() -> None:
    kinds = [EMPTY_POINT, LINE_ACROSS, LINE_DOWN, 0, *PIECE_CELLS.values()]
    assert len(set(kinds)) == len(kinds)
    for a in kinds:
        for b in kinds:
            if a != b:
                assert (a ^ b).bit_count() >= 2, (dots_text([a]), dots_text([b]))


def test_pieces_and_the_last_move_on_point_boards() -> None:
    p = position("mill", "W:Wa1,d1,g4,b4:Bb6,d6,f4,e5")
    move = notation.parse_move(p, "g4-g1xb6")
    after = p.copy()
    after.push(move)
    lines = unicode_lines(after, move)
    assert lines[3] == "⠼⠙⠀⠤⠉⠤⠀⠤⠛⡤"  # g4 left: dot 7
    assert lines[6] == "⠼⠁⠀⠉⠒⠒⠉⠒⠒⢉"  # g1 reached: dot 8
    placing = position("mill", "W:Wa7:Bb6:H8,8")
    placed = notation.parse_move(placing, "d7")
    placing.push(placed)
    assert unicode_lines(placing, placed)[0] == "⠼⠛⠀⠉⠒⠒⢉⠒⠒⠤"  # a placement: dot 8
    v = VIETNAMESE.start_position()
    assert unicode_lines(v)[0] == "⠼⠑⠀⠛⠛⠿⠛⠛"  # the black king
    assert unicode_lines(v)[4] == "⠼⠁⠀⠉⠉⠭⠉⠉"
    blocked = position("alquerque-modified", "B:Wa5,d5,e5:Ba1,c3")
    blocked.push(PASS)
    assert unicode_lines(blocked, PASS) == unicode_lines(blocked)  # a pass marks nothing


def test_the_alquerque_board_is_a_point_in_every_cell_and_two_ranks_fit_80_cells() -> None:
    lines = board_lines(position("alquerque"), width=80)
    assert len(lines) == 4  # ranks 5 4, 3 2, 1, the files
    assert as_unicode(lines[0][:8]) == "⠼⠑⠀⠛⠛⠛⠛⠛"
    assert as_unicode(lines[0][40:48]) == "⠼⠙⠀⠛⠛⠛⠛⠛"
    layout = BoardLayout(5, 80)
    grid = grid_of(position("alquerque"))
    c3 = position("alquerque").board.point("c3")
    assert layout.cell_of(grid, c3) == (1, 5)
    assert layout.square_at(grid, 1, 5) == c3


def test_routing_keys_choose_points() -> None:
    s = Selector()
    alquerque = position("alquerque")
    b = alquerque.board
    assert s.press(alquerque, b.point("b2")) is None
    assert s.press(alquerque, b.point("c3")) == "b2 c3"
    assert s.press(alquerque, b.point("b4")) == "b4"  # Black's: the game says whose
    mill = position("mill", "W:Wa7,g7:Bb6,d6:H5,6")
    m = mill.board
    assert s.press(mill, m.point("e4")) == "e4"  # a placement, at once
    assert s.press(mill, m.point("d7")) == "d7"  # it closes a mill: the game asks
    assert s.press(mill, m.point("b6")) == "b6"  # ... and this answers
    moving = position("mill", "W:Wa1,d1,g4,b4:Bb6,d6,f4,e5")
    n = moving.board
    assert s.press(moving, n.point("g4")) is None
    assert s.press(moving, n.point("g1")) == "g4 g1"


class Game:
    """A two-player game of one of the point games in the real app, with the display."""

    def __init__(self, tmp_path: Path, brltty: Brltty, variant: str, fen: str = "",
                 lang: str = "en") -> None:
        settings = Settings(lang=lang, variant=variant, opponent="human", output="silent")
        start = position(variant, fen) if fen else None
        self.session = Session(settings, position=start, save_path=tmp_path / "game.pdn",
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


def test_alquerque_on_a_braille_display_a_step_with_the_routing_keys(
    tmp_path: Path, brltty: Brltty, virtual_display: VirtualDisplay
) -> None:
    game = Game(tmp_path, brltty, "alquerque")
    vd = virtual_display
    try:
        game.start(vd)
        vd.press("Home")  # the board's first line: rank 5
        vd.wait_for(from_unicode("⠼⠑⠀⠛⠛⠛⠛⠛"))
        for _ in range(3):
            vd.press("LnDn")
        vd.wait_for(from_unicode("⠼⠃⠀⠉⠉⠉⠉⠉"))
        vd.press("Route 4")  # b2
        vd.wait_for(from_unicode("⠼⠃⠀⠉⣉⠉⠉⠉"))
        vd.press("LnUp")
        vd.wait_for(from_unicode("⠼⠉⠀⠛⠛⠤⠉⠉"))
        vd.press("Route 5")  # c3
        game.wait_said("White: b2 to c3.")
        assert game.session.game.moves and game.session.game.moves[0].path == (6, 12)
        vd.press("Home")  # rank 3, where the move ended
        vd.wait_for(from_unicode("⠼⠉⠀⠛⠛⢉⠉⠉"))
    finally:
        game.close()


def test_mill_on_a_braille_display_a_placement_and_the_man_a_mill_takes(
    tmp_path: Path, brltty: Brltty, virtual_display: VirtualDisplay
) -> None:
    game = Game(tmp_path, brltty, "mill", fen="W:Wa7,g7:Bb6,d6:H5,6")
    vd = virtual_display
    try:
        game.start(vd)
        vd.press("Home")  # rank 7
        vd.wait_for(from_unicode("⠼⠛⠀⠉⠒⠒⠤⠒⠒⠉"))
        vd.press("Route 6")  # d7 (keys count from 0): a placement that closes a mill
        game.wait_said("Which man do you take: b6, d6?")
        vd.press("Home")
        vd.press("LnDn")  # rank 6
        vd.wait_for(from_unicode("⠼⠋⠀⠇⠛⠒⠛⠒⠤⠇"))
        vd.press("Route 4")  # b6: the man to take
        game.wait_said("White places on d7 and closes a mill, taking b6.")
        vd.press("Home")  # rank 7, the placement marked with dot 8
        vd.wait_for(from_unicode("⠼⠛⠀⠉⠒⠒⢉⠒⠒⠉"))
    finally:
        game.close()
